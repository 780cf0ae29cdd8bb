"""The fish on the board: in the fish tanks, on the ground (under a piece or not) and held by octopuses."""

from __future__ import annotations

from dataclasses import replace

from games.sneaky_octopuses.rules.catalog import Catalog, Cell
from games.sneaky_octopuses.rules.state import SneakyState, held, kind_of, place_cell
from games.sneaky_octopuses.table import art
from games.sneaky_octopuses.table.looks import fish_tip, pic
from games.sneaky_octopuses.table.squares import CELL, cell_rect, centred
from tabletop.ui.items import Item, Rect

TANK_FISH, GROUND_FISH, HELD_FISH = 58, 38, 48
#: A piece standing on fish on the ground steps ASIDE, to the square's top left, and the fish show in the
#: bottom right over it (COVERED_FISH); under an octopus holding fish (in the bottom left, its fish along
#: the top) they are GROUND_FISH, over its bottom right corner, clear of its letter.
ASIDE, COVERED_FISH = 52, 44


def fish_items(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the fish in the fish tanks and on free ground (pieces: a tank's fish is stolen by dragging);
    fish lying under an octopus or a keeper are drawn over it by `covered_fish_items`."""
    items = []
    ground: dict[Cell, int] = {}
    covered = standing(view)
    for fish, place in sorted(view.fish.items()):
        cell = place_cell(place)
        if cell is None or cell in covered:
            continue
        if place.startswith("tank:"):
            size = TANK_FISH
            rect = centred(cell, (size, int(size * 0.72)))
        else:
            # Fish on one square stack from its bottom left corner, each a little offset so all show.
            size, n = GROUND_FISH, ground.get(cell, 0)
            ground[cell] = n + 1
            x, y, _, _ = cell_rect(cell)
            rect = (x + 2 + 6 * n, y + CELL - int(size * 0.72) - 2 - 4 * n, size, int(size * 0.72))
        items.append(fish_piece(cat, fish, size, rect, fish_tip(cat, view, fish)))
    return items


def standing(view: SneakyState) -> set[Cell]:
    """Returns the squares an octopus or a keeper stands on."""
    found = {cell for cell in view.octopuses.values() if cell is not None}
    return found | {k.cell for k in view.keepers.values() if k.cell is not None}


def fish_under(view: SneakyState) -> set[Cell]:
    """Returns the squares where fish lie on the ground under an octopus or a keeper."""
    covered = standing(view)
    return {c for p in view.fish.values() if p.startswith("cell:") and (c := place_cell(p)) in covered}


def aside(cell: Cell) -> Rect:
    """Returns where a piece standing on fish on the ground is drawn: the square's top left."""
    x, y, _, _ = cell_rect(cell)
    return x + 3, y + 3, ASIDE, ASIDE


def covered_fish_items(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the fish lying on the ground under an octopus or a keeper, in the square's bottom right
    corner over the piece (which stands aside), so they show (not pieces: a press there picks up what
    stands on the square)."""
    items = []
    ground: dict[Cell, int] = {}
    holders = {c for o, c in view.octopuses.items() if c is not None and held(view, o)}
    under = fish_under(view)
    for fish, place in sorted(view.fish.items()):
        cell = place_cell(place) if place.startswith("cell:") else None
        if cell not in under:
            continue
        n = ground.get(cell, 0)
        ground[cell] = n + 1
        x, y, _, _ = cell_rect(cell)
        size = GROUND_FISH if cell in holders else COVERED_FISH
        h = int(size * 0.72)
        rect = (x + CELL - size - 1 - 6 * n, y + CELL - h - 1 - 4 * n, size, h)
        tip = f"{fish_tip(cat, view, fish)} It lies under the piece on this square."
        items.append(replace(fish_piece(cat, fish, size, rect, tip), piece=None))
    return items


def fish_piece(cat: Catalog, fish: str, size: int, rect: Rect, tip: str) -> Item:
    """Returns a fish of `size` at `rect` that a player picks up by dragging."""
    colour = cat.colour_of(fish)
    item = pic(f"fish:{colour}:{size}", rect, art.fish, cat, colour, size, piece=fish, tip=tip)
    return replace(item, faces=(fish,))


def held_fish_items(cat: Catalog, view: SneakyState, octopus: str, cell: Cell, team: str) -> list[Item]:
    """Returns the fish an octopus on `cell` holds, along the square's top to its right corner (the
    octopus stands in the bottom left), closer together when there are many."""
    x, y, _, _ = cell_rect(cell)
    who = f"{team}'s {cat.kind_names[kind_of(octopus)]}"
    fish = held(view, octopus)
    gap = (CELL - HELD_FISH - 2) // max(1, len(fish) - 1)
    items = []
    for k, one in enumerate(fish):  # from the left, each over the tail of the one before
        rect = (x + CELL - HELD_FISH - 1 - gap * (len(fish) - 1 - k), y + 1, HELD_FISH, int(HELD_FISH * 0.72))
        tip = f"{fish_tip(cat, view, one)} Held by {who}: drag it to throw it."
        items.append(fish_piece(cat, one, HELD_FISH, rect, tip))
    return items
