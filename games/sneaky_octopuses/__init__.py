"""Sneaky Octopuses: teams of four specialist octopuses steal fish past the keepers, for 2 to 4 players."""

from tabletop.game import Game

GAME = Game(
    id="sneaky_octopuses",
    name="Sneaky Octopuses",
    blurb="Steal fish and throw them home past the keepers.",
    emblem=(120, 200, 255),
    players=(2, 4),
    rules="games.sneaky_octopuses.rules.game:SneakyRules",
    schema="games.sneaky_octopuses.rules.schema:Content",
    check="games.sneaky_octopuses.rules.schema:check",
    table="games.sneaky_octopuses.table.scene:SneakyTable",
    bot="games.sneaky_octopuses.rules.bot",
    reasons="games.sneaky_octopuses.rules.reasons:gain",
    sounds="games.sneaky_octopuses.rules.events:SOUNDS",
    pictures="games.sneaky_octopuses.table.rules_pictures:picture",
)
