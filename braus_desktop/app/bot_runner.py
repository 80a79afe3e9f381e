"""The computer players' worker: their decisions (and the practice hints) are worked out
one at a time off the GUI thread, and each answer comes back to the GUI thread as a
signal carrying the token the decision was asked with.

A plain ``concurrent.futures`` executor, not ``QThreadPool``: PySide's
``QThreadPool.start(callable)`` holds a reference to the callable that is released only
when it runs, so a decision still queued when the pool is cleared (a window closed while
a hint was being worked out and a bot's turn waited behind it) stayed in memory for the
life of the app, with its observation, the deal's whole history. The executor's queue
holds plain Python references that cancelling drops.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor, wait

from PySide6.QtCore import QObject, Signal


class BotSignals(QObject):
    """Where a decision's answer arrives, on the GUI thread."""
    done = Signal(object, object)   # token, the answer (an action, or a hint)
    failed = Signal(object, str)    # token, what went wrong


class BotTask:
    """One decision: ``chooser.choose(observation, legal)``; it gets copies, never the live
    state, and lets go of them as soon as it has answered."""

    def __init__(self, chooser, observation, legal, token, signals: BotSignals) -> None:
        self.chooser, self.observation, self.legal = chooser, observation, legal
        self.token, self.signals = token, signals

    def run(self) -> None:
        try:
            answer = self.chooser.choose(self.observation, self.legal)
        except Exception as exc:  # a bot bug must not kill the app; the GUI says so
            self.signals.failed.emit(self.token, f"{type(exc).__name__}: {exc}")
            return
        finally:
            self.chooser = self.observation = self.legal = None
        self.signals.done.emit(self.token, answer)


class BotRunner:
    """Runs ``BotTask``s one after another on one worker thread."""

    def __init__(self) -> None:
        self._executor: ThreadPoolExecutor | None = None
        self._futures: set[Future] = set()

    def start(self, task: BotTask) -> None:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        future = self._executor.submit(task.run)
        self._futures.add(future)
        future.add_done_callback(self._futures.discard)

    def cancel(self) -> None:
        """Drop the decisions not yet begun (the one being worked out still answers). The
        runner can start again afterwards, on a fresh thread."""
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait up to ``timeout`` seconds for the decisions under way; True if none is."""
        _, running = wait(list(self._futures), timeout=timeout)
        return not running

    def stop(self, timeout: float = 10.0) -> bool:
        """Cancel what has not begun and wait for the rest (closing the window)."""
        self.cancel()
        return self.wait(timeout)
