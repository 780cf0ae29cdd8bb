"""The table's Undo, Redo, Game log and Since my turn: bottom-bar buttons, Ctrl+Z / Ctrl+Y / L / H, the log.

A button that can't act now keeps a dimmed look but still shows its tooltip, which says why
(a disabled pygame_gui button shows no tooltip at all); clicking it says why in a toast.
"""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop.scenes.log_panel import LogPanel, log_html
from tabletop.scenes.since import SinceDialog
from tabletop.scenes.style import key_down
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR

UNDO_HELP = "Undo takes back only your own moves, and never a new card, a shuffle or a roll."
PANEL_WIDTH = 600
#: Modifier keys that make a key press a shortcut of something else (Caps or Num Lock do not).
CHORDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def ctrl_key(event: pygame.event.Event, *keys: int) -> bool:
    """Tells whether `event` presses one of `keys` with Ctrl (or Cmd) held."""
    held = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
    return event.type == pygame.KEYDOWN and event.key in keys and bool(held)


class TableTools:
    """Undo, redo and the log for a TableScene (which owns `session`, `seating`, `refresh` and `show`)."""

    def __init__(self, scene):
        self.scene = scene
        manager, root = scene.manager, scene.root
        y = scene.app.size[1] - BOTTOM_BAR + 18
        self.undo_button = self._button((24, y, 160, 60), "Undo")
        self.redo_button = self._button((196, y, 160, 60), "Redo")
        self.log_button = self._button((380, y, 210, 60), "Game log")
        self.done_button = pygame_gui.elements.UIButton(
            pygame.Rect(614, y, 300, 60),
            "Done  (Space)",
            scene.manager,
            container=scene.root,
            object_id="#primary",
        )
        self.done_button.hide()
        # Where Done sits: Done shows only when the computer is handed on, this only when it is not.
        self.since_button = self._button((602, y, 250, 60), "Since my turn")
        self.since_button.set_tooltip("What the others did since your last turn (H).", wrap_width=360)
        self.since_button.hide()
        width, height = scene.app.size
        rect = pygame.Rect(
            width - PANEL_WIDTH - 12, TOP_BAR + 10, PANEL_WIDTH, height - TOP_BAR - BOTTOM_BAR - 20
        )
        self.panel = LogPanel(manager, root, rect)
        self.reasons: dict[pygame_gui.elements.UIButton, str] = {}

    def _button(self, rect, text: str) -> pygame_gui.elements.UIButton:
        scene = self.scene
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, scene.manager, container=scene.root, object_id="#tool"
        )

    def end(self) -> int:
        """Returns the right edge of the tools beside the game's buttons: Since my turn shows when one
        person plays alone; Done never shows with them (the viewer's turn is over)."""
        seating = self.scene.seating
        alone = not seating.private and seating.viewer is not None
        return (self.since_button if alone else self.log_button).relative_rect.right

    # What the buttons say -----------------------------------------------------------------
    def refresh(self) -> None:
        """Brings the buttons' looks and tooltips, and the log's lines, up to date with the match."""
        session = self.scene.session
        label = session.undo_label()
        undo_tip = f"Take back: {label} (Ctrl+Z)" if label else f"{session.undo_reason()} {UNDO_HELP}"
        self._state(self.undo_button, session.undo_reason(), undo_tip)
        redo_why = session.redo_reason()
        self._state(self.redo_button, redo_why, redo_why or "Do again what was undone (Ctrl+Y).")
        seating = self.scene.seating
        alone = not seating.private and seating.viewer is not None
        if alone != self.since_button.visible:
            self.since_button.show() if alone else self.since_button.hide()
        ending = session.turn_ending is not None
        if ending != self.done_button.visible:
            self.done_button.show() if ending else self.done_button.hide()
        log_tip = "Hide the game log (L)." if self.panel.is_open else "Show what happened, in words (L)."
        self._state(self.log_button, "", log_tip)
        if self.panel.is_open != self.log_button.is_selected:
            self.log_button.select() if self.panel.is_open else self.log_button.unselect()
        self.panel.sync()
        if self.panel.is_open:
            self.panel.show(self.page())

    def page(self) -> str:
        """Returns the log as the person looking may read it (public lines only while nobody looks)."""
        session = self.scene.session
        return log_html(session.entries, session.match.seats, self.scene.seating.viewer)

    def _state(self, button: pygame_gui.elements.UIButton, why_not: str, tip: str) -> None:
        self.reasons[button] = why_not
        look = "#tool_off" if why_not else "#tool"
        if button.object_ids[-1] != look:
            button.change_object_id(look)
        if button.tool_tip_text != tip:
            button.set_tooltip(tip, wrap_width=360)
            if button.tool_tip is not None:  # a tooltip on screen keeps its old words: show it afresh
                button.tool_tip.kill()
                button.tool_tip = None

    # Input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handles the tools' own input; returns True when the table must not see the event."""
        if ctrl_key(event, pygame.K_z) and not getattr(event, "mod", 0) & pygame.KMOD_SHIFT:
            self.undo()
        elif ctrl_key(event, pygame.K_y) or ctrl_key(event, pygame.K_z):
            self.redo()
        elif key_down(event, pygame.K_l) and not getattr(event, "mod", 0) & CHORDS:
            self.toggle_log()
        elif key_down(event, pygame.K_h) and not getattr(event, "mod", 0) & CHORDS:
            self.open_since()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions():
            self._actions()[event.ui_element]()
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.panel.covers(event.pos):
            self._over_panel(event)
        else:
            return False
        return True

    def _over_panel(self, event: pygame.event.Event) -> None:
        """The open panel hides the table beneath it: a piece carried there goes back to its place."""
        if event.type == pygame.MOUSEBUTTONUP and self.scene.drag.held is not None:
            self.scene.drag.cancel()
            self.scene.show("Drop it on a lit place (close the game log to reach what it covers).")

    def _actions(self) -> dict:
        return {
            self.undo_button: self.undo,
            self.redo_button: self.redo,
            self.log_button: self.toggle_log,
            self.panel.hide_button: self.toggle_log,
            self.done_button: self.scene.done,
            self.since_button: self.open_since,
        }

    def undo(self) -> None:
        """Takes back the last move if allowed; otherwise says why."""
        self._do(self.scene.session.undo, self.scene.session.undo_reason(), "Taken back")

    def redo(self) -> None:
        """Does the last undone move again if allowed; otherwise says why."""
        self._do(self.scene.session.redo, self.scene.session.redo_reason(), "Done again")

    def _do(self, act, why_not: str, done: str) -> None:
        scene = self.scene
        if why_not or scene.covered:
            scene.show(why_not or "Not now.")
            return
        words = scene.session.undo_label() if done == "Taken back" else ""
        action = act()
        if action is None:
            return
        if not words:
            words = scene.session.undo_label()
        scene.refresh()
        scene.show(f"{done}: {words}" if words else done + ".")

    def toggle_log(self) -> None:
        """Opens or closes the game log."""
        self.panel.set_open(not self.panel.is_open)
        self.refresh()

    def open_since(self) -> None:
        """Opens what the others did since the looking player's last turn, as that player may read it."""
        scene = self.scene
        seat = scene.seating.viewer
        if seat is None or scene.covered:
            scene.show("Nobody has the computer yet.")
            return
        lines = scene.session.since_last_turn(seat)
        scene.app.push(SinceDialog(scene.app, scene.match.seats[seat].name, lines))
