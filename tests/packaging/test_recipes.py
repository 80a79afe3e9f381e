"""The recipes that cannot run here (release workflow, PyInstaller spec, the NSIS script, the
macOS Info.plist and .dmg script) parse, and name files that exist and the right app."""

import ast
import pathlib
import plistlib
import re

import pytest
import yaml_subset

ROOT = pathlib.Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


@pytest.fixture(scope="module")
def workflow():
    return yaml_subset.load(WORKFLOW.read_text(encoding="utf-8"))


def test_the_subset_reader_refuses_what_it_does_not_understand():
    for bad in ("a: {b: 1}", "a: 1\na: 2", "a:\n\t- x", "a: &x 1", "a:\n  - b\n - c", 'a: "x'):
        with pytest.raises(yaml_subset.YAMLError):
            yaml_subset.load(bad)
    assert yaml_subset.load("a:\n  - b: 1\n    c: 'x y'\n  - d\ne: |\n  one\n  two\n") == {
        "a": [{"b": 1, "c": "x y"}, "d"],
        "e": "one\ntwo\n",
    }


def test_workflow_is_valid_yaml_and_agrees_with_pyyaml_where_installed(workflow):
    yaml = pytest.importorskip("yaml")
    theirs = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    theirs["on"] = theirs.pop(True)  # YAML 1.1 reads a bare `on` as true; GitHub does not
    assert theirs == workflow


def _runners(job):
    """The runner labels a job runs on: its own, or each of its matrix's."""
    if job["runs-on"] == "${{ matrix.runner }}":
        return [entry["runner"] for entry in job["strategy"]["matrix"]["include"]]
    return [job["runs-on"]]


def test_workflow_builds_each_platform_on_its_own_runner(workflow):
    assert workflow["on"]["push"]["tags"] == ["v*"]
    jobs = workflow["jobs"]
    for job, runner in (("linux", "ubuntu-"), ("windows", "windows-"), ("macos", "macos-")):
        assert all(name.startswith(runner) for name in _runners(jobs[job])), job
        runs = "\n".join(step.get("run", "") for step in jobs[job]["steps"])
        assert "python packaging/build.py" in runs
        assert "--smoke-test" in runs
        assert any(
            step.get("uses", "").startswith("actions/upload-artifact@")
            for step in jobs[job]["steps"]
        )
    windows = "\n".join(step.get("run", "") for step in jobs["windows"]["steps"])
    assert "braus-desktop.nsi" in str(jobs["windows"]["steps"])
    # the smoke tests cannot hang on a windowed exe's error box: a wait with a limit, then
    # the process is stopped
    assert "-Wait" not in windows
    assert windows.count("--smoke-test") == 2 and windows.count("WaitForExit(") >= 3
    assert windows.count("Stop-Process") == windows.count("WaitForExit(")
    signing = next(step for step in jobs["windows"]["steps"] if "signtool" in step.get("run", ""))
    assert signing["if"] == "env.WINDOWS_CERTIFICATE != ''"  # skipped without a certificate
    assert jobs["windows"]["env"]["WINDOWS_CERTIFICATE"] == "${{ secrets.WINDOWS_CERTIFICATE }}"
    assert "make-dmg.sh" in str(jobs["macos"]["steps"])
    assert set(jobs["release"]["needs"]) == {"linux", "windows", "macos"}


def test_workflow_names_only_files_that_exist():
    text = WORKFLOW.read_text(encoding="utf-8").replace("\\", "/")
    named = set(re.findall(r"(?<![\w/])packaging/[\w./-]+\.\w+", text))
    assert named >= {
        "packaging/build.py",
        "packaging/windows/braus-desktop.nsi",
        "packaging/macos/make-dmg.sh",
    }
    for path in named:
        assert (ROOT / path).is_file(), path


def test_spec_parses_and_names_files_that_exist():
    source = (ROOT / "packaging" / "braus-desktop.spec").read_text(encoding="utf-8")
    tree = ast.parse(source)
    strings = {
        n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }
    assert {"launch.py", "braus-desktop", "Bräus Desktop.app", "Info.plist"} <= strings
    for name in ("launch.py", "slim.py", "macos/Info.plist"):
        assert (ROOT / "packaging" / name).is_file()
    calls = {
        n.func.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE", "slim"} <= calls
    exe = next(
        n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "EXE"
    )
    keywords = {k.arg: k.value for k in exe.keywords}
    assert keywords["console"].value is False  # windowed
    assert keywords["exclude_binaries"].value is True  # one folder


def test_slim_keeps_the_platforms_and_svg_and_drops_the_rest():
    import sys

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import slim
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    plugin = "PySide6/Qt/plugins/{}".format
    for kept in (
        "platforms/libqxcb.so",
        "platforms/libqwayland.so",
        "platforms/qwindows.dll",
        "platforms/libqcocoa.dylib",
        "platforms/libqoffscreen.so",
        "imageformats/libqsvg.so",
        "iconengines/libqsvgicon.so",
    ):
        assert slim._keep(plugin(kept)), kept
    for dropped in (
        "platforms/libqeglfs.so",
        "platforms/libqminimalegl.so",
        "tls/libqopensslbackend.so",
        "imageformats/libqjpeg.so",
        "platformthemes/libqgtk3.so",
        "networkinformation/libqnetworkmanager.so",
    ):
        assert not slim._keep(plugin(dropped)), dropped
    assert slim._keep("PySide6/Qt/translations/qtbase_sv.qm")
    assert not slim._keep("PySide6/Qt/translations/qtbase_fr.qm")
    assert not slim._keep("PySide6/Qt/translations/qtdeclarative_sv.qm")
    assert "PySide6.QtNetwork" in slim.EXCLUDES and "PySide6.QtSvg" not in slim.EXCLUDES


def test_launcher_runs_the_same_main_as_the_installed_command():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'braus-desktop = "braus_desktop.__main__:main"' in pyproject
    assert "from braus_desktop.__main__ import main" in (
        ROOT / "packaging" / "launch.py"
    ).read_text(encoding="utf-8")


def test_nsis_script_names_the_app_its_icon_the_bundle_and_the_languages(build):
    text = (ROOT / "packaging" / "windows" / "braus-desktop.nsi").read_text(encoding="utf-8")
    body = "\n".join(
        line.split(";")[0] if not line.lstrip().startswith("LangString") else line
        for line in text.splitlines()
    )
    assert f'!define APP "{build.TITLE}"' in body
    assert "Target amd64-unicode" in body  # 64-bit stubs: no 32-bit Wine, Unicode names
    for define in ("VERSION", "BUNDLE", "ICON", "OUTFILE"):
        assert "${" + define + "}" in body
    assert '!define MUI_ICON "${ICON}"' in body and 'File /r "${BUNDLE}\\*.*"' in body
    # per-user by default, without elevation; all users as an option
    assert "!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER" in body
    assert body.rstrip().count("RequestExecutionLevel user") == 1
    assert body.index("RequestExecutionLevel user") > body.index("!include MultiUser.nsh")
    assert "!insertmacro MULTIUSER_PAGE_INSTALLMODE" in body
    # Start menu, optional desktop shortcut (unticked), Apps & features, uninstaller
    assert 'CreateShortcut "$SMPROGRAMS\\${APP}.lnk"' in body
    assert 'Section /o "$(SECTION_DESKTOP)"' in body
    for value in (
        "DisplayName",
        "DisplayIcon",
        "DisplayVersion",
        "Publisher",
        "EstimatedSize",
        "UninstallString",
        "InstallLocation",
    ):
        assert f'"{value}"' in body, value
    assert "WriteUninstaller" in body and 'Section "Uninstall"' in body
    # the pages in en, sv, da, is; every string of the script's own in all four
    languages = ("ENGLISH", "SWEDISH", "DANISH", "ICELANDIC")
    for language in languages:
        assert f'!insertmacro MUI_LANGUAGE "{language.title()}"' in body
    strings = set(re.findall(r"^LangString (\w+) \$\{LANG_", body, re.M))
    for name in strings - {
        "MULTIUSER_TEXT_INSTALLMODE_TITLE",
        "MULTIUSER_TEXT_INSTALLMODE_SUBTITLE",
    }:
        for language in languages:
            assert f"LangString {name} ${{LANG_{language}}}" in body, (name, language)
    # the uninstaller removes only what the installer put there: never a recursive
    # delete of the install folder itself, nothing of the player's (%APPDATA%)
    uninstall = body[body.index('Section "Uninstall"') :]
    assert 'RMDir /r "$INSTDIR"' not in uninstall and "APPDATA" not in uninstall
    assert 'RMDir "$INSTDIR"' in uninstall


def test_macos_info_plist_names_the_app_and_its_icon(build):
    with open(ROOT / "packaging" / "macos" / "Info.plist", "rb") as fh:
        info = plistlib.load(fh)
    assert info["CFBundleName"] == info["CFBundleDisplayName"] == build.TITLE
    assert info["CFBundleIdentifier"] == build.APP_ID
    assert info["CFBundleExecutable"] == build.NAME
    assert info["CFBundleIconFile"] == f"{build.NAME}.icns"
    assert info["CFBundlePackageType"] == "APPL"
    script = (ROOT / "packaging" / "macos" / "make-dmg.sh").read_text(encoding="utf-8")
    assert 'app="build/pyinstaller/dist/Bräus Desktop.app"' in script


def _step(job, words):
    """The index and the step of a job whose name starts with these words."""
    return next(
        (i, step) for i, step in enumerate(job["steps"]) if step.get("name", "").startswith(words)
    )


def test_macos_job_builds_and_smoke_tests_each_architecture_on_its_own_kind_of_mac(workflow):
    job = workflow["jobs"]["macos"]
    assert {(e["runner"], e["arch"]) for e in job["strategy"]["matrix"]["include"]} == {
        ("macos-14", "arm64"),
        ("macos-15-intel", "x86_64"),
    }  # Apple silicon, Intel
    assert job["env"]["BRAUS_MACOS_ARCH"] == "${{ matrix.arch }}"  # the spec's target_arch
    build, _ = _step(job, "Build the .app")
    check, step = _step(job, "Check the .app's architecture")
    assert 'lipo -archs "$app/Contents/MacOS/braus-desktop")" = "$BRAUS_MACOS_ARCH"' in step["run"]
    assert "codesign --verify --deep --strict" in step["run"]
    smoke, step = _step(job, "Smoke-test the .app")
    assert "--smoke-test" in step["run"] and "timeout=300" in step["run"]
    assert step["timeout-minutes"] <= 15  # a hung window cannot hold the release
    dmg, step = _step(job, "Make the disk image")
    assert "packaging/macos/make-dmg.sh" in step["run"]
    assert build < check < smoke < dmg
    assert job["steps"][-1]["with"]["name"] == "macos-${{ matrix.arch }}"


def test_macos_signing_and_notarisation_run_only_when_configured(workflow):
    job = workflow["jobs"]["macos"]
    for secret in (
        "MACOS_CERTIFICATE",
        "MACOS_CERTIFICATE_PASSWORD",
        "APPLE_ID",
        "APPLE_TEAM_ID",
        "APPLE_APP_PASSWORD",
    ):
        # GitHub refuses secrets in a step's `if`: they reach it through the job's env
        assert job["env"][secret] == "${{ secrets.%s }}" % secret
    imported, step = _step(job, "Import the Developer ID certificate")
    assert step["if"] == "env.MACOS_CERTIFICATE != ''"
    assert "BRAUS_CODESIGN_IDENTITY=" in step["run"] and "$GITHUB_ENV" in step["run"]
    build, _ = _step(job, "Build the .app")
    assert imported < build  # PyInstaller signs every binary as it collects it
    signed, step = _step(job, "Sign the disk image")
    assert step["if"] == "env.BRAUS_CODESIGN_IDENTITY != ''"
    assert 'codesign --sign "$BRAUS_CODESIGN_IDENTITY" --timestamp "$DMG"' in step["run"]
    notarised, step = _step(job, "Notarise and staple")
    assert step["if"] == "env.BRAUS_CODESIGN_IDENTITY != '' && env.APPLE_ID != ''"
    assert 'xcrun notarytool submit "$DMG"' in step["run"] and "--wait" in step["run"]
    assert 'xcrun stapler staple "$DMG"' in step["run"]
    assert build < signed < notarised


def test_spec_takes_the_macos_arch_and_signing_identity_the_workflow_sets(workflow):
    source = (ROOT / "packaging" / "braus-desktop.spec").read_text(encoding="utf-8")
    tree = ast.parse(source)
    mac = next(
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "mac"
    )
    read = {k.value: v.values[0].args[0].value for k, v in zip(mac.keys, mac.values)}
    assert read == {
        "target_arch": "BRAUS_MACOS_ARCH",
        "codesign_identity": "BRAUS_CODESIGN_IDENTITY",
    }
    exe = next(
        n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "EXE"
    )
    assert any(k.arg is None and k.value.id == "mac" for k in exe.keywords)
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "BRAUS_MACOS_ARCH:" in text and "BRAUS_CODESIGN_IDENTITY=" in text


def test_the_app_asks_for_no_older_macos_than_its_qt_wheels(monkeypatch):
    import importlib.metadata

    source = (ROOT / "packaging" / "braus-desktop.spec").read_text(encoding="utf-8")
    function = next(
        n
        for n in ast.parse(source).body
        if isinstance(n, ast.FunctionDef) and n.name == "macos_floor"
    )
    namespace = {"importlib": importlib, "re": re}
    exec(ast.get_source_segment(source, function), namespace)

    class Wheel:
        def __init__(self, tag):
            self.tag = tag

        def read_text(self, name):
            return f"Wheel-Version: 1.0\nTag: {self.tag}\n" if name == "WHEEL" else None

    tags = {
        "PySide6-Essentials": "cp310-abi3-macosx_13_0_universal2",
        "shiboken6": "cp310-abi3-macosx_11_0_universal2",
    }
    monkeypatch.setattr(importlib.metadata, "distribution", lambda name: Wheel(tags[name]))
    assert namespace["macos_floor"]("PySide6-Essentials") == (13, 0)
    assert namespace["macos_floor"]("shiboken6") == (11, 0)
    tags["shiboken6"] = "cp310-abi3-manylinux_2_34_x86_64"
    assert namespace["macos_floor"]("shiboken6") == (0, 0)
    with open(ROOT / "packaging" / "macos" / "Info.plist", "rb") as fh:
        floor = plistlib.load(fh)["LSMinimumSystemVersion"]
    assert tuple(int(n) for n in floor.split(".")) >= (13, 0)  # PySide6 6.11's wheels


def test_dmg_is_named_for_the_architecture_inside_and_keeps_the_signatures():
    script = (ROOT / "packaging" / "macos" / "make-dmg.sh").read_text(encoding="utf-8")
    assert 'lipo -archs "$app/Contents/MacOS/braus-desktop"' in script
    assert 'dmg="dist/braus-desktop-$version-macos-$arch.dmg"' in script
    assert 'ditto "$app"' in script and "cp -R" not in script


def test_ci_and_the_release_build_the_bundle_with_qts_x11_libraries():
    """PyInstaller copies the X11 plugin's libraries only from the build machine: both
    builds install the same ones, so both bundles carry them."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    ci = set(
        re.findall(r"\blib(?:xcb|x11-xcb|xkbcommon-x11)[\w.-]*", script.split("missing=()")[0])
    )
    release = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    linux = release.split("\n  linux:\n")[1].split("\n  windows:\n")[0]
    assert set(re.findall(r"\blib(?:xcb|x11-xcb|xkbcommon-x11)[\w.-]*", linux)) == ci
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libxkbcommon-x11-0"} <= ci
