"""The log panel never breaks a line between a seat's name and what touches it (issue 33 item 13: "Ben"
ended one line and "'s turn" began the next)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from tabletop.rules.match import default_seats  # noqa: E402
from tabletop.scenes.log_panel import html_line  # noqa: E402

TEXT = "Turn 12: the keeper walked on and then <seat 1>'s turn began, and <seat 2>'s Speedy moved."


def test_a_name_and_its_possessive_are_one_styled_word():
    line = html_line("<seat 1>'s turn: <seat 0>.", default_seats(2), private=False)
    assert "<b>Ben&#x27;s</b>" in line or "<b>Ben's</b>" in line
    assert "<b>Ana.</b>" in line


def test_no_line_of_the_text_box_begins_with_what_followed_a_name():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((800, 600))
    manager = pygame_gui.UIManager((800, 600))
    page = html_line(TEXT, default_seats(3), private=False)
    for width in range(120, 500, 2):
        box = pygame_gui.elements.UITextBox(page, pygame.Rect(0, 0, width, 600), manager)
        rows = ["".join(chunk.text or "" for chunk in row.items) for row in box.text_box_layout.layout_rows]
        box.kill()
        assert not any(row.startswith("'s") for row in rows), (width, rows)
