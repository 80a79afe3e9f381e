"""The first start's welcome: what the app is, in three sentences, and how to begin (play
Bräus now, choose another game, learn Bräus in short lessons at the table, or pick
another game's lessons).

Shown only when there is no settings file and no saved game yet, and never again once
the player has chosen (the choice is kept as a setting, which makes the settings file).
It says how many of the player's mistakes are due for another try, if any are (a data
folder kept from before); every later start says it in the status bar and the game log
(``due_sentence``, from the statistics recorder).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCommandLinkButton, QDialog, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from ..settings import Settings

PLAY, CHOOSE, LEARN, LESSONS = "play", "choose", "learn", "lessons"


def first_start(settings: Settings) -> bool:
    """No settings file yet, and the welcome never answered (the saved game is asked
    when the window opens)."""
    return not settings.get("interface/welcomed") and not settings.path.exists()


class MistakesDue(QObject):
    """The sentence of how many mistakes are due (``tr`` with a count: lupdate gives
    each language its plural forms only for a ``tr`` call)."""

    SOURCE = "%n of your mistakes are due for another try (Help → My mistakes)."

    def sentence(self, due: int) -> str:
        text = self.tr("%n of your mistakes are due for another try (Help → My mistakes).", "", due)
        if due == 1 and text == self.SOURCE.replace("%n", "1"):
            # English has no catalog to give its singular: the source's own
            text = "1 of your mistakes is due for another try (Help → My mistakes)."
        return text


def due_sentence(due: int) -> str:
    """How many of the player's mistakes are due for another try, in the player's
    language with its plural forms; "" when none is."""
    return MistakesDue().sentence(due) if due > 0 else ""


class WelcomeDialog(QDialog):
    """``choice`` is PLAY (also when the dialog is closed), CHOOSE, LEARN (Bräus's
    lessons) or LESSONS (the list of every game's). Its note says the first game is a
    practice match, and how to play a serious one."""

    def __init__(self, parent: QWidget | None = None, due: int = 0) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setWindowTitle(self.tr("Welcome to Bräus Desktop"))
        self.choice = PLAY
        layout = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "<p>Bräus Desktop plays old card games of the Karnöffel family: Bräus from "
                "Gotland, Danish Brus, Icelandic Brús and Horwell's multi-card Brag. You play "
                "against computer players, offline, at your own pace. The rules of every game "
                "are under Help → Rules.</p>"
                "<p>How would you like to begin?</p>"
            )
        )
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.due = QLabel(due_sentence(due))
        self.due.setWordWrap(True)
        self.due.setVisible(due > 0)
        layout.addWidget(self.due)
        self.play_button = QCommandLinkButton(
            self.tr("&Play Bräus now"),
            self.tr(
                "You and North against West and East, a trick game in which most cards "
                "can never be played: the first team to take six tricks wins the deal."
            ),
        )
        self.choose_button = QCommandLinkButton(
            self.tr("&Choose another game…"),
            self.tr(
                "Danish Brus, Solo Brus, Icelandic Brús or Brag, with the players and "
                "rules you like."
            ),
        )
        self.learn_button = QCommandLinkButton(
            self.tr("&Learn Bräus"),
            self.tr(
                "Short lessons at the table, one idea each on a prepared deal: you make "
                "the play, and a wrong one is explained."
            ),
        )
        self.lessons_button = QCommandLinkButton(
            self.tr("Learn &another game…"),
            self.tr(
                "The lessons of Danish Brus, Solo Brus, Icelandic Brús and Brag (Help → "
                "Lessons lists them at any time)."
            ),
        )
        for button, choice in (
            (self.play_button, PLAY),
            (self.choose_button, CHOOSE),
            (self.learn_button, LEARN),
            (self.lessons_button, LESSONS),
        ):
            button.clicked.connect(lambda _checked=False, c=choice: self._chosen(c))
            layout.addWidget(button)
        # the first game is a practice match (``MainWindow._begin_after_welcome``): what
        # that gives, and where a serious one is started
        self.practice_note = QLabel(
            self.tr(
                "Your first game is a practice match: a hint with H, undo with Ctrl+Z, and the "
                "other hands can be shown. For a serious match, counted in your statistics, "
                "choose Game → New game and untick Practice match."
            )
        )
        self.practice_note.setWordWrap(True)
        # under Play Bräus now, whose game it is about
        layout.insertWidget(layout.indexOf(self.play_button) + 1, self.practice_note)
        self.play_button.setDefault(True)
        self.play_button.setFocus()
        # wide enough for its title and for the descriptions to read as lines, not a column
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 72)

    def _chosen(self, choice: str) -> None:
        self.choice = choice
        self.accept()
