"""Tentacles: First Contact, tentacle bonuses once per tentacle, the 8th ends the game at once."""

from __future__ import annotations

from games.cosmoctopus.rules.state import CONTACT, TURN
from tabletop.rules.core import Action

from .builders import CAT, RULES, act, in_play, kinds, main, pay_all, play, pool, table, top

TENTACLE = "witness-stellar-collapse"  # a tentacle; 5 stars + 3 generic


def test_the_first_tentacle_offers_a_first_contact_card_and_the_next_player_picks_from_those_left():
    state = main(table(hand=(TENTACLE,)))
    pool(state, stars=8)
    state = play(state, TENTACLE)
    assert top(state) == CONTACT and {a.piece for a in RULES.legal_actions(state) if a.kind == "take"} == set(
        CAT.contact
    )
    state = act(state, "take", 0, "ambassadors-inkdrop", "hand:0")
    assert "ambassadors-inkdrop" in state.hands[0] and "ambassadors-inkdrop" not in state.contact
    state.hands[1].append(TENTACLE)
    state.hands[0].remove(TENTACLE) if TENTACLE in state.hands[0] else state.discard.remove(TENTACLE)
    state = main(state, 1)
    pool(state, 1, stars=8)
    state = play(state, TENTACLE, 1)
    assert top(state) == CONTACT and "ambassadors-inkdrop" not in {
        a.piece for a in RULES.legal_actions(state)
    }


def test_only_the_first_tentacle_offers_first_contact():
    state = main(table(hand=(TENTACLE,)))
    state.tentacles[0], state.contacted[0] = 1, True
    pool(state, stars=8)
    assert top(play(state, TENTACLE)) == TURN


def test_first_contact_cards_cost_nothing_but_are_the_turns_play():
    state = main(table(hand=("first-whisper-from-the-void",)))
    pool(state)
    state = play(state, "first-whisper-from-the-void")
    assert state.pool[0] == dict.fromkeys(CAT.resources, 2) and "first-whisper-from-the-void" in state.boxed
    assert state.plays == 1  # its lightning gives the play back


def test_express_first_gained_tentacle_still_offers_first_contact():
    state = main(table(options={"length": "express"}, hand=(TENTACLE,)))
    pool(state, stars=8)
    state = play(state, TENTACLE)
    assert state.tentacles[0] == 4 and top(state) == CONTACT


def test_tentacle_bonuses_trigger_once_per_tentacle_forbidden_knowledge_included():
    state = main(table())
    state.contacted[0] = True
    in_play(state, 0, "ancient-astrolabe")
    pool(state, ink=13)
    state = pay_all(act(state, "forbidden", 0, "fk-ink", "pool:0"))
    assert state.tentacles[0] == 2 and state.pool[0]["stars"] == 6


def test_the_8th_tentacle_ends_the_game_at_once():
    state = main(table(hand=(TENTACLE,)))
    state.tentacles[0], state.contacted[0] = 7, True
    in_play(state, 0, "ancient-astrolabe")
    pool(state, stars=8)
    state = play(state, TENTACLE)
    outcome = RULES.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (8, 0) and RULES.legal_actions(state) == []
    assert state.pool[0]["stars"] == 0  # nothing after the 8th: the bonus never came
    assert "The game is over" in RULES.why_not(state, Action("end_turn", 1))
    assert kinds(state) == set()
