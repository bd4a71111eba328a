#!/usr/bin/env bash
# Benchmarks the analyses (issues 2 and 18): builds flowgraph-bench in release (it depends only on
# FlowGraph, so no swift-syntax release build), runs it on two generated 100,000-node / 400,000-edge
# graphs, runs the same work in networkx on the same JSON, and prints the ratios of each:
#   feature  features of 100 screens, mostly local edges (issue 2's graph)
#   random   endpoints uniform over all nodes, every edge kind (issue 18's dense-cycle graph: one
#            giant strongly connected component, the differential tests' shape at scale)
# Usage: Scripts/bench-analysis.sh [--cli] [NODES]   (default 100000; edges = 4 × NODES)
#   --cli  also builds the release `flowgraph` (several minutes the first time, for SwiftSyntax) and
#          times the real `flowgraph analyze graph.json -f json` on each graph with /usr/bin/time -v
#          (wall clock including load, peak RSS), and `path --timing` on the first query pair.
# Results go to bench-results/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=false
if [ "${1:-}" = "--cli" ]; then
    cli=true
    shift
fi
nodes=${1:-100000}
out=bench-results
mkdir -p "$out"

if ! python3 -c 'import networkx' 2>/dev/null; then
    echo "networkx is missing: Scripts/install-dependencies.sh --tests (or pip install networkx)" >&2
    exit 1
fi
swift build -c release --product flowgraph-bench >&2
if $cli; then swift build -c release --product flowgraph >&2; fi

for shape in feature random; do
    dir="$out/$shape"
    mkdir -p "$dir"
    flag=""
    [ "$shape" = random ] && flag="--random"
    echo "== $shape graph: FlowGraph (release)"
    .build/release/flowgraph-bench $flag --nodes "$nodes" "$dir/graph.json" | tee "$dir/flowgraph.txt"
    echo "== $shape graph: networkx $(python3 -c 'import networkx; print(networkx.__version__)')"
    python3 Benchmarks/networkx_bench.py "$dir/graph.json" "$dir/queries.json" | tee "$dir/networkx.txt"
    if $cli; then
        echo "== $shape graph: flowgraph analyze -f json (release)"
        /usr/bin/time -v .build/release/flowgraph analyze "$dir/graph.json" -f json 2>"$dir/cli-time.txt" >"$dir/analyze.json"
        awk -F': ' '/Elapsed/ { print "analyze wall clock " $2 } /Maximum resident/ { printf "analyze peak RSS %.1f MB\n", $2 / 1024 }' "$dir/cli-time.txt"
        pair=$(python3 -c 'import json, sys; print(*json.load(open(sys.argv[1]))[0])' "$dir/queries.json")
        # shellcheck disable=SC2086
        .build/release/flowgraph path $pair "$dir/graph.json" --timing 2>&1 >/dev/null | tail -1
    fi
done

echo "== networkx time / FlowGraph time ($nodes nodes, $((4 * nodes)) edges)"
python3 - "$out" <<'PY'
import sys

def read(path):
    values = {}
    for line in open(path):
        for item in line.split():
            key, _, value = item.partition("=")
            try:
                values[key] = float(value)
            except ValueError:
                pass
    return values

for shape in ("feature", "random"):
    swift = read(f"{sys.argv[1]}/{shape}/flowgraph.txt")
    python = read(f"{sys.argv[1]}/{shape}/networkx.txt")
    # What `flowgraph analyze` does: load, index, analyse, write the report.
    swift["total_s"] = sum(swift[k] for k in ("load_json_s", "index_s", "analyze_s", "analyze_json_s"))
    python["total_s"] = python["load_json_s"] + python["analyze_s"]
    print(f"-- {shape} graph")
    for key in ("load_json_s", "analyze_s", "total_s", "path_queries_s"):
        print(f"{key[:-2]:<14} FlowGraph {swift[key]:8.3f} s   networkx {python[key]:8.3f} s   ratio {python[key] / swift[key]:7.1f}x")
    print(f"{'per query':<14} FlowGraph {swift['path_queries_s']:8.3f} ms  networkx {python['path_queries_s']:8.3f} ms")
    print(f"{'peak RSS':<14} FlowGraph {swift['peak_rss_mb']:8.1f} MB  networkx {python['peak_rss_mb']:8.1f} MB")
PY
