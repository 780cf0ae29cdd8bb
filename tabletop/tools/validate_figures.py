"""`python -m tabletop.tools.validate_figures [FOLDER]`: each broken file through `main.py --validate`.

The bad-input promise, as figures: each file of the corpus (default tests/bad_yaml/, plus a
50 MB file and an alias bomb made here) must give exit code 2 and one line, no traceback, run
no code, and return within 2 s, measured on the command line a player would use (a fresh
process, start-up included) and inside the app (the loader alone). One line per file, then one
JSON line; exit 1 if any file breaks a promise.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tabletop import registry
from tabletop.components.loader import ComponentError, load_components
from tabletop.tools.cli import UsageError
from tabletop.tools.validate import game_for

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "bad_yaml"
LIMIT_S = 2.0
MARKER = Path("/tmp/octopus-table-pwned")  # what the corpus's !!python tags would create if they ran


def made_files(folder: Path) -> list[Path]:
    """Writes the two files too big to keep in the repository: 50 MB of text, and an alias bomb."""
    game = registry.game_ids()[0].encode()
    huge = folder / "fifty_mb.yaml"
    with huge.open("wb") as out:
        out.write(b"# game: " + game + b"\nhand_limit: 8\nnotes: ")
        out.write(b"x" * (50 * 1024 * 1024))
    levels = [f"l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]" for n in range(1, 12)]
    bomb = folder / "alias_bomb.yaml"
    bomb.write_text(f"# game: {game.decode()}\nl0: &l0 [lol]\n" + "\n".join(levels) + "\n")
    return [huge, bomb]


def loader_seconds(path: Path) -> float:
    """Returns how long the app's loader takes to refuse (or accept) the file, in this process."""
    try:
        schema, check = registry.components_schema(game_for(path, None))
    except UsageError:  # no game named: the command line's own line says so
        return 0.0
    start = time.perf_counter()
    try:
        load_components(path, schema, check)
    except ComponentError:
        pass
    return time.perf_counter() - start


def measure(path: Path) -> dict:
    """Runs `main.py --validate PATH` in a fresh process; returns its figures and what it printed."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--validate", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    seconds = time.perf_counter() - start
    lines = done.stdout.splitlines() + done.stderr.splitlines()
    return {
        "file": path.name,
        "cli_s": round(seconds, 2),
        "load_s": round(loader_seconds(path), 3),
        "exit": done.returncode,
        "lines": len(lines),
        "traceback": "Traceback" in done.stdout + done.stderr,
        "said": lines[0] if lines else "",
    }


def summary(rows: list[dict], code_ran: bool) -> dict:
    """Returns the JSON figures of a run: the slowest file and how many broke each promise."""
    slowest = max(rows, key=lambda r: r["cli_s"])
    return {
        "files": len(rows),
        "slowest": slowest["file"],
        "slowest_cli_s": slowest["cli_s"],
        "slowest_load_s": max(r["load_s"] for r in rows),
        "limit_s": LIMIT_S,
        "over_limit": sum(r["cli_s"] > LIMIT_S or r["load_s"] > LIMIT_S for r in rows),
        "not_one_line_exit_2": sum(r["exit"] != 2 or r["lines"] != 1 for r in rows),
        "tracebacks": sum(r["traceback"] for r in rows),
        "code_ran": code_ran,
    }


def main(argv: list[str] | None = None) -> int:
    """Prints a line per file and the JSON figures last; exits 1 if any file breaks a promise."""
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else CORPUS
    MARKER.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="octopus-bad-yaml-") as scratch:
        paths = sorted(folder.glob("*.yaml")) + ([] if args else made_files(Path(scratch)))
        rows = [measure(path) for path in paths]
    if not rows:
        print(f"no .yaml files in {folder}")
        return 1
    for r in rows:
        said = r["said"][:90]
        print(f"{r['file']:<26} {r['cli_s']:5.2f} s  load {r['load_s']:6.3f} s  exit {r['exit']}  {said}")
    figures = summary(rows, MARKER.exists())
    print(json.dumps(figures))
    broken = figures["over_limit"] + figures["not_one_line_exit_2"] + figures["tracebacks"]
    return 1 if broken or figures["code_ran"] else 0


if __name__ == "__main__":
    from tabletop.tools.cli import install_games

    install_games()
    sys.exit(main())
