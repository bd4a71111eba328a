#!/usr/bin/env python3
"""Checks that each example's hand-written expected.json is a loadable FlowGraph graph (SPEC §4)
that points at real code.

Usage: python3 Examples/validate_expected.py [Examples/<App> ...]   (default: every example)

Checked: the JSON parses and is laid out exactly as FlowGraph's JSONWriter writes it; top-level and element keys are in the SPEC order with no extras; arrays
are in canonical order (features/nodes by id, edges by from/to/kind/line, deep links by
pattern/target, diagnostics by file/line/code); ids are unique; every node's feature, feature root,
edge endpoint, deep-link target and handler-stack entry is a declared node or feature; kinds are
known; every file exists; every line is inside its file and shows what it claims: a route node's
line declares its `case` and any other node's or feature's line declares its type, an edge's line holds the
start of its trigger, a deep link's line is a `case`/`if` that recognises the URL.
Exit status 1 when anything fails.
"""
import json
import re
import sys
from pathlib import Path

TOP_KEYS = ["schemaVersion", "features", "nodes", "edges", "deepLinks", "diagnostics"]
KEYS = {
    "features": ["id", "kind", "root", "file", "line"],
    "nodes": ["id", "feature", "kind", "parameters", "file", "line"],
    "edges": ["from", "to", "kind", "trigger", "file", "line"],
    "deepLinks": ["pattern", "target", "handlerStack", "file", "line"],
    "diagnostics": ["severity", "code", "message", "file", "line"],
}
SORT_KEYS = {
    "features": lambda f: (f["id"],),
    "nodes": lambda n: (n["id"],),
    "edges": lambda e: (e["from"], e["to"], e["kind"], e["line"], e["file"], e["trigger"]),
    "deepLinks": lambda d: (d["pattern"], d["target"], d["file"], d["line"]),
    "diagnostics": lambda d: (d["file"], d["line"], d["code"], d["message"]),
}
FEATURE_KINDS = {"app", "tabContainer", "coordinator", "flow", "reducer", "view"}
NODE_KINDS = {"app", "tabContainer", "root", "screen"}
EDGE_KINDS = {"push", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
              "replace", "reset", "tab", "crossTab", "child"}
SEVERITIES = {"note", "warning", "error"}
MAX_TRIGGER = 100


def canonical_text(value, depth=0, expanded_depth=2):
    """`value` written the way `JSONWriter` (Sources/FlowGraph/IO/JSONValue.swift) writes it:
    two levels expanded one element per line, deeper values on one line."""
    if isinstance(value, list) and value and isinstance(value[0], tuple):
        items = [json.dumps(key, ensure_ascii=False) + ": " + canonical_text(item, depth + 1) for key, item in value]
        open_, close = "{", "}"
    elif isinstance(value, list):
        items = [canonical_text(item, depth + 1) for item in value]
        open_, close = "[", "]"
    else:
        return json.dumps(value, ensure_ascii=False)
    if not items:
        return open_ + close
    if depth < expanded_depth:
        indent = "  " * (depth + 1)
        return open_ + ",".join("\n" + indent + item for item in items) + "\n" + "  " * depth + close
    return open_ + ", ".join(items) + close


def trigger_start(trigger):
    """The part of a trigger that must appear on its line: the callee, or an assignment's target."""
    start = trigger.split(" = ", 1)[0]
    start = start.split("(", 1)[0]
    start = start.split(" { ", 1)[0]
    return start.strip()


def check(app):
    errors = []
    path = app / "expected.json"
    try:
        text = path.read_text(encoding="utf-8")
        graph = json.loads(text, object_pairs_hook=lambda pairs: pairs)
    except (OSError, ValueError) as error:
        return [f"{path}: cannot load: {error}"]

    def err(message):
        errors.append(f"{path}: {message}")

    if canonical_text(graph) + "\n" != text:
        err("not laid out as JSONWriter writes it (two expanded levels, one element per line)")
    top = [key for key, _ in graph]
    if top != TOP_KEYS:
        err(f"top-level keys {top}, expected {TOP_KEYS}")
        return errors
    doc = dict(graph)
    if doc["schemaVersion"] != 1:
        err("schemaVersion must be 1")

    sections = {}
    for name, keys in KEYS.items():
        items = []
        for index, pairs in enumerate(doc[name]):
            got = [key for key, _ in pairs]
            if got != keys:
                err(f"{name}[{index}] keys {got}, expected {keys}")
                continue
            items.append(dict(pairs))
        sections[name] = items
        ordered = sorted(items, key=SORT_KEYS[name])
        if items != ordered:
            first = next(i for i, (a, b) in enumerate(zip(items, ordered)) if a != b)
            err(f"{name} not in canonical order at index {first}")

    features = {f["id"]: f for f in sections["features"]}
    nodes = {n["id"]: n for n in sections["nodes"]}
    for name, ids in (("features", [f["id"] for f in sections["features"]]),
                      ("nodes", [n["id"] for n in sections["nodes"]])):
        if len(ids) != len(set(ids)):
            err(f"duplicate ids in {name}")

    line_cache = {}

    def source_line(where, file, line):
        if file not in line_cache:
            source = app / file
            if not source.is_file():
                err(f"{where}: file {file} does not exist")
                line_cache[file] = None
            else:
                line_cache[file] = source.read_text(encoding="utf-8").split("\n")
        lines = line_cache[file]
        if lines is None:
            return None
        if not isinstance(line, int) or not 1 <= line <= len(lines):
            err(f"{where}: line {line} outside {file} ({len(lines)} lines)")
            return None
        return lines[line - 1]

    def type_name(identifier):
        return identifier.rsplit(".", 1)[-1]

    def declares_type(text, name):
        return re.search(rf"\b(struct|class|enum|actor|protocol)\s+{re.escape(name)}\b", text) is not None

    for f in sections["features"]:
        where = f"feature {f['id']}"
        if f["kind"] not in FEATURE_KINDS:
            err(f"{where}: unknown kind {f['kind']}")
        if f["root"] not in nodes:
            err(f"{where}: root {f['root']} is not a node")
        text = source_line(where, f["file"], f["line"])
        if text is not None and not declares_type(text, type_name(f["id"])):
            err(f"{where}: {f['file']}:{f['line']} does not declare {type_name(f['id'])}: {text.strip()}")

    for n in sections["nodes"]:
        where = f"node {n['id']}"
        if n["kind"] not in NODE_KINDS:
            err(f"{where}: unknown kind {n['kind']}")
        if n["feature"] not in features:
            err(f"{where}: feature {n['feature']} is not declared")
        if not all(isinstance(p, str) for p in n["parameters"]):
            err(f"{where}: parameters must be strings")
        text = source_line(where, n["file"], n["line"])
        if text is None:
            continue
        name = type_name(n["id"])
        is_case = re.search(rf"\bcase\b.*\b{re.escape(name)}\b", text) is not None
        # A framework controller a screen presents (`Presenter.UIAlertController`) is at its presentation.
        presented = "." in n["id"] and any(edge["to"] == n["id"] and edge["line"] == n["line"] for edge in sections["edges"])
        if not is_case and not presented and not declares_type(text, name):
            err(f"{where}: {n['file']}:{n['line']} declares neither case nor type {name}: {text.strip()}")

    for index, e in enumerate(sections["edges"]):
        where = f"edge {e['from']} -> {e['to']} ({e['kind']})"
        if e["kind"] not in EDGE_KINDS:
            err(f"{where}: unknown kind {e['kind']}")
        for end in (e["from"], e["to"]):
            if end not in nodes:
                err(f"{where}: {end} is not a node")
        if len(e["trigger"]) > MAX_TRIGGER or "\n" in e["trigger"] or "  " in e["trigger"]:
            err(f"{where}: trigger is not shortened: {e['trigger']!r}")
        text = source_line(where, e["file"], e["line"])
        if text is not None:
            collapsed = " ".join(text.split())
            start = trigger_start(e["trigger"])
            if start not in collapsed:
                err(f"{where}: {e['file']}:{e['line']} does not contain {start!r}: {text.strip()}")

    for d in sections["deepLinks"]:
        where = f"deep link {d['pattern']}"
        if not re.match(r"^[a-z][a-z0-9+.-]*://", d["pattern"]):
            err(f"{where}: pattern has no scheme")
        if d["target"] not in nodes:
            err(f"{where}: target {d['target']} is not a node")
        for entry in d["handlerStack"]:
            if entry not in nodes:
                err(f"{where}: handler stack entry {entry} is not a node")
        if d["handlerStack"] and d["handlerStack"][-1] != d["target"]:
            err(f"{where}: handler stack does not end with the target")
        text = source_line(where, d["file"], d["line"])
        if text is not None and not re.search(r"\b(case|if)\b", text):
            err(f"{where}: {d['file']}:{d['line']} is not a case/if: {text.strip()}")

    for d in sections["diagnostics"]:
        where = f"diagnostic {d['code']}"
        if d["severity"] not in SEVERITIES:
            err(f"{where}: unknown severity {d['severity']}")
        source_line(where, d["file"], d["line"])

    if not errors:
        counts = ", ".join(f"{len(sections[name])} {name}" for name in KEYS)
        print(f"ok  {app.name}: {counts}")
    return errors


def main(arguments):
    here = Path(__file__).resolve().parent
    apps = [Path(a) for a in arguments] or sorted(p.parent for p in here.glob("*/expected.json"))
    if not apps:
        print("no examples with expected.json found", file=sys.stderr)
        return 1
    problems = [message for app in apps for message in check(app)]
    for message in problems:
        print(message, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
