"""A match that holds its older finished deals as their record text (``Match(recent=)``,
rules/kept.py): the same match, the same record to the byte, in a fraction of the memory
(issue 45 item 3: an imported career of 100,000 deals)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from braus_desktop.rules import Match, make_game, records
from braus_desktop.rules.kept import KeptDeal

sys.path.insert(0, str(Path(__file__).parent))
from test_long_records import _held, career, pool  # noqa: E402, F401 (the fixture)

DEALS = 300


def _same_deal(a, b) -> None:
    assert (a.dealer, a.seed, a.setup().to_json()) == (b.dealer, b.seed, b.setup().to_json())
    assert [str(x) for _s, x in a.history] == [str(x) for _s, x in b.history]
    assert a.is_over == b.is_over
    if a.is_over:
        assert a.result().to_json() == b.result().to_json()


def test_a_career_held_as_text_is_the_same_match_and_record(pool):  # noqa: F811
    text = career(pool, DEALS)
    live = records.loads(text)
    held = records.loads_with_meta(text, recent=4)[0]
    entries = held.held_deals()
    assert len(entries) == DEALS
    assert all(isinstance(e, KeptDeal) for e in entries[:-4])
    assert not any(isinstance(e, KeptDeal) for e in entries[-4:])
    assert held.scores == live.scores and held.winner == live.winner
    assert held.next_dealer() == live.next_dealer()
    # the record, byte for byte, and each deal dealt again as it was played
    assert records.dumps(held, {"mode": "practice"}) == records.dumps(live, {"mode": "practice"})
    for n in (0, 1, 150, DEALS - 5, DEALS - 1):
        _same_deal(held.deals[n], live.deals[n])
    # a deal read twice while it is held is the same object
    first = held.deals[10]
    assert held.deals[10] is first
    # the match goes on as the live one does
    for m in (live, held):
        m.next_deal()
        while not m.deal.is_over:
            m.apply(m.deal.legal_actions()[0])
    assert records.dumps(held) == records.dumps(live)
    assert isinstance(held.held_deals()[DEALS - 4], KeptDeal)  # (the window moved on)


def test_a_career_held_as_text_takes_a_fraction_of_the_memory(pool):  # noqa: F811
    text = career(pool, DEALS)
    live = _held(lambda: records.loads(text))
    held = _held(lambda: records.loads_with_meta(text, recent=4)[0])
    assert held < live / 4, (held, live)
    assert held / DEALS < 1024, held / DEALS  # (under a kilobyte a deal)


def test_a_snapshot_read_back_keeps_the_held_deals_as_they_are(pool, monkeypatch):  # noqa: F811
    """Undo reads a snapshot beside the match: the deals held as text are taken as they
    are (not dealt again), and the snapshot's parts share them rather than their text."""
    match = records.loads_with_meta(career(pool, DEALS), recent=4)[0]
    match.next_deal()
    match.apply(match.deal.legal_actions()[0])
    parts = records.dump_parts(match, {"mode": "practice"})
    assert sum(isinstance(p, KeptDeal) for p in parts) == len(match.deals) - 4
    snapshot = records.joined(parts)
    while not match.deal.is_over:
        match.apply(match.deal.legal_actions()[0])
    match.next_deal()
    dealt = []
    new_deal = type(match.game).new_deal

    def counted(game, *args, **kwargs):
        dealt.append(kwargs.get("dealer"))
        return new_deal(game, *args, **kwargs)

    monkeypatch.setattr(type(match.game), "new_deal", counted)
    back, meta = records.loads_with_meta(snapshot, reuse=match, recent=4)
    assert len(dealt) <= 5  # (the deal in play, and the live deals written anew)
    kept_before = match.held_deals()[: DEALS - 3]
    assert all(a is b for a, b in zip(back.held_deals(), kept_before, strict=False))
    monkeypatch.undo()
    assert records.dumps(back, meta) == snapshot
    # read from its parts (an undo point), a part at a time: the same match, and the
    # deals the match holds as text are not even unpacked to be compared
    unpacked = []
    text = KeptDeal.text
    monkeypatch.setattr(KeptDeal, "text", property(lambda d: unpacked.append(d) or text.fget(d)))
    again, meta = records.loads_with_meta(tuple(parts), reuse=match, recent=4)
    assert unpacked == []
    monkeypatch.undo()
    assert records.dumps(again, meta) == snapshot
    assert all(a is b for a, b in zip(again.held_deals(), kept_before, strict=False))


@pytest.mark.parametrize("game_id", ["brus", "brus-solo", "brus-iceland", "brag", "braus"])
def test_any_game_played_on_holds_its_deals_as_text_alike(game_id):
    """Deals carrying what they knew of the match (Brus's scores and bonus sticks) are
    dealt again from their text as they were played, in every game."""
    rng = random.Random(7)
    live = Match(make_game(game_id), seed=11)
    while not live.is_over and len(live.deals) < 40:
        while not live.deal.is_over and not live.is_over:
            live.apply(live.deal.random_action(rng))
        if not live.is_over:
            live.next_deal()
    text = records.dumps(live)
    held = records.loads_with_meta(text, recent=1)[0]
    assert records.dumps(held) == text
    assert held.scores == live.scores and held.winner == live.winner
    assert held.series_value() == live.series_value()
    for a, b in zip(held.deals, live.deals, strict=True):
        _same_deal(a, b)
