"""Black cards: revealed on the discard pile, the declared opponent, the block window (block_ask=all|able,
the attacker never learning who could block), blocked and unblocked, each effect, a broken group."""

from __future__ import annotations

import copy

import pytest

from tabletop.rules.core import Action, IllegalAction

from .builders import CAT, RULES, act, card, inventory, island, kinds, legal, stack, table, to_discard

RED, ORANGE, YELLOW, GREEN = card("red"), card("orange"), card("yellow"), card("green")


def refused(state, action: Action) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert state == before
    return str(error.value)


def window(state) -> list[tuple[int, str]]:
    """Returns the prompts above the turn's: (seat, kind), the one to answer now first."""
    return [(p.seat, p.kind) for p in reversed(state.decisions[1:])]


def test_a_black_card_is_revealed_on_the_discard_pile():
    state = table(2, hands=[(card("cannon"), RED), (card("pink"),)])
    island(state, 1, card("blue", 1), card("blue", 2), card("blue", 3))
    assert {a.target for a in legal(state) if a.kind == "play"} == {"discard"}  # 2 players: no one to name
    state = act(state, "play", 0, card("cannon"), "discard")
    assert state.discard == [card("cannon")] and card("cannon") not in state.hands[0]
    assert window(state) == [(1, "block")]


def test_with_three_players_an_attack_on_one_opponent_names_them():
    hands = [(card("cannon"), card("squid"), card("captain"), card("map")), (), ()]
    state = table(3, hands=hands)
    plays = {(a.piece, a.target) for a in legal(state) if a.kind == "play"}
    assert plays == {
        (card("cannon"), "island:1"),
        (card("cannon"), "island:2"),
        (card("squid"), "hand:1"),
        (card("squid"), "hand:2"),
        (card("captain"), "discard"),
        (card("map"), "discard"),
    }
    said = refused(state, Action("play", 0, card("cannon"), "discard"))
    assert said == "Cannon attacks one opponent: drop it on the island of the one you attack."
    said = refused(state, Action("play", 0, card("squid"), "island:1"))
    assert said == "Sneaky Squid attacks one opponent: drop it on the hand of the one you attack."
    assert (
        refused(state, Action("play", 0, card("map"), "island:1")) == "Play Treasure Map on the discard pile."
    )
    after = act(state, "play", 0, card("cannon"), "island:2")
    assert window(after) == [(2, "block")]  # only the one attacked is asked
    everyone = act(state, "play", 0, card("map"), "discard")
    assert window(everyone) == [(1, "block"), (2, "block")]  # a card on oneself: any opponent may block


def test_every_targeted_opponent_is_asked_in_turn_even_one_who_cannot_block():
    state = table(3, hands=[(card("captain"),), (card("parrot"),), (card("parrot", 2), GREEN)])
    state = act(state, "play", 0, card("captain"), "discard")
    assert window(state) == [(1, "block"), (2, "block")] and RULES.to_act(state) == 1
    assert legal(state) == [Action("arrgh", 1)]  # nothing to block with: only Arrrgh!
    state = act(state, "arrgh", 1)
    assert RULES.to_act(state) == 2 and set(kinds(state)) == {"block", "arrgh"}


def test_the_attacker_cannot_tell_who_could_have_blocked():
    def seen_by_attacker(seat_one_hand):
        state = table(3, hands=[(card("captain"),), seat_one_hand, (card("pink"),)])
        state = act(state, "play", 0, card("captain"), "discard")
        state = act(state, "arrgh", 1)
        return RULES.view(state, 0), RULES.narrator.announce(
            state, act(state, "arrgh", 2), Action("arrgh", 2), 0
        )

    able, able_said = seen_by_attacker((GREEN,))
    unable, unable_said = seen_by_attacker((RED,))
    assert able.decisions == unable.decisions and able.hands == unable.hands
    assert able_said == unable_said == "<seat 2>: Arrrgh!"


def test_block_ask_able_asks_only_those_who_hold_the_loved_colour():
    hands = [(card("captain"),), (RED,), (GREEN, card("parrot"))]
    state = table(3, options={"block_ask": "able"}, hands=hands)
    state = act(state, "play", 0, card("captain"), "discard")
    assert window(state) == [(2, "block")]
    nobody = table(3, options={"block_ask": "able"}, hands=[(card("captain"),), (RED,), (card("parrot"),)])
    nobody = act(nobody, "play", 0, card("captain"), "discard")
    assert window(nobody) == [(2, "give")]  # no one could block: the Captain acts at once


def test_a_block_puts_both_cards_on_the_discard_pile_and_protects_everyone():
    state = table(3, hands=[(card("captain"),), (GREEN, card("parrot")), (card("cannon"),)])
    state = act(state, "play", 0, card("captain"), "discard")
    assert {a.piece for a in legal(state) if a.kind == "block"} == {GREEN}
    state = act(state, "block", 1, GREEN, "discard")
    assert state.discard == [card("captain"), GREEN] and state.blocks == 1
    assert window(state) == [] and RULES.to_act(state) == 0  # seat 2 is not asked any more
    assert state.hands[1] == [card("parrot")] and state.hands[2] == [card("cannon")] and state.hands[0] == []


def test_only_the_loved_colour_from_the_hand_blocks_never_a_wild_or_an_island_card():
    state = table(2, hands=[(card("parrot"),), (card("wild"), ORANGE, card("pink"))])
    island(state, 1, RED, card("red", 2), card("red", 3))
    state = act(state, "play", 0, card("parrot"), "discard")
    assert legal(state) == [Action("arrgh", 1)]
    assert refused(state, Action("block", 1, card("wild"), "discard")) == "A wild cannot block a black card."
    said = refused(state, Action("block", 1, RED, "discard"))
    assert said == "You can only block with a card from your hand, never one on your island."
    said = refused(state, Action("block", 1, ORANGE, "discard"))
    assert said == "Pickpocket Parrot loves Ruby Rings (Red 1): only a Red card blocks it."
    state.hands[1].append(card("red", 4))
    said = RULES.why_not_drop(state, 1, card("red", 4), "faceup")  # the right card, the wrong place
    assert said == "Drop Red 1 on the discard pile, on top of Pickpocket Parrot, to block it."
    state.hands[1].remove(card("red", 4))
    cannon = act(table(2, hands=[(card("cannon"),), (RED,)]), "play", 0, card("cannon"), "discard")
    said = refused(cannon, Action("block", 1, RED, "discard"))
    assert said == "Cannon loves Marmalade (Orange 2): only an Orange card blocks it."


def unblocked(state, card_id: str, target: str = "discard"):
    """Plays the card from seat 0 and has every asked opponent say Arrrgh!"""
    state = act(state, "play", 0, card_id, target)
    while state.decisions[-1].kind == "block":
        state = act(state, "arrgh", state.decisions[-1].seat)
    return state


def test_the_parrot_steals_an_island_card_and_the_broken_group_goes_back_at_once():
    state = table(2, hands=[(card("parrot"),), (card("pink"),)])
    island(state, 1, RED, card("red", 2), card("red", 3))
    island(state, 1, card("pirate"))
    state = unblocked(state, card("parrot"))
    assert state.decisions[-1].kind == "steal" and RULES.to_act(state) == 0
    assert {a.piece for a in legal(state)} == {RED, card("red", 2), card("red", 3), card("pirate")}
    after = act(state, "steal", 0, RED, "hand:0")
    assert after.hands[0] == [RED] and after.islands[1] == [[card("pirate")]]
    assert sorted(after.hands[1]) == sorted([card("pink"), card("red", 2), card("red", 3)])
    said = RULES.narrator.announce(state, after, Action("steal", 0, RED, "hand:0"), 2)
    assert "<seat 1>'s broken group went back to their hand: Red 1 and Red 1." in said


def test_the_cannon_destroys_an_island_card_and_a_cut_run_keeps_its_pieces():
    state = table(3, hands=[(card("cannon"),), (), ()])
    rainbow = [card(c) for c in ("red", "orange", "yellow", "green", "blue", "purple", "pink")]
    island(state, 2, *rainbow)
    state = unblocked(state, card("cannon"), "island:2")
    state = act(state, "destroy", 0, GREEN, "discard")
    assert state.discard == [card("cannon"), GREEN]
    assert state.islands[2] == [rainbow[:3], rainbow[4:]] and state.hands[2] == []  # ours: both still groups
    state = table(2, hands=[(card("cannon"),), ()])
    island(state, 1, RED, ORANGE, YELLOW, GREEN)
    state = act(unblocked(state, card("cannon")), "destroy", 0, ORANGE, "discard")
    assert state.islands[1] == [] and sorted(state.hands[1]) == sorted([RED, YELLOW, GREEN])


def test_a_stolen_or_destroyed_wild_forgets_its_colour():
    state = table(2, hands=[(card("parrot"),), ()])
    island(state, 1, RED, card("red", 2), card("red", 3), card("wild"), wilds={card("wild"): "red"})
    state = act(unblocked(state, card("parrot")), "steal", 0, card("wild"), "hand:0")
    assert (
        state.hands[0] == [card("wild")]
        and card("wild") not in state.wild_as
        and len(state.islands[1][0]) == 3
    )


def test_the_beachcomber_takes_any_card_of_the_discard_pile():
    state = table(2, hands=[(card("beachcomber"),), ()])
    to_discard(state, card("pirate"), RED)
    state = unblocked(state, card("beachcomber"))
    assert {a.piece for a in legal(state)} == {card("pirate"), RED}  # not the Beachcomber itself
    state = act(state, "take", 0, card("pirate"), "hand:0")
    assert state.hands[0] == [card("pirate")] and state.discard == [RED, card("beachcomber")]


def test_the_captain_has_every_opponent_give_a_black_card():
    hands = [(card("captain"),), (card("parrot"), card("map"), RED), (RED,), (card("cannon"),)]
    state = unblocked(table(4, hands=hands), card("captain"))
    assert window(state) == [(1, "give"), (3, "give")]  # seat 2 has no black card to give
    assert {a.piece for a in legal(state)} == {card("parrot"), card("map")}
    state = act(state, "give", 1, card("map"), "hand:0")
    state = act(state, "give", 3, card("cannon"), "hand:0")
    assert sorted(state.hands[0]) == sorted([card("map"), card("cannon")]) and RULES.to_act(state) == 0


def test_the_squid_takes_two_cards_at_random_from_the_declared_opponents_hand():
    hands = [(card("squid"),), (RED, ORANGE), (YELLOW, GREEN, card("blue"))]
    state = unblocked(table(3, hands=hands), card("squid"), "hand:2")
    assert len(state.hands[0]) == 2 and set(state.hands[0]) <= {YELLOW, GREEN, card("blue")}
    assert len(state.hands[2]) == 1 and state.hands[1] == [RED, ORANGE]
    after_view = RULES.view(state, 1)
    assert after_view.hands[0] == [None, None]


def test_the_treasure_map_draws_three():
    state = table(2, hands=[(card("map"),), ()])
    stack(state, RED, ORANGE, YELLOW)
    state = unblocked(state, card("map"))
    assert state.hands[0] == [RED, ORANGE, YELLOW] and RULES.to_act(state) == 0


def test_the_spyglass_names_a_card_and_the_first_opponent_holding_one_gives_it():
    hands = [(card("spyglass"),), (RED,), (card("pirate"), card("pirate", 2))]
    state = unblocked(table(3, hands=hands), card("spyglass"))
    assert len([a for a in legal(state) if a.kind == "name"]) == len(CAT.sorts)
    state = act(state, "name", 0, None, "name:pirate", "pirate")
    assert state.hands[0] == [card("pirate")] and state.hands[2] == [card("pirate", 2)]
    none = act(unblocked(table(3, hands=hands), card("spyglass")), "name", 0, None, "name:wild", "wild")
    assert none.hands[0] == [] and RULES.to_act(none) == 0


def test_the_compass_cannot_be_blocked_and_reorders_the_top_four_in_secret():
    state = table(3, hands=[(card("compass"),), (card("pink"),), ()])
    top = [RED, ORANGE, YELLOW, GREEN]
    stack(state, *top)
    state = act(state, "play", 0, card("compass"), "discard")
    assert window(state) == [(0, "reorder")] and sorted(state.peek) == sorted(top)
    assert RULES.view(state, 1).peek == [None] * 4 and RULES.view(state, 0).peek == state.peek
    for piece in (GREEN, RED, YELLOW, ORANGE):  # the last put back is the new top
        state = act(state, "put", 0, piece, "pile")
    assert RULES.narrator.prompt(state, 0) == "Fortune Compass: the cards are back on the pile; press Done."
    state = act(state, "confirm", 0)
    assert state.pile[-4:] == [GREEN, RED, YELLOW, ORANGE] and inventory(state) == inventory(table(3))


def test_an_attack_on_an_empty_island_does_nothing():
    state = unblocked(table(2, hands=[(card("cannon"), RED), ()]), card("cannon"))
    assert window(state) == [] and state.discard == [card("cannon")] and RULES.to_act(state) == 0


def test_the_handoff_caption_of_a_block_is_public_words_the_same_whether_or_not_one_can_block():
    captions = []
    for hand in ((card("red", 5), card("blue")), (card("blue"), card("green"))):
        state = table(2, hands=[(card("parrot"),), hand])
        state = act(state, "play", 0, card("parrot"), "discard")
        captions.append(RULES.narrator.handoff(RULES.view(state, None), 1))
    assert captions[0] == captions[1]
    assert captions[0].startswith("<seat 0> played Pickpocket Parrot, which loves ") and captions[0].endswith(
        "Arrrgh!"
    )
    assert RULES.narrator.handoff(RULES.view(table(2), None), 1) == "Next turn"  # a plain turn


def test_the_spyglass_asks_the_opponents_in_turn_order_from_the_attackers_left():
    hands = [(card("pirate"),), (card("spyglass"),), (card("pirate", 2),), (card("pirate", 3),)]
    state = table(4, options={"first": "2"}, hands=hands)  # seat 1 plays; seat 0 comes last from its left
    state = act(state, "play", 1, card("spyglass"), "discard")
    while state.decisions[-1].kind == "block":
        state = act(state, "arrgh", state.decisions[-1].seat)
    state = act(state, "name", 1, None, "name:pirate", "pirate")
    assert state.hands[1] == [card("pirate", 2)] and state.hands[0] == [card("pirate")]
    assert state.hands[3] == [card("pirate", 3)]


def test_a_colour_card_given_to_the_captain_is_refused_with_the_reason():
    """Issue 33 item 13: Red 1 dropped for a Captain's gift was answered "Not now."."""
    hands = [(card("captain"),), (card("parrot"), RED), ()]
    state = unblocked(table(3, hands=hands), card("captain"))
    assert window(state) == [(1, "give")]
    why = RULES.why_not_drop(state, 1, RED, "hand:0")
    assert why == "<seat 0>'s Captain takes only black cards: Red 1 is not one. Give one of your black cards."
    assert refused(state, Action("give", 1, RED, "hand:0")) == why
