"""The rules reference as a player's document: parts picked from the contents, tables with aligned columns,
the games' own pictures, every sign drawn, no developer's text, titles uncut at 1280x720."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import msgspec  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop import registry  # noqa: E402
from tabletop.game import Game  # noqa: E402
from tabletop.rules.core import GameState, Rules  # noqa: E402
from tabletop.scenes import rules_doc, rules_layout  # noqa: E402
from tabletop.scenes.menu import MenuScene  # noqa: E402
from tabletop.scenes.rules_doc import Heading, Item, Paragraph, Picture, Table  # noqa: E402
from tabletop.scenes.rules_ref import PAGE, RulesScene, player_sections, short_title, title_fits  # noqa: E402
from tabletop.tools.shots import headless_app  # noqa: E402
from tabletop.ui.text_size import set_text_size  # noqa: E402
from tests.test_crash_screen import click, pump  # noqa: E402,F401  (shared with test_quickref)

GAMES = ["cosmoctopus", "oct8", "rainbow_octopus", "rainbow_pirates", "sneaky_octopuses"]
SAMPLE = """# Fake Octopus
Be the **first** with *seven* colours & no <tricks>.<!-- developer --> Measured with
`python main.py --simulate fake`.<!-- /developer -->

## Your turn
- Draw a card.
- Play a tentacle:
  - one per arm.
1. Check the tide ⚡ → ★.

| Roll | Turns to the | Walk |
|---|---|---|
| 1 | right | forward, forward |
| 12 | left | turn, forward, forward, turn, forward, forward, turn |

```picture board
x x
```

<!-- developer -->

## Balance

Win rates: 51% (`--variant tides=off`).

<!-- /developer -->
"""


class FakeRules(Rules):
    id = "fake_octopus"
    name = "Fake Octopus"
    min_players, max_players = 2, 4

    def _setup(self, players, options, seed):
        return GameState(players, seed, dict(options))

    def to_act(self, state):
        return 0


def player_page(game_id: str) -> str:
    return rules_doc.player_text(registry.rules_text(game_id))


def every_block(game_id: str):
    for _, markdown in player_sections(registry.rules_text(game_id)):
        yield from rules_doc.blocks(markdown)


def texts_of(block) -> list[tuple[str, str]]:
    """Returns a block's runs of text with their styles (a table's cells, a heading drawn bold)."""
    if isinstance(block, Table):
        return [run for row in [block.header, *block.rows] for cell in row for run in cell]
    if isinstance(block, Picture):
        return [(line, "mono") for line in block.text]
    bold = isinstance(block, Heading)
    return [(words, "b" if bold and style == "" else style) for words, style in block.runs]


@pytest.fixture
def fake(monkeypatch, declare):
    declare(Game("fake_octopus", "Fake Octopus", "A fake.", (9, 9, 9), (2, 4), rules=FakeRules))
    monkeypatch.setattr(registry, "rules_text", lambda game_id: SAMPLE)
    app = headless_app()
    yield app
    app.stack.clear()


@pytest.fixture
def large_text():
    set_text_size("large")
    yield
    set_text_size("normal")


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pump(app)


# The document ----------------------------------------------------------------------------------------
def test_markdown_becomes_blocks_with_styles():
    blocks = rules_doc.blocks(rules_doc.player_text(SAMPLE))
    kinds = [type(b).__name__ for b in blocks]
    assert kinds == ["Heading", "Paragraph", "Heading", "Item", "Item", "Item", "Item", "Table", "Picture"]
    assert blocks[1].runs == [
        ("Be the ", ""),
        ("first", "b"),
        (" with ", ""),
        ("seven", "i"),
        (" colours & no <tricks>.", ""),
    ]
    assert [(b.mark, b.depth) for b in blocks[3:7]] == [("•", 0), ("•", 0), ("•", 1), ("1.", 0)]
    assert blocks[7].header[0] == [("Roll", "")] and len(blocks[7].rows) == 2
    assert blocks[8] == Picture("board", ["x x"])


def test_the_developer_s_text_is_left_out_of_the_player_s_page():
    page = rules_doc.player_text(SAMPLE)
    assert "--simulate" not in page and "Balance" not in page and "Win rates" not in page
    assert "colours & no <tricks>.\n" in page  # the sentence before the marked one ends as it did
    assert len(rules_doc.developer_text(SAMPLE)) == 2


def test_the_rules_are_cut_into_parts_at_their_second_level_headings():
    assert [title for title, _ in player_sections(SAMPLE)] == ["Fake Octopus", "Your turn"]
    assert rules_doc.sections("Intro.\n## A\nx\n### A.1\ny")[0] == ("About the game", "Intro.")
    assert [title for title, _ in rules_doc.sections("## A\nx\n```\n## not a heading\n```\n## B\ny")] == [
        "A",
        "B",
    ]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_developer_text_on_a_player_s_page(game_id):
    page = player_page(game_id)
    for words in (
        "python main.py",
        "--simulate",
        "--variant",
        "--bots",
        "block_ask",
        "(ours",
        "Balance",
    ):
        assert words not in page, words
    for heading in ("Our rulings", "Balance", "Win rates"):
        assert not any(
            title.startswith(heading) for title, _ in player_sections(registry.rules_text(game_id))
        )
    for block in every_block(game_id):
        for words, style in texts_of(block):
            assert not (style == "code" and ("=" in words or "_" in words)), words  # settings' names
    assert not re.search(r"\bours\b", page), re.search(r".{40}\bours\b.{40}", page)
    assert "random players" not in page.lower() and "win rate" not in page.lower()


def test_the_player_s_pages_are_about_a_rulebook_long():
    words = {game_id: rules_doc.words(player_page(game_id)) for game_id in GAMES}
    before = {game_id: rules_doc.words(registry.rules_text(game_id)) for game_id in GAMES}
    assert words["cosmoctopus"] <= 5200 < before["cosmoctopus"]  # the printed rulebook: 4,600 words
    assert all(words[g] < before[g] * 0.7 for g in GAMES if g != "cosmoctopus"), (words, before)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_sign_of_every_page_is_in_the_font_or_drawn_as_a_mark(game_id):
    assert not rules_layout.in_font("⚡") and "⚡" in rules_layout.MARKS  # the sign that read as a box
    for block in every_block(game_id):
        for words, style in texts_of(block):
            assert not rules_layout.missing(words, "" if style == "code" else style), words


def test_a_missing_sign_is_drawn_as_its_mark_not_as_a_box():
    drawn = rules_layout.text_picture([("⚡", "")], 200)
    box = rules_layout.font(26).render("⚡", True, rules_layout.TEXT)
    assert drawn.get_width() == rules_layout.wrap([("⚡", "")], 200, 26, rules_layout.TEXT)[0][0][1].width
    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")
    assert rules_layout.missing("a ⚡ → ★ ▯") == {"▯"}


def aligned(table: Table, width: int) -> None:
    cells = rules_layout.table_cells(table, width)
    columns = [[box for box, _, _ in row] for row in cells]
    for c in range(len(columns[0])):
        assert len({row[c].x for row in columns}) == 1 and len({row[c].width for row in columns}) == 1
    for row in cells:
        assert len({box.y for box, _, _ in row}) == 1
        for box, lines, _ in row:
            assert all(x + piece.width <= box.width for line in lines for x, piece in line)
    assert columns[0][-1].right <= width


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_has_aligned_columns_within_the_page(game_id):
    width = PAGE.width - 100
    tables = [block for block in every_block(game_id) if isinstance(block, Table)]
    assert tables or game_id == "oct8" or game_id == "rainbow_octopus"
    for table in tables:
        aligned(table, width)


def test_a_table_s_cells_start_at_one_x_per_column_and_wrap_within_it():
    table = next(b for b in rules_doc.blocks(SAMPLE) if isinstance(b, Table))
    aligned(table, 600)
    cells = rules_layout.table_cells(table, 600)
    assert len(cells[2][2][1]) > 1  # the long walk wraps in its column
    assert cells[1][0][2] and not cells[1][1][2]  # a number, set flush right; words are not


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_draws_the_pictures_its_rules_ask_for(game_id):
    draw = registry.rules_pictures(game_id)
    names = [b.name for b in every_block(game_id) if isinstance(b, Picture)]
    assert names, "a few card examples or the board at least"
    for name in names:
        picture = draw(name, PAGE.width - 100)
        assert picture is not None and 0 < picture.get_width() <= PAGE.width - 100, name


def test_sneaky_octopuses_board_is_a_picture_not_its_text():
    board = next(b for b in every_block("sneaky_octopuses") if isinstance(b, Picture) and b.name == "board")
    assert board.text[0].startswith("  x 0 1 2")  # RULES.md keeps its text version
    placed = rules_layout.page([board], 1000, registry.rules_pictures("sneaky_octopuses"))
    assert placed[0][1].get_height() > 400  # the drawn aquarium, not 13 lines of text


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_part_s_title_is_shown_whole_in_the_contents(game_id, size):
    set_text_size(size)
    try:
        for title, _ in player_sections(registry.rules_text(game_id)):
            assert title_fits(title), title
            shown = short_title(title)
            assert shown == title or title.startswith(shown + " (") or title.lower().endswith(shown.lower())
    finally:
        set_text_size("normal")


def test_a_long_title_is_shortened_at_its_brackets_not_cut():
    assert short_title("The Private Investigator (solo and co-op)", 300) == "The Private Investigator"
    assert short_title("The goal", 300) == "The goal"
    assert short_title("Option: who is asked to block", 300) == "Who is asked to block"
    assert not title_fits("A title far too long to fit in any list of contents at all", 300)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_part_of_a_game_s_rules_is_drawn_inside_the_page(game_id):
    app = headless_app()
    rules = app.push(RulesScene(app, game_id))
    try:
        for index in range(len(rules.sections)):
            rules.turn_to(index)
            width = rules.page_width()
            assert all(picture.get_width() <= width for _, picture in rules.placed)
    finally:
        app.stack.clear()


# The scene -------------------------------------------------------------------------------------------
def test_rules_scene_shows_one_part_at_a_time_picked_from_the_contents(fake):
    app = fake
    app.go_to_menu()
    rules = app.push(RulesScene(app, "fake_octopus"))
    pump(app)
    assert [item["text"] for item in rules.contents.item_list] == ["Fake Octopus", "Your turn"]
    assert len(rules.placed) == 2
    click(app, rules.contents.item_list[1]["button_element"])
    assert rules.shown == 1 and len(rules.placed) == 7  # a heading, 4 items, the table, the picture
    key(app, pygame.K_PAGEUP)
    assert rules.shown == 0 and rules.contents.get_single_selection() == "Fake Octopus"
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)  # past the last part: stays there
    assert rules.shown == 1 and rules.contents.get_single_selection() == "Your turn"
    click(app, rules.back_button)
    assert isinstance(app.stack.top, MenuScene)


def test_a_long_part_scrolls_with_the_arrow_keys():
    app = headless_app()
    rules = app.push(RulesScene(app, "cosmoctopus"))
    try:
        rules.turn_to([title for title, _ in rules.sections].index("The cards"))
        pump(app)
        bar = rules.scroller.vert_scroll_bar
        assert bar is not None and bar.start_percentage == 0
        key(app, pygame.K_DOWN)
        pump(app)
        assert bar.start_percentage > 0
    finally:
        app.stack.clear()


def test_rules_scene_without_a_rules_file_says_so(fake, monkeypatch):
    def missing(game_id):
        raise FileNotFoundError(game_id)

    monkeypatch.setattr(registry, "rules_text", missing)
    rules = fake.push(RulesScene(fake, "fake_octopus"))
    pump(fake)
    assert "not been written" in rules_doc.plain(rules_doc.blocks(rules.sections[0][1])[1].runs)


def test_the_page_follows_the_text_size(large_text):
    normal = rules_layout.text_picture(rules_doc.runs("Be the **first**"), 1000)
    set_text_size("normal")
    assert (
        normal.get_height() > rules_layout.text_picture(rules_doc.runs("Be the **first**"), 1000).get_height()
    )


def test_settings_keep_the_quick_references_seen():
    from tabletop.settings import Settings

    assert msgspec.convert({"quick_reference_seen": ["oct8"]}, Settings).quick_reference_seen == ["oct8"]
    assert isinstance(Item("•", 0, []), Item) and isinstance(Paragraph([]), Paragraph)
