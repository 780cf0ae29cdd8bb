"""The Rainbow Pirates table by the mouse: a group built card by card with its kind shown as it goes,
islands readable for 5 players at 1280×720, the draw by a click, a card named by a click, the island
rearranged after a click on it, or by one drag of its card (the press begins the rearrangement)."""

from __future__ import annotations

import pygame
import pytest

from games.rainbow_pirates.rules.state import BUILD, REARRANGE
from games.rainbow_pirates.table.card_parts import corner_size
from games.rainbow_pirates.table.seats import BAND_H, BAND_Y
from tabletop.rules.decisions import top_kind
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import zones_at
from tests.rainbow_pirates.test_scene import RULES, layout
from tests.test_table_ui import grip, spot

SCALE = 1280 / 1920  # the smallest window: the logical table scaled down
CAT = RULES.catalog


@pytest.fixture
def table():
    app = headless_app(handoffs=False)
    match = Match(RULES, default_seats(3, 2), {"first": "1"}, 4)
    scene = TableScene(app, match)
    app.push(scene)
    app.step(1 / 60)
    yield scene
    app.stack.clear()


def give(scene: TableScene, hand: list[str]) -> None:
    """Puts these cards in seat 0's hand (taken from wherever they were) and redraws the table."""
    state = scene.match.state
    for card in hand:
        for place in (state.pile, state.faceup, state.discard, *state.hands):
            if card in place:
                place.remove(card)
    state.hands[0] = list(hand)
    scene.match.forget()
    scene.refresh(animate=False)


def centre(item) -> tuple[int, int]:
    return item.rect[0] + item.rect[2] // 2, item.rect[1] + item.rect[3] // 2


def drag(scene: TableScene, piece: str, zone: str) -> None:
    card = next(i for i in reversed(scene.model.items) if i.piece == piece)
    place = next(i for i in scene.model.items if i.zone == zone)
    start, end = (card.rect[0] + 12, card.rect[1] + 12), centre(place)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def click(scene: TableScene, zone: str) -> None:
    place = next(i for i in reversed(scene.model.items) if i.zone == zone)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=centre(place), button=1))


def tags(scene: TableScene) -> list[str]:
    return [i.key for i in scene.model.items if i.key.startswith("rp:tag:")]


def test_a_group_is_built_card_by_card_its_kind_shown_then_confirmed(table):
    give(table, ["red-01", "orange-01", "yellow-01", "red-02", "blue-01"])
    drag(table, "red-01", "new:0")
    assert top_kind(table.match.state) == BUILD and any("Starting a group" in k for k in tags(table))
    assert not any(a.kind == "confirm" for a in table.buttons.values())  # not a group yet
    drag(table, "orange-01", "new:0")
    assert any("Run 1–2: add 1 more card" in k for k in tags(table))
    drag(table, "red-02", "new:0")  # neither a set nor a run: refused, and the refusal says why
    assert table.match.state.building == ["red-01", "orange-01"] and table.toast is not None
    drag(table, "yellow-01", "new:0")
    assert any("Run 1–3: complete" in k for k in tags(table))
    confirm = next(b for b, a in table.buttons.items() if a.kind == "confirm")
    table.play(table.buttons[confirm])
    assert table.match.state.islands[0] == [["red-01", "orange-01", "yellow-01"]]
    drag(table, "blue-01", "group:0:0")  # not next in the run: refused
    assert table.match.state.islands[0] == [["red-01", "orange-01", "yellow-01"]]


def test_a_wild_dropped_on_the_new_group_spot_glides_back_and_the_table_says_what_starts_a_group(table):
    give(table, ["wild-1", "red-01", "orange-01", "blue-01"])
    drag(table, "wild-1", "new:0")
    assert top_kind(table.match.state) != BUILD and "wild-1" in table.match.state.hands[0]
    assert table.toast[0].startswith("A wild cannot start a group: every group needs a numbered colour card.")


def test_a_click_on_the_island_rearranges_and_a_card_goes_back_to_the_hand_by_drag(table):
    give(table, ["red-01", "red-02", "red-03", "red-04", "green-01"])
    for card in ("red-01", "red-02", "red-03", "red-04"):
        drag(table, card, "new:0")
    table.play(next(a for a in table.buttons.values() if a.kind == "confirm"))
    click(table, "island:0")
    assert top_kind(table.match.state) == REARRANGE
    pieces = {i.piece for i in table.model.items if i.piece and i.piece.startswith("red")}
    assert pieces == {"red-04"}  # alike cards lie stacked: the top one is picked up
    drag(table, "red-04", "hand:0")
    assert "red-04" in table.match.state.hands[0]


def test_the_draw_is_a_click_on_the_face_up_pair_or_the_pile(table):
    faceup = list(table.match.state.faceup)
    give(
        table, [c for c in ("green-01", "pink-01", "cannon-1", "green-02", "cannon-2") if c not in faceup][:3]
    )
    click(table, "faceup")
    assert table.match.actions[-1].kind == "draw" and set(faceup) <= set(table.match.state.hands[0])


def test_large_islands_for_five_players_stay_on_their_panels_and_readable():
    for state in big_states():
        items = layout(state, RULES.to_act(state) or 0)
        panels = [i.rect for i in items if i.key.startswith("rp:panel:") and i.rect[1] == BAND_Y]
        assert len(panels) == 4
        for item in items:
            if item.faces and item.rect[1] < BAND_Y + BAND_H:
                assert any(inside(item.rect, p) for p in panels), item.key
                assert corner_size(item.rect[2], item.rect[3]) * SCALE >= 14  # number readable at 1280
        mats = [i.rect for i in items if i.key.startswith("rp:mat:")]
        assert not any(overlaps(a, b) for n, a in enumerate(mats) for b in mats[n + 1 :])


def big_states():
    """Returns 5-player states with every island holding many groups."""
    state = RULES.setup(5, {}, 3)
    cards = [c for c in CAT.cards if CAT.kind[c] == "colour"]
    for seat in range(5):
        island = []
        for colour in CAT.colours[seat : seat + 3] + CAT.colours[:2]:
            mine = [c for c in cards if CAT.colour_of[c] == colour][:5]
            for c in mine:
                cards.remove(c)
            island.append(mine)
        island.append([c for c in CAT.cards if CAT.kind[c] == "pirate"][seat : seat + 1] or [])
        state.islands[seat] = [g for g in island if g]
    return [state]


def inside(a, b) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_a_spyglass_names_a_card_by_a_click_on_it(table):
    give(table, ["spyglass-1", "green-03"])
    drag(table, "spyglass-1", "discard")
    match = table.match
    while top_kind(match.state) == "block":  # the computer seats say Arrrgh!
        table.play(next(a for a in match.legal_actions() if a.kind == "arrgh"))
    table.refresh(animate=False)
    assert top_kind(match.state) == "name"
    sorts = [i for i in table.model.items if (i.zone or "").startswith("name:")]
    assert len(sorts) == len(CAT.sorts) and all(not i.faces for i in sorts)  # samples, no card's face
    click(table, "name:red")
    assert match.actions[-1].kind == "name" and match.actions[-1].choice == "red"


def test_a_cannon_destroys_a_card_dragged_from_the_victim_s_island_to_the_discard_pile(table):
    state = table.match.state
    victim_group = [c for c in ("blue-01", "blue-02", "blue-03") if c not in state.faceup]
    give(table, ["cannon-1", "green-03"])
    for card in victim_group:
        for place in (state.pile, state.faceup, state.discard, *state.hands):
            if card in place:
                place.remove(card)
    state.islands[1] = [victim_group]
    table.match.forget()
    table.refresh(animate=False)
    drag(table, "cannon-1", "island:1")
    match = table.match
    while top_kind(match.state) == "block":
        table.play(next(a for a in match.legal_actions() if a.kind == "arrgh"))
    table.refresh(animate=False)
    assert top_kind(match.state) == "destroy"
    assert {i.piece for i in table.model.items if i.piece in victim_group} == set(victim_group)
    drag(table, victim_group[0], "discard")
    assert match.actions[-1].kind == "destroy" and match.state.discard[-1] == victim_group[0]
    assert match.state.islands[1] == [] and set(victim_group[1:]) <= set(match.state.hands[1])  # broken: back


def press_drag(scene: TableScene, start: tuple[int, int], end: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def test_dragging_from_a_group_onto_a_group_it_cannot_join_begins_rearranging_and_the_card_goes_back(table):
    give(table, ["red-01", "orange-01", "yellow-01", "green-01", "cannon-1"])
    for card in ("red-01", "orange-01", "yellow-01", "green-01"):
        drag(table, card, "new:0")
    table.play(next(a for a in table.buttons.values() if a.kind == "confirm"))
    give(table, ["blue-01", "blue-02", "blue-03", "cannon-1"])
    for card in ("blue-01", "blue-02", "blue-03"):
        drag(table, card, "new:0")
    table.play(next(a for a in table.buttons.values() if a.kind == "confirm"))
    assert top_kind(table.match.state) == "turn"
    green = next(i for i in table.model.items if "green-01" in i.faces)
    start = (green.rect[0] + green.rect[2] - 8, green.rect[1] + 12)
    press_drag(table, start, centre(next(i for i in table.model.items if i.zone == "group:0:1")))
    assert top_kind(table.match.state) == REARRANGE  # the drag from a group began the rearrangement
    assert len(table.match.state.islands[0][0]) == 4 and table.toast is not None  # green refused on blues
    drag(table, "green-01", "hand:0")  # and the card itself moves
    assert "green-01" in table.match.state.hands[0] and len(table.match.state.islands[0][0]) == 3


def islands(scene: TableScene, groups: list[list[str]], hand: list[str]) -> None:
    """Gives seat 0 this island (and hand), its turn just begun, and redraws the table."""
    give(scene, [c for g in groups for c in g] + hand)
    scene.match.state.hands[0] = list(hand)
    scene.match.state.islands[0] = [list(g) for g in groups]
    scene.match.forget()
    scene.refresh(animate=False)
    assert top_kind(scene.match.state) == "turn" and scene.match.to_act == 0


RUN, GREENS = ["red-01", "orange-01", "yellow-01", "green-01"], ["green-02", "green-03", "green-04"]


def press(scene: TableScene, piece: str) -> tuple[int, int]:
    """Presses the mouse on the piece's card (its visible part); returns where."""
    card = next(i for i in reversed(scene.model.items) if i.piece == piece)
    at = grip(scene.model.items, card)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    return at


def let_go(scene: TableScene, at: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))


def test_one_drag_from_a_group_to_the_hand_begins_the_rearrangement_and_moves_the_card(table):
    islands(table, [RUN, GREENS], ["blue-01", "cannon-1"])
    card = next(i for i in table.model.items if i.piece == "green-01")
    assert card.opens is not None and card.opens.kind == "rearrange"  # only what may move once begun
    assert {i.piece for i in table.model.items if i.opens} == {*RUN, "green-04"}
    press(table, "green-01")
    assert top_kind(table.match.state) == REARRANGE  # the press began it
    assert table.drag.held is not None and table.drag.held.piece == "green-01"  # and the card is in hand
    assert {"hand:0", "group:0:1"} <= targets_for("green-01", table.model.legal)  # its targets lit
    let_go(table, spot(table.model.items, "hand:0"))
    assert "green-01" in table.match.state.hands[0] and table.match.state.islands[0][0] == RUN[:3]
    assert [a.kind for a in table.match.actions[-2:]] == ["rearrange", "move"]
    assert top_kind(table.match.state) == REARRANGE and table.drag.held is None


def test_one_drag_from_a_group_to_another_group_moves_the_card_and_each_step_is_undone_alone(table):
    islands(table, [RUN, GREENS], ["blue-01", "cannon-1"])
    press(table, "green-01")
    let_go(table, spot(table.model.items, "group:0:1", avoid="green-01"))
    run, greens = table.match.state.islands[0]
    assert run == RUN[:3] and sorted(greens) == ["green-01", *GREENS]
    table.session.undo()
    assert top_kind(table.match.state) == REARRANGE and table.match.state.islands[0] == [RUN, GREENS]
    table.session.undo()
    assert top_kind(table.match.state) == "turn"


def nowhere(scene: TableScene) -> tuple[int, int]:
    """Returns a point of the table that is no place at all."""
    points = ((x, y) for y in range(100, 1000, 20) for x in range(20, 1900, 20))
    return next(p for p in points if not zones_at(scene.model.items, p))


def test_a_group_card_let_go_elsewhere_glides_back_and_the_rearrangement_stays_open(table):
    islands(table, [RUN, GREENS], ["blue-01", "cannon-1"])
    at = press(table, "green-01")
    let_go(table, (at[0], at[1] + 5))  # hardly moved: a click, the card stays picked up (lit)
    assert top_kind(table.match.state) == REARRANGE and table.drag.selected.piece == "green-01"
    table.drag.cancel()
    press(table, "green-01")
    let_go(table, nowhere(table))
    assert top_kind(table.match.state) == REARRANGE and table.match.state.islands[0] == [RUN, GREENS]
    assert table.toast[0] == "Drop it on a lit place." and table.drag.held is None
    assert any(a.kind == "confirm" for a in table.buttons.values())  # Confirm and Cancel, as ever


def test_a_hand_card_selected_then_a_click_on_a_group_card_places_it_without_rearranging(table):
    islands(table, [RUN, GREENS], ["green-05", "cannon-1"])
    click_piece = next(i for i in table.model.items if i.piece == "green-05")
    at = grip(table.model.items, click_piece)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle_event(pygame.event.Event(kind, pos=at, button=1))
    assert table.drag.selected is not None
    at = press(table, "green-04")
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    assert table.match.actions[-1].kind == "place" and "green-05" in table.match.state.islands[0][1]


def test_a_black_card_dropped_to_play_it_once_the_pile_is_empty_glides_back_and_the_table_says_why(table):
    give(table, ["cannon-1", "map-1", "parrot-1", "captain-1"])
    state = table.match.state
    state.discard.extend(state.pile)  # a Treasure Map drew the last cards: the turn goes on
    state.pile.clear()
    table.match.forget()
    table.refresh(animate=False)
    why = (
        "The draw pile is empty: black cards can no longer be played as pirate actions, only placed in"
        " groups on your island."
    )
    for zone in ("discard", "island:1"):
        drag(table, "cannon-1", zone)
        assert "cannon-1" in state.hands[0] and table.toast[0] == why
    drag(table, "cannon-1", "new:0")  # but three black cards still make a group
    assert top_kind(table.match.state) == BUILD


def drop_at(scene: TableScene, piece: str, pos: tuple[int, int]) -> None:
    card = next(i for i in reversed(scene.model.items) if i.piece == piece)
    start = (card.rect[0] + 12, card.rect[1] + 12)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


ATTACKS = [("squid-1", "hand", "island"), ("parrot-1", "island", "hand")]


@pytest.mark.parametrize(("card", "aims", "lands"), ATTACKS)
def test_an_attack_dropped_anywhere_on_an_opponent_s_panel_is_played_at_them(table, card, aims, lands):
    """Sneaky Squid aims at a hand, Pickpocket Parrot at an island: either lands when dropped on the other
    part of the panel (the island area, or the name strip over the hand's fan)."""
    give(table, [card, "green-03"])
    place = next(i for i in table.model.items if i.zone == f"{lands}:2")
    drop_at(table, card, (place.rect[0] + 30, place.rect[1] + place.rect[3] // 2))
    played = table.match.actions[-1]
    assert (played.kind, played.piece, played.target) == ("play", card, f"{aims}:2")
