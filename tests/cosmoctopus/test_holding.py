"""The balance figures' hook: the card an action plays for its seat (paid for, or free), else None."""

from __future__ import annotations

from tabletop.rules.core import Action

from .builders import RULES, act, main, pool, row, table


def test_a_confirmed_payment_plays_the_card_for_its_seat():
    state = main(table(hand=("inkblot-primer",)))
    pool(state, ink=2)
    assert RULES.holding(state, Action("play", 0, "inkblot-primer", "play:0")) is None  # paying begins
    paying = act(act(state, "play", 0, "inkblot-primer", "play:0"), "propose")
    assert RULES.holding(paying, Action("confirm", 0)) == "inkblot-primer"
    assert RULES.holding(paying, Action("cancel", 0)) is None


def test_a_free_play_from_the_row_is_held_by_the_seat_that_played_it():
    state = main(table(hand=("trapped-in-a-timeless-existence",)))
    pool(state, whispers=3)
    row(state, "gilded-barnacle", "ink-rain", "the-ink-cloud")
    state = act(act(act(state, "play", 0, "trapped-in-a-timeless-existence", "play:0"), "propose"), "confirm")
    free = next(a for a in RULES.legal_actions(state) if a.kind == "play")
    assert free.piece == "gilded-barnacle" and RULES.holding(state, free) == "gilded-barnacle"


def test_forbidden_knowledge_and_moves_play_no_card():
    state = table()
    assert all(RULES.holding(state, a) is None for a in RULES.legal_actions(state))
    state = main(state)
    pool(state, ink=13)
    paying = act(act(state, "forbidden", 0, "fk-ink", "pool:0"), "propose")
    assert RULES.holding(paying, Action("confirm", 0)) is None
