"""The main menu's saved-games column: Continue (the last unfinished game), Load game and History."""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop import history
from tabletop.scenes.style import PassiveLabel, clicked, ui_font

LEFT, TOP, WIDTH = 1290, 262, 480
CONTINUE_H, BUTTON_H, GAP = 190, 72, 18
DETAIL_SIZE = 26
#: Where the menu's mascot sits once the column is there: centre and size.
MASCOT = ((1530, 770), 360)


def fit(text: str, width: int, size: int = DETAIL_SIZE) -> str:
    """Returns `text`, cut with an ellipsis if it would be wider than `width` pixels."""
    font = ui_font(size, bold=False)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,") + "…"


class SavedGames:
    """Builds the column inside a menu scene and opens what its buttons ask for."""

    def __init__(self, scene):
        self.scene = scene
        self.latest = history.latest_unfinished()
        manager, root = scene.manager, scene.root
        rect = pygame.Rect(LEFT, TOP, WIDTH, CONTINUE_H)
        self.continue_button = pygame_gui.elements.UIButton(
            rect, "Continue", manager, container=root, object_id="#save_row"
        )
        for n, line in enumerate(self.details()):
            box = pygame.Rect(rect.x + 28, rect.y + 58 + 38 * n, rect.width - 44, 38)
            PassiveLabel(box, line, manager, container=root, object_id="#blurb")
        if self.latest is None:
            self.continue_button.disable()
        y = TOP + CONTINUE_H + GAP
        half = (WIDTH - GAP) // 2
        self.load_button = pygame_gui.elements.UIButton(
            pygame.Rect(LEFT, y, half, BUTTON_H), "Load game", manager, container=root
        )
        self.history_button = pygame_gui.elements.UIButton(
            pygame.Rect(LEFT + half + GAP, y, half, BUTTON_H), "History", manager, container=root
        )
        self.load_button.set_tooltip("Every unfinished game, to carry on with.")
        self.history_button.set_tooltip("Finished games, to replay move by move.")

    def details(self) -> list[str]:
        """Returns the lines under Continue: the game, its players, then the turn and when it was saved."""
        entry = self.latest
        if entry is None:
            return ["No unfinished game yet:", "pick a game on the left", "to start one."]
        progress = entry.progress if entry.moves else "Not started yet"
        lines = [entry.title, entry.players, f"{progress} · saved {entry.when}"]
        return [fit(line, WIDTH - 90) for line in lines]  # the label's room less its padding, large text too

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Opens the last game, the list of saves or the history; returns True if the event was ours."""
        from tabletop.scenes.load import LoadScene, open_save

        if clicked(event, self.continue_button) and self.latest is not None:
            open_save(self.scene.app, self.latest.path)
        elif clicked(event, self.load_button):
            self.scene.app.push(LoadScene(self.scene.app, finished=False))
        elif clicked(event, self.history_button):
            self.scene.app.push(LoadScene(self.scene.app, finished=True))
        else:
            return False
        return True
