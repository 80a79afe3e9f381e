"""The player's history taken out of the app: a summary as JSON (``braus-desktop-cli
stats``) and every deal as CSV (``stats --csv`` and Game → Statistics → Export…), read
from the statistics store in SQL, a page at a time (memory does not grow with the
history). No Qt; docs/statistics.md names every key and column.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import date
from typing import IO, Any

from .statistics import MODES, StatisticsStore

# The CSV's columns, one row per finished deal, oldest first.
CSV_COLUMNS = (
    "finished_at",
    "game",
    "variant",
    "mode",
    "match",
    "deal",
    "outcome",
    "points_for",
    "points_against",
    "reviewed",
    "accuracy",
    "mistakes",
    "blunders",
    "par",
    "skill",
)


def summary(store: StatisticsStore, today: date) -> dict[str, Any]:
    """The history as one JSON object: per mode (serious, practice), per game and
    variant, the deals, matches and wins, the coach's accuracy and the mean skill; and
    the exercises due today and learnt."""
    out: dict[str, Any] = {"deals": 0, "matches": 0}
    for mode in MODES:
        games = []
        for s in store.summaries(mode):
            skill = store.mean_skill(mode, s.game, s.variant)
            games.append(
                {
                    "game": s.game,
                    "variant": s.variant,
                    "deals": s.deals,
                    "deals_won": s.deals_won,
                    "deals_lost": s.deals_lost,
                    "deals_drawn": s.deals_drawn,
                    "matches": s.matches,
                    "matches_won": s.matches_won,
                    "matches_lost": s.matches_lost,
                    "points_for": s.points_for,
                    "points_against": s.points_against,
                    "reviewed": s.reviewed,
                    "accuracy": None if s.accuracy is None else round(s.accuracy, 2),
                    "mistakes": s.mistakes,
                    "deals_with_par": skill[0],
                    "mean_skill": None if skill[1] is None else round(skill[1], 3),
                }
            )
            out["deals"] += s.deals
            out["matches"] += s.matches
        out[mode] = games
    out["exercises_due"] = store.due_count(today)
    out["exercises_learnt"] = store.learnt_count()
    return out


def deal_lines(store: StatisticsStore) -> Iterator[tuple[Any, ...]]:
    """Every finished deal as a CSV row (``CSV_COLUMNS``), oldest first."""
    yield from store.deal_lines()


def write_csv(store: StatisticsStore, out: IO[str]) -> int:
    """Write the CSV of every deal to ``out``; returns how many deals it holds."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    n = 0
    for line in deal_lines(store):
        writer.writerow(line)
        n += 1
    return n
