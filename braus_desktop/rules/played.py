"""A deal as it was played, as one value: its game (with its options), its dealer, its
cards (``State.setup()``: the hands, and the stock's order where there is one) and every
action in order. What the coach, par, a record and an exercise need of a finished deal,
and nothing of the live table: it deals itself again (``replay``) wherever it is needed.

``Seating`` beside it: who played the deal's seats (the reviewed seat, each seat's
computer level) and what seeded the computer players (the deal's number in its match,
the match's seed; ``bots.deal_seed``). The two together are what a deal's coaching is
made from (bots/coaching.py).

Pure Python, rules only.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .core import Action, Event, Game, Setup, State, TrickWon


@dataclass(frozen=True, eq=False)
class PlayedDeal:
    """One deal as played (see the module docstring). Two are equal when their ``key``
    is: the same game and options, dealer, cards and actions."""

    game: Game
    dealer: int
    setup: Setup
    actions: tuple[tuple[int, Action], ...] = field(default=())

    @classmethod
    def of(cls, state: State) -> PlayedDeal:
        """The deal ``state`` is, with the actions played in it so far."""
        return cls(state.game, state.dealer, state.setup(), tuple(state.history))

    @property
    def options(self) -> dict[str, Any]:
        """The options the deal's game was played with."""
        return self.game.option_values

    @cached_property
    def key(self) -> str:
        """What tells this deal apart from any other, as text: its game and options, its
        dealer, its cards and every action (as a record writes them). A deal played
        again differently (after undo, Play deal number) has another key."""
        return json.dumps(
            [
                self.game.id,
                self.options,
                self.dealer,
                self.setup.to_json(),
                [[seat, str(action)] for seat, action in self.actions],
            ],
            sort_keys=True,
            default=str,
            ensure_ascii=False,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayedDeal) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def upto(self, count: int) -> PlayedDeal:
        """The same deal with only its first ``count`` actions: what a decision's
        position and the decision itself are (``upto(index + 1)``)."""
        return PlayedDeal(self.game, self.dealer, self.setup, self.actions[:count])

    def with_actions(self, actions: Sequence[tuple[int, Action]]) -> PlayedDeal:
        """The same cards with ``actions`` instead (what of a deal another value rests
        on: par's inputs, bots/par.py)."""
        return PlayedDeal(self.game, self.dealer, self.setup, tuple(actions))

    def replay(self, upto: int | None = None, seed: int | None = None) -> State:
        """The deal dealt again from its cards and played to action ``upto`` (all of
        them by default); ``seed`` only matters where a game draws what the cards do not
        fix. IllegalAction if an action does not fit."""
        state = self.game.new_deal(seed=seed, dealer=self.dealer, setup=self.setup)
        for _seat, action in self.actions[:upto]:
            state.apply(action)
        return state

    def before(self, seat: int) -> tuple[tuple[int, Action], ...]:
        """The actions made before ``seat``'s first one (all of them if it made none)."""
        for n, (who, _action) in enumerate(self.actions):
            if who == seat:
                return self.actions[:n]
        return self.actions


@dataclass(frozen=True)
class Seating:
    """Who played a deal and what seeded its computer players: the seat reviewed (the
    player's), each seat's level ("human" for a person), the deal's number in its match
    (from 1) and the match's seed (None: 0)."""

    seat: int
    levels: tuple[str, ...]
    deal_no: int
    match_seed: int | None


class DealEvents:
    """The deal replayed once: the events each action led to (``after``, by action
    index), and its ``returns`` per seat once over (else None): what a key moment says
    happened at the table."""

    def __init__(self, deal: PlayedDeal | State) -> None:
        played = deal if isinstance(deal, PlayedDeal) else PlayedDeal.of(deal)
        self.game = played.game
        replay = played.replay(0)
        self.after: list[tuple[Event, ...]] = []
        for _seat, action in played.actions:
            self.after.append(tuple(replay.apply(action)))
        self.returns = replay.returns() if replay.is_over else None

    def events_from(self, index: int) -> list[Event]:
        return [e for events in self.after[index:] for e in events]

    def tricks_before(self, index: int) -> int:
        return sum(isinstance(e, TrickWon) for events in self.after[:index] for e in events)
