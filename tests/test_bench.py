"""The --bench command prints the figures docs/PERFORMANCE.md's table promises (no speed asserted)."""

import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import registry
from tabletop.tools import bench, busiest

pytestmark = pytest.mark.slow  # each test builds tables and times frames, or starts the app

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
    "floor_median_ms",
    "present_median_ms",
    "fps_while_hard_thinks",
    "hard_thinks_gap_p99_ms",
}


def test_bench_game_reports_every_figure_for_every_game(monkeypatch):
    monkeypatch.setattr(bench, "IDLE_SECONDS", 0.3)
    for game_id in registry.game_ids():
        figures = bench.bench_game(game_id, seconds=0.2)
        assert KEYS <= set(figures) and figures["game"] == game_id
        assert figures["frames"] > 0 and figures["frame_p99_ms"] >= figures["frame_median_ms"] > 0
        assert 0 <= figures["idle_cpu_percent"] and figures["games_per_s"] > 0
        assert figures["fps_while_hard_thinks"] > 0 and figures["hard_thinks_gap_p99_ms"] > 0


def test_actions_per_second_plays_the_simulate_commands_games_over_their_seconds(monkeypatch):
    from tabletop.tools.headless import simulate

    for game_id in ("rainbow_octopus", "oct8"):
        played = simulate(game_id, 4, None, 1, {})["mean_actions"] * 4
        clock = iter([100.0, 104.0])  # four seconds for the four games
        with monkeypatch.context() as patched:
            patched.setattr(bench.time, "perf_counter", lambda clock=clock: next(clock))
            assert bench.actions_per_second(game_id) == pytest.approx(played / 4, abs=0.05)  # mean to 0.1


def test_rules_figures_report_actions_and_hard_simulations_per_second(monkeypatch):
    from tabletop.bots.base import in_a_move
    from tabletop.rules.decisions import is_player

    monkeypatch.setattr(bench, "RULES_SEEDS", (1,))
    monkeypatch.setattr(bench, "HARD_BUDGET", 1.0)  # a busy table: a Rainbow Pirates simulation is long
    monkeypatch.setattr(bench, "HARD_DECISIONS", 1)
    for game_id in registry.game_ids():
        match = bench.hard_searching_match(game_id)
        legal = match.legal_actions()
        assert is_player(match.to_act) and len(legal) >= 3 and not in_a_move(legal), game_id
        figures = bench.rules_figures(game_id)
        assert figures["actions_per_s"] > 0 and figures["hard_sims"] > 0 and figures["hard_sims_per_s"] > 0, (
            game_id,
            figures,
        )


def test_the_hard_seat_is_the_one_to_act_and_really_thinks_in_the_worker():
    for game_id in registry.game_ids():
        match = bench.hard_thinking_match(game_id)
        seat = match.seats[match.to_act]
        assert seat.computer and seat.level == "hard" and len(match.legal_actions()) > 1


def test_frames_and_floor_frames_take_turns_while_the_card_stays_in_hand():
    app, scene = bench._table(bench.busiest_match("oct8"))
    times = bench.frame_and_floor_times(app, scene, 0.2)
    assert len(times["frame"]) == len(times["floor"]) == len(times["present"]) > 0
    assert scene.drag.held is not None
    assert scene.painter.layers_drawn <= 2  # the table before the pick-up, then without the piece in hand


def test_the_busiest_table_is_full_and_late_in_the_game():
    for game_id in registry.game_ids():
        match = bench.busiest_match(game_id)
        rules = match.rules
        assert len(match.seats) == rules.max_players_for(match.options)
        assert match.actions and match.outcome is None


def test_the_busiest_table_is_the_late_position_with_the_most_choices_and_the_busiest_piece_is_held():
    import random

    from tabletop.rules.decisions import is_player
    from tabletop.rules.match import Match, default_seats

    for game_id in registry.game_ids():
        match = bench.busiest_match(game_id)
        probe = Match(match.rules, default_seats(len(match.seats)), {}, 1)
        busiest.play_probe(game_id, probe, random.Random(1))  # random, or Normal players (BUSY_TABLE)
        replay, choices = Match(match.rules, default_seats(len(match.seats)), {}, 1), []
        for action in probe.actions:
            legal = replay.legal_actions()
            with_piece = is_player(replay.to_act) and any(a.piece for a in legal)
            choices.append(len(legal) if with_piece else -1)
            replay.apply(action)
        assert len(match.actions) >= len(choices) // 2
        assert len(match.legal_actions()) == max(choices[len(choices) // 2 :])
        app, scene = bench._table(match)
        bench._pick_up(app, scene)
        items = scene.model.items
        drawn, places = {i.piece for i in items if i.piece and bench._grip(items, i)}, {}
        for action in scene.model.legal:
            if action.piece in drawn:
                places.setdefault(action.piece, set()).add(action.target)
        assert len(places[scene.drag.held.piece]) == max(len(p) for p in places.values()), game_id


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


def test_the_longest_saved_game_opens_at_its_table_and_in_its_replay(monkeypatch):
    from tabletop.tools import open_figures

    monkeypatch.setattr(open_figures, "SEEDS", (1,))
    monkeypatch.setattr(open_figures, "OPEN_RUNS", 1)
    figures = open_figures.open_figures("oct8")
    assert figures["open_save_actions"] > 100 and figures["open_save_players"] in (2, 4)
    assert figures["open_save_s"] > 0 and figures["open_replay_s"] > 0 and figures["open_save_first_s"] > 0
    longest = open_figures.longest_game("oct8")
    unfinished = open_figures.unfinished_part(longest)
    assert longest.outcome is not None and unfinished.outcome is None
    assert list(longest.actions[: len(unfinished.actions)]) == list(unfinished.actions)
