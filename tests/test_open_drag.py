"""One drag, two actions, for every game: a press on a piece whose moves a decision opens (Item.opens)
applies that action, and the piece is then held in the same gesture, its targets lit; its drop is read
as any other, and each action is undone on its own.

The toy: a box on the table must be opened (a click on it) before a hand card may go on the pile.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

import pygame
import pytest

from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.scenes import table as table_module
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import Item, TableDesign
from tests.toygame import ToyRules, ToyState

BOX, PILE = (100, 100, 200, 200), (800, 100, 150, 200)


@dataclass
class BoxState(ToyState):
    opened: bool = False


def boxed(state: ToyState, opened: bool) -> BoxState:
    return BoxState(**{f.name: getattr(state, f.name) for f in fields(state)}, opened=opened)


class BoxRules(ToyRules):
    """The toy game, its cards locked in a box: open it (a click), play cards on the pile, then shut it
    (a button), which ends the turn."""

    id = "box"

    def _setup(self, players, options, seed):
        return boxed(super()._setup(players, options, seed), False)

    def _legal_actions(self, state):
        seat = state.turn
        if not state.opened:
            return [Action("open", seat, None, "box"), Action("draw", seat, None, "deck")]
        return [Action("play", seat, card, "pile") for card in state.hands[seat]] + [Action("shut", seat)]

    def _apply_action(self, state, action):
        if action.kind == "open":
            state.opened = True
        elif action.kind == "play":
            state.hands[action.seat].remove(action.piece)
            state.pile.append(action.piece)
        elif action.kind == "shut":
            state.opened, state.turn = False, 1 - state.turn
        else:
            super()._apply_action(state, action)

    def view(self, state, seat):
        return boxed(super().view(state, seat), state.opened)


def layout(view: BoxState, ctx) -> list[Item]:
    """The box, the pile, and the viewer's hand: pieces that open the box while it is shut."""
    opens = Action("open", ctx.viewer, None, "box") if not view.opened and ctx.to_act == ctx.viewer else None
    items = [Item("box", BOX, zone="box"), Item("pile", PILE, zone="pile")]
    for n, card in enumerate(view.hands[ctx.viewer]):
        rect = (100 + 150 * n, 600, 120, 170)
        items.append(Item(f"card:{card}", rect, lambda: pygame.Surface((120, 170)), piece=card, opens=opens))
    return items


class BoxTable(TableDesign):
    """The test game's table: the layout above, every other part of a table design the engine's own."""

    def layout(self, view, ctx):
        return layout(view, ctx)


@pytest.fixture
def table(monkeypatch):
    monkeypatch.setattr(table_module, "load_table", BoxTable)
    app = headless_app(handoffs=False)
    scene = TableScene(app, Match(BoxRules(), default_seats(2), {"first": "1"}, 3))
    app.push(scene)
    app.step(1 / 60)
    yield scene
    app.stack.clear()


def mouse(scene: TableScene, kind: int, pos: tuple[int, int]) -> None:
    extra = {"buttons": (1, 0, 0), "rel": (0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
    scene.handle_event(pygame.event.Event(kind, pos=pos, **extra))


def first_card(scene: TableScene) -> Item:
    return next(i for i in scene.model.items if i.piece is not None)


def test_a_press_opens_the_box_and_the_card_is_held_its_target_lit_then_dropped_on_the_pile(table):
    card = first_card(table)
    assert table.match.to_act == 0 and card.opens == Action("open", 0, None, "box")
    mouse(table, pygame.MOUSEBUTTONDOWN, (card.rect[0] + 10, card.rect[1] + 10))
    assert table.match.state.opened and table.drag.held is not None
    assert table.drag.held.piece == card.piece and table.drag.held.opens is None  # the new layout's card
    assert targets_for(card.piece, table.model.legal) == {"pile"}
    mouse(table, pygame.MOUSEMOTION, (870, 200))
    mouse(table, pygame.MOUSEBUTTONUP, (870, 200))
    assert [a.kind for a in table.match.actions] == ["open", "play"] and table.drag.held is None
    assert table.match.state.pile == [card.piece]
    table.session.undo()
    assert table.match.state.opened and table.match.state.pile == []  # each action undone on its own
    table.session.undo()
    assert not table.match.state.opened


def test_released_elsewhere_the_card_goes_back_and_the_box_stays_open(table):
    card = first_card(table)
    mouse(table, pygame.MOUSEBUTTONDOWN, (card.rect[0] + 10, card.rect[1] + 10))
    mouse(table, pygame.MOUSEMOTION, (1500, 900))
    mouse(table, pygame.MOUSEBUTTONUP, (1500, 900))
    assert [a.kind for a in table.match.actions] == ["open"] and table.match.state.pile == []
    assert table.drag.held is None and table.toast is not None and "lit place" in table.toast[0]


def test_the_keyboard_picks_no_piece_that_only_opens_a_decision(table):
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    assert table.drag.selected is None and table.match.actions == []
