"""Suite-wide settings: Qt always offscreen (no screen on CI or developer machines), and
hypothesis without per-example deadlines (a loaded CI machine must not fail a test for
being slow: speed is measured in benchmarks/, never in tests)."""

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
settings.register_profile("braus", deadline=None)
settings.load_profile("braus")
