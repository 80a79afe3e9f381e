"""How the table paints, not how fast (speed is in benchmarks/gui_speed.py): a card at
rest drawn from its cached device image looks like the card drawn directly; the cache
follows the card's look; the app opens its game after the first frame; the
first-frame option of the benchmark works."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

from braus_desktop.app.main_window import MainWindow
from braus_desktop.app.settings import Settings

WAIT = 60_000


def run_probe(tmp_path, probe: str) -> subprocess.CompletedProcess:
    """``probe`` run by a fresh Python, offscreen, with its home, data and settings in
    ``tmp_path``: a cold start of its own."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    return subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=300
    )


def make_window(qtbot, tmp_path, **kw):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    win = MainWindow(settings, data_dir=tmp_path / "data", **kw)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    return win


def differing(a: QImage, b: QImage, tolerance: int = 60) -> float:
    """The share of pixels whose colours differ by more than ``tolerance`` (sum of RGB)."""
    assert a.size() == b.size()
    bad = total = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += 1
            if (
                abs(p.red() - q.red()) + abs(p.green() - q.green()) + abs(p.blue() - q.blue())
                > tolerance
            ):
                bad += 1
    return bad / total


def test_cached_cards_look_like_cards_drawn_directly(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, defer=True)
    win.show()
    qtbot.waitExposed(win)
    c = win.controller
    c.new_match("braus", {}, ["human", "standard", "standard", "standard"], None, seed=1)
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    view = win.table
    port = view.viewport()
    cached = port.grab().toImage()
    items = list(view._items.values())
    assert all(item.resting for item in items)
    assert all(item._cache is not None for item in items)  # painted from the cache
    for item in items:
        item.set_resting(False)
    direct = port.grab().toImage()
    # the fan is rotated and the cards dimmed: the two differ only at whole-pixel snapping
    assert differing(cached, direct) < 0.02
    # a change of look is drawn at once (the cache is keyed on it)
    for item in items:
        item.set_resting(True)
    card = c.hands[0].cards[0]
    item = view.item_for(card)
    item.set_look(item.face_up, not item.dimmed, item.selected, item.focused)
    port.grab()
    assert item._cache[0][2] == item.dimmed
    c.shutdown()


def test_the_app_deals_after_its_first_frame(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    assert win.controller.match is None  # nothing dealt before the window is painted
    win.show()
    qtbot.waitUntil(lambda: win.controller.match is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: win.controller.human_to_act or win.controller.deal_over, timeout=WAIT)
    assert win.table.item_for(win.controller.hands[0].cards[0]).face_up
    win.controller.shutdown()


def test_the_new_match_is_saved_once_its_deal_is_shown(qtbot, tmp_path):
    """The start's save waits for the deal's first frame (its JSON, snapshot and fsyncs
    are not on the way to it), then holds the match that frame showed."""
    from PySide6.QtCore import QEvent, QObject

    from braus_desktop import rules

    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    save = tmp_path / "data" / "current-match.json"
    table, seen = win.table, []

    class AtTheDeal(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and table.trick is not None and not seen:
                seen.append(save.exists())
            return False

    watch = AtTheDeal()
    table.viewport().installEventFilter(watch)  # (asked before the window's own watchers)
    win.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=WAIT)
    assert seen == [False]  # not saved when the deal's frame is painted ...
    qtbot.waitUntil(save.exists, timeout=WAIT)  # ... but right after it
    c = win.controller
    match, meta = rules.records.load_with_meta(save)
    assert meta["match_id"] == c.match_id
    assert match.deal.hand(0) == c.match.deals[0].hand(0)
    table.viewport().removeEventFilter(watch)
    c.shutdown()


def test_the_deal_shows_its_pack_one_card_at_a_time(qtbot, tmp_path):
    """While the deal is dealt, the cards still waiting at the dealer are hidden under
    the next one to go, face down: the deal's first frame draws the cards in flight and
    the pack's top card, not thirty-six stacked cards with their shadows. Each card is seen from
    the moment it leaves the pack and stays seen; a click that hurries the deal (the
    table's ``finish``) shows every card in its place at once."""
    from PySide6.QtCore import QEvent, QObject

    from braus_desktop.app.table.items import CardItem

    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    win.settings.override("animation/speed", "very-slow")  # (54 ms from card to card)
    table, frames = win.table, []

    def cards():
        return [i for i in table.scene().items() if isinstance(i, CardItem)]

    waiting_face_up = []

    class Frames(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and table.trick is not None:
                frames.append(sum(i.isVisible() for i in cards()))
                if len(frames) == 1:  # the cards still under the pack lie face down
                    waiting_face_up.extend(i for i in cards() if not i.isVisible() and i.face_up)
            return False

    watch = Frames()
    table.viewport().installEventFilter(watch)
    win.show()
    qtbot.waitUntil(lambda: bool(frames), timeout=WAIT)
    assert len(cards()) == 36
    # (a busy machine may paint it late, with more cards gone from the pack by then)
    assert frames[0] < 12
    assert waiting_face_up == []
    qtbot.waitUntil(lambda: len(frames) >= 3, timeout=WAIT)
    assert frames == sorted(frames)  # a card once seen stays seen
    if table.busy:
        table.finish()
    assert all(i.isVisible() for i in cards())
    # each landed as its place says: the player's own hand face up, the others' down
    hands = win.controller.hands
    assert all(table.item_for(x).face_up for x in hands[0].cards)
    assert not any(table.item_for(x).face_up for h in hands[1:] for x in h.cards)
    table.viewport().removeEventFilter(watch)
    win.controller.shutdown()


def test_the_deal_reads_the_faces_it_shows_on_the_gui_thread_and_no_others(
    qtbot, tmp_path, monkeypatch
):
    """The first deal's frame reads the back and the faces it shows face up, on the GUI
    thread, as it draws them; a face lying face down is not read until it is shown
    (issue 45). A worker thread reading faces ahead saved the frame nothing (PySide keeps
    Python's lock while Qt reads an SVG), and handing its renderers over could deadlock
    the app's exit."""
    import threading

    from PySide6.QtCore import QEvent, QObject, QTimer

    from braus_desktop.app import art as art_module
    from braus_desktop.app.table.items import CardItem

    reads: list[tuple[str, str]] = []
    read = art_module._read

    def reading(relative: str) -> bytes | None:
        reads.append((relative, threading.current_thread().name))
        return read(relative)

    monkeypatch.setattr(art_module, "_read", reading)
    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    table, seen, asked = win.table, [], []
    art = table.art

    def shown() -> set[str]:
        game = win.controller.match.game.id
        return {art.back_file()} | {
            art.face_file(i.card, game)
            for i in table.scene().items()
            if isinstance(i, CardItem) and i.face_up and i.isVisible()
        }

    class AtTheDeal(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and table.trick is not None and not seen:
                seen.append(True)  # (what it read is known once it is painted)
                QTimer.singleShot(0, lambda: asked.append(({r for r, _ in reads}, shown())))
            return False

    watch = AtTheDeal()
    table.viewport().installEventFilter(watch)
    win.show()
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
    at_the_frame, faces = asked[0]
    assert art.back_file() in at_the_frame
    assert at_the_frame <= faces
    qtbot.wait(100)  # (a worker reading ahead would have read the others' by now)
    c = win.controller
    game = c.match.game.id
    lying = {
        art.face_file(x, game)
        for h in c.hands[1:]
        for x in h.cards
        if table.item_for(x) is not None and not table.item_for(x).face_up
    }
    assert lying  # (the other hands, face down)
    assert not lying & {r for r, _ in reads}
    assert {name for _, name in reads} == {threading.main_thread().name}
    table.viewport().removeEventFilter(watch)
    c.shutdown()


def test_the_table_keeps_its_size_when_the_deal_arrives(qtbot, tmp_path):
    """The action bar is as tall before the deal's buttons show as after (its words are
    as tall as a button): the table the first frame shows is the one the deal is laid
    out on, not one a few pixels taller, laid out and drawn again."""
    from PySide6.QtCore import QEvent, QObject

    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    table, sizes = win.table, {}

    class Frames(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                sizes.setdefault(
                    "deal" if table.trick is not None else "first",
                    (obj.size(), win.action_bar.height()),
                )
            return False

    watch = Frames()
    table.viewport().installEventFilter(watch)
    win.show()
    qtbot.waitUntil(lambda: "deal" in sizes, timeout=WAIT)
    qtbot.waitUntil(
        lambda: (
            win.next_button.isVisible()
            or win.pass_button.isVisible()
            or win.controller.human_to_act
        ),
        timeout=WAIT,
    )
    assert "first" in sizes and sizes["first"] == sizes["deal"]
    buttons = [b for b in (win.play_button, win.pass_button, win.next_button) if b.isVisible()]
    assert win.action_bar.height() == sizes["first"][1]  # (with the deal's buttons shown)
    assert all(b.height() <= win.turn_label.height() for b in buttons)
    table.viewport().removeEventFilter(watch)
    win.controller.shutdown()


def test_a_small_window_lays_the_deal_out_once_at_the_size_it_keeps(qtbot, tmp_path):
    """In a window too narrow for the score sheet at the side panel's share (800 pixels
    wide), the sheet takes its room before the table lays out the first deal: the deal's
    first frame is painted at the size the table then keeps, not laid out and painted
    again a moment later at a narrower one (its cards moved)."""
    from PySide6.QtCore import QEvent, QObject

    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    win.resize(800, 600)
    table, painted = win.table, []

    class Frames(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and table.trick is not None:
                painted.append(obj.size())
            return False

    watch = Frames()
    table.viewport().installEventFilter(watch)
    layouts = []
    compute = table.table_layout.compute
    table.table_layout.compute = lambda: (layouts.append(table.viewport().size()), compute())[1]
    win.show()
    c = win.controller
    qtbot.waitUntil(lambda: bool(painted) and c.match is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: c.human_to_act or c.deal_over, timeout=WAIT)
    qtbot.wait(200)  # (any later resize has come by now)
    sheet = win.score_view.table
    assert sheet.width() >= sheet.minimumWidth()  # the sheet's numbers are not cut off
    assert painted[0] == table.viewport().size()  # the deal's first frame: its size kept
    assert set(layouts) == {painted[0]}  # laid out at that size only
    table.viewport().removeEventFilter(watch)
    c.shutdown()


def test_a_window_closed_before_its_deal_is_shown_saves_it(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, resume=False, start_after_first_frame=True)
    save = tmp_path / "data" / "current-match.json"
    win._open_after_first_frame()  # dealt, never painted: the save still waits
    assert win.controller.match is not None and not save.exists()
    win.shutdown()
    from braus_desktop import rules

    match, meta = rules.records.load_with_meta(save)
    assert meta["match_id"] == win.controller.match_id


def test_first_frame_exit_option(tmp_path):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    for option in ("--first-frame-exit", "--first-frame-exit=cards"):
        done = subprocess.run(
            [sys.executable, "-m", "braus_desktop", option],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        assert "first frame: painted" in done.stdout and "first frame at " in done.stdout
        assert "first frame's CPU " in done.stdout  # (the process's own, for the benchmark)
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").rglob("*.json"))


def test_the_first_frame_is_painted_before_what_it_does_not_draw_with_loads(tmp_path):
    """The cold start as ``run`` starts it (``--first-frame-exit``), looked at while the
    table's first frame is painted: the bare felt needs neither the table's parts that
    show, move or take a deal (layout, pack, overlays, marks, input, motion) nor its
    cards' items, nor the focus watcher, nor the style for larger words (a window at the
    application's words has none), nor the card art's SVG renderer or the bots' worker,
    nor the classes of the message box and of the settings dialog's widgets; they load
    after that frame, when first asked for."""
    probe = (
        "import sys\n"
        "from PySide6.QtCore import QEvent\n"
        "from braus_desktop.app import main\n"
        "seen = []\n"
        "NOT_MADE = ('QMessageBox', 'QStyleOptionViewItem', 'QFormLayout', 'QComboBox',\n"
        "            'QDialogButtonBox', 'QColorDialog')\n"
        "watch = main._QuitAfterPaint.eventFilter\n"
        "def at_paint(self, obj, event):\n"
        "    if event.type() == QEvent.Type.Paint and not seen:\n"
        "        seen.append(sorted(sys.modules))\n"
        "        from PySide6 import QtWidgets\n"  # classes made for Python when first named
        "        made = [n for n in NOT_MADE if n in vars(QtWidgets)]\n"
        "        print('classes made: ' + ' '.join(made))\n"
        "    return watch(self, obj, event)\n"
        "main._QuitAfterPaint.eventFilter = at_paint\n"
        "code = main.run(['--first-frame-exit'])\n"
        "print('loaded at the first paint: ' + ' '.join(seen[0] if seen else []))\n"
        "sys.exit(code)\n"
    )
    done = run_probe(tmp_path, probe)
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stdout.splitlines() if x.startswith("loaded at the first paint:"))
    loaded = set(line.split(":", 1)[1].split())
    assert {
        "braus_desktop.app.table.view",
        "braus_desktop.app.sizes",
        "braus_desktop.app.menus",
    } <= loaded
    later = {
        "braus_desktop.app.table.pack",
        "braus_desktop.app.table.overlays",
        "braus_desktop.app.table.review",
        "braus_desktop.app.table.marks",
        "braus_desktop.app.table.input",
        "braus_desktop.app.table.layout",
        "braus_desktop.app.table.motion",
        "braus_desktop.app.table.items",
        "braus_desktop.app.table.piles",
        "braus_desktop.app.table.open_hands",
        "braus_desktop.app.focus",
        "braus_desktop.app.roomy",
        # the table as a screen reader reads it: made when assistive technology asks
        "braus_desktop.app.table.access",
        "braus_desktop.rules.core",
        "braus_desktop.app.dialogs.new_game",
        "braus_desktop.app.dialogs.welcome",
        # the card art's SVG module, the bots' worker's executor
        "PySide6.QtSvg",
        "concurrent.futures",
    }
    assert not later & loaded
    # nor are the message box's, the log's item options' and the settings dialog's
    # widgets' classes made (PySide makes a class with all its enums the first time
    # Python names it: 1.3 ms for the first two, 2 ms for the dialog's)
    assert "classes made: " in done.stdout.splitlines()


def test_the_first_frame_with_the_deal_waits_for_nothing_it_does_not_draw(tmp_path):
    """The cold start as ``run`` starts it, looked at while the first frame with the deal
    on the table is painted (``--first-frame-exit=cards``): the deal's own modules are
    loaded (the rules, the table's cards), but not the computer players (made for their
    first decision, once the cards are dealt), the statistics recorder, its
    store or SQLite, the coach (review, par), the open hands' layout, the sheet of
    tricks, nor ``uuid`` or ``secrets`` (whose ``hmac`` loads OpenSSL: the match's
    identity is ``os.urandom``'s). Nor has PySide made every one of its classes (with their
    enums, 15 to 30 ms): it does that the first time it is handed a plain ``QObject`` still
    being built, as the dialogs' watcher is by a ``QObject`` made with the window for its
    parent. The statistics recorder is made right after that frame, and the coach's
    modules are loaded then (issue 45)."""
    probe = (
        "import sys, time\n"
        "from PySide6.QtCore import QEvent, QTimer\n"
        "from braus_desktop.app import main\n"
        "seen = []\n"
        "watch = main._QuitAfterPaint.eventFilter\n"
        "def at_paint(self, obj, event):\n"
        "    if event.type() == QEvent.Type.Paint and not seen and self.ready():\n"
        "        seen.append(sorted(sys.modules))\n"
        "        from PySide6 import QtWidgets\n"  # a class the start never uses: made?
        "        print('all of Qt made: ' + str('QWizard' in vars(QtWidgets)))\n"
        "    return watch(self, obj, event)\n"
        "main._QuitAfterPaint.eventFilter = at_paint\n"
        "quit_after = main._QuitAfterPaint._painted\n"
        "def later(self):\n"  # after that frame: what waited for it is made
        "    print('loaded at the report: ' + ' '.join(sorted(sys.modules)))\n"
        "    end = time.monotonic() + 60\n"
        "    def look():\n"  # (the coach's first look comes once the cards are dealt)
        "        if 'braus_desktop.bots.coaching' in sys.modules or time.monotonic() > end:\n"
        "            print('loaded after: ' + ' '.join(sorted(sys.modules)))\n"
        "            quit_after(self)\n"
        "        else:\n"
        "            QTimer.singleShot(50, look)\n"
        "    QTimer.singleShot(200, look)\n"
        "main._QuitAfterPaint._painted = later\n"
        "code = main.run(['--first-frame-exit=cards'])\n"
        "print('loaded at the first paint: ' + ' '.join(seen[0] if seen else []))\n"
        "sys.exit(code)\n"
    )
    done = run_probe(tmp_path, probe)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    line = next(x for x in lines if x.startswith("loaded at the first paint:"))
    loaded = set(line.split(":", 1)[1].split())
    assert {"braus_desktop.rules.braus", "braus_desktop.app.table.items"} <= loaded
    deferred = {
        # the computer players are made for their first decision, once the cards are dealt
        "braus_desktop.bots.braus_bots",
        "braus_desktop.bots.knowledge",
        "braus_desktop.bots.hints",
        "braus_desktop.app.store.recorder",
        "braus_desktop.app.store.statistics",
        "sqlite3",
        "braus_desktop.bots.review",
        "braus_desktop.bots.par",
        "braus_desktop.app.table.open_hands",
        "braus_desktop.app.table.review",
        "braus_desktop.app.dialogs.statistics_dialog",
        # no screen reader listens: the deal's announcements load nothing for it
        "braus_desktop.app.table.access",
        "uuid",
        "secrets",
        "hmac",
        "hashlib",
    }
    assert not deferred & loaded, deferred & loaded
    assert "all of Qt made: False" in lines
    after = set(next(x for x in lines if x.startswith("loaded after:")).split(":", 1)[1].split())
    assert "braus_desktop.app.store.recorder" in after  # (the statistics are kept)
    # the coach's first look at the deal (at its first turn: before that frame where the
    # deal is shown at once, as a resumed one is) waits for the frame too, and then comes
    report = next(x for x in lines if x.startswith("loaded at the report:"))
    coach = {"braus_desktop.bots.coaching", "braus_desktop.rules.played"}
    assert not coach & set(report.split(":", 1)[1].split())
    assert coach <= after


def test_the_collector_waits_for_the_deal_then_runs_again(tmp_path):
    """A start through the front door (``python -m braus_desktop``, ``braus-desktop``)
    switches Python's cyclic garbage collector off, its passes over the start's objects
    being 6 to 8 ms of CPU before the deal is shown, and on again once the frame with the
    deal has been painted; and on whenever the start returns."""
    probe = (
        "import gc, sys\n"
        "from PySide6.QtCore import QEvent, QTimer\n"
        "from braus_desktop.app import main\n"
        "import braus_desktop.__main__ as front\n"
        "seen = []\n"
        "watch = main._QuitAfterPaint.eventFilter\n"
        "def at_paint(self, obj, event):\n"
        "    if event.type() == QEvent.Type.Paint and self.ready() and not seen:\n"
        "        seen.append(gc.isenabled())\n"
        "    return watch(self, obj, event)\n"
        "main._QuitAfterPaint.eventFilter = at_paint\n"
        "quit_after = main._QuitAfterPaint._painted\n"
        "def later(self):\n"
        "    def look():\n"
        "        print('collecting after the frame: ' + str(gc.isenabled()))\n"
        "        quit_after(self)\n"
        "    QTimer.singleShot(200, look)\n"
        "main._QuitAfterPaint._painted = later\n"
        "print('collecting before: ' + str(gc.isenabled()))\n"
        "code = front.main(['--first-frame-exit=cards'])\n"
        "print('collecting at the frame: ' + str(seen))\n"
        "print('collecting at the end: ' + str(gc.isenabled()))\n"
        "try:\n"
        "    front.main(['--version'])\n"  # (argparse ends it with SystemExit)
        "except SystemExit:\n"
        "    pass\n"
        "print('collecting after the version: ' + str(gc.isenabled()))\n"
        "sys.exit(code)\n"
    )
    done = run_probe(tmp_path, probe)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "collecting before: True" in lines
    assert "collecting at the frame: [False]" in lines
    assert "collecting after the frame: True" in lines
    assert "collecting at the end: True" in lines
    assert "collecting after the version: True" in lines


def test_a_resumed_deal_is_shown_before_the_coach_looks_at_it(tmp_path):
    """A resumed deal is shown at once, its first turn before its first frame: the coach
    looks at that turn (loading ``bots.coaching`` and ``PlayedDeal``, 10 to 15 ms) only
    once the frame with the deal is painted, and then does."""
    data = tmp_path / "data"
    saving = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from braus_desktop.app.main import application\n"
        "from braus_desktop.app.main_window import MainWindow\n"
        "from braus_desktop.app.settings import Settings\n"
        "app = application()\n"
        "s = Settings(QSettings(sys.argv[1] + '/s.ini', QSettings.IniFormat))\n"
        "s.override('animation/speed', 'instant')\n"
        "w = MainWindow(s, data_dir=sys.argv[1], resume=False, defer=True)\n"
        "c = w.controller\n"
        "c.new_match('braus', {}, ['human', 'standard', 'standard', 'standard'], None, seed=3)\n"
        "c.session.save()\n"
        "w.shutdown()\n"
    )
    probe = (
        "import sys, time\n"
        "from PySide6.QtCore import QEvent, QObject, QSettings, QTimer\n"
        "from braus_desktop.app.main import application\n"
        "from braus_desktop.app.main_window import MainWindow\n"
        "from braus_desktop.app.settings import Settings\n"
        "app = application()\n"
        "s = Settings(QSettings(sys.argv[1] + '/s.ini', QSettings.IniFormat))\n"
        "w = MainWindow(s, data_dir=sys.argv[1], start_after_first_frame=True)\n"
        "seen = []\n"
        "class Frames(QObject):\n"
        "    def eventFilter(self, obj, event):\n"
        "        if event.type() == QEvent.Type.Paint and w.table.trick is not None and not seen:\n"
        "            seen.append(w.controller.match.deal.current_player)\n"
        "            print('coach at the frame: ' + str('braus_desktop.bots.coaching' in sys.modules))\n"
        "        return False\n"
        "watch = Frames()\n"
        "w.table.viewport().installEventFilter(watch)\n"
        "w.show()\n"
        "end = time.monotonic() + 60\n"
        "def look():\n"
        "    if (seen and 'braus_desktop.bots.coaching' in sys.modules) or time.monotonic() > end:\n"
        "        print('coach after: ' + str('braus_desktop.bots.coaching' in sys.modules))\n"
        "        app.quit()\n"
        "    else:\n"
        "        QTimer.singleShot(50, look)\n"
        "QTimer.singleShot(50, look)\n"
        "app.exec()\n"
        "w.table.viewport().removeEventFilter(watch)\n"
        "w.shutdown()\n"
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    data.mkdir()
    for script in (saving, probe):
        done = subprocess.run(
            [sys.executable, "-c", script, str(data)],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
    assert (data / "current-match.json").exists()
    lines = done.stdout.splitlines()
    assert "coach at the frame: False" in lines
    assert "coach after: True" in lines


def test_the_window_is_built_before_the_rules_bots_and_dialogs_load(tmp_path):
    """The cold-start figure rests on this: building and showing the window imports the
    card table but not the rules engine, the bots or the dialogs; they load with the
    first deal, after the first frame."""
    probe = (
        "import sys, tempfile\n"
        "from PySide6.QtCore import QSettings\n"
        "from braus_desktop.app.main import application\n"
        "from braus_desktop.app.main_window import MainWindow\n"
        "from braus_desktop.app.settings import Settings\n"
        "app = application()\n"
        "tmp = tempfile.mkdtemp()\n"
        "s = Settings(QSettings(tmp + '/s.ini', QSettings.IniFormat))\n"
        "w = MainWindow(s, data_dir=tmp, resume=False, start_after_first_frame=True)\n"
        "w.show()\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('braus_desktop'))))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "braus_desktop.app.table" in loaded
    early = {
        "braus_desktop.rules.core",
        "braus_desktop.rules.match",
        "braus_desktop.bots",
        "braus_desktop.app.dialogs.new_game",
        "braus_desktop.app.score_sheet",
        "braus_desktop.app.dialogs.arranger",
    } & loaded
    assert not early


def test_pyside_reads_none_of_the_apps_modules_for_its_features(tmp_path):
    """PySide reads the source of every module imported after it to find its optional
    ``__feature__`` switches; the app enters its own modules beforehand with the default
    selection (``compat.spare_feature_scan``), so starting the window reads none of them,
    and every one of them has the default (no feature switched on). Nor does it read the
    standard library's modules loaded later (entered as -1, "ignore", as are those
    loaded before PySide, before the probe's count begins)."""
    probe = (
        "import sys\n"
        "import braus_desktop.app\n"
        "feature = sys.modules['shibokensupport.feature']\n"
        "read = []\n"
        "reading = feature._mod_uses_pyside\n"
        "def counted(module):\n"
        "    read.append(module.__name__)\n"
        "    return reading(module)\n"
        "feature._mod_uses_pyside = counted\n"
        "from braus_desktop.app import main\n"
        "code = main.run(['--first-frame-exit=cards'])\n"
        "ours = sorted(n for n in sys.modules if n.startswith('braus_desktop.'))\n"
        "table = feature.pyside_feature_dict\n"
        "print('read: ' + ' '.join(n for n in read if n.startswith('braus_desktop')))\n"
        "print('others read: ' + str(len(read)))\n"
        "print('standard read: ' + ' '.join(n for n in read if n in sys.stdlib_module_names))\n"
        "print('selections: ' + ' '.join(sorted({str(table.get(n)) for n in ours})))\n"
        "print('modules: ' + str(len(ours)))\n"
        "sys.exit(code)\n"
    )
    done = run_probe(tmp_path, probe)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert lines["read"] == ""  # none of the app's modules read
    assert lines["standard read"] == ""  # nor a module of the standard library
    assert int(lines["others read"]) > 0  # (the probe does see PySide read the others)
    assert int(lines["modules"]) > 50 and lines["selections"] == "0"
