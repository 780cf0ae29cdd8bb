"""The engine's pending decisions: the prompt stack, a response window, chance and an automaton."""

from __future__ import annotations

import pytest

from tabletop.rules import decisions
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.decisions import AUTOMATON, CHANCE, Prompt
from tests.blockgame import BLOCK, BlockRules

RULES = BlockRules()


def test_the_top_prompt_says_who_acts_and_push_puts_the_first_on_top():
    state = RULES.setup(3, {}, 7)
    assert RULES.to_act(state) == 0
    decisions.push(state, Prompt(2, "a"), Prompt(1, "b"))
    assert decisions.top(state) == Prompt(2, "a") and RULES.to_act(state) == 2
    assert decisions.pop(state) == Prompt(2, "a") and RULES.to_act(state) == 1
    decisions.replace_top(state, Prompt(1, "c"))
    assert decisions.top(state).kind == "c"
    decisions.clear(state)
    assert RULES.to_act(state) is None
    with pytest.raises(IndexError):
        decisions.pop(state)


def test_a_block_window_asks_each_other_seat_in_turn_and_one_block_protects_everyone():
    state = RULES.apply(RULES.setup(3, {}, 7), Action("attack", 0))
    assert decisions.waiting(state, BLOCK) == [1, 2] and RULES.to_act(state) == 1
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.apply(state, Action("block", 2))
    state = RULES.apply(state, Action("let_through", 1))
    assert RULES.to_act(state) == 2 and state.hits == [0, 0, 0]
    state = RULES.apply(state, Action("block", 2))
    assert RULES.to_act(state) == 0 and state.hits == [0, 0, 0] and state.shields == [1, 1, 0]


def test_when_nobody_blocks_the_attack_lands_on_every_other_seat():
    state = RULES.apply(RULES.setup(3, {}, 7), Action("attack", 0))
    for seat in (1, 2):
        state = RULES.apply(state, Action("let_through", seat))
    assert state.hits == [0, 1, 1] and RULES.to_act(state) == 0


def test_chance_and_the_automaton_act_through_actor_action():
    state = RULES.apply(RULES.setup(2, {}, 7), Action("end_turn", 0))
    assert RULES.to_act(state) == CHANCE and not decisions.is_player(CHANCE)
    roll = RULES.actor_action(state)
    assert roll == RULES.actor_action(state) and roll.seat == CHANCE  # the same state, the same roll
    after = RULES.apply(state, roll)
    assert after.rng != state.rng, "chance moved the random stream on: the roll seals undo"
    assert RULES.to_act(after) == AUTOMATON
    walked = RULES.apply(after, RULES.actor_action(after))
    assert walked.keeper == 1 and RULES.to_act(walked) == 1
    with pytest.raises(ValueError):
        RULES.actor_action(walked)


def test_rolls_follow_the_seed():
    def rolls(seed: int) -> list[int]:
        state = RULES.setup(2, {}, seed)
        while RULES.outcome(state) is None:
            actor = RULES.to_act(state)
            if decisions.is_player(actor):
                action = Action("end_turn", actor)
            else:
                action = RULES.actor_action(state)
            state = RULES.apply(state, action)
        return state.rolls

    assert rolls(1) == rolls(1) and len(rolls(1)) == 2  # the third end of turn ends the game
    assert any(rolls(1) != rolls(seed) for seed in range(2, 6))


def test_a_window_marks_its_prompts_as_private_answers_and_a_plain_push_does_not():
    state = RULES.setup(3, {}, 7)
    assert not decisions.in_window(state)  # the turn prompt
    state = RULES.apply(state, Action("attack", 0))
    assert decisions.in_window(state) and all(p.window for p in state.decisions if p.kind == BLOCK)
    state = RULES.apply(state, Action("block", 1))
    assert not decisions.in_window(state) and RULES.to_act(state) == 0
    decisions.push(state, Prompt(1, BLOCK))
    assert not decisions.in_window(state)
