"""The setup screen offers 1 seat once the Private Investigator is chosen, and explains the options."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tabletop.scenes.setup import SetupScene  # noqa: E402
from tabletop.tools.shots import headless_app  # noqa: E402


def counts(scene: SetupScene) -> list[str]:
    return [value for _, value in scene.count_menu.options_list]


def test_one_seat_is_offered_and_choosing_it_sets_the_pi():
    app = headless_app()
    app.push(SetupScene(app, "cosmoctopus"))
    scene = app.stack.top
    assert counts(scene)[0] == "1" and scene.count == 2  # issue 33 item 14: offered from the start
    scene._on_menu(scene.count_menu, "1")
    assert scene.count == 1 and scene.choices["mode"] == "pi" and scene.problem == ""
    scene._on_menu(scene.count_menu, "2")
    assert scene.count == 2 and scene.choices["mode"] == "competitive"
    scene._on_menu(scene.variant_menus["mode"], "pi")
    scene.set_count(1)
    assert scene.count == 1 and scene.problem == ""
    scene._on_menu(scene.variant_menus["mode"], "competitive")
    assert scene.count == 2 and counts(scene)[0] == "1"


def test_the_pi_options_are_greyed_out_until_the_pi_is_the_opponent():
    app = headless_app()
    app.push(SetupScene(app, "cosmoctopus"))
    scene = app.stack.top
    pi_only = [scene.variant_menus[key] for key in ("difficulty", "revelation")]
    assert not any(menu.is_enabled for menu in pi_only) and scene.variant_menus["layout"].is_enabled
    scene._on_menu(scene.variant_menus["mode"], "pi")
    scene._refresh()
    assert all(menu.is_enabled for menu in pi_only)


def test_the_mode_and_difficulty_are_explained():
    variants = {v.key: v for v in SetupScene(headless_app(), "cosmoctopus").rules.variants}
    assert "solo" in variants["mode"].help and "Private Investigator" in variants["difficulty"].help
    assert variants["difficulty"].needs == (("mode", "pi"),)


def test_the_menus_read_private_investigator_and_the_levels_names():
    app = headless_app()
    app.push(SetupScene(app, "cosmoctopus"))
    menus = app.stack.top.variant_menus
    assert [label for label, _ in menus["mode"].options_list] == ["Competitive", "Private Investigator"]
    assert [label for label, _ in menus["difficulty"].options_list][0] == "Naïve"
    assert [label for label, _ in menus["hands"].options_list] == ["Random", "Starter", "Draft"]


def test_solo_has_no_hand_off_screens_and_co_op_keeps_them():
    from tabletop.rules.match import Match, default_seats
    from tabletop.table.seating import Seating

    from .builders import RULES

    solo = Match(RULES, default_seats(1), {"mode": "pi"}, 1)
    assert not Seating(solo, True).private and Seating(solo, True).viewer == 0
    assert Seating(Match(RULES, default_seats(2), {"mode": "pi"}, 1), True).private
