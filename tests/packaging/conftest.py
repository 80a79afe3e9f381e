"""Shared by the packaging tests: packaging/build.py loaded as a module (it is a script,
not part of the package), and a tiny YAML reader for the release workflow."""

import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def build():
    spec = importlib.util.spec_from_file_location(
        "packaging_build", ROOT / "packaging" / "build.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
