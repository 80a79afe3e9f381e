"""The card table: a QGraphicsView of piles (hands, trick, won tricks, stock, cut spread)
whose cards move to the places their piles give them.

``view``: the table the controller drives (``TableView``: ``sync``, ``move_cards_to_pile``,
bubbles, banner, the cut), made of one part per job: ``layout`` (the geometry, the name
plates, the piles from the models), ``motion`` (the verb's flights, pauses, ``idle``),
``pack`` (the stock, the bottom card, the spread to cut), ``overlays`` (bubbles, banner,
tricks shown again), ``marks`` (frames and the piles' counts) and ``input`` (mouse and
keys as verbs). ``geometry``: where everything sits for a view size and a game
(``TableGeometry``). ``piles``: each pile's places for its cards. ``items``: the card,
badge and text items. ``timings``: every duration the table animates with.
"""

from .view import TableView

__all__ = ["TableView"]
