"""Practice statistics when play is taken back: a deal replayed (Practice > Replay this
deal), undone after it ended (Edit > Undo), or dealt again from the start of a practice
match (Practice > Play deal number) counts once, with its latest result; deals and a
match result that undo took back are no longer counted; and a serious match is never
rewritten by a later match that happens to begin with the same deal."""

from __future__ import annotations

import pytest
from test_table_play import wait_turn

from braus_desktop.rules.core import Pass, Play

PLAYERS = ["human", "beginner", "beginner", "beginner"]


def start(window, seed: int, practice: bool = True):
    c = window.controller
    c.new_match("braus", {"target": 6}, PLAYERS, None, seed=seed, practice=practice)
    return c


def finish_deal(qtbot, c, pick) -> list:
    """Play the deal in hand to its end: ``pick`` chooses among the legal card plays (the
    player passes when that is all there is). The player's own moves, in order."""
    moves = []
    while True:
        wait_turn(qtbot, c)
        if c.deal_over:
            return moves
        legal = c.state.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            card = pick(plays).card
            assert c.input.play([card])
            moves.append(card)
        else:
            assert all(isinstance(a, Pass) for a in legal)
            c.input.pass_turn()
            moves.append(None)


def first(plays):
    return plays[0]


def last(plays):
    return plays[-1]


def stored_deals(window) -> list[tuple]:
    """(deal number, points as stored, mode) of every deal row, in order."""
    return [
        (int(n), points, mode)
        for n, points, mode in window.statistics.store._query(
            "SELECT deal_no, points, mode FROM deals ORDER BY match_key, deal_no"
        )
    ]


def points(state) -> str:
    import json

    return json.dumps(list(state.result().points))


def test_a_replayed_deal_counts_once_with_its_new_result(qtbot, window):
    c = start(window, 41)
    before = finish_deal(qtbot, c, first)
    assert window.statistics.store.counts() == {"deals": 1, "matches": 0}
    window.replay_action.trigger()  # practice: no question asked
    assert not c.state.is_over and len(c.match.deals) == 1
    again = finish_deal(qtbot, c, last)
    assert again != before  # played another way, so it is a different deal record
    assert stored_deals(window) == [(1, points(c.state), "practice")]
    assert window.statistics.store.counts() == {"deals": 1, "matches": 0}


def test_a_deal_undone_after_it_ended_counts_once(qtbot, window):
    c = start(window, 41)
    before = finish_deal(qtbot, c, first)
    assert window.statistics.store.counts()["deals"] == 1
    while window.undo_action.isEnabled():  # Edit > Undo, back to the deal's start
        window.undo_action.trigger()
    assert not c.state.is_over
    again = finish_deal(qtbot, c, last)
    assert again != before
    assert stored_deals(window) == [(1, points(c.state), "practice")]


def test_deals_that_undo_took_back_are_no_longer_counted(qtbot, window):
    c = start(window, 43)
    finish_deal(qtbot, c, first)
    window.next_deal()
    finish_deal(qtbot, c, first)
    assert window.statistics.store.counts()["deals"] == 2
    while window.undo_action.isEnabled():  # back into deal 1
        window.undo_action.trigger()
    assert len(c.match.deals) == 1 and not c.state.is_over
    finish_deal(qtbot, c, last)
    # the match now has one finished deal: deal 2 of the play taken back is gone
    assert stored_deals(window) == [(1, points(c.state), "practice")]


@pytest.mark.slow  # whole matches
def test_playing_the_practice_matchs_first_deal_again_counts_once(qtbot, window):
    c = start(window, 45)
    number = c.state.seed
    before = finish_deal(qtbot, c, first)
    window.controller.play_deal_number(number)  # what Practice > Play deal number does
    assert c.state.seed == number and not c.state.is_over
    again = finish_deal(qtbot, c, last)
    assert again != before
    assert stored_deals(window) == [(1, points(c.state), "practice")]
    # another number is another match: counted beside it
    c.play_deal_number(number + 1)
    finish_deal(qtbot, c, first)
    assert window.statistics.store.counts()["deals"] == 2


@pytest.mark.slow  # whole matches
def test_a_serious_match_is_not_rewritten_by_one_that_begins_alike(qtbot, window):
    c = start(window, 47, practice=False)
    number = c.state.seed
    finish_deal(qtbot, c, first)
    c.play_deal_number(number)  # a new serious match that begins with the same deal
    assert not c.practice
    finish_deal(qtbot, c, last)
    rows = stored_deals(window)
    assert len(rows) == 2 and {mode for _n, _p, mode in rows} == {"serious"}


@pytest.mark.slow  # whole matches
def test_replaying_a_serious_deal_keeps_the_earlier_deals_serious(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "_confirm", lambda *_a: True)
    c = start(window, 49, practice=False)
    finish_deal(qtbot, c, first)
    window.next_deal()
    before = finish_deal(qtbot, c, first)
    window.replay_action.trigger()  # deal 2 again: the match becomes practice
    assert c.practice
    assert finish_deal(qtbot, c, last) != before
    rows = stored_deals(window)
    assert [(n, mode) for n, _p, mode in rows] == [(1, "serious"), (2, "practice")]
    assert rows[1][1] == points(c.state)


def test_a_match_saved_before_matches_had_an_identity_keeps_its_counted_deals(
    qtbot, window, open_window
):
    import json

    from braus_desktop.app.store.statistics import match_key

    c = start(window, 51)
    finish_deal(qtbot, c, first)
    # as an older version left it: counted under the key made from the first deal, and
    # saved without an identity in the record's notes
    with window.statistics.store._conn as conn:
        conn.execute("UPDATE deals SET match_key = ?", (match_key(c.match),))
    data = json.loads(c.session.snapshot())
    del data["meta"]["match_id"]
    c.session.save_path.write_text(json.dumps(data), encoding="utf-8")
    c.shutdown()
    again = open_window("again.ini", show=False)
    shown = []
    again.controller.deal_finished.connect(shown.append)
    again._open_game(True, None)
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    assert again.statistics.store.counts() == {"deals": 1, "matches": 0}
    assert again.controller.match_id == match_key(again.controller.match)
    assert '"match_id"' in again.controller.session.snapshot()  # kept from now on


def test_the_store_replaces_a_result_and_drops_play_taken_back(tmp_path):
    """The store alone: the same result offered again changes nothing; another result
    for a deal replaces it; deals and a match result beyond the finished play go."""
    from braus_desktop.app.store.statistics import StatisticsStore

    store = StatisticsStore(tmp_path / "statistics.sqlite3")

    def deal(n, points, mode="practice", when="2026-01-01T00:00:00+00:00"):
        return {
            "match_key": "m",
            "deal_no": n,
            "game": "braus",
            "variant": "{}",
            "mode": mode,
            "finished_at": when,
            "outcome": "won" if points[0] else "lost",
            "points_for": points[0],
            "points_against": points[1],
            "points": str(list(points)),
            "jan_for": 0,
            "jan_against": 0,
            "storm_for": 0,
            "storm_against": 0,
            "risks_made": 0,
            "risks_won": 0,
            "details": "{}",
        }

    whole = {
        "match_key": "m",
        "game": "braus",
        "variant": "{}",
        "mode": "practice",
        "finished_at": "2026-01-01T00:00:00+00:00",
        "outcome": "won",
        "points_for": 6,
        "points_against": 2,
        "points": "[6, 2]",
        "deals": 3,
        "series_value": None,
    }
    assert (
        store.record([deal(1, (1, 0)), deal(2, (0, 1)), deal(3, (2, 0))], whole, finished=("m", 3))
        == 4
    )
    later = "2026-02-02T00:00:00+00:00"
    assert store.record([deal(1, (1, 0), when=later)], finished=None) == 0  # same result
    assert store._query("SELECT finished_at FROM deals WHERE deal_no = 1") == [
        ("2026-01-01T00:00:00+00:00",)
    ]
    # deal 2 played again (undo went back into it): replaced; deal 3 and the match result
    # belonged to the play taken back
    assert store.record([deal(1, (1, 0)), deal(2, (2, 0), when=later)], finished=("m", 2)) == 3
    assert store._query("SELECT deal_no, points, finished_at FROM deals") == [
        (1, "[1, 0]", "2026-01-01T00:00:00+00:00"),
        (2, "[2, 0]", later),
    ]
    assert store.counts() == {"deals": 2, "matches": 0}
    # an earlier deal offered in another mode keeps the mode it was played in
    store.record([deal(1, (1, 0), mode="serious"), deal(2, (2, 0))], finished=("m", 2))
    assert store._query("SELECT mode FROM deals WHERE deal_no = 1") == [("practice",)]
