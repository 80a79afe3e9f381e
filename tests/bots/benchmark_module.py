"""Shared by the bot tests: a script of benchmarks/ loaded as a module, so that the code a
benchmark measures is tested like the app's own."""

import importlib.util
import os
import sys
from types import ModuleType

BENCHMARKS = os.path.join(os.path.dirname(__file__), "..", "..", "benchmarks")


def load(name: str) -> ModuleType:
    """benchmarks/``name``.py as the module ``name``."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(BENCHMARKS, f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (its worker processes find it by name)
    spec.loader.exec_module(module)
    return module
