"""The content: the rulebook's counts, every card its "Card clarifications" name, the realm as a graph."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from games.cosmoctopus.rules.schema import STEPS, Content, check
from tabletop.components.loader import ComponentError, load_components

from .builders import CAT

BAD = Path(__file__).parent.parent / "bad_yaml"


def card(name: str):
    return next(c for c in CAT.card.values() if c.name == name)


def test_88_devotee_cards_22_of_each_type_with_their_costs():
    assert len(CAT.deck) == 88
    assert Counter(CAT.type_of(c) for c in CAT.deck) == dict.fromkeys(CAT.types, 22)
    for spec in map(CAT.card.get, CAT.deck):
        assert spec.name and (spec.cost or spec.generic) and all(v > 0 for v in spec.cost.values())


def test_every_effect_uses_only_the_step_vocabulary():
    for spec in CAT.card.values():
        steps = spec.on_play + spec.reward + [s for e in spec.ongoing for s in e.steps]
        assert {s.do for s in steps} <= set(STEPS)


@pytest.mark.parametrize("name", ["Resonating Manuscript", "Tales of the Inexplicable"])
def test_the_forbidden_scriptures(name):
    spec = card(name)
    assert spec.type == "scripture" and spec.forbidden and spec.discount == {"generic": 1}
    assert sum(c.forbidden for c in CAT.card.values() if c.id in CAT.deck) == 2


@pytest.mark.parametrize(
    "name",
    [
        "Atlas of the Branching Paths",
        "Blotted Notes",
        "Ringbound Tome of Riddles",
        "Story of the Salt-Scarred Shipwreck",
    ],
)
def test_the_submerge_scriptures_discard_scriptures_and_relics(name):
    spec = card(name)
    assert spec.type == "scripture" and spec.discount
    assert [(s.do, tuple(s.types)) for s in spec.on_play] == [("submerge", ("scripture", "relic"))]


@pytest.mark.parametrize(
    ("name", "resource"),
    [
        ("Sentient Inkpot", "ink"),
        ("Drowned Effigy", "coins"),
        ("Angler's Gaslamp", "whispers"),
        ("Spaceborne Geode", "stars"),
    ],
)
def test_the_autofill_relics(name, resource):
    spec = card(name)
    assert spec.type == "relic" and [(e.kind, e.resource) for e in spec.ongoing] == [("autofill", resource)]


@pytest.mark.parametrize(
    "name",
    [
        "Ancient Astrolabe",
        "Clockwork Hummingbird",
        "Ever-Expanding Puzzlebox",
        "Impossible Tuning Fork",
        "Mariner's Bauble",
        "Scratched Prism",
    ],
)
def test_the_tentacle_bonus_relics(name):
    spec = card(name)
    assert spec.type == "relic" and [e.kind for e in spec.ongoing] == ["tentacle_bonus"]
    assert spec.ongoing[0].steps


def test_the_rulebooks_example_relics():
    astrolabe = card("Ancient Astrolabe")  # a tentacle gives 3 stars; the draw icon
    assert [(s.do, s.resource, s.count) for s in astrolabe.ongoing[0].steps] == [("gain", "stars", 3)]
    assert [(s.do, s.optional) for s in astrolabe.on_play] == [("draw", True)]
    barnacle = card("Gilded Barnacle")  # every gain of coins gives 3 more coins
    assert [(e.kind, e.when, e.resource, e.count) for e in barnacle.ongoing] == [
        ("bonus", "coins", "coins", 3)
    ]


@pytest.mark.parametrize(
    "name",
    [
        "Behold the Yawning Darkness",
        "Echoes of a Forgotten World",
        "Remains of a Dead Planet",
        "Witness Stellar Collapse",
    ],
)
def test_the_tentacle_hallucinations_move_only_with_forbidden_knowledge(name):
    spec = card(name)
    assert spec.type == "hallucination"
    steps = [(s.do, s.optional, s.needs_forbidden) for s in spec.on_play]
    assert steps == [("tentacle", False, False), ("move", True, True)]


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("Dance of the Inky Flames", "scripture"),
        ("Float Upon the Ephemeral River", "hallucination"),
        ("Obey the Smiling Eclipse", "constellation"),
        ("Trapped in a Timeless Existence", "relic"),
    ],
)
def test_the_free_play_hallucinations(name, kind):
    spec = card(name)
    assert [(s.do, s.card_type, s.source) for s in spec.on_play] == [("play_free", kind, "row")]


def test_constellations_have_four_slots_and_always_a_tentacle():
    for name in [c for c in CAT.deck if CAT.type_of(c) == "constellation"] + ["greeting-among-the-stars"]:
        spec = CAT.card[name]
        assert len(spec.slots) == 4 and spec.reward[0].do == "tentacle"
    crown = card("The Eight-Armed Crown")  # the rulebook's example: a tentacle and a free constellation
    assert [(s.do, s.card_type, s.source) for s in crown.reward[1:]] == [
        ("play_free", "constellation", "hand")
    ]


def test_first_contact_tiles_tokens_and_starter_hands():
    assert len(CAT.contact) == 4 and all(
        not CAT.card[c].cost and not CAT.card[c].generic for c in CAT.contact
    )
    assert (len(CAT.basic), len(CAT.special)) == (8, 4) and CAT.start_tile == "star-shallows"
    assert sorted(CAT.token_value.values()) == [1, 2, 3] and len(CAT.knowledge) == 4
    assert [len(h) for h in CAT.content.starter_hands] == [3] * 4
    assert len(CAT.content.summoning) == 4


def test_the_grid_is_a_graph_orthogonal_only():
    grid = CAT.layouts["grid"].links
    assert grid[4] == (1, 3, 5, 7)  # the centre touches 4 tiles
    assert grid[0] == (1, 3) and 4 not in grid[0]  # never diagonally


def test_a_bad_step_is_named_with_file_line_and_field():
    with pytest.raises(ComponentError) as found:
        load_components(BAD / "cosmo_unknown_step.yaml", Content, check)
    (line,) = found.value.lines
    assert "cosmo_unknown_step.yaml line 63: cards[25].on_play[0].do: unknown step 'summon_kraken'" in line


def test_the_checks_catch_a_wrong_count_and_a_broken_constellation():
    content = CAT.content
    broken = Content(**{f: getattr(content, f) for f in content.__struct_fields__})
    broken.cards = content.cards[:-1]
    assert any("88 cards" in message for _, message in check(broken))
