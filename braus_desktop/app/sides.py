"""The colour of each side, one source for the table, the score sheet and the statistics.

Each side has one hue in two strengths: ink for text and drawings on the light panels
(score sheet, tally, statistics), and a light shade that reads on the dark felt (seat
badges, won-pile labels). Side 0 is the player's."""

from __future__ import annotations

from PySide6.QtGui import QColor

# side: (ink on the panels, the same hue light on the felt)
SIDE_COLOURS: tuple[tuple[str, str], ...] = (
    ("#2f6db3", "#4da3ff"),  # blue
    ("#c0392b", "#ff7b6b"),  # red
    ("#2e8b57", "#7ad67a"),  # green
    ("#b7791f", "#ffc95a"),  # amber
    ("#7d3c98", "#c58bff"),  # purple
    ("#d35400", "#ff9a3d"),  # orange
)


def ink(side: int) -> QColor:
    """The side's colour on the light panels."""
    return QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)][0])


def on_felt(side: int) -> QColor:
    """The side's colour on the table's felt."""
    return QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)][1])
