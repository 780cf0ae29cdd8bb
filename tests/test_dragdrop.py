"""The generic mouse mechanism: drag, drop, click-to-select, refuse with a reason."""

from tabletop.rules.core import Action
from tabletop.ui.dragdrop import DragDrop, button_actions, clickable_zones, targets_for
from tabletop.ui.items import Item

CARD = Item("card", (100, 100, 80, 120), lambda: None, piece="c1")
OTHER = Item("card2", (300, 100, 80, 120), lambda: None, piece="c2")
PILE = Item("pile", (600, 100, 120, 160), lambda: None, zone="pile")
BIN = Item("bin", (900, 100, 120, 160), lambda: None, zone="bin")
DECK = Item("deck", (1200, 100, 120, 160), lambda: None, zone="deck")
ITEMS = [PILE, BIN, DECK, CARD, OTHER]
PLAY = Action("play", 0, "c1", "pile")
LEGAL = [PLAY, Action("draw", 0, None, "deck"), Action("pass", 0)]


def drag(dd, start, end, legal=LEGAL):
    dd.press(start, ITEMS, True)
    dd.motion(end)
    return dd.release(end, ITEMS, legal)


def test_targets_buttons_and_clicks_are_read_from_the_legal_actions():
    assert targets_for("c1", LEGAL) == {"pile"}
    assert button_actions(LEGAL) == [Action("pass", 0)]
    assert clickable_zones(LEGAL) == {"deck"}


def test_dropping_on_a_legal_target_applies_it():
    result = drag(DragDrop(), (120, 150), (650, 150))
    assert result.kind == "apply" and result.actions == [PLAY]


def test_dropping_on_another_zone_is_refused_with_that_zone():
    result = drag(DragDrop(), (120, 150), (950, 150))
    assert (result.kind, result.piece, result.zone) == ("refuse", "c1", "bin")


def test_dropping_on_empty_table_glides_back():
    assert drag(DragDrop(), (120, 150), (120, 700)).kind == "return"


def test_several_matching_actions_are_all_offered():
    legal = [PLAY, Action("play", 0, "c1", "pile", choice="face-down")]
    result = drag(DragDrop(), (120, 150), (650, 150), legal)
    assert result.kind == "apply" and len(result.actions) == 2


def test_click_selects_then_click_on_target_applies():
    dd = DragDrop()
    dd.press((120, 150), ITEMS, True)
    assert dd.release((121, 151), ITEMS, LEGAL).kind == "none"
    assert dd.active is CARD
    dd.press((650, 150), ITEMS, True)
    result = dd.release((650, 150), ITEMS, LEGAL)
    assert result.kind == "apply" and result.actions == [PLAY] and dd.active is None


def test_clicking_the_selected_piece_again_deselects_it():
    dd = DragDrop()
    for _ in range(2):
        dd.press((120, 150), ITEMS, True)
        dd.release((120, 150), ITEMS, LEGAL)
    assert dd.active is None


def test_click_on_a_zone_with_nothing_held_applies_its_action():
    dd = DragDrop()
    dd.press((1250, 150), ITEMS, True)
    result = dd.release((1250, 150), ITEMS, LEGAL)
    assert result.actions == [Action("draw", 0, None, "deck")]


def test_nothing_is_picked_up_when_the_viewer_may_not_act():
    dd = DragDrop()
    dd.press((120, 150), ITEMS, False)
    assert dd.held is None


def test_a_click_on_a_pile_top_that_is_also_a_clickable_zone_applies_the_click():
    top = Item("top", (600, 400, 120, 160), lambda: None, piece="c3", zone="heap")
    take = Action("take_top", 0, None, "heap")
    legal = [take, Action("take", 0, "c3", "hand")]
    dd = DragDrop()
    dd.press((650, 450), [*ITEMS, top], True)
    result = dd.release((650, 450), [*ITEMS, top], legal)
    assert result.kind == "apply" and result.actions == [take] and dd.active is None
    dd.press((650, 450), [*ITEMS, top], True)
    dd.motion((120, 700))
    assert dd.release((120, 700), [*ITEMS, top], legal).piece == "c3"  # a drag still carries the card


# A piece that opens a decision (Item.opens) -----------------------------------------------------
OPEN = Action("open", 0, None, "box")
LOCKED = Item("locked", (100, 400, 80, 120), lambda: None, piece="c5", opens=OPEN)


def test_a_press_on_a_piece_that_opens_a_decision_asks_for_it_first_and_holds_nothing_yet():
    dd = DragDrop()
    result = dd.press((110, 430), [*ITEMS, LOCKED], True)
    assert (result.kind, result.actions, result.piece) == ("open", [OPEN], "c5")
    assert dd.held is None and dd.grab == (10, 30)


def test_the_piece_is_then_held_in_the_same_gesture_and_its_drop_is_read_as_any_other():
    dd = DragDrop()
    dd.press((110, 430), [*ITEMS, LOCKED], True)
    moved = Item("c5 now", (100, 420, 60, 20), lambda: None, piece="c5")  # its place in the new layout
    dd.hold(moved)
    assert dd.held is moved and dd.grab == (10, 19)  # still under the mouse
    dd.motion((650, 150))
    result = dd.release((650, 150), [*ITEMS, moved], [Action("play", 0, "c5", "pile")])
    assert result.kind == "apply" and result.actions == [Action("play", 0, "c5", "pile")]


def test_with_a_piece_selected_a_press_on_an_opening_piece_is_a_click_on_the_places_under_it():
    under = Item("mat", (90, 390, 200, 200), lambda: None, zone="mat")
    items = [*ITEMS, under, LOCKED]
    dd = DragDrop()
    dd.press((120, 150), items, True)
    dd.release((120, 150), items, LEGAL + [Action("play", 0, "c1", "mat")])
    assert dd.selected is CARD
    assert dd.press((110, 430), items, True).kind == "none" and dd.held is None
    result = dd.release((110, 430), items, LEGAL + [Action("play", 0, "c1", "mat")])
    assert result.kind == "apply" and result.actions == [Action("play", 0, "c1", "mat")]


def test_nothing_opens_when_the_viewer_may_not_act():
    assert DragDrop().press((110, 430), [*ITEMS, LOCKED], False).kind == "none"
