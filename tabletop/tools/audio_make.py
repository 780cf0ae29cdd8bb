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
#: Every effect is made this loud over its loudest WINDOW seconds (-11 dBFS): scaled by its peak alone, a
#: trill (catch) or a buzz (illegal) came out 10 dB louder than a die's rattle.
LOUD = 10 ** (-11 / 20)
WINDOW = 0.05
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


MARIMBA = ((1.0, 1.0), (4.0, 0.28), (9.9, 0.05))
#: A low voice's partials: a buzz (each partial weaker than the last) with an "ah" vowel's hump near 700 Hz.
GROWL = tuple(
    (float(k), level) for k, level in enumerate((1.0, 0.6, 0.5, 0.55, 0.7, 0.5, 0.4, 0.25, 0.15), 1)
)


def bell(hz: float, seconds: float, decay: float) -> Samples:
    """Returns a struck bell note: a tone with bright partials, fading away."""
    return shaped(sweep(hz, hz, seconds, BELL), 0.004, decay)


def voice(freq: Callable[[float], float], seconds: float, partials=((1.0, 1.0),)) -> Samples:
    """Returns a tone whose frequency follows `freq(t)` (t in seconds): a glide, a vibrato, a trill."""
    phase, out = 0.0, []
    for i in range(int(seconds * RATE)):
        phase += 2 * math.pi * freq(i / RATE) / RATE
        out.append(sum(level * math.sin(phase * ratio) for ratio, level in partials))
    return out


def mallet(hz: float, seconds: float, decay: float) -> Samples:
    """Returns a soft wooden bar struck: a round tone whose bright overtone dies first."""
    return shaped(sweep(hz, hz, seconds, MARIMBA), 0.002, decay)


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


# What happened in a game (a game's events name these: tabletop/scenes/cues.py) ---------------------------


def die() -> Samples:
    """A die rolled: hollow clicks tumbling on the table, slowing down and fading."""
    rng = random.Random(21)
    sound, at, level = silence(0.5), 0.0, 1.0
    for k in range(7):
        hz = rng.uniform(1500, 2600)
        click = mix_into(bell(hz, 0.05, 0.008), shaped(noise(0.02, 200 + k, 0.15), 0.0005, 0.004), 0.0, 0.8)
        mix_into(sound, click, at, level)
        at += 0.035 + 0.018 * k + rng.uniform(0, 0.012)
        level *= 0.8
    return sound


def flip() -> Samples:
    """A card turned face up: a quick flick of paper and a light tap as it lands."""
    flick = noise(0.06, 31, 0.15)
    n = len(flick)
    sound = [s * math.sin(math.pi * i / n) ** 3 for i, s in enumerate(flick)] + silence(0.1)
    tap = mix_into(mallet(1250, 0.08, 0.015), shaped(noise(0.015, 32, 0.4), 0.0005, 0.003), 0.0, 0.6)
    return mix_into(sound, tap, 0.065, 0.7)


def steal() -> Samples:
    """Something snatched away: a quick swoop upward and a plucked note."""
    swoop = shaped(sweep(300, 1400, 0.12, SOFT_SQUARE), 0.01, 0.08)
    return mix_into(swoop, mallet(1568, 0.22, 0.06), 0.11, 0.9)


def catch() -> Samples:
    """Caught by a keeper: a short trilled whistle."""

    def trill(t: float) -> float:
        return 2300 + 260 * min(1.0, t / 0.03) + 140 * math.sin(2 * math.pi * 28 * t)

    blast = voice(trill, 0.36, ((1.0, 1.0), (2.0, 0.08)))
    n = len(blast)
    gate = [min(1.0, i / (0.012 * RATE), (n - i) / (0.06 * RATE)) for i in range(n)]
    breath = shaped(noise(0.36, 41, 0.05), 0.01, 0.2)
    return [s * g + 0.05 * b * g for s, g, b in zip(blast, gate, breath, strict=True)]


def ink() -> Samples:
    """Ink squirted: a wet burst that blooms and fades, over a low blorp and two bubbles."""
    sound = shaped(noise(0.4, 51, 0.88), 0.006, 0.09)
    mix_into(sound, shaped(sweep(190, 70, 0.26), 0.004, 0.07), 0.0, 0.6)
    for at, hz in ((0.12, 520), (0.2, 690)):
        mix_into(sound, shaped(sweep(hz, hz * 1.8, 0.05), 0.002, 0.015), at, 0.22)
    return sound


def tentacle() -> Samples:
    """A tentacle gained: a wobbling slide upward that settles into a soft bell."""

    def slide(t: float) -> float:
        return 220 * 3 ** min(1.0, t / 0.26) * (1 + 0.03 * math.sin(2 * math.pi * 9 * t))

    wobble = shaped(voice(slide, 0.3, ((1.0, 1.0), (2.0, 0.3))), 0.02, 0.2)
    return mix_into(wobble, bell(660, 0.3, 0.09), 0.24, 0.7)


def knowledge() -> Samples:
    """Forbidden Knowledge taken: a low, strange chord that swells and shimmers, a glassy note above."""
    chord: Samples = silence(0.6)
    for hz, level in ((146.83, 1.0), (148.3, 0.7), (207.65, 0.7), (293.66, 0.45), (415.3, 0.3)):
        mix_into(chord, sweep(hz, hz, 0.6, ((1.0, 1.0), (2.0, 0.2))), 0.0, level)
    n = len(chord)
    swell = [
        min(1.0, i / (0.14 * RATE)) * math.exp(-max(0, i - 0.14 * RATE) / (0.22 * RATE)) for i in range(n)
    ]
    sound = [s * g for s, g in zip(chord, swell, strict=True)]
    return mix_into(sound, bell(1661.2, 0.4, 0.12), 0.12, 0.35)


def rainbow() -> Samples:
    """A rainbow completed: seven quick wooden notes climbing, the last one ringing."""
    sound: Samples = []
    notes = (523.25, 587.33, 659.25, 783.99, 880.0, 1046.5, 1318.5)
    for k, hz in enumerate(notes):
        last = k == len(notes) - 1
        mix_into(
            sound, mallet(hz, 0.26 if last else 0.12, 0.09 if last else 0.04), 0.05 * k, 0.9 if last else 0.7
        )
    return sound


def complete() -> Samples:
    """Something completed (an octopus, a constellation): a note and the bright chord it rises to."""
    sound = bell(659.25, 0.14, 0.05)
    for hz in (880.0, 1108.73, 1318.5):
        mix_into(sound, bell(hz, 0.38, 0.12), 0.1, 0.55)
    return sound


def block() -> Samples:
    """A black card blocked: a solid thud with a short metal ring, a shield taking the blow."""
    thud = shaped(sweep(150, 85, 0.3), 0.002, 0.05)
    mix_into(thud, shaped(noise(0.05, 61, 0.5), 0.001, 0.012), 0.0, 0.6)
    ring = shaped(sweep(620, 620, 0.3, ((1.0, 1.0), (2.76, 0.5), (5.4, 0.25))), 0.002, 0.07)
    return mix_into(thud, ring, 0.004, 0.6)


def arrgh() -> Samples:
    """Arrrgh!: a low growl sliding down, its R rolled."""

    def slide(t: float) -> float:
        return 190 - 70 * t / 0.5

    growl = voice(slide, 0.5, GROWL)
    n = len(growl)
    rolled = [
        (0.55 + 0.45 * math.sin(2 * math.pi * 26 * i / RATE))
        * min(1.0, i / (0.04 * RATE), (n - i) / (0.15 * RATE))
        for i in range(n)
    ]
    rasp = noise(0.5, 71, 0.8)
    return [(s + 0.3 * r) * g for s, r, g in zip(growl, rasp, rolled, strict=True)]


def crash() -> Samples:
    """A group knocked apart: a crash, then its pieces tumbling down."""
    sound = shaped(noise(0.5, 81, 0.35), 0.002, 0.05)
    mix_into(sound, shaped(sweep(120, 60, 0.15), 0.002, 0.04), 0.0, 0.8)
    rng = random.Random(82)
    at = 0.07
    for k in range(5):
        mix_into(sound, mallet(rng.uniform(300, 700), 0.06, 0.012), at, 0.5 - 0.07 * k)
        at += rng.uniform(0.04, 0.07)
    return sound


def gain() -> Samples:
    """A resource gained: a small bright ping."""
    return mix_into(bell(1318.5, 0.22, 0.05), bell(1975.5, 0.16, 0.035), 0.0, 0.4)


def splash() -> Samples:
    """A fish into its home tank: a drop's plop and a little splash."""
    plop = shaped(sweep(380, 1300, 0.07), 0.002, 0.03) + silence(0.25)
    mix_into(plop, shaped(noise(0.2, 91, 0.3), 0.01, 0.05), 0.04, 0.45)
    return mix_into(plop, shaped(sweep(700, 1600, 0.05), 0.002, 0.015), 0.13, 0.35)


def hit() -> Samples:
    """A thrown fish hits: a wet slap and a descending bonk."""
    bonk = shaped(sweep(520, 180, 0.16, SOFT_SQUARE), 0.002, 0.05)
    return mix_into(bonk, shaped(noise(0.06, 101, 0.2), 0.001, 0.012), 0.0, 0.8)


def alert() -> Samples:
    """Noticed (a keeper turns, a deck runs out): two quick notes rising, a curious "hm?"."""
    return mix_into(mallet(587.33, 0.12, 0.04), mallet(880.0, 0.22, 0.06), 0.09, 0.9)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "pickup": pickup,
    "drop": drop,
    "illegal": illegal,
    "draw": draw,
    "shuffle": shuffle,
    "turn": turn,
    "victory": victory,
    "die": die,
    "flip": flip,
    "steal": steal,
    "catch": catch,
    "ink": ink,
    "tentacle": tentacle,
    "knowledge": knowledge,
    "rainbow": rainbow,
    "complete": complete,
    "block": block,
    "arrgh": arrgh,
    "crash": crash,
    "gain": gain,
    "splash": splash,
    "hit": hit,
    "alert": alert,
}


def loudness(sound: Samples, seconds: float = WINDOW) -> float:
    """Returns the level of the sound's loudest stretch `seconds` long: its root mean square (full scale
    1.0), the level the ear takes a short effect at, where the peak says little (a click is all peak)."""
    width = max(1, min(len(sound), int(seconds * RATE)))
    squares = [s * s for s in sound]
    total = best = sum(squares[:width])
    for i in range(width, len(squares)):
        total += squares[i] - squares[i - width]
        best = max(best, total)
    return math.sqrt(max(best, 0.0) / width)


def pcm(sound: Samples) -> bytes:
    """Returns the sound as 16-bit little-endian samples at the loudness LOUD (never above PEAK: a quiet
    effect's peak holds it lower), faded out at the very end."""
    top = max((abs(s) for s in sound), default=0.0) or 1.0
    gain = min(PEAK / top, LOUD / (loudness(sound) or 1.0))
    tail = min(len(sound), int(0.01 * RATE))
    fade = [1.0] * (len(sound) - tail) + [1 - (i + 1) / tail for i in range(tail)]
    data = array("h", (round(32767 * gain * s * g) for s, g in zip(sound, fade, strict=True)))
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


def read_wav(path: Path) -> tuple[int, list[int]]:
    """Returns a 16-bit mono WAV file's rate and samples."""
    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth()) != (1, 2):
            raise ValueError(f"{path.name}: not 16-bit mono")
        data = array("h", source.readframes(source.getnframes()))
    if sys.byteorder != "little":
        data.byteswap()
    return source.getframerate(), list(data)


def spectrum(samples: list[float]) -> list[float]:
    """Returns the magnitudes of the sound's spectrum, bin k at k * rate / n (n: the length padded to a
    power of two), by an iterative radix-2 FFT under a Hann window."""
    n = 1 << max(1, (len(samples) - 1).bit_length())
    m = len(samples)
    re = [s * (0.5 - 0.5 * math.cos(2 * math.pi * i / max(1, m - 1))) for i, s in enumerate(samples)]
    re += [0.0] * (n - m)
    im = [0.0] * n
    j = 0
    for i in range(1, n):  # bit-reversed order
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            re[i], re[j] = re[j], re[i]
    size = 2
    while size <= n:
        step = -2 * math.pi / size
        for k in range(size // 2):
            wr, wi = math.cos(step * k), math.sin(step * k)
            for start in range(k, n, size):
                other = start + size // 2
                tr = wr * re[other] - wi * im[other]
                ti = wr * im[other] + wi * re[other]
                re[other], im[other] = re[start] - tr, im[start] - ti
                re[start], im[start] = re[start] + tr, im[start] + ti
        size *= 2
    return [math.hypot(re[k], im[k]) for k in range(n // 2)]


def measure(path: Path) -> tuple[float, float, float]:
    """Returns a WAV file's length (s), peak level (dBFS) and spectral centroid (Hz, by power)."""
    rate, data = read_wav(path)
    peak = max((abs(v) for v in data), default=0)
    power = [a * a for a in spectrum([v / 32768 for v in data])]
    bin_hz = rate / (2 * len(power))
    centroid = sum(k * bin_hz * p for k, p in enumerate(power)) / (sum(power) or 1.0)
    return len(data) / rate, 20 * math.log10(max(peak, 1) / 32768), centroid


def main(argv: list[str] | None = None) -> int:
    """Writes every effect into the folder given (default assets/sounds); prints name and length.
    `--measure [folder]` writes nothing: it prints each file's length, peak and spectral centroid."""
    argv = sys.argv[1:] if argv is None else argv
    measuring = "--measure" in argv
    argv = [a for a in argv if a != "--measure"]
    folder = Path(argv[0]) if argv else asset("sounds")
    total = 0
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        if measuring:
            seconds, peak, centroid = measure(path)
            total += path.stat().st_size
            print(f"{name:9} {seconds:.2f} s  peak {peak:5.1f} dBFS  centroid {centroid:6.0f} Hz")
            continue
        sound = make()
        write_wav(path, sound)
        print(f"{name:9} {len(sound) / RATE:.2f} s  {path}")
    if measuring:
        print(f"{len(SOUNDS)} files, {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
