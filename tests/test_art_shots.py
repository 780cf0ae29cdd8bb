"""The art pictures' tool (tabletop/tools/art_shots.py): the same seeded table each time, and grey in grey."""

from __future__ import annotations

import pygame

from tabletop import registry
from tabletop.tools.art_shots import grey, seated


def test_every_game_is_shown_at_the_same_table_of_up_to_three():
    for game_id in registry.game_ids():
        first, again = seated(game_id), seated(game_id)
        rules = registry.load_rules(game_id)
        assert len(first.seats) == max(rules.min_players, min(3, rules.max_players))
        assert first.legal_actions() == again.legal_actions()


def test_the_grey_picture_has_no_colour_left():
    surface = pygame.Surface((4, 1))
    for x, colour in enumerate([(220, 40, 40), (40, 200, 60), (30, 60, 230), (250, 250, 0)]):
        surface.set_at((x, 0), colour)
    for x in range(4):
        r, g, b, _ = grey(surface).get_at((x, 0))
        assert r == g == b
