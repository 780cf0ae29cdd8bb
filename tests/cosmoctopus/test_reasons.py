"""What a move does for its player, in Cosmoctopus' words (rules/reasons.py): for hints and a computer's
reasons, from public views only."""

from __future__ import annotations

from games.cosmoctopus import GAME
from games.cosmoctopus.rules.paying import suggestion
from games.cosmoctopus.rules.reasons import gain
from tests.reasons_check import check_random_games

from .builders import CAT, RULES, act, in_play, main, pool, row, table

NOTES = "blotted-notes"  # 2 ink + 1 of any resource
DIPPER = "the-inkwell-dipper"  # ink -> (ink, coins, stars); reward: a tentacle and 2 ink
CROWN = "the-eight-armed-crown"  # stars -> coins -> (coins, ink)


def said(before, after, seat=0) -> str:
    return gain(RULES, RULES.view(before, None), RULES.view(after, None), seat)


def test_the_game_declares_its_words():
    assert GAME.gain() is gain


def test_the_head_s_move_and_the_tile_s_bonus():
    state = table()
    pool(state, whispers=1)
    first = act(state, "move", 0, "head", "tile:1")
    assert said(state, first) == "it takes Cosmoctopus to Coin Reef (1 step)"
    second = act(first, "move", 0, "head", "tile:0", "whispers")
    assert said(first, second) == "it takes Cosmoctopus to Ink Trench (1 step), paying 1 whisper as Tribute"
    ended = act(second, "confirm")
    assert said(second, ended) == "it brings <seat 0> to 3 ink (+3)"
    assert said(second, act(second, "cancel")) == ""


def test_forbidden_knowledge_says_both_its_tentacles():
    state = main(table())
    pool(state, coins=13)
    begun = act(state, "forbidden", 0, "fk-coins", "pool:0")
    name = CAT.card_name("fk-coins")
    assert said(state, begun) == f"it begins paying for {name}: 13 coins owed"
    *pays, confirm = suggestion(CAT, begun, 0)
    paid = begun
    for step in pays:
        paid = RULES.apply(paid, step)
    taken = RULES.apply(paid, confirm)
    assert said(paid, taken) == f"it takes {name}: 2 tentacles for <seat 0> (2 of 8 tentacles)"


def test_a_payment_made_up_resource_by_resource():
    state = main(table(hand=(NOTES,)))
    pool(state, ink=3)
    begun = act(state, "play", 0, NOTES, "play:0")
    assert said(state, begun) == "it begins paying for Blotted Notes: 2 ink and 1 of any resource owed"
    one = act(begun, "pay", 0, "ink", "pay")
    assert said(begun, one) == "it pays towards Blotted Notes: 1 ink and 1 of any resource still owed"
    two = act(act(one, "pay", 0, "ink", "pay"), "pay", 0, "ink", "pay")
    done = act(two, "confirm")
    assert said(two, done).startswith("it plays Blotted Notes (")


def test_a_slot_filled_and_a_constellation_completed():
    state = table()
    in_play(state, 0, CROWN)
    state = act(act(state, "move", 0, "head", "tile:7"), "confirm")  # 1 star and a row card
    placed = act(state, "place", 0, "stars", f"slot:{CROWN}:0")
    assert said(state, placed) == "it puts 1 star on slot A of The Eight-Armed Crown (1 of 4 filled)"
    state = table()
    state.contacted[0] = True
    in_play(state, 0, DIPPER)
    state.slots[DIPPER] = [True, True, True, False]
    state = act(act(state, "move", 0, "head", "tile:7"), "confirm")
    done = act(state, "place", 0, "stars", f"slot:{DIPPER}:3")
    assert said(state, done) == "it completes The Inkwell Dipper: a tentacle for <seat 0> (1 of 8 tentacles)"


def test_a_card_taken_from_the_row_is_not_named():
    state = table()
    row(state, NOTES)
    state = act(act(state, "move", 0, "head", "tile:7"), "confirm")  # Stargazer's Rock: a star, a row card
    state = act(state, "keep", 0, "stars", "pool:0") if state.decisions[-1].kind == "place" else state
    take = next(a for a in RULES.legal_actions(state) if a.kind == "take")
    after = RULES.apply(state, take)
    assert said(state, after) == "it takes a card from the card row into <seat 0>'s hand"


def test_random_games_word_every_tentacle_and_resource_gained_and_never_a_hidden_card():
    def progress(seen, seat):
        if seen.decisions and seen.decisions[-1].kind == "pay":
            return None  # a payment is weighed as it is made up, and spent on its Confirm
        return seen.tentacles[seat], sum(seen.pool[seat].values()), sum(map(sum, seen.slots.values()))

    figures = check_random_games(
        "cosmoctopus",
        name=CAT.card_name,
        progress=progress,
        share=0.99,
        seeds=(1, 2),
        undoing=frozenset({"cancel"}),
    )
    assert figures["moves"] > 500 and figures["worded"] > 0.5, figures
