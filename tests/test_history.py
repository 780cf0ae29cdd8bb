"""The saved games on this computer, and the command line's --load, --replay and --save-to."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tabletop import history, registry, save_reading, saves
from tabletop.restore import load
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.session import Session

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    return tmp_path


def played(moves: int | None, seed: int = 1, seats=None) -> Session:
    """Returns a Rainbow Octopus session, autosave on, after `moves` random moves (None: to the end)."""
    match = Match(registry.load_rules("rainbow_octopus"), seats or default_seats(2, 1), {}, seed)
    session = Session(match)
    rng = random.Random(seed)
    while match.legal_actions() and (moves is None or len(match.actions) < moves):
        session.apply(rng.choice(match.legal_actions()))
    return session


def test_a_game_is_saved_from_its_start_and_after_every_move(home):
    session = played(0)
    path = history.saves_dir() / f"{session.slot.id}.json"
    assert load(path).match.actions == []
    for _ in range(5):
        session.apply(session.match.legal_actions()[0])
        assert load(path).match.actions == session.match.actions


def test_a_finished_game_moves_to_the_history(home):
    session = played(None)
    name = f"{session.slot.id}.json"
    assert not (history.saves_dir() / name).exists()
    assert load(history.history_dir() / name).match.state == session.match.state
    [entry] = history.finished()
    assert entry.over and entry.winners and entry.moves == len(session.match.actions)
    assert history.unfinished() == [] and history.latest_unfinished() is None


def test_continue_picks_the_most_recently_saved_unfinished_game(home):
    seats = [Seat("Ana", "red"), Seat("Ben", "blue", computer=True)]
    older, newer = played(10, 1, seats), played(20, 2, seats)
    older.apply(older.match.legal_actions()[0])  # saving again makes it the newest
    (history.saves_dir() / "zz-broken.json").write_text("{", encoding="utf-8")
    entries = history.unfinished()
    assert [e.path.name for e in entries if not e.problem][:2] == [
        f"{older.slot.id}.json",
        f"{newer.slot.id}.json",
    ]
    assert history.latest_unfinished().path.name == f"{older.slot.id}.json"
    broken = next(e for e in entries if e.problem)
    assert broken.title == "Damaged save" and "cut short" in broken.problem
    latest = history.latest_unfinished()
    assert latest.players == "Ana and Ben (computer)" and latest.turn == saves.turn_number(older.match)


def test_when_a_save_was_made_is_said_in_words():
    now = datetime(2025, 3, 12, 15, 0, tzinfo=UTC).astimezone()
    assert history.when_text(now - timedelta(hours=1), now).startswith("Today ")
    assert history.when_text(now - timedelta(days=1), now).startswith("Yesterday ")
    assert history.when_text(now - timedelta(days=30), now).endswith(
        ("2025", "2025 " + (now - timedelta(days=30)).strftime("%H:%M"))
    )


def test_a_save_that_can_not_be_written_is_reported_not_raised(home, monkeypatch):
    session = played(3)

    def full(*_):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as disk_full:
        disk_full.setattr(saves, "write_atomic", full)
        disk_full.setattr(saves, "append_durably", full)  # a move's line is appended
        session.apply(session.match.legal_actions()[0])
        assert session.problem == "The game could not be saved (No space left on device)."
    session.apply(session.match.legal_actions()[0])
    assert session.problem == "" and load(history.saves_dir() / f"{session.slot.id}.json").match.actions == (
        session.match.actions
    ), "once the disk has room again, the next save writes the whole game"


# The command line -------------------------------------------------------------------------------


def run(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, saves.HOME_ENV: str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_simulate_writes_each_game_s_save_and_they_load(tmp_path):
    done = run(
        "--simulate", "rainbow_octopus", "--games", "3", "--save-to", str(tmp_path / "out"), home=tmp_path
    )
    assert done.returncode == 0, done.stderr
    files = sorted((tmp_path / "out").glob("*.json"))
    assert [f.name for f in files] == [f"rainbow_octopus-2p-seed{n}.json" for n in (1, 2, 3)]
    for number, path in enumerate(files, start=1):
        loaded = load(path)
        assert loaded.match.seed == number and loaded.match.outcome is not None


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("", "This save is empty."),
        ('{"format": "octopus-table-save", "ver', "cut short"),
        ("[1, 2]", "not an Octopus"),
    ],
)
def test_a_bad_save_on_the_command_line_is_one_line_and_exit_code_2(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    for option in ("--load", "--replay"):
        done = run(option, str(path), home=tmp_path)
        assert done.returncode == 2 and words in done.stderr
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert path.read_text(encoding="utf-8") == content


def test_an_unfinished_game_can_not_be_replayed(home):
    session = played(6)
    done = run("--replay", str(history.saves_dir() / f"{session.slot.id}.json"), home=home)
    assert done.returncode == 2 and "not finished" in done.stderr


def test_save_options_that_do_not_go_together_are_refused(tmp_path):
    for args, words in (
        (("--save-to", "x"), "--save-to goes with --simulate"),
        (("--load", "a", "--replay", "b"), "either --load or --replay"),
        (("--load", "a", "--game", "rainbow_octopus"), "leave out --game"),
    ):
        done = run(*args, home=tmp_path)
        assert done.returncode == 2 and words in done.stderr


def test_temporary_files_of_cut_writes_are_swept_only_when_old(home):
    folder = history.saves_dir()
    folder.mkdir(parents=True)
    old, fresh = folder / ".game.abc.tmp", folder / ".game.def.tmp"
    for path in (old, fresh):
        path.write_text("{", encoding="utf-8")
    os.utime(old, (0, 0))
    assert history.unfinished() == []
    assert not old.exists() and fresh.exists()


def test_a_long_save_is_listed_from_its_first_and_last_lines_even_with_its_last_cut_short(home, monkeypatch):
    session = played(None, seed=3, seats=default_seats(6, 5))
    path = history.history_dir() / f"{session.slot.id}.json"
    assert path.stat().st_size > save_reading.TAIL_READ, "the game is too short to read only its ends"
    whole = history.entry_of(path)
    winners = [session.match.seats[w].name for w in session.match.outcome.winners]
    assert (whole.moves, whole.over, whole.winners) == (
        len(session.match.actions),
        True,
        history.names_list(winners),
    )
    path.write_bytes(path.read_bytes()[:-30])  # the last move's line cut short: the one before it is listed
    monkeypatch.setattr(save_reading, "read_save", lambda *_: pytest.fail("the list read the whole file"))
    cut = history.entry_of(path)
    assert cut.moves == whole.moves - 1 and not cut.problem


def test_the_lists_say_how_far_a_game_is_in_the_game_s_own_word(home):
    session = played(40)
    [entry] = history.unfinished()
    assert entry.progress == f"Round {session.match.state.round}" and session.match.state.round >= 1
    oct8 = Session(Match(registry.load_rules("oct8"), default_seats(2), {}, 3))
    oct8.apply(oct8.match.legal_actions()[0])
    found = {e.game: e.progress for e in history.unfinished()}
    assert found["oct8"] == f"Turn {saves.turn_number(oct8.match)}"


def test_a_save_from_before_progress_was_kept_says_turn(home):
    path = ROOT / "tests" / "saves_v1" / "oct8-unfinished.json"  # format 1, which had no progress at first
    fixed, stood = save_reading.read_ends(path)
    del stood["progress"]
    assert history._entry(path, fixed, stood).progress == f"Turn {stood['turn']}"
