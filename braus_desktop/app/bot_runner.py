"""The computer players' worker: their decisions (and the practice hints) are worked out
one at a time off the GUI thread, and each answer comes back to the GUI thread as a
signal carrying the token the decision was asked with.

A plain ``concurrent.futures`` executor, not ``QThreadPool``: PySide's
``QThreadPool.start(callable)`` holds a reference to the callable that is released only
when it runs, so a decision still queued when the pool is cleared (a window closed while
a hint was being worked out and a bot's turn waited behind it) stayed in memory for the
life of the app, with its observation, the deal's whole history. The executor's queue
holds plain Python references that cancelling drops.

Longer work that is no decision (the coach's review of a finished deal) runs on the same
worker as a ``StepJob``: one step at a time, each step queued only when the one before
has finished, so a computer player's decision asked for meanwhile is worked out before
the next step. The players never wait for more than one step of it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:  # loaded with the first decision, after the window's first frame
    from concurrent.futures import Future, ThreadPoolExecutor


class BotSignals(QObject):
    """Where a decision's answer arrives, on the GUI thread."""

    done = Signal(object, object)  # token, the answer (an action, or a hint)
    failed = Signal(object, str)  # token, what went wrong


class BotTask:
    """One decision: ``chooser.choose(observation, legal)``; it gets copies, never the live
    state, and lets go of them as soon as it has answered."""

    def __init__(
        self, chooser: Any, observation: Any, legal: Any, token: object, signals: BotSignals
    ) -> None:
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


class StepJob:
    """Work done a step at a time on the bot worker: ``steps`` is a generator whose
    every ``next`` is one step and whose return value is the answer, sent as
    ``signals.done(token, answer)``. ``cancel()`` stops it before its next step and
    lets go of the generator (and whatever it holds)."""

    def __init__(self, steps: Iterator[Any], token: object, signals: BotSignals) -> None:
        self.steps: Iterator[Any] | None = steps
        self.token, self.signals = token, signals
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def step(self) -> bool:
        """One step; False once the job has answered, failed or been cancelled."""
        steps = self.steps
        if self.cancelled or steps is None:
            self.steps = None
            return False
        try:
            next(steps)
        except StopIteration as done:
            self.steps = None
            if not self.cancelled:
                self.signals.done.emit(self.token, done.value)
            return False
        except Exception as exc:  # a bug in the work must not kill the app
            self.steps = None
            if not self.cancelled:
                self.signals.failed.emit(self.token, f"{type(exc).__name__}: {exc}")
            return False
        return True


class BotRunner:
    """Runs ``BotTask``s one after another on one worker thread, and ``StepJob``s a step
    at a time between them."""

    def __init__(self) -> None:
        self._executor: ThreadPoolExecutor | None = None
        self._futures: set[Future[Any]] = set()
        self._lock = threading.Lock()

    def _submit(self, fn: Callable[[], object]) -> bool:
        with self._lock:
            if self._executor is None:
                from concurrent.futures import ThreadPoolExecutor

                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
            try:
                future = self._executor.submit(fn)
            except RuntimeError:  # shut down meanwhile (the window is closing)
                return False
            self._futures.add(future)
        future.add_done_callback(self._futures.discard)
        return True

    def start(self, task: BotTask) -> None:
        self._submit(task.run)

    def start_job(self, job: StepJob) -> None:
        """Run ``job`` a step at a time; each next step is queued behind whatever was
        asked for while the step before ran."""
        self._submit(lambda: self._run_step(job))

    def _run_step(self, job: StepJob) -> None:
        if job.step():
            with self._lock:
                executor = self._executor
            if executor is None or not self._queue_on(executor, job):
                job.cancel()
                job.step()  # lets go of its work

    def _queue_on(self, executor: ThreadPoolExecutor, job: StepJob) -> bool:
        """The job's next step on the same executor (one cancelled since has none)."""
        with self._lock:
            if executor is not self._executor:
                return False
            try:
                future = executor.submit(lambda: self._run_step(job))
            except RuntimeError:
                return False
            self._futures.add(future)
        future.add_done_callback(self._futures.discard)
        return True

    def cancel(self) -> None:
        """Drop the decisions not yet begun (the one being worked out still answers). The
        runner can start again afterwards, on a fresh thread."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait up to ``timeout`` seconds for the decisions under way; True if none is."""
        futures = list(self._futures)
        if not futures:  # (as concurrent.futures.wait answers, without loading it)
            return True
        from concurrent.futures import wait

        _, running = wait(futures, timeout=timeout)
        return not running

    def stop(self, timeout: float = 10.0) -> bool:
        """Cancel what has not begun and wait for the rest (closing the window)."""
        self.cancel()
        return self.wait(timeout)
