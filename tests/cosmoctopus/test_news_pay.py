"""A payment in the log: the Confirm line names the card and what went in, and sums up the steps."""

from __future__ import annotations

from games.cosmoctopus.rules.paying import suggestion
from tabletop.rules import gamelog
from tabletop.rules.core import Action

from .builders import CAT, RULES, act, main, pool, table

NOTES = "blotted-notes"  # 2 ink + 1 generic


def steps_of_a_payment():
    """Returns (state before, action) for every step of playing Blotted Notes, paid the cheapest way."""
    state = main(table(hand=(NOTES,)))
    pool(state, ink=2, coins=1)
    play = Action("play", 0, NOTES, "play:0")
    steps, state = [(state, play)], RULES.apply(state, play)
    for action in suggestion(CAT, state, 0):
        steps.append((state, action))
        state = RULES.apply(state, action)
    return steps


def test_the_confirm_line_names_the_card_and_what_was_paid_and_the_steps_are_summed_up():
    steps = steps_of_a_payment()
    entries = [gamelog.entry(RULES, before, action) for before, action in steps]
    assert steps[-1][1].kind == "confirm" and not entries[-1].step
    assert all(e.step for e in entries[:-1])  # the play that opened it, each resource put in
    assert "paid for Blotted Notes: 2 ink and 1 coin." in entries[-1].public


def test_a_cancelled_payment_is_summed_up_as_nothing_happened():
    state = main(table(hand=(NOTES,)))
    pool(state, ink=2, coins=1)
    opened = act(state, "play", 0, NOTES, "play:0")
    assert gamelog.entry(RULES, state, Action("play", 0, NOTES, "play:0")).step
    assert gamelog.entry(RULES, opened, Action("cancel", 0)).step
