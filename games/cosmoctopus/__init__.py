"""Cosmoctopus: steer the cosmic octopus through the Inky Realm and gather 8 tentacles, for 1 to 4 players."""

from tabletop.game import Game

GAME = Game(
    id="cosmoctopus",
    name="Cosmoctopus",
    blurb="Steer the cosmic octopus and summon it with 8 tentacles.",
    emblem=(150, 100, 230),
    players=(1, 4),
    rules="games.cosmoctopus.rules.game:CosmoRules",
    schema="games.cosmoctopus.rules.schema:Content",
    check="games.cosmoctopus.rules.schema:check",
    table="games.cosmoctopus.table.scene:CosmoTable",
    bot="games.cosmoctopus.rules.bot",
    reasons="games.cosmoctopus.rules.reasons:gain",
    sounds="games.cosmoctopus.rules.events:SOUNDS",
    pictures="games.cosmoctopus.table.rules_pictures:picture",
    extra=("Design a layout…", "games.cosmoctopus.table.editor:EditorScene"),
)
