"""The table's feel, for every game: moves glide (a computer's too), revealed cards flip, a fresh game is
dealt, goals and wins are celebrated, and tooltips explain what the mouse rests on. Animation off starts
nothing; glides never show a hidden face; an idle table is not redrawn."""

from __future__ import annotations

import random
from dataclasses import replace

import msgspec
import pygame
import pytest

from tabletop import registry
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.scenes import table_paint
from tabletop.scenes.handoff import READY_SECONDS, HandoffScene
from tabletop.scenes.table import TableScene
from tabletop.tools.screenwatch import ScreenWatch
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import Item, piece_at, zones_at
from tabletop.ui.moves import cards, centre, counts, place_rects

GAMES = registry.game_ids()


def deals_cards(game_id: str) -> bool:
    """Tells whether a game's table deals cards from a deck into hands (the card glides below are theirs;
    a board game's pawns only glide from square to square)."""
    rules = registry.load_rules(game_id)
    state = rules.setup(3, {}, 1)
    return "deck" in places_of(rules, state) and hasattr(state, "hands")


def places_of(rules, state) -> dict:
    from tabletop.rules.match import default_seats as seats
    from tabletop.ui.items import TableContext

    items = registry.load_table(rules).layout(rules.view(state, 0), TableContext(0, 0, tuple(seats(3))))
    return place_rects(items)


CARD_GAMES = [g for g in GAMES if deals_cards(g)]
MOVES = 4000  # random moves tried before a wanted kind of move must have come up


def table(game_id: str, computers: int = 2, animation: float = 0.3, seed: int = 7):
    """Returns an app, a table seen by seat 0 (the only human unless computers=0) and its match."""
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(3, computers), {}, seed)
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=animation)
    scene = TableScene(app, match)
    app.push(scene)
    settle(scene)
    return app, scene, match


def settle(scene: TableScene) -> None:
    """Lets every glide and celebration finish, without running the computer players."""
    scene.motion.update(10.0)
    scene.feel.bursts.update(10.0)


def reach(game_id: str, test):
    """Returns a table (seen by seat 0, two computers) where a move passing `test(match, action)` is legal,
    and that move: random games are played until one offers it. The table is up to date and settled."""
    for seed in range(1, 40):
        app, scene, match = table(game_id, seed=seed)
        rng = random.Random(seed)
        for _ in range(MOVES):
            legal = match.legal_actions()
            found = [a for a in legal if test(match, a)]
            if found:
                scene.refresh(animate=False)
                settle(scene)
                return app, scene, match, found[0]
            if not legal:
                break
            match.apply(rng.choice(legal))
    raise AssertionError("the wanted move never came up")


def ends_game(m: Match, a: Action) -> bool:
    return m.rules.outcome(m.rules.apply(m.state, a)) is not None


def play(scene: TableScene, action: Action) -> list[Item]:
    """Plays `action` at the table; returns the layout before it."""
    old = scene.model.items
    scene.play(action)
    assert scene.match.actions[-1] == action
    return old


def rect_of(items: list[Item], place: str) -> tuple[int, int, int, int]:
    return place_rects(items)[place]


def near(a, b, slack: float = 1.5) -> bool:
    return abs(a[0] - b[0]) <= slack and abs(a[1] - b[1]) <= slack


def hidden_from(match: Match, seat: int):
    return match.rules.hidden_ids(match.state, seat)


# Glides ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_fresh_game_is_dealt_from_the_deck(game_id):
    rules = registry.load_rules(game_id)
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=0.3)
    scene = TableScene(app, Match(rules, default_seats(3, 2), {}, 7))
    app.push(scene)
    deck = centre(rect_of(scene.model.items, "deck"))
    hand = [i for i in scene.model.items if i.piece is not None and i.back is not None]
    assert hand and all(near(centre(scene.motion.glides[i.piece].start), deck) for i in hand)
    pawns = [i.piece for i in scene.model.items if i.piece is not None and i.back is None]
    assert not any(p in scene.motion.glides for p in pawns), "a pawn or token is not dealt from the deck"
    assert all(scene.motion.glides[i.piece].flip for i in hand), "dealt cards turn face up on the way"
    fans = {n for n, (count, _) in counts(scene.model.items).items() if n.startswith("hand:") and count}
    ends = {n for n in fans for _, g in scene.motion.ghosts.values() if near(centre(g.start), deck)}
    assert fans and ends == fans, "backs are dealt into every other hand"
    delays = sorted(g.delay for g in scene.motion.glides.values())
    assert delays[0] < delays[-1], "the cards go out one after another"


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_drawn_card_glides_from_the_deck_and_turns_face_up(game_id):
    # a draw from the deck (not Rainbow Pirates' face-up pair, which is already face up)
    app, scene, match, action = reach(
        game_id, lambda m, a: a.seat == 0 and a.kind == "draw" and a.target != "faceup"
    )
    deck = centre(rect_of(scene.model.items, "deck"))
    old = play(scene, action)
    drawn = cards(scene.model.items).keys() - cards(old).keys()
    assert drawn, "the draw put no card in the hand"
    for key in drawn:
        glide = scene.motion.glides[key]
        assert glide.flip and near(centre(glide.start), deck)


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_played_card_glides_from_the_hand_to_where_it_lands(game_id):
    def from_hand(m, a):
        return a.seat == 0 and a.kind in ("play", "attach") and a.piece in m.state.hands[0]

    app, scene, match, action = reach(game_id, from_hand)
    start = next(i.rect for i in scene.model.items if i.piece == action.piece)
    play(scene, action)
    landed = cards(scene.model.items)[action.piece].rect
    glide = scene.motion.glides[action.piece]
    assert glide.start == start and glide.end == landed and not glide.flip


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_discarded_card_glides_onto_the_pile(game_id):
    def discards(m, a):  # a discard, or a card of the hand played onto the discard pile (a black card)
        return a.seat == 0 and (a.kind == "discard" or a.target == "discard" and a.piece in m.state.hands[0])

    app, scene, match, action = reach(game_id, discards)
    start = next(i.rect for i in scene.model.items if i.piece == action.piece)
    play(scene, action)
    glide = scene.motion.glides[action.piece]
    assert glide.start == start and glide.end == rect_of(scene.model.items, "discard")


def test_a_passed_card_leaves_the_hand_as_its_back_for_the_other_hand():
    def passes(m, a):
        # A pass step of a turn (a pass prompt), not a secret pass of the tide's reveal.
        return a.seat == 0 and a.kind == "pass" and decisions.top(m.state).kind == "pass"

    app, scene, match, action = reach("rainbow_octopus", passes)
    start = next(i.rect for i in scene.model.items if i.piece == action.piece)
    play(scene, action)
    fan = centre(rect_of(scene.model.items, action.target))
    ghosts = [(item, g) for item, g in scene.motion.ghosts.values() if g.start == start]
    assert len(ghosts) == 1, "the passed card does not glide away"
    item, glide = ghosts[0]
    assert not item.faces and near(centre(glide.end), fan), "it must travel face down to the other hand"


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_computer_move_glides_from_its_seat_and_turns_face_up(game_id):
    def shown_from_hand(m, a):
        if a.seat == 0 or a.piece is None or a.piece not in m.state.hands[a.seat]:
            return False
        return a.piece not in m.rules.hidden_ids(m.rules.apply(m.state, a), 0)

    app, scene, match, action = reach(game_id, shown_from_hand)
    assert action.piece in hidden_from(match, 0)
    fan = centre(rect_of(scene.model.items, f"hand:{action.seat}"))
    play(scene, action)
    glide = scene.motion.glides[action.piece]
    assert glide.flip and near(centre(glide.start), fan)


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_computer_draw_sends_a_back_from_the_deck_to_its_hand(game_id):
    app, scene, match, action = reach(
        game_id, lambda m, a: a.seat != 0 and a.kind == "draw" and a.target != "faceup"
    )
    deck = centre(rect_of(scene.model.items, "deck"))
    play(scene, action)
    fan = centre(rect_of(scene.model.items, f"hand:{action.seat}"))
    backs = [(i, g) for i, g in scene.motion.ghosts.values() if near(centre(g.start), deck)]
    assert backs and all(not i.faces and near(centre(g.end), fan) for i, g in backs)


def test_a_new_tide_flips_over_from_the_tide_deck():
    def reveals(m, a):
        after = m.rules.apply(m.state, a).tide
        return after is not None and after != m.state.tide

    app, scene, match, action = reach("rainbow_octopus", reveals)
    tides = centre(rect_of(scene.model.items, "tides"))
    play(scene, action)
    glide = scene.motion.glides[match.state.tide]
    assert glide.flip and near(centre(glide.start), tides)


@pytest.mark.slow  # random games played to their last move at the table
def test_the_secret_colours_flip_in_place_at_the_end():
    app, scene, match, action = reach("oct8", ends_game)
    spots = {s: rect_of(scene.model.items, f"secret:{s}") for s in (1, 2)}
    play(scene, action)
    for seat, spot in spots.items():
        glide = scene.motion.glides[match.state.secrets[seat]]
        assert glide.flip and glide.start == spot == glide.end


# Celebrations ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reached_goal_is_celebrated_where_it_was_reached(game_id):
    def reaches(m, a):
        rules, after = m.rules, m.rules.apply(m.state, a)
        return rules.outcome(after) is None and rules.narrator.celebrations(
            rules.view(m.state, 0), rules.view(after, 0)
        )

    app, scene, match, action = reach(game_id, reaches)
    rules = match.rules
    before = rules.view(match.state, 0)
    play(scene, action)
    places = rules.narrator.celebrations(before, rules.view(match.state, 0))
    rects = place_rects(scene.model.items)
    assert places and all(p in rects for p in places), places
    bursts = scene.feel.bursts.live
    assert {b.rect for b in bursts} == {rects[p] for p in places}
    assert not any(b.big for b in bursts), "a goal gets a small burst; the win a big one"


@pytest.mark.slow  # random games played to their last move at the table
@pytest.mark.parametrize("game_id", GAMES)
def test_the_win_is_celebrated_at_the_winners_seat(game_id):
    app, scene, match, action = reach(game_id, ends_game)
    play(scene, action)
    rects = place_rects(scene.model.items)
    big = [b.rect for b in scene.feel.bursts.live if b.big]
    assert match.outcome.winners and all(rects[f"seat:{w}"] in big for w in match.outcome.winners)
    assert scene.busy(), "the celebration must be drawn"


# Animation off, secrets, idle -----------------------------------------------------------------


@pytest.mark.slow  # a whole game through the table
@pytest.mark.parametrize("game_id", GAMES)
def test_with_animation_off_nothing_moves_flips_or_bursts(game_id):
    app, scene, match = table(game_id, animation=0.0)
    assert not scene.motion.busy(), "no deal"
    rng = random.Random(2)
    while match.legal_actions():
        scene.play(rng.choice(match.legal_actions()))
        assert not scene.motion.busy() and not scene.feel.busy()


@pytest.mark.slow  # 240 moves through the table, four frames each
@pytest.mark.parametrize("game_id", [g for g in GAMES if registry.load_rules(g).has_secrets])
def test_glides_and_flips_never_show_a_hidden_face(game_id):
    app = headless_app(handoffs=True)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=0.3)
    watch = ScreenWatch(app)
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(3), {}, 21)
    rng = random.Random(21)
    moved = 0
    with watch.installed():
        scene = TableScene(app, match)
        app.push(scene)
        for _ in range(240):
            for _ in range(4):  # frames mid-glide: ghosts, flips and the cards in flight are all drawn
                app.step(0.06)
            if isinstance(app.stack.top, HandoffScene):
                app.step(READY_SECONDS)
                pos = app.stack.top.button.rect.center
                app.step(0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
                app.step(0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
                app.step(0.06)
            elif scene.session.turn_ending is not None and app.stack.top is scene:
                scene.done()  # the player whose part is over lets the computer go
            elif match.legal_actions() and app.stack.top is scene:
                scene.play(rng.choice(match.legal_actions()))
                moved += scene.motion.busy()
    assert watch.handoffs >= 3 and moved > 20
    assert not watch.leaks, watch.leaks[:3]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_settled_table_is_not_redrawn(game_id):
    app, scene, match = table(game_id, computers=0)
    for _ in range(30):
        app.step(0.1)
    assert not any(app.step(0.05) for _ in range(10))


# Tooltips -------------------------------------------------------------------------------------


def rest(app, pos) -> None:
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def tip_spot(items: list[Item], item: Item) -> tuple[int, int]:
    """Returns a point where `item` is the topmost item with a tip."""
    x, y, w, h = item.rect
    for fy in (0.5, 0.2, 0.8):
        for fx in (0.5, 0.2, 0.8, 0.1):
            pos = (int(x + w * fx), int(y + h * fy))
            if next((i for i in reversed(items) if i.tip and i.contains(pos)), None) is item:
                return pos
    raise AssertionError(f"{item.key} is covered")


def rows_fit(box) -> bool:
    """Tells whether every laid-out row of a pygame_gui text box ends inside its text area."""
    return max(row.right for row in box.text_box_layout.layout_rows) <= box.text_wrap_rect.width


@pytest.mark.parametrize("game_id", GAMES)
def test_no_tooltip_cuts_off_the_end_of_its_lines(game_id):
    """A row indent in the theme once pushed the last letters of long lines out of the box."""
    app, scene, match = table(game_id, computers=0, animation=0.0)
    shown = 0
    for item in [i for i in scene.model.items if i.tip]:
        rest(app, tip_spot(scene.model.items, item))
        app.step(0.6)
        tooltip = scene.feel.tips.tooltip
        assert tooltip is not None, item.key
        assert rows_fit(tooltip.text_block), f"{item.key}: {scene.feel.tips.text}"
        shown += 1
        rest(app, (4, app.size[1] - 4))
    assert shown >= 10


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tooltip_shows_the_full_text_after_half_a_second_and_not_before(game_id):
    app, scene, match = table(game_id, computers=0, animation=0.0)
    screen = pygame.Rect(0, 0, *app.size)
    shown = 0
    for item in [i for i in scene.model.items if i.tip and i.make is not None and (i.piece or i.faces)][:6]:
        rest(app, tip_spot(scene.model.items, item))
        app.step(0.3)
        app.step(0.15)
        assert scene.feel.tips.tooltip is None, "a tooltip came before half a second"
        app.step(0.1)
        tooltip = scene.feel.tips.tooltip
        assert tooltip is not None and scene.feel.tips.text == scene.session.words(item.tip)
        assert screen.contains(tooltip.rect), "the tooltip runs off the screen"
        shown += 1
        rest(app, (4, app.size[1] - 4))  # the bottom bar: nothing there
        assert scene.feel.tips.tooltip is None
    assert shown >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lit_target_says_what_dropping_there_will_do(game_id):
    app, scene, match = table(game_id, computers=0, animation=0.0)
    legal = scene.model.legal
    piece = next(
        i for i in reversed(scene.model.items) if i.piece is not None and targets_for(i.piece, legal)
    )
    zone = sorted(targets_for(piece.piece, legal))[0]
    grab = next(
        (piece.rect[0] + dx, piece.rect[1] + dy)
        for dy in (20, 60, 100)
        for dx in (10, 30, 50)
        if piece_at(scene.model.items, (piece.rect[0] + dx, piece.rect[1] + dy)) is piece
    )
    over = next(
        (x, y)
        for item in reversed(scene.model.items)
        if item.zone == zone
        for x in range(item.rect[0] + 4, item.rect[0] + item.rect[2], 12)
        for y in range(item.rect[1] + 4, item.rect[1] + item.rect[3], 12)
        if zones_at(scene.model.items, (x, y))[:1] == [zone] and not piece.contains((x, y))
    )
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1)])
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0))])
    app.step(0.3)
    assert scene.feel.tips.tooltip is None
    app.step(0.3)
    drops = [a for a in legal if (a.piece, a.target) == (piece.piece, zone)]
    said = [scene.session.words(match.rules.narrator.describe(match.state, a)) for a in drops]
    expected = f"Drop here: {said[0]}" if len(said) == 1 else "Drop here to choose: " + "; ".join(said)
    if len(said) > 3:  # the chooser the drop opens lists them all
        expected = f"Drop here to choose one of {len(said)}: {said[0]}; {said[1]}; ..."
    assert scene.feel.tips.text == expected


@pytest.mark.parametrize("game_id", GAMES)
def test_a_message_gives_way_to_the_mouse_so_it_never_hides_the_hand(game_id):
    app, scene, match = table(game_id, computers=0, animation=0.0)
    scene.show("A message long enough to sit over several hand cards for a while")
    where = scene.room.toast(scene.toast[0], scene.model, scene.drag).rect
    rest(app, (where.left - 40, where.top - 40))  # beside it: it stays
    assert scene.toast is not None
    rest(app, where.center)  # onto it: it goes, and the cards under it show
    assert scene.toast is None
    scene.show("Another message")
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(4, 200), button=1)])
    assert scene.toast is None


def test_items_marked_above_are_drawn_over_the_lit_rings():
    """A tab on a panel's edge (Rainbow Octopus's FTT) was crossed by the ring lighting that panel."""
    app, scene, match = table(GAMES[0], computers=0, animation=0.0)
    zone = next(i.zone for i in scene.model.items if i.zone is not None)
    tab = Item("tab", (0, 0, 10, 10), lambda: pygame.Surface((10, 10)), above=True)
    model = replace(scene.model, legal=[Action("click", 0, None, zone)], items=[*scene.model.items, tab])
    calls = []
    painter = scene.painter
    record = {
        "background": lambda surface: calls.append("background"),
        "items": lambda surface, items, motion, hide: calls.append([i.key for i in items if i.above]),
        "ring": lambda *args, **kwargs: calls.append("ring"),
    }
    for name, stand_in in record.items():
        setattr(painter, name, stand_in)
    table_paint.draw_table(app.screen, model, painter, scene.motion, None, None)
    assert calls[1] == [] and calls[-1][-1] == "tab"
    assert "ring" in calls[2:-1]


def test_a_pawn_glides_through_the_places_it_stepped_through():
    from tabletop.ui.motion import Glide
    from tabletop.ui.moves import plan

    old = [Item("pawn", (0, 0, 10, 10), lambda: None, piece="k")]
    new = [Item("pawn", (200, 0, 10, 10), lambda: None, piece="k", via=((0, 0, 10, 10), (100, 0, 10, 10)))]
    (move,) = plan(old, new, lambda item: item.rect)
    assert move.via == ((100, 0, 10, 10),)
    glide = Glide("k", move.start, move.end, 1.0, elapsed=0.5, via=move.via)
    assert glide.rect() == (100, 0, 10, 10)  # half way: at the middle step, not the straight line's middle
    stale = [Item("pawn", (200, 0, 10, 10), lambda: None, piece="k", via=((50, 50, 10, 10),))]
    (move,) = plan(old, stale, lambda item: item.rect)
    assert move.via == ()  # it did not stand where the steps began: a straight glide


def test_a_pawn_turning_on_its_square_shows_the_pictures_of_its_turn():
    from tabletop.ui.motion import Glide, Motion
    from tabletop.ui.moves import plan

    def pawn(key: str, poses=()) -> Item:
        return Item(key, (0, 0, 10, 10), lambda: None, piece="k", poses=poses)

    turn = (pawn("facing-90"), pawn("facing-45"))
    (move,) = plan([pawn("facing-90")], [pawn("facing-0", turn)], lambda item: item.rect)
    assert move.start == move.end and [p.key for p in move.poses] == ["facing-90", "facing-45"]
    shown = []
    for elapsed in (0.0, 0.4, 0.8):
        glide = Glide("k", move.start, move.end, 1.2, elapsed=elapsed, poses=move.poses)
        shown.append(glide.pose().key if glide.pose() else "own")
    assert shown == ["facing-90", "facing-45", "own"]  # each picture a third of the turn, its own last
    motion = Motion()
    motion.start("k", move.start, move.end, 0.25, poses=move.poses)
    assert motion.glides["k"].seconds == 0.5  # a turn on the spot takes a glide more than a glide
    assert plan([pawn("facing-0")], [pawn("facing-0", turn)], lambda item: item.rect) == []  # drawn before
