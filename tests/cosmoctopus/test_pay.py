"""Playing a card: the total cost, discounts (scriptures, discarded cards, tokens) and their exact limits."""

from __future__ import annotations

from games.cosmoctopus.rules.paying import cost, suggestion
from games.cosmoctopus.rules.state import DISCARD, PAY, TURN
from tabletop.rules.core import Action

from .builders import CAT, RULES, act, in_play, kinds, legal, main, pay_all, play, pool, table, top

NOTES = "blotted-notes"  # 2 ink + 1 generic


def owed(state):
    return {k: v for k, v in state.owed.items() if v}


def test_the_cost_is_the_specific_plus_the_generic_cost():
    state = main(table(hand=(NOTES,)))
    pool(state, ink=2, coins=1)
    state = act(state, "play", 0, NOTES, "play:0")
    assert top(state) == PAY and owed(state) == {"ink": 2, "generic": 1} and NOTES not in state.hands[0]
    assert "confirm" not in kinds(state)
    state = act(state, "pay", 0, "ink", "pay")
    state = act(state, "pay", 0, "coins", "pay")
    assert owed(state) == {"ink": 1}
    assert "You still owe 1 ink" in RULES.why_not(state, Action("confirm", 0))
    state = (
        act(state, "confirm")
        if "confirm" in kinds(state)
        else act(act(state, "pay", 0, "ink", "pay"), "confirm")
    )
    assert NOTES in state.played[0] and state.pool[0] == dict.fromkeys(CAT.resources, 0)


def test_a_refusal_names_what_is_missing():
    state = main(table(hand=(NOTES,)))
    pool(state, ink=1)
    assert "play" not in kinds(state)
    why = RULES.why_not(state, Action("play", 0, NOTES, "play:0"))
    assert why == (
        "You need 1 more ink and 1 more of any resource to play Blotted Notes: "
        "it asks for 2 ink, you have 1; and 1 of any resource, you have 0 left over."
    )


def test_only_one_card_a_turn():
    state = main(table(hand=("squid-scrawled-psalter", "inkblot-primer")))
    pool(state, ink=8, coins=8)
    state = play(state, "squid-scrawled-psalter")
    assert top(state) == TURN and "play" not in kinds(state)
    assert "already played" in RULES.why_not(state, Action("play", 0, "inkblot-primer", "play:0"))


def test_discarded_cards_discount_their_types_resource_or_the_generic_cost():
    state = main(table(hand=(NOTES, "squid-scrawled-psalter", "gilded-barnacle", "ink-rain")))
    pool(state, ink=1)
    state = act(state, "play", 0, NOTES, "play:0")
    state = act(state, "discard", 0, "squid-scrawled-psalter", "pay")  # a scripture: 1 ink
    assert owed(state) == {"ink": 1, "generic": 1}
    state = act(state, "discard", 0, "gilded-barnacle", "pay")  # a relic: coins are not owed, so generic
    assert owed(state) == {"ink": 1}
    assert "ink-rain" not in {
        a.piece for a in legal(state)
    }  # a hallucination can only pay whispers or generic
    state = act(state, "cancel")
    assert sorted(state.hands[0]) == sorted([NOTES, "squid-scrawled-psalter", "gilded-barnacle", "ink-rain"])


def test_scripture_discounts_resource_costs_and_generic_ones_only_generic():
    state = main(table())
    in_play(state, 0, "squid-scrawled-psalter")  # 1 ink off
    assert cost(CAT, state, 0, NOTES) == {"ink": 1, "coins": 0, "whispers": 0, "stars": 0, "generic": 1}
    state.played[0] = ["cephalopod-codex", "hymnal-of-eight-arms"]  # 2 generic off: never off ink
    assert cost(CAT, state, 0, NOTES) == {"ink": 2, "coins": 0, "whispers": 0, "stars": 0, "generic": 0}


def test_a_discount_token_covers_generic_costs_once():
    state = main(table(hand=("celestial-concordance",)))  # 4 stars + 2 generic
    state.tokens[0] = ["token-3"]
    pool(state, stars=4)
    state = act(state, "play", 0, "celestial-concordance", "play:0")
    state = act(state, "token", 0, "token-3", "pay")
    assert owed(state) == {"stars": 4}
    state = pay_all(state)
    assert "token-3" in state.boxed and state.tokens[0] == []


def test_the_table_can_propose_the_cheapest_payment():
    state = main(table(hand=(NOTES, "ink-rain")))
    pool(state, ink=3, stars=2)
    state = act(state, "play", 0, NOTES, "play:0")
    pieces = [(a.kind, a.piece) for a in suggestion(CAT, state, 0)]
    assert pieces == [
        ("pay", "ink"),
        ("pay", "ink"),
        ("pay", "stars"),
        ("confirm", None),
    ]  # the most plentiful


def test_forbidden_knowledge_at_13_two_tentacles_and_the_tile_once_per_type():
    state = main(table())
    pool(state, coins=13)
    assert {a.piece for a in legal(state) if a.kind == "forbidden"} == {"fk-coins"}
    state = act(state, "forbidden", 0, "fk-coins", "pool:0")
    assert "token" not in kinds(state)
    state = act(pay_all(state), "pass")  # the first tentacle offers First Contact first
    assert state.tentacles[0] == 2 and state.knowledge == {"fk-coins": 0} and state.pool[0]["coins"] == 0
    state.pool[1]["coins"] = 13
    state = main(state, 1)
    assert "forbidden" not in kinds(state)
    assert "already belongs" in RULES.why_not(state, Action("forbidden", 1, "fk-coins", "pool:1"))


def test_forbidden_knowledge_takes_resource_discounts_matching_cards_and_forbidden_scriptures():
    state = main(table(hand=("inkblot-primer", "gilded-barnacle")))
    pool(state, ink=11)
    in_play(state, 0, "cephalopod-codex")  # a plain generic discount: no help
    assert "forbidden" not in kinds(state)
    why = RULES.why_not(state, Action("forbidden", 0, "fk-ink", "pool:0"))
    assert why == (  # the sum shown: 13 - (11 + 1) = 1
        "You need 1 more ink for The Abyssal Lexicon: "
        "it asks for 13 ink, you have 12 (11 ink + 1 scripture card)."
    )
    in_play(state, 0, "resonating-manuscript")  # a Forbidden Scripture: 1 off any Forbidden Knowledge
    assert "forbidden" in kinds(state)
    state = act(state, "forbidden", 0, "fk-ink", "pool:0")
    assert owed(state) == {"ink": 12}
    assert {a.piece for a in legal(state) if a.kind == "discard"} == {"inkblot-primer"}  # a scripture only


def test_discard_down_to_8_cards_and_8_of_each_resource():
    hand = tuple(c for c in CAT.deck if CAT.type_of(c) == "relic")[:10]
    state = main(table(hand=hand))
    pool(state, ink=10, coins=3)
    state = act(state, "end_turn")
    assert top(state) == DISCARD and RULES.to_act(state) == 0
    assert {a.piece for a in legal(state) if a.kind == "drop"} == {"ink"}
    for card in hand[:2]:
        state = act(state, "discard", 0, card, "discard")
    state = act(state, "drop", 0, "ink", "bank")
    assert state.pool[0]["ink"] == 9 and RULES.to_act(state) == 0
    state = act(state, "drop", 0, "ink", "bank")
    assert RULES.to_act(state) == 1 and len(state.hands[0]) == 8 and hand[0] in state.discard


def test_pay_as_proposed_pays_the_rest_the_cheapest_way_after_the_player_s_own_pieces():
    state = main(table(hand=(NOTES, "squid-scrawled-psalter")))
    pool(state, ink=3, coins=4)
    state = act(state, "play", 0, NOTES, "play:0")
    assert "propose" in kinds(state)
    state = act(state, "discard", 0, "squid-scrawled-psalter", "pay")  # the player's own choice first
    state = act(state, "propose")
    assert not owed(state) and "confirm" in kinds(state) and "propose" not in kinds(state)
    assert state.paid == {"ink": 1, "coins": 1, "whispers": 0, "stars": 0}  # 1 ink, then the most plentiful
    state = act(state, "confirm")
    assert NOTES in state.played[0] and state.pool[0]["ink"] == 2 and state.pool[0]["coins"] == 3


def test_pay_as_proposed_is_offered_only_when_the_proposal_pays_it_all():
    state = main(table(hand=(NOTES,)))
    pool(state, ink=3)
    state = act(state, "play", 0, NOTES, "play:0")
    state = act(state, "pay", 0, "ink", "pay")
    state = act(state, "pay", 0, "ink", "pay")
    assert "propose" in kinds(state)
    state = act(state, "pay", 0, "ink", "pay")
    assert "propose" not in kinds(state) and "confirm" in kinds(state)
