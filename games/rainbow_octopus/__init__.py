"""Rainbow Octopus: race to a rainbow of tentacles while the tides change the rules."""

from tabletop.game import Game

GAME = Game(
    id="rainbow_octopus",
    name="Rainbow Octopus",
    blurb="Grow a tentacle of every colour before the tide turns.",
    emblem=(255, 123, 107),
    players=(2, 8),
    rules="games.rainbow_octopus.rules.game:RainbowOctopusRules",
    schema="games.rainbow_octopus.rules.schema:Content",
    check="games.rainbow_octopus.rules.schema:check",
    table="games.rainbow_octopus.table.scene:OctopusTable",
    bot="games.rainbow_octopus.rules.bot",
    reasons="games.rainbow_octopus.rules.reasons:gain",
    sounds="games.rainbow_octopus.rules.events:SOUNDS",
    pictures="games.rainbow_octopus.table.rules_pictures:picture",
)
