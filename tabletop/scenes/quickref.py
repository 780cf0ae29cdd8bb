"""The quick reference: a game's turn on one screen (what you do, in order, and how you win), drawn from its
quickref.yaml over the dimmed table; opened by the table's button, and once at a person's first real game."""

from __future__ import annotations

import msgspec
import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import preferences, registry
from tabletop.components.loader import ComponentError
from tabletop.quickref import QuickRef, load_quickref
from tabletop.scenes import rules_layout
from tabletop.scenes.dialogs import Dialog
from tabletop.scenes.rules_doc import Item, runs
from tabletop.scenes.style import clicked, key_down
from tabletop.ui.text_size import scaled

PANEL = (1760, 1030)
PAD = 40
#: The sizes the words are drawn at, the first that lets the whole fit one screen (large text may need less).
BODY_SIZES = (26, 24, 22, 20)
BUTTONS_H = 76
NUMBER_W = 56
DO_W = 340
GOAL_RGB = (255, 216, 77)
STEP_RGB = (46, 196, 182)
BOX_RGB = (20, 58, 84)


def _label(words: str, size: int, colour) -> pygame.Surface:
    return rules_layout.text_picture([(words, "b")], 10**4, size, colour)


def picture(ref: QuickRef, width: int, body: int = BODY_SIZES[0]) -> pygame.Surface:
    """Returns the quick reference drawn `width` wide with its words `body` large: the goal, the numbered
    steps of a turn (the step's name beside what it means), how you win in a box, and the reminders."""
    parts: list[pygame.Surface] = []  # stacked from the top
    gap = scaled(body // 2)

    def add(surface: pygame.Surface, space: int = 0) -> None:
        parts.append(surface)
        if space:
            parts.append(pygame.Surface((1, space), pygame.SRCALPHA))

    add(rules_layout.text_picture([("Goal: ", "b"), *runs(ref.goal)], width, body + 2, GOAL_RGB), gap)
    add(_label("Your turn", body + 4, GOAL_RGB), gap // 2)
    do_w = scaled(DO_W)
    for number, step in enumerate(ref.turn, start=1):
        said = rules_layout.text_picture(runs(step.say), width - NUMBER_W - do_w, body)
        name = rules_layout.text_picture([(step.do, "b")], do_w - gap, body + 2)
        row = pygame.Surface((width, max(said.get_height(), name.get_height())), pygame.SRCALPHA)
        radius = scaled(body * 3 // 4)
        centre = (radius + 2, rules_layout.line_height(body + 2) // 2)
        pygame.draw.circle(row, STEP_RGB, centre, radius)
        mark = rules_layout.font(body - 2, "b").render(str(number), True, (5, 38, 43))
        row.blit(mark, mark.get_rect(center=centre))
        row.blit(name, (NUMBER_W, 0))
        row.blit(said, (NUMBER_W + do_w, 0))
        add(row, gap // 2)
    title = _label("How you win", body + 2, GOAL_RGB)
    win_words = rules_layout.text_picture(runs(ref.win), width - 2 * PAD, body)
    box = pygame.Surface((width, title.get_height() + win_words.get_height() + 20), pygame.SRCALPHA)
    pygame.draw.rect(box, BOX_RGB, box.get_rect(), border_radius=16)
    box.blit(title, (PAD, 6))
    box.blit(win_words, (PAD, 10 + title.get_height()))
    add(box, gap // 2)
    for reminder in ref.remember:
        add(rules_layout.item_picture(Item("•", 0, runs(reminder)), width, body))
    surface = pygame.Surface((width, sum(p.get_height() for p in parts)), pygame.SRCALPHA)
    y = 0
    for part in parts:
        surface.blit(part, (0, y))
        y += part.get_height()
    return surface


def title_height() -> int:
    return _label("Title", 40, (0, 0, 0)).get_height()


def room() -> tuple[int, int]:
    """Returns the width and height the quick reference's words have inside the panel."""
    return PANEL[0] - 2 * PAD, PANEL[1] - 2 * PAD - title_height() - 8 - BUTTONS_H - 12


def fitting_picture(ref: QuickRef) -> tuple[pygame.Surface, int]:
    """Returns the quick reference drawn as large as lets it fit its panel, and that size of its words (the
    smallest of BODY_SIZES when none fits)."""
    width, height = room()
    for body in BODY_SIZES:
        drawn = picture(ref, width, body)
        if drawn.get_height() <= height:
            break
    return drawn, body


def load(game_id: str) -> QuickRef | None:
    """Returns the game's quick reference, or None when it has none (a missing file, or one that cannot
    be used: the content checks report that)."""
    try:
        return load_quickref(registry.folder(game_id))
    except (OSError, ComponentError, KeyError):
        return None


def open_for(app, game_id: str) -> None:
    """Opens the game's quick reference (the table's button); a game without one: its full rules."""
    ref = load(game_id)
    if ref is None:
        from tabletop.scenes.rules_ref import RulesScene

        app.push(RulesScene(app, game_id))
    else:
        app.push(QuickRefScene(app, game_id, ref))


def offer_once(app, match) -> bool:
    """Shows the game's quick reference over a real game just started, when a person plays at it and has
    never been shown this game's (remembered in their settings). Returns whether it was shown."""
    game_id = match.rules.id
    if game_id in app.settings.quick_reference_seen or all(seat.computer for seat in match.seats):
        return False
    ref = load(game_id)
    if ref is None:
        return False
    seen = [*app.settings.quick_reference_seen, game_id]
    app.settings = msgspec.structs.replace(app.settings, quick_reference_seen=seen)
    try:
        preferences.save_user_settings(app.settings, keep_old=bool(app.settings_problem))
    except OSError:
        pass  # not remembered: it shows again next time, nothing worse
    app.push(QuickRefScene(app, game_id, ref))
    return True


class QuickRefScene(Dialog):
    """One screen over the dimmed table: the turn in order and how you win. Got it, Esc, Enter or Space
    closes it; Full rules opens the rules reference."""

    def __init__(self, app, game_id: str, ref: QuickRef):
        super().__init__(app)
        self.game_id, self.ref = game_id, ref

    def startup(self) -> None:
        panel = self.make_panel(*PANEL)
        name = registry.GAMES.get(self.game_id, self.game_id)
        heading = rules_layout.text_picture([(f"{name}: your turn at a glance", "b")], PANEL[0] - 2 * PAD, 40)
        pygame_gui.elements.UIImage(
            pygame.Rect(PAD, PAD - 12, *heading.get_size()), heading, self.manager, container=panel
        )
        self.page, self.body = fitting_picture(self.ref)
        top = PAD - 12 + title_height() + 8
        pygame_gui.elements.UIImage(
            pygame.Rect(PAD, top, *self.page.get_size()), self.page, self.manager, container=panel
        )
        y = PANEL[1] - PAD - BUTTONS_H + 12
        self.rules_button = self.button((PANEL[0] - PAD - 640, y, 300, BUTTONS_H), "Full rules")
        self.close_button = self.button((PANEL[0] - PAD - 320, y, 320, BUTTONS_H), "Got it", "#primary")
        self.label_hint = pygame_gui.elements.UILabel(
            pygame.Rect(PAD, y + 14, PANEL[0] - 2 * PAD - 680, 48),
            "Esc, Enter or Space: back to the table",
            self.manager,
            container=panel,
            object_id=ObjectID("#hint", "@left"),
        )

    def fits(self) -> bool:
        """Tells whether the whole quick reference is inside its panel (nothing to scroll, nothing cut)."""
        return self.page.get_height() <= room()[1]

    def handle_event(self, event: pygame.event.Event) -> None:
        if clicked(event, self.close_button) or key_down(
            event, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE
        ):
            self.close()
        elif clicked(event, self.rules_button):
            from tabletop.scenes.rules_ref import RulesScene

            self.close()
            self.app.push(RulesScene(self.app, self.game_id))
