"""``python -m braus_desktop``: the app's front door.

Opens the desktop window when the GUI is installed in this build; with arguments, or
where there is no GUI yet, it is the headless CLI (``braus-desktop-cli``).
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        from .app.main import run  # the desktop window (built in a later stage)
    except ImportError:
        run = None
    if run is not None and (not argv or argv[0].startswith("--smoke")
                            or argv[0].startswith("--first-frame-exit")):
        return run(argv)
    from .cli import main as cli_main
    return cli_main(argv or ["--help"])


if __name__ == "__main__":
    sys.exit(main())
