"""Puzzles made by the exact solver: all hands shown, one play is best.

A puzzle is a position of a trick game (Bräus, Danish Brus, Solo Brus, Icelandic Brús)
reached from a seeded deal, with South (seat 0) to play, where every card is known (as a
bridge double-dummy problem) and exactly one legal play gives the best result: every
other play is at least one point worse. Values are points for South's side for the rest
of the deal, own minus the best other side's (``state.returns()``), with best play on
both sides: South's partner plays with South, every other player against South (in Solo
Brus, all the others together). The Brus games' puzzles begin once the stock is empty.

The puzzles are made by ``make_book`` (``python -m braus_desktop.bots.puzzles`` writes
``puzzle_book.py``) from seeded deals played by the ``standard`` level with a little
chance; the book is committed, so opening a puzzle is replaying its actions (see the
README: making it takes minutes, checking it seconds, and ``tests/bots/test_puzzles.py``
solves every one again). Each puzzle is graded by how many plays look as good as the
answer to a player who plays the obvious card for everyone to the end (``plausible``)
and by how many plays South must find along the solution (``depth``: the plays where
exactly one card keeps the value).

``PuzzleSession`` plays one out: it judges South's plays (``check``: how much a play
loses and why, in the hints' words), and picks the other seats' plays (``reply``: the
best defence; among equal plays the one the game's expert would choose). Pure Python,
no Qt; it reads only the rules' public API and the bots' game knowledge.
"""

from __future__ import annotations

import datetime
import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules import make_game
from ..rules.core import Action, Cut, Game, Setup, State
from ..rules.phrase import QT_TRANSLATE_NOOP, Phrase, both
from .card_words import alternative, card_names
from .knowledge import Knowledge
from .puzzle_book import BOOK
from .search import Solver, on_the_true_deal

SEAT = 0  # the puzzles are set for South, the seat at the bottom of the table
# the games with a book (``make_book`` makes another's with ``--games``)
PUZZLE_GAMES = tuple(BOOK)
PER_GAME = 240  # puzzles made per game
GAP = 1.0  # every other play is at least this many points worse
SPREAD = 3  # deals are searched until there are this many times the puzzles wanted
CHANCE = 0.25  # how often the deal's players play a random legal card instead of their own
GRADES = {
    1: QT_TRANSLATE_NOOP("Puzzles", "Easy"),
    2: QT_TRANSLATE_NOOP("Puzzles", "Medium"),
    3: QT_TRANSLATE_NOOP("Puzzles", "Hard"),
}


# --------------------------------------------------------------------------- values


def knowledge(game: Game) -> Knowledge:
    """The game's search knowledge (its exact solver, keys, the expert's preferences),
    for positions whose every card is known."""
    from . import knowledge_for

    return on_the_true_deal(knowledge_for(game))


def solve(state: State, seat: int = SEAT, know: Knowledge | None = None) -> list[float]:
    """The exact value of each of ``state.legal_actions()`` for ``seat``'s side, with best
    play on both sides: the game's own solver where it solves a contest of two sides
    (Bräus's compact one), else the generic alpha-beta one, in which every player outside
    ``seat``'s side plays against it."""
    legal = state.legal_actions()
    game = state.game
    know = know if know is not None else knowledge(game)
    if game.partnership:
        values = know.solve(state, legal, seat, 10**9, None)
        if values is not None:
            return [float(v) for v in values]
    return [float(v) for v in Solver(game, seat, know.key).action_values(state, legal)]


def solvable(state: State, know: Knowledge) -> bool:
    """Whether the rest of the deal is small enough for a puzzle's exact values."""
    return bool(know.solvable(state))


def preferred(
    state: State, legal: Sequence[Action], candidates: Sequence[int], know: Knowledge
) -> int:
    """Among ``candidates`` (indices of equally good plays) the one the game's expert
    prefers (Bräus: the lowest card; Brus: the standard player's choice), so that the
    solver's players throw their cheapest cards, as a player would."""
    if len(candidates) == 1:
        return candidates[0]
    seat = state.current_player
    if seat is None:
        return candidates[0]
    weights = know.prior(state.observation(seat), list(legal), random.Random(0))
    if weights is None:
        return candidates[0]
    return max(candidates, key=lambda k: (weights[k], -k))


def best_reply(state: State, values: Sequence[float], seat: int, know: Knowledge) -> int:
    """The index of the play the player to move makes with best play: the value for
    ``seat`` at its highest for ``seat``'s side, at its lowest for the others."""
    player = state.current_player
    assert player is not None
    game = state.game
    mine = game.side_of(player) == game.side_of(seat)
    target = max(values) if mine else min(values)
    near = [k for k, v in enumerate(values) if abs(v - target) < 1e-9]
    return preferred(state, state.legal_actions(), near, know)


# --------------------------------------------------------------------------- a puzzle


@dataclass(frozen=True)
class Puzzle:
    """One puzzle of the book: a deal of a game (default options) dealt from ``seed``
    (``dealt_cards``), the actions that lead to the position, the answer and every play's exact value; ``number``
    counts from 1 in the game's book (easiest first)."""

    game_id: str
    number: int
    seed: int
    dealer: int
    actions: tuple[str, ...]
    answer: str
    values: dict[str, float]
    plausible: int
    depth: int
    seat: int = SEAT

    @property
    def key(self) -> str:
        """The puzzle's identity, the same however the book is numbered."""
        return f"{self.game_id}:{self.seed}:{len(self.actions)}"

    @property
    def difficulty(self) -> int:
        """A score for ordering: each plausible play beyond the answer counts one, each
        play to find beyond the first counts two."""
        return (self.plausible - 1) + 2 * (self.depth - 1)

    @property
    def grade(self) -> int:
        """1 easy (the obvious play is the answer, and the only one to find), 2 medium,
        3 hard (a score of 3 or more)."""
        return grade_of(self.plausible, self.depth)

    @property
    def game(self) -> Game:
        """The game, with its default options (the puzzles' games are made once)."""
        return _game(self.game_id)

    def setup(self) -> Setup:
        """The deal's cards: ``hands`` and, where the game has one, ``stock``."""
        return dealt_cards(self.game, self.seed)

    def deal(self) -> State:
        """The deal as dealt, before any action."""
        return self.game.new_deal(dealer=self.dealer, setup=self.setup())

    def position(self) -> State:
        """The puzzle's position: the deal with the actions leading to it applied."""
        state = self.deal()
        for text in self.actions:
            state.apply(text)
        return state

    def to_json(self) -> dict[str, Any]:
        """The puzzle as the CLI prints it (docs/puzzles.md)."""
        setup = self.setup().to_json()
        return {
            "game": self.game_id,
            "number": self.number,
            "options": self.game.option_values,
            "dealer": self.dealer,
            "hands": setup["hands"],
            "stock": setup.get("stock", []),
            "actions": list(self.actions),
            "seat": self.seat,
            "answer": self.answer,
            "values": dict(self.values),
            "difficulty": {
                "grade": self.grade,
                "plausible": self.plausible,
                "depth": self.depth,
            },
        }


@functools.cache
def _game(game_id: str) -> Game:
    return make_game(game_id)


def dealt_cards(game: Game, seed: int) -> Setup:
    """A puzzle deal's cards from its seed: the pack shuffled, ``hand_size`` cards to each
    seat in turn, the rest the stock, top card first (none in Bräus). Dealt by hand, not
    by the game's own seeded deal, so that every game's puzzle is plain hands and stock
    (Brús deals from a seed begin with the cut, which is luck and no puzzle)."""
    cards = list(game.pack)
    random.Random(f"puzzle cards {game.id} {seed}").shuffle(cards)
    n, k = game.n_players, game.hand_size
    hands = tuple(tuple(cards[s * k : (s + 1) * k]) for s in range(n))
    return Setup(hands=hands, stock=tuple(cards[n * k :]) if len(cards) > n * k else None)


def signed(points: float) -> str:
    """Points as a puzzle says them: "+1", "0", "-2" (and "+0.5" should one be a half)."""
    return f"{points:+g}" if points else "0"


def grade_of(plausible: int, depth: int) -> int:
    """The grade from the two measures (see ``Puzzle.grade``)."""
    score = (plausible - 1) + 2 * (depth - 1)
    if score == 0:
        return 1
    return 2 if score < 3 else 3


# --------------------------------------------------------------------------- the book


def _entry(p: Puzzle) -> str:
    """A book line: ``seed dealer plausible depth|actions|answer|action=value,...``."""
    values = ",".join(f"{a}={v:g}" for a, v in p.values.items())
    return f"{p.seed} {p.dealer} {p.plausible} {p.depth}|{','.join(p.actions)}|{p.answer}|{values}"


def _read_entry(game_id: str, number: int, line: str) -> Puzzle:
    head, actions, answer, values = line.split("|")
    seed, dealer, plausible, depth = (int(x) for x in head.split())
    pairs = (v.rsplit("=", 1) for v in values.split(","))
    return Puzzle(
        game_id,
        number,
        seed,
        dealer,
        tuple(actions.split(",")) if actions else (),
        answer,
        {a: float(v) for a, v in pairs},
        plausible,
        depth,
    )


_BOOK: dict[str, list[Puzzle]] = {}


def book(game_id: str) -> list[Puzzle]:
    """Every puzzle of a game, numbered from 1, easiest first (ValueError if the game
    has none)."""
    found = _BOOK.get(game_id)
    if found is None:
        if game_id not in BOOK:
            raise ValueError(
                f"there are no puzzles for {game_id}; the games with puzzles are: "
                + ", ".join(PUZZLE_GAMES)
            )
        found = _BOOK[game_id] = [
            _read_entry(game_id, n, line) for n, line in enumerate(BOOK[game_id], start=1)
        ]
    return found


def puzzle(game_id: str, number: int) -> Puzzle:
    """Puzzle ``number`` (from 1) of a game; ValueError with a sentence if there is none."""
    found = book(game_id)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(found):
        raise ValueError(f"{game_id} has puzzles numbered from 1 to {len(found)}, not {number!r}")
    return found[number - 1]


def puzzle_of_the_day(game_id: str, day: datetime.date) -> Puzzle:
    """The puzzle of ``day`` for a game: the same all day, another the next (a stride
    through the book that is prime to its size, so every puzzle comes round), chosen from
    the date alone, offline."""
    found = book(game_id)
    n = len(found)
    stride = next(s for s in (7919, 104729, 1) if n % s)
    return found[(day.toordinal() * stride) % n]


# --------------------------------------------------------------------------- making it


def only_moves(state: State, seat: int, know: Knowledge, first: int) -> int:
    """Play the position out with best play from ``first`` (an index of the current legal
    actions): how many of ``seat``'s plays on the way, the first included, were the only
    one of several to keep the value (the puzzle's depth)."""
    only = 1
    st = state.clone(quiet=True)
    st.apply(st.legal_actions()[first])
    while not st.is_over:
        legal = st.legal_actions()
        if len(legal) == 1:
            st.apply(legal[0])
            continue
        values = solve(st, seat, know)
        if st.current_player == seat:
            top = max(values)
            if sum(1 for v in values if v > top - GAP + 1e-9) == 1:
                only += 1
        st.apply(legal[best_reply(st, values, seat, know)])
    return only


def naive_values(state: State, seat: int, know: Knowledge) -> list[float]:
    """Each play's result when everyone then plays the obvious card to the end (the
    game's open-hands rule of thumb, without chance): what a play looks like at a
    glance."""
    out = []
    for a in state.legal_actions():
        child = state.clone(quiet=True)
        child.apply(a)
        know.rollout(child, random.Random(0), epsilon=0.0)
        out.append(float(child.returns()[seat]))
    return out


def judge(
    state: State, seat: int = SEAT, know: Knowledge | None = None
) -> tuple[int, int, int] | None:
    """If ``state`` is a puzzle for ``seat`` (to play, two plays or more, one best by at
    least ``GAP``): the answer's index, its plausible count and depth; else None."""
    if state.is_over or state.current_player != seat:
        return None
    legal = state.legal_actions()
    # a cut is luck, not judgement: the pack is face down and every cut alike
    if len(legal) < 2 or isinstance(legal[0], Cut):
        return None
    know = know if know is not None else knowledge(state.game)
    if not solvable(state, know):
        return None
    values = solve(state, seat, know)
    ranked = sorted(values, reverse=True)
    if ranked[0] - ranked[1] < GAP - 1e-9:
        return None
    answer = values.index(ranked[0])
    naive = naive_values(state, seat, know)
    plausible = sum(1 for v in naive if v >= naive[answer] - 1e-9)
    depth = only_moves(state, seat, know, answer)
    return answer, plausible, depth


def find_in_deal(game: Game, seed: int, know: Knowledge | None = None) -> Puzzle | None:
    """The hardest puzzle for South in the deal of ``seed`` as the standard level plays
    it (with a random card now and then, ``CHANCE``), or None if it has none."""
    from . import make_bot

    know = know if know is not None else knowledge(game)
    rng = random.Random(f"puzzle deal {game.id} {seed}")
    dealer = rng.randrange(game.n_players)
    try:
        state = game.new_deal(dealer=dealer, setup=dealt_cards(game, seed))
    except ValueError:  # cards the rules would not deal this way (none so far)
        return None
    bots = [make_bot("standard", game, seed=seed * 7 + s) for s in range(game.n_players)]
    best: tuple[int, Puzzle] | None = None
    while not state.is_over:
        found = judge(state, SEAT, know)
        if found is not None:
            answer, plausible, depth = found
            legal = state.legal_actions()
            values = solve(state, SEAT, know)
            p = Puzzle(
                game.id,
                0,
                seed,
                dealer,
                tuple(str(a) for _, a in state.history),
                str(legal[answer]),
                {str(a): v for a, v in zip(legal, values)},
                plausible,
                depth,
            )
            if best is None or p.difficulty > best[0]:
                best = (p.difficulty, p)
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        if rng.random() < CHANCE:
            action = legal[int(rng.random() * len(legal))]
        else:
            action = bots[seat].choose(state.observation(seat), legal)
        state.apply(action)
    return best[1] if best is not None else None


def make_book(
    game_id: str, count: int = PER_GAME, first_seed: int = 1, spread: int = SPREAD
) -> list[Puzzle]:
    """``count`` puzzles of a game, numbered easiest first (by difficulty, then seed).

    The deals of seeds ``first_seed``, ... give at most one puzzle each until there are
    ``spread`` times as many as wanted; from those, the hard and the medium ones up to a
    third of the book each (the lowest seeds first), and easy ones for the rest: most
    deals hold only easy puzzles, and a book of the first ones found would be mostly
    easy."""
    game = make_game(game_id)
    know = knowledge(game)
    found: list[Puzzle] = []
    seed = first_seed
    while len(found) < spread * count:
        p = find_in_deal(game, seed, know)
        if p is not None:
            found.append(p)
        seed += 1
    by_grade = {g: [p for p in found if p.grade == g] for g in (1, 2, 3)}
    chosen = by_grade[3][: count // 3] + by_grade[2][: count // 3]
    rest = [p for p in found if p not in chosen]
    chosen += rest[: count - len(chosen)]
    chosen.sort(key=lambda p: (p.difficulty, p.seed))
    return [
        Puzzle(game_id, n, p.seed, p.dealer, p.actions, p.answer, p.values, p.plausible, p.depth)
        for n, p in enumerate(chosen, start=1)
    ]


def book_source(books: dict[str, list[Puzzle]]) -> str:
    """The text of ``puzzle_book.py`` for these books."""
    lines = [
        '"""The puzzle book: made by ``python -m braus_desktop.bots.puzzles``; do not edit.',
        "",
        "One line per puzzle, easiest first: ``seed dealer plausible depth|actions|answer|",
        "action=value,...`` (bots/puzzles.py reads it; docs/puzzles.md explains it).",
        '"""',
        "",
        "BOOK: dict[str, tuple[str, ...]] = {",
    ]
    for game_id, puzzles in books.items():
        lines.append(f'    "{game_id}": (')
        lines.extend(f'        "{_entry(p)}",' for p in puzzles)
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- playing one


@dataclass(frozen=True)
class Verdict:
    """What a play of South's does: ``loss`` points against the best play (0: it keeps
    the value), the values, and ``reason``, a sentence for the player (a Phrase)."""

    action: Action
    loss: float
    value: float
    best: float
    reason: str


class PuzzleSession:
    """One puzzle being played: the position, South's plays judged, the others' chosen.

    ``names`` are the seats' names for the sentences (the app's default names, "You",
    "West" ...: ``phrases.say`` shows them in the player's language)."""

    def __init__(self, p: Puzzle, names: Sequence[str]) -> None:
        self.puzzle = p
        self.game = p.game
        self.know = knowledge(self.game)
        if len(names) != self.game.n_players:
            raise ValueError(f"a name for each of the {self.game.n_players} seats, please")
        self.names = list(names)
        self._values: dict[tuple[str, ...], list[float]] = {}

    def values(self, state: State) -> list[float]:
        """The exact values of the legal plays in ``state`` for South (kept per position:
        the view asks again as the player hesitates)."""
        key = tuple(str(a) for _, a in state.history)
        found = self._values.get(key)
        if found is None:
            found = self._values[key] = solve(state, SEAT, self.know)
        return found

    def reply(self, state: State) -> Action:
        """The play of the seat to move (not South): the best defence, or the partner's
        best play, the cheapest card among equals."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return legal[best_reply(state, self.values(state), SEAT, self.know)]

    def check(self, state: State, action: Action) -> Verdict:
        """How South's ``action`` (legal in ``state``) compares with the best play, and
        if it loses, why: what best play makes of it, in players' words."""
        legal = state.legal_actions()
        values = self.values(state)
        i = legal.index(action)
        best = max(values)
        loss = best - values[i]
        if loss < 1e-9:
            return Verdict(action, 0.0, values[i], best, "")
        reason = self._why(state, action, values[i], legal[values.index(best)], best, loss)
        return Verdict(action, loss, values[i], best, reason)

    # -- the words ----------------------------------------------------------------------
    def _line(self, state: State, first: Action) -> State:
        """``first``, then best play on both sides to the end (events kept)."""
        st = state.clone(quiet=False)
        st.apply(first)
        while not st.is_over:
            st.apply(self.reply(st) if st.current_player != SEAT else self._best(st))
        return st

    def _best(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return legal[best_reply(state, self.values(state), SEAT, self.know)]

    def side_words(self) -> str:
        """South's side in players' words: "you and North", or "you"."""
        game = self.game
        mates = [self.names[s] for s in game.seats_of(game.side_of(SEAT)) if s != SEAT]
        if not mates:
            return QT_TRANSLATE_NOOP("Puzzles", "you")
        return QT_TRANSLATE_NOOP("Puzzles", "you and {partners}").format(partners=both(mates))

    def _why(
        self, state: State, action: Action, value: float, answer: Action, best: float, loss: float
    ) -> Phrase:
        start = len(state.events)
        wrong = self._line(state, action)
        right = self._line(state, answer)
        side = self.game.side_of(SEAT)
        taker = self._trick_taker(wrong.events[start:])
        if taker is not None and self.game.side_of(taker[0]) != side:
            first = QT_TRANSLATE_NOOP("Puzzles", "{name} takes the trick with {cards}").format(
                name=self.names[taker[0]], cards=card_names(taker[1])
            )
        else:
            first = QT_TRANSLATE_NOOP("Puzzles", "your side takes this trick, but pays later")
        tricks_wrong, tricks_right = wrong.tricks[side], right.tricks[side]
        if tricks_wrong != tricks_right:
            rest = QT_TRANSLATE_NOOP(
                "Puzzles",
                "with best play on both sides {side} take {tricks} of the tricks instead of "
                "{best_tricks}, and the deal ends at {value} for your side instead of "
                "{best}",
            ).format(
                side=self.side_words(),
                tricks=tricks_wrong,
                best_tricks=tricks_right,
                value=signed(value),
                best=signed(best),
            )
        else:
            rest = QT_TRANSLATE_NOOP(
                "Puzzles",
                "with best play on both sides the deal ends at {value} for your side "
                "instead of {best}",
            ).format(value=signed(value), best=signed(best))
        if abs(loss - 1) < 1e-9:
            head = QT_TRANSLATE_NOOP("Puzzles", "{move} loses a point").format(
                move=alternative(action)
            )
        else:
            head = QT_TRANSLATE_NOOP("Puzzles", "{move} loses {loss:g} points").format(
                move=alternative(action), loss=loss
            )
        return QT_TRANSLATE_NOOP("Puzzles", "{head}: {first}; {rest}. Try again.").format(
            head=head, first=first, rest=rest
        )

    @staticmethod
    def _trick_taker(events: Sequence[Any]) -> tuple[int, tuple[Any, ...]] | None:
        """Who takes the first trick finished in ``events``, with the cards they won it
        with (their last play in it)."""
        last: dict[int, tuple[Any, ...]] = {}
        for e in events:
            if e.kind == "played" and e.seat is not None:
                last[e.seat] = e.cards
            elif e.kind == "trick_won" and e.seat is not None:
                return e.seat, last.get(e.seat, e.cards)
        return None

    def solution(self, state: State) -> Action:
        """South's best play in ``state`` (the answer at the puzzle's position)."""
        return self._best(state)


def _main(argv: Sequence[str] | None = None) -> int:
    """Write ``puzzle_book.py`` beside this module (``--games`` to limit, ``--count``)."""
    import argparse
    from pathlib import Path

    parser = argparse.ArgumentParser(description="Make the puzzle book.")
    parser.add_argument("--games", nargs="*", default=list(PUZZLE_GAMES))
    parser.add_argument("--count", type=int, default=PER_GAME)
    parser.add_argument("--out", default=str(Path(__file__).with_name("puzzle_book.py")))
    args = parser.parse_args(argv)
    books = {g: make_book(g, args.count) for g in args.games}
    Path(args.out).write_text(book_source(books), encoding="utf-8")
    for g, puzzles in books.items():
        grades = [sum(1 for p in puzzles if p.grade == k) for k in (1, 2, 3)]
        print(f"{g}: {len(puzzles)} puzzles, easy/medium/hard {grades}")
    return 0


if __name__ == "__main__":
    raise SystemExit(_main())
