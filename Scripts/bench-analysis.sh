#!/usr/bin/env bash
# Benchmarks the analyses (issue 2): builds flowgraph-bench in release (it depends only on
# FlowGraph, so no swift-syntax release build), runs it on its generated 100,000-node /
# 400,000-edge graph, runs the same work in networkx on the same JSON, and prints the ratios.
# Results go to bench-results/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench-results
mkdir -p "$out"

swift build -c release --product flowgraph-bench >&2
echo "== FlowGraph (release)"
.build/release/flowgraph-bench "$out/graph.json" | tee "$out/flowgraph.txt"

echo "== networkx $(python3 -c 'import networkx; print(networkx.__version__)' 2>/dev/null || echo missing)"
if ! python3 -c 'import networkx' 2>/dev/null; then
    echo "networkx is missing: pip install networkx" >&2
    exit 1
fi
python3 Benchmarks/networkx_bench.py "$out/graph.json" "$out/queries.json" | tee "$out/networkx.txt"

echo "== networkx time / FlowGraph time"
python3 - "$out/flowgraph.txt" "$out/networkx.txt" <<'PY'
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

swift, python = read(sys.argv[1]), read(sys.argv[2])
for key in ("load_json_s", "analyze_s", "path_queries_s"):
    print(f"{key[:-2]:<14} FlowGraph {swift[key]:8.3f} s   networkx {python[key]:8.3f} s   ratio {python[key] / swift[key]:7.1f}x")
print(f"{'per query':<14} FlowGraph {swift['path_queries_s']:8.3f} ms  networkx {python['path_queries_s']:8.3f} ms")
print(f"{'peak RSS':<14} FlowGraph {swift['peak_rss_mb']:8.1f} MB  networkx {python['peak_rss_mb']:8.1f} MB")
PY
