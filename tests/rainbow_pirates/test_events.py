"""What follows a move is recorded by the handlers as typed events (cards drawn or taken into a hand, a
broken group sent back, the final placements, the end, the next turn): the narrator words them, naming
hidden cards only to the seats who saw them, and a view masks the cards it hides."""

from __future__ import annotations

from games.rainbow_pirates.rules.events import (
    Broken,
    Drew,
    FinalBegan,
    Rainbow,
    Took,
    TurnBegan,
    Unfinished,
    WentOut,
)
from tabletop.rules.core import Action
from tabletop.rules.events import of_kind
from tabletop.rules.gamelog import entry

from .builders import CAT, RULES, act, card, island, stack, table

RED, ORANGE, YELLOW, GREEN = card("red"), card("orange"), card("yellow"), card("green")


def unblocked(state, card_id: str, target: str = "discard"):
    """Plays the card from seat 0 and has every asked opponent say Arrrgh!"""
    state = act(state, "play", 0, card_id, target)
    while state.decisions[-1].kind == "block":
        state = act(state, "arrgh", state.decisions[-1].seat)
    return state


def test_a_draw_records_the_cards_drawn_and_the_next_turn_masked_for_the_others():
    state = table(2, hands=[(RED,)])
    stack(state, ORANGE, YELLOW)
    after = act(state, "draw", 0, None, "pile")
    assert after.events == (Drew(0, (ORANGE, YELLOW)), TurnBegan(2, 1))
    assert RULES.view(after, 0).events == after.events
    assert RULES.view(after, 1).events == (Drew(0, (None, None)), TurnBegan(2, 1))
    assert RULES.view(after, None).events == RULES.view(after, 1).events
    line = entry(RULES, state, Action("draw", 0, None, "pile"), after)
    assert line.public == "<seat 0> drew 2 cards. <seat 1>'s turn."
    assert line.private == {0: "<seat 0> drew Orange 2 and Yellow 3. <seat 1>'s turn."}


def test_a_card_taken_from_a_hand_is_named_to_the_taker_and_the_giver_only():
    hands = [(card("spyglass"),), (RED,), (card("pirate"), card("pirate", 2))]
    state = unblocked(table(3, hands=hands), card("spyglass"))
    name = Action("name", 0, None, "name:pirate", "pirate")
    after = RULES.apply(state, name)
    assert after.events == (Took(0, 2, (card("pirate"),)),)
    line = entry(RULES, state, name, after)
    pirate = CAT.card_name(card("pirate"))
    assert line.public == "<seat 0> named Rainbow Pirate. <seat 0> took 1 card from <seat 2>'s hand."
    assert (
        line.private[0]
        == line.private[2]
        == f"<seat 0> named Rainbow Pirate. <seat 0> took {pirate} from <seat 2>'s hand."
    )
    assert 1 not in line.private
    assert of_kind(RULES.view(after, 1).events, Took) == [Took(0, 2, (None,))]


def test_a_broken_group_is_recorded_with_the_cards_sent_back():
    state = table(2, hands=[(card("parrot"),), (card("pink"),)])
    island(state, 1, RED, card("red", 2), card("red", 3))
    state = unblocked(state, card("parrot"))
    after = act(state, "steal", 0, RED, "hand:0")
    assert after.events == (Broken(1, (card("red", 2), card("red", 3))),)


def test_a_rearrangement_ending_with_an_incomplete_group_records_its_cards():
    state = table(2, hands=[(card("pink"),), ()])
    island(state, 0, RED, ORANGE, YELLOW)
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, YELLOW, "hand:0")
    after = act(state, "confirm", 0)
    assert after.events == (Unfinished(0, (RED, ORANGE)),)
    said = RULES.narrator.announce(state, after, Action("confirm", 0), None)
    assert said == (
        "<seat 0> rearranged their island; an incomplete group went back to their hand: Red 1 and Orange 2."
    )


def test_the_last_draw_records_the_final_placements_and_going_out_records_the_winner():
    state = table(2, hands=[(RED,)])
    state.pile[:] = state.pile[-2:]
    after = act(state, "draw", 0, None, "pile")
    assert [type(e) for e in after.events] == [Drew, FinalBegan]
    rainbow = [card(c) for c in CAT.colours]
    state = table(2, hands=[(card("pirate"),)])
    island(state, 0, *rainbow)
    island(state, 0, *(card(c, 2) for c in CAT.colours))
    after = act(state, "place", 0, card("pirate"), "new:0")
    assert after.events == (WentOut(0),) and after.over


RAINBOW = [card(colour) for colour in CAT.colours]


def rainbows_told(state) -> list[Rainbow]:
    return list(of_kind(state.events, Rainbow))


def test_cancelling_a_rearrangement_that_broke_a_full_rainbow_celebrates_nothing():
    """The rainbow was there before the rearrangement: putting the island back as it was is no new one."""
    state = table(2, hands=[(card("red", 2),), ()])
    island(state, 0, *RAINBOW)
    state = act(state, "rearrange", 0, None, "island:0")
    broken = act(state, "move", 0, RAINBOW[-1], "hand:0")
    assert not rainbows_told(broken)
    after = act(broken, "cancel", 0)
    assert after.islands[0] == [RAINBOW]
    assert rainbows_told(after) == []
    assert RULES.narrator.celebrations(broken, after) == []
    mended = act(broken, "place", 0, RAINBOW[-1], "group:0:0")  # put back by hand: no new rainbow either
    assert rainbows_told(mended) == []


def test_a_full_rainbow_made_in_a_rearrangement_or_a_build_is_celebrated():
    state = table(2, hands=[(RAINBOW[-1], card("red", 2)), ()])
    island(state, 0, *RAINBOW[:-1])
    state = act(state, "rearrange", 0, None, "island:0")
    after = act(state, "place", 0, RAINBOW[-1], "group:0:0")
    assert rainbows_told(after) == [Rainbow(0, 1)]
    assert RULES.narrator.celebrations(state, after) == ["seat:0"]
    state = table(2, hands=[tuple(RAINBOW), ()])
    state = act(state, "place", 0, RAINBOW[0], "new:0")
    for piece in RAINBOW[1:]:
        state = act(state, "place", 0, piece, "new:0")
    after = act(state, "confirm", 0)
    assert rainbows_told(after) == [Rainbow(0, 1)]
