#!/usr/bin/env python3
"""Headless Chromium test of the page `flowgraph render -f html` writes.

Run after `swift build`:  python3 Tests/Browser/html_page_test.py [--flowgraph PATH] [--chromium PATH]

It renders Tests/Browser/graph.json to HTML with the built `flowgraph`, loads the page in headless
Chromium with a harness script appended (which drives the page's real controls and writes its
findings into the DOM), dumps the DOM and checks: no console error, no blocked or failed script,
no network reference, search finds a node, a click on a node shows its kind and file:line, a click
on an edge shows its trigger, the path between two chosen nodes is highlighted, zoom changes the
view. A second page, rendered from a graph of hostile names (`<script>`, `<img onerror>`, `-->`,
`]]>`, RTL, emoji), must run no injected script, contain no injected element and show the names
as text. A third page, a generated app of 1,000 screens, must open on its overview and answer
search, expanding a feature, a path and a selection within RESPONSIVE_MS each (times printed).
It also saves a screenshot (path printed) to look at. Exits non-zero on any failure.
No network is used: the page is a local file and its CSP forbids every fetch.
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GRAPH = os.path.join(HERE, "graph.json")

# Captures console errors and uncaught exceptions before the page's own script runs.
ERROR_TRAP = """<script>
window.__errors = [];
window.__alerts = [];
window.alert = (message) => window.__alerts.push(String(message));
window.addEventListener("error", (e) => window.__errors.push("uncaught: " + e.message));
window.addEventListener("securitypolicyviolation", (e) => window.__errors.push("CSP: " + e.violatedDirective + " " + e.blockedURI));
const __consoleError = console.error;
console.error = (...args) => { window.__errors.push("console.error: " + args.join(" ")); __consoleError(...args); };
</script>
"""

# Names an app could contain that try to inject markup or script into the page.
HOSTILE = [
    'Evil"Route.<script>alert(1)</script>', "Img.<img src=x onerror=alert(2)>", "Cdata]]>.end", "Comment-->.x<!--",
    "Back\\slash.case", "Multi\nLine.case", "RTL.\u202eגדול", "Emoji.🚀", "Amp&amp;.x", "Svg.<svg onload=alert(3)>",
]

# Records alerts and the elements on the hostile page once loaded.
HOSTILE_HARNESS = """<style>#test-results { display: none; }</style>
<script>
window.addEventListener("load", () => {
  const data = window.flowgraph.data;
  window.flowgraph.select("edge", 0);
  window.flowgraph.select("node", 0);
  const r = {
    errors: window.__errors, alerts: window.__alerts,
    scripts: document.scripts.length, images: document.images.length,
    injectedSvg: document.querySelectorAll("svg svg, foreignObject, iframe, object, embed").length,
    ids: data.nodes.map((n) => n.id), details: document.getElementById("details").textContent,
  };
  const out = document.createElement("pre");
  out.id = "test-results";
  out.textContent = JSON.stringify(r);
  document.body.append(out);
});
</script>
"""

# Drives the page like a user and records what it sees.
HARNESS = """<style>#test-results { display: none; }</style>
<script>
window.addEventListener("load", () => {
  const r = {};
  const click = (element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  const details = () => document.getElementById("details").textContent;
  const field = (name) => document.querySelector(`#details dd[data-field="${name}"]`)?.textContent ?? null;
  try {
    const data = window.flowgraph.data;
    r.nodeCount = data.nodes.length;
    r.svgNodeCount = document.querySelectorAll("svg g.node[id^='node-']").length;
    r.svgEdgeCount = document.querySelectorAll("svg g.edge[id^='edge-']").length;

    const search = document.getElementById("search");
    search.value = "transac";
    search.dispatchEvent(new Event("input"));
    const results = [...document.querySelectorAll("#results button")];
    r.searchResults = results.map((b) => b.textContent);
    r.searchMarked = document.querySelectorAll("g.node.fg-match").length;
    if (results.length) click(results[0]);
    r.afterSearchSource = field("source");

    const index = data.nodes.findIndex((n) => n.id === "AccountsRoute.detail");
    const shape = document.getElementById("node-" + index).querySelector("polygon, ellipse, path, text");
    click(shape);
    r.clickedTitle = document.querySelector("#details strong")?.textContent ?? null;
    r.clickedKind = field("kind");
    r.clickedParameters = field("parameters");
    r.clickedSource = field("source");

    const edgeIndex = data.edges.findIndex((e) => data.nodes[e.from].id === "AccountsRoute.list" && data.nodes[e.to].id === "AccountsRoute.detail");
    click(document.getElementById("edge-" + edgeIndex).querySelector("path"));
    r.edgeKind = field("kind");
    r.edgeTrigger = field("trigger");
    r.edgeSource = field("source");

    const app = data.nodes.findIndex((n) => n.id === "BankApp");
    const filter = data.nodes.findIndex((n) => n.id === "AccountsRoute.filter");
    click(document.getElementById("node-" + app).querySelector("polygon, ellipse, path, text"));
    click(document.getElementById("path-from"));
    click(document.getElementById("node-" + filter).querySelector("polygon, ellipse, path, text"));
    click(document.getElementById("path-to"));
    r.pathStatus = document.getElementById("path-status").textContent;
    r.pathNodes = [...document.querySelectorAll("g.node.fg-path")].map((g) => data.nodes[Number(g.id.slice(5))].id);

    const svg = document.querySelector("main > svg");
    const before = svg.getAttribute("viewBox");
    click(document.getElementById("zoom-in"));
    r.zoomChanged = svg.getAttribute("viewBox") !== before;
    click(document.getElementById("zoom-fit"));
  } catch (e) {
    r.exception = String(e && e.stack || e);
  }
  r.errors = window.__errors;
  const out = document.createElement("pre");
  out.id = "test-results";
  out.textContent = JSON.stringify(r);
  document.body.append(out);
});
</script>
"""

# Times the page's controls on a large map (performance.now(), milliseconds, style and layout included).
LARGE_HARNESS = """<style>#test-results { display: none; }</style>
<script>
window.addEventListener("load", () => {
  const r = { loadMs: performance.now() };
  // Each time includes the style and layout the action causes: reading a layout property makes
  // Chromium do them before it returns.
  const timed = (name, action) => {
    const start = performance.now();
    const value = action();
    void document.documentElement.offsetHeight;
    r[name + "Ms"] = performance.now() - start;
    return value;
  };
  try {
    const data = window.flowgraph.data;
    const overview = document.getElementById("overview");
    r.nodeCount = data.nodes.length;
    r.overviewShown = !!overview && !overview.hidden;
    r.overviewNodes = document.querySelectorAll("#overview g.node").length;
    const search = document.getElementById("search");
    search.value = "detail";
    r.searchResults = timed("search", () => { search.dispatchEvent(new Event("input")); return document.querySelectorAll("#results button").length; });
    const svg = document.querySelector("main > svg");
    const before = svg.getAttribute("viewBox");
    const feature = data.overview.findIndex((f) => f.cluster);
    timed("expand", () => window.flowgraph.expandFeature(feature));
    r.expandedHidesOverview = overview.hidden;
    r.expandedMovedView = svg.getAttribute("viewBox") !== before;
    const app = data.nodes.findIndex((n) => n.kind === "app");
    const last = data.nodes.length - 1;
    const path = timed("path", () => window.flowgraph.showPath(app, last));
    r.pathLength = path ? path.nodes.length : 0;
    timed("select", () => window.flowgraph.select("node", last));
  } catch (e) {
    r.exception = String(e && e.stack || e);
  }
  r.errors = window.__errors;
  const out = document.createElement("pre");
  out.id = "test-results";
  out.textContent = JSON.stringify(r);
  document.body.append(out);
});
</script>
"""

# What "responsive" means for the large page: each interaction within this many milliseconds.
RESPONSIVE_MS = 500
LARGE_SCREENS, LARGE_EDGES = 1000, 1500


def find_chromium(explicit):
    for candidate in [explicit, "chromium", "chromium-browser", "google-chrome"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    sys.exit("html_page_test: Chromium not found; install it (Debian: apt-get install -y chromium) or pass --chromium")


def chromium(binary, *arguments):
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
               "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def run_harness(browser, page_text, harness_script, work):
    """Loads `page_text` with the error trap and `harness_script` added; returns (results, Chromium stderr)."""
    head = page_text.index("<head>") + len("<head>")
    body_end = page_text.rindex("</body>")
    harness = os.path.join(work, "harness.html")
    with open(harness, "w", encoding="utf-8") as out:
        out.write(page_text[:head] + ERROR_TRAP + page_text[head:body_end] + harness_script + page_text[body_end:])
    run = chromium(browser, "--dump-dom", "file://" + harness)
    match = re.search(r'<pre id="test-results">(.*?)</pre>', run.stdout, re.DOTALL)
    if not match:
        print(run.stderr[-4000:], file=sys.stderr)
        sys.exit("html_page_test: FAILED: the harness wrote no results (page script broken?)")
    return json.loads(html.unescape(match.group(1))), run.stderr, harness


def check_hostile_page(args, browser, check):
    """A graph of hostile names renders to a page that runs no injected script and shows the names as text."""
    nodes = [{"id": name, "feature": "F<script>", "kind": "screen", "parameters": ["x: " + name],
              "file": "<img src=y onerror=alert(4)>.swift", "line": i + 1} for i, name in enumerate(HOSTILE)]
    edges = [{"from": a, "to": b, "kind": "push", "trigger": "go(\"</script><!--" + b + "\")", "file": "f.swift", "line": i + 1}
             for i, (a, b) in enumerate(zip(HOSTILE, HOSTILE[1:]))]
    graph = {"schemaVersion": 1, "features": [{"id": "F<script>", "kind": "app", "root": HOSTILE[0], "file": "f.swift", "line": 1}],
             "nodes": nodes, "edges": edges, "deepLinks": [], "diagnostics": []}
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "hostile.json")
        with open(source, "w", encoding="utf-8") as out:
            json.dump(graph, out, ensure_ascii=False)
        page = os.path.join(work, "hostile.html")
        subprocess.run([args.flowgraph, "render", source, "--labels", "-o", page], check=True)
        r, _, _ = run_harness(browser, open(page, encoding="utf-8").read(), HOSTILE_HARNESS, work)
    check(r["errors"] == [], f"hostile page: console errors {r['errors']}")
    check(r["alerts"] == [], f"hostile page: injected script ran: {r['alerts']}")
    check(r["scripts"] == 4, f"hostile page: {r['scripts']} script elements, expected the page's 2 and the harness's 2")
    check(r["images"] == 0 and r["injectedSvg"] == 0, f"hostile page: injected elements ({r['images']} img, {r['injectedSvg']} other)")
    check(sorted(r["ids"]) == sorted(HOSTILE), "hostile page: embedded names changed")
    check("onerror=alert(4)" in r["details"], "hostile page: the hostile file name is not shown as text")


def check_large_page(args, browser, check):
    """A generated app of 1,000 screens opens on its overview, and search, expanding a feature and
    a path each answer within RESPONSIVE_MS in headless Chromium; prints the times measured."""
    bench = os.path.join(os.path.dirname(args.flowgraph), "render-bench")
    if not os.access(bench, os.X_OK):
        check(False, f"large page: no render-bench binary at {bench}; run 'swift build' first")
        return
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "large.json")
        with open(source, "w", encoding="utf-8") as out:
            subprocess.run([bench, "app", str(LARGE_SCREENS), str(LARGE_EDGES)], stdout=out, check=True)
        page = os.path.join(work, "large.html")
        subprocess.run([args.flowgraph, "render", source, "-o", page], check=True, stderr=subprocess.DEVNULL)
        r, _, _ = run_harness(browser, open(page, encoding="utf-8").read(), LARGE_HARNESS, work)
    check(not r.get("exception"), f"large page: exception {r.get('exception')}")
    check(r.get("errors") == [], f"large page: console errors {r.get('errors')}")
    check(r.get("nodeCount") == LARGE_SCREENS, f"large page: {r.get('nodeCount')} nodes embedded")
    check(r.get("overviewShown") is True and r.get("overviewNodes", 0) > 2, "large page: does not open on the overview")
    check(r.get("searchResults", 0) > 0, "large page: search found nothing")
    check(r.get("expandedHidesOverview") is True and r.get("expandedMovedView") is True, "large page: expanding a feature did not show it")
    check(r.get("pathLength", 0) > 1, "large page: no path from the app to the last screen")
    for name in ["search", "expand", "path", "select"]:
        took = r.get(name + "Ms", float("inf"))
        check(took <= RESPONSIVE_MS, f"large page: {name} took {took:.0f} ms (limit {RESPONSIVE_MS} ms)")
    times = ", ".join(f"{name} {r.get(name + 'Ms', float('nan')):.1f} ms" for name in ["load", "search", "expand", "path", "select"])
    print(f"html_page_test: {LARGE_SCREENS} screens, {LARGE_EDGES} edges: {times}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--flowgraph", default=os.path.join(ROOT, ".build", "debug", "flowgraph"))
    parser.add_argument("--chromium")
    parser.add_argument("--screenshot", default=os.path.join(ROOT, ".build", "browser-test", "html-page.png"))
    args = parser.parse_args()
    if not os.access(args.flowgraph, os.X_OK):
        sys.exit(f"html_page_test: no flowgraph binary at {args.flowgraph}; run 'swift build' first")
    browser = find_chromium(args.chromium)
    graph = json.load(open(GRAPH, encoding="utf-8"))
    nodes = {n["id"]: n for n in graph["nodes"]}

    failures = []

    def check(condition, message):
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory() as work:
        page = os.path.join(work, "page.html")
        subprocess.run([args.flowgraph, "render", GRAPH, "--labels", "-o", page], check=True)
        text = open(page, encoding="utf-8").read()

        # Self-contained: nothing fetched, no external reference.
        external = re.findall(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", text, re.IGNORECASE)
        check(not external, f"page references the network: {external}")
        check("@import" not in text, "page imports a stylesheet")

        r, log, harness = run_harness(browser, text, HARNESS, work)
        console = [line for line in log.splitlines()
                   if "CONSOLE" in line and ("Uncaught" in line or "Refused" in line or "rror" in line)]

        check(not r.get("exception"), f"exception in the harness: {r.get('exception')}")
        check(r.get("errors") == [], f"console errors: {r.get('errors')}")
        check(not console, f"console errors in Chromium's log: {console}")
        check(r.get("nodeCount") == len(graph["nodes"]), f"embedded data has {r.get('nodeCount')} nodes, graph {len(graph['nodes'])}")
        check(r.get("svgNodeCount") == len(graph["nodes"]), f"SVG has {r.get('svgNodeCount')} nodes")
        check(r.get("svgEdgeCount") == len(graph["edges"]), f"SVG has {r.get('svgEdgeCount')} edges")
        check(r.get("searchResults") == ["AccountsRoute.transactions"], f"search 'transac' found {r.get('searchResults')}")
        check(r.get("searchMarked") == 1, f"search marked {r.get('searchMarked')} nodes")
        transactions = nodes["AccountsRoute.transactions"]
        check(r.get("afterSearchSource") == f"{transactions['file']}:{transactions['line']}",
              f"choosing the search result showed source {r.get('afterSearchSource')}")
        detail = nodes["AccountsRoute.detail"]
        check(r.get("clickedTitle") == "AccountsRoute.detail", f"node click showed {r.get('clickedTitle')}")
        check(r.get("clickedKind") == detail["kind"], f"node click showed kind {r.get('clickedKind')}")
        check(r.get("clickedParameters") == ", ".join(detail["parameters"]), f"node click showed parameters {r.get('clickedParameters')}")
        check(r.get("clickedSource") == f"{detail['file']}:{detail['line']}", f"node click showed source {r.get('clickedSource')}")
        edge = next(e for e in graph["edges"] if e["from"] == "AccountsRoute.list" and e["to"] == "AccountsRoute.detail")
        check(r.get("edgeKind") == edge["kind"], f"edge click showed kind {r.get('edgeKind')}")
        check(r.get("edgeTrigger") == edge["trigger"], f"edge click showed trigger {r.get('edgeTrigger')}")
        check(r.get("edgeSource") == f"{edge['file']}:{edge['line']}", f"edge click showed source {r.get('edgeSource')}")
        expected_path = ["BankApp", "MainTabView", "AccountsRoute.list", "AccountsRoute.detail", "AccountsRoute.transactions", "AccountsRoute.filter"]
        check(sorted(r.get("pathNodes") or []) == sorted(expected_path), f"highlighted path nodes {r.get('pathNodes')}")
        check(r.get("pathStatus") == " → ".join(expected_path), f"path status {r.get('pathStatus')!r}")
        check(r.get("zoomChanged") is True, "zoom did not change the view")

        os.makedirs(os.path.dirname(args.screenshot), exist_ok=True)
        shot = chromium(browser, "--window-size=1400,900", "--screenshot=" + args.screenshot, "file://" + harness)
        check(os.path.exists(args.screenshot) and os.path.getsize(args.screenshot) > 10000,
              f"no screenshot written: {shot.stderr[-500:]}")

    check_hostile_page(args, browser, check)
    check_large_page(args, browser, check)

    if failures:
        print("html_page_test: FAILED", file=sys.stderr)
        for failure in failures:
            print("  - " + failure, file=sys.stderr)
        sys.exit(1)
    print(f"html_page_test: OK ({len(graph['nodes'])} nodes, {len(graph['edges'])} edges); screenshot: {args.screenshot}")


if __name__ == "__main__":
    main()
