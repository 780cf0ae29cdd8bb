"""The Private Investigator (rulebook "The Private Investigator"): set-up, difficulty, its turn last in the
round with steps 1-5 in order and the rechecks after G and H, the investigated tiles, the revelation."""

from __future__ import annotations

import pytest

from games.cosmoctopus.rules import investigator
from games.cosmoctopus.rules.state import HEAD, tile_zone
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.decisions import AUTOMATON, CONFIRM, END_TURN

from .builders import CAT, RULES, act, main, pool, row
from .pi_builders import CELLS, kinds_of, pi_steps, pi_table, to_pi

INK_FK, COINS_FK = CAT.knowledge["ink"], CAT.knowledge["coins"]
#: In co-op the PI starts with this many more of its first behaviour card's resource (ours: RULES.md).
LEADS = {"naive": 4, "tenacious": 0, "relentless": 0, "obsessive": 0}


def test_one_player_only_against_the_pi_and_up_to_four():
    assert RULES.min_players_for({"mode": "pi"}) == 1 and RULES.min_players_for({}) == 2
    assert RULES.check_options(1, {"mode": "pi"})["difficulty"] == "naive"
    RULES.check_options(4, {"mode": "pi", "difficulty": "obsessive"})
    with pytest.raises(ValueError, match="takes 2 to 4 players"):
        RULES.check_options(1, {})


@pytest.mark.parametrize(
    ("difficulty", "start"), [("naive", 1), ("tenacious", 2), ("relentless", 3), ("obsessive", 5)]
)
def test_setup_the_deck_the_active_card_the_hidden_revelation_and_the_starting_resources(difficulty, start):
    state = RULES.setup(1, {"mode": "pi", "difficulty": difficulty}, 7)
    assert state.pi_pool == dict.fromkeys(CAT.resources, start) and state.pi_tentacles == 0
    state = RULES.setup(2, {"mode": "pi", "difficulty": difficulty}, 7)
    lead = dict.fromkeys(CAT.resources, 0)
    lead[investigator.behaviour(CAT, state.pi_card).resource] = LEADS[difficulty]
    assert state.pi_pool == {r: start + lead[r] for r in CAT.resources} and state.pi_tentacles == 0
    assert len(state.pi_deck) == 7 and state.pi_card and state.pi_card not in state.pi_deck
    assert state.pi_revelation and not state.pi_revealed and state.finished == [False, False]
    seen = RULES.view(state, 0)
    assert seen.pi_deck == [None] * 7 and seen.pi_revelation == "" and seen.pi_card == state.pi_card
    assert state.pi_revelation in RULES.hidden_ids(state, 0)
    assert RULES.setup(2, {}, 7).pi_card == ""  # the competitive game has no PI


@pytest.mark.parametrize("rule", ["row_extra", "tile_extra", "cheaper_tentacle"])
def test_the_players_may_choose_the_revelation_card_by_its_rule_and_it_still_lies_face_down(rule):
    chosen = {RULES.setup(1, {"mode": "pi", "revelation": rule}, seed).pi_revelation for seed in range(6)}
    assert [investigator.revelation(CAT, card).rule for card in chosen] == [rule]
    state = RULES.setup(1, {"mode": "pi", "revelation": rule}, 3)
    assert RULES.view(state, 0).pi_revelation == "" and not state.pi_revealed


def test_a_surprise_revelation_is_any_of_the_three_and_an_unknown_choice_is_refused():
    drawn = {RULES.setup(1, {"mode": "pi"}, seed).pi_revelation for seed in range(40)}
    assert drawn == {card.id for card in CAT.content.investigator.revelations}
    assert RULES.check_options(1, {"mode": "pi"})["revelation"] == "surprise"
    with pytest.raises(ValueError, match="revelation"):
        RULES.check_options(1, {"mode": "pi", "revelation": "glitter"})


def test_the_glasses_are_on_the_two_tiles_of_the_cards_resource():
    for card in CAT.content.investigator.behaviours:
        assert investigator.investigated(CAT, pi_table(card=card.id)) == CELLS[card.resource]


def test_the_pi_takes_its_turn_last_in_the_round_and_players_cannot_act_in_it():
    state = pi_table(2)
    state = act(main(state, 0), END_TURN)
    assert RULES.to_act(state) == 1  # seat 1 before the PI
    state = to_pi(state)
    assert RULES.to_act(state) == AUTOMATON and state.phase == "pi"
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.apply(state, Action(END_TURN, 0))
    state, steps = pi_steps(state)
    assert kinds_of(steps) == ["pi_collect", "pi_end"]
    assert RULES.to_act(state) == 0 and state.phase == "move"  # the first player's turn again


def test_step_1_a_resource_for_each_card_in_the_row():
    state = pi_table()
    row(state, "blotted-notes", "sentient-inkpot", "drowned-effigy")  # scripture, relic, relic
    state, _ = pi_steps(to_pi(state))
    assert state.pi_pool == {"ink": 2, "coins": 3, "whispers": 1, "stars": 1}


def pi_with(state, **counts):
    state.pi_pool = {r: counts.get(r, 0) for r in CAT.resources}
    row(state, *[c for c in CAT.deck if CAT.type_of(c) == "hallucination"][:3])  # step 1: +3 whispers
    return state


def test_step_2_thirteen_takes_forbidden_knowledge_out_of_the_game_then_h():
    state = pi_with(pi_table(card="pi-the-blotted-alibi"), ink=14)  # H: discard and refill the row
    old_row = list(state.row)
    state, steps = pi_steps(to_pi(state))
    assert kinds_of(steps) == ["pi_collect", "pi_knowledge", "pi_effect", "pi_reveal", "pi_end"]
    assert state.pi_tentacles == 2 and state.pi_pool["ink"] == 1 and state.knowledge[INK_FK] == AUTOMATON
    assert not set(old_row) & set(state.row) and set(old_row) <= set(state.discard)
    assert INK_FK not in {a.piece for a in RULES.legal_actions(main(state, 0))}  # no player can take it


def test_step_3_eight_gains_a_tentacle_only_once_that_forbidden_knowledge_is_gone():
    state = pi_with(pi_table(card="pi-the-blotted-alibi"), ink=9, coins=9)
    state.knowledge[COINS_FK] = 0  # a player took the coins tile
    pool(state, 0, ink=3)
    state, steps = pi_steps(to_pi(state))
    assert kinds_of(steps) == ["pi_collect", "pi_tentacle", "pi_effect", "pi_reveal", "pi_end"]
    assert state.pi_tentacles == 1 and state.pi_pool["coins"] == 1 and state.pi_pool["ink"] == 9
    assert state.pool[0]["ink"] == 2  # G: every active player returns 1 ink


def test_the_thresholds_are_checked_again_after_each_effect():
    # Dusting for Inkprints: G moves Cosmoctopus onto an investigated ink tile, feeding the PI: 15 - 8 + 1.
    state = pi_with(pi_table(card="pi-dusting-for-inkprints"), ink=15)
    state.knowledge[INK_FK] = 0
    state, steps = pi_steps(to_pi(state))
    assert kinds_of(steps) == ["pi_collect", "pi_tentacle", "pi_effect", "pi_tentacle", "pi_effect"] + [
        "pi_reveal",
        "pi_end",
    ]
    assert state.pi_tentacles == 2 and state.head in CELLS["ink"] and state.pi_pool["ink"] == 0


def test_step_4_a_new_card_moves_the_glasses_and_an_empty_deck_is_reshuffled():
    state = pi_with(pi_table(card="pi-the-blotted-alibi"), coins=8)
    state.knowledge[COINS_FK] = 0
    state.pi_used, state.pi_deck = state.pi_deck[:-1], state.pi_deck[-1:]
    new = state.pi_deck[0]
    state, _ = pi_steps(to_pi(state))
    assert state.pi_card == new
    assert investigator.investigated(CAT, state) == CELLS[investigator.behaviour(CAT, new).resource]
    state = pi_with(state, coins=8)
    state, _ = pi_steps(to_pi(state))
    assert len(state.pi_deck) == 7 and state.pi_used == []  # all 8 discards shuffled, 1 revealed


def test_step_5_eight_tentacles_win_for_the_pi_and_everyone_loses():
    state = pi_with(pi_table(2, card="pi-the-blotted-alibi"), ink=13)
    state.pi_tentacles = 6
    state, steps = pi_steps(to_pi(state))
    assert steps[-1].kind == "pi_end" and "pi_reveal" not in kinds_of(steps)
    outcome = RULES.outcome(state)
    assert outcome.together and outcome.winners == () and outcome.lost_to_game and state.pi_tentacles == 8


def test_the_pi_never_discards_and_takes_no_first_contact():
    state = pi_with(pi_table(card="pi-the-blotted-alibi"), ink=12, stars=20)
    state.knowledge[CAT.knowledge["stars"]] = 0
    state, _ = pi_steps(to_pi(state))
    assert state.pi_pool["stars"] == 4 and state.pi_tentacles == 2  # 20 - 8 - 8: no discarding down to 8
    assert len(state.contact) == 4 and state.pi_pool["ink"] == 12


def test_entering_an_investigated_tile_feeds_the_pi_but_passing_through_does_not():
    state = pi_table(card="pi-dusting-for-inkprints")  # ink: cells 0 and 3; the head on 4
    start = dict(state.pi_pool)
    moved = act(act(state, "move", 0, HEAD, tile_zone(3)), CONFIRM)
    assert moved.pi_pool["ink"] == start["ink"] + 1
    through = act(
        act(act(state, "move", 0, HEAD, tile_zone(3)), "move", 0, HEAD, tile_zone(6), "ink"), CONFIRM
    )
    assert through.pi_pool == start


def test_the_revelation_flips_at_the_fifth_tentacle_and_its_rule_applies_at_once():
    state = pi_with(pi_table(card="pi-the-blotted-alibi"), ink=7, coins=8)
    state.pi_revelation, state.pi_tentacles = "rev-the-net-tightens", 4
    state.knowledge[INK_FK] = state.knowledge[COINS_FK] = 0
    state, steps = pi_steps(to_pi(state))
    assert state.pi_revealed and RULES.view(state, 0).pi_revelation == "rev-the-net-tightens"
    assert kinds_of(steps).count("pi_tentacle") == 2 and state.pi_pool["ink"] == 0  # 7 ink is now a tentacle


def test_the_revelations_other_rules():
    state = pi_table(card="pi-dusting-for-inkprints")
    state.pi_revealed, state.pi_revelation = True, "rev-eyes-on-every-tile"
    before = state.pi_pool["ink"]
    assert act(act(state, "move", 0, HEAD, tile_zone(3)), CONFIRM).pi_pool["ink"] == before + 2
    state.pi_revelation = "rev-the-pattern-in-the-row"
    row(state, "blotted-notes", "inkblot-primer", "sentient-inkpot")
    state, _ = pi_steps(to_pi(state))
    assert state.pi_pool["ink"] == before + 4 and state.pi_pool["coins"] == 2  # 2 scriptures: 2 + 2 more
