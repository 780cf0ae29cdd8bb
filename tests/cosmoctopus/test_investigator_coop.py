"""Co-op and solo against the PI: a player reaching 8 tentacles returns them, discards everything and from
then on only moves Cosmoctopus, giving the tile's bonus to an active player; all win or all lose."""

from __future__ import annotations

from games.cosmoctopus.rules import pi_news
from games.cosmoctopus.rules.events import EFFECT, PiGained
from games.cosmoctopus.rules.investigator import DONATE
from games.cosmoctopus.rules.state import HEAD, tile_zone
from tabletop.rules.core import Action
from tabletop.rules.decisions import AUTOMATON, CONFIRM, END_TURN
from tabletop.rules.events import of_kind

from .builders import CAT, RULES, act, give, in_play, legal, main, pay_all, pool, row, top
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


def test_in_co_op_the_pi_gains_nothing_for_the_leftmost_row_card():
    """Ours: every player must reach 8 before the PI, so with 2 to 4 players its pace is slower: in step 1
    the row's first card (the leftmost, the longest in the row) gives it nothing."""
    state = pi_table(2)
    row(state, "blotted-notes", "sentient-inkpot", "drowned-effigy")  # scripture, relic, relic
    before = dict(state.pi_pool)
    state, _ = pi_steps(to_pi(state))
    assert {r: state.pi_pool[r] - before[r] for r in before} == {
        "ink": 0,
        "coins": 2,
        "whispers": 0,
        "stars": 0,
    }
    line = pi_news.describe(CAT, state, Action("pi_collect", AUTOMATON))
    assert line == "The PI gains a resource for each card in the row but the leftmost"


def test_solo_the_pi_still_gains_for_every_row_card():
    state = pi_table(1)
    row(state, "blotted-notes", "sentient-inkpot", "drowned-effigy")
    before = dict(state.pi_pool)
    state, _ = pi_steps(to_pi(state))
    assert {r: state.pi_pool[r] - before[r] for r in before} == {
        "ink": 1,
        "coins": 2,
        "whispers": 0,
        "stars": 0,
    }
    assert (
        pi_news.describe(CAT, state, Action("pi_collect", AUTOMATON))
        == "The PI gains a resource for each card in the row"
    )


def test_in_co_op_a_behaviour_cards_row_gain_still_counts_every_row_card():
    state = to_pi(
        pi_table(3, card="pi-charting-the-omens")
    )  # H: the row refreshed, then a gain for each card
    state.pi_pool["stars"] = 13
    gained = []
    while RULES.to_act(state) == AUTOMATON:
        state = RULES.apply(state, RULES.actor_action(state))
        gained += [e.count for e in of_kind(state.events, PiGained) if e.source == EFFECT]
    assert sum(gained) == 3  # the co-op pace slows step 1 only
