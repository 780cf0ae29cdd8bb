"""Opening saved games: the Load game and History lists, and what opening a save leads to."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import history, registry
from tabletop.restore import Loaded, load
from tabletop.saves import SaveError
from tabletop.scenes.base import Scene
from tabletop.scenes.menu_saves import fit
from tabletop.scenes.setup_form import choice_label
from tabletop.scenes.style import PassiveLabel, backdrop, clicked, key_down
from tabletop.tutor.lesson import resumed_lesson

LIST = pygame.Rect(240, 200, 1440, 720)
ROW_H, ROW_GAP = 136, 16
DELETE_W = 150
MAX_ROWS = 60
BAD_HEADING = "This save can't be opened"
LOST_HEADING = "Part of this save was lost"


def open_save(app, path: Path) -> bool:
    """Opens a save: its table if unfinished, its replay if finished; a bad one is explained in a dialog.

    Returns whether it opened. A bad file is left exactly as it is.
    """
    try:
        loaded = load(path)
    except SaveError as exc:
        from tabletop.scenes.notice import NoticeDialog

        app.push(NoticeDialog(app, BAD_HEADING, str(exc), path.name))
        return False
    start(app, loaded)
    return True


def start(app, loaded: Loaded) -> None:
    """Shows a loaded match: an unfinished one at its table (saving on, its replayed steps taken as they
    are), a finished one replayed; what the save lost (a last move cut short) is said over it."""
    if loaded.match.outcome is not None:
        from tabletop.scenes.replay import ReplayScene

        app.push(ReplayScene(app, loaded.match))
    else:
        from tabletop.scenes.table import TableScene
        from tabletop.session import Session

        session = Session(loaded.match, loaded.slot, autosave=app.autosave)
        tutor = resumed_lesson(loaded.match, loaded.slot.lesson_name) if loaded.slot.lesson else None
        app.stack.clear(TableScene(app, loaded.match, session, tutor))
    if loaded.notice:
        from tabletop.scenes.notice import NoticeDialog

        app.push(NoticeDialog(app, LOST_HEADING, loaded.notice, loaded.path.name))


def options_words(game_id: str, options: dict[str, str]) -> str:
    """Returns the options a game was set up with that differ from its defaults, as its setup screen
    names them ("Opponent: Private Investigator"); an option that changes nothing with the others is left
    out, and so is one the game no longer knows."""
    try:
        variants = registry.load_rules(game_id).variants
    except Exception:  # noqa: BLE001 - a game that can't be built: its list row says the rest
        return ""
    words = []
    for variant in variants:
        value = options.get(variant.key, variant.default)
        if value == variant.default or any(options.get(k) != want for k, want in variant.needs):
            continue
        labels = dict(zip(variant.choices, variant.labels or map(choice_label, variant.choices), strict=True))
        if value in labels:
            words.append(f"{variant.label}: {labels[value]}")
    return " · ".join(words)


def row_lines(entry: history.Entry) -> tuple[str, str]:
    """Returns the two lines under a save's title: players and the options chosen, then turn, moves and
    date (or the problem). A game nobody has moved in yet says so."""
    if entry.problem:
        return entry.path.name, entry.problem
    chosen = options_words(entry.game, dict(entry.options))
    who = f"{entry.players} · {chosen}" if chosen else entry.players
    if entry.over:
        return who, f"{entry.result or 'Finished'} · {entry.moves} moves · {entry.when}"
    if entry.moves == 0:
        return who, f"Not started yet · saved {entry.when}"
    return who, f"{entry.progress} · {entry.moves} move{'s' * (entry.moves != 1)} · saved {entry.when}"


class LoadScene(Scene):
    """A list of saves, newest first: unfinished games to continue, or (finished=True) the history."""

    def __init__(self, app, finished: bool):
        super().__init__(app)
        self.finished = finished
        self.rows: dict[pygame_gui.elements.UIButton, history.Entry] = {}
        self.deletes: dict[pygame_gui.elements.UIButton, history.Entry] = {}

    @property
    def title(self) -> str:
        return "History" if self.finished else "Load game"

    def startup(self) -> None:
        """Builds the title, the rows (scrolling when many) and Back."""
        root = self.make_root()
        found = history.finished() if self.finished else history.unfinished()
        self._label((LIST.x, 56, 1000, 100), self.title, ObjectID("#title", "@left"))
        self._label((LIST.x, 148, 1400, 44), self._subtitle(len(found)), ObjectID("#subtitle", "@left"))
        holder = self._holder(min(len(found), MAX_ROWS))
        for n, entry in enumerate(found[:MAX_ROWS]):
            self._row(holder, n * (ROW_H + ROW_GAP), entry)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(LIST.x, 1080 - 128, 240, 72), "Back", self.manager, container=root
        )

    def _subtitle(self, count: int) -> str:
        if count == 0:
            return (
                "No finished games yet." if self.finished else "No unfinished games: start one from the menu."
            )
        what = (
            "Pick a game to replay it move by move." if self.finished else "Pick a game to carry on with it."
        )
        more = f" (the {MAX_ROWS} newest of {count})" if count > MAX_ROWS else ""
        return what + more

    def _label(self, rect, text: str, object_id) -> None:
        pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def _holder(self, count: int):
        height = count * (ROW_H + ROW_GAP) - ROW_GAP
        if height <= LIST.height:
            return pygame_gui.core.UIContainer(LIST, self.manager, container=self.root)
        holder = pygame_gui.elements.UIScrollingContainer(
            LIST, self.manager, container=self.root, allow_scroll_x=False
        )
        holder.set_scrollable_area_dimensions((LIST.width - 24, height))
        return holder

    def _row(self, holder, y: int, entry: history.Entry) -> None:
        deletable = not self.finished and not entry.problem
        width = LIST.width - 30 - (DELETE_W + ROW_GAP if deletable else 0)
        rect = pygame.Rect(0, y, width, ROW_H)
        button = pygame_gui.elements.UIButton(
            rect, entry.title, self.manager, container=holder, object_id="#save_row"
        )
        self.rows[button] = entry
        for n, line in enumerate(row_lines(entry)):
            box = pygame.Rect(28, y + 56 + 36 * n, width - 50, 38)
            PassiveLabel(box, fit(line, width - 70), self.manager, container=holder, object_id="#blurb")
        if deletable:
            at = pygame.Rect(width + ROW_GAP, y + (ROW_H - 72) // 2, DELETE_W, 72)
            delete = pygame_gui.elements.UIButton(at, "Delete", self.manager, container=holder)
            self.deletes[delete] = entry

    def handle_event(self, event: pygame.event.Event) -> None:
        """A row opens its save; Delete asks first; Back or Esc returns."""
        if clicked(event, self.back_button) or key_down(event, pygame.K_ESCAPE):
            self.app.pop()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.rows:
            open_save(self.app, self.rows[event.ui_element].path)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.deletes:
            self._ask_delete(self.deletes[event.ui_element])

    def _ask_delete(self, entry: history.Entry) -> None:
        from tabletop.scenes.dialogs import ConfirmDialog

        def delete() -> None:
            entry.path.unlink(missing_ok=True)
            self.app.replace(LoadScene(self.app, self.finished))

        detail = f"{entry.title}: {entry.players}"
        self.app.push(
            ConfirmDialog(self.app, "Delete this game?", "Delete", delete, "Keep it", fit(detail, 700))
        )

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the sea behind the list."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
