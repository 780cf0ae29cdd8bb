"""Pull the plug: a child process plays with autosave on and is SIGKILLed at random moments.

Whenever it dies, its save must load, replay, and hold a prefix of the moves it was making.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop import registry
from tabletop.restore import load
from tabletop.rules.match import Match, default_seats

pytestmark = pytest.mark.slow  # child processes killed and started again

ROOT = Path(__file__).resolve().parent.parent
KILLS = 6
CHILD = """
import random, sys
from tabletop.registry import load_rules
from tabletop.tools.cli import install_games

install_games()
from tabletop.rules.match import Match, default_seats
from tabletop.saves import Slot
from tabletop.session import Session

game, players, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
match = Match(load_rules(game), default_seats(players, players), {}, seed)
session = Session(match, Slot("kill-test"))
print("saving", flush=True)
rng = random.Random(seed)
while match.legal_actions():
    session.apply(rng.choice(match.legal_actions()))
print("finished", flush=True)
"""


def planned_moves(game_id: str, players: int, seed: int, count: int) -> tuple[list, bool]:
    """Returns the child's first `count` moves (played here from the same seed) and whether it had more."""
    match = Match(registry.load_rules(game_id), default_seats(players, players), {}, seed)
    rng = random.Random(seed)
    while match.legal_actions() and len(match.actions) < count:
        match.apply(rng.choice(match.legal_actions()))
    return match.actions, bool(match.legal_actions())


def start_child(home: Path, game_id: str, players: int, seed: int) -> subprocess.Popen:
    """Starts a child playing a seeded random game with autosave into `home`."""
    env = {**os.environ, "OCTOPUS_TABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, game_id, str(players), str(seed)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )


def kill_at(children: list[subprocess.Popen], delays: list[float]) -> list[bool]:
    """Kills each child `delay` seconds after its first save; returns which were still playing."""
    for child in children:
        assert child.stdout.readline().strip() == "saving"
    started = time.monotonic()
    alive = [False] * len(children)
    for n in sorted(range(len(children)), key=delays.__getitem__):
        time.sleep(max(0.0, started + delays[n] - time.monotonic()))
        alive[n] = children[n].poll() is None
        children[n].send_signal(signal.SIGKILL)
    for child in children:
        child.wait(10)
        child.stdout.close()
    return alive


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_game_killed_at_any_moment_loads_and_loses_at_most_the_move_in_flight(game_id, tmp_path):
    rng = random.Random(game_id)
    players = registry.load_rules(game_id).max_players
    homes, seeds = [tmp_path / f"home{n}" for n in range(KILLS)], [1000 + n for n in range(KILLS)]
    children = [start_child(home, game_id, players, seed) for home, seed in zip(homes, seeds, strict=True)]
    alive = kill_at(children, [rng.uniform(0.0, 0.5) for _ in range(KILLS)])
    killed_mid_game = 0
    for n, (home, seed) in enumerate(zip(homes, seeds, strict=True)):
        # A kill between writing the finished game to the history and removing it from the
        # unfinished games leaves both: the history's copy is the later one.
        found = [home / folder / "kill-test.json" for folder in ("history", "saves")]
        found = [path for path in found if path.exists()]
        assert found, f"kill {n}: no save at all"
        loaded = load(found[0])
        saved = loaded.match.actions
        planned, more = planned_moves(game_id, players, seed, len(saved))
        assert saved == planned, f"kill {n}: the save is not the start of the moves made"
        assert loaded.match.replayed() == loaded.match.state
        killed_mid_game += alive[n] and more
    assert killed_mid_game >= KILLS // 2, "too few kills landed mid-game to mean anything"


WINDOW = """
import sys
from tabletop.tools.cli import main
sys.exit(main(["--game", sys.argv[1], "--players", "3"]))
"""


def test_sigterm_quits_the_window_at_once_without_asking_and_the_game_stays_saved(tmp_path):
    env = {**os.environ, "OCTOPUS_TABLE_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen([sys.executable, "-c", WINDOW, registry.game_ids()[0]], cwd=ROOT, env=env)
    deadline = time.monotonic() + 60
    while not list(tmp_path.rglob("*.json")):  # the table saved its new match: the window is up
        assert child.poll() is None and time.monotonic() < deadline, "the table never came up"
        time.sleep(0.1)
    time.sleep(0.5)
    child.send_signal(signal.SIGTERM)
    assert child.wait(10) == 0  # a quit dialog would have kept it running
    saved = [p for p in tmp_path.rglob("*.json") if "settings" not in p.name]
    assert saved and load(saved[0]).match.actions == []
