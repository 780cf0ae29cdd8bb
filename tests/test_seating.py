"""Who sees the screen: hand-offs only between humans, only when the game has secrets."""

import random

from tabletop.rules.match import Match, Seat
from tabletop.scenes.seating import Seating
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
