# The chores in one place: each target is the command the README or CI (.ci/run) runs.
# `make help` lists them. PYTHON picks the interpreter (make PYTHON=python3.13 fast).

PYTHON ?= python3

.PHONY: help install lint format-check types fast test screenshots build build-windows

help:
	@echo "install        the project with its test and dev extras, editable"
	@echo "lint           ruff check on the package, the tests and the benchmarks"
	@echo "format-check   ruff format --check on the whole tree (as CI does)"
	@echo "types          mypy, configured in pyproject.toml"
	@echo "fast           the fast lane: pytest -m \"not slow\""
	@echo "test           the whole suite (20 minutes or more on a small machine)"
	@echo "screenshots    remake docs/screenshots/*.png from the real window"
	@echo "build          the Linux bundle, .deb and portable archive (packaging/README.md)"
	@echo "build-windows  the Windows installer, built under Wine (packaging/README.md)"

install:
	$(PYTHON) -m pip install -e ".[test,dev]"

lint:
	$(PYTHON) -m ruff check braus_desktop tests benchmarks

format-check:
	$(PYTHON) -m ruff format --check braus_desktop tests benchmarks

types:
	$(PYTHON) -m mypy

fast:
	$(PYTHON) -m pytest -n auto -m "not slow"

test:
	$(PYTHON) -m pytest -n auto

screenshots:
	$(PYTHON) docs/screenshots/make_screenshots.py

build:
	$(PYTHON) -m pip install -e ".[package]"
	$(PYTHON) packaging/build.py

build-windows:
	$(PYTHON) packaging/build.py --target windows
