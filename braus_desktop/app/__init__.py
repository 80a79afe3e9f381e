"""The Qt application: controller, item models, the card-table scene, dialogs.

It imports the rules model and the bots, never the other way round, and never decides a
rule itself: it asks the rules model.
"""

from . import compat as _compat  # noqa: E402,F401  (PySide6 refcount fault on Python 3.11)
