"""pygame_gui's UI manager with one mend: its theme keeps each element's theming ids under a short key.

pygame_gui 0.6.14 (the newest) names its cache of an element's theming ids by a string built with
nested `str.join` calls, so the key grows with about the fourth power of the ids' length: close to a
megabyte for a button in a panel in a scene, and hundreds of megabytes for a moment when a dialog
opens. It keeps every key it ever made: about 90 MB after an hour of play. Here the lists are made
the library's way and kept under the id hierarchy itself.
"""

from __future__ import annotations

import pygame_gui
from pygame_gui.core import UIAppearanceTheme

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


class UIManager(pygame_gui.UIManager):
    """pygame_gui's UIManager with the short-key theme."""

    def create_new_theme(self, theme_path=None) -> UIAppearanceTheme:
        """Returns a new theme (loaded from `theme_path` if given), as the library's method does."""
        theme = ShortKeyTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
