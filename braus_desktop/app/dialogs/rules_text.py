"""A game's rules page put together as HTML for the rules help.

Each game's page is written next to the game (``games/<game>.py``, its ``rules_page``):
a list of blocks (a heading, a paragraph, a list), each marked for translation on its own
so a translator works a paragraph at a time (context "RulesText"). The ranking charts and
the option lists are not in the words: the help draws them from the rules model
(``games.chart.CHART`` and ``OPTIONS`` mark where they go), so the words can never
disagree with the tables.
"""

from __future__ import annotations

from ..games.chart import CHART, OPTIONS
from ..keys import with_keys
from ..phrases import say


def page_html(page: tuple[str, ...], chart: str, options: str) -> str:
    """A game's page (its blocks, which the game's ``GameUI.rules_page`` names) in the
    player's language, with its chart and options put in."""
    parts = []
    for block in page:
        if block is CHART:
            parts.append(chart)
        elif block is OPTIONS:
            parts.append(options)
        else:
            parts.append(with_keys(say(block)))  # (the keys named in its language)
    return "\n".join(parts)
