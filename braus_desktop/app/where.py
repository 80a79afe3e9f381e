"""Where am I: the state of the game in sentences, for a player who cannot see the table.

One key (Game → Where am I, W) says them through the screen reader: the score, the deal,
the trick on the table, the player's hand grouped by suit and whose turn it is. They are
read from the controller's models and the match as they are now; nothing here decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..rules.cards import RANK_NAMES, SUIT_NAMES, Card
from .phrases import say

if TYPE_CHECKING:  # pragma: no cover
    from .controller import Controller


def hand_by_suit(cards: list[Card]) -> str:
    """The hand as a player reads it out: "clubs: two, jack; hearts: ace; joker 1"."""
    groups = []
    for suit, suit_name in enumerate(SUIT_NAMES):
        ranks = [say(RANK_NAMES[c.rank]) for c in cards if not c.is_joker and c.suit == suit]
        if ranks:
            groups.append(
                QCoreApplication.translate("WhereAmI", "{suit}: {ranks}").format(
                    suit=say(suit_name), ranks=", ".join(ranks)
                )
            )
    groups += [say(c.long_name) for c in cards if c.is_joker]
    return "; ".join(groups)


def where_am_i(c: Controller) -> str:
    """The game's state in a few sentences (``c``: the controller)."""
    from .score_words import sides_of
    from .table.access import card_words, cards_left  # (with a screen reader's table)

    match = c.match
    if match is None:
        return QCoreApplication.translate(
            "WhereAmI", "No game is being played. Game, New game starts one."
        )
    game, ui = match.game, c.ui
    assert ui is not None  # (a match is in play)
    sides = sides_of(game, c.names or None)
    score = ", ".join(f"{say(side.short)} {points}" for side, points in zip(sides, match.scores))
    parts = [
        QCoreApplication.translate("WhereAmI", "{game}, deal {n}. Score: {score}.").format(
            game=ui.table_name(game), n=len(match.deals), score=score
        )
    ]
    plays = c.trick.plays
    if plays:
        names = c.trick.names
        parts.append(
            QCoreApplication.translate("WhereAmI", "On the table: {plays}.").format(
                plays="; ".join(
                    f"{names.get(p.seat, '?')}: {', '.join(card_words(c.table, x) for x in p.cards)}"
                    for p in plays
                )
            )
        )
    else:
        parts.append(QCoreApplication.translate("WhereAmI", "No cards on the table."))
    if c.hands:
        cards = c.hands[0].cards
        if cards:
            parts.append(
                QCoreApplication.translate("WhereAmI", "Your hand, {count}: {cards}.").format(
                    count=cards_left(len(cards)), cards=hand_by_suit(cards)
                )
            )
        else:
            parts.append(QCoreApplication.translate("WhereAmI", "Your hand is empty."))
    state = c.deal
    if state.is_over or match.is_over:
        parts.append(
            QCoreApplication.translate(
                "WhereAmI", "The deal is over: Game, Next deal deals the next one."
            )
        )
    elif c.human_to_act:
        parts.append(QCoreApplication.translate("WhereAmI", "Your turn."))
    elif state.current_player is not None and 0 <= state.current_player < len(c.names):
        parts.append(
            QCoreApplication.translate("WhereAmI", "It is {name}'s turn.").format(
                name=c.narrator.name(state.current_player)
            )
        )
    return " ".join(parts)


class Speech:
    """A window's keys for the ear (Game → Where am I, W; Say again, Shift+W) and its
    word that a deal's review is ready, said once a deal."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self._reviews_said: set[int] = set()  # deals whose review being ready was said
        c = window.controller
        c.coach.ready.connect(self.review_ready)
        c.match_started.connect(self._reviews_said.clear)  # (deals numbered from 1 again)

    def where_am_i(self) -> None:
        """Say the game's state (``where_am_i``), and show it in the status bar."""
        text = where_am_i(self.window.controller)
        self.window.statusBar().showMessage(text)
        self.window.table.announce(text, assertive=True)

    def say_again(self) -> None:
        """Say the last announcement again."""
        table = self.window.table
        text = table.last_announcement or QCoreApplication.translate(
            "MainWindow", "Nothing has been said yet."
        )
        table.announce(text, assertive=True)

    def review_ready(self, deal_no: int) -> None:
        """A deal's review came in: say so once (it may come again with its par)."""
        if deal_no in self._reviews_said:
            return
        self._reviews_said.add(deal_no)
        self.window.table.announce(
            QCoreApplication.translate(
                "MainWindow", "The review of deal {n} is ready: Game, Review this deal (Ctrl+K)."
            ).format(n=deal_no)
        )
