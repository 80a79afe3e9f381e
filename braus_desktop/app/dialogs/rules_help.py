"""The rules help (F1): a page per game in the project's own words, each with a ranking
chart drawn from the rules model's tables in the project's card art and the game's
options explained from their own descriptions, a "Why can't I play…?" page, and the
keys for playing by keyboard and screen reader (Help → Keyboard and screen reader).

Nothing here decides a rule. The charts read ``braus.RANKING``, the Brus games'
``beating_order`` and ``seven_led_order`` and Brag's evaluator; the options come from
``game_class(id).options()``; every reason on the why-not page is the rules model's own
``why_illegal`` sentence, through ``why_not``, which the table also uses.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, QUrl
from PySide6.QtGui import QFont, QFontInfo, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...rules import GAMES, Play, game_class, make_game
from ...rules.cards import Card
from ...rules.phrase import QT_TRANSLATE_NOOP
from ..art import CardArt
from ..dialog_scale import screen_room
from ..games import game_ui
from ..games.chart import ChartEntry, ChartSection, single_cards  # noqa: F401 (the charts' values)
from ..games.chart import card_caption as _card_caption
from ..games.chart import card_name as _card_name
from ..narration import HUMAN
from ..phrases import option_label, say, seat_name, spoken, value_text
from .rules_text import page_html

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game, State
    from ..controller import Controller

WHY_NOT = "why-not"
KEYS = "keys"
# The list of pages: each game's (in the order of the rules table), why-not, the keys.
PAGES = [*GAMES, WHY_NOT, KEYS]
WHY_NOT_TITLE = QT_TRANSLATE_NOOP("RulesHelp", "Why can't I play…?")
KEYS_TITLE = QT_TRANSLATE_NOOP("RulesHelp", "Keyboard and screen reader")
# The table's keys for the ear (docs/accessibility.md has the same list): the key as
# QKeySequence writes it, and what it does.
TABLE_KEYS = (
    (
        "W",
        QT_TRANSLATE_NOOP(
            "RulesHelp",
            "Where am I: the game, the deal, the score, the "
            "cards on the table, your hand and whose turn it is.",
        ),
    ),
    ("Shift+W", QT_TRANSLATE_NOOP("RulesHelp", "Say again: the last announcement once more.")),
    (
        "Left, Right",
        QT_TRANSLATE_NOOP(
            "RulesHelp",
            "Move along your hand to the card you want; cards you cannot play now are skipped.",
        ),
    ),
    ("Enter", QT_TRANSLATE_NOOP("RulesHelp", "Play that card, or the cards selected with it.")),
    (
        "Space",
        QT_TRANSLATE_NOOP(
            "RulesHelp", "Select a card (Brus: several cards of one rank, played together)."
        ),
    ),
    ("P", QT_TRANSLATE_NOOP("RulesHelp", "Pass.")),
    ("Alt+R", QT_TRANSLATE_NOOP("RulesHelp", "Risk it (Brus).")),
    ("H", QT_TRANSLATE_NOOP("RulesHelp", "A hint (practice matches).")),
    (
        "Tab",
        QT_TRANSLATE_NOOP(
            "RulesHelp", "From the table to its buttons, the score sheet and the game log."
        ),
    ),
)
CARD_WIDTH = 54  # logical pixels of a card in a chart
DESIGN_POINTS = 9.0  # the words' size the page's and the list's points were chosen for
TRICK_CARD_WIDTH = 40  # of a card in a Brag example trick
PER_ROW = 9

STYLE = """
body { color: #22302a; }
h1 { color: #14532d; font-size: 20pt; font-weight: 600; margin-bottom: 4px; }
h2 { color: #1d6b3a; font-size: 13pt; font-weight: 600; margin-top: 18px;
     margin-bottom: 4px; }
h3 { color: #1d6b3a; font-size: 11pt; font-weight: 600; margin-top: 12px; }
p, li { line-height: 135%; }
p.lead { color: #4b5a52; font-style: italic; }
td.caption { color: #33443b; font-size: 9pt; }
td.name { font-weight: 600; }
.note { color: #5d6b63; }
dt { font-weight: 600; margin-top: 8px; }
dd { margin-left: 18px; line-height: 130%; }
.current { color: #14532d; font-weight: 600; }
"""


# ------------------------------------------------------------------ why not


def why_not(state: State, seat: int, card: Card) -> str | None:
    """Why ``seat`` cannot play ``card`` now, in the rules model's words (a Phrase: ``say``
    puts it in the player's language); None when the card can be played (it belongs to a
    legal action, alone or in a set or risked)."""
    if state.is_over:
        return QT_TRANSLATE_NOOP("Rules", "The deal is over.")
    if state.current_player != seat:
        return QT_TRANSLATE_NOOP("RulesHelp", "It is not your turn yet.")
    for action in state.legal_actions():
        if isinstance(action, Play) and card in action.cards:
            return None
    return state.why_illegal(Play.of(card)) or None


def why_not_rows(state: State, seat: int) -> list[tuple[Card, str]]:
    """Every card of ``seat``'s hand that cannot be played now, with its reason."""
    rows = []
    for c in state.hand(seat):
        reason = why_not(state, seat, c)
        if reason is not None:
            rows.append((c, reason))
    return rows


# ------------------------------------------------------------------ charts


def _caption_html(game: Game, c: Card, number: int | None) -> str:
    """A chart card's caption: its place and symbol, and its name on a line of its own."""
    name = _card_name(game, c)
    first = (f"{number}. " if number is not None else "") + c.display
    return html.escape(first) + (f"<br><i>{html.escape(name)}</i>" if name else "")


def _spoken(c: Card, game: Game) -> str:
    name = _card_name(game, c)
    return f"{spoken(c)} ({name})" if name else spoken(c)


def ranking_chart(game: Game) -> list[ChartSection]:
    """The ranking chart of ``game`` (under its options), read from the rules tables."""
    return game_ui(game).ranking_chart(game)


def chart_cards(game: Game) -> list[list[Card]]:
    """The cards of each chart section in the order drawn (what the tests compare)."""
    return [[c for e in s.entries for c in e.cards] for s in ranking_chart(game)]


# ------------------------------------------------------------------ HTML


class _Images:
    """Card pixmaps registered as resources of one document, named ``card:<id>/<text>``."""

    def __init__(
        self, document: QTextDocument, art: CardArt, game_id: str, dpr: float, scale: float = 1.0
    ) -> None:
        self.document, self.art, self.game_id, self.dpr = document, art, game_id, dpr
        self.scale = scale  # the dialog's words' size to the application's: cards grow too
        self._added: set[str] = set()

    def img(self, c: Card, width: int, alt: str) -> str:
        width = round(width * self.scale)
        url = f"card:{self.game_id}/{width}/{c.text}"
        if url not in self._added:
            self._added.add(url)
            pm = self.art.pixmap(c, width, self.dpr, game_id=self.game_id)
            self.document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(url), pm.toImage()
            )
        height = round(width * 1.4)
        return f'<img src="{url}" width="{width}" height="{height}" alt="{html.escape(alt)}">'


def chart_html(game: Game, images: _Images) -> str:
    # marked outside the f-string: lupdate does not read inside one
    title = say(QT_TRANSLATE_NOOP("RulesHelp", "Ranking chart"))
    parts = [f"<h2>{html.escape(title)}</h2>"]
    for section in ranking_chart(game):
        parts.append(f"<h3>{html.escape(say(section.title))}</h3>")
        if section.note:
            parts.append(f'<p class="note">{html.escape(say(section.note))}</p>')
        if all(len(e.cards) == 1 for e in section.entries):
            parts.append(_card_grid(section, game, images))
        else:
            parts.append(_trick_table(section, images))
    return "\n".join(parts)


def _card_grid(section: ChartSection, game: Game, images: _Images) -> str:
    rows = []
    entries = section.entries
    for start in range(0, len(entries), PER_ROW):
        chunk = entries[start : start + PER_ROW]
        cell = f'<td align="center" width="{CARD_WIDTH + 12}"'
        pics = "".join(
            f"{cell}>{images.img(e.cards[0], CARD_WIDTH, _spoken(e.cards[0], game))}</td>"
            for e in chunk
        )
        caps = "".join(
            f'{cell} valign="top" class="caption">'
            f"{_caption_html(game, e.cards[0], start + i + 1 if section.numbered else None)}"
            f"</td>"
            for i, e in enumerate(chunk)
        )
        rows.append(f"<tr>{pics}</tr><tr>{caps}</tr>")
    return '<table cellspacing="4" cellpadding="1">' + "".join(rows) + "</table>"


def _trick_table(section: ChartSection, images: _Images) -> str:
    rows = []
    for i, e in enumerate(section.entries, start=1):
        pics = "".join(
            images.img(c, TRICK_CARD_WIDTH, say(c.long_name)) + "&nbsp;" for c in e.cards
        )
        rows.append(
            f'<tr><td class="caption" align="right" valign="middle">{i}.</td>'
            f'<td valign="middle">{pics}</td>'
            f'<td valign="middle" class="name">{html.escape(say(e.caption))}</td></tr>'
        )
    return '<table cellspacing="2" cellpadding="3">' + "".join(rows) + "</table>"


def options_html(game_id: str, current: Game | None = None) -> str:
    """Every option of the game, from its own descriptions; the current game's values."""
    options = game_class(game_id).options()
    if not options:
        return ""
    values = current.option_values if current is not None and current.id == game_id else None
    words = {
        "title": QT_TRANSLATE_NOOP("RulesHelp", "Options"),
        "where": QT_TRANSLATE_NOOP("RulesHelp", "Chosen in Game ▸ New game when the match starts."),
    }
    parts = [
        f"<h2>{html.escape(say(words['title']))}</h2>",
        f'<p class="note">{html.escape(say(words["where"]))}</p><dl>',
    ]
    for o in options:
        if o.type is bool:
            allowed = say(
                QT_TRANSLATE_NOOP("RulesHelp", "on or off; {default} unless you choose").format(
                    default=value_text(o.default)
                )
            )
        elif o.choices is not None and len(o.choices) <= 6:
            allowed = ", ".join(value_text(v) for v in o.choices)
            if o.default is not None:
                allowed = say(
                    QT_TRANSLATE_NOOP("RulesHelp", "{choices}; {default} unless you choose").format(
                        choices=allowed, default=value_text(o.default)
                    )
                )
        elif o.default is None:
            allowed = say(QT_TRANSLATE_NOOP("RulesHelp", "automatic unless you choose"))
        else:
            allowed = o.describe_allowed()
        now = ""
        if values is not None and o.name in values:
            now = say(
                QT_TRANSLATE_NOOP("RulesHelp", "In this game: {value}.").format(
                    value=value_text(values[o.name])
                )
            )
            now = f' <span class="current">{html.escape(now)}</span>'
        parts.append(
            f"<dt>{html.escape(option_label(o))}</dt><dd>{html.escape(say(o.help))} "
            f'<span class="note">({html.escape(allowed)})</span>{now}</dd>'
        )
    parts.append("</dl>")
    return "\n".join(parts)


# ------------------------------------------------------------------ the dialog


class RulesHelpDialog(QDialog):
    """Non-modal rules help: a page list on the left, the page on the right."""

    def __init__(
        self,
        art: CardArt | None = None,
        controller: Controller | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules — Bräus Desktop"))
        self.setAccessibleName(self.tr("Rules help"))
        self.art = art or CardArt()
        self.controller = controller
        self._built: dict[str, object] = {}
        self.pages = QListWidget()
        self.pages.setAccessibleName(self.tr("Rules pages"))
        self.stack = QStackedWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        for page_id in PAGES:
            title = say(
                {WHY_NOT: WHY_NOT_TITLE, KEYS: KEYS_TITLE}.get(page_id)
                or game_ui(page_id).help_title
            )
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, page_id)
            self.pages.addItem(item)
            browser = QTextBrowser()
            browser.setOpenLinks(False)
            browser.setAccessibleName(title)
            browser.document().setDocumentMargin(18)
            browser.setStyleSheet("QTextBrowser { background: #fbf8f1; border: none; }")
            self.browsers[page_id] = browser
            self.stack.addWidget(browser)
        self.pages.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scale = 0.0
        self._fit_words()
        self.pages.currentRowChanged.connect(self._page_changed)
        body = QHBoxLayout()
        body.addWidget(self.pages)
        body.addWidget(self.stack, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        QShortcut(QKeySequence("F1"), self).activated.connect(self.show_current_game)
        # the charts need about 730 pixels beside the list, however wide its titles are;
        # a first size is at the application's words, as the dialogs that open over a
        # larger window make it larger (``dialog_scale``): the list, already as wide as
        # the larger words, was made larger twice
        # (at twice the system's text size, which no window's scale grows, the charts and
        # the page take that many times the room themselves, as far as the screen has it)
        app = QFontInfo(QApplication.font()).pixelSize()
        window = max(1.0, QFontInfo(self.font()).pixelSize() / app) if app > 0 else 1.0
        own = max(1.0, self._scale / window)
        size = QSize(
            round(max(900, round(self.pages.width() / self._scale) + 730) * own), round(680 * own)
        )
        room = screen_room(self)
        self.resize(size.boundedTo(room) if room is not None and own > 1 else size)
        if controller is not None:
            controller.turn_changed.connect(self._turn_changed)

    def _fit_words(self) -> None:
        """The list's and the pages' words and the charts' cards at the scale of the
        dialog's words (larger over a large window, ``dialog_scale``): set in points and
        pixels, they kept their size while the text around them grew."""
        # against the 9 points the sizes were chosen for (or the application's font, if
        # smaller): at twice the system's text size the list and the headings stayed at
        # their points while the words around them doubled
        design = QFont(QApplication.font())
        design.setPointSizeF(DESIGN_POINTS)
        base = min(QFontInfo(QApplication.font()).pixelSize(), QFontInfo(design).pixelSize())
        k = max(1.0, QFontInfo(self.font()).pixelSize() / base) if base > 0 else 1.0
        if k == self._scale:
            return
        self._scale = k
        style = re.sub(r"(\d+(?:\.\d+)?)pt", lambda m: f"{float(m[1]) * k:g}pt", STYLE)
        for browser in self.browsers.values():
            browser.document().setDefaultStyleSheet(style)
        self.pages.setStyleSheet(
            f"QListWidget {{ padding: {4 * k:g}px; font-size: "
            f"{10.5 * k:g}pt; }}"
            f"QListWidget::item {{ padding: {6 * k:g}px {6 * k:g}px; }}"
        )
        # as wide as its longest title, which differs by language ("Af hverju get ég
        # ekki spilað…?"): a clipped title behind a scroll bar reads as a broken list
        self.pages.setFixedWidth(
            self.pages.sizeHintForColumn(0) + 2 * self.pages.frameWidth() + round(12 * k)
        )
        self._built.clear()
        if self.pages.currentRow() >= 0:
            self._build(self.current_page)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "_scale"):
            self._fit_words()

    # -- pages
    @property
    def current_page(self) -> str:
        item = self.pages.currentItem()
        page: str = item.data(Qt.ItemDataRole.UserRole) if item is not None else ""
        return page

    def show_page(self, page_id: str) -> None:
        row = PAGES.index(page_id)
        if self.pages.currentRow() == row:
            self._page_changed(row)
        else:
            self.pages.setCurrentRow(row)

    def show_current_game(self) -> None:
        game = self._game()
        self.show_page(game.id if game is not None else next(iter(GAMES)))

    def _game(self) -> Game | None:
        c = self.controller
        return c.game if c is not None and c.match is not None else None

    def _page_changed(self, row: int) -> None:
        if row < 0:
            return
        page_id = self.pages.item(row).data(Qt.ItemDataRole.UserRole)
        self.stack.setCurrentIndex(row)
        self._build(page_id)

    def _build(self, page_id: str) -> None:
        if page_id == WHY_NOT:
            self.refresh_why_not()
            return
        if page_id == KEYS:
            if self._built.get(KEYS) is None:
                self._built[KEYS] = KEYS
                self.browsers[KEYS].setHtml(keys_html())
            return
        current = self._game()
        game = current if current is not None and current.id == page_id else make_game(page_id)
        key = (game.id, tuple(sorted(game.option_values.items())))
        if self._built.get(page_id) == key:
            return
        self._built[page_id] = key
        browser = self.browsers[page_id]
        images = _Images(
            browser.document(), self.art, page_id, self.devicePixelRatioF(), self._scale
        )
        browser.setHtml(
            page_html(
                game_ui(page_id).rules_page(),
                chart_html(game, images),
                options_html(page_id, current),
            )
        )

    # -- why not
    def _turn_changed(self) -> None:
        if self.isVisible() and self.current_page == WHY_NOT:
            self.refresh_why_not()

    def refresh_why_not(self) -> None:
        browser = self.browsers[WHY_NOT]
        game = self._game()
        images = _Images(
            browser.document(),
            self.art,
            game.id if game else "",
            self.devicePixelRatioF(),
            self._scale,
        )
        browser.setHtml(why_not_html(self.controller, images))


def why_not_html(controller: Controller | None, images: _Images) -> str:
    """The why-not page for the human's hand in the controller's deal."""
    parts = [
        say(QT_TRANSLATE_NOOP("RulesHelp", "<h1>Why can't I play…?</h1>")),
        say(
            QT_TRANSLATE_NOOP(
                "RulesHelp",
                '<p class="lead">Every card of your hand that '
                "you cannot play now, with the rules' own reason. On the "
                "table, right-click a dimmed card (or press the menu key on "
                "it) to see its reason in the status bar.</p>",
            )
        ),
    ]
    state = controller.state if controller is not None and controller.match else None
    if controller is None or state is None:
        parts.append(say(QT_TRANSLATE_NOOP("RulesHelp", "<p>No game is in play.</p>")))
        return "\n".join(parts)
    if state.is_over:
        parts.append(
            say(
                QT_TRANSLATE_NOOP(
                    "RulesHelp", "<p>The deal is over: no card is played until the next deal.</p>"
                )
            )
        )
        return "\n".join(parts)
    if state.current_player is not None and state.current_player != HUMAN:
        name = seat_name(controller.names[state.current_player])
        parts.append(
            say(
                QT_TRANSLATE_NOOP(
                    "RulesHelp",
                    "<p>It is not your turn: {name} is to "
                    "play. The reasons appear here when it is your "
                    "turn.</p>",
                ).format(name=html.escape(name))
            )
        )
        return "\n".join(parts)
    rows = why_not_rows(state, HUMAN)
    if not rows:
        parts.append(
            say(QT_TRANSLATE_NOOP("RulesHelp", "<p>You can play any card of your hand now.</p>"))
        )
        return "\n".join(parts)
    game = state.game
    table = ['<table cellspacing="4" cellpadding="4">']
    for c, reason in rows:
        table.append(
            f'<tr><td valign="middle">{images.img(c, 44, _spoken(c, game))}</td>'
            f'<td valign="middle"><b>{html.escape(_card_caption(game, c))}</b><br>'
            f"{html.escape(say(reason))}</td></tr>"
        )
    table.append("</table>")
    return "\n".join(parts + table)


def keys_html() -> str:
    """The keys page: the table's keys, each with what it does, in the player's language
    (the key's own name as Qt writes it there)."""
    native = QKeySequence.SequenceFormat.NativeText
    rows = "\n".join(
        f'<tr><td class="name">'
        f"{html.escape(', '.join(QKeySequence(k).toString(native) for k in keys.split(', ')))}"
        f"</td><td>{html.escape(say(what))}</td></tr>"
        for keys, what in TABLE_KEYS
    )
    return "\n".join(
        [
            f"<h1>{html.escape(say(KEYS_TITLE))}</h1>",
            say(
                QT_TRANSLATE_NOOP(
                    "RulesHelp",
                    '<p class="lead">Every game here can be played '
                    "with the keyboard alone, and a screen reader says each play "
                    "as it is made. At the table:</p>",
                )
            ),
            f'<table cellspacing="4" cellpadding="4">{rows}</table>',
            say(
                QT_TRANSLATE_NOOP(
                    "RulesHelp",
                    "<p>To keep the cards in step with the speech, "
                    "set Settings → Animation speed to Instant.</p>",
                )
            ),
        ]
    )


# ------------------------------------------------------------------ the window's hooks


def show_rules_help(window: Any) -> RulesHelpDialog:  # (the main window, which imports this module)
    """F1: open (or raise) the rules help on the current game's page."""
    dialog = getattr(window, "rules_help_dialog", None)
    if dialog is None:
        dialog = RulesHelpDialog(window.table.art, window.controller, window)
        window.rules_help_dialog = dialog
    dialog.show_current_game()
    if dialog.isVisible():  # already open, perhaps behind the window: bring it forward
        dialog.raise_()
        dialog.activateWindow()
    else:
        dialog.show()
    return dialog


def show_keys_help(window: Any) -> RulesHelpDialog:  # (the main window, which imports this module)
    """Help → Keyboard and screen reader: the rules help open on its keys page."""
    dialog = show_rules_help(window)
    dialog.show_page(KEYS)
    return dialog


def explain_card(controller: Controller, card: Card) -> str | None:
    """The table's right-click on a card of the human's hand: its reason in the status
    bar, or a word that it can be played. Returns what was shown."""
    state = controller.state
    if state is None:
        return None
    reason = why_not(state, HUMAN, card)
    if reason is None:
        reason = QT_TRANSLATE_NOOP("RulesHelp", "The {card} can be played now.").format(
            card=card.display
        )
    text = say(reason)
    controller.status.emit(text)
    return text
