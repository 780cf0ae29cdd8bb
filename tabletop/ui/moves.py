"""What moved between two layouts of a table, for every game: which cards glide, from where, and which flip.

A card (an item with a `back`, or a piece) is known across layouts by its face. A face in both glides
from its old place. A face that appears came from somewhere face down: a place whose count of backs
fell (the deck, another player's hand), and it flips on the way. A face that leaves goes, as its back,
to a place whose count rose (a card passed into another hand); backs also go from place to place (a
computer draws). A face swallowed by a pile that shows many faces (a shipped pile) glides into it.
Nothing hidden is ever drawn: a card that becomes hidden travels as its back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from tabletop.rules.core import Action
from tabletop.ui.items import Item, Rect
from tabletop.ui.motion import identity

STAGGER = 0.08  # seconds between cards leaving the same place
PER_PLACE = 6  # at most this many backs glide out of or into one place at once (a reshuffle moves dozens)
DEAL_SOURCE = "deck"  # the place a fresh game's cards are dealt from
DEAL_SECONDS = 1.4  # a whole deal takes at most about this long, however many cards


@dataclass(frozen=True)
class Move:
    """A card of the new layout gliding in from `start`; `flip`: it turns face up on the way."""

    key: str
    start: Rect
    end: Rect
    flip: bool = False
    delay: float = 0.0
    via: tuple[Rect, ...] = ()  # the places passed on the way, after `start` (a pawn's steps)
    poses: tuple[Item, ...] = ()  # the pictures shown in turn before the card's own (a pawn turning)
    slow: float = 1.0  # it lasts this many glides (a move that tells the story is given time to follow)


@dataclass(frozen=True)
class Ghost:
    """A picture gliding where no card of the new layout is: a card leaving the table, or a back; `shake`:
    it pops up at `end` and shakes there (a word said at the table: a block, a shout), `start` unused."""

    item: Item
    start: Rect
    end: Rect
    delay: float = 0.0
    slow: float = 1.0
    shake: bool = False
    covers: tuple[Item, Item | None] | None = None  # the item at `end` drawn as the stand-in until it lands


@dataclass
class End:
    """One end of a move not matched by face: a face card, or one back at a counted place."""

    rect: Rect
    card: Item | None = None
    place: str | None = None
    picture: Item | None = None  # for a back: the item whose picture (or back) a ghost shows


def centre(rect: Rect) -> tuple[float, float]:
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def fit(rect: Rect, size: tuple[int, int]) -> Rect:
    """Returns a rectangle of `size`'s shape, no bigger than `size`, centred in `rect`."""
    k = min(1.0, rect[2] / max(1, size[0]), rect[3] / max(1, size[1]))
    w, h = max(2, round(size[0] * k)), max(2, round(size[1] * k))
    cx, cy = centre(rect)
    return (round(cx - w / 2), round(cy - h / 2), w, h)


def size_of(item: Item) -> tuple[int, int]:
    return item.rect[2], item.rect[3]


def cards(items: list[Item]) -> dict[str, Item]:
    """Returns the drawn cards and pieces by identity."""
    return {key: item for item in items if item.make is not None and (key := identity(item)) is not None}


def counts(items: list[Item]) -> dict[str, tuple[int, Item]]:
    """Returns each counted place with its number of backs and the item standing for it."""
    found: dict[str, tuple[int, Item]] = {}
    for item in items:
        name = item.place if item.place is not None else item.zone if item.backs else None
        if name is None:
            continue
        total, first = found.get(name, (0, item))
        found[name] = (total + item.backs, first)
    return found


def containers(items: list[Item]) -> dict[str, Item]:
    """Returns, for each face shown in a picture of several faces (a pile), that picture."""
    return {face: item for item in items if len(item.faces) > 1 for face in item.faces}


class Planner:
    """Works out the moves from one layout to the next; `now` says where an old item is drawn now, and
    `action` (if one move led here) which places to prefer and where its own card came from."""

    def __init__(self, old: list[Item], new: list[Item], now, action: Action | None = None):
        self.old, self.new, self.now = old, new, now
        self.hand = f"hand:{action.seat}" if action is not None else None
        self.hints = {action.target, self.hand} - {None} if action is not None else set()
        self.piece = action.piece if action is not None else None
        self.moves: list[Move | Ghost] = []
        self.sent: dict[int, int] = {}  # how many cards each departure place has sent (to stagger them)

    def plan(self) -> list[Move | Ghost]:
        before, after = cards(self.old), cards(self.new)
        for key in before.keys() & after.keys():
            start, new = self.now(before[key]), after[key]
            walked = bool(new.via) and new.via[0] == start  # it stepped here from where it stood
            turned = walked if new.via else bool(new.poses) and new.poses[0].key == before[key].key
            poses = new.poses if turned else ()
            if start != new.rect or poses:
                steps = tuple(new.via[1:]) if walked else ()
                self.moves.append(Move(key, start, new.rect, via=steps, poses=poses))
        arriving = [after[k] for k in after.keys() - before.keys()]
        leaving = [before[k] for k in before.keys() - after.keys()]
        arriving, leaving = self.piles(arriving, leaving)
        self.pair(self.arrivals(arriving), self.departures(leaving))
        self.from_afar()
        return self.moves

    def from_afar(self) -> None:
        """Glides in each thing an item stands for that the old layout did not show (Item.arrives), from
        where such things come from, staggered."""
        seen = {name for item in self.old if item.arrives is not None for name in item.arrives[0]}
        was = {tuple(item.rect): item for item in self.old if item.make is not None}  # a rect may be a Rect
        for item in self.new:
            if item.arrives is None or item.make is None:
                continue
            names, source = item.arrives
            fresh = [name for name in names if name not in seen][:PER_PLACE]
            picture = replace(item, piece=None, zone=None, arrives=None)
            for n, _ in enumerate(fresh):  # the first to land ends the stand-in: it covers the place
                covers = (item, was.get(tuple(item.rect))) if n == 0 else None
                self.moves.append(
                    Ghost(picture, fit(source, size_of(item)), item.rect, STAGGER * n, covers=covers)
                )

    def piles(self, arriving: list[Item], leaving: list[Item]) -> tuple[list[Item], list[Item]]:
        """Glides faces into and out of pictures of many faces; returns the faces still unmatched."""
        into, out_of = containers(self.new), containers(self.old)
        for card in leaving:
            pile = into.get(card.faces[0]) if card.faces else None
            if pile is not None:
                self.moves.append(
                    Ghost(replace(card, piece=None), self.now(card), fit(pile.rect, size_of(card)))
                )
        for card in arriving:
            pile = out_of.get(card.faces[0]) if card.faces else None
            if pile is not None:
                self.moves.append(Move(identity(card), fit(self.now(pile), size_of(card)), card.rect))
        keep_out = [c for c in leaving if not (c.faces and c.faces[0] in into)]
        keep_in = [c for c in arriving if not (c.faces and c.faces[0] in out_of)]
        return keep_in, keep_out

    def arrivals(self, arriving: list[Item]) -> list[End]:
        ends = [End(card.rect, card) for card in arriving]
        return ends + self.backs(rising=True)

    def departures(self, leaving: list[Item]) -> list[End]:
        ends = [End(self.now(card), card) for card in leaving]
        return ends + self.backs(rising=False)

    def backs(self, rising: bool) -> list[End]:
        """Returns one end per back that arrived at (rising) or left (falling) a counted place."""
        before, after = counts(self.old), counts(self.new)
        ends = []
        for name in before.keys() | after.keys():
            (was, old_item), (now, new_item) = before.get(name, (0, None)), after.get(name, (0, None))
            change = now - was if rising else was - now
            item = new_item if rising and new_item is not None else old_item or new_item
            rect = item.rect if item is new_item else self.now(item)
            ends += [End(rect, None, name, item) for _ in range(min(change, PER_PLACE))]
        return ends

    def pair(self, arrivals: list[End], departures: list[End]) -> None:
        """Matches arrivals to departures, nearest first (places the action names before any other)."""
        options = []
        for i, a in enumerate(arrivals):
            for j, d in enumerate(departures):
                if a.card is None or d.card is None:
                    options.append((self.cost(a, d), i, j))
        used_a, used_d = set(), set()
        for _, i, j in sorted(options):
            if i not in used_a and j not in used_d:
                used_a.add(i)
                used_d.add(j)
                self.join(arrivals[i], departures[j], j)
        mine = [a for i, a in enumerate(arrivals) if i not in used_a and a.card is not None]
        self.from_actor([a for a in mine if identity(a.card) == self.piece])

    def from_actor(self, arrivals: list[End]) -> None:
        """Brings the action's own card, shown for the first time, out of the actor's hand (its count
        may not show it left: a card can come into that hand at the same time)."""
        hand = place_rects(self.old).get(self.hand) if self.hand is not None else None
        for a in arrivals if hand is not None else ():
            self.moves.append(
                Move(identity(a.card), fit(hand, size_of(a.card)), a.card.rect, a.card.back is not None)
            )

    def cost(self, a: End, d: End) -> float:
        (ax, ay), (dx, dy) = centre(a.rect), centre(d.rect)
        named = a.place in self.hints or d.place in self.hints
        return math.hypot(ax - dx, ay - dy) - (1e5 if named else 0)

    def join(self, a: End, d: End, source: int) -> None:
        """Adds the glide from departure `d` to arrival `a`."""
        key = d.place if d.place is not None else source
        delay = STAGGER * self.sent.get(key, 0)
        self.sent[key] = self.sent.get(key, 0) + 1
        if a.card is not None:  # a face comes out of hiding: it flips on the way
            flip = a.card.back is not None
            self.moves.append(Move(identity(a.card), fit(d.rect, size_of(a.card)), a.card.rect, flip, delay))
            return
        picture = d.card.back if d.card is not None else (d.picture.back or d.picture)
        if picture is None or picture.make is None:
            return
        size = size_of(d.card) if d.card is not None else size_of(picture)
        self.moves.append(Ghost(replace(picture, piece=None), fit(d.rect, size), fit(a.rect, size), delay))


def plan(old: list[Item], new: list[Item], now, action: Action | None = None) -> list[Move | Ghost]:
    """Returns the glides from the `old` layout to the `new` one, after `action` if one move led there."""
    return Planner(old, new, now, action).plan()


def place_rects(items: list[Item]) -> dict[str, Rect]:
    """Returns where each place is: the item naming it as its place, else the first with it as zone."""
    found: dict[str, Rect] = {}
    for item in items:
        if item.zone is not None and item.zone not in found:
            found[item.zone] = item.rect
    for item in items:
        if item.place is not None:
            found[item.place] = item.rect
    return found


def inside(rect: Rect, outer: Rect) -> bool:
    x, y = centre(rect)
    return outer[0] <= x < outer[0] + outer[2] and outer[1] <= y < outer[1] + outer[3]


def deal(new: list[Item]) -> list[Move | Ghost]:
    """Returns a fresh game's deal: every card (an item with a back) from the deck (face cards flip), backs
    into the other hands, one to each hand in turn; pawns and tokens are not dealt."""
    deck = counts(new).get(DEAL_SOURCE)
    if deck is None or deck[1].make is None:
        return []
    source = deck[1]
    hands = {n: r for n, r in place_rects(new).items() if n.startswith("hand:")}
    rounds: dict[str, list] = {name: [] for name in sorted(hands)}
    rounds["table"] = []
    for card in cards(new).values():
        if card is source or card.back is None:  # a pawn or a token (no back) stays where it stands
            continue
        where = next((n for n, r in hands.items() if inside(card.rect, r)), "table")
        rounds[where].append(card)
    for name, (count, item) in counts(new).items():
        if name in hands and item.backs:
            rounds[name] += [item] * min(count, 2 * PER_PLACE)
    order = turns(list(rounds.values()))
    step = min(STAGGER, DEAL_SECONDS / max(1, len(order)))
    return [dealt(thing, source, i * step) for i, thing in enumerate(order)]


def turns(queues: list[list]) -> list:
    """Returns the queues' elements taken one from each in turn (as a dealer goes round the table)."""
    order = []
    for i in range(max((len(q) for q in queues), default=0)):
        order += [q[i] for q in queues if i < len(q)]
    return order


def dealt(thing: Item, deck: Item, delay: float) -> Move | Ghost:
    """Returns the glide dealing one card (a face card, or a back into the hand `thing` stands for)."""
    if identity(thing) is not None and thing.backs == 0:
        return Move(
            identity(thing), fit(deck.rect, size_of(thing)), thing.rect, thing.back is not None, delay
        )
    return Ghost(replace(deck, piece=None, zone=None), deck.rect, fit(thing.rect, size_of(deck)), delay)
