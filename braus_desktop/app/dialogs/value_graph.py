"""The value graph of a reviewed deal: how the deal's outlook for the player's side moved
with each of their decisions (the expected value of the play made, and its value with
every card known), their inaccuracies, mistakes and blunders marked, and the position
shown in the review as a line. Clicking the graph (or Left/Right, Home/End when it has
the keyboard, through its dialog) goes to that position."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..phrases import number
from ..roles import give_role
from ..sides import ink

# How each verdict is marked on the graph (the good ones are not marked).
MARKS = {
    "inaccuracy": QColor("#d9a300"),
    "mistake": QColor("#e06c00"),
    "blunder": QColor("#c62828"),
}


class ValueGraph(QWidget):
    """Points for the player's side (y) against the deal's positions (x, from its start
    to its last action); ``position_clicked`` gives the position clicked."""

    position_clicked = Signal(int)
    ACCESSIBLE_ROLE = QAccessible.Role.Chart  # (was a "panel": ``roles``)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        give_role(self)
        self.setMinimumSize(320, 130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.positions = 0
        # per decision: (position, expected value of the play, exact value or None,
        # exact was solved, verdict)
        self.points: list[tuple[int, float, float | None, bool, str]] = []
        self.current = 0
        self.setAccessibleName(self.tr("Value of the deal"))

    def sizeHint(self) -> QSize:
        return QSize(640, 150)

    def set_values(
        self, positions: int, points: list[tuple[int, float, float | None, bool, str]]
    ) -> None:
        """The deal's last position and its decisions' values (see ``points``)."""
        self.positions = max(1, positions)
        self.points = sorted(points)
        self._describe()
        self.update()

    def set_current(self, position: int) -> None:
        self.current = position
        self.update()

    def _describe(self) -> None:
        marked = [p for p in self.points if p[4] in MARKS]
        if not self.points:
            text = self.tr("No decision of yours was valued in this deal.")
        else:
            text = self.tr(
                "Your decisions move the deal's value from {first} to "
                "{last} points; {n} marked as inaccuracy, mistake or "
                "blunder."
            ).format(
                first=number(self.points[0][1], "+.2f"),
                last=number(self.points[-1][1], "+.2f"),
                n=len(marked),
            )
            # the same numbers the graph draws, one per decision in the deal's order
            text += " " + self.tr("Your decisions' values, in order: {values}.").format(
                values="; ".join(number(p[1], "+.2f") for p in self.points)
            )
        self.setAccessibleDescription(text)

    # -- geometry ----------------------------------------------------------------------
    def _plot(self) -> QRectF:
        fm = QFontMetrics(self.font())
        low, high = self._range()
        left = max(fm.horizontalAdvance(number(v, "+.2f")) for v in (low, high)) + 12
        # (room above for half the top value's words, centred on the plot's top: at
        # twice the text size the 8 pixels there cut "+1.44" in half)
        top = max(8, fm.height() // 2 + 2)
        return QRectF(self.rect()).adjusted(left, top, -12, -(fm.height() + 10))

    def _range(self) -> tuple[float, float]:
        values = (
            [0.0] + [p[1] for p in self.points] + [p[2] for p in self.points if p[2] is not None]
        )
        low, high = min(values), max(values)
        if high - low < 1.0:
            mid = (high + low) / 2
            low, high = mid - 0.5, mid + 0.5
        pad = (high - low) * 0.08
        return low - pad, high + pad

    def x_of(self, position: float) -> float:
        plot = self._plot()
        return plot.left() + plot.width() * position / self.positions

    def position_at(self, x: float) -> int:
        plot = self._plot()
        frac = (x - plot.left()) / plot.width() if plot.width() > 0 else 0.0
        return max(0, min(self.positions, round(frac * self.positions)))

    # -- painting ----------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        plot = self._plot()
        low, high = self._range()
        fm = QFontMetrics(self.font())

        def y_of(v: float) -> float:
            return plot.bottom() - (v - low) / (high - low) * plot.height()

        muted = pal.color(QPalette.ColorRole.PlaceholderText)
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        zero = y_of(0.0)
        p.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        p.setPen(muted)
        for v in (high, 0.0, low):
            if v != 0.0 and abs(y_of(v) - zero) < fm.height():
                continue  # the zero line's label is the one that says most
            p.drawText(
                QRectF(0, y_of(v) - fm.height() / 2, plot.left() - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                number(v, "+.2f"),
            )
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), fm.height()),
            Qt.AlignmentFlag.AlignLeft,
            self.tr("start"),
        )
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), fm.height()),
            Qt.AlignmentFlag.AlignRight,
            self.tr("end"),
        )
        # the position shown
        x = self.x_of(self.current)
        p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2))
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        if not self.points:
            p.setPen(muted)
            p.drawText(
                plot, Qt.AlignmentFlag.AlignCenter, self.tr("No decision of yours was valued.")
            )
            return
        colour = ink(0)
        for series, style in ((1, Qt.PenStyle.SolidLine), (2, Qt.PenStyle.DashLine)):
            path = QPainterPath()
            started = False
            for point in self.points:
                value = point[series]
                if value is None:
                    continue
                at = QPointF(self.x_of(point[0]), y_of(float(value)))
                if started:
                    path.lineTo(at)
                else:
                    path.moveTo(at)
                    started = True
            p.setPen(QPen(colour if series == 1 else colour.lighter(140), 2, style))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        for position, _expected, exact, _solved, _verdict in self.points:
            if exact is not None:  # (a ring each: one value alone makes no dashed line)
                p.setPen(QPen(colour.lighter(140), 1.5))
                p.setBrush(pal.color(QPalette.ColorRole.Base))
                p.drawEllipse(QPointF(self.x_of(position), y_of(exact)), 3.0, 3.0)
        for position, expected, _exact, _solved, verdict in self.points:
            mark = MARKS.get(verdict)
            at = QPointF(self.x_of(position), y_of(expected))
            if mark is None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
                p.drawEllipse(at, 3.0, 3.0)
            else:
                p.setPen(QPen(pal.color(QPalette.ColorRole.Base), 1.5))
                p.setBrush(mark)
                p.drawEllipse(at, 6.5, 6.5)
        # the legend
        small = QFont(self.font())
        p.setFont(small)
        x0 = plot.left() + fm.horizontalAdvance(self.tr("start")) + 24
        y0 = plot.bottom() + 4 + fm.height() / 2
        for text, pen in (
            (self.tr("expected"), QPen(colour, 2)),
            (self.tr("every card known"), QPen(colour.lighter(140), 2, Qt.PenStyle.DashLine)),
        ):
            p.setPen(pen)
            p.drawLine(QPointF(x0, y0), QPointF(x0 + 18, y0))
            p.setPen(muted)
            p.drawText(QPointF(x0 + 22, y0 + fm.ascent() / 2 - 1), text)
            x0 += 22 + fm.horizontalAdvance(text) + 16
        for verdict, words in self.legend_marks():
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(MARKS[verdict])
            p.drawEllipse(QPointF(x0 + 5, y0), 5.0, 5.0)
            p.setPen(muted)
            p.drawText(QPointF(x0 + 14, y0 + fm.ascent() / 2 - 1), words)
            x0 += 14 + fm.horizontalAdvance(words) + 16

    def legend_marks(self) -> list[tuple[str, str]]:
        """The verdicts the legend explains, each with its words: every mark the graph
        can show (an inaccuracy's mark had none)."""
        return [
            ("inaccuracy", self.tr("inaccuracy")),
            ("mistake", self.tr("mistake")),
            ("blunder", self.tr("blunder")),
        ]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.position_clicked.emit(self.position_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)
