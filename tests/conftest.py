"""Suite-wide settings: Qt always offscreen (no screen on CI or developer machines)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
