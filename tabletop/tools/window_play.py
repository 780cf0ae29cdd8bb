"""Plays a whole game in the app's real window with the mouse, as the people at the table would.

    DISPLAY=:99 python -m tabletop.tools.window_play GAME --seats "Ana,Ben,cpu:Cleo" [--seed N]
        [--variant K=V] [--setting K=V] [--keys] [--shots DIR] [--out FILE]

The app runs as it would for a family (hand-offs on, after Done) with $OCTOPUS_TABLE_SCREEN (what the
window shows, tabletop/tools/screenmap.py), $OCTOPUS_TABLE_TRACE (the actions applied) and
$OCTOPUS_TABLE_WATCH (the secrets check on screen). This driver reads the screen's description and acts
with xdotool only: it accepts each hand-off with a click on its button, presses Done, picks in a chooser,
and plays a person's move by dragging its piece onto its place, clicking a place or a bottom-bar button.
With --keys it ends each hand-off instead with Space pressed twice fast, and counts a move applied for the
person taking over within a second after (the second press must not play for them: `double_press_moves`).
The people's moves are chosen as the conformance test's random games are (half the time the best of a
few by the game's evaluation, so a game ends). It prints one JSON line: the game, the moves made by
people and by everyone, hand-offs accepted, how it ended, the seconds, and the secrets check's findings.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from tabletop import registry
from tabletop.bots.base import value
from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match
from tabletop.tools.cli import install_games, parse_seats, parse_variants

ROOT = Path(__file__).resolve().parents[2]
GREEDY_SHARE, GREEDY_CHOICES = 0.5, 6
STUCK_SECONDS = 90  # nothing changed on screen or in the game for this long: give up and say where
BACKGROUND = ("Cancel", "Undo", "Redo", "Game log", "Since my turn", "Rules", "Menu  (Esc)", "Back")


class Driver:
    """The app under xdotool, started on a new game; reads what its window shows."""

    def __init__(self, args: argparse.Namespace, folder: Path):
        self.folder = folder
        self.screen, self.trace, self.watch = (
            folder / "screen.json",
            folder / "trace.jsonl",
            folder / "watch.json",
        )
        home = folder / "home"
        (home / "config").mkdir(parents=True, exist_ok=True)
        self.env = {
            **os.environ,
            "OCTOPUS_TABLE_HOME": str(home),
            "OCTOPUS_TABLE_SCREEN": str(self.screen),
            "OCTOPUS_TABLE_TRACE": str(self.trace),
            "OCTOPUS_TABLE_WATCH": str(self.watch),
        }
        self.env.pop("SDL_VIDEODRIVER", None)
        command = [sys.executable, str(ROOT / "main.py"), "--game", args.game, "--seats", args.seats]
        command += ["--seed", str(args.seed)] + [x for v in args.variant for x in ("--variant", v)]
        command += [x for v in args.setting for x in ("--setting", v)]
        self.app = subprocess.Popen(command, cwd=ROOT, env=self.env, stderr=open(folder / "app.err", "w"))
        found = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.app.pid), timeout=60)
        self.window = found.split()[0]

    def xdo(self, *args: str, timeout: float = 20) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout
        )
        if done.returncode != 0:
            raise RuntimeError(f"xdotool {args}: {done.stderr.strip()}")
        return done.stdout

    def shown(self) -> dict | None:
        try:
            return json.loads(self.screen.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def actions(self) -> list[Action]:
        if not self.trace.exists():
            return []
        lines = self.trace.read_text(encoding="utf-8").splitlines()
        return [Action.from_json(json.loads(line)) for line in lines if line.strip()]

    def click(self, pos: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.window, str(pos[0]), str(pos[1]))
        time.sleep(0.05)
        self.xdo("click", "--window", self.window, "1")

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.window, str(start[0]), str(start[1]))
        time.sleep(0.05)
        self.xdo("mousedown", "--window", self.window, "1")
        for k in range(1, 6):  # a hand's path, in a few steps
            x = start[0] + (end[0] - start[0]) * k // 5
            y = start[1] + (end[1] - start[1]) * k // 5
            self.xdo("mousemove", "--window", self.window, str(x), str(y))
            time.sleep(0.03)
        self.xdo("mouseup", "--window", self.window, "1")

    def perform(self, gesture: tuple) -> None:
        """Makes a gesture of `how`: ("click", point) or ("drag", from, to)."""
        kind, *points = gesture
        self.click(points[0]) if kind == "click" else self.drag(points[0], points[1])

    def picture(self, path: Path) -> None:
        subprocess.run(
            ["import", "-window", "root", str(path)], env=self.env, capture_output=True, timeout=30
        )

    def close(self) -> None:
        self.app.terminate()
        try:
            self.app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.app.kill()


def centre(rect: list[int]) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def grip(items: list[dict], piece: str) -> tuple[int, int] | None:
    """Returns a point where a press picks up `piece`: on it, under no piece drawn after it."""
    index = max((k for k, i in enumerate(items) if i["piece"] == piece), default=None)
    if index is None:
        return None
    x, y, w, h = items[index]["rect"]
    above = [i["rect"] for i in items[index + 1 :] if i["piece"] is not None]
    points = [(x + w // 2, y + h // 2)] + [(x + i, y + j) for j in range(4, h, 8) for i in range(4, w, 8)]
    return next((p for p in points if not any(inside(p, r) for r in above)), None)


def inside(p: tuple[int, int], r: list[int]) -> bool:
    return r[0] <= p[0] < r[0] + r[2] and r[1] <= p[1] < r[1] + r[3]


def place(items: list[dict], zone: str, avoid: str | None = None) -> tuple[int, int] | None:
    """Returns a point on the place `zone` (an item of that zone, or one that answers for it), off the
    piece carried."""
    own = [i for i in items if i["zone"] == zone] or [i for i in items if zone in i["answers"]]
    for item in reversed(own):
        x, y, w, h = item["rect"]
        for fx, fy in ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.2, 0.8), (0.8, 0.2)):
            p = (int(x + w * fx), int(y + h * fy))
            pieces = [i["rect"] for i in items if avoid is not None and i["piece"] == avoid]
            if not any(inside(p, r) for r in pieces):
                return p
    return None


def choose(match: Match, legal: list[Action], rng: random.Random, hints) -> Action:
    """The conformance test's biased random choice: half the time the best of a few by evaluation."""
    seat = match.to_act
    if hints is None or len(legal) == 1 or rng.random() >= GREEDY_SHARE:
        return rng.choice(legal)
    tried = rng.sample(legal, min(len(legal), GREEDY_CHOICES))
    return max(tried, key=lambda a: value(match.rules, hints, match.rules.apply_legal(match.state, a), seat))


def play(args: argparse.Namespace) -> dict:
    install_games()
    rules = registry.load_rules(args.game)
    seats = parse_seats(args.seats, None, rules.min_players)
    options = rules.check_options(len(seats), parse_variants(args.variant))
    hints = registry.load_bot(args.game)
    rng = random.Random(args.seed)
    folder = Path(args.out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    shots = Path(args.shots) if args.shots else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    driver = Driver(args, folder)
    started = time.monotonic()
    people = handoffs = picks = double_moves = 0
    last_change, last_key, ending, shot_at = time.monotonic(), None, "", -1
    try:
        while True:
            time.sleep(0.15)
            shown = driver.shown()
            if driver.app.poll() is not None:
                ending = f"the app stopped ({driver.app.returncode})"
                break
            actions = driver.actions()
            key = (json.dumps(shown, sort_keys=True), len(actions))
            if key != last_key:
                last_key, last_change = key, time.monotonic()
            elif time.monotonic() - last_change > STUCK_SECONDS:
                ending = f"stuck on {shown and shown['scene']} after {len(actions)} moves"
                break
            if shown is None or shown["busy"]:
                continue
            scene, buttons = shown["scene"], shown["buttons"]
            if shots and len(actions) // 40 != shot_at:
                shot_at = len(actions) // 40
                driver.picture(shots / f"{args.game}-{len(actions):04d}.png")
            if scene == "ResultsScene":
                ending = "results shown"
                if shots:
                    time.sleep(1.5)
                    driver.picture(shots / f"{args.game}-results.png")
                break
            if scene == "HandoffScene":
                # Its one button (a press anywhere before it wakes starts its calm second again).
                ready = [b for b in buttons if b["enabled"] and b["text"].startswith("I am")]
                if ready and args.keys:
                    before = len(driver.actions())
                    driver.xdo("key", "--window", driver.window, "--delay", "60", "space", "space")
                    handoffs += 1
                    time.sleep(1.0)
                    shown_now = driver.shown()
                    table_now = shown_now.get("table") if shown_now else None
                    viewer = table_now["viewer"] if table_now else None
                    double_moves += sum(1 for a in driver.actions()[before:] if a.seat == viewer)
                elif ready:
                    driver.click(centre(ready[0]["rect"]))
                    handoffs += 1
                    time.sleep(0.3)
                continue
            if scene == "ChooserDialog":
                options_shown = [
                    b for b in buttons if b["enabled"] and b["text"] and b["text"] not in BACKGROUND
                ]
                if options_shown:
                    driver.click(centre(rng.choice(options_shown)["rect"]))
                    picks += 1
                continue
            if scene != "TableScene":
                ok = [
                    b for b in buttons if b["enabled"] and b["text"] in ("OK", "Close", "Got it", "Continue")
                ]
                if ok:
                    driver.click(centre(ok[0]["rect"]))
                continue
            table = shown["table"]
            done = [b for b in buttons if b["enabled"] and b["text"].startswith("Done")]
            if done:
                driver.click(centre(done[0]["rect"]))
                continue
            offered = [Action.from_json(a) for a in table["legal"]]
            if table["over"] or table["covered"] or not offered or table["held"]:
                continue
            match = Match(rules, seats, options, args.seed, actions)
            if not is_player(match.to_act) or match.to_act != table["viewer"]:
                continue
            legal = set(match.legal_actions())
            offered = [a for a in offered if a in legal]
            if not offered:  # the screen shows a moment the moves written so far have passed: look again
                continue
            gesture = None
            for _ in range(12):
                action = choose(match, offered, rng, hints)
                gesture = how(action, table, buttons)
                if gesture is not None:
                    break
            if gesture is None:
                ending = f"no mouse gesture for any offered move after {len(actions)} moves"
                break
            driver.perform(gesture)
            people += 1
            time.sleep(0.25)
    finally:
        if shots and not ending.startswith("results"):
            driver.picture(shots / f"{args.game}-last.png")
        driver.close()
    watch = json.loads(driver.watch.read_text()) if driver.watch.exists() else {}
    final = driver.actions()
    match = Match(rules, seats, options, args.seed, final)
    return {
        "game": args.game,
        "seats": args.seats,
        "moves_by_people": people,
        "moves": len(final),
        "handoffs": handoffs,
        "double_press_moves": double_moves,
        "chooser_picks": picks,
        "ending": ending,
        "over": match.outcome is not None,
        "seconds": round(time.monotonic() - started, 1),
        "leaks": watch.get("leaks"),
        "faces_checked": watch.get("faces_checked"),
    }


def how(action: Action, table: dict, buttons: list[dict]):
    """Returns the mouse gesture that makes `action`: ("click", point) or ("drag", from, to), or None."""
    wanted = action.to_json()
    for text, offered in table["buttons"].items():
        if offered == wanted:
            shown = next((b for b in buttons if b["text"] == text and b["enabled"]), None)
            return None if shown is None else ("click", centre(shown["rect"]))
    items = table["items"]
    if action.piece is not None and action.target is not None:
        start, end = grip(items, action.piece), place(items, action.target, avoid=action.piece)
        return None if start is None or end is None else ("drag", start, end)
    if action.target is not None and action.piece is None:
        point = place(items, action.target)
        return None if point is None else ("click", point)
    if action.piece is not None:
        point = grip(items, action.piece)
        return None if point is None else ("click", point)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.tools.window_play")
    parser.add_argument("game")
    parser.add_argument("--seats", default="Ana,Ben,cpu:Cleo")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", action="append", default=[], metavar="K=V")
    parser.add_argument("--setting", action="append", default=[], metavar="K=V", help="an app setting")
    parser.add_argument("--keys", action="store_true", help="end hand-offs with Space pressed twice fast")
    parser.add_argument("--shots", metavar="DIR", help="a screenshot every 40 moves and of the results")
    parser.add_argument("--out-dir", default="window-play", help="the app's data, trace and screen files")
    print(json.dumps(play(parser.parse_args(argv))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
