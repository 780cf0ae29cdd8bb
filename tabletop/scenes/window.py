"""The window's size and full screen, as the settings ask. The logical 1920×1080 picture is scaled to it."""

from __future__ import annotations

import os
import warnings

import pygame

SIZES = {"1280x720": (1280, 720), "1600x900": (1600, 900), "1920x1080": (1920, 1080)}
SMALLEST = (640, 360)


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
    """Returns the largest 16:9 window within the desktop (at least SMALLEST): 1280×720 on a 1280×720
    screen. A window manager then fits it between its title bar and task bar (`apply` maximizes it)."""
    height = min(desktop[1], desktop[0] * 9 // 16)
    height = max(SMALLEST[1], height)
    return max(SMALLEST[0], min(desktop[0], round(height * 16 / 9))), height


def window_size(choice: str, desktop: tuple[int, int]) -> tuple[int, int]:
    """Returns the window size a setting names, never larger than the desktop: 'fit' fills it (16:9),
    'WxH' is that size when the desktop holds it."""
    wanted = SIZES.get(choice)
    if wanted is None or wanted[0] > desktop[0] or wanted[1] > desktop[1]:
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
    window = sdl_window()
    desktop = (pygame.display.get_desktop_sizes() or [app.size])[0]
    if window is not None:
        # SCALED makes the logical size the smallest window: lower it, or 1280×720 could not be asked for.
        window.minimum_size = SMALLEST
    if pygame.display.is_fullscreen() != settings.fullscreen:
        if settings.fullscreen and window is not None:
            cover(window, desktop)
        pygame.display.toggle_fullscreen()
    if settings.fullscreen or window is None:
        return
    window.minimum_size = SMALLEST  # leaving full screen brings SDL's own minimum back
    window.restore()  # out of a maximized "fit", so a chosen size is taken as it is
    window.size = window_size(settings.window_size, desktop)  # its resize event redraws every scene
    if settings.window_size == "fit":
        window.maximize()  # a window manager fits it between its bars; without one it is the desktop


def cover(window: pygame.Window, desktop: tuple[int, int]) -> None:
    """Lays the window over the whole desktop, as it is about to go full screen: without a window manager
    the X window keeps its size and place, and SDL draws the desktop-sized picture into it cut off."""
    window.position = (0, 0)
    window.size = desktop
