"""The Private Investigator at the table: its own panel (resources, each with how many it needs for its next
tentacles, the progress tracker with its tentacles, the active behaviour card with its effects on a
tentacle and on Forbidden Knowledge, the revelation once revealed) and the magnifying glasses on the
investigated tiles, each a symbol with words, never a colour alone. What the PI's last step gained is
marked where it landed ('+2' on its counter), read from the step's events."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.cosmoctopus.rules import investigator, pi_news, pi_turn
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import PiGained
from games.cosmoctopus.rules.pi_news import effect_words
from games.cosmoctopus.rules.state import CosmoState
from games.cosmoctopus.rules.words import amount, tentacles_of, tentacles_short
from games.cosmoctopus.rules.words import resource as resource_word
from games.cosmoctopus.table import art, realm, scenery
from games.cosmoctopus.table.others import COMPACT
from games.cosmoctopus.table.palette import ACTING, SOFT
from games.cosmoctopus.table.pieces import counter, label, mark, pic, pill
from games.cosmoctopus.table.shape import SMALL
from tabletop.rules.events import of_kind
from tabletop.ui.items import Item, Rect
from tabletop.ui.marks import WHITE, fit
from tabletop.ui.sprites import rounded, wrap

PI_RGB = (176, 128, 78)  # the investigator's trench coat
COLUMN = (1276, 88, 628, 510)  # the right column, where the other seats' panels stack
ROOMY = 400  # a panel at least this tall (solo) shows the tracker's spots
TEXT = 20  # the size of the panel's words: 13 px tall at 1280x720, the least a family reads easily
STEP = 26  # from one line of them to the next
COUNTER = (62, 32)  # a resource counter beside the name in a compact panel
RESOURCES_END = 150 + 4 * (COUNTER[0] + 6) + 2  # where the compact panel's counters end, from its left


def glass(size: int, rgb=PI_RGB) -> pygame.Surface:
    """Returns a magnifying glass on a coat-coloured disc: a lens ring and a handle."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, WHITE, (c, c), c)
    pygame.draw.circle(surface, rgb, (c, c), c - 3)
    lens = (int(size * 0.42), int(size * 0.42))
    pygame.draw.line(surface, WHITE, lens, (int(size * 0.76), int(size * 0.76)), max(3, size // 8))
    pygame.draw.circle(surface, (235, 240, 255), lens, int(size * 0.22))
    pygame.draw.circle(surface, WHITE, lens, int(size * 0.22), max(2, size // 14))
    return surface


def figure_size(h: int) -> int:
    """Returns the side of the PI's figure in a panel `h` tall: as tall as the panel allows below its
    header, at most 150."""
    return max(40, min(150, h - 52))


def figure_room(h: int) -> int:
    """Returns how much of a panel `h` tall its figure takes from the right: the words end before it (in a
    compact panel the behaviour card's plate covered all but its hat)."""
    return round(figure_size(h) * FIGURE_WIDE) + 8


FIGURE_WIDE = 0.8  # the figure's coat, arm and glass span this much of its picture's width, from its left


def pi_panel(w: int, h: int, acting: bool) -> pygame.Surface:
    """Returns the PI's panel: a seat's panel in its coat's colour with its figure standing at the bottom of
    the right end, beside the words (a trench coat, a fedora, a magnifying glass raised)."""
    surface = art.panel(w, h, PI_RGB, acting)
    size = figure_size(h)
    figure = scenery.investigator(size).copy()
    figure.fill((255, 255, 255, 225), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(figure, (w - size - 4, h - size - 4))
    return surface


def glass_items(cat: Catalog, view: CosmoState) -> list[Item]:
    """Returns a magnifying glass on each investigated tile's corner, with what entering it does."""
    items = []
    for cell in investigator.investigated(cat, view):
        x, y, w, _ = realm.tile_rect(view, cell)
        resource = investigator.tile_resource(cat, view.realm[cell])
        tip = (
            f"Investigated by the PI: moving Cosmoctopus onto {cat.card_name(view.realm[cell])} "
            "for any reason "
            f"gives the PI {amount(cat, resource, 1)} (moving through is free)."
        )
        spot = glass_spot(w).move(x, y)
        items.append(pic(f"pi-glass:{spot.width}", spot, glass, spot.width, tip=tip))
    return items


def glass_spot(size: int) -> pygame.Rect:
    """Returns where a tile's magnifying glass sits, clear of every word and mark on the tile (lower down
    on a small tile's right it covered the '3' of '+3' and the 'k' of 'ink'): astride a small tile's top
    right corner, right of where a Tribute pill stands; on a large tile's right edge between its name and
    its bonus."""
    if size < SMALL:
        return pygame.Rect(0, 0, 32, 32).move(size - 8 - 16, 2 - 16)  # right of a Tribute pill
    return pygame.Rect(0, 0, 32, 32).move(size - 20 - 16, round(size * 0.34) - 16)


def _header(cat: Catalog, view: CosmoState, rect: Rect, acting: bool, short: bool) -> list[Item]:
    x, y, w, _ = rect
    level = view.options.get("difficulty", "naive")
    name = next(lv.name for lv in cat.content.investigator.levels if lv.id == level)
    tip = f"The Private Investigator ({name}): takes the last turn of each round; 8 tentacles and it wins."
    items = [pic("pi-badge:30", (x + 18, y + 8, 30, 30), glass, 30, tip=tip)]
    items.append(
        label("The PI" if short else "The Private Investigator", (x + 56, y + 8), 24, PI_RGB, tip=tip)
    )
    count = tentacles_short(view.pi_tentacles, cat.content.tentacles_to_win)
    # While it plays, 'its turn' stands where its level's name stands (on the panel's edge it covered the
    # name); the level is in the tip, and back once its turn ends.
    level_item = label(name, (x + w - 18, y + 10), TEXT, SOFT, "right", tip=tip)
    if acting:
        turn = pill("its turn", (0, y + 6), ACTING, TEXT, f"The PI is playing. {tip}")
        level_item = replace(turn, rect=(x + w - 18 - turn.rect[2], *turn.rect[1:]))
    gap, digits = (10, TEXT) if short else (16, 22)  # a compact header is narrower beside its counters
    count_item = label(count, (level_item.rect[0] - gap, y + 10), digits, WHITE, "right", tip=tip)
    size = 24 if short else 30  # the tracker's tentacle, left of its count (smaller beside the counters)
    hook = (count_item.rect[0] - size - 4, y + 8 + (30 - size) // 2, size, size)
    if not short or hook[0] >= x + RESOURCES_END:  # compact: left out rather than cover a counter
        items.append(pic(f"pi-tentacle:{size}", hook, art.tentacle, size, PI_RGB, True, tip=tip))
    return [*items, count_item, level_item]


def goal(cat: Catalog, view: CosmoState, resource: str) -> tuple[int, int]:
    """Returns how many of a resource the PI needs for its next tentacles, and how many it gains then: 13 for
    2 (and the Forbidden Knowledge tile) while that tile is there, else 8 (7 with The Net Tightens) for 1."""
    if cat.knowledge[resource] not in view.knowledge:
        return cat.content.forbidden_cost, cat.content.forbidden_tentacles
    return investigator.tentacle_cost(cat, view), 1


def gained(view: CosmoState) -> dict[str, int]:
    """Returns what the PI gained in the last step, by resource (its events)."""
    found: dict[str, int] = {}
    for event in of_kind(view.events, PiGained):
        found[event.resource] = found.get(event.resource, 0) + event.count
    return found


def _resources(
    cat: Catalog, view: CosmoState, at: tuple[int, int], size: tuple[int, int], goals: bool
) -> list[Item]:
    """The PI's counters, each marked '+N' when the last step gained it; `goals`: each with its goal
    beside it ('of 13'), where the '+N' stands while it is marked (the goal is in the tip)."""
    x, y = at
    pool, fresh, items = view.pi_pool, gained(view), []
    step = size[0] + (74 if goals else 6)
    for i, r in enumerate(cat.resources):
        need, tentacles = goal(cat, view, r)
        tip = (
            f"{amount(cat, r, pool[r])} of {need}: at {need} the PI returns them for "
            f"{tentacles} tentacle{'s' * (tentacles > 1)}"
            + (
                " and the Forbidden Knowledge tile."
                if tentacles > 1
                else " (its Forbidden Knowledge is gone)."
            )
        )
        rect = (x + i * step, y, *size)
        items.append(counter(r, pool[r], rect, False, tip))
        right = rect[0] + size[0] + 6
        if fresh.get(r):  # where the step's gain landed: '+2' beside the counter, over nothing
            spot = (right, y + (size[1] - 28) // 2) if goals else (rect[0] + size[0] - 30, y - 14)
            items.append(replace(pill(f"+{fresh[r]}", spot, ACTING, TEXT, tip), above=True))
        elif goals:
            items.append(label(f"of {need}", (right, y + (size[1] - 26) // 2), TEXT, SOFT, tip=tip))
    return items


def _tracker(cat: Catalog, view: CosmoState, at: tuple[int, int]) -> list[Item]:
    """The progress tracker: 8 tentacle spots, the 5th marked as where the revelation flips."""
    x, y = at
    flips = cat.content.investigator.tracker.revelation_at
    name = cat.content.investigator.tracker.name
    items = []
    for n in range(1, cat.content.tentacles_to_win + 1):
        got = n <= view.pi_tentacles
        tip = f"{name}: tentacle {n}" + (" (the revelation flips here)" if n == flips else "")
        items.append(
            pic(f"pi-spot:{got}", (x + (n - 1) * 38, y, 32, 32), art.tentacle, 32, PI_RGB, got, tip=tip)
        )
    eye = (x + (flips - 1) * 38 + 16, y + 32)
    flip = "At the PI's 5th tentacle the revelation card flips."
    items.append(label("flip", eye, TEXT, SOFT, "centre", tip=flip))
    words = tentacles_of(view.pi_tentacles, cat.content.tentacles_to_win)
    items.append(label(words, (x + 8 * 38 + 12, y + 2), 22, WHITE, tip=f"{name}: {words}."))
    return items


def card_lines(cat: Catalog, view: CosmoState, brief: bool = False) -> tuple[str, str, str]:
    """Returns the active behaviour card's lines: what it investigates, G and H (`brief`: without the small
    print and the tiles' names, which their magnifying glasses show)."""
    card = investigator.behaviour(cat, view.pi_card)
    watched = " and ".join(cat.card_name(view.realm[c]) for c in investigator.investigated(cat, view))
    name = f"{card.name}: investigates {resource_word(cat, card.resource)}"
    return (
        name if brief else f"{name} ({watched})",
        f"{'On a tentacle' if brief else 'When it gains a tentacle'}: "
        + effect_words(cat, card.tentacle, brief),
        f"{'On Forbidden Knowledge' if brief else 'When it takes Forbidden Knowledge'}: "
        + effect_words(cat, card.knowledge, brief),
    )


def revelation_line(cat: Catalog, view: CosmoState) -> str:
    """Returns the revelation card's words: face down, or its name and new rule."""
    if not view.pi_revealed:
        return "Revelation: 'I can see the patterns...' (face down until the PI's 5th tentacle)."
    card = investigator.revelation(cat, view.pi_revelation)
    return f"Revelation, {card.name}: {card.text}"


def _wrapped(lines, width: int, on_card: bool) -> list[tuple[str, bool]]:
    found = []
    for i, line in enumerate(lines):  # the card's first line leaves room for its resource's mark
        room = width - (34 if on_card and i == 0 else 0)
        found += [(part, on_card) for part in wrap(line, TEXT, room, True)]
    return found


def text_lines(cat: Catalog, view: CosmoState, width: int, room: int) -> list[tuple[str, bool]]:
    """Returns the card's and the revelation's words in `room` lines of `width` px at least, each flagged if
    it is the card's: all of them wrapped if they fit, else without the small print, else one line each
    (cut short; the full words are on hover)."""
    full, brief, reveal = card_lines(cat, view), card_lines(cat, view, True), revelation_line(cat, view)
    for card, fitted in ((full, False), (brief, False), (brief, True)):
        found = _wrapped(card, width, True)
        found += [(fit(reveal, TEXT, width), False)] if fitted else _wrapped([reveal], width, False)
        if len(found) <= room:
            return found
    shortest = [fit(line, TEXT, width - (34 if i == 0 else 0)) for i, line in enumerate(brief)]
    return [*((line, True) for line in shortest), (fit(reveal, TEXT, width), False)][:room]


def _words(cat: Catalog, view: CosmoState, rect: Rect) -> list[Item]:
    """Returns the behaviour card (on its own plate, its resource's mark first) and the revelation, as many
    words as `rect` has room for; all of them on hover."""
    x, y, w, h = rect
    tip = "\n".join([*card_lines(cat, view), revelation_line(cat, view)])
    lines = text_lines(cat, view, w - 24, (h - 22) // STEP)
    card_rows = sum(1 for _, on_card in lines if on_card)
    box = (x, y, w, card_rows * STEP + 10)
    items = [
        pic(f"pi-box:{box[2]}x{box[3]}", box, rounded, box[2:], (40, 30, 24, 230), (*PI_RGB, 255), 10, 2)
    ]
    items.append(mark(investigator.behaviour(cat, view.pi_card).resource, (x + 8, y + 6, 26, 26), tip=tip))
    top = y + 4
    for i, (line, on_card) in enumerate(lines):
        top += 12 if i == card_rows else 0  # a gap between the card's plate and the revelation
        colour = WHITE if i == 0 else (SOFT if on_card else PI_RGB)
        items.append(label(line, (x + (44 if i == 0 else 12), top + i * STEP), TEXT, colour, tip=tip))
    return items


def panel_items(cat: Catalog, view: CosmoState, rect: Rect, acting: bool) -> list[Item]:
    """Returns the PI's panel in `rect`: roomy with the tracker's spots (solo), else compact, the resources
    beside its name; the behaviour card and the revelation take the room left, in full when it fits, else
    shorter (the full words on hover)."""
    x, y, w, h = rect
    tip = "The Private Investigator: " + revelation_line(cat, view)
    items = [pic(f"pi-panel:{acting}:{w}x{h}", rect, pi_panel, w, h, acting, tip=tip)]
    items += _header(cat, view, rect, acting, h < ROOMY)
    if h >= ROOMY:
        items += _resources(cat, view, (x + 18, y + 46), (70, 36), goals=True)
        items += _tracker(cat, view, (x + 18, y + 94))
        return items + _words(cat, view, (x + 14, y + 164, w - 28 - figure_room(h), h - 170))
    items += _resources(cat, view, (x + 150, y + 6), COUNTER, goals=False)
    return items + _words(cat, view, (x + 14, y + 46, w - 28 - figure_room(h), h - 52))


STEPS = (
    "1: a resource for each row card",
    "2: 13 of one: Forbidden Knowledge and its effect",
    "3: 8 of one: a tentacle and its effect",
    "4: a new card after a tentacle",
    "5: 8 tentacles win",
)


def turn_lines(cat: Catalog, view: CosmoState) -> list[str]:
    """Returns the decision panel's words while the PI plays: what its last step did (its events), its next
    step, and the five steps while it has done none yet."""
    step = pi_news.describe(cat, view, pi_turn.next_step(cat, view))
    done = pi_news.step_said(cat, view.events, view.realm)
    ahead = f"Next: {step}. Space or Enter: skip ahead (every step is in the log)."
    return [f"Just now: {done}", ahead] if done else [ahead, " · ".join(STEPS) + "."]


def instructions(view: CosmoState, kind: str, seat: int) -> str | None:
    """Returns the decision panel's instructions for a finished co-op player, else None."""
    if kind == investigator.DONATE:
        return (
            "You have reached 8 tentacles: choose with a button below which active player gains this "
            "tile's bonus."
        )
    if kind == "turn" and investigator.finished(view, seat):
        return "You have reached 8 tentacles: you only move Cosmoctopus now. End your turn."
    return None


def column(players: int) -> list[Rect]:
    """Returns the right column's panels against the PI: each other seat's (tall enough for its cards in
    play, two rows of them for one seat alone; three of them compact, their resources beside their names),
    then the PI's with the rest of the column (all of it in a solo game)."""
    x, y, w, h = COLUMN
    others = players - 1
    tall = COMPACT if others >= 3 else 130 if others == 2 else 166  # alone: two rows of cards in play
    found = [(x, y + i * (tall + 8), w, tall) for i in range(others)]
    top = y + others * (tall + 8)
    return [*found, (x, top, w, y + h - top)]
