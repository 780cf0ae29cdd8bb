"""Sneaky Octopuses drawn as an aquarium (docs/style.md): every octopus shape, letter and team, every keeper
facing, every fish colour and die face is a picture of its own (told apart in grey too), the pictures are
kept and not redrawn, and the die tumbles and a keeper walks its steps one by one at the animation speed
set (none when it is off), ending where the piece is."""

from __future__ import annotations

from itertools import combinations

import msgspec
import pygame
import pytest

from games.sneaky_octopuses.table import aquarium, art, board_picture, panel, piece_art
from games.sneaky_octopuses.table.board import WAIT, cell_rect
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.style import ART, luma

from .builders import CAT, RULES, keeper, quiet

TEAMS = (
    ((226, 70, 70), "heart"),
    ((70, 130, 235), "drop"),
    ((70, 185, 95), "leaf"),
    ((240, 200, 50), "star"),
)


@pytest.fixture(autouse=True, scope="module")
def up():
    pygame.init()
    yield


def grey(surface: pygame.Surface) -> list[float]:
    """Returns the picture as grey levels over the table's dark water (what a grey-scale screen shows)."""
    w, h = surface.get_size()
    out = []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = surface.get_at((x, y))
            out.append((luma((r, g, b)) * a + 30 * (255 - a)) / 255)
    return out


def apart(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def test_every_octopus_shape_letter_and_team_is_a_picture_of_its_own_even_in_grey():
    pictures = {
        (kind, rgb, cb): grey(art.octopus(kind, 60, rgb, symbol, False, cb=cb))
        for kind in CAT.kinds
        for rgb, symbol in TEAMS
        for cb in (False, True)
    }
    for (a, pa), (b, pb) in combinations(pictures.items(), 2):
        if a[:2] == b[:2]:  # the same octopus in either look: its team's symbol is always on it
            continue
        assert apart(pa, pb) > 8, (a, b)  # another specialist or another team: told apart in grey
    done, fresh = (art.octopus("tako", 60, TEAMS[0][0], "heart", d) for d in (True, False))
    assert colourful(done) < colourful(fresh) / 2  # an octopus that acted is greyed


def colourful(surface: pygame.Surface) -> float:
    """Returns how far from grey a picture's opaque pixels are, on average."""
    found = [
        surface.get_at((x, y))
        for x in range(0, surface.get_width(), 2)
        for y in range(0, surface.get_height(), 2)
    ]
    found = [c for c in found if c.a > 200]
    return sum(max(c.r, c.g, c.b) - min(c.r, c.g, c.b) for c in found) / len(found)


def test_an_octopus_is_an_octopus_its_head_in_its_specialist_s_shape_with_tentacles_under_it():
    for kind in CAT.kinds:
        shape = art.LOOKS[kind][1]
        body = piece_art.octopus_body(shape, 90, (70, 130, 235))
        bottom = [body.get_at((x, 86)).a for x in range(90)]  # the tentacles' row, under every head
        runs = sum(1 for x in range(1, 90) if bottom[x] > 128 and bottom[x - 1] <= 128)
        assert runs >= 4, (kind, runs)  # several tentacle tips, not one block
    heads = {art.LOOKS[k][1]: piece_art.octopus_body(art.LOOKS[k][1], 90, (200, 200, 200)) for k in CAT.kinds}
    for a, b in combinations(heads, 2):
        assert apart(grey(heads[a]), grey(heads[b])) > 8, (a, b)


def test_a_keeper_facing_each_way_differs_and_its_gaze_points_that_way():
    pictures = {d: art.keeper("2", d, 70) for d in (0, 90, 180, 270)}
    for a, b in combinations(pictures, 2):
        assert apart(grey(pictures[a]), grey(pictures[b])) > 8, (a, b)
    for degrees, (x, y) in ((0, (64, 35)), (90, (35, 64)), (180, (5, 35)), (270, (35, 5))):
        r, g, b, a = pictures[degrees].get_at((x, y))  # the tip of its red gaze, on the side it faces
        assert a > 200 and r > 150 and g < 90, degrees
    assert (
        art.keeper("1", 0, 70).get_at((35, 35)) != art.keeper("3", 0, 70).get_at((35, 35))
        or apart(grey(art.keeper("1", 0, 70)), grey(art.keeper("3", 0, 70))) > 0.5
    )  # its number on its back


def test_every_fish_colour_and_die_face_is_its_own_picture():
    fish = {c: grey(art.fish(CAT, c, 58)) for c in CAT.colour_ids}
    for a, b in combinations(fish, 2):
        assert apart(fish[a], fish[b]) > 3, (a, b)
    faces = {n: grey(art.die(n, 90)) for n in range(7)}
    for a, b in combinations(faces, 2):
        assert apart(faces[a], faces[b]) > 1, (a, b)
    dark = [sum(1 for v in faces[n] if v < 80) for n in range(7)]
    assert dark == sorted(dark) and dark[0] < dark[1]  # more pips, more ink: 0 (blank) to 6
    tumbling = [grey(art.die_tumbling(n, 90)) for n in range(len(piece_art.TUMBLE))]
    for a, b in combinations(tumbling, 2):
        assert apart(a, b) > 1


def test_the_aquarium_has_water_in_its_tanks_a_tiled_floor_walls_and_showers():
    homes = ((1, (226, 70, 70), "heart"), (3, (70, 185, 95), "leaf"))
    board = board_picture.board(CAT, 78, homes)
    rows = CAT.content.board

    def at(x, y, dx=39, dy=39):
        return board.get_at((board_picture.MARGIN + x * 78 + dx, board_picture.MARGIN + y * 78 + dy))

    tank = at(2, 3, 20, 20)
    assert tank.b > tank.r + 40  # water: blue
    floor_a, floor_b = at(3, 3, 10, 10), at(4, 3, 10, 10)
    assert luma(floor_a) > 180 and floor_a != floor_b  # light tiles in a chequer
    assert rows[3][0] == "x" and luma(at(0, 3, 5, 5)) < 70  # a wall
    home = at(0, 1, 10, 10)
    assert home.r > home.b  # the red team's home tank: its water red
    shower = aquarium.shower(78, (1, 0))
    assert shower != aquarium.shower(78, (-1, 0))  # the head stands opposite the opening
    assert apart(grey(shower), grey(aquarium.floor_tile(78, False))) > 8


def test_pictures_are_kept_and_not_redrawn():
    piece_art.octopus_body("square", 61, (1, 2, 3))
    made = ART.made
    first = piece_art.octopus_body("square", 61, (1, 2, 3))
    assert piece_art.octopus_body("square", 61, (1, 2, 3)) is first and ART.made == made
    assert piece_art.keeper_body(90, 71) is piece_art.keeper_body(90, 71)
    assert piece_art.die_face(4, 91) is piece_art.die_face(4, 91)
    assert aquarium.tank_water(78, 156, None, 3) is aquarium.tank_water(78, 156, None, 3)


def scene_with(state, animation: float) -> tuple:
    match = Match(RULES, default_seats(2, 1), {"first": "1"}, 1)
    match.state = state
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=animation)
    scene = TableScene(app, match)
    app.push(scene)
    scene.motion.update(10.0)
    return app, scene, match


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def walk(animation: float):
    """A keeper facing south at (5,1) is clicked and the die shows 1: forward, forward to (5,3)."""
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    app, scene, match = scene_with(state, animation)
    scene.play(Action("activate", 0, target="keeper:1"))
    rolling = next(i for i in scene.model.items if i.known_as == "die")
    assert rolling.key == "so:die:tumbling:0"  # the roll is due: the die is in the air
    words = {i.key.split(":", 5)[5] for i in scene.model.items if i.key.startswith("so:text:")}
    assert {"For Keeper 1", "rolling..."} <= words  # for whom it rolls, not what the last roll did
    scene.play(Action("roll", -1, choice="1"))
    return scene


def test_the_die_tumbles_then_shows_its_face_and_the_keeper_waits_then_walks_each_step_facing_it():
    scene = walk(0.3)
    die = scene.motion.glides["die"]
    keeper_glide = scene.motion.glides["keeper-1"]
    item = next(i for i in scene.model.items if i.known_as == "die")
    assert item.key == "so:die:1" and die.start == die.end == item.rect == panel.DIE_RECT
    assert [p.key for p in die.poses] == [f"so:die:tumbling:{n}" for n in range(len(piece_art.TUMBLE))]
    assert die.pose() is die.poses[0]  # tumbling first
    shown_at = die.seconds * len(die.poses) / (len(die.poses) + 1)  # when it shows its face
    # the keeper faces its first step (south) while it waits, and each step's way as it walks
    assert [int(p.key.split(":")[3]) for p in keeper_glide.poses] == [90] * WAIT + [90]
    steps = len(keeper_glide.via) + 1
    start = centre(cell_rect((5, 1)))
    for t in (0.0, shown_at * 0.99):  # it stands on its square until the die has landed
        keeper_glide.elapsed = t
        assert centre(keeper_glide.rect()) == start
    keeper_glide.elapsed = keeper_glide.seconds * (WAIT + 1) / steps  # one step walked: on (5,2)
    assert centre(keeper_glide.rect()) == centre(cell_rect((5, 2)))
    die.elapsed = shown_at * 1.01
    assert die.pose() is None  # its own picture: the face rolled
    scene.motion.update(60.0)
    assert not scene.motion.busy()
    kept = next(i for i in scene.model.items if i.piece == "keeper-1")
    assert centre(kept.rect) == centre(cell_rect((5, 3))) and scene.motion.now(kept) == kept.rect


def test_each_footprint_shows_only_once_the_walking_keeper_stands_on_its_square():
    scene = walk(0.3)
    glide = scene.motion.glides["keeper-1"]
    steps = [i for i in scene.model.items if i.trail is not None]
    assert [i.key.split(":")[-2:] for i in steps] == [["step", "1"], ["step", "2"]]
    for t in (0.0, 0.3, 0.5, 0.7, 0.9, 1.0):
        glide.elapsed = glide.seconds * t
        here = centre(glide.rect())
        for step in steps:
            reached = (
                here == centre(step.rect)
                or step is steps[0]
                and here[1] > centre(step.rect)[1]  # walking on south
            )
            assert scene.motion.waiting(step)[0] is not reached, (t, step.key)
    glide.elapsed = 0.0
    scene.motion.update(60.0)
    assert not any(scene.motion.waiting(step)[0] for step in steps)  # the walk is over: all stay


def test_a_walk_that_turns_faces_each_way_it_steps():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "e")
    app, scene, match = scene_with(state, 0.3)
    scene.play(Action("activate", 0, target="keeper:1"))
    scene.play(Action("roll", -1, choice="3"))  # right: forward (east), turn (south), forward
    path = match.state.last_walk.path
    glide = scene.motion.glides["keeper-1"]
    ways = [int(p.key.split(":")[3]) for p in glide.poses][WAIT:]
    expected = [
        {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): 270}[(b[0] - a[0], b[1] - a[1])]
        for a, b in zip(path, path[1:], strict=False)
    ]
    assert len(path) == 3 and ways == expected[:-1]
    assert int(next(i for i in scene.model.items if i.piece == "keeper-1").key.split(":")[3]) == expected[-1]


def test_the_motions_follow_the_speed_setting_and_none_when_it_is_off():
    slow, quick = walk(0.4), walk(0.15)
    assert slow.motion.glides["die"].seconds > quick.motion.glides["die"].seconds
    assert slow.motion.glides["keeper-1"].seconds > quick.motion.glides["keeper-1"].seconds
    off = walk(0.0)
    assert not off.motion.busy()  # nothing moves: the keeper stands where it ended, the die shows its face
    kept = next(i for i in off.model.items if i.piece == "keeper-1")
    assert off.motion.now(kept) == kept.rect and centre(kept.rect) == centre(cell_rect((5, 3)))


def test_laid_out_again_the_die_does_not_tumble_again():
    scene = walk(0.3)
    scene.motion.update(60.0)
    scene.refresh()
    assert "die" not in scene.motion.glides and "keeper-1" not in scene.motion.glides


def test_at_a_table_of_two_people_the_walk_that_ends_a_turn_is_seen_by_the_next_player_too():
    """Nothing is hidden in this game, so the motion goes on when the table turns to the next player (a
    game with secrets stops it: test_table_feel)."""
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    match = Match(RULES, default_seats(2, 0), {"first": "1"}, 1)  # two people, one screen
    match.state = state
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=0.3)
    scene = TableScene(app, match)
    app.push(scene)
    scene.motion.update(10.0)
    scene.play(Action("activate", 0, target="keeper:1"))
    scene.play(Action("roll", -1, choice="1"))
    assert scene.seating.viewer == 1  # the turn passed on with the walk
    assert "keeper-1" in scene.motion.glides and "die" in scene.motion.glides
