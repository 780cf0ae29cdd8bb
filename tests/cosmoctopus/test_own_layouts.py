"""Layouts of one's own: designed in the editor by the mouse, refused while a tile is unreachable, saved to
the user data folder, checked like content (a bad file is one line and kept), offered by the setup
screen and the command line, and carried whole in a game's options so a save replays without the file."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from games.cosmoctopus import layout_files  # noqa: E402
from games.cosmoctopus.rules.layouts import decode, encode, realm  # noqa: E402
from games.cosmoctopus.table.editor import GRID, UNIT, EditorScene  # noqa: E402
from tabletop import registry, restore, saves  # noqa: E402
from tabletop.rules.match import Match, default_seats  # noqa: E402
from tabletop.tools.shots import headless_app  # noqa: E402

RULES = registry.load_rules("cosmoctopus")
#: The layout option: its choices grow with the player's own layouts.
LAYOUT = next(v for v in RULES.variants if v.key == "layout")


#: A ring of 8 round a hole and one tile hanging below: 9 tiles, one section.
RING = [(4, 2), (6, 2), (8, 3), (8, 5), (6, 6), (4, 6), (2, 5), (2, 3), (5, 8)]


@pytest.fixture(autouse=True)
def empty_folder():
    for path in layout_files.folder().glob("*.yaml"):
        path.unlink()
    yield


def editor_with(cells) -> EditorScene:
    app = headless_app()
    scene = app.push(EditorScene(app))
    for ux, uy in cells:  # a click centres the tile where it lands
        pos = (GRID.x + (ux + 1) * UNIT, GRID.y + (uy + 1) * UNIT)
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    return scene


def test_the_mouse_puts_tiles_down_and_takes_them_back_with_adjacency_as_it_goes():
    scene = editor_with(RING[:3])
    assert scene.design.cells == RING[:3] and scene.design.realm().links == ((1,), (0, 2), (1,))
    scene = editor_with([*RING[:3], RING[1]])  # a click on a tile takes it back
    assert scene.design.cells == [RING[0], RING[2]] and "taken back" in scene.said


def test_an_unreachable_tile_is_refused_and_a_good_layout_is_saved_and_offered():
    scene = editor_with([*RING[:7], (16, 16), (16, 0)])  # three sections: the cosmic bridge joins only 2
    scene.name_entry.set_text("Moon Ring")
    assert scene.save().startswith("Tiles 8, 9 cannot be reached from tile 1")
    assert not list(layout_files.folder().glob("*.yaml"))
    scene = editor_with(RING)
    scene.name_entry.set_text("Moon Ring")
    assert "Saved as moon_ring.yaml" in scene.save()
    mine = layout_files.read(layout_files.folder() / "moon_ring.yaml")
    assert mine.cells == tuple(RING) and mine.name == "Moon Ring"
    assert LAYOUT.made() == [("Mine: Moon Ring", encode(mine))]
    options = RULES.check_options(2, {"layout": "moon ring"})  # by name, any case: the layout whole
    assert options["layout"] == encode(mine) and decode(options["layout"]).cells == [list(c) for c in RING]


def test_a_bad_layout_file_is_one_line_naming_file_line_and_field_and_is_kept():
    path = layout_files.folder() / "broken.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = 'id: broken\nname: "Broken"\nspecial: 1\ncells: [[0, 0], [2, 0]]\n'
    path.write_text(text, encoding="utf-8")
    good, bad = layout_files.load_all()
    assert good == [] and len(bad) == 1
    assert "broken.yaml line 4: cells: a layout with 1 special tile(s) holds 9 tiles, not 2" in bad[0]
    with pytest.raises(ValueError, match="broken.yaml line 4"):
        RULES.check_options(2, {"layout": "Broken"})
    with pytest.raises(ValueError, match="kept as it is"):
        layout_files.save(realm("Broken", RING))
    assert path.read_text(encoding="utf-8") == text


def test_a_bad_name_or_text_is_one_sentence():
    with pytest.raises(ValueError, match="There is no Inky Realm layout 'spiral'"):
        RULES.check_options(2, {"layout": "spiral"})
    with pytest.raises(ValueError, match="holds 9 tiles, not 2"):
        RULES.check_options(2, {"layout": "own/Tiny/0,0;2,0//1"})


def test_a_saved_game_with_an_own_layout_replays_after_its_file_is_changed_and_deleted(tmp_path):
    layout_files.save(realm("Moon Ring", RING))
    match = Match(RULES, default_seats(2), {"layout": "Moon Ring"}, 11)
    rng = random.Random(4)
    for _ in range(60):
        match.apply(rng.choice(match.legal_actions()))
    assert match.state.layout.cells == tuple(RING)
    path = tmp_path / "game.json"
    saves.save_match(path, match, saves.Slot(saves.new_match_id(RULES.id)))
    layout_files.save(realm("Moon Ring", [(x + 2, y) for x, y in RING]))  # changed...
    assert restore.load(path).match.state == match.state
    (layout_files.folder() / "moon_ring.yaml").unlink()  # ...then gone
    loaded = restore.load(path).match
    assert loaded.state == match.state and loaded.state.layout.cells == tuple(RING)


def test_a_layout_in_two_sections_is_saved_and_played_only_with_the_cosmic_bridge():
    scene = editor_with([*RING[:8], (10, 9)])  # apart below the ring, within 5 tiles each way
    scene.name_entry.set_text("Far Moon")
    assert "Saved as far_moon.yaml" in scene.save()
    with pytest.raises(ValueError, match="can only be played with the cosmic bridge"):
        RULES.check_options(2, {"layout": "far moon"})
    options = RULES.check_options(2, {"layout": "far moon", "bridge": "on"})
    state = RULES.setup(2, options, 3)
    state = RULES.apply(state, next(a for a in RULES.legal_actions(state) if a.target == "tile:8"))
    assert {a.target for a in RULES.legal_actions(state)} == {f"tile:{c}" for c in range(8)}
