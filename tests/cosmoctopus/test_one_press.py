"""A payment with nothing left to choose takes no second press (issue 33 item 17): a card that costs nothing
is played by its drop, and 'Pay as proposed' pays and plays. The rules keep their two steps (play, then
confirm), so a save of a game played before replays as it was, and the saved moves are those two."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from games.cosmoctopus.rules.state import PAY
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.core import Action
from tabletop.rules.decisions import top_kind
from tabletop.rules.match import Match, Seat
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController

from .builders import CAT, RULES, main, pool, table

FREE_CARD = "first-whisper-from-the-void"  # a First Contact card: it costs nothing


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def controller(state, computer: bool = False) -> TableController:
    seats = [Seat("Ana", "red", computer=computer), Seat("Ben", "blue")]
    match = Match(RULES, seats, {"first": "1"}, 1, state=state)
    chosen = msgspec.structs.replace(Settings(), handoffs=False, computer_pause=0.0)
    ctl = TableController(Session(match, autosave=False), CosmoTable(RULES), lambda: chosen)
    ctl.refresh()
    return ctl


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def drop(ctl: TableController, piece: str, zone: str):
    held = next(i for i in ctl.model.items if i.piece == piece)
    place = next(i for i in ctl.model.items if i.zone == zone)
    ctl.press(centre(held.rect))
    ctl.motion(centre(place.rect))
    return ctl.release(centre(place.rect))


def test_a_card_that_costs_nothing_is_played_by_its_drop_and_saved_as_play_then_confirm():
    ctl = controller(main(table(hand=(FREE_CARD,))))
    drop(ctl, FREE_CARD, "play:0")
    state = ctl.session.state
    assert top_kind(state) != PAY and state.paying == "" and FREE_CARD not in state.hands[0]
    assert list(ctl.match.actions) == [Action("play", 0, FREE_CARD, "play:0"), Action("confirm", 0)]
    assert not any(b.kind == "confirm" for b in ctl.model.legal)  # no 'Confirm the payment' left to press


def test_pay_as_proposed_pays_and_plays_the_card_in_one_press():
    state = main(table(hand=("inkblot-primer",)))
    pool(state, ink=5, coins=3)
    ctl = controller(state)
    drop(ctl, "inkblot-primer", "play:0")
    assert top_kind(ctl.session.state) == PAY  # it costs: the payment panel asks how
    (propose,) = [a for a in ctl.model.legal if a.kind == "propose"]
    assert ctl.session.describe(propose) == "Pay as proposed and play it"
    ctl.play(propose)
    after = ctl.session.state
    assert top_kind(after) != PAY and "inkblot-primer" in after.played[0]
    assert [a.kind for a in ctl.match.actions] == ["play", "propose", "confirm"]
    line = " ".join(e.public for e in ctl.session.entries)
    assert "pay as proposed" not in line.lower() and "paid for Inkblot Primer" in line  # said once, as paid


def test_a_computer_s_moves_are_its_own_one_at_a_time():
    ctl = controller(main(table(hand=(FREE_CARD,))), computer=True)
    ctl.play(Action("play", 0, FREE_CARD, "play:0"))
    assert top_kind(ctl.session.state) == PAY and len(ctl.match.actions) == 1


def test_the_old_two_steps_still_replay_and_a_free_card_s_payment_may_still_be_cancelled():
    state = main(table(hand=(FREE_CARD,)))
    after = RULES.apply(state, Action("play", 0, FREE_CARD, "play:0"))
    assert top_kind(after) == PAY and Action("cancel", 0) in RULES.legal_actions(after)
    assert RULES.apply(after, Action("confirm", 0)).paying == ""
    assert CAT.card[FREE_CARD].generic == 0 and not any(CAT.card[FREE_CARD].cost.values())


def test_the_play_area_s_tip_says_what_it_is_during_a_payment():
    state = main(table(hand=("inkblot-primer",)))
    pool(state, ink=5, coins=3)
    ctl = controller(state)
    drop(ctl, "inkblot-primer", "play:0")
    (area,) = [i for i in ctl.model.items if i.zone == "play:0"]
    assert "drag a card" not in area.tip and "once the payment is confirmed" in area.tip
