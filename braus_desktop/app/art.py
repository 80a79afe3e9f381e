"""Card art for every view: the project's own SVG faces and backs (assets/cards).

``CardArt`` hands out one shared ``QSvgRenderer`` per file and crisp pixmaps at any size
and device pixel ratio, so the table, the hand fans and the Brag arranger all draw the
same cards. From a source checkout it reads ``assets/``; an installed bundle reads the
compiled Qt resources (``:/assets/...``) when they are there.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QFile, QRectF, QResource, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from ..rules.cards import Card
from ..rules.files import FileRefused, read_regular_file
from .games import GAME_UIS, game_ui

if TYPE_CHECKING:  # loaded with the first card drawn, after the window's first frame
    from PySide6.QtSvg import QSvgRenderer

CARD_RATIO = 350 / 250  # height / width of every card file (viewBox 0 0 250 350)
# The index in a face's top left corner (its rank over its suit), as shares of the card's
# width and height, its margin included, by style: a card covered past this still says
# what it is (the high-contrast style's index is larger).
INDEX_CORNER = {"classic": (0.22, 0.32), "four-colour": (0.22, 0.32), "high-contrast": (0.24, 0.38)}
STYLES = ("classic", "four-colour", "high-contrast")
BACKS = ("red", "blue", "green", "gotland")
# A card or icon file is shipped with the app (tens of kB): one far larger is not one.
MAX_ART_BYTES = 16 << 20


@dataclass(frozen=True)
class Marks:
    """How a view marks cards on top of their art: the keyboard focus, a selected or
    held card, and a card that cannot be played (a veil over it)."""

    focus: str
    selected: str
    width: float  # outline width, as a fraction of the card's width
    outside: bool  # outlines go round the card (not on its face)
    veil: tuple[int, int, int, int]  # RGBA laid over a card that cannot be played


# The marks for each face style. High contrast: thick outlines in yellow and cyan
# outside the card, so they show on the white face and on the dark table alike, and a
# lighter veil that greys the card without hiding its black index.
MARKS = {
    "classic": Marks("#7fd3ff", "#ffd54a", 0.035, False, (20, 30, 25, 120)),
    "four-colour": Marks("#7fd3ff", "#ffd54a", 0.035, False, (20, 30, 25, 120)),
    "high-contrast": Marks("#ffe600", "#00e0ff", 0.07, True, (70, 70, 70, 125)),
}


@cache
def assets_dir() -> Path:
    """The assets folder: a source checkout's, an installed package's (pip puts it in
    ``braus_desktop/assets``), or a PyInstaller bundle's. Found once: each card's face
    asked for it, and resolving the path and looking for the folder again for every card
    of the first deal cost it a few hundred system calls."""
    here = Path(__file__).resolve()
    for base in (
        here.parents[2],
        here.parents[1],
        Path(getattr(__import__("sys"), "_MEIPASS", here.parents[2])),
    ):
        if (base / "assets" / "cards").is_dir():
            return base / "assets"
    return here.parents[2] / "assets"


def _read(relative: str) -> bytes | None:
    qrc = QFile(":/assets/" + relative)
    if qrc.exists() and qrc.open(QFile.OpenModeFlag.ReadOnly):
        try:
            return bytes(qrc.readAll().data())
        finally:
            qrc.close()
    path = assets_dir() / relative
    try:
        return read_regular_file(path, MAX_ART_BYTES)
    except FileRefused:
        return None


class CardArt:
    """Renderers and pixmaps of card faces and backs in one style."""

    def __init__(self, style: str = "classic", back: str = "blue") -> None:
        if style not in STYLES:
            raise ValueError(f"card style must be one of {', '.join(STYLES)}")
        if back not in BACKS:
            raise ValueError(f"card back must be one of {', '.join(BACKS)}")
        self.style = style
        self.back = back
        self.marks = MARKS[style]
        self.index = INDEX_CORNER[style]  # (see INDEX_CORNER)
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float], QPixmap] = {}

    def face_file(self, card: Card, game_id: str | None = None) -> str:
        """The relative file of a card's face, the named variant where the game has one."""
        family = _family(game_id)
        if family is not None:
            named = f"cards/{self.style}/{card.text}-{family}.svg"
            if _exists(named):
                return named
        return f"cards/{self.style}/{card.text}.svg"

    def back_file(self) -> str:
        return f"cards/backs/{self.back}.svg"

    def renderer(self, relative: str) -> QSvgRenderer:
        """The file's renderer, read when the file is first drawn, on the GUI thread.

        (Not ahead on a worker thread: PySide keeps Python's lock while Qt reads an SVG,
        so a worker saved the deal's frame nothing and cost it 6 ms, and handing a
        renderer to the GUI thread could deadlock with it: 4 starts in 120 hung at their
        exit.)"""
        found = self._renderers.get(relative)
        if found is None:
            data = _read(relative)
            if data is None:
                raise FileNotFoundError(f"card art is missing: {relative}")
            from PySide6.QtSvg import QSvgRenderer

            found = QSvgRenderer(QByteArray(data))
            if not found.isValid():
                raise ValueError(f"card art is not valid SVG: {relative}")
            self._renderers[relative] = found
        return found

    def face(self, card: Card, game_id: str | None = None) -> QSvgRenderer:
        return self.renderer(self.face_file(card, game_id))

    def pixmap(
        self, card: Card | None, width: int, dpr: float = 1.0, game_id: str | None = None
    ) -> QPixmap:
        """A pixmap ``width`` logical pixels wide (None: the back), sharp at ``dpr``."""
        rel = self.back_file() if card is None else self.face_file(card, game_id)
        key = (rel, int(width), round(dpr, 2))
        pm = self._pixmaps.get(key)
        if pm is None:
            w = max(1, round(width * dpr))
            h = max(1, round(width * CARD_RATIO * dpr))
            img = QImage(QSize(w, h), QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            p = QPainter(img)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.renderer(rel).render(p, QRectF(0, 0, w, h))
            p.end()
            pm = QPixmap.fromImage(img)
            pm.setDevicePixelRatio(dpr)
            if len(self._pixmaps) > 600:  # window resizes make new sizes; keep memory flat
                self._pixmaps.clear()
            self._pixmaps[key] = pm
        return pm


def _exists(relative: str) -> bool:
    folder, _, name = relative.rpartition("/")
    return name in _listed(folder)


@cache
def _listed(folder: str) -> frozenset[str]:
    """The names in one of the assets' folders (``cards/classic``), in the compiled
    resources or on disk, listed once: the first deal asked whether each of its faces has
    a variant named for the game, one lookup in the resources and one on disk each (1.5
    ms of the GUI thread's time before the deal's frame)."""
    names: set[str] = set()
    qrc = QResource(":/assets/" + folder)
    if qrc.isValid() and qrc.isDir():
        names.update(qrc.children())
    try:
        with os.scandir(assets_dir() / folder) as entries:
            names.update(entry.name for entry in entries if entry.is_file())
    except OSError:
        pass  # (no such folder: none of its files is shipped)
    return frozenset(names)


def icon_path() -> str:
    """The application icon (SVG): from the compiled resources when a bundle has them."""
    if QFile.exists(":/assets/icons/braus-desktop.svg"):
        return ":/assets/icons/braus-desktop.svg"
    return os.fspath(assets_dir() / "icons" / "braus-desktop.svg")


def _family(game_id: str | None) -> str | None:
    """Which family's named-card variants a game shows (its ``GameUI.art_family``)."""
    return game_ui(game_id).art_family if game_id in GAME_UIS else None
