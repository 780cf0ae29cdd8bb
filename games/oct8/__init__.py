"""Oct8: build eight-armed octopuses from shared heads and arm cards, for 2 to 4 players."""

from tabletop.game import Game

GAME = Game(
    id="oct8",
    name="Oct8",
    blurb="Build eight-legged octopuses and ship them out.",
    emblem=(255, 170, 70),
    players=(2, 4),
    rules="games.oct8.rules.game:Oct8Rules",
    schema="games.oct8.rules.schema:Content",
    check="games.oct8.rules.schema:check",
    table="games.oct8.table.scene:Oct8Table",
    bot="games.oct8.rules.bot",
    reasons="games.oct8.rules.reasons:gain",
    sounds="games.oct8.rules.events:SOUNDS",
    pictures="games.oct8.table.rules_pictures:picture",
)
