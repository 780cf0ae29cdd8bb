"""Gives memory back when a large scene closes (a table, the rules page, a replay).

Their widgets and pictures sit in reference cycles that only Python's full collector frees, and
on Linux the C heap keeps what was freed unless asked to hand it back: without both, a family
playing game after game saw the process grow by several megabytes a table.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import sys


@functools.cache
def _libc():
    return ctypes.CDLL("libc.so.6") if sys.platform.startswith("linux") else None


def release() -> None:
    """Frees unreachable objects now and returns the C heap's free pages to the system (glibc only)."""
    gc.collect()
    try:
        libc = _libc()
        if libc is not None:
            libc.malloc_trim(0)
    except (OSError, AttributeError):  # another C library (musl) or none to be had: the collect is enough
        pass
