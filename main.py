"""Octopus Table: start-up only. See README.md for the commands."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    from tabletop.cli import main

    sys.exit(main())
