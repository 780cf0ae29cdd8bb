"""Thinking off the frame loop: computer players run in a worker process, so the window never waits.

The table sends the game, the level, the budget and the current state (its typed fields as
msgpack, decoded into the game's own state class; never pickle), so a request
costs the same early or late in a game and after an undo: nothing is replayed from the seed.
The worker shows the acting seat's view to the bot and answers with its action, as JSON.
"""

from __future__ import annotations

import multiprocessing
import random
import sys
import traceback

import msgspec

from tabletop import registry
from tabletop.bots.base import Budget, Decision, Weighed
from tabletop.bots.players import decide, make_bot
from tabletop.bots.reasons import gain_words
from tabletop.rules.core import Action, GameState
from tabletop.rules.match import Match

JOIN_SECONDS = 1.0


class Request(msgspec.Struct, forbid_unknown_fields=True):
    """One question to the worker: the game, its current state (its class and its fields as msgpack),
    the level and the budget."""

    id: int
    game: str
    state_class: str
    state: bytes
    level: str
    rng: int
    seconds: float


class Reply(msgspec.Struct, forbid_unknown_fields=True):
    """The worker's answer to request `id`: an action, or the error that stopped it; with the candidates as
    the bot ranked them ([action, prospects, tries], best first) and what the action does for the seat in
    the game's words, for its reasons."""

    id: int
    action: dict | None = None
    seconds: float = 0.0
    simulations: int = 0
    error: str = ""
    ranking: list[tuple[dict, float, int]] = msgspec.field(default_factory=list)
    gain: str = ""


def encode_request(match: Match, request_id: int, level: str, rng: int, seconds: float) -> bytes:
    """Returns the bytes of a question about the match's current state."""
    kind = type(match.state)
    state = msgspec.msgpack.encode(match.state)
    request = Request(
        request_id, match.rules.id, f"{kind.__module__}:{kind.__qualname__}", state, level, rng, seconds
    )
    return msgspec.msgpack.encode(request)


def decode_request(data: bytes) -> Request:
    """Returns the request those bytes hold."""
    return msgspec.msgpack.decode(data, type=Request)


def state_for(request: Request):
    """Returns the rules and the state the request is about (decoded into its typed class, never replayed).

    The class must be a GameState of a module the worker has already loaded (the game's own): a request
    names no code to import or run."""
    rules = registry.load_rules(request.game)
    module, _, name = request.state_class.partition(":")
    kind = getattr(sys.modules.get(module), name, None)
    if not (isinstance(kind, type) and issubclass(kind, GameState)):
        raise ValueError(f"not a game state: {request.state_class}")
    return rules, msgspec.msgpack.decode(request.state, type=kind)


def answer(bots: dict, request: Request) -> Reply:
    """Returns the bot's reply to one request (an error reply if anything fails)."""
    try:
        rules, state = state_for(request)
        key = (request.game, request.level)
        if key not in bots:
            bots[key] = make_bot(request.game, request.level)
        budget = Budget(request.seconds)
        rng = random.Random(request.rng)
        decision = decide(rules, state, bots[key], rng, budget)
        seat = rules.to_act(state)
        gain = ""
        if decision.ranking:  # weighed, not forced: say what it does, from the seat's view as it chose
            hints, words = registry.load_bot(request.game), registry.load_gain(request.game)
            gain = gain_words(rules, hints, words, rules.view(state, seat), seat, decision.action, rng)
        ranking = [(w.action.to_json(), w.chance, w.tries) for w in decision.ranking]
        return Reply(
            request.id, decision.action.to_json(), decision.seconds, decision.simulations, "", ranking, gain
        )
    except Exception:  # the table falls back to a random move; the trace goes to stderr for bug reports
        traceback.print_exc(file=sys.stderr)
        return Reply(request.id, error=traceback.format_exc(limit=1).strip().splitlines()[-1])


def serve(conn, games: tuple = ()) -> None:
    """The worker's loop: installs the games it was handed (a spawned process starts without them), then
    answers requests until the pipe closes."""
    registry.install(games)
    bots: dict = {}
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        conn.send_bytes(msgspec.json.encode(answer(bots, decode_request(data))))


class Thinker:
    """The table's handle on the worker process: ask, poll without waiting, stop."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(
            target=serve, args=(child, registry.declared()), name="octopus-thinker", daemon=True
        )
        self.process.start()
        child.close()
        self.asked = 0

    def ask(self, match: Match, level: str, rng: int, seconds: float) -> int:
        """Sends a question about the match's current state; returns its id (earlier answers are void)."""
        self.asked += 1
        self.conn.send_bytes(encode_request(match, self.asked, level, rng, seconds))
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
        ranking = tuple(Weighed(Action.from_json(a), chance, tries) for a, chance, tries in reply.ranking)
        action = Action.from_json(reply.action)
        return Decision(action, reply.seconds, reply.simulations, ranking=ranking, gain=reply.gain)

    def alive(self) -> bool:
        """Tells whether the worker process is still running."""
        return self.process.is_alive()

    def stop(self) -> None:
        """Ends the worker at once, even mid-thought, and waits for it to go."""
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(JOIN_SECONDS)
        self.conn.close()
