#!/usr/bin/env python3
"""Independent reference for FlowGraph's analyses (SPEC §3), built on networkx.

Usage: reference_analysis.py GRAPH_DIR [--max-cycles N]

Reads every *.json graph in GRAPH_DIR (the interchange format of SPEC §4) and prints one JSON
object mapping each file name to its analysis:
  entryPoints, unreachable, components   sorted ids, as SPEC §4
  cycles         {"count", "capped", "items": [[nodes rotated to the lowest id..., class]]}
                 (capped: the shortest cycles, by length then node sequence, when more than the
                 cap have at most 12 nodes; else no items)
  depth          {id: [minDepth, maxDepth, minModalDepth, maxModalDepth]}, "unbounded" for no bound
  paths          {"FROM TO": [edges, cost] or null} for every target and a few sources
  kPaths         {"FROM TO": [[edges, cost], ...]} the 3 best loopless paths of the first source

Nothing here shares code with the Swift implementation: depth bounds come from a search over
(node, counter) states with the counter saturated at V + 1, which any walk can only exceed by
lapping a cycle that adds to the counter (so saturation means "unbounded").
"""
import itertools
import json
import os
import sys

import networkx as nx

MODAL = {"sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"}
COST = {"push": 1, "replace": 1, "reset": 1, "tab": 1, "crossTab": 2, "child": 0}


def cost(kind):
    return 2 if kind in MODAL else COST[kind]


def stack_effect(kind, value):
    if kind == "push":
        return value + 1
    if kind in ("replace", "child"):
        return value  # child hosts in place (FlowGraph's departure from SPEC §3, see README)
    if kind == "crossTab":
        return 1
    return 0  # reset, tab, modal kinds (a new stack)


def modal_effect(kind, value):
    if kind in MODAL:
        return value + 1
    if kind in ("tab", "crossTab"):
        return 0
    return value


def entry_points(doc, graph, include_deep_links=True):
    apps = {n["id"] for n in doc["nodes"] if n.get("kind") == "app"}
    entries = set(apps)
    if not apps:
        entries |= {f["root"] for f in doc["features"] if graph.in_degree(f["root"]) == 0}
    if include_deep_links:
        entries |= {d["target"] for d in doc["deepLinks"]}
    return entries


def depth_range(graph, entries, effect):
    """min/max of the counter on arrival at each node over all walks from the entries."""
    cap = graph.number_of_nodes() + 1
    seen = set()
    stack = [(e, 0) for e in entries]
    seen.update(stack)
    while stack:
        u, value = stack.pop()
        for _, v, kind in graph.out_edges(u, data="kind"):
            state = (v, min(effect(kind, value), cap))
            if state not in seen:
                seen.add(state)
                stack.append(state)
    result = {}
    for v, value in seen:
        low, high = result.get(v, (value, value))
        result[v] = (min(low, value), max(high, value))
    return {v: (low, "unbounded" if high >= cap else high) for v, (low, high) in result.items()}


def cycle_class(graph, nodes):
    steps = [{d["kind"] for d in graph[u][nodes[(i + 1) % len(nodes)]].values()} for i, u in enumerate(nodes)]
    if all(s - {"tab", "crossTab"} for s in steps) and any(s & MODAL for s in steps):
        return "unboundedModal"
    if all(s & {"push", "replace", "child"} for s in steps) and any("push" in s for s in steps):
        return "unboundedStack"
    return "bounded"


SHORT_CYCLE = 12  # GraphIndex.shortCycleLength


def rotate(cycle):
    """The cycle starting at its lowest id."""
    start = cycle.index(min(cycle))
    return cycle[start:] + cycle[:start]


def analyse(doc, max_cycles):
    graph = nx.MultiDiGraph()
    ids = sorted(n["id"] for n in doc["nodes"])
    graph.add_nodes_from(ids)
    for e in doc["edges"]:
        graph.add_edge(e["from"], e["to"], kind=e["kind"])

    entries = entry_points(doc, graph)
    reached = set(entries)
    for e in entries:
        reached |= nx.descendants(graph, e)

    components = []
    for c in nx.strongly_connected_components(graph):
        if len(c) > 1 or any(graph.has_edge(v, v) for v in c):
            components.append(sorted(c))
    components.sort()

    simple = nx.DiGraph(graph)
    found = list(itertools.islice(nx.simple_cycles(simple), max_cycles + 1))
    capped = len(found) > max_cycles
    items = []
    if not capped:
        for cycle in found:
            rotated = rotate(cycle)
            items.append([rotated, cycle_class(graph, rotated)])
        items.sort()
    else:
        # Capped, FlowGraph lists the shortest cycles first (by length, then node sequence) as long
        # as there are more than the cap of at most SHORT_CYCLE nodes; beyond that its choice
        # follows Johnson's search order, which only the count and the flag check.
        for bound in range(1, SHORT_CYCLE + 1):
            short = [rotate(c) for c in nx.simple_cycles(simple, length_bound=bound)]
            if len(short) > max_cycles:
                ranked = sorted(short, key=lambda c: (len(c), c))[:max_cycles]
                items = sorted([c, cycle_class(graph, c)] for c in ranked)
                break

    stack = depth_range(graph, entries, stack_effect)
    modal = depth_range(graph, entries, modal_effect)
    depth = {v: [stack[v][0], stack[v][1], modal[v][0], modal[v][1]] for v in sorted(stack)}

    weighted = nx.DiGraph()
    weighted.add_nodes_from(ids)
    for u, v, kind in graph.edges(data="kind"):
        if u == v:
            continue
        w = 1000 + cost(kind)
        if not weighted.has_edge(u, v) or weighted[u][v]["weight"] > w:
            weighted.add_edge(u, v, weight=w)
    sources = ids if len(ids) <= 15 else ids[:8]
    paths = {}
    for s in sources:
        lengths = nx.single_source_dijkstra_path_length(weighted, s, weight="weight")
        for t in ids:
            w = lengths.get(t)
            paths[f"{s} {t}"] = None if w is None else [w // 1000, w % 1000]
    k_paths = {}
    if ids:
        s = ids[0]
        for t in ids[1:]:
            best = []
            if nx.has_path(weighted, s, t):
                for p in itertools.islice(nx.shortest_simple_paths(weighted, s, t, weight="weight"), 3):
                    w = nx.path_weight(weighted, p, weight="weight")
                    best.append([w // 1000, w % 1000])
            k_paths[f"{s} {t}"] = best

    return {
        "entryPoints": sorted(entries),
        "unreachable": [v for v in ids if v not in reached],
        "components": components,
        "cycles": {"count": min(len(found), max_cycles), "capped": capped, "items": items},
        "depth": depth,
        "paths": paths,
        "kPaths": k_paths,
    }


def main():
    args = sys.argv[1:]
    max_cycles = 1000
    if "--max-cycles" in args:
        i = args.index("--max-cycles")
        max_cycles = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1:
        sys.exit(__doc__)
    folder = args[0]
    result = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                result[name] = analyse(json.load(f), max_cycles)
    json.dump(result, sys.stdout, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
