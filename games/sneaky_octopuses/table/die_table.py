"""The keepers' d6 table in the die column beside the board, compact (a roll and its steps as arrows), for
when the side panel has no room for it in words (four players)."""

from __future__ import annotations

import pygame

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.state import SneakyState, last_roll
from games.sneaky_octopuses.table import art
from games.sneaky_octopuses.table.looks import label, pic
from tabletop.ui.items import Item
from tabletop.ui.sprites import INK

LEFT, WIDE = 940, 164  # between the board and the side panel
TOP = 598  # under the spot where a keeper sent to a shower waits
ROW, ARROW = 36, 24
NOTE = ("On a shower", "entrance, only", "5 and 6 leave")


def arrow(step: str, side: str, size: int, rgb: art.RGB) -> pygame.Surface:
    """Returns a step of the table as an arrow: 'forward' straight up, 'turn' up and round to `side`."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    m, w = size // 2, max(3, size // 8)
    if step == "forward":
        line, head = [(m, size - 2), (m, 9)], [(m, 1), (m - 8, 11), (m + 8, 11)]
    else:
        line, head = [(6, size - 2), (6, m - 2), (size - 10, m - 2)], [(size - 1, m - 2), (size - 11, m - 10)]
        head.append((size - 11, m + 6))
    pygame.draw.lines(surface, INK, False, line, w + 4)  # an ink edge, so it reads on any background
    pygame.draw.polygon(surface, INK, head, 4)
    pygame.draw.lines(surface, rgb, False, line, w)
    pygame.draw.polygon(surface, rgb, head)
    return pygame.transform.flip(surface, True, False) if side == "left" and step == "turn" else surface


def line_tip(cat: Catalog, roll: int) -> str:
    """Returns what a line of the table says in words."""
    line = cat.rolls[roll]
    stays = "leaves a shower entrance" if line.leaves_shower else "stays on a shower entrance"
    return f"The keepers' die, {roll}: turn {line.side}; {', '.join(line.steps)}; {stays}."


def column_items(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the compact table under the die: a heading, a line per roll (the last roll's framed in
    gold), what the arrows mean and when a keeper leaves a shower entrance."""
    tip = "The keepers' die: odd numbers turn right, even left. Rest the mouse on a line for its words."
    items = [label("Keepers' die", (LEFT + 6, TOP), 22, tip=tip)]
    for n, roll in enumerate(sorted(cat.rolls)):
        items += roll_items(cat, roll, roll == last_roll(view), TOP + 34 + ROW * n)
    return items + legend_items(TOP + 36 + ROW * len(cat.rolls), tip)


def legend_items(top: int, tip: str) -> list[Item]:
    """Returns what the arrows mean and when a keeper leaves a shower entrance, from `top` down."""
    items = []
    for step, word, dx in (("forward", "step", 0), ("turn", "turn", 76)):
        say = "A step forward." if step == "forward" else "A quarter turn to the line's side."
        key = f"arrow:{step}:right:22:{art.WHITE}"
        items.append(pic(key, (LEFT + 6 + dx, top + 3, 22, 22), arrow, step, "right", 22, art.WHITE, tip=say))
        items.append(label(word, (LEFT + 31 + dx, top), 20, art.MUTED, bold=False, tip=say))
    for n, words in enumerate(NOTE):
        items.append(label(words, (LEFT + 6, top + 32 + 26 * n), 20, art.MUTED, bold=False, tip=tip))
    return items


def roll_items(cat: Catalog, roll: int, last: bool, row: int) -> list[Item]:
    """Returns a line of the table: the roll, its side and its steps as arrows; the last roll's framed in
    gold."""
    line, tip = cat.rolls[roll], line_tip(cat, roll)
    rgb = art.GOLD if last else art.WHITE
    frame = pic("dierow", (LEFT, row - 4, WIDE, ROW - 2), art.panel, WIDE, ROW - 2, None, True, tip=tip)
    items = [frame] if last else []
    items.append(label(str(roll), (LEFT + 8, row - 3), 24, rgb, bold=True, tip=tip))
    items.append(label(line.side, (LEFT + 28, row - 1), 20, rgb if last else art.MUTED, bold=last, tip=tip))
    for k, step in enumerate(line.steps):
        key = f"arrow:{step}:{line.side}:{ARROW}:{rgb}"
        at = (LEFT + 84 + 26 * k, row, ARROW, ARROW)
        items.append(pic(key, at, arrow, step, line.side, ARROW, rgb, tip=tip))
    return items
