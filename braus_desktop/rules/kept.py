"""A finished deal kept as its record text, not as a live deal.

A match of a player's whole career (an imported record of 100,000 deals) cannot keep
every deal as a live ``State``: each holds its cards, its actions and its scoring as
objects, about 4 KB. A finished deal never changes, and its part of a record (what
``records.dumps`` writes for it: dealer, seed, cards and actions) says all there is to
it, so a match may keep its older finished deals as that text (``KeptDeal``: packed, a
few hundred bytes) and deal one again from it when it is looked at (``state``). The
rules' own numbers of its result (winner, points, tricks: what the match's score and
winner are made of) and who deals after it are kept beside the text, so the match
goes on without dealing it again.

The text is the one source of truth: ``deal_text`` writes a deal's part of a record
here, and the records read and write it (rules/records.py). Pure Python, rules only.
"""

from __future__ import annotations

import operator
import struct
import weakref
import zlib
from collections.abc import Sequence
from typing import Any

from .core import Game, Result, State

# The words every deal's text repeats (the record's field names, card texts, the pass),
# primed into each deal's packing: a Bräus deal of 800 characters packs to about 150
# bytes. (Only in memory: a kept deal is never written packed.)
_WORDS = (
    ' "dealer": 0,\n   "seed": null,\n   "setup": {\n    "hands": [\n     [\n      "'
    + '",\n      "'.join(
        rank + suit for suit in "CDHS" for rank in ("2 3 4 5 6 7 8 9 10 J Q K A".split())
    )
    + '"\n     ]\n    ]\n   },\n   "actions": [\n    "pass",\n    "'
).encode("utf-8")


# A kept deal's head: how many sides its result's numbers are for, and its text's length
# and hash (an undo finds the deal in a snapshot by them, without unpacking it; the
# hash is this process's own, as the kept deal is).
_HEAD = struct.Struct("<BIq")


def deal_data(state: State) -> dict[str, Any]:
    """One deal as the record holds it."""
    return {
        "dealer": state.dealer,
        "seed": state.seed,
        "setup": state.setup().to_json(),
        "actions": [str(action) for _seat, action in state.history],
    }


def indented(value: Any, depth: int) -> str:
    """``value`` as ``json.dumps(..., indent=1)`` writes it ``depth`` levels down."""
    import json  # (once a deal is written: the window's first frame loads no JSON)

    return json.dumps(value, ensure_ascii=False, indent=1).replace("\n", "\n" + " " * depth)


# The text of each finished deal as ``dumps`` writes it, kept while the deal lives: a
# finished deal never changes, and the window saves the match after every move, so a
# long match (an imported career) was encoded whole each time: 5.5 s a move at 10,000
# deals on a busy machine, on the GUI thread. Now only the deal in play is.
_FINISHED: weakref.WeakKeyDictionary[State, str] = weakref.WeakKeyDictionary()


def deal_text(state: State) -> str:
    """The deal's part of a record, as ``records.dumps`` writes it inside the list of
    deals (kept for a finished deal: made once)."""
    text = _FINISHED.get(state)
    if text is None:
        text = indented(deal_data(state), 2)
        if state.is_over:
            _FINISHED[state] = text
    return text


def written(state: State) -> str | None:
    """The finished deal's text if it has been written already, else None."""
    return _FINISHED.get(state)


# Each kept deal's live deal while anyone holds it (dealt again, or the deal it was made
# of): the same object is handed out again, and a view that holds the deal knows it in
# its kept form (``shared``). An entry goes when its deal does.
_DEALT: weakref.WeakValueDictionary[KeptDeal, State] = weakref.WeakValueDictionary()


class KeptDeal:
    """A finished deal as its record text, packed (see the module docstring): ``text``
    is the text, ``state(game)`` the deal dealt again and played to its end, the same
    object while anyone holds it. ``dealer``, ``next_dealer`` and ``outcome()`` (the
    result's winner, points and tricks) are read without dealing it.

    One bytes value holds its head (``_HEAD``), the result's numbers and the packed text
    after them: a few hundred bytes in all, where the live deal is 4 KB."""

    __slots__ = ("_packed", "dealer", "next_dealer", "__weakref__")

    def __init__(self, state: State) -> None:
        if not state.is_over:
            raise ValueError("only a finished deal is kept as its text")
        r = state.result()
        numbers = (-1 if r.winner is None else r.winner, *r.points, *r.tricks)
        text = deal_text(state)
        packer = zlib.compressobj(6, zdict=_WORDS)
        self._packed = (
            _HEAD.pack(len(r.points), len(text), hash(text))
            + struct.pack(f"<{len(numbers)}i", *numbers)
            + packer.compress(text.encode("utf-8"))
            + packer.flush()
        )
        self.dealer = state.dealer
        self.next_dealer = state.game.next_dealer(state)
        _DEALT[self] = state

    def _numbers(self) -> tuple[int, ...]:
        sides = self._packed[0]
        return struct.unpack_from(f"<{1 + 2 * sides}i", self._packed, _HEAD.size)

    @property
    def text(self) -> str:
        """The deal's part of a record, as ``records.dumps`` writes it."""
        sides = self._packed[0]
        unpacker = zlib.decompressobj(zdict=_WORDS)
        packed = memoryview(self._packed)[_HEAD.size + 4 * (1 + 2 * sides) :]
        return (unpacker.decompress(packed) + unpacker.flush()).decode("utf-8")

    @property
    def size(self) -> int:
        """The length of the deal's text."""
        return int(_HEAD.unpack_from(self._packed)[1])

    def written_at(self, text: str, at: int) -> int:
        """The length of this deal's text if ``text`` holds it at ``at``, else 0 (told by
        its length and hash: an undo finds each kept deal of a career's snapshot without
        unpacking it)."""
        _sides, size, digest = _HEAD.unpack_from(self._packed)
        if len(text) - at >= size and hash(text[at : at + size]) == digest:
            return int(size)
        return 0

    @property
    def is_over(self) -> bool:
        return True

    def outcome(self) -> Result:
        """The deal's result as the rules' numbers: winner, points and tricks per side
        (what a match's score and winner are made of; ``state`` for the rest)."""
        numbers = self._numbers()
        sides = (len(numbers) - 1) // 2
        winner = None if numbers[0] < 0 else numbers[0]
        return Result(winner, tuple(numbers[1 : 1 + sides]), tuple(numbers[1 + sides :]))

    def state(self, game: Game) -> State:
        """The deal dealt again from its text and played to its end in ``game`` (the
        game it was played in), its event log let go of as a finished deal's is."""
        live = _DEALT.get(self)
        if live is not None:
            return live
        import json

        data = json.loads(self.text)
        state = game.new_deal(seed=data["seed"], dealer=data["dealer"], **data["setup"])
        for action in data["actions"]:
            state.apply(game.parse_action(action))
        state.settle()
        _DEALT[self] = state
        return state

    def __repr__(self) -> str:
        return f"<KeptDeal dealer={self.dealer} {len(self._packed)} bytes>"


def shared(held: Sequence[State | KeptDeal], seen: Sequence[State | KeptDeal]) -> int:
    """How many first deals of ``held`` (a match's, ``Match.held_deals``) are those of
    ``seen`` (what a view made its rows of): the same objects, or a deal and the text the
    match has come to hold it as since (the deal is alive: ``seen`` holds it)."""
    k = min(len(held), len(seen))
    same = list(map(operator.is_, held[:k], seen[:k]))  # (in C: one pass)
    i = 0
    while True:
        try:
            i = same.index(False, i)
        except ValueError:
            return k
        deal = held[i]
        if not (isinstance(deal, KeptDeal) and _DEALT.get(deal) is seen[i]):
            return i
        i += 1
