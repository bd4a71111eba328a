#!/usr/bin/env bash
# Rendering benchmark (issue 5): the same DOT of a 500- and a 2,000-node synthetic navigation graph
# (and a 50-node one, where process start-up is a visible share)
# rendered to SVG in-process through CGraphviz vs the `dot -Tsvg` command, as a ratio (goal ≤ 1.0),
# and a 20,000-node graph laid out with sfdp, which must finish.
#
# Usage: Scripts/bench-render.sh [RUNS]   (default 5; each number is the median of RUNS)
# Needs the `dot` command (Debian: graphviz) for the comparison and builds render-bench in release.
# Both wall-clock and CPU time (user + sys) are reported; on a shared, loaded machine the CPU ratio
# is the meaningful one. "in-proc" is one render in a fresh process (Graphviz set-up included);
# "warm" is a render in a process that has rendered before, as a long-lived tool or test run does.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
command -v dot >/dev/null || { echo "bench-render: the 'dot' command is needed for the comparison (apt-get install graphviz)" >&2; exit 2; }
swift build -c release --product render-bench >&2
bench="$(swift build -c release --show-bin-path)/render-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# Prints "dot-wall dot-cpu in-process-wall in-process-cpu" for FILE, each the median of $runs.
# The two are measured alternately, so drifting load on a shared machine hits both alike. The
# in-process time is one render in a fresh render-bench process (its start-up excluded); the dot
# time is the whole command, as a user running `dot -Tsvg` pays it.
compare() {
    local dot_walls=() dot_cpus=() in_walls=() in_cpus=()
    for _ in $(seq "$runs"); do
        local TIMEFORMAT="%R %U %S" measured real user sys wall cpu
        measured=$( { time dot -Tsvg "$1" >/dev/null 2>"$work/dot.err"; } 2>&1 )
        read -r real user sys <<<"$measured"
        dot_walls+=("$real"); dot_cpus+=("$(echo "$user + $sys" | bc -l)")
        read -r wall cpu <<<"$("$bench" render "$1" dot 1 2>/dev/null)"
        in_walls+=("$wall"); in_cpus+=("$cpu")
    done
    for values in "${dot_walls[*]}" "${dot_cpus[*]}" "${in_walls[*]}" "${in_cpus[*]}"; do
        printf '%s\n' $values | median
    done | paste -sd' '
}

printf '%-7s %-6s %9s %9s %13s %12s %10s %9s %11s %10s\n' nodes edges "dot wall" "dot cpu" "in-proc wall" "in-proc cpu" "wall ratio" "cpu ratio" "warm cpu" "warm ratio"
for nodes in 50 500 2000; do
    "$bench" generate "$nodes" > "$work/g$nodes.dot"
    edges=$(grep -c -- ' -> ' "$work/g$nodes.dot")
    dot -Tsvg "$work/g$nodes.dot" > "$work/dot.svg" 2>/dev/null
    "$bench" svg "$work/g$nodes.dot" > "$work/in-process.svg"
    cmp -s "$work/dot.svg" "$work/in-process.svg" || { echo "bench-render: in-process SVG of $nodes nodes differs from dot -Tsvg" >&2; exit 1; }
    read -r dot_wall dot_cpu in_wall in_cpu <<<"$(compare "$work/g$nodes.dot")"
    # Warm: one process rendering the graph $runs + 1 times, the first render left out.
    read -r _ warm_cpu <<<"$("$bench" render "$work/g$nodes.dot" dot "$((runs + 1))" 2>/dev/null)"
    printf '%-7s %-6s %8.3fs %8.3fs %12.3fs %11.3fs %10.3f %9.3f %10.3fs %10.3f\n' "$nodes" "$edges" "$dot_wall" "$dot_cpu" "$in_wall" "$in_cpu" \
        "$(echo "$in_wall / $dot_wall" | bc -l)" "$(echo "$in_cpu / $dot_cpu" | bc -l)" "$warm_cpu" "$(echo "$warm_cpu / $dot_cpu" | bc -l)"
done

"$bench" generate 20000 > "$work/g20000.dot"
echo "(in-process SVG byte-identical to dot -Tsvg for every graph)"
if result=$("$bench" render "$work/g20000.dot" sfdp 1 2>/dev/null); then
    read -r wall cpu <<<"$result"
    printf '20000 nodes, sfdp: finished in %.1fs wall, %.1fs cpu\n' "$wall" "$cpu"
else
    echo "20000-node sfdp render FAILED" >&2
    exit 1
fi
