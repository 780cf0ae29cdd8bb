"""Learn to play: the lesson schema, the tutor and the table controller it drives, without a window."""

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
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController
from tabletop.table.effects import Finished, Played, Said
from tabletop.tools.tutorial import autoplay
from tabletop.tutor import lesson
from tabletop.tutor.schema import Move, headings, load_scenario
from tabletop.tutor.tutor import READ_FIRST, Tutor, TutorError, same

GAME = "rainbow_octopus"
ROOT = Path(__file__).resolve().parent.parent
#: Every game with a lesson (a tutorial.yaml beside its components): each is played and checked below.
LESSONS = [game_id for game_id in registry.game_ids() if lesson.has_lesson(game_id)]


def table(game_id: str = GAME) -> tuple[TableController, Tutor]:
    match, tutor = lesson.start(game_id)
    quick = msgspec.structs.replace(Settings(), computer_pause=0.0)
    controller = TableController(
        Session(match, autosave=False), registry.load_table(match.rules), lambda: quick, tutor
    )
    controller.refresh(animate=False)
    return controller, tutor


def to_first_move(controller: TableController, tutor: Tutor) -> None:
    while tutor.expected() is None:
        assert controller.next_step(), "an explaining step must go on with Next"


def test_the_lesson_is_played_to_its_end_and_the_learner_wins():
    figures = autoplay(GAME)
    assert figures["finished"] and figures["won_by_learner"]
    assert figures["steps"] == len(lesson.scenario(GAME).steps)
    assert 5 <= figures["minutes"] <= 10  # a newcomer's 5 to 10 minutes, read and played
    rules_md = (registry.folder(GAME) / "RULES.md").read_text(encoding="utf-8")
    assert set(figures["sections"]) <= set(headings(rules_md))
    for core in ("The goal", "Setup", "Playing tentacles", "Wild Tentacles", "Winning"):
        assert core in figures["sections"]


def test_the_three_lessons_are_there():
    assert {"rainbow_octopus", "oct8", "sneaky_octopuses"} <= set(LESSONS)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_is_played_to_its_end_in_5_to_10_minutes(game_id):
    figures = autoplay(game_id)
    scenario = lesson.scenario(game_id)
    assert figures["finished"], figures
    assert figures["steps"] == len(scenario.steps) and 20 <= figures["steps"] <= 30
    assert 5 <= figures["minutes"] <= 10, figures
    rules_md = (registry.folder(game_id) / "RULES.md").read_text(encoding="utf-8")
    known = headings(rules_md)
    assert set(figures["sections"]) <= set(known)
    assert scenario.tip.strip()
    # The goal first, then the game's parts: its "The goal" section, or what the rules open with.
    goal = "The goal" if "The goal" in known else known[0]
    assert figures["sections"][0] == goal, figures["sections"]


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_names_its_deal_and_another_seed_is_refused(game_id, monkeypatch):
    scenario = lesson.scenario(game_id)
    assert scenario.deal, "a lesson names what its seed deals, so a changed deal is caught"
    match, _ = lesson.start(game_id)  # the seed still deals what the lesson names
    assert match.seed == scenario.table.seed
    other = msgspec.structs.replace(
        scenario, table=msgspec.structs.replace(scenario.table, seed=scenario.table.seed + 1)
    )
    monkeypatch.setattr(lesson, "scenario", lambda _: other)
    with pytest.raises(TutorError, match=f"seed {scenario.table.seed + 1} deals otherwise"):
        lesson.start(game_id)


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_rule_change_that_forbids_a_steps_move_stops_that_lesson_at_that_step(game_id, monkeypatch):
    scenario = lesson.scenario(game_id)
    rules = registry.load_rules(game_id)
    # the last piece the learner is asked to move; the lesson must stop at the first step asking for it
    banned = [m for s in scenario.steps for m in s.do if m.piece is not None][-1]
    at = next(i for i, s in enumerate(scenario.steps) if banned in s.do)
    allowed = type(rules)._legal_actions

    def changed(self, state):  # the rules now forbid that move
        return [a for a in allowed(self, state) if not same(a, banned)]

    monkeypatch.setattr(type(rules), "_legal_actions", changed)
    monkeypatch.setattr(type(rules), "is_legal", lambda self, state, a: a in changed(self, state))
    with pytest.raises(TutorError, match=rf"step {at + 1} .*the rules do not allow it"):
        autoplay(game_id)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_offers_only_its_move_and_refuses_others_with_its_sentence(game_id):
    controller, tutor = table(game_id)
    assert controller.model.legal == []  # the goal is explained first
    to_first_move(controller, tutor)
    expected = tutor.expected()
    assert controller.model.legal == [expected]
    other = next(a for a in controller.match.legal_actions() if a != expected)
    played = len(controller.match.actions)
    effects = controller.play(other)
    assert Said(tutor.step.not_yet) in effects and len(controller.match.actions) == played


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_steps_aside_at_its_end_and_the_game_plays_on(game_id):
    controller, tutor = table(game_id)
    while not tutor.finished:
        expected = tutor.expected()
        if expected is not None:
            controller.play(expected)
        elif not controller.next_step():
            controller.tick(1.0, calm=True)
    assert tutor.page()[2] == "end" and tutor.page()[1] == tutor.scenario.tip
    if controller.match.outcome is None:  # the game goes on: every legal move is offered again
        played = len(controller.match.actions)
        for _ in range(20):
            controller.tick(1.0, calm=True)
        assert len(controller.match.actions) > played or controller.model.legal
        assert tutor.finished  # Next at the end is not undone by the table going on
        while len(controller.match.actions) <= len(tutor.script) + 2 and controller.match.outcome is None:
            legal = controller.model.legal
            controller.play(legal[0]) if legal else controller.tick(1.0, calm=True)
        assert tutor.page() == ("Well done!", tutor.scenario.tip, "end")  # the tip stays as the game goes on


def test_the_seed_deals_the_cards_the_lesson_names():
    match, _ = lesson.start(GAME)
    hands = match.steps.states[0].hands
    assert sorted(hands[0]) == ["blue-1-a", "indigo-7-b", "violet-5-b"]
    assert sorted(hands[1]) == ["green-1-b", "green-4-a", "red-4-b"]


def test_another_deal_is_refused_by_name(monkeypatch):
    scenario = lesson.scenario(GAME)
    other = msgspec.structs.replace(scenario, table=msgspec.structs.replace(scenario.table, seed=1))
    monkeypatch.setattr(lesson, "scenario", lambda game_id: other)
    with pytest.raises(TutorError, match="seed 1 deals otherwise"):
        lesson.start(GAME)


def test_a_step_whose_move_a_rule_change_made_illegal_stops_the_lesson(monkeypatch):
    scenario = lesson.scenario(GAME)
    steps = list(scenario.steps)
    at = next(i for i, s in enumerate(steps) if s.do and s.do[0].kind == "play")
    steps[at] = msgspec.structs.replace(steps[at], do=[Move("play", "indigo-6-b", "arm:0:5")])
    broken = msgspec.structs.replace(scenario, steps=steps)
    monkeypatch.setattr(lesson, "scenario", lambda game_id: broken)
    with pytest.raises(TutorError, match=f"step {at + 1} .*the rules do not allow it"):
        autoplay(GAME)


def test_only_the_move_asked_for_is_offered_and_lit():
    controller, tutor = table()
    assert controller.model.legal == []  # the goal is explained first: nothing to move yet
    to_first_move(controller, tutor)
    expected = tutor.expected()
    assert controller.model.legal == [expected]
    assert controller.drag.selected is not None and controller.drag.selected.piece == "blue-1-a"


def test_any_other_move_gets_the_tutors_sentence_and_changes_nothing():
    controller, tutor = table()
    to_first_move(controller, tutor)
    other = next(a for a in controller.match.legal_actions() if a != tutor.expected())
    effects = controller.play(other)
    assert Said(tutor.step.not_yet) in effects and not any(isinstance(e, Played) for e in effects)
    assert len(controller.match.actions) == 0


def test_a_card_pressed_while_the_tutor_explains_asks_for_next():
    controller, tutor = table()
    card = next(i for i in controller.model.items if i.piece == "blue-1-a")
    x, y, w, h = card.rect
    assert Said(READ_FIRST) in controller.press((x + w // 2, y + h // 2))


def test_the_computer_plays_its_scripted_answer_then_waits_for_the_lesson():
    controller, tutor = table()
    to_first_move(controller, tutor)
    controller.play(tutor.expected())
    for _ in range(5):
        controller.tick(1.0, calm=True)
    played = controller.match.actions
    assert len(played) == 2 and played[1].piece == "green-1-b"  # Coral's scripted choice, not her bot's
    assert not controller.computers_may_move()  # the next step explains: nobody moves until Next
    assert tutor.can_next()


def test_the_lesson_ends_at_the_table_not_on_the_results_screen():
    controller, tutor = table()
    while not tutor.finished:
        expected = tutor.expected()
        if expected is not None:
            controller.play(expected)
        elif not controller.next_step():
            controller.tick(1.0, calm=True)
    assert controller.match.outcome is not None
    assert not any(isinstance(e, Finished) for _ in range(5) for e in controller.tick(1.0, calm=True))
    assert tutor.page()[2] == "end" and tutor.page()[1] == tutor.scenario.tip
    assert controller.model.legal == []  # the game is over


def test_a_saved_lesson_opens_again_at_the_step_its_moves_reach():
    controller, tutor = table()
    to_first_move(controller, tutor)
    while len(controller.match.actions) < 4:
        expected = tutor.expected()
        if expected is not None:
            controller.play(expected)
        elif not controller.next_step():
            controller.tick(1.0, calm=True)
    again = lesson.resume(controller.match)
    assert again.index == tutor.index and again.expected() == tutor.expected()


def test_undo_takes_the_lesson_back_a_step():
    controller, tutor = table()
    while tutor.step is None or tutor.step.teaches != "Playing tentacles" or tutor.expected() is None:
        expected = tutor.expected()
        if expected is not None:
            controller.play(expected)
        elif not controller.next_step():
            controller.tick(1.0, calm=True)
    at = tutor.index
    controller.play(tutor.expected())
    assert tutor.index == at + 1
    controller.undo()
    assert tutor.index == at and controller.model.legal == [tutor.expected()]


def broken_copy(tmp_path: Path, old: str, new: str) -> Path:
    folder = tmp_path / "game"
    folder.mkdir()
    shutil.copy(registry.folder(GAME) / "RULES.md", folder / "RULES.md")
    text = (registry.folder(GAME) / "tutorial.yaml").read_text(encoding="utf-8")
    assert old in text
    (folder / "tutorial.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_broken_scenario_names_file_line_and_field(tmp_path):
    folder = broken_copy(tmp_path, "  seed: 335", "  seed: lots")
    with pytest.raises(ComponentError) as caught:
        load_scenario(folder)
    line = next(
        i for i, t in enumerate((folder / "tutorial.yaml").read_text().splitlines(), 1) if "seed:" in t
    )
    assert f"tutorial.yaml line {line}: table.seed: expected an integer, got 'lots'" in str(caught.value)


def test_a_step_teaching_a_heading_rules_md_lacks_is_refused(tmp_path):
    folder = broken_copy(tmp_path, "  - teaches: Setup\n", "  - teaches: Set-up\n")
    with pytest.raises(
        ComponentError, match=r"line \d+: steps\[3\]\.teaches: RULES.md has no heading 'Set-up'"
    ):
        load_scenario(folder)


def test_an_unknown_field_and_a_tag_are_refused(tmp_path):
    folder = broken_copy(tmp_path, '    not_yet: "Not yet: first drag', '    not_yet2: "Not yet: first drag')
    with pytest.raises(
        ComponentError, match=r"tutorial.yaml line \d+: steps\[3\]\.not_yet2: unknown field 'not_yet2'"
    ):
        load_scenario(folder)
    shutil.rmtree(folder)
    folder = broken_copy(tmp_path, "title: Learn", "title: !!python/object Learn")
    with pytest.raises(ComponentError, match="the tag !!python/object is not allowed"):
        load_scenario(folder)


def test_only_games_with_a_tutorial_file_have_a_lesson():
    with_lesson = [g for g in registry.game_ids() if lesson.has_lesson(g)]
    assert GAME in with_lesson
    for game_id in with_lesson:
        assert (registry.folder(game_id) / "tutorial.yaml").is_file()


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_command_line_plays_the_lesson_and_prints_one_json_line(game_id):
    done = subprocess.run(
        [sys.executable, "main.py", "--tutorial", game_id, "--autoplay"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    figures = json.loads(lines[-1])
    steps = len(lesson.scenario(game_id).steps)
    assert figures["game"] == game_id and figures["finished"] is True and figures["steps"] == steps
    assert set(figures) >= {"game", "steps", "finished", "sections", "seconds"}


def test_a_lessons_save_is_marked_and_listed_as_learn_to_play(tmp_path):
    from tabletop import history
    from tabletop.restore import load
    from tabletop.saves import Slot, save_match

    match, tutor = lesson.start(GAME)
    path = tmp_path / "lesson.json"
    save_match(path, match, Slot("lesson-1", lesson=True))
    assert load(path).slot.lesson
    assert history.entry_of(path).title == f"{history.LESSON}: Rainbow Octopus"
    save_match(path, match, Slot("game-1"))
    assert not load(path).slot.lesson and history.entry_of(path).title == "Rainbow Octopus"
