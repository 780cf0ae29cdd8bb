"""Cosmoctopus' events: what each action made happen is recorded by its handlers (the head's moves and
their Tribute, gains, payments, plays, Submerge, constellations, tentacles, the PI's steps), masked in a
view, and the log is worded from them, never from comparing the states before and after."""

from __future__ import annotations

from collections import Counter

import msgspec

from games.cosmoctopus.rules import gains
from games.cosmoctopus.rules.events import (
    EFFECT,
    ROW,
    TILE,
    Completed,
    Drew,
    Filled,
    Gained,
    MoveBegan,
    MoveCancelled,
    Moved,
    MoveEnded,
    Paid,
    PiEffect,
    PiGained,
    PiPaid,
    Placed,
    Played,
    Submerged,
    Taxed,
    Tentacle,
    Took,
    TurnBegan,
)
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules.core import Action
from tabletop.rules.decisions import AUTOMATON
from tabletop.rules.events import of_kind
from tabletop.rules.gamelog import entry

from .builders import CAT, RULES, act, in_play, main, pool, row, stack, table
from .pi_builders import CELLS, pi_table, to_pi


def test_a_move_records_its_way_and_tribute_and_its_end_the_bonus_gained():
    state = table()
    pool(state, ink=1, coins=1)
    state = act(state, "move", 0, "head", "tile:0", "ink")  # two steps: through coin reef, 1 Tribute
    assert state.events == (Moved(0, 4, (1, 0), ("ink",)),)
    state = act(state, "move", 0, "head", "tile:3", "coins")
    state = act(state, "confirm")
    assert of_kind(state.events, MoveEnded) == [MoveEnded(0, 3, 3, ("ink", "coins"))]
    assert of_kind(state.events, Gained) == [Gained(0, "ink", 1, "scriveners-nook")]
    assert of_kind(state.events, Took) == []  # the card row's card is still to take (its own action)


def test_a_cancelled_move_records_the_refund():
    state = act(table(), "move", 0, "head", "tile:1")
    state = act(state, "move", 0, "head", "tile:2", "stars")
    assert act(state, "cancel").events == (MoveCancelled(0, 4, ("stars",)),)


def test_a_payment_records_what_went_in_then_the_play_and_its_lightning():
    state = main(table(hand=("ink-rain", "blotted-notes")))
    pool(state, whispers=2)
    state = act(state, "play", 0, "ink-rain", "play:0")
    for action in (("pay", "whispers"), ("pay", "whispers"), ("discard", "blotted-notes")):
        state = act(state, action[0], 0, action[1], "pay")
    state = act(state, "confirm")
    assert state.events[:2] == (
        Paid(0, "ink-rain", ("whispers", "whispers"), ("blotted-notes",)),
        Played(0, "ink-rain", False, 1),
    )
    assert Gained(0, "ink", 4, "ink-rain") in state.events
    line = entry(RULES, *_before_confirm()).public
    assert "paid for Ink Rain: 2 whispers, discarded Blotted Notes." in line
    assert "Lightning: <seat 0> may play one more card this turn." in line
    assert "gained 4 ink from Ink Rain" in line


def _before_confirm() -> tuple[CosmoState, Action]:
    state = main(table(hand=("ink-rain", "blotted-notes")))
    pool(state, whispers=2)
    state = act(state, "play", 0, "ink-rain", "play:0")
    for kind, piece in (("pay", "whispers"), ("pay", "whispers"), ("discard", "blotted-notes")):
        state = act(state, kind, 0, piece, "pay")
    return state, Action("confirm", 0)


def test_submerge_names_the_row_cards_it_discarded_and_numbers_each_move():
    state = main(table(hand=("blotted-notes",)))
    pool(state, ink=3)
    row(state, "sentient-inkpot", "gilded-barnacle", "ink-rain")  # a scripture, a relic, a hallucination
    state = act(state, "play", 0, "blotted-notes", "play:0")
    before = state
    state = act(state, "propose")
    state = act(state, "confirm")
    (sub,) = of_kind(state.events, Submerged)
    assert sub == Submerged(0, "blotted-notes", ("sentient-inkpot", "gilded-barnacle"))
    assert of_kind(state.events, MoveBegan) == [MoveBegan(0, "blotted-notes", 1, 2)]
    assert state.decisions[-1].data.number == 1 and state.decisions[-1].data.count == 2
    line = entry(RULES, act(before, "propose"), Action("confirm", 0)).public
    assert "discarded Sentient Inkpot and Gilded Barnacle from the card row" in line
    assert "each gives a move of Cosmoctopus: 2 moves in all" in line
    moved = act(state, "move", 0, "head", "tile:1")
    state = act(moved, "confirm")
    assert of_kind(state.events, MoveBegan) == [MoveBegan(0, "blotted-notes", 2, 2)]
    assert state.decisions[-1].data.number == 2
    assert "Blotted Notes: move 2 of 2 of Cosmoctopus." in entry(RULES, moved, Action("confirm", 0)).public


def test_a_slot_filled_and_a_constellation_completed_are_recorded():
    state = main(table())
    in_play(state, 0, "the-ink-cloud")
    state.slots["the-ink-cloud"] = [True, True, True, False]
    resource = CAT.card["the-ink-cloud"].slots[3].resource
    gains.gain(CAT, state, 0, resource, 1, source="ink-trench")  # a tile's gain asks where it goes
    state = act(state, "place", 0, resource, "slot:the-ink-cloud:3")
    assert Filled(0, "the-ink-cloud", 3, resource) in state.events
    assert Completed(0, "the-ink-cloud") in state.events and Tentacle(0, 1) in state.events


def test_a_drawn_card_is_masked_in_the_others_view_and_named_in_its_drawers():
    state = main(table(hand=("visions-in-the-fog",)))
    pool(state, whispers=2)
    stack(state, "ink-rain", "gilded-barnacle")
    state = act(state, "play", 0, "visions-in-the-fog", "play:0")
    state = act(act(act(state, "pay", 0, "whispers", "pay"), "pay", 0, "whispers", "pay"), "confirm")
    assert of_kind(state.events, Drew) == [Drew(0, ("ink-rain", "gilded-barnacle"))]
    assert of_kind(RULES.view(state, 0).events, Drew) == [Drew(0, ("ink-rain", "gilded-barnacle"))]
    assert of_kind(RULES.view(state, 1).events, Drew) == [Drew(0, (None, None))]
    assert of_kind(RULES.view(state, None).events, Drew) == [Drew(0, (None, None))]


def test_a_card_taken_from_the_row_stays_named_to_everyone():
    state = act(table(), "move", 0, "head", "tile:3")
    state = act(state, "confirm")  # scrivener's nook: 1 ink and a row card
    card, before = state.row[0], state
    state = act(state, "take", 0, card, "hand:0")
    line = entry(RULES, before, Action("take", 0, card, "hand:0")).public
    assert f"<seat 0> took {CAT.card_name(card)} from the card row." in line  # the log names it to all
    assert of_kind(RULES.view(state, 1).events, Took) == [Took(0, (None,))]  # a view names no card in a hand


def test_the_next_turn_is_an_event():
    state = act(act(table(), "move", 0, "head", "tile:3"), "confirm")
    state = act(state, "take", 0, state.row[0], "hand:0")
    assert act(state, "end_turn").events[-1] == TurnBegan(2, 1)


def test_the_pi_s_steps_record_what_it_gained_paid_and_did():
    state = to_pi(pi_table())
    row(state, "sentient-inkpot", "gilded-barnacle", "ink-rain")
    state = RULES.apply(state, RULES.actor_action(state))
    got = Counter(CAT.resource_of(c) for c in ("sentient-inkpot", "gilded-barnacle", "ink-rain"))
    assert state.events == tuple(PiGained(r, got[r], ROW) for r in CAT.resources if got[r])
    assert len(state.events) == 2  # two cards of one type: one event of 2
    state.pi_pool["ink"] = 13
    state = RULES.apply(state, RULES.actor_action(state))
    (paid,) = of_kind(state.events, PiPaid)
    assert (paid.resource, paid.count, paid.tentacles, paid.total) == ("ink", 13, 2, 2)
    # Dusting for Inkprints' H: every active player returns 2 ink
    state.pool[0]["ink"] = 1
    state = RULES.apply(state, RULES.actor_action(state))
    assert state.events == (PiEffect("pi-dusting-for-inkprints", "tax", "ink", 2), Taxed("ink", 2, (1,)))


def test_entering_an_investigated_tile_feeds_the_pi_an_event_and_a_seize_is_a_placement():
    state = pi_table()  # ink investigated: cells 0 and 3
    state = act(state, "move", 0, "head", "tile:3")
    state = act(state, "confirm")
    assert PiGained("ink", 1, TILE, 3) in state.events
    assert (
        "The PI gains 1 ink from the investigated Scrivener's Nook."
        in entry(RULES, act(pi_table(), "move", 0, "head", "tile:3"), Action("confirm", 0)).public
    )
    state = to_pi(pi_table(card="pi-a-bribed-informant"))  # G: Cosmoctopus moves onto the nearer tile
    state.pi_pool["coins"] = 8
    state.knowledge[CAT.knowledge["coins"]] = 0
    state = RULES.apply(state, RULES.actor_action(state))  # collect
    state = RULES.apply(state, RULES.actor_action(state))  # the tentacle
    state = RULES.apply(state, RULES.actor_action(state))  # G
    assert of_kind(state.events, Placed) == [Placed(AUTOMATON, state.head)] and state.head in CELLS["coins"]
    assert of_kind(state.events, PiGained) == [PiGained("coins", 1, TILE, state.head)]
    assert EFFECT  # the source of a gain from a card's effect (an effect's 'gain' step)


def test_the_log_is_worded_from_the_events_not_from_the_states():
    """With the same states but no events, the log would say nothing of what followed the action."""
    state = act(table(), "move", 0, "head", "tile:3")
    after = act(state, "confirm")
    said = RULES.narrator.announce(state, after, Action("confirm", 0), None)
    assert "ended the move on Scrivener's Nook" in said and "gained 1 ink from Scrivener's Nook" in said
    silent = after.clone()
    silent.events = ()
    assert RULES.narrator.announce(state, silent, Action("confirm", 0), None) == ""


def test_every_event_crosses_to_the_worker_exactly():
    state = to_pi(pi_table())
    state = RULES.apply(state, RULES.actor_action(state))
    back = msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=CosmoState)
    assert back == state and back.events == state.events and back.events
