"""The question asked before a new match replaces one in progress (New game, the deal
editor's "Play this deal", Import): the match's game and score in words, and a "don't ask
again" box that turns the question off (Settings turns it back on, as the question says)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from ..controller import Controller
    from ..settings import Settings

from ..games import game_ui
from ..phrases import say
from ..score_words import side_points, sides_of


def match_in_words(controller: Controller) -> str:
    """ "You are playing deal 2 of a match of Danish Brus (game to 10). Score: Us 3, Them
    1." Between deals it says the last deal is over. The sides' names begin the score, as on a score sheet: mid-sentence their
    capitals read wrongly in every language."""
    match = controller.match
    assert match is not None  # (asked while a match is in play)
    game = match.game
    points = side_points(sides_of(game, controller.names), enumerate(match.scores))
    if match.deal.is_over:  # between deals: the next one is not dealt yet
        text = QCoreApplication.translate(
            "AbandonMatch",
            "Deal {n} of a match of {game} (game to {target}) is over. Score: {points}.",
        )
    else:
        text = QCoreApplication.translate(
            "AbandonMatch",
            "You are playing deal {n} of a match of {game} (game to {target}). Score: {points}.",
        )
    return text.format(
        n=len(match.deals),
        game=game_ui(game).name_in_sentence(game),
        points=say(points),
        target=game.target,
    )


def ask_abandon(parent: QWidget, controller: Controller, settings: Settings) -> bool:
    """Ask; True if the player abandons the match. "Don't ask again" counts only with a
    yes: the question goes away once the player has said yes with it ticked."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("AbandonMatch", "Abandon the match?"),
        QCoreApplication.translate("AbandonMatch", "Abandon the match in progress?"),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("abandonMatch")
    # what the box below does is said here, in words that wrap: a check box cannot, and
    # a message box caps its width (in large words its line was cut at the edge)
    box.setInformativeText(
        match_in_words(controller)
        + "\n\n"
        + QCoreApplication.translate(
            "AbandonMatch",
            "“Don't ask again” turns this question off; Settings can turn it back on.",
        )
    )
    abandon = box.addButton(
        QCoreApplication.translate("AbandonMatch", "&Abandon it"), QMessageBox.ButtonRole.AcceptRole
    )
    keep = box.addButton(
        QCoreApplication.translate("AbandonMatch", "&Keep playing"),
        QMessageBox.ButtonRole.RejectRole,
    )
    box.setDefaultButton(abandon)
    box.setEscapeButton(keep)
    again = QCheckBox(QCoreApplication.translate("AbandonMatch", "&Don't ask again"))
    box.setCheckBox(again)
    box.exec()
    if box.clickedButton() is not abandon:
        return False
    if again.isChecked():
        settings.set("play/confirm_abandon", False)
    return True
