"""Saves written in format 1 (the whole file rewritten after every move) still open: at the table when
unfinished, in the replay when finished, each at the state it recorded.

tests/saves_v1/ holds, per game, a finished game and an unfinished one (saved after an undo, so it has a
move to redo), written by the format-1 writer of commit 968d789 (random legal games; each file holds its
seed); expected.json says what each must open to. Opening never changes the file; playing on saves the
game in format 2, in the data folder.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pygame
import pytest

from tabletop import history, save_reading, saves
from tabletop.restore import load
from tabletop.rules.match import Match
from tabletop.saves import SaveError
from tabletop.scenes.load import open_save
from tabletop.scenes.replay import ReplayScene
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app

FOLDER = Path(__file__).resolve().parent / "saves_v1"
EXPECTED = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The headless app with autosave on, saving into a fresh folder."""
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path / "home"))
    the_app = headless_app(handoffs=False)
    the_app.autosave = True
    yield the_app
    the_app.stack.clear()
    the_app.autosave = False


def copied(name: str, tmp_path: Path) -> Path:
    path = tmp_path / f"{name}.json"
    shutil.copyfile(FOLDER / f"{name}.json", path)
    return path


def replayed(match: Match, moves: int) -> Match:
    """Returns the match rebuilt from its seed and its first `moves` actions, apart from any save."""
    return Match(match.rules, match.seats, match.options, match.seed, list(match.actions[:moves]))


def pump(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def test_every_game_has_a_finished_and_an_unfinished_format_1_save():
    games_seen = {e["game"] for e in EXPECTED.values()}
    assert len(EXPECTED) == 2 * len(games_seen)
    assert all(json.loads((FOLDER / f"{n}.json").read_text())["version"] == 1 for n in EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_format_1_save_loads_to_the_state_it_recorded(name, tmp_path):
    want = EXPECTED[name]
    path = copied(name, tmp_path)
    content = path.read_bytes()
    loaded = load(path)
    match = loaded.match
    assert (match.rules.id, len(match.seats), len(match.actions)) == (
        want["game"],
        want["players"],
        want["moves"],
    )
    assert match.to_act == want["to_act"] and (match.outcome is not None) == want["over"]
    if want["over"]:
        assert (list(match.outcome.winners), list(match.outcome.scores)) == (want["winners"], want["scores"])
    assert len(loaded.slot.redo) == want["redo"]
    assert match.state == replayed(match, len(match.actions)).state
    entry = history.entry_of(path)
    assert (entry.game, entry.moves, entry.progress, entry.over) == (
        want["game"],
        want["moves"],
        want["progress"],
        want["over"],
    )
    assert path.read_bytes() == content, "loading changed the file"


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if not EXPECTED[n]["over"]))
def test_an_unfinished_format_1_save_opens_at_its_table_and_plays_on(name, app, tmp_path):
    want = EXPECTED[name]
    path = copied(name, tmp_path)
    assert open_save(app, path)
    pump(app)
    table = app.stack.top
    assert isinstance(table, TableScene) and app.frames_drawn
    match, session = table.match, table.session
    assert len(match.actions) == want["moves"] and match.state == replayed(match, want["moves"]).state
    assert len(session.entries) == want["moves"] and len(session.slot.redo) == want["redo"]
    if not session.redo_reason():
        assert session.redo() is not None and len(match.actions) == want["moves"] + 1
    session.apply(match.legal_actions()[0])
    again = load(history.path_for(session.slot, session.over))
    assert again.match.actions == match.actions and again.match.state == match.state
    assert save_reading.read_save(history.path_for(session.slot, session.over)).version == saves.VERSION == 2


@pytest.mark.parametrize("name", sorted(n for n in EXPECTED if EXPECTED[n]["over"]))
def test_a_finished_format_1_save_opens_in_its_replay(name, app, tmp_path):
    want = EXPECTED[name]
    path = copied(name, tmp_path)
    assert open_save(app, path)
    pump(app)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.position == 0
    pump(app)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)])
    assert replay.position == want["moves"]
    match = replay.match
    assert replay.timeline.state(want["moves"]) == match.state
    assert list(match.rules.outcome(replay.timeline.state(want["moves"])).winners) == want["winners"]
    middle = want["moves"] // 2
    replay.go_to(middle, animate=False)
    pump(app)
    assert replay.timeline.state(middle) == replayed(match, middle).state
    assert replay.position_text() == f"Action {middle} of {want['moves']}"


def signed_again(text: str) -> str:
    """Returns a format-1 save with its check code made afresh (as a careful forger would)."""
    cut = text.rfind('\n  "check": "')
    body = text[: cut + 1]
    return body + f'  "check": "{hashlib.sha256(body.encode()).hexdigest()}"\n}}\n'


def sixth_move_elsewhere(text: str) -> str:
    lines = text.splitlines(keepends=True)
    sixth = lines.index('  "actions": [\n') + 6
    lines[sixth] = lines[sixth].replace('"target": "oct:head-red-03"', '"target": "nowhere:9"')
    return signed_again("".join(lines))


BAD_V1 = {
    "truncated": (lambda text: text[: len(text) * 2 // 3], "cut short"),
    "hand-edited": (lambda text: text.replace('"seed": ', '"seed": 1', 1), "changed after it was written"),
    "other result": (
        lambda text: signed_again(text.replace('"to_act": 1,', '"to_act": 0,', 1)),
        "does not replay to the game it recorded",
    ),
    "refused move": (sixth_move_elsewhere, "move 6"),
    "newer version": (
        lambda text: signed_again(text.replace('"version": 1', '"version": 7', 1)),
        "newer version",
    ),
}


@pytest.mark.parametrize("kind", BAD_V1)
def test_a_bad_format_1_save_gives_one_clear_sentence_and_is_left_alone(kind, tmp_path):
    spoil, words = BAD_V1[kind]
    path = tmp_path / "bad.json"
    path.write_text(spoil((FOLDER / "oct8-unfinished.json").read_text(encoding="utf-8")), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        load(path)
    sentence = str(refused.value)
    assert words in sentence and "\n" not in sentence and sentence.endswith((".", ")")), sentence
    assert path.read_bytes() == before
