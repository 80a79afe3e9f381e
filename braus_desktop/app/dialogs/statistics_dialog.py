"""The statistics dialog: per game and variant, the matches and deals played and won,
points, Jan, storms, risks and the coach's accuracy, four charts drawn with QPainter
(match win rate per game, points of the recent matches, the accuracy trend of the
reviewed deals, and beside it the skill per deal with its running sum) and the Brús
series tally across sessions; serious and practice play are shown apart, never added
together.

It reads a ``StatisticsStore`` and reloads whenever the recorder writes. A long history
(``BACKGROUND_FROM`` deals or more) is read on a thread with a read-only connection of
its own: the dialog opens at once, says it is reading, and fills in as the answers come.
Under the charts, the luck line: what the player's cards were worth in their last deals
of the chosen game beside their skill there (``StatisticsStore.luck``). Export… writes
every deal as CSV (``store.history``).
"""

from __future__ import annotations

import errno
import math
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QPen,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...rules.phrase import QT_TRANSLATE_NOOP, shown
from ..games import GAME_UIS, game_ui
from ..phrases import number, option_label, say
from ..phrases import percent as whole_percent
from ..roomy import font_scale
from ..score_sheet import read_only_rows
from ..score_words import DASH
from ..sides import ink
from ..store.statistics import (
    Luck,
    MatchEntry,
    ReviewEntry,
    Series,
    SkillEntry,
    StatisticsError,
    StatisticsStore,
    Summary,
    stored_json,
)

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QPaintEvent

    from ..games.base import GameUI
    from ..store.recorder import StatisticsRecorder

YOU, THEM = ink(0), ink(1)
# the game rows the table always has room for (each game and variant played is a row)
ROWS_SHOWN = 8
SORT = Qt.ItemDataRole.UserRole + 1
# The table's columns with their tooltips (none for the game's own column).
COLUMNS = (
    (QT_TRANSLATE_NOOP("Statistics", "Game"), None),
    (
        QT_TRANSLATE_NOOP("Statistics", "Matches"),
        QT_TRANSLATE_NOOP("Statistics", "Matches played to the end"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Matches won"),
        QT_TRANSLATE_NOOP("Statistics", "Matches your side won, and their share"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Deals"),
        QT_TRANSLATE_NOOP("Statistics", "Deals played to the end"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Deals won"),
        QT_TRANSLATE_NOOP(
            "Statistics", "Deals your side won, and their share (drawn deals are not won)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Points"),
        QT_TRANSLATE_NOOP(
            "Statistics", "Points your side scored – points of the best other side, over all deals"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Jan"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "Deals won with every trick (Jan in Bräus and Brus, "
            "jana in Icelandic Brús): yours – theirs",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Storms"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "Brus hands where the first five tricks stormed the castle: yours – theirs",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Risks"),
        QT_TRANSLATE_NOOP("Statistics", "Your risks that came off / risks you made"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Accuracy"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "The coach's mean accuracy (0–100) over your reviewed "
            "deals, and in brackets their mistakes and blunders",
        ),
    ),
)


def _ui(game_id: str) -> GameUI | None:
    """The game's ``GameUI``; None for a game this version does not know (old records)."""
    return game_ui(game_id) if game_id in GAME_UIS else None


def game_title(game_id: str) -> str:
    ui = _ui(game_id)
    return say(ui.title) if ui is not None else game_id


def variant_label(game_id: str, variant: str) -> str:
    """The options in words: the ones that say which game it was, and any not default."""
    options = stored_json(variant)
    if not isinstance(options, dict):
        return shown(str(variant), 40)  # (as the file has it, escaped and cut short)
    try:
        from ...rules import game_class

        spec = {o.name: o for o in game_class(game_id).OPTIONS}
    except ValueError:
        spec = {}
    parts = []
    if "players" in options:
        parts.append(
            say(QT_TRANSLATE_NOOP("Statistics", "{n} players").format(n=options["players"]))
        )
    if "target" in options:
        ui = _ui(game_id)
        text = (
            ui.target_words()
            if ui is not None
            else QT_TRANSLATE_NOOP("Statistics", "to {n} points")
        )
        parts.append(say(text.format(n=options["target"])))
    for name, value in sorted(options.items()):
        option = spec.get(name)
        if (
            name in ("players", "target")
            or option is None
            or value == option.default
            or option.default is None
        ):
            continue
        label = option_label(option).lower()
        if value is True:
            parts.append(label)
        elif value is False:
            parts.append(say(QT_TRANSLATE_NOOP("Statistics", "no {option}").format(option=label)))
        else:
            parts.append(f"{label} {value}")
    return ", ".join(parts) or say(QT_TRANSLATE_NOOP("Statistics", "standard"))


def percent(rate: float | None) -> str:
    return DASH if rate is None else whole_percent(rate)


def won_text(won: int, rate: float | None) -> str:
    return DASH if rate is None else f"{won}  ({percent(rate)})"


# --------------------------------------------------------------------------- charts


class _Chart(QWidget):
    """A small chart with a title, painted in the window's palette."""

    title = ""
    empty_text = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.empty_text = self.tr("Nothing to show yet.")
        # (low enough that the table keeps room for every game's row at 1024x768)
        self.setMinimumSize(260, 130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.title)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def _begin(self) -> tuple[QPainter, QRectF]:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.setBrush(pal.color(QPalette.ColorRole.Base))
        p.drawRoundedRect(r, 6, 6)
        title_font = QFont(self.font())
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(pal.color(QPalette.ColorRole.Text))
        fm = QFontMetrics(title_font)
        p.drawText(
            QRectF(r.left() + 12, r.top() + 8, r.width() - 24, fm.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        p.setFont(self.font())
        return p, self.area()

    def area(self) -> QRectF:
        """Where the chart is drawn: the panel below its title."""
        title_font = QFont(self.font())
        title_font.setBold(True)
        top = 16 + QFontMetrics(title_font).height()
        return QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5).adjusted(12, top, -12, -10)

    def caption_rect(self, area: QRectF | None = None) -> QRectF:
        """Where the caption goes in the chart's ``area``: along its bottom, as many lines
        high as the caption needs at that width (a long one wraps, never runs out)."""
        if area is None:
            area = self.area()
        fm = QFontMetrics(self.font())
        needed = fm.boundingRect(
            QRectF(area.left(), 0, area.width(), 10_000).toRect(),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
            self.caption(),
        )
        height = float(min(needed.height(), fm.height() * 2 + fm.leading()))
        return QRectF(area.left(), area.bottom() - height, area.width(), height)

    def caption(self) -> str:
        """The words under the chart (none here)."""
        return ""

    def _empty(self, p: QPainter, area: QRectF) -> None:
        p.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)


class WinRateChart(_Chart):
    """Horizontal bars: the share of matches (solid) and deals (thin) won, per game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Matches won, per game")
        self.empty_text = self.tr("No match finished yet.")
        self.setAccessibleName(self.title)
        self.rows: list[tuple[str, float | None, float | None, int]] = []

    def set_rows(self, rows: list[tuple[str, float | None, float | None, int]]) -> None:
        """(label, match win rate, deal win rate, matches) per game."""
        self.rows = rows
        self.setAccessibleDescription(
            "; ".join(
                self.tr("{game}: {matches} of {n} matches, {deals} of deals").format(
                    game=label, matches=percent(m), n=n, deals=percent(d)
                )
                for label, m, d, n in rows
            )
            or self.empty_text
        )
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p, area = self._begin()
        rows = [r for r in self.rows if r[3] or r[2] is not None]
        if not rows:
            self._empty(p, area)
            return
        pal = self.palette()
        fm = QFontMetrics(self.font())
        label_w = min(max(fm.horizontalAdvance(r[0]) for r in rows) + 10, area.width() * 0.4)
        value_w = fm.horizontalAdvance("100%  ") + 4
        legend_h = fm.height() + 6
        plot = QRectF(
            area.left() + label_w,
            area.top(),
            area.width() - label_w - value_w,
            area.height() - legend_h - fm.height(),
        )
        # 0, 50 and 100 per cent guides
        for frac in (0.0, 0.5, 1.0):
            x = plot.left() + frac * plot.width()
            p.setPen(
                QPen(
                    pal.color(QPalette.ColorRole.Midlight),
                    1,
                    Qt.PenStyle.DashLine if frac == 0.5 else Qt.PenStyle.SolidLine,
                )
            )
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(
                QRectF(x - 30, plot.bottom() + 2, 60, fm.height()),
                Qt.AlignmentFlag.AlignCenter,
                whole_percent(frac),
            )
        band = plot.height() / len(rows)
        bar = min(band * 0.42, 22.0)
        for i, (label, matches, deals, _n) in enumerate(rows):
            top = plot.top() + i * band + (band - bar * 1.5) / 2
            p.setPen(pal.color(QPalette.ColorRole.Text))
            p.drawText(
                QRectF(area.left(), plot.top() + i * band, label_w - 8, band),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                fm.elidedText(label, Qt.TextElideMode.ElideRight, int(label_w - 8)),
            )
            if matches is not None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(YOU)
                p.drawRoundedRect(
                    QRectF(plot.left(), top, max(2.0, matches * plot.width()), bar), 3, 3
                )
                p.setPen(pal.color(QPalette.ColorRole.Text))
                p.drawText(
                    QRectF(plot.right() + 4, top - 2, value_w, bar + 4),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    percent(matches),
                )
            if deals is not None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(YOU.lighter(160))
                p.drawRoundedRect(
                    QRectF(plot.left(), top + bar + 2, max(2.0, deals * plot.width()), bar * 0.4),
                    2,
                    2,
                )
        # legend
        y = area.bottom() - fm.height()
        x = area.left() + label_w
        for colour, text in ((YOU, self.tr("matches")), (YOU.lighter(160), self.tr("deals"))):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRoundedRect(QRectF(x, y + fm.height() / 2 - 5, 16, 10), 2, 2)
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(
                QRectF(x + 20, y, 200, fm.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += 20 + fm.horizontalAdvance(text) + 18


class PointsChart(_Chart):
    """Paired bars for the recent matches of one game: your side's points and the best
    other side's, the winner's bar full colour."""

    LIMIT = 20

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Points per match")
        self.empty_text = self.tr("Finish a match of this game to see its points here.")
        self.setAccessibleName(self.title)
        self.entries: list[MatchEntry] = []
        self.subtitle = ""

    def set_entries(self, entries: list[MatchEntry], subtitle: str = "") -> None:
        self.entries = entries[-self.LIMIT :]
        self.subtitle = subtitle
        self.title = (
            self.tr("Points per match – {game}").format(game=subtitle)
            if subtitle
            else self.tr("Points per match")
        )
        self.setAccessibleName(self.title)
        outcomes = {"won": self.tr("won"), "lost": self.tr("lost"), "draw": self.tr("drawn")}
        self.setAccessibleDescription(
            "; ".join(
                self.tr("match {i}: {outcome}, {mine} – {theirs}").format(
                    i=i,
                    outcome=outcomes.get(e.outcome, e.outcome),
                    mine=e.points_for,
                    theirs=e.points_against,
                )
                for i, e in enumerate(self.entries, start=1)
            )
            or self.empty_text
        )
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p, area = self._begin()
        if not self.entries:
            self._empty(p, area)
            return
        pal = self.palette()
        fm = QFontMetrics(self.font())
        top_value = max(max(e.points_for, e.points_against) for e in self.entries)
        top_value = max(top_value, 1)
        axis_w = fm.horizontalAdvance(str(top_value)) + 8
        legend_h = fm.height() + 6
        plot = QRectF(
            area.left() + axis_w,
            area.top() + 4,
            area.width() - axis_w,
            area.height() - legend_h - fm.height() - 6,
        )
        step = _nice_step(top_value)
        value = 0
        while value <= top_value:
            y = plot.bottom() - value / top_value * plot.height()
            p.setPen(QPen(pal.color(QPalette.ColorRole.Midlight), 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(
                QRectF(area.left(), y - fm.height() / 2, axis_w - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
            value += step
        slot = plot.width() / len(self.entries)
        bar = min(slot * 0.36, 18.0)
        for i, e in enumerate(self.entries):
            left = plot.left() + i * slot + (slot - 2 * bar - 2) / 2
            for j, (points, colour, won) in enumerate(
                (
                    (e.points_for, YOU, e.outcome == "won"),
                    (e.points_against, THEM, e.outcome == "lost"),
                )
            ):
                h = max(1.5, points / top_value * plot.height())
                rect = QRectF(left + j * (bar + 2), plot.bottom() - h, bar, h)
                fill = QColor(colour) if won else QColor(colour).lighter(150)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(fill)
                p.drawRect(rect)
            if len(self.entries) <= 12 or (i + 1) % 5 == 0 or i == 0:
                p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
                p.drawText(
                    QRectF(plot.left() + i * slot, plot.bottom() + 2, slot, fm.height()),
                    Qt.AlignmentFlag.AlignCenter,
                    str(i + 1),
                )
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        y = area.bottom() - fm.height()
        x = plot.left()
        for colour, text in (
            (YOU, self.tr("your side")),
            (THEM, self.tr("best other side")),
            (QColor(YOU).lighter(150), self.tr("pale: lost")),
        ):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(x, y + fm.height() / 2 - 5, 10, 10))
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(
                QRectF(x + 14, y, 200, fm.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += 14 + fm.horizontalAdvance(text) + 16


class AccuracyChart(_Chart):
    """The coach's accuracy of the last reviewed deals of one game, oldest first, with
    the deals that held a mistake or a blunder marked."""

    LIMIT = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Accuracy per deal")
        self.empty_text = self.tr("Deals the coach has reviewed appear here.")
        self.setAccessibleName(self.title)
        self.entries: list[ReviewEntry] = []

    def set_entries(self, entries: list[ReviewEntry], subtitle: str = "") -> None:
        self.entries = [e for e in entries if e.accuracy is not None][-self.LIMIT :]
        self.title = (
            self.tr("Accuracy per deal – {game}").format(game=subtitle)
            if subtitle
            else self.tr("Accuracy per deal")
        )
        self.setAccessibleName(self.title)
        if self.entries:
            mean = sum(e.accuracy or 0.0 for e in self.entries) / len(self.entries)
            self.setAccessibleDescription(
                self.tr(
                    "Reviewed deals shown: {n}; accuracy from {first:.0f} to {last:.0f}, "
                    "{mean:.0f} on average; {marked} with a mistake or blunder."
                ).format(
                    n=len(self.entries),
                    first=self.entries[0].accuracy,
                    last=self.entries[-1].accuracy,
                    mean=mean,
                    marked=sum(1 for e in self.entries if e.mistakes or e.blunders),
                )
                + " "
                + self.tr("Accuracy per deal, oldest first: {values}.").format(
                    values="; ".join(number(e.accuracy or 0.0, ".0f") for e in self.entries)
                )
            )
        else:
            self.setAccessibleDescription(self.empty_text)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p, area = self._begin()
        if not self.entries:
            self._empty(p, area)
            return
        pal = self.palette()
        fm = QFontMetrics(self.font())
        axis_w = fm.horizontalAdvance("100") + 8
        caption = self.caption()
        caption_h = self.caption_rect(area).height()
        plot = QRectF(
            area.left() + axis_w,
            area.top() + 4,
            area.width() - axis_w - 6,
            area.height() - caption_h - 10,
        )
        for value in (0, 50, 100):
            y = plot.bottom() - value / 100 * plot.height()
            p.setPen(QPen(pal.color(QPalette.ColorRole.Midlight), 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(
                QRectF(area.left(), y - fm.height() / 2, axis_w - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        n = len(self.entries)
        step = plot.width() / max(1, n - 1)
        points = [
            QPointF(
                plot.left() + (i * step if n > 1 else plot.width() / 2),
                plot.bottom() - (e.accuracy or 0.0) / 100 * plot.height(),
            )
            for i, e in enumerate(self.entries)
        ]
        p.setPen(QPen(YOU, 2))
        for a, b in zip(points, points[1:]):
            p.drawLine(a, b)
        for point, e in zip(points, self.entries):
            if e.blunders or e.mistakes:
                p.setPen(QPen(pal.color(QPalette.ColorRole.Base), 1.5))
                p.setBrush(QColor("#c62828") if e.blunders else QColor("#e06c00"))
                p.drawEllipse(point, 5.5, 5.5)
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(YOU)
                p.drawEllipse(point, 3.0, 3.0)
        p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
        p.drawText(
            self.caption_rect(area),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
            caption,
        )

    def caption(self) -> str:
        """The words under the chart: how many deals it shows, and what a mark means."""
        return self.tr("reviewed deals shown: {n}; marked: a mistake or blunder").format(
            n=len(self.entries)
        )


class SkillChart(_Chart):
    """The player's skill against par in the last deals of one game that have a par
    (bars above or below nought), and the running sum of skill over all of them (a
    line): what the player made of the cards, whatever the cards were."""

    LIMIT = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Skill per deal")
        self.empty_text = self.tr("Deals the coach has found a par for appear here.")
        self.setAccessibleName(self.title)
        self.setToolTip(
            self.tr(
                "Skill: how much better than the expert you did with the "
                "same cards (your points minus par)"
            )
        )
        self.entries: list[SkillEntry] = []

    def set_entries(self, entries: list[SkillEntry], subtitle: str = "") -> None:
        self.entries = list(entries)[-self.LIMIT :]
        self.title = (
            self.tr("Skill per deal – {game}").format(game=subtitle)
            if subtitle
            else self.tr("Skill per deal")
        )
        self.setAccessibleName(self.title)
        if self.entries:
            self.setAccessibleDescription(
                self.tr(
                    "Deals with a par shown: {n}; skill from {low} to {high}; running sum {total}."
                ).format(
                    n=len(self.entries),
                    low=_signed(min(e.skill for e in self.entries)),
                    high=_signed(max(e.skill for e in self.entries)),
                    total=_signed(self.entries[-1].total),
                )
                + " "
                + self.tr("Skill per deal, oldest first: {values}.").format(
                    values="; ".join(_signed(e.skill) for e in self.entries)
                )
            )
        else:
            self.setAccessibleDescription(self.empty_text)
        self.update()

    def caption(self) -> str:
        if not self.entries:
            return ""
        return self.tr("bars: skill per deal; line: running sum, now {total}").format(
            total=_signed(self.entries[-1].total)
        )

    def scale(self) -> tuple[float, float, float]:
        """What the plot runs between, and its guides' step: every bar and the line, and
        nought, out to whole steps (at most five between the ends)."""
        values = [0.0] + [e.skill for e in self.entries] + [e.total for e in self.entries]
        low, high = min(values), max(values)
        span = high - low
        steps = [s for s in (0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if span / s <= 5]
        # (a span past 5000 points: the power of ten above a fifth of it)
        step = steps[0] if steps else 10.0 ** math.ceil(math.log10(span / 5))
        low, high = math.floor(low / step) * step, math.ceil(high / step) * step
        if high == low:  # (every deal at par: nought in the middle)
            low, high = low - step, high + step
        return float(low), float(high), float(step)

    def guides(self) -> list[float]:
        """The values with a guide line and a label on the axis."""
        low, high, step = self.scale()
        return [low + i * step for i in range(round((high - low) / step) + 1)]

    def _label(self, value: float) -> str:
        return _signed(value, 0 if self.scale()[2] >= 1 else 1)

    def plot_rect(self, area: QRectF | None = None) -> QRectF:
        """Where the bars and the line go: the area less the axis and the caption."""
        if area is None:
            area = self.area()
        fm = QFontMetrics(self.font())
        axis_w = max(fm.horizontalAdvance(self._label(v)) for v in self.guides()) + 8
        return QRectF(
            area.left() + axis_w,
            area.top() + 4,
            area.width() - axis_w - 6,
            area.height() - self.caption_rect(area).height() - 10,
        )

    def paintEvent(self, _event: QPaintEvent) -> None:
        p, area = self._begin()
        if not self.entries:
            self._empty(p, area)
            return
        pal = self.palette()
        fm = QFontMetrics(self.font())
        plot = self.plot_rect(area)
        low, high, _step = self.scale()

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        for value in self.guides():
            y = y_of(value)
            p.setPen(
                QPen(
                    pal.color(
                        QPalette.ColorRole.Mid if value == 0 else QPalette.ColorRole.Midlight
                    ),
                    1,
                )
            )
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(
                QRectF(
                    area.left(), y - fm.height() / 2, plot.left() - area.left() - 6, fm.height()
                ),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self._label(value),
            )
        n = len(self.entries)
        slot = plot.width() / n
        bar = max(2.0, min(slot * 0.6, 14.0))
        zero = y_of(0.0)
        centres = [plot.left() + (i + 0.5) * slot for i in range(n)]
        p.setPen(Qt.PenStyle.NoPen)
        for x, e in zip(centres, self.entries):
            y = y_of(e.skill)
            p.setBrush(YOU if e.skill >= 0 else LOSS)
            p.drawRect(QRectF(x - bar / 2, min(y, zero), bar, max(1.0, abs(zero - y))))
        line = [QPointF(x, y_of(e.total)) for x, e in zip(centres, self.entries)]
        p.setPen(QPen(pal.color(QPalette.ColorRole.Text), 2))
        for a, b in zip(line, line[1:]):
            p.drawLine(a, b)
        p.setBrush(pal.color(QPalette.ColorRole.Text))
        for point in line:
            p.drawEllipse(point, 2.5, 2.5)
        p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
        p.drawText(
            self.caption_rect(area),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
            self.caption(),
        )


LOSS = QColor("#c62828")  # a deal played below par


def _signed(value: float, places: int = 1) -> str:
    """Points as the language writes them, with their sign ("+2,4", "−1,4"), nought
    without one."""
    value = round(value, places)
    return number(abs(value), f".{places}f") if value == 0 else number(value, f"+.{places}f")


def _nice_step(top: int) -> int:
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        if top / step <= 5:
            return step
    return max(1, top // 5)


class SeriesTally(QGroupBox):
    """The Icelandic Brús series (I8): what every won and lost game was worth, summed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Brús series"))
        self.setToolTip(
            self.tr(
                "Icelandic Brús keeps a running series across games and "
                "sessions: a win is worth the losers' unerased rungs (6 for a "
                "5-0 game)."
            )
        )
        layout = QHBoxLayout(self)
        self.score = QLabel()
        self.score.setTextFormat(Qt.TextFormat.RichText)
        self.score.setAccessibleName(self.tr("Brús series score"))
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(self.tr("Brús series details"))
        layout.addWidget(self.score)
        layout.addWidget(self.detail, 1)
        self._space_words()
        self.series = Series()

    def _space_words(self) -> None:
        """The gap between the score and its sentence grows with the words (at 4K the
        style's 6 pixels ran the score into the sentence)."""
        layout = self.layout()
        if layout is not None:
            layout.setSpacing(round(6 * font_scale(self)))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._space_words()

    def set_series(self, series: Series) -> None:
        self.series = series
        if not series.matches:
            self.score.setText(
                f"<span style='font-size:x-large; font-weight:600'>0 {DASH} 0</span>"
            )
            self.detail.setText(
                self.tr("No Icelandic Brús game has been finished in this mode yet.")
            )
            return
        yours = self.tr("You {n}").format(n=series.yours)
        theirs = self.tr("{n} Them").format(n=series.theirs)
        self.score.setText(
            f"<span style='font-size:x-large; font-weight:600'>"
            f"<span style='color:{YOU.name()}'>{yours}</span> {DASH} "
            f"<span style='color:{THEM.name()}'>{theirs}</span></span>"
        )
        lead = series.yours - series.theirs
        state = (
            self.tr("level")
            if lead == 0
            else self.tr("you lead by {n}").format(n=lead)
            if lead > 0
            else self.tr("they lead by {n}").format(n=-lead)
        )
        if series.matches == 1:
            text = self.tr("After 1 game of Icelandic Brús: {state}.")
        else:
            text = self.tr("After {n} games of Icelandic Brús: {state}.")
        self.detail.setText(text.format(n=series.matches, state=state))


class _GameDelegate(QStyledItemDelegate):
    """The game's name over its variant in a muted colour, with room around them."""

    PAD = 5

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        # (the option's text has its line break turned into a Unicode line separator)
        title, _, variant = str(index.data() or "").partition("\n")
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        pal = opt.palette
        r = QRectF(opt.rect).adjusted(self.PAD + 2, self.PAD, -self.PAD, -self.PAD)
        bold = QFont(opt.font)
        bold.setBold(True)
        fm_bold, fm = QFontMetrics(bold), QFontMetrics(opt.font)
        painter.save()
        painter.setFont(bold)
        painter.setPen(
            pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        )
        painter.drawText(
            QRectF(r.left(), r.top(), r.width(), fm_bold.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fm_bold.elidedText(title, Qt.TextElideMode.ElideRight, int(r.width())),
        )
        painter.setFont(opt.font)
        painter.setPen(
            pal.color(
                QPalette.ColorRole.HighlightedText
                if selected
                else QPalette.ColorRole.PlaceholderText
            )
        )
        painter.drawText(
            QRectF(r.left(), r.top() + fm_bold.height(), r.width(), fm.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fm.elidedText(variant, Qt.TextElideMode.ElideRight, int(r.width())),
        )
        painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        title, _, variant = str(index.data() or "").partition("\n")
        bold = QFont(option.font)
        bold.setBold(True)
        fm_bold, fm = QFontMetrics(bold), QFontMetrics(option.font)
        width = max(fm_bold.horizontalAdvance(title), fm.horizontalAdvance(variant))
        return QSize(width + 2 * self.PAD + 4, fm_bold.height() + fm.height() + 2 * self.PAD)


# --------------------------------------------------------------------------- reading


class _Answer(QObject):
    """Carries what a reading thread found to the GUI thread: (which reading, found)."""

    found = Signal(int, object)


def read_in_background(
    path: Path, ticket: int, read: Callable[[StatisticsStore], Any], answer: _Answer
) -> threading.Thread:
    """``read`` on a thread, with a read-only store of its own at ``path``; what it
    returns (or the StatisticsError it met) comes back as ``answer.found(ticket, ...)``."""

    def run() -> None:
        try:
            reader = StatisticsStore.reading(path)
            try:
                found: Any = read(reader)
            finally:
                reader.close()
        except StatisticsError as exc:
            found = exc
        try:
            answer.found.emit(ticket, found)
        except RuntimeError:  # the dialog closed meanwhile
            pass

    thread = threading.Thread(target=run, name="statistics read", daemon=True)
    thread.start()
    return thread


def _signed_points(value: float) -> str:
    """Points a deal with their sign, as the luck line says them (−0.2, +0.4)."""
    return number(0.0 if round(value, 1) == 0 else value, "+.1f")


# --------------------------------------------------------------------------- the dialog


class StatisticsDialog(QDialog):
    """Statistics per game and variant, one mode (serious or practice) at a time."""

    # A history of this many deals or more is read on a thread (a shorter one at once).
    BACKGROUND_FROM = 5000

    def __init__(
        self,
        store: StatisticsStore,
        recorder: StatisticsRecorder | None = None,
        mode: str = "serious",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.summaries: list[Summary] = []
        self.luck: Luck | None = None
        # the readings asked for: an answer to an older one than the last is dropped
        self._tickets = {"summaries": 0, "points": 0}
        self._answer = _Answer(self)
        self._answer.found.connect(self._found)
        self._waiting: dict[int, tuple[str, Callable[[Any], None]]] = {}
        self._readers: list[threading.Thread] = []
        self._build()
        shown = self.practice_button if mode == "practice" else self.serious_button
        shown.setChecked(True)
        shown.setFocus()  # the keyboard starts on the mode shown; arrows change it
        if recorder is not None:
            recorder.recorded.connect(self.reload)
        self.reload()
        self.resize(960, 680)  # (over a larger window, ``dialog_scale`` makes it larger)

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        top = QHBoxLayout()
        self.serious_button = QRadioButton(self.tr("&Serious matches"))
        self.serious_button.setAccessibleName(self.tr("Show serious matches"))
        self.serious_button.setToolTip(self.tr("Matches played without undo, hints or open hands"))
        self.practice_button = QRadioButton(self.tr("&Practice matches"))
        self.practice_button.setAccessibleName(self.tr("Show practice matches"))
        self.practice_button.setToolTip(
            self.tr("Matches where undo, hints or open hands were allowed")
        )
        self.mode_group = QButtonGroup(self)
        for button in (self.serious_button, self.practice_button):
            self.mode_group.addButton(button)
            top.addWidget(button)
        self.mode_group.buttonToggled.connect(lambda _b, on: self.reload() if on else None)
        top.addSpacing(16)
        self.overview = QLabel()
        self.overview.setAccessibleName(self.tr("Overview"))
        top.addWidget(self.overview, 1)
        layout.addLayout(top)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Statistics message"))
        self.message.setFrameShape(QFrame.Shape.StyledPanel)
        self.message.setMargin(8)
        layout.addWidget(self.message)

        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels([say(name) for name, _tip in COLUMNS])
        for col, (_name, tip) in enumerate(COLUMNS):
            if tip is not None:
                self.model.horizontalHeaderItem(col).setToolTip(say(tip))
        self.model.setSortRole(SORT)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Statistics by game and variant"))
        read_only_rows(self.table)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setItemDelegateForColumn(0, _GameDelegate(self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        header.setSortIndicator(1, Qt.SortOrder.DescendingOrder)  # most played first
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_points())
        layout.addWidget(self.table, 5)

        # two by two: four side by side left each too narrow for its words at 1024x768;
        # the skill chart beside the accuracy trend
        charts = QGridLayout()
        charts.setSpacing(10)
        self.win_chart = WinRateChart()
        self.points_chart = PointsChart()
        self.accuracy_chart = AccuracyChart()
        self.skill_chart = SkillChart()
        charts.addWidget(self.win_chart, 0, 0)
        charts.addWidget(self.points_chart, 0, 1)
        charts.addWidget(self.accuracy_chart, 1, 0)
        charts.addWidget(self.skill_chart, 1, 1)
        layout.addLayout(charts, 4)
        self.table.setMinimumHeight(150)

        self.luck_label = QLabel()
        self.luck_label.setWordWrap(True)
        self.luck_label.setAccessibleName(self.tr("Your cards beside your skill"))
        self.luck_label.setToolTip(
            self.tr(
                "Par is what the expert makes of your cards: the worth of your cards. Beside "
                "your skill, the par of your last deals of this game against the par of your "
                "deals of it before them."
            )
        )
        layout.addWidget(self.luck_label)

        self.series_box = SeriesTally()
        layout.addWidget(self.series_box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.setToolTip(
            self.tr("Every deal of your history as a spreadsheet (CSV), to take anywhere")
        )
        self.export_button.setAutoDefault(False)
        self.export_button.clicked.connect(lambda: self.export())
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(buttons)
        self.setTabOrder(self.serious_button, self.practice_button)
        self.setTabOrder(self.practice_button, self.table)
        self.setTabOrder(self.table, self.close_button)

    # -- data ---------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return "practice" if self.practice_button.isChecked() else "serious"

    def _long(self) -> bool:
        """Whether the history is long enough to be read on a thread."""
        try:
            return bool(
                self.store.available
                and getattr(self.store, "path", None)
                and self.store.deal_count() >= self.BACKGROUND_FROM
            )
        except StatisticsError:
            return False

    def _read(
        self, kind: str, read: Callable[[StatisticsStore], Any], then: Callable[[Any], None]
    ) -> None:
        """``read`` the store and hand what it found (or its StatisticsError) to ``then``:
        at once for a short history, from a thread for a long one."""
        self._tickets[kind] += 1
        if not self._long():
            try:
                found: Any = read(self.store)
            except StatisticsError as exc:
                found = exc
            then(found)
            return
        ticket = self._tickets[kind] * 2 + (kind == "points")
        self._waiting[ticket] = (kind, then)
        self._readers = [t for t in self._readers if t.is_alive()]
        self._readers.append(read_in_background(self.store.path, ticket, read, self._answer))

    def _found(self, ticket: int, found: Any) -> None:
        kind, then = self._waiting.pop(ticket, ("", None))
        if then is not None and ticket // 2 == self._tickets[kind]:
            then(found)

    @property
    def reading(self) -> bool:
        """Whether an answer from a reading thread is still awaited."""
        return any(
            ticket // 2 == self._tickets[kind] for ticket, (kind, _then) in self._waiting.items()
        )

    def reload(self) -> None:
        mode = self.mode
        if self._long():
            self._say(self.tr("Reading your statistics…"))
        self._read(
            "summaries",
            lambda store: (store.summaries(mode), store.series(mode)),
            lambda found: self._show_summaries(mode, found),
        )

    def _show_summaries(self, mode: str, found: Any) -> None:
        if isinstance(found, StatisticsError):
            self.summaries, series = [], Series()
            self._say(self.tr("The statistics could not be read ({reason}).").format(reason=found))
        else:
            self.summaries, series = found
            if not self.store.available:
                notice = self.store.notice
                self._say(
                    say(notice) if notice else self.tr("Statistics are not kept in this session.")
                )
            elif not self.summaries:
                if mode == "practice":
                    text = self.tr(
                        "Nothing recorded in practice play yet: finished deals and "
                        "matches appear here."
                    )
                else:
                    text = self.tr(
                        "Nothing recorded in serious play yet: finished deals and "
                        "matches appear here."
                    )
                self._say(text)
            else:
                self._say("")
        self._fill_table()
        self._fill_overview()
        self.win_chart.set_rows(self._game_rates())
        self.series_box.set_series(series)
        self._show_points()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _fill_table(self) -> None:
        keep = self._selected()
        self.table.setSortingEnabled(False)
        self.model.removeRows(0, self.model.rowCount())
        for s in self.summaries:
            self.model.appendRow(self._row(s))
        self.table.setSortingEnabled(True)
        self._room_for_rows()
        rows = [(s.game, s.variant) for s in self.summaries]
        index = rows.index(keep) if keep in rows else 0
        if self.model.rowCount():
            for row in range(self.model.rowCount()):
                if self.model.item(row, 0).data(Qt.ItemDataRole.UserRole) == rows[index]:
                    self.table.selectRow(row)
                    break

    def _room_for_rows(self) -> None:
        """The table as tall as its rows, up to ``ROWS_SHOWN`` of them (the charts give
        way): at 1024x768 and 1920x1080 it showed three and a half of six games, the rest
        behind a scroll bar."""
        table = self.table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(min(self.model.rowCount(), ROWS_SHOWN)))
        header = table.horizontalHeader().sizeHint().height()
        frame = 2 * table.frameWidth()
        bar = (
            table.horizontalScrollBar().sizeHint().height()
            if table.horizontalScrollBar().isVisible()
            else 0
        )
        table.setMinimumHeight(max(150, header + rows + frame + bar + 2))

    def _row(self, s: Summary) -> list[QStandardItem]:
        label = variant_label(s.game, s.variant)
        title = game_title(s.game)
        ui = _ui(s.game)
        cells = [
            (f"{title}\n{label}", f"{title} {label}"),
            (str(s.matches), s.matches),
            (
                won_text(s.matches_won, s.match_win_rate),
                -1 if s.match_win_rate is None else s.match_win_rate,
            ),
            (str(s.deals), s.deals),
            (
                won_text(s.deals_won, s.deal_win_rate),
                -1 if s.deal_win_rate is None else s.deal_win_rate,
            ),
            (f"{s.points_for} {DASH} {s.points_against}", s.points_for - s.points_against),
            (
                f"{s.jan_for} {DASH} {s.jan_against}" if ui is not None and ui.counts_jan else DASH,
                s.jan_for - s.jan_against,
            ),
            (
                f"{s.storm_for} {DASH} {s.storm_against}"
                if ui is not None and ui.counts_storms
                else DASH,
                s.storm_for - s.storm_against,
            ),
            (
                f"{s.risks_won} / {s.risks_made}" if ui is not None and ui.counts_risks else DASH,
                s.risks_won,
            ),
            (
                DASH if s.accuracy is None else f"{s.accuracy:.0f}  ({s.mistakes})",
                -1 if s.accuracy is None else s.accuracy,
            ),
        ]
        items = []
        for col, (text, key) in enumerate(cells):
            item = QStandardItem(text)
            item.setData(key, SORT)
            item.setEditable(False)
            if col >= 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        items[0].setData((s.game, s.variant), Qt.ItemDataRole.UserRole)
        items[0].setToolTip(f"{title}: {label}")
        items[0].setData(f"{title}, {label}", Qt.ItemDataRole.AccessibleTextRole)
        return items

    def _selected(self) -> tuple[str, str] | None:
        row = self.table.currentIndex().row() if self.table.currentIndex().isValid() else -1
        if row < 0:
            return None
        found: tuple[str, str] | None = self.model.item(row, 0).data(Qt.ItemDataRole.UserRole)
        return found

    def _fill_overview(self) -> None:
        matches = sum(s.matches for s in self.summaries)
        won = sum(s.matches_won for s in self.summaries)
        deals = sum(s.deals for s in self.summaries)
        deals_won = sum(s.deals_won for s in self.summaries)
        if not matches and not deals:
            self.overview.setText("")
            return
        rate = f" ({round(100 * won / matches)}%)" if matches else ""
        first = (
            self.tr("<b>1</b> match, <b>{won}</b> won{rate}")
            if matches == 1
            else self.tr("<b>{n}</b> matches, <b>{won}</b> won{rate}")
        )
        second = (
            self.tr("<b>1</b> deal, <b>{won}</b> won")
            if deals == 1
            else self.tr("<b>{n}</b> deals, <b>{won}</b> won")
        )
        self.overview.setText(
            first.format(n=matches, won=won, rate=rate)
            + " \u00b7 "
            + second.format(n=deals, won=deals_won)
        )

    def _game_rates(self) -> list[tuple[str, float | None, float | None, int]]:
        games: dict[str, list[int]] = {}
        for s in self.summaries:
            g = games.setdefault(s.game, [0, 0, 0, 0])
            g[0] += s.matches
            g[1] += s.matches_won
            g[2] += s.deals
            g[3] += s.deals_won
        return [
            (game_title(gid), m_won / m if m else None, d_won / d if d else None, m)
            for gid, (m, m_won, d, d_won) in games.items()
        ]

    def _show_points(self) -> None:
        chosen = self._selected()
        if chosen is None:
            self._tickets["points"] += 1
            self.points_chart.set_entries([])
            self.accuracy_chart.set_entries([])
            self.skill_chart.set_entries([])
            self._show_luck(None, "")
            return
        game, variant = chosen
        mode = self.mode

        def read(store: StatisticsStore) -> tuple[Any, ...]:
            return (
                store.matches(mode, game, variant),
                store.accuracy_trend(mode, game, AccuracyChart.LIMIT),
                store.skill_trend(mode, game, SkillChart.LIMIT),
                store.luck(mode, game),
            )

        def show(found: Any) -> None:
            entries, trend, skill, luck = (
                ([], [], [], None) if isinstance(found, StatisticsError) else found
            )
            self.points_chart.set_entries(entries, game_title(game))
            self.accuracy_chart.set_entries(trend, game_title(game))
            self.skill_chart.set_entries(skill, game_title(game))
            self._show_luck(luck, game_title(game))

        self._read("points", read, show)

    def _show_luck(self, luck: Luck | None, title: str) -> None:
        """The luck line for the chosen game (see ``StatisticsStore.luck``)."""
        from ..store.statistics import LUCK_FEWEST

        self.luck = luck
        if not title:
            text = ""
        elif luck is None:
            text = self.tr(
                "{game}: once {n} of your deals have a par, your cards' worth is "
                "shown here beside your skill."
            ).format(game=title, n=LUCK_FEWEST)
        else:
            text = self.tr(
                "{game}: your cards were worth {cards} a deal over your last {n} "
                "deals (give or take {noise}) against the {before} before them; "
                "your skill was {skill}."
            ).format(
                game=title,
                cards=_signed_points(luck.cards),
                n=luck.deals,
                noise=number(luck.noise, ".1f"),
                before=luck.before,
                skill=_signed_points(luck.skill),
            )
        self.luck_label.setText(text)
        self.luck_label.setVisible(bool(text))

    # -- export ---------------------------------------------------------------------------
    def export(self) -> Path | None:
        """Export…: every deal as CSV, to a file the player names. Returns the file
        written (None if none was)."""
        from ..store.files import written_atomically
        from ..store.history import write_csv

        start = str(Path.home() / self.tr("braus-statistics.csv"))
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), start, self.tr("Spreadsheets (*.csv)")
        )
        if not name:
            return None
        target = Path(name)
        try:  # a row at a time into a file beside the target, renamed over it at the end
            with written_atomically(target) as out:
                n = write_csv(self.store, out)
        except (OSError, StatisticsError) as exc:
            if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
                text = self.tr(
                    "The statistics could not be written to {file}: the disk is "
                    "full. Free some space on it and export again; {file} is "
                    "left as it was."
                )
            else:
                text = self.tr(
                    "The statistics could not be written to {file} ({reason}); "
                    "{file} is left as it was."
                )
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self._say(text.format(file=target.name, reason=reason))
            return None
        self._say(self.tr("Deals written to {file}: {n}.").format(file=target.name, n=n))
        return target
