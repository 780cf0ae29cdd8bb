"""At an Oct8 table of two people: a turn that ends by itself after a baby's extra draw 2 says why, in the
status bar and the log, before the computer is handed on."""

from __future__ import annotations

import random

import msgspec

from games.oct8.rules.events import ActionsOver
from tabletop.rules.events import of_kind
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tests.oct8.builders import RULES
from tests.test_table_ui import pump


def eager(legal, rng):
    """Picks a baby's extra action whenever offered, else a draw, else anything."""
    for kind in ("chip", "draw"):
        found = [a for a in legal if a.kind == kind]
        if found:
            return found[0]
    return rng.choice(legal)


def test_the_status_says_the_last_baby_ended_the_turn_before_the_hand_over():
    app = headless_app(handoffs=True)
    app.settings = msgspec.structs.replace(app.settings, turn_done=True)
    match = Match(RULES, default_seats(2), {}, 4)
    table = app.push(TableScene(app, match))
    pump(app)
    rng = random.Random(4)
    for _ in range(400):
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.done()
        elif table.session.turn_ending is not None:
            over = of_kind(match.state.events, ActionsOver)
            if over and over[0].actions > 1 and not over[0].babies:
                break
            table.done()
        else:
            table.play(eager(match.legal_actions(), rng))
        pump(app)
    else:
        raise AssertionError("no turn ended after a baby's extra action")
    ender = table.session.turn_ending
    title, prompt, _ = table.status_words()
    assert title == f"{match.seats[ender].name}: no baby octopus left, your turn is over"
    assert prompt.startswith("Done (Space)")
    last = table.session.entries[-1].line_for(ender)
    assert "last baby octopus: no more actions this turn" in last
    table.done()
    pump(app)
    assert isinstance(app.stack.top, HandoffScene)  # the hand-over comes after, once Done is pressed
    app.stack.clear()
