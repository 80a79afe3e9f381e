"""The Bräus expert's exact solver: alpha-beta on a compact position.

The expert solves every sampled deal exactly, and the number of samples it can afford
in its time budget is what limits it (over 428 positions where the choice matters, its
regret against the true deal's exact values fell from 0.37 points at 32 samples to 0.33
at 128). The generic ``search.Solver`` walks ``clone(quiet=True)`` + ``apply`` states;
this one keeps a whole position in eight small integers, plays passes and forced cards
without a node of their own, and is about eight times faster at the start of a deal
(``benchmarks/braus_solver_speed.py``), so the same budget buys that many more samples.

It restates the play of the rules (B4-B9) on those integers: each seat's playable cards
as a bit mask of their rank (bit 0 the Spit), the sevens still held, the tricks per
team, whose turn it is, the card to beat and how many chances are left in the trick.
The rules model stays the one authority: the position is read from a State through its
public API, and tests check that the values agree with the generic solver on the rules
model over thousands of positions of both table sizes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..rules import braus as B
from ..rules.cards import Card
from ..rules.core import Action, Pass, Play, State
from .search import EXACT, LOWER, UPPER, OutOfBudget

POWER = B.POWER
WIN = B.TRICKS_TO_WIN
LEAD = len(B.RANKING)  # "card to beat" while leading: every rank is below it
BITS = len(B.RANKING)  # bits per seat in the packed hands


def pack_hands(cards_by_seat: Sequence[Sequence[Card]]) -> tuple[int, int, int | None]:
    """Each seat's cards as the compact position holds them: the playable cards' masks
    packed ``BITS`` bits apart, the sevens' counts 3 bits apart, and the team holding the
    KC (None if nobody does)."""
    hands = sevens = 0
    kc_team = None
    for s, cards in enumerate(cards_by_seat):
        for c in cards:
            r = POWER.get(c)
            if r is not None:
                hands |= 1 << (s * BITS + r)
            elif c in B.SEVENS:
                sevens += 1 << (3 * s)
            elif c == B.OUTCOME_CARD:
                kc_team = s & 1
    return hands, sevens, kc_team


def read_position(
    state: B.BrausState,
) -> tuple[int, int, int, int, int, int, int, int, int | None]:
    """The compact position of a Bräus State at a player's turn, from its public API:
    ``(hands, sevens, t0, t1, turn, to_beat, chances, winner, kc_team)``, with ``hands``
    all seats' masks packed ``BITS`` bits apart and ``sevens`` their counts 3 bits apart;
    ``chances`` counts the current player's own."""
    n = state.game.n_players
    hands, sevens, kc_team = pack_hands([state.hand(s) for s in range(n)])
    t0, t1 = state.tricks
    turn = state.current_player
    assert turn is not None  # at a player's turn
    if state.is_lead:
        to_beat, chances, winner = LEAD, 0, turn
    else:
        trick = state.trick
        leader = trick[0][0]
        winner, last = trick[-1]
        to_beat = POWER[last]
        chances = (leader - turn) % n
    return hands, sevens, t0, t1, turn, to_beat, chances, winner, kc_team


def solve(
    state: State,
    legal: Sequence[Action],
    seat: int,
    node_limit: int = 10**9,
    deadline: float | None = None,
    random_opponents: bool = False,
) -> list[float]:
    """The exact value of each of ``legal`` for ``seat`` (its team's points minus the
    other team's, ``state.returns()``), both teams playing perfectly with open hands.
    With ``random_opponents`` the other team plays uniformly among its legal plays (the
    ``random`` level) and the value is the expected one: the best reply to it (a
    benchmark's ceiling). Raises OutOfBudget past ``node_limit`` decisions or the
    ``deadline`` (perf_counter)."""
    assert isinstance(state, B.BrausState)
    n = state.game.n_players
    hands0, sevens0, t0, t1, turn, to_beat, chances, winner, kc_team = read_position(state)
    me = seat & 1
    full = (1 << BITS) - 1
    table: dict[tuple[int, ...], tuple[float, int, int]] = {}
    count = [0]
    clock = time.perf_counter
    nxt = [(s + 1) % n for s in range(n)]

    def finish(t0: int, t1: int) -> int:
        # B8: six tricks score 1, or 2 (Jan) if the other team has none; B9: five and KC
        if t0 >= WIN:
            p = 2 if t1 == 0 else 1
            return p if me == 0 else -p
        if t1 >= WIN:
            p = 2 if t0 == 0 else 1
            return p if me == 1 else -p
        if kc_team is not None and (t1 if kc_team else t0) == WIN - 1:
            return 1 if kc_team == me else -1
        return 0  # drawn deal

    def search(
        hands: int,
        sevens: int,
        t0: int,
        t1: int,
        turn: int,
        to_beat: int,
        chances: int,
        winner: int,
        alpha: float,
        beta: float,
    ) -> float:
        """The value of the position just after ``turn`` played ``to_beat`` (or passed),
        ``chances`` players still to come in the trick."""
        while True:  # passes and forced plays, up to the next choice
            if chances:  # B6: the next player's chance
                turn = nxt[turn]
            else:  # B7: the last card played takes the trick
                if winner & 1:
                    t1 += 1
                else:
                    t0 += 1
                if t0 >= WIN or t1 >= WIN:
                    return finish(t0, t1)
                s = winner  # B4/B5: lay the sevens, lead, or pass the lead on
                for _ in range(n):
                    k = (sevens >> (3 * s)) & 7
                    if k:
                        sevens &= ~(7 << (3 * s))
                        if s & 1:
                            t1 += k
                        else:
                            t0 += k
                        if t0 >= WIN or t1 >= WIN:
                            return finish(t0, t1)
                    if (hands >> (s * BITS)) & full:
                        break
                    s = nxt[s]
                else:
                    return finish(t0, t1)
                turn, to_beat, chances, winner = s, LEAD, 0, s
            moves = (hands >> (turn * BITS)) & ((1 << to_beat) - 1)
            if not moves:  # nothing beats it: a pass
                chances -= 1
                continue
            if moves & (moves - 1):
                break
            r = moves.bit_length() - 1  # one card beats it: forced
            hands ^= 1 << (turn * BITS + r)
            chances = n - 1 if to_beat == LEAD else chances - 1
            to_beat, winner = r, turn
        count[0] += 1
        if count[0] > node_limit:
            raise OutOfBudget
        if deadline is not None and not count[0] & 255 and clock() > deadline:
            raise OutOfBudget
        key = (hands, sevens, t0, t1, turn, to_beat, chances, winner)
        hit = table.get(key)
        first = -1
        if hit is not None:
            v, flag, first = hit
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        a0, b0 = alpha, beta
        order = []
        if first >= 0:
            order.append(first)
            moves ^= 1 << first
        while moves:  # the lowest card first
            r = moves.bit_length() - 1
            order.append(r)
            moves ^= 1 << r
        left = n - 1 if to_beat == LEAD else chances - 1
        base = turn * BITS
        best_r = order[0]
        if (turn & 1) == me:
            best: float = -9
            for r in order:
                v = search(
                    hands ^ (1 << (base + r)), sevens, t0, t1, turn, r, left, turn, alpha, beta
                )
                if v > best:
                    best, best_r = v, r
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        elif random_opponents:
            total = 0.0
            for r in order:
                total += search(
                    hands ^ (1 << (base + r)), sevens, t0, t1, turn, r, left, turn, -9, 9
                )
            best = total / len(order)
            table[key] = (best, EXACT, best_r)
            return best
        else:
            best = 9
            for r in order:
                v = search(
                    hands ^ (1 << (base + r)), sevens, t0, t1, turn, r, left, turn, alpha, beta
                )
                if v < best:
                    best, best_r = v, r
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        flag = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
        table[key] = (best, flag, best_r)
        return best

    out: list[float] = []
    for a in legal:
        if isinstance(a, Pass):
            v = search(hands0, sevens0, t0, t1, turn, to_beat, chances - 1, winner, -9, 9)
        else:
            assert isinstance(a, Play)
            r = POWER[a.cards[0]]
            v = search(
                hands0 ^ (1 << (turn * BITS + r)),
                sevens0,
                t0,
                t1,
                turn,
                r,
                n - 1 if to_beat == LEAD else chances - 1,
                turn,
                -9,
                9,
            )
        out.append(float(v))
    return out
