/// The fixed parts of the HTML page: style, controls and script. The script reads the graph from
/// the `flowgraph-data` JSON element and never writes the app's text as HTML (`textContent` only).
enum HTMLPageAssets {
    static let style = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #6e7781; --panel: #f6f8fa; --line: #d0d7de; --accent: #e36209; }
        @media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0; --panel: #161b22; --line: #30363d; } }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg); font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        body { display: grid; grid-template-columns: 320px 1fr; grid-template-rows: 100%; }
        aside { border-right: 1px solid var(--line); background: var(--panel); padding: 12px; overflow: auto; }
        aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 16px 0 6px; }
        input[type=search] { width: 100%; padding: 6px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
        button { font: inherit; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); padding: 3px 8px; cursor: pointer; }
        #results { list-style: none; margin: 6px 0 0; padding: 0; }
        #results button { width: 100%; text-align: left; border: none; background: none; padding: 3px 4px; overflow-wrap: anywhere; }
        #results button:hover { background: var(--line); }
        #details dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
        #details dt { color: var(--muted); }
        #details dd { margin: 0; overflow-wrap: anywhere; }
        #path-status { color: var(--muted); overflow-wrap: anywhere; }
        .row { display: flex; gap: 6px; flex-wrap: wrap; margin-top: 6px; }
        main, #overview { grid-column: 2; grid-row: 1; min-width: 0; }
        main { overflow: hidden; position: relative; cursor: grab; }
        #overview { background: var(--bg); z-index: 1; overflow: hidden; }
        #overview[hidden] { display: none; }
        #overview > svg { width: 100%; height: 100%; display: block; }
        #overview g.node { cursor: zoom-in; }
        main.dragging { cursor: grabbing; }
        main > svg { width: 100%; height: 100%; display: block; user-select: none; }
        g.node, g.edge { cursor: pointer; }
        g.fg-selected :is(polygon, ellipse, path) { stroke: var(--accent); stroke-width: 4px; }
        g.fg-path :is(path, polygon, ellipse) { stroke: var(--accent) !important; stroke-width: 3.5px; }
        g.fg-match :is(polygon, ellipse, path) { stroke: #0969da; stroke-width: 3px; }
        @media (prefers-color-scheme: dark) { #graph0 > polygon:first-of-type { fill: transparent; } }

        """

    static let body = """
        <aside>
        <h2>Search</h2>
        <input type="search" id="search" placeholder="Screen name…" autocomplete="off" aria-label="Search screens">
        <ul id="results"></ul>
        <h2>Details</h2>
        <div id="details"><p id="details-hint">Click a node or an edge.</p></div>
        <h2>Path</h2>
        <div class="row"><button id="path-from" disabled>From selected</button><button id="path-to" disabled>To selected</button><button id="path-clear">Clear</button></div>
        <p id="path-status">Select a node, press “From selected”, then another and “To selected”.</p>
        <h2>View</h2>
        <div class="row"><button id="zoom-in">+</button><button id="zoom-out">−</button><button id="zoom-fit">Fit</button><button id="show-overview" hidden>Overview</button></div>
        </aside>

        """

    static let script = """
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("flowgraph-data").textContent);
          const canvas = document.getElementById("canvas");
          const svg = canvas.querySelector("svg");
          const nodeElement = (i) => document.getElementById("node-" + i);
          const edgeElement = (i) => document.getElementById("edge-" + i);
          let selected = null, pathFrom = null;

          // Pan and zoom by rewriting the viewBox.
          const initial = svg.viewBox.baseVal;
          let view = { x: initial.x, y: initial.y, w: initial.width, h: initial.height };
          const fit = { ...view };
          svg.removeAttribute("width");
          svg.removeAttribute("height");
          const apply = () => svg.setAttribute("viewBox", `${view.x} ${view.y} ${view.w} ${view.h}`);
          const zoom = (factor, cx, cy) => {
            cx = cx ?? view.x + view.w / 2; cy = cy ?? view.y + view.h / 2;
            view = { x: cx - (cx - view.x) * factor, y: cy - (cy - view.y) * factor, w: view.w * factor, h: view.h * factor };
            apply();
          };
          const toGraph = (event) => {
            const point = svg.createSVGPoint();
            point.x = event.clientX; point.y = event.clientY;
            return point.matrixTransform(svg.getScreenCTM().inverse());
          };
          canvas.addEventListener("wheel", (event) => {
            event.preventDefault();
            const p = toGraph(event);
            zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
          }, { passive: false });
          let drag = null;
          canvas.addEventListener("pointerdown", (event) => {
            drag = { x: event.clientX, y: event.clientY, view: { ...view }, moved: false };
          });
          window.addEventListener("pointermove", (event) => {
            if (!drag) return;
            const scale = view.w / canvas.clientWidth;
            const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
            if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; canvas.classList.add("dragging"); }
            view = { ...drag.view, x: drag.view.x - dx * scale, y: drag.view.y - dy * scale };
            apply();
          });
          window.addEventListener("pointerup", () => { canvas.classList.remove("dragging"); setTimeout(() => { drag = null; }, 0); });
          document.getElementById("zoom-in").addEventListener("click", () => zoom(1 / 1.3));
          document.getElementById("zoom-out").addEventListener("click", () => zoom(1.3));
          document.getElementById("zoom-fit").addEventListener("click", () => { view = { ...fit }; apply(); });

          // The overview of a large map: a click on a feature shows it in the full map.
          const overview = document.getElementById("overview");
          const overviewButton = document.getElementById("show-overview");
          const showOverview = (shown) => {
            if (!overview) return;
            overview.hidden = !shown;
            overviewButton.hidden = false;
            overviewButton.disabled = shown;
          };
          const fitTo = (element) => {
            const box = element.getBBox();
            const matrix = svg.getScreenCTM().inverse().multiply(element.getScreenCTM());
            const corner = (x, y) => { const p = svg.createSVGPoint(); p.x = x; p.y = y; return p.matrixTransform(matrix); };
            const a = corner(box.x, box.y), b = corner(box.x + box.width, box.y + box.height);
            const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y), w = Math.abs(b.x - a.x), h = Math.abs(b.y - a.y);
            const ratio = canvas.clientWidth / Math.max(1, canvas.clientHeight);
            const vw = Math.max(w, h * ratio) * 1.1, vh = vw / ratio;
            view = { x: x + w / 2 - vw / 2, y: y + h / 2 - vh / 2, w: vw, h: vh };
            apply();
          };
          const expandFeature = (index) => {
            const entry = data.overview && data.overview[index];
            if (!entry) return;
            showOverview(false);
            const cluster = entry.cluster && document.getElementById(entry.cluster);
            if (cluster) fitTo(cluster);
          };
          if (overview) {
            showOverview(true);
            const overviewSvg = overview.querySelector("svg");
            overviewSvg.removeAttribute("width");
            overviewSvg.removeAttribute("height");
            overview.addEventListener("click", (event) => {
              const element = event.target.closest("g.node");
              const match = element && /^overview-node-(\\d+)$/.exec(element.id);
              if (match) expandFeature(Number(match[1]));
            });
          }
          overviewButton.addEventListener("click", () => showOverview(true));

          const centerOn = (element) => {
            const box = element.getBBox();
            const matrix = svg.getScreenCTM().inverse().multiply(element.getScreenCTM());
            const point = svg.createSVGPoint();
            point.x = box.x + box.width / 2; point.y = box.y + box.height / 2;
            const c = point.matrixTransform(matrix);
            view = { ...view, x: c.x - view.w / 2, y: c.y - view.h / 2 };
            apply();
          };

          // Details, written with textContent only.
          const details = document.getElementById("details");
          const location = (item) => item.file ? `${item.file}:${item.line}` : "unknown";
          const showDetails = (title, rows) => {
            details.replaceChildren();
            const heading = document.createElement("strong");
            heading.textContent = title;
            const list = document.createElement("dl");
            for (const [key, value] of rows) {
              const dt = document.createElement("dt"); dt.textContent = key;
              const dd = document.createElement("dd"); dd.textContent = value;
              dd.dataset.field = key;
              list.append(dt, dd);
            }
            details.append(heading, list);
          };
          const select = (kind, index) => {
            document.querySelectorAll(".fg-selected").forEach((e) => e.classList.remove("fg-selected"));
            const element = kind === "node" ? nodeElement(index) : edgeElement(index);
            if (element) element.classList.add("fg-selected");
            showOverview(false);
            if (kind === "node") {
              const node = data.nodes[index];
              selected = index;
              showDetails(node.id, [["kind", node.kind], ["feature", node.feature],
                ["parameters", node.parameters.length ? node.parameters.join(", ") : "none"], ["source", location(node)]]);
            } else {
              const edge = data.edges[index];
              selected = null;
              const rows = [["kind", edge.kind]];
              if (edge.occurrences.length > 1) rows.push(["count", String(edge.occurrences.length)]);
              for (const occurrence of edge.occurrences) rows.push(["trigger", occurrence.trigger || "none"], ["source", location(occurrence)]);
              showDetails(`${data.nodes[edge.from].id} → ${data.nodes[edge.to].id}`, rows);
            }
            document.getElementById("path-from").disabled = selected === null;
            document.getElementById("path-to").disabled = selected === null || pathFrom === null;
          };
          svg.addEventListener("click", (event) => {
            if (drag && drag.moved) return;
            const element = event.target.closest("g.node, g.edge");
            if (!element) return;
            const match = /^(node|edge)-(\\d+)$/.exec(element.id);
            if (match) select(match[1], Number(match[2]));
          });

          // Search by screen name.
          const search = document.getElementById("search");
          const results = document.getElementById("results");
          const runSearch = () => {
            document.querySelectorAll(".fg-match").forEach((e) => e.classList.remove("fg-match"));
            results.replaceChildren();
            const query = search.value.trim().toLowerCase();
            if (!query) return [];
            const found = data.nodes.map((node, index) => ({ node, index })).filter(({ node }) => node.id.toLowerCase().includes(query));
            for (const { node, index } of found.slice(0, 50)) {
              const element = nodeElement(index);
              if (element) element.classList.add("fg-match");
              const item = document.createElement("li");
              const button = document.createElement("button");
              button.textContent = node.id;
              button.addEventListener("click", () => { select("node", index); if (element) centerOn(element); });
              item.append(button);
              results.append(item);
            }
            return found;
          };
          search.addEventListener("input", runSearch);
          search.addEventListener("keydown", (event) => {
            if (event.key !== "Enter") return;
            const found = runSearch();
            if (found.length) { select("node", found[0].index); const element = nodeElement(found[0].index); if (element) centerOn(element); }
          });

          // Shortest path (fewest edges, breadth-first) between two chosen nodes.
          const status = document.getElementById("path-status");
          const clearPath = () => document.querySelectorAll(".fg-path").forEach((e) => e.classList.remove("fg-path"));
          const markPath = (nodes, edges) => {
            clearPath();
            nodes.forEach((i) => nodeElement(i)?.classList.add("fg-path"));
            edges.forEach((i) => edgeElement(i)?.classList.add("fg-path"));
          };
          const shortestPath = (source, target) => {
            const outgoing = data.nodes.map(() => []);
            data.edges.forEach((edge, index) => { if (edge.from >= 0 && edge.to >= 0) outgoing[edge.from].push(index); });
            const via = new Array(data.nodes.length).fill(-1);
            const seen = new Array(data.nodes.length).fill(false);
            seen[source] = true;
            const queue = [source];
            for (let head = 0; head < queue.length && !seen[target]; head++) {
              for (const e of outgoing[queue[head]]) {
                const v = data.edges[e].to;
                if (!seen[v]) { seen[v] = true; via[v] = e; queue.push(v); }
              }
            }
            if (!seen[target]) return null;
            const edges = [];
            for (let v = target; v !== source; v = data.edges[via[v]].from) edges.unshift(via[v]);
            return { nodes: [source, ...edges.map((e) => data.edges[e].to)], edges };
          };
          const showPath = (source, target) => {
            const path = shortestPath(source, target);
            if (!path) { clearPath(); status.textContent = `No path from ${data.nodes[source].id} to ${data.nodes[target].id}.`; return null; }
            markPath(path.nodes, path.edges);
            showOverview(false);
            status.textContent = path.nodes.map((i) => data.nodes[i].id).join(" → ");
            return path;
          };
          document.getElementById("path-from").addEventListener("click", () => {
            pathFrom = selected;
            status.textContent = `From ${data.nodes[pathFrom].id}; select the destination and press “To selected”.`;
            document.getElementById("path-to").disabled = false;
          });
          document.getElementById("path-to").addEventListener("click", () => { if (pathFrom !== null && selected !== null) showPath(pathFrom, selected); });
          document.getElementById("path-clear").addEventListener("click", () => { clearPath(); pathFrom = null; status.textContent = ""; });
          if (data.highlightedNodes.length) markPath(data.highlightedNodes, data.highlightedEdges);

          window.flowgraph = { data, select, showPath, runSearch, showOverview, expandFeature };
        })();

        """
}
