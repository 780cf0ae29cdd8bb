"""The rule-by-rule audit of the Private Investigator (issue 21): the rulebook's sentences that no other
scenario pinned down exactly. Each test fails if its rule is broken (checked by breaking it in the code)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.cosmoctopus.rules.investigator import DONATE
from games.cosmoctopus.rules.state import HEAD, ORDER, PLACE, tile_zone
from tabletop.rules.decisions import CONFIRM

from .builders import CAT, RULES, act, in_play, legal, main, pay_all, play, pool, row
from .pi_builders import kinds_of, pi_steps, pi_table, to_pi
from .test_investigator_coop import reach_eight

SCHOOL, DIVER = "the-gilded-school", "the-pearl-diver"


def test_a_card_moving_cosmoctopus_onto_an_investigated_tile_feeds_the_pi_but_not_if_already_there():
    """ "If you move Cosmoctopus onto an investigated tile for any reason": a card's move to a named tile
    too; a card naming the tile it is already on moves nothing, so the PI gains nothing."""
    state = main(pi_table(card="pi-dusting-for-inkprints"))  # ink investigated: cells 0 and 3
    state.hands[0] = ["drift-to-the-inkwell"]  # moves Cosmoctopus to the Ink Trench (cell 0)
    pool(state, whispers=2)
    before = state.pi_pool["ink"]
    state = play(state, "drift-to-the-inkwell")
    assert state.head == 0 and state.pi_pool["ink"] == before + 1 and state.pool[0]["ink"] == 3
    state = main(state)
    state.hands[0] = ["drift-to-the-inkwell"]
    pool(state, whispers=2)
    state.discard.remove("drift-to-the-inkwell")
    state = play(state, "drift-to-the-inkwell")
    assert state.head == 0 and state.pi_pool["ink"] == before + 1 and state.pool[0]["ink"] == 3


def test_step_2_forbidden_knowledge_is_checked_before_step_3_a_tentacle():
    """The PI's steps in order: 13 coins (their Forbidden Knowledge still there) before 8 ink (gone)."""
    state = pi_table(card="pi-the-blotted-alibi")
    row(state, "ink-rain", "golden-tide-dream", "choir-of-the-drowned")  # step 1: 3 whispers
    state.pi_pool.update(ink=8, coins=13)
    state.knowledge[CAT.knowledge["ink"]] = 0
    state, steps = pi_steps(to_pi(state))
    done = kinds_of(steps)
    assert done.index("pi_knowledge") < done.index("pi_tentacle") and state.pi_tentacles == 3


def test_a_finished_players_move_onto_an_investigated_tile_feeds_the_pi():
    """A co-op player who reached 8 still moves Cosmoctopus: entering a watched tile feeds the PI."""
    state = reach_eight(pi_table(2, card="pi-dusting-for-inkprints"))
    state, _ = pi_steps(to_pi(state))
    before = state.pi_pool["ink"]
    state = act(act(state, "move", 0, HEAD, tile_zone(3)), CONFIRM)  # Scrivener's Nook: ink, watched
    assert state.decisions[-1].kind == DONATE and state.pi_pool["ink"] == before + 1


def test_the_player_given_a_bonus_chooses_the_order_of_the_constellations_it_completes():
    """A finished player donates 3 coins that complete two of seat 2's constellations: seat 2, whose
    constellations they are, chooses which resolves first (not the finished player whose turn it is)."""
    state = reach_eight(pi_table(3))
    state, _ = pi_steps(to_pi(state))
    state.contacted[2] = True
    pool(state, 2)
    in_play(state, 2, SCHOOL, DIVER)  # both wait for their last coins slot
    state.slots[SCHOOL], state.slots[DIVER] = [True, True, True, False], [True, True, True, False]
    state = act(act(state, "move", 0, HEAD, tile_zone(1)), CONFIRM)  # Coin Reef: 3 coins
    state = act(state, "donate", 0, choice="2")
    state = act(state, "place", 2, "coins", f"slot:{SCHOOL}:3")
    assert state.decisions[-1].kind == PLACE
    state = act(state, "place", 2, "coins", f"slot:{DIVER}:3")
    assert state.decisions[-1].kind == ORDER and RULES.to_act(state) == 2
    assert {a.seat for a in legal(state)} == {2}
    state = act(state, "resolve", 2, choice=SCHOOL)  # a tentacle; then the diver's: a tentacle, 2 of a kind
    assert state.tentacles[2] == 2 and state.pool[2]["coins"] == 1 and RULES.to_act(state) == 2


def test_a_player_reaching_8_gives_back_every_resource_they_held():
    """Co-op: the player who reaches 8 "discard[s] all of their cards and resources"."""
    state = main(pi_table(2))
    state.tentacles[0], state.contacted[0] = 6, True
    pool(state, 0, ink=13, coins=5, stars=2)
    state = pay_all(act(state, "forbidden", 0, CAT.knowledge["ink"], "pool:0"))
    assert state.finished[0] and not any(state.pool[0].values())


def test_a_move_a_card_grants_feeds_the_pi_when_it_ends_on_an_investigated_tile():
    """ "For any reason": Ride the Cosmic Current's move ending on a watched tile feeds the PI."""
    state = main(pi_table(card="pi-dusting-for-inkprints"))  # ink investigated: cells 0 and 3
    state.hands[0] = ["ride-the-cosmic-current"]
    pool(state, whispers=1)
    before = state.pi_pool["ink"]
    state = play(state, "ride-the-cosmic-current")
    state = act(act(state, "move", 0, HEAD, tile_zone(3)), CONFIRM)
    assert state.pi_pool["ink"] == before + 1


def test_the_pi_takes_forbidden_knowledge_then_a_tentacle_from_what_is_left_in_one_turn():
    """Steps 2 and 3 rechecked: 21 coins buy the coins Forbidden Knowledge (13), which is then gone, so the
    8 left buy a tentacle at once."""
    state = pi_table(card="pi-the-blotted-alibi")
    row(state, "ink-rain", "golden-tide-dream", "choir-of-the-drowned")  # step 1: 3 whispers
    state.pi_pool["coins"] = 21
    state, steps = pi_steps(to_pi(state))
    assert kinds_of(steps).count("pi_knowledge") == 1 and kinds_of(steps).count("pi_tentacle") == 1
    assert state.pi_tentacles == 3 and state.pi_pool["coins"] == 0


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_against_the_pi_finish_keep_every_component_and_ask_each_seat_its_own(players):
    """Random co-op and solo games finish with no component lost or made; whoever is asked to order
    completed constellations owns them; a player who reached 8 holds nothing from then on."""
    rng = random.Random(players)
    state = RULES.setup(players, {"mode": "pi", "length": "express", "difficulty": "naive"}, players)
    state.tentacles = [7] * players  # random players rarely reach 8 before the PI: start them close
    components = Counter(RULES.all_component_ids(state))
    for _ in range(20_000):
        legal = RULES.legal_actions(state)
        if not legal:
            break
        state = RULES.apply_legal(state, rng.choice(legal))
        assert Counter(RULES.all_component_ids(state)) == components
        if state.decisions and state.decisions[-1].kind == ORDER:
            seat = state.decisions[-1].seat
            assert all(card in state.played[seat] for card in state.completing)
        for seat in range(players):
            assert all(n >= 0 for n in state.pool[seat].values())
            if state.finished[seat]:
                assert not state.hands[seat] and not state.played[seat] and not any(state.pool[seat].values())
    assert RULES.outcome(state) is not None


def test_express_against_the_pi_starts_the_players_on_3_and_the_tracker_on_0():
    """Express: "each player starts with 3 tentacles"; the PI's set-up: its tentacle "on the '0' spot"."""
    state = RULES.setup(3, {"mode": "pi", "length": "express"}, 5)
    assert state.tentacles == [3, 3, 3] and state.pi_tentacles == 0
