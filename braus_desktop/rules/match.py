"""A match: deals played one after another until a side reaches the game's target.

The match keeps every deal (so records and statistics can replay them) and derives the
score and the winner from them, so there is no running total that could drift out of
step with the deals. The game decides who deals next and when the match is won.

The derivation is kept incrementally, so a match of thousands of deals loads in linear
time: the totals of the finished deals are folded in once, as each deal finishes (a
finished deal never changes), and only the deal in play is looked at again. Any change
to ``deals`` other than a deal added at the end drops what was folded, so it is always
the deals that decide.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Self, SupportsIndex, overload

from .core import Action, Event, Game, Result, Setup, State
from .kept import KeptDeal


class _Deals(list[Any]):
    """The match's deals: a list that tells the match when it changes other than by deals
    added at the end, so the match folds its totals again from the deals. An older
    finished deal may be held as its record text (``KeptDeal``, a match with ``recent``):
    it is dealt again when it is read (``entries`` reads the list as it is held)."""

    __slots__ = ("_changed", "_game")

    def __init__(
        self,
        items: Iterable[Any] = (),
        changed: Callable[[], None] | None = None,
        game: Game | None = None,
    ) -> None:
        super().__init__(items)
        self._changed = changed
        self._game = game

    def _touch(self) -> None:
        if self._changed is not None:
            self._changed()

    def _live(self, item: Any) -> Any:
        if type(item) is KeptDeal:
            assert self._game is not None  # (only a match's own list holds kept deals)
            return item.state(self._game)
        return item

    def entries(self) -> list[State | KeptDeal]:
        """The deals as held: a finished deal kept as its text is its ``KeptDeal`` (a
        copy of the list; nothing is dealt again)."""
        return list.__getitem__(self, slice(None))

    def __getitem__(self, index: Any) -> Any:
        found = super().__getitem__(index)
        if isinstance(index, slice):
            return [self._live(item) for item in found]
        return self._live(found)

    def __iter__(self) -> Iterator[Any]:
        for item in list.__iter__(self):
            yield self._live(item)

    def __reversed__(self) -> Iterator[Any]:
        for item in list.__reversed__(self):
            yield self._live(item)

    def __contains__(self, value: object) -> bool:
        return any(item is value or item == value for item in self)

    def index(self, value: Any, *args: Any) -> int:
        return list(self).index(value, *args)

    def count(self, value: Any) -> int:
        return list(self).count(value)

    def copy(self) -> list[Any]:
        return list(self)

    def __setitem__(self, index: Any, value: Any) -> None:
        self._touch()
        super().__setitem__(index, value)

    def __delitem__(self, index: Any) -> None:
        self._touch()
        super().__delitem__(index)

    def __imul__(self, n: SupportsIndex) -> Self:
        self._touch()
        return super().__imul__(n)

    def insert(self, index: SupportsIndex, value: Any) -> None:
        self._touch()
        super().insert(index, value)

    def pop(self, index: SupportsIndex = -1) -> Any:
        self._touch()
        return self._live(super().pop(index))

    def remove(self, value: Any) -> None:
        self._touch()
        super().remove(value)

    def clear(self) -> None:
        self._touch()
        super().clear()

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self._touch()
        super().sort(*args, **kwargs)

    def reverse(self) -> None:
        self._touch()
        super().reverse()


class _Outcomes(Sequence[Result]):
    """The results of a match's finished deals as a match that lets go of its deals
    (``keep``) holds them: each one's winner, points and tricks, the rules' own fields
    (what ``Game.match_winner`` reads), in one array of numbers: a few dozen bytes a
    deal, where a whole result (its details and summary) takes about a kilobyte. Read
    back as plain ``Result``s."""

    def __init__(self, n_sides: int) -> None:
        self._width = 1 + 2 * n_sides
        self._numbers = array("i")  # (a deal's points and tricks are small numbers)

    def append(self, r: Result) -> None:
        winner = -1 if r.winner is None else r.winner
        self._numbers.extend((winner, *r.points, *r.tricks))

    def __len__(self) -> int:
        return len(self._numbers) // self._width

    @overload
    def __getitem__(self, index: int) -> Result: ...
    @overload
    def __getitem__(self, index: slice) -> list[Result]: ...
    def __getitem__(self, index: int | slice) -> Result | list[Result]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("no such result")
        w = self._width
        sides = (w - 1) // 2
        row = self._numbers[index * w : (index + 1) * w]
        winner = None if row[0] < 0 else row[0]
        return Result(winner, tuple(row[1 : 1 + sides]), tuple(row[1 + sides :]))

    def __iter__(self) -> Iterator[Result]:
        for i in range(len(self)):
            yield self[i]


class Match:
    """Deals of one game to its target. ``deal`` is the deal in play (or the last one)."""

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        first_dealer: int = 0,
        start: bool = True,
        keep: int | None = None,
        on_result: Callable[[Result], None] | None = None,
        recent: int | None = None,
    ) -> None:
        """``keep``: the match lets go of its finished deals but the last ``keep`` once
        they are folded into its totals, and of their results but for the rules' own
        numbers (winner, points, tricks: the rules read them to decide a match): a record
        of 100,000 deals is replayed for its outcome in the memory of a few. ``deals``
        then holds the last deals only, ``dropped`` counts the ones let go, and
        ``series_value`` and ``results`` cannot be asked once one is gone: ``on_result``
        is handed each finished deal's whole result as it is folded in, in order (the
        command line's replay writes them out). None: every deal is kept.

        ``recent``: the match keeps every deal, but its finished deals but the last
        ``recent`` as their record text (``KeptDeal``), dealt again when one is read
        from ``deals``: an imported career of 100,000 deals is held in a few hundred
        bytes a deal, where live deals take about 4 KB. Its folded results are the
        rules' own numbers (winner, points, tricks), as with ``keep``. None: live."""
        if keep is not None and keep < 1:
            raise ValueError("a match keeps at least its last deal")
        if recent is not None and (recent < 1 or keep is not None):
            raise ValueError("a match keeps at least its last deal live, and all its deals")
        if on_result is not None and keep is None:
            raise ValueError("a match that keeps its deals keeps their results: ask them")
        if (
            isinstance(first_dealer, bool)
            or not isinstance(first_dealer, int)
            or not 0 <= first_dealer < game.n_players
        ):
            raise ValueError(f"the first dealer must be a seat from 0 to {game.n_players - 1}")
        self.game = game
        self.seed = seed
        self.first_dealer = first_dealer
        self._rng = random.Random(seed)
        self.keep = keep
        self.recent = recent
        self.on_result = on_result
        self._dropped = 0
        self.deals = []
        if start:
            self.next_deal()

    @property
    def deals(self) -> list[State]:
        """Every deal so far, the one in play last (with ``keep``: the last ones, and
        the deals finished since the score was last asked)."""
        return self._deals

    @deals.setter
    def deals(self, value: Iterable[State]) -> None:
        self._deals = _Deals(value, self._forget, self.game)
        self._forget()

    def held_deals(self) -> list[State | KeptDeal]:
        """The deals as the match holds them: a finished deal held as its text is its
        ``KeptDeal`` (nothing is dealt again; a copy of the list)."""
        return self._deals.entries()

    @property
    def dropped(self) -> int:
        """How many finished deals the match has let go of (``keep``)."""
        if self.keep is not None:
            self._progress()
        return self._dropped

    def _forget(self) -> None:
        """Drop the folded totals: the next look at the score folds the deals again."""
        self._folded = 0  # leading finished deals folded in
        self._folded_scores = [0] * self.game.n_sides
        self._folded_results: list[Any] | _Outcomes = (
            [] if self.keep is None and self.recent is None else _Outcomes(self.game.n_sides)
        )
        self._packed = 0  # leading deals held as their text (``recent``)
        self._decided: int | None = None  # the winner, once a folded deal decided it

    # -- play ---------------------------------------------------------------------
    @property
    def deal(self) -> State:
        if not self.deals:
            raise ValueError("The match has no deal yet.")
        last: State | KeptDeal = list.__getitem__(self._deals, -1)
        if isinstance(last, KeptDeal):  # (added as it was kept, ``add_played``): live again
            last = last.state(self.game)
            list.__setitem__(self._deals, -1, last)
            self._packed = min(self._packed, len(self._deals) - 1)
        return last

    def next_dealer(self) -> int:
        if not self._deals:
            return self.first_dealer
        last = list.__getitem__(self._deals, -1)
        if type(last) is KeptDeal:
            return last.next_dealer
        return self.game.next_dealer(last)

    def next_deal(
        self,
        seed: int | None = None,
        hands: Any = None,
        dealer: int | None = None,
        *,
        setup: Setup | None = None,
        **parts: Any,
    ) -> State:
        """Start the next deal (shuffled from the match's own seed sequence by default),
        or deal ``setup`` or the parts given (``Game.new_deal``).

        ``dealer`` may only be given to confirm who deals (records); the rules decide it.
        """
        if self.is_over:
            raise ValueError("The match is over.")
        self._settle_last()
        expected = self.next_dealer()
        if dealer is not None and dealer != expected:
            raise ValueError(
                f"seat {dealer} cannot deal now: the rules give the deal to seat {expected}"
            )
        # Draw the next seed even when hands are given, so deal N of a match always has
        # the same seed, however the earlier deals were set up.
        drawn = self._rng.randrange(2**31)
        if setup is not None:
            if hands is not None:
                raise ValueError("give the deal either as a setup or by its parts, not both")
            parts = {**setup.parts(), **parts}
            hands = parts.pop("hands", None)
        if seed is None and hands is None:
            seed = drawn
        # Games whose deals depend on the match so far (scores, carried sticks) say so.
        for key, value in self.game.deal_setup(self.scores, self.deals).parts().items():
            parts.setdefault(key, value)
        state = self.game.new_deal(seed=seed, dealer=expected, hands=hands, **parts)
        self.deals.append(state)
        return state

    def add_played(self, state: State | KeptDeal) -> None:
        """Add as the next deal a finished one dealt and played in a match of the same
        game and start (``records.loads_with_meta``'s ``reuse``: undo goes back to a
        snapshot of the match and keeps its finished deals rather than playing them
        again); the match goes on as if it had dealt it, its seed sequence too."""
        if self.is_over:
            raise ValueError("The match is over.")
        if not self.last_finished():
            raise ValueError("The current deal is not finished yet.")
        if not state.is_over or state.dealer != self.next_dealer():
            raise ValueError("only a finished deal of the seat to deal now can be added")
        self._settle_last()
        self._rng.randrange(2**31)  # (as ``next_deal`` draws one for every deal)
        self._deals.append(state)

    def last_finished(self) -> bool:
        """Whether the last deal is over (True before the first: a deal may follow),
        asked without dealing again a deal kept as its text."""
        if not self._deals:
            return True
        return bool(list.__getitem__(self._deals, -1).is_over)

    def _settle_last(self) -> None:
        """Before the next deal: the last one must be over, and lets go of its events."""
        if not self.last_finished():
            raise ValueError("The current deal is not finished yet.")
        if self._deals:
            last = list.__getitem__(self._deals, -1)
            if type(last) is not KeptDeal:
                last.settle()

    def apply(self, action: Action | str) -> tuple[Event, ...]:
        """Apply an action to the current deal (refused once the match is over)."""
        if self.is_over:
            raise ValueError("The match is over.")
        return self.deal.apply(action)

    # -- score ----------------------------------------------------------------------
    def _progress(self) -> tuple[list[int], int | None]:
        deals = self._deals
        scores = self._folded_scores
        results = self._folded_results
        # Fold the deals finished since the last look (each one once); stop at the deal
        # that decides the match, as the deals after it do not count.
        held = list.__getitem__  # (the deals as held: one kept as its text is not dealt again)
        while (
            self._decided is None
            and self._folded < len(deals)
            and held(deals, self._folded).is_over
        ):
            deal = held(deals, self._folded)
            r = deal.outcome() if type(deal) is KeptDeal else deal.result()
            results.append(r)
            if self.on_result is not None:
                self.on_result(r)
            for side, p in enumerate(r.points):
                scores[side] += p
            self._folded += 1
            if any(r.points):
                self._decided = self.game.match_winner(scores, results)
        if self.recent is not None and self._packed < self._folded - self.recent + 1:
            self._pack(min(self._folded, len(deals) - self.recent))
        if self.keep is not None and self._folded > self.keep:
            gone = self._folded - self.keep
            list.__delitem__(deals, slice(0, gone))  # (not a change of the deals: folded)
            self._folded -= gone
            self._dropped += gone
        if self._decided is not None:
            return list(scores), self._decided
        # The deal in play (and, in a match built by hand, any deal after an unfinished
        # one) counts as it stands now.
        # (as held: the deals not folded are live, a deal held as its text being over)
        return tally(self.game, list.__getitem__(deals, slice(self._folded, None)), scores, results)

    def _pack(self, upto: int) -> None:
        """Hold the folded deals before index ``upto`` as their text (``recent``)."""
        deals = self._deals
        while self._packed < upto:
            deal = list.__getitem__(deals, self._packed)
            if type(deal) is not KeptDeal:
                deal.settle()
                list.__setitem__(deals, self._packed, KeptDeal(deal))  # (the same deal)
            self._packed += 1

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
    def results(self) -> list[Any]:
        """The result of every finished deal, in order (a match that has let go of a deal
        has let go of its result too: ``on_result`` hands them out as they come)."""
        if self.keep is not None and self.dropped:
            raise ValueError("The match let go of its finished deals' results.")
        return [s.result() for s in self._deals if s.is_over]

    def series_value(self) -> int | None:
        """What a won match is worth in a running series (Icelandic Brús keeps one)."""
        winner = self.winner
        if not self.game.GAME_TYPE.keeps_series or winner is None:
            return None
        if self._dropped:
            raise ValueError("The match let go of the deals its series value is made of.")
        return self.game.series_value(self.scores, winner, self.deals)

    def __repr__(self) -> str:
        state = "over" if self.is_over else "in play"
        return f"<Match {self.game.id} scores={self.scores} deals={len(self.deals)} {state}>"


def tally(
    game: Game, deals: Sequence[State], scores: Sequence[int] = (), results: Sequence[Any] = ()
) -> tuple[list[int], int | None]:
    """``scores`` (and the finished deals' ``results``) carried on over ``deals``: each
    finished deal's points, the deal in play's as it stands; with the side that wins the
    match as soon as a deal decides it (the deals after it do not count). From nothing,
    it is the whole match read afresh: what ``Match``'s folded totals must always equal."""
    total = list(scores) or [0] * game.n_sides
    # ``results`` is copied only once a deal adds to it (a match asks after every action,
    # with every finished deal in ``results``), and then added to in place.
    seen: Sequence[Any] = results
    own: list[Any] | None = None
    for state in deals:
        if state.is_over:
            r = state.result()
            if own is None:
                seen = own = list(results)
            own.append(r)
            points = r.points
        else:
            points = state.running_points()
        for side, p in enumerate(points):
            total[side] += p
        if any(points):
            winner = game.match_winner(total, seen)
            if winner is not None:
                return total, winner
    return total, None
