"""What the window keeps on disk.

``session``: the match in play, saved after every move, resumed at start, imported and
exported as records, with the practice undo stack of its snapshots. ``statistics``: the
SQLite store of finished deals and matches, which ``recorder`` fills as the controller
plays. ``files``: what they share (atomic writes, keeping a bad file aside).
"""
