"""Random input for the UI fuzz: gestures made of pygame events, aimed at what is on screen.

Most gestures aim at something real (a piece, a zone, a widget button) so that they do
things; the rest land anywhere, even off the window, or are keys, text, wheel turns,
window resizes, focus changes and quit requests.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui

from tabletop.ui.items import Item, piece_at, zones_at

Frame = tuple[list[pygame.event.Event], float]
TICK = 1 / 60
KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_F11,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_a,
    pygame.K_f,
    pygame.K_h,
    pygame.K_l,
    pygame.K_q,
    pygame.K_s,
    pygame.K_y,
    pygame.K_z,
    *range(pygame.K_1, pygame.K_9 + 1),
)
MODS = (
    0,
    0,
    0,
    pygame.KMOD_LCTRL,
    pygame.KMOD_LSHIFT,
    pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT,
    pygame.KMOD_LALT,
)
WINDOW_EVENTS = (
    pygame.WINDOWFOCUSLOST,
    pygame.WINDOWFOCUSGAINED,
    pygame.WINDOWLEAVE,
    pygame.WINDOWENTER,
    pygame.WINDOWMINIMIZED,
    pygame.WINDOWRESTORED,
    pygame.WINDOWEXPOSED,
)


def _mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=button, touch=False, window=None)


def _motion(pos: tuple[int, int], rel: tuple[int, int], held: bool) -> pygame.event.Event:
    buttons = (1, 0, 0) if held else (0, 0, 0)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons, touch=False, window=None)


def _key(kind: int, key: int, mod: int) -> pygame.event.Event:
    char = chr(key) if 32 <= key < 127 and not mod & pygame.KMOD_CTRL else ""
    return pygame.event.Event(kind, key=key, mod=mod, unicode=char, scancode=0, window=None)


class EventMaker:
    """Makes random gestures; each is a few frames of events with the seconds each frame takes."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    # Where to aim ----------------------------------------------------------------------
    def spots(self, app, table) -> list[tuple[int, int, int, int]]:
        """Returns rectangles worth aiming at: the table's pieces and zones while it is on top, and the
        visible widget buttons (a dialog over the table is closed by its buttons, not by its pieces)."""
        on_top = table is not None and app.stack.top is table
        rects = [i.rect for i in table.model.items if i.piece or i.zone] if on_top else []
        for element in app.manager.get_sprite_group().sprites():
            if isinstance(element, pygame_gui.elements.UIButton) and element.visible:
                rects.append(tuple(element.rect))
        return rects

    def point(self, app, table) -> tuple[int, int]:
        """Returns a point on something real (80%), anywhere on the window, or just off it."""
        rng = self.rng
        spots = self.spots(app, table)
        if spots and rng.random() < 0.8:
            x, y, w, h = rng.choice(spots)
            return x + rng.randrange(max(1, w)), y + rng.randrange(max(1, h))
        w, h = app.size
        if rng.random() < 0.05:
            return rng.randint(-50, w + 50), rng.randint(-50, h + 50)
        return rng.randrange(w), rng.randrange(h)

    # Gestures --------------------------------------------------------------------------
    def gesture(self, app, table) -> list[Frame]:
        """Returns one random gesture as frames of events."""
        kinds = (
            (self.play, 30),
            (self.click, 26),
            (self.drag, 26),
            (self.stray, 12),
            (self.wheel, 4),
            (self.key, 14),
            (self.text, 2),
            (self.resize, 2),
            (self.window, 3),
            (self.quit, 1),
            (self.idle, 10),
        )
        make = self.rng.choices([k for k, _ in kinds], [w for _, w in kinds])[0]
        return make(app, table)

    def play(self, app, table) -> list[Frame]:
        """Does a random legal action with the mouse, as a player would (or accepts a hand-off)."""
        handoff = getattr(app.stack.top, "button", None)
        if table is None or app.stack.top is not table or not table.model.legal:
            if isinstance(handoff, pygame_gui.elements.UIButton):
                # A hand-off wakes after a calm second: the person waits for it, as a player would.
                calm = [] if getattr(app.stack.top, "ready", True) else [([], 0.4)] * 3
                return calm + self.press_button(handoff)
            return self.click(app, table)
        action = self.rng.choice(table.model.legal)
        items = table.model.items
        if action.piece is not None:
            piece = next((i for i in reversed(items) if i.piece == action.piece), None)
            start, end = _grip(items, piece), _spot(items, action.target, action.piece)
            return self.drag_between(start, end) if start and end else self.click(app, table)
        if action.target is not None:
            end = _spot(items, action.target, None)
            return self.click_at(end) if end else self.click(app, table)
        button = next((b for b, a in table.buttons.items() if a == action), None)
        return self.press_button(button) if button is not None else self.click(app, table)

    def press_button(self, button) -> list[Frame]:
        return self.click_at(button.rect.center)

    def click_at(self, pos: tuple[int, int]) -> list[Frame]:
        return [([_mouse(pygame.MOUSEBUTTONDOWN, pos), _mouse(pygame.MOUSEBUTTONUP, pos)], TICK), ([], TICK)]

    def drag_between(self, start: tuple[int, int], end: tuple[int, int]) -> list[Frame]:
        """A press, the mouse moving to `end` (a few moves per frame, as a real queue holds), a release."""
        frames = self.moves(start, end, [_mouse(pygame.MOUSEBUTTONDOWN, start)])
        frames.append(([_mouse(pygame.MOUSEBUTTONUP, end)], TICK))
        frames.append(([], TICK))
        return frames

    def moves(self, start: tuple[int, int], end: tuple[int, int], first: list) -> list[Frame]:
        """Frames of motion events, button held, from `start` to `end` in 2 to 12 steps.

        A mouse reports 125 to 1000 times a second, so a frame (1/60 s) holds one to a few
        moves; the frame of the press may hold the first moves too.
        """
        steps = self.rng.randint(2, 12)
        frames: list[Frame] = []
        events, last = list(first), start
        for k in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
            events.append(_motion(pos, (pos[0] - last[0], pos[1] - last[1]), True))
            last = pos
            if self.rng.random() < 0.45 or k == steps:
                frames.append((events, TICK))
                events = []
        return frames

    def click(self, app, table) -> list[Frame]:
        pos = self.point(app, table)
        button = self.rng.choice((1, 1, 1, 1, 2, 3))
        events = [_mouse(pygame.MOUSEBUTTONDOWN, pos, button), _mouse(pygame.MOUSEBUTTONUP, pos, button)]
        return [(events, TICK)] if self.rng.random() < 0.5 else [(events[:1], TICK), (events[1:], TICK)]

    def drag(self, app, table) -> list[Frame]:
        """A press on something, moves across frames, and a release on something (or anywhere, or never)."""
        start, end = self.point(app, table), self.point(app, table)
        frames = self.moves(start, end, [_mouse(pygame.MOUSEBUTTONDOWN, start)])
        if self.rng.random() < 0.9:  # sometimes the button is let go later, elsewhere, or never here
            release = _mouse(pygame.MOUSEBUTTONUP, end)
            if self.rng.random() < 0.5:
                frames[-1][0].append(release)  # the last move and the release in one frame
            else:
                frames.append(([release], TICK))
        return frames

    def stray(self, app, table) -> list[Frame]:
        """A lone press, release or move, any button."""
        pos = self.point(app, table)
        kind = self.rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION))
        if kind == pygame.MOUSEMOTION:
            return [([_motion(pos, (0, 0), self.rng.random() < 0.5)], TICK)]
        return [([_mouse(kind, pos, self.rng.randint(1, 7))], TICK)]

    def wheel(self, app, table) -> list[Frame]:
        pygame.mouse.set_pos(self.point(app, table))
        dx, dy = self.rng.choice((0, 0, -1, 1)), self.rng.choice((-3, -1, 1, 3))
        event = pygame.event.Event(
            pygame.MOUSEWHEEL,
            x=dx,
            y=dy,
            flipped=False,
            precise_x=float(dx),
            precise_y=float(dy),
            touch=False,
        )
        return [([event], TICK)]

    def key(self, app, table) -> list[Frame]:
        key, mod = self.rng.choice(KEYS), self.rng.choice(MODS)
        return [([_key(pygame.KEYDOWN, key, mod), _key(pygame.KEYUP, key, mod)], TICK)]

    def text(self, app, table) -> list[Frame]:
        words = self.rng.choice(("a", "Ana", "é", "🐙", "12", " ", "x" * 40))
        return [([pygame.event.Event(pygame.TEXTINPUT, text=words, window=None)], TICK)]

    def resize(self, app, table) -> list[Frame]:
        w, h = self.rng.choice(((1280, 720), (800, 600), (1920, 1080), (640, 1000), (3000, 1200)))
        events = [
            pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h),
            pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h, window=None),
            pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h, window=None),
        ]
        return [(events, TICK)]

    def window(self, app, table) -> list[Frame]:
        return [([pygame.event.Event(self.rng.choice(WINDOW_EVENTS), window=None)], TICK)]

    def quit(self, app, table) -> list[Frame]:
        return [([pygame.event.Event(pygame.QUIT)], TICK)]

    def idle(self, app, table) -> list[Frame]:
        """No input for a while: computers play, toasts fade, glides end."""
        return [([], self.rng.choice((TICK, 0.25, 1.2)))]

    @staticmethod
    def released_last(events: list[pygame.event.Event]) -> bool:
        """Tells whether the frame's last mouse-button event was the left button let go."""
        buttons = [e for e in events if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
        return bool(buttons) and buttons[-1].type == pygame.MOUSEBUTTONUP and buttons[-1].button == 1


def _points(rect) -> list[tuple[int, int]]:
    x, y, w, h = rect
    fractions = (0.5, 0.25, 0.75, 0.1, 0.9)
    return [(int(x + w * fx), int(y + h * fy)) for fy in fractions for fx in fractions]


def _grip(items: list[Item], item: Item | None) -> tuple[int, int] | None:
    """Returns a point where `item` is the topmost piece (cards in a fan overlap), if any."""
    if item is None:
        return None
    return next((p for p in _points(item.rect) if piece_at(items, p) is item), None)


def _spot(items: list[Item], zone: str, avoid: str | None) -> tuple[int, int] | None:
    """Returns a point where `zone` is the topmost zone, away from the piece being moved."""
    for item in reversed(items):
        if item.zone == zone and (avoid is None or item.piece != avoid):
            found = next((p for p in _points(item.rect) if zones_at(items, p)[:1] == [zone]), None)
            if found:
                return found
    return None
