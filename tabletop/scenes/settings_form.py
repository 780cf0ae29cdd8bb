"""What the Settings screen offers, in players' words, and how a change is taken up and kept."""

from __future__ import annotations

import msgspec

from tabletop import audio, preferences
from tabletop.paths import data_root
from tabletop.scenes import window
from tabletop.settings import Settings
from tabletop.ui.text_size import set_text_size, theme_data

#: Animation speeds and the glide time each stands for (part of the 150–400 ms the table uses).
SPEEDS = {"off": 0.0, "slow": 0.4, "normal": 0.25, "fast": 0.15}
SPEED_CHOICES = [("Off", "off"), ("Slow", "slow"), ("Normal", "normal"), ("Fast", "fast")]
DISPLAY_CHOICES = [("In a window", "window"), ("Full screen", "full")]
SIZE_CHOICES = [
    ("Fit the screen", "fit"),
    ("1280 × 720", "1280x720"),
    ("1600 × 900", "1600x900"),
    ("1920 × 1080", "1920x1080"),
]
SOUND_CHOICES = [("On", "on"), ("Muted", "muted")]
COLOUR_CHOICES = [("Off", "off"), ("On: bold symbols, patterns", "on")]
TEXT_CHOICES = [("Normal", "normal"), ("Large", "large")]
HINT_CHOICES = [("Shown", "shown"), ("Hidden", "hidden")]
HANDOFF_CHOICES = [("On, after Done", "on"), ("On, at once", "quick"), ("Off", "off")]
THINK_RANGE = (0.3, 3.0)


def speed_of(seconds: float) -> str:
    """Returns the named speed nearest to a glide time."""
    return min(SPEEDS, key=lambda name: abs(SPEEDS[name] - seconds))


def choice_values(settings: Settings) -> dict[str, str]:
    """Returns the drop-downs' values for `settings`, by setting name."""
    return {
        "display": "full" if settings.fullscreen else "window",
        "window_size": settings.window_size,
        "speed": speed_of(settings.animation_seconds),
        "sound": "muted" if settings.muted else "on",
        "colour_blind": "on" if settings.colour_blind else "off",
        "text_size": settings.text_size,
        "handoffs": ("on" if settings.turn_done else "quick") if settings.handoffs else "off",
        "hints": "shown" if settings.hints else "hidden",
    }


def with_choice(settings: Settings, name: str, value: str) -> Settings:
    """Returns `settings` with one drop-down's choice made."""
    fields = {
        "display": {"fullscreen": value == "full"},
        "window_size": {"window_size": value},
        "speed": {"animation_seconds": SPEEDS.get(value, settings.animation_seconds)},
        "sound": {"muted": value == "muted"},
        "colour_blind": {"colour_blind": value == "on"},
        "text_size": {"text_size": value},
        "handoffs": {"handoffs": value != "off", "turn_done": value != "quick"},
        "hints": {"hints": value != "hidden"},
    }[name]
    return msgspec.structs.replace(settings, **fields)


def think_value(slider_value: float) -> float:
    """Returns a thinking time from the slider, to a tenth of a second, within THINK_RANGE."""
    low, high = THINK_RANGE
    return round(min(high, max(low, slider_value)), 1)


def apply_settings(app, new: Settings) -> None:
    """Puts `new` in force at once: sound, window, and every scene (the table's look on its next draw)."""
    old, app.settings = app.settings, new
    audio.set_level(new.volume, new.muted)
    if (old.fullscreen, old.window_size) != (new.fullscreen, new.window_size):
        window.apply(app)
    if set_text_size(new.text_size):
        resize_text(app)
    for scene in app.stack.scenes:
        scene.settings_changed()


def follow_text_size(app) -> None:
    """Puts the text size of `app.settings` in force when the settings were replaced whole (a tool, a
    test) rather than through apply_settings."""
    if set_text_size(app.settings.text_size):
        resize_text(app)
        for scene in app.stack.scenes:
            scene.settings_changed()


def resize_text(app) -> None:
    """Redraws every widget with the theme's fonts at the size now chosen, and lets go of the pictures
    the scenes drew at the old one."""
    theme = app.manager.create_new_theme(theme_data(data_root() / "config" / "theme.json"))
    app.manager.set_ui_theme(theme, update_all_sprites=True)
    for scene in app.stack.scenes:
        pictures = getattr(scene, "sprites", None)
        if pictures is not None:
            pictures.clear()


def keep(app) -> str:
    """Saves the settings in force to the player's file; returns a problem sentence ('' when saved)."""
    try:
        preferences.save_user_settings(app.settings, keep_old=bool(app.settings_problem))
    except OSError as exc:
        return f"Your settings could not be saved ({exc.strerror or exc}); they apply until you quit."
    app.settings_problem = ""
    return ""


def announce_problem(app) -> None:
    """Shows why the player's settings file was not used, over whatever scene is on top (once)."""
    if not app.settings_problem:
        return
    from tabletop.scenes.notice import NoticeDialog

    detail = "Open Settings to choose again; that keeps a copy of the old file."
    app.push(NoticeDialog(app, "Your settings were not used", app.settings_problem, detail))
