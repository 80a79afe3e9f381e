"""packaging/build.py names a missing tool and how to install it, and builds nothing."""

import subprocess
import sys

from conftest import ROOT


def test_every_tool_found_means_no_complaint(build, monkeypatch):
    monkeypatch.setattr(build, "find_tool", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(build, "has_module", lambda name: True)
    assert build.missing_tools(deb=True) == []


def test_missing_dpkg_deb_is_named_with_how_to_install_it(build, monkeypatch, capsys):
    monkeypatch.setattr(build, "find_tool", lambda name: None if name == "dpkg-deb" else name)
    monkeypatch.setattr(build, "has_module", lambda name: True)
    monkeypatch.setattr(build.sys, "platform", "linux")
    started = []
    monkeypatch.setattr(build, "render_icons", lambda *a: started.append("icons"))
    assert build.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        "dpkg-deb is missing: install it with `sudo apt-get install dpkg` "
        "(Debian, Ubuntu), or pass --no-deb to build only the portable archive."
    )
    assert started == []
    assert build.main(["--no-deb", "--check"]) == 0  # not needed without the .deb


def test_missing_pyinstaller_and_rcc_are_each_named(build, monkeypatch, capsys):
    monkeypatch.setattr(build, "find_tool", lambda name: None if name == "pyside6-rcc" else name)
    monkeypatch.setattr(build, "has_module", lambda name: name != "PyInstaller")
    assert build.main(["--check"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        'PyInstaller is missing: install it with `python3 -m pip install -e ".[package]"`.',
        "pyside6-rcc is missing: it comes with PySide6: install the project with "
        '`python3 -m pip install -e ".[package]"`.',
    ]


def test_the_script_itself_exits_2_when_a_tool_is_missing():
    # a Python that cannot import PyInstaller: -I ignores the user's site and PYTHONPATH,
    # -S the site-packages where PyInstaller lives
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(ROOT / "packaging" / "build.py"), "--check", "--no-deb"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "PyInstaller is missing: install it with" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_windows_build_names_each_missing_tool_and_the_apt_line(monkeypatch):
    sys.path.insert(0, str(ROOT / "packaging" / "windows"))
    try:
        import wine
    finally:
        sys.path.remove(str(ROOT / "packaging" / "windows"))
    monkeypatch.setattr(wine.sys, "platform", "linux")
    monkeypatch.setattr(wine.os, "uname", lambda: type("U", (), {"machine": "x86_64"})())
    monkeypatch.setattr(wine.shutil, "which", lambda name: None if name == "makensis" else name)
    monkeypatch.setattr(wine, "wine64", lambda: None)
    assert wine.missing_tools() == [
        "makensis is missing (makes the installer).",
        "wine64 is missing (Wine's 64-bit loader).",
        "Install what is missing with `sudo apt-get install nsis wine64`.",
    ]
    monkeypatch.setattr(wine.shutil, "which", lambda name: name)
    monkeypatch.setattr(wine, "wine64", lambda: "/usr/lib/wine/wine64")
    assert wine.missing_tools() == []


def test_windows_needs_makensis_unless_the_installer_is_skipped(build, monkeypatch, capsys):
    monkeypatch.setattr(build, "find_tool", lambda name: None if name == "makensis" else name)
    monkeypatch.setattr(build, "has_module", lambda name: True)
    monkeypatch.setattr(build.sys, "platform", "win32")
    assert build.main(["--check"]) == 2
    assert capsys.readouterr().err.startswith("makensis is missing (NSIS makes the installer)")
    assert build.main(["--check", "--no-installer"]) == 0
