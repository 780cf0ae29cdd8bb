"""The pictures that show how each game looks: its table, hand-off and results, and the table in grey.

    python -m tabletop.tools.art_shots --out docs/art --tag after [--game ID]...

Each game is shown at the same seeded table every time (three seats where the game takes three, the
same random moves), so a picture taken before a change of art and one after show the same position:
`GAME-table-TAG-1920.png` and `-1280.png` (the 1920x1080 window as a 1280x720 one shows it), the same
for `handoff` and `results`, and `GAME-table-TAG-grey-1280.png`, the table in grey scale, where every
piece must still be told apart by its shape and mark.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.tools.shots import render_scene
from tabletop.tools.teach_shots import save_both

SEED = 5
MOVES = 40  # random legal moves before the table and hand-off pictures: a game well under way
SCENES = ("table", "handoff", "results")


def seated(game_id: str) -> Match:
    """Returns the game's seeded table: three seats where the game takes three, else its fewest."""
    rules = registry.load_rules(game_id)
    players = max(rules.min_players, min(3, rules.max_players))
    return Match(rules, default_seats(players, players), {}, SEED)


def grey(surface: pygame.Surface) -> pygame.Surface:
    """Returns the picture in grey scale, as a reader without colour sees it."""
    return pygame.transform.grayscale(surface)


def shots(game_id: str, out: Path, tag: str) -> list[Path]:
    """Writes the game's pictures; returns their files."""
    made = []
    for scene in SCENES:
        surface = render_scene(seated(game_id), scene, MOVES)
        made += save_both(surface, out, f"{game_id}-{scene}-{tag}")
        if scene == "table":
            path = out / f"{game_id}-table-{tag}-grey-1280.png"
            pygame.image.save(pygame.transform.smoothscale(grey(surface), (1280, 720)), str(path))
            made.append(path)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs/art", help="folder for the pictures")
    parser.add_argument("--tag", default="after", help="word in each file's name (before, after)")
    parser.add_argument("--game", action="append", help="one game (default: all)")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game_id in args.game or registry.game_ids():
        for path in shots(game_id, out, args.tag):
            print(path, flush=True)
    return 0


if __name__ == "__main__":
    from tabletop.tools.cli import install_games

    install_games()
    raise SystemExit(main())
