"""Orca itself at the table (issue 47): what a real screen reader says while a player
moves along the hand, asks Where am I (W) and Say again (Shift+W), presses Enter on a card
the rules refuse, and plays cards while the computer players play theirs.
Not a test (Orca is optional and not in CI): run by hand where Orca and
speech-dispatcher are installed, with Debian's /usr/bin/python3 (python3-pyatspi):

    dbus-run-session -- /usr/bin/python3 tests/atspi/orca_session.py \\
        --python "$(which python3)" --repo "$PWD" --lang sv --out /tmp/orca

It starts its own X server and accessibility bus (as ``driver.py`` does), Orca with its
debug log in ``--out``, and the app; presses the keys through AT-SPI; then prints each
line Orca spoke (the log's "SPEECH OUTPUT") beside the announcements the app made. No
speech is heard: speech-dispatcher's dummy output (a config under ``--out``) is enough
for Orca to speak into its log (docs/accessibility.md says what Orca 43 said)."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time

import driver
import pyatspi

SPEECHD = 'AddModule "dummy" "sd_dummy" ""\nDefaultModule dummy\n'


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--python", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(os.path.join(args.out, "speech-dispatcher"), exist_ok=True)
    with open(
        os.path.join(args.out, "speech-dispatcher", "speechd.conf"), "w", encoding="utf-8"
    ) as f:
        f.write(SPEECHD)
    os.environ["XDG_CONFIG_HOME"] = args.out  # (speech-dispatcher's and Orca's settings)
    log = os.path.join(args.out, f"orca-{args.lang}.debug")
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    os.environ["DISPLAY"] = f":{xvfb.stdout.readline().decode().strip()}"
    bus = subprocess.Popen(
        ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(1.5)
    orca = subprocess.Popen(
        ["orca", "--replace", f"--debug-file={log}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(6)  # (Orca says "Screen reader on" once it listens)
    session = driver.Session(args, driver.Words(args.repo, args.lang), args.lang)
    session.listen()
    try:
        session.start()
        session.wait(session.my_turn, 30)
        for key in ("Right", "Right", "Right", "Left"):
            session.key(key)
            driver.pump(1.0)
        for keys in ("w", "shift+w"):
            subprocess.run(["xdotool", "key", keys], check=False)
            driver.pump(1.5)
        refused = False
        for turn in range(9):  # (a card is refused only when none beats: turns go by)
            if driver.deal_over(session) or refused and turn > 2:
                break
            if not refused:
                barred = [
                    c.name for c in session.hand() if not driver.has(c, pyatspi.STATE_SENSITIVE)
                ]
                if barred and driver.focus_on(session, barred[0]):
                    session.key("Return")
                    driver.pump(1.5)
                    refused = True
            driver.play_card(session, [])
            driver.pump(3)
            session.wait(lambda: session.my_turn() or driver.deal_over(session), 30)
    finally:
        session.listen(False)
        session.stop()
        orca.terminate()
        orca.wait(timeout=10)
        bus.terminate()
        bus.wait()
        xvfb.terminate()
        xvfb.wait()
    with open(log, encoding="utf-8", errors="replace") as f:
        spoken = re.findall(r"SPEECH OUTPUT: '(.*?)'", f.read())
    for line in spoken:
        print(f"Orca said: {line}")
    for _, line in session.said:
        print(f"announced: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
