"""The checks every game's `gain` (games/<id>/rules/reasons.py) gets in random games: it never raises,
never names a card some player may not see, and words most moves that change the seat's score or
progress. Each game's tests/<id>/test_reasons.py hands in how its cards are named and what progress is."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tabletop import registry
from tabletop.rules import decisions
from tabletop.rules.core import Action, GameState

SEEDS = (1, 2, 3)
MAX_STEPS = 4000


@dataclass
class Move:
    """One person's move in a random game, and the words its gain said of it."""

    before: GameState
    action: Action
    after: GameState
    words: str


def said(game_id: str, before: GameState, after: GameState, seat: int) -> str:
    """Returns the game's gain for a move, read from the public views, as the reasons read it."""
    rules = registry.load_rules(game_id)
    gain = registry.game(game_id).gain()
    return gain(rules, rules.view(before, None), rules.view(after, None), seat)


def moves(game_id: str, seeds=SEEDS, players: int = 3, options: dict | None = None) -> Iterator[Move]:
    """Yields every person's move of random seeded games (each to its end, or MAX_STEPS), with its words."""
    rules = registry.load_rules(game_id)
    for seed in seeds:
        state = rules.setup(players, dict(options or {}), seed)
        rng = random.Random(seed)
        for _ in range(MAX_STEPS):
            legal = rules.legal_actions(state)
            if not legal:
                break
            action = rng.choice(legal)
            after = rules.apply(state, action)
            if decisions.is_player(action.seat):
                yield Move(state, action, after, said(game_id, state, after, action.seat))
            state = after


def hidden_names(
    game_id: str, state: GameState, name: Callable[[str], str], shown: Callable[[GameState], set[str]]
) -> set[str]:
    """Returns the names of the cards some player may not see in `state` (a spectator sees the fewest),
    but for names that a card in plain sight also bears, or that `shown` says are in sight otherwise."""
    rules = registry.load_rules(game_id)
    hidden = rules.hidden_ids(state, None)
    seen = {name(c) for c in rules.all_component_ids(state) if c is not None and c not in hidden}
    return {name(c) for c in hidden if c is not None} - seen - shown(state)


def names_in(words: str, names: set[str]) -> list[str]:
    """Returns the names that `words` holds as whole words ('Red 1' is not in 'Red 10')."""
    return [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", words)]


def check_random_games(
    game_id: str,
    name: Callable[[str], str],
    progress: Callable[[GameState, int], object],
    share: float,
    players: int = 3,
    options: dict | None = None,
    undoing: frozenset[str] = frozenset(),
    shown: Callable[[GameState], set[str]] = lambda state: set(),
    seeds=SEEDS,
) -> dict[str, float]:
    """Plays random games checking every person's move's words: a phrase beginning 'it ' or none, naming no
    card hidden from some player after the move, and words for at least `share` of the moves that changed
    the seat's `progress` (its score and what leads to it, read from the spectator's view; None: not to be
    weighed in this state, as a rearrangement under way), but for moves of
    the kinds `undoing` (a Cancel puts back what the steps before it changed: nothing to credit). `shown`:
    names in plain sight that no card bears (a wild's colour). Returns
    the figures: moves, the share with words, the share of the progress moves with words."""
    rules = registry.load_rules(game_id)
    total = worded = changed = changed_worded = 0
    for move in moves(game_id, seeds, players, options):
        words, seat = move.words, move.action.seat
        assert words == "" or (words.startswith("it ") and not words.endswith(".")), words
        leaked = names_in(words, hidden_names(game_id, move.after, name, shown))
        assert not leaked, f"{words!r} names hidden {leaked} after {move.action}"
        total += 1
        worded += bool(words)
        seen_before, seen_after = rules.view(move.before, None), rules.view(move.after, None)
        was, now = progress(seen_before, seat), progress(seen_after, seat)
        if move.action.kind not in undoing and None not in (was, now) and was != now:
            changed += 1
            changed_worded += bool(words)
    assert changed, "no move changed anyone's progress"
    assert changed_worded / changed >= share, (changed_worded, changed)
    return {"moves": total, "worded": worded / total, "progress_worded": changed_worded / changed}
