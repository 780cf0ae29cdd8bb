"""`--balance ID`: Normal computer players play many games; figures per card, per seat and of length.

A game's rules may name what each action puts in play for its seat: `holding(state, action)`, given
the state before the action, returns a component id (or None). The seat that played a component in a
game is its holder in that game (once per seat and game, however often it played it). A game without
the hook gets the seat and length figures only.

A card's ratio is its holders' wins over the wins expected of them: each holder's expected share is
1/players of its game, so a card its holders win with as often as average has ratio 1.0, also when
games of different sizes are mixed. A card held in few games has a noisy ratio: its holdings are printed
beside it. In a game that chooses its first player, the first seat starts (unless --variant first=N says
otherwise), so wins by seat are wins by place in the turn order. Figures only: nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter

from tabletop import registry
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tabletop.rules.match import Match, default_seats
from tabletop.tools import pools
from tabletop.tools.cli import UsageError, parse_variants

MAX_ACTIONS = 20_000  # a longer game counts as unfinished
CHUNK = 10  # games per unit of work: progress is printed after each
FEW = 100  # a card held fewer times than this has a ratio too noisy to judge: marked in the table


def players_of(rules, players: int | None, index: int) -> int:
    """Returns game `index`'s seat count: `players`, or the counts the game takes in turn (mixed)."""
    if players is not None:
        return players
    counts = range(rules.min_players, rules.max_players + 1)
    return counts[index % len(counts)]


def play_game(game_id: str, players: int | None, options: dict, seed: int, index: int, seconds: float):
    """Plays game `index` with a Normal player in every seat; returns its seats, winner, length and
    holdings ([seat, component] pairs)."""
    rules = registry.load_rules(game_id)
    count = players_of(rules, players, index)
    if rules.chooses_first_player:  # the first seat starts unless told otherwise: seats are in turn order
        options = {"first": "1", **options}
    match = Match(rules, default_seats(count, count), dict(options), seed + index)
    bots = {seat: make_bot(game_id, "normal") for seat in range(count)}
    rng, budget = random.Random(seed * 7919 + index), Budget(seconds)
    hook = getattr(rules, "holding", None)
    held: set[tuple[int, str]] = set()
    actions = 0
    while actions < MAX_ACTIONS and match.legal_actions():
        action = decide(rules, match.state, bots.get(match.to_act), rng, budget).action
        component = hook(match.state, action) if hook is not None else None
        if component is not None:
            held.add((action.seat, component))
        match.apply(action)
        actions += 1
    outcome = match.outcome
    winners = list(outcome.winners) if outcome is not None else []
    stats = rules.stats(match.state) if outcome is not None else {}
    return {"players": count, "winners": winners, "actions": actions, "rounds": stats.get("rounds", 0.0),
            "holdings": sorted([seat, c] for seat, c in held)}  # fmt: skip


def _chunk(job: dict, start: int, size: int) -> list[dict]:
    return [
        play_game(job["game"], job["players"], job["options"], job["seed"], i, job["seconds"])
        for i in range(start, start + size)
    ]


def run_games(job: dict, games: int, jobs: int = 1, progress=None) -> list[dict]:
    """Plays the games here or over `jobs` processes; returns each game's record in order."""
    starts = list(range(0, games, CHUNK))
    sizes = [min(CHUNK, games - s) for s in starts]
    records: list[dict] = []
    if jobs <= 1:
        parts = (_chunk(job, s, n) for s, n in zip(starts, sizes, strict=True))
        return _gather(records, parts, games, progress)
    with pools.pool(jobs) as pool:
        parts = pool.map(_chunk, [job] * len(starts), starts, sizes)
        return _gather(records, parts, games, progress)


def _gather(records: list[dict], parts, games: int, progress) -> list[dict]:
    for part in parts:
        records += part
        if progress is not None:
            progress(f"{len(records)}/{games} games")
    return records


def card_figures(records: list[dict]) -> dict[str, dict]:
    """Returns per component: holdings, the games it was held in, its holders' wins, the wins expected of
    them (1/players each) and the ratio of the two."""
    held, games, wins, expected = Counter(), Counter(), Counter(), Counter()
    for record in records:
        games.update({c for _, c in record["holdings"]})
        for seat, component in record["holdings"]:
            held[component] += 1
            wins[component] += seat in record["winners"]
            expected[component] += 1 / record["players"]
    return {
        c: {"held": held[c], "games": games[c], "wins": wins[c], "expected": round(expected[c], 2),
            "ratio": round(wins[c] / expected[c], 3)}
        for c in sorted(held)
    }  # fmt: skip


def summary(game_id: str, records: list[dict], seconds: float) -> dict:
    """Returns the figures of all the games: finished, length, wins by seat (per seat count) and cards."""
    finished = [r for r in records if r["winners"]]
    by_seat: dict[str, list[int]] = {}
    for record in finished:
        row = by_seat.setdefault(str(record["players"]), [0] * record["players"])
        for seat in record["winners"]:
            row[seat] += 1
    count = max(len(finished), 1)
    return {
        "game": game_id,
        "games": len(records),
        "finished": len(finished),
        "mean_rounds": round(sum(r["rounds"] for r in finished) / count, 2),
        "mean_actions": round(sum(r["actions"] for r in finished) / count, 1),
        "wins_by_seat": by_seat,
        "cards": card_figures(finished),
        "games_per_s": round(len(records) / seconds, 3) if seconds else 0.0,
    }


def table_lines(rules, cards: dict[str, dict], least: int) -> list[str]:
    """Returns the card table, lowest ratio first; cards held fewer than `least` times are marked."""
    name = getattr(rules.catalog, "card_name", str) if rules.catalog is not None else str
    lines = []
    for c, f in sorted(cards.items(), key=lambda item: (item[1]["ratio"], item[0])):
        few = "  (few games)" if f["held"] < least else ""
        lines.append(f"{f['ratio']:6.2f}  {f['wins']:4}/{f['held']:<5} {c:24} {name(c)}{few}")
    return lines


def balance_command(args: argparse.Namespace) -> int:
    """Runs --balance; prints progress, the card table, then the summary as one JSON line."""
    from tabletop.bots.duel import think_seconds

    game_id = args.balance
    if game_id not in registry.GAMES or registry.load_bot(game_id) is None:
        raise UsageError(f"--balance needs a game with Normal computer players, not '{game_id}'")
    if args.games < 1 or args.jobs < 1:
        raise UsageError("--games and --jobs must be at least 1")
    rules = registry.load_rules(game_id)
    options = parse_variants(args.variant)
    for count in {players_of(rules, args.players, i) for i in range(4)}:
        try:
            rules.check_options(count, options)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    job = {"game": game_id, "players": args.players, "options": options,
           "seed": args.seed if args.seed is not None else 1, "seconds": think_seconds(args)}  # fmt: skip
    begun = time.perf_counter()
    records = run_games(job, args.games, args.jobs, progress=lambda line: print(line, flush=True))
    result = summary(game_id, records, time.perf_counter() - begun)
    print("\n".join(table_lines(rules, result["cards"], least=FEW)))
    print(json.dumps(result), flush=True)
    return 0
