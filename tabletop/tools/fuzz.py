"""Game fuzz: random games of any registered game, with random illegal tries at every step.

At every step it checks the rules contract: each illegal try raises IllegalAction with a reason
and leaves an equal state; the components are conserved (none made, lost or duplicated); no
seat's `view` holds a component hidden from it; and the game ends (and replays to the same end).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

from tabletop.rules.core import Action, GameState, IllegalAction, Rules
from tabletop.rules.decisions import is_player
from tabletop.rules.gamelog import told
from tabletop.rules.match import Match, default_seats
from tabletop.tools.fuzz_tools import StepRules, fingerprint, held_of, strings_in

__all__ = ["GameFuzz", "Tally", "fuzz_games", "fuzz_one", "random_setting", "strings_in", "summary"]

MAX_STEPS = 20_000  # a game longer than this has not ended
TRIES_PER_STEP = 2
SHOWN_FINDINGS = 20
JUNK_IDS = ("no-such-piece", "", "0", "-1", "deck", "hand:99", "arm:0:99", "nowhere")


@dataclass
class Tally:
    """The figures of a fuzz run, and the first findings as one line each."""

    games: int = 0
    steps: int = 0
    illegal_tried: int = 0
    violations: int = 0
    errors: int = 0
    findings: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        """Adds another run's figures to these."""
        for name in ("games", "steps", "illegal_tried", "violations", "errors"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.findings += other.findings[: max(0, SHOWN_FINDINGS - len(self.findings))]

    def note(self, kind: str, where: str, message: str) -> None:
        """Counts a violation or an error, keeping its line if few are kept so far."""
        setattr(self, kind, getattr(self, kind) + 1)
        if len(self.findings) < SHOWN_FINDINGS:
            self.findings.append(f"{where}: {kind[:-1]}: {message}")


def random_setting(rules: Rules, rng: random.Random) -> tuple[int, dict[str, str]]:
    """Returns a random seat count and random options the game accepts."""
    for _ in range(50):
        options = {v.key: rng.choice(v.choices) for v in rules.variants}
        try:
            full = rules.check_options(rules.min_players, options)
            players = rng.randint(rules.min_players_for(full), rules.max_players_for(full))
            if rules.chooses_first_player:
                options["first"] = rng.choice(["random", str(rng.randint(1, players))])
            rules.check_options(players, options)
            return players, options
        except ValueError:
            continue
    return rules.min_players, {}


class GameFuzz:
    """Plays one random game of `rules`, checking the contract at every step into a Tally."""

    def __init__(self, rules: Rules, seed: int, tally: Tally, setting: tuple[int, dict] | None = None):
        self.step_rules = StepRules(rules)
        self.rules, self.seed, self.tally = self.step_rules.rules, seed, tally
        self.rng = random.Random(seed)
        self.players, self.options = setting or random_setting(rules, self.rng)
        self.match = Match(self.rules, default_seats(self.players, self.players), dict(self.options), seed)
        self.start = Counter(self.rules.all_component_ids(self.match.state))
        self.views: dict[int | None, GameState] = {}  # this step's views, by seat
        self.prints: list[bytes | str] = []  # each step's state, fingerprinted, for the replay
        self.ids = sorted(self.start)
        self.kinds: set[str] = set()
        self.targets: set[str] = {"nowhere"}
        self.step = 0

    def where(self) -> str:
        options = ",".join(f"{k}={v}" for k, v in sorted(self.options.items())) or "base"
        return f"seed {self.seed} ({self.players} players, {options}) step {self.step}"

    def violation(self, message: str) -> None:
        self.tally.note("violations", self.where(), message)

    def run(self) -> None:
        """Plays to the end (or the first error), then checks the end, the replay and late tries."""
        self.check_start()
        for self.step in itertools.count():
            if self.step >= MAX_STEPS:
                return self.violation(f"the game did not end within {MAX_STEPS} actions")
            self.step_rules.pin(self.match.state)
            legal = self.match.legal_actions()
            if not legal:
                break
            self.check_step(legal)
            action = self.match.random_action(self.rng)
            if action in legal and not self.rules.is_legal(self.match.state, action):
                self.violation(f"{action} is listed as legal, yet is_legal refuses it")
            self.check_words(action)
            self.match.apply(action)  # drawn from the legal list: not listed again
            self.tally.steps += 1
            self.check_components()
        self.check_end()

    def check_start(self) -> None:
        """Checks the first state: every view, and every component in exactly one place."""
        self.check_views(self.match.state)
        doubled = sorted(i for i, n in self.start.items() if n > 1)
        if doubled:
            self.violation(f"a component is in two places at the start: {doubled[:3]}")

    def check_step(self, legal: list[Action]) -> None:
        """Checks the legal list, the views and a few illegal tries against a snapshot of the state."""
        state = self.match.state
        actor = self.rules.to_act(state)
        if legal != sorted(set(legal)) or {a.seat for a in legal} != {actor}:
            self.violation(f"legal actions unsorted, repeated or not all of seat {actor}")
        self.kinds.update(a.kind for a in legal)
        self.targets.update(a.target for a in legal if a.target is not None)
        before = fingerprint(state)
        self.prints.append(before)
        looker = actor if is_player(actor) else None
        self.check_views(state, [looker, self.rng.choice([None, *range(self.players)])])
        for attempt in self.illegal_attempts(legal, state):
            self.try_illegal(state, attempt)
        if fingerprint(state) != before:
            self.violation("checking views or refusing illegal actions changed the state")

    def check_words(self, action: Action) -> None:
        """Asks for every text the table shows about a move; each must be a sentence, not a crash."""
        state, rules = self.match.state, self.rules
        viewer = self.rng.choice([None, *range(self.players)])
        texts = [
            rules.narrator.describe(state, action),
            told(rules, state, action, viewer),
        ]
        if is_player(action.seat):  # a non-player actor is named by the table, never prompted
            seen = self.views.get(action.seat) or rules.view(state, action.seat)  # seen this step already
            texts.append(rules.narrator.prompt(seen, action.seat))
        if not all(isinstance(t, str) for t in texts) or not texts[0]:
            self.violation(f"describe, announce or prompt of {action} gave {texts}")

    def check_views(self, state: GameState, seats: list[int | None] | None = None) -> None:
        """Checks that the seats' views (default: every seat's and a spectator's) hold nothing hidden."""
        self.views = {}
        for seat in [None, *range(self.players)] if seats is None else seats:
            self.views[seat] = seen = self.rules.view(state, seat)
            leaked = held_of(seen, self.rules.hidden_ids(state, seat))
            if leaked:
                self.violation(f"view of seat {seat} holds hidden {sorted(leaked)[:3]}")

    def illegal_attempts(self, legal: list[Action], state: GameState) -> list[Action]:
        """Returns a few random actions not legal now: wrong seat, piece, target, kind or choice."""
        rng, base = self.rng, self.rng.choice(legal)
        others = [s for s in range(-1, self.players + 1) if s != base.seat]
        pieces = [*self.ids, *JUNK_IDS, None]
        makers = [
            lambda: dataclasses.replace(base, seat=rng.choice(others)),
            lambda: dataclasses.replace(base, piece=rng.choice(pieces)),
            lambda: dataclasses.replace(base, target=rng.choice([*sorted(self.targets), *JUNK_IDS, None])),
            lambda: dataclasses.replace(base, kind=rng.choice([*sorted(self.kinds), "fly"])),
            lambda: dataclasses.replace(base, choice=rng.choice(["0", "99", "red", "", "yes"])),
            lambda: Action(rng.choice(sorted(self.kinds)), rng.choice(others), rng.choice(pieces)),
        ]
        legal_set = set(legal)
        tries = (rng.choice(makers)() for _ in range(TRIES_PER_STEP))
        return [a for a in tries if a not in legal_set]

    def try_illegal(self, state: GameState, attempt: Action) -> None:
        """Applies an illegal action: it must raise IllegalAction with a reason and change nothing."""
        self.tally.illegal_tried += 1
        try:
            self.rules.apply(state, attempt)
        except IllegalAction as refused:
            if not str(refused):
                self.violation(f"no reason given for refusing {attempt}")
            return
        except Exception as exc:  # noqa: BLE001 - any other exception is the finding
            return self.violation(f"{attempt} raised {type(exc).__name__}: {exc}")
        self.violation(f"illegal {attempt} was applied")

    def check_components(self) -> None:
        """Checks that the components are those of the start, each still in exactly one place."""
        now = Counter(self.rules.all_component_ids(self.match.state))
        if not dict.__eq__(now, self.start):  # a Counter's own == walks both in Python: slow
            made, lost = sorted(now - self.start), sorted(self.start - now)
            self.violation(f"components made {made[:3]} or lost {lost[:3]}")

    def check_end(self) -> None:
        """Checks the outcome, the replay, and that nothing at all is legal after the end."""
        match, state = self.match, self.match.state
        outcome = match.outcome
        if outcome is None:
            return self.violation("no legal action, yet the game is not over")
        if match.to_act is not None:
            self.violation(f"the game is over, yet seat {match.to_act} is to act")
        if len(outcome.scores) != self.players or not set(outcome.winners) <= set(range(self.players)):
            self.violation(f"a bad outcome {outcome}")
        if not outcome.winners and not outcome.lost_to_game:  # only the game itself may beat everyone
            self.violation("a finished game without a winner")
        self.rules.stats(state)
        self.check_replay()
        before = fingerprint(state)
        self.check_views(state)
        late = [*match.actions[-TRIES_PER_STEP:], Action("play", 0, self.ids[0] if self.ids else None)]
        for attempt in late:
            self.try_illegal(state, attempt)
        if fingerprint(state) != before:
            self.violation("refusing actions after the end changed the state")

    def check_replay(self) -> None:
        """Replays the actions from the seed: every step must give again the very state it gave in play."""
        match = self.match
        state = self.rules.setup(len(match.seats), match.options, match.seed)
        for step, action in enumerate(match.actions):
            if fingerprint(state) != self.prints[step]:
                return self.violation(f"replaying the actions gave another state at step {step}")
            state = self.rules.apply_legal(state, action)  # legal: the state is the one it was played in
        if state != match.state:
            self.violation("replaying the actions gave another state")


def fuzz_one(rules: Rules, seed: int, tally: Tally, setting: tuple[int, dict] | None = None) -> None:
    """Fuzzes one game into `tally`; an exception in the rules counts as an error."""
    tally.games += 1
    fuzz: GameFuzz | None = None
    try:
        fuzz = GameFuzz(rules, seed, tally, setting)
        fuzz.run()
    except Exception as exc:  # noqa: BLE001 - a crash is a finding to report, not a reason to stop
        where = fuzz.where() if fuzz is not None else f"seed {seed} setup"
        last = traceback.format_exception_only(exc)[-1].strip()
        tally.note("errors", where, last)


def fuzz_games(
    rules: Rules, games: int, seed: int, setting: tuple[int, dict] | None = None
) -> tuple[Tally, float]:
    """Fuzzes `games` games with seeds seed, seed+1, ...; returns the tally and the seconds taken."""
    tally = Tally()
    start = time.perf_counter()
    for i in range(games):
        fuzz_one(rules, seed + i, tally, setting)
    return tally, time.perf_counter() - start


def summary(game_id: str, tally: Tally, seconds: float) -> dict:
    """Returns the one-line JSON summary of a run."""
    return {
        "game": game_id,
        "games": tally.games,
        "steps": tally.steps,
        "illegal_tried": tally.illegal_tried,
        "violations": tally.violations,
        "errors": tally.errors,
        "seconds": round(seconds, 1),
    }
