#!/usr/bin/env bash
# Installs what building and testing FlowGraph needs, and says exactly what to do when it cannot:
# Graphviz's C library (libgvc via pkg-config) and, for the tests, Python's networkx and jsonschema.
# Called by `make`; safe to run again (it does nothing when everything is present).
set -euo pipefail

need_tests=${1:-}

apt_updated=
apt_install() {
    if [ -z "$apt_updated" ]; then as_root apt-get update -qq || return 1; apt_updated=1; fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

have_graphviz() { pkg-config --exists libgvc 2>/dev/null; }
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else return 1
    fi
}

if ! have_graphviz; then
    case "$(uname -s)" in
    Linux)
        if command -v apt-get >/dev/null 2>&1; then
            echo "Installing Graphviz's development files (libgraphviz-dev, pkg-config) with apt-get…"
            apt_install libgraphviz-dev pkg-config || {
                echo "error: could not install libgraphviz-dev; run: sudo apt-get install libgraphviz-dev pkg-config" >&2
                exit 1
            }
        else
            echo "error: Graphviz's development files are missing; install your distribution's graphviz-dev package (it provides libgvc.pc)" >&2
            exit 1
        fi
        ;;
    Darwin)
        if command -v brew >/dev/null 2>&1; then
            echo "Installing Graphviz with Homebrew…"
            brew install graphviz pkg-config
        else
            echo "error: Graphviz is missing; install Homebrew (https://brew.sh), then run: brew install graphviz pkg-config" >&2
            exit 1
        fi
        ;;
    esac
    have_graphviz || { echo "error: pkg-config still cannot find libgvc after installing Graphviz" >&2; exit 1; }
fi

[ "$need_tests" = "--tests" ] || exit 0

# The HTML page is tested in a real headless browser.
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
    && ! command -v google-chrome >/dev/null 2>&1 && [ ! -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ]; then
    case "$(uname -s)" in
    Linux)
        echo "Installing Chromium (headless browser test of the HTML page) with apt-get…"
        apt_install chromium || {
            echo "error: could not install Chromium; run: sudo apt-get install chromium" >&2
            exit 1
        }
        ;;
    Darwin)
        echo "error: the browser test needs Chrome or Chromium; run: brew install --cask chromium" >&2
        exit 1
        ;;
    esac
fi

python_has() { python3 -c "import $1" >/dev/null 2>&1; }
missing=()
for module in networkx jsonschema; do python_has "$module" || missing+=("$module"); done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Python modules the tests compare against: ${missing[*]}…"
    python3 -m pip install --quiet "${missing[@]}" 2>/dev/null \
        || python3 -m pip install --quiet --user "${missing[@]}" 2>/dev/null \
        || apt_install $(printf 'python3-%s ' "${missing[@]}") \
        || { echo "error: could not install ${missing[*]}; run: python3 -m pip install ${missing[*]}" >&2; exit 1; }
fi
