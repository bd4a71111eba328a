#!/usr/bin/env bash
# Benchmarks extraction of real apps against parsing all their Swift files (issue 14: <= 1.5x).
#
# usage: Scripts/bench-apps.sh [CONFIGURATION=release] [RUNS=3] [APP...]
#
# Each APP is `name=folder[:folder...]`, the folders extraction reads as one app. Without APPs, the
# apps of ../shared/realapps/APPS.json materialized under ../realapps-src (their scopes) are used.
# For each app, `extract-bench parse` (every Swift file of the folders through SwiftParser, on all
# cores) and `extract-bench extract` (the whole extraction) alternate for RUNS rounds; the report
# gives each one's best time (noise on a shared machine only adds time) and their ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-release}"
runs="${2:-3}"
shift $(( $# < 2 ? $# : 2 ))
apps=("$@")
if [ ${#apps[@]} -eq 0 ] && [ -f ../shared/realapps/APPS.json ]; then
    mapfile -t apps < <(python3 - <<'EOF'
import json, os
for app in json.load(open("../shared/realapps/APPS.json")):
    root = os.path.join("../realapps-src", app["name"])
    if os.path.isdir(root):
        print(app["name"] + "=" + ":".join(os.path.join(root, scope) for scope in app["scope"]))
EOF
)
fi
[ ${#apps[@]} -gt 0 ] || { echo "no apps: give name=folder[:folder...]" >&2; exit 2; }
swift build -c "$configuration" --product extract-bench >/dev/null
binary="$(swift build -c "$configuration" --show-bin-path)/extract-bench"

source Scripts/lib/parse-vs-extract.sh
printf '%-14s %6s %9s %9s %7s\n' app files parse extract ratio
for app in "${apps[@]}"; do
    name="${app%%=*}"
    IFS=: read -r -a folders <<< "${app#*=}"
    parse_vs_extract "$binary" "$runs" "${folders[@]}"
    printf '%-14s %6s %8ss %8ss %7s\n' "$name" "$files" "$best_parse" "$best_extract" \
        "$(awk -v e="$best_extract" -v p="$best_parse" 'BEGIN { printf "%.2f", e / p }')"
done
