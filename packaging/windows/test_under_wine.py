"""The Windows installer's tests, under Wine (Debian/Ubuntu x86-64): ``.ci/run`` runs
``python3 packaging/windows/test_under_wine.py`` after ``build.py --target windows``.

In a fresh Wine prefix of its own (``build/windows/test-prefix``), as a player would:
1. silent install for the current user (``/S /CurrentUser /D=<folder>``): the program,
   its uninstaller, the Start-menu entry, the Apps & features entry;
2. the installed exe's ``--smoke-test`` (offscreen);
3. a second start on the same data folder hands over to the first (a named pipe on
   Windows) and exits 0; the first then closes as a player closes it (WM_CLOSE, from
   ``taskkill``), so these starts use Qt's Windows platform on Wine's null graphics
   driver: real windows that nobody sees;
4. the installed app (``--watch``) writes a save, statistics rows and a setting; all three
   are byte for byte the same after an upgrade install (a newer version over it) and after
   the uninstall;
5. the uninstaller removes the program folder, the Start-menu entry and the registry entry;
6. the same for all users (``/AllUsers``, Wine's user being an administrator), with the
   desktop shortcut (``/Desktop``).
Then, with the Windows Python of the build prefix, the tests that touch files, locks and
processes (``WINDOWS_TESTS``). Every Wine call has a timeout; the prefixes' wineservers
are killed at the end. Exit status 0 when everything passed.
"""

from __future__ import annotations

import getpass
import hashlib
import shutil
import sqlite3
import struct
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import wine as W  # noqa: E402

ROOT = W.ROOT
TEST_PREFIX = W.WINDOWS / "test-prefix"
FOLDER = "C:\\Games\\BrausDesktop"  # (NSIS's /D= takes no quotes: no space in it)
ORG, APP = "braus-desktop", "Bräus Desktop"
UNINSTALL_KEY = "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\BrausDesktop"
ALL_USERS_KEY = "HKLM" + UNINSTALL_KEY[4:]
ALL_USERS_FOLDER = "C:\\Programs\\BrausDesktop"
MINUTE = 60
# The tests of the files, locks and processes a Windows player's data depends on: the
# save's write-and-rename and its .corrupt copies, the instance lock and hand-over, the
# statistics store, the settings file, game records and the regular-file reader.
WINDOWS_TESTS = (
    "tests/app/test_saves_kept.py",
    "tests/app/test_instance.py",
    "tests/app/test_statistics_store.py",
    "tests/app/test_settings.py",
    "tests/app/test_settings_hostile.py",
    "tests/app/test_stores_closed.py",
    "tests/rules/test_records.py",
)

failures: list[str] = []


def check(what: str, ok: bool, detail: str = "") -> None:
    print(("ok    " if ok else "FAIL  ") + what + (f": {detail}" if detail and not ok else ""),
          flush=True)
    if not ok:
        failures.append(what)


class Installed:
    """The app installed in the test prefix, and where a player's things are."""

    def __init__(self, wine: W.Wine) -> None:
        self.wine = wine
        user = getpass.getuser()
        self.home = wine.drive_c("users", user)
        self.program = wine.drive_c(*FOLDER[3:].split("\\"))
        self.exe = FOLDER + "\\braus-desktop.exe"
        self.start_menu = (self.home / "AppData" / "Roaming" / "Microsoft" / "Windows" /
                           "Start Menu" / "Programs" / f"{APP}.lnk")
        self.data = self.home / "AppData" / "Roaming" / ORG / APP
        self.settings = self.home / "AppData" / "Roaming" / ORG / f"{APP}.ini"

    def start(self, *args: str, env: dict | None = None) -> subprocess.Popen:
        """The installed app, started in the background (its output through a pipe:
        Wine's windowed exe cannot start with it on a regular file)."""
        return subprocess.Popen(["wine", self.exe, *args], stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env={**self.wine.env, **(env or {})}, text=True,
                                errors="replace")

    def registry(self, key: str) -> str:
        done = self.wine.run(["reg", "query", key, "/s"], MINUTE, check=False, quiet=True)
        return done.stdout if done.returncode == 0 else ""


def install(wine: W.Wine, setup: Path, what: str) -> None:
    done = wine.run([W.windows_path(setup), "/S", "/CurrentUser", f"/D={FOLDER}"], 5 * MINUTE,
                    check=False)
    check(f"{what}: the silent install ends with exit status 0", done.returncode == 0,
          str(done.returncode))


def test_install(app: Installed, setup: Path, ver: str) -> None:
    install(app.wine, setup, "install")
    check("the program and its uninstaller are in the chosen folder",
          (app.program / "braus-desktop.exe").is_file()
          and (app.program / "uninstall.exe").is_file()
          and (app.program / "_internal").is_dir())
    check("the Start-menu entry is there", app.start_menu.is_file(), str(app.start_menu))
    entry = app.registry(UNINSTALL_KEY)
    for value in ("DisplayName", "DisplayIcon", "Publisher", "EstimatedSize",
                  "UninstallString", "QuietUninstallString"):
        check(f"Apps & features has {value}", value in entry, entry)
    check("Apps & features shows the version", f"DisplayVersion    REG_SZ    {ver}" in entry,
          entry)
    check("the app's own icon is on the installed exe (every image of its .ico)",
          all(image in (app.program / "braus-desktop.exe").read_bytes()
              for image in ico_images(W.SOURCE / "build" / "icons" / "braus-desktop.ico")))
    check("no desktop shortcut unless asked for",
          not (app.home / "Desktop" / f"{APP}.lnk").exists())


def ico_images(ico: Path) -> list[bytes]:
    """The images (PNG) of a .ico file, as Windows keeps them in an exe's resources."""
    data = ico.read_bytes()
    count = struct.unpack_from("<H", data, 4)[0]
    images = []
    for n in range(count):
        size, offset = struct.unpack_from("<II", data, 6 + 16 * n + 8)
        images.append(data[offset:offset + size])
    return images


def test_smoke(app: Installed) -> None:
    start = time.monotonic()
    done = app.wine.run([app.exe, "--smoke-test"], 10 * MINUTE, check=False,
                        env=W.offscreen())
    check("the installed exe's --smoke-test plays one deal and exits 0",
          done.returncode == 0 and "one deal played" in done.stdout, done.stdout[-2000:])
    print(f"      (smoke test {time.monotonic() - start:.0f} s)")


def wait_for(condition, seconds: float, step: float = 1.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return condition()


def close(app: Installed, proc: subprocess.Popen, what: str) -> str:
    """Close the app's window as the player would (WM_CLOSE, ``taskkill`` without /F);
    its output. Killed if it does not end within two minutes."""
    app.wine.run(["taskkill", "/IM", "braus-desktop.exe"], MINUTE, check=False, quiet=True)
    try:
        out, _ = proc.communicate(timeout=2 * MINUTE)
    except subprocess.TimeoutExpired:
        app.wine.run(["taskkill", "/F", "/IM", "braus-desktop.exe"], MINUTE, check=False,
                     quiet=True)
        proc.kill()
        out, _ = proc.communicate()
        check(f"{what}: the window closes when asked", False, out[-2000:])
        return out
    check(f"{what}: the window closes when asked, exit status 0", proc.returncode == 0,
          f"{proc.returncode}: {out[-2000:]}")
    return out


def test_hand_over(app: Installed) -> None:
    folder = "C:\\handover"
    first = app.start("--data-dir", folder)
    lock = app.wine.drive_c("handover", ".instance.lock")
    try:
        check("the first start takes the data folder's lock", wait_for(lock.exists, 5 * MINUTE))
        # the first may still be starting (its lock taken, not yet listening): a second
        # start then says it did not answer (exit 1); ask again until it is up
        answers = []

        def second_hands_over() -> bool:
            done = app.wine.run([app.exe, "--data-dir", folder], 2 * MINUTE, check=False,
                                quiet=True)
            answers.append((done.returncode, done.stdout.strip()[-300:]))
            return done.returncode == 0

        handed = wait_for(second_hands_over, 5 * MINUTE, step=2.0)
        check("a second start on the same folder hands over to the first and exits 0",
              handed, str(answers))
        check("the first app still runs after the hand-over", first.poll() is None)
    finally:
        if first.poll() is None:
            close(app, first, "hand-over")


def player_data(app: Installed) -> dict[str, object]:
    """What the player has: the save's bytes, the statistics' rows, the settings."""
    watch = app.data / "watch"
    save = watch / "current-match.json"
    rows: object = None
    database = watch / "statistics.sqlite3"
    if database.exists():
        with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as conn:
            rows = conn.execute("SELECT * FROM deals ORDER BY match_key, deal_no").fetchall()
    settings = app.settings.read_text(encoding="utf-8") if app.settings.exists() else None
    return {"save": hashlib.sha256(save.read_bytes()).hexdigest() if save.exists() else None,
            "statistics": rows, "settings": settings}


def test_player_data_kept(app: Installed, upgrade: Path, wine_build: W.Wine) -> dict:
    """A save, statistics rows and a setting written by the installed app."""
    watching = app.start("--watch", env={"BRAUS_WATCH_SPEED": "instant"})
    database = app.data / "watch" / "statistics.sqlite3"

    def recorded() -> bool:
        try:
            with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as conn:
                return conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0] > 0
        except sqlite3.Error:
            return False

    check("the installed app records finished deals (statistics)",
          wait_for(recorded, 5 * MINUTE, step=2.0))
    close(app, watching, "--watch")
    before = player_data(app)
    check("the installed app wrote a save", before["save"] is not None)
    check("and statistics rows", bool(before["statistics"]))
    check("and a setting (the window's layout, at its close)",
          "geometry" in str(before["settings"]).lower(), str(before["settings"])[:500])
    return before


def test_upgrade(app: Installed, upgrade: Path, ver: str, before: dict) -> None:
    install(app.wine, upgrade, "upgrade")
    entry = app.registry(UNINSTALL_KEY)
    check("the upgrade shows its newer version in Apps & features",
          f"DisplayVersion    REG_SZ    {ver}" in entry, entry)
    check("the upgrade went into the same folder", (app.program / "braus-desktop.exe").is_file())
    check("the player's save, statistics and settings are untouched by the upgrade",
          player_data(app) == before)
    done = app.wine.run([app.exe, "--version"], 5 * MINUTE, check=False)
    check("the upgraded app starts", done.returncode == 0, done.stdout[-500:])


def uninstall(app: Installed, key: str, program: Path) -> bool:
    """Run the quiet uninstall Apps & features would run; True once the folder is gone."""
    entry = app.registry(key)
    quiet = next((line.split("REG_SZ", 1)[1].strip() for line in entry.splitlines()
                  if "QuietUninstallString" in line), "")
    uninstaller = quiet.split('"')[1] if quiet.startswith('"') else FOLDER + "\\uninstall.exe"
    flags = quiet.split('"')[2].split() if quiet.startswith('"') else ["/S"]
    app.wine.run([uninstaller, *flags], 5 * MINUTE, check=False)
    # (NSIS's uninstaller copies itself away and runs from there: wait for its work)
    return wait_for(lambda: not program.exists(), 3 * MINUTE)


def test_uninstall(app: Installed, before: dict) -> None:
    gone = uninstall(app, UNINSTALL_KEY, app.program)
    check("the uninstaller removes the program folder", gone,
          str(list(app.program.rglob("*"))[:10]) if app.program.exists() else "")
    check("the uninstaller removes the Start-menu entry", not app.start_menu.exists())
    check("the uninstaller removes the Apps & features entry", app.registry(UNINSTALL_KEY) == "")
    check("the player's save, statistics and settings are untouched by the uninstall",
          player_data(app) == before)


def test_all_users(app: Installed, setup: Path) -> None:
    """For everyone (Wine's user is an administrator), with the desktop shortcut."""
    program = app.wine.drive_c(*ALL_USERS_FOLDER[3:].split("\\"))
    public = app.wine.drive_c("users", "Public", "Desktop", f"{APP}.lnk")
    common = app.wine.drive_c("ProgramData", "Microsoft", "Windows", "Start Menu", "Programs",
                              f"{APP}.lnk")
    done = app.wine.run([W.windows_path(setup), "/S", "/AllUsers", "/Desktop",
                         f"/D={ALL_USERS_FOLDER}"], 5 * MINUTE, check=False)
    check("all users: the silent install ends with exit status 0", done.returncode == 0)
    check("all users: the program is in the chosen folder", (program / "braus-desktop.exe").is_file())
    check("all users: Apps & features for the machine (HKLM)",
          "DisplayName" in app.registry(ALL_USERS_KEY))
    check("all users: the Start-menu entry is everyone's", common.is_file())
    check("/Desktop: the desktop shortcut is there", public.is_file())
    check("all users: nothing in the user's own Apps & features",
          app.registry(UNINSTALL_KEY) == "")
    check("all users: the uninstaller removes the program folder",
          uninstall(app, ALL_USERS_KEY, program))
    check("all users: and the shortcuts and the registry entry",
          not common.exists() and not public.exists() and app.registry(ALL_USERS_KEY) == "")


def test_with_windows_python(wine: W.Wine) -> None:
    """The tests of files, locks and processes, run by the Windows Python under Wine."""
    start = time.monotonic()
    env = {"PYTHONPATH": W.windows_path(ROOT), "PYTHONDONTWRITEBYTECODE": "1",
           **W.offscreen()}
    done = wine.python_run(["-m", "pytest", "-p", "no:cacheprovider", "-q", "-ra",
                            *WINDOWS_TESTS], 30 * MINUTE, check=False, env=env, cwd=ROOT)
    check("the file, lock and process tests pass with the Windows Python",
          done.returncode == 0, done.stdout[-3000:])
    print(f"      (Windows Python tests {time.monotonic() - start:.0f} s)")


def upgrade_setup(ver: str) -> tuple[Path, str]:
    """A newer version's installer, from the same bundle (zlib: quick to make)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import build
    newer = ver + ".1"
    out = W.WINDOWS / f"braus-desktop-{newer}-win64-setup.exe"
    bundle = W.SOURCE / "build" / "pyinstaller" / "dist" / "braus-desktop"
    icon = W.SOURCE / "build" / "icons" / "braus-desktop.ico"
    W.run([build.makensis(), "-V1", f"-DVERSION={newer}", f"-DVERSION4={ver}.1",
           f"-DBUNDLE={bundle}", f"-DICON={icon}", f"-DOUTFILE={out}", "-DFAST",
           ROOT / "packaging" / "windows" / "braus-desktop.nsi"], 10 * MINUTE)
    return out, newer


def main() -> int:
    start = time.monotonic()
    sys.path.insert(0, str(ROOT / "packaging"))
    import build
    ver = build.version()
    setup = ROOT / "dist" / f"braus-desktop-{ver}-win64-setup.exe"
    if not setup.exists():
        print(f"{setup.relative_to(ROOT)} is missing: run "
              "`python3 packaging/build.py --target windows` first.", file=sys.stderr)
        return 2
    shutil.rmtree(TEST_PREFIX, ignore_errors=True)
    wine = W.Wine(TEST_PREFIX)
    wine_build = W.Wine()
    try:
        wine.boot()
        stand_in = W.WINDOWS / "icuuc" / "icuuc.dll"
        if stand_in.exists():  # (the test machine's Wine, as for the build)
            shutil.copyfile(stand_in, wine.drive_c("windows", "system32", "icuuc.dll"))
        app = Installed(wine)
        test_install(app, setup, ver)
        test_smoke(app)
        test_hand_over(app)
        upgrade, newer = upgrade_setup(ver)
        before = test_player_data_kept(app, upgrade, wine_build)
        test_upgrade(app, upgrade, newer, before)
        test_uninstall(app, before)
        test_all_users(app, upgrade)
        test_with_windows_python(wine_build)
    except W.WineError as exc:
        check("every step ends in time", False, str(exc))
    finally:
        wine.kill()
        wine_build.kill()
    print(f"Windows tests under Wine took {time.monotonic() - start:.0f} s: "
          + ("all passed" if not failures else f"{len(failures)} failed: {failures}"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
