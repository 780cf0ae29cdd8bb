"""The computer seats as the table shows them: the thinking dots, and the watch controls (Pause, Step,
Speed) of a table with no person seated. Their pace is tabletop/table/pacing.py's."""

from __future__ import annotations

import math

import pygame
import pygame_gui

from tabletop.table.pacing import ComputerSeats
from tabletop.ui.sprites import font, text

DOTS = 3
DOT_PERIOD = 1.2  # seconds for one wave across the thinking dots
THINKING_DOTS = 26 + DOTS * 22  # the room the dots take after the status title
Colour = tuple[int, int, int]


def draw_thinking(
    surface: pygame.Surface, seats: ComputerSeats, title: str, colour: tuple[int, int, int]
) -> None:
    """Draws three dots rising in a wave after the status title while the seat decides."""
    if seats.paused and not seats.step_once:
        return
    x = 32 + text(title, 34, bold=True).get_width() + 26
    for i in range(DOTS):
        phase = (seats.clock / DOT_PERIOD - i / (DOTS * 2)) * 2 * math.pi
        lift = max(0.0, math.sin(phase)) * 9
        centre = (x + i * 22, int(40 - lift))
        pygame.draw.circle(surface, (255, 255, 255), centre, 8)
        pygame.draw.circle(surface, colour, centre, 6)


class WatchControls:
    """Pause/Resume, Step and Speed buttons in the top bar, for a table with no person seated."""

    def __init__(self, seats: ComputerSeats, manager, container, right: int):
        self.seats = seats
        made = []
        for words, least in (
            ("Speed 4×", 170),
            ("Step", 110),
            ("Resume", 140),
        ):  # right to left, widest words
            width = max(least, font(28, True).size(words)[0] + 44)  # as wide as large text needs
            button = pygame_gui.elements.UIButton(
                pygame.Rect(right - width, 12, width, 52), words, manager, container=container
            )
            right -= width + 10
            made.append(button)
        self.speed, self.step, self.pause = made
        self.speed.set_text("Speed 1×")
        self.pause.set_text("Pause")
        self.pause.set_tooltip("Pause or resume the computer players (Space)")
        self.step.set_tooltip("While paused: play one more move (S)")
        self.speed.set_tooltip("Play faster: 1×, 2×, 4× (F)")
        self.show()

    def press(self, element) -> bool:
        """Acts on a pressed button; returns whether it was one of these."""
        if element is self.pause:
            self.seats.toggle_pause()
        elif element is self.step:
            self.seats.step()
        elif element is self.speed:
            self.seats.faster()
        else:
            return False
        self.show()
        return True

    def key(self, event: pygame.event.Event) -> bool:
        """Acts on Space (pause), S (step) and F (faster); returns whether the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        actions = {pygame.K_SPACE: self.pause, pygame.K_s: self.step, pygame.K_f: self.speed}
        button = actions.get(event.key)
        return button is not None and self.press(button)

    def show(self) -> None:
        """Updates the labels: Resume while paused, Step only then, and the speed."""
        self.pause.set_text("Resume" if self.seats.paused else "Pause")
        if self.seats.paused:
            self.step.enable()
        else:
            self.step.disable()
        self.speed.set_text(f"Speed {self.seats.speed}×")
