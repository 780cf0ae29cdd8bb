"""Who sees the screen: hand-offs only between humans, only when the game has secrets."""

import random

from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.table.seating import Seating
from tests.blockgame import BlockRules
from tests.toygame import ToyRules


def match(*computer):
    seats = [
        Seat(n, c, computer=k) for n, c, k in zip(("Ana", "Ben"), ("red", "blue"), computer, strict=True)
    ]
    return Match(ToyRules(), seats, {"first": "1"}, 4)


def test_two_humans_hand_off_to_each_other():
    m = match(False, False)
    seating = Seating(m, handoffs=True)
    assert seating.viewer is None and seating.handoff_to() == 0
    seating.reveal(0)
    assert seating.viewer_acts() and seating.handoff_to() is None
    m.apply(m.legal_actions()[0])
    assert seating.handoff_to() == 1 and not seating.viewer_acts()


def test_one_human_never_needs_a_hand_off():
    m = match(False, True)
    seating = Seating(m, handoffs=True)
    assert seating.viewer == 0 and seating.handoff_to() is None
    m.apply(m.legal_actions()[0])
    assert seating.computer_to_act() and seating.viewer == 0 and not seating.viewer_acts()


def test_hand_offs_off_means_the_viewer_follows_the_actor():
    m = match(False, False)
    seating = Seating(m, handoffs=False)
    rng = random.Random(0)
    for _ in range(3):
        assert seating.handoff_to() is None
        seating.follow_actor()
        assert seating.viewer == m.to_act
        m.apply(rng.choice(m.legal_actions()))


def test_all_computers_show_a_spectators_view():
    seating = Seating(match(True, True), handoffs=True)
    assert seating.viewer is None and seating.computer_to_act()


class SecretBlocks(BlockRules):
    """The block game with secrets: the table keeps each person's part private."""

    has_secrets = True

    def view(self, state, seat):
        return state.clone()  # nothing is hidden in fact: the table only behaves as for a secret game

    def hidden_ids(self, state, seat):
        return set()


def blocks(*seats: str) -> Match:
    """Seats by name; a name starting with "cpu:" is a computer seat."""
    made = [
        Seat(name.removeprefix("cpu:"), colour, computer=name.startswith("cpu:"))
        for name, colour in zip(seats, ("red", "blue", "green"), strict=False)
    ]
    return Match(SecretBlocks(), made, {}, 4)


def attack(m: Match) -> None:
    m.apply(Action("attack", m.to_act))


def test_done_comes_before_the_next_person_and_then_nobody_s_hand_shows():
    m = blocks("Ana", "Ben", "cpu:Cleo")
    seating = Seating(m, handoffs=True)
    seating.reveal(0)
    attack(m)  # Ben answers first: another person
    assert seating.passed_on() and seating.turn_ending(asked=True) == 0
    assert seating.turn_ending(asked=False) is None  # hand-offs at once: no Done
    seating.done()
    assert seating.turn_ending(asked=True) is None and seating.cover() and seating.viewer is None
    assert seating.handoff_to() == 1


def test_a_person_s_part_over_before_a_computer_answers_still_waits_for_done_then_hides_the_hand():
    m = blocks("Ana", "Ben", "cpu:Cleo")
    seating = Seating(m, handoffs=True)
    seating.reveal(0)
    attack(m)
    seating.done()
    seating.cover()
    seating.reveal(1)
    m.apply(Action("let_through", 1))  # Cleo, a computer, answers next; Ben has nothing left to decide
    assert seating.computer_to_act() and seating.part_done()
    assert seating.turn_ending(asked=True) == 1  # Ben may still take his answer back
    seating.done()
    assert seating.cover() and seating.viewer is None and seating.handoff_to() is None
    m.apply(Action("let_through", 2))  # Cleo answers: Ana's turn goes on, behind a hand-off
    assert seating.handoff_to() == 0


def test_a_computer_s_answer_inside_the_viewer_s_turn_keeps_the_table_then_done_comes_before_the_next():
    m = blocks("Ana", "cpu:Cleo", "Ben")
    seating = Seating(m, handoffs=True)
    seating.reveal(0)
    attack(m)  # Cleo answers first, inside Ana's turn
    assert seating.computer_to_act() and not seating.passed_on()
    assert seating.turn_ending(asked=True) is None and not seating.cover() and seating.viewer == 0
    m.apply(Action("let_through", 1))  # then Ben, a person: Ana's Done comes first
    assert seating.turn_ending(asked=True) == 0


def test_no_done_is_due_for_a_viewer_that_has_not_moved_since_it_was_handed_the_computer():
    m = blocks("Ana", "Ben")
    seating = Seating(m, handoffs=True)
    seating.reveal(0)
    attack(m)
    seating.done()
    seating.cover()
    seating.reveal(1)
    m.apply(Action("block", 1))  # Ben blocks: Ana's turn goes on
    seating.done()
    seating.cover()
    seating.reveal(0)
    assert seating.turn_ending(asked=True) is None  # Ana to act: nothing to wait for
    seating.viewer = 1  # a stale viewer who never moved since the hand-off
    seating.shown_at = len(m.actions)
    assert seating.turn_ending(asked=True) is None
