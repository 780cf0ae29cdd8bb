"""The --bench command prints the figures the README's performance table promises (no speed asserted)."""

import subprocess
import sys
from pathlib import Path

import games
from tabletop import bench

ROOT = Path(__file__).resolve().parent.parent
KEYS = {
    "game",
    "frame_median_ms",
    "frame_p99_ms",
    "floor_p99_ms",
    "frame_floor_ratio",
    "idle_cpu_percent",
    "games_per_s",
    "peak_rss_mb",
}


def test_bench_game_reports_every_figure_for_every_game(monkeypatch):
    monkeypatch.setattr(bench, "IDLE_SECONDS", 0.3)
    for game_id in games.game_ids():
        figures = bench.bench_game(game_id, seconds=0.2)
        assert KEYS <= set(figures) and figures["game"] == game_id
        assert figures["frames"] > 0 and figures["frame_p99_ms"] >= figures["frame_median_ms"] > 0
        assert 0 <= figures["idle_cpu_percent"] and figures["games_per_s"] > 0


def test_the_busiest_table_is_full_and_late_in_the_game():
    for game_id in games.game_ids():
        match = bench.busiest_match(game_id)
        rules = match.rules
        assert len(match.seats) == rules.max_players_for(match.options)
        assert match.actions and match.outcome is None


def test_first_frame_prints_when_the_menu_was_first_shown():
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--first-frame"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("first frame ") and float(done.stdout.split()[-1]) > 0
