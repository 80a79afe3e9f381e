"""Build Bräus Desktop's installers: ``python packaging/build.py``.

Every platform: compiles ``assets/translations/*.ts`` (``pyside6-lrelease``) and
``resources.qrc`` (``pyside6-rcc``, into ``braus_desktop/app/resources_rc.py`` for the
duration of the build only, so a checkout keeps reading ``assets/``), renders the icons
(``build/icons/``: hicolor PNGs, a Windows .ico, a macOS .icns) and runs PyInstaller on
``packaging/braus-desktop.spec`` (one-folder bundle in ``build/pyinstaller/dist/``; on macOS
also "Bräus Desktop.app"). On Linux it then makes ``dist/braus-desktop_<version>_<arch>.deb``
(``--no-deb`` to skip; lintian-clean but for the tags in packaging/linux/lintian-allowed.txt)
and the portable ``dist/braus-desktop-<version>-linux-<arch>.tar.gz``.
On Windows it then makes ``dist/braus-desktop-<version>-win64-setup.exe`` with NSIS
(``packaging/windows/braus-desktop.nsi``; ``--no-installer`` to skip). On Linux,
``--target windows`` makes that same installer under Wine (``packaging/windows/wine.py``).
macOS's .dmg is made from the .app by ``packaging/macos`` (see packaging/README.md). A
missing tool is named, with how to install it, before anything is built (exit status 2).
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import hashlib
import importlib.util
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
NAME = "braus-desktop"
TITLE = "Bräus Desktop"
APP_ID = "io.github.braus_desktop.BrausDesktop"
ICON_SVG = ROOT / "assets" / "icons" / "braus-desktop.svg"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
RESOURCES_MODULE = ROOT / "braus_desktop" / "app" / "resources_rc.py"
INSTALL_PYSIDE = 'it comes with PySide6: install the project with `python3 -m pip install -e ".[package]"`'
# What the .deb needs from the system: the libraries the bundle does not carry (`ldd` of
# every bundled library and plugin, libqxcb.so and libqwayland.so included, resolves only
# these outside it: glibc, GL/EGL, libxcb, Wayland's client libraries), and the ones that
# bring the system's configuration along (fontconfig and its fonts, D-Bus, GLib, X11,
# xkbcommon and its keymaps).
DEB_DEPENDS = ("libc6", "libegl1", "libgl1", "libxcb1", "libwayland-client0",
               "libwayland-cursor0", "libwayland-egl1", "libxkbcommon0", "libfontconfig1",
               "libfreetype6", "libdbus-1-3", "libglib2.0-0", "libx11-6")


# ---------------------------------------------------------------------------- tools
def find_tool(name: str) -> str | None:
    """A command beside this Python (a venv's scripts) or on PATH."""
    beside = shutil.which(name, path=str(Path(sys.executable).parent))
    return beside or shutil.which(name)


def has_module(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def makensis() -> str | None:
    """NSIS's compiler: on PATH, or where its Windows installer puts it."""
    found = find_tool("makensis")
    if found is None and sys.platform == "win32":
        for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
            candidate = Path(base or "C:\\") / "NSIS" / "makensis.exe"
            if candidate.is_file():
                return str(candidate)
    return found


def missing_tools(deb: bool, installer: bool = False) -> list[str]:
    """One sentence per tool this build needs and cannot find, saying how to get it."""
    problems = []
    if not has_module("PyInstaller"):
        problems.append("PyInstaller is missing: install it with "
                        '`python3 -m pip install -e ".[package]"`.')
    for tool in ("pyside6-rcc", "pyside6-lrelease"):
        if find_tool(tool) is None:
            problems.append(f"{tool} is missing: {INSTALL_PYSIDE}.")
    if sys.platform.startswith("linux") and find_tool("strip") is None:
        problems.append("strip is missing (PyInstaller strips the bundle's libraries with it): "
                        "install it with `sudo apt-get install binutils`.")
    if deb and find_tool("dpkg-deb") is None:
        problems.append("dpkg-deb is missing: install it with `sudo apt-get install dpkg` "
                        "(Debian, Ubuntu), or pass --no-deb to build only the portable archive.")
    if installer and makensis() is None:
        problems.append("makensis is missing (NSIS makes the installer): install it with "
                        "`choco install nsis` or from nsis.sourceforge.io, or pass "
                        "--no-installer to build only the bundle.")
    return problems


def run(cmd: list[str], **kwargs) -> None:
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


# ---------------------------------------------------------------------------- resources
def compile_translations() -> list[Path]:
    """Compile every assets/translations/*.ts into the .qm beside it (resources.qrc lists
    the .qm files)."""
    done = []
    for ts in sorted((ROOT / "assets" / "translations").glob("*.ts")):
        qm = ts.with_suffix(".qm")
        run([find_tool("pyside6-lrelease"), "-silent", ts, "-qm", qm])
        done.append(qm)
    return done


def compile_resources(out: Path) -> Path:
    run([find_tool("pyside6-rcc"), "resources.qrc", "-o", out], cwd=ROOT)
    return out


# ---------------------------------------------------------------------------- icons
def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size x size PNG (QtSvg, no screen needed)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication
    if QApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # a QApplication, not a bare QGuiApplication, so widgets can still come later
        render_png.app = QApplication(["build"])  # kept alive for later icons
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not a valid SVG.")
    image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (Windows Vista and later read them)."""
    sizes = sorted(s for s in pngs if s <= 256)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32,
                               len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


# macOS icon types holding PNG data, by pixel size (@2x types reuse the larger images).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' container of PNG chunks, each type at its pixel size."""
    body = b"".join(kind.encode() + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES if size in pngs)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_icons(dest: Path) -> Path:
    """build/icons: hicolor/<n>x<n>/apps PNGs, hicolor/scalable, the .ico and .icns."""
    pngs = {size: render_png(ICON_SVG, size) for size in ICON_SIZES}
    for size, blob in pngs.items():
        target = dest / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
    scalable = dest / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON_SVG, scalable)
    (dest / f"{NAME}.ico").write_bytes(ico_bytes(pngs))
    (dest / f"{NAME}.icns").write_bytes(icns_bytes(pngs))
    return dest


# ---------------------------------------------------------------------------- Linux files
def version() -> str:
    sys.path.insert(0, str(ROOT))
    from braus_desktop import __version__
    return __version__


def release_date() -> str:
    """Today, or SOURCE_DATE_EPOCH's day for a reproducible build."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    day = (datetime.datetime.fromtimestamp(int(epoch), datetime.UTC).date()
           if epoch else datetime.date.today())
    return day.isoformat()


def metainfo(ver: str, date: str) -> str:
    text = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    return text.replace("@VERSION@", ver).replace("@DATE@", date)


def deb_arch() -> str:
    dpkg = find_tool("dpkg")
    if dpkg:
        return subprocess.run([dpkg, "--print-architecture"], capture_output=True,
                              text=True, check=True).stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def control(ver: str, arch: str, installed_kib: int) -> str:
    text = (PACKAGING / "linux" / "control").read_text(encoding="utf-8")
    return (text.replace("@VERSION@", ver).replace("@ARCH@", arch)
            .replace("@SIZE@", str(installed_kib)).replace("@DEPENDS@", ", ".join(DEB_DEPENDS)))


def _tree_kib(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*")) // 1024 + 1


def gzip_n(data: bytes) -> bytes:
    """``gzip -9n``: best compression, no file name or time stamp (the same bytes on
    every build, as Debian wants for changelogs and manual pages)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def changelog(ver: str) -> str:
    """packaging/linux/changelog, the package's Debian changelog; its newest entry must
    be this release's (a release without its entry is refused, not shipped)."""
    text = (PACKAGING / "linux" / "changelog").read_text(encoding="utf-8")
    top = text.split("\n", 1)[0]
    if not top.startswith(f"{NAME} ({ver}) "):
        raise SystemExit(f"packaging/linux/changelog starts with {top!r}: add an entry for "
                         f"{NAME} {ver} at its top first.")
    return text


def man_page(name: str, ver: str, date: str) -> str:
    """packaging/linux/<name>.6 with the release filled in."""
    text = (PACKAGING / "linux" / f"{name}.6").read_text(encoding="utf-8")
    return text.replace("@VERSION@", ver).replace("@DATE@", date)


# The commands the .deb puts on the PATH: a game's are in /usr/games (Debian policy 11.11,
# Section: games), each with its manual page in section 6. Both are links to the one
# bundled program, which runs the CLI when it is started as braus-desktop-cli (launch.py).
COMMANDS = (NAME, f"{NAME}-cli")


def deb_root(bundle: Path, icons: Path, root: Path, ver: str, arch: str) -> Path:
    """Lay out the .deb's files under root: /opt/braus-desktop (the bundle), the
    /usr/games commands with their manual pages, the desktop entry, hicolor icons,
    AppStream metainfo, the changelog and copyright, DEBIAN/control and md5sums."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / "opt" / NAME, symlinks=True)
    (root / "usr" / "games").mkdir(parents=True)
    share = root / "usr" / "share"
    (share / "man" / "man6").mkdir(parents=True)
    date = release_date()
    for command in COMMANDS:
        (root / "usr" / "games" / command).symlink_to(f"/opt/{NAME}/{NAME}")
        (share / "man" / "man6" / f"{command}.6.gz").write_bytes(
            gzip_n(man_page(command, ver, date).encode("utf-8")))
    (share / "applications").mkdir(parents=True)
    # the full path: a session's PATH does not always hold /usr/games
    entry = (PACKAGING / "linux" / f"{NAME}.desktop").read_text(encoding="utf-8")
    (share / "applications" / f"{NAME}.desktop").write_text(
        entry.replace(f"\nExec={NAME}\n", f"\nExec=/usr/games/{NAME}\n"), encoding="utf-8")
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor")
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(
        metainfo(ver, date), encoding="utf-8")
    doc = share / "doc" / NAME
    doc.mkdir(parents=True)
    shutil.copyfile(PACKAGING / "linux" / "copyright", doc / "copyright")
    (doc / "changelog.gz").write_bytes(gzip_n(changelog(ver).encode("utf-8")))
    # dpkg wants 0755 directories whatever the umask; files are 0644 (shared libraries
    # included: nothing runs them) but for the one program
    program = root / "opt" / NAME / NAME
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path == program else 0o644)
    size = _tree_kib(root)
    (root / "DEBIAN").mkdir(mode=0o755)
    (root / "DEBIAN" / "control").write_text(control(ver, arch, size), encoding="utf-8")
    sums = "".join(f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root)}\n"
                   for p in sorted(root.rglob("*"))
                   if p.is_file() and not p.is_symlink() and p.parts[len(root.parts)] != "DEBIAN")
    (root / "DEBIAN" / "md5sums").write_text(sums, encoding="utf-8")
    for name in ("control", "md5sums"):
        (root / "DEBIAN" / name).chmod(0o644)
    return root


def build_deb(root: Path, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    run([find_tool("dpkg-deb"), "--build", "--root-owner-group", root, out],
        stdout=subprocess.DEVNULL)
    return out


def build_tarball(bundle: Path, icons: Path, out: Path, ver: str) -> Path:
    """The portable archive: the bundle in braus-desktop-<version>/, with its icon and
    desktop entry beside it for whoever wants to install them by hand."""
    out.parent.mkdir(parents=True, exist_ok=True)
    top = f"{NAME}-{ver}"
    with tarfile.open(out, "w:gz") as tar:
        tar.add(bundle, arcname=top)
        tar.add(icons / "hicolor" / "256x256" / "apps" / f"{NAME}.png", arcname=f"{top}/{NAME}.png")
        tar.add(PACKAGING / "linux" / f"{NAME}.desktop", arcname=f"{top}/{NAME}.desktop")
    return out


# ---------------------------------------------------------------------------- ELF search paths
DT_NULL, DT_RPATH, DT_RUNPATH, SHT_DYNAMIC = 0, 15, 29, 6


def drop_build_search_paths(path: Path) -> bool:
    """Remove from an ELF file's RPATH/RUNPATH every folder not relative to the file
    (``$ORIGIN``): a Python built outside /usr (pyenv's, setup-python's) links its library
    and extension modules with its own lib folder, which would be searched, before the
    system's, on every player's machine. True when the file was changed. Entries left
    empty are removed from the dynamic section (as ``chrpath -d`` does); shortened ones
    are rewritten in place."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
        return False
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    word = "Q" if wide else "I"
    shoff = struct.unpack_from(order + word, data, 0x28 if wide else 0x20)[0]
    shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A if wide else 0x2E)
    header = order + ("IIQQQQIIQQ" if wide else "IIIIIIIIII")
    sections = [struct.unpack_from(header, data, shoff + i * shentsize) for i in range(shnum)]
    dynamic = next((s for s in sections if s[1] == SHT_DYNAMIC), None)
    if not shoff or dynamic is None:
        return False
    strings = sections[dynamic[6]][4]  # sh_link: the dynamic section's string table
    entry = order + ("qQ" if wide else "iI")
    size = struct.calcsize(entry)
    entries = [struct.unpack_from(entry, data, dynamic[4] + i * size)
               for i in range(dynamic[5] // size)]
    kept, changed = [], False
    for tag, value in entries:
        if tag == DT_NULL:
            break
        if tag in (DT_RPATH, DT_RUNPATH):
            start = strings + value
            text = data[start:data.index(0, start)].decode("utf-8", "replace")
            folders = [f for f in text.split(":") if "$ORIGIN" in f]
            if folders != text.split(":"):
                changed = True
                if not folders:
                    continue
                short = ":".join(folders).encode()
                data[start:start + len(text.encode())] = short.ljust(len(text.encode()), b"\0")
        kept.append((tag, value))
    if not changed:
        return False
    table = b"".join(struct.pack(entry, *e) for e in kept).ljust(len(entries) * size, b"\0")
    data[dynamic[4]:dynamic[4] + len(table)] = table
    path.write_bytes(bytes(data))
    return True


def drop_bundle_search_paths(bundle: Path) -> int:
    """drop_build_search_paths on every shared library and program in the bundle."""
    return sum(drop_build_search_paths(p) for p in sorted(bundle.rglob("*"))
               if p.is_file() and not p.is_symlink())


# ---------------------------------------------------------------------------- Windows
def make_installer(bundle: Path, icon: Path, ver: str) -> Path:
    """dist/braus-desktop-<version>-win64-setup.exe from the bundle, with NSIS
    (packaging/windows/braus-desktop.nsi; the same on Windows and on Linux)."""
    out = DIST / f"{NAME}-{ver}-win64-setup.exe"
    out.parent.mkdir(parents=True, exist_ok=True)
    # makensis reads "-D" on every platform ("/D" only on Windows)
    run([makensis(), "-V2", f"-DVERSION={ver}", f"-DBUNDLE={bundle.resolve()}",
         f"-DICON={icon.resolve()}",
         f"-DOUTFILE={out}", PACKAGING / "windows" / "braus-desktop.nsi"])
    return out


# ---------------------------------------------------------------------------- the build
def pyinstaller() -> Path:
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", BUILD / "pyinstaller" / "dist",
         "--workpath", BUILD / "pyinstaller" / "work", PACKAGING / "braus-desktop.spec"])
    return BUILD / "pyinstaller" / "dist" / NAME


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("--no-deb", action="store_true", help="Linux: skip the .deb")
    parser.add_argument("--no-installer", action="store_true",
                        help="Windows: skip the setup .exe (NSIS)")
    parser.add_argument("--target", choices=("native", "windows"), default="native",
                        help="windows: the Windows installer, built under Wine (Debian/"
                        "Ubuntu x86-64; packaging/windows/wine.py)")
    parser.add_argument("--check", action="store_true",
                        help="only check that the tools the build needs are installed")
    args = parser.parse_args(argv)
    if args.target == "windows" and sys.platform != "win32":
        sys.path.insert(0, str(PACKAGING / "windows"))
        import wine
        if args.check:
            problems = wine.missing_tools()
            for sentence in problems:
                print(sentence, file=sys.stderr)
            if not problems:
                print("every tool the Windows build needs is installed")
            return 2 if problems else 0
        return wine.main(sys.modules[__name__])
    linux = sys.platform.startswith("linux")
    windows = sys.platform == "win32"
    problems = missing_tools(deb=linux and not args.no_deb,
                             installer=windows and not args.no_installer)
    if problems:
        for sentence in problems:
            print(sentence, file=sys.stderr)
        return 2
    if args.check:
        print("every tool the build needs is installed")
        return 0
    start = time.monotonic()
    ver = version()
    compile_translations()
    icons = render_icons(BUILD / "icons")
    try:
        compile_resources(RESOURCES_MODULE)
        bundle = pyinstaller()
    finally:
        RESOURCES_MODULE.unlink(missing_ok=True)  # a checkout keeps reading assets/
    made = [bundle]
    if linux:
        print(f"build machine's library folders dropped from {drop_bundle_search_paths(bundle)} "
              "files' search paths")
        arch = deb_arch()
        made.append(build_tarball(bundle, icons, DIST / f"{NAME}-{ver}-linux-{arch}.tar.gz", ver))
        if not args.no_deb:
            root = deb_root(bundle, icons, BUILD / "deb" / NAME, ver, arch)
            made.append(build_deb(root, DIST / f"{NAME}_{ver}_{arch}.deb"))
    if windows and not args.no_installer:
        made.append(make_installer(bundle, icons / f"{NAME}.ico", ver))
    for path in made:
        print(f"built {path.relative_to(ROOT)}")
    print(f"build took {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
