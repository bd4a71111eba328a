#!/usr/bin/env bash
# How extraction's cost grows with an app's navigation: generated apps with the same other files
# and more and more features (each a route enum, a coordinator, five screens, and a sheet to the
# next feature), extraction against parsing every file.
#
# usage: Scripts/bench-extract-growth.sh [CONFIGURATION=release] [RUNS=3] [OTHER_FILES=3000] [FEATURES...=100 400]
#
# For each size, `extract-bench parse` and `extract-bench extract` alternate for RUNS rounds (best
# times, as in bench-extract.sh); the report adds how each grew from the first size: linear cost
# grows about as the files do, quadratic cost as their square.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-release}"
runs="${2:-3}"
others="${3:-3000}"
shift $(( $# < 3 ? $# : 3 ))
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 400)
swift build -c "$configuration" --product extract-bench >/dev/null
binary="$(swift build -c "$configuration" --show-bin-path)/extract-bench"
checksum=$(cksum < Scripts/generate-bench-app.py | cut -d' ' -f1)

source Scripts/lib/parse-vs-extract.sh
printf '%8s %6s %9s %9s %7s %12s %12s\n' features files parse extract ratio "parse grew" "extract grew"
first_parse="" first_extract=""
for features in "${sizes[@]}"; do
    app="${TMPDIR:-/tmp}/flowgraph-growth-app-$others-$features-$checksum"
    [ -d "$app" ] || python3 Scripts/generate-bench-app.py "$app" "$others" "$features"
    parse_vs_extract "$binary" "$runs" "$app"
    : "${first_parse:=$best_parse}" "${first_extract:=$best_extract}"
    printf '%8s %6s %8ss %8ss %7s %11sx %11sx\n' "$features" "$files" "$best_parse" "$best_extract" \
        "$(awk -v e="$best_extract" -v p="$best_parse" 'BEGIN { printf "%.2f", e / p }')" \
        "$(awk -v a="$best_parse" -v b="$first_parse" 'BEGIN { printf "%.2f", a / b }')" \
        "$(awk -v a="$best_extract" -v b="$first_extract" 'BEGIN { printf "%.2f", a / b }')"
done
