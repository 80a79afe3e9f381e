"""Suite-wide settings: Qt always offscreen (no screen on CI or developer machines), and
hypothesis without per-example deadlines (a loaded CI machine must not fail a test for
being slow: speed is measured in benchmarks/, never in tests) and derandomized, so a run
is repeatable and CI is never red by the luck of the draw. For a longer random search:
``HYPOTHESIS_PROFILE=explore python -m pytest tests/app/test_statistics_store.py``."""

import faulthandler
import os

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
settings.register_profile("braus", deadline=None, derandomize=True)
settings.register_profile("explore", deadline=None, max_examples=2000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "braus"))

# A hung test must fail the run, not hold it until CI's own limit ends it without a
# word. The longest test takes 90 s on a machine with both cores busy (docs/testing.md);
# one that runs past HANG_SECONDS has every thread's stack written to the run's output
# and its process ended (with -n, pytest-xdist reports "worker crashed while running"
# that test, starts another process and goes on). A process that hangs on its way out,
# once its tests are over, is ended after EXIT_SECONDS the same way.
HANG_SECONDS = 10 * 60
EXIT_SECONDS = 2 * 60
_STDERR = pytest.StashKey[int]()


def pytest_configure(config):
    # the run's own stderr, kept before pytest captures the tests' output: a stack
    # written while a test runs must reach the terminal, not the test's captured output
    config.stash[_STDERR] = os.dup(2)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    faulthandler.dump_traceback_later(HANG_SECONDS, exit=True, file=item.config.stash[_STDERR])
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    faulthandler.dump_traceback_later(EXIT_SECONDS, exit=True, file=session.config.stash[_STDERR])


@pytest.hookimpl(tryfirst=True)  # (before ``-m "not slow"`` deselects by the marks)
def pytest_collection_modifyitems(items):
    """The longest tests first: the screen reader's sessions, then the bots' slow tests
    (whole reviews and matches, up to a minute each), then the others marked slow (many
    short ones). Spread over processes (``-n auto``, with pyproject's ``--dist worksteal``),
    a long test begun last is the whole run's tail; begun first, the short ones fill in
    around it and an idle process takes the others' unstarted tests."""

    def weight(item) -> int:
        if item.get_closest_marker("atspi"):
            return 0
        if not item.get_closest_marker("slow"):
            return 3
        return 1 if "tests/bots/" in item.nodeid else 2

    for item in items:
        # the long history (tests/app/conftest.py) is built once in each test process,
        # 6 s: what reads it is in the whole suite, not the fast lane
        if "long_history" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)
    items.sort(key=weight)
