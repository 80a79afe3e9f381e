"""The coach audit's judge (benchmarks/coach_audit.py, issue 43): a reference refined where
its own noise cannot say on which side of a threshold a decision lies (``--refine``)."""

from __future__ import annotations

import json

import pytest
from benchmark_module import load

from braus_desktop.bots.review import Thresholds
from braus_desktop.rules import make_game

audit = load("coach_audit")

ICELAND = Thresholds(0.20, 0.45, 0.90, scale=4.0)


def test_a_reference_is_unsure_where_a_threshold_lies_within_its_noise():
    # the misses and the false flag the audit left (docs/coach.md)
    assert audit.unsure(ICELAND, 0.54, 0.12)  # real mistake? 0.45 is within
    assert audit.unsure(ICELAND, 0.17, 0.21)  # false flag? 0.20 is within
    assert audit.unsure(ICELAND, 0.30, 0.20)  # both thresholds within
    assert not audit.unsure(ICELAND, 0.71, 0.20)  # clearly a mistake
    assert not audit.unsure(ICELAND, 0.05, 0.10)  # clearly good
    assert not audit.unsure(ICELAND, 0.30, 0.05)  # clearly between
    assert not audit.unsure(ICELAND, 0.0, 0.0)  # the reference's best play


def test_the_audit_classes_a_loss_by_the_thresholds():
    assert audit.judged(ICELAND, 0.45) == "real"
    assert audit.judged(ICELAND, 0.44) == "between"
    assert audit.judged(ICELAND, 0.20) == "between"
    assert audit.judged(ICELAND, 0.19) == "low"


@pytest.fixture(scope="module")
def deal():
    game = make_game("brus-iceland")
    return game, audit.played_deal(game, 7000)


def test_a_decision_valued_again_is_the_reference_s_valuation(deal):
    """At the reference's samples and seed, one decision valued alone is the decision of
    the deal's reference: the refined value differs only in its samples and seed."""
    game, state = deal
    ref, _, _ = audit.timed(state, 7001, False, samples=8, seed=audit.REFERENCE_SEED)
    d = ref.decisions[1]
    again = audit.decision_again(state, 7001, d.index, 8, audit.REFERENCE_SEED)
    assert again.to_json() == d.to_json()
    other = audit.decision_again(state, 7001, d.index, 16, audit.REFINED_SEED)
    assert other.samples == 16


@pytest.mark.slow  # (a benchmark's tool: reviews a whole deal, seconds)
def test_the_audit_refines_every_unsure_decision_and_keeps_it(deal, tmp_path, monkeypatch):
    game, state = deal
    # a kept reference of few samples (the file's reference for this deal): its noise is
    # large, so some of its decisions hold a threshold within it
    coarse, _, _ = audit.timed(state, 7001, False, samples=8, seed=audit.REFERENCE_SEED)
    path = tmp_path / "refs.json"
    path.write_text(json.dumps({"brus-iceland 7000 7001 384": coarse.to_json()}))
    thresholds = audit.coaching_for(game).thresholds
    unsure = [d for d in coarse.decisions if audit.unsure(thresholds, d.loss_expected, d.noise)]
    assert unsure  # the test means something
    first = audit.measure(
        "brus-iceland", 1, 7000, 10, kept=audit.References(path), old=False, refine=2
    )
    assert first["refined"] == len(unsure)
    kept = json.loads(path.read_text())
    assert {f"brus-iceland 7000 7001 16 refined {d.index}" for d in unsure} <= set(kept)
    # read back: nothing is valued again, and the figures are the same
    monkeypatch.setattr(audit, "decision_again", lambda *a: pytest.fail("valued again"))
    again = audit.measure(
        "brus-iceland", 1, 7000, 10, kept=audit.References(path), old=False, refine=2
    )
    assert {k: again[k] for k in ("refined", "changed", "still", "real", "false")} == {
        k: first[k] for k in ("refined", "changed", "still", "real", "false")
    }
    # without --refine the same file reads as the plain reference
    plain = audit.measure("brus-iceland", 1, 7000, 10, kept=audit.References(path), old=False)
    assert plain["refined"] == 0
    assert plain["real"] == first["real_unrefined"]
