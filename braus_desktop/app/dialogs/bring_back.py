"""The one question about statistics set aside that this app can read (issue 44, item 7):
an older app set a newer app's database aside, and this app found it again at the start.
The player is asked once per such file whether to bring its rows back into the
statistics (``store.restore.bring_back``: the file itself is only read and stays where
it is); "leave them aside" is remembered in the settings, so the question is not asked
again for that file."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..store.restore import bring_back, findings
from ..store.statistics import StatisticsError

LEFT_ASIDE = "statistics/left_aside"


def _tr(text: str) -> str:
    return QCoreApplication.translate("BringBack", text)


def offer(window: Any) -> str | None:  # (the main window, which imports this module)
    """Ask about the first set-aside statistics file the player has not answered for yet;
    the sentence saying what became of it (None when nothing was asked)."""
    recorder = window.statistics
    if recorder is None:
        return None
    left = window.settings.get(LEFT_ASIDE)
    found = next(iter(findings(recorder.store, frozenset(left))), None)
    if found is None:
        return None
    box = QMessageBox(
        QMessageBox.Icon.Question,
        _tr("Earlier statistics found"),
        _tr(
            "Your statistics were kept aside as {name}, and this version of "
            "Bräus Desktop can read them. Bring them back into your "
            "statistics?"
        ).format(name=found.path.name),
        parent=window,
    )
    box.setObjectName("bring-back")
    box.setInformativeText(
        _tr("Finished deals in it that your statistics lack: {deals}. Matches: {matches}.").format(
            deals=found.deals, matches=found.matches
        )
    )
    back = box.addButton(_tr("&Bring them back"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(_tr("&Leave them aside"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(back)
    box.exec()
    if box.clickedButton() is not back:
        window.settings.set(LEFT_ASIDE, left | {found.fingerprint})
        return _tr("Your earlier statistics stay aside in {name}.").format(name=found.path.name)
    try:
        bring_back(recorder.store, found)
    except StatisticsError as exc:
        return _tr(
            "Your earlier statistics could not be brought back ({reason}); they stay in {name}."
        ).format(reason=str(exc), name=found.path.name)
    recorder.recorded.emit()  # an open Statistics dialog counts them
    return _tr(
        "Your earlier statistics are back in your statistics; {name} is left as it was."
    ).format(name=found.path.name)


def offer_and_say(window: Any) -> None:  # (the main window, which imports this module)
    """Ask the one question (``offer``), then say what became of the file in the game log
    and the status line, where the player looks after a question."""
    said = offer(window)
    if said:
        window.controller.log.append(said)
        window.statusBar().showMessage(said)
