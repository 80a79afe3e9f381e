"""Deals set up by hand (the deal editor, exercises): what a game's deal is made of, every
problem of a proposed deal as a sentence for the player, and a match that starts with it.

The pack, the hand sizes and what becomes of the cards not dealt come from the game
object; the final word on a deal is always ``game.new_deal``, so a deal these checks pass
is one the rules accept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .core import Game, Setup
from .match import Match
from .phrase import QT_TRANSLATE_NOOP, both, joined, plural

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
    if game.GAME_TYPE.has_stock:
        rest = STOCK
    else:
        rest = UNDEALT if len(pack) > sum(sizes) else NONE
    return DealShape(pack, sizes, rest, game.pack_name)


def _setup(hands: Sequence[Sequence[Card]], stock: Sequence[Card], shape: DealShape) -> Setup:
    """The deal as the rules take it: the stock only where the game has one."""
    return Setup(
        hands=tuple(tuple(h) for h in hands),
        stock=tuple(stock) if shape.rest == STOCK else None,
    )


def _list(cards: Sequence[Card], most: int = 8) -> str:
    shown = [c.display for c in cards[:most]]
    if len(cards) > most:
        return QT_TRANSLATE_NOOP("Deals", "{cards} and {n} more").format(
            cards=joined(", ", shown), n=len(cards) - most
        )
    return both(shown)


def _hand_of(name: str) -> str:
    """ "your hand" for the player (named "You"), else "West's hand"."""
    if name == "You":
        return QT_TRANSLATE_NOOP("Deals", "your hand")
    return QT_TRANSLATE_NOOP("Deals", "{name}'s hand").format(name=name)


def deal_problems(
    game: Game,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card] = (),
    dealer: int = 0,
    names: Sequence[str] | None = None,
) -> list[str]:
    """Every problem of the deal ``hands`` (one list of cards per seat) and ``stock`` as
    sentences for the player, empty when the rules accept it. ``names`` name the seats
    (default "Seat 0" ...)."""
    shape = deal_shape(game)
    n = game.n_players
    names = (
        list(names)
        if names
        else [QT_TRANSLATE_NOOP("Deals", "Seat {seat}").format(seat=s) for s in range(n)]
    )
    problems: list[str] = []
    if len(hands) != n:
        return [
            QT_TRANSLATE_NOOP(
                "Deals", "The deal needs {n} hands, one per seat, not {given}."
            ).format(n=n, given=len(hands))
        ]
    for seat, hand in enumerate(hands):
        need = shape.hand_sizes[seat]
        if len(hand) != need:
            if names[seat] == "You":
                text = plural(
                    len(hand),
                    QT_TRANSLATE_NOOP("Deals", "You have 1 card; each hand needs {need}."),
                    QT_TRANSLATE_NOOP("Deals", "You have {n} cards; each hand needs {need}."),
                )
            else:
                text = plural(
                    len(hand),
                    QT_TRANSLATE_NOOP("Deals", "{name} has 1 card; each hand needs {need}."),
                    QT_TRANSLATE_NOOP("Deals", "{name} has {n} cards; each hand needs {need}."),
                )
            problems.append(text.format(name=names[seat], need=need, n=len(hand)))
    if shape.rest != STOCK and stock:
        problems.append(
            QT_TRANSLATE_NOOP(
                "Deals", "This game has no stock: take the {cards} out of it."
            ).format(cards=_list(list(stock)))
        )
    stock_name = QT_TRANSLATE_NOOP("Deals", "the stock")
    places: dict[Card, list[str]] = {}
    for seat, hand in enumerate(hands):
        for c in hand:
            places.setdefault(c, []).append(names[seat])
    for c in stock:
        places.setdefault(c, []).append(stock_name)
    in_pack = set(shape.pack)
    foreign = [c for c in places if c not in in_pack]
    if len(foreign) == 1:
        problems.append(
            QT_TRANSLATE_NOOP("Deals", "The {card} is not in the {pack}.").format(
                card=_list(foreign), pack=shape.pack_name
            )
        )
    elif foreign:
        problems.append(
            QT_TRANSLATE_NOOP("Deals", "The {cards} are not in the {pack}.").format(
                cards=_list(foreign), pack=shape.pack_name
            )
        )
    for c, where in places.items():
        if len(where) > 1:
            counts = Counter(where)
            if len(counts) == 1:
                place = stock_name if where[0] is stock_name else _hand_of(where[0])
                problems.append(
                    QT_TRANSLATE_NOOP(
                        "Deals", "The {card} is in {place} twice: every card is dealt once."
                    ).format(card=c.display, place=place)
                )
            else:
                problems.append(
                    QT_TRANSLATE_NOOP(
                        "Deals", "The {card} is dealt twice ({places}): every card is dealt once."
                    ).format(card=c.display, places=joined(" and ", counts))
                )
    if shape.rest != UNDEALT:
        missing = [c for c in shape.pack if c not in places]
        if missing:
            if shape.rest == STOCK:
                text = plural(
                    len(missing),
                    QT_TRANSLATE_NOOP(
                        "Deals", "1 card is in no hand nor in the stock yet: {cards}."
                    ),
                    QT_TRANSLATE_NOOP(
                        "Deals", "{n} cards are in no hand nor in the stock yet: {cards}."
                    ),
                )
            else:
                text = plural(
                    len(missing),
                    QT_TRANSLATE_NOOP("Deals", "1 card is in no hand yet: {cards}."),
                    QT_TRANSLATE_NOOP("Deals", "{n} cards are in no hand yet: {cards}."),
                )
            problems.append(text.format(cards=_list(missing), n=len(missing)))
    if problems:
        return problems
    try:
        game.new_deal(dealer=dealer, setup=_setup(hands, stock, shape))
    except ValueError as exc:  # the rules' own word, should the checks above miss one
        said = str(exc)
        return [said[:1].upper() + said[1:] + ("" if said.endswith(".") else ".")]
    return []


def match_from_deal(
    game: Game,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card] = (),
    dealer: int = 0,
    seed: int | None = None,
) -> Match:
    """A match whose first deal is exactly ``hands`` (and ``stock``, top card first) with
    ``dealer`` dealing; later deals are shuffled from ``seed``. ValueError if the rules
    refuse the deal (``deal_problems`` says why in the player's words)."""
    match = Match(game, seed=seed, first_dealer=dealer, start=False)
    match.next_deal(setup=_setup(hands, stock, deal_shape(game)))
    return match
