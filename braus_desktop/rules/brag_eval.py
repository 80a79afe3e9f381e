"""Horwell's multi-card Brag: the value of one 3-card or 4-card trick (docs/rulings.md §4, H3-H7).

``evaluate(cards, wilds=..., horwell_rule=...)`` gives a ``TrickValue``: ``a > b`` means
trick a beats trick b. Every value carries one integer ``key`` and the order of tricks
is simply the order of those keys, so the comparison is a TOTAL order (sortable, no
cycles) even with Horwell's rule, which lets some running flushes beat some prials.

The key, from its most significant part down:

1. the *level*: the category, with Horwell's rule folded in (tables below);
2. the ranks of the cards that make the combination, highest first (an ace that starts
   A-2-3 or A-2-3-4 counts as rank 15, above an ordinary ace), then the odd cards;
   each card also carries a "natural" bit just below its rank, so at the same rank a
   natural card beats a card made by a wild (H7: A-K-Q-X beats X-K-Q-J);
   pairs and pairs of pairs leave their odd cards out entirely (H6);
3. bridge suits (♠ > ♥ > ♦ > ♣), card by card from the highest card of the trick down
   (for pairs: of the pair cards only), so that when all ranks are equal the suit of
   the highest card decides (H6), and the next card's suit only if that is equal too.
   The highest card is that of the whole trick, odd cards included, except that the ace
   of an A-2-3 (A-2-3-4) counts above any other ace: in A♦ 2♦ 3♦ A♠ the ace of diamonds
   decides, so A♥ 2♥ 3♥ A♣ beats it.

Exact order of the levels, highest first (``horwell_rule`` on):

3-card tricks::

    supreme (three wilds)
    prial of 3s                      (beaten only by a supreme, H4)
    running flush A-2-3              (counts as topped above the ace, H4)
    prial of aces
    running flush A-K-Q
    prial of kings
    running flush K-Q-J
    ...                              a running flush topped t sits just above the
    prial of 4s                      prial of rank t-1 and just below the prial of t
    running flush 4-3-2
    prial of 2s
    run        (A-2-3, A-K-Q, K-Q-J ... 4-3-2)
    flush
    pair
    high card

4-card tricks::

    supreme (four wilds)
    four 4s                          (beaten only by a supreme)
    running flush A-2-3-4, four aces, running flush A-K-Q-J, four kings, ...
    running flush 5-4-3-2, four 3s, four 2s
    run (A-2-3-4, A-K-Q-J ... 5-4-3-2)
    flush
    prial (three of a kind and an odd card; aces high, no special rank)
    pair of pairs
    three-card running flush         (best three cards; then the odd card)
    three-card run
    three-card flush
    pair
    rainbow (one card of each suit)
    high card

With ``horwell_rule`` off, every prial (four of a kind) beats every running flush, in
the plain classic order (prial of 3s / four 4s still on top).

Horwell's rule concerns only the top combination and the running flush of the full
trick size: in 4-card tricks a three-card running flush never jumps over a prial, which
would put it above a pair of pairs that beats it (a cycle). Wild cards (H7): a wild
counts as the card, of any rank and suit, that gives the trick its highest key (the
natural bit then makes it lose to the same natural card); a trick may hold one wild at
most, unless all its cards are wild (a supreme).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .cards import RANK_NAMES, RANK_PLURALS, Card
from .phrase import QT_TRANSLATE_NOOP

WILDS = ("none", "jokers", "jokers_and_twos")

CATEGORIES_3 = ("supreme", "prial", "running_flush", "run", "flush", "pair", "high_card")
CATEGORIES_4 = (
    "supreme",
    "four_of_a_kind",
    "running_flush",
    "run",
    "flush",
    "prial",
    "pair_of_pairs",
    "running_flush_3",
    "run_3",
    "flush_3",
    "pair",
    "rainbow",
    "high_card",
)

CATEGORY_NAMES = {
    "supreme": QT_TRANSLATE_NOOP("Brag", "Supreme"),
    "prial": QT_TRANSLATE_NOOP("Brag", "Prial"),
    "running_flush": QT_TRANSLATE_NOOP("Brag", "Running flush"),
    "run": QT_TRANSLATE_NOOP("Brag", "Run"),
    "flush": QT_TRANSLATE_NOOP("Brag", "Flush"),
    "pair": QT_TRANSLATE_NOOP("Brag", "Pair"),
    "high_card": QT_TRANSLATE_NOOP("Brag", "High card"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("Brag", "Four of a kind"),
    "pair_of_pairs": QT_TRANSLATE_NOOP("Brag", "Pair of pairs"),
    "running_flush_3": QT_TRANSLATE_NOOP("Brag", "Three-card running flush"),
    "run_3": QT_TRANSLATE_NOOP("Brag", "Three-card run"),
    "flush_3": QT_TRANSLATE_NOOP("Brag", "Three-card flush"),
    "rainbow": QT_TRANSLATE_NOOP("Brag", "Rainbow"),
}

# Bridge order for ties (docs/rulings.md §0): spades > hearts > diamonds > clubs; card suits are
# numbered C S H D, so this maps a card's suit to its tie-breaking strength.
BRIDGE = (0, 3, 2, 1)

# -- levels (the most significant part of a key) --------------------------------------
# Below the top block the categories are plain steps; the top block interleaves running
# flushes with prials (four of a kinds) by rank when Horwell's rule is on.
L3_HIGH, L3_PAIR, L3_FLUSH, L3_RUN = 0, 1, 2, 3
L4_HIGH, L4_RAINBOW, L4_PAIR, L4_FLUSH3, L4_RUN3, L4_RF3 = 0, 1, 2, 3, 4, 5
L4_TWO_PAIRS, L4_PRIAL, L4_FLUSH, L4_RUN = 6, 7, 8, 9
L_TOP_KIND = 45  # prial of 3s / four 4s
L_SUPREME = 50


def _kind_level(rank: int, horwell: bool) -> int:
    """Level of a prial (3-card) or four of a kind (4-card) of ``rank`` (not the top one)."""
    return 10 + 2 * rank if horwell else 30 + rank


def _rf_level(top: int, horwell: bool) -> int:
    """Level of a full-size running flush whose top card is ``top`` (15 for A-2-3(-4)).

    Horwell: just above the prial of ``top - 1`` and below the prial of ``top`` (H4)."""
    return 9 + 2 * top if horwell else 10 + top


TOP_KIND_RANK = {3: 3, 4: 4}  # trick size -> the rank of the unbeatable prial (H4, H5)

# level -> category, per (trick size, horwell)
_LEVEL_CATEGORY: dict[tuple[int, bool], dict[int, str]] = {}
for _h in (False, True):
    t3 = {
        L3_HIGH: "high_card",
        L3_PAIR: "pair",
        L3_FLUSH: "flush",
        L3_RUN: "run",
        L_TOP_KIND: "prial",
        L_SUPREME: "supreme",
    }
    t4 = {
        L4_HIGH: "high_card",
        L4_RAINBOW: "rainbow",
        L4_PAIR: "pair",
        L4_FLUSH3: "flush_3",
        L4_RUN3: "run_3",
        L4_RF3: "running_flush_3",
        L4_TWO_PAIRS: "pair_of_pairs",
        L4_PRIAL: "prial",
        L4_FLUSH: "flush",
        L4_RUN: "run",
        L_TOP_KIND: "four_of_a_kind",
        L_SUPREME: "supreme",
    }
    for _r in range(2, 15):
        t3[_kind_level(_r, _h)] = "prial"
        t4[_kind_level(_r, _h)] = "four_of_a_kind"
    for _t in range(4, 16):
        t3[_rf_level(_t, _h)] = "running_flush"
    for _t in range(5, 16):
        t4[_rf_level(_t, _h)] = "running_flush"
    _LEVEL_CATEGORY[(3, _h)] = t3
    _LEVEL_CATEGORY[(4, _h)] = t4
del _h, _r, _t, t3, t4

# -- card codes ---------------------------------------------------------------------------
# A card inside the evaluator is one int: rank << 3 | natural << 2 | bridge suit, so that
# sorting codes in decreasing order sorts by rank, natural before wild, then bridge suit.
# A key's "slot" for a card is code >> 2 (rank and natural bit); its suit is code & 3.
_SHIFT = 28  # level << 28 | 4 rank slots of 5 bits << 8 | 4 suits of 2 bits


def _natural_code(c: Card) -> int:
    return (c.rank << 3) | 4 | BRIDGE[c.suit]


_CODE = [(_natural_code(c) if not c.joker else 0) for c in Card.all()]
_RANK_CODES = tuple(r << 3 for r in range(2, 15))  # a wild's stand-ins: rank << 3 | suit


def _slots(level: int, *codes: int) -> int:
    """level and the rank slots of ``codes`` (comparison order), padded to four slots."""
    k = level
    for c in codes:
        k = (k << 5) | (c >> 2)
    return k << (5 * (4 - len(codes)) + 8)


def _suits(*codes: int) -> int:
    k = 0
    for c in codes:
        k = (k << 2) | (c & 3)
    return k << (2 * (4 - len(codes)))


# ------------------------------------------------------------------------ 3-card tricks


def _key3(a: int, b: int, c: int, h: bool) -> int:
    """Key of three codes sorted in decreasing order (no wilds among them)."""
    ra, rb, rc = a >> 3, b >> 3, c >> 3
    if ra == rc:  # prial
        level = L_TOP_KIND if ra == 3 else _kind_level(ra, h)
        return _slots(level, a, b, c) | _suits(a, b, c)
    if ra == rb:
        return _slots(L3_PAIR, a, b) | _suits(a, b)
    if rb == rc:
        return _slots(L3_PAIR, b, c) | _suits(b, c)
    flush = (a & 3) == (b & 3) == (c & 3)
    suits = _suits(a, b, c)
    if ra - rc == 2:
        return _slots(_rf_level(ra, h) if flush else L3_RUN, a, b, c) | suits
    if ra == 14 and rb == 3:  # A-2-3: topped above the ace
        return _slots(_rf_level(15, h) if flush else L3_RUN, a + 8, b, c) | suits
    return _slots(L3_FLUSH if flush else L3_HIGH, a, b, c) | suits


# ------------------------------------------------------------------------ 4-card tricks


def _sub3(x: int, y: int, z: int, odd: int) -> int:
    """Best of three-card running flush / run / flush made by x > y > z (distinct ranks
    assumed by the caller), with ``odd`` as the odd card; 0 if none."""
    rx, rz = x >> 3, z >> 3
    flush = (x & 3) == (y & 3) == (z & 3)
    if rx - rz == 2:
        return _slots(L4_RF3 if flush else L4_RUN3, x, y, z, odd)
    if rx == 14 and (y >> 3) == 3 and rz == 2:
        return _slots(L4_RF3 if flush else L4_RUN3, x + 8, y, z, odd)
    if flush:
        return _slots(L4_FLUSH3, x, y, z, odd)
    return 0


def _key4(a: int, b: int, c: int, d: int, h: bool) -> int:
    """Key of four codes sorted in decreasing order (no wilds among them)."""
    ra, rb, rc, rd = a >> 3, b >> 3, c >> 3, d >> 3
    if ra == rd:  # four of a kind
        level = L_TOP_KIND if ra == 4 else _kind_level(ra, h)
        return _slots(level, a, b, c, d) | _suits(a, b, c, d)
    if ra == rc:  # prial + odd card
        return _slots(L4_PRIAL, a, b, c, d) | _suits(a, b, c, d)
    if rb == rd:
        return _slots(L4_PRIAL, b, c, d, a) | _suits(a, b, c, d)
    if ra == rb and rc == rd:  # pair of pairs: no odd cards
        return _slots(L4_TWO_PAIRS, a, b, c, d) | _suits(a, b, c, d)
    sa, sb, sc, sd = a & 3, b & 3, c & 3, d & 3
    suits = _suits(a, b, c, d)
    if ra == rb or rb == rc or rc == rd:  # one pair ...
        # ... unless three distinct ranks make a three-card combination: either card of
        # the pair may take part, the other one is then the odd card.
        if ra == rb:
            pair, best, alt = (a, b), _sub3(a, c, d, b), _sub3(b, c, d, a)
            if alt > best:
                if ra == 14 and rc == 3 and rd == 2:
                    # b is the ace of an A-2-3 running flush (a makes only a run): it
                    # counts above the odd ace a, so its suit decides ties first (H6).
                    return alt | _suits(b, a, c, d)
                best = alt
        elif rb == rc:
            pair, best = (b, c), max(_sub3(a, b, d, c), _sub3(a, c, d, b))
        else:
            pair, best = (c, d), max(_sub3(a, b, c, d), _sub3(a, b, d, c))
        if best:
            return best | suits
        return _slots(L4_PAIR, *pair) | _suits(*pair)
    # four distinct ranks
    flush = sa == sb == sc == sd
    if ra - rd == 3:
        top = ra
    elif ra == 14 and rb == 4 and rd == 2:
        top = 15
    else:
        top = 0
    if top:
        level = _rf_level(top, h) if flush else L4_RUN
        if top == 15:
            return _slots(level, a + 8, b, c, d) | suits
        return _slots(level, a, b, c, d) | suits
    if flush:
        return _slots(L4_FLUSH, a, b, c, d) | suits
    best = max(_sub3(b, c, d, a), _sub3(a, c, d, b), _sub3(a, b, d, c), _sub3(a, b, c, d))
    if best:
        return best | suits
    if len({sa, sb, sc, sd}) == 4:
        return _slots(L4_RAINBOW, a, b, c, d) | suits
    return _slots(L4_HIGH, a, b, c, d) | suits


# ------------------------------------------------------------------------ wilds, cache


def wild_indices(wilds: str) -> frozenset[int]:
    """Card indices that are wild under the ``wilds`` option (jokers are always wild)."""
    if wilds not in WILDS:
        raise ValueError(f"wilds must be one of {', '.join(WILDS)}, not {wilds!r}")
    out = {c.index for c in Card.all() if c.joker}
    if wilds == "jokers_and_twos":
        out |= {c.index for c in Card.all() if not c.joker and c.rank == 2}
    return frozenset(out)


def is_wild(c: Card, wilds: str) -> bool:
    return bool(c.joker) or (wilds == "jokers_and_twos" and c.rank == 2)


_WILD_MASK = {w: sum(1 << i for i in wild_indices(w)) for w in WILDS}
_CACHES: dict[tuple[int, bool], dict[int, int]] = {}
# Every 4-card trick of the plain pack fits (270,725) at about 30 MiB; past this a cache
# starts again rather than grow without end (wilds make far more tricks possible).
CACHE_LIMIT = 300_000
_ALL = Card.all()


def _compute(cards: Sequence[Card], wild_mask: int, h: bool) -> int:
    n = len(cards)
    naturals = [_CODE[c.index] for c in cards if not wild_mask >> c.index & 1]
    wild = n - len(naturals)
    if not wild:
        naturals.sort(reverse=True)
        natural_key: Callable[..., int] = _key3 if n == 3 else _key4
        return natural_key(*naturals, h)
    if wild == n:
        return L_SUPREME << _SHIFT
    if wild > 1:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "Brag",
                "a trick may hold only one wild card unless all its cards are wild (a "
                "supreme); {cards} holds {wild}",
            ).format(cards=" ".join(c.text for c in cards), wild=wild)
        )
    # One wild: it becomes whichever card gives the highest key, marked not natural.
    # Its suit only matters to complete a flush (a suit of the naturals) or to break
    # ties (the best bridge suit not already in the trick), so only those are tried.
    taken = {c & ~4 for c in naturals}
    natural_suits = {c & 3 for c in naturals}
    keyf: Callable[..., int] = _key3 if n == 3 else _key4
    best = 0
    for rank_code in _RANK_CODES:
        tried = False
        for suit in (3, 2, 1, 0):
            s = rank_code | suit
            if s in taken or (tried and suit not in natural_suits):
                continue
            tried = True
            codes = sorted(naturals + [s], reverse=True)
            k = keyf(*codes, h)
            if k > best:
                best = k
    return best


def trick_key(cards: Sequence[Card], wilds: str = "none", horwell_rule: bool = True) -> int:
    """The integer key of a trick (see the module docstring); higher beats lower.

    Cached by the set of cards, so arranging and searching hands stays cheap."""
    mask = 0
    for c in cards:
        mask |= 1 << c.index
    try:
        cache = _CACHES[(_WILD_MASK[wilds], horwell_rule)]
    except KeyError:
        if wilds not in WILDS:
            raise ValueError(f"wilds must be one of {', '.join(WILDS)}, not {wilds!r}") from None
        cache = _CACHES[(_WILD_MASK[wilds], horwell_rule)] = {}
    k = cache.get(mask)
    if k is None:
        n = len(cards)
        if n not in (3, 4):
            raise ValueError(
                QT_TRANSLATE_NOOP("Brag", "a Brag trick has 3 or 4 cards, not {n}").format(n=n)
            )
        if mask.bit_count() != n:
            raise ValueError(QT_TRANSLATE_NOOP("Brag", "a trick cannot hold the same card twice"))
        if len(cache) >= CACHE_LIMIT:
            cache.clear()  # bounded memory: bots run for hours in the app
        k = cache[mask] = _compute(cards, _WILD_MASK[wilds], horwell_rule)
    return k


def clear_cache() -> None:
    """Forget cached keys (benchmarks measure cold evaluation)."""
    _CACHES.clear()


# ------------------------------------------------------------------------ the value


class TrickValue:
    """How strong a trick is: compare with ``<``/``>``/``==`` (a > b: a beats b).

    ``category`` is one of CATEGORIES_3 / CATEGORIES_4, ``name`` a readable description
    ("Running flush, ace high"), ``key`` the integer the order rests on. Values of
    different trick sizes or different ``horwell_rule`` settings do not compare.
    """

    __slots__ = ("key", "size", "horwell_rule", "wild", "cards")

    def __init__(
        self, key: int, size: int, horwell_rule: bool, wild: bool, cards: tuple[Card, ...] = ()
    ) -> None:
        self.key = key
        self.size = size
        self.horwell_rule = horwell_rule
        self.wild = wild
        self.cards = cards

    @property
    def level(self) -> int:
        return self.key >> _SHIFT

    @property
    def category(self) -> str:
        return _LEVEL_CATEGORY[(self.size, self.horwell_rule)][self.key >> _SHIFT]

    def _rank(self, slot: int) -> int:
        """Rank in the key's ``slot`` (0 = highest card of the combination; 15 = low ace)."""
        return ((self.key >> (_SHIFT - 5 * (slot + 1))) & 31) >> 1

    @property
    def name(self) -> str:
        """The trick in words, with "(with a wild card)" when a wild card made it."""
        if self.wild:
            return QT_TRANSLATE_NOOP("Brag", "{name} (with a wild card)").format(
                name=self.plain_name
            )
        return self.plain_name

    @property
    def plain_name(self) -> str:
        """The trick in words ("Prial of queens", "Run, ace high"), wild or not."""
        cat = self.category
        top = self._rank(0)
        if cat == "supreme":
            return CATEGORY_NAMES[cat]
        if cat == "prial":
            return QT_TRANSLATE_NOOP("Brag", "Prial of {ranks}").format(ranks=RANK_PLURALS[top])
        if cat == "four_of_a_kind":
            return QT_TRANSLATE_NOOP("Brag", "Four {ranks}").format(ranks=RANK_PLURALS[top])
        if cat == "pair":
            return QT_TRANSLATE_NOOP("Brag", "Pair of {ranks}").format(ranks=RANK_PLURALS[top])
        if cat == "pair_of_pairs":
            return QT_TRANSLATE_NOOP("Brag", "Pair of pairs, {ranks} and {lower}").format(
                ranks=RANK_PLURALS[top], lower=RANK_PLURALS[self._rank(2)]
            )
        if cat == "high_card":
            return QT_TRANSLATE_NOOP("Brag", "High card, {rank} high").format(rank=RANK_NAMES[top])
        if top == 15:
            if cat in ("running_flush", "run") and self.size == 4:
                return QT_TRANSLATE_NOOP("Brag", "{category}, ace-two-three-four").format(
                    category=CATEGORY_NAMES[cat]
                )
            return QT_TRANSLATE_NOOP("Brag", "{category}, ace-two-three").format(
                category=CATEGORY_NAMES[cat]
            )
        return QT_TRANSLATE_NOOP("Brag", "{category}, {rank} high").format(
            category=CATEGORY_NAMES[cat], rank=RANK_NAMES[top]
        )

    def _other(self, other: object) -> int | None:
        """The other trick's key, or None when it is not a trick (NotImplemented)."""
        if not isinstance(other, TrickValue):
            return None
        if other.size != self.size or other.horwell_rule != self.horwell_rule:
            raise TypeError("only tricks of the same size, under the same rules, compare")
        key: int = other.key
        return key

    def __lt__(self, other: object) -> bool:
        k = self._other(other)
        return NotImplemented if k is None else self.key < k

    def __le__(self, other: object) -> bool:
        k = self._other(other)
        return NotImplemented if k is None else self.key <= k

    def __gt__(self, other: object) -> bool:
        k = self._other(other)
        return NotImplemented if k is None else self.key > k

    def __ge__(self, other: object) -> bool:
        k = self._other(other)
        return NotImplemented if k is None else self.key >= k

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TrickValue):
            return NotImplemented
        return (self.key, self.size, self.horwell_rule) == (
            other.key,
            other.size,
            other.horwell_rule,
        )

    def __hash__(self) -> int:
        return hash((self.key, self.size, self.horwell_rule))

    def __repr__(self) -> str:
        return f"<TrickValue {self.name}>"

    def __str__(self) -> str:
        return self.name


def _as_cards(cards: Iterable[Card | str]) -> tuple[Card, ...]:
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in cards)


def evaluate(
    cards: Sequence[Card] | str, *, wilds: str = "none", horwell_rule: bool = True
) -> TrickValue:
    """The value of a 3- or 4-card trick (cards, card texts or "AS KS QS").

    ``wilds``: 'none', 'jokers' or 'jokers_and_twos' (jokers are wild whenever present).
    Raises ValueError for a wrong size, a repeated card, or two wilds outside a supreme.
    """
    cards = _as_cards(cards)
    key = trick_key(cards, wilds, horwell_rule)
    wm = _WILD_MASK[wilds]
    wild = any(wm >> c.index & 1 for c in cards) and (key >> _SHIFT) != L_SUPREME
    return TrickValue(key, len(cards), horwell_rule, wild, cards)
