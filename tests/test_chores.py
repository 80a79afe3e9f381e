"""The Makefile, the one entry point for the chores: every target parses and runs the
command the CI script and the README run, on files that exist."""

import pathlib
import re
import shlex
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGETS = (
    "install",
    "lint",
    "format-check",
    "types",
    "fast",
    "test",
    "screenshots",
    "build",
    "build-windows",
)

needs_make = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def _dry_run(target: str) -> list[str]:
    """The commands ``make target`` would run, one a line, without running them."""
    done = subprocess.run(
        ["make", "-n", "-s", "PYTHON=python3", target],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return [line for line in done.stdout.splitlines() if line.strip()]


def test_every_target_is_phony_and_listed_by_help():
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    defined = re.findall(r"^([a-z-]+):", text, flags=re.M)
    assert set(defined) == {"help", *TARGETS}
    phony = re.search(r"^\.PHONY:(.*)$", text, flags=re.M).group(1).split()
    assert set(phony) == {"help", *TARGETS}
    listed = re.findall(r'@echo "([a-z-]+) ', text)
    assert listed == list(TARGETS)


@needs_make
@pytest.mark.parametrize("target", TARGETS)
def test_each_target_parses_and_its_scripts_exist(target):
    commands = _dry_run(target)
    assert commands, f"make {target} runs nothing"
    for command in commands:
        words = shlex.split(command)
        assert words[0] == "python3", command
        if words[1] != "-m":
            assert (ROOT / words[1]).is_file(), f"make {target}: no file {words[1]}"


@needs_make
@pytest.mark.parametrize(
    "target", ["lint", "format-check", "types", "test", "build", "build-windows"]
)
def test_the_chores_are_what_ci_runs(target):
    # the CI script is the reference: a Makefile that drifted from it would check less
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for command in _dry_run(target):
        if "pip install" in command:
            continue
        assert re.search(rf"(^|[ &]){re.escape(command)}($| )", ci, flags=re.M), (
            f"make {target} runs {command!r}, which .ci/run does not"
        )


def test_pre_commit_runs_ci_lint_locally():
    # read with the YAML subset the workflow test uses (PyYAML is not a dependency)
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "packaging"))
    import yaml_subset

    config = yaml_subset.load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    [repo] = config["repos"]
    assert repo["repo"] == "local"  # nothing to download
    hooks = {hook["id"]: hook for hook in repo["hooks"]}
    assert set(hooks) == {"ruff-check", "ruff-format-check"}
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for hook in hooks.values():
        assert hook["language"] == "system"
        assert hook["entry"] in ci, f"{hook['entry']!r} is not what .ci/run runs"
    # the formatter checks only the folders CI checks it on
    fmt = re.compile(hooks["ruff-format-check"]["files"])
    assert all(fmt.search(f"{top}/x.py") for top in ("braus_desktop", "tests", "benchmarks"))
    assert not fmt.search("packaging/build.py")
    lint = re.compile(hooks["ruff-check"]["files"])
    assert all(lint.search(f"{top}/x.py") for top in ("braus_desktop", "tests", "benchmarks"))
    assert not lint.search("packaging/build.py")


def test_types_are_strict_on_the_whole_package():
    """``make types`` (and CI) run ``python3 -m mypy``: its configuration is strict mode on
    the whole package (issue 48), and no module is let off any of it."""
    import tomllib

    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert mypy.get("strict") is True
    assert mypy.get("files") == ["braus_desktop"]
    relaxed = [
        (override.get("module"), flag)
        for override in mypy.get("overrides", [])
        for flag, value in override.items()
        if flag != "module"
        and (
            value is False
            or flag in ("ignore_errors", "ignore_missing_imports", "allow_untyped_defs")
        )
    ]
    assert not relaxed, f"strict mode relaxed for {relaxed}"
