"""Deals set up by hand (the deal editor, exercises): what a game's deal is made of, every
problem of a proposed deal as a sentence for the player, and a match that starts with it.

The pack, the hand sizes and what becomes of the cards not dealt come from the game
object; the final word on a deal is always ``game.new_deal``, so a deal these checks pass
is one the rules accept.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from .cards import Card
from .core import Game
from .match import Match

STOCK, UNDEALT, NONE = "stock", "undealt", "none"


@dataclass(frozen=True)
class DealShape:
    """The parts of one deal of a game.

    ``rest`` says what the cards not dealt to the hands are: ``stock`` (the Brus family:
    a face-down stock the deal must be given, top card first), ``undealt`` (Brag: left
    out of play) or ``none`` (Bräus: every card is dealt).
    """

    pack: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    rest: str
    pack_name: str

    @property
    def rest_size(self) -> int:
        return len(self.pack) - sum(self.hand_sizes)


def deal_shape(game: Game) -> DealShape:
    """The shape of ``game``'s deals, under its options."""
    sizes = (game.hand_size,) * game.n_players
    pack = tuple(game.pack)
    if getattr(game, "has_stock", False):
        rest = STOCK
    else:
        rest = UNDEALT if len(pack) > sum(sizes) else NONE
    name = getattr(game, "pack_name", None) or f"{game.name} pack"
    return DealShape(pack, sizes, rest, name)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _list(cards: Sequence[Card], most: int = 8) -> str:
    shown = [c.display for c in cards[:most]]
    if len(cards) > most:
        return ", ".join(shown) + f" and {len(cards) - most} more"
    if len(shown) > 1:
        return ", ".join(shown[:-1]) + " and " + shown[-1]
    return "".join(shown)


def deal_problems(game: Game, hands: Sequence[Sequence[Card]], stock: Sequence[Card] = (),
                  dealer: int = 0, names: Sequence[str] | None = None) -> list[str]:
    """Every problem of the deal ``hands`` (one list of cards per seat) and ``stock`` as
    sentences for the player, empty when the rules accept it. ``names`` name the seats
    (default "Seat 0" ...)."""
    shape = deal_shape(game)
    n = game.n_players
    names = list(names) if names else [f"Seat {s}" for s in range(n)]
    problems: list[str] = []
    if len(hands) != n:
        return [f"The deal needs {n} hands, one per seat, not {len(hands)}."]
    for seat, hand in enumerate(hands):
        need = shape.hand_sizes[seat]
        if len(hand) != need:
            has = "have" if names[seat] == "You" else "has"
            problems.append(f"{names[seat]} {has} {_plural(len(hand), 'card')}; each hand "
                            f"needs {need}.")
    if shape.rest != STOCK and stock:
        problems.append(f"This game has no stock: take the {_list(list(stock))} out of it.")
    places: dict[Card, list[str]] = {}
    for seat, hand in enumerate(hands):
        for c in hand:
            places.setdefault(c, []).append(names[seat])
    for c in stock:
        places.setdefault(c, []).append("the stock")
    in_pack = set(shape.pack)
    foreign = [c for c in places if c not in in_pack]
    if foreign:
        problems.append(f"The {_list(foreign)} {'is' if len(foreign) == 1 else 'are'} not "
                        f"in the {shape.pack_name}.")
    for c, where in places.items():
        if len(where) > 1:
            counts = Counter(where)
            if len(counts) == 1:
                place = {"the stock": "the stock", "You": "your hand"}.get(
                    where[0], f"{where[0]}'s hand")
                problems.append(f"The {c.display} is in {place} twice: every card is dealt "
                                f"once.")
            else:
                problems.append(f"The {c.display} is dealt twice ({' and '.join(counts)}): "
                                f"every card is dealt once.")
    if shape.rest != UNDEALT:
        missing = [c for c in shape.pack if c not in places]
        if missing:
            where = " nor in the stock" if shape.rest == STOCK else ""
            problems.append(f"{_plural(len(missing), 'card')} {'is' if len(missing) == 1 else 'are'}"
                            f" in no hand{where} yet: {_list(missing)}.")
    if problems:
        return problems
    try:
        game.new_deal(dealer=dealer, hands=[list(h) for h in hands],
                      **({"stock": list(stock)} if shape.rest == STOCK else {}))
    except ValueError as exc:  # the rules' own word, should the checks above miss one
        text = str(exc)
        return [text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")]
    return []


def match_from_deal(game: Game, hands: Sequence[Sequence[Card]], stock: Sequence[Card] = (),
                    dealer: int = 0, seed: int | None = None) -> Match:
    """A match whose first deal is exactly ``hands`` (and ``stock``, top card first) with
    ``dealer`` dealing; later deals are shuffled from ``seed``. ValueError if the rules
    refuse the deal (``deal_problems`` says why in the player's words)."""
    match = Match(game, seed=seed, first_dealer=dealer, start=False)
    setup = {"stock": list(stock)} if deal_shape(game).rest == STOCK else {}
    match.next_deal(hands=[list(h) for h in hands], **setup)
    return match
