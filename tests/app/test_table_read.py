"""The table can be read (issue 21, items 7-13): nothing on it clipped, covered or gone
too fast to see."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

WAIT = 60_000


def bot_deal(qtbot, window, game, options=None, n=4, seed=1):
    c = window.controller
    levels = ["greedy" if game == "brag" else "standard"] * n
    c.new_match(game, options or {}, levels, None, seed=seed)
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    return c


def wrapped_lines(text: str, font, width: float) -> list[str]:
    """``text`` as Qt word-wraps it in ``font`` at ``width``: one string a line."""
    from PySide6.QtGui import QTextLayout, QTextOption

    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout = QTextLayout(text, font)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def text_fits(plate) -> bool:
    """Whether the plate's text, wrapped as it is painted, fits the room it is painted in."""
    room = plate.text_rect()
    need = QFontMetricsF(plate.font).boundingRect(
        room, Qt.TextWordWrap | Qt.AlignCenter, plate.painted
    )
    inside = plate.rect.adjusted(4, 4, -4, -4)
    return (
        need.height() <= room.height() + 0.5
        and need.width() <= room.width() + 0.5
        and inside.contains(need)
    )


@pytest.mark.parametrize(
    "language",
    [  # deals played to their banner: English in the fast lane
        "en",
        *(pytest.param(code, marks=pytest.mark.slow) for code in ("sv", "da", "is")),
    ],
)
def test_the_end_of_deal_banner_shows_all_its_text_and_grows_with_the_table(
    qtbot, window, in_language, language
):
    in_language(language)
    view = window.table
    heights = []
    sizes = (
        (1024, 768),
        (1100, 800),
        (1280, 800),
        (1366, 768),
        (1600, 900),
        (1920, 1080),
        (2560, 1440),
        (3840, 2160),
    )
    for seed in (1, 2, 3):
        bot_deal(qtbot, window, "braus", seed=seed)
        for size in sizes:
            window.resize(*size)
            qtbot.wait(0)
            text = view.banner_text
            assert text
            view.show_banner(text)  # as the window shows it at this size
            plate = view.overlays._banner
            assert text_fits(plate), (seed, size, text)
            rect = plate.mapRectToScene(plate.rect)
            assert view.sceneRect().contains(rect), (seed, size)
            for seat in range(4):
                badge = view.badge(seat)
                plate_rect = badge.mapRectToScene(badge.boundingRect().adjusted(14, 14, -14, -14))
                assert not rect.intersects(plate_rect), (seed, size, seat)
            if seed == 1 and size in ((1024, 768), (1920, 1080), (3840, 2160)):
                heights.append(plate.font.pixelSize())
    assert heights[0] < heights[1] < heights[2]


@pytest.mark.parametrize(
    "text",
    [
        "You and North win the hand (5\u20133 tricks): 1 point.\n\nClick here or press Next deal.",
        "Ni och Nord vinner handen (5\u20133 stick): 1 poäng.\n\nKlicka här eller tryck på Nästa giv.",
        "West wins the hand (5 tricks). Tricks: West 5, You 2, East 0. West discards 3 sticks in all "
        "for this hand.",
        "West wins the deal with 3 of 5 tricks: 3 points. Points: You 0, West 3, East 2.",
    ],
)
def test_the_banner_keeps_a_number_on_the_line_of_its_word(qapp, text):
    """At 1024x768 "…(5–3 tricks): 1" ended a line of the banner and "point." began the
    next: at any width a number and the word after it stay on one line."""
    from braus_desktop.app.table.items import TextPlate

    for width in range(160, 520, 6):
        plate = TextPlate(text, 16, banner=True, max_width=width)
        for paragraph in plate.painted.split("\n"):
            lines = wrapped_lines(paragraph, plate.font, plate.wrap_width)
            for first, second in zip(lines, lines[1:]):
                assert not (first.rstrip()[-1:].isdigit() and second[:1].isalpha()), (width, lines)
                # nor a name from its score ("Points: You 0, West" / "3, East 2.")
                assert not (first.rstrip()[-1:].isalpha() and re.match(r"\d+[,.]", second)), (
                    width,
                    lines,
                )


@pytest.mark.parametrize("seed", [1, *(pytest.param(s, marks=pytest.mark.slow) for s in (2, 3))])
def test_a_solo_hand_says_whose_tricks_are_whose(qtbot, window, seed):
    """Three players: "(5–2–0 tricks)" did not say who took the 2. The winner's line gives
    its own count, and the next names every player's."""
    c = bot_deal(qtbot, window, "brus-solo", n=3, seed=seed)
    text = window.table.banner_text
    tricks = c.state.result().tricks
    m = re.search(r"Tricks: (\w+) (\d+), (\w+) (\d+), (\w+) (\d+)\.", text)
    assert m, text
    named = {m[1]: int(m[2]), m[3]: int(m[4]), m[5]: int(m[6])}
    names = c.names
    assert named == {names[seat]: tricks[seat] for seat in range(3)}
    # no bare "5–2–0" before it (a split all alike, "4–4–4", leaves no one to name)
    bare = re.findall(r"(\d+)\u2013(\d+)\u2013(\d+)", text.split("Tricks:")[0])
    assert all(len(set(counts)) == 1 for counts in bare), text
    winner = c.state.result().winner
    if winner is not None:
        assert m[1] == names[winner] and f"({tricks[winner]} tricks)" in text


SHEET_GAMES = [
    ("braus", {}, 4),
    ("braus", {"players": 6}, 6),
    ("brus", {}, 4),
    ("brus-solo", {}, 3),
    ("brus-iceland", {}, 4),
    ("brag", {"players": 3}, 3),
    ("brag", {"players": 4}, 4),
]


def fits(font, rect, text) -> bool:
    from PySide6.QtGui import QFontMetrics

    need = QFontMetrics(font).boundingRect(rect.toRect(), int(Qt.TextWordWrap | Qt.AlignLeft), text)
    return need.width() <= rect.width() + 1 and need.height() <= rect.height() + 1


@pytest.mark.parametrize(
    "language",
    [  # six deals played: English in the fast lane
        "en",
        *(pytest.param(code, marks=pytest.mark.slow) for code in ("sv", "da", "is")),
    ],
)
def test_the_score_sheet_cuts_no_word_and_shows_six_deals_at_1024x768(
    qtbot, window, in_language, language
):
    in_language(language)
    window.resize(1024, 768)
    for game, options, n in SHEET_GAMES:
        c = bot_deal(qtbot, window, game, options, n)
        window.next_deal()
        qtbot.wait(0)
        sheet = window.score_view
        tally = sheet.tally
        items, height = tally.arrange(tally.width())
        assert tally.height() >= height - 1, game
        for what, rect, text, font, _side in items:
            if text:
                assert fits(font, rect, text), (game, n, what, text, rect.width())
                assert QRectF(tally.rect()).contains(rect), (game, n, what, text)
        table = sheet.table
        header = table.horizontalHeader()
        from PySide6.QtGui import QFontMetrics

        fm = QFontMetrics(header.font())
        model = table.model()
        for col in range(model.columnCount()):
            if table.isColumnHidden(col):
                continue
            words = model.headerData(col, Qt.Horizontal)
            assert fm.horizontalAdvance(words) + 6 <= table.columnWidth(col), (game, words)
        # the columns fill the table's width: no bare strip of header after Total (the
        # dealer's column gives way in a narrow panel, and the total takes its room)
        shown = sum(
            table.columnWidth(col)
            for col in range(model.columnCount())
            if not table.isColumnHidden(col)
        )
        assert shown >= table.viewport().width() - 1, (game, n, shown)
        assert shown <= table.viewport().width(), (game, n, shown)  # nothing scrolled off
        assert not table.horizontalScrollBar().isVisible(), (game, n)
        rows = table.viewport().height() / table.verticalHeader().defaultSectionSize()
        assert rows >= 6, (game, n, rows)
        c.shutdown()


LAYOUT_GAMES = [
    ("braus", {}, 4),
    ("braus", {"players": 6}, 6),
    ("brus", {}, 4),
    ("brus-solo", {}, 3),
    ("brus-iceland", {}, 4),
    ("brag", {"players": 3}, 3),
    ("brag", {"players": 4}, 4),
]
SIZES = ((1024, 768), (1920, 1080), (3840, 2160))


def table_objects(view) -> dict[str, list]:
    """Everything a player reads on the table, as scene polygons by name: each name
    plate with its dealer chip, each hand, the trick, each side's won tricks and their
    count, the stock and its count, the banner."""
    from PySide6.QtGui import QPolygonF

    def card_poly(item):
        return item.mapToScene(item.shape().boundingRect())

    out: dict[str, list] = {}
    for seat in range(view.n):
        badge = view.badge(seat)
        polys = [badge.mapToScene(badge.boundingRect().adjusted(14, 14, -14, -14))]
        if badge.dealer:
            w, h = badge.size
            r = h * 0.26
            cx, cy = w / 2 - r * 0.2, -h / 2 + r * 0.2
            polys.append(badge.mapToScene(QRectF(cx - r, cy - r, 2 * r, 2 * r)))
        out[f"plate {seat}"] = polys
    for seat, model in enumerate(view.hands):
        out[f"hand {seat}"] = [card_poly(view.item_for(c)) for c in model.cards]
    for play in view.trick.plays:  # each play apart: no card of a set under another's
        out[f"trick {play.seat}"] = [card_poly(view.item_for(c)) for c in play.cards]
    for trick in view.won.tricks:
        out.setdefault(f"won {trick.side}", []).extend(
            card_poly(view.item_for(c)) for c in trick.cards
        )
    for side, label in view.marks.pile_labels.items():
        if label.isVisible():
            out.setdefault(f"won {side}", []).append(QPolygonF(label.sceneBoundingRect()))
    stock = [card_poly(i) for i in view.pack.stock_items]
    if view.pack.stock_label is not None and view.pack.stock_label.isVisible():
        # the count apart from the pack: it lay on the pack's top card
        out["stock count"] = [QPolygonF(view.pack.stock_label.sceneBoundingRect())]
    if view.bottom_card is not None:  # the Icelandic cut's card and its caption
        stock.append(card_poly(view.pack.bottom_item))
        stock.append(QPolygonF(view.pack.bottom_label.sceneBoundingRect()))
    out["stock"] = stock
    if view.overlays._banner is not None:
        out["banner"] = [view.overlays._banner.mapToScene(view.overlays._banner.rect)]
    if view.overlays._sheet is not None:  # the Brag showdown's sheet is the banner there
        out["banner"] = [view.overlays._sheet.mapToScene(view.overlays._sheet.rect)]
    return {k: v for k, v in out.items() if v}


def overlaps(view) -> list[tuple[str, str]]:
    objects = table_objects(view)
    names = sorted(objects)
    found = []
    scene = QPolygonF_of(view.sceneRect())
    for i, a in enumerate(names):
        for pa in objects[a]:
            if not scene.containsPoint(pa.boundingRect().center(), Qt.OddEvenFill):
                found.append((a, "off the table"))
        for b in names[i + 1 :]:
            if any(pa.intersects(pb) for pa in objects[a] for pb in objects[b]):
                found.append((a, b))
    return found


def QPolygonF_of(rect):
    from PySide6.QtGui import QPolygonF

    return QPolygonF(rect)


@pytest.mark.parametrize(
    "game,options,n",
    [  # a whole deal: Bräus (4) in the fast lane
        case if case == LAYOUT_GAMES[0] else pytest.param(*case, marks=pytest.mark.slow)
        for case in LAYOUT_GAMES
    ],
)
def test_nothing_on_the_table_lies_on_anything_else(qtbot, window, monkeypatch, game, options, n):
    """Every game at three sizes, looked at after every step of a whole deal: no name
    plate, dealer chip, hand, play in the trick, won pile, stock or banner on another."""
    from braus_desktop.app.table.view import TableView

    view = window.table
    seen: dict[tuple, set] = {}
    real_sync = TableView.sync

    def sync(self, *args, **kw):
        real_sync(self, *args, **kw)
        if self.table_geometry is not None and self.hands:
            size = (int(self.table_geometry.W), int(self.table_geometry.H))
            for pair in overlaps(self):
                seen.setdefault(pair, set()).add(size)

    monkeypatch.setattr(TableView, "sync", sync)
    for size in SIZES:
        window.resize(*size)
        qtbot.wait(0)
        # seed 33 of Icelandic Brús: a cut scores, its caption the longest
        c = bot_deal(qtbot, window, game, options, n, seed=33 if game == "brus-iceland" else 2)
        view.sync(instant=True)
        c.shutdown()
    assert not seen, seen


@pytest.mark.parametrize(
    "game,options,n",
    [  # a whole deal: Bräus (4) in the fast lane
        case if case == LAYOUT_GAMES[0] else pytest.param(*case, marks=pytest.mark.slow)
        for case in LAYOUT_GAMES
    ],
)
def test_cards_in_flight_pass_over_the_name_plates(qtbot, window, monkeypatch, game, options, n):
    """Every card's flight of a whole deal (dealt, played, taken to a pile) at three sizes,
    followed along its path: wherever it crosses a name plate, its dealer chip, a won
    pile's count or the stock's, it is drawn above it (cards flew under the plates), and
    it never leaves the table."""
    from braus_desktop.app.table.view import TableView

    window.settings.override("animation/speed", "fast")
    window.settings.override("play/bot_speed", "instant")
    monkeypatch.setattr(TableView, "hold", lambda self, ms, until_click=False: None)
    flights: list[int] = []
    wrong: dict[tuple, set] = {}
    from braus_desktop.app.table.motion import Motion

    real_start = Motion.start

    def plates(self) -> list[tuple[str, float, object]]:
        objects = table_objects(self)
        out = [
            (name, self.badge(int(name.split()[1])).zValue(), poly)
            for name, polys in objects.items()
            if name.startswith("plate")
            for poly in polys
        ]
        for label in list(self.marks.pile_labels.values()) + [self.pack.stock_label]:
            if label is not None and label.isVisible():
                out.append(("count", label.zValue(), QPolygonF_of(label.sceneBoundingRect())))
        return out

    def start_moves(motion) -> None:
        self = motion.view
        moving = dict(motion._targets)
        if moving and self.table_geometry is not None:
            size = (int(self.geo.W), int(self.geo.H))
            under = plates(self)
            table = QPolygonF_of(self.sceneRect())
            for item, target in moving.items():
                start = (item.pos(), item.rotation(), item.scale())
                flights.append(1)
                for step in range(11):
                    t = step / 10
                    item.setPos(start[0] + (target.pos - start[0]) * t)
                    item.setRotation(start[1] + (target.rotation - start[1]) * t)
                    item.setScale(start[2] + (target.scale - start[2]) * t)
                    poly = item.mapToScene(item.shape().boundingRect())
                    centre = poly.boundingRect().center()
                    if not table.containsPoint(centre, Qt.OddEvenFill):
                        wrong.setdefault((str(item.card), "off the table"), set()).add(size)
                    for name, z, plate in under:
                        if poly.intersects(plate) and item.zValue() <= z:
                            wrong.setdefault((str(item.card), name), set()).add(size)
                item.setPos(start[0])
                item.setRotation(start[1])
                item.setScale(start[2])
        real_start(motion)
        self.finish()  # the flights are followed: they need not be watched in real time

    monkeypatch.setattr(Motion, "start", start_moves)
    for size in SIZES:
        window.resize(*size)
        qtbot.wait(0)
        c = bot_deal(qtbot, window, game, options, n, seed=2)
        c.shutdown()
    assert len(flights) > 20 * len(SIZES)
    assert not wrong, wrong


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_a_trick_of_sets_shows_every_card(qapp, n, size):
    """Brus leads of two to five cards and Brag hands of three: no play lies on another
    and every card of a set shows its corner past its neighbour."""
    from collections import namedtuple

    from PySide6.QtGui import QTransform

    from braus_desktop.app.table.geometry import TableGeometry
    from braus_desktop.app.table.piles import TrickPile
    from braus_desktop.rules.cards import full_pack

    play = namedtuple("play", "seat cards")
    g = TableGeometry.of(size[0] * 0.74, size[1] * 0.9, n)
    for k in (2, 3, 4, 5):
        deck = iter(full_pack())
        plays = [play(s, [next(deck) for _ in range(k)]) for s in range(n)]
        places = TrickPile(g, plays).places()

        def rect(card, places=places):
            p = places[card]
            w, h = g.cw * p.scale, g.ch * p.scale
            box = QRectF(-w / 2, -h / 2, w, h)
            return (
                QTransform()
                .translate(p.pos.x(), p.pos.y())
                .rotate(p.rotation)
                .mapToPolygon(box.toRect())
            )

        for a in plays:
            for b in plays:
                if a.seat < b.seat:
                    assert not any(rect(x).intersects(rect(y)) for x in a.cards for y in b.cards), (
                        n,
                        size,
                        k,
                        a.seat,
                        b.seat,
                    )
            xs = sorted(places[c].pos.x() for c in a.cards)
            assert all(
                x2 - x1 >= g.cw * places[a.cards[0]].scale * 0.3 for x1, x2 in zip(xs, xs[1:])
            ), (n, size, k, a.seat)


def test_the_icelandic_cut_shows_its_bottom_card_and_point_on_the_table(qtbot, window, monkeypatch):
    """Seed 33: a cut shows K♥ at the bottom (a point to the dealer's team, and a new cut),
    then 9♦: each lies face up by the stock with its caption until the stock is out."""
    from braus_desktop.app.table.view import TableView
    from braus_desktop.rules.cards import card

    seen = []
    real_sync = TableView.sync

    def sync(self, *args, **kw):
        real_sync(self, *args, **kw)
        shown = self.bottom_card
        if shown is not None:
            item = self.pack.bottom_item
            assert item.face_up and item.isVisible()
            assert self.sceneRect().contains(item.sceneBoundingRect())
            assert self.sceneRect().contains(self.pack.bottom_label.sceneBoundingRect())
        seen.append((self.stock, shown))

    monkeypatch.setattr(TableView, "sync", sync)
    window.resize(1024, 768)
    bot_deal(qtbot, window, "brus-iceland", seed=33)
    shown = [s for _, s in seen if s is not None]
    assert any(s[0] == card("KH") and "1 point" in s[1] for s in shown), shown
    assert any(s[0] == card("9D") and s[1] == "Bottom card" for s in shown), shown
    first = next(i for i, (stock, _) in enumerate(seen) if stock > 0)
    assert all(s is None for stock, s in seen[first:] if stock == 0)


def test_with_the_option_each_trick_waits_for_a_click(qtbot, window):
    """ "Wait for a click after each trick": the full trick stays on the table (at the
    instant speed too) until the player clicks the table or presses Space."""
    from PySide6.QtCore import QPoint

    view = window.table
    window.settings.override("table/wait_after_trick", True)
    c = window.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=3)
    for taken in (1, 2):
        qtbot.waitUntil(lambda: view.motion.waiting_for_click, timeout=WAIT)
        plays, won = len(c.trick.plays), len(c.won.tricks)
        assert plays >= 1
        assert "Click the table" in window.statusBar().currentMessage()
        qtbot.wait(400)
        assert view.motion.waiting_for_click and len(c.trick.plays) == plays
        if taken == 1:
            qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(5, 5))
        else:
            view.setFocus()
            qtbot.keyClick(view, Qt.Key_Space)
        qtbot.waitUntil(lambda won=won: len(c.won.tricks) > won, timeout=WAIT)
    c.shutdown()


def test_at_the_instant_speed_each_full_trick_is_still_seen(qtbot, window, monkeypatch):
    """Instant animations without "wait for a click": the cards jump, but every trick
    stays whole on the table, its cards face up where the trick lies, for the moment
    ``INSTANT_SEEN_MS`` before it is taken (it was gone at once)."""
    import time

    from braus_desktop.app.narration import Collect
    from braus_desktop.app.table import timings

    monkeypatch.setattr(timings, "INSTANT_SEEN_MS", 600)
    view = window.table
    assert window.settings.speed == "instant" and not window.settings.wait_after_trick
    c = window.controller
    c.new_match("braus", {}, ["standard"] * 4, None, seed=3)
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(c._queue) and isinstance(c._queue[0], Collect), timeout=WAIT)
        held = time.monotonic()
        won = len(c.won.tricks)
        cards = [card for play in c.trick.plays for card in play.cards]
        assert cards and view.busy and not view.motion.waiting_for_click
        middle = view.geo.centre
        for card in cards:
            item = view._items[card]
            assert item.isVisible() and item.face_up
            box = item.sceneBoundingRect()
            assert abs(box.center().y() - middle.y()) < view.geo.H / 4, card
        qtbot.waitUntil(lambda won=won: len(c.won.tricks) > won, timeout=WAIT)
        assert time.monotonic() - held >= 0.5
    c.shutdown()


def test_settings_say_what_the_instant_speed_still_shows(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.settings import Settings, SettingsDialog

    dialog = SettingsDialog(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)))
    qtbot.addWidget(dialog)
    dialog.show()
    note = dialog.speed_note
    assert not note.isVisible()  # normal speed: nothing to explain
    dialog.speed.setCurrentIndex(dialog.speed.findData("instant"))
    assert note.isVisible() and "each full trick stays" in note.text()
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    assert not note.isVisible()


def test_the_last_trick_can_be_seen_again_by_key_and_by_a_click_on_a_won_pile(qtbot, window):
    view = window.table
    window.resize(1024, 768)
    for game in ("brus", "braus", "brus-iceland"):
        c = bot_deal(qtbot, window, game)
        last = c.won.tricks[-1]
        view.setFocus()
        qtbot.keyClick(view, Qt.Key_L)
        text = view.overlays.sheet_text
        assert text and text.startswith("Last trick"), game
        for card in last.cards:
            assert card.display in text, (game, card)
        assert "took it." in text
        qtbot.keyClick(view, Qt.Key_Escape)
        assert view.overlays.sheet_text is None
        item = view.item_for(last.cards[0])
        point = view.mapFromScene(item.sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=point)
        assert view.overlays.sheet_text and view.overlays.sheet_text.startswith("Last trick"), game
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=point)
        assert view.overlays.sheet_text is None
        c.shutdown()


@pytest.mark.parametrize("players", [3, 4])
def test_the_brag_showdown_stays_as_a_sheet_until_next_deal(qtbot, window, players):
    import re

    view = window.table
    window.resize(1024, 768)
    c = bot_deal(qtbot, window, "brag", {"players": players}, players)
    text = view.overlays.sheet_text
    assert text and text.startswith("The showdown")
    log = [c.log.data(c.log.index(i)) for i in range(c.log.rowCount())]
    said = [line for line in log if re.match(r"Trick \d+:", line)]
    assert len(said) >= 1
    rows = text.split("\n")[1 : 1 + len(said)]
    for row, line in zip(rows, said):
        won = re.search(r"— (.+) wins?\.$", line)
        marked = [
            part.split(":")[0][1:].lower() for part in row.split("; ") if part.startswith("*")
        ]
        assert marked == ([won.group(1).lower()] if won else []), (row, line)
        assert len(row.split("; ")) == players
    assert view.banner_text in text
    window.next_deal()
    qtbot.wait(0)
    assert view.overlays.sheet_text is None or not view.overlays.sheet_text.startswith(
        "The showdown"
    )
    c.shutdown()


@pytest.mark.parametrize(
    "players,language",
    [  # the fewest in English, the most in Icelandic
        (players, language)
        if (players, language) in ((2, "en"), (4, "is"))
        else pytest.param(players, language, marks=pytest.mark.slow)
        for language in ("en", "is")
        for players in (2, 3, 4)
    ],
)
def test_the_showdown_sheets_winner_frames_keep_clear_of_its_words(
    qtbot, window, in_language, language, players
):
    """The gold frame round each position's winner lay on the column's name above it
    ("You", "Þú" lost their feet) and would on the hand's name under it: at three sizes,
    laid either way, no frame touches a name or a label."""
    from braus_desktop.app.table.review import TrickSheet

    in_language(language)
    view = window.table
    checked = 0
    for size in SIZES:
        window.resize(*size)
        qtbot.wait(0)
        c = bot_deal(qtbot, window, "brag", {"players": players}, players, seed=4)
        view.show_banner(view.banner_text)  # laid out again at this size
        sheet = view.overlays._sheet
        assert isinstance(sheet, TrickSheet)
        heads, sides, cells = sheet._grid()
        words = [sheet.heading(col) for col in range(len(heads))]
        words += [sheet.side_title(row) for row in range(len(sides))]
        if sheet.show_labels:
            words += [
                sheet.label(r, col)
                for r, line in enumerate(cells)
                for col, cell in enumerate(line)
                if cell[2]
            ]
        for r, line in enumerate(cells):
            for col, (cards, won, _label) in enumerate(line):
                if won and cards:
                    frame = sheet.frame(r, col, len(cards))
                    checked += 1
                    assert sheet.rect.contains(frame), (size, r, col)
                    for rect in words:
                        assert not frame.intersects(rect), (size, sheet.across, r, col, rect)
        c.shutdown()
    assert checked


@pytest.mark.slow  # the showdown at its own speed
def test_each_brag_showdown_position_stays_long_enough_to_read(qtbot, window):
    """At the normal speed each position is on the table at least SHOWDOWN_SEEN_MS (it
    was taken as soon as it had landed)."""
    import time

    from braus_desktop.app.table.timings import SHOWDOWN_SEEN_MS

    window.settings.override("animation/speed", "normal")
    window.settings.override("play/bot_speed", "instant")
    c = window.controller
    laid: list[float] = []
    seen: list[float] = []
    # three players, nine cards: three positions to see (a 16-card hand has five)
    c.new_match("brag", {"players": 3, "hand_size": 9}, ["greedy"] * 3, None, seed=1)
    c.trick.rowsInserted.connect(
        lambda *a: laid.append(time.monotonic()) if len(c.trick.plays) == 1 else None
    )
    c.trick.modelReset.connect(
        lambda *a: seen.append(time.monotonic() - laid[-1]) if len(laid) > len(seen) else None
    )
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)
    assert len(seen) >= 3
    assert min(seen) >= SHOWDOWN_SEEN_MS / 1000 * 0.9, seen
    c.shutdown()


@pytest.mark.parametrize(
    "game",
    [  # each a deal played: Brus in the fast lane
        "brus",
        *(pytest.param(g, marks=pytest.mark.slow) for g in ("brus-solo", "brus-iceland")),
    ],
)
def test_brus_marks_the_play_winning_the_trick(qtbot, window, monkeypatch, game):
    """After every play a gold frame lies round the cards the rules say are winning the
    trick so far (the lead, or the last play that took it), and round no other card."""
    from braus_desktop.app.table.view import TableView

    checked = []
    real_sync = TableView.sync

    def sync(self, *args, **kw):
        real_sync(self, *args, **kw)
        plays = self.trick.plays if self.trick is not None else []
        if not plays or self.table_geometry is None:
            return
        mark = self.marks.winning_mark
        assert mark is not None, plays
        inside = [
            p.seat for p in plays if all(mark.contains(self.item_for(c).pos()) for c in p.cards)
        ]
        assert inside == [self.trick.winning], (inside, self.trick.winning)
        checked.append(self.trick.winning)

    monkeypatch.setattr(TableView, "sync", sync)
    from braus_desktop.app import narration

    taken = []
    real_won = narration.HANDLERS["trick_won"]

    def trick_won(n, ev):  # the play marked last is the one that takes the trick
        taken.append((n.trick.winning, ev.seat))
        real_won(n, ev)

    monkeypatch.setitem(narration.HANDLERS, "trick_won", trick_won)
    n = 3 if game == "brus-solo" else 4
    for seed in (1, 2):
        c = bot_deal(qtbot, window, game, n=n, seed=seed)
        c.shutdown()
    assert len(checked) > 10 and len(set(checked)) > 1
    assert taken and all(marked == seat for marked, seat in taken), taken
