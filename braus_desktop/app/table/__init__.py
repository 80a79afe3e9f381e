"""The card table: a QGraphicsView of piles (hands, trick, won tricks, stock, cut spread)
whose cards move to the places their piles give them.

``view`` is the table the controller drives (``TableView``); ``timings`` holds every
duration it animates with.
"""

from .view import TableView

__all__ = ["TableView"]
