"""A variant may allow fewer seats (a solo mode): `Rules.min_players_for` is what check_options, the fuzzer,
the conformance settings and the menu read; a variant's `needs` pairs it with the options it matters with."""

from __future__ import annotations

import random

import pytest
from blockgame import BlockRules
from test_conformance import settings

from tabletop import registry
from tabletop.rules.core import Variant
from tabletop.tools.fuzz import random_setting


class SoloBlocks(BlockRules):
    """The block game with a solo mode and an option that only matters in it."""

    variants = (
        Variant("mode", "Mode", ("duel", "solo"), "duel"),
        Variant("level", "Level", ("easy", "hard"), "easy", needs=(("mode", "solo"),)),
    )

    def min_players_for(self, options: dict[str, str]) -> int:
        return 1 if options.get("mode") == "solo" else self.min_players


def test_the_base_minimum_is_the_class_one():
    assert BlockRules().min_players_for({}) == 2


def test_check_options_reads_the_minimum_of_the_options():
    rules = SoloBlocks()
    assert rules.check_options(1, {"mode": "solo"})["level"] == "easy"
    with pytest.raises(ValueError, match="takes 2 to 4 players, not 1"):
        rules.check_options(1, {"mode": "duel"})


def test_the_fuzzer_and_conformance_try_the_fewest_seats_and_the_needed_options():
    rules = SoloBlocks()
    counts = {random_setting(rules, random.Random(seed))[0] for seed in range(200)}
    assert counts == {1, 2, 3, 4}
    found = settings(rules)
    assert (1, {"mode": "solo", "level": "hard"}) in found and (4, {"mode": "solo", "level": "hard"}) in found
    assert (2, {"mode": "duel"}) in found


def test_every_games_variant_labels_match_its_choices():
    for game_id in registry.game_ids():
        for variant in registry.load_rules(game_id).variants:
            assert not variant.labels or len(variant.labels) == len(variant.choices), variant.key
