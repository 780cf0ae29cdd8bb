"""The tutor: where a guided first game stands, what the learner may do now, and what the computers answer.

It reads a scenario (tabletop/tutor/schema.py) against the match in play. Where it stands is worked out
from the match's moves (so a lesson saved and opened again, or a move taken back, puts it at the right
step), plus the steps that only explain, which Next passes. The table controller consults it: it narrows
the moves offered to the one expected (lit like a Tab pick), refuses any other with the step's sentence,
and plays the computers' scripted answers in place of their bots. Once the steps are done (or the game
left the script) it steps aside: the table plays on as any game. Pure Python: no pygame here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.tutor.schema import Move, Scenario, Step

#: What the panel says when the game left the lesson's script (a save of an older lesson).
LEFT_SCRIPT = "This game has left the lesson's script: play it on as a real game, or start the lesson again."
#: What a move gets while the tutor waits for Next.
READ_FIRST = "Not yet: read the tutor's note, then press Next."


class TutorError(Exception):
    """The scenario does not fit the game any more: a step's move is not legal where it is due."""


@dataclass(frozen=True)
class Span:
    """Where a step's moves lie in the match's actions: from `start`, the learner's to `turns`, the
    computers' scripted answers after them to `end`."""

    start: int
    turns: int
    end: int


def same(action: Action, move: Move) -> bool:
    """Tells whether an action is the move the scenario names (by kind, piece, target and choice)."""
    return (action.kind, action.piece, action.target, action.choice) == (
        move.kind,
        move.piece,
        move.target,
        move.choice,
    )


def table_of(scenario: Scenario) -> list[Seat]:
    """Returns the lesson's seats (colours in order, as any table gives them)."""
    from tabletop.rules.match import SEAT_COLOURS

    return [
        Seat(s.name, SEAT_COLOURS[i], computer=s.computer, level="easy")
        for i, s in enumerate(scenario.table.seats)
    ]


def pieces(value) -> list[str]:
    """Returns the piece names a field of a state holds, nested lists flattened (a seat's hand, the heads
    turned up, a secret card)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        return [name for part in value for name in pieces(part)]
    return []


def deal_problems(scenario: Scenario, match: Match) -> list[str]:
    """Returns how the match's deal differs from the one the scenario names (none: it is the same)."""
    first = match.steps.states[0]
    found = []
    for hand in scenario.deal:
        value = getattr(first, hand.field, None)
        if value is None:
            found.append(f"the game's state has no {hand.field}")
            continue
        where = hand.field if hand.seat is None else f"seat {hand.seat}'s {hand.field}"
        if hand.seat is not None:
            value = value[hand.seat] if hand.seat < len(value) else []
        if hand.cards and sorted(pieces(value)) != sorted(hand.cards):
            found.append(f"{where}: {', '.join(sorted(pieces(value)))}, not {', '.join(hand.cards)}")
        for piece, place in hand.at.items():
            lies = value.get(piece) if isinstance(value, dict) else None
            if lies != place:
                found.append(f"{where}: {piece} lies at {lies}, not {place}")
    return found


class Tutor:
    """One lesson at one table: the scenario and the match it is played in (`name`: which of the game's
    lessons, '' for its tutorial.yaml)."""

    def __init__(self, game_id: str, scenario: Scenario, match: Match, name: str = ""):
        self.game_id = game_id
        self.name = name
        self.scenario = scenario
        self.match = match
        self.learner = next(i for i, seat in enumerate(match.seats) if not seat.computer)
        self.spans: list[Span] = []
        at = 0
        for step in scenario.steps:
            turns = at + len(step.do)
            self.spans.append(Span(at, turns, turns + len(step.then)))
            at = turns + len(step.then)
        self.script = [m for step in scenario.steps for m in (*step.do, *step.then)]
        self.index = 0
        self.sync()

    @property
    def lesson_id(self) -> str:
        """The lesson as `--tutorial` names it: the game, or 'game:name' for one of its other lessons."""
        return f"{self.game_id}:{self.name}" if self.name else self.game_id

    # Where the lesson stands -------------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        return self.scenario.steps

    @property
    def step(self) -> Step | None:
        """The step shown now; None once the lesson is over (the tip shows)."""
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        """Tells whether every step is done: the strategy tip and the way on show."""
        return self.index >= len(self.steps)

    def on_script(self) -> bool:
        """Tells whether every move so far is the scenario's, or the whole script was played and the game
        goes on after it (a lesson may end before its game does); a game that left it is played freely."""
        return all(same(a, m) for a, m in zip(self.match.actions, self.script, strict=False))

    def lesson_ended_game(self) -> bool:
        """Tells whether the game ended within the lesson's script (its tip then shows, not the results)."""
        return self.on_script() and len(self.match.actions) <= len(self.script)

    def sync(self) -> None:
        """Puts the lesson at the step the match's moves reach (after a move, an undo or a load); an
        explaining step already reached stays until Next."""
        played = len(self.match.actions)
        if not self.on_script():
            self.index = len(self.steps)
            return
        if self.index < len(self.steps) and self._holds(self.index, played):
            return
        if self.index >= len(self.steps) and played >= len(self.script):
            return  # every step done, the last ones explaining: Next there ended the lesson
        self.index = next((i for i in range(len(self.steps)) if self._holds(i, played)), len(self.steps))

    def _holds(self, i: int, played: int) -> bool:
        """Tells whether step `i` is the one to show after `played` moves."""
        span = self.spans[i]
        waiting = played == span.end and not self.steps[i].do  # it explains: Next goes on
        return span.start <= played and (played < span.end or waiting)

    def can_next(self) -> bool:
        """Tells whether the step only explains and its computers' moves are played: Next goes on."""
        step = self.step
        return step is not None and not step.do and len(self.match.actions) == self.spans[self.index].end

    def next(self) -> bool:
        """Goes on to the next step when Next may; returns whether it did."""
        if not self.can_next():
            return False
        self.index += 1
        return True

    def restart_index(self) -> None:
        """Back to the first step (the match is started afresh by whoever restarts the lesson)."""
        self.index = 0
        self.sync()

    # What is due now -----------------------------------------------------------------------
    def _due(self) -> tuple[Move, bool] | None:
        """Returns the scenario's move due now and whether it is the learner's (None: none is due)."""
        if self.finished:
            return None
        span, played = self.spans[self.index], len(self.match.actions)
        if not span.start <= played < span.end:
            return None
        return self.script[played], played < span.turns

    def _legal(self, move: Move, learner: bool) -> Action:
        """Returns the legal action a scenario move names; raises TutorError when none is."""
        seat = self.match.to_act
        who = "the learner" if learner else "a computer"
        if seat is None or (seat == self.learner) != learner:
            raise TutorError(self._where(move, f"it is not {who}'s move"))
        found = [a for a in self.match.legal_actions() if a.seat == seat and same(a, move)]
        if not found:
            raise TutorError(self._where(move, "the rules do not allow it now"))
        return found[0]

    def _where(self, move: Move, why: str) -> str:
        return (
            f"{self.lesson_id} lesson, step {self.index + 1} ({self.step.teaches if self.step else 'end'}): "
            f"{move.kind} {move.piece or ''} {move.target or ''}: {why}"
        )

    def expected(self) -> Action | None:
        """Returns the learner's move the step asks for now (None: none is due); TutorError if illegal."""
        due = self._due()
        return self._legal(due[0], True) if due is not None and due[1] else None

    def computer_move(self) -> Action | None:
        """Returns the computer's scripted answer due now (None: none; its bot plays instead)."""
        due = self._due()
        if due is None or due[1]:
            return None
        return self._legal(due[0], False)

    def lets_computers_move(self) -> bool:
        """Tells whether a computer may move now: its scripted answer is due, or the lesson is over."""
        due = self._due()
        return self.finished or (due is not None and not due[1])

    def waiting(self) -> bool:
        """Tells whether the lesson holds the game: a step is shown and the learner may not move freely."""
        return not self.finished

    # What the controller asks --------------------------------------------------------------
    def narrow(self, legal: list[Action]) -> list[Action]:
        """Returns the moves the learner is offered: the one expected, none while the tutor explains or a
        computer answers, every legal one once the lesson is over."""
        if self.finished:
            return legal
        expected = self.expected()
        return [expected] if expected is not None and expected in legal else []

    def allows(self, action: Action) -> bool:
        """Tells whether the learner's `action` is the one asked for (a computer's move always is)."""
        if self.finished or action.seat != self.learner:
            return True
        return action == self.expected()

    def refusal(self) -> str:
        """Returns the tutor's sentence for a move it did not ask for."""
        step = self.step
        if step is None:
            return ""
        return step.not_yet if step.do else READ_FIRST

    def lit(self) -> tuple[str | None, str | None] | None:
        """Returns the piece and target of the move asked for (lit on the table), or None."""
        expected = self.expected()
        return None if expected is None else (expected.piece, expected.target)

    def page(self) -> tuple[str, str, str]:
        """Returns what the tutor's panel shows now: its heading, the words, and 'next' (the step only
        explains), 'move' (the learner acts, or a computer answers) or 'end' (the tip and the way on)."""
        step = self.step
        if step is None:
            if self.on_script():
                return "Well done!", self.scenario.tip, "end"
            return "Your game now", LEFT_SCRIPT, "end"
        short = re.split(r"[:(]", step.teaches)[0].strip()  # "Setup: ..." and "The PI (solo)" cut short
        heading = f"{self.index + 1}/{len(self.steps)} · {short}"
        return heading, step.say, "next" if self.can_next() else "move"

    def sections(self) -> list[str]:
        """Returns the RULES.md headings the steps teach, in the order first taught."""
        return list(dict.fromkeys(step.teaches for step in self.steps))
