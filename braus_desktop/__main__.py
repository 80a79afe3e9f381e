"""``python -m braus_desktop`` and ``braus-desktop``: the app's front door.

With no arguments, or with the window's own options (``--smoke-test``, ``--data-dir``,
``--first-frame-exit``, ``--version``), it opens the desktop window. A CLI subcommand
(``simulate``, ``replay``, ``rank``, ``options``, ``tournament``) or ``--help`` runs the
headless CLI (``braus-desktop-cli``) instead.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and (not argv[0].startswith("-") or argv[0] in ("-h", "--help")):
        from .cli import main as cli_main
        return cli_main(argv)
    from .app.main import run
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
