"""The right of the table: a panel per team (points, octopuses, fish at home), the turn's steps, the die
column beside the board and the key to the specialists."""

from __future__ import annotations

from dataclasses import replace

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.events import Walked
from games.sneaky_octopuses.rules.names import keeper_name
from games.sneaky_octopuses.rules.scoring import points, target
from games.sneaky_octopuses.rules.state import (
    ACT,
    RELAY,
    ROLL,
    SHOWER,
    SneakyState,
    kind_of,
    last_roll,
    scored,
    turn_data,
)
from games.sneaky_octopuses.table import art, die_table, piece_art
from games.sneaky_octopuses.table.looks import label, pic
from tabletop.rules import decisions
from tabletop.rules.decisions import top_kind
from tabletop.rules.events import of_kind
from tabletop.ui.items import Item, TableContext, seat_look
from tabletop.ui.marks import badge, computer_after_name, fit, mark

PANEL_X, PANEL_W, TEAM_H, TEAM_GAP = 1110, 790, 124, 8
TOP, BOTTOM = 90, 980
DIE_X = 948
MINI, KEY, SCORED = 44, 38, 40  # octopuses on a team panel and in the key: letters of 20 px
TEXT = 20  # the least text size: 13 px at 1280x720
CORNER_NAMES = {1: "top left", 2: "top right", 3: "bottom right", 4: "bottom left"}


def team_items(cat: Catalog, view: SneakyState, ctx: TableContext) -> list[Item]:
    """Returns a panel per team: its name and points, its octopuses (home, out, acted) and fish at home."""
    items = []
    for seat in range(view.players):
        y = TOP + seat * (TEAM_H + TEAM_GAP)
        now = seat == view.turn_seat and not view.over
        items += team_heading(cat, view, ctx, seat, y, now)
        items += team_octopus_items(cat, view, ctx, seat, y, now)
        items += scored_items(cat, view, seat, y)
    return items


def team_heading(
    cat: Catalog, view: SneakyState, ctx: TableContext, seat: int, y: int, now: bool
) -> list[Item]:
    """Returns a team panel's plate (gold edge: its turn), badge, name and computer marks, and points."""
    name, rgb, symbol = seat_look(ctx, seat)
    score, goal, home = points(cat, view, seat), target(view), view.homes[seat]
    tip = f"{name}: {score} of {goal} points. Home tank {home} ({CORNER_NAMES.get(home, '')})."
    plate = pic(
        f"team:{rgb}:{now}", (PANEL_X, y, PANEL_W, TEAM_H), art.panel, PANEL_W, TEAM_H, rgb, now, tip=tip
    )
    items = [replace(plate, place=f"seat:{seat}")]
    items.append(
        pic(f"badge:{symbol}:{rgb}", (PANEL_X + 26, y + 12, 40, 40), badge, symbol, rgb, 40, tip=tip)
    )
    room, marks = computer_after_name(
        ctx.seats[seat] if seat < len(ctx.seats) else None, 30, (PANEL_X + 78, y + 12), PANEL_W - 340
    )
    items.append(label(fit(name, 30, room), (PANEL_X + 78, y + 12), 30, tip=tip))
    items += marks
    words = f"{score} / {goal} points"
    right = PANEL_X + PANEL_W - 20 - _width(words, 30)  # the points end at the panel's right edge
    items.append(label(words, (right, y + 12), 30, art.GOLD, tip=tip))
    return items


def team_octopus_items(
    cat: Catalog, view: SneakyState, ctx: TableContext, seat: int, y: int, now: bool
) -> list[Item]:
    """Returns a team's octopuses in a row on its panel, each with its state under it: home, out or acted."""
    _, rgb, symbol = seat_look(ctx, seat)
    used = set(turn_data(view).used)
    items = []
    for n, octopus in enumerate(cat.octopuses(seat)):
        kind = kind_of(octopus)
        done = now and octopus in used
        state = "home" if view.octopuses[octopus] is None else "acted" if done else "out"
        x = PANEL_X + 30 + n * 70
        key = f"octo:{kind}:{MINI}:{rgb}:{symbol}:{done}"
        say = f"{cat.kind_names[kind]}: {'in the home tank' if state == 'home' else 'on the board'}"
        say += ", has acted this turn" if done else ""
        items.append(pic(key, (x, y + 54, MINI, MINI), art.octopus, kind, MINI, rgb, symbol, done, tip=say))
        under = x + MINI // 2 - _width(state, TEXT, False) // 2  # centred under the octopus
        items.append(label(state, (under, y + 96), TEXT, art.MUTED, bold=False, tip=say))
    return items


def _width(words: str, size: int, bold: bool = True) -> int:
    from tabletop.ui.sprites import font

    return font(size, bold).size(words)[0]


def scored_items(cat: Catalog, view: SneakyState, seat: int, y: int) -> list[Item]:
    """Returns the fish in a team's home tank, by colour, on the right of its panel."""
    fish = sorted(scored(view, seat), key=lambda f: (cat.colour_ids.index(cat.colour_of(f)), f))
    items = []
    x0, per_row = PANEL_X + 300, 10
    for n, one in enumerate(fish):
        colour = cat.colour_of(one)
        x = x0 + (n % per_row) * (SCORED + 6)
        row = y + 60 + (n // per_row) * 30
        _, name, symbol = art.fish_look(cat, colour)
        tip = f"{name} fish ({symbol}) at home: the n-th fish of a colour scores n."
        item = pic(
            f"fish:{colour}:{SCORED}",
            (x, row, SCORED, int(SCORED * 0.72)),
            art.fish,
            cat,
            colour,
            SCORED,
            tip=tip,
        )
        items.append(replace(item, faces=(one,), back=item))  # known across layouts: it glides home
    if not fish:
        items.append(label("No fish at home yet", (x0, y + 70), 20, art.MUTED, bold=False))
    return items


def step_lines(cat: Catalog, view: SneakyState, ctx: TableContext) -> tuple[str, list[tuple[str, str]]]:
    """Returns the turn panel's title and its steps (status mark, words)."""
    if view.over:
        return "Game over", [("done", "See the scores")]
    name = seat_look(ctx, view.turn_seat)[0]
    kind = top_kind(view)
    acted = len([o for o in turn_data(view).used if o in cat.octopuses(view.turn_seat)])
    if any(p.kind == ACT for p in view.decisions):  # the octopus actions go on (a relay, a shower)
        first, second = "now", "next"
    else:
        first, second = "done", "now"
    lines = [
        (first, f"Octopus actions: each octopus once ({acted} of 4 done)"),
        (second, "Click a keeper: the die walks it"),
        ("next", "The showers are cleared; next player"),
    ]
    if kind == RELAY:
        catcher = cat.kind_names[kind_of(decisions.top(view).data.catcher)]
        lines.append(("now", f"{catcher} caught the fish: throw it on or keep it"))
    if kind == SHOWER:
        lines.append(("now", f"Drag {keeper_name(decisions.top(view).data.keeper)} onto a free shower"))
    return f"{name}'s turn", lines


def turn_items(cat: Catalog, view: SneakyState, ctx: TableContext) -> list[Item]:
    """Returns the panel of the turn's steps, the key to the specialists and the keepers' d6 table under the
    team panels (in the die column when there is no room for the table)."""
    y = TOP + view.players * (TEAM_H + TEAM_GAP)
    h = BOTTOM - y
    title, lines = step_lines(cat, view, ctx)
    tip = (
        "A turn: each of your octopuses may act once (escape, steal, move, throw, Squirt's ink); "
        "then click a keeper, and the die walks it."
    )
    items = [pic(f"turnpanel:{h}", (PANEL_X, y, PANEL_W, h), art.panel, PANEL_W, h, None, False, tip=tip)]
    items.append(label(title, (PANEL_X + 24, y + 12), 30, tip=tip))
    items += step_items(lines, y + 56, tip)
    key, row = specialist_key(cat, y + 56 + 34 * len(lines) + 8)
    table = table_items(cat, view, row + 10) or die_table.column_items(cat, view)  # no room: beside the board
    return items + key + table


def step_items(lines: list[tuple[str, str]], top: int, tip: str) -> list[Item]:
    """Returns the turn's steps from `top` down, each a status mark and its words (the current one bold)."""
    items = []
    for n, (status, words) in enumerate(lines):
        row = top + 34 * n
        now = status == "now"
        items.append(pic(f"mark:{status}", (PANEL_X + 24, row + 3, 24, 24), mark, status, 24, tip=tip))
        colour = art.WHITE if now else art.MUTED
        items.append(label(words, (PANEL_X + 60, row), 24, colour, bold=now, tip=tip, width=PANEL_W - 76))
    return items


def specialist_key(cat: Catalog, top: int) -> tuple[list[Item], int]:
    """Returns the specialists' key from `top` down (those that fit) and the row under its last line."""
    items = []
    row = top
    for kind in cat.kinds:
        if row + KEY > BOTTOM - 6:
            break
        spec = next(s for s in cat.content.specialists if s.id == kind)
        say = f"{art.LOOKS[kind][0]}  {spec.name} {art.WHAT_THEY_DO[kind]}"
        grey = (150, 160, 170)  # no team's colour: the key is about the specialists, not a team
        key = f"octo:{kind}:{KEY}:{grey}::False"
        at = (PANEL_X + 24, row, KEY, KEY)
        items.append(pic(key, at, art.octopus, kind, KEY, grey, "", False, tip=say))
        items.append(
            label(say, (PANEL_X + 72, row + 5), 20, art.MUTED, bold=False, tip=say, width=PANEL_W - 88)
        )
        row += KEY + 1
    return items, row


def table_items(cat: Catalog, view: SneakyState, top: int) -> list[Item]:
    """Returns the keepers' d6 table under the key, in two columns (right turns, left turns), when there is
    room (two or three players); the last roll's line stands out."""
    rows = (len(cat.rolls) + 1) // 2
    if top + 32 + 28 * rows > BOTTOM - 8:
        return []
    tip = "The keepers' die: odd numbers turn right, even left; "
    tip += "a keeper on a shower entrance leaves only on 5 or 6."
    heading = "The keepers' die (5 and 6 leave a shower entrance)"
    items = [label(heading, (PANEL_X + 24, top), 22, tip=tip, width=PANEL_W - 40)]
    for n, line in enumerate(cat.content.keeper_table):
        words = f"{line.roll}  {line.side}:  {', '.join(line.steps)}"
        last = line.roll == last_roll(view)
        colour = art.GOLD if last else art.MUTED
        at = (PANEL_X + 36 + (n % 2) * 370, top + 32 + 28 * (n // 2))
        items.append(label(words, at, 20, colour, bold=last, tip=tip, width=358))
    return items


def walked_words(walk, side: str) -> str:
    """Returns what the last walk made the keeper do, under its name: it stayed on a shower entrance, did
    not move, or turned to the roll's side and walked ('turns right' was said of a keeper that stayed)."""
    if walk.stayed:
        return "stayed put"
    if len(walk.path) < 2:
        return "could not move"
    return f"turned {side}, walked"


def die_items(cat: Catalog, view: SneakyState) -> list[Item]:
    """Returns the die column beside the board: the last roll and what it made the keeper do."""
    items = [label("Die", (DIE_X + 8, TOP + 30), 24, art.MUTED)]
    roll = last_roll(view)
    walker = view.last_walk.keeper if view.last_walk is not None else ""
    if roll:
        line = cat.rolls[roll]
        walked = f"{keeper_name(walker)} rolled {roll}: " if walker else ""
        tip = f"{walked}turn {line.side}; {', '.join(line.steps)}."
        if view.last_walk is not None and view.last_walk.stayed:
            tip = f"{walked}it stayed on its shower entrance: only 5 or 6 leaves one."
        elif not line.leaves_shower:
            tip += " A keeper on a shower entrance stays there on this roll."
    else:
        tip = "The die is rolled for the keeper you click at the end of your octopus actions."
    items.append(die_item(view, roll, tip))
    room = PANEL_X - DIE_X - 14
    if top_kind(view) == ROLL:  # in the air: the words say for whom, not what the last roll did
        rolling = f"For {keeper_name(decisions.top(view).data.keeper)}"
        items.append(label(rolling, (DIE_X + 8, TOP + 162), 22, art.WHITE, tip=tip, width=room))
        items.append(
            label("rolling...", (DIE_X + 8, TOP + 190), 20, art.MUTED, bold=False, tip=tip, width=room)
        )
    elif roll and walker:
        did = walked_words(view.last_walk, line.side)
        items.append(label(keeper_name(walker), (DIE_X + 8, TOP + 162), 22, art.WHITE, tip=tip, width=room))
        for n, part in enumerate(did.split(", ")):  # "turned left," over "walked": a narrow column
            words = part + ("," if n < did.count(", ") else "")
            items.append(
                label(words, (DIE_X + 8, TOP + 190 + 26 * n), 20, art.MUTED, bold=False, tip=tip, width=room)
            )
    return items


DIE_RECT = (DIE_X + 8, TOP + 64, 90, 90)


def die_item(view: SneakyState, roll: int, tip: str) -> Item:
    """Returns the die: tumbling while it is being rolled (a keeper was clicked and the roll is due), and
    once rolled its face, which it shows after its tumble (its poses: the tumbling picture first, as the
    last layout drew it, then the others) the first time it is laid out after the walk."""
    size = DIE_RECT[2]
    if top_kind(view) == ROLL:
        return replace(tumbling(0, "The die is being rolled for the keeper just clicked."), known_as="die")
    item = replace(pic(f"die:{roll}", DIE_RECT, art.die, roll, size, tip=tip), known_as="die")
    if not of_kind(view.events, Walked):
        return item
    return replace(item, poses=tuple(tumbling(n, tip) for n in range(len(piece_art.TUMBLE))))


def tumbling(frame: int, tip: str) -> Item:
    """Returns the die mid-tumble, picture `frame`."""
    return pic(f"die:tumbling:{frame}", DIE_RECT, art.die_tumbling, frame, DIE_RECT[2], tip=tip)
