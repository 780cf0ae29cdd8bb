"""Effects of several steps show their count ('Submerge (Blotted Notes): move 2 of 2', 'lightning: you may
play one more card'); the PI's panel speaks in words and numbers toward its goals, and each gain is marked
where it landed ('+2' on the counter), read from the last step's events."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.table import investigator as pi_table
from games.cosmoctopus.table.scene import CosmoTable
from tests.laid_out import laid_out

from .builders import CAT, RULES, act, main, pool, row, table
from .pi_builders import pi_table as pi_game
from .pi_builders import to_pi

TABLE = CosmoTable(RULES)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def texts(state, viewer=0) -> list[str]:
    return [
        i.key.split(":", 5)[-1] for i in laid_out(RULES, TABLE, state, viewer) if i.key.startswith("co:text:")
    ]


def pills(state, viewer=0) -> list:
    return [i for i in laid_out(RULES, TABLE, state, viewer) if i.key.startswith("co:pill:")]


def test_submerge_s_moves_are_counted_in_the_panel_title():
    state = main(table(hand=("blotted-notes",)))
    pool(state, ink=3)
    row(state, "sentient-inkpot", "gilded-barnacle", "ink-rain")
    state = act(act(act(state, "play", 0, "blotted-notes", "play:0"), "propose"), "confirm")
    assert "You: Submerge (Blotted Notes): move 1 of 2" in texts(state)
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")
    assert "You: Submerge (Blotted Notes): move 2 of 2" in texts(state)


def test_a_lightning_card_says_one_more_card_may_be_played():
    state = main(table(hand=("ink-rain", "blotted-notes")))
    pool(state, whispers=3)
    assert any(t.startswith("You: play a card") for t in texts(state))
    state = act(act(act(state, "play", 0, "ink-rain", "play:0"), "propose"), "confirm")
    assert state.plays == 1 and state.lightning == 1
    assert any(t.startswith("You: lightning: you may play one more card") for t in texts(state))
    assert "lightning: play one more card" in RULES.narrator.prompt(state, 0)
    assert "⚡" not in RULES.narrator.prompt(state, 0), "the app's font has no ⚡: it shows as an empty box"


def test_a_gain_is_marked_on_the_counter_it_landed_on():
    state = act(table(), "move", 0, "head", "tile:1")
    state = act(state, "confirm")  # coin reef: 3 coins
    marks = [p for p in pills(state) if p.key.split(":")[2] == "+3"]
    assert len(marks) == 1
    counter = next(i for i in laid_out(RULES, TABLE, state, 0) if i.piece == "coins")
    assert counter.rect[0] <= marks[0].rect[0] <= counter.rect[0] + counter.rect[2]
    later = act(state, "end_turn")  # the next action has its own events: the mark is gone
    assert not [p for p in pills(later, 0) if p.key.split(":")[2] == "+3"]


def test_the_pi_s_gains_are_marked_and_its_counters_say_how_many_it_needs():
    state = to_pi(pi_game())
    row(state, "sentient-inkpot", "gilded-barnacle", "ink-rain")
    words = texts(state)
    assert words.count("of 13") == 4  # every Forbidden Knowledge tile is still there
    state.knowledge[CAT.knowledge["ink"]] = 0
    assert texts(state).count("of 13") == 3 and texts(state).count("of 8") == 1
    assert pi_table.goal(CAT, state, "ink") == (8, 1) and pi_table.goal(CAT, state, "stars") == (13, 2)
    state = RULES.apply(state, RULES.actor_action(state))  # step 1: a resource for each row card
    marked = {p.key.split(":")[2] for p in pills(state) if p.rect[0] >= pi_table.COLUMN[0]}
    assert {"+2", "+1"} <= marked  # two relics (coins) and a hallucination (whispers)
    assert texts(state).count("of 13") + texts(state).count("of 8") == 2  # the '+N' stand in their place


def test_the_pi_s_turn_panel_names_its_steps_in_words():
    state = to_pi(pi_game())
    words = " ".join(texts(state))
    assert "The Private Investigator's turn" in words and "Space or Enter" in words
    assert "then H" not in words and "then G" not in words and "a tentacle and its effect" in words


def test_the_pi_s_turn_panel_says_what_its_last_step_did():
    state = to_pi(pi_game())
    row(state, "sentient-inkpot", "gilded-barnacle", "ink-rain")
    state = RULES.apply(state, RULES.actor_action(state))
    lines = pi_table.turn_lines(CAT, RULES.view(state, 0))
    assert lines[0].startswith("Just now: The PI gains ") and lines[0].endswith("from the card row.")
    assert lines[1].startswith("Next: ")
