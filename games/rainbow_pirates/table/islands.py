"""Islands: each group a fanned row of cards on its mat, the groups flowed in rows to fit their room.

A fan leaves each card's corner visible (its number and symbol). The flow tries the largest cards and the
widest fan first and shrinks until every group fits, so a late island of many groups stays on its panel.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.names import cards_named
from games.rainbow_pirates.table import panels
from games.rainbow_pirates.table.palette import BAD_RED, OK_GREEN
from games.rainbow_pirates.table.pieces import card, pic
from tabletop.rules.core import Action
from tabletop.ui import marks
from tabletop.ui.items import Item, Rect
from tabletop.ui.marks import GOLD

STEPS = (0.5, 0.42, 0.34, 0.28, 0.22)  # the share of a card's width each card of a fan shows
GAP_X, GAP_Y = 14, 8
PAD = 5  # the mat around a group's cards


class Flow(NamedTuple):
    """Where each group of an island goes: card size, fan step, each group's top left corner."""

    w: int
    h: int
    step: int
    spots: tuple[tuple[int, int], ...]


def group_width(count: int, w: int, step: int) -> int:
    """Returns the width of a fan of `count` cards (one card's width when empty)."""
    return w + step * max(0, count - 1)


def flow(counts: list[int], rect: Rect, sizes, label_h: int, least: tuple[int, ...] = ()) -> Flow:
    """Returns the largest layout of fans of `counts` cards (at least `least` wide each, when given) in
    rows inside `rect`: card sizes from `sizes`, largest first, each with the fan steps of STEPS."""
    x0, y0, width, height = rect
    found = None
    for w, h in sizes:
        for share in STEPS:
            step = max(8, int(w * share))
            spots, x, y, ok = [], x0, y0, True
            for i, count in enumerate(counts):
                gw = max(group_width(count, w, step), least[i] if i < len(least) else 0) + 2 * PAD
                if x > x0 and x + gw > x0 + width:
                    x, y = x0, y + h + label_h + 2 * PAD + GAP_Y
                spots.append((x, y))
                x += gw + GAP_X
                ok = ok and x - GAP_X <= x0 + width
            ok = ok and y + h + label_h + 2 * PAD <= y0 + height
            found = Flow(w, h, step, tuple(spots))
            if ok:
                return found
    return found


def fan_rects(count: int, at: tuple[int, int], w: int, h: int, step: int) -> list[Rect]:
    """Returns the rects of a fan's cards, left to right."""
    return [(at[0] + i * step, at[1], w, h) for i in range(count)]


def group_words(cat: Catalog, cards: list[str], wild_as: dict[str, str]) -> tuple[str, bool]:
    """Returns a group's kind in a few words ('Run 1–4', 'Set of Red', 'Full rainbow') and whether it is
    complete."""
    found, ok = groups.shape(cat, cards, wild_as), groups.valid(cat, cards, wild_as)
    colours = [c for c in groups.colours_of(cat, cards, wild_as) if c]
    if found == groups.PIRATES:
        words = f"Pirates ({len(cards)})"
    elif found == groups.BLACKS:
        words = f"Black cards ({len(cards)})"
    elif found == groups.SET and colours:
        words = f"Set of {cat.colour_names[colours[0]]} ({len(cards)})"
    elif found == groups.RUN and colours:
        numbers = sorted(cat.number[c] for c in colours)
        words = "Full rainbow" if ok and len(cards) == len(cat.colours) else f"Run {numbers[0]}–{numbers[-1]}"
    elif found:
        words = "Starting a group"
    else:
        words = "Not a group"
    if found in (groups.SET, groups.RUN) and len(cards) < 2:
        words = "Starting a group"
    return words, ok


def need_words(cat: Catalog, cards: list[str], wild_as: dict[str, str]) -> str:
    """Returns what a group being built still lacks, in a few words ('' when complete)."""
    if groups.valid(cat, cards, wild_as):
        return ""
    found = groups.shape(cat, cards, wild_as)
    if not found:
        return "these cards make no group"
    if found in (groups.SET, groups.RUN) and len(cards) >= groups.MIN_GROUP:
        if not any(cat.kind[c] == "colour" for c in cards):
            return "needs a numbered card"
        return "a gap in the run"
    more = groups.MIN_GROUP - len(cards)
    return f"add {more} more card{'s' * (more != 1)}"


def group_tip(cat: Catalog, cards: list[str], wild_as: dict[str, str], whose: str) -> str:
    """Returns a group mat's tooltip."""
    words, ok = group_words(cat, cards, wild_as)
    state = "complete" if ok else f"not complete ({need_words(cat, cards, wild_as)})"
    return f"{whose} group: {words}, {state}: {cards_named(cat, cards)}."


class Fans(NamedTuple):
    """What to draw of one island: its groups, the group being built, and the options of its look."""

    seat: int
    island: list[list[str]]
    wild_as: dict[str, str]
    building: list[str]  # the group being built here (shown last, on a gold mat)
    movable: frozenset[str]  # island cards that are pieces now
    zones: bool  # each group a drop zone, and the new group spot
    labels: bool  # each group's kind above it
    whose: str  # 'Your', "Ana's"
    opens: Action | None = None  # what a press on a movable card applies first (the rearrangement)


def island_items(cat: Catalog, fans: Fans, rect: Rect, sizes, spot_words: str = "") -> list[Item]:
    """Returns the mats, labels and cards of an island inside `rect` (and the new group spot, when
    `spot_words` is given: it holds the group being built)."""
    label_h = 28 if fans.labels else 0
    counts = [len(g) for g in fans.island]
    least = [_tag_width(cat, g, fans.wild_as) if fans.labels else 0 for g in fans.island]
    if spot_words:
        counts.append(len(fans.building) or 1)
        least.append(_spot_width(cat, fans) if fans.labels else 60)
    layout = flow(
        counts, (rect[0], rect[1] + label_h, rect[2], rect[3] - label_h), sizes, label_h, tuple(least)
    )
    items: list[Item] = []
    for index, group in enumerate(fans.island):
        items += _group(cat, fans, index, group, layout, least[index])
    if spot_words:
        items += _new_spot(cat, fans, layout, spot_words, least[-1])
    return items


def _group(cat: Catalog, fans: Fans, index: int, group: list[str], layout: Flow, least: int) -> list[Item]:
    """Returns one group of an island: its mat (red-edged when incomplete), its kind's tag and its cards."""
    x, y = layout.spots[index]
    w, h, step = layout.w, layout.h, layout.step
    gw = max(group_width(len(group), w, step), least)  # wide enough for its tag
    words, ok = group_words(cat, group, fans.wild_as)
    look = "ok" if ok else "bad"
    mat_w, mat_h = gw + 2 * PAD, h + 2 * PAD
    zone_id = f"group:{fans.seat}:{index}" if fans.zones else None
    tip = group_tip(cat, group, fans.wild_as, fans.whose)
    mat = pic(
        f"mat:{look}:{mat_w}x{mat_h}",
        (x, y, mat_w, mat_h),
        panels.mat,
        mat_w,
        mat_h,
        look,
        zone=zone_id,
        tip=tip,
    )
    items = [mat]
    if fans.labels:
        fill = OK_GREEN if ok else BAD_RED
        text = words if ok else f"{words}: incomplete"
        items.append(_tag(text, (x, y - 27), fill, mat_w, tip))
    for card_id, r in zip(group, fan_rects(len(group), (x + PAD, y + PAD), w, h, step), strict=True):
        piece = card(cat, card_id, r, card_id in fans.movable, wild_as=fans.wild_as.get(card_id))
        items.append(replace(piece, opens=fans.opens) if piece.piece is not None else piece)
    return items


def _tag_width(cat: Catalog, group: list[str], wild_as: dict[str, str]) -> int:
    """Returns how wide a group's fan must be for its kind's tag to show whole."""
    from tabletop.ui.sprites import font

    words, ok = group_words(cat, group, wild_as)
    return font(18, True).size(words if ok else f"{words}: incomplete")[0] + 18 - 2 * PAD


def _spot_width(cat: Catalog, fans: Fans) -> int:
    """Returns how wide the new group spot's fan must be: room for its words, and for the whole tag of the
    group being built."""
    if not fans.building:
        return 280
    from tabletop.ui.sprites import font

    tag = font(18, True).size(_building_words(cat, fans.building, fans.wild_as))[0]
    return max(280, tag + 18 - 2 * PAD)


def _building_words(cat: Catalog, building: list[str], wild_as: dict[str, str]) -> str:
    """Returns the tag of the group being built: its kind, and Confirm or what it still lacks."""
    kind, ok = group_words(cat, building, wild_as)
    return f"{kind}: complete, Confirm it" if ok else f"{kind}: {need_words(cat, building, wild_as)}"


def _tag(words: str, at: tuple[int, int], fill, room: int, tip: str) -> Item:
    """Returns a group's kind on a pill at `at`, shortened to fit `room`."""
    from tabletop.ui.marks import fit
    from tabletop.ui.sprites import font

    words = fit(words, 18, max(40, room - 18))
    w, h = font(18, True).size(words)
    return pic(f"tag:{words}:{fill}", (at[0], at[1], w + 18, h + 4), marks.pill, words, fill, 18, tip=tip)


def _new_spot(cat: Catalog, fans: Fans, layout: Flow, words: str, least: int) -> list[Item]:
    """Returns the new group spot: dashed while empty, else the group being built on a gold mat."""
    x, y = layout.spots[-1]
    building = groups.tidy(cat, fans.building, fans.wild_as)  # read in order: a gap in a run shows
    gw = max(group_width(len(building) or 1, layout.w, layout.step), least)
    rect = (x, y, gw + 2 * PAD, layout.h + 2 * PAD)
    zone_id = f"new:{fans.seat}" if fans.zones else None
    if not building:
        return [_empty_spot(words, rect, zone_id)]
    return _building(cat, fans, building, layout, rect, zone_id)


def _empty_spot(words: str, rect: Rect, zone_id: str | None) -> Item:
    """Returns the dashed spot where a dropped card starts a new group."""
    tip = (
        "New group: drop a card here to start building a group (3 or more of one colour, 3 or more in "
        "order, 3 black cards, or a Rainbow Pirate alone), then Confirm it."
    )
    return pic(
        f"spot:{words}:{rect[2]}x{rect[3]}",
        rect,
        panels.spot,
        rect[2],
        rect[3],
        words,
        GOLD,
        zone=zone_id,
        tip=tip,
    )


def _building(
    cat: Catalog, fans: Fans, building: list[str], layout: Flow, rect: Rect, zone_id: str | None
) -> list[Item]:
    """Returns the group being built in `rect`: its gold mat, its tag (what it lacks) and its cards."""
    x, y, w, h = rect
    kind, ok = group_words(cat, building, fans.wild_as)
    need = need_words(cat, building, fans.wild_as)
    tip = f"The group being built: {cards_named(cat, building)}. " + (
        "It is complete: Confirm it, or add more cards."
        if ok
        else f"Not yet a group: {need}. Drop more cards here, or Cancel."
    )
    items = [pic(f"mat:new:{w}x{h}", rect, panels.mat, w, h, "new", zone=zone_id, tip=tip)]
    if fans.labels:
        text = _building_words(cat, building, fans.wild_as)
        items.append(_tag(text, (x, y - 27), OK_GREEN if ok else GOLD, w, tip))
    rects = fan_rects(len(building), (x + PAD, y + PAD), layout.w, layout.h, layout.step)
    for card_id, r in zip(building, rects, strict=True):
        items.append(card(cat, card_id, r, wild_as=fans.wild_as.get(card_id)))
    return items
