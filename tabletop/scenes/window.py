"""The window's size and full screen, as the settings ask. The logical 1920×1080 picture is scaled to it."""

from __future__ import annotations

import os
import warnings

import pygame

SIZES = {"1280x720": (1280, 720), "1600x900": (1600, 900), "1920x1080": (1920, 1080)}
SMALLEST = (640, 360)
FIT_SHARE = 0.9  # "fit" leaves room for the title bar and the task bar
_OPENED: dict[str, tuple[int, int]] = {}


def prepare(headless: bool) -> None:
    """Asks SDL, before a real window opens, to scale the 1920×1080 picture smoothly to any window size."""
    # pygame-ce keeps a SCALED window to whole multiples unless this hint (the name it reads) is on:
    # a window smaller than 1920×1080 would show the picture cropped at 1:1 instead of shrunk.
    # Not headless: the dummy driver aborts on a second SCALED set_mode with the hint on (pygame-ce 2.5.8).
    if headless:
        return
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # shrunk text stays smooth, not torn


def fit_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """Returns the largest 16:9 window within FIT_SHARE of the desktop (at least SMALLEST)."""
    height = min(desktop[1] * FIT_SHARE, desktop[0] * FIT_SHARE * 9 / 16)
    height = max(SMALLEST[1], int(height) // 9 * 9)
    return height * 16 // 9, height


def window_size(choice: str, desktop: tuple[int, int], opened: tuple[int, int]) -> tuple[int, int]:
    """Returns the window size a setting names, never larger than the desktop.

    'fit' keeps the size the window `opened` at when it fits the desktop (SDL's whole multiple of
    1920×1080), else the largest 16:9 size that fits; 'WxH' is that size.
    """
    wanted = SIZES.get(choice) or opened
    if wanted[0] > desktop[0] or wanted[1] > desktop[1]:
        return fit_size(desktop)
    return wanted


def sdl_window() -> pygame.Window | None:
    """Returns the display module's window, if there is one."""
    if pygame.display.get_surface() is None:
        return None
    with warnings.catch_warnings():  # pygame-ce marks this bridge deprecated; it is the only way in 2.5
        warnings.simplefilter("ignore")
        return pygame.Window.from_display_module()


def apply(app) -> None:
    """Puts the window in full screen or at the chosen size, as `app.settings` say (not headless)."""
    if app.headless or pygame.display.get_surface() is None:
        return
    settings = app.settings
    if pygame.display.is_fullscreen() != settings.fullscreen:
        pygame.display.toggle_fullscreen()
    window = sdl_window()
    if settings.fullscreen or window is None:
        return
    desktop = (pygame.display.get_desktop_sizes() or [app.size])[0]
    # SCALED makes the logical size the smallest window: lower it, or 1280×720 could not be asked for.
    window.minimum_size = SMALLEST
    opened = _OPENED.setdefault("size", window.size)  # the size SDL chose: the one 'fit' returns to
    window.size = window_size(settings.window_size, desktop, opened)  # its resize event redraws every scene
