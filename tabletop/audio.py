"""Sound effects: the mixer is started here and never stops the app. No sound device means silence.

`play(name)` plays assets/sounds/<name>.wav at the volume in force; `set_level` changes the volume
and mute at once. An effect asked for again while it has only just started is not started once more
(a computer's quick moves do not pile the same sound up). Any mixer failure (no device,
SDL_AUDIODRIVER=dummy without output, a broken file) is logged once and the app carries on silently.
"""

from __future__ import annotations

import logging
import math
import os
import sys
import time
from pathlib import Path

import pygame

from tabletop.paths import asset

#: The table's own effects, then those of what happened in a game (a game's `sounds` name these).
NAMES = (
    "pickup",
    "drop",
    "illegal",
    "draw",
    "shuffle",
    "turn",
    "victory",
    "die",
    "flip",
    "steal",
    "catch",
    "ink",
    "tentacle",
    "knowledge",
    "rainbow",
    "complete",
    "block",
    "arrgh",
    "crash",
    "gain",
    "splash",
    "hit",
    "alert",
)
#: How loud each effect is next to the others (the small ones would tire the ear at full level). A game's
#: effects are set by their loudness as heard (A-weighted, their loudest 100 ms): no louder than a card
#: drawn or the turn chime, what happens often (a resource gained, a keeper noticing) quieter still, and
#: the bright ones (the whistle of a catch) held well down.
BALANCE = {
    "pickup": 0.55,
    "drop": 0.7,
    "illegal": 0.8,
    "draw": 0.75,
    "shuffle": 0.8,
    "turn": 0.6,
    "victory": 1.0,
    "die": 0.7,
    "flip": 0.45,
    "steal": 0.35,
    "catch": 0.25,
    "ink": 1.0,
    "tentacle": 0.45,
    "knowledge": 0.95,
    "rainbow": 0.5,
    "complete": 0.6,
    "block": 1.0,
    "arrgh": 1.0,
    "crash": 1.0,
    "gain": 0.4,
    "splash": 0.65,
    "hit": 0.85,
    "alert": 0.32,
}
CHANNELS = 8
#: An effect asked for again within this many seconds of its start is not started again.
REPEAT_GAP = 0.08
log = logging.getLogger(__name__)


class Audio:
    """The app's sound effects: loaded once, played at the chosen volume, silent when unavailable."""

    def __init__(self) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.ready = False
        self.volume = 0.7
        self.muted = False
        self.problem = ""
        self.started: dict[str, float] = {}  # when each effect last started (time.monotonic)

    def start(self, volume: float, muted: bool) -> bool:
        """Starts the mixer (each effect is loaded when first played: 23 files took 25-35 ms, too much
        for the way to the menu); returns whether sound will be heard."""
        self.set_level(volume, muted)
        if self.ready:
            return True
        missing = no_device_here()
        if missing:  # trying anyway would only fill the terminal with ALSA's complaints
            self._silent(missing)
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(44_100, -16, 2, 512)  # a short buffer: the click is heard as it happens
                pygame.mixer.init()
            pygame.mixer.set_num_channels(CHANNELS)
        except (pygame.error, OSError) as exc:
            self._silent(f"no sound: {exc}")
            return False
        self.ready = True
        return True

    def _silent(self, why: str) -> None:
        self.sounds, self.ready = {}, False
        if not self.problem:  # said once: a machine without a sound card is normal, not news each time
            log.warning("%s", why)
        self.problem = why

    def set_level(self, volume: float, muted: bool) -> None:
        """Sets the volume (0 to 1) and mute; takes effect from the next sound played."""
        self.volume = min(1.0, max(0.0, volume))
        self.muted = muted

    def level(self, name: str) -> float:
        """Returns the gain `name` is played at now (0 when muted)."""
        return 0.0 if self.muted else self.volume * BALANCE.get(name, 1.0)

    def play(self, name: str) -> bool:
        """Plays an effect (loading it the first time); returns whether it was sent to the mixer (never
        raises). The same effect started less than REPEAT_GAP ago is not started again."""
        gain = self.level(name)
        if not self.ready or name not in NAMES or gain <= 0:
            return False
        now = time.monotonic()
        if now - self.started.get(name, -math.inf) < REPEAT_GAP:
            return False
        try:
            sound = self.sounds.get(name)
            if sound is None:
                sound = self.sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
        except (pygame.error, OSError) as exc:
            self._silent(f"no sound: {exc}")
            return False
        try:
            sound.set_volume(gain)
            channel = pygame.mixer.find_channel(True)  # all busy: the sound playing longest gives way
            if channel is None:
                return False
            channel.play(sound)
            self.started[name] = now
            return True
        except pygame.error as exc:
            self._silent(f"sound stopped: {exc}")
            return False

    def stop(self) -> None:
        """Closes the mixer (the app is quitting); later plays are silent."""
        if self.ready:
            pygame.mixer.quit()
        self.sounds, self.ready = {}, False


def no_device_here() -> str:
    """Returns why a Linux machine can't play sound, judged without opening a device ('' when it may)."""
    if (
        not sys.platform.startswith("linux")
        or os.environ.get("SDL_AUDIODRIVER")
        or os.environ.get("PULSE_SERVER")
    ):
        return ""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    servers = [Path(runtime, "pulse", "native"), Path(runtime, "pipewire-0")] if runtime else []
    if Path("/dev/snd").exists() or any(server.exists() for server in servers):
        return ""
    return "no sound: this machine has no sound card and no sound server"


AUDIO = Audio()


def start(volume: float, muted: bool) -> bool:
    """Starts the app's sound; returns whether it will be heard."""
    return AUDIO.start(volume, muted)


def play(name: str) -> bool:
    """Plays the effect `name` at the volume in force; silently nothing without sound."""
    return AUDIO.play(name)


def set_level(volume: float, muted: bool) -> None:
    """Sets the volume and mute of every later effect."""
    AUDIO.set_level(volume, muted)
