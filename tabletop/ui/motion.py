"""Glides: a card eases from where it was to where it lands, turning face up on the way if revealed; a
picture may also pop up where it stands and shake (a word said at the table)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop.ui.items import Item, Rect

MIN_SECONDS, MAX_SECONDS = 0.15, 0.4
SIZE_STEPS = 8  # a glide that changes size is drawn at this many sizes (cached), not a new one each frame
FLIP_STEPS = 5  # and a flip at this many widths for each side
POP_GROW = 0.2  # a shaken picture grows to its size over this share of its time, then shakes
SHAKES, SHAKE_WIDTH = 3, 0.05  # times it shakes to and fro, and how far (a share of its width)


def ease_out(t: float) -> float:
    """Cubic ease-out on 0..1."""
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out on 0..1: a long journey starts gently, so the eye picks it up where it leaves."""
    t = min(max(t, 0.0), 1.0)
    return 4 * t**3 if t < 0.5 else 1 - (2 - 2 * t) ** 3 / 2


def glide_seconds(setting: float) -> float:
    """Returns how long a glide lasts for the speed setting: 0 stays off, else clamped to 0.15-0.4 s."""
    return 0.0 if setting <= 0 else min(max(setting, MIN_SECONDS), MAX_SECONDS)


def identity(item: Item) -> str | None:
    """Returns what an item is across layouts: its piece, else the one face of a card (it has a back),
    else the name it is known by (a die)."""
    if item.piece is not None:
        return item.piece
    if item.known_as is not None:
        return item.known_as
    if item.back is not None and len(item.faces) == 1 and item.make is not None:
        return item.faces[0]
    return None


@dataclass
class Glide:
    """One card moving from `start` to `end` over `seconds`, after `delay`; `flip`: it starts face down."""

    piece: str
    start: Rect
    end: Rect
    seconds: float
    elapsed: float = 0.0
    delay: float = 0.0
    flip: bool = False
    via: tuple[Rect, ...] = ()  # places passed through on the way, in order (a pawn's steps)
    poses: tuple[Item, ...] = ()  # pictures shown in turn before the card's own (a pawn turning)
    shake: bool = False  # it pops up at `end` (from 60 % of its size) and shakes there, dying down
    gentle: bool = False  # it eases in and out (a long glide that tells a story), not out only

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.seconds

    def progress(self) -> float:
        """Returns how far the glide has got, 0..1 (0 while it waits for its turn)."""
        if self.seconds <= 0:
            return 1.0
        return min(max((self.elapsed - self.delay) / self.seconds, 0.0), 1.0)

    def rect(self) -> Rect:
        """Returns where the card is now; its size changes in steps, so each step's picture is cached.
        A glide with places to pass through moves from one to the next at an even pace."""
        if self.via:
            return self._stepped()
        if self.shake:
            return self._shaken()
        k = (ease_in_out if self.gentle else ease_out)(self.progress())
        sized = round(k * SIZE_STEPS) / SIZE_STEPS
        (x0, y0, w0, h0), (x1, y1, w1, h1) = self.start, self.end
        w, h = round(w0 + (w1 - w0) * sized), round(h0 + (h1 - h0) * sized)
        cx, cy = x0 + w0 / 2 + (x1 + w1 / 2 - x0 - w0 / 2) * k, y0 + h0 / 2 + (y1 + h1 / 2 - y0 - h0 / 2) * k
        if k >= 1:
            return self.end
        return (round(cx - w / 2), round(cy - h / 2), w, h)

    def _stepped(self) -> Rect:
        points = [self.start, *self.via, self.end]
        t = self.progress() * (len(points) - 1)
        i = min(int(t), len(points) - 2)
        k = ease_out(t - i) if t < len(points) - 1 else 1.0
        (x0, y0, w, h), (x1, y1, _, _) = points[i], points[i + 1]
        if self.progress() >= 1:
            return self.end
        return (round(x0 + (x1 - x0) * k), round(y0 + (y1 - y0) * k), w, h)

    def _shaken(self) -> Rect:
        x, y, w, h = self.end
        t = self.progress()
        if t >= 1:
            return self.end
        if t < POP_GROW:
            k = 0.6 + 0.4 * round(ease_out(t / POP_GROW) * SIZE_STEPS) / SIZE_STEPS
            sw, sh = round(w * k), round(h * k)
            return (x + (w - sw) // 2, y + (h - sh) // 2, sw, sh)
        rest = (t - POP_GROW) / (1 - POP_GROW)
        dx = w * SHAKE_WIDTH * math.sin(rest * SHAKES * 2 * math.pi) * (1 - rest)
        return (round(x + dx), y, w, h)

    def pose(self) -> Item | None:
        """Returns the picture of the turn shown now (None: the card's own picture), each for an equal
        share of the glide and the card's own for the last share."""
        if not self.poses:
            return None
        shown = int(self.progress() * (len(self.poses) + 1))
        return self.poses[shown] if shown < len(self.poses) else None

    def side(self) -> tuple[bool, float]:
        """Returns whether the face shows, and the share of its width (a flip squashes the back, then grows
        the face, over the middle of the glide)."""
        if not self.flip:
            return True, 1.0
        turn = min(max((self.progress() - 0.15) / 0.7, 0.0), 1.0)
        squash = abs(1 - 2 * turn)
        return turn >= 0.5, max(round(squash * FLIP_STEPS), 0.5) / FLIP_STEPS


def reached(wait: tuple[Glide, float, Item | None]) -> bool:
    """Tells whether a wait is over: its glide has ended or got as far as the wait's share."""
    glide, share, _ = wait
    return glide.done or glide.progress() >= share


class Motion:
    """The glides under way, by identity, and the ghosts: pictures of cards gliding off the table."""

    def __init__(self) -> None:
        self.glides: dict[str, Glide] = {}
        self.ghosts: dict[int, tuple[Item, Glide]] = {}
        # Items waiting for a glide, by their key and place: (that glide, the share it must reach, what
        # is drawn there meanwhile, if anything).
        self.waits: dict[tuple[str, tuple[int, ...]], tuple[Glide, float, Item | None]] = {}

    def busy(self) -> bool:
        return bool(self.glides or self.ghosts)

    def start(
        self,
        piece: str,
        start: Rect,
        end: Rect,
        seconds: float,
        delay: float = 0.0,
        flip: bool = False,
        via: tuple[Rect, ...] = (),
        poses: tuple[Item, ...] = (),
        gentle: bool = False,
    ) -> None:
        """Starts a glide of a card on the table (a flip or a turn through `poses` may start and end in
        the same place); a pawn passing `via` takes `seconds` for each step, and a turn `seconds` more;
        a `gentle` one eases in and out."""
        if seconds > 0 and (start != end or flip or poses):
            total = seconds * (len(via) + 1 + (1 if poses else 0))
            steps, turns = tuple(via), tuple(poses)
            self.glides[piece] = Glide(
                piece, start, end, total, delay=delay, flip=flip, via=steps, poses=turns, gentle=gentle
            )

    def ghost(
        self,
        item: Item,
        start: Rect,
        end: Rect,
        seconds: float,
        delay: float = 0.0,
        shake: bool = False,
        gentle: bool = False,
    ) -> None:
        """Glides the picture `item` (a card no longer on the table, or a card back) from start to end; one
        that shakes pops up and shakes at `end`. Returns the glide (None: nothing to glide)."""
        if seconds > 0 and (start != end or shake):
            glide = Glide(item.key, start, end, seconds, delay=delay, shake=shake, gentle=gentle)
            self.ghosts[id(item)] = (item, glide)
            return glide
        return None

    def wait(self, item: Item, glide: Glide | None, share: float = 1.0, stand_in: Item | None = None) -> None:
        """Keeps `item` off the table until `glide` has got `share` of its way, `stand_in` (if any) drawn at
        its place meanwhile."""
        if glide is not None and glide.progress() < share:
            self.waits[(item.key, tuple(item.rect))] = (glide, share, stand_in)

    def trails(self, items: list[Item]) -> None:
        """Keeps each mark a gliding piece leaves (Item.trail) off the table until the piece gets there."""
        for item in items:
            if item.trail is not None:
                self.wait(item, self.glides.get(item.trail[0]), item.trail[1])

    def waiting(self, item: Item) -> tuple[bool, Item | None]:
        """Returns whether `item` waits for a glide, and what is drawn at its place meanwhile."""
        found = self.waits.get((item.key, tuple(item.rect)))
        if found is None or reached(found):
            return False, None
        return True, found[2]

    def ghost_items(self) -> list[Item]:
        """Returns the ghosts' pictures, to draw over the table (a picture that pops up only once its turn
        has come)."""
        return [item for item, g in self.ghosts.values() if not (g.shake and g.elapsed < g.delay)]

    def follow(self, old: list[Item], new: list[Item], seconds: float) -> None:
        """Starts a glide for every piece that is in both layouts at different places."""
        before = {i.piece: self.where(i.piece, i.rect) for i in old if i.piece is not None}
        for item in new:
            if item.piece in before and before[item.piece][:2] != item.rect[:2]:
                self.start(item.piece, before[item.piece], item.rect, seconds)

    def where(self, piece: str | None, rect: Rect) -> Rect:
        """Returns where a piece is drawn now: mid-glide, or at its place."""
        glide = self.glides.get(piece) if piece is not None else None
        return glide.rect() if glide is not None else rect

    def now(self, item: Item) -> Rect:
        """Returns where an item is drawn now."""
        glide = self.glide_of(item)
        return glide.rect() if glide is not None else item.rect

    def glide_of(self, item: Item) -> Glide | None:
        """Returns the glide moving this item (a card, a piece or a ghost), if any."""
        ghost = self.ghosts.get(id(item))
        if ghost is not None and ghost[0] is item:
            return ghost[1]
        key = identity(item)
        return self.glides.get(key) if key is not None else None

    def update(self, dt: float) -> None:
        for key in list(self.glides):
            glide = self.glides[key]
            glide.elapsed += dt
            if glide.done:
                del self.glides[key]
        for key in list(self.ghosts):
            glide = self.ghosts[key][1]
            glide.elapsed += dt
            if glide.done:
                del self.ghosts[key]
        for place in [p for p, wait in self.waits.items() if reached(wait)]:
            del self.waits[place]

    def clear(self) -> None:
        """Stops everything at once (a new perspective: nothing to follow)."""
        self.glides.clear()
        self.ghosts.clear()
        self.waits.clear()
