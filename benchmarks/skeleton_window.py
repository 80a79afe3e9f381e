"""The app's window as PySide6 alone draws it: the floor under the cold start's figures.

``benchmarks/gui_speed.py`` starts this beside the bare window and the app. It shows what
the app's first frame shows (the window's icon and title, the menus with their words and
keys, the felt lit from the middle, the action bar, the side panel's two titles over an
empty log, the status bar) with none of the app's code: no settings, no rules, no game.
With ``--cards`` it then draws what the first frame with the deal shows (the pack of 36
cards at the dealer's place, its top card seen and the bottom card's face read too, four
name plates, the trick's place, the score sheet's tally and its table, one line in the
log, the turn's words and a Pass button) and quits at the frame after. What the app
costs beyond this is the app's own; what this costs beyond a bare window, PySide costs
any window that shows these things.

Run by the benchmark: ``python benchmarks/skeleton_window.py SPEC.json [--cards]``; the
spec (the menus' words and keys, the icon's and the two card files' paths) is written by
the benchmark from the app's own tables, so that this file never imports the app.
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QPointF, QRectF, QStringListModel, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)


class Table(QGraphicsView):
    """The felt (a radial gradient painted once into a pixmap, as the app keeps it) and
    what the scene holds; reports its first frame, or with ``--cards`` its first frame
    after the deal is laid."""

    def __init__(self, scene: QGraphicsScene, cards: bool) -> None:
        super().__init__(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.cards = cards
        self.dealt = False
        self.reported = False
        self.felt: QPixmap | None = None

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        size = self.viewport().size()
        if self.felt is None or self.felt.size() != size:
            self.felt = QPixmap(size)
            w, h = size.width(), size.height()
            light = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.7)
            light.setColorAt(0, QColor("#237a45"))
            light.setColorAt(1, QColor("#17492b"))
            p = QPainter(self.felt)
            p.fillRect(self.felt.rect(), QBrush(light))
            p.end()
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, self.felt)
        painter.restore()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.reported:
            return
        if not self.cards:
            self.reported = True
            QTimer.singleShot(0, report)
        elif not self.dealt:
            self.dealt = True
            QTimer.singleShot(0, deal)
        else:
            self.reported = True
            QTimer.singleShot(0, report)


def report() -> None:
    print(f"first frame at {time.time():.6f}", flush=True)
    print(f"first frame's CPU {time.process_time():.6f}", flush=True)
    app.quit()


def card_pixmap(path: str, width: int, height: int, dpr: float) -> QPixmap:
    from PySide6.QtSvg import QSvgRenderer  # (as the app: loaded with the first card)

    pixmap = QPixmap(int(width * dpr), int(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(path).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap


def plate(name: str, words: str, x: float, y: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, 120, 36), 8, 8)
    item = QGraphicsPathItem(path)
    item.setBrush(QColor(0, 0, 0, 150))
    item.setPen(QPen(Qt.PenStyle.NoPen))
    item.setPos(x, y)
    scene.addItem(item)
    for text, dy, colour in ((name, 2, "#ffffff"), (words, 19, "#c8d6cc")):
        label = QGraphicsSimpleTextItem(text, item)
        label.setBrush(QColor(colour))
        label.setPos(18, dy)


def deal() -> None:
    """What the app's first frame with the deal shows, laid as PySide alone lays it."""
    dpr = table.devicePixelRatioF()
    back = card_pixmap(spec["back"], 46, 64, dpr)
    bottom = card_pixmap(spec["face"], 46, 64, dpr)
    w, h = table.viewport().width(), table.viewport().height()
    scene.setSceneRect(0, 0, w, h)
    for i in range(36):  # as the app's pack: only its top card is seen until it flies
        item = QGraphicsPixmapItem(bottom if i == 0 else back)
        item.setPos(w * 0.25, h * 0.85)
        item.setRotation(-6)
        item.setVisible(i == 35)
        scene.addItem(item)
    for name, words, x, y in (
        ("North", "Standard", 0.38, 0.15),
        ("West", "Standard", 0.12, 0.47),
        ("East", "Standard", 0.65, 0.47),
        ("You", "Your seat", 0.02, 0.79),
    ):
        plate(name, words, w * x, h * y)
    trick = QPainterPath()
    trick.addRoundedRect(QRectF(w * 0.3, h * 0.35, w * 0.4, h * 0.23), 30, 30)
    scene.addPath(trick, QPen(QColor(255, 255, 255, 60), 2))
    tally = QLabel(
        "<b>Bräus · game to 6</b> &nbsp; Deal 1<hr>"
        "<span style='color:#2f6fb3'>Us (You + North)</span> 0 of 6<br><br>"
        "<span style='color:#b33a2f'>Them (West + East)</span> 0 of 6"
    )
    sheet = QTableView()
    model = QStandardItemModel(0, 5, sheet)
    model.setHorizontalHeaderLabels(["#", "Dealer", "Us", "Them", "Total"])
    sheet.setModel(model)
    side_layout.insertWidget(1, tally)
    side_layout.insertWidget(2, sheet)
    log.setStringList(["— Deal 1 (no. 468870334): You deal —"])
    turn.setText("West is thinking…")
    pass_button.setEnabled(False)
    pass_button.show()
    table.viewport().update()


spec = json.loads(open(sys.argv[1], encoding="utf-8").read())
app = QApplication(sys.argv[:1])
app.setWindowIcon(QIcon(spec["icon"]))
window = QMainWindow()
window.setWindowTitle("Bräus Desktop")
for title, entries, shown in spec["menus"]:
    menu = window.menuBar().addMenu(title)
    menu.menuAction().setVisible(shown)
    for entry in entries:
        if entry is None:
            menu.addSeparator()
            continue
        text, key = entry
        action = QAction(text, window)
        if isinstance(key, int):
            action.setShortcut(QKeySequence(QKeySequence.StandardKey(key)))
        elif key:
            action.setShortcut(QKeySequence(key))
        menu.addAction(action)
scene = QGraphicsScene()
table = Table(scene, "--cards" in sys.argv)
central = QWidget()
outer = QVBoxLayout(central)
outer.setContentsMargins(0, 0, 0, 0)
splitter = QSplitter(Qt.Orientation.Horizontal)
left = QWidget()
left_layout = QVBoxLayout(left)
left_layout.setContentsMargins(0, 0, 0, 0)
left_layout.setSpacing(0)
left_layout.addWidget(table, 1)
bar = QWidget()
bar.setObjectName("actionBar")
bar.setStyleSheet("#actionBar { background: #14301f; } QLabel { color: #e8efe9; }")
bar_layout = QHBoxLayout(bar)
turn = QLabel("")
bar_layout.addWidget(turn, 1)
pass_button = QPushButton("Pass")
pass_button.hide()
bar_layout.addWidget(pass_button)
left_layout.addWidget(bar)
splitter.addWidget(left)
side = QWidget()
side_layout = QVBoxLayout(side)
side_layout.addWidget(QLabel("<b>Score sheet</b>"))
side_layout.addWidget(QLabel("<b>Game log</b>"))
log = QStringListModel()
log_view = QListView()
log_view.setModel(log)
side_layout.addWidget(log_view, 1)
splitter.addWidget(side)
outer.addWidget(splitter)
window.setCentralWidget(central)
window.statusBar()
width, height = spec["size"]
window.resize(width, height)
splitter.setSizes([width * (100 - spec["side_share"]) // 100, width * spec["side_share"] // 100])
window.show()
app.exec()
print("first frame: painted" if table.reported else "first frame: timed out")
