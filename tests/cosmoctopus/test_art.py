"""Cosmoctopus drawn like a finished game (issue 31): each card type its own frame, a motif per card from
its kind and effects, the Forbidden Knowledge tiles as four distinct objects, the head alive (its blink
and glance frames drawn once and shared, timed by the table's clock), and the motions of this game: a
Forbidden Knowledge tile glides to its owner and each tentacle gained flies from the head to the seat;
none with animation off, and each ends where the piece lies."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.rules.state import HEAD
from games.cosmoctopus.table import card_art, cards, realm, scenery, supply
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.core import Action
from tabletop.scenes.table_feel import TableFeel
from tabletop.ui import moves
from tabletop.ui.motion import Motion, identity
from tabletop.ui.style import ART
from tests.laid_out import laid_out

from .builders import CAT, RULES, main, pay_all, pool, table

TABLE = CosmoTable(RULES)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_every_card_type_and_first_contact_has_a_frame_of_its_own():
    frames = {kind: card_art.frame(kind, "scripture", 150, 178) for kind in card_art.FRAMES}
    kinds = list(frames)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            assert not same(frames[a], frames[b]), f"{a} and {b} share a frame"
    assert card_art.frame_kind(CAT, CAT.contact[0]) == "contact"
    assert {card_art.frame_kind(CAT, c) for c in CAT.card if c not in CAT.contact} == set(card_art.FRAMES) - {
        "contact"
    }


PAIRS = [
    ("sentient-inkpot", "drowned-effigy"),  # relics: fills ink slots, fills coin slots
    ("sentient-inkpot", "leaky-squid-sac"),  # relics: autofill, a bonus
    ("ink-rain", "golden-tide-dream"),  # hallucinations: +4 ink, +4 coins
    ("twin-tides", "behold-the-yawning-darkness"),  # a move, a tentacle
    ("inkblot-primer", "resonating-manuscript"),  # scriptures: a discount, a forbidden one
    ("the-ink-cloud", "the-gilded-school"),  # constellations of other slots
    ("barnacle-bank-book", "ancient-astrolabe"),  # another type altogether
]


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_two_cards_of_different_kinds_or_effects_get_different_motifs(a, b):
    assert card_art.motif_key(CAT, a) != card_art.motif_key(CAT, b)
    assert not same(card_art.motif(CAT, a, 120, 100), card_art.motif(CAT, b, 120, 100))


def test_every_card_has_a_motif_and_the_deck_has_many():
    keys = {card_art.motif_key(CAT, c) for c in CAT.card}
    assert len(keys) >= 60, len(keys)  # 92 cards, most with one of their own
    for card_id in CAT.card:  # each one draws (a kind without a drawing would raise here)
        picture = card_art.motif(CAT, card_id, 60, 60)
        assert picture.get_bounding_rect().width > 20, card_id


def test_a_face_shows_its_motif_and_a_back_shows_nothing_of_a_face():
    a, b = cards.face(CAT, "ink-rain", 150, 178), cards.face(CAT, "golden-tide-dream", 150, 178)
    assert not same(a, b)
    assert same(cards.back(150, 178), cards.back(150, 178))  # the same back for every card


def test_the_four_forbidden_knowledge_tiles_are_four_distinct_objects():
    resources = ["ink", "coins", "whispers", "stars"]
    objects = [scenery.knowledge_object(r, 100, 90) for r in resources]
    tiles = [supply.knowledge_picture(CAT, CAT.knowledge[r], 108, 100) for r in resources]
    for group in (objects, tiles):
        for i in range(4):
            for j in range(i + 1, 4):
                assert not same(group[i], group[j]), (resources[i], resources[j])
    for picture in objects:  # an object, not a sliver: it fills most of its box
        box = picture.get_bounding_rect()
        assert box.width >= 54 and box.height >= 54, box  # three fifths of its 90 px box or more


def head_of(state, viewer=0):
    return next(i for i in laid_out(RULES, TABLE, state, viewer) if i.place == "head")


def test_the_head_looks_towards_the_tiles_it_may_step_onto_and_blinks_with_cached_frames():
    state = table(2)  # the head on the centre of the 3 x 3 realm: four tiles to look at
    item = head_of(state)
    assert set(realm.gaze_targets(CAT, state)) == {(0, -1), (-1, 0), (1, 0), (0, 1)}
    alive = item.lively
    assert alive(0.1) is None  # at first its own picture: looking at the first tile, eyes open
    looks = {alive(k * realm.LOOK + 1.0).key for k in range(1, 4)}
    assert len(looks) == 3, looks  # then at each of the others in turn
    blink = [alive(realm.LOOK + t) for t in (0.01, realm.BLINK / 2, realm.BLINK * 0.9)]
    assert [f.key.split(":")[-1] for f in blink] == ["half", "shut", "half"]
    again = alive(3 * realm.LOOK + realm.BLINK / 2)  # the next blink: the very same frame and picture
    assert again is alive(realm.LOOK + realm.BLINK / 2) or again.key.endswith("shut")
    made = ART.made
    first = scenery.head(item.rect[2], (0, 1), "shut")
    assert scenery.head(item.rect[2], (0, 1), "shut") is first and ART.made <= made + 1
    for a in ("half", "shut"):  # every frame has the open head's outline: it may lie over it
        mask = pygame.mask.from_surface(scenery.head(60, (1, 0), a), 1)
        assert mask.count() == pygame.mask.from_surface(scenery.head(60, (0, 0), "open"), 1).count()


def test_the_head_is_still_with_animation_off_and_a_settled_table_redraws_only_on_a_blink():
    from tests.test_table_feel import table as scene_table

    app, scene, _ = scene_table("cosmoctopus", computers=0, animation=0.0)
    assert scene.lively() == []
    app, scene, _ = scene_table("cosmoctopus", computers=0)
    for _ in range(10):
        app.step(0.1)
    drawn = [app.step(0.05) for _ in range(int(3 * realm.LOOK / 0.05))]
    assert 0 < sum(drawn) <= 12, sum(drawn)  # a glance or a blink now and then, never every frame


def take_knowledge():
    """Returns seat 0's table before and after it takes The Abyssal Lexicon (paid in full)."""
    state = main(table(2))
    pool(state, 0, ink=13)
    act = next(
        a for a in RULES.legal_actions(state) if a.kind == "forbidden" and a.piece == CAT.knowledge["ink"]
    )
    after = pay_all(RULES.apply(state, act), 0)
    assert after.tentacles[0] > state.tentacles[0] == 0  # (the second waits for First Contact's choice)
    return state, after, act


def test_forbidden_knowledge_glides_to_its_owner_and_its_tentacles_fly_from_the_head():
    before, after, act = take_knowledge()
    old, new = laid_out(RULES, TABLE, before, 0), laid_out(RULES, TABLE, after, 0)
    planned = moves.plan(old, new, lambda i: i.rect, act)
    tile = CAT.knowledge["ink"]
    glide = next(m for m in planned if isinstance(m, moves.Move) and m.key == tile)
    landed = next(i for i in new if identity(i) == tile)
    assert glide.end == landed.rect and glide.start != glide.end  # from the supply to the board
    flying = [m for m in planned if isinstance(m, moves.Ghost) and "tentacle" in m.item.key]
    head = next(i for i in old if i.place == "head")
    track = next(i for i in new if i.arrives is not None and i.rect[1] > 600)  # the big seat's board
    assert len(flying) == after.tentacles[0] >= 1  # each tentacle gained, one after the other
    assert all(m.end == track.rect for m in flying)
    assert [m.delay for m in flying] == sorted({m.delay for m in flying})
    for m in flying:
        assert pygame.Rect(m.start).colliderect(head.rect)
    assert not [m for m in planned if isinstance(m, moves.Ghost) and m.item.faces]


def test_another_seat_s_tentacles_fly_to_its_panel_and_none_when_nothing_is_new():
    before, after, act = take_knowledge()
    old, new = laid_out(RULES, TABLE, before, 1), laid_out(RULES, TABLE, after, 1)
    flying = [m for m in moves.plan(old, new, lambda i: i.rect, act) if isinstance(m, moves.Ghost)]
    panel = next(i for i in new if i.arrives is not None and i.rect[0] > 1200)
    assert len(flying) == after.tentacles[0] and all(m.end == panel.rect for m in flying)
    assert not [m for m in moves.plan(new, new, lambda i: i.rect) if isinstance(m, moves.Ghost)]


class Words:
    def celebrations(self, before, after):
        return []


@pytest.mark.parametrize("setting", [0.0, 0.3])
def test_the_motions_follow_the_speed_setting_and_end_where_the_pieces_lie(setting):
    from tabletop.table.model import TableModel

    before, after, act = take_knowledge()
    old, new = laid_out(RULES, TABLE, before, 0), laid_out(RULES, TABLE, after, 0)
    motion = Motion()

    class Tips:
        pos = None
        keep_clear = []

        def refresh(self, model):
            pass

    feel = TableFeel(Words(), motion, (1920, 1080), lambda: setting, Tips())
    first = TableModel(view=before, items=old, viewer=0, played=0)
    second = TableModel(view=after, items=new, viewer=0, played=1, last=act)
    feel.follow(first, second, True, type("Drag", (), {"held": None})())
    if setting == 0:
        assert not motion.busy()
        return
    tile = CAT.knowledge["ink"]
    assert tile in motion.glides and motion.ghosts
    landed = next(i for i in new if identity(i) == tile)
    track = next(i for i in new if i.arrives is not None and i.rect[1] > 600)  # the big seat's board
    waits, stand_in = motion.waiting(track)
    was = next(i for i in old if i.rect == track.rect)
    assert waits and stand_in is was and ":False:" in was.key  # its spot shows empty until one lands
    motion.update(0.05)
    assert motion.glides[tile].rect() != landed.rect  # mid-flight
    motion.update(5.0)
    assert motion.waiting(track) == (False, None)
    assert not motion.busy() and motion.where(tile, landed.rect) == landed.rect
    assert HEAD in {i.piece for i in new}
    _ = Action  # the action type the table replays
