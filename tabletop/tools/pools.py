"""The process pool of the command line's many-game tools (--fuzz, --balance with --jobs N), on every system.

Where the system can fork (Linux, macOS), the workers start as copies of this process, at once. Where it
cannot (Windows), they are spawned afresh: each installs the games it is handed before its first task,
as a spawned process starts without them.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from tabletop import registry


def start_method(available: list[str]) -> str:
    """Returns how to start workers, given the system's start methods: fork where there is one."""
    return "fork" if "fork" in available else "spawn"


def pool(jobs: int) -> ProcessPoolExecutor:
    """Returns a pool of `jobs` worker processes that know this run's games."""
    context = multiprocessing.get_context(start_method(multiprocessing.get_all_start_methods()))
    return ProcessPoolExecutor(
        jobs, mp_context=context, initializer=registry.install, initargs=(registry.declared(),)
    )
