"""The in-app rules reference: a game's RULES.md as a player's document, one part at a time, laid out as a
page (headings, tables with aligned columns, the game's own pictures) in a scrolling container."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import registry
from tabletop.scenes import memory, rules_doc, rules_layout
from tabletop.scenes.base import Scene
from tabletop.scenes.rules_doc import MISSING, sections
from tabletop.scenes.style import backdrop, clicked, key_down
from tabletop.ui.text_size import scaled

CONTENTS = pygame.Rect(170, 160, 480, 870)
PAGE = pygame.Rect(670, 160, 1080, 870)
MARGIN = 32  # between the page's frame and its words
#: The contents' words: the theme's "#contents.@selection_list_item" font, and the room its padding leaves.
CONTENTS_TEXT = 26
CONTENTS_ROOM = CONTENTS.width - 2 * 18 - 24
SCROLL_STEP = 60


def short_title(title: str, width: int | None = None) -> str:
    """Returns a part's title as the contents list shows it: whole when it fits the list at the chosen
    text size, else without its last words in brackets ("The Private Investigator (solo and co-op)" ->
    "The Private Investigator"), then without a lead-in ("Option: who is asked to block" -> "Who is asked
    to block")."""
    room = CONTENTS_ROOM if width is None else width
    measure = rules_layout.font(CONTENTS_TEXT).size
    if measure(title)[0] > room and "(" in title:
        title = title[: title.rindex("(")].rstrip(" :–-")
    if measure(title)[0] > room and ": " in title:
        rest = title.split(": ", 1)[1]
        title = rest[:1].upper() + rest[1:]
    return title


def title_fits(title: str, width: int | None = None) -> bool:
    """Tells whether the contents list shows a part's title uncut."""
    room = CONTENTS_ROOM if width is None else width
    return rules_layout.font(CONTENTS_TEXT).size(short_title(title, room))[0] <= room


def player_sections(markdown: str) -> list[tuple[str, str]]:
    """Returns the parts of the rules a player reads: (title, markdown), the developer's text left out."""
    return sections(rules_doc.player_text(markdown))


class RulesScene(Scene):
    """Shows the game's rules one part at a time, picked from a list of contents; Back or Esc returns to
    the scene below, Page Up and Page Down turn to the part before or after, the arrow keys and the
    mouse wheel scroll the page."""

    opaque = True
    large = True  # its pictures; one part at a time keeps it a few megabytes

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.sections = player_sections(self._source())
        self.shown = 0
        self.scroller: pygame_gui.elements.UIScrollingContainer | None = None
        self.placed: list[tuple[int, pygame.Surface]] = []

    def startup(self) -> None:
        """Builds the title, the Back button, the contents and the page of the first part."""
        root = self.make_root()
        name = registry.GAMES.get(self.game_id, self.game_id)
        pygame_gui.elements.UILabel(
            pygame.Rect(176, 36, 1300, 104),
            f"How to play {name}",
            self.manager,
            container=root,
            object_id=ObjectID("#title", "@left"),
        )
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(1530, 52, 220, 72), "Back", self.manager, container=root, object_id="#primary"
        )
        self.titles = [short_title(title) for title, _ in self.sections]
        self.contents = pygame_gui.elements.UISelectionList(
            CONTENTS,
            self.titles,
            self.manager,
            container=root,
            object_id="#contents",
            default_selection=self.titles[0],
        )
        self.frame = pygame_gui.elements.UIPanel(
            PAGE, manager=self.manager, container=root, object_id="#rules_text"
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(170, 1036, 1580, 36),
            "Pick a part of the rules on the left · Page Up / Page Down: the part before or after · "
            "the arrow keys or the wheel: scroll · Esc: back",
            self.manager,
            container=root,
            object_id=ObjectID("#hint", "@left"),
        )
        self.turn_to(0)

    def page_width(self) -> int:
        return PAGE.width - 2 * MARGIN - 24  # the scroll bar's room

    def turn_to(self, index: int) -> None:
        """Shows part `index` (kept within the rules) from its top, and marks it in the contents."""
        self.shown = max(0, min(index, len(self.sections) - 1))
        if self.scroller is not None:
            self.scroller.kill()
            self.placed = []
            memory.release()  # the page's pictures sit in reference cycles: free them before the next
        blocks = rules_doc.blocks(self.sections[self.shown][1])
        self.placed = rules_layout.page(blocks, self.page_width(), registry.rules_pictures(self.game_id))
        inner = PAGE.inflate(-8, -8)
        self.scroller = pygame_gui.elements.UIScrollingContainer(
            inner, self.manager, container=self.root, allow_scroll_x=False, starting_height=2
        )
        height = max((y + picture.get_height() for y, picture in self.placed), default=0) + 2 * MARGIN
        self.scroller.set_scrollable_area_dimensions((inner.width, max(height, inner.height)))
        for y, picture in self.placed:
            pygame_gui.elements.UIImage(
                pygame.Rect(MARGIN - 4, MARGIN - 4 + y, *picture.get_size()),
                picture,
                self.manager,
                container=self.scroller,
            )
        self._mark(self.titles[self.shown])
        self.dirty = True

    def scroll(self, pixels: int) -> None:
        """Scrolls the page by `pixels` (down when positive), within its length."""
        bar = self.scroller.vert_scroll_bar if self.scroller is not None else None
        if bar is None:
            return
        height = self.scroller.scrolling_height
        bar.set_scroll_from_start_percentage(max(0.0, min(1.0, bar.start_percentage + pixels / height)))
        self.dirty = True

    def _mark(self, title: str) -> None:
        # pygame_gui's list marks only what is clicked: a page turned by key is marked here.
        for item in self.contents.item_list:
            item["selected"] = item["text"] == title
            button = item["button_element"]
            if button is not None:
                button.select() if item["selected"] else button.unselect()

    def _source(self) -> str:
        try:
            return registry.rules_text(self.game_id)
        except (OSError, KeyError):
            return MISSING

    def handle_event(self, event: pygame.event.Event) -> None:
        """Back or Esc pops the scene; a contents pick or Page Up / Page Down turns to a part; the arrow
        keys scroll."""
        if clicked(event, self.back_button) or key_down(event, pygame.K_ESCAPE):
            if self.app.stack.top is self:
                self.app.pop()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.contents:
            self.turn_to(self.titles.index(event.text))
        elif key_down(event, pygame.K_PAGEDOWN):
            self.turn_to(self.shown + 1)
        elif key_down(event, pygame.K_PAGEUP):
            self.turn_to(self.shown - 1)
        elif key_down(event, pygame.K_DOWN):
            self.scroll(scaled(SCROLL_STEP))
        elif key_down(event, pygame.K_UP):
            self.scroll(-scaled(SCROLL_STEP))

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the sea behind the page."""
        surface.blit(backdrop(surface.get_size(), calm=True), (0, 0))
