"""The .deb's files: desktop entry, AppStream metainfo, control, and the package itself
built from a stand-in bundle (PyInstaller is too slow for the suite; .ci/run builds and
smoke-tests the real one), installed into and removed from a scratch dpkg root."""

import configparser
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from conftest import ROOT

LINUX = ROOT / "packaging" / "linux"


def _tool(name):
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def test_desktop_entry_launches_the_app_with_its_icon(build):
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / "braus-desktop.desktop", encoding="utf-8")
    keys = entry["Desktop Entry"]
    assert keys["Type"] == "Application"
    assert keys["Name"] == build.TITLE
    assert keys["Exec"] == build.NAME  # the /usr/bin launcher
    assert keys["Icon"] == build.NAME  # the hicolor icons' name
    assert keys["StartupWMClass"] == build.NAME  # QGuiApplication.setDesktopFileName
    assert keys["Terminal"] == "false"
    assert "CardGame" in keys["Categories"].split(";")


def test_desktop_entry_passes_desktop_file_validate():
    done = subprocess.run([_tool("desktop-file-validate"), LINUX / "braus-desktop.desktop"],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_metainfo_is_well_formed_with_the_app_id_and_this_release(build, tmp_path):
    text = build.metainfo("9.8.7", "2026-01-02")
    root = ET.fromstring(text.encode("utf-8"))
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == build.APP_ID
    assert root.findtext("name") == build.TITLE
    assert root.findtext("launchable") == f"{build.NAME}.desktop"
    assert root.find("content_rating").get("type") == "oars-1.1"
    release = root.find("releases/release")
    assert (release.get("version"), release.get("date")) == ("9.8.7", "2026-01-02")
    assert not re.search(r"@[A-Z]+@", text)  # every placeholder filled


def test_metainfo_passes_appstreamcli_validate(build, tmp_path):
    path = tmp_path / f"{build.APP_ID}.metainfo.xml"
    path.write_text(build.metainfo("0.1.0", "2026-01-02"), encoding="utf-8")
    done = subprocess.run([_tool("appstreamcli"), "validate", "--no-net", path],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_control_names_the_package_version_and_what_qt_needs(build):
    text = build.control("1.2.3", "amd64", 4242)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == build.NAME
    assert fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "4242"
    depends = fields["Depends"].split(", ")
    for lib in ("libegl1", "libgl1", "libxkbcommon0", "libfontconfig1", "libfreetype6",
                "libdbus-1-3", "libglib2.0-0", "libx11-6", "libxcb1"):
        assert lib in depends
    assert not re.search(r"@[A-Z]+@", text)  # every placeholder filled


@pytest.fixture(scope="module")
def deb(build, tmp_path_factory):
    """A .deb built by build.py's own functions around a stand-in bundle."""
    _tool("dpkg-deb")
    tmp = tmp_path_factory.mktemp("deb")
    bundle = tmp / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / build.NAME
    program.write_text("#!/bin/sh\necho stand-in bundle\n")
    program.chmod(0o755)
    icons = build.render_icons(tmp / "icons")
    root = build.deb_root(bundle, icons, tmp / "root", "0.1.0", build.deb_arch())
    return build.build_deb(root, tmp / "out" / "braus-desktop.deb")


EXPECTED = ["./opt/braus-desktop/braus-desktop",
            "./usr/bin/braus-desktop -> /opt/braus-desktop/braus-desktop",
            "./usr/share/applications/braus-desktop.desktop",
            "./usr/share/icons/hicolor/scalable/apps/braus-desktop.svg",
            "./usr/share/metainfo/io.github.braus_desktop.BrausDesktop.metainfo.xml",
            "./usr/share/doc/braus-desktop/copyright",
            *(f"./usr/share/icons/hicolor/{n}x{n}/apps/braus-desktop.png"
              for n in (16, 22, 24, 32, 48, 64, 128, 256, 512))]


def test_deb_holds_the_launcher_desktop_entry_icons_and_metainfo(deb):
    info = subprocess.run(["dpkg-deb", "--info", deb], capture_output=True, text=True,
                          check=True).stdout
    assert " Package: braus-desktop" in info and " Version: 0.1.0" in info
    listing = subprocess.run(["dpkg-deb", "--contents", deb], capture_output=True, text=True,
                             check=True).stdout
    entries = {" ".join(line.split()[5:]) for line in listing.splitlines()}
    owners = {line.split()[1] for line in listing.splitlines()}
    for path in EXPECTED:
        assert path in entries, path
    assert owners == {"root/root"}
    assert "-rwxr-xr-x" in next(line for line in listing.splitlines()
                                if line.endswith("./opt/braus-desktop/braus-desktop"))


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="dpkg --root needs root (CI runs as root)")
def test_deb_installs_and_removes_cleanly_in_a_scratch_root(deb, tmp_path):
    dpkg = _tool("dpkg")
    root = tmp_path / "root"
    for sub in ("var/lib/dpkg/info", "var/lib/dpkg/updates"):
        (root / sub).mkdir(parents=True)
    (root / "var/lib/dpkg/status").touch()
    base = [dpkg, f"--root={root}", "--force-script-chrootless"]
    # the scratch root has none of the system libraries the package depends on
    subprocess.run(base + ["--force-depends", "-i", deb], check=True, capture_output=True)
    assert (root / "usr/bin/braus-desktop").is_symlink()
    assert (root / "usr/share/applications/braus-desktop.desktop").is_file()
    subprocess.run(base + ["-r", "braus-desktop"], check=True, capture_output=True)
    left = [p for p in root.rglob("*") if not p.is_dir() and "var/lib/dpkg" not in str(p)]
    assert left == []
    assert not (root / "opt" / "braus-desktop").exists()
