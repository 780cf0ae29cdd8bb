"""The table driven as a player would, with posted mouse events, for every registered game.

A legal drag applies exactly its action; an illegal drop changes nothing and says why; and
over random states every legal action is reachable by a drag, a click or a button.
"""

from __future__ import annotations

import copy
import random

import msgspec
import pygame
import pytest
from pygame_gui.elements import UIScrollingContainer

from tabletop import registry
from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.dialogs import ChooserDialog, InGameMenu
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.style import backdrop
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import Item, TableContext, piece_at, zones_at

MOVES_PER_GAME = 150


def pump(app, events=(), frames: int = 3) -> None:
    """Posts events into pygame's queue, as real input arrives, and runs frames that read it.

    pygame_gui answers a click with its own event on the queue, read by a later frame.
    """
    for event in events:
        pygame.event.post(event)
    for _ in range(frames):
        app.step(1 / 60)


def grip(items: list[Item], item: Item) -> tuple[int, int]:
    """Returns a point where `item` is the topmost piece (cards in a fan overlap)."""
    x, y, w, h = item.rect
    for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
        for fx in (0.5, 0.2, 0.8, 0.1, 0.9, 0.05):
            pos = (int(x + w * fx), int(y + h * fy))
            if piece_at(items, pos) is item:
                return pos
    raise AssertionError(f"{item.piece} is covered everywhere")


def spot(items: list[Item], zone: str, avoid: str | None = None) -> tuple[int, int]:
    """Returns a point where `zone` is the topmost zone (away from the piece being moved)."""
    for item in reversed(items):
        if item.zone != zone or item.piece == avoid and avoid is not None:
            continue
        x, y, w, h = item.rect
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                pos = (int(x + w * fx), int(y + h * fy))
                moved = avoid is None or getattr(piece_at(items, pos), "piece", None) != avoid
                if zones_at(items, pos)[:1] == [zone] and moved:  # a drop, not a click on the piece
                    return pos
    raise AssertionError(f"zone {zone} is covered everywhere")


def drag(app, start, end) -> None:
    pump(
        app,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ],
    )


def click(app, pos) -> None:
    pos = tuple(int(v) for v in pos)
    pump(
        app,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def do_by_mouse(app, scene: TableScene, action: Action) -> None:
    """Performs `action` the way a player would: drag, click on a zone, or a button."""
    items = scene.model.items
    if action.piece is not None:
        piece = next(i for i in reversed(items) if i.piece == action.piece)
        drag(app, grip(items, piece), spot(items, action.target, avoid=action.piece))
    elif action.target is not None:
        click(app, spot(items, action.target))
    else:
        button = next(b for b, a in scene.buttons.items() if a == action)
        click(app, button.rect.center)
    if isinstance(app.stack.top, ChooserDialog):
        chooser = app.stack.top
        index = [value for _, value in chooser.options].index(action)
        button = chooser.option_buttons[index]
        scroll_into_view(app, button)
        click(app, button.rect.center)


def scroll_into_view(app, button) -> None:
    """Scrolls a long chooser's list, as the wheel or its scroll bar would, until `button` shows whole."""
    view = button.ui_container.ui_container.rect
    holders = [e for e in app.manager.get_sprite_group().sprites() if isinstance(e, UIScrollingContainer)]
    for _ in range(40):
        if view.contains(button.rect) or not holders:
            return
        bar = holders[0].vert_scroll_bar
        down = button.rect.centery > view.centery
        bar.set_scroll_from_start_percentage(
            max(0.0, min(1.0, bar.start_percentage + (0.05 if down else -0.05)))
        )
        app.step(0.05)
    raise AssertionError(f"{button.text} never scrolled into view")


def table_for(game_id: str, players: int, seed: int):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(players), {}, seed)
    app = headless_app(handoffs=False)
    scene = TableScene(app, match)
    app.push(scene)
    pump(app)
    return app, scene, match


def player_counts(game_id: str) -> list[int]:
    rules = registry.load_rules(game_id)
    return sorted({rules.min_players, rules.max_players})


CASES = [(g, p) for g in registry.game_ids() for p in player_counts(g)]


@pytest.mark.slow  # 150 moves by the mouse at the table (the layout tests of tests/<game>/ check every
# sampled state's legal actions have their piece and place, in the default tier)
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_every_legal_action_is_reachable_by_the_mouse(game_id, players):
    app, scene, match = table_for(game_id, players, seed=11 * players)
    rng = random.Random(players)
    for _ in range(MOVES_PER_GAME):
        legal = match.legal_actions()
        if not legal:
            break
        opens = {i.opens for i in scene.model.items if i.opens is not None}
        assert opens <= set(scene.model.legal), "a press would open with an action not legal now"
        action = rng.choice(legal)
        done = len(match.actions)
        if not is_player(action.seat):  # chance rolls a die: the table steps it, as for a computer seat
            scene.play(action)
            continue
        do_by_mouse(app, scene, action)
        applied = match.actions[done:]
        assert applied[:1] == [action], f"the mouse did not apply {action}: {scene.toast}"
        # A gesture may end with the table's follow-up (a free card's payment confirmed with its drop):
        # one more move, by the same seat, that was legal after the first.
        assert len(applied) <= 2 and all(a.seat == action.seat for a in applied), applied


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_an_illegal_drop_changes_nothing_and_says_why(game_id):
    app, scene, match = table_for(game_id, registry.load_rules(game_id).min_players, seed=3)
    rng = random.Random(3)
    tried = 0
    while tried < 20 and match.legal_actions():
        legal = match.legal_actions()
        zones = {i.zone for i in scene.model.items if i.zone is not None}
        movable = [i for i in scene.model.items if i.piece is not None and targets_for(i.piece, legal)]
        wrong = [(i, z) for i in movable for z in sorted(zones - targets_for(i.piece, legal))]
        if wrong:
            piece, zone = rng.choice(wrong)
            before, count = copy.deepcopy(match.state), len(match.actions)
            # Asked with what the mouse did only: the piece and the place, no guessed kind of action.
            reason = match.rules.why_not_drop(match.state, match.to_act, piece.piece, zone)
            drag(app, grip(scene.model.items, piece), spot(scene.model.items, zone, avoid=piece.piece))
            assert len(match.actions) == count and match.state == before
            assert scene.toast is not None and scene.toast[0] == reason and reason
            tried += 1
        match.apply(rng.choice(legal))
        scene.refresh(animate=False)
    assert tried >= 5, "too few states offered an illegal drop to try"


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_drop_off_the_table_glides_back_and_keeps_the_state(game_id):
    app, scene, match = table_for(game_id, registry.load_rules(game_id).min_players, seed=5)
    legal = match.legal_actions()
    piece = next(i for i in scene.model.items if i.piece is not None and targets_for(i.piece, legal))
    before = copy.deepcopy(match.state)
    empty = next(
        (x, y)
        for y in range(90, 980, 20)
        for x in range(10, 1910, 20)
        if not zones_at(scene.model.items, (x, y)) and piece_at(scene.model.items, (x, y)) is None
    )
    drag(app, grip(scene.model.items, piece), empty)
    assert match.state == before and not match.actions
    assert scene.toast is not None and scene.drag.held is None


def drawn_ids(item: Item, ids: set[str]) -> set[str]:
    """Returns the component ids an item's picture or piece shows."""
    words = set(item.key.replace(":", " ").split()) | {item.piece}
    return words & ids


@pytest.mark.slow  # a long game through the table: up to 2,500 moves and 11 hand-offs
@pytest.mark.parametrize("game_id", [g for g in registry.game_ids() if registry.load_rules(g).has_secrets])
def test_with_handoffs_nothing_hidden_from_the_person_looking_is_ever_drawn(game_id, monkeypatch):
    """Who looks is whoever last accepted a hand-off (nobody before the first): not the scene's opinion."""
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(3), {}, 21)
    app = headless_app(handoffs=True)
    scene = TableScene(app, match)
    ids = set(rules.all_component_ids(match.state))
    looking: list[int | None] = [None]
    leaks: list[str] = []
    real_items = scene.painter.items

    def watched(surface, items, motion, hide):
        hidden = rules.hidden_ids(match.state, looking[0])
        leaks.extend(f"{i.key} shown to seat {looking[0]}" for i in items if drawn_ids(i, ids) & hidden)
        real_items(surface, items, motion, hide)

    monkeypatch.setattr(scene.painter, "items", watched)
    app.push(scene)
    rng, handoffs = random.Random(2), 0
    names = [seat.name for seat in match.seats]
    for step in range(2500):  # a game of many moves a turn (Rainbow Pirates) plays on to 11 hand-offs
        if step >= 250 and handoffs > 10:
            break
        pump(app)
        if isinstance(app.stack.top, HandoffScene):  # the named player takes the computer and clicks
            handoffs += 1
            looking[0] = names.index(app.stack.top.name)
            app.stack.top.done()
            continue
        if scene.session.turn_ending is not None:  # the player whose part is over presses Done
            scene.done()
            continue
        if not match.legal_actions():
            break
        scene.play(rng.choice(match.legal_actions()))
    assert handoffs > 10 and not leaks, leaks[:3]


@pytest.mark.slow  # a whole game through the table
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_end_of_a_game_shows_the_results_with_their_buttons(game_id):
    app, scene, match = table_for(game_id, registry.load_rules(game_id).min_players, seed=8)
    rng = random.Random(8)
    while match.legal_actions():
        scene.play(rng.choice(match.legal_actions()))
    for _ in range(200):
        pump(app, frames=1)
        if isinstance(app.stack.top, ResultsScene):
            break
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    pump(app, frames=30)  # an idle screen is not redrawn: what was drawn last must be right
    sea = backdrop(app.screen.get_size())
    for button in (results.again_button, results.menu_button):
        x, y = button.rect.center
        assert app.screen.get_at((x, y))[:3] != sea.get_at((x, y))[:3], "a results button is not drawn"
    x, y = scene.menu_button.rect.center
    assert app.screen.get_at((x, y))[:3] == sea.get_at((x, y))[:3], "the table's Menu button still shows"


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_dropped_piece_glides_from_where_it_was_let_go_to_its_place(game_id):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.min_players, rules.min_players - 1), {}, 4)
    rng = random.Random(4)
    while match.to_act != 0:  # the one human, seat 0, sees the table throughout
        match.apply(rng.choice(match.legal_actions()))
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=0.3)
    scene = TableScene(app, match)
    app.push(scene)
    pump(app)
    action, landed = None, None
    for candidate in (a for a in match.legal_actions() if a.piece is not None):
        after = rules.view(rules.apply(match.state, candidate), 0)
        ctx = TableContext(0, rules.to_act(after), tuple(match.seats))
        # the card where it lands (a piece there, or a face: a card placed on an island is no piece)
        items = scene.design.layout(after, ctx)
        landed = next((i.rect for i in items if candidate.piece in (i.piece, *i.faces)), None)
        if landed is not None:
            action = candidate
            break
    assert action is not None, "no move whose piece stays on the table"
    piece = next(i for i in reversed(scene.model.items) if i.piece == action.piece)
    start, end = grip(scene.model.items, piece), spot(scene.model.items, action.target, avoid=action.piece)
    let_go = (end[0] - (start[0] - piece.rect[0]), end[1] - (start[1] - piece.rect[1]))
    drag(app, start, end)
    assert match.actions[-1] == action
    glide = scene.motion.glides[action.piece]
    assert glide.start[:2] == let_go and glide.end == landed


def test_esc_on_a_hand_off_opens_the_game_menu_with_no_hand_in_sight():
    app = headless_app(handoffs=True)
    match = Match(registry.load_rules(registry.game_ids()[0]), default_seats(2), {}, 5)
    table = app.push(TableScene(app, match))
    pump(app)
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    pump(app, [escape])
    menu = app.stack.top
    assert isinstance(menu, InGameMenu) and menu.game_id == match.rules.id  # its rules are the table's
    assert table not in app.stack.visible() and handoff in app.stack.visible()  # drawn over the hand-off
    pump(app, [escape])
    assert app.stack.top is handoff and table.covered
    app.stack.clear()


def a_turn_ends(turn_done: bool, seats=None):
    """Returns (app, table, match, first) once the first to act made the move that passes the decision on."""
    app = headless_app(handoffs=True)
    app.settings = msgspec.structs.replace(app.settings, turn_done=turn_done)
    match = Match(registry.load_rules(registry.game_ids()[0]), seats or default_seats(2), {}, 4)
    table = app.push(TableScene(app, match))
    pump(app)
    first = match.to_act
    if isinstance(app.stack.top, HandoffScene):
        app.stack.top.done()  # the first player takes the computer
    pump(app)
    rng = random.Random(4)
    while match.to_act == first:
        table.play(rng.choice(match.legal_actions()))
    pump(app)
    return app, table, match, first


def test_a_turn_passed_to_another_person_waits_for_done_and_can_still_be_taken_back():
    app, table, match, first = a_turn_ends(turn_done=True)
    name, other = match.seats[first].name, match.seats[match.to_act].name
    assert app.stack.top is table and not table.covered and table.session.turn_ending == first
    assert table.tools.done_button.visible and not table.model.legal
    # The first game's opening move is a pick each seat makes in turn, privately (a response window).
    assert table.status_words()[0] == f"{name}: your choice is made"
    moves = len(match.actions)
    table.undo()
    assert len(match.actions) == moves - 1 and match.to_act == first and table.session.turn_ending is None
    table.play(table.session.slot.redo[-1])
    pump(app, frames=60)  # a second on at the table since its hand-off (a press at once is not the table's)
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == other
    app.stack.clear()


def test_a_turn_of_ones_own_ends_with_your_turn_is_over():
    app, table, match, first = a_turn_ends(turn_done=True)
    rng, titles = random.Random(5), []
    for _ in range(400):
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.done()
        elif table.session.turn_ending is not None:
            titles.append(table.status_words()[0])
            table.done()
        elif match.legal_actions():
            table.play(rng.choice(match.legal_actions()))
        pump(app)
        if any(t.endswith(": your turn is over") for t in titles):
            break
    assert any(t.endswith(": your turn is over") for t in titles), titles
    app.stack.clear()


def test_done_is_not_asked_when_turned_off_or_when_a_computer_plays_next():
    app, table, match, first = a_turn_ends(turn_done=False)
    assert isinstance(app.stack.top, HandoffScene) and table.session.turn_ending is None
    app.stack.clear()
    computers = [Seat("Ana", "red"), Seat("Ben", "blue", computer=True)]
    app, table, match, first = a_turn_ends(turn_done=True, seats=computers)
    assert app.stack.top is table and table.session.turn_ending is None
    assert not table.tools.done_button.visible
    app.stack.clear()
