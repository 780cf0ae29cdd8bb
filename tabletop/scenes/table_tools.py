"""The table's Undo, Redo, Game log and Since my turn: bottom-bar buttons, Ctrl+Z / Ctrl+Y / L / H, the log.

A button that can't act now keeps a dimmed look but still shows its tooltip, which says why
(a disabled pygame_gui button shows no tooltip at all); clicking it says why in a toast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui

from tabletop.scenes.log_panel import LogPanel, log_html
from tabletop.scenes.since import clicked_why
from tabletop.scenes.style import key_down
from tabletop.session import Session
from tabletop.table.seating import Seating
from tabletop.ui.items import Rect
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR

UNDO_HELP = "Undo takes back only your own moves, and never a new card, a shuffle or a roll."
PANEL_WIDTH = 600
#: Modifier keys that make a key press a shortcut of something else (Caps or Num Lock do not).
CHORDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def ctrl_key(event: pygame.event.Event, *keys: int) -> bool:
    """Tells whether `event` presses one of `keys` with Ctrl (or Cmd) held."""
    held = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
    return event.type == pygame.KEYDOWN and event.key in keys and bool(held)


@dataclass(frozen=True)
class ToolActions:
    """What the tools ask of the table: take back, do again, Done, the others' moves since the looker's
    last turn, and (a piece carried over the open log) let it go with a word."""

    undo: Callable[[], None]
    redo: Callable[[], None]
    done: Callable[[], None]
    since: Callable[[], None]
    let_go: Callable[[str], None]


class TableTools:
    """Undo, redo, Done, the log and Since my turn for one table: the buttons' looks come from the
    session and the seating it is given; what they do is the table's (`actions`)."""

    def __init__(self, manager, root, size: tuple[int, int], session: Session, seating: Seating, actions):
        self.manager, self.root = manager, root
        self.session, self.seating, self.actions = session, seating, actions
        y = size[1] - BOTTOM_BAR + 18
        self.undo_button = self._button((24, y, 160, 60), "Undo")
        self.redo_button = self._button((196, y, 160, 60), "Redo")
        self.log_button = self._button((380, y, 210, 60), "Game log")
        self.done_button = pygame_gui.elements.UIButton(
            pygame.Rect(614, y, 300, 60), "Done  (Space)", manager, container=root, object_id="#primary"
        )
        self.done_button.hide()
        # Where Done sits: Done shows only when the computer is handed on, this only when it is not.
        self.since_button = self._button((602, y, 250, 60), "Since my turn")
        self.since_button.set_tooltip("What the others did since your last turn (H).", wrap_width=360)
        self.since_button.hide()
        width, height = size
        rect = pygame.Rect(
            width - PANEL_WIDTH - 12, TOP_BAR + 10, PANEL_WIDTH, height - TOP_BAR - BOTTOM_BAR - 20
        )
        self.panel = LogPanel(manager, root, rect)
        self.reasons: dict[pygame_gui.elements.UIButton, str] = {}
        self.opened: set[int] = set()  # the moves whose "why?" is open in the log

    def _button(self, rect, text: str) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id="#tool"
        )

    def alone(self) -> bool:
        """Tells whether one person plays (no hand-offs) and looks: Since my turn shows."""
        return not self.seating.private and self.seating.viewer is not None

    def end(self) -> int:
        """Returns the right edge of the tools beside the game's buttons: Since my turn shows when one
        person plays alone; Done never shows with them (the viewer's turn is over)."""
        return (self.since_button if self.alone() else self.log_button).relative_rect.right

    def clear_of(self, hand: Sequence[Rect]) -> None:
        """Keeps the log's panel above the viewer's hand wherever the hand runs under it."""
        panel = self.panel.rect
        tops = [r[1] for r in hand if r[0] < panel.left + panel.width and r[0] + r[2] > panel.left]
        self.panel.reach(min(tops, default=self.panel.rect.top + self.panel.full_height + 10) - 10)

    # What the buttons say -----------------------------------------------------------------
    def refresh(self) -> None:
        """Brings the buttons' looks and tooltips, and the log's lines, up to date with the match."""
        session = self.session
        label = session.undo_label()
        undo_tip = f"Take back: {label} (Ctrl+Z)" if label else f"{session.undo_reason()} {UNDO_HELP}"
        self._state(self.undo_button, session.undo_reason(), undo_tip)
        redo_why = session.redo_reason()
        self._state(self.redo_button, redo_why, redo_why or "Do again what was undone (Ctrl+Y).")
        alone = self.alone()
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
        session = self.session
        seats, viewer = session.match.seats, self.seating.viewer
        return log_html(session.entries, seats, viewer, session.reason, self.opened)

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
            self.actions.undo()
        elif ctrl_key(event, pygame.K_y) or ctrl_key(event, pygame.K_z):
            self.actions.redo()
        elif key_down(event, pygame.K_l) and not getattr(event, "mod", 0) & CHORDS:
            self.toggle_log()
        elif key_down(event, pygame.K_h) and not getattr(event, "mod", 0) & CHORDS:
            self.actions.since()
        elif (position := clicked_why(event, self.panel.text)) is not None:
            self.opened ^= {position}  # a computer's reason opens under its move, or closes
            self.panel.show(self.page(), scroll=False)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions():
            self._actions()[event.ui_element]()
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.panel.covers(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:  # the open panel hides the table beneath it
                self.actions.let_go("Drop it on a lit place (close the game log to reach what it covers).")
        else:
            return False
        return True

    def _actions(self) -> dict:
        return {
            self.undo_button: self.actions.undo,
            self.redo_button: self.actions.redo,
            self.log_button: self.toggle_log,
            self.panel.hide_button: self.toggle_log,
            self.done_button: self.actions.done,
            self.since_button: self.actions.since,
        }

    def toggle_log(self) -> None:
        """Opens or closes the game log."""
        self.panel.set_open(not self.panel.is_open)
        self.refresh()
