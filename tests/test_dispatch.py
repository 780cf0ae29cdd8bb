"""The engine dispatches an action by (decision on top, action kind) to the handler a game marked: the one
for that decision first, then the one for any decision, then a fallback; no game writes a table."""

from __future__ import annotations

import types

import pytest

from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.decisions import CONFIRM, Prompt
from tabletop.rules.dispatch import ANY, Handlers, handles


def module_of(**functions) -> types.ModuleType:
    module = types.ModuleType("handlers_for_a_test")
    module.__dict__.update(functions)
    return module


def said(word):
    def handler(catalog, state, action):
        state.options["said"] = word

    return handler


def test_a_decisions_own_handler_wins_then_any_decisions_then_the_fallback():
    confirm_build = handles(CONFIRM, prompt="build")(said("build confirmed"))
    confirm = handles(CONFIRM)(said("confirmed"))
    play = handles("play", prompt=("turn", "free"))(said("played"))
    other = handles(ANY, prompt="turn")(said("turn fallback"))
    found = Handlers([module_of(confirm_build=confirm_build, confirm=confirm, play=play, other=other)])
    assert found.find("build", CONFIRM) is confirm_build
    assert found.find("rearrange", CONFIRM) is confirm
    assert found.find("free", "play") is play and found.find("turn", "play") is play
    assert found.find("turn", "draw") is other
    with pytest.raises(LookupError, match="no handler of action 'draw' on decision 'free'"):
        found.find("free", "draw")


def test_one_function_may_be_found_in_two_modules_but_two_for_one_place_are_refused():
    play = handles("play")(said("played"))
    assert Handlers([module_of(play=play), module_of(imported=play)]).find("", "play") is play
    twice = handles("play")(said("again"))
    with pytest.raises(ValueError, match="two handlers of action 'play' on decision '\\*'"):
        Handlers([module_of(play=play), module_of(twice=twice)])


def test_rules_apply_an_action_with_the_handler_of_the_decision_on_top():
    class Said(Rules):
        handlers = (
            module_of(
                ok=handles(CONFIRM, prompt="ask")(said("yes")), no=handles(CONFIRM)(said("plain confirm"))
            ),
        )

        def _setup(self, players, options, seed):
            return GameState(players, seed, dict(options), (Prompt(0, "ask"),))

        def _legal_actions(self, state):
            return [Action(CONFIRM, 0)]

        def outcome(self, state):
            return None

    rules = Said()
    state = rules.setup(2, {}, 1)
    assert rules.apply(state, Action(CONFIRM, 0)).options["said"] == "yes"
    state.decisions = (Prompt(0, "other"),)
    assert rules.apply(state, Action(CONFIRM, 0)).options["said"] == "plain confirm"
    assert "said" not in state.options  # the input state is never changed
