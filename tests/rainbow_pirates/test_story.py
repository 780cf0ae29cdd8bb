"""The pirates' table tells a move so it can be followed (table/story.py): a steal glides from the victim's
island to the thief's hand, shouts pop up and shake over the seat's island, every such motion lasts as
the animation speed says (none when it is off) and ends exactly where the piece lies; the person's input
during one is not lost."""

from __future__ import annotations

import random

import msgspec
import pytest

from games.rainbow_pirates.table.story import SLOW
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.motion import glide_seconds
from tabletop.ui.moves import cards, centre, place_rects
from tests.rainbow_pirates.test_scene import RULES
from tests.rainbow_pirates.test_table_places import drag


def table(seed: int, speed: float) -> TableScene:
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=speed)
    scene = TableScene(app, Match(RULES, default_seats(3, 2), {}, seed))
    app.push(scene)
    settle(scene)
    return scene


def settle(scene: TableScene) -> None:
    scene.motion.update(60.0)
    scene.feel.bursts.update(60.0)


def reach(test, speed: float = 0.25):
    """Returns a table seen by seat 0 (two computers) and a legal action passing `test(action)`, reached
    by random moves (each seen through and settled)."""
    for seed in range(1, 40):
        scene = table(seed, speed)
        rng = random.Random(seed)
        for _ in range(800):
            legal = scene.match.legal_actions()
            if not legal:
                break
            found = [a for a in legal if test(a)]
            if found:
                return scene, found[0]
            scene.play(rng.choice(legal))
            settle(scene)
    raise AssertionError("no such move came up")


def inside(point, rect) -> bool:
    return rect[0] <= point[0] <= rect[0] + rect[2] and rect[1] <= point[1] <= rect[1] + rect[3]


def test_a_computer_s_steal_flies_from_the_victim_s_island_to_the_thief_s_hand_as_its_back():
    scene, steal = reach(lambda a: a.kind == "steal" and a.seat != 0)
    victim = scene.match.state.decisions[-1].data.victim
    was = cards(scene.model.items)[steal.piece].rect
    assert inside(centre(was), place_rects(scene.model.items)[f"seat:{victim}"])  # on the victim's island
    scene.play(steal)
    flights = [(i, g) for i, g in scene.motion.ghosts.values() if centre(g.start) == centre(was)]
    assert len(flights) == 1, "the stolen card flies from where it lay"
    item, flight = flights[0]
    assert item.faces == (), "as its back: a card in another's hand is never drawn face up"
    hand = place_rects(scene.model.items)[f"hand:{steal.seat}"]
    assert inside(centre(flight.end), hand) and flight.gentle
    assert flight.seconds == pytest.approx(SLOW * glide_seconds(0.25))  # 0.6 s at normal speed
    scene.motion.update(flight.seconds * 0.5)
    x, y = centre(flight.rect())
    (x0, y0), (x1, y1) = centre(was), centre(flight.end)
    assert min(x0, x1) < x < max(x0, x1) or min(y0, y1) < y < max(y0, y1), "half way, it is between"
    scene.motion.update(flight.seconds * 0.35)
    assert flight.rect() != flight.end
    scene.motion.update(1.0)
    assert flight.rect() == flight.end and not scene.motion.busy()


def test_the_viewer_s_own_steal_glides_into_its_hand_and_lands_exactly_on_the_card():
    scene, steal = reach(lambda a: a.kind == "steal" and a.seat == 0)
    was = cards(scene.model.items)[steal.piece].rect
    scene.play(steal)
    glide = scene.motion.glides[steal.piece]
    now = cards(scene.model.items)[steal.piece].rect
    assert glide.start == was and glide.end == now and glide.gentle
    assert glide.seconds == pytest.approx(SLOW * glide_seconds(0.25))
    scene.motion.update(glide.seconds * 0.3)
    assert glide.rect() not in (was, now)
    scene.motion.update(glide.seconds)
    assert glide.rect() == now and not scene.motion.busy()


@pytest.mark.parametrize("kind", ["arrgh", "block"])
def test_a_shout_pops_up_over_the_seat_s_island_and_shakes_then_stands_where_it_was_put(kind):
    scene, action = reach(lambda a: a.kind == kind and a.seat != 0)
    scene.play(action)
    island = place_rects(scene.model.items)[f"seat:{action.seat}"]
    pops = [(item, g) for item, g in scene.motion.ghosts.values() if g.shake]
    assert len(pops) == 1
    item, pop = pops[0]
    assert centre(pop.end) == pytest.approx(centre(island), abs=1) and item.key.endswith(
        ("shout:arrgh:300x160", "shout:blocked:300x160")
    )
    assert pop.rect()[2] < pop.end[2], "it grows from smaller"
    scene.motion.update(pop.seconds * 0.45)
    assert pop.rect() != pop.end and pop.rect()[2:] == pop.end[2:], "full size, shaking to one side"
    scene.motion.update(pop.seconds)
    assert pop.rect() == pop.end and not scene.motion.busy()


@pytest.mark.parametrize("speed", [0.15, 0.4])
def test_a_told_move_lasts_as_the_animation_speed_says(speed):
    scene, action = reach(lambda a: a.kind == "arrgh" and a.seat != 0, speed)
    scene.play(action)
    pop = next(g for _, g in scene.motion.ghosts.values() if g.shake)
    assert pop.seconds == pytest.approx(SLOW * speed)


def test_with_animation_off_nothing_moves_the_end_shows_at_once():
    scene, steal = reach(lambda a: a.kind == "steal" and a.seat != 0, speed=0.0)
    scene.play(steal)
    assert not scene.motion.busy() and not scene.motion.ghost_items()
    scene, action = reach(lambda a: a.kind == "arrgh" and a.seat != 0, speed=0.0)
    scene.play(action)
    assert not scene.motion.busy()


def test_the_person_s_move_during_a_told_motion_is_not_lost():
    """A computer's shout is still shaking when the person's turn comes: the person's drag plays."""

    def told_then_mine(a) -> bool:
        return a.kind == "arrgh" and a.seat != 0 and scene_of[0].match.state.current == 0

    scene_of: list[TableScene] = []
    for seed in range(1, 40):
        scene = table(seed, 0.25)
        scene_of[:] = [scene]
        rng = random.Random(seed)
        for _ in range(800):
            legal = scene.match.legal_actions()
            if not legal:
                break
            told = [a for a in legal if told_then_mine(a)]
            scene.play(told[0] if told else rng.choice(legal))
            mine = [
                a
                for a in scene.model.legal
                if a.piece is not None
                and a.target is not None
                and sum(b.piece == a.piece and b.target == a.target for b in scene.model.legal) == 1
            ]
            if told and scene.motion.busy() and mine:
                drag(scene, mine[0].piece, mine[0].target)
                assert scene.match.actions[-1] == mine[0], "the drag made during the motion was played"
                return
            settle(scene)
    raise AssertionError("no computer's shout was followed by the person's move")


def test_no_frame_of_a_computer_s_steal_shows_the_stolen_card_s_face():
    from tabletop.tools.screenwatch import ScreenWatch

    scene, steal = reach(lambda a: a.kind == "steal" and a.seat != 0)
    app = scene.app
    watch = ScreenWatch(app)
    with watch.installed():
        app.step(0.01)
        scene.play(steal)
        for _ in range(12):  # every frame of the flight, to its end
            app.step(0.06)
    assert watch.faces_checked > 0 and not watch.leaks, watch.leaks[:3]


def test_a_completed_rainbow_pops_up_as_a_rainbow_over_that_seat_s_island():
    import copy
    from dataclasses import replace

    from games.rainbow_pirates.rules.events import Rainbow
    from tabletop.rules.core import Action

    scene = table(2, 0.25)
    old = scene.model
    view = copy.deepcopy(old.view)
    view.events = (Rainbow(seat=1, total=1),)  # as the confirm of seat 1's seventh colour records it
    new = replace(old, view=view, last=Action("confirm", 1), played=old.played + 1)
    told = scene.design.story(old, new, [])
    assert len(told) == 1 and told[0].shake and ":rainbow:" in told[0].item.key and told[0].slow == 2 * SLOW
    island = place_rects(new.items)["seat:1"]
    assert centre(told[0].end) == pytest.approx(centre(island), abs=1)
    picture = told[0].item.make()
    assert picture.get_size() == told[0].end[2:]
