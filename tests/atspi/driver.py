"""A blind player's session, over AT-SPI: the app read and played the way a screen reader
sees it (issue 47). Run by Debian's /usr/bin/python3 (it has python3-pyatspi), inside
``dbus-run-session``; ``test_screen_reader.py`` starts it and reads its report.

It starts a private X server (Xvfb), the accessibility bus, and the app (with the Python
and source tree it is given) with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1`` on the xcb
platform, then uses only what AT-SPI exposes, names, roles, states, actions, what the app
says (``Session.heard``: a notification shown, which Orca 43 speaks, its words from the
name change just before; or ``object:announcement``) and key presses synthesised through
AT-SPI: it reads its hand from the tree, chooses a legal card by its name (the rules mark
the others unavailable), moves to it with Left and Right until the focused card is that
one, presses Enter, and plays a whole deal so. Afterwards it checks that every card
played at the table was announced, in order, naming the player and the card as the
language says it (the game log's "9♠" worded by the app's own catalogue,
``assets/translations``), and prints a JSON report: per scenario, what went wrong
(nothing, if all is well), the keys pressed and the time from each Enter to the
announcement of that play.

Usage: driver.py --python PY --repo DIR --lang en --scenarios play:braus,lesson:braus
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

import pyatspi
from gi.repository import GLib

KEYS = {
    "Left": 0xFF51,
    "Right": 0xFF53,
    "Return": 0xFF0D,
    "space": 0x20,
    "p": 0x70,
    "l": 0x6C,
    "Down": 0xFF54,
    "Home": 0xFF50,
    "Escape": 0xFF1B,
    "n": 0x6E,
    "Tab": 0xFF09,
}
GAMES = {
    "braus": "Bräus",
    "brus": "Danish Brus",
    "brus_solo": "Solo Brus",
    "brus_iceland": "Icelandic Brús",
    "brag": "Brag",
}
SUITS = "♣♠♥♦"
RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}


# --------------------------------------------------------------------------- the words


class Words:
    """The app's own words in one language, from its catalogue (English: the sources)."""

    def __init__(self, repo: str, lang: str) -> None:
        self.table: dict[tuple[str, str], str] = {}
        if lang != "en":
            root = ET.parse(
                os.path.join(repo, "assets", "translations", f"braus_desktop_{lang}.ts")
            ).getroot()
            for context in root.iter("context"):
                name = context.findtext("name")
                for m in context.iter("message"):
                    self.table[(name, m.findtext("source"))] = m.findtext("translation") or ""

    def __call__(self, context: str, text: str) -> str:
        return self.table.get((context, text)) or text

    def card(self, face: str) -> str:
        """A card's face as the log shows it ("10♥") as the app says it ("ten of hearts")."""
        from_rank = {
            2: "two",
            3: "three",
            4: "four",
            5: "five",
            6: "six",
            7: "seven",
            8: "eight",
            9: "nine",
            10: "ten",
            11: "jack",
            12: "queen",
            13: "king",
            14: "ace",
        }
        suits = ("clubs", "spades", "hearts", "diamonds")
        rank = RANKS.get(face[:-1]) or int(face[:-1])
        return self("Cards", "{rank} of {suit}").format(
            rank=self("Cards", from_rank[rank]), suit=self("Cards", suits[SUITS.index(face[-1])])
        )

    def pattern(self, template: str, cards: str = "(?P<cards>.+)") -> re.Pattern:
        text = re.escape(self("Controller", template))
        text = text.replace(re.escape("{name}"), "(?P<name>[^:;]+?)")
        return re.compile("^" + text.replace(re.escape("{cards}"), cards) + "$")


# the risks first: "plays {cards}." would take "8♠ and risks it" for the cards
PLAY_TEMPLATES = (
    "{name} plays {cards} and risks it.",
    "{name} leads {cards} and risks it.",
    "You play {cards} and risk it.",
    "You lead {cards} and risk it.",
    "{name} plays {cards}.",
    "{name} leads {cards}.",
    "You play {cards}.",
    "You lead {cards}.",
)


def plays_in(lines, words: Words, faces: bool):
    """The plays the lines tell, as (who, [cards]) in order: the log's faces made words."""
    out = []
    for line in lines:
        for template in PLAY_TEMPLATES:
            found = words.pattern(template).match(line)
            if found is None:
                continue
            who = found.groupdict().get("name") or "You"
            cards = found.group("cards")
            tokens = cards.split()
            if faces and all(t[-1] in SUITS for t in tokens):
                names = [words.card(t) for t in tokens]
                and_word = words("Phrase", "{items} and {last}")
                cards = (
                    names[0]
                    if len(names) == 1
                    else and_word.format(items=", ".join(names[:-1]), last=names[-1])
                )
            elif faces:  # another sentence of the same shape ("lägger ut 7♣ som ett stick")
                cards = " ".join(words.card(t) if t[-1] in SUITS else t for t in tokens)
            out.append((who, cards))
            break
    return out


# --------------------------------------------------------------------------- AT-SPI


def pump(seconds: float = 0.05) -> None:
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def kids(node):
    out = []
    try:
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                out.append(child)
    except Exception:  # noqa: BLE001 - an object gone while read: none of its children
        pass
    return out


def find(node, test, depth: int = 0, limit: int = 16):
    try:
        if test(node):
            return node
    except Exception:  # noqa: BLE001
        return None
    if depth >= limit:
        return None
    for child in kids(node):
        found = find(child, test, depth + 1, limit)
        if found is not None:
            return found
    return None


def has(node, state) -> bool:
    try:
        return node.getState().contains(state)
    except Exception:  # noqa: BLE001
        return False


def role(node) -> str:
    try:
        return node.getRoleName()
    except Exception:  # noqa: BLE001
        return ""


# how the app speaks: an announcement event (its words in its data), or a notification
# renamed (the new name in the event's data) and then shown
SAID = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:state-changed:showing",
)
SAME = 2.0  # seconds: the same words by both ways this close together are one sentence


def retried(ask, tries: int = 5):
    """``ask()``, again after a pause if the app was too busy to answer in time (an
    object gone is no reason to ask again)."""
    for n in range(tries):
        try:
            return ask()
        except Exception as exc:  # noqa: BLE001 - AT-SPI's timeout on a busy machine
            if n == tries - 1 or not any(w in str(exc) for w in ("NoReply", "imeout", "timed out")):
                raise
            time.sleep(0.2 * (n + 1))
    return None


class Session:
    """One app under the driver's hands: its tree, its announcements, the keys pressed."""

    def __init__(self, args, words: Words, lang: str) -> None:
        self.args, self.words, self.lang = args, words, lang
        self.told: list[tuple[float, str]] = []  # what the app said, read (``said``)
        self.events: list[tuple[float, str, object, str | None]] = []  # heard, not yet read
        self.names: dict[str, str] = {}  # an object's path -> its name, from its events
        self.roles: dict[str, str] = {}  # an object's path -> its role, once asked
        self.ways: list[str] = []  # how each of ``told`` came: "announcement", "notice"
        self.asked = 0  # notices whose words had to be asked for: none came with its events
        self.keys = 0
        self.app = None
        self.proc = None
        self.problems: list[str] = []
        self.mark = 0  # the announcements before this one were about an earlier game
        self.audited: dict[str, list[str]] = {}  # window -> its unnamed controls

    def audit(self, window, label: str) -> None:
        """Every control of ``window`` a player can reach (focusable, showing) that has
        no name: what a screen reader would call "button" and nothing more."""
        unnamed: list[str] = []

        def walk(node, depth: int) -> None:
            if depth > 20:
                return
            if (
                has(node, pyatspi.STATE_FOCUSABLE)
                and has(node, pyatspi.STATE_SHOWING)
                and not (node.name or "").strip()
            ):
                unnamed.append(role(node))
            for child in kids(node):
                walk(child, depth + 1)

        walk(window, 0)
        self.audited[label] = unnamed

    def heard(self, event) -> None:
        """An event of ``SAID``, kept as it came with the words its data gives: nothing
        is asked of the app here (a busy app may answer too late, or after its next
        sentence); ``said`` reads the events in order."""
        at = time.monotonic()
        kind = event.type
        if kind.startswith("object:announcement"):
            self.events.append((at, "announcement", None, str(event.any_data)))
        elif kind.startswith("object:property-change:accessible-name"):
            self.names[event.source.path] = str(event.any_data or "")
        elif event.detail1:  # showing (a notification is spoken when it appears)
            path = event.source.path
            self.events.append((at, "notice", event.source, self.names.get(path)))

    @property
    def said(self) -> list[tuple[float, str]]:
        """What the app has said, in order, with when it was heard: each announcement,
        and each notification shown (its words from its name change just before, asked
        for only if none came); a sentence heard both ways at once is counted once."""
        while self.events:
            at, kind, source, words = self.events.pop(0)
            if kind == "notice":
                path = source.path
                if path not in self.roles:
                    try:  # (asked again if slow only where the words came: a notice's)
                        self.roles[path] = retried(source.getRoleName, 5 if words else 1)
                    except Exception:  # noqa: BLE001 - gone: not a notice we can read
                        self.roles[path] = ""
                if self.roles[path] != "notification":
                    continue
                if words is None:
                    self.asked += 1
                    try:
                        words = retried(lambda s=source: s.name) or ""
                    except Exception:  # noqa: BLE001
                        words = ""
            words = words or ""
            if self.told and self.told[-1][1] == words and at - self.told[-1][0] < SAME:
                if self.ways[-1] != kind:
                    continue  # the same sentence by the other way
            self.told.append((at, words))
            self.ways.append(kind)
        return self.told

    def listen(self, on: bool = True) -> None:
        """Hear what the app says (``heard``) from now on, or (``on`` False) no more."""
        for kind in SAID:
            if on:
                pyatspi.Registry.registerEventListener(self.heard, kind)
            else:
                pyatspi.Registry.deregisterEventListener(self.heard, kind)

    def start(self) -> None:
        config = tempfile.mkdtemp(prefix="braus-atspi-config-")
        os.makedirs(os.path.join(config, "braus-desktop"))
        with open(
            os.path.join(config, "braus-desktop", "Bräus Desktop.conf"), "w", encoding="utf-8"
        ) as f:
            f.write(
                "[animation]\nspeed=instant\n[play]\nbot_speed=instant\n"
                "confirm_abandon=false\nconfirm_risk=false\n"
                f"[interface]\nlanguage={self.lang}\nwelcomed=true\n"
            )
        self.data = tempfile.mkdtemp(prefix="braus-atspi-data-")
        env = dict(
            os.environ,
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=config,
            PYTHONPATH=self.args.repo,
        )
        self.proc = subprocess.Popen(
            [self.args.python, "-m", "braus_desktop", "--data-dir", self.data],
            env=env,
            cwd=self.args.repo,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        self.config = config
        end = time.monotonic() + 60
        while time.monotonic() < end:
            for app in kids(pyatspi.Registry.getDesktop(0)):
                try:
                    pid = app.get_process_id()
                except Exception:  # noqa: BLE001
                    continue
                if pid == self.proc.pid:
                    self.app = app
            if self.app is not None and self.table() is not None:
                break
            pump(0.2)
        if self.app is None:
            raise RuntimeError("the app never appeared on the accessibility bus")
        self.focus_window()
        frame = find(self.app, lambda o: role(o) == "frame", limit=1)
        if frame is not None:
            self.audit(frame, "main window")

    def focus_window(self) -> None:
        """The X keyboard focus on the app's main window (there is no window manager)."""
        found = subprocess.run(
            ["xdotool", "search", "--pid", str(self.proc.pid), "--name", "Bräus Desktop"],
            capture_output=True,
            text=True,
        ).stdout.split()
        for wid in found:
            subprocess.run(["xdotool", "windowfocus", wid], capture_output=True)
        pump(0.3)

    def stop(self) -> None:
        pump(0.5)
        self.said  # noqa: B018 - what was heard is read while the app can still answer
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for folder in (getattr(self, "config", None), getattr(self, "data", None)):
            if folder:
                shutil.rmtree(folder, ignore_errors=True)

    # -- the tree
    def table(self):
        name = self.words("TableView", "Card table")
        return find(self.app, lambda o: o.name == name and role(o) == "panel", limit=8)

    def part(self, name: str):
        table = self.table()
        wanted = self.words("TableAccess", name)
        for child in kids(table) if table is not None else []:
            if child.name == wanted:
                return child
        return None

    def hand(self) -> list:
        found = self.part("Your hand")
        return kids(found) if found is not None else []

    def my_turn(self) -> bool:
        players = self.part("Players")
        seats = kids(players) if players is not None else []
        return bool(seats) and seats[0].name.endswith(self.words("TableAccess", "your turn"))

    def seat_texts(self) -> list[str]:
        players = self.part("Players")
        return [s.name for s in kids(players)] if players is not None else []

    def button(self, text: str, context: str = "MainWindow"):
        name = self.words(context, text).replace("&", "")
        return find(
            self.app,
            lambda o: (
                role(o) == "push button"
                and o.name == name
                and has(o, pyatspi.STATE_SHOWING)
                and has(o, pyatspi.STATE_SENSITIVE)
            ),
        )

    def press(self, node) -> None:
        node.queryAction().doAction(0)
        pump(0.2)

    # -- keys
    def key(self, name: str, ctrl: bool = False, alt: bool = False) -> float:
        """Press a key (AT-SPI's synthesised key; a chord with Ctrl or Alt through xdotool,
        since AT-SPI presses a modifier by its key code, which differs between servers)."""
        at = time.monotonic()
        if ctrl or alt:
            subprocess.run(["xdotool", "key", f"{'ctrl' if ctrl else 'alt'}+{name}"], check=True)
        else:
            pyatspi.Registry.generateKeyboardEvent(KEYS[name], None, pyatspi.KEY_SYM)
        self.keys += 1
        pump(0.05)
        return at

    def wait(self, test, seconds: float = 20.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if test():
                return True
            pump(0.05)
        return False


# --------------------------------------------------------------------------- playing


def new_game(s: Session, game_id: str) -> None:
    """Game → New game (Ctrl+N), the game chosen in its box by name, started with Enter."""
    s.key("n", ctrl=True)
    dialog_name = s.words("NewGameDialog", "New game")
    if not s.wait(
        lambda: (
            find(s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2)
            is not None
        ),
        20,
    ):
        raise RuntimeError(f"the {dialog_name} dialog did not open")
    dialog = find(s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2)
    s.audit(dialog, "New game")
    box = find(dialog, lambda o: role(o) == "combo box")
    items = [i.name for i in kids(find(box, lambda o: role(o) == "list") or box)]
    wanted = [
        i
        for i, name in enumerate(items)
        if name.endswith(GAMES[game_id]) and (game_id != "brus" or "Solo" not in name)
    ]
    if not wanted:
        raise RuntimeError(f"no {GAMES[game_id]} among the games offered: {items}")
    s.wait(lambda: has(box, pyatspi.STATE_FOCUSED), 5)
    s.key("Home")
    for _ in range(wanted[0]):
        s.key("Down")
    pump(0.3)
    start = s.button("Start game", "NewGameDialog")
    if start is None:
        raise RuntimeError("no Start game button")
    s.mark = len(s.said)  # what the new game says from here on is checked
    s.press(start)
    s.wait(
        lambda: (
            find(s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2)
            is None
        ),
        20,
    )
    s.focus_window()


def arrange(s: Session) -> bool:
    """Brag: the arranger, its Auto-arrange, then Confirm, by their names."""
    auto_name = s.words("ArrangerDialog", "&Auto-arrange").replace("&", "")
    if (
        find(
            s.app,
            lambda o: (
                role(o) == "push button" and o.name == auto_name and has(o, pyatspi.STATE_SHOWING)
            ),
        )
        is None
    ):
        opener = s.button("&Arrange hand…")
        if opener is None:
            return False
        s.press(opener)
    if not s.wait(lambda: s.button("&Auto-arrange", "ArrangerDialog") is not None, 10):
        return False
    s.press(s.button("&Auto-arrange", "ArrangerDialog"))
    dialog = find(s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2)
    if dialog is not None and "arranger" not in s.audited:
        s.audit(dialog, "arranger")
    elif "arranger" not in s.audited:
        pump(0.5)
    names = (s.words("ArrangerDialog", "&Confirm").replace("&", ""), "OK")

    def confirm():
        found = find(
            s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2
        )
        return (
            find(
                found,
                lambda o: (
                    role(o) == "push button" and o.name in names and has(o, pyatspi.STATE_SENSITIVE)
                ),
            )
            if found
            else None
        )

    s.wait(lambda: confirm() is not None, 10)
    ok = confirm()
    if ok is None:
        tops = [(role(k), k.name, has(k, pyatspi.STATE_SHOWING)) for k in kids(s.app)]
        raise RuntimeError(f"the arranger has no Confirm button ({tops})")
    s.press(ok)
    s.focus_window()
    return True


def focus_on(s: Session, target: str) -> bool:
    """Right until the card named ``target`` has the focus (the screen reader's cursor)."""
    for _ in range(len(s.hand()) + 1):
        focused = [c.name for c in s.hand() if has(c, pyatspi.STATE_FOCUSED)]
        if focused and focused[0] == target:
            return True
        s.key("Right")
        s.wait(lambda: any(has(c, pyatspi.STATE_FOCUSED) for c in s.hand()), 2)
    s.problems.append(f"the focus never reached {target}")
    return False


def played(s: Session, key: str, card: str, latency: list[float]) -> bool:
    """Press ``key`` and wait for the app to say we played ``card`` (the time it took goes
    to ``latency``); False if it said something else (a refusal) or nothing."""
    before = len(s.said)
    spoken = card.split(", ")[0]  # "jack of clubs, Spit": the card's name without its role
    mine = [s.words.pattern(t, "(?P<cards>.*)") for t in PLAY_TEMPLATES if t.startswith("You")]

    def told():
        return next(
            (
                t
                for t, text in s.said[before:]
                if any(p.match(text) for p in mine) and spoken in text
            ),
            None,
        )

    at = s.key(key)
    if (
        s.wait(
            lambda: (
                told() is not None
                or any(
                    not text.startswith(s.words("Controller", "Your turn")[:9])
                    for _, text in s.said[before:]
                )
            ),
            10,
        )
        and told() is None
    ):
        pump(0.3)  # a refusal came first: give the play, if any, its moment
    when = told()
    if when is None:
        return False
    latency.append((when - at) * 1000)
    return True


def play_card(s: Session, latency: list[float]) -> bool:
    """Our turn: the first card the rules allow, reached with Left/Right, played with
    Enter; when the rules want several cards together (a Brus multiple trick), the legal
    cards are selected one by one with Space until Enter plays them; Pass (P) if no card
    can be played."""
    cards = s.hand()
    legal = [c.name for c in cards if has(c, pyatspi.STATE_SENSITIVE)]
    if not cards:  # the pack spread to cut (Icelandic Brús): Enter cuts where it points
        s.key("Return")
        pump(0.5)
        return True
    if not legal:
        s.key("p")
        pump(0.3)
        return True
    if not focus_on(s, legal[0]):
        return False
    if played(s, "Return", legal[0], latency):
        return True
    chosen = 0
    for name in legal:
        if not focus_on(s, name):
            return False
        s.key("space")
        chosen += 1
        if chosen >= 2 and played(s, "Return", name, latency):
            return True
    s.key("p")
    pump(0.3)
    return True


def deal_over(s: Session) -> bool:
    return s.button("&Next deal") is not None or s.button("New &match") is not None


def play_deal(s: Session, game_id: str, latency: list[float]) -> None:
    end = time.monotonic() + 120
    while time.monotonic() < end:
        if deal_over(s):
            return
        if game_id == "brag" and arrange(s):
            pump(0.5)
            continue
        if s.my_turn():
            if not play_card(s, latency):
                return
        else:
            pump(0.1)
    s.problems.append(
        "the deal did not end in two minutes; the last words: "
        + " | ".join(text for _, text in s.said[-8:])
    )


def game_log(s: Session) -> list[str]:
    name = s.words("MainWindow", "Game log")
    log = find(s.app, lambda o: role(o) == "list" and o.name == name)
    return [line.name for line in kids(log)] if log is not None else []


def check_told(s: Session, game_id: str) -> dict:
    """Every play of the log announced, in order, with the player and the cards' names."""
    log = game_log(s)
    said = [text for _, text in s.said[s.mark :]]
    logged = plays_in(log, s.words, faces=True)
    told = plays_in(said, s.words, faces=False)
    if game_id == "brag":  # the showdown's tricks: each log line said as it is
        shown = [
            line
            for line in log
            if line.startswith(s.words("Controller", "Trick {n}: {tricks} — nobody wins.")[:5])
        ]
        missing = [line for line in shown if line not in said]
        if not shown:
            s.problems.append("no showdown trick in the log")
        if missing:
            s.problems.append(f"showdown tricks not announced: {missing[:3]}")
        return {"plays": len(shown)}
    if not logged:
        s.problems.append("no play in the game log")
    if logged != told:
        first = next(
            (i for i, (a, b) in enumerate(zip(logged, told)) if a != b), min(len(logged), len(told))
        )
        s.problems.append(
            f"plays logged {len(logged)}, announced {len(told)}; first "
            f"difference at {first}: {logged[first : first + 1]} / "
            f"{told[first : first + 1]}"
        )
        if os.environ.get("BRAUS_ATSPI_DEBUG"):
            print(json.dumps({"log": log, "said": said}, indent=0), file=sys.stderr)
    return {"plays": len(logged)}


def play_scenario(args, words, lang: str, game_id: str) -> dict:
    s = Session(args, words, lang)
    s.listen()
    latency: list[float] = []
    out: dict = {"scenario": f"play:{game_id}", "lang": lang}
    try:
        s.start()
        if game_id != "braus":
            new_game(s, game_id)
        play_deal(s, game_id, latency)
        out.update(check_told(s, game_id))
    except Exception as exc:  # noqa: BLE001 - reported as this scenario's problem
        s.problems.append(f"{type(exc).__name__}: {exc}")
    finally:
        s.listen(False)
        s.stop()
    out.update(
        problems=s.problems,
        keys=s.keys,
        latency_ms=latency,
        announcements=len(s.said),
        asked=s.asked,
        unnamed=s.audited,
    )
    return out


COURSES = {
    "braus": "braus",
    "brus": "brus",
    "brus_solo": "brus-solo",
    "brus_iceland": "brus-iceland",
    "brag": "brag",
}


def open_lesson_one(s: Session, game_id: str) -> None:
    """Help → Lessons… (the menu item's action), the course's row found with Down by its
    name, Enter: the course's first lesson (none is finished yet) begins."""
    with open(
        os.path.join(s.args.repo, "assets", "lessons", f"{COURSES[game_id]}.json"), encoding="utf-8"
    ) as f:
        course = json.load(f)
    title = course["title"].get(s.lang) or course["title"]["en"]
    # the menus' underlined letters, as the catalogue has them (Alt+H, then L in English)
    help_key = s.words("MainWindow", "&Help").split("&")[1][0].lower()
    item_key = s.words("MainWindow", "&Lessons…").split("&")[1][0].lower()
    for _ in range(3):  # (a busy machine may show the menu after the letter was pressed)
        s.key(help_key, alt=True)
        s.wait(
            lambda: (
                find(
                    s.app,
                    lambda o: role(o) == "popup menu" and has(o, pyatspi.STATE_SHOWING),
                    limit=4,
                )
                is not None
            ),
            10,
        )
        subprocess.run(["xdotool", "key", item_key], check=True)
        s.keys += 1
        if s.wait(
            lambda: (
                find(
                    s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2
                )
                is not None
            ),
            30,
        ):
            break
        s.key("Escape")
        s.focus_window()
    else:
        raise RuntimeError("the Lessons dialog did not open")
    dialog = find(s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2)
    s.audit(dialog, "Lessons")
    tree = find(dialog, lambda o: role(o) in ("tree table", "tree", "table"))
    s.key("Home")
    rows = 60  # more than the five courses and their lessons

    def current() -> str:
        cell = find(
            tree,
            lambda o: (
                role(o) in ("table cell", "tree item")
                and (has(o, pyatspi.STATE_FOCUSED) or has(o, pyatspi.STATE_SELECTED))
            ),
            limit=3,
        )
        return cell.name if cell is not None else ""

    for _ in range(rows):
        if current() == title:
            break
        s.key("Down")
        pump(0.1)
    else:
        raise RuntimeError(f"the course {title!r} is not in the lessons' list")
    s.mark = len(s.said)
    s.key("Return")
    s.wait(
        lambda: (
            find(s.app, lambda o: role(o) == "dialog" and has(o, pyatspi.STATE_SHOWING), limit=2)
            is None
        ),
        20,
    )
    s.focus_window()


def lesson_card(s: Session, cards) -> str | None:
    """The card the lesson's last words name among the cards the rules allow now."""
    legal = [c.name for c in cards if has(c, pyatspi.STATE_SENSITIVE)]
    words = " ".join(text for _, text in s.said[s.mark :][-2:])
    named = [c for c in legal if c.split(", ")[0] in words]
    return named[0] if named else None


def play_lesson(s: Session, game_id: str) -> None:
    """Lesson 1 of the game's course by ear: its words heard, the card they name played
    (else the focused one, which the lesson frames), until it says it is finished."""
    open_lesson_one(s, game_id)
    finished = s.words("LessonHost", "Lesson finished.")
    latency: list[float] = []
    end = time.monotonic() + 120
    while time.monotonic() < end:
        said = [text for _, text in s.said[s.mark :]]
        if any(finished in text for text in said):
            if (
                not said
                or s.words("LessonHost", "{course}, lesson {n} of {count}: {title}.").split("{")[0]
                not in said[0]
                and not any(text.startswith(said[0][:5]) for text in said)
            ):
                s.problems.append("the lesson's title and words were not announced")
            if os.environ.get("BRAUS_ATSPI_DEBUG"):
                print(json.dumps(said, indent=0, ensure_ascii=False), file=sys.stderr)
            return
        if game_id == "brag" and arrange(s):
            pump(0.5)
            continue
        if not s.my_turn():
            pump(0.1)
            continue
        cards = s.hand()
        target = lesson_card(s, cards)
        if target is None:
            focused = [
                c.name
                for c in cards
                if has(c, pyatspi.STATE_FOCUSED) and has(c, pyatspi.STATE_SENSITIVE)
            ]
            target = focused[0] if focused else None
        if target is None:
            play_card(s, latency)
            continue
        if focus_on(s, target) and not played(s, "Return", target, latency):
            pump(0.3)
    s.problems.append(
        "the lesson did not finish in two minutes; the last words: "
        + " | ".join(text for _, text in s.said[-6:])
    )


def lesson_scenario(args, words, lang: str, game_id: str) -> dict:
    s = Session(args, words, lang)
    s.listen()
    out: dict = {"scenario": f"lesson:{game_id}", "lang": lang}
    try:
        s.start()
        play_lesson(s, game_id)
    except Exception as exc:  # noqa: BLE001
        s.problems.append(f"{type(exc).__name__}: {exc}")
    finally:
        s.listen(False)
        s.stop()
    out.update(
        problems=s.problems,
        keys=s.keys,
        announcements=len(s.said),
        asked=s.asked,
        unnamed=s.audited,
    )
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--python", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--scenarios", required=True)
    args = parser.parse_args()
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    display = xvfb.stdout.readline().decode().strip()
    os.environ["DISPLAY"] = f":{display}"
    bus = subprocess.Popen(
        ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    report = []
    try:
        time.sleep(1)
        words = Words(args.repo, args.lang)
        for scenario in args.scenarios.split(","):
            kind, game_id = scenario.split(":")
            run = play_scenario if kind == "play" else lesson_scenario
            report.append(run(args, words, args.lang, game_id))
            print(json.dumps(report[-1]), file=sys.stderr, flush=True)
    finally:
        bus.terminate()
        xvfb.terminate()
        bus.wait()
        xvfb.wait()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
