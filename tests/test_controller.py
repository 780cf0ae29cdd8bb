"""The table controller without a window: gestures in, effects out (no pygame, no pygame_gui)."""

from __future__ import annotations

import subprocess
import sys

import msgspec

from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import RESULTS_DELAY, TableController
from tabletop.table.effects import Covered, Finished, GlideBack, HandOff, Played, Relaid, Said, Sound
from tabletop.table.status import StatusLine
from tabletop.ui.items import Item, TableContext
from tests.test_seating import SecretBlocks
from tests.toygame import ToyRules

CARD_W, CARD_H = 100, 140
PILE = (900, 400, CARD_W, CARD_H)
DECK = (1100, 400, CARD_W, CARD_H)


class ToyTable:
    """The toy game's table: the viewer's hand along the bottom, the pile and the deck in the middle."""

    def layout(self, view, ctx: TableContext) -> list[Item]:
        items = [Item("pile", PILE, zone="pile"), Item("deck", DECK, zone="deck")]
        for seat, hand in enumerate(view.hands):
            for n, card in enumerate(hand):
                rect = (100 + n * 120, 800 if seat == ctx.viewer else 60 + seat * 160, CARD_W, CARD_H)
                items.append(
                    Item(f"card:{card}", rect, piece=card, zone=f"hand:{seat}")
                    if card
                    else Item("back", rect)
                )
        return items


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def controller(*computer: bool, **settings) -> TableController:
    seats = [
        Seat(n, c, computer=k, level="easy")
        for n, c, k in zip(("Ana", "Ben"), ("red", "blue"), computer, strict=True)
    ]
    match = Match(ToyRules(), seats, {"first": "1"}, 4)
    chosen = msgspec.structs.replace(Settings(), computer_pause=0.0, **settings)
    table = TableController(Session(match, autosave=False), ToyTable(), lambda: chosen)
    return table


def a_card(table: TableController) -> str:
    """Returns the first card of the viewer's hand that may be played."""
    return next(a.piece for a in table.model.legal if a.piece is not None)


def drag(table: TableController, card: str, to: tuple[int, int]) -> list:
    """Presses on `card` in the viewer's hand, carries it to `to` and lets go; returns the effects."""
    item = next(i for i in table.model.items if i.piece == card)
    table.press(centre(item.rect))
    table.motion((to[0] - 40, to[1] - 40))
    table.motion(to)
    return table.release(to)


def test_the_controller_and_its_parts_import_no_pygame():
    code = "import sys, tabletop.table.controller; print(sorted(m for m in sys.modules if 'pygame' in m))"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert found.strip() == "[]"


def test_a_card_dropped_on_the_pile_is_played_from_where_it_was_let_go():
    table = controller(False, True)  # one person: no hand-offs
    table.refresh()
    card = a_card(table)
    effects = drag(table, card, centre(PILE))
    played = [e for e in effects if isinstance(e, Played)]
    assert (
        played
        and played[0].action == Action("play", 0, card, "pile")
        and table.match.actions[-1] == played[0].action
    )
    relaid = next(e for e in effects if isinstance(e, Relaid))
    let_go = next(i for i in relaid.old.items if i.piece == card)
    assert let_go.rect[:2] == (
        centre(PILE)[0] - CARD_W // 2,
        centre(PILE)[1] - CARD_H // 2,
    )  # it glides on from there
    assert relaid.new is table.model and card in table.match.state.pile


def test_a_card_dropped_where_it_may_not_go_glides_back_with_the_reason():
    table = controller(False, True)
    table.refresh()
    card = a_card(table)
    effects = drag(table, card, centre(DECK))
    assert Sound("illegal") in effects and any(isinstance(e, GlideBack) and e.piece == card for e in effects)
    said = [e.text for e in effects if isinstance(e, Said)]
    assert said and said[0] and not table.match.actions
    effects = drag(table, card, (1700, 100))  # nowhere at all
    assert Said("Drop it on a lit place.") in effects and not table.match.actions


def test_two_people_done_then_a_hand_off_then_the_next_one_sees_the_table():
    table = controller(False, False)
    assert isinstance(table.refresh()[-1], HandOff) and table.covered  # nobody has the computer yet
    table.accept(0)
    card = a_card(table)
    drag(table, card, centre(PILE))
    assert table.session.turn_ending == 0 and not table.covered  # Ana may still take it back
    assert table.space() == [Covered(), HandOff(1, tuple(table.session.since_last_turn(1, private=False)))]
    assert table.covered and table.seating.viewer is None
    effects = table.accept(1)
    assert isinstance(effects[-1], Relaid) and table.model.viewer == 1 and table.model.legal


class Blank:
    """A table of nothing but buttons (the block game has no pieces)."""

    def layout(self, view, ctx: TableContext) -> list[Item]:
        return []


def test_a_computer_waits_for_done_and_plays_with_every_hand_hidden():
    seats = [Seat("Ana", "red"), Seat("Ben", "blue"), Seat("Cleo", "green", computer=True, level="easy")]
    match = Match(SecretBlocks(), seats, {}, 4)
    chosen = msgspec.structs.replace(Settings(), computer_pause=0.0)
    table = TableController(Session(match, autosave=False), Blank(), lambda: chosen)
    assert isinstance(table.refresh()[-1], HandOff)
    table.accept(0)
    table.play(Action("attack", 0))  # Ben answers first: Done, then the hand-off to him
    assert table.space()[-1] == HandOff(1, tuple(table.session.since_last_turn(1, private=False)))
    table.accept(1)
    table.play(Action("let_through", 1))  # Cleo, a computer, answers next: Ben has nothing left to decide
    assert table.session.turn_ending == 1 and table.model.viewer == 1
    assert table.tick(5.0, calm=True) == [] and len(match.actions) == 2  # nothing moves before Done
    effects = table.done()
    assert Covered() in effects and isinstance(effects[-1], Relaid)
    assert table.seating.viewer is None and table.model.viewer is None and not table.covered
    effects = table.tick(1.0, calm=True)
    assert any(isinstance(e, Played) and e.action.seat == 2 for e in effects)
    assert isinstance(effects[-1], HandOff) and effects[-1].seat == 0  # Ana's turn goes on, behind a hand-off


def test_the_results_come_once_the_finished_table_has_been_seen():
    table = controller(True, True)
    table.refresh()
    while table.match.outcome is None:
        table.tick(1.0, calm=True)
    assert table.tick(RESULTS_DELAY / 2, calm=True) == []
    assert table.tick(RESULTS_DELAY, calm=True) == [Finished()]


def test_tab_selects_a_piece_and_space_plays_its_only_move():
    table = controller(False, True)
    table.refresh()
    said = table.tab(backwards=False)
    piece = table.drag.selected.piece
    assert said == [Said(said[0].text, piece)] and "Click a lit place" in said[0].text
    effects = table.space()
    assert Played(Action("play", 0, piece, "pile"), 0) in effects and table.drag.selected is None


def test_a_question_inside_a_turn_is_named_and_the_turn_goes_on_after_it():
    seats = [Seat("Ana", "red"), Seat("Ben", "blue")]
    match = Match(SecretBlocks(), seats, {}, 4)
    table = TableController(Session(match, autosave=False), Blank(), lambda: Settings())
    table.refresh()
    table.accept(0)
    table.play(Action("attack", 0))
    table.space()
    table.accept(1)
    status = StatusLine(table.session, table.seating)
    assert status.now(1, held_back=False)[0] == "Ben answers in Ana's turn"
    table.play(Action("block", 1))
    assert table.space()[-1].seat == 0 and table.session.handoff_caption(0) == "Your turn goes on"
    table.accept(0)
    assert status.now(0, held_back=False)[0] == "Ana's turn"
