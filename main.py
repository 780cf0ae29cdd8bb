"""Octopus Table: start-up only. See README.md for the commands."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # computer players think in a worker process, also when frozen
    from tabletop.tools.cli import main

    sys.exit(main())
