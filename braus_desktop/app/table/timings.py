"""Every duration the table animates with, in milliseconds at normal speed (the speed
setting scales them: fast is shorter, instant is none, except the moment a full trick is
held to be read, ``INSTANT_SEEN_MS``). One table, so the pace of the whole game can be
read and tuned in one place."""

from __future__ import annotations

CARD_FLIGHT_MS = 320  # one card's flight from one pile to another (a play, a draw)
DEAL_MS = 260  # a card's flight from the deck to a hand when dealing
DEAL_STAGGER_MS = 18  # between one dealt card's start and the next one's
TRICK_SEEN_MS = 650  # a full trick stays on the table before it is taken
SHOWDOWN_SEEN_MS = 2400  # a Brag showdown position stays on the table before it is taken (its
#                          three hands named: read, not glimpsed)
INSTANT_SEEN_MS = 900  # at the instant speed cards jump into place, but a full trick (a Brag
#                          showdown position) still stays this long, so that it is seen at all
COLLECT_MS = 380  # the trick's flight to its winner's pile
BUBBLE_MS = 1400  # a speech bubble ("Pass", "Risk!") before it has faded
TRICK_NAME_BUBBLE_MS = 2400  # a Brag trick's name by its seat, read longer
BANNER_FADE_MS = 300  # the end-of-deal banner fading in
SPRING_BACK_MS = 220  # a dropped card springing back to the hand
THINKING_TICK_MS = 450  # the dots of a computer player's "thinking" badge
