"""The .deb's files: desktop entry, AppStream metainfo, control, and the package itself
built from a stand-in bundle (PyInstaller is too slow for the suite; .ci/run builds and
smoke-tests the real one), installed into and removed from a scratch dpkg root."""

import configparser
import gzip
import hashlib
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
    assert keys["Exec"] == build.NAME  # on the PATH (the .deb writes /usr/games' full path)
    assert keys["Icon"] == build.NAME  # the hicolor icons' name
    assert keys["StartupWMClass"] == build.NAME  # QGuiApplication.setDesktopFileName
    assert keys["Terminal"] == "false"
    assert "CardGame" in keys["Categories"].split(";")


def test_desktop_entry_passes_desktop_file_validate():
    done = subprocess.run(
        [_tool("desktop-file-validate"), LINUX / "braus-desktop.desktop"],
        capture_output=True,
        text=True,
    )
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
    done = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", path], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_control_names_the_package_version_and_what_qt_needs(build):
    text = build.control("1.2.3", "amd64", 4242)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == build.NAME
    assert fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "4242"
    depends = fields["Depends"].split(", ")
    for lib in (
        "libegl1",
        "libgl1",
        "libxkbcommon0",
        "libfontconfig1",
        "libfreetype6",
        "libdbus-1-3",
        "libglib2.0-0",
        "libx11-6",
        "libxcb1",
    ):
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
    library = bundle / "_internal" / "libstand-in.so.1"  # PyInstaller leaves them 0755
    library.write_bytes(b"\x7fELF stand-in")
    library.chmod(0o755)
    icons = build.render_icons(tmp / "icons")
    # this release: the changelog refuses any other
    root = build.deb_root(bundle, icons, tmp / "root", build.version(), build.deb_arch())
    return build.build_deb(root, tmp / "out" / "braus-desktop.deb")


EXPECTED = [
    "./opt/braus-desktop/braus-desktop",
    "./usr/games/braus-desktop -> /opt/braus-desktop/braus-desktop",
    "./usr/games/braus-desktop-cli -> /opt/braus-desktop/braus-desktop",
    "./usr/share/man/man6/braus-desktop.6.gz",
    "./usr/share/man/man6/braus-desktop-cli.6.gz",
    "./usr/share/doc/braus-desktop/changelog.gz",
    "./usr/share/applications/braus-desktop.desktop",
    "./usr/share/icons/hicolor/scalable/apps/braus-desktop.svg",
    "./usr/share/metainfo/io.github.braus_desktop.BrausDesktop.metainfo.xml",
    "./usr/share/doc/braus-desktop/copyright",
    *(
        f"./usr/share/icons/hicolor/{n}x{n}/apps/braus-desktop.png"
        for n in (16, 22, 24, 32, 48, 64, 128, 256, 512)
    ),
]


def test_deb_holds_the_launcher_desktop_entry_icons_and_metainfo(deb, build):
    info = subprocess.run(
        ["dpkg-deb", "--info", deb], capture_output=True, text=True, check=True
    ).stdout
    assert " Package: braus-desktop" in info and f" Version: {build.version()}\n" in info
    listing = subprocess.run(
        ["dpkg-deb", "--contents", deb], capture_output=True, text=True, check=True
    ).stdout
    entries = {" ".join(line.split()[5:]) for line in listing.splitlines()}
    owners = {line.split()[1] for line in listing.splitlines()}
    for path in EXPECTED:
        assert path in entries, path
    assert owners == {"root/root"}
    assert "-rwxr-xr-x" in next(
        line for line in listing.splitlines() if line.endswith("./opt/braus-desktop/braus-desktop")
    )


def test_deb_files_are_0644_but_the_program(deb):
    listing = subprocess.run(
        ["dpkg-deb", "--contents", deb], capture_output=True, text=True, check=True
    ).stdout
    modes = {line.split()[5]: line.split()[0] for line in listing.splitlines()}
    assert modes["./opt/braus-desktop/_internal/libstand-in.so.1"] == "-rw-r--r--"
    files = {path: mode for path, mode in modes.items() if mode.startswith("-")}
    assert {path for path, mode in files.items() if mode != "-rw-r--r--"} == {
        "./opt/braus-desktop/braus-desktop"
    }
    assert all(mode == "drwxr-xr-x" for mode in modes.values() if mode.startswith("d"))


@pytest.fixture(scope="module")
def unpacked(deb, tmp_path_factory):
    root = tmp_path_factory.mktemp("unpacked")
    subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
    subprocess.run(["dpkg-deb", "-e", deb, root / "DEBIAN"], check=True)
    return root


def _gzip_n(path):
    """The file's gzip header checked as `gzip -9n` writes it; its text."""
    data = path.read_bytes()
    flags, mtime, extra = data[3], int.from_bytes(data[4:8], "little"), data[8]
    assert (flags & 0x08, mtime, extra) == (0, 0, 2)  # no name, no time, best compression
    return gzip.decompress(data).decode("utf-8")


def test_deb_changelog_and_manual_pages_are_gzip_9n(unpacked, build):
    changelog = _gzip_n(unpacked / "usr/share/doc/braus-desktop/changelog.gz")
    assert changelog.startswith(f"braus-desktop ({build.version()}) ")
    for command in build.COMMANDS:
        page = _gzip_n(unpacked / f"usr/share/man/man6/{command}.6.gz")
        assert f".TH {command.upper()} 6 " in page
        assert f'Desktop {build.version()}"' in page and "@" not in page  # release filled in


def test_deb_copyright_is_machine_readable_with_a_notice(unpacked):
    text = (unpacked / "usr/share/doc/braus-desktop/copyright").read_text(encoding="utf-8")
    assert text.startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    )
    paragraphs = [dict(re.findall(r"^([A-Za-z-]+): ?(.*)$", p, re.M)) for p in text.split("\n\n")]
    assert paragraphs[1]["Files"] == "*"
    assert re.fullmatch(r"\d{4} The Bräus Desktop developers", paragraphs[1]["Copyright"])
    assert paragraphs[1]["License"] == "GPL-3.0-or-later"
    assert all({"Files", "Copyright", "License"} <= set(p) for p in paragraphs[1:])


def test_deb_desktop_entry_starts_the_game_from_usr_games(unpacked):
    text = (unpacked / "usr/share/applications/braus-desktop.desktop").read_text(encoding="utf-8")
    assert "\nExec=/usr/games/braus-desktop\n" in text


def test_deb_md5sums_cover_every_file(unpacked):
    listed = {}
    for line in (unpacked / "DEBIAN" / "md5sums").read_text(encoding="utf-8").splitlines():
        digest, path = line.split("  ", 1)
        listed[path] = digest
    files = {
        str(p.relative_to(unpacked)): p
        for p in unpacked.rglob("*")
        if p.is_file() and not p.is_symlink() and p.parts[len(unpacked.parts)] != "DEBIAN"
    }
    assert set(listed) == set(files)
    for path, digest in listed.items():
        assert hashlib.md5(files[path].read_bytes()).hexdigest() == digest, path


def test_the_changelog_must_have_this_releases_entry(build):
    assert build.changelog(build.version()).startswith(f"braus-desktop ({build.version()}) ")
    with pytest.raises(SystemExit, match="add an entry for braus-desktop 99.0.0"):
        build.changelog("99.0.0")


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0,
    reason="dpkg --root needs root (CI runs as root)",
)
def test_deb_installs_and_removes_cleanly_in_a_scratch_root(deb, tmp_path):
    dpkg = _tool("dpkg")
    root = tmp_path / "root"
    for sub in ("var/lib/dpkg/info", "var/lib/dpkg/updates"):
        (root / sub).mkdir(parents=True)
    (root / "var/lib/dpkg/status").touch()
    base = [dpkg, f"--root={root}", "--force-script-chrootless"]
    # the scratch root has none of the system libraries the package depends on
    subprocess.run(base + ["--force-depends", "-i", deb], check=True, capture_output=True)
    assert (root / "usr/games/braus-desktop").is_symlink()
    assert (root / "usr/games/braus-desktop-cli").is_symlink()
    assert (root / "usr/share/man/man6/braus-desktop.6.gz").is_file()
    assert (root / "usr/share/applications/braus-desktop.desktop").is_file()
    subprocess.run(base + ["-r", "braus-desktop"], check=True, capture_output=True)
    left = [p for p in root.rglob("*") if not p.is_dir() and "var/lib/dpkg" not in str(p)]
    assert left == []
    assert not (root / "opt" / "braus-desktop").exists()
