#!/usr/bin/env bash
# Benchmarks extraction against parsing alone on a generated app of >= 3,000 Swift files.
#
# usage: Scripts/bench-extract.sh [FILES=3000] [CONFIGURATION=debug|release] [RUNS=3]
#
# Both phases run in their own process on all cores, on the same files: `parse` reads and
# parses every file with SwiftParser; `extract` runs the whole extraction, which parses only the
# files that can navigate; `extract-everything` parses every file. The modes alternate for RUNS
# rounds; reports the median and range of the per-round ratios to parsing alone (goal <= 1.3),
# the ratio of the modes' best times (noise on a shared machine only ever adds time, so the best
# of several runs is the steadiest estimate of each), each mode's best time and its peak memory
# (max RSS).
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

run() {  # wall time (s) and peak RSS (KB) of one run of mode $1
    local out
    out=$( { /usr/bin/time -f "RSS %M" "$binary" "$1" "$app"; } 2>&1 )
    echo "$(echo "$out" | awk -v m="$1" '$1 == m { print $3 }') $(echo "$out" | awk '$1 == "RSS" { print $2 }')"
}

# Runs alternate (parse, extract, extract-everything, parse, …) so that a load on the shared
# machine weighs on both sides of a ratio alike; each round gives its own ratios, and the report
# gives their median and range, with each mode's best time and the peak memory of that run.
ratios=() everything_ratios=()
best_parse="" best_extract="" best_everything=""
for _ in $(seq "$runs"); do
    read -r parse_time parse_rss < <(run parse)
    read -r extract_time extract_rss < <(run extract)
    read -r everything_time everything_rss < <(run extract-everything)
    ratios+=("$(awk -v e="$extract_time" -v p="$parse_time" 'BEGIN { printf "%.2f", e / p }')")
    everything_ratios+=("$(awk -v e="$everything_time" -v p="$parse_time" 'BEGIN { printf "%.2f", e / p }')")
    if [ -z "$best_parse" ] || awk -v a="$parse_time" -v b="${best_parse% *}" 'BEGIN { exit !(a < b) }'; then best_parse="$parse_time $parse_rss"; fi
    if [ -z "$best_extract" ] || awk -v a="$extract_time" -v b="${best_extract% *}" 'BEGIN { exit !(a < b) }'; then best_extract="$extract_time $extract_rss"; fi
    if [ -z "$best_everything" ] || awk -v a="$everything_time" -v b="${best_everything% *}" 'BEGIN { exit !(a < b) }'; then best_everything="$everything_time $everything_rss"; fi
done
summary() {  # "median (min–max)" of the numbers given
    printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f (%s-%s)", m, v[1], v[NR] }'
}
parsed=$("$binary" phases "$app" | awk '$1 == "parsed-files" { print $2 }')
echo "files: $files ($((bytes / 1024)) KB), cores: $(getconf _NPROCESSORS_ONLN), build: $configuration, $runs alternating rounds"
echo "parse only:  best ${best_parse% *} s, peak memory $(( ${best_parse#* } / 1024 )) MB"
echo "extraction:  best ${best_extract% *} s, peak memory $(( ${best_extract#* } / 1024 )) MB; parsed $parsed of $files files"
echo "             ratio of best times: $(awk -v e="${best_extract% *}" -v p="${best_parse% *}" 'BEGIN { printf "%.2f", e / p }') (goal <= 1.3); per round, median (range): $(summary "${ratios[@]}")"
echo "extraction parsing every file: best ${best_everything% *} s, peak memory $(( ${best_everything#* } / 1024 )) MB, ratio $(summary "${everything_ratios[@]}")"
