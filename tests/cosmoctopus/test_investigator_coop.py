"""Co-op and solo against the PI: a player reaching 8 tentacles returns them, discards everything and from
then on only moves Cosmoctopus, giving the tile's bonus to an active player; all win or all lose."""

from __future__ import annotations

from games.cosmoctopus.rules.investigator import DONATE
from games.cosmoctopus.rules.state import HEAD, tile_zone
from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM, END_TURN

from .builders import CAT, RULES, act, give, in_play, legal, main, pay_all, pool, top
from .pi_builders import pi_steps, pi_table, to_pi


def reach_eight(state, seat: int = 0, resource: str = "ink"):
    """The seat, at 6 tentacles, buys a Forbidden Knowledge tile (2 tentacles) in its main step."""
    state = main(state, seat)
    state.tentacles[seat], state.contacted[seat] = 6, True
    pool(state, seat, **{resource: 13})
    return pay_all(act(state, "forbidden", seat, CAT.knowledge[resource], f"pool:{seat}"), seat)


def test_a_player_reaching_8_returns_the_tentacles_and_discards_everything():
    state = pi_table(2)
    give(state, 0, "blotted-notes")
    in_play(state, 0, "sentient-inkpot")
    state = reach_eight(state)
    assert state.finished == [True, False] and state.tentacles[0] == 0 and RULES.outcome(state) is None
    assert state.hands[0] == [] and state.played[0] == [] and not any(state.pool[0].values())
    assert {"blotted-notes", "sentient-inkpot"} <= set(state.discard)
    assert legal(state) == [Action(END_TURN, 0)]  # no more cards played, no Forbidden Knowledge


def test_a_finished_player_only_moves_and_donates_the_bonus_to_an_active_player():
    state = reach_eight(pi_table(3))
    state, _ = pi_steps(to_pi(state))  # seats 1 and 2 skipped to the round's end; the PI plays
    assert state.current == 0 and top(state) == "move"
    state = act(state, "move", 0, HEAD, tile_zone(1))  # Coin Reef: gain 3 coins
    state = act(state, CONFIRM)
    assert top(state) == DONATE and {a.choice for a in legal(state)} == {"1", "2"}
    coins = state.pool[2]["coins"]
    state = act(state, "donate", 0, choice="2")
    assert state.pool[2]["coins"] == coins + 3 and not any(state.pool[0].values())
    assert legal(state) == [Action(END_TURN, 0)]


def test_everyone_reaching_8_wins_together():
    state = reach_eight(pi_table(2))
    state = reach_eight(state, 1, "stars")
    outcome = RULES.outcome(state)
    assert outcome.together and outcome.winners == (0, 1) and outcome.scores == (8, 8)


def test_solo_the_8th_tentacle_wins_at_once():
    outcome = RULES.outcome(reach_eight(pi_table(1)))
    assert outcome.solo and outcome.winners == (0,) and not outcome.lost_to_game


def test_the_pi_taxes_only_active_players():
    state = reach_eight(pi_table(2, card="pi-the-blotted-alibi"))  # G: every active player returns 1 ink
    pool(state, 1, ink=3)
    state.pi_pool["coins"], state.knowledge[CAT.knowledge["coins"]] = 8, 1
    state, steps = pi_steps(to_pi(state))
    assert "pi_tentacle" in [a.kind for a in steps] and state.pool[1]["ink"] == 2
