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

from tabletop import registry, save_reading, saves
from tabletop.restore import load
from tabletop.rules.match import SEAT_COLOURS, Match, Seat
from tabletop.saves import HEADER, SaveError, Slot, save_match, write_atomic

NAMES = ("Ana", "Zoë", 'Ben "the Brave"', "Cleo & <Dev>", "Ema", "Finn", "Gus", "Hana")


def random_match(game_id: str, rng: random.Random, moves: int) -> Match:
    """Returns a game of `game_id` with random seats and options, after up to `moves` random moves."""
    rules = registry.load_rules(game_id)
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
@pytest.mark.parametrize("game_id", registry.game_ids())
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


def test_a_save_is_readable_json_lines_a_header_then_one_move_per_line(tmp_path):
    match = random_match("rainbow_octopus", random.Random(3), 12)
    text = saved_file(tmp_path, match).read_text(encoding="utf-8")
    head, *moves = [json.loads(line) for line in text.splitlines()]
    assert list(head)[: len(HEADER)] == list(HEADER) and head["format"] == saves.FORMAT
    assert head["version"] == saves.VERSION == 2 and head["seed"] == match.seed and head["moves"] == 0
    assert [line["do"] for line in moves] == [a.to_json() for a in match.actions]
    assert [line["moves"] for line in moves] == list(range(1, 13)) and moves[-1]["to_act"] == match.to_act
    assert all(len(line["check"]) == 16 for line in [head, *moves])


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
    """Returns the save after `change(rows)` (its lines as dicts, the header first), each check code made
    afresh, as a careful forger would; a forger has not this computer's key, so the marks stay empty."""
    rows = [json.loads(line) for line in text.splitlines()]
    change(rows)
    lines, previous = [], saves.FORMAT
    for row in rows:
        fields = {k: v for k, v in row.items() if k not in ("check", "mark")}
        line, previous = saves.line(fields, previous, None)
        lines.append(line)
    return "".join(lines)


def set_field(key, value):
    return lambda rows: rows[0].__setitem__(key, value)


def wrong_move(rows):
    legal_sixth = rows[6]["do"]
    rows[6]["do"] = {**legal_sixth, "target": "nowhere:9"}


def other_result(rows):
    rows[-1]["to_act"] = (rows[-1]["to_act"] or 0) + 1


def changed_move(text: str) -> str:
    """Returns the save with a line in the middle changed (its move count) and nothing signed again."""
    lines = text.splitlines(keepends=True)
    lines[5] = lines[5].replace('"moves": 5,', '"moves": 6,', 1)
    assert lines[5] != text.splitlines(keepends=True)[5]
    return "".join(lines)


BAD = {
    "empty": (lambda text: "", "This save is empty."),
    "truncated": (lambda text: text[: text.index("\n") * 2 // 3], "cut short"),
    "not JSON": (lambda text: "Dear diary, today we played.\n", "not a saved game"),
    "not text": (lambda text: b"\x89PNG\r\n\x1a\n\xff\xfe\x00", "not a saved game"),
    "other JSON": (lambda text: '{"name": "shopping list"}', "not an Octopus Table save"),
    "newer version": (lambda text: resign(text, set_field("version", 7)), "newer version"),
    "odd version": (lambda text: resign(text, set_field("version", "one")), "unknown format version"),
    "unknown game": (lambda text: resign(text, set_field("game", "chess")), "does not have"),
    "refused move": (lambda text: resign(text, wrong_move), "move 6"),
    "other result": (lambda text: resign(text, other_result), "does not replay to the game it recorded"),
    "hand-edited": (lambda text: text.replace('"seed": ', '"seed": 1', 1), "changed after it was written"),
    "move edited": (changed_move, "changed after it was written"),
    "bad seed": (lambda text: resign(text, set_field("seed", "42")), "damaged"),
    "bad id": (lambda text: resign(text, set_field("id", "../../escape")), "damaged"),
    "bad seats": (lambda text: resign(text, set_field("seats", [{"name": "Ana"}])), "damaged"),
    "bad options": (lambda text: resign(text, set_field("options", {"tides": "sometimes"})), "not allowed"),
    "bad action": (lambda text: resign(text, lambda rows: rows[1].__setitem__("do", {"kind": 5})), "damaged"),
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
    """Harmless: the game as it stood at one of its moves (a cut or changed last line dropped, and said)."""
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
            kept = len(loaded.match.actions)
            assert loaded.match.actions == original.actions[:kept]
            assert loaded.match.state == original.steps.state(kept)
            assert loaded.notice in ("", save_reading.TORN)
            if kept < len(original.actions) and not loaded.notice:  # only a cut at a line's end says nothing
                assert content == data[: len(content)] and data[len(content) - 1 : len(content) + 1].count(
                    b"\n"
                )


def write_bytes(path: Path, content: bytes) -> Path:
    path.write_bytes(content)
    return path


# Appended lines ---------------------------------------------------------------------------------------


def session_at_home(moves: int, seed: int = 11):
    """Returns a Rainbow Octopus session saving into the data folder, after `moves` random moves."""
    from tabletop.session import Session

    match = Match(registry.load_rules("rainbow_octopus"), [Seat("Ana", "red"), Seat("Ben", "blue")], {}, seed)
    session = Session(match)
    rng = random.Random(seed)
    while match.legal_actions() and len(match.actions) < moves:
        session.apply(rng.choice(match.legal_actions()))
    return session


def home_path(session) -> Path:
    from tabletop import history

    return history.path_for(session.slot, session.over)


def test_a_move_appends_one_line_with_one_fsync_and_leaves_the_rest_as_it_was(monkeypatch, tmp_path):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(20)
    path = home_path(session)
    before = path.read_bytes()
    synced, replaced = [], []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    monkeypatch.setattr(os, "replace", lambda *a: replaced.append(a))
    session.apply(session.match.legal_actions()[0])
    after = path.read_bytes()
    assert after.startswith(before) and after.count(b"\n") == before.count(b"\n") + 1
    assert len(synced) == 1 and not replaced, "a move is one appended line and one fsync, no rename"
    assert json.loads(after.splitlines()[-1])["do"] == session.match.actions[-1].to_json()
    assert load(path).match.actions == session.match.actions


def test_undo_and_redo_are_lines_too_and_load_back_with_the_moves_to_redo(monkeypatch, tmp_path):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(0)
    match, rng = session.match, random.Random(3)
    while session.undo_reason():
        session.apply(
            rng.choice([a for a in match.legal_actions() if a.kind == "play"] or match.legal_actions())
        )
    path = home_path(session)
    lines = path.read_bytes().count(b"\n")
    assert session.undo() is not None
    assert json.loads(path.read_bytes().splitlines()[-1])["undo"] == session.slot.redo[-1].to_json()
    loaded = load(path)
    assert loaded.match.actions == match.actions and loaded.slot.redo == session.slot.redo
    assert loaded.match.state == match.state
    assert session.redo() is not None and path.read_bytes().count(b"\n") == lines + 2
    again = load(path)
    assert again.match.actions == match.actions and again.slot.redo == [] and again.match.state == match.state


def test_a_last_line_cut_short_is_dropped_and_said_and_the_game_goes_on(monkeypatch, tmp_path):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(30)
    path = home_path(session)
    whole = path.read_bytes()
    moves = list(session.match.actions)
    for cut in (3, len(whole.splitlines()[-1]) // 2, len(whole.splitlines()[-1])):
        path.write_bytes(whole[:-cut])  # the app stopped while writing the last move's line
        loaded = load(path)
        assert loaded.notice == save_reading.TORN and loaded.match.actions == moves[:-1]
        assert loaded.match.state == session.match.steps.state(len(moves) - 1)
        assert path.read_bytes() == whole[:-cut], "loading changed the file"
    path.write_bytes(whole[:-1] + b"\0" * 300)  # a power cut's zeros where the line's end was
    assert load(path).notice == save_reading.TORN
    from tabletop.session import Session

    loaded = load(path)
    again = Session(loaded.match, loaded.slot)  # the table opens it: the file is written whole again
    again.apply(loaded.match.legal_actions()[0])
    last = load(path)
    assert last.notice == "" and last.match.actions == loaded.match.actions


def test_a_save_cut_in_the_middle_or_changed_before_its_last_line_is_refused(good_save, tmp_path):
    lines = good_save.splitlines(keepends=True)
    path = tmp_path / "bad.json"
    path.write_text("".join(lines[:10] + [lines[10][:20] + "\n"] + lines[11:]), encoding="utf-8")
    with pytest.raises(SaveError, match="changed after it was written"):
        load(path)


def test_a_save_marked_here_replays_without_asking_the_rules_again(monkeypatch, tmp_path):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(40)
    path = home_path(session)
    rules = session.match.rules
    asked = []
    real = type(rules).is_legal
    monkeypatch.setattr(type(rules), "is_legal", lambda *a: asked.append(1) or real(*a))
    loaded = load(path)
    assert loaded.match.state == session.match.state and not asked, "a move of a save marked here was checked"
    foreign = tmp_path / "from-elsewhere.json"
    foreign.write_text(resign(path.read_text(encoding="utf-8"), lambda rows: None), encoding="utf-8")
    assert load(foreign).match.state == session.match.state and len(asked) == len(session.match.actions)


def test_a_save_marked_here_that_does_not_replay_to_its_lines_is_refused(monkeypatch, tmp_path):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(30)
    path = home_path(session)
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    rows[12]["to_act"] = 1 - rows[12]["to_act"]
    lines, previous, key = [], saves.FORMAT, saves.computer_key(create=False)
    for row in rows:  # signed again with this computer's own key
        line, previous = saves.line(
            {k: v for k, v in row.items() if k not in ("check", "mark")}, previous, key
        )
        lines.append(line)
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(SaveError, match="does not replay to the game it recorded"):
        load(path)


def test_opening_a_save_takes_its_steps_as_they_are_and_writes_nothing(monkeypatch, tmp_path):
    from tabletop.session import Session

    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(25)
    path = home_path(session)
    content, stamp = path.read_bytes(), path.stat().st_mtime_ns
    loaded = load(path)
    applied = []
    with monkeypatch.context() as no_replay:
        no_replay.setattr(type(loaded.match.rules), "apply", lambda *a: applied.append(1))
        again = Session(loaded.match, loaded.slot)
        assert again.entries[-1] == session.entries[-1] and again.states[-1] == session.match.state
    assert not applied and (path.read_bytes(), path.stat().st_mtime_ns) == (content, stamp)
    again.apply(loaded.match.legal_actions()[0])
    assert path.read_bytes().startswith(content) and load(path).match.actions == loaded.match.actions


def test_a_finished_game_s_file_moves_to_the_history_whole(monkeypatch, tmp_path):
    from tabletop import history

    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    session = session_at_home(10**6)
    assert session.over and not history.path_for(session.slot, False).exists()
    loaded = load(history.path_for(session.slot, True))
    assert loaded.match.actions == session.match.actions and loaded.notice == ""
