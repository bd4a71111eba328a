#!/usr/bin/env bash
# The README's "Pictures" table (issue 19): each app's full map as FlowGraph writes it in DOT,
# drawn by `dot -Tsvg`: the picture's size in points, its width:height and `dot`'s CPU time
# (user + sys, the best of RUNS runs; noise on a shared machine only adds time).
#
# usage: Scripts/bench-pictures.sh [RUNS=3] [APP...]
#
# Each APP is `name=folder[:folder...]`, the folders extraction reads as one app. Without APPs:
# every example, then the apps of ../shared/realapps/APPS.json materialized under ../realapps-src
# (their scopes). Needs the `dot` command (Debian: graphviz).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
shift $(( $# < 1 ? $# : 1 ))
apps=("$@")
command -v dot >/dev/null || { echo "bench-pictures: the 'dot' command is needed (apt-get install graphviz)" >&2; exit 2; }
if [ ${#apps[@]} -eq 0 ]; then
    for example in Examples/*/; do apps+=("$(basename "$example")=$example"); done
    if [ -f ../shared/realapps/APPS.json ]; then
        mapfile -t -O "${#apps[@]}" apps < <(python3 - <<'EOF'
import json, os
for app in json.load(open("../shared/realapps/APPS.json")):
    root = os.path.join("../realapps-src", app["name"])
    if os.path.isdir(root):
        print(app["name"] + "=" + ":".join(os.path.join(root, scope) for scope in app["scope"]))
EOF
)
    fi
fi
swift build --product flowgraph >&2
flowgraph="$(swift build --show-bin-path)/flowgraph"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

printf '%-20s %8s %7s %7s %17s %7s %8s\n' app screens edges arrows "picture (pt)" "w:h" "dot cpu"
for app in "${apps[@]}"; do
    name="${app%%=*}"
    IFS=: read -r -a folders <<< "${app#*=}"
    "$flowgraph" extract "${folders[@]}" -o "$work/graph.json" 2>/dev/null
    "$flowgraph" render "$work/graph.json" -f dot -o "$work/map.dot" 2>/dev/null
    read -r screens edges < <(python3 -c 'import json,sys; g=json.load(open(sys.argv[1])); print(len(g["nodes"]), len(g["edges"]))' "$work/graph.json")
    best=""
    for _ in $(seq "$runs"); do
        TIMEFORMAT="%U %S"
        read -r user sys <<<"$( { time dot -Tsvg "$work/map.dot" -o "$work/map.svg" 2>/dev/null; } 2>&1 )"
        cpu=$(echo "$user + $sys" | bc -l)
        if [ -z "$best" ] || [ "$(echo "$cpu < $best" | bc -l)" = 1 ]; then best=$cpu; fi
    done
    read -r width height < <(grep -o '<svg width="[0-9.]*pt" height="[0-9.]*pt"' "$work/map.svg" | sed 's/[^0-9. ]//g')
    printf '%-20s %8s %7s %7s %17s %7.2f %7.2fs\n' "$name" "$screens" "$edges" "$(grep -c 'id="edge-' "$work/map.dot")" \
        "${width}x${height}" "$(echo "$width / $height" | bc -l)" "$best"
done
