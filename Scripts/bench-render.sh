#!/usr/bin/env bash
# Rendering benchmark (issue 5): the same DOT of a 500- and a 2,000-node synthetic navigation graph
# rendered to SVG in-process through CGraphviz vs the `dot -Tsvg` command, as a ratio (goal ≤ 1.0),
# and a 20,000-node graph laid out with sfdp, which must finish.
#
# Usage: Scripts/bench-render.sh [RUNS]   (default 3; each number is the median of RUNS)
# Needs the `dot` command (Debian: graphviz) for the comparison. Builds render-bench in release.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
command -v dot >/dev/null || { echo "bench-render: the 'dot' command is needed for the comparison (apt-get install graphviz)" >&2; exit 2; }
swift build -c release --product render-bench >&2
bench="$(swift build -c release --show-bin-path)/render-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# Wall-clock seconds of one command, median of $runs.
wall() {
    for _ in $(seq "$runs"); do
        local start end
        start=$(now); "$@" >/dev/null; end=$(now)
        echo "$end - $start" | bc -l
    done | median
}

printf '%-8s %-7s %12s %14s %14s %8s %8s\n' nodes engine "dot -Tsvg" "in-process" "bench process" ratio "ratio(p)"
for nodes in 500 2000; do
    "$bench" generate "$nodes" > "$work/g$nodes.dot"
    command_time=$(wall dot -Tsvg "$work/g$nodes.dot")
    in_process=$("$bench" render "$work/g$nodes.dot" dot "$runs")
    process_time=$(wall "$bench" render "$work/g$nodes.dot" dot 1)
    printf '%-8s %-7s %11.3fs %13.3fs %13.3fs %8.3f %8.3f\n' "$nodes" dot "$command_time" "$in_process" "$process_time" \
        "$(echo "$in_process / $command_time" | bc -l)" "$(echo "$process_time / $command_time" | bc -l)"
done

"$bench" generate 20000 > "$work/g20000.dot"
start=$(now)
if "$bench" render "$work/g20000.dot" sfdp 1 >/dev/null; then
    printf '%-8s %-7s %12s %13.3fs  (finished)\n' 20000 sfdp - "$(echo "$(now) - $start" | bc -l)"
else
    echo "20000-node sfdp render FAILED" >&2
    exit 1
fi
echo "ratio = in-process render / dot -Tsvg wall time; ratio(p) = a whole render-bench process (start + 1 render) / dot -Tsvg" >&2
