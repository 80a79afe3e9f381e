"""Practice tools as a player uses them: the hint (H) with its reason, undo and redo of the
player's own moves, open hands, replaying a deal, playing deal number N, exporting and
importing game records, and a corrupt save kept aside. Serious matches refuse the
practice tools with a sentence."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from test_table_play import WAIT, click_card, wait_turn

from braus_desktop.rules import make_game, records
from braus_desktop.rules.core import Pass, Play
from braus_desktop.rules.kept import shared

BOTS = ["human", "standard", "standard", "standard"]


def practice_braus(window, seed=5):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=seed, practice=True)
    return c


def play_one(qtbot, window, c):
    """The player's first legal move, by a click or the Pass button."""
    legal = c.state.legal_actions()
    if all(isinstance(a, Pass) for a in legal):
        qtbot.mouseClick(window.pass_button, Qt.LeftButton)
    else:
        click_card(qtbot, window, next(a for a in legal if isinstance(a, Play)).card)


def test_hint_selects_the_experts_card_and_says_why(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    while not any(isinstance(a, Play) for a in c.state.legal_actions()) and not c.deal_over:
        play_one(qtbot, window, c)
        wait_turn(qtbot, c)
    assert c.human_to_act
    window.controller.request_hint(samples=4)
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    chosen = c.hands[0].selected()
    legal_cards = {a.card for a in c.state.legal_actions() if isinstance(a, Play)}
    assert len(chosen) == 1 and chosen[0] in legal_cards
    assert chosen[0].display in c.hint_text  # the sentence names the suggested card
    assert window.statusBar().currentMessage() == ""  # said once, in the action bar
    assert "Hint:" in window.turn_label.text()
    assert window.table.item_for(chosen[0]).selected  # raised in the fan


def test_the_h_key_asks_for_a_hint(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    assert window.hint_action.shortcut().toString() == "H"
    assert window.hint_action.isEnabled() and window.hint_action.isVisible()
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)


def test_serious_matches_refuse_practice_tools(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=5, practice=False)
    wait_turn(qtbot, c)
    assert not c.request_hint()
    assert "practice matches" in window.statusBar().currentMessage()
    assert not c.set_open_hands(True)
    assert not c.undo()
    assert not window.hint_action.isVisible() and not window.undo_action.isVisible()


def test_undo_and_redo_the_players_move_with_the_bots_replies(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    before = list(c.state.history)
    hand_before = list(c.hands[0].cards)
    assert not window.undo_action.isEnabled()
    play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    after = list(c.state.history)
    assert len(after) > len(before) and window.undo_action.isEnabled()
    window.undo_action.trigger()
    wait_turn(qtbot, c)
    assert list(c.state.history) == before
    assert set(c.hands[0].cards) == set(hand_before)  # the card is back in the hand
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    wait_turn(qtbot, c)
    assert list(c.state.history) == after
    # the save follows undo and redo: a restart resumes where play is now
    saved = records.load(c.session.save_path)
    assert list(saved.deal.history) == after


def test_open_hands_turns_every_hand_face_up(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    west = c.hands[1].cards[0]
    assert not window.table.item_for(west).face_up
    window.open_hands_action.trigger()
    assert c.open_hands and window.table.item_for(west).face_up
    window.open_hands_action.trigger()
    assert not window.table.item_for(west).face_up


def test_replay_this_deal_deals_the_same_cards_by_the_same_dealer(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    setup = json.loads(c.session.snapshot())["deals"][-1]["setup"]
    dealer = c.state.dealer
    play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    window.replay_action.trigger()
    wait_turn(qtbot, c)
    again = json.loads(c.session.snapshot())["deals"][-1]
    assert again["setup"] == setup and c.state.dealer == dealer
    assert all(seat != 0 for seat, _a in c.state.history)  # the player has not moved yet


def test_replaying_a_serious_deal_asks_and_makes_it_practice(qtbot, window, monkeypatch):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=5, practice=False)
    wait_turn(qtbot, c)
    monkeypatch.setattr(window, "_confirm", lambda *_a: True)
    window.replay_action.trigger()
    assert c.practice
    assert "practice match" in window.statusBar().currentMessage()


def test_play_deal_number_n(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    c.play_deal_number(4242)
    wait_turn(qtbot, c)
    expected = make_game("braus").new_deal(seed=4242, dealer=0)
    assert c.state.seed == 4242
    assert (
        json.loads(c.session.snapshot())["deals"][0]["setup"]
        == json.loads(records.dumps(_match_of(expected)))["deals"][0]["setup"]
    )
    assert any("(no. 4242)" in line for line in c.log.lines)


def _match_of(state):
    from braus_desktop.rules.match import Match

    m = Match(state.game, start=False)
    m.deals.append(state)
    return m


def test_export_then_import_a_record(qtbot, window, tmp_path):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    path = tmp_path / "exported.json"
    assert c.session.export_record(path) is None
    history = list(c.state.history)
    c.new_match("brus", {}, BOTS, None, seed=1)
    assert c.session.import_record(path) is None
    wait_turn(qtbot, c)
    assert c.game.id == "braus" and list(c.state.history)[: len(history)] == history
    assert c.practice


def test_importing_a_bad_record_says_why_and_keeps_the_game(qtbot, window, tmp_path):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    history = list(c.state.history)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "braus-desktop-record", "version": 1, "game": "chess"}')
    problem = c.session.import_record(bad)
    assert problem and problem.startswith("'bad.json' could not be imported")
    assert c.game.id == "braus" and list(c.state.history) == history
    assert bad.read_text().endswith('"chess"}')  # left as it was


def test_a_corrupt_save_is_kept_aside_and_a_new_game_starts(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings

    data = tmp_path / "data"
    data.mkdir()
    junk = b'{"format": "braus-desktop-record", "version": 1, "deals": [tru'
    (data / "current-match.json").write_bytes(junk)
    (data / ".current-match.json-abc123.tmp").write_text("half a wri")  # a crash's leftover
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    win = MainWindow(settings, data_dir=data)
    qtbot.addWidget(win)
    win.show()
    c = win.controller
    wait_turn(qtbot, c)
    assert (data / "current-match.json.corrupt").read_bytes() == junk
    assert not (data / ".current-match.json-abc123.tmp").exists()
    # one sentence, in the game log where it stays (the status bar moves on)
    told = [line for line in c.log.lines if "current-match.json.corrupt" in line]
    assert told and "could not be loaded" in told[0]
    records.load(data / "current-match.json")  # the new game's save is a good record
    c.shutdown()


def test_undo_clears_a_hint_about_the_position_left_behind(qtbot, window):
    c = practice_braus(window)
    wait_turn(qtbot, c)
    play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    c.request_hint(samples=2)
    qtbot.waitUntil(lambda: bool(c.hint_text), timeout=WAIT)
    window.undo_action.trigger()
    wait_turn(qtbot, c)
    assert c.hint_text == "" and "Hint:" not in window.turn_label.text()


def test_a_serious_match_has_no_empty_edit_menu(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=5, practice=False)
    assert not window.edit_menu.menuAction().isVisible()
    c.new_match("braus", {}, BOTS, None, seed=5, practice=True)
    assert window.edit_menu.menuAction().isVisible()


def test_an_imported_career_keeps_undo_points_that_share_its_deals(qtbot, window, tmp_path):
    """Undo keeps a snapshot a move. Of a long match (an imported career) each was the
    whole text again (8 MB a move at 10,000 deals); now its finished deals' parts are the
    one text the records keep for each, so twenty points cost less than one more text,
    and an undo still goes back to the very match, keeping its finished deals rather
    than playing the whole career again."""
    import sys
    import tracemalloc
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "bots"))
    from benchmark_module import load

    replay = load("match_replay")
    path = tmp_path / "career.json"
    path.write_text(replay.career_text(400, replay.drawn_deals(2)), encoding="utf-8")
    c = window.controller
    assert c.session.import_record(path) is None
    qtbot.waitUntil(lambda: c.deal_over, timeout=WAIT)  # (its last deal is over)
    text = c.session.snapshot()
    assert len(c.match.deals) == 400 and len(text) > 300_000
    first = c.session.undo_point()
    assert records.joined(first) == text
    tracemalloc.start()
    points = [c.session.undo_point() for _ in range(20)]
    used, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert used < len(text)  # twenty points, less than one whole text more
    assert all(
        a is b for a, b in zip(points[0], points[-1]) if not isinstance(a, str) or len(a) > 200
    )
    c.session.push_move(points[0], "a move")
    window.next_deal()  # the record's last deal is over: a new one changes the match
    assert len(c.match.deals) == 401
    played = c.match.held_deals()
    c.session.undo_stack.undo()
    assert c.session.snapshot() == text and len(c.match.deals) == 400
    # the undo kept the career's deals as they were (those held as their text too, rules/
    # kept.py): none of them was played again
    assert shared(c.match.held_deals(), played) == 400
