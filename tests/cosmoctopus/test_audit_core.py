"""The rule-by-rule audit of the core game (issue 20): the rulebook's sentences that no other scenario pinned
down exactly. Each test fails if its rule is broken (checked by breaking the rule in the code)."""

from __future__ import annotations

from games.cosmoctopus.rules.state import DISCARD, FREE, ORDER, PAY, PLACE, TAKE, TURN
from tabletop.rules.core import Action
from tabletop.rules.decisions import END_TURN

from .bridging import bridged
from .builders import CAT, RULES, act, in_play, kinds, legal, main, play, pool, row, stack, table, top

CROWN, SPIRAL, THRONE = "the-eight-armed-crown", "nautilus-spiral", "the-coral-throne"


def test_a_discount_token_never_pays_for_forbidden_knowledge():
    """ "Generic discount tokens ... a one-off discount against a generic card cost": not against 13 ink."""
    state = main(table())
    state.tokens[0] = ["token-3"]
    pool(state, ink=12)
    assert "forbidden" not in kinds(state)
    pool(state, ink=13)
    state = act(state, "forbidden", 0, "fk-ink", "pool:0")
    assert top(state) == PAY and "token" not in kinds(state)
    why = RULES.why_not(state, Action("token", 0, "token-3", "pay"))
    assert why == "A discount token only works against a card's generic cost, not Forbidden Knowledge."


def test_forbidden_scriptures_stack_against_forbidden_knowledge_first_contact_included():
    """Card clarifications: each Forbidden Scripture discounts any Forbidden Knowledge by 1, stacked."""
    state = main(table())
    in_play(state, 0, "resonating-manuscript", "tales-of-the-inexplicable", "ambassadors-inkdrop")
    pool(state, stars=9)
    assert "forbidden" not in kinds(state)
    pool(state, stars=10)  # 13 - 3
    assert {a.piece for a in legal(state) if a.kind == "forbidden"} == {"fk-stars"}
    in_play(state, 0, "celestial-concordance")  # and stacked with a scripture's 2 off stars
    pool(state, stars=8)
    assert {a.piece for a in legal(state) if a.kind == "forbidden"} == {"fk-stars"}
    state = act(state, "forbidden", 0, "fk-stars", "pool:0")
    assert state.owed["stars"] == 8


def test_the_hand_limit_is_8_cards_exactly():
    """Discard down to 8: 9 cards in hand must be discarded down, 8 may be kept."""
    hand = tuple(c for c in CAT.deck if CAT.type_of(c) == "relic")[:9]
    state = main(table(hand=hand))
    assert top(act(state, END_TURN)) == DISCARD
    state.hands[0].pop()
    assert RULES.to_act(act(state, END_TURN)) == 1


def test_a_free_play_from_a_completed_constellation_is_not_the_turns_card_play():
    """The Eight-Armed Crown, completed in the move step, plays a constellation from the hand for free;
    the turn's one card play is still there afterwards."""
    state = table(hand=(SPIRAL, "inkblot-primer"))
    state.contacted[0] = True
    in_play(state, 0, CROWN)  # stars -> coins -> (coins, ink): only the ink slot is left
    state.slots[CROWN] = [True, True, True, False]
    state = act(act(state, "move", 0, "head", "tile:3"), "confirm")  # Scrivener's Nook: 1 ink, a row card
    assert top(state) == PLACE
    state = act(state, "place", 0, "ink", f"slot:{CROWN}:3")
    assert top(state) == FREE and state.tentacles[0] == 1
    state = act(state, "play", 0, SPIRAL, "play:0")
    assert top(state) == TAKE
    state = act(state, "take", 0, state.row[0], "hand:0")
    assert top(state) == TURN and SPIRAL in state.slots and state.plays == 1
    pool(state, ink=2)
    assert "inkblot-primer" in {a.piece for a in legal(state) if a.kind == "play"}


def test_each_completed_constellation_resolves_in_full_before_the_next_begins():
    """Questions & Reminders: choose the order, but all effects of each card resolve before the next."""
    state = main(table(hand=("spaceborne-geode",)))
    state.contacted[0] = True
    in_play(state, 0, THRONE, SPIRAL)  # both wait for their last stars slot; the throne takes a row card
    state.slots[THRONE], state.slots[SPIRAL] = [True, True, True, False], [True, True, True, False]
    pool(state, stars=3, coins=2)
    state = play(state, "spaceborne-geode")  # fills both from the bank at once
    assert top(state) == ORDER
    state = act(state, "resolve", 0, choice=THRONE)
    assert top(state) == TAKE and state.tentacles[0] == 1 and SPIRAL in state.slots  # the spiral waits
    state = act(state, "take", 0, state.row[0], "hand:0")
    assert state.tentacles[0] == 2 and not state.slots


def test_autofill_relics_combine_and_fill_each_slot_as_it_opens():
    """Card clarifications: the autofill relics can be combined; slots fill from the bank as they open."""
    octopus = "the-star-nosed-octopus"  # ink -> stars -> (stars, whispers)
    state = main(table(hand=(octopus,)))
    in_play(state, 0, "sentient-inkpot", "spaceborne-geode")
    pool(state, stars=5)
    state = play(state, octopus)
    assert state.slots[octopus] == [True, True, True, False] and state.pool[0]["stars"] == 0


def test_a_free_play_takes_a_card_of_its_type_from_any_place_in_the_row():
    """Card clarifications: the icon shows the middle card, but any card of the type may be played."""
    state = main(table(hand=("trapped-in-a-timeless-existence",)))
    pool(state, whispers=3)
    row(state, "gilded-barnacle", "ink-rain", "sentient-inkpot")
    state = play(state, "trapped-in-a-timeless-existence")
    assert {a.piece for a in legal(state) if a.kind == "play"} == {"gilded-barnacle", "sentient-inkpot"}
    state = act(state, "play", 0, "sentient-inkpot", "play:0")
    assert "sentient-inkpot" in state.played[0] and state.row[0] == "gilded-barnacle"


def test_a_hand_card_given_for_a_discount_is_spent_only_when_the_payment_is_confirmed():
    """Discarding cards for a discount: cancelled, the card comes back to the hand."""
    state = main(table(hand=("blotted-notes", "inkblot-primer")))
    pool(state, ink=1, coins=1)
    state = act(state, "play", 0, "blotted-notes", "play:0")
    state = act(state, "discard", 0, "inkblot-primer", "pay")
    state = act(state, "cancel")
    assert (
        sorted(state.hands[0]) == ["blotted-notes", "inkblot-primer"]
        and "inkblot-primer" not in state.discard
    )


def test_forbidden_knowledge_takes_the_discounts_of_scriptures_of_its_own_resource_only():
    """Scriptures' resource discounts "can be used against Forbidden Knowledge" of the matching type."""
    state = main(table())
    in_play(state, 0, "grimoire-of-the-great-inky-one")  # 2 off ink
    pool(state, ink=11, coins=11)
    assert {a.piece for a in legal(state) if a.kind == "forbidden"} == {"fk-ink"}


def test_the_sorting_tile_takes_every_row_card_of_the_chosen_type_and_the_row_refills():
    """Special tile: "Take all cards of the same type from the card row"."""
    state = table()
    state.realm[8], state.boxed[state.boxed.index("sorting-eddy")] = "sorting-eddy", state.realm[8]
    state.head = state.move_start = 5
    row(state, "gilded-barnacle", "blotted-notes", "sentient-inkpot")
    state = act(act(state, "move", 0, "head", "tile:8"), "confirm")
    assert {a.choice for a in legal(state)} == {"scripture", "relic"}
    state = act(state, "take_type", 0, choice="relic")
    assert sorted(state.hands[0]) == ["gilded-barnacle", "sentient-inkpot"] and len(state.row) == 3


def test_the_oracle_tile_draws_the_top_card_and_gains_its_types_resource():
    """Special tile: "Draw and keep the top devotee deck card, then gain a resource matching the card
    type"."""
    state = table()
    state.realm[8], state.boxed[state.boxed.index("oracle-vent")] = "oracle-vent", state.realm[8]
    state.head = state.move_start = 5
    stack(state, "gilded-barnacle")  # a relic: a coin
    pool(state)
    state = act(act(state, "move", 0, "head", "tile:8"), "confirm")
    assert state.hands[0] == ["gilded-barnacle"] and state.pool[0] == {
        **dict.fromkeys(CAT.resources, 0),
        "coins": 1,
    }


def test_a_bridge_token_never_moves_in_a_move_a_card_grants():
    """The cosmic bridge: a token moves "during the Move Cosmoctopus step" of the turn, not in a move a
    card grants."""
    state = bridged(tokens=(0, 2), hand=("ride-the-cosmic-current", "gilded-barnacle"))
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")  # Coin Reef: 3 coins
    pool(state, whispers=1)
    state = play(state, "ride-the-cosmic-current")
    assert top(state) == "move" and "bridge_start" not in kinds(state)


def test_every_draft_pick_is_private_behind_a_hand_off():
    """Drafting starting hands with hand-offs on: each pick is a different person's, so the table is handed
    over before each (nobody sees another's packet), and the views hide the other packets."""
    from tabletop.rules.match import Match, default_seats
    from tabletop.table.seating import Seating

    match = Match(RULES, default_seats(3), {"hands": "draft", "first": "1"}, 4)
    seating = Seating(match, True)
    for seat in (0, 1, 2, 0):
        assert seating.handoff_to() == seat
        seating.reveal(seat)
        other = (seat + 1) % 3
        assert RULES.view(match.state, seat).packets[other] == [None] * len(match.state.packets[other])
        match.apply(next(a for a in match.legal_actions() if a.kind == "pick"))


def test_a_tentacle_hallucination_s_move_may_pay_tribute_and_gains_only_the_last_tiles_bonus():
    """Card clarifications: with Forbidden Knowledge, Behold the Yawning Darkness also moves Cosmoctopus,
    "paying Tribute if you wish ... and gaining the tile bonus as normal"."""
    state = main(table(hand=("behold-the-yawning-darkness",)))
    state.contacted[0], state.knowledge["fk-ink"] = True, 0
    pool(state, whispers=8, stars=1)
    state = play(state, "behold-the-yawning-darkness")
    assert top(state) == "move" and state.tentacles[0] == 1
    state = act(act(state, "move", 0, "head", "tile:1"), "move", 0, "head", "tile:0", "stars")
    state = act(state, "confirm")  # the Coin Reef passed through, the Ink Trench's 3 ink gained
    assert state.head == 0 and state.pool[0] == {**dict.fromkeys(CAT.resources, 0), "ink": 3}


def test_forbidden_knowledge_may_be_taken_after_the_turns_card_is_played():
    """Forbidden Knowledge is not the card play: "on your turn", before or after it."""
    state = main(table(hand=("inkblot-primer",)))
    pool(state, ink=15)
    state = play(state, "inkblot-primer")
    assert state.plays == 0 and {a.piece for a in legal(state) if a.kind == "forbidden"} == {"fk-ink"}


def test_the_maelstrom_tile_discards_the_row_then_a_card_is_taken_from_the_new_row():
    """Special tile: "Discard the card row, then take a card from the new row"."""
    state = table()
    state.realm[8], state.boxed[state.boxed.index("the-maelstrom")] = "the-maelstrom", state.realm[8]
    state.head = state.move_start = 5
    row(state, "gilded-barnacle", "blotted-notes", "sentient-inkpot")
    stack(state, "ink-rain", "nautilus-spiral", "inkblot-primer", "drowned-effigy")
    state = act(act(state, "move", 0, "head", "tile:8"), "confirm")
    assert {"gilded-barnacle", "blotted-notes", "sentient-inkpot"} <= set(state.discard)
    assert top(state) == TAKE and {a.piece for a in legal(state)} == {
        "ink-rain",
        "nautilus-spiral",
        "inkblot-primer",
    }
    state = act(state, "take", 0, "nautilus-spiral", "hand:0")
    assert state.hands[0] == ["nautilus-spiral"] and sorted(state.row) == [
        "drowned-effigy",
        "ink-rain",
        "inkblot-primer",
    ]
