"""Verdicts that survive more samples (issue 43, item 2): a loss above the inaccuracy
threshold but within the samples' noise is not called good; the coach samples on, the
same sampled deals for every option, until the verdict is clear or its cap is reached,
and says "uncertain" if it is still unclear. A mistake found that way is a key moment
and an exercise like any other."""

from __future__ import annotations

import math
import random

import pytest
from benchmark_module import load

from braus_desktop.bots import brus_bots, coaching_for, trick_review
from braus_desktop.bots import review as review_module
from braus_desktop.bots.exercise import exercises_from_review
from braus_desktop.bots.key_moments import key_moments
from braus_desktop.bots.review import (
    VERDICT_NAMES,
    DecisionReview,
    Thresholds,
    review_deal,
    settled,
)
from braus_desktop.rules import make_game

BRUS = Thresholds(0.15, 0.35, 0.70, scale=3.0)


def beginner_deal(game_id, seed):
    """A seeded deal with a beginner in seat 0 and the game's default players around it
    (as benchmarks/coach_audit.py plays them)."""
    return load("review_speed").played_deal(make_game(game_id), seed, first="beginner")


def replay_to(state, index):
    """``state``'s deal again, played to just before its action ``index``."""
    replay = state.game.new_deal(dealer=state.dealer, setup=state.setup())
    for _who, a in state.history[:index]:
        replay.apply(a)
    return replay


def test_a_loss_within_the_noise_is_uncertain_above_the_inaccuracy_threshold():
    assert BRUS.verdict(1.02, noise=1.1) == "uncertain"  # the "Good (1.02)"
    assert BRUS.verdict(0.10, noise=1.1) == "good"  # a small loss stays good
    assert BRUS.verdict(1.02, noise=0.5) == "blunder"  # out of the noise: its size
    assert BRUS.verdict(0.005, noise=1.0) == "best"
    assert VERDICT_NAMES["uncertain"] == "Uncertain"


def rows(n):
    """Sampled rows of two options, the second losing 0 or 1.2 points by turns: a mean
    loss of 0.6 (a mistake) that 8 samples cannot tell from none and 16 can."""
    return [[1.0, 1.0] if k % 2 == 0 else [1.0, -0.2] for k in range(n)]


def test_the_coach_samples_on_until_the_verdict_is_clear():
    asked = []

    def more(n):
        asked.append(n)
        return rows(n)

    found = settled(BRUS, rows(8), 1, 64, more)
    assert asked == [8]  # as many again, once: then it was clear
    assert found.verdict == "mistake" and len(found.rows) == 16
    assert found.loss == pytest.approx(0.6) and 0 < found.noise < 0.6
    assert settled(BRUS, rows(8), 1, 8, more).verdict == "uncertain"  # the cap
    assert asked == [8]


def test_a_good_play_that_could_be_a_mistake_within_its_noise_is_sampled_on():
    """A loss of 0.1 (good) whose noise reaches the mistake threshold: the samples may
    understate a mistake, so the coach samples on until the interval clears it."""

    def noisy(n):
        return [[1.0, 1.5] if k % 2 == 0 else [1.0, 0.3] for k in range(n)]

    asked = []

    def more(n):
        asked.append(n)
        return noisy(n)

    found = settled(BRUS, noisy(8), 1, 96, more)
    assert asked == [8, 16, 32] and len(found.rows) == 64
    assert found.verdict == "good" and found.loss + found.noise < BRUS.mistake


def test_a_clear_verdict_draws_no_more_samples():
    def refuse(n):
        raise AssertionError("sampled on for a clear verdict")

    assert settled(BRUS, [[1.0, 1.0]] * 8, 1, 64, refuse).verdict == "best"
    assert settled(BRUS, [[1.0, 0.2]] * 8, 1, 64, refuse).verdict == "blunder"
    assert settled(BRUS, [[1.0, 0.9], [1.0, 1.0]] * 4, 1, 64, refuse).verdict == "good"


def test_a_mistake_the_noise_hid_is_found_and_is_a_key_moment_and_an_exercise(monkeypatch):
    """Brus, a beginner's deal: leading 7♣ at its third action loses about 0.6 points;
    48 samples could not tell it from none (the old coach called it good)."""
    state = beginner_deal("brus", 2)
    assert str(state.history[2][1]) == "7C"
    with monkeypatch.context() as m:
        m.setattr(trick_review, "SAMPLE_ON", False)  # the sequential step switched off
        before = review_deal(state, 0, deal=1, seed=0)
    first = next(d for d in before.decisions if d.index == 2)
    assert first.verdict == "uncertain" and first.samples == 48
    assert first.loss_expected >= BRUS.inaccuracy and first.loss_expected <= first.noise
    assert str(first.reason).startswith("Uncertain: 7♣ averages ")
    assert "\u00b1" in str(first.reason) and "Good" not in str(first.reason)

    after = review_deal(state, 0, deal=1, seed=0)
    found = next(d for d in after.decisions if d.index == 2)
    assert found.verdict == "mistake" and found.samples > 48
    assert found.noise < found.loss_expected
    assert after.mistakes >= 1 and after.counts["mistake"] >= 1
    # the same samples, more of them: every other decision is valued as before
    for a, b in zip(before.decisions, after.decisions):
        if b.samples == 48:
            assert a == b
    assert 2 in [m.index for m in key_moments(after, state)]
    exercises = exercises_from_review(after, state, ["You", "West", "North", "East"])
    assert [e.decision.index for e in exercises if e.decision.index == 2] == [2]
    # the JSON the CLI prints and a record keeps says how many samples and the noise
    data = found.to_json()
    assert data["samples"] == found.samples and data["loss_noise"] > 0
    assert DecisionReview.from_json(data).to_json() == data
    assert coaching_for(state.game).resample * 48 >= found.samples


def test_an_uncertain_decision_reads_back_and_an_old_one_without_noise_too():
    state = beginner_deal("brus", 2)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(trick_review, "SAMPLE_ON", False)
        made = review_deal(state, 0, deal=1, seed=0)
    uncertain = next(d for d in made.decisions if d.verdict == "uncertain")
    data = uncertain.to_json()
    assert data["verdict"] == "uncertain"
    back = DecisionReview.from_json(data)
    assert back.verdict == "uncertain" and back.noise == pytest.approx(uncertain.noise, abs=1e-4)
    old = {k: v for k, v in data.items() if k not in ("loss_noise", "samples")}
    read = DecisionReview.from_json(old)
    assert read.noise == 0.0 and read.samples is None and "samples" not in read.to_json()


def test_a_mistake_that_could_be_good_within_its_noise_is_confirmed_where_the_game_asks():
    """Solo Brus (``TrickCoaching.confirm``): 16 samples show a loss of 0.6, out of its
    noise but not clear of good (loss minus noise below the inaccuracy threshold); the
    coach samples on, and the samples after it lose nothing: no mistake is named. Without
    ``confirm`` (the other games) the verdict stands at once, as before."""

    def even(n):
        return [[1.0, 1.0]] * n

    def refuse(n):
        raise AssertionError("sampled on without confirm")

    first = settled(BRUS, rows(16), 1, 256, refuse)
    assert first.verdict == "mistake" and first.loss - first.noise < BRUS.inaccuracy
    asked = []

    def more(n):
        asked.append(n)
        return even(n)

    found = settled(BRUS, rows(16), 1, 256, more, confirm=True)
    assert asked and found.verdict not in ("mistake", "blunder")
    assert len(found.rows) == 16 + sum(asked) <= 256
    # a blunder that stands clear of good is named at once, confirm or not
    assert settled(BRUS, [[1.0, 0.2]] * 8, 1, 64, refuse, confirm=True).verdict == "blunder"


def test_solo_and_icelandic_brus_confirm_their_mistakes():
    confirming = {
        g
        for g in ("braus", "brus", "brus-solo", "brus-iceland")
        if getattr(coaching_for(make_game(g)), "confirm", False)
    }
    assert confirming == {"brus-solo", "brus-iceland"}


def test_icelandic_brus_samples_on_at_the_mistake_threshold_and_names_the_mistake():
    """The audit's miss (benchmarks/coach_audit.py --games brus-iceland --seed 7022,
    decision 20): 10♦ was an "inaccuracy" at 0.44 ± 0.36 at the cap of 192 samples (the
    mistake threshold 0.45), where the reference's 384 read 0.67 ± 0.25. An inaccuracy
    within its noise of a mistake now samples on to 384, and it is named."""
    state = beginner_deal("brus-iceland", 7022)
    index, (seat, action) = 20, state.history[20]
    assert seat == 0 and str(action) == "10D"
    replay = replay_to(state, index)
    coaching = trick_review.trick_coaching(state.game)
    samples = coaching.samples
    with pytest.MonkeyPatch.context() as m:
        # as before: the cap of 192, and a mistake not asked to stand clear of good
        m.setattr(brus_bots, "RESAMPLE_NEAR", {})
        m.setattr(brus_bots, "CONFIRM", {"brus-solo"})
        before = review_module.review_decision(replay, 0, action, [], 7023, index, samples, 0)
    assert before.verdict == "inaccuracy" and before.samples == samples * coaching.resample
    found = review_module.review_decision(replay, 0, action, [], 7023, index, samples, 0)
    assert found.verdict == "mistake" and found.samples > before.samples


def test_a_verdict_unclear_at_the_mistake_threshold_samples_on_to_the_larger_cap():
    """``near``: an inaccuracy that could be a mistake within its noise at the cap is
    sampled on to the larger cap (Icelandic Brús), one clear of a mistake is not."""
    near_threshold = [[1.0, 1.0 - d] for d in (0.0, 0.6) * 12]  # loss 0.30 ± about 0.18

    def more(n):
        return near_threshold[:n]

    found = settled(BRUS, list(near_threshold), 1, 48, more, near=96)
    assert len(found.rows) == 96 and found.verdict == "inaccuracy"
    found = settled(BRUS, list(near_threshold), 1, 48, more)
    assert len(found.rows) == 48
    clear_of_it = [[1.0, 1.0 - d] for d in (0.2, 0.2) * 12]  # loss 0.20, no noise
    found = settled(BRUS, list(clear_of_it), 1, 48, more, near=96)
    assert len(found.rows) == 24 and found.verdict == "inaccuracy"
    iceland = coaching_for(make_game("brus-iceland"))
    assert iceland.resample_near > iceland.resample
    assert coaching_for(make_game("brus")).resample_near == 0


def test_solo_brus_no_longer_names_a_good_play_a_mistake_for_its_first_samples():
    """The audit's false flag (benchmarks/coach_audit.py, Solo Brus deal 11): playing 8♣
    alone where 8♣ 8♦ was best loses 0.07 points on 600 sampled deals, but the first 12
    showed 0.50 ± 0.47, a "mistake" just out of its noise. Confirmed, it is good."""
    state = beginner_deal("brus-solo", 11)
    index, (seat, action) = 18, state.history[18]
    assert seat == 0 and str(action) == "8C"
    replay = replay_to(state, index)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(trick_review, "SAMPLE_ON", False)
        first = review_module.review_decision(replay, 0, action, [], 12, index, 12, 0)
    assert first.verdict == "mistake" and first.samples == 12
    assert first.loss_expected - first.noise < BRUS.inaccuracy
    found = review_module.review_decision(replay, 0, action, [], 12, index, 12, 0)
    assert found.verdict not in ("mistake", "blunder") and found.samples > 12
    assert found.best == "8C+8D"


def test_solo_brus_first_samples_do_not_hide_a_mistake_as_best():
    """Solo Brus, a beginner's deal: risking 8♠ alone where 8♦ 8♠ risked together was
    best loses about 0.6 points (0.60 ± 0.16 on 400 sampled deals of another seed), but
    in none of the first 12 sampled deals: on 12, as Solo had before, the play was
    "best", a verdict that is never sampled on. On the game's 24 it is a mistake."""
    state = beginner_deal("brus-solo", 102)
    index, (seat, action) = 12, state.history[12]
    assert seat == 0 and str(action) == "8S!"
    replay = replay_to(state, index)
    twelve = review_module.review_decision(replay, 0, action, [], 103, index, 12, 0)
    assert twelve.verdict == "best" and twelve.samples == 12
    samples = review_module.checked_samples(state.game, None)
    assert samples == coaching_for(state.game).samples == 24
    found = review_module.review_decision(replay, 0, action, [], 103, index, samples, 0)
    assert found.verdict in ("mistake", "blunder") and found.best == "8D+8S!"
    assert found.loss_expected - found.noise >= BRUS.inaccuracy  # confirmed, as Solo asks


def test_a_play_best_only_after_sampling_on_must_stand_clear_where_the_game_confirms():
    """The audit's miss in Solo Brus (seed 5, risking 8♠): unclear on its first samples,
    the play came out on top of 48 and was called best, a verdict that ended the
    sampling (its noise against itself is nothing), while 384 others put its loss at a
    mistake's. Under ``confirm`` a play best only after sampling on must also lead the
    next best option by more than a mistake's worth of noise; a play best on its first
    samples (a hint followed) is still best at once."""

    def luckier(n):
        return [[1.0, 2.2] if k % 2 == 0 else [1.0, 1.0] for k in range(n)]

    asked = []

    def more(n):
        asked.append(n)
        return luckier(n)

    found = settled(BRUS, rows(8), 1, 64, more)
    assert asked == [8] and found.verdict == "best" and len(found.rows) == 16
    asked.clear()
    found = settled(BRUS, rows(8), 1, 64, more, confirm=True)
    assert asked[0] == 8 and len(asked) > 1 and len(found.rows) > 16

    def refuse(n):
        raise AssertionError("sampled on for a play best on its first samples")

    assert settled(BRUS, luckier(8), 1, 64, refuse, confirm=True).verdict == "best"


def test_sampling_on_values_only_the_options_still_in_the_race():
    """``race`` (Solo Brus): the samples drawn on value the played option and those
    that could still be the best; an option worse than the best beyond the noise of
    their difference is left out of them and keeps the mean of its first samples. The
    verdict is the one sampling every option gives."""

    def three(n):
        # best 1.0; played loses 0 or 1.2 by turns (0.6, a mistake); the third far worse
        return [[1.0, 1.0, -3.0] if k % 2 == 0 else [1.0, -0.2, -2.0] for k in range(n)]

    asked = []

    def more(n, columns=None):
        asked.append(list(columns) if columns is not None else None)
        full = three(n)
        if columns is None:
            return full
        return [[v if k in columns else math.nan for k, v in enumerate(r)] for r in full]

    everything = settled(BRUS, three(8), 1, 64, more)
    assert asked == [None]
    asked.clear()
    raced = settled(BRUS, three(8), 1, 64, more, race=True)
    assert asked == [[0, 1]]  # the third option is out of the race
    assert raced.verdict == everything.verdict == "mistake"
    assert raced.loss == pytest.approx(everything.loss) and len(raced.rows) == 16
    assert raced.expected[2] == pytest.approx(-2.5)  # its first eight samples' mean
    assert all(math.isnan(r[2]) for r in raced.rows[8:])
    solo = coaching_for(make_game("brus-solo"))
    assert solo.race and solo.resample_near > solo.resample
    assert not coaching_for(make_game("brus")).race


def test_the_sampler_values_only_the_options_asked_for():
    """A decision's sampler with ``columns`` values those options on each new sampled
    deal, exactly as it values them among all (the same deals, the same rollouts'
    random numbers for every option), and leaves the others NaN."""
    state = beginner_deal("brus-solo", 6)
    index = next(i for i, (s, _a) in enumerate(state.history) if s == 0 and i > 0)
    replay = replay_to(state, index)
    legal = replay.legal_actions()
    assert len(legal) > 2
    knowledge = trick_review.knowledge_for(state.game)
    obs = replay.observation(0)

    def sampler(seed):
        return trick_review.Sampler(knowledge, obs, legal, 0, random.Random(seed), 4_000)

    some = [0, len(legal) - 1]
    every = sampler(5).draw(6)
    few = sampler(5).draw(6, some)
    assert len(few) == len(every) == 6
    for full, part in zip(every, few):
        assert [part[k] for k in some] == [full[k] for k in some]
        assert all(math.isnan(part[k]) for k in range(len(legal)) if k not in some)
    means = trick_review.mean_values(every[:3] + few[3:], len(legal))
    assert means[1] == pytest.approx(sum(r[1] for r in every[:3]) / 3)
    assert means[0] == pytest.approx(sum(r[0] for r in every) / 6)


def test_at_the_cap_an_inaccuracy_that_could_be_a_mistake_is_named_one_where_confirmed():
    """Solo Brus and Icelandic Brús: samples ended, a loss between the thresholds whose
    interval holds the mistake threshold and stands clear of good is named a mistake
    (which of the two it is, the samples cannot tell); one that could be good, or is
    clear of a mistake, stays an inaccuracy; the other games keep the size's verdict."""
    # loss 0.30 +- about 0.09 on 96 rows: within its noise of 0.35, clear of 0.15
    near = [[1.0, 1.0 - d] for d in (0.0, 0.6, 0.1, 0.5) * 24]

    def more(n):
        return near[:n]

    found = settled(BRUS, list(near), 1, 96, more, confirm=True)
    assert found.loss == pytest.approx(0.30) and found.loss - found.noise >= BRUS.inaccuracy
    assert found.loss + found.noise >= BRUS.mistake and found.verdict == "mistake"
    assert settled(BRUS, list(near), 1, 96, more).verdict == "inaccuracy"  # not confirmed
    wide = [[1.0, 1.0 - d] for d in (0.0, 0.6) * 12]  # 0.30 +- 0.26: could be good
    assert settled(BRUS, wide, 1, 24, more, confirm=True).verdict == "inaccuracy"
    low = [[1.0, 1.0 - d] for d in (0.15, 0.25) * 12]  # 0.20 +- 0.04: clear of a mistake
    assert settled(BRUS, low, 1, 24, more, confirm=True).verdict == "inaccuracy"


def test_solo_brus_names_the_mistake_its_cap_of_192_left_an_inaccuracy():
    """The audit's miss (benchmarks/coach_audit.py --games brus-solo --seed 6000, deal
    6010, decision 17): 5♦ was "uncertain" at 0.28 ± 0.37 on Solo's cap of 192 samples
    where 3,840 samples read 0.37 ± 0.08. Sampling on, racing only the options that
    could be best, Solo now names it a mistake, with its noise in the reason."""
    state = beginner_deal("brus-solo", 6010)
    index, (seat, action) = 17, state.history[17]
    assert seat == 0 and str(action) == "5D"
    replay = replay_to(state, index)
    coaching = trick_review.trick_coaching(state.game)
    with pytest.MonkeyPatch.context() as m:
        # as before: the cap of 192, every option on each sample, two rollouts
        m.setattr(brus_bots, "RESAMPLE_NEAR", {"brus-iceland": 64})
        m.setattr(brus_bots, "RACE", set())
        m.setattr(brus_bots, "PLAYOUTS_ON", {})
        before = review_module.review_decision(replay, 0, action, [], 6011, index, 24, 0)
    assert before.verdict == "uncertain" and before.samples == 24 * coaching.resample
    found = review_module.review_decision(replay, 0, action, [], 6011, index, 24, 0)
    assert found.verdict == "mistake" and found.samples > before.samples
    assert found.best == "9D"
    assert "±" in str(found.reason) and "mistake" in str(found.reason)


def test_where_sampling_on_found_another_best_the_reason_names_the_hints_play():
    """The hint is the coach's best on a decision's first samples; sampled on, the review
    can find another best and show the hint's play below it. Its reason then says what a
    hint here names and on how many samples (Solo Brus, deal 6009: the beginner's 6♦,
    an inaccuracy on 96 samples, where the hint on the first 24 names Q♠ and the best
    on all 96 is 5♥). A hint followed is best at once and says nothing of it."""
    state = beginner_deal("brus-solo", 6009)
    index, (seat, action) = 9, state.history[9]
    assert seat == 0 and str(action) == "6D"
    replay = replay_to(state, index)
    samples = review_module.checked_samples(state.game, None)
    found = review_module.review_decision(replay, 0, action, [], 6010, index, samples, 0)
    hint = review_module.coach_choice(
        state.game, replay.observation(0), replay.legal_actions(), 6010, index, samples, 0
    )
    assert hint is not None and str(hint[0]) == "QS" and found.best == "5H"
    assert found.verdict == "inaccuracy" and found.samples > samples
    assert str(found.reason).endswith(
        f"(A hint here names Q♠: the best on the first {samples} sampled deals, "
        f"not on all {found.samples}.)"
    )
    followed = review_module.review_decision(replay, 0, hint[0], [], 6010, index, samples, 0)
    assert followed.verdict == "best" and "A hint" not in str(followed.reason)


def test_a_hints_play_as_good_as_the_best_on_all_samples_is_not_named_below_it():
    """Walked in the window (Solo Brus, deal no. 1417171293, Danish): the player led 6♠
    where a hint named A♣; sampled on to 192, A♣ averaged −0.73 and 6♠ −0.74, within a
    tie, so 6♠ was graded best. The reason said the hint's A♣ was "the best on the first
    24 sampled deals, not on all 192", beside a table where it reads highest on all
    192. A hint's play among the equals of the best is no contradiction to explain."""
    game = make_game("brus-solo")
    replay = game.new_deal(seed=1417171293, dealer=0)
    (action,) = [a for a in replay.legal_actions() if str(a) == "6S"]
    samples = review_module.checked_samples(game, None)
    hint = review_module.coach_choice(
        game, replay.observation(0), replay.legal_actions(), 1, 0, samples, 0
    )
    found = review_module.review_decision(replay, 0, action, [], 1, 0, samples, 0)
    values = {o.action: o.expected for o in found.options}
    assert hint is not None and str(hint[0]) == "AC"
    assert found.verdict == "best" and found.samples > samples
    assert values["AC"] >= max(values.values()) - coaching_for(game).thresholds.tie
    assert "A hint" not in str(found.reason)
