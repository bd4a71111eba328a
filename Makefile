# The documented entry points. `make demo` and `make test` are the README's quick start.
SHELL := /bin/bash
SWIFT ?= swift
FLOWGRAPH = .build/debug/flowgraph
DEMO_APP = Examples/BankApp

.PHONY: help setup build release demo test fuzz docs baselines bench clean

help:
	@echo "make demo    build FlowGraph and draw $(DEMO_APP)'s navigation map (bankapp.svg)"
	@echo "make release build the optimised flowgraph for large apps (.build/release/flowgraph)"
	@echo "make test    run every test (unit, golden files, networkx differential, browser)"
	@echo "make fuzz    a long seeded fuzz run (FUZZ_CASES, FUZZ_SEED; see Tests/Fuzz/README.md)"
	@echo "make docs    re-render the example diagrams in docs/examples"
	@echo "make baselines  record each example's known check findings"
	@echo "make bench   run the benchmarks (release build)"

setup:
	@Scripts/install-dependencies.sh

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product flowgraph
	@echo "Built $$($(SWIFT) build -c release --show-bin-path)/flowgraph"

demo: build
	$(FLOWGRAPH) render $(DEMO_APP) -o bankapp.svg
	$(FLOWGRAPH) analyze $(DEMO_APP)
	@echo "Wrote bankapp.svg"

test:
	@Scripts/install-dependencies.sh --tests
	$(SWIFT) build --build-tests
	set -o pipefail; $(SWIFT) test 2>&1 | tee .build/swift-test.log
	python3 Tests/Browser/html_page_test.py --flowgraph $(FLOWGRAPH) $(if $(wildcard /Applications/Google\ Chrome.app),--chromium "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")
	@sed -n 's/^.*Test run with \([0-9]*\) tests.* passed after.*$$/test: \1 passed, 0 failed/p' .build/swift-test.log | tail -n 1

# A long seeded fuzz run (Tests/Fuzz/README.md); a crash leaves its input in Tests/Fuzz/crashes.
FUZZ_CASES ?= 14000
FUZZ_SEED ?= 2024
fuzz: setup
	$(SWIFT) build --build-tests
	@mkdir -p Tests/Fuzz/crashes .build/fuzz
	set -o pipefail; FLOWGRAPH_FUZZ_CASES=$(FUZZ_CASES) FLOWGRAPH_FUZZ_SEED=$(FUZZ_SEED) \
		$(SWIFT) test --skip-build --filter FuzzTests 2>&1 | tee .build/fuzz.log || { \
		for input in .build/fuzz/current.*; do cp $$input Tests/Fuzz/crashes/seed$(FUZZ_SEED)-$$(date +%s)-$$(basename $$input); done; exit 1; }
	@grep -a '^fuzz:' .build/fuzz.log

# A generated app of LARGE_APP_SCREENS screens (GeneratedApp) for the README's large-map section:
# its overview and one feature.
LARGE_APP_SCREENS ?= 1000
LARGE_APP_FEATURE ?= PaymentsCoordinator

# The diagrams of every example, rendered by FlowGraph itself. DOT and Mermaid are FlowGraph's own
# deterministic output and a test fails when they are stale; SVG comes from Graphviz and is
# regenerated alongside them.
docs: build
	@mkdir -p docs/examples
	@for app in $$(ls -d Examples/*/ | xargs -n1 basename); do \
		$(FLOWGRAPH) render Examples/$$app -f dot -o docs/examples/$$app.dot && \
		$(FLOWGRAPH) render Examples/$$app -f mermaid -o docs/examples/$$app.mmd && \
		$(FLOWGRAPH) render Examples/$$app -f svg -o docs/examples/$$app.svg && \
		$(FLOWGRAPH) render Examples/$$app -f html -o docs/examples/$$app.html && \
		echo "docs/examples/$$app.{dot,mmd,svg,html}"; \
	done
	@mkdir -p docs/large-app
	@.build/debug/render-bench app $(LARGE_APP_SCREENS) $$(( 3 * $(LARGE_APP_SCREENS) )) > .build/large-app.json
	$(FLOWGRAPH) render .build/large-app.json --overview -o docs/large-app/overview.svg
	$(FLOWGRAPH) render .build/large-app.json --feature $(LARGE_APP_FEATURE) -o docs/large-app/feature.svg

# The known findings of each example, so CI fails on any new one (flowgraph check --baseline).
baselines: build
	@for app in $$(ls -d Examples/*/ | xargs -n1 basename); do \
		$(FLOWGRAPH) check Examples/$$app --write-baseline Examples/$$app/flowgraph-baseline.json -f summary >/dev/null; \
		echo "Examples/$$app/flowgraph-baseline.json"; \
	done

bench:
	Scripts/bench-analysis.sh
	Scripts/bench-extract.sh
	Scripts/bench-render.sh
	Scripts/bench-maps.sh
	Scripts/bench-pictures.sh

clean:
	rm -rf .build
