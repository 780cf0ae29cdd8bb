"""A computer seat's private answer in a response window takes the same visible pause whether it had a
choice or not: a seat that cannot block must not answer faster than one that thinks about blocking."""

from __future__ import annotations

import random

import msgspec
import pytest

from tabletop.bots.base import Budget, Decision
from tabletop.bots.players import decide, make_bot
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.session import Session
from tabletop.settings import load_settings
from tabletop.table.pacing import ComputerSeats
from tests.blockgame import BLOCK, BlockRules
from tests.rainbow_pirates.builders import RULES, act, card, island, table

SETTINGS = msgspec.structs.replace(load_settings(), computer_pause=0.3, think_seconds=0.6)
DT = 0.05  # one frame of the test's own clock: the pace is counted in frames, never in wall time


def seats(levels: list[str | None]) -> list[Seat]:
    names, colours = ("Ana", "Ben", "Cleo"), ("red", "blue", "green")
    return [
        Seat(n, c, computer=level is not None, level=level or "easy")
        for n, c, level in zip(names, colours, levels, strict=False)
    ]


def computer_seats(match: Match) -> ComputerSeats:
    return ComputerSeats(Session(match, autosave=False), lambda: SETTINGS)


def test_the_pause_of_a_window_answer_covers_the_longest_thinking_for_a_seat_that_thinks():
    match = Match(BlockRules(), seats([None, "hard", "easy"]), {}, 3)
    pacing = computer_seats(match)
    assert pacing.pause_for("hard") == SETTINGS.computer_pause  # the turn: the usual pause
    match.apply(Action("attack", 0))
    assert match.state.decisions[-1].kind == BLOCK
    assert pacing.pause_for("hard") == SETTINGS.computer_pause + SETTINGS.think_seconds
    assert pacing.pause_for("normal") == SETTINGS.computer_pause + SETTINGS.think_seconds
    assert pacing.pause_for("easy") == SETTINGS.computer_pause  # decided at once, forced or not
    assert pacing.pause_for(None) == SETTINGS.computer_pause  # chance, the game's automaton


def frames_to_answer(match: Match) -> tuple[int, Action]:
    """Steps the computer seat to act frame by frame; returns how many frames passed before it answered."""
    pacing = computer_seats(match)
    for frame in range(1, 500):
        action = pacing.update(DT, True)
        if action is not None:
            return frame, action
    raise AssertionError("the computer seat never answered")


def a_block_window(*victims_hand: str, answered: bool = False) -> Match:
    """Returns a 2-player Rainbow Pirates match of two Hard computers in which Ana just played a Parrot
    (it loves red) at Ben, whose hand is `victims_hand` and whose island holds a Rainbow Pirate; with
    `answered`, Ben said Arrrgh! and Ana must steal the pirate (her only choice, no window)."""
    state = table(2, hands=[(card("parrot"),), victims_hand])
    island(state, 1, card("pirate"))
    state = act(state, "play", 0, card("parrot"), "discard")
    if answered:
        state = act(state, "arrgh", 1)
    return Match(RULES, seats(["hard", "hard"]), {"first": "1"}, 1, state=state)


class SlowThinker:
    """Stands in for the worker process: decides at once in this process, but gives its answer only after
    frames worth the whole thinking budget, as a Hard seat that uses all its time does."""

    def __init__(self):
        self.answer: Decision | None = None
        self.polls_left = 0

    def ask(self, match: Match, level: str, seed: int, seconds: float) -> None:
        bot = make_bot(match.rules.id, level)
        budget = Budget(seconds, simulations=4)
        self.answer = decide(match.rules, match.state, bot, random.Random(seed), budget)
        self.polls_left = round(seconds / DT)

    def poll(self) -> Decision | None:
        self.polls_left -= 1
        return self.answer if self.polls_left <= 0 else None

    def stop(self) -> None:
        self.answer = None


@pytest.fixture
def slow_thinker(monkeypatch):
    monkeypatch.setattr("tabletop.bots.worker.Thinker", SlowThinker)


def test_a_forced_arrrgh_waits_as_long_as_a_block_thought_about(slow_thinker):
    forced = a_block_window(card("blue"))
    chosen = a_block_window(card("red", 5), card("blue"))
    assert len(forced.legal_actions()) == 1 and len(chosen.legal_actions()) > 1
    forced_frames, forced_answer = frames_to_answer(forced)
    chosen_frames, chosen_answer = frames_to_answer(chosen)
    assert forced_answer.kind == "arrgh" and chosen_answer.kind == "block"  # it protects its pirate
    expected = (SETTINGS.computer_pause + SETTINGS.think_seconds) / DT
    assert forced_frames == chosen_frames and expected <= forced_frames <= expected + 1


def test_a_forced_move_outside_a_window_keeps_the_usual_pause(slow_thinker):
    match = a_block_window(card("blue"), answered=True)
    assert not decisions.in_window(match.state) and len(match.legal_actions()) == 1  # steal the pirate
    frames, action = frames_to_answer(match)
    assert (
        action.kind == "steal" and SETTINGS.computer_pause / DT <= frames <= SETTINGS.computer_pause / DT + 1
    )
