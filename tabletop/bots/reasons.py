"""Why a thinking player chose a move, in words a family can read: what the move does for the player in
the game's own words, and how its prospects compared with the next best's, from the same evaluation the
choice was made by. A hint says it to the person it helps; "why did it do that?" says it of a computer's
move to everyone, so nothing here may hang on what a seat keeps hidden.

A game may word what a move does with `gain(rules, before, after, seat) -> str` (games/<id>/rules/
reasons.py, declared as the Game's `reasons`): handed the public views before and after the move in a
world the seat imagined, it returns a phrase ("it gives Ana her sixth colour") or "". The words count only
when every imagined world gives the same ones: words that change with the deal would hang on unseen cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tabletop.bots.base import Weighed
from tabletop.rules.core import Action, GameState, Rules

WORLDS = 3  # imagined deals the gain's words must read the same in
Gain = Callable[[Rules, GameState, GameState, int], str]


def gain_words(
    rules: Rules, hints, gain: Gain | None, view: GameState, seat: int, action: Action, rng: random.Random
) -> str:
    """Returns what `action` does for `seat` in the game's words, read from public views, the same in
    WORLDS deals the seat could imagine from its `view` ("" when the game words none, or they differ)."""
    if gain is None or hints is None:
        return ""
    said = set()
    for _ in range(WORLDS):
        world = hints.sample(rules, view, seat, rng)
        if not rules.is_legal(world, action):
            return ""
        after = rules.apply_legal(world, action)
        said.add(gain(rules, rules.view(world, None), rules.view(after, None), seat).strip())
        if len(said) > 1:
            return ""
    return said.pop() if said else ""


def in_100(chance: float) -> int:
    """Returns prospects (0..1) as a whole number out of 100."""
    return round(100 * max(0.0, min(1.0, chance)))


def odds_words(ranking: Sequence[Weighed], runner_up: str = "") -> str:
    """Returns how the chosen move (ranking[0]) compared with the next best: 'After it, the chances looked
    62 in 100, against 48 for the next best (draw two cards).' `runner_up`: the next best's words, if they
    may be said. Empty ranking: ''."""
    if not ranking:
        return ""
    chosen = in_100(ranking[0].chance)
    if len(ranking) == 1:
        return f"It was the one move worth weighing; after it the chances looked {chosen} in 100."
    other = in_100(ranking[1].chance)
    named = f" ({runner_up})" if runner_up and len(runner_up) <= RUNNER_UP_MOST else ""
    if chosen == other:
        return f"After it the chances looked {chosen} in 100, as good as the next best{named}."
    return f"After it the chances looked {chosen} in 100, against {other} for the next best{named}."


RUNNER_UP_MOST = 48  # the next best is named only when its words are this short: a hint stays three lines


def words_of(text: str) -> set[str]:
    """Returns the lower-case words of a text, without punctuation."""
    return {w.strip(".,:;()!?'").lower() for w in text.split()} - {""}


def repeats(gain: str, head: str) -> bool:
    """Tells whether `gain` says little more than `head` ('Move Cosmoctopus to Murmur Grotto: it takes
    Cosmoctopus to Murmur Grotto'): three fifths of its longer words (four letters or more) are the head's."""
    said = {w for w in words_of(gain) if len(w) >= 4}
    return bool(said) and len(said & words_of(head)) >= 0.6 * len(said)


def sentence(head: str, gain: str, odds: str) -> str:
    """Returns one reason: '<head>: <gain>. <odds>' with what is empty (or what only repeats the head)
    left out, each part a sentence."""
    head = head.rstrip(" .:")
    gain = "" if repeats(gain, head) else gain
    first = f"{head}: {gain.rstrip('.')}." if gain else f"{head}."
    return f"{first} {odds}".strip()
