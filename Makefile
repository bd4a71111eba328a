# The documented entry points. `make demo` and `make test` are the README's quick start.
SWIFT ?= swift
FLOWGRAPH = .build/debug/flowgraph
DEMO_APP = Examples/BankApp

.PHONY: help setup build demo test docs check-docs bench clean

help:
	@echo "make demo    build FlowGraph and draw $(DEMO_APP)'s navigation map (bankapp.svg)"
	@echo "make test    run every test (unit, golden files, networkx differential, browser)"
	@echo "make docs    re-render the example diagrams in docs/examples"
	@echo "make bench   run the benchmarks (release build)"

setup:
	@Scripts/install-dependencies.sh

build: setup
	$(SWIFT) build

demo: build
	$(FLOWGRAPH) render $(DEMO_APP) -o bankapp.svg
	$(FLOWGRAPH) analyze $(DEMO_APP)
	@echo "Wrote bankapp.svg"

test:
	@Scripts/install-dependencies.sh --tests
	$(SWIFT) build --build-tests
	$(SWIFT) test

clean:
	rm -rf .build
