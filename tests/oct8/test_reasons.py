"""What a move does for its player, in Oct8's words (rules/reasons.py): for hints and a computer's
reasons, from public views only."""

from __future__ import annotations

from games.oct8 import GAME
from games.oct8.rules.reasons import gain, public_points
from tests.reasons_check import check_random_games

from .builders import CAT, RULES, act, area, free_head, octopus, shared, stack
from .test_actions import attach_table, ready, swap_table
from .test_turn_end import finish, finishing_table


def said(before, after, seat=0) -> str:
    return gain(RULES, RULES.view(before, None), RULES.view(after, None), seat)


def test_the_game_declares_its_words():
    assert GAME.gain() is gain


def test_completing_an_octopus_says_its_points():
    state, red = finishing_table()
    attached = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    assert said(state, attached) == "it brings the red head to 8 of 8 arms, to take on Confirm"
    done = act(attached, "confirm", 0)
    assert said(attached, done) == "it completes <seat 0>'s red octopus: 8 arms, 1 point"


def test_each_attached_card_brings_the_head_nearer_eight_and_a_cancel_says_nothing():
    state, (red, _, _) = attach_table(["arm-red-1-a", "arm-green-2-a"])
    one = act(state, "attach", 0, "arm-green-2-a", f"oct:{red}")
    assert said(state, one) == "it brings the red head to 5 of 8 arms"
    two = act(one, "attach", 0, "arm-red-1-a", f"oct:{red}")
    assert said(one, two) == "it brings the red head to 6 of 8 arms"
    assert said(two, act(two, "cancel", 0)) == ""
    confirmed = act(two, "confirm", 0)
    assert said(two, confirmed) == "it brings the red head to 6 of 8 arms"


def test_a_confirm_ending_the_turn_says_the_head_as_left_not_after_the_next_turn_draw():
    state = ready(hand=["arm-red-1-a"])
    red, green, blue = (free_head(state, c) for c in ("red", "green", "blue"))
    shared(
        state,
        octopus(state, red, "arm-blue-3-a"),
        octopus(state, green, "arm-red-7-a"),
        octopus(state, blue, "arm-red-4-a", "arm-red-3-b"),
    )
    stack(state, "arm-green-2-a")  # the next turn's draw fits only the red head
    attached = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    done = act(attached, "confirm", 0)
    assert done.shared[0] == [red, "arm-blue-3-a", "arm-red-1-a", "arm-green-2-a"]
    assert said(attached, done) == "it brings the red head to 4 of 8 arms"


def test_a_hand_swap_is_weighed_when_confirmed_from_where_it_began():
    state, mine = swap_table(["arm-red-2-a", "arm-red-1-b", "arm-green-6-a"])
    assert public_points(CAT, state, 0) == 2  # red 3 and red 1 on the red head
    out = act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    assert said(state, out) == "it starts a swap: 3 arms to make up"
    half = act(out, "swap_in", 0, "arm-red-2-a", f"oct:{mine}")
    assert said(out, half) == "it makes up 2 of 3 arms for the swap"
    full = act(half, "swap_in", 0, "arm-red-1-b", f"oct:{mine}")
    done = act(full, "confirm", 0)
    assert said(full, done) == "it brings <seat 0> to 3 points (+1)"


def test_an_arm_swap_says_the_points_won_and_taken():
    state = ready(hand=[])
    mine, theirs = free_head(state, "green", 1), free_head(state, "green", 2)
    area(state, 0, octopus(state, mine, "arm-blue-5-a", "arm-blue-2-a", "arm-blue-1-a"))
    area(state, 1, octopus(state, theirs, "arm-green-4-a", "arm-green-3-b", "arm-red-1-c"))
    state = act(state, "swap_arm", 0, "arm-green-3-b", f"oct:{mine}")
    state = act(state, "swap_back", 0, "arm-blue-2-a", f"oct:{theirs}")
    state = act(state, "swap_back", 0, "arm-blue-1-a", f"oct:{theirs}")
    done = act(state, "confirm", 0)
    assert (
        said(state, done) == "it brings <seat 0> to 1 point (+1) and takes 1 point from <seat 1> (down to 1)"
    )


def test_shipping_names_the_octopus_and_its_points_but_no_secret():
    state, red = finishing_table()
    for colour, n in (("green", 2), ("blue", 2), ("green", 3)):
        area(
            state,
            0,
            octopus(state, free_head(state, colour, n), f"arm-{colour}-8-a" if n == 2 else "arm-red-8-a"),
        )
    state = act(finish(state, red), "end_turn", 0)
    shipped = state.areas[0][1]
    after = act(state, "ship", 0, shipped[0], "shipped:0")
    assert said(state, after) == "it ships <seat 0>'s blue octopus (1 point): no one can swap its arms now"


def test_a_baby_octopus_spent_or_kept():
    state, red = finishing_table()
    state = finish(state, red)  # a baby is born: one more action, or end the turn keeping it
    spent = act(state, "chip", 0)
    assert said(state, spent) == "it spends a baby octopus on one more action (none left)"
    kept = act(state, "end_turn", 0)
    assert said(state, kept) == "it keeps 1 baby octopus for a later turn"


def test_random_games_word_the_points_and_completions_and_never_a_hidden_card():
    def progress(seen, seat):
        return public_points(CAT, seen, seat), len(seen.areas[seat]) + len(seen.shipped[seat])

    figures = check_random_games(
        "oct8", name=CAT.card_name, progress=progress, share=1.0, undoing=frozenset({"cancel"})
    )
    assert figures["moves"] > 300 and figures["worded"] > 0.4, figures
