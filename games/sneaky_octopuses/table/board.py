"""The aquarium on the left of the table: the board drawn from components.yaml, a zone per floor square,
home tank and shower, and the pieces on it (fish, keepers, octopuses, the fish they hold).

Every square is CELL logical pixels; square (x, y) sits at cell_rect((x, y)).
"""

from __future__ import annotations

from dataclasses import replace

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, DIRECTION_NAMES, Catalog, Cell, cell_zone
from games.sneaky_octopuses.rules.events import Heard, Walked
from games.sneaky_octopuses.rules.keepers import free_showers, sight
from games.sneaky_octopuses.rules.names import keeper_name
from games.sneaky_octopuses.rules.state import (
    ACT,
    SHOWER,
    SneakyState,
    held,
    kind_of,
    place_cell,
    turn_data,
)
from games.sneaky_octopuses.table import art, board_picture
from games.sneaky_octopuses.table.fishes import (
    ASIDE,
    aside,
    covered_fish_items,
    fish_items,
    fish_under,
    held_fish_items,
)
from games.sneaky_octopuses.table.looks import label, octopus_tip, pic
from games.sneaky_octopuses.table.squares import (
    BOARD_X,
    BOARD_Y,
    CELL,
    SQUARES_X,
    SQUARES_Y,
    cell_rect,
    centred,
)
from tabletop.rules import decisions
from tabletop.rules.decisions import top_kind
from tabletop.rules.events import of_kind
from tabletop.ui.items import ROUND, Item, Rect, TableContext, seat_look
from tabletop.ui.sprites import font

OCTOPUS, KEEPER = 60, 70
HOLDER = 52  # an octopus holding fish: smaller, in its square's bottom left, its fish along the top
HOLDER_ON = 46  # ... and standing on fish on the ground too (they lie in the square's bottom right)
TURN_STEP = 15  # degrees between the pictures of a keeper turning to a noise
WAITING = (SQUARES_X + 11 * CELL + 14, SQUARES_Y + 4 * CELL, 2 * CELL, 2 * CELL)  # a keeper to send away


def square_tip(cat: Catalog, cell: Cell) -> str:
    """Returns what a floor square's tooltip says."""
    words = f"Square {cell[0]},{cell[1]}"
    if cell in cat.corners:
        return (
            f"{words}: a corner square. Squirt may not shoot from it, and an octopus on it is safe from ink."
        )
    if cell in cat.entrance_cells:
        return f"{words}: a shower entrance. Keepers come out here when the showers are cleared."
    return words


def board_items(cat: Catalog, view: SneakyState, ctx: TableContext) -> list[Item]:
    """Returns the board picture, the footprints of the last walk and every zone of the board."""
    homes = tuple((view.homes[s], *seat_look(ctx, s)[1:]) for s in range(view.players))
    size = board_picture.MARGIN + CELL * 11 + 4
    tip = (
        "The aquarium: floor squares, fish tanks (blue, A to D and M), the teams' home tanks in their "
        "colours, four showers with striped entrances, and safe corner squares. Dashed lines: the gaps "
        "under the middle tank that only Squish squeezes through."
    )
    items = [
        pic(f"board:{homes}", (BOARD_X, BOARD_Y, size, size), board_picture.board, cat, CELL, homes, tip=tip)
    ]
    items += footprints(view)
    for cell in sorted(cat.floor, key=lambda c: (c[1], c[0])):
        items.append(
            Item(
                f"so:zone:{cell_zone(cell)}",
                cell_rect(cell),
                None,
                None,
                cell_zone(cell),
                square_tip(cat, cell),
            )
        )
    items += safe_words(cat, view)  # over its square's zone, which has the same tip
    for seat in range(view.players):
        name = seat_look(ctx, seat)[0]
        tip = f"{name}'s home tank: octopuses escape from here, and fish thrown into it score."
        for cell in cat.home_cells[view.homes[seat]]:
            items.append(
                Item(f"so:zone:home:{seat}:{cell}", cell_rect(cell), None, None, f"home:{seat}", tip)
            )
    for shower_id, shower in cat.showers.items():
        cell = (shower.at[0], shower.at[1])
        tip = f"The {shower.name}: keepers sent here wait inside until the showers are cleared "
        tip += "at the end of the turn."
        items.append(
            Item(f"so:zone:shower:{shower_id}", cell_rect(cell), None, None, f"shower:{shower_id}", tip)
        )
    return items


SAFE_RGB = (90, 120, 80)


def safe_words(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the word 'safe' on each corner square with nothing on it (under a piece it showed through)."""
    taken = set(view.octopuses.values()) | {keeper.cell for keeper in view.keepers.values()}
    taken |= {place_cell(place) for place in view.fish.values() if place.startswith("cell:")}
    items = []
    for cell in sorted(cat.corners):
        if cell not in taken:
            x, y, w, h = cell_rect(cell)
            words = label("safe", (x + w // 2, y + h // 2 - 14), 20, SAFE_RGB, anchor="centre")
            items.append(replace(words, tip=square_tip(cat, cell)))
    return items


def footprints(view: SneakyState) -> list[Item]:
    """Returns the numbered steps of the last keeper walk (while that keeper stands where it ended); while
    the keeper walks them, each shows once it steps there."""
    walk = view.last_walk
    guard = view.keepers.get(walk.keeper) if walk is not None else None
    if guard is None or len(walk.path) < 2 or guard.cell != walk.path[-1]:
        return []
    name = keeper_name(walk.keeper)
    tip = f"{name}'s walk after the die showed {walk.roll}: its steps, numbered."
    return [
        replace(
            pic(f"step:{n}", centred(cell, (40, 40)), art.footprint, 40, n, tip=tip),
            trail=(walk.keeper, step_share(n, len(walk.path))),
        )
        for n, cell in enumerate(walk.path[1:], 1)
    ]


def step_share(n: int, squares: int) -> float:
    """Returns the share of a walk's glide (walk_steps: WAIT steps' time on its square, then a square a
    step) at which a keeper walking `squares` squares, its own first, stands on the n-th."""
    return (WAIT + n) / (WAIT + squares - 1)


def sight_items(cat: Catalog, view: SneakyState, keeper: str) -> tuple[Item, ...]:
    """Returns a keeper's line of sight: the squares ahead (it sees and steps) and around (it hears)."""
    guard = view.keepers[keeper]
    found = []
    for direction in CLOCKWISE:
        ahead = direction == guard.facing
        for cell in sight(cat, view, keeper, direction, set()):
            found.append(pic(f"sight:{ahead}", cell_rect(cell), art.sight, CELL, ahead))
    return tuple(found)


def keeper_tip(cat: Catalog, view: SneakyState, keeper: str) -> str:
    """Returns a keeper's tooltip."""
    guard = view.keepers[keeper]
    name = keeper_name(keeper)
    if guard.cell is None and guard.shower:
        where = cat.showers[guard.shower].name
        return f"{name} waits in the {where}; it comes out when the showers are cleared."
    if guard.cell is None:
        return f"{name}: drag it onto a free shower (lit)."
    facing = DIRECTION_NAMES[guard.facing]
    words = f"{name}, facing {facing}: it sees the gold squares ahead and hears the pale ones."
    if top_kind(view) == ACT:
        words += " Click it to end the octopus actions: the die walks it."
    return words


def keeper_items(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the keepers on the board (click one to activate it), in the showers, or waiting to be sent."""
    items = []
    under = fish_under(view)
    walks = {walk.keeper: walk.path for walk in of_kind(view.events, Walked)}  # the walk just made
    for keeper in cat.keepers:
        guard = view.keepers[keeper]
        number = keeper.split("-")[1]
        zone = f"keeper:{number}"
        tip = keeper_tip(cat, view, keeper)
        if guard.cell is not None and guard.cell in under:  # it stands aside of the fish it stands on
            rect, facing = aside(guard.cell), guard.facing
        elif guard.cell is not None:
            rect, facing = centred(guard.cell, (KEEPER, KEEPER)), guard.facing
        elif guard.shower:
            at = cat.showers[guard.shower].at
            rect, facing = centred((at[0], at[1]), (KEEPER - 10, KEEPER - 10)), cat.facing_board(guard.shower)
        else:
            rect, facing = (WAITING[0] + 40, WAITING[1] + 60, KEEPER, KEEPER), "s"
        item = keeper_picture(number, art.FACING_DEGREES[facing], rect, piece=keeper, tip=tip)
        hover = sight_items(cat, view, keeper) if guard.cell is not None else ()
        path = walks.get(keeper, ())
        walked = len(path) > 1 and guard.cell == path[-1]
        via, poses = walk_steps(view, keeper, path) if walked else ((), turn_poses(view, keeper, rect))
        items.append(
            replace(
                item,
                zone=zone if guard.cell is not None else None,
                faces=(keeper,),
                shape=ROUND,
                hover=hover,
                via=via,
                poses=poses,
            )
        )
    return items


#: A walking keeper stands this many steps' time on its square first, while the die tumbles (the die's
#: glide is two steps long), then walks.
WAIT = 2


def keeper_rect(view: SneakyState, cell: Cell) -> Rect:
    """Returns where a keeper on `cell` is drawn: centred, or aside when fish lie on the ground there."""
    lying = any(place == f"cell:{cell[0]},{cell[1]}" for place in view.fish.values())
    return aside(cell) if lying else centred(cell, (KEEPER, KEEPER))


def heading(a: Cell, b: Cell) -> int:
    """Returns the facing, in degrees clockwise from east, of a step from square `a` to square `b`."""
    return {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): 270}[(b[0] - a[0], b[1] - a[1])]


def walk_steps(
    view: SneakyState, keeper: str, path: tuple[Cell, ...]
) -> tuple[tuple[Rect, ...], tuple[Item, ...]]:
    """Returns a die walk's places and poses for its glide: the keeper waits on its square (WAIT steps'
    time, while the die tumbles) already facing its first step, then walks its squares one by one, each
    facing the way it steps (its own picture, at the end, faces the way it ended)."""
    number = keeper.split("-")[1]
    start = keeper_rect(view, path[0])
    via = (start,) * (WAIT + 1) + tuple(centred(c, (KEEPER, KEEPER)) for c in path[1:-1])
    ways = [heading(a, b) for a, b in zip(path, path[1:], strict=False)]
    rects = (start,) * (WAIT + 1) + via[WAIT + 1 :]
    poses = tuple(keeper_picture(number, ways[0], r) for r in rects[:WAIT])
    poses += tuple(keeper_picture(number, way, r) for way, r in zip(ways[:-1], rects[WAIT:], strict=False))
    return via, poses


def keeper_picture(number: str, degrees: int, rect: Rect, piece=None, tip: str = "") -> Item:
    """Returns a keeper facing `degrees` (clockwise from east) drawn at `rect`."""
    size = rect[2]
    return pic(
        f"keeper:{number}:{degrees}:{size}", rect, art.keeper, number, degrees, size, piece=piece, tip=tip
    )


def turn_poses(view: SneakyState, keeper: str, rect: Rect) -> tuple[Item, ...]:
    """Returns the pictures of a keeper turning to a noise it heard in the last action, its old facing
    first, every TURN_STEP degrees (clockwise when it turns right or about, else anticlockwise)."""
    old = next((h.was for h in reversed(of_kind(view.events, Heard)) if h.keeper == keeper), None)
    guard = view.keepers[keeper]
    if old is None or guard.cell is None:
        return ()
    start, end = art.FACING_DEGREES[old], art.FACING_DEGREES[guard.facing]
    sweep = (end - start) % 360
    sweep = sweep if sweep <= 180 else sweep - 360
    way = 1 if sweep > 0 else -1
    number = keeper.split("-")[1]
    return tuple(
        keeper_picture(number, (start + way * d) % 360, rect) for d in range(0, abs(sweep), TURN_STEP)
    )


def waiting_items(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the spot beside the board where a keeper waits for its shower to be chosen."""
    if top_kind(view) != SHOWER:
        return []
    keeper = decisions.top(view).data.keeper
    free = ", ".join(cat.showers[s].name for s in free_showers(cat, view))
    tip = f"{keeper_name(keeper)} was sent to a shower: drag it onto a free one ({free})."
    items = [pic("waiting", WAITING, art.panel, WAITING[2], WAITING[3], None, True, tip=tip)]
    for n, words in enumerate(("Drag it to", "a shower")):
        w = font(20, True).size(words)[0]
        items.append(label(words, (WAITING[0] + (WAITING[2] - w) // 2, WAITING[1] + 8 + 24 * n), 20, tip=tip))
    return items


def octopus_items(cat: Catalog, view: SneakyState, ctx: TableContext) -> list[Item]:
    """Returns every octopus (on the board, or in its home tank one per square) and the fish it holds."""
    items = []
    for seat in range(view.players):
        items += team_octopus_items(cat, view, ctx, seat)
    return items


def team_octopus_items(cat: Catalog, view: SneakyState, ctx: TableContext, seat: int) -> list[Item]:
    """Returns a team's octopuses, each after the fish it holds."""
    name, rgb, symbol = seat_look(ctx, seat)
    home = cat.home_cells[view.homes[seat]]
    used, under = set(turn_data(view).used), fish_under(view)
    items = []
    for n, octopus in enumerate(cat.octopuses(seat)):
        cell = view.octopuses[octopus]
        size, rect = octopus_place(view, octopus, cell if cell is not None else home[n % len(home)], under)
        kind = kind_of(octopus)
        done = octopus in used and seat == view.turn_seat
        key = f"octo:{kind}:{size}:{rgb}:{symbol}:{done}"
        tip = octopus_tip(cat, view, octopus, name)
        item = pic(key, rect, art.octopus, kind, size, rgb, symbol, done, piece=octopus, tip=tip)
        if cell is not None:  # under it, so they never hide its team symbol (top right, colour-blind look)
            items += held_fish_items(cat, view, octopus, cell, name)
        items.append(replace(item, faces=(octopus,), shape=ROUND))
    return items


def octopus_place(view: SneakyState, octopus: str, at: Cell, under: set[Cell]) -> tuple[int, Rect]:
    """Returns an octopus's size and rect on square `at`: centred (smaller at home, so a tank square holds
    it); holding fish, in the bottom left (smaller when it also stands on fish, which lie in the bottom
    right); standing on fish, aside in the top left."""
    if view.octopuses[octopus] is None:
        return OCTOPUS - 8, centred(at, (OCTOPUS - 8, OCTOPUS - 8))
    if held(view, octopus):
        size, (x, y, _, _) = HOLDER_ON if at in under else HOLDER, cell_rect(at)
        return size, (x + 1, y + CELL - size - 1, size, size)
    if at in under:
        return ASIDE, aside(at)
    return OCTOPUS, centred(at, (OCTOPUS, OCTOPUS))


def everything(cat: Catalog, view: SneakyState, ctx: TableContext) -> list[Item]:
    """Returns the board and all that is on it, bottom first."""
    return [
        *board_items(cat, view, ctx),
        *fish_items(cat, view),
        *waiting_items(cat, view),
        *keeper_items(cat, view),
        *octopus_items(cat, view, ctx),
        *covered_fish_items(cat, view),
    ]
