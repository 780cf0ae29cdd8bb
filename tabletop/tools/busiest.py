"""The bench's busiest table of a game: the most seats, late in a game, where the player to act has the
most choices with a piece."""

from __future__ import annotations

import random

from tabletop import registry
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, default_seats

PROBE_THINK_SECONDS = 60.0  # a Normal player's few sampled worlds never take this long


def busiest_match(game_id: str, seed: int = 1) -> Match:
    """Returns a match at the most seats, at the busiest position of the second half of a game (random,
    or played by the game's Normal computer players where its bot.py asks: BUSY_TABLE): the one where
    the player to act has the most choices with a piece (the most pieces out, the most places to go)."""
    rules = registry.load_rules(game_id)
    players = rules.max_players_for(rules.check_options(rules.min_players, {}))
    probe = Match(rules, default_seats(players), {}, seed)
    play_probe(game_id, probe, random.Random(seed))
    replay, choices = Match(rules, default_seats(players), {}, seed), []
    for action in probe.actions:
        legal = replay.legal_actions()
        player = is_player(replay.to_act) and any(a.piece is not None for a in legal)
        choices.append(len(legal) if player else -1)
        replay.apply(action)
    busiest = max(range(len(choices) // 2, len(choices)), key=lambda i: choices[i])
    match = Match(rules, default_seats(players), {}, seed)
    for action in probe.actions[:busiest]:
        match.apply(action)
    return match


def play_probe(game_id: str, probe: Match, rng: random.Random) -> None:
    """Plays the probe game to its end: random moves, or the Normal computer players the game asks for
    (a budget they never use up, so the same seed always gives the same table)."""
    hints = registry.load_bot(game_id)
    if getattr(hints, "BUSY_TABLE", "random") == "normal":
        from tabletop.bots.base import Budget
        from tabletop.bots.duel import play_bots
        from tabletop.bots.normal import GreedyBot

        bots = {seat: GreedyBot(hints) for seat in range(len(probe.seats))}
        play_bots(probe, bots, rng, Budget(PROBE_THINK_SECONDS))
        return
    while probe.legal_actions():
        probe.apply(rng.choice(probe.legal_actions()))
