"""A game is one declared object: each game's GAME names its parts, which load only when asked for, and says
what the menu shows (name, blurb, emblem, players) without loading the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types

import msgspec
import pytest

import games
from tabletop import registry
from tabletop.game import Game
from tabletop.rules.core import Rules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_python(code: str) -> dict:
    """Runs `code` in a fresh interpreter at the repo (no screen, no sound) and returns its JSON line."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_each_game_declares_its_parts_and_they_load(game_id):
    game = games.GAMES[game_id]
    assert isinstance(game, Game) and game.id == game_id
    assert sys.modules[f"games.{game_id}"].GAME is game
    rules_class = game.rules_class()
    assert issubclass(rules_class, Rules) and (rules_class.id, rules_class.name) == (game.id, game.name)
    schema, check = game.content_schema()
    assert issubclass(schema, msgspec.Struct) and callable(check)
    assert callable(game.table_class().layout)
    assert isinstance(game.bot_hints(), types.ModuleType)
    assert game.blurb and len(game.emblem) == 3


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_declared_players_are_what_the_rules_allow_under_some_options(game_id):
    rules = registry.load_rules(game_id)
    every = [{v.key: choice} for v in rules.variants for choice in v.choices]
    low = min([rules.min_players, *(rules.min_players_for(options) for options in every)])
    assert registry.game(game_id).players == (low, rules.max_players)


def test_players_in_words():
    def game(low, high):
        return Game("g", "G", "", (0, 0, 0), (low, high), Rules)

    assert game(2, 4).players_words() == "2–4 players"
    assert game(1, 1).players_words() == "1 player" and game(3, 3).players_words() == "3 players"


def test_declaring_the_games_loads_no_rules_no_table_and_no_content():
    found = run_python(
        "import json, sys; import games; from tabletop.components import loader; "
        "print(json.dumps({'modules': sorted(m for m in sys.modules if m.startswith(('games.', 'pygame'))),"
        " 'loaded': len(loader._LOADED)}))"
    )
    assert found == {"modules": [f"games.{g}" for g in sorted(games.GAMES)], "loaded": 0}


def test_the_menu_shows_every_game_before_any_is_loaded():
    found = run_python(
        "import json, sys; from tabletop.tools.cli import install_games; install_games(); "
        "from tabletop.scenes.app import App; from tabletop.settings import Settings; "
        "app = App(Settings(), headless=True); app.go_to_menu(); app.step(1 / 60); "
        "print(json.dumps({'buttons': [b.text for b in app.stack.top.game_buttons.values()],"
        " 'rooms': sorted(m for m in sys.modules if m.startswith('games.') and m.count('.') > 1)}))"
    )
    assert found == {"buttons": list(registry.GAMES.values()), "rooms": []}


def test_an_unknown_game_is_named_with_the_known_ones():
    with pytest.raises(KeyError, match="unknown game 'nope' \\(known: rainbow_octopus, oct8"):
        registry.game("nope")
