"""How far Hard's choice still moves with more thinking time, as figures.

Over positions from games between Normal players (every seventh decision a player makes that is not the
rest of a move under way), Hard chooses twice at each budget with two random streams and once at the
longest: the figures are how often the two agree, and how often a choice is the longest budget's. A
search whose choice at 0.1 s is already its choice at 1.0 s cannot play better with 0.3 s (the issue's
"Hard 0.3 s beats Hard 0.1 s"); one that still moves between them may. It takes minutes where a duel that
shows the same takes hours. Budgets are CPU seconds, so the machine's load changes only how long it runs.

    python -m tabletop.tools.converge GAME [--positions 40] [--budgets 0.1,0.3,1.0] [--seed 500]

Pure Python: no pygame here.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass

from tabletop import registry
from tabletop.bots.base import Budget, in_a_move
from tabletop.bots.players import decide, make_bot
from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, default_seats

EVERY = 7  # one position kept of this many decisions: positions of one game differ more
NORMAL_BUDGET = 0.05  # the Normal players' think time while the positions are played (CPU seconds)


@dataclass(frozen=True)
class Position:
    """A decision of a player, as its computer player is shown it."""

    view: GameState
    seat: int
    legal: list[Action]


def positions(game_id: str, rules: Rules, count: int, seed: int) -> list[Position]:
    """Returns `count` decisions from two-player games of Normal players, the first game dealt with `seed`
    and each next one with the next seed."""
    found: list[Position] = []
    rng = random.Random(seed)
    decisions = 0
    while len(found) < count:
        match = Match(rules, default_seats(2, 2), {}, seed)
        bots = {seat: make_bot(game_id, "normal") for seat in range(2)}
        while len(found) < count and match.legal_actions():
            state = match.state
            seat, legal = rules.to_act(state), rules.legal_actions(state)
            if is_player(seat) and len(legal) > 1 and not in_a_move(legal):
                decisions += 1
                if decisions % EVERY == 0:
                    found.append(Position(rules.view(state, seat), seat, legal))
            budget = Budget(NORMAL_BUDGET, clock=time.process_time)
            match.apply(decide(rules, state, bots.get(seat), rng, budget).action)
        seed += 1
    return found


def choices(game_id: str, rules: Rules, position: Position, budgets: list[float], index: int) -> dict:
    """Returns Hard's choices at each budget for the position: two (two random streams), one at the last."""
    picks: dict[float, list[Action]] = {}
    for b, seconds in enumerate(budgets):
        streams = 1 if b == len(budgets) - 1 else 2
        picks[seconds] = [
            make_bot(game_id, "hard")
            .choose(
                rules,
                position.view,
                position.seat,
                position.legal,
                random.Random(index * 1000 + b * 10 + stream),
                Budget(seconds, clock=time.process_time),
            )
            .action
            for stream in range(streams)
        ]
    return picks


def agreement(rows: list[dict], budgets: list[float]) -> dict[float, tuple[float, float]]:
    """Returns, for every budget but the last, the share of positions where its two choices agree and the
    share of its choices that are the last budget's."""
    longest = budgets[-1]
    found = {}
    for seconds in budgets[:-1]:
        same = sum(row[seconds][0] == row[seconds][1] for row in rows) / len(rows)
        kept = sum(pick == row[longest][0] for row in rows for pick in row[seconds]) / (2 * len(rows))
        found[seconds] = (same, kept)
    return found


def main(argv: list[str] | None = None) -> int:
    import games

    registry.install(games.GAMES.values())
    parser = argparse.ArgumentParser(prog="converge", description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--positions", type=int, default=40, help="how many decisions to weigh")
    parser.add_argument("--budgets", default="0.1,0.3,1.0", help="CPU seconds, shortest first")
    parser.add_argument("--seed", type=int, default=500, help="the first game's seed")
    args = parser.parse_args(argv)
    budgets = sorted(float(b) for b in args.budgets.split(","))
    if len(budgets) < 2 or args.positions < 1:
        parser.error("give two budgets or more, and one position or more")
    rules = registry.load_rules(args.game)
    found = positions(args.game, rules, args.positions, args.seed)
    rows = [choices(args.game, rules, p, budgets, i) for i, p in enumerate(found)]
    result = agreement(rows, budgets)
    for seconds, (same, kept) in result.items():
        print(
            f"{args.game} Hard at {seconds} s: its two choices agree in {same:.0%} of {len(rows)} "
            f"positions; {kept:.0%} of its choices are its choice at {budgets[-1]} s"
        )
    summary = {str(s): {"self": round(a, 3), "longest": round(b, 3)} for s, (a, b) in result.items()}
    print(json.dumps({"game": args.game, "positions": len(rows), "agreement": summary}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
