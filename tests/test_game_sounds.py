"""Each game's own sounds: what its declaration maps to which effect, and the sound real moves make
(tabletop/scenes/cues.py), played through the real rules and the real table."""

from __future__ import annotations

import random
import typing

import pytest

from tabletop import audio, registry
from tabletop.rules.core import Action
from tabletop.rules.events import Event
from tabletop.rules.match import Match, default_seats
from tabletop.scenes import cues
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tests.test_table_ui import pump


def event_kinds(rules) -> set[type]:
    """Returns the event classes a game's state may hold (its `events` field's declared union)."""
    state = rules.setup(rules.min_players, rules.check_options(rules.min_players, {}), 1)
    union = typing.get_args(typing.get_type_hints(type(state))["events"])[0]
    return set(typing.get_args(union)) or {union}


def action_kinds(rules) -> set[str]:
    """Returns the action kinds the game's handlers answer."""
    return {kind for _, kind in rules._dispatch.by_key}


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_game_maps_its_own_events_and_actions_to_existing_sounds(game_id):
    rules = registry.load_rules(game_id)
    sounds = registry.game(game_id).sound_map()
    assert sounds, f"{game_id} makes no sound of its own"
    events, actions = event_kinds(rules), action_kinds(rules)
    for trigger, name in sounds.items():
        assert name is None or name in audio.NAMES, (trigger, name)
        if isinstance(trigger, str):
            assert trigger in actions, f"{game_id} has no action '{trigger}'"
        elif isinstance(trigger, tuple):
            kind, field, value = trigger
            assert kind in events and field in kind.__struct_fields__, trigger
            assert value is None or isinstance(value, str | int | bool), trigger
        else:
            assert issubclass(trigger, Event) and trigger in events, f"{game_id} records no {trigger}"
    named = {name for name in sounds.values() if name is not None}
    assert named - {"drop", "draw", "shuffle", "turn"}, "only the table's plain sounds"


def named(*kinds: str):
    """A test of a move: its events include one of each of these classes (by name)."""
    return lambda action, events: all(any(type(e).__name__ == k for e in events) for k in kinds)


def kind_is(kind: str, without: str = ""):
    """A test of a move: an action of this kind, recording no event of class `without`."""
    return lambda action, events: action.kind == kind and not any(type(e).__name__ == without for e in events)


def inked(action, events) -> bool:
    return any(type(e).__name__ == "Hit" and e.ink for e in events)


def ink_gained(action, events) -> bool:
    return any(type(e).__name__ == "Gained" and e.resource == "ink" for e in events) and not named(
        "Tentacle"
    )(action, events)


def tide_turned(action, events) -> bool:
    return any(type(e).__name__ == "RoundBegan" and e.tide for e in events) and not named("NewColour")(
        action, events
    )


def first_move(game_id: str, players: int, options: dict, wanted, steps: int = 3000):
    """Plays seeded random games of the real rules until a move is `wanted(action, events)`; returns its
    states before and after, the action and who was to act before and after it."""
    rules = registry.load_rules(game_id)
    for seed in range(1, 6):
        match, rng = Match(rules, default_seats(players), options, seed), random.Random(seed)
        for _ in range(steps):
            legal = match.legal_actions()
            if not legal:
                break
            actor, action = match.to_act, rng.choice(legal)
            after = match.apply(action)
            if wanted(action, after.events):
                return match.steps.states[-2], after, action, (actor, match.to_act)
    raise AssertionError(f"no such move in {game_id}'s random games")


@pytest.mark.parametrize(
    ("game_id", "players", "options", "wanted", "sound"),
    [
        ("sneaky_octopuses", 2, {}, kind_is("roll", without="Caught"), "die"),
        ("sneaky_octopuses", 2, {}, named("Caught"), "catch"),
        ("sneaky_octopuses", 2, {}, inked, "ink"),
        ("sneaky_octopuses", 2, {}, named("Scored"), "splash"),
        ("sneaky_octopuses", 2, {}, kind_is("steal", without="Heard"), "steal"),
        ("rainbow_pirates", 2, {}, kind_is("block"), "block"),
        ("rainbow_pirates", 2, {}, kind_is("arrgh", without="Rainbow"), "arrgh"),
        ("rainbow_pirates", 2, {}, named("Rainbow"), "rainbow"),
        ("rainbow_pirates", 2, {}, kind_is("play"), "flip"),
        ("rainbow_pirates", 2, {}, kind_is("destroy"), "crash"),
        ("cosmoctopus", 2, {}, named("Tentacle"), "tentacle"),
        ("cosmoctopus", 2, {}, ink_gained, "ink"),
        ("cosmoctopus", 1, {"mode": "pi"}, named("PiCard"), "flip"),
        ("rainbow_octopus", 2, {}, named("Stole"), "steal"),
        ("rainbow_octopus", 2, {}, named("Won"), "rainbow"),
        ("rainbow_octopus", 2, {}, tide_turned, "flip"),
        ("oct8", 2, {}, named("Completed"), "complete"),
    ],
)
def test_a_real_move_cues_its_game_s_sound(game_id, players, options, wanted, sound):
    before, after, action, actors = first_move(game_id, players, options, wanted)
    rules = registry.load_rules(game_id)
    said = cues.move_sounds(before, after, action, actors, rules.narrator.draw_kinds, cues.game_sounds(rules))
    assert said[0] == sound and len(said) <= cues.MOST
    plain = cues.move_sounds(before, after, action, actors, rules.narrator.draw_kinds)
    assert plain[0] in ("drop", "draw", "shuffle")  # what the move sounded like before games had their own


def test_forbidden_knowledge_sounds_its_own_over_its_two_tentacles():
    from games.cosmoctopus.rules.paying import suggestion
    from tests.cosmoctopus.builders import RULES, act, main, pool, table

    state = main(table())
    pool(state, ink=13)
    begun = act(state, "forbidden", 0, "fk-ink", "pool:0")
    *pays, confirm = suggestion(RULES.catalog, begun, 0)
    for step in pays:
        begun = RULES.apply(begun, step)
    taken = RULES.apply(begun, confirm)
    assert {type(e).__name__ for e in taken.events} >= {"Knowledge"}
    assert cues.move_sounds(begun, taken, confirm, (0, 0), sounds=cues.game_sounds(RULES)) == ["knowledge"]


def test_a_row_of_game_sounds_never_lets_a_later_key_win_over_an_earlier_one():
    sounds = {"give": None, "take": "steal", "play": "flip"}
    assert cues.event_sound(sounds, Action("give", 0), ()) is None
    assert cues.event_sound(sounds, Action("take", 0), ()) == "steal"
    assert cues.event_sound(sounds, Action("pass", 0), ()) is None


# Through the table ---------------------------------------------------------------------------------


@pytest.fixture
def heard(monkeypatch) -> list[str]:
    names: list[str] = []
    monkeypatch.setattr(audio, "play", lambda name: names.append(name) or True)
    return names


@pytest.mark.parametrize(
    ("game_id", "wanted", "sound"),
    [
        ("sneaky_octopuses", kind_is("roll", without="Caught"), "die"),
        ("rainbow_pirates", kind_is("block"), "block"),
    ],
)
def test_the_table_plays_the_game_s_sound_for_a_move(game_id, wanted, sound, heard):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(2), {}, 1)
    app = headless_app(handoffs=False)
    scene = app.push(TableScene(app, match))
    pump(app)
    rng = random.Random(1)
    for _ in range(400):
        legal = match.legal_actions()
        assert legal, "the game ended first"
        action = rng.choice(legal)
        heard.clear()
        scene.play(action)
        pump(app, frames=1)
        if match.actions and match.actions[-1] == action and wanted(action, match.state.events):
            break
    else:
        raise AssertionError("no such move")
    assert heard[0] == sound and len(heard) <= cues.MOST
