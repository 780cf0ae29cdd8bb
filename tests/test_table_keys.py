"""The table's keys on every game: Space or Enter does the obvious thing, Tab picks a piece that can move."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import registry
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.dialogs import ChooserDialog
from tabletop.scenes.table import TableScene
from tabletop.scenes.table_keys import primary_button
from tabletop.table import keys
from tabletop.table.keys import movable, obvious_action
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tests.sneaky_octopuses import builders as sneaky
from tests.test_table_ui import click, pump, spot

GAMES = registry.game_ids()
#: Positions with one thing left to do that random play from a seed does not reach: a board game rarely
#: leaves a single choice, so its own test builders make one.
ONE_THING_LEFT = {"sneaky_octopuses": sneaky.only_end_turn}


def press(app, code: int, mod: int = 0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)])


def table(game_id: str, seed: int, state=None):
    """Returns (app, scene, match) for a new game of `game_id` at the table, or for a built `state` of it."""
    rules = registry.load_rules(game_id)
    options = {} if state is None else dict(state.options)
    match = Match(rules, default_seats(rules.min_players), options, seed, state=state)
    app = headless_app(handoffs=False)
    scene = app.push(TableScene(app, match))
    pump(app)
    return app, scene, match


def play_until(app, scene, match, wanted, seed: int, limit: int = 400) -> bool:
    """Plays random moves until `wanted(scene)` holds; returns whether it did."""
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(scene):
            return True
        if not match.legal_actions():
            return False
        scene.play(rng.choice(match.legal_actions()))
        pump(app, frames=1)
    return False


def test_space_presses_only_a_single_obvious_choice():
    lone = Action("end_turn", 0)
    confirm, cancel, drag = Action("confirm", 0), Action("cancel", 0), Action("play", 0, "c", "z")
    assert obvious_action([lone]) == lone
    assert obvious_action([confirm, cancel, drag]) == confirm
    assert obvious_action([lone, drag]) is None  # ending a turn with moves left is never a key's guess
    assert obvious_action([drag]) is None
    assert obvious_action([Action("pass", 0), Action("end_turn", 0)]) is None


# A game without secrets (a board game) rarely leaves a single obvious thing to do: random play at the table
# then runs to the end of a whole game before the test skips, so that one is slow.
@pytest.mark.parametrize(
    "game_id",
    [g if registry.load_rules(g).has_secrets else pytest.param(g, marks=pytest.mark.slow) for g in GAMES],
)
@pytest.mark.parametrize("code", [pygame.K_SPACE, pygame.K_RETURN])
def test_space_or_enter_does_the_one_thing_left_to_do(game_id, code):
    built = ONE_THING_LEFT.get(game_id)
    app, scene, match = table(game_id, seed=11, state=built() if built else None)
    found = play_until(app, scene, match, lambda s: obvious_action(s.model.legal) is not None, seed=11)
    assert found, "no state with a single obvious choice"
    action = obvious_action(scene.model.legal)
    button = primary_button(scene.buttons, scene.model.legal)
    if button is not None:  # a button Space presses wears the primary look and says so
        assert button.object_ids[-1] == "#primary" and "Space" in button.tool_tip_text
    before = len(match.actions)
    press(app, code)
    assert len(match.actions) == before + 1 and match.actions[-1] == action


@pytest.mark.parametrize("game_id", GAMES)
def test_space_does_nothing_when_there_is_a_real_choice(game_id):
    app, scene, match = table(game_id, seed=4)
    assert obvious_action(scene.model.legal) is None and scene.drag.selected is None
    press(app, pygame.K_SPACE)
    assert match.actions == []


@pytest.mark.parametrize("game_id", GAMES)
def test_tab_cycles_the_pieces_that_can_move_and_a_click_then_puts_one_down(game_id):
    app, scene, match = table(game_id, seed=6)
    assert play_until(app, scene, match, lambda s: len(movable(s.model)) >= 2, seed=6)
    pieces = [item.piece for item in movable(scene.model)]
    press(app, pygame.K_TAB)
    assert scene.drag.selected.piece == pieces[0] and scene.drag.active.piece == pieces[0]
    press(app, pygame.K_TAB)
    assert scene.drag.selected.piece == pieces[1]
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.drag.selected.piece == pieces[0]
    for _ in pieces[1:]:  # round the end back to the first
        press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)
    assert scene.drag.selected.piece == pieces[0]
    piece = pieces[0]
    target = sorted(targets_for(piece, scene.model.legal))[0]
    options = [a for a in scene.model.legal if a.piece == piece and a.target == target]
    before = len(match.actions)
    click(app, spot(scene.model.items, target, avoid=piece))
    if isinstance(app.stack.top, ChooserDialog):
        click(app, app.stack.top.option_buttons[0].rect.center)
    assert len(match.actions) == before + 1 and match.actions[-1] in options


@pytest.mark.parametrize("game_id", GAMES)
def test_enter_puts_a_picked_piece_with_one_place_there(game_id):
    app, scene, match = table(game_id, seed=9)

    def one_place(s) -> bool:
        return any(len(targets_for(i.piece, s.model.legal)) == 1 for i in movable(s.model))

    assert play_until(app, scene, match, one_place, seed=9)
    items = movable(scene.model)
    index = next(n for n, i in enumerate(items) if len(targets_for(i.piece, scene.model.legal)) == 1)
    for _ in range(index + 1):
        press(app, pygame.K_TAB)
    piece = scene.drag.selected.piece
    options = [a for a in scene.model.legal if a.piece == piece]
    before = len(match.actions)
    press(app, pygame.K_RETURN)
    if isinstance(app.stack.top, ChooserDialog):
        click(app, app.stack.top.option_buttons[0].rect.center)
    assert len(match.actions) == before + 1 and match.actions[-1] in options


def test_keys_with_ctrl_are_left_to_other_shortcuts():
    app, scene, match = table(GAMES[0], seed=6)
    press(app, pygame.K_TAB, pygame.KMOD_CTRL)
    assert scene.drag.selected is None


def test_a_tip_that_ends_a_sentence_gets_no_second_full_stop():
    assert keys.sentence("Red 3 is lost.") == "Red 3 is lost."
    assert keys.sentence("Red 3") == "Red 3." and keys.sentence("Done! ") == "Done!"
