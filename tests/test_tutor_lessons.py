"""A game with several lessons (Cosmoctopus: the competitive game and the Private Investigator), each played
to its end, its deal checked, a broken step named; the seed search; saves marked with the lesson's name."""

from __future__ import annotations

import shutil
from pathlib import Path

import msgspec
import pytest

from tabletop import registry
from tabletop.components.loader import ComponentError
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController
from tabletop.tools.tutorial import autoplay
from tabletop.tutor import lesson, seeds
from tabletop.tutor.schema import headings, lesson_names, load_scenario
from tabletop.tutor.tutor import Tutor, TutorError

GAME = "cosmoctopus"
PI = "cosmoctopus:pi"
ROOT = Path(__file__).resolve().parent.parent
#: The core rules each lesson shows (RULES.md headings), and the deal its seed must give.
CORE = {
    GAME: (
        "What is in the game",
        "Tentacles and the end",
        "A turn",
        "Tile bonuses",
        "Paying for a card",
        "The four types",
    ),
    PI: ("The Private Investigator (solo and co-op)", "The PI's turn", "Investigated tiles", "A turn"),
}
DEALS = {
    GAME: [
        ["choir-of-the-drowned", "murmuring-margins", "the-whispering-reef"],
        ["blotted-notes", "ink-rain", "the-ink-cloud"],
    ],
    PI: [["choir-of-the-drowned", "murmuring-margins", "the-whispering-reef"]],
}


def table(lesson_id: str) -> tuple[TableController, Tutor]:
    match, tutor = lesson.start(lesson_id)
    quick = msgspec.structs.replace(Settings(), computer_pause=0.0)
    controller = TableController(
        Session(match, autosave=False), registry.load_table(match.rules), lambda: quick, tutor
    )
    controller.refresh(animate=False)
    return controller, tutor


def play_until(controller: TableController, tutor: Tutor, done) -> None:
    for _ in range(500):
        if done():
            return
        expected = tutor.expected()
        if expected is not None:
            controller.play(expected)
        elif not controller.next_step():
            controller.tick(1.0, calm=True)
    raise AssertionError("the lesson did not get there")


def test_lesson_files_are_found_by_name_and_odd_names_are_not(tmp_path):
    for name in (
        "tutorial.yaml",
        "tutorial-pi.yaml",
        "tutorial-b2.yaml",
        "tutorial-.yaml",
        "tutorial-X.yaml",
    ):
        (tmp_path / name).write_text("", encoding="utf-8")
    assert lesson_names(tmp_path) == ["", "b2", "pi"]
    (tmp_path / "tutorial.yaml").unlink()
    assert lesson_names(tmp_path) == ["b2", "pi"]


@pytest.mark.parametrize("lesson_id", [GAME])
def test_each_lesson_is_played_to_its_end_showing_its_core_rules(lesson_id):
    figures = autoplay(lesson_id)
    scenario = lesson.scenario(lesson_id)
    assert figures["finished"] and figures["steps"] == len(scenario.steps)
    assert figures["moves"] == sum(len(s.do) + len(s.then) for s in scenario.steps)
    rules_md = (registry.folder(GAME) / "RULES.md").read_text(encoding="utf-8")
    assert set(figures["sections"]) <= set(headings(rules_md))
    assert set(CORE[lesson_id]) <= set(figures["sections"])
    low = 5 if lesson_id == GAME else 3  # the PI's lesson is the shorter one
    assert low <= figures["minutes"] <= 10


@pytest.mark.parametrize("lesson_id", [GAME])
def test_the_seed_deals_the_cards_the_lesson_names(lesson_id):
    match, _ = lesson.start(lesson_id)
    hands = match.steps.states[0].hands
    assert [sorted(h) for h in hands] == DEALS[lesson_id]


@pytest.mark.parametrize("lesson_id", [GAME])
def test_another_seed_is_refused_by_name(lesson_id, monkeypatch):
    scenario = lesson.scenario(lesson_id)
    other = seeds.reseeded(scenario, 1)
    monkeypatch.setattr(lesson, "scenario", lambda lesson_id: other)
    with pytest.raises(TutorError, match=f"{lesson_id} lesson: the seed 1 deals otherwise"):
        lesson.start(lesson_id)


def broken_copy(tmp_path: Path, name: str, old: str, new: str) -> Path:
    folder = tmp_path / "game"
    folder.mkdir()
    shutil.copy(registry.folder(GAME) / "RULES.md", folder / "RULES.md")
    text = (registry.folder(GAME) / name).read_text(encoding="utf-8")
    assert old in text
    (folder / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_broken_choice_of_the_competitive_lesson_names_its_file_line_and_field(tmp_path):
    folder = broken_copy(
        tmp_path, "tutorial.yaml", 'target: "tile:3", choice: coins}', 'target: "tile:3", choice: 3}'
    )
    with pytest.raises(
        ComponentError, match=r"tutorial.yaml line \d+: steps\[12\]\.do\[0\].choice: expected text"
    ):
        load_scenario(folder)


def test_the_tribute_step_offers_and_lights_only_the_coin_it_asks_for():
    controller, tutor = table(GAME)
    play_until(controller, tutor, lambda: tutor.expected() is not None and tutor.expected().choice == "coins")
    expected = tutor.expected()
    assert expected.kind == "move" and expected.target == "tile:3"
    assert controller.model.legal == [expected]
    other = next(
        a
        for a in controller.match.legal_actions()
        if a.target == "tile:3" and a.choice not in (None, "coins")
    )
    before = len(controller.match.actions)
    controller.play(other)  # the same tile, paid otherwise: the tutor's sentence, nothing changes
    assert len(controller.match.actions) == before


def test_a_lesson_ending_before_its_game_shows_the_tip_and_the_game_plays_on():
    controller, tutor = table(GAME)
    play_until(controller, tutor, lambda: tutor.finished)
    assert controller.match.outcome is None
    assert tutor.page() == ("Well done!", tutor.scenario.tip, "end")
    assert controller.model.legal == controller.match.legal_actions()  # every move is the learner's again
    controller.play(controller.match.legal_actions()[0])
    assert tutor.finished and tutor.page()[0] == "Well done!"  # past the script, still the lesson's end
