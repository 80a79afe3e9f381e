"""``python -m braus_desktop`` and ``braus-desktop``: the app's front door.

With no arguments, or with the window's own options (``--smoke-test``, ``--data-dir``,
``--watch``, ``--first-frame-exit``, ``--version``, ``--help``), it opens the desktop window
or says how to. A CLI subcommand (``simulate``, ``replay``, ``review`` ...) runs the
headless CLI (``braus-desktop-cli``) instead; ``--help`` is the window's own help, which
names the CLI's subcommands (``braus-desktop-cli --help`` is the CLI's).
"""

from __future__ import annotations

import gc
import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and not argv[0].startswith("-"):
        from .cli import main as cli_main

        return cli_main(argv)
    # A start makes objects by the hundred thousand and hardly a reference cycle: the
    # collector's passes over them took 6 to 8 ms of the start's CPU before the deal was
    # on the table. It is off until the deal's first frame is painted (``run``), and on
    # again whenever ``run`` returns.
    held = gc.isenabled()
    gc.disable()
    try:
        from .app.main import run

        return run(argv, collection_held=held)
    finally:
        if held:
            gc.enable()


if __name__ == "__main__":
    sys.exit(main())
