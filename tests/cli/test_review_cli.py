"""braus-desktop-cli review (issue 22): the JSON it prints, and one-line errors with
exit status 2 for bad files and arguments."""

import json
import random

import pytest

from braus_desktop import cli
from braus_desktop.rules import make_game, records
from braus_desktop.rules.match import Match


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def record(tmp_path):
    m = Match(make_game("braus"), seed=11)
    rng = random.Random(11)
    while not m.deal.is_over:
        m.apply(rng.choice(m.deal.legal_actions()))
    path = tmp_path / "r.json"
    records.save(path, m)
    return path


def test_review_prints_every_decision_and_each_deals_accuracy(capsys, record):
    code, out, err = run(
        capsys, "review", str(record), "--seat", "1", "--samples", "4", "--seed", "2"
    )
    assert code == 0 and not err
    data = json.loads(out)
    assert data["game"] == "braus" and data["seat"] == 1 and len(data["deals"]) == 1
    deal = data["deals"][0]
    assert set(deal) >= {"accuracy", "mistakes", "decisions"}
    assert deal["decisions"], "a random player always has choices to review"
    for d in deal["decisions"]:
        assert set(d) >= {
            "deal",
            "index",
            "seat",
            "played",
            "options",
            "verdict",
            "loss_expected",
            "loss_exact",
            "reason",
        }
        assert d["deal"] == 1 and d["seat"] == 1 and len(d["options"]) > 1
        assert {o["action"] for o in d["options"]} >= {d["played"]}
        assert all(set(o) == {"action", "expected", "exact", "exact_solved"} for o in d["options"])
    again = json.loads(
        run(capsys, "review", str(record), "--seat", "1", "--samples", "4", "--seed", "2")[1]
    )
    assert again == data


@pytest.mark.parametrize(
    "extra, words",
    [
        (["--seat", "4"], "--seat must be a seat"),
        (["--deal", "2"], "--deal must be a deal"),
        (["--deal", "0"], "--deal must be a deal"),
        (["--samples", "0"], "--samples must be"),
        (["--samples", "x"], "invalid int"),
        (["--seed", str(2**70)], "--seed must be"),
    ],
)
def test_bad_arguments_one_line_exit_2(capsys, record, extra, words):
    code, out, err = run(capsys, "review", str(record), *extra)
    assert code == 2 and not out
    assert words in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "content, words",
    [
        (None, "could not be read"),
        ("{not json", "not valid JSON"),
        (
            '{"format": "braus-desktop-record", "version": 1, "game": "braus", "deals": []}',
            "no deals",
        ),
    ],
)
def test_bad_files_one_line_exit_2(capsys, tmp_path, content, words):
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    code, out, err = run(
        capsys, "review", str(path if content is not None else tmp_path / "missing.json")
    )
    assert code == 2 and not out
    assert words in err and err.count("\n") == 1


@pytest.fixture
def blunder_record(tmp_path):
    """Seat 0 leads holding the three matadors (any of them leads to a Jan) and leads
    the 6♦ instead: the next player beats it."""
    from braus_desktop.bots import make_bot
    from braus_desktop.rules.match import Match

    game = make_game("braus", players=4)
    mine = "7C 7S 7H 7D JC 8S KH 6D 6H".split()
    rest = [c.text for c in game.pack if c.text not in mine]
    random.Random(1).shuffle(rest)
    match = Match(game, seed=1, first_dealer=3, start=False)
    state = match.next_deal(hands=[mine, rest[0:9], rest[9:18], rest[18:27]], dealer=3)
    state.apply("6D")
    bots = {s: make_bot("standard", game, seed=s) for s in range(4)}
    while not state.is_over:
        seat = state.current_player
        state.apply(bots[seat].choose(state.observation(seat), state.legal_actions()))
    path = tmp_path / "blunder.json"
    records.save(path, match)
    return path


def test_review_names_each_deals_key_moments_costliest_first(capsys, record, blunder_record):
    """Issue 38: each deal carries its key moments (index, cost, text), costliest first:
    the lead of the 6♦ that threw the Jan away, named by its trick, what took it and its
    cost; a deal without a decision worth naming has none."""
    data = json.loads(
        run(capsys, "review", str(blunder_record), "--samples", "8", "--seed", "3")[1]
    )
    deal = data["deals"][0]
    moments = deal["key_moments"]
    assert 1 <= len(moments) <= 3
    first = moments[0]
    assert first["index"] == 0 and first["cost"] == 1.0
    assert first["text"].startswith("Trick 1: playing 6\u2666 lost the trick to ")
    assert first["text"].endswith(": \u22121") and first["text_phrase"]["context"] == "Coach"
    assert [m["cost"] for m in moments] == sorted((m["cost"] for m in moments), reverse=True)
    quiet = json.loads(
        run(capsys, "review", str(record), "--seat", "1", "--samples", "4", "--seed", "2")[1]
    )
    assert quiet["deals"][0]["key_moments"] == []  # its one decision was the best


@pytest.fixture
def two_deals(tmp_path):
    """A Brus record of two finished deals and one in play, the seats' levels in its notes."""
    m = Match(make_game("brus"), seed=4)
    rng = random.Random(4)
    for _ in range(2):
        while not m.deal.is_over:
            m.apply(rng.choice(m.deal.legal_actions()))
        m.next_deal()
    m.apply(rng.choice(m.deal.legal_actions()))
    path = tmp_path / "two.json"
    records.save(path, m, {"levels": json.dumps(["human", "beginner", "standard", "beginner"])})
    return path


def test_review_par_adds_each_finished_deals_par_and_the_records_total(capsys, two_deals):
    argv = ("review", str(two_deals), "--samples", "2", "--par", "--replays", "2")
    code, out, err = run(capsys, *argv)
    assert code == 0 and not err
    data = json.loads(out)
    pars = [d["par"] for d in data["deals"][:2]]
    assert "par" not in data["deals"][2]  # the deal in play has no par yet
    for p in pars:
        assert set(p) == {"points", "player_points", "skill", "replays", "spread"}
        assert p["replays"] == 2 and abs(p["skill"] - (p["player_points"] - p["points"])) < 2e-3
    total = data["par"]
    assert total["deals"] == 2
    for key in ("points", "player_points", "skill"):
        assert abs(total[key] - sum(p[key] for p in pars)) < 5e-3
    assert json.loads(run(capsys, *argv)[1]) == data  # reproducible
    # without --par, nothing of it
    plain = json.loads(run(capsys, "review", str(two_deals), "--samples", "2")[1])
    assert "par" not in plain and all("par" not in d for d in plain["deals"])


@pytest.mark.parametrize(
    "extra, words",
    [
        (["--replays", "2"], "--replays needs --par"),
        (["--par", "--replays", "0"], "--replays must be"),
        (["--par", "--replays", "1001"], "--replays must be"),
        (["--par", "--replays", "x"], "invalid int"),
    ],
)
def test_bad_par_arguments_one_line_exit_2(capsys, record, extra, words):
    code, out, err = run(capsys, "review", str(record), *extra)
    assert code == 2 and not out
    assert words in err and err.count("\n") == 1


def reversed_sets_record(tmp_path, game_id):
    """A deal of ``game_id`` in which seat 0 makes a multi-card or risked play wherever
    it can (the others play at random), saved with each set's cards in the reverse of
    the rules' order and the risk mark after the first card, as the window once kept a
    selection: "9C+9S" for the rules' "9S+9C", "KH!+KD" (issue 43). The first seed
    whose deal has such a play of seat 0's (a set, where the game has sets)."""
    for seed in range(50):
        found = _special_deal(tmp_path, game_id, seed)
        if found is not None:
            return found
    raise AssertionError("no deal with a set or a risk")


def _special_deal(tmp_path, game_id, seed):
    m = Match(make_game(game_id), seed=seed)
    rng = random.Random(seed)
    while not m.deal.is_over:
        state = m.deal
        special = [
            a
            for a in state.legal_actions()
            if len(getattr(a, "cards", ())) > 1 or getattr(a, "risk", False)
        ]
        if state.current_player == 0 and special:
            m.apply(special[rng.randrange(len(special))])
        else:
            m.apply(state.random_action(rng))
    data = records.match_to_record(m)
    texts = data["deals"][0]["actions"]

    def other_order(text):
        risk = text.endswith("!")
        parts = list(reversed(text.rstrip("!").split("+")))
        if risk:
            parts[0] += "!"
        return "+".join(parts)

    changed = [other_order(t) for t in texts]
    sets = game_id != "brus-iceland"  # (Icelandic Brús has risks, but no sets)
    mine = [(a, b) for (seat, _), a, b in zip(m.deals[0].history, changed, texts) if seat == 0]
    if not any(a != b if sets else a.endswith("!") for a, b in mine):
        return None
    data["deals"][0]["actions"] = changed
    path = tmp_path / f"{game_id}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, texts


@pytest.mark.parametrize("game_id", ["brus", "brus-solo", "brus-iceland"])
def test_a_record_with_sets_in_another_order_is_reviewed(capsys, tmp_path, game_id):
    """Issue 43: leading 9♣ 9♠ where the rules list 9♠+9♣ failed the review
    ("Play('9C+9S') is not in list") and the CLI printed a traceback. Every decision is
    reviewed, in the rules' form, with the deal's accuracy and par."""
    path, rules_form = reversed_sets_record(tmp_path, game_id)
    code, out, err = run(capsys, "review", str(path), "--samples", "2", "--par", "--replays", "1")
    assert code == 0 and not err
    deal = json.loads(out)["deals"][0]
    assert deal["accuracy"] is not None and deal["par"] is not None
    played = [d["played"] for d in deal["decisions"]]
    assert any("+" in p or "!" in p for p in played)
    for d in deal["decisions"]:
        assert d["played"] == rules_form[d["index"]]
        assert d["played"] in {o["action"] for o in d["options"]}


def test_the_review_of_an_accepted_record_never_ends_in_a_traceback(capsys, record, monkeypatch):
    """Whatever goes wrong in the coach, a record the rules accepted gets one sentence
    and exit status 2, never a traceback."""
    from braus_desktop.bots import coaching as coaching_module
    from braus_desktop.bots import review as review_module

    def broken(*args, **kwargs):
        raise ValueError("Play('9C+9S') is not in list")

    monkeypatch.setattr(review_module, "review", broken)
    # what the CLI steps through (bots/coaching.py's pipeline)
    monkeypatch.setattr(coaching_module, "review_steps", broken)
    code, out, err = run(capsys, "review", str(record))
    assert code == 2 and not out and err.count("\n") == 1
    assert "Traceback" not in err
    assert "the coach could not review this record" in err and "9C+9S" in err
