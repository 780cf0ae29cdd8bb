"""Computer players against the PI play for the team: one shared figure for every seat, the PI's progress
counts against it, and a finished player gives the bonus where the team needs it most."""

from __future__ import annotations

import random

from games.cosmoctopus.rules import bot, pi_bot
from games.cosmoctopus.rules.investigator import DONATE
from games.cosmoctopus.rules.state import HEAD, tile_zone
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tabletop.rules.decisions import CONFIRM

from .builders import RULES, act, pool, top
from .pi_builders import pi_steps, pi_table, to_pi
from .test_investigator_coop import reach_eight


def test_every_seat_judges_by_the_same_team_figure_and_the_pi_gaining_lowers_it():
    state = pi_table(3)
    state.tentacles = [1, 4, 2]
    figures = {bot.evaluate(RULES, state, seat) for seat in range(3)}
    assert len(figures) == 1
    fed = state.clone()
    fed.pi_pool[max(fed.pi_pool, key=fed.pi_pool.get)] += 2  # its nearest tentacle nears (short of 8)
    assert bot.evaluate(RULES, fed, 0) < figures.pop()


def test_a_normal_player_who_reached_8_gives_the_bonus_to_the_player_furthest_behind():
    state = reach_eight(pi_table(3))
    state, _ = pi_steps(to_pi(state))
    state.tentacles[1], state.tentacles[2] = 6, 1
    pool(state, 1, ink=1, coins=1)
    pool(state, 2, ink=1, coins=1)
    state = act(act(state, "move", 0, HEAD, tile_zone(1)), CONFIRM)
    assert top(state) == DONATE
    decision = decide(RULES, state, make_bot("cosmoctopus", "normal"), random.Random(1), Budget())
    assert decision.action.kind == "donate" and decision.action.choice == "2"


def test_a_sampled_world_keeps_a_chosen_revelation_and_guesses_a_surprise():
    chosen = RULES.setup(1, {"mode": "pi", "revelation": "cheaper_tentacle"}, 5)
    worlds = [bot.sample(RULES, RULES.view(chosen, 0), 0, random.Random(n)) for n in range(8)]
    assert {world.pi_revelation for world in worlds} == {chosen.pi_revelation}
    surprise = RULES.setup(1, {"mode": "pi"}, 5)
    worlds = [bot.sample(RULES, RULES.view(surprise, 0), 0, random.Random(n)) for n in range(20)]
    assert len({world.pi_revelation for world in worlds}) == 3


def test_a_rich_player_at_6_tentacles_takes_forbidden_knowledge_for_the_8th_in_co_op():
    # Normal players never finished in co-op (0 of 139 simulated games; three players stuck at 7 each):
    # 7 tentacles and a rich engine weighed more than the 8th tentacle, which discards it all.
    from .builders import give, in_play, main

    state = main(pi_table(2), 0)
    state.tentacles[0], state.contacted[0] = 6, True
    in_play(state, 0, "sentient-inkpot", "clockwork-hummingbird", "octopus-abacus", "treatise-on-treasure")
    give(state, 0, "blotted-notes", "the-moon-eater")
    pool(state, 0, ink=13, coins=6, whispers=6, stars=6)
    assert any(a.kind == "forbidden" for a in RULES.legal_actions(state))
    decision = decide(RULES, state, make_bot("cosmoctopus", "normal"), random.Random(1), Budget(seconds=5))
    assert decision.action.kind == "forbidden"


def test_a_player_still_summoning_is_worth_less_than_a_finished_one_and_more_with_more_promise():
    assert pi_bot.short_of(8, 7, 14.0) < 8 and pi_bot.short_of(8, 7, 14.0) > pi_bot.short_of(8, 7, 9.0)
    assert pi_bot.short_of(8, 3, 3.0) == 3 and pi_bot.short_of(8, 8, 20.0) == 8
