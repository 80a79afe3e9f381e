"""The bundled program's entry point: ``braus_desktop.__main__.main``, as ``braus-desktop``
runs it from a pip install (the window, or the CLI for a subcommand or --help)."""

import multiprocessing
import sys

from braus_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the CLI's tournament --jobs spawns workers
    sys.exit(main())
