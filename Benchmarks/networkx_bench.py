#!/usr/bin/env python3
"""The work of flowgraph-bench, done with networkx on the same graph JSON, for comparison.

Usage: networkx_bench.py GRAPH_JSON QUERIES_JSON

Prints `key=value` lines like flowgraph-bench: load_json_s, analyze_s (entry points,
reachability, strongly connected components, up to 1,001 simple cycles, depth bounds on the
condensation of the additive subgraphs, one weighted search for the deep links),
path_queries_s (the same 1,000 pairs, weight 1000 per edge plus its cost so that fewer edges
win first, as in SPEC §3), peak_rss_mb.
"""
import itertools
import json
import resource
import sys
import time

import networkx as nx

MODAL = {"sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"}
COST = {"push": 1, "replace": 1, "reset": 1, "tab": 1, "crossTab": 2, "child": 0}


def cost(kind):
    return 2 if kind in MODAL else COST[kind]


def stack_effect(kind):
    if kind == "push":
        return ("add", 1)
    if kind == "replace":
        return ("add", 0)
    return ("set", 1 if kind == "crossTab" else 0)


def modal_effect(kind):
    if kind in MODAL:
        return ("add", 1)
    if kind in ("tab", "crossTab"):
        return ("set", 0)
    return ("add", 0)


def depth_range(graph, entries, reached, effect):
    additive = nx.DiGraph()
    additive.add_nodes_from(reached)
    seed_min, seed_max = {e: 0 for e in entries}, {e: 0 for e in entries}
    for u, v, kind in graph.edges(data="kind"):
        if u not in reached:
            continue
        how, value = effect(kind)
        if how == "set":
            seed_min[v] = min(seed_min.get(v, value), value)
            seed_max[v] = max(seed_max.get(v, value), value)
        elif not additive.has_edge(u, v):
            additive.add_edge(u, v, w=value, wmin=value)
        else:
            additive[u][v]["w"] = max(additive[u][v]["w"], value)
            additive[u][v]["wmin"] = min(additive[u][v]["wmin"], value)
    source = ("seed",)
    seeded = additive.copy()
    for v, value in seed_min.items():
        seeded.add_edge(source, v, wmin=value)
    minimum = nx.single_source_dijkstra_path_length(seeded, source, weight="wmin")
    condensed = nx.condensation(additive)
    members = condensed.graph["mapping"]
    value = {c: max((seed_max.get(v, -1) for v in condensed.nodes[c]["members"]), default=-1) for c in condensed}
    unbounded = {c: any(additive[u][v]["w"] > 0 for u in condensed.nodes[c]["members"] for v in additive[u]
                        if members[v] == c) for c in condensed}
    for c in nx.topological_sort(condensed):
        for u in condensed.nodes[c]["members"]:
            for v in additive[u]:
                d = members[v]
                if d == c:
                    continue
                if unbounded[c] and value[c] >= 0:
                    unbounded[d] = True
                elif value[c] >= 0:
                    value[d] = max(value[d], value[c] + additive[u][v]["w"])
    return {v: (minimum.get(v), "unbounded" if unbounded[members[v]] else value[members[v]]) for v in reached}


def main():
    graph_path, queries_path = sys.argv[1:3]
    start = time.perf_counter()
    with open(graph_path, encoding="utf-8") as f:
        doc = json.load(f)
    graph = nx.MultiDiGraph()
    graph.add_nodes_from(n["id"] for n in doc["nodes"])
    for e in doc["edges"]:
        graph.add_edge(e["from"], e["to"], kind=e["kind"])
    print(f"load_json_s={time.perf_counter() - start:.4f}")

    start = time.perf_counter()
    apps = [n["id"] for n in doc["nodes"] if n.get("kind") == "app"]
    entries = set(apps) if apps else {f["root"] for f in doc["features"] if graph.in_degree(f["root"]) == 0}
    base_entries = set(entries)
    entries |= {d["target"] for d in doc["deepLinks"]}
    reached = set(entries)
    for e in entries:
        reached |= nx.descendants(graph, e)
    components = sorted(sorted(c) for c in nx.strongly_connected_components(graph)
                        if len(c) > 1 or any(graph.has_edge(v, v) for v in c))
    cycles = list(itertools.islice(nx.simple_cycles(nx.DiGraph(graph)), 1001))
    depth_range(graph, entries, reached, stack_effect)
    depth_range(graph, entries, reached, modal_effect)
    weighted = nx.DiGraph()
    for u, v, kind in graph.edges(data="kind"):
        w = 1000 + cost(kind)
        if u != v and (not weighted.has_edge(u, v) or weighted[u][v]["weight"] > w):
            weighted.add_edge(u, v, weight=w)
    sources = base_entries - {d["target"] for d in doc["deepLinks"]}
    _, deep_link_paths = nx.multi_source_dijkstra(weighted, sources, weight="weight") if sources else ({}, {})
    print(f"analyze_s={time.perf_counter() - start:.4f}")
    print(f"cycles={min(len(cycles), 1000)} components={len(components)} unreachable={graph.number_of_nodes() - len(reached)}")

    with open(queries_path, encoding="utf-8") as f:
        pairs = json.load(f)
    start = time.perf_counter()
    found = 0
    for s, t in pairs:
        try:
            nx.shortest_path(weighted, s, t, weight="weight")
            found += 1
        except (nx.NetworkXNoPath, nx.NodeNotFound):
            pass
    print(f"path_queries_s={time.perf_counter() - start:.4f}")
    print(f"path_queries={len(pairs)} paths_found={found}")
    print(f"peak_rss_mb={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f}")


if __name__ == "__main__":
    main()
