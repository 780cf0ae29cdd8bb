"""The lesson seed search (tabletop/tools/lesson_seed.py): a draft with wildcards made concrete by a seed."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from tabletop import registry
from tabletop.rules.core import Action
from tabletop.tools.lesson_seed import fits, load_draft, resolve, search
from tabletop.tutor import lesson
from tabletop.tutor.schema import Move

DRAFTS = Path(__file__).resolve().parent.parent / "docs" / "lessons"


def test_a_wildcard_move_fits_the_actions_it_names_and_no_other():
    move = Move("attach", "arm-blue-*", "oct:head-blue-*")
    assert fits(Action("attach", 0, "arm-blue-1-c", "oct:head-blue-05"), move)
    assert not fits(Action("attach", 0, "arm-red-1-c", "oct:head-blue-05"), move)
    assert not fits(Action("attach", 0, "arm-blue-1-c", "oct:head-blue-05", "x"), move)  # a choice unnamed
    assert fits(Action("place", 0, "arm-green-4-a", "oct:head-blue-05"), Move("place?", "arm-*", "oct:*"))


@pytest.mark.parametrize("game_id", ["oct8", "sneaky_octopuses"])
def test_a_draft_resolves_at_its_lessons_seed_to_the_lessons_own_moves(game_id):
    draft = load_draft(game_id, DRAFTS / f"{game_id}-draft.yaml")
    found = resolve(registry.load_rules(game_id), draft, lesson.scenario(game_id).table.seed, 5000)
    assert found.whole
    script = [m for s in lesson.scenario(game_id).steps for m in (*s.do, *s.then)]
    named = [Move(a.kind, a.piece, a.target, a.choice) for a in found.actions if a is not None]
    assert named == script


def test_a_draft_no_seed_can_play_reports_how_far_it_got():
    draft = load_draft("oct8", DRAFTS / "oct8-draft.yaml")
    steps = list(draft.steps)
    steps[1] = msgspec.structs.replace(steps[1], do=[Move("attach", "arm-purple-*", "oct:*")])
    found = search("oct8", msgspec.structs.replace(draft, steps=steps), range(1, 4), 500, 1)
    assert len(found) == 1 and not found[0].whole and found[0].stuck == 1  # the place, then stuck


def test_chance_plays_only_what_the_seed_gives():
    draft = load_draft("sneaky_octopuses", DRAFTS / "sneaky_octopuses-draft.yaml")
    steps = list(draft.steps)
    first = steps[0]
    rolls = [m for s in lesson.scenario("sneaky_octopuses").steps for m in s.then if m.kind == "roll"]
    given = rolls[0].choice  # the seed's first roll
    other = "5" if given != "5" else "3"
    steps[0] = msgspec.structs.replace(first, then=[Move("roll", choice=other), *first.then[1:]])
    found = resolve(
        registry.load_rules("sneaky_octopuses"), msgspec.structs.replace(draft, steps=steps), 1, 500
    )
    assert not found.whole and found.stuck == len(first.do)  # the stacked roll is never played
