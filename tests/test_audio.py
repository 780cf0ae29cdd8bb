"""Sound: our own effects, made reproducibly; a mixer that never stops the app; a sound for every move."""

from __future__ import annotations

import logging
import math
import os
import random
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from tabletop import audio, registry
from tabletop.paths import asset
from tabletop.rules.core import Action, GameState
from tabletop.rules.decisions import CHANCE, is_player
from tabletop.rules.match import Match, default_seats
from tabletop.scenes import cues
from tabletop.scenes.cues import move_sounds
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.table import TableScene
from tabletop.tools import audio_make
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tests.test_table_ui import drag, grip, pump, spot

ROOT = Path(__file__).resolve().parent.parent


def samples(path: Path) -> tuple[int, array]:
    with wave.open(str(path), "rb") as source:
        assert (source.getnchannels(), source.getsampwidth()) == (1, 2)
        data = array("h", source.readframes(source.getnframes()))
        return source.getframerate(), data


@pytest.fixture
def fresh_audio(monkeypatch):
    """A new Audio in place of the app's, closed afterwards."""
    player = audio.Audio()
    monkeypatch.setattr(audio, "AUDIO", player)
    yield player
    player.stop()


@pytest.fixture
def heard(monkeypatch) -> list[str]:
    """Records the effects the app asks for."""
    names: list[str] = []
    monkeypatch.setattr(audio, "play", lambda name: names.append(name) or True)
    return names


# The files -----------------------------------------------------------------------------------------


def test_the_committed_sounds_are_exactly_what_the_generator_makes(tmp_path):
    assert audio_make.main([str(tmp_path)]) == 0
    assert set(audio.NAMES) == set(audio_make.SOUNDS)
    for name in audio.NAMES:
        rate, made = samples(tmp_path / f"{name}.wav")
        committed = samples(asset("sounds", f"{name}.wav"))[1]
        assert rate == audio_make.RATE and len(made) == len(committed)
        assert max(abs(a - b) for a, b in zip(made, committed, strict=True)) <= 2  # libm may differ by a hair


def test_the_generator_makes_the_same_bytes_every_time(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    audio_make.main([str(first)])
    audio_make.main([str(second)])
    for name in audio.NAMES:
        assert (first / f"{name}.wav").read_bytes() == (second / f"{name}.wav").read_bytes(), name


#: The table's own effects, made before the games had theirs (a riffle and a chime a little longer).
TABLE_EFFECTS = ("pickup", "drop", "illegal", "draw", "shuffle", "turn", "victory")


@pytest.mark.parametrize("name", audio.NAMES)
def test_each_effect_is_short_loud_enough_and_ends_in_silence(name):
    rate, data = samples(asset("sounds", f"{name}.wav"))
    seconds = len(data) / rate
    longest = 1.5 if name == "victory" else 0.8 if name in TABLE_EFFECTS else 0.6
    assert 0.05 <= seconds <= longest
    assert 22_050 <= rate <= 44_100
    assert max(abs(v) for v in data) <= 10 ** (-1 / 20) * 32768  # at most -1 dBFS, never clipped
    assert abs(data[-1]) < 200 and abs(data[0]) < 3000  # no click at either end


def test_the_effects_are_about_equally_loud():
    """Over its loudest 50 ms each effect is -11 dBFS (a few a little quieter, held down by their peak):
    scaled by their peaks alone they spread over 10 dB, a trill twice as loud as a die."""
    levels = {}
    for name in audio.NAMES:
        data = samples(asset("sounds", f"{name}.wav"))[1]
        levels[name] = 20 * math.log10(audio_make.loudness([v / 32768 for v in data]))
    assert max(levels.values()) <= -10.8, levels
    assert max(levels.values()) - min(levels.values()) <= 4.5, levels


def test_all_the_effects_together_stay_small():
    assert sum(asset("sounds", f"{name}.wav").stat().st_size for name in audio.NAMES) <= 1_000_000


def band_levels(name: str) -> list[float]:
    """Returns an effect's spectrum in third-octave bands from 60 Hz, scaled to length 1."""
    rate, data = samples(asset("sounds", f"{name}.wav"))
    magnitudes = audio_make.spectrum([v / 32768 for v in data])
    hz = rate / (2 * len(magnitudes))
    bands = [0.0] * 28
    for k, m in enumerate(magnitudes):
        band = int(3 * math.log2(max(k * hz, 1) / 60)) if k * hz >= 60 else -1
        if 0 <= band < len(bands):
            bands[band] += m * m
    size = math.sqrt(sum(bands)) or 1.0
    return [math.sqrt(b) / size for b in bands]


def test_no_two_effects_sound_alike():
    """Their spectra differ (cosine of third-octave band levels below 0.96; a riffle and a draw, both
    paper, are the nearest at 0.94), and the game effects' spectral centroids spread over 250-2700 Hz."""
    levels = {name: band_levels(name) for name in audio.NAMES}
    for i, one in enumerate(audio.NAMES):
        for other in audio.NAMES[i + 1 :]:
            alike = sum(a * b for a, b in zip(levels[one], levels[other], strict=True))
            assert alike < 0.96, (one, other, alike)
    centroids = [audio_make.measure(asset("sounds", f"{n}.wav"))[2] for n in audio.NAMES]
    assert min(centroids) < 300 and max(centroids) > 2500


# The mixer -----------------------------------------------------------------------------------------


def test_with_the_dummy_driver_every_effect_plays_at_the_chosen_volume(fresh_audio):
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"
    assert audio.start(0.5, False)
    for name in audio.NAMES:
        assert audio.play(name)
    assert fresh_audio.level("victory") == 0.5 * audio.BALANCE["victory"]
    audio.set_level(0.5, True)
    assert fresh_audio.level("drop") == 0 and not audio.play("drop")
    assert not audio.play("no_such_sound")


def test_an_effect_is_loaded_when_first_played_not_on_the_way_to_the_menu(fresh_audio):
    assert audio.start(0.7, False) and fresh_audio.sounds == {}
    assert audio.play("die") and set(fresh_audio.sounds) == {"die"}


def test_a_broken_effect_file_leaves_the_app_silent(fresh_audio, monkeypatch, tmp_path, caplog):
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "die.wav").write_bytes(b"RIFF not a wave")
    monkeypatch.setattr(audio, "asset", lambda *parts: tmp_path.joinpath(*parts))
    assert audio.start(0.7, False)
    with caplog.at_level(logging.WARNING, logger="tabletop.audio"):
        assert not audio.play("die")
    assert not fresh_audio.ready and "no sound" in fresh_audio.problem and len(caplog.records) == 1
    assert not audio.play("drop")


def test_muted_every_effect_is_silent_and_unmuted_it_plays_again(fresh_audio, monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr(audio.time, "monotonic", lambda: clock[0])
    assert audio.start(0.7, True)
    assert not any(audio.play(name) for name in audio.NAMES)
    audio.set_level(0.0, False)
    assert not any(audio.play(name) for name in audio.NAMES)
    audio.set_level(0.7, False)
    assert all(audio.play(name) for name in audio.NAMES)


def test_an_effect_asked_again_at_once_is_not_started_twice(fresh_audio, monkeypatch):
    """A computer's quick moves: the same effect within REPEAT_GAP is one sound; another effect plays."""
    clock = [1000.0]
    monkeypatch.setattr(audio.time, "monotonic", lambda: clock[0])
    assert audio.start(0.7, False)
    assert audio.play("die")
    clock[0] += 0.05
    assert not audio.play("die")
    assert audio.play("catch")
    clock[0] += audio.REPEAT_GAP
    assert audio.play("die")


def test_a_mixer_that_fails_leaves_the_app_silent_and_says_so_once(fresh_audio, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    with caplog.at_level(logging.WARNING, logger="tabletop.audio"):
        assert not audio.start(0.7, False)
        assert not audio.start(0.7, False)
        assert not audio.play("drop")
    assert len(caplog.records) == 1 and "No available audio device" in caplog.records[0].message


def test_a_linux_machine_without_a_sound_card_is_not_even_tried(fresh_audio, monkeypatch):
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", "/nonexistent-runtime")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(audio, "Path", lambda *parts: Path("/nonexistent", *map(str, parts)))
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: pytest.fail("the mixer was tried"))
    assert not audio.start(0.7, False)
    assert "no sound card" in fresh_audio.problem


def test_the_sound_really_reaches_the_output(tmp_path):
    """SDL's disk driver writes what would be heard: a played effect is there, not silence."""
    out = tmp_path / "heard.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out), "SDL_DISKAUDIODELAY": "1"}
    code = (
        "import time; from tabletop import audio\n"
        "assert audio.start(1.0, False) and audio.play('drop'); time.sleep(0.4)"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True)
    heard = array("h", out.read_bytes())
    assert max(abs(v) for v in heard) > 3000


# What each move sounds like ----------------------------------------------------------------------


def states(rng_changed: bool) -> tuple[GameState, GameState]:
    return GameState(2, 1), GameState(2, 2 if rng_changed else 1)


@pytest.mark.parametrize(
    ("action", "rng_changed", "actors", "expected"),
    [
        (Action("play", 0, "c1", "arm:0:1"), False, (0, 0), ["drop"]),
        (Action("draw", 0, None, "deck"), False, (0, 0), ["draw"]),
        (Action("draw", 0, None, "deck"), True, (0, 0), ["shuffle", "draw"]),
        (Action("steal", 0, None, "hand:1"), True, (0, 0), ["draw"]),
        (Action("end_turn", 0), True, (0, 1), ["shuffle", "turn"]),
        (Action("discard", 0, "c1", "discard"), False, (0, 1), ["drop", "turn"]),
        (Action("play", 0, "c1", "arm:0:1"), False, (0, None), ["drop"]),
        (Action("activate", 0, "k1"), False, (0, CHANCE), ["drop"]),  # chance rolls next: no chime yet
        (Action("roll", CHANCE, choice="4"), True, (CHANCE, 1), ["shuffle", "turn"]),
    ],
)
def test_each_move_picks_its_sounds(action, rng_changed, actors, expected):
    assert move_sounds(*states(rng_changed), action, actors, frozenset({"draw", "steal"})) == expected


@pytest.mark.parametrize(
    ("action", "rng_changed", "actors", "expected"),
    [
        (Action("roll", CHANCE, choice="3"), True, (CHANCE, 0), ["die", "turn"]),  # not a shuffle
        (Action("steal", 0, None, "hand:1"), False, (0, 0), ["steal"]),  # not a draw
        (Action("give", 0, "c1", "hand:1"), False, (0, 1), ["drop", "turn"]),  # None: the plain sound
        (Action("draw", 0, None, "deck"), True, (0, 1), ["shuffle", "turn"]),  # never three
    ],
)
def test_a_game_s_own_sounds_come_first_and_a_move_makes_two_at_most(action, rng_changed, actors, expected):
    own = {"roll": "die", "steal": "steal", "give": None}
    assert move_sounds(*states(rng_changed), action, actors, frozenset({"draw", "steal"}), own) == expected


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_table_sounds_pick_up_drop_refusal_and_turns(game_id, heard):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(2), {}, 5)
    app = headless_app(handoffs=False)
    scene = app.push(TableScene(app, match))
    pump(app)
    for _ in range(40):  # play by mouse until a drag happens; each move has its sound
        legal = scene.model.legal  # a drop that means one move (several would open a chooser first)
        drops = [(a.piece, a.target) for a in legal]
        move = next(
            (a for a in legal if a.piece and a.target and drops.count((a.piece, a.target)) == 1), None
        )
        if move is not None:
            break
        scene.play(scene.model.legal[0])
        pump(app)
    assert move is not None
    heard.clear()
    piece = next(i for i in reversed(scene.model.items) if i.piece == move.piece)
    before = len(match.actions)
    drag(app, grip(scene.model.items, piece), spot(scene.model.items, move.target, avoid=move.piece))
    assert len(match.actions) == before + 1
    assert heard[0] == "pickup" and heard[1] in audio.NAMES and len(heard) <= 1 + cues.MOST
    assert heard[1] not in ("pickup", "illegal", "turn", "victory")
    assert ("turn" in heard) == (match.to_act != move.seat and is_player(match.to_act))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_an_illegal_drop_sounds_its_refusal(game_id, heard):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.min_players), {}, 3)
    app = headless_app(handoffs=False)
    scene = app.push(TableScene(app, match))
    pump(app)
    rng = random.Random(3)
    for _ in range(60):
        zones = {i.zone for i in scene.model.items if i.zone is not None}
        wrong = [
            (i, z)
            for i in scene.model.items
            if i.piece is not None and targets_for(i.piece, scene.model.legal)
            for z in sorted(zones - targets_for(i.piece, scene.model.legal))
        ]
        if wrong:
            break
        scene.play(rng.choice(scene.model.legal))
        pump(app)
    piece, zone = rng.choice(wrong)
    heard.clear()
    drag(app, grip(scene.model.items, piece), spot(scene.model.items, zone, avoid=piece.piece))
    assert heard == ["pickup", "illegal"]


def test_the_results_screen_plays_the_victory(heard):
    rules = registry.load_rules(registry.game_ids()[0])
    match = Match(rules, default_seats(2), {}, 3)
    rng = random.Random(3)
    while match.legal_actions():
        match.apply(rng.choice(match.legal_actions()))
    app = headless_app()
    app.push(ResultsScene(app, match))
    assert heard == ["victory"]
