#!/usr/bin/env bash
# Benchmarks extraction against parsing alone on a generated app of >= 3,000 Swift files.
#
# usage: Scripts/bench-extract.sh [FILES=3000] [CONFIGURATION=debug|release] [RUNS=3]
#
# Both phases run in their own process on all cores, on the same files: `parse` reads and
# parses every file with SwiftParser; `extract` runs the whole extraction, which parses only the
# files that can navigate; `extract-everything` parses every file. Reports the best of RUNS for
# each, their ratios to parsing alone (goal <= 1.3) and each one's peak memory (max RSS).
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-3000}"
configuration="${2:-debug}"
runs="${3:-3}"
# The folder names the generator's checksum, so a changed generator writes a new app.
app="${TMPDIR:-/tmp}/flowgraph-bench-app-$files-$(cksum < Scripts/generate-bench-app.py | cut -d' ' -f1)"

if [ ! -d "$app" ]; then
    python3 Scripts/generate-bench-app.py "$app" "$files"
fi
swift build -c "$configuration" --product extract-bench >/dev/null
binary="$(swift build -c "$configuration" --show-bin-path)/extract-bench"
bytes=$(find "$app" -name '*.swift' -exec cat {} + | wc -c)

best() {  # best wall time (s) and the peak RSS (KB) of that run, over $runs runs of mode $1
    local mode="$1" best_time="" best_rss=""
    for _ in $(seq "$runs"); do
        local out
        out=$( { /usr/bin/time -f "RSS %M" "$binary" "$mode" "$app"; } 2>&1 )
        local seconds rss
        seconds=$(echo "$out" | awk -v m="$mode" '$1 == m { print $3 }')
        rss=$(echo "$out" | awk '$1 == "RSS" { print $2 }')
        if [ -z "$best_time" ] || awk -v a="$seconds" -v b="$best_time" 'BEGIN { exit !(a < b) }'; then
            best_time="$seconds"; best_rss="$rss"
        fi
    done
    echo "$best_time $best_rss"
}

read -r parse_time parse_rss < <(best parse)
read -r extract_time extract_rss < <(best extract)
read -r everything_time everything_rss < <(best extract-everything)
ratio=$(awk -v e="$extract_time" -v p="$parse_time" 'BEGIN { printf "%.2f", e / p }')
everything_ratio=$(awk -v e="$everything_time" -v p="$parse_time" 'BEGIN { printf "%.2f", e / p }')
parsed=$("$binary" phases "$app" | awk '$1 == "parsed-files" { print $2 }')
echo "files: $files ($((bytes / 1024)) KB), cores: $(getconf _NPROCESSORS_ONLN), build: $configuration, best of $runs"
echo "parse only:  ${parse_time} s, peak memory $((parse_rss / 1024)) MB"
echo "extraction:  ${extract_time} s, peak memory $((extract_rss / 1024)) MB, ratio ${ratio} (goal <= 1.3); parsed $parsed of $files files"
echo "extraction parsing every file: ${everything_time} s, peak memory $((everything_rss / 1024)) MB, ratio ${everything_ratio}"
