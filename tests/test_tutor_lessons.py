"""A game with several lessons (Cosmoctopus: the competitive game and the Private Investigator), each played
to its end, its deal checked, a broken step named; the seed search; saves marked with the lesson's name."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from tabletop import registry
from tabletop.components.loader import ComponentError
from tabletop.rules.match import Match, default_seats
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController
from tabletop.tools.tutorial import autoplay
from tabletop.tutor import lesson, seeds
from tabletop.tutor.schema import Move, headings, lesson_names, load_scenario
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


def test_the_game_lists_both_lessons_the_first_from_tutorial_yaml():
    assert lesson.lessons(GAME) == [GAME, PI]
    assert lesson.lessons("rainbow_octopus") == ["rainbow_octopus"]
    assert lesson.has_lesson(PI) and lesson.has_lesson(GAME)
    assert not lesson.has_lesson("cosmoctopus:nope") and not lesson.has_lesson("rainbow_octopus:pi")
    assert lesson.label(PI) == "Solo, against the Private Investigator"


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


@pytest.mark.parametrize("lesson_id", [GAME, PI])
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


def test_the_pi_lesson_is_shorter_and_the_competitive_one_ends_before_the_game():
    competitive, pi = autoplay(GAME), autoplay(PI)
    assert pi["minutes"] < competitive["minutes"] and pi["steps"] < competitive["steps"]
    match, tutor = lesson.start(GAME)
    assert match.options["length"] == "express"  # everyone starts with 3 tentacles


@pytest.mark.parametrize("lesson_id", [GAME, PI])
def test_the_seed_deals_the_cards_the_lesson_names(lesson_id):
    match, _ = lesson.start(lesson_id)
    hands = match.steps.states[0].hands
    assert [sorted(h) for h in hands] == DEALS[lesson_id]


@pytest.mark.parametrize("lesson_id", [GAME, PI])
def test_another_seed_is_refused_by_name(lesson_id, monkeypatch):
    scenario = lesson.scenario(lesson_id)
    other = seeds.reseeded(scenario, 1)
    monkeypatch.setattr(lesson, "scenario", lambda lesson_id: other)
    with pytest.raises(TutorError, match=f"{lesson_id} lesson: the seed 1 deals otherwise"):
        lesson.start(lesson_id)


def test_a_step_whose_move_a_rule_change_made_illegal_stops_the_pi_lesson(monkeypatch):
    scenario = lesson.scenario(PI)
    steps = list(scenario.steps)
    at = next(i for i, s in enumerate(steps) if s.do and s.do[0].kind == "move")
    steps[at] = msgspec.structs.replace(steps[at], do=[Move("move", "head", "tile:2"), *steps[at].do[1:]])
    monkeypatch.setattr(lesson, "scenario", lambda lesson_id: msgspec.structs.replace(scenario, steps=steps))
    with pytest.raises(TutorError, match=rf"cosmoctopus:pi lesson, step {at + 1} \(A turn\).*not allow it"):
        autoplay(PI)


def broken_copy(tmp_path: Path, name: str, old: str, new: str) -> Path:
    folder = tmp_path / "game"
    folder.mkdir()
    shutil.copy(registry.folder(GAME) / "RULES.md", folder / "RULES.md")
    text = (registry.folder(GAME) / name).read_text(encoding="utf-8")
    assert old in text
    (folder / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_broken_step_of_the_pi_lesson_names_its_file_line_and_field(tmp_path):
    folder = broken_copy(
        tmp_path, "tutorial-pi.yaml", "  - teaches: Investigated tiles", "  - teaches: Magnifiers"
    )
    with pytest.raises(ComponentError) as caught:
        load_scenario(folder, "pi")
    lines = (folder / "tutorial-pi.yaml").read_text(encoding="utf-8").splitlines()
    line = next(i for i, t in enumerate(lines, 1) if "Magnifiers" in t)
    assert f"tutorial-pi.yaml line {line}: steps[3].teaches: RULES.md has no heading 'Magnifiers'" in str(
        caught.value
    )


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


def test_the_pi_plays_its_scripted_steps_after_the_learners_turn():
    controller, tutor = table(PI)
    assert tutor.page()[0] == "1/13 · The Private Investigator"  # the heading's brackets left out: never cut
    play_until(
        controller,
        tutor,
        lambda: (
            tutor.step is not None
            and tutor.step.teaches == "The PI's turn"
            and tutor.can_next()
            and len(controller.match.actions) > 5
        ),
    )
    kinds = [a.kind for a in controller.match.actions][-2:]
    assert kinds == ["pi_collect", "pi_end"] and controller.match.to_act == 0


def test_a_lesson_ending_before_its_game_shows_the_tip_and_the_game_plays_on():
    controller, tutor = table(GAME)
    play_until(controller, tutor, lambda: tutor.finished)
    assert controller.match.outcome is None
    assert tutor.page() == ("Well done!", tutor.scenario.tip, "end")
    assert controller.model.legal == controller.match.legal_actions()  # every move is the learner's again
    controller.play(controller.match.legal_actions()[0])
    assert tutor.finished and tutor.page()[0] == "Well done!"  # past the script, still the lesson's end


def test_a_real_game_after_the_pi_lesson_is_played_against_the_pi():
    options = lesson.scenario(PI).next_options
    match = Match(registry.load_rules(GAME), default_seats(1, computers=0), dict(options), 7)
    assert match.options["mode"] == "pi" and len(match.seats) == 1


def test_a_pi_lessons_save_is_marked_with_its_name_and_opens_with_its_tutor(tmp_path):
    from tabletop import history
    from tabletop.restore import load
    from tabletop.saves import Slot, save_match

    controller, tutor = table(PI)
    play_until(controller, tutor, lambda: len(controller.match.actions) >= 7)
    path = tmp_path / "lesson.json"
    save_match(path, controller.match, Slot("lesson-pi", lesson=True, lesson_name="pi"))
    loaded = load(path)
    assert loaded.slot.lesson and loaded.slot.lesson_name == "pi"
    assert (
        history.entry_of(path).title == "Learn to play: Cosmoctopus · Solo, against the Private Investigator"
    )
    again = lesson.resumed_lesson(loaded.match, loaded.slot.lesson_name)
    assert again is not None and again.name == "pi" and again.index == tutor.index
    save_match(path, controller.match, Slot("lesson-1", lesson=True))
    assert load(path).slot.lesson_name == "" and history.entry_of(path).title == "Learn to play: Cosmoctopus"


def test_the_seed_search_finds_the_lessons_seed_and_says_why_another_does_not_fit():
    assert 1119 in list(seeds.search(GAME, range(1115, 1125)))
    scenario = lesson.scenario(GAME)
    why = seeds.fits(GAME, scenario, 1)
    assert "seat 0's hands: " in why or "not legal" in why, why
    shown = seeds.show(PI)
    assert shown.startswith("seed 101: 23 moves played") and "{kind: move, piece: head" in shown


def test_the_command_line_plays_a_named_lesson_and_refuses_an_unknown_one():
    done = subprocess.run(
        [sys.executable, "main.py", "--tutorial", PI, "--autoplay"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["game"] == GAME and figures["lesson"] == "pi" and figures["finished"] is True
    wrong = subprocess.run(
        [sys.executable, "main.py", "--tutorial", "cosmoctopus:nope", "--autoplay"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert wrong.returncode != 0 and "no lesson 'nope'" in wrong.stderr


def test_learn_to_play_offers_a_chooser_when_a_game_has_several_lessons(monkeypatch):
    from tabletop.scenes import lessons
    from tabletop.scenes.dialogs import ChooserDialog

    opened, pushed = [], []
    monkeypatch.setattr(lessons, "open_lesson", lambda app, lesson_id: opened.append(lesson_id))
    app = type("App", (), {"push": lambda self, scene: pushed.append(scene)})()
    lessons.choose_lesson(app, "rainbow_octopus")
    assert opened == ["rainbow_octopus"] and not pushed
    lessons.choose_lesson(app, GAME)
    (chooser,) = pushed
    assert isinstance(chooser, ChooserDialog)
    assert [value for _, value in chooser.options] == [GAME, PI]
    assert [text for text, _ in chooser.options][1] == "Solo, against the Private Investigator"
    chooser.on_choose(PI)
    assert opened == ["rainbow_octopus", PI]
