"""The computer players by level, which levels a game offers, and the one way a seat's turn is decided."""

from __future__ import annotations

import random

from tabletop import registry
from tabletop.bots.base import Bot, Budget, Decision
from tabletop.bots.easy import RandomBot
from tabletop.rules.core import GameState, Rules
from tabletop.rules.decisions import is_player

LEVELS = ("easy", "normal", "hard")
LEVEL_NAMES = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}


def levels_for(game_id: str) -> tuple[str, ...]:
    """Returns the levels a game's seats may be played at: Easy always, Normal and Hard with a bot.py."""
    return LEVELS if registry.load_bot(game_id) is not None else LEVELS[:1]


def make_bot(game_id: str, level: str) -> Bot:
    """Returns the computer player of that level for the game; raises ValueError if it has none."""
    if level not in levels_for(game_id):
        offered = ", ".join(levels_for(game_id))
        raise ValueError(f"{game_id} has no '{level}' computer player (it has: {offered})")
    if level == "easy":
        return easy_bot(game_id)
    from tabletop.bots.hard import SearchBot
    from tabletop.bots.normal import GreedyBot

    hints = registry.load_bot(game_id)
    return GreedyBot(hints) if level == "normal" else SearchBot(hints)


def easy_bot(game_id: str) -> RandomBot:
    """Returns the game's Easy player: random, among the beginner choices its hints offer if they do (a
    game outside the registry, such as a test's: random among all legal actions)."""
    return RandomBot(registry.load_bot(game_id) if game_id in registry.GAMES else None)


def decide(rules: Rules, state: GameState, bot: Bot | None, rng: random.Random, budget: Budget) -> Decision:
    """Returns the acting seat's decision. The bot is shown only that seat's view and its legal actions
    (what the table lights for a person); a forced action is taken without asking it, and a non-player
    actor (chance, the game's automaton) does what the rules say it does: no bot is asked."""
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    if not legal:
        raise ValueError("nobody may act: the game is over")
    if not is_player(seat):
        return Decision(rules.actor_action(state, legal), forced=True)
    if len(legal) == 1:
        return Decision(legal[0], forced=True)
    if bot is None:
        raise ValueError(f"seat {seat} is to act and has no computer player")
    return bot.choose(rules, rules.view(state, seat), seat, legal, rng, budget)
