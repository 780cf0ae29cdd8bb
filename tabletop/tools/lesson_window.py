"""Plays a game's lesson in the app's real window with the mouse, as a newcomer would, with a screenshot of
every step.

    DISPLAY=:97 python -m tabletop.tools.lesson_window GAME --shots DIR [--out-dir DIR]

It opens `main.py --tutorial GAME` with $OCTOPUS_TABLE_SCREEN (what the window shows) and
$OCTOPUS_TABLE_TRACE (the actions applied), and acts with xdotool only: Next on the tutor's panel where a
step only explains, else the one move the table offers (the lesson's), dragged or clicked as a person
would (the gestures of tabletop/tools/window_play.py). It stops at the lesson's end (its Play a real game
button) and prints one JSON line: the game, the pictures taken, the moves made, the Next presses, seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from tabletop.rules.core import Action
from tabletop.tools.window_play import ROOT, Driver, centre, how

STUCK_SECONDS = 60
NEXT, END = "Next  (Enter)", "Play a real game"


def launch(game: str, folder: Path) -> Driver:
    """Starts the app on the game's lesson, its screen and trace written into `folder`."""
    driver = Driver.__new__(Driver)
    driver.folder = folder
    driver.screen, driver.trace, driver.watch = (
        folder / "screen.json",
        folder / "trace.jsonl",
        folder / "w.json",
    )
    for old in (driver.screen, driver.trace):
        old.unlink(missing_ok=True)
    home = folder / "home"
    (home / "config").mkdir(parents=True, exist_ok=True)
    driver.env = {
        **os.environ,
        "OCTOPUS_TABLE_HOME": str(home),
        "OCTOPUS_TABLE_SCREEN": str(driver.screen),
        "OCTOPUS_TABLE_TRACE": str(driver.trace),
    }
    driver.env.pop("SDL_VIDEODRIVER", None)
    command = [sys.executable, str(ROOT / "main.py"), "--tutorial", game]
    driver.app = subprocess.Popen(command, cwd=ROOT, env=driver.env, stderr=open(folder / "app.err", "w"))
    found = driver.xdo("search", "--sync", "--onlyvisible", "--pid", str(driver.app.pid), timeout=60)
    driver.window = found.split()[0]
    return driver


def play(game: str, shots: Path, folder: Path) -> dict:
    shots.mkdir(parents=True, exist_ok=True)
    folder.mkdir(parents=True, exist_ok=True)
    driver = launch(game, folder)
    started = last_change = time.monotonic()
    moves = nexts = 0
    seen: list[int] = []
    last_key, ending = None, ""
    try:
        while True:
            time.sleep(0.3)
            shown = driver.shown()
            if driver.app.poll() is not None:
                ending = f"the app stopped ({driver.app.returncode})"
                break
            key = json.dumps(shown, sort_keys=True)
            if key != last_key:
                last_key, last_change = key, time.monotonic()
            elif time.monotonic() - last_change > STUCK_SECONDS:
                ending = f"stuck after {moves} moves and {nexts} Next presses"
                break
            if shown is None or shown["busy"] or shown["scene"] != "TableScene":
                continue
            buttons = [b for b in shown["buttons"] if b["enabled"]]
            texts = [b["text"] for b in buttons]
            table = shown["table"]
            if END in texts:
                time.sleep(1.0)
                driver.picture(shots / f"{game}-end.png")
                ending = "the lesson's end"
                break
            offered = [Action.from_json(a) for a in table["legal"]]
            if not offered and NEXT not in texts:
                continue
            act = moves + nexts
            if act not in seen:  # a picture of each step before it is acted on
                seen.append(act)
                time.sleep(0.8)  # let the pieces settle before the picture
                driver.picture(shots / f"{game}-{act + 1:02d}.png")
                continue  # look again: the screen may have moved on while the picture was taken
            if NEXT in texts:
                driver.click(centre(next(b for b in buttons if b["text"] == NEXT)["rect"]))
                nexts += 1
                time.sleep(0.4)
                continue
            if len(offered) == 1 and not table["held"] and not table["covered"]:
                gesture = how(offered[0], table, shown["buttons"])
                if gesture is None:
                    ending = f"no mouse gesture for {offered[0]}"
                    break
                driver.perform(gesture)
                moves += 1
                time.sleep(0.6)
    finally:
        if not ending.startswith("the lesson"):
            driver.picture(shots / f"{game}-last.png")
        driver.close()
    return {
        "game": game,
        "pictures": len(seen),
        "moves": moves,
        "next_presses": nexts,
        "ending": ending,
        "seconds": round(time.monotonic() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.tools.lesson_window")
    parser.add_argument("game")
    parser.add_argument("--shots", required=True)
    parser.add_argument("--out-dir", default="lesson-window")
    args = parser.parse_args(argv)
    figures = play(args.game, Path(args.shots), Path(args.out_dir))
    print(json.dumps(figures))
    return 0 if figures["ending"] == "the lesson's end" else 1


if __name__ == "__main__":
    sys.exit(main())
