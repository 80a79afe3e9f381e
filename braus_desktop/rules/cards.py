"""Cards: the one value type every game in Bräus Desktop deals in.

A card is interned: there is exactly one object per card, so identity, equality and
hashing agree and comparing cards is cheap. Its canonical text (``JC``, ``10H``, ``8S``,
``X1``) is what records, the CLI and the rules API speak; ``Card.parse`` reads it back
(``T`` is accepted for ten), and ``card.display`` gives a player's form with suit symbols.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .phrase import QT_TRANSLATE_NOOP, described, quoted

SUIT_LETTERS = "CSHD"
SUIT_SYMBOLS = "♣♠♥♦"
SUIT_NAMES = (
    QT_TRANSLATE_NOOP("Cards", "clubs"),
    QT_TRANSLATE_NOOP("Cards", "spades"),
    QT_TRANSLATE_NOOP("Cards", "hearts"),
    QT_TRANSLATE_NOOP("Cards", "diamonds"),
)
RANK_TEXT = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
# The spoken ranks (accessibility, help, Brag's trick names), one and several.
RANK_NAMES = {
    2: QT_TRANSLATE_NOOP("Cards", "two"),
    3: QT_TRANSLATE_NOOP("Cards", "three"),
    4: QT_TRANSLATE_NOOP("Cards", "four"),
    5: QT_TRANSLATE_NOOP("Cards", "five"),
    6: QT_TRANSLATE_NOOP("Cards", "six"),
    7: QT_TRANSLATE_NOOP("Cards", "seven"),
    8: QT_TRANSLATE_NOOP("Cards", "eight"),
    9: QT_TRANSLATE_NOOP("Cards", "nine"),
    10: QT_TRANSLATE_NOOP("Cards", "ten"),
    11: QT_TRANSLATE_NOOP("Cards", "jack"),
    12: QT_TRANSLATE_NOOP("Cards", "queen"),
    13: QT_TRANSLATE_NOOP("Cards", "king"),
    14: QT_TRANSLATE_NOOP("Cards", "ace"),
}
RANK_PLURALS = {
    2: QT_TRANSLATE_NOOP("Cards", "twos"),
    3: QT_TRANSLATE_NOOP("Cards", "threes"),
    4: QT_TRANSLATE_NOOP("Cards", "fours"),
    5: QT_TRANSLATE_NOOP("Cards", "fives"),
    6: QT_TRANSLATE_NOOP("Cards", "sixes"),
    7: QT_TRANSLATE_NOOP("Cards", "sevens"),
    8: QT_TRANSLATE_NOOP("Cards", "eights"),
    9: QT_TRANSLATE_NOOP("Cards", "nines"),
    10: QT_TRANSLATE_NOOP("Cards", "tens"),
    11: QT_TRANSLATE_NOOP("Cards", "jacks"),
    12: QT_TRANSLATE_NOOP("Cards", "queens"),
    13: QT_TRANSLATE_NOOP("Cards", "kings"),
    14: QT_TRANSLATE_NOOP("Cards", "aces"),
}
_RANK_PARSE = {text: rank for rank, text in RANK_TEXT.items()}
_RANK_PARSE["T"] = 10
JOKER_COUNT = 3

CLUBS, SPADES, HEARTS, DIAMONDS = range(4)


class Card:
    """One playing card: a rank (2..14, ace high) and a suit (0..3: C S H D), or a joker.

    Cards are created once, at import, and looked up with ``Card.parse`` or ``card(...)``;
    they are immutable. ``index`` is a small dense number (0..54) for tables and bitsets.
    """

    __slots__ = ("rank", "suit", "joker", "index", "text")
    rank: int
    suit: int
    joker: int
    index: int
    text: str

    _BY_TEXT: dict[str, Card] = {}
    _ALL: list[Card] = []

    def __init__(self, rank: int, suit: int, joker: int = 0) -> None:
        # Only this module makes cards; everyone else asks for the interned ones.
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "joker", joker)
        object.__setattr__(self, "index", len(Card._ALL))
        text = f"X{joker}" if joker else RANK_TEXT[rank] + SUIT_LETTERS[suit]
        object.__setattr__(self, "text", text)
        Card._ALL.append(self)
        Card._BY_TEXT[text] = self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        # Unpickling (worker processes) must give back the interned card.
        return (Card.parse, (self.text,))

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as ``text`` (``JC``, ``10H``, ``TH``, ``X2``).

        Raises ValueError quoting the text when it is not a card.
        """
        if not isinstance(text, str):
            raise ValueError(
                f"{described(text)} is not a card: cards are written like JC, 10H or X1"
            )
        key = text.strip().upper()
        found = cls._BY_TEXT.get(key)
        if found is None and len(key) >= 2 and key[0] == "T":
            found = cls._BY_TEXT.get("10" + key[1:])
        if found is None:
            raise ValueError(
                f"{quoted(text)} is not a card: write the rank (2-10, J, Q, K, A) "
                f"then the suit (C, S, H, D), like JC or 10H; jokers are X1-X3"
            )
        return found

    @classmethod
    def all(cls) -> tuple[Card, ...]:
        """Every card: the 52-card pack in suit-major order, then the three jokers."""
        return tuple(cls._ALL)

    @property
    def is_joker(self) -> bool:
        return self.joker != 0

    @property
    def display(self) -> str:
        """The card as a player reads it: ``J♣``, ``10♥``, ``Joker``."""
        if self.joker:
            return "Joker"
        return RANK_TEXT[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def long_name(self) -> str:
        """Spoken name for accessibility and help: 'jack of clubs', 'joker 1' (a Phrase)."""
        if self.joker:
            return QT_TRANSLATE_NOOP("Cards", "joker {n}").format(n=self.joker)
        return QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}").format(
            rank=RANK_NAMES[self.rank], suit=SUIT_NAMES[self.suit]
        )

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card('{self.text}')"


for _suit in range(4):
    for _rank in range(2, 15):
        Card(_rank, _suit)
for _j in range(1, JOKER_COUNT + 1):
    Card(0, -1, _j)
del _suit, _rank, _j


def card(text: str) -> Card:
    """Shorthand for ``Card.parse``."""
    return Card.parse(text)


def cards(text: str | Iterable[str]) -> list[Card]:
    """Several cards, from ``"JC 8S KH"`` or from a list of texts."""
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return [Card.parse(t) for t in text]


def cards_text(hand: Iterable[Card]) -> str:
    """The canonical text of several cards, space-separated."""
    return " ".join(c.text for c in hand)


def pack(ranks: Iterable[int], jokers: int = 0) -> tuple[Card, ...]:
    """A pack made of the given ranks in all four suits, plus ``jokers`` jokers."""
    ranks = sorted(set(ranks))
    chosen = [c for c in Card.all() if not c.joker and c.rank in ranks]
    chosen += [c for c in Card.all() if 0 < c.joker <= jokers]
    return tuple(chosen)


def full_pack(jokers: int = 0) -> tuple[Card, ...]:
    """The 52-card pack, plus up to three jokers."""
    return pack(range(2, 15), jokers)


def braus_pack() -> tuple[Card, ...]:
    """Bräus (and Icelandic Brús): 36 cards, 6 to ace in four suits."""
    return pack(range(6, 15))


def brus_pack(tens: bool = False) -> tuple[Card, ...]:
    """Danish Brus: 5-9 and J-A (36 cards); with ``tens`` the 10s replace the 5s."""
    return pack([10 if tens else 5, 6, 7, 8, 9, 11, 12, 13, 14])


def brag_pack(jokers: int = 0) -> tuple[Card, ...]:
    """Horwell's Brag: the 52-card pack, with up to three jokers when they are wild."""
    return full_pack(jokers)
