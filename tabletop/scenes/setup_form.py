"""The new-game form's parts: seat drafts, the check that gates Start, and the widgets of one seat row."""

from __future__ import annotations

import html
import random
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop.bots.players import LEVEL_NAMES
from tabletop.rules.core import Rules, Variant
from tabletop.rules.match import SEAT_COLOURS, Seat, default_seats
from tabletop.scenes.style import colour_name

NAME_LIMIT = 14
SEED_DIGITS = 9
ROW_PITCH = 70
NAME_WIDTH = 290
COLOUR_WIDTH = 200
KIND_X = 80 + NAME_WIDTH + 20 + COLOUR_WIDTH + 20  # from the row's left edge
HUMAN = "human"


@dataclass
class SeatDraft:
    """A seat as it is being filled in on the setup screen."""

    name: str
    colour: str
    computer: bool = False
    level: str = "easy"

    @property
    def kind(self) -> str:
        """Who plays the seat, as the "Played by" menu says it: "human" or a computer level."""
        return self.level if self.computer else HUMAN

    def play_by(self, kind: str) -> None:
        """Sets who plays the seat from a "Played by" choice."""
        self.computer = kind != HUMAN
        if self.computer:
            self.level = kind

    def seat(self) -> Seat:
        """Returns the finished Seat (name trimmed)."""
        if not self.computer:
            return Seat(self.name.strip(), self.colour)
        return Seat(self.name.strip(), self.colour, computer=True, level=self.level)


def default_drafts(count: int, names: list[str] | tuple[str, ...] = ()) -> list[SeatDraft]:
    """Returns `count` drafts with distinct colours, all human, named from `names` (the player's
    default names), then from the built-in names not already taken."""
    seats = default_seats(count)
    chosen = [name.strip() for name in names if name.strip()][:count]
    taken = {name.casefold() for name in chosen}
    spare = [s.name for s in default_seats(len(SEAT_COLOURS)) if s.name.casefold() not in taken]
    chosen += spare[: count - len(chosen)]
    return [SeatDraft(name, s.colour, s.computer) for name, s in zip(chosen, seats, strict=True)]


def kinds(levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """Returns the "Played by" choices: Human, then a computer at each level the game offers."""
    return [("Human", HUMAN)] + [(f"Computer ({LEVEL_NAMES[level]})", level) for level in levels]


def new_seed() -> int:
    """Returns a fresh random seed of at most SEED_DIGITS digits."""
    return random.SystemRandom().randrange(1, 10**SEED_DIGITS)


def swap_colour(drafts: list[SeatDraft], index: int, colour: str) -> int | None:
    """Gives `colour` to seat `index`; the seat that had it takes the old colour. Returns that seat."""
    old = drafts[index].colour
    other = next((i for i, d in enumerate(drafts) if d.colour == colour and i != index), None)
    drafts[index].colour = colour
    if other is not None:
        drafts[other].colour = old
    return other


def find_problem(rules: Rules, drafts: list[SeatDraft], options: dict[str, str], seed_text: str) -> str:
    """Returns the first thing that stops the game from starting, as a sentence ("" when all is well)."""
    for number, draft in enumerate(drafts, start=1):
        if not draft.name.strip():
            return f"Player {number} needs a name."
    seen: dict[str, int] = {}
    for number, draft in enumerate(drafts, start=1):
        key = draft.name.strip().casefold()
        if key in seen:
            name = draft.name.strip()
            return f"Players {seen[key]} and {number} are both called {name}: give each a different name."
        seen[key] = number
    top = rules.max_players_for(options)
    if len(drafts) > top:
        return f"{rules.name} takes at most {top} players with these options."
    if not seed_text.isdigit():
        return "The seed must be a whole number: type one, or press New seed."
    try:
        rules.check_options(len(drafts), options)
    except ValueError as error:
        return sentence(str(error))
    return ""


def sentence(text: str) -> str:
    """Returns `text` with a capital first letter and one full stop at the end."""
    text = text.strip().rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."


def make_menu(
    options: list[tuple[str, str]], value: str, rect: pygame.Rect, manager, container, up: bool = False
) -> pygame_gui.elements.UIDropDownMenu:
    """Returns a drop-down of (label, id) options showing `value`; `up` opens it upwards."""
    start = next((o for o in options if o[1] == value), options[0])
    return pygame_gui.elements.UIDropDownMenu(
        options,
        start,
        rect,
        manager,
        container=container,
        object_id=ObjectID(class_id="@drop_up") if up else None,
    )


def seed_entry(rect: pygame.Rect, manager, container) -> pygame_gui.elements.UITextEntryLine:
    """Returns the seed's entry: digits only, a new random seed in it."""
    entry = pygame_gui.elements.UITextEntryLine(
        rect, manager, container=container, initial_text=str(new_seed())
    )
    entry.set_allowed_characters("numbers")
    entry.set_text_length_limit(SEED_DIGITS)
    return entry


def choice_label(choice: str) -> str:
    """Returns how a variant's choice reads in its menu: 'infin_eight' -> 'Infin eight'."""
    return choice[:1].upper() + choice[1:].replace("_", " ")


def variant_choices(variant: Variant) -> list[tuple[str, str]]:
    """Returns a variant's menu: its own choices, then those the game adds now (things a player made)."""
    labels = variant.labels or tuple(map(choice_label, variant.choices))
    return list(zip(labels, variant.choices, strict=True)) + variant.made()


def new_choice(before: list[tuple[str, str]], after: list[tuple[str, str]], value: str) -> str:
    """Returns the choice to show once a menu's choices may have changed: one that appeared (what the
    player just made), else `value` if still there, else the first."""
    old = {v for _, v in before}
    added = [v for _, v in after if v not in old]
    if added:
        return added[-1]
    return value if any(v == value for _, v in after) else after[0][1]


class SeatRow:
    """The widgets of one seat: its name, its colour and who plays it."""

    def __init__(
        self,
        index: int,
        draft: SeatDraft,
        origin: tuple[int, int],
        manager,
        container,
        levels: tuple[str, ...],
    ):
        self.index = index
        self.manager = manager
        self.container = container
        x, y = origin
        self.top = y + index * ROW_PITCH
        self.up = index >= 4
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x + 80, self.top, NAME_WIDTH, 54),
            manager,
            container=container,
            initial_text=draft.name,
        )
        self.name_entry.set_text_length_limit(NAME_LIMIT)
        self.colour_menu = self._colour_menu(draft.colour)
        self.kind_menu = make_menu(
            kinds(levels),
            draft.kind,
            pygame.Rect(x + KIND_X, self.top, 290, 54),
            manager,
            container,
            self.up,
        )
        self.swatch_centre = (x + 36, self.top + 27)

    def _colour_menu(self, colour: str) -> pygame_gui.elements.UIDropDownMenu:
        choices = [(colour_name(c), c) for c in SEAT_COLOURS]
        rect = pygame.Rect(self.name_entry.relative_rect.right + 20, self.top, COLOUR_WIDTH, 54)
        return make_menu(choices, colour, rect, self.manager, self.container, self.up)

    def show_colour(self, colour: str) -> None:
        """Shows `colour` in the colour drop-down (after a swap made elsewhere)."""
        self.colour_menu.kill()
        self.colour_menu = self._colour_menu(colour)

    def kill(self) -> None:
        """Removes the row's widgets."""
        for element in (self.name_entry, self.colour_menu, self.kind_menu):
            element.kill()


def help_box(words: str, at: tuple[int, int], width: int, manager, container) -> pygame_gui.core.UIElement:
    """Returns an option's help in italics, as tall as its words (height -1), so never with a scroll bar."""
    rect = pygame.Rect(at, (width, -1))
    box = f"<i>{html.escape(words)}</i>"
    return pygame_gui.elements.UITextBox(box, rect, manager, container=container, object_id="#help")
