"""Octopus Table: start-up only (tabletop/launch.py). See README.md and docs/COMMANDS.md for the commands."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    from tabletop.launch import main

    sys.exit(main())
