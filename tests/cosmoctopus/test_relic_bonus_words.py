"""A relic's bonus is announced with the gain it comes from (issue 33 item 17): in the same log line as
that gain, and, when a slot could take it, in the question that asks where it goes."""

from __future__ import annotations

from games.cosmoctopus.rules.state import PLACE
from games.cosmoctopus.rules.words import prompt
from tabletop.rules.core import Action
from tabletop.rules.gamelog import entry

from .builders import CAT, RULES, act, in_play, table, top

KEEP = Action("keep", 0, "coins", "pool:0")


def test_the_bonus_is_said_in_the_line_of_the_gain_it_comes_from():
    state = table()  # the head on the centre: Coin Reef (+3 coins) is one step up
    in_play(state, 0, "gilded-barnacle", "octopus-abacus")  # +3 coins on coins; +1 ink on coins
    moved = act(state, "move", 0, "head", "tile:1")
    line = entry(RULES, moved, Action("confirm", 0)).public
    assert (
        "<seat 0> gained 3 coins from Coin Reef and 3 more coins from Gilded Barnacle "
        "and 1 more ink from Octopus Abacus." in line
    )


def test_a_bonus_a_slot_could_take_is_asked_about_as_the_relic_s_bonus():
    state = table()
    in_play(state, 0, "gilded-barnacle", "the-pearl-diver")  # its slot A takes coins
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")
    assert top(state) == PLACE
    assert "put the 3 coins from Coin Reef on a slot" in prompt(CAT, state, 0, 0)
    after = RULES.apply(state, KEEP)
    assert "gained 3 coins from Coin Reef." in entry(RULES, state, KEEP).public
    assert top(after) == PLACE  # the relic's bonus: asked about next, named as such
    asked = prompt(CAT, after, 0, 0)
    assert "put the 3 more coins from Gilded Barnacle (relic bonus) on a slot" in asked
    assert "gained 3 coins from Gilded Barnacle." in entry(RULES, after, KEEP).public
