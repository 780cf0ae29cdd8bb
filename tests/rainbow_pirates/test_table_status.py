"""The top bar names who decides and what (issue 33 item 9): the attacker still holding the computer is
told their turn goes on after the answer, nobody is shown deciding meanwhile, and the one asked answers
the attacker's card by name."""

from __future__ import annotations

from games.rainbow_pirates.rules.state import BLOCK
from games.rainbow_pirates.table.seats import acting_word
from tabletop.rules.decisions import top_kind
from tabletop.scenes.handoff import HandoffScene

from .test_table_block import RULES, accept, an_attack_on_everyone, app, pump  # noqa: F401 (app: a fixture)


def test_the_attacker_is_told_the_turn_goes_on_and_the_one_asked_answers_the_card(app):  # noqa: F811
    table, match, attacker = an_attack_on_everyone(app)
    card = RULES.catalog.card_name(match.state.decisions[-1].data.card)
    asked = match.to_act
    names = [seat.name for seat in match.seats]
    pump(app)
    assert table.session.turn_ending == attacker
    assert table.status_words()[0] == f"{names[attacker]}: your turn goes on after {names[asked]} answers"
    # Nobody is marked deciding while the attacker still holds the computer.
    assert all(acting_word(table.model.view, s, None) == "" for s in range(3))
    assert not any(i.key.startswith("rp:panel:") and ":True:" in i.key for i in table.model.items)
    table.done()
    pump(app)
    assert isinstance(app.stack.top, HandoffScene)
    accept(app)
    assert top_kind(match.state) == BLOCK and table.seating.viewer == asked
    assert table.status_words()[0] == f"{names[asked]} answers {names[attacker]}'s {card}"
