"""Card effects: Submerge, relics, hallucinations, free plays, the row and the deck."""

from __future__ import annotations

from games.cosmoctopus.rules.state import FREE, MAY_DRAW, MOVE, SAME, TAKE, TURN

from .builders import RULES, act, in_play, kinds, legal, main, play, pool, row, stack, table, top


def test_submerge_discards_the_rows_scriptures_and_relics_and_moves_once_for_each():
    state = main(table(hand=("blotted-notes",)))
    pool(state, ink=3)
    row(state, "inkblot-primer", "gilded-barnacle", "ink-rain")
    state = play(state, "blotted-notes")
    assert (
        "inkblot-primer" in state.discard and "gilded-barnacle" in state.discard and "ink-rain" in state.row
    )
    assert len(state.row) == 3 and top(state) == MOVE and "pass" not in kinds(state)
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")  # coin reef: 3 coins
    assert top(state) == MOVE and state.pool[0]["coins"] == 3  # the second move, from the coin reef
    state = act(act(state, "move", 0, "head", "tile:2"), "confirm")  # murmur grotto: 3 whispers
    assert top(state) == TURN and state.pool[0]["whispers"] == 3


def test_a_relic_bonus_adds_to_every_gain_of_its_resource():
    state = table()
    in_play(state, 0, "gilded-barnacle")  # +3 coins on any coin gain
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")
    assert state.pool[0]["coins"] == 2 + 3 + 3


def test_a_relic_with_the_draw_icon_may_draw_when_played():
    state = main(table(hand=("octopus-abacus",)))
    pool(state, coins=3)
    stack(state, "ink-rain")
    state = play(state, "octopus-abacus")
    assert top(state) == MAY_DRAW and kinds(state) == {"draw", "pass"}
    state = act(state, "draw")
    assert state.hands[0] == ["ink-rain"] and "octopus-abacus" in state.played[0]


def test_a_hallucination_resolves_is_discarded_and_lightning_allows_another_play():
    state = main(table(hand=("ink-rain", "inkblot-primer")))
    pool(state, whispers=3)
    state = play(state, "ink-rain")
    assert state.pool[0]["ink"] == 4 and "ink-rain" in state.discard and "ink-rain" not in state.played[0]
    assert state.plays == 1 and "play" in kinds(state)


def test_a_hallucination_without_lightning_ends_the_plays():
    state = main(table(hand=("eclipse-trance", "inkblot-primer")))
    pool(state, whispers=4, ink=3)
    state = play(state, "eclipse-trance")
    assert state.pool[0]["stars"] == 3 and state.plays == 0 and "play" not in kinds(state)


def test_a_tentacle_hallucination_moves_only_with_forbidden_knowledge():
    state = main(table(hand=("behold-the-yawning-darkness",)))
    state.contacted[0] = True
    pool(state, whispers=8)
    after = play(state, "behold-the-yawning-darkness")
    assert after.tentacles[0] == 1 and top(after) == TURN
    state.knowledge["fk-stars"] = 0
    after = play(state, "behold-the-yawning-darkness")
    assert after.tentacles[0] == 1 and top(after) == MOVE and "pass" in kinds(after)
    after = act(act(after, "move", 0, "head", "tile:1"), "confirm")
    assert after.pool[0]["coins"] == 3


def test_a_free_play_hallucination_plays_a_row_card_of_its_type_for_free():
    state = main(table(hand=("trapped-in-a-timeless-existence",)))
    pool(state, whispers=3)
    row(state, "ink-rain", "gilded-barnacle", "inkblot-primer")
    state = play(state, "trapped-in-a-timeless-existence")
    assert top(state) == FREE and {a.piece for a in legal(state) if a.kind == "play"} == {"gilded-barnacle"}
    state = act(state, "play", 0, "gilded-barnacle", "play:0")
    assert "gilded-barnacle" in state.played[0] and len(state.row) == 3 and state.pool[0]["coins"] == 0


def test_moving_to_a_named_tile_already_under_the_head_still_gives_its_bonus():
    state = main(table(hand=("summoned-to-the-star-pool",)))
    pool(state, whispers=2)
    state = play(state, "summoned-to-the-star-pool")
    assert state.head == 4 and state.pool[0]["stars"] == 3


def test_taking_from_the_row_refills_it_at_once():
    state = table()
    state = act(act(state, "move", 0, "head", "tile:3"), "confirm")  # 1 ink and a row card
    assert top(state) == TAKE
    card = state.row[0]
    state = act(state, "take", 0, card, "hand:0")
    assert card in state.hands[0] and len(state.row) == 3 and state.pool[0]["ink"] == 3


def test_gain_two_of_the_same_type_asks_which():
    state = table()
    state = act(act(state, "move", 0, "head", "tile:5"), "confirm")
    state = act(state, "take", 0, state.row[0], "hand:0")
    state = main(state)
    state.head = 7
    state = act(act(table_move(state), "move", 0, "head", "tile:8"), "confirm")
    assert top(state) == SAME
    state = act(state, "choose", 0, choice="whispers")
    assert state.pool[0]["whispers"] == 4


def table_move(state):
    """Starts a new move of seat 0 from where the head is (as if a card granted it)."""
    from games.cosmoctopus.rules import moving

    state = state.clone()
    moving.start(state, 0)
    return state


def test_the_deck_is_reshuffled_from_the_discard_pile_when_empty():
    state = main(table(hand=("visions-in-the-fog",)))
    pool(state, whispers=2)
    state.discard, state.deck = state.deck[2:], state.deck[:1]
    before = set(state.discard)
    state = play(state, "visions-in-the-fog")  # draws 2: one from the deck, then a reshuffle
    assert len(state.hands[0]) == 2 and state.hands[0][1] in before
    assert state.discard == ["visions-in-the-fog"] and len(state.deck) == len(before) - 1


def test_the_discard_pile_is_public():
    state = table()
    state.discard = ["ink-rain"]
    assert RULES.view(state, 1).discard == ["ink-rain"]
