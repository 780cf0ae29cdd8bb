"""The layout editor beyond placing tiles: extra links joined and unjoined by hand (and counted for
reachability), saved layouts listed to open or delete, questions before replacing, deleting or leaving
unsaved work, bad files listed with their line, and names a file can be made of."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from games.cosmoctopus import layout_files  # noqa: E402
from games.cosmoctopus.rules.layouts import decode, realm, sections  # noqa: E402
from games.cosmoctopus.table.drafting import Draft  # noqa: E402
from games.cosmoctopus.table.editor import GRID, UNIT, EditorScene  # noqa: E402
from tabletop import registry, restore, saves  # noqa: E402
from tabletop.rules.match import Match, default_seats  # noqa: E402
from tabletop.scenes.dialogs import ConfirmDialog  # noqa: E402
from tabletop.tools.shots import headless_app  # noqa: E402

RULES = registry.load_rules("cosmoctopus")
#: The layout option: its choices grow with the player's own layouts.
LAYOUT = next(v for v in RULES.variants if v.key == "layout")


RING = [(4, 2), (6, 2), (8, 3), (8, 5), (6, 6), (4, 6), (2, 5), (2, 3), (5, 8)]
#: A row of 4, a block of 4 far away and a tile alone between them: three sections until linked.
FAR = [(2, 2), (4, 2), (6, 2), (8, 2), (2, 14), (4, 14), (2, 16), (4, 16), (10, 10)]


@pytest.fixture(autouse=True)
def empty_folder():
    layout_files.folder().mkdir(parents=True, exist_ok=True)
    for path in layout_files.folder().iterdir():
        path.rmdir() if path.is_dir() else path.unlink()
    yield


def centre_of(cell) -> tuple[int, int]:
    return GRID.x + (cell[0] + 1) * UNIT, GRID.y + (cell[1] + 1) * UNIT


def click(app, pos) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(1 / 60, [])


def press(app, button) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)])


def escape(app) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])


def editor(cells=(), name="") -> tuple:
    app = headless_app()
    scene = app.push(EditorScene(app))
    for cell in cells:
        click(app, centre_of(cell))
    scene.name_entry.set_text(name)
    return app, scene


def choose(app, scene, text: str) -> None:
    items = scene.panel.files.item_list_container.elements
    click(app, next(item for item in items if item.text == text).rect.center)


def test_a_link_joins_two_tiles_apart_and_makes_them_reachable_and_a_second_one_unjoins():
    draft = Draft()
    for cell in FAR:
        draft.click((cell[0] + 1, cell[1] + 1))
    assert len(sections(draft.realm())) == 3 and "cannot be reached" in draft.problem("Far")
    assert draft.link_click((9, 3)).startswith("Tile 4 picked")  # tile 4 at (8, 2)
    assert draft.link_click((11, 11)) == "Tiles 4 and 9 joined by a dashed link: adjacent though apart."
    draft.link_click((11, 11)), draft.link_click((3, 15))  # 9 and 5
    assert draft.extra == [(3, 8), (4, 8)] and draft.problem("Far") == ""
    assert draft.realm().links[8] == (3, 4)
    draft.link_click((3, 15)), draft.link_click((11, 11))  # the same pair again: unjoined
    assert draft.extra == [(3, 8)] and len(sections(draft.realm())) == 2  # (saved for the cosmic bridge)
    assert draft.toggle(0, 1) == "Tiles 1 and 2 touch: they are adjacent already, without a link."
    assert draft.extra == [(3, 8)]


def test_taking_a_tile_back_drops_its_links_and_renumbers_the_others():
    draft = Draft()
    for cell in FAR:
        draft.click((cell[0] + 1, cell[1] + 1))
    draft.extra = [(0, 8), (3, 8), (2, 4)]
    draft.click((5, 3))  # tile 2 taken back: tiles 3..9 become 2..8
    assert draft.extra == [(0, 7), (2, 7), (1, 3)]
    draft.set_special(2)
    draft.click((1, 20)), draft.click((3, 20))  # 9 and 10 down
    draft.extra.append((8, 9))
    draft.set_special(1)  # back to 9 tiles: the 10th goes, with its link
    assert len(draft.cells) == 9 and draft.extra == [(0, 7), (2, 7), (1, 3)]


def test_the_mouse_links_tiles_then_the_layout_is_saved_reopened_and_played_with_its_links():
    app, scene = editor(FAR, "Far Stars")
    assert "cannot be reached" in scene.save()
    press(app, scene.panel.link)
    assert scene.linking and scene.panel.link.text == "Link tiles: ON"
    for a, b in ((FAR[3], FAR[8]), (FAR[8], FAR[4])):
        click(app, centre_of(a)), click(app, centre_of(b))
    assert "joined by a dashed link" in scene.said and "Saved as far_stars.yaml" in scene.save()
    assert layout_files.read(layout_files.path_for("Far Stars")).extra == ((3, 8), (4, 8))
    app, scene = editor()
    choose(app, scene, "Far Stars")
    press(app, scene.panel.open)
    assert scene.design.extra == [(3, 8), (4, 8)] and scene.design.cells == FAR
    assert scene.name_entry.get_text() == "Far Stars" and not scene.unsaved()
    options = RULES.check_options(2, {"layout": "far stars"})
    assert decode(options["layout"]).extra == [[3, 8], [4, 8]]
    assert RULES.setup(2, options, 5).layout.links[8] == (3, 4)


def test_opening_puts_the_special_tiles_in_the_menu_and_asks_first_over_unsaved_tiles():
    layout_files.save(realm("Ten", [*RING, (10, 8)], special=2))
    app, scene = editor(RING[:3])
    choose(app, scene, "Ten")
    press(app, scene.panel.open)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog) and question.question == "Open Ten?"
    press(app, question.no_button)
    assert app.stack.top is scene and scene.design.cells == RING[:3]
    press(app, scene.panel.open)
    press(app, app.stack.top.yes_button)
    assert scene.design.cells == [*RING, (10, 8)] and scene.design.special == 2
    assert scene.panel.special.selected_option[1] == "2"
    press(app, scene.panel.open)  # nothing unsaved now: it opens without a question
    assert app.stack.top is scene and scene.said.startswith("Opened Ten (10 tiles)")


def test_saving_under_a_taken_name_asks_before_replacing_and_a_new_name_makes_a_copy():
    layout_files.save(realm("Moon Ring", RING))
    before = layout_files.path_for("Moon Ring").read_text(encoding="utf-8")
    moved = [(x + 2, y) for x, y in RING]
    app, scene = editor(moved, "moon ring")  # any case: the same file
    scene.save()
    question = app.stack.top
    assert isinstance(question, ConfirmDialog) and question.question == "Replace moon ring?"
    press(app, question.no_button)
    assert layout_files.path_for("Moon Ring").read_text(encoding="utf-8") == before
    scene.save()
    press(app, app.stack.top.yes_button)
    assert layout_files.read(layout_files.path_for("Moon Ring")).cells == tuple(moved)
    scene.name_entry.set_text("Moon Ring Two")
    assert "Saved as moon_ring_two.yaml" in scene.save() and app.stack.top is scene
    assert [item.text for item in scene.panel.files.item_list_container.elements] == [
        "moon ring",
        "Moon Ring Two",
    ]


def test_delete_asks_first_and_a_game_saved_on_the_layout_still_loads(tmp_path):
    layout_files.save(realm("Moon Ring", RING))
    match = Match(RULES, default_seats(2), {"layout": "Moon Ring"}, 11)
    rng = random.Random(2)
    for _ in range(30):
        match.apply(rng.choice(match.legal_actions()))
    path = tmp_path / "game.json"
    saves.save_match(path, match, saves.Slot(saves.new_match_id(RULES.id)))
    app, scene = editor()
    press(app, scene.panel.delete)
    assert scene.said == "Choose one of your layouts in the list first." and app.stack.top is scene
    choose(app, scene, "Moon Ring")
    press(app, scene.panel.delete)
    assert app.stack.top.question == "Delete Moon Ring?"
    press(app, app.stack.top.no_button)
    assert layout_files.path_for("Moon Ring").is_file()
    press(app, scene.panel.delete)
    press(app, app.stack.top.yes_button)
    assert not layout_files.path_for("Moon Ring").exists() and scene.said == "Deleted Moon Ring."
    assert scene.panel.files.item_list_container.elements == [] and LAYOUT.made() == []
    assert "None saved yet" in scene.panel.bad.html_text
    loaded = restore.load(path).match
    assert loaded.state == match.state and loaded.state.layout.cells == tuple(RING)


def test_bad_files_are_listed_by_a_line_each_never_opened_or_deleted_and_nothing_crashes():
    folder = layout_files.folder()
    (folder / "broken.yaml").write_text(
        'id: b\nname: "B"\nspecial: 1\ncells: [[0, 0], [2, 0]]\n', encoding="utf-8"
    )
    (folder / "syntax.yaml").write_text("cells: [[\n", encoding="utf-8")
    (folder / "empty.yaml").write_text("", encoding="utf-8")
    (folder / "binary.yaml").write_bytes(b"\xff\xfe\x00")
    (folder / "folder.yaml").mkdir()
    layout_files.save(realm("Moon Ring", RING))
    app, scene = editor()
    assert list(scene.listed) == ["Moon Ring"]
    lines = scene.panel.bad.html_text.split("<br>")
    assert len(lines) == 5 and scene.panel.bad.visible
    assert (
        "Cannot read broken.yaml line 4: cells: a layout with 1 special tile(s) holds 9 tiles, not 2"
        in lines[1]
    )
    assert str(folder) not in scene.panel.bad.html_text  # the file's name, not the whole path
    with pytest.raises(ValueError, match="kept as it is"):
        layout_files.delete(folder / "broken.yaml")
    assert (folder / "broken.yaml").is_file()


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("'", "A layout's name needs at least one letter or digit."),
        ("- -", "A layout's name needs at least one letter or digit."),
        (
            "Ring!",
            "A layout's name is up to 30 plain letters (A to Z), digits, spaces, hyphens or apostrophes.",
        ),
        ("../Ring", "A layout's name is up to 30 plain letters (A to Z)"),
        ("   ", "Give the layout a name."),
    ],
)
def test_a_name_no_file_can_be_made_of_is_refused_in_a_sentence(name, said):
    app, scene = editor(RING, name)
    assert scene.save().startswith(said) and not list(layout_files.folder().iterdir())


def test_esc_lets_go_of_a_picked_tile_then_asks_before_leaving_unsaved_work():
    app, scene = editor(RING, "Moon Ring")
    press(app, scene.panel.link)
    click(app, centre_of(RING[0]))
    assert scene.design.picked == 0
    escape(app)
    assert scene.design.picked == -1 and app.stack.top is scene
    escape(app)
    assert app.stack.top.question == "Leave the editor?"
    press(app, app.stack.top.no_button)
    assert app.stack.top is scene
    scene.save()
    press(app, scene.panel.back)  # saved: Back leaves at once
    assert scene not in app.stack.scenes
    app, scene = editor(RING[:2])
    press(app, scene.panel.back)
    press(app, app.stack.top.yes_button)
    assert scene not in app.stack.scenes


@pytest.mark.slow  # the longest fuzz: random input to the editor
def test_random_clicks_and_keys_never_break_the_editor_and_its_links_stay_between_its_tiles():
    layout_files.save(realm("Moon Ring", RING, [(0, 8)]))
    app, scene = editor()
    rng = random.Random(7)
    for step in range(250):
        if not any(isinstance(s, EditorScene) for s in app.stack.scenes):
            scene = app.push(EditorScene(app))
        if step % 40 == 0:
            scene.name_entry.set_text(rng.choice(["Moon Ring", "Copy", "", "x!"]))
        pos = (
            rng.choice(targets(app, scene))
            if rng.random() < 0.3
            else centre_of((rng.randrange(0, 18, 4), rng.randrange(0, 18, 4)))
        )
        events = [
            pygame.event.Event(kind, pos=pos, button=1)
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        ]
        if rng.random() < 0.08:
            events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]
        app.step(1 / 60, events)
        cells, extra = scene.design.cells, scene.design.extra
        assert len(cells) <= scene.design.wanted and len(set(cells)) == len(cells)
        assert all(0 <= a < b < len(cells) for a, b in extra) and len(set(extra)) == len(extra)
    assert {path.name for path in layout_files.folder().iterdir()} <= {"moon_ring.yaml", "copy.yaml"}


def targets(app, scene) -> list[tuple[int, int]]:
    """Returns where a player would click: a question's buttons, or the editor's buttons and list rows."""
    top = app.stack.top
    if isinstance(top, ConfirmDialog):
        return [top.yes_button.rect.center, top.no_button.rect.center]
    panel = scene.panel
    buttons = [panel.link, panel.open, panel.delete, panel.save, panel.clear, panel.back]
    rows = [item.rect.center for item in panel.files.item_list_container.elements]
    return [b.rect.center for b in buttons] + rows
