"""The app's entry point, for `python main.py`, the installed `octopus-table` command and the frozen
executable alike: quiet pygame's greeting, let a frozen worker process start, then run the command line."""

from __future__ import annotations

import multiprocessing
import os
import sys


def main() -> int:
    """Runs the command line; returns its exit code."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    multiprocessing.freeze_support()  # computer players think in a worker process, also when frozen
    from tabletop.tools.cli import main as run

    return run()


if __name__ == "__main__":  # python -m tabletop.launch
    sys.exit(main())
