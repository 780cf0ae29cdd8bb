"""The pictures of how the app teaches, for docs/ (PLAYING.md): for each game a lesson's step, a hint lit on
the table and a computer's reason opened in the game log, at 1920x1080 and as a 1280x720 window shows them.

    python -m tabletop.tools.teach_shots --out docs [--game ID]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import msgspec
import pygame

from tabletop import registry
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, Seat
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.tutor import lesson

LESSON_STEP = 6  # the lesson's step shown: past the welcome, with a move lit
WAIT = 60.0  # seconds at most for a hint or a computer's move (a worker process thinks them)


def save_both(surface: pygame.Surface, out: Path, name: str) -> list[Path]:
    """Saves the picture at its size (1920x1080) and as a 1280x720 window shows it; returns the files."""
    paths = [out / f"{name}-1920.png", out / f"{name}-1280.png"]
    pygame.image.save(surface, str(paths[0]))
    pygame.image.save(pygame.transform.smoothscale(surface, (1280, 720)), str(paths[1]))
    return paths


def frame(app) -> pygame.Surface:
    """Draws a few frames afresh and returns the window's picture."""
    for _ in range(3):
        if app.stack.top is not None:
            app.stack.top.dirty = True
        app.step(1 / 60)
    return pygame.display.get_surface()


def until(app, done, seconds: float = WAIT) -> bool:
    """Steps the app until `done()` or `seconds` pass; returns whether it came."""
    end = time.perf_counter() + seconds
    while not done() and time.perf_counter() < end:
        app.step(1 / 60)
        time.sleep(0.005)
    return done()


def lesson_step(app, game_id: str, out: Path) -> list[Path]:
    """Plays the game's first lesson to its LESSON_STEP-th step, as a learner would, and pictures it."""
    match, tutor = lesson.start(lesson.lessons(game_id)[0])
    table = TableScene(app, match, tutor=tutor)
    app.stack.clear(table)
    for _ in range(400):
        app.step(1 / 60)
        if tutor.finished or tutor.index >= LESSON_STEP:
            break
        if tutor.can_next():
            table.carry(table.controller.next_step())
        elif tutor.waiting() and tutor.expected() is not None:
            table.play(tutor.expected())
    return save_both(frame(app), out, f"learn-{game_id}")


def table_with_a_computer(app, game_id: str, seed: int) -> TableScene:
    """Returns a table of Ana and Cleo (Normal), moved on by random moves of Ana's until Cleo has made a
    move whose reason says what it did (after a while: any reason) and Ana must choose among three or more
    moves."""
    rules = registry.load_rules(game_id)
    seats = [Seat("Ana", "red"), Seat("Cleo", "green", computer=True, level="normal")]
    match = Match(rules, seats, {}, seed)
    table = TableScene(app, match)
    app.stack.clear(table)
    rng = random.Random(seed)

    start = time.perf_counter()

    def ready() -> bool:
        said = [table.session.reason(n) for n in range(1, len(match.actions) + 1)]
        worded = any(": it " in why for why in said) or time.perf_counter() - start > WAIT and any(said)
        return worded and match.to_act == 0 and len(match.legal_actions()) >= 3 and not table.covered

    end = start + 4 * WAIT
    while not ready() and match.outcome is None and time.perf_counter() < end:
        if match.to_act == 0 and table.session.turn_ending is None and rng.random() < 0.5:
            table.play(rng.choice(match.legal_actions()))
        elif table.session.turn_ending is not None:
            table.done()
        elif not is_player(match.to_act) or match.to_act == 1:
            app.step(1 / 60)
            time.sleep(0.002)
        else:
            table.play(rng.choice(match.legal_actions()))
        app.step(1 / 60)
    return table


def hint_and_why(app, game_id: str, out: Path, seed: int = 7) -> list[Path]:
    """Pictures a hint lit on the table, then a computer's reason opened in the game log."""
    table = table_with_a_computer(app, game_id, seed)
    table.carry(table.controller.hint())
    until(app, lambda: table.toast is not None and table.toast[0].startswith("Hint:"))
    pygame.mouse.set_pos((1910, 600))  # no tooltip over the picture
    shots = save_both(frame(app), out, f"hint-{game_id}")
    table.toasts.current = None
    said = {n: table.session.reason(n) for n in range(1, len(table.match.actions) + 1)}
    worded = [n for n, why in said.items() if ": it " in why] or [n for n, why in said.items() if why]
    table.tools.opened = {worded[-1]}
    table.tools.toggle_log()
    return shots + save_both(frame(app), out, f"why-{game_id}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs", help="folder for the pictures")
    parser.add_argument("--game", action="append", help="one game (default: all)")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = headless_app()
    app.settings = msgspec.structs.replace(app.settings, computer_pause=0.0, animation_seconds=0.0)
    for game_id in args.game or registry.game_ids():
        for path in lesson_step(app, game_id, out) + hint_and_why(app, game_id, out):
            print(path, flush=True)
    app.stack.clear()
    return 0


if __name__ == "__main__":
    from tabletop.tools.cli import install_games

    install_games()
    raise SystemExit(main())
