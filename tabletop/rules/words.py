"""Words every game's texts use: a count with its noun."""

from __future__ import annotations


def plural(count: int, word: str, many: str = "") -> str:
    """Returns '1 card' or '2 cards' (`many` spells an irregular plural: 'octopuses')."""
    return f"{count} {word if count == 1 else many or word + 's'}"
