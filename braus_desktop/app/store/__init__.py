"""What the window keeps on disk: the match in play (``session``: saved after every move,
resumed at start, imported and exported as records, and the practice undo stack of its
snapshots) and the file handling they share (``files``: atomic writes, keeping a bad
file aside)."""
