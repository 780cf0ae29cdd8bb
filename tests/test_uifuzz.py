"""The UI fuzz: a short run per game finds nothing, and each of its checks can fail.

The long runs are the command (`main.py --fuzz ID --ui-events N`); here a few hundred events.
"""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop import registry
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.dialogs import InGameMenu, QuitDialog
from tabletop.scenes.table import TableScene
from tabletop.tools.cli import main
from tabletop.tools.shots import headless_app
from tabletop.tools.uifuzz import Ledger, UiFuzz, run_ui_fuzz
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import Item


@pytest.mark.slow  # the longest fuzz: random input to a table
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_short_ui_fuzz_finds_nothing(game_id):
    result = run_ui_fuzz(game_id, 250, seed=7)
    assert result["events"] >= 250 and result["tables"] >= 1 and result["frames"] > 100
    assert (result["violations"], result["errors"]) == (0, 0), result


def fuzz_at_a_table(game_id: str) -> UiFuzz:
    fuzz = UiFuzz(game_id, 3)
    fuzz.new_table()
    fuzz.frame([], 1 / 60)
    return fuzz


def test_the_ledger_catches_an_illegal_action_and_a_silent_change():
    fuzz = fuzz_at_a_table(registry.game_ids()[0])
    match = fuzz.watch.table().match
    ledger = Ledger(match)
    legal = match.legal_actions()[0] if match.legal_actions() else None
    wrong = Action("fly", 0, "nowhere")
    match.steps.append(wrong, match.state)
    assert ledger.check()[0] == f"an illegal action was applied: {wrong}"
    match.take_back()
    match.state = match.rules.setup(len(match.seats) + 0, match.options, match.seed + 1)
    assert ledger.check()[0] == "the state changed without an action"
    match.state = match.replayed()
    if legal is not None:
        match.apply(legal)
        assert ledger.check() == ("", 1)


def test_a_piece_left_in_hand_under_a_dialog_is_caught():
    fuzz = fuzz_at_a_table(registry.game_ids()[0])
    table = fuzz.watch.table()
    table.drag.held = Item("card", (0, 0, 10, 10), None, piece="some-card")
    fuzz.app.push(InGameMenu(fuzz.app, lambda: None))
    fuzz.check(table, [], 1 / 60)
    assert fuzz.tally.violations == 1 and "stays in hand under InGameMenu" in fuzz.tally.findings[0]


def test_a_piece_left_in_hand_after_the_release_is_caught():
    fuzz = fuzz_at_a_table(registry.game_ids()[0])
    table = fuzz.watch.table()
    while fuzz.app.stack.top is not table:
        fuzz.app.pop()
    table.drag.held = Item("card", (0, 0, 10, 10), None, piece="some-card")
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    fuzz.check(table, [release], 1 / 60)
    assert "stays in hand after the button was let go" in fuzz.tally.findings[0]


def test_an_exception_in_a_frame_is_an_error_and_the_fuzz_goes_on_at_a_new_table():
    fuzz = fuzz_at_a_table(registry.game_ids()[0])
    table = fuzz.watch.table()

    def boom(dt):
        raise KeyError("no-such-card")

    table.update = boom
    fuzz.frame([], 1 / 60)
    assert fuzz.tally.errors == 1 and "KeyError: 'no-such-card'" in fuzz.tally.findings[0]
    assert fuzz.watch.table() is not table and fuzz.tally.tables == 2


def test_the_command_prints_one_json_line_last(capsys):
    assert main(["--fuzz", registry.game_ids()[0], "--ui-events", "40", "--seed", "2"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["events"] >= 40 and result["violations"] == result["errors"] == 0


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_closing_the_window_mid_drag_puts_the_piece_back(game_id):
    """Found by the UI fuzz: a piece stayed in hand under the quit question."""
    app = headless_app(handoffs=False)
    rules = registry.load_rules(game_id)
    table = TableScene(app, Match(rules, default_seats(rules.min_players), {}, 4))
    app.push(table)
    app.step(1 / 60)
    piece = next(
        i for i in reversed(table.model.items) if i.piece and targets_for(i.piece, table.model.legal)
    )
    x, y, w, h = piece.rect
    for event in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + w // 2, y + h // 2), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(x + w // 2 + 60, y), rel=(60, 0), buttons=(1, 0, 0)),
    ):
        pygame.event.post(event)
    app.step(1 / 60)
    assert table.drag.held is not None
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert isinstance(app.stack.top, QuitDialog) and table.drag.held is None
    app.stack.clear()
