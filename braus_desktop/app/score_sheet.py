"""The score sheet: one row per deal, and above it each game's own tally.

``ScoreSheetModel`` reads a ``Match`` (deals, points, dealers, results); it never adds up
a rule of its own: the points are the deals' results (or ``running_points()`` for the
deal in play), the winner is ``match.winner``, the series value ``match.series_value()``;
while the table still shows a deal's end (its last trick, a Brag showdown) the sheet waits.
``ScoreSheetView`` shows the table under a painted tally: Bräus strokes, Brus sticks, the
Icelandic comb, Brag points. ``deal_summary`` and ``match_summary`` say it in words.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..rules.kept import KeptDeal, shared
from ..rules.match import Match
from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase, joined
from .choice import default_names
from .games import game_ui
from .phrases import say, seat_name
from .score_words import (  # noqa: F401
    DASH,
    THEM,
    US,
    Side,
    deals_text,
    extra_points,
    points_text,
    score_text,
    side_points,
    sides_of,
)
from .sides import ink
from .sizes import menu_for
from .viewports import known_viewport

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QPaintEvent, QResizeEvent

    from ..rules import State


def read_only_rows(table: QTableView) -> None:
    """Set up a table the player reads, row by row (the score sheet, the statistics): one
    whole row selected at a time, nothing editable, alternate rows shaded, no wrapping,
    and Tab leaves the table while the arrow keys move in it."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.setTabKeyNavigation(False)


# --------------------------------------------------------------------------- summaries


def deal_summary(match: Match, state: State, names: Sequence[str] | None = None) -> str:
    """A short, friendly end-of-deal text: who won, the tricks, and what scored (in the
    player's language)."""
    return say(deal_summary_phrase(match, state, names))


def deal_summary_phrase(match: Match, state: State, names: Sequence[str] | None = None) -> Phrase:
    """The end-of-deal text as a Phrase, for the log (worded whenever it is shown)."""
    return joined(" ", _deal_lines(match, state, names))


def _deal_lines(match: Match, state: State, names: Sequence[str] | None) -> list[str]:
    game = match.game
    sides = sides_of(game, names)
    seat_names = list(names or default_names(game.n_players))
    if not state.is_over:
        pts = state.running_points()
        scored = [(s, f"+{p}") for s, p in enumerate(pts) if p]
        if scored:
            text = QT_TRANSLATE_NOOP("ScoreSheet", "Deal in play: {points} so far.").format(
                points=side_points(sides, scored)
            )
        else:
            text = QT_TRANSLATE_NOOP("ScoreSheet", "Deal in play.")
        return [text, *extra_points(state, sides)]
    return game_ui(game).deal_lines(match, state, sides, seat_names)


def match_summary(match: Match, names: Sequence[str] | None = None) -> str:
    """Who won the match, the final score, and (Icelandic Brús) its series value (in the
    player's language)."""
    game = match.game
    sides = sides_of(game, names)
    scores = match.scores
    n_deals = len(match.deals)
    if not match.is_over:
        return say(
            QT_TRANSLATE_NOOP("ScoreSheet", "After {deals}: {points} (game to {target}).").format(
                deals=deals_text(n_deals),
                points=side_points(sides, enumerate(scores)),
                target=game.target,
            )
        )
    w = match.winner
    assert w is not None  # (the match is over)
    s = sides[w]
    lines = [game_ui(game).winner_line(match, sides)]
    value = match.series_value()
    if value is not None:
        lines.append(
            QT_TRANSLATE_NOOP("ScoreSheet", "Series value: {value} to {side}.").format(
                value=value, side=s.short
            )
        )
    return " ".join(say(line) for line in lines)


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True, slots=True)
class _Row:
    number: int
    dealer: int
    points: tuple[int, ...]
    totals: tuple[int, ...]
    winner: int | None
    in_play: bool
    tip: str | None  # None: the finished deal's summary, said when asked for


class _Rows:
    """The sheet's rows, one a finished deal and the deal in play's: a finished deal's
    row is made when it is read, from the deal as the match holds it (``settled``: its
    dealer and result, a deal held as its text not dealt again) and the running totals
    kept as numbers; the deal in play's is kept as it is. An imported career's 100,000
    rows take a few dozen bytes each, not a row object and its tuples."""

    def __init__(self) -> None:
        self.sides = 0
        # the finished deals the first rows were made of, one a row, as the match holds
        # them (a row stands as long as its deal is the match's: a finished deal never
        # changes)
        self.settled: list[State | KeptDeal] = []
        self._totals = array("q")  # each finished row's running totals, ``sides`` a row
        self._tail: list[_Row] = []  # the rows after them (the deal in play's)
        self._made: dict[int, _Row] = {}  # rows made lately (a view asks a row many times)

    def __len__(self) -> int:
        return len(self.settled) + len(self._tail)

    def __getitem__(self, i: int) -> _Row:
        n = len(self.settled)
        if i < 0:
            i += len(self)
        if i >= n:
            return self._tail[i - n]
        row = self._made.get(i)
        if row is None:
            deal = self.settled[i]
            r = deal.outcome() if isinstance(deal, KeptDeal) else deal.result()
            w = self.sides
            totals = tuple(self._totals[i * w : (i + 1) * w])
            row = _Row(i + 1, deal.dealer, tuple(r.points), totals, r.winner, False, None)
            if len(self._made) > 256:
                self._made.clear()
            self._made[i] = row
        return row

    def cut(self, k: int) -> None:
        """Keep the first ``k`` rows."""
        n = len(self.settled)
        if k < n:
            del self.settled[k:], self._totals[k * self.sides :]
            self._tail.clear()
            self._made = {i: row for i, row in self._made.items() if i < k}
        else:
            del self._tail[k - n :]

    def add(self, rows: Sequence[_Row], settled: Iterator[State | KeptDeal]) -> None:
        """Add ``rows`` after the last: each finished deal's row with its deal (the next
        of ``settled``)."""
        for row in rows:
            if row.in_play or self._tail:
                self._tail.append(row)
            else:
                self.settled.append(next(settled))
                self._totals.extend(row.totals)


@dataclass(frozen=True)
class Standing:
    """The match as the sheet shows it (what the tally draws): read with the rows, so it
    waits with them while a deal's end is still being shown on the table."""

    scores: tuple[int, ...] = ()
    winner: int | None = None
    deals: int = 0
    series_value: int | None = None

    @property
    def is_over(self) -> bool:
        return self.winner is not None


def standing_of(match: Match | None) -> Standing:
    if match is None:
        return Standing()
    return Standing(tuple(match.scores), match.winner, len(match.deals), match.series_value())


# How many rows, those in view first, the columns are fitted to (see ScoreSheet).
FIT_ROWS = 60
# How many deals the score sheet shows at least.
MIN_ROWS = 6


class ScoreSheetModel(QAbstractTableModel):
    """One row per deal (and the deal in play once it has points): deal number, dealer,
    each side's points of the deal, and the running total."""

    NUMBER, DEALER = 0, 1
    ValueRole = Qt.ItemDataRole.UserRole + 1  # the raw number (or tuple of totals) behind a cell
    # a new deal began (or the match changed): the tally's "Deal n" with it, even when
    # no row did (a deal without points yet has none)
    deals_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.font = QFont()  # the sheet's font (``ScoreSheetView`` sets it), bold or not
        self.scored: Match | None = None  # (not ``match``: that is the model's own method)
        self.names: list[str] = []
        self.sides: list[Side] = []
        self._rows = _Rows()
        self._compared = -1  # how many deals the match had when its deals were compared
        self._deals = 0
        self.standing = Standing()
        # True while a finished deal's end is still being shown on the table (its last
        # trick, a Brag showdown): the sheet keeps what it showed, so it does not tell the
        # result before the table has (the controller's ``result_pending``)
        self.pending: Callable[[], bool] = lambda: False

    # -- feeding ---------------------------------------------------------------------
    def set_match(self, match: Match | None, names: Sequence[str] | None = None) -> None:
        # the same match worded again while its deal's end is shown: only the words change
        held = match is not None and match is self.scored and self.pending()
        # (the finished deals it shares with the match shown before keep their rows: an
        # undo in a career of 100,000 deals makes the rows of the deal in play)
        k = self._shared(match) if match is not None else 0
        self.beginResetModel()
        self.scored = match
        self.names = list(names or (default_names(match.game.n_players) if match else []))
        self.sides = sides_of(match.game, self.names) if match is not None else []
        if not held:
            rows, settled = self._after(k)
            self._rows.cut(k)
            self._rows.sides = len(self.sides)
            self._rows.add(rows, iter(settled))
            self._deals = len(match.deals) if match is not None else 0
            self.standing = standing_of(match)
        self.endResetModel()

    def refresh(self) -> None:
        """Read the match again (after every move): the rows after its finished deals'
        are made again, appended ones inserted, changed ones reported, those gone
        removed. Nothing while the table still shows a deal's end (``pending``)."""
        if self.pending():
            return
        self.standing = standing_of(self.scored)
        deals = len(self.scored.deals) if self.scored is not None else 0
        if deals != self._deals:
            self._deals = deals
            self.deals_changed.emit()
        # the rows of the finished deals stand: only those after them are made again
        k = self._shared(self.scored) if self.scored is not None else 0
        rows, settled = self._after(k)
        ahead = iter(settled)
        old = len(self._rows)
        if k + len(rows) < old:
            self.beginRemoveRows(QModelIndex(), k + len(rows), old - 1)
            self._rows.cut(k + len(rows))
            self.endRemoveRows()
        both = len(self._rows) - k  # rows there before and now
        changed = [k + i for i in range(both) if self._rows[k + i] != rows[i]]
        self._rows.cut(k)
        self._rows.add(rows[:both], ahead)
        if changed:
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))
        if len(rows) > both:
            self.beginInsertRows(QModelIndex(), k + both, k + len(rows) - 1)
            self._rows.add(rows[both:], ahead)
            self.endInsertRows()

    def _shared(self, match: Match) -> int:
        """How many of the match's first deals are finished deals the first rows were
        made of (the same objects: an undo, a replay and a resume share them)."""
        settled = self._rows.settled
        if match is self.scored and len(match.deals) == self._compared:
            # (the same match, no deal dealt since the sheet last looked: a match's deals
            # are only added to, at the end; a move in a career does not go over them)
            return len(settled)
        deals = match.held_deals()
        k = shared(deals, settled)
        # (a deal the match has come to hold as its text since: its row stands, and the
        # live deal is let go of)
        settled[:k] = deals[:k]
        self._compared = len(deals)
        return k

    def _after(self, start: int) -> tuple[list[_Row], list[State | KeptDeal]]:
        """The rows of the match's deals from index ``start`` on, after the rows of its
        first ``start`` deals (all finished), and the finished deals among them."""
        match = self.scored
        if match is None:
            return [], []
        totals = list(self._rows[start - 1].totals) if start else [0] * match.game.n_sides
        rows: list[_Row] = []
        settled: list[State | KeptDeal] = []
        held = match.held_deals()
        for i in range(start, len(held)):
            state = held[i]
            if isinstance(state, KeptDeal) or state.is_over:
                r = state.outcome() if isinstance(state, KeptDeal) else state.result()
                # its words are the banner's, asked for when the tip is shown: the
                # players' names, never the rules' "Team 1"; nothing said per row here
                points, winner, tip = tuple(r.points), r.winner, None
                settled.append(state)
            else:
                points = tuple(state.running_points())
                if not any(points):
                    continue
                winner, tip = None, deal_summary(match, state, self.names)
            totals = [a + b for a, b in zip(totals, points)]
            rows.append(
                _Row(i + 1, state.dealer, points, tuple(totals), winner, not state.is_over, tip)
            )
        return rows, settled

    # -- the Qt model ------------------------------------------------------------------
    @property
    def n_sides(self) -> int:
        return len(self.sides)

    @property
    def total_column(self) -> int:
        return 2 + self.n_sides

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() or self.scored is None else 3 + self.n_sides

    def row(self, i: int) -> _Row:
        return self._rows[i]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        col = index.column()
        side = col - 2 if 2 <= col < self.total_column else None
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.NUMBER:
                # the deal in play is in italics; an ellipsis after its number read as
                # a cell too narrow for it ("1…")
                return f"{row.number}"
            if col == self.DEALER:
                return seat_name(self.names[row.dealer])
            if side is not None:
                p = row.points[side]
                return f"+{p}" if p else "\u00b7"
            return score_text(row.totals)
        if role == self.ValueRole:
            if col == self.NUMBER:
                return row.number
            if col == self.DEALER:
                return row.dealer
            if side is not None:
                return row.points[side]
            return row.totals
        if role == Qt.ItemDataRole.ToolTipRole:
            said = (
                self.tr("Deal {n} (in play), dealt by {name}.")
                if row.in_play
                else self.tr("Deal {n}, dealt by {name}.")
            )
            return (
                said.format(n=row.number, name=seat_name(self.names[row.dealer]))
                + "\n"
                + (
                    say(row.tip)
                    if row.tip is not None
                    else deal_summary(self.scored, self.scored.deals[row.number - 1], self.names)
                    if self.scored is not None
                    else ""
                )
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == self.DEALER:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self.font)
            if side is not None and row.winner == side and row.points[side]:
                font.setBold(True)
            if col == self.total_column:
                font.setBold(True)
            if row.in_play:
                font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if side is not None:
                if not row.points[side]:
                    return QColor("#9a9a9a")
                return ink(side)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            if col == self.NUMBER and row.in_play:
                return self.tr("Deal {n}, in play").format(n=row.number)
            if side is not None:
                return f"{say(self.sides[side].full)}: {row.points[side]}"
            if col == self.total_column:
                return ", ".join(f"{say(s.short)} {t}" for s, t in zip(self.sides, row.totals))
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or self.scored is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == self.NUMBER:
                return "#"
            if section == self.DEALER:
                return self.tr("Dealer")
            if section == self.total_column:
                return self.tr("Total")
            return say(self.sides[section - 2].short)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            if section == self.NUMBER:
                return self.tr("Deal number")
            if section == self.DEALER:
                return self.tr("Who dealt")
            if section == self.total_column:
                return self.tr("Running total: {sides}").format(
                    sides=" : ".join(say(s.full) for s in self.sides)
                )
            return self.tr("Points of the deal: {side}").format(
                side=say(self.sides[section - 2].full)
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and section == self.DEALER:
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and 2 <= section < self.total_column:
            return ink(section - 2)
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            if index.isValid()
            else Qt.ItemFlag.NoItemFlags
        )


# --------------------------------------------------------------------------- the tally


class ScoreTally(QWidget):
    """Each game's own tally, painted: Bräus strokes, Brus sticks, the Brús comb, Brag
    points. Reads the match through the model and repaints when it changes."""

    ROW = 46
    PAD = 10

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("score_tally")
        self.setAccessibleName(self.tr("Score tally"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        for signal in (
            model.modelReset,
            model.rowsInserted,
            model.dataChanged,
            model.deals_changed,
        ):
            signal.connect(self._changed)
        self._changed()

    def _changed(self, *_: Any) -> None:
        self.setMinimumHeight(self._height())
        self.setAccessibleDescription(self.describe())
        self.setToolTip(self.describe())
        self.updateGeometry()
        self.update()

    @property
    def match(self) -> Match:
        """The match tallied (asked only once there is one)."""
        match = self.model.scored
        if match is None:
            raise LookupError("no match on the score sheet")
        return match

    def _series_line(self) -> str | None:
        match = self.model.scored
        if match is None or not match.game.GAME_TYPE.keeps_series:
            return None
        value, winner = self.model.standing.series_value, self.model.standing.winner
        if value is None or winner is None:
            return self.tr("Series: counts when the game is won")
        return self.tr("Series: {value} to {side}").format(
            value=value, side=say(self.model.sides[winner].short)
        )

    def _height(self) -> int:
        if self.model.scored is None:
            return 40
        return self.height_for(self.width() if self.width() > 50 else 320)

    def height_for(self, width: int) -> int:
        """The height the tally needs at ``width``: its words wrap, they are never cut."""
        return int(self.arrange(width)[1])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.model.scored is not None and self.minimumHeight() != self._height():
            self.setMinimumHeight(self._height())
            self.updateGeometry()

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        base = QFont(self.font())
        bold = QFont(base)
        bold.setBold(True)
        small = QFont(base)
        small.setPointSizeF(max(7.0, base.pointSizeF() * 0.85))
        return base, bold, small

    def arrange(self, width: int) -> tuple[list[tuple[Any, ...]], float]:
        """What the tally shows at ``width`` px and where: a list of (what, rect, text,
        font, side) where what is "title", "status", "name", "caption", "tally" or "rule"
        (a line), and the height it all takes. A name and its caption share a line when
        both fit, else the caption goes under the name; a name too long for the line wraps
        at its words (six players' team names, a long game title)."""
        shown = self.model.standing
        base, bold, small = self._fonts()
        # the heights below are for the application's font at 96 dots per inch: larger
        # words (a large window, ``sizes.text_scale``; a screen of 192 dpi that Qt does not
        # scale, where the lines ran into each other) take taller lines
        k = max(
            1.0,
            QFontMetrics(base).height()
            * self.logicalDpiY()
            / (96 * QFontMetrics(QApplication.font()).height()),
        )
        pad = self.PAD * k
        inner = max(60, width - 2 * pad)
        wrap = int(Qt.TextFlag.TextWordWrap)
        out: list[tuple[Any, ...]] = []

        def wrapped(font: QFont, text: str, room: float) -> float:
            return (
                QFontMetrics(font)
                .boundingRect(0, 0, int(room), 10000, wrap | int(Qt.AlignmentFlag.AlignLeft), text)
                .height()
            )

        def advance(font: QFont, text: str) -> int:
            return QFontMetrics(font).horizontalAdvance(text) + 4

        status = self.status()
        status_font = bold if shown.is_over else small
        title = self.title()
        y: float = pad
        status_w = advance(status_font, status)
        title_w = advance(bold, title)
        if title_w + status_w + 6 <= inner:
            out.append(("title", QRectF(pad, y, inner - status_w - 6, 20 * k), title, bold, None))
            out.append(
                (
                    "status",
                    QRectF(pad + inner - status_w, y, status_w, 20 * k),
                    status,
                    status_font,
                    None,
                )
            )
            y += 24 * k
        else:
            h = max(20 * k, wrapped(bold, title, inner) + 2)
            out.append(("title", QRectF(pad, y, inner, h), title, bold, None))
            y += h
            out.append(
                (
                    "status",
                    QRectF(pad + inner - status_w, y, status_w, 18 * k),
                    status,
                    status_font,
                    None,
                )
            )
            y += 22 * k
        out.append(("rule", QRectF(pad, y - 2, inner, 0), "", None, None))
        for side, info in enumerate(self.model.sides):
            caption = self.caption(side)
            name = say(info.full)
            name_font = bold if shown.winner == side else base
            cap_w = advance(small, caption)
            name_w = advance(name_font, name)
            if name_w + cap_w + 8 <= inner:
                out.append(
                    (
                        "name",
                        QRectF(pad, y + 3 * k, inner - cap_w - 8, 16 * k),
                        name,
                        name_font,
                        side,
                    )
                )
                out.append(
                    (
                        "caption",
                        QRectF(pad + inner - cap_w, y + 3 * k, cap_w, 16 * k),
                        caption,
                        small,
                        side,
                    )
                )
                y += 22 * k
            else:
                h = max(16 * k, wrapped(name_font, name, inner) + 2)
                out.append(("name", QRectF(pad, y + 3 * k, inner, h), name, name_font, side))
                y += h + 3 * k
                out.append(
                    (
                        "caption",
                        QRectF(pad + inner - cap_w, y + k, cap_w, 16 * k),
                        caption,
                        small,
                        side,
                    )
                )
                y += 19 * k
            out.append(("tally", QRectF(pad, y, inner, 19 * k), "", small, side))
            y += (self.ROW - 22) * k
        series = self._series_line()
        if series:
            out.append(("rule", QRectF(pad, y + 2, inner, 0), "", None, None))
            font = bold if shown.is_over else small
            h = max(18 * k, wrapped(font, series, inner) + 2)
            out.append(("series", QRectF(pad, y + 4, inner, h), series, font, None))
            y += h + 4
        return out, y + pad

    def sizeHint(self) -> QSize:
        return QSize(320, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(240, self._height())

    # -- words ---------------------------------------------------------------------------
    def caption(self, side: int) -> str:
        match, shown = self.match, self.model.standing
        text = game_ui(match.game).tally_caption(shown.scores[side], match.game.target)
        return self.tr("won · {text}").format(text=text) if shown.winner == side else text

    def title(self) -> str:
        game = self.match.game
        return game_ui(game).tally_title(game)

    def status(self) -> str:
        shown = self.model.standing
        if shown.winner is not None:  # (over)
            s = self.model.sides[shown.winner]
            return say(
                s.says(
                    QT_TRANSLATE_NOOP("ScoreSheet", "{short} win!"),
                    QT_TRANSLATE_NOOP("ScoreSheet", "{short} wins!"),
                    short=s.short,
                )
            )
        return self.tr("Deal {n}").format(n=shown.deals)

    def describe(self) -> str:
        match = self.model.scored
        if match is None:
            return self.tr("No game yet")
        parts = [self.title(), self.status()] + [
            f"{say(s.full)}: {self.caption(i)}" for i, s in enumerate(self.model.sides)
        ]
        series = self._series_line()
        if series:
            parts.append(series)
        return "; ".join(parts)

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        match = self.model.scored
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        if match is None:
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No game yet"))
            return
        text = pal.color(QPalette.ColorRole.Text)
        muted = pal.color(QPalette.ColorRole.PlaceholderText)
        items, _height = self.arrange(self.width())
        shown = self.model.standing
        for what, rect, words, font, side in items:
            if what == "rule":
                p.setPen(QPen(pal.color(QPalette.ColorRole.Midlight), 1))
                p.drawLine(rect.topLeft(), rect.topRight())
                continue
            if what == "tally":
                self._draw_tally(p, rect, side, ink(side), muted, font)
                continue
            p.setFont(font)
            if what == "status":
                p.setPen(ink(shown.winner) if shown.winner is not None else muted)
                align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            elif what == "caption":
                p.setPen(ink(side) if shown.winner == side else muted)
                align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            elif what == "name":
                p.setPen(ink(side))
                align = (
                    Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignVCenter
                    | Qt.TextFlag.TextWordWrap
                )
            elif what == "series":
                p.setPen(text if shown.is_over else muted)
                align = (
                    Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignVCenter
                    | Qt.TextFlag.TextWordWrap
                )
            else:
                p.setPen(text)
                align = (
                    Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignVCenter
                    | Qt.TextFlag.TextWordWrap
                )
            p.drawText(rect, align, words)
        p.end()

    def _draw_tally(
        self, p: QPainter, area: QRectF, side: int, colour: QColor, muted: QColor, small: QFont
    ) -> None:
        match = self.match
        game_ui(match.game).draw_tally(
            p, area, self.model.standing.scores[side], match.game.target, colour, muted, small
        )


class ScoreSheetView(QWidget):
    """The tally on top and the deals below; made for a side panel 280-400 px wide. A
    finished deal's row opens its review (``review_requested``): a double click, Enter,
    or the row's context menu."""

    review_requested = Signal(int)  # the deal's number

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("score_sheet")
        self.setAccessibleName(self.tr("Score sheet"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.tally = ScoreTally(model, self)
        layout.addWidget(self.tally)
        self.table = QTableView(self)
        known_viewport(self.table)  # (Qt's own would cost the first deal 10 to 30 ms)
        self.table.setObjectName("score_table")
        self.table.setAccessibleName(self.tr("Points of every deal"))
        self.table.setModel(model)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(self.font()).height() + 8)
        read_only_rows(self.table)
        self.table.setShowGrid(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(28)
        # Columns are fitted to the rows in view and a few around them, not to every deal
        # of the match: over all rows, a 2,000-deal match took seconds on every new deal.
        # The newest deals (the widest numbers) are the ones in view: the sheet follows them.
        header.setResizeContentsPrecision(FIT_ROWS)
        self._keep_rows()
        layout.addWidget(self.table, 1)
        self.table.doubleClicked.connect(lambda index: self._review(index.row()))
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.installEventFilter(self)
        model.modelReset.connect(self._layout_columns)
        model.dataChanged.connect(self._fit_columns)
        model.rowsInserted.connect(self._rows_added)
        self._layout_columns()

    def _finished_deal(self, row: int) -> int | None:
        if not 0 <= row < self.model.rowCount():
            return None
        found = self.model.row(row)
        return None if found.in_play else found.number

    def _review(self, row: int) -> None:
        deal = self._finished_deal(row)
        if deal is not None:
            self.review_requested.emit(deal)

    def _context_menu(self, point: QPoint) -> None:
        index = self.table.indexAt(point)
        deal = self._finished_deal(index.row()) if index.isValid() else None
        if deal is None:
            return
        menu = menu_for(self)
        menu.addAction(
            self.tr("Review deal {n}…").format(n=deal), lambda: self.review_requested.emit(deal)
        )
        menu.popup(self.table.viewport().mapToGlobal(point))
        self._menu = menu

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (
            obj is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            current = self.table.currentIndex()
            if current.isValid() and self._finished_deal(current.row()) is not None:
                self._review(current.row())
                return True
        return super().eventFilter(obj, event)

    def _rows_added(self, *_: Any) -> None:
        self.table.scrollToBottom()
        self._fit_columns()

    def _layout_columns(self, *_: Any) -> None:
        header = self.table.horizontalHeader()
        for c in range(self.model.columnCount()):
            header.setSectionResizeMode(
                c,
                QHeaderView.ResizeMode.Stretch
                if c == ScoreSheetModel.DEALER
                else QHeaderView.ResizeMode.Fixed,
            )
        self.table.scrollToBottom()
        self._fit_columns()

    def _fit_columns(self, *_: Any) -> None:
        """Numbers get the width they need; the dealer column takes what is left, and in a
        narrow panel gives way altogether (the row tooltips still say who dealt)."""
        cols = self.model.columnCount()
        if not cols:
            return
        header = self.table.horizontalHeader()
        needed = 0
        for c in range(cols):
            if c == ScoreSheetModel.DEALER:
                continue
            width = max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c)) + 6
            header.resizeSection(c, width)
            needed += width
        # the numbers always fit, with room for a scroll bar once the deals outgrow the
        # sheet: the side panel is kept as wide as that (four Brag players cut "Total")
        frame = 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width()
        if self.table.minimumWidth() != needed + frame:
            self.table.setMinimumWidth(needed + frame)
        room = self.table.viewport().width()
        dealer_min = (
            QFontMetrics(self.table.font()).horizontalAdvance(
                QCoreApplication.translate("ScoreSheetModel", "Dealer")
            )
            + 24
        )
        hidden = needed + dealer_min > room
        self.table.setColumnHidden(ScoreSheetModel.DEALER, hidden)
        if hidden and needed < room:  # the total takes the rest: no bare strip of header
            total = self.model.total_column
            header.resizeSection(total, header.sectionSize(total) + room - needed)

    def _keep_rows(self) -> None:
        """At least six deals in view under the header (as tall as its words make it) and
        any scroll bar, whatever the log below would take."""
        header = self.table.horizontalHeader()
        rows = self.table.verticalHeader().defaultSectionSize()
        frame = 2 * self.table.frameWidth() + self.table.horizontalScrollBar().sizeHint().height()
        head = max(header.sizeHint().height(), header.height() if header.isVisible() else 0)
        need = head + int(rows * (MIN_ROWS + 0.3)) + frame
        if self.table.minimumHeight() != need:
            self.table.setMinimumHeight(need)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()
        self._keep_rows()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # (the window grew: larger words)
            self.model.font = QFont(self.font())
            self.table.verticalHeader().setDefaultSectionSize(
                QFontMetrics(self.font()).height() + 8
            )
            self.model.layoutChanged.emit()
            self.tally.setMinimumHeight(self.tally._height())
            self._fit_columns()
            self._keep_rows()

    def sizeHint(self) -> QSize:
        return QSize(320, 420)
