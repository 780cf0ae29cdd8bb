"""Thinking off the frame loop: computer players run in a worker process, so the window never waits.

The table sends what a save holds (game, seats, options, seed, the actions so far) as JSON;
the worker replays it, shows the acting seat's view to the bot and answers with its action.
Nothing but JSON bytes crosses the pipe.
"""

from __future__ import annotations

import multiprocessing
import random
import sys
import traceback

import msgspec

from tabletop.bots.base import Budget, Decision
from tabletop.bots.players import decide, make_bot
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats

JOIN_SECONDS = 1.0


class Request(msgspec.Struct, forbid_unknown_fields=True):
    """One question to the worker: whose move it is in which game, at what level and budget."""

    id: int
    game: str
    players: int
    options: dict[str, str]
    seed: int
    actions: list[dict]
    level: str
    rng: int
    seconds: float


class Reply(msgspec.Struct, forbid_unknown_fields=True):
    """The worker's answer to request `id`: an action, or the error that stopped it."""

    id: int
    action: dict | None = None
    seconds: float = 0.0
    simulations: int = 0
    error: str = ""


class Replica:
    """The worker's copy of the match, caught up by the actions each request adds."""

    def __init__(self) -> None:
        self.match: Match | None = None
        self.key: tuple = ()

    def state_for(self, request: Request):
        """Returns the state after the request's actions, replaying only what is new."""
        from games import load_rules

        key = (request.game, request.players, sorted(request.options.items()), request.seed)
        actions = [Action.from_json(a) for a in request.actions]
        match = self.match
        if match is None or key != self.key or match.actions != actions[: len(match.actions)]:
            seats = default_seats(request.players)
            match = Match(load_rules(request.game), seats, dict(request.options), request.seed)
            self.match, self.key = match, key
        for action in actions[len(match.actions) :]:
            match.apply(action)
        return match.rules, match.state


def answer(replica: Replica, bots: dict, request: Request) -> Reply:
    """Returns the bot's reply to one request (an error reply if anything fails)."""
    try:
        rules, state = replica.state_for(request)
        key = (request.game, request.level)
        if key not in bots:
            bots[key] = make_bot(request.game, request.level)
        budget = Budget(request.seconds)
        decision = decide(rules, state, bots[key], random.Random(request.rng), budget)
        return Reply(request.id, decision.action.to_json(), decision.seconds, decision.simulations)
    except Exception:  # the table falls back to a random move; the trace goes to stderr for bug reports
        traceback.print_exc(file=sys.stderr)
        return Reply(request.id, error=traceback.format_exc(limit=1).strip().splitlines()[-1])


def serve(conn) -> None:
    """The worker's loop: answers requests until the pipe closes."""
    replica, bots = Replica(), {}
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        request = msgspec.json.decode(data, type=Request)
        conn.send_bytes(msgspec.json.encode(answer(replica, bots, request)))


class Thinker:
    """The table's handle on the worker process: ask, poll without waiting, stop."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(target=serve, args=(child,), name="octopus-thinker", daemon=True)
        self.process.start()
        child.close()
        self.asked = 0

    def ask(self, match: Match, level: str, rng: int, seconds: float) -> int:
        """Sends a question about the match's current state; returns its id (earlier answers are void)."""
        self.asked += 1
        request = Request(
            self.asked,
            match.rules.id,
            len(match.seats),
            dict(match.options),
            match.seed,
            [a.to_json() for a in match.actions],
            level,
            rng,
            seconds,
        )
        self.conn.send_bytes(msgspec.json.encode(request))
        return self.asked

    def poll(self) -> Decision | str | None:
        """Returns the answer to the last question once it came (an error text if it failed), else None."""
        try:
            while self.conn.poll():
                reply = msgspec.json.decode(self.conn.recv_bytes(), type=Reply)
                if reply.id == self.asked:
                    return self._decision(reply)
        except (EOFError, OSError):
            return "the computer player's process stopped"
        return None

    @staticmethod
    def _decision(reply: Reply) -> Decision | str:
        if reply.action is None:
            return reply.error or "the computer player gave no answer"
        return Decision(Action.from_json(reply.action), reply.seconds, reply.simulations)

    def alive(self) -> bool:
        """Tells whether the worker process is still running."""
        return self.process.is_alive()

    def stop(self) -> None:
        """Ends the worker at once, even mid-thought, and waits for it to go."""
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(JOIN_SECONDS)
        self.conn.close()
