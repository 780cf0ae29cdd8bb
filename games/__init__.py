"""The games: id -> declaration (each game's GAME). Explicit, so adding a game is one line here.

The entry point hands these to the engine (`tabletop.registry.install`); the engine imports no game."""

from __future__ import annotations

from games import cosmoctopus, oct8, rainbow_octopus, rainbow_pirates, sneaky_octopuses
from tabletop.game import Game

GAMES: dict[str, Game] = {
    "rainbow_octopus": rainbow_octopus.GAME,
    "oct8": oct8.GAME,
    "rainbow_pirates": rainbow_pirates.GAME,
    "sneaky_octopuses": sneaky_octopuses.GAME,
    "cosmoctopus": cosmoctopus.GAME,
}
