"""Rainbow Pirates: build rainbows and sets on your island, attack with black cards, 2 to 5 players."""

from tabletop.game import Game

GAME = Game(
    id="rainbow_pirates",
    name="Rainbow Pirates",
    blurb="Build rainbows on your island and raid the others with black cards.",
    emblem=(246, 196, 70),
    players=(2, 5),
    rules="games.rainbow_pirates.rules.game:PirateRules",
    schema="games.rainbow_pirates.rules.schema:Content",
    check="games.rainbow_pirates.rules.schema:check",
    table="games.rainbow_pirates.table.scene:PirateTable",
    bot="games.rainbow_pirates.rules.bot",
    reasons="games.rainbow_pirates.rules.reasons:gain",
    sounds="games.rainbow_pirates.rules.events:SOUNDS",
    pictures="games.rainbow_pirates.table.rules_pictures:picture",
)
