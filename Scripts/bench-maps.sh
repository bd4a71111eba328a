#!/usr/bin/env bash
# Large-map benchmark (issue 19): the DOT FlowGraph writes for generated apps (GeneratedApp) of
# 100, 500 and 1,000 screens with three edges per screen, rendered to SVG in-process through
# CGraphviz vs the `dot -Tsvg` command on the same DOT, as a CPU-time ratio (goal <= 1.1), with
# the picture's size and width:height (goal between 1:2 and 3:1) and the DOT emission time.
#
# Usage: Scripts/bench-maps.sh [SIZES...]   (default: 100 500 1000)
# Needs the `dot` command (Debian: graphviz). Layout runs in the Graphviz C library, so the debug
# build measures the same work as a release one; each number is one run (1,000 screens take `dot`
# a minute or more here).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v dot >/dev/null || { echo "bench-maps: the 'dot' command is needed for the comparison (apt-get install graphviz)" >&2; exit 2; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 500 1000)
swift build --product render-bench >&2
swift build --product flowgraph >&2
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

printf '%-8s %-6s %-7s %9s %16s %7s %10s %13s %9s\n' screens edges arrows "dot emit" "picture (pt)" "w:h" "dot cpu" "in-proc cpu" "cpu ratio"
for screens in "${sizes[@]}"; do
    "$bin/render-bench" app "$screens" "$((3 * screens))" > "$work/app.json"
    edges=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["edges"]))' "$work/app.json")
    TIMEFORMAT="%R"
    emit=$( { time "$bin/flowgraph" render "$work/app.json" -f dot -o "$work/app.dot" 2>/dev/null; } 2>&1 )
    arrows=$(grep -c 'id="edge-' "$work/app.dot")
    TIMEFORMAT="%U %S"
    read -r user sys <<<"$( { time dot -Tsvg "$work/app.dot" -o "$work/dot.svg" 2>/dev/null; } 2>&1 )"
    dot_cpu=$(echo "$user + $sys" | bc -l)
    read -r _ in_cpu <<<"$("$bin/render-bench" render "$work/app.dot" dot 1 2>/dev/null)"
    read -r width height < <(grep -o '<svg width="[0-9.]*pt" height="[0-9.]*pt"' "$work/dot.svg" | sed 's/[^0-9. ]//g')
    printf '%-8s %-6s %-7s %8.2fs %16s %7.2f %9.2fs %12.2fs %9.3f\n' "$screens" "$edges" "$arrows" "$emit" "${width}x${height}" \
        "$(echo "$width / $height" | bc -l)" "$dot_cpu" "$in_cpu" "$(echo "$in_cpu / $dot_cpu" | bc -l)"
done
