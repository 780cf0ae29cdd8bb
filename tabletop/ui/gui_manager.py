"""pygame_gui's UI manager with six mends for memory; the first: its theme keeps ids under a short key.

pygame_gui 0.6.14 (the newest) names its cache of an element's theming ids by a string built with
nested `str.join` calls, so the key grows with about the fourth power of the ids' length: close to a
megabyte for a button in a panel in a scene, and hundreds of megabytes for a moment when a dialog
opens. It keeps every key it ever made: about 90 MB after an hour of play. Here the lists are made
the library's way and kept under the id hierarchy itself.

And a second: a rounded shape draws each of its states at four times its size and keeps two of
those large masks to draw its next state faster, but lets them go only after the first states it
ever drew (a state redrawn later, on hover or a new text, keeps them for good: 15 MB for a menu
button). `let_go_of_large_masks` makes every rounded shape drop them once a state is drawn, and
makes shapes over LARGE_SHAPE pixels draw at twice their size only.

And a third: a laid-out text's rows point back at their layout, so a text replaced (the log after
every move) or a box closed waits, with its full-height picture, for Python's rare full collection:
18 to 35 MB a move in a long game. `let_go_of_old_layouts` empties a layout as it is replaced.

And a fourth: the library loads each size of its own font from a copy of the whole font file held in
memory (580 KB a size, 19 MB for the 35 sizes of a long session). `fonts_from_files` points the
theme at the files themselves, which the font reads as it needs.

And a fifth: each widget draws all its looks up front (normal, hovered, selected, pressed; three
pictures each when it has text), though most are never seen: 12 MB for the rules page's buttons.
The library already draws its disabled look only when first shown; `draw_looks_when_shown` makes
every look but the normal one wait the same way.

And a seventh, for large text: a label whose text is taller than its rect (a 26 px font drawn at 32 in a
row 36 px high) grows about its middle to the text's height, rather than drawing it cut at top and foot.

And a sixth: shapes drawn once are kept for reuse on up to three 1024 x 1024 sheets (12 MB); one
sheet (`one_shape_sheet`) holds the shapes used again and again, and the library then clears the
shapes used only once, as it does when three are full.
"""

from __future__ import annotations

import types
from importlib import resources
from pathlib import Path

import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.drawable_shapes import RoundedRectangleShape
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShapeState
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.elements import UILabel, UITextBox

IdLists = tuple[tuple | None, tuple | None, tuple | None, tuple | None]


def _frozen(ids: list | None) -> tuple | None:
    return None if ids is None else tuple(ids)


class ShortKeyTheme(UIAppearanceTheme):
    """The library's theme, caching the combined ids of each id hierarchy under that hierarchy itself.

    The list is made as the library makes it (its `_get_next_id_node` walk, then each id with its
    leading parts dropped one by one), without ever building the library's key: for a dialog that key
    alone took 200 MB for a moment."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.combined_ids: dict[IdLists, list[str]] = {}

    def build_all_combined_ids(self, element_base_ids, element_ids, class_ids, object_ids) -> list[str]:
        """Returns the ids this element is themed by, most specific first."""
        key = (_frozen(element_base_ids), _frozen(element_ids), _frozen(class_ids), _frozen(object_ids))
        found = self.combined_ids.get(key)
        if found is None:
            found = self.combined_ids[key] = self._combined(
                element_base_ids, element_ids, class_ids, object_ids
            )
        return found

    def _combined(self, base_ids, element_ids, class_ids, object_ids) -> list[str]:
        hierarchy = (base_ids, element_ids, class_ids, object_ids)
        if any(ids is None for ids in hierarchy):
            return []
        if len({len(ids) for ids in hierarchy}) != 1:
            raise ValueError(f"theming id lists of unequal length: {hierarchy}")
        combined: list[str] = []
        if element_ids:
            self._get_next_id_node(None, *hierarchy, 0, len(element_ids), combined)
        shorter = combined[:]
        while shorter:  # drop one leading part of every id, a round at a time, until one has none left
            last_round = False
            for index, found in enumerate(shorter):
                dot = found.find(".")
                if dot == -1:
                    last_round = True
                else:
                    shorter[index] = found[dot + 1 :]
                    combined.append(shorter[index])
            if last_round:
                break
        return combined


#: Shapes larger than this many pixels draw at twice their size, not four times: a menu button's
#: 4x masks took 36 MB for a moment, and on so large a shape the corners look the same.
LARGE_SHAPE = 80_000


def supersampled(redraw, factor: int):
    """Returns the library's `redraw_state` drawing at `factor` times the size instead of 4 (its one
    constant 4); the library's own when that constant is not found (a changed library)."""
    code = redraw.__code__
    fours = [c for c in code.co_consts if type(c) is int and c == 4]
    if len(fours) != 1:
        return redraw
    consts = tuple(factor if type(c) is int and c == 4 else c for c in code.co_consts)
    return types.FunctionType(
        code.replace(co_consts=consts), redraw.__globals__, redraw.__name__, redraw.__defaults__
    )


_LIBRARY_REDRAW_STATE = RoundedRectangleShape.redraw_state
_REDRAW_STATE_TWICE = supersampled(_LIBRARY_REDRAW_STATE, 2)


def _redraw_state_letting_go(shape: RoundedRectangleShape, state_str: str, add_text: bool = True) -> None:
    large = shape.containing_rect.width * shape.containing_rect.height > LARGE_SHAPE
    (_REDRAW_STATE_TWICE if large else _LIBRARY_REDRAW_STATE)(shape, state_str, add_text)
    shape.clean_up_temp_shapes()


def let_go_of_large_masks() -> None:
    """Makes every rounded shape drop its four-times-size masks once it has drawn a state."""
    RoundedRectangleShape.redraw_state = _redraw_state_letting_go


_LIBRARY_STATE_INIT = DrawableShapeState.__init__


def _state_drawn_when_shown(state: DrawableShapeState, state_id: str) -> None:
    _LIBRARY_STATE_INIT(state, state_id)
    state.should_auto_pregen = state_id == "normal"


def draw_looks_when_shown() -> None:
    """Makes every widget draw a look other than its normal one only when it first takes it."""
    DrawableShapeState.__init__ = _state_drawn_when_shown


def _sheet_full(cache: SurfaceCache) -> None:
    cache.low_on_space = True


def one_shape_sheet() -> None:
    """Makes the library's cache of drawn shapes keep to its first sheet."""
    SurfaceCache._expand_lt_cache = _sheet_full


def empty(layout) -> None:
    """Drops a text layout's rows and pictures, so nothing of it waits in a reference cycle."""
    if layout is None:
        return
    layout.layout_rows = []
    layout.floating_rects = []
    layout.finalised_surface = None


_LIBRARY_PARSE = UITextBox.parse_html_into_style_data
_LIBRARY_KILL = UITextBox.kill


def _parse_emptying_old(box: UITextBox) -> None:
    empty(getattr(box, "text_box_layout", None))
    _LIBRARY_PARSE(box)


def _kill_emptying(box: UITextBox) -> None:
    _LIBRARY_KILL(box)
    empty(box.text_box_layout)


def let_go_of_old_layouts() -> None:
    """Makes every text box empty its old layout when it lays its text out anew or is closed."""
    UITextBox.parse_html_into_style_data = _parse_emptying_old
    UITextBox.kill = _kill_emptying


def _as_file(location):
    if isinstance(location, PackageResource):
        path = resources.files(location.package) / location.resource
        if isinstance(path, Path) and path.is_file():  # not so when the package sits in a zip
            return str(path)
    return location


def fonts_from_files(theme: UIAppearanceTheme) -> None:
    """Makes the theme load the library's own fonts from their files rather than from copies in memory."""
    known = theme.get_font_dictionary().known_font_paths
    for name, locations in known.items():
        known[name] = [(_as_file(location), forced) for location, forced in locations]


_LIBRARY_LABEL_REBUILD = UILabel.rebuild


def _rebuild_tall_enough(label: UILabel) -> None:
    font = getattr(label, "font", None)
    if font is not None and not label.dynamic_height:
        height = font.get_rect(label.text or " ").height
        rect = label.relative_rect
        if height > rect.height:
            grow = height - rect.height
            label.set_relative_position((rect.x, rect.y - grow // 2))
            label.set_dimensions((rect.width, height))
    _LIBRARY_LABEL_REBUILD(label)


def labels_grow_to_their_text() -> None:
    """Makes a label too low for its text grow about its middle to the text's height."""
    UILabel.rebuild = _rebuild_tall_enough


class UIManager(pygame_gui.UIManager):
    """pygame_gui's UIManager with the short-key theme; its shapes and text boxes keep nothing large."""

    def __init__(self, *args, **kwargs):
        let_go_of_large_masks()
        let_go_of_old_layouts()
        draw_looks_when_shown()
        one_shape_sheet()
        labels_grow_to_their_text()
        super().__init__(*args, **kwargs)

    def create_new_theme(self, theme_path=None) -> UIAppearanceTheme:
        """Returns a new theme (loaded from `theme_path` if given), as the library's method does."""
        theme = ShortKeyTheme(self.resource_loader, self._locale)
        fonts_from_files(theme)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
