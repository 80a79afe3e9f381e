"""The card table: a QGraphicsView of piles (hands, trick, won tricks, stock, cut spread)
whose cards move to the places their piles give them.

``view``: the table the controller drives (``TableView``: ``sync``, ``move_cards_to_pile``,
bubbles, banner, the cut). ``geometry``: where everything sits for a view size and a game
(``TableGeometry``). ``piles``: each pile's places for its cards. ``items``: the card,
badge and text items. ``timings``: every duration the table animates with.
"""

from .view import TableView

__all__ = ["TableView"]
