"""Saves: the round trip of random games of every game, atomic writes, and every kind of bad save."""

from __future__ import annotations

import json
import os
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_conformance import settings as game_settings

import games
from tabletop import saves
from tabletop.restore import load
from tabletop.rules.match import SEAT_COLOURS, Match, Seat
from tabletop.saves import HEADER, SaveError, Slot, encode, save_match, write_atomic

NAMES = ("Ana", "Zoë", 'Ben "the Brave"', "Cleo & <Dev>", "Ema", "Finn", "Gus", "Hana")


def random_match(game_id: str, rng: random.Random, moves: int) -> Match:
    """Returns a game of `game_id` with random seats and options, after up to `moves` random moves."""
    rules = games.load_rules(game_id)
    players, options = rng.choice(game_settings(rules))
    players = rng.randint(rules.min_players_for(options), players)
    seats = [
        Seat(NAMES[n], SEAT_COLOURS[n], rng.random() < 0.5, rng.choice(("easy", "hard")))
        for n in range(players)
    ]
    match = Match(rules, seats, dict(options), rng.randrange(2**40))
    while match.legal_actions() and len(match.actions) < moves:
        match.apply(rng.choice(match.legal_actions()))
    return match


def saved_file(folder: Path, match: Match, slot: Slot | None = None) -> Path:
    path = folder / "game.json"
    save_match(path, match, slot or Slot(saves.new_match_id(match.rules.id)))
    return path


@pytest.mark.slow  # a dozen random games each, about half of them whole
@pytest.mark.parametrize("game_id", games.game_ids())
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), moves=st.one_of(st.integers(0, 80), st.just(10**6)))
def test_a_saved_game_loads_back_exactly(game_id, seed, moves):
    rng = random.Random(seed)
    match = random_match(game_id, rng, moves)
    undone = match.legal_actions()[:1]
    slot = Slot("round-trip", redo=list(undone))
    with tempfile.TemporaryDirectory() as folder:
        loaded = load(saved_file(Path(folder), match, slot))
    again = loaded.match
    assert again.state == match.state and again.actions == match.actions
    assert (again.seats, again.options, again.seed) == (match.seats, match.options, match.seed)
    assert (loaded.slot.id, loaded.slot.created, loaded.slot.redo) == (slot.id, slot.created, slot.redo)


def test_a_save_is_readable_json_with_one_action_per_line(tmp_path):
    match = random_match("rainbow_octopus", random.Random(3), 12)
    text = saved_file(tmp_path, match).read_text(encoding="utf-8")
    data = json.loads(text)
    assert list(data)[: len(HEADER)] == list(HEADER) and data["format"] == saves.FORMAT
    assert data["version"] == saves.VERSION and data["seed"] == match.seed
    lines = text.splitlines()
    start = lines.index('  "actions": [')
    assert [json.loads(line.strip().rstrip(",")) for line in lines[start + 1 : start + 13]] == [
        a.to_json() for a in match.actions
    ]


def test_the_turn_counts_changes_of_the_deciding_seat():
    match = random_match("rainbow_octopus", random.Random(1), 0)
    assert saves.turn_number(match) == 1
    while len(match.actions) < 30:
        match.apply(match.legal_actions()[0])
    seats = [a.seat for a in match.actions] + [match.to_act]
    assert saves.turn_number(match) == 1 + sum(a != b for a, b in zip(seats, seats[1:], strict=False))


# Atomic writing -------------------------------------------------------------------------------


def test_a_failed_write_leaves_the_old_save_whole_and_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    write_atomic(path, "old and whole\n")

    def crash(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        write_atomic(path, "new " * 1000)
    assert path.read_text() == "old and whole\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_the_text_is_fsynced_before_it_replaces_the_old_file(tmp_path, monkeypatch):
    order: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (order.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append("replace"), real_replace(a, b)))
    write_atomic(tmp_path / "game.json", "{}\n")
    assert order[:2] == ["fsync", "replace"]


def test_the_data_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    assert saves.data_home() == tmp_path
    monkeypatch.delenv(saves.HOME_ENV)
    assert saves.data_home().name == "OctopusTable"


# Bad saves ----------------------------------------------------------------------------------------


def resign(text: str, change) -> str:
    """Returns the save after `change(data)`, with a fresh check code (as a careful forger would)."""
    data = json.loads(text)
    change(data)
    fields = {k: data[k] for k in HEADER}
    lines = [json.dumps(a, ensure_ascii=False) for a in data["actions"]]
    return encode(fields, lines, [json.dumps(a, ensure_ascii=False) for a in data["redo"]])


def set_field(key, value):
    return lambda data: data.__setitem__(key, value)


def wrong_move(data):
    legal_first = data["actions"][5]
    data["actions"][5] = {**legal_first, "target": "nowhere:9"}


def other_result(data):
    data["result"] = {**data["result"], "to_act": (data["result"]["to_act"] or 0) + 1}


BAD = {
    "empty": (lambda text: "", "This save is empty."),
    "truncated": (lambda text: text[: len(text) * 2 // 3], "cut short"),
    "not JSON": (lambda text: "Dear diary, today we played.\n", "not a saved game"),
    "not text": (lambda text: b"\x89PNG\r\n\x1a\n\xff\xfe\x00", "not a saved game"),
    "other JSON": (lambda text: '{"name": "shopping list"}', "not an Octopus Table save"),
    "newer version": (lambda text: resign(text, set_field("version", 7)), "newer version"),
    "odd version": (lambda text: resign(text, set_field("version", "one")), "unknown format version"),
    "unknown game": (lambda text: resign(text, set_field("game", "chess")), "does not have"),
    "refused move": (lambda text: resign(text, wrong_move), "move 6"),
    "other result": (lambda text: resign(text, other_result), "does not replay to the game it recorded"),
    "hand-edited": (lambda text: text.replace('"seed": ', '"seed": 1', 1), "changed after it was written"),
    "bad seed": (lambda text: resign(text, set_field("seed", "42")), "damaged"),
    "bad id": (lambda text: resign(text, set_field("id", "../../escape")), "damaged"),
    "bad seats": (lambda text: resign(text, set_field("seats", [{"name": "Ana"}])), "damaged"),
    "bad options": (lambda text: resign(text, set_field("options", {"tides": "sometimes"})), "not allowed"),
    "bad action": (lambda text: resign(text, lambda d: d["actions"].__setitem__(0, {"kind": 5})), "damaged"),
}


@pytest.fixture(scope="module")
def good_save() -> str:
    match = random_match("rainbow_octopus", random.Random(9), 40)
    with tempfile.TemporaryDirectory() as folder:
        return saved_file(Path(folder), match).read_text(encoding="utf-8")


@pytest.mark.parametrize("kind", BAD)
def test_a_bad_save_gives_one_clear_sentence_and_is_left_alone(kind, good_save, tmp_path):
    spoil, words = BAD[kind]
    content = spoil(good_save)
    path = tmp_path / "bad.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    with pytest.raises(SaveError) as refused:
        load(path)
    sentence = str(refused.value)
    assert words in sentence, sentence
    assert "\n" not in sentence and sentence[0].isupper() and sentence.endswith((".", ")")), sentence
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_missing_file_and_a_folder_are_explained(tmp_path):
    with pytest.raises(SaveError, match="no file named"):
        load(tmp_path / "nothing.json")
    with pytest.raises(SaveError, match="is a folder"):
        load(tmp_path)


@settings(max_examples=60, deadline=None)
@given(cut=st.floats(0, 1), flip=st.integers(0, 10**9), byte=st.integers(0, 255))
def test_any_cut_or_changed_byte_is_refused_or_harmless(good_save, cut, flip, byte):
    data = good_save.encode("utf-8")
    spoiled = [
        data[: int(len(data) * cut)],
        data[: flip % len(data)] + bytes([byte]) + data[flip % len(data) + 1 :],
    ]
    with tempfile.TemporaryDirectory() as folder:
        original = load(write_bytes(Path(folder) / "good.json", data)).match
        for content in spoiled:
            try:
                loaded = load(write_bytes(Path(folder) / "bad.json", content))
            except SaveError:
                continue
            assert loaded.match.actions == original.actions and loaded.match.state == original.state


def write_bytes(path: Path, content: bytes) -> Path:
    path.write_bytes(content)
    return path
