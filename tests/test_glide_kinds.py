"""The glides a game's story may ask for (tabletop/ui/motion.py): a slowed glide eases in and out, a
picture pops up and shakes; each ends exactly where it was sent, and a shout waiting for its turn is not
drawn yet."""

from __future__ import annotations

from tabletop.ui.items import Item
from tabletop.ui.motion import Glide, Motion, ease_in_out, ease_out
from tabletop.ui.moves import Ghost, Move


def test_ease_in_out_starts_gently_and_ends_where_ease_out_does():
    assert ease_in_out(0) == 0 and ease_in_out(1) == 1 and ease_in_out(0.5) == 0.5
    assert ease_in_out(0.1) < ease_out(0.1) / 5  # the eye picks it up where it leaves
    steps = [ease_in_out(i / 20) for i in range(21)]
    assert steps == sorted(steps)


def test_a_gentle_glide_is_slower_at_first_and_lands_exactly():
    start, end = (0, 0, 50, 70), (1000, 400, 50, 70)
    plain, gentle = Glide("a", start, end, 1.0), Glide("b", start, end, 1.0, gentle=True)
    plain.elapsed = gentle.elapsed = 0.1
    assert gentle.rect()[0] < plain.rect()[0] / 4
    plain.elapsed = gentle.elapsed = 1.0
    assert gentle.rect() == plain.rect() == end


def test_a_shaken_picture_grows_shakes_dies_down_and_stands_at_its_place():
    end = (300, 200, 300, 160)
    glide = Glide("a", end, end, 1.0, shake=True)
    glide.elapsed = 0.05
    assert glide.rect()[2] < 300 and glide.rect()[3] < 160  # popping up
    xs = []
    for i in range(25, 100, 3):
        glide.elapsed = i / 100
        x, y, w, h = glide.rect()
        assert (y, w, h) == end[1:]
        xs.append(x - end[0])
    assert min(xs) < 0 < max(xs), "to and fro"
    assert max(abs(d) for d in xs[-5:]) < max(abs(d) for d in xs[:5]), "dying down"
    glide.elapsed = 1.0
    assert glide.rect() == end and glide.done


def test_a_shout_waiting_for_its_turn_is_not_drawn_and_a_still_one_needs_no_move():
    motion = Motion()
    shout = Item("shout", (10, 10, 100, 60), make=lambda: None)
    motion.ghost(shout, shout.rect, shout.rect, 0.5, delay=0.2, shake=True)
    assert motion.busy() and motion.ghost_items() == []
    motion.update(0.25)
    assert motion.ghost_items() == [shout]
    motion.update(0.5)
    assert not motion.busy()
    still = Item("still", (10, 10, 100, 60), make=lambda: None)
    motion.ghost(still, still.rect, still.rect, 0.5)  # neither moves nor shakes: nothing to show
    assert not motion.busy()


def test_a_slowed_move_or_ghost_lasts_as_many_glides_and_is_gentle():
    from tabletop.scenes.table_feel import TableFeel

    motion = Motion()
    feel = TableFeel.__new__(TableFeel)
    feel.motion = motion
    card = Item("c", (0, 0, 50, 70), make=lambda: None)
    feel.start(
        [
            Move("m", (0, 0, 50, 70), (400, 0, 50, 70), slow=2.4),
            Ghost(card, (0, 0, 50, 70), (0, 300, 50, 70), slow=2.0),
            Move("plain", (0, 0, 50, 70), (9, 9, 50, 70)),
        ],
        0.25,
    )
    assert motion.glides["m"].seconds == 0.6 and motion.glides["m"].gentle
    assert motion.glides["plain"].seconds == 0.25 and not motion.glides["plain"].gentle
    ghost = motion.glide_of(card)
    assert ghost.seconds == 0.5 and ghost.gentle


def solid(rgb):
    import pygame

    def make():
        surface = pygame.Surface((10, 10))
        surface.fill(rgb)
        return surface

    return make


def test_a_place_flown_to_shows_its_stand_in_until_the_flyer_lands_and_a_trail_mark_waits_for_its_piece():
    import pygame

    from tabletop.ui.painter import Painter
    from tabletop.ui.sprites import SpriteCache

    empty = Item("spot:empty", (20, 0, 10, 10), solid((0, 0, 255)))
    filled = Item("spot:full", (20, 0, 10, 10), solid((255, 0, 0)))
    flyer = Item("spot:full", (0, 0, 10, 10), solid((255, 0, 0)))
    mark = Item("mark:1", (40, 0, 10, 10), solid((0, 255, 0)), trail=("pawn", 0.5))
    pawn = Item("pawn", (40, 0, 10, 10), solid((255, 255, 0)), piece="pawn")
    motion, painter = Motion(), Painter((60, 10), SpriteCache())
    glide = motion.ghost(flyer, (0, 0, 10, 10), filled.rect, 3.0)
    motion.wait(filled, glide, stand_in=empty)
    motion.start("pawn", (40, 0, 10, 10), (40, 0, 10, 10), 1.0, poses=(pawn,))  # a 2 s turn on the spot
    motion.trails([filled, mark, pawn])
    surface = pygame.Surface((60, 10))

    def colours():
        surface.fill((0, 0, 0))
        painter.items(surface, [filled, mark], motion, None)
        return surface.get_at((25, 5))[:3], surface.get_at((45, 5))[:3]

    motion.update(0.3)
    assert colours() == ((0, 0, 255), (0, 0, 0))  # the spot still empty, the mark not yet made
    motion.update(0.8)
    assert colours() == ((0, 0, 255), (0, 255, 0))  # the pawn has passed halfway: its mark shows
    motion.update(2.0)
    assert colours() == ((255, 0, 0), (0, 255, 0)) and not motion.waits  # landed: the spot is filled


def test_a_place_flown_to_finds_its_stand_in_whether_its_rect_is_a_tuple_or_a_pygame_rect():
    """A layout may give a pygame.Rect (unhashable) for a rect: a real window crashed on the first
    tentacle a seat gained (stop 39)."""
    import pygame

    from tabletop.ui.moves import plan

    for rect in ((20, 0, 10, 10), pygame.Rect(20, 0, 10, 10)):
        empty = Item("spot:empty", rect, solid((0, 0, 255)))
        filled = Item("spot:full", rect, solid((255, 0, 0)), arrives=(("t:1",), (0, 0, 10, 10)))
        flying = [m for m in plan([empty], [filled], lambda i: i.rect) if isinstance(m, Ghost)]
        assert len(flying) == 1 and flying[0].covers == (filled, empty)
        motion = Motion()
        motion.wait(filled, motion.ghost(flying[0].item, flying[0].start, flying[0].end, 1.0), stand_in=empty)
        assert motion.waiting(filled) == (True, empty)
