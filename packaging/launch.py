"""The bundled program's entry point: ``braus_desktop.__main__.main``, as ``braus-desktop``
runs it from a pip install (the window and its own --help, or the CLI for a subcommand); started
under the name ``braus-desktop-cli`` (the .deb's second link to it), always the CLI, as that
command runs from a pip install."""

import multiprocessing
import os
import sys

from braus_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the CLI's tournament --jobs spawns workers
    if os.path.basename(sys.argv[0]).removesuffix(".exe") == "braus-desktop-cli":
        from braus_desktop.cli import main as cli_main
        sys.exit(cli_main(sys.argv[1:]))
    sys.exit(main())
