"""The board and pieces built from components.yaml: squares, tanks, showers, ids and names."""

from __future__ import annotations

from collections import deque

from games.sneaky_octopuses.rules.schema import CORNER, ENTRANCE, FLOOR, HOMES, Content
from tabletop.rules.core import Action

Cell = tuple[int, int]
DIRECTIONS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
CLOCKWISE = "nesw"
NO_FISH = "none"  # the choice of a move that takes no fish along
DIRECTION_NAMES = {"n": "north", "e": "east", "s": "south", "w": "west"}


def step(cell: Cell, direction: str) -> Cell:
    """Returns the square next to `cell` in a direction ('n', 'e', 's', 'w')."""
    dx, dy = DIRECTIONS[direction]
    return cell[0] + dx, cell[1] + dy


def turned(facing: str, side: str) -> str:
    """Returns the facing after a quarter turn to the 'right' (clockwise) or 'left'."""
    shift = 1 if side == "right" else -1
    return CLOCKWISE[(CLOCKWISE.index(facing) + shift) % 4]


def cell_zone(cell: Cell) -> str:
    """Returns the zone id of a square: 'cell:x,y'."""
    return f"cell:{cell[0]},{cell[1]}"


def zone_cell(zone: str | None) -> Cell | None:
    """Returns the square of a 'cell:x,y' zone (None for any other text)."""
    if not zone or not zone.startswith("cell:"):
        return None
    parts = zone[5:].split(",")
    if len(parts) != 2 or not all(p.lstrip("-").isdigit() for p in parts):
        return None
    return int(parts[0]), int(parts[1])


class Catalog:
    """Indexes built once from the content, read by the rules on every step.

    Ids: octopuses 'octo-<seat>-<specialist>' ('octo-0-speedy'), fish 'fish-<colour>-<n>', keepers
    'keeper-1'..'keeper-4' (keeper-n starts at the n-th shower's entrance)."""

    def __init__(self, content: Content):
        self.content = content
        rows = content.board
        self.letter = {(x, y): ch for y, row in enumerate(rows) for x, ch in enumerate(row)}
        self.floor = frozenset(c for c, ch in self.letter.items() if ch in (FLOOR, CORNER, ENTRANCE))
        self.corners = frozenset(c for c, ch in self.letter.items() if ch == CORNER)
        self.tanks: dict[str, list[Cell]] = {}
        for cell, ch in sorted(self.letter.items(), key=lambda item: (item[0][1], item[0][0])):
            if ch.isupper() and ch not in (ENTRANCE, "S"):
                self.tanks.setdefault(ch, []).append(cell)
        self.home_cells = {int(h): [c for c, ch in self.letter.items() if ch == h] for h in HOMES}
        self.showers = {s.id: s for s in content.showers}
        self.entrances = {s.id: (s.entrance[0], s.entrance[1]) for s in content.showers}
        self.entrance_cells = frozenset(self.entrances.values())
        self.gaps = {}
        for gap in content.gaps:
            a, b = (gap.from_[0], gap.from_[1]), (gap.to[0], gap.to[1])
            self.gaps.setdefault(a, []).append(b)
            self.gaps.setdefault(b, []).append(a)
        self.colour_ids = [c.id for c in content.fish_colours]
        self.colour_names = {c.id: c.name for c in content.fish_colours}
        self.fish = [f"fish-{c}-{n}" for c in self.colour_ids for n in range(1, content.fish_per_colour + 1)]
        self.kinds = [s.id for s in content.specialists]
        self.kind_names = {s.id: s.name for s in content.specialists}
        self.keepers = [f"keeper-{n}" for n in range(1, len(content.showers) + 1)]
        self.rolls = {line.roll: line for line in content.keeper_table}
        self.roll_choices = {str(roll): roll for roll in sorted(self.rolls)}
        self._near_home: dict[int, dict[Cell, int]] = {}
        self._geometry()
        self._ids()
        # (kind, empty-handed) -> square -> the squares whose pieces decide its moves (bits: _region)
        self.regions = {
            (kind, empty): {c: self._region(c, kind, empty) for c in self.letter}
            for kind in self.kinds
            for empty in (False, True)
        }
        self._places_read()
        self.ends: dict = {}  # (shape, square) -> the ends of moves from it on an empty board (ways.ends)
        # octopus -> square -> its region empty-handed, and holding fish
        self.free_regions = {o: self.regions[self.kind_of[o], True] for o in self.seat_of}
        self.full_regions = {o: self.regions[self.kind_of[o], False] for o in self.seat_of}
        # octopus -> zone -> its move there taking no fish (built once: most moves are these)
        self.plain_moves = {
            o: {
                zone: Action("move", seat, o, zone, "none")
                for c, zone in self.zones.items()
                if c in self.floor
            }
            for o, seat in self.seat_of.items()
        }
        self.moves_taking: dict = {}  # (octopus, fish) -> zone -> its move there taking that fish (ways.py)
        self.ways: dict = {}  # an octopus's moves by what they depend on (filled by ways.py as asked)
        self.actions: dict = {}  # every action listed so far, built once (moves.act)
        self.fish_reads: dict = {}  # what the fish alone decide of the worths, by where they lie (bot.py)
        self.carry_shares: dict = {}  # home -> square -> a held fish's share of its worth there (bot.py)
        self.lists: dict = {}  # escapes and keeper activations by what they depend on (moves.py)
        self.last_board = None  # the pieces by square last worked out, with what from (reach.board)
        self.last_fish = None  # the fish by place last worked out, with what from (reach.board)
        self.last_octopuses = None  # the octopuses by square likewise
        self.last_keepers = None  # the keepers by square likewise

    def _geometry(self) -> None:
        """Works out once what the rules ask of every square on every step: its zone text, its floor
        neighbours (Squish's with the gaps), the floor squares in a straight line from it in each direction,
        the fish tanks next to it, and a bit of its own for sets of squares kept as numbers."""
        self.zones = {c: cell_zone(c) for c in self.letter}
        self.zone_cells = {zone: c for c, zone in self.zones.items()}
        self.places = {f"{kind}:{x},{y}": (x, y) for x, y in self.letter for kind in ("cell", "tank")}
        self.bits = {c: 1 << i for i, c in enumerate(self.letter)}
        self.ahead_of = {(c, d): step(c, d) for c in self.letter for d in CLOCKWISE}  # (square, facing)
        self.turns = {side: {d: turned(d, side) for d in CLOCKWISE} for side in ("left", "right")}
        self.around = {c: frozenset(step(c, d) for d in CLOCKWISE) for c in self.letter}
        self.next_to = {
            c: tuple(n for n in (step(c, d) for d in CLOCKWISE) if n in self.floor) for c in self.letter
        }
        self.squish_next_to = {
            c: tuple(n for n in (*(step(c, d) for d in CLOCKWISE), *self.gaps.get(c, [])) if n in self.floor)
            for c in self.letter
        }
        self.rays = {c: tuple(self._ray(c, d) for d in CLOCKWISE) for c in self.letter}
        # (square, square on one of its straight lines) -> that line's flight to it, the first square first
        self.flights = {
            (c, end): ray[: i + 1] for c in self.letter for ray in self.rays[c] for i, end in enumerate(ray)
        }
        self.ray_bits = {
            c: tuple(sum(self.bits[n] for n in ray) for ray in self.rays[c]) for c in self.letter
        }
        self.in_sight = {c: sum(self.ray_bits[c]) for c in self.letter}
        # Squish or not -> square -> the steps to it from every floor square (pieces aside)
        self.distances = {
            squish: {
                c: self._distances(c, self.squish_next_to if squish else self.next_to) for c in self.floor
            }
            for squish in (False, True)
        }
        self.tanks_near = {
            c: tuple(sorted({t for n in self.around[c] if (t := self.tank_of(n)) is not None}))
            for c in self.letter
        }
        # fish tank -> the squares next to it (the computer players' evaluation, bot.py)
        self.by_tank = {t: frozenset(c for c in self.letter if t in self.tanks_near[c]) for t in self.tanks}
        self.home_touching = {h: tuple(self.touching(cells)) for h, cells in self.home_cells.items()}
        self.home_next = {
            h: frozenset(n for c in cells for n in self.around[c]) for h, cells in self.home_cells.items()
        }

    def _places_read(self) -> None:
        """Works out once what every place a fish can be in says, for the computer players' evaluation:
        'tank:x,y' -> ('t', its tank's letter), 'cell:x,y' -> ('c', the square), 'octo:<id>' -> ('o', the
        octopus), 'scored:<seat>' -> ('s', the seat); and every fish's colour."""
        read: dict[str, tuple[str, object]] = {}
        for place, cell in self.places.items():
            if place.startswith("tank:"):
                read[place] = ("t", self.tank_of(cell))
            else:
                read[place] = ("c", cell)
        for octopus in self.seat_of:
            read[f"octo:{octopus}"] = ("o", octopus)
        for seat in self.team:
            read[f"scored:{seat}"] = ("s", seat)
        self.place_read = read
        self.colour = {fish: self.colour_of(fish) for fish in self.fish}

    def _region(self, start: Cell, kind: str, empty_handed: bool) -> int:
        """Returns, as bits, the squares whose pieces decide where an octopus of this kind may move from
        `start`: those within its steps (by Squish's gaps too), and along its slides for Speedy holding
        no fish."""
        near = self.squish_next_to if kind == "squish" else self.next_to
        reached, edge = {start}, [start]
        for _ in range(self.content.move_steps):
            edge = [n for c in edge for n in near[c] if n not in reached]
            reached.update(edge)
        if kind == "speedy" and empty_handed:
            reached.update(c for ray in self.rays[start] for c in ray)
        return sum(self.bits[c] for c in reached)

    @staticmethod
    def _distances(goal: Cell, near: dict[Cell, tuple[Cell, ...]]) -> dict[Cell, int]:
        """Returns the steps from every square that can reach `goal` to it (the ways being two-way)."""
        found = {goal: 0}
        queue = deque([goal])
        while queue:
            cell = queue.popleft()
            for nxt in near[cell]:
                if nxt not in found:
                    found[nxt] = found[cell] + 1
                    queue.append(nxt)
        return found

    def cell_at(self, zone: str | None) -> Cell | None:
        """Returns the square of a 'cell:x,y' zone (None for any other text): `zone_cell`, looked up."""
        found = self.zone_cells.get(zone)
        return found if found is not None else zone_cell(zone)

    def _ray(self, cell: Cell, direction: str) -> tuple[Cell, ...]:
        """Returns the floor squares in a straight line from `cell`, nearest first, up to a tank or wall."""
        found = []
        while (cell := step(cell, direction)) in self.floor:
            found.append(cell)
        return tuple(found)

    def _ids(self) -> None:
        """Works out once every octopus's seat and specialist, and each seat's octopuses."""
        seats = range(max(len(homes) for homes in self.content.homes.values()))
        self.team = {seat: tuple(f"octo-{seat}-{kind}" for kind in self.kinds) for seat in seats}
        self.teams = tuple(self.team[seat] for seat in seats)  # the same, indexed by seat
        self.in_order = {seat: tuple(sorted(team)) for seat, team in self.team.items()}  # by id
        self.seat_of = {o: seat for seat, team in self.team.items() for o in team}
        self.kind_of = {o: o.split("-")[2] for o in self.seat_of}
        self.keeper_zones = {k: f"keeper:{k.split('-')[1]}" for k in self.keepers}

    def homes_for(self, players: int) -> list[int]:
        """Returns the home tank (1..4) of each seat for this many players."""
        return list(self.content.homes[str(players)])

    def octopuses(self, seat: int) -> list[str]:
        """Returns a seat's four octopus ids, in the specialists' order."""
        return list(self.team[seat]) if seat in self.team else [f"octo-{seat}-{kind}" for kind in self.kinds]

    def touching(self, cells: list[Cell]) -> list[Cell]:
        """Returns the floor squares orthogonally next to any of the cells, in reading order."""
        found = {step(c, d) for c in cells for d in CLOCKWISE} & self.floor
        return sorted(found, key=lambda c: (c[1], c[0]))

    def tank_of(self, cell: Cell) -> str | None:
        """Returns the fish tank (its letter) that has this square, or None."""
        ch = self.letter.get(cell, "x")
        return ch if ch in self.tanks else None

    def facing_board(self, shower: str) -> str:
        """Returns the direction from a shower's entrance onto the board."""
        entrance = self.entrances[shower]
        return next(d for d in CLOCKWISE if step(entrance, d) in self.floor)

    def home_distance(self, home: int) -> dict[Cell, int]:
        """Returns every floor square's distance in steps to the nearest square touching a home tank."""
        if home not in self._near_home:
            start = self.touching(self.home_cells[home])
            found = dict.fromkeys(start, 0)
            queue = deque(start)
            while queue:
                cell = queue.popleft()
                for d in CLOCKWISE:
                    nxt = step(cell, d)
                    if nxt in self.floor and nxt not in found:
                        found[nxt] = found[cell] + 1
                        queue.append(nxt)
            self._near_home[home] = found
        return self._near_home[home]

    def colour_of(self, fish: str) -> str:
        """Returns a fish's colour id."""
        return fish.split("-")[1]

    def card_name(self, piece: str | None) -> str:
        """Returns a piece's name for players: 'Speedy', 'an orange fish', 'Keeper 2'."""
        if not piece:
            return "nothing"
        parts = piece.split("-")
        if parts[0] == "octo" and len(parts) == 3 and parts[2] in self.kind_names:
            return self.kind_names[parts[2]]
        if parts[0] == "fish" and len(parts) == 3 and parts[1] in self.colour_names:
            return f"{'an' if parts[1][0] in 'aeiou' else 'a'} {parts[1]} fish"
        if parts[0] == "keeper" and len(parts) == 2:
            return f"Keeper {parts[1]}"
        return piece
