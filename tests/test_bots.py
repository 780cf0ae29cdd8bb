"""The computer players, for every registered game: legal choices only, decided from the seat's view
only, within their time budget; the game's sampler deals worlds the seat cannot tell apart."""

from __future__ import annotations

import dataclasses
import math
import random
import time
import zlib
from collections import Counter

import pytest

from tabletop import registry
from tabletop.bots.base import Budget, Decision, committed, in_a_move
from tabletop.bots.players import LEVELS, decide, levels_for, make_bot
from tabletop.game import Game
from tabletop.rules.core import Action, Rules
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, default_seats

BOT_GAMES = [g for g in registry.game_ids() if registry.load_bot(g) is not None]
#: The games with moves of several steps (Cancel offered part-way through); the others never offer Cancel.
SEVERAL_STEPS = [g for g in BOT_GAMES if g in {"oct8", "rainbow_pirates", "cosmoctopus"}]
FEW = Budget(seconds=30, simulations=40)  # a fixed amount of search: the choice depends on view and seed only


def table_sizes(rules) -> list[int]:
    return sorted({rules.min_players, min(rules.max_players, 4)})


def random_states(game_id: str, count: int, seed: int = 0):
    """Yields `count` states of random games, taken at random moments, each with a seat to act."""
    rules = registry.load_rules(game_id)
    rng = random.Random(seed)
    made = 0
    while made < count:
        players = rng.choice(table_sizes(rules))
        match = Match(rules, default_seats(players, players), {}, rng.randrange(10**6))
        for _ in range(rng.choice([0, 1, 4, 12, 30, 80, 200])):
            if not match.legal_actions():
                break
            match.apply(rng.choice(match.legal_actions()))
        if len(match.legal_actions()) > 1 and is_player(match.to_act):  # a seat's choice, not a die
            made += 1
            yield rules, match.state


def cases():
    return [
        pytest.param(game_id, level, id=f"{game_id}-{level}")
        for game_id in registry.game_ids()
        for level in levels_for(game_id)
    ]


@pytest.mark.parametrize(("game_id", "level"), cases())
def test_each_level_only_ever_returns_a_legal_action(game_id, level):
    bot = make_bot(game_id, level)
    for i, (rules, state) in enumerate(random_states(game_id, 12 if level != "hard" else 6, seed=5)):
        legal = rules.legal_actions(state)
        decision = decide(rules, state, bot, random.Random(i), FEW)
        assert decision.action in legal, f"{level} chose an illegal {decision.action}"
        assert not decision.forced


def test_a_forced_action_is_taken_without_asking_the_bot():
    class Refuses:
        def choose(self, *args):
            raise AssertionError("a bot was asked about a forced action")

    game_id = registry.game_ids()[0]
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(2, 2), {}, 3)
    rng = random.Random(1)
    while match.legal_actions():
        legal = match.legal_actions()
        if len(legal) == 1:
            assert decide(rules, match.state, Refuses(), rng, FEW) == Decision(legal[0], forced=True)
            return
        match.apply(rng.choice(legal))
    pytest.skip("no forced action came up")


def other_world(game_id: str, rules, state, seat: int, seed: int):
    """Returns a state the seat cannot tell from `state` (same view) but with its hidden parts dealt anew."""
    hints = registry.load_bot(game_id)
    world = hints.sample(rules, rules.view(state, seat), seat, random.Random(seed))
    assert rules.view(world, seat) == rules.view(state, seat), "the sample shows the seat something else"
    assert rules.legal_actions(world) == rules.legal_actions(state)
    return world


def hidden_fields_changed(state, world) -> list[str]:
    return [f.name for f in dataclasses.fields(state) if getattr(state, f.name) != getattr(world, f.name)]


def same_choice_whatever_is_hidden(game_id: str, choose, states) -> bool:
    """Tells whether `choose(rules, state, rng)`, with the same seed, chooses alike in each state
    and in a twin the acting seat cannot tell from it."""
    for i, (rules, state) in enumerate(states):
        seat = rules.to_act(state)
        world = other_world(game_id, rules, state, seat, seed=1000 + i)
        changed = set(hidden_fields_changed(state, world))
        # A game without secrets hides only its random stream (the dice to come); others hide more.
        assert changed - {"rng"} or (changed and not rules.has_secrets), "nothing hidden was changed"
        if choose(rules, world, random.Random(i)) != choose(rules, state, random.Random(i)):
            return False
    return True


def bot_choice(bot):
    return lambda rules, state, rng: decide(rules, state, bot, rng, FEW).action


@pytest.mark.parametrize("game_id", BOT_GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_what_the_seat_cannot_see_never_changes_its_choice(game_id, level):
    states = list(random_states(game_id, 10 if level != "hard" else 5, seed=11))
    assert same_choice_whatever_is_hidden(game_id, bot_choice(make_bot(game_id, level)), states)


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_the_view_check_catches_a_player_that_peeks(game_id):
    """The property above can fail: a player reading the real state (deck order, others' hands) is caught."""

    def peeks(rules, state, rng):
        legal = rules.legal_actions(state)
        return legal[zlib.crc32(repr(dataclasses.astuple(state)).encode()) % len(legal)]

    states = list(random_states(game_id, 10, seed=11))
    assert not same_choice_whatever_is_hidden(game_id, peeks, states)


@pytest.mark.parametrize("game_id", SEVERAL_STEPS)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_thinking_player_finishes_the_moves_it_begins(game_id, level):
    """Inside a move of several steps, Normal and Hard never Cancel it (they began it on purpose)."""
    rules = registry.load_rules(game_id)
    bot = make_bot(game_id, level)
    rng = random.Random(6)
    found = 0
    for seed in range(12):
        match = Match(rules, default_seats(2, 2), {}, seed)
        while match.legal_actions() and found < 8:
            legal = match.legal_actions()
            if in_a_move(legal) and len(committed(legal)) > 0 and len(legal) > 1:
                found += 1
                assert decide(rules, match.state, bot, rng, FEW).action.kind != "cancel"
            match.apply(rng.choice(committed(legal)))
    assert found, f"no move of several steps came up in {game_id}"


@pytest.mark.parametrize("game_id", [g for g in BOT_GAMES if g not in SEVERAL_STEPS])
def test_a_game_left_out_of_several_steps_never_offers_cancel(game_id):
    """The games the test above leaves out have no move a thinking player could begin and Cancel."""
    rules = registry.load_rules(game_id)
    rng = random.Random(6)
    for seed in range(6):
        match = Match(rules, default_seats(2, 2), {}, seed)
        while match.legal_actions():
            assert not in_a_move(match.legal_actions()), f"{game_id} offers Cancel: list it in SEVERAL_STEPS"
            match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game_id", BOT_GAMES)
def test_the_sampler_deals_every_component_exactly_once(game_id):
    hints = registry.load_bot(game_id)
    for i, (rules, state) in enumerate(random_states(game_id, 20, seed=3)):
        seat = rules.to_act(state)
        world = hints.sample(rules, rules.view(state, seat), seat, random.Random(i))
        assert Counter(rules.all_component_ids(world)) == Counter(rules.all_component_ids(state))
        assert world.rng != state.rng, "the sample must not know the real random stream"


class WorkClock:
    """A clock that reads the work done so far: one tick per rules step, sampled world or evaluation."""

    def __init__(self) -> None:
        self.ticks = 0
        self.inside = 0  # calls under way: what a hint does with the rules it is handed is part of its tick

    def __call__(self) -> float:
        return float(self.ticks)


class Ticking:
    """Forwards to `inner`; each call of one of `names` (not made from within another) first moves the work
    clock on by a tick."""

    def __init__(self, inner, clock: WorkClock, names: set[str]):
        self._inner, self._clock, self._names = inner, clock, names

    def __getattr__(self, name):
        attr = getattr(self._inner, name)
        if name not in self._names:
            return attr

        def ticking(*args, **kwargs):
            clock = self._clock
            clock.ticks += not clock.inside
            clock.inside += 1
            try:
                return attr(*args, **kwargs)
            finally:
                clock.inside -= 1

        return ticking


AFTER_THE_DEADLINE = 6  # ticks a decision may still take after its deadline: the step under way, and
# at most one evaluation per seat to score a finished simulation


@pytest.mark.parametrize("game_id", BOT_GAMES)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_no_part_of_thinking_runs_past_the_deadline(game_id, level):
    """Timed by the work done, so a busy machine changes nothing: with deadlines of 1 to 800 ticks the
    deadline falls in every part of a decision (the one-step scores, the tree, a rollout, the steps that
    finish a move of several steps), and after it the bot stops within a few ticks."""
    bot = make_bot(game_id, level)
    ticks = random.Random(8)
    for i, (rules, state) in enumerate(random_states(game_id, 24, seed=31)):
        clock = WorkClock()
        hints = Ticking(bot.hints, clock, {"evaluate", "sample"})
        bot.hints = hints
        if level == "hard":
            bot.prior.hints = hints
        budget = Budget(seconds=round(math.exp(ticks.uniform(0, math.log(800)))), clock=clock)
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        counted = Ticking(rules, clock, {"legal_actions", "apply_legal", "apply"})
        decision = bot.choose(counted, rules.view(state, seat), seat, legal, random.Random(i), budget)
        assert decision.action in legal
        assert clock.ticks <= budget.seconds + AFTER_THE_DEADLINE, f"state {i}: {clock.ticks} ticks"
        bot.hints = hints._inner
        if level == "hard":
            bot.prior.hints = hints._inner


@pytest.mark.parametrize("game_id", BOT_GAMES)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_decision_keeps_to_its_time_budget(game_id, level):
    """A contract check, not a speed test: the bot's own reported time is within the budget plus 0.1 s.
    Timed on the process's CPU clock, so other programs busy on the machine cannot make it fail."""
    budget = Budget(seconds=0.3, clock=time.process_time)
    bot = make_bot(game_id, level)
    for i, (rules, state) in enumerate(random_states(game_id, 4, seed=21)):
        decision = decide(rules, state, bot, random.Random(i), budget)
        assert decision.seconds <= budget.seconds + 0.1
        if level == "hard":
            assert decision.simulations > 0, "the search ran no simulations"


def test_a_game_without_bot_hints_offers_easy_only(declare):
    declare(Game("no_such_game", "No Such Game", "None.", (9, 9, 9), (2, 2), Rules))
    assert levels_for("no_such_game") == ("easy",)
    with pytest.raises(ValueError, match="no 'hard' computer player"):
        make_bot("no_such_game", "hard")
    assert type(make_bot("no_such_game", "easy")).__name__ == "RandomBot"
    assert make_bot("no_such_game", "easy").narrow is None  # no hints: any legal action


def test_easy_picks_among_the_beginner_choices_a_game_offers_and_only_legal_ones():
    from tabletop.bots.easy import RandomBot

    legal = [Action("move", 0, choice=str(n)) for n in range(6)]

    class Hints:
        def easy_choices(self, rules, view, seat, offered, rng):
            return [offered[1], offered[4], Action("fly", 0)]  # one of them not legal

    bot = RandomBot(Hints())
    picked = {bot.choose(None, None, 0, legal, random.Random(i), FEW).action for i in range(40)}
    assert picked == {legal[1], legal[4]}
    nothing = RandomBot(type("Empty", (), {"easy_choices": lambda *args: []})())
    assert len({nothing.choose(None, None, 0, legal, random.Random(i), FEW).action for i in range(60)}) == 6


def test_the_evaluation_of_an_ended_game_is_the_result():
    from tabletop.bots.base import value

    for game_id in BOT_GAMES:
        rules = registry.load_rules(game_id)
        match = Match(rules, default_seats(2, 2), {}, 8)
        rng = random.Random(2)
        while match.legal_actions():
            match.apply(rng.choice(match.legal_actions()))
        winners = match.outcome.winners
        hints = registry.load_bot(game_id)
        for seat in range(2):
            expected = 1 / len(winners) if seat in winners else 0.0
            assert value(rules, hints, match.state, seat) == expected


def test_actions_travel_as_json():
    action = Action("play", 1, "red-3-a", "arm:1:3")
    assert Action.from_json(action.to_json()) == action


def test_a_cpu_clock_timer_reads_the_clock_rarely_and_is_never_late(monkeypatch):
    reads = []
    real = time.process_time

    def counted() -> float:
        reads.append(1)
        return real()

    monkeypatch.setattr(time, "process_time", counted)
    start = time.process_time()
    timer = Budget(0.05, clock=time.process_time).timer(start)
    asked = 0
    while not timer.over():
        asked += 1
        assert real() < start + 0.05 + 0.01  # never told "not over" well after the deadline
    assert real() >= start + 0.05
    assert asked > 1000 and len(reads) < asked / 20


def test_a_timer_on_any_other_clock_reads_it_every_time():
    ticks = iter(range(100))
    timer = Budget(10, clock=lambda: next(ticks)).timer(0)
    assert [timer.over() for _ in range(12)] == [False] * 10 + [True] * 2
