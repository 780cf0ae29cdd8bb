"""The log for a hand-off: a build's steps are summed up by its Confirm line, a draw is said once."""

from __future__ import annotations

from tabletop.rules.core import Action
from tabletop.rules.gamelog import entry

from .builders import CAT, RULES, card, table

RED, ORANGE, YELLOW = (card(c) for c in list(CAT.colours)[:3])


def logged(state, *actions: Action):
    """Returns the log entries of the actions, applied one after another from `state`, and the last state."""
    found = []
    for action in actions:
        after = RULES.apply(state, action)
        found.append(entry(RULES, state, action, after))
        state = after
    return found, state


def test_the_cards_of_a_build_are_steps_and_its_confirm_names_the_group():
    state = table(2, hands=[(RED, ORANGE, YELLOW, card("cannon"))])
    steps = [Action("place", 0, piece, "new:0") for piece in (RED, ORANGE, YELLOW)]
    entries, _ = logged(state, *steps, Action("confirm", 0))
    assert [e.step for e in entries] == [True, True, True, False]
    assert entries[-1].public == "<seat 0> placed a new group: Red 1, Orange 2 and Yellow 3."


def test_a_cancelled_build_is_left_out_of_the_summary():
    state = table(2, hands=[(RED, ORANGE, YELLOW, card("cannon"))])
    entries, after = logged(state, Action("place", 0, RED, "new:0"), Action("cancel", 0))
    assert [e.step for e in entries] == [True, True] and sorted(after.hands[0]) == sorted(state.hands[0])


def test_a_draw_from_the_pile_is_said_once_and_names_the_cards_to_the_drawer_only():
    state = table(2, hands=[(RED,)])
    entries, after = logged(state, Action("draw", 0, None, "pile"))
    drawn = [c for c in after.hands[0] if c != RED]
    line = entries[0]
    assert line.public.startswith("<seat 0> drew 2 cards.") and "top 2" not in line.public
    assert all(CAT.card_name(c) in line.private[0] for c in drawn) and not line.step
