"""Makes the app's sound effects from sine waves and seeded noise: `python -m tabletop.tools.audio_make`.

Writes assets/sounds/<name>.wav (16-bit mono, 22 050 Hz) for every effect in SOUNDS, the same
bytes on every run, and prints each file's length. Pure Python: `wave`, `math` and `random`.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

from tabletop.paths import asset

RATE = 22_050
PEAK = 0.85  # of full scale: loud enough at volume 1, never clipping
Samples = list[float]


def silence(seconds: float) -> Samples:
    """Returns `seconds` of silence."""
    return [0.0] * int(seconds * RATE)


def mix_into(base: Samples, sound: Samples, at: float, gain: float = 1.0) -> Samples:
    """Adds `sound` into `base` starting `at` seconds in (base grows if needed); returns base."""
    start = int(at * RATE)
    if len(base) < start + len(sound):
        base.extend([0.0] * (start + len(sound) - len(base)))
    for i, value in enumerate(sound):
        base[start + i] += value * gain
    return base


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Returns a gain per sample: a linear rise over `attack` s, then an exponential fall (`decay` s)."""
    rise = max(1, int(attack * RATE))
    return [i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE)) for i in range(n)]


def sweep(start_hz: float, end_hz: float, seconds: float, partials=((1.0, 1.0),)) -> Samples:
    """Returns a tone gliding from `start_hz` to `end_hz`; `partials` are (frequency ratio, level) pairs."""
    n = int(seconds * RATE)
    phase, out = 0.0, []
    for i in range(n):
        hz = start_hz + (end_hz - start_hz) * i / max(1, n - 1)
        phase += 2 * math.pi * hz / RATE
        out.append(sum(level * math.sin(phase * ratio) for ratio, level in partials))
    return out


def noise(seconds: float, seed: int, smooth: float) -> Samples:
    """Returns seeded white noise passed through a one-pole low-pass (`smooth` 0: none, near 1: dull)."""
    rng = random.Random(seed)
    last, out = 0.0, []
    for _ in range(int(seconds * RATE)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def shaped(sound: Samples, attack: float, decay: float) -> Samples:
    """Returns `sound` under an attack/decay envelope."""
    return [s * g for s, g in zip(sound, envelope(len(sound), attack, decay), strict=True)]


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))
SOFT_SQUARE = ((1.0, 1.0), (3.0, 0.22), (5.0, 0.08))


def bell(hz: float, seconds: float, decay: float) -> Samples:
    """Returns a struck bell note: a tone with bright partials, fading away."""
    return shaped(sweep(hz, hz, seconds, BELL), 0.004, decay)


# The effects ---------------------------------------------------------------------------------


def pickup() -> Samples:
    """A card lifted: a quick rising blip over a breath of paper."""
    blip = shaped(sweep(520, 960, 0.09), 0.006, 0.03)
    return mix_into(blip, shaped(noise(0.05, 11, 0.6), 0.002, 0.012), 0.0, 0.35)


def drop() -> Samples:
    """A card set down: a soft low knock with a short paper slap."""
    knock = shaped(sweep(190, 105, 0.16), 0.002, 0.035)
    return mix_into(knock, shaped(noise(0.04, 12, 0.35), 0.001, 0.008), 0.0, 0.55)


def illegal() -> Samples:
    """Not allowed: two muffled notes stepping down."""
    first = shaped(sweep(330, 320, 0.12, SOFT_SQUARE), 0.006, 0.05)
    second = shaped(sweep(247, 235, 0.16, SOFT_SQUARE), 0.006, 0.07)
    return mix_into(first, second, 0.12)


def draw() -> Samples:
    """A card slid off the deck: a swish that swells and fades."""
    swish = noise(0.22, 13, 0.72)
    n = len(swish)
    return [s * math.sin(math.pi * i / n) ** 2 for i, s in enumerate(swish)]


def shuffle() -> Samples:
    """A riffle shuffle: quickening clicks of cards over a soft rush."""
    sound = [0.3 * s for s in draw()] + silence(0.5)
    at, gap = 0.02, 0.06
    for k in range(16):
        mix_into(sound, shaped(noise(0.025, 100 + k, 0.3), 0.001, 0.006), at, 0.8)
        at += gap
        gap = max(0.022, gap * 0.9)
    return mix_into(sound, shaped(noise(0.12, 99, 0.55), 0.004, 0.04), at + 0.03, 0.9)


def turn() -> Samples:
    """A new player's turn: a gentle two-note chime."""
    return mix_into(bell(880, 0.3, 0.12), bell(660, 0.45, 0.16), 0.16, 0.9)


def victory() -> Samples:
    """A game won: a rising arpeggio that rings out, with a sparkle on top."""
    sound: Samples = []
    for k, hz in enumerate((523.25, 659.25, 783.99)):
        mix_into(sound, bell(hz, 0.35, 0.14), 0.11 * k, 0.8)
    mix_into(sound, bell(1046.5, 1.0, 0.35), 0.33)
    mix_into(sound, bell(783.99, 1.0, 0.35), 0.33, 0.5)
    for k, hz in enumerate((2093.0, 2637.0, 3136.0)):
        mix_into(sound, bell(hz, 0.2, 0.05), 0.45 + 0.07 * k, 0.18)
    return sound


SOUNDS: dict[str, Callable[[], Samples]] = {
    "pickup": pickup,
    "drop": drop,
    "illegal": illegal,
    "draw": draw,
    "shuffle": shuffle,
    "turn": turn,
    "victory": victory,
}


def pcm(sound: Samples) -> bytes:
    """Returns the sound as 16-bit little-endian samples, scaled to PEAK and faded out at the very end."""
    top = max((abs(s) for s in sound), default=0.0) or 1.0
    tail = min(len(sound), int(0.01 * RATE))
    fade = [1.0] * (len(sound) - tail) + [1 - (i + 1) / tail for i in range(tail)]
    data = array("h", (round(32767 * PEAK * s / top * g) for s, g in zip(sound, fade, strict=True)))
    if sys.byteorder != "little":
        data.byteswap()
    return data.tobytes()


def write_wav(path: Path, sound: Samples) -> None:
    """Writes `sound` as a 16-bit mono WAV file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm(sound))


def main(argv: list[str] | None = None) -> int:
    """Writes every effect into the folder given (default assets/sounds); prints name and length."""
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0]) if argv else asset("sounds")
    for name, make in SOUNDS.items():
        sound = make()
        write_wav(folder / f"{name}.wav", sound)
        print(f"{name:8} {len(sound) / RATE:.2f} s  {folder / (name + '.wav')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
