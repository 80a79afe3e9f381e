"""A match: deals played one after another until a side reaches the game's target.

The match keeps every deal (so records and statistics can replay them) and derives the
score and the winner from them, so there is no running total that could drift out of
step with the deals. The game decides who deals next and when the match is won.
"""

from __future__ import annotations

import random
from typing import Any

from .core import Action, Event, Game, State


class Match:
    """Deals of one game to its target. ``deal`` is the deal in play (or the last one)."""

    def __init__(self, game: Game, seed: int | None = None, first_dealer: int = 0,
                 start: bool = True) -> None:
        if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) \
                or not 0 <= first_dealer < game.n_players:
            raise ValueError(f"the first dealer must be a seat from 0 to {game.n_players - 1}")
        self.game = game
        self.seed = seed
        self.first_dealer = first_dealer
        self._rng = random.Random(seed)
        self.deals: list[State] = []
        if start:
            self.next_deal()

    # -- play ---------------------------------------------------------------------
    @property
    def deal(self) -> State:
        if not self.deals:
            raise ValueError("The match has no deal yet.")
        return self.deals[-1]

    def next_dealer(self) -> int:
        return self.game.next_dealer(self.deals[-1]) if self.deals else self.first_dealer

    def next_deal(self, seed: int | None = None, hands: Any = None, dealer: int | None = None,
                  **setup: Any) -> State:
        """Start the next deal (shuffled from the match's own seed sequence by default).

        ``dealer`` may only be given to confirm who deals (records); the rules decide it.
        """
        if self.is_over:
            raise ValueError("The match is over.")
        if self.deals and not self.deals[-1].is_over:
            raise ValueError("The current deal is not finished yet.")
        expected = self.next_dealer()
        if dealer is not None and dealer != expected:
            raise ValueError(f"seat {dealer} cannot deal now: the rules give the deal "
                             f"to seat {expected}")
        # Draw the next seed even when hands are given, so deal N of a match always has
        # the same seed, however the earlier deals were set up.
        drawn = self._rng.randrange(2 ** 31)
        if seed is None and hands is None:
            seed = drawn
        # Games whose deals depend on the match so far (scores, carried sticks) say so.
        prepare = getattr(self.game, "deal_setup", None)
        if prepare is not None:
            for key, value in prepare(self.scores, self.deals).items():
                setup.setdefault(key, value)
        state = self.game.new_deal(seed=seed, dealer=expected, hands=hands, **setup)
        self.deals.append(state)
        return state

    def apply(self, action: Action | str) -> tuple[Event, ...]:
        """Apply an action to the current deal (refused once the match is over)."""
        if self.is_over:
            raise ValueError("The match is over.")
        return self.deal.apply(action)

    # -- score ----------------------------------------------------------------------
    def _progress(self) -> tuple[list[int], int | None]:
        scores = [0] * self.game.n_sides
        results = []
        for state in self.deals:
            if state.is_over:
                r = state.result()
                results.append(r)
                points = r.points
            else:
                points = state.running_points()
            for side, p in enumerate(points):
                scores[side] += p
            if any(points):
                winner = self.game.match_winner(scores, results)
                if winner is not None:
                    return scores, winner
        return scores, None

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per side so far, including points already scored in the deal in play."""
        return tuple(self._progress()[0])

    @property
    def winner(self) -> int | None:
        """The side that won the match, or None while it goes on."""
        return self._progress()[1]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def results(self) -> list:
        return [s.result() for s in self.deals if s.is_over]

    def series_value(self) -> int | None:
        """What a won match is worth in a running series (Icelandic Brús keeps one)."""
        hook = getattr(self.game, "series_value", None)
        if hook is None or not self.is_over:
            return None
        return hook(self.scores, self.winner, self.deals)

    # -- records ----------------------------------------------------------------------
    def to_record(self, meta: dict | None = None) -> dict:
        from .records import match_to_record
        return match_to_record(self, meta)

    @classmethod
    def from_record(cls, data: Any) -> "Match":
        from .records import record_to_match
        return record_to_match(data)

    def __repr__(self) -> str:
        state = "over" if self.is_over else "in play"
        return f"<Match {self.game.id} scores={self.scores} deals={len(self.deals)} {state}>"
