"""Hints and a computer's reasons (issue 29 items 2 and 3): the Hard player's move for the person to act,
lit and said in one sentence, counted and saved; a computer's move keeps why it was made, behind a "why?"
link in the log and in the summaries of the others' moves; the words come only from public views."""

from __future__ import annotations

import random
import time

import msgspec
import pygame
import pytest

from tabletop import registry
from tabletop.bots.base import Budget, Decision, Weighed
from tabletop.bots.hard import SearchBot
from tabletop.bots.normal import GreedyBot
from tabletop.bots.reasons import gain_words, in_100, odds_words, sentence
from tabletop.bots.worker import Request, answer, encode_request
from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.log_panel import log_html
from tabletop.scenes.since import summary_html
from tabletop.scenes.table import TableScene
from tabletop.table.hints import HINT_SECONDS, hint_words, why_words
from tabletop.tools.shots import headless_app
from tests.test_events import strings_of

GAME = "rainbow_octopus"


def test_a_reason_says_the_move_what_it_does_and_its_chances_against_the_next_best():
    ranking = (Weighed(Action("play", 0), 0.62, 40), Weighed(Action("draw", 0), 0.481, 35))
    odds = odds_words(ranking, "draw two cards")
    assert odds == "After it the chances looked 62 in 100, against 48 for the next best (draw two cards)."
    assert sentence("Hint: Red 5 on arm 5", "it gives <seat 0> a sixth colour", odds).startswith(
        "Hint: Red 5 on arm 5: it gives <seat 0> a sixth colour. After it"
    )
    assert sentence("Hint: Draw", "", "") == "Hint: Draw."
    # Words that only say the move again are left out; a long next best is not named.
    head = "Hint: Move Cosmoctopus to Murmur Grotto"
    assert sentence(head, "it takes Cosmoctopus to Murmur Grotto (1 step)", "") == f"{head}."
    assert "(" not in odds_words(ranking, "Pay 1 whisper as Tribute: move Cosmoctopus to Gossip Kelp and on")
    assert (
        odds_words(ranking[:1])
        == "It was the one move worth weighing; after it the chances looked 62 in 100."
    )
    assert odds_words(()) == "" and in_100(1.7) == 100 and in_100(-1) == 0


class Worlds:
    """Hints whose imagined worlds differ in a hidden number."""

    def __init__(self):
        self.n = 0

    def sample(self, rules, view, seat, rng):
        self.n += 1
        world = view.clone()
        world.rng = self.n
        return world


def test_words_that_change_from_one_imagined_world_to_another_are_not_said():
    rules = registry.load_rules(GAME)
    match = Match(rules, default_seats(2), {}, 5)
    view, seat = rules.view(match.state, match.to_act), match.to_act
    action = match.legal_actions()[0]
    hints = Worlds()
    same = gain_words(rules, hints, lambda r, b, a, s: "it helps", view, seat, action, random.Random(1))
    assert same == "it helps"
    counted = iter(range(100))
    changing = gain_words(
        rules, hints, lambda r, b, a, s: f"it makes {next(counted)}", view, seat, action, None
    )
    assert changing == ""


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_thinking_player_ranks_the_move_it_chose_first(level):
    rules, hints = registry.load_rules(GAME), registry.load_bot(GAME)
    match = Match(rules, default_seats(2), {}, 9)
    rng = random.Random(2)
    while len(match.legal_actions()) < 2 or match.to_act is None or match.to_act < 0:
        match.apply(rng.choice(match.legal_actions()))
    bot = GreedyBot(hints) if level == "normal" else SearchBot(hints)
    seat = match.to_act
    decision = bot.choose(
        rules, rules.view(match.state, seat), seat, match.legal_actions(), rng, Budget(1.0, simulations=60)
    )
    assert decision.ranking and decision.ranking[0].action == decision.action
    assert all(0.0 <= w.chance <= 1.0 and w.tries >= 1 for w in decision.ranking)
    assert len({w.action for w in decision.ranking}) == len(decision.ranking) <= 3


def thinking_state(game_id: str, seed: int = 4) -> Match:
    """Returns a 2-seat match moved on to a person's decision among several moves."""
    match = Match(registry.load_rules(game_id), default_seats(2), {}, seed)
    rng = random.Random(seed)
    while len(match.legal_actions()) < 3 or match.to_act is None or match.to_act < 0:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_worker_answers_with_its_ranking_and_reads_the_gain_from_public_views_only(game_id, monkeypatch):
    match = thinking_state(game_id)
    rules, seen = match.rules, []

    def gain(rules_, before, after, seat):
        seen.append((rules.hidden_ids(before, None), set(strings_of(before))))
        return "it helps"

    monkeypatch.setattr(registry, "load_gain", lambda _: gain)
    request = msgspec.msgpack.decode(encode_request(match, 1, "normal", 3, 0.5), type=Request)
    reply = answer({}, request)
    assert reply.action is not None and reply.ranking
    assert reply.ranking[0][0] == reply.action and reply.gain == "it helps"
    # Every world gain was shown before the move was a public view: no id hidden from a spectator is in it.
    # (After it, a card drawn face up in an imagined world is one of the unseen cards dealt at random: words
    # naming it differ from world to world, and gain_words drops them.)
    world = match.state
    hidden = rules.hidden_ids(world, None)
    assert seen and all(not (hidden & said) for _, said in seen)


def test_a_computer_s_reason_is_said_for_everyone_without_the_moves_it_passed_over():
    ranking = (
        Weighed(Action("play", 1, piece="red-5"), 0.7, 30),
        Weighed(Action("play", 1, piece="blue-2"), 0.5, 30),
    )
    decision = Decision(ranking[0].action, ranking=ranking, gain="it gives <seat 1> a sixth colour")
    words = why_words("Cleo", "normal", decision, lambda t: t.replace("<seat 1>", "Cleo"))
    assert words.startswith("Why Cleo did it: it gives Cleo a sixth colour. After it the chances looked 70")
    assert "blue" not in words.lower()
    assert why_words("Cleo", "easy", Decision(Action("x", 1)), str).endswith("it picks a move at random.")
    assert why_words("Cleo", "hard", Decision(Action("x", 1), forced=True), str) == "It was Cleo's only move."
    hint = hint_words(decision, lambda a: f"Play {a.piece}", str)
    assert hint.startswith("Hint: Play red-5: it gives <seat 1> a sixth colour.")
    assert hint.endswith("against 50 for the next best (Play blue-2).")


def pump_until(app, found, seconds: float = 20.0) -> None:
    end = time.perf_counter() + seconds
    while not found() and time.perf_counter() < end:
        app.step(1 / 60)
        time.sleep(0.01)


@pytest.fixture
def app():
    the_app = headless_app()
    the_app.autosave = True
    yield the_app
    the_app.stack.clear()
    the_app.autosave = False


def test_a_hint_is_lit_like_a_tab_pick_said_in_one_sentence_counted_and_saved(app):
    from tabletop import restore

    match = Match(registry.load_rules(GAME), [Seat("Ana", "red"), Seat("Ben", "blue")], {}, 11)
    table = TableScene(app, match)
    app.push(table)
    app.step(1 / 60)
    assert table.hint_button.visible and table.hints_offered()
    seat = match.to_act
    table.carry(table.controller.hint())
    assert table.toast[0].startswith("Thinking of a good move")
    started = time.perf_counter()
    frames = 0
    while not table.toast[0].startswith("Hint:") and time.perf_counter() - started < 20:
        app.step(1 / 60)  # the window keeps drawing while the worker thinks
        frames += 1
        time.sleep(0.005)
    said = table.toast[0]
    assert said.startswith("Hint: ") and "chances looked" in said, said
    assert frames > 10  # frames went by while it thought: the window did not wait for it
    assert 0 < table.controller.last_hint.seconds <= HINT_SECONDS + 0.1  # within its budget
    assert table.session.hints_used() == {seat: 1}
    lit = table.drag.selected
    legal = match.legal_actions()
    assert lit is not None and any(a.piece == lit.piece for a in legal)
    # The count is saved with the next move and comes back with the game.
    table.play(next(a for a in legal if a.piece == lit.piece))
    loaded = restore.load(table.session.slot.written.path)
    assert loaded.slot.hints == {seat: 1}


def test_a_hint_is_only_for_the_person_to_act_and_not_offered_to_a_table_of_computers(app):
    seats = [Seat("Ana", "red"), Seat("Cleo", "green", computer=True, level="easy")]
    match = Match(registry.load_rules(GAME), seats, {}, 3)
    table = TableScene(app, match)
    app.push(table)
    app.step(1 / 60)
    if match.to_act == 1:
        assert "the person whose turn it is" in table.controller.hint_refusal()
    computers = [
        Seat("A", "red", computer=True, level="easy"),
        Seat("B", "blue", computer=True, level="easy"),
    ]
    watched = TableScene(app, Match(registry.load_rules(GAME), computers, {}, 3))
    app.push(watched)
    app.step(1 / 60)
    assert not watched.hints_offered() and not watched.hint_button.visible
    app.settings = msgspec.structs.replace(app.settings, hints=False)
    try:
        app.stack.pop()  # the watched table goes (shut down: its widgets too)
        table.settings_changed()
        assert not table.hint_button.visible
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/"))
        app.step(1 / 60)
        assert not table.controller.hints.busy()  # the key does nothing while the button is hidden
    finally:
        app.settings = msgspec.structs.replace(app.settings, hints=True)


def test_a_computer_move_keeps_its_reason_behind_a_why_link_saved_with_the_game(app):
    from tabletop import restore

    seats = [Seat("Ana", "red"), Seat("Cleo", "green", computer=True, level="normal")]
    app.settings = msgspec.structs.replace(app.settings, computer_pause=0.0)
    match = Match(registry.load_rules(GAME), seats, {}, 5)
    table = TableScene(app, match)
    app.push(table)
    rng = random.Random(1)
    end = time.perf_counter() + 40  # the worker process starts slowly on a busy machine
    while time.perf_counter() < end:
        if any(table.session.reason(n) for n in range(1, len(match.actions) + 1)):
            break
        if match.to_act == 0 and match.legal_actions():
            table.play(rng.choice(match.legal_actions()))
        app.step(1 / 60)
        time.sleep(0.005)
    positions = [n for n in range(1, len(match.actions) + 1) if table.session.reason(n)]
    assert positions, "the computer never moved"
    position = positions[0]
    words = table.session.reason(position)
    assert words.startswith(("Why Cleo did it", "It was Cleo's only move")), words
    page = log_html(table.session.entries, match.seats, 0, table.session.reason, {position})
    assert f'href="why:{position}"' in page and words.split(":")[0] in page
    loaded = restore.load(table.session.slot.written.path)
    assert loaded.slot.reasons[position] == words


def test_the_summary_links_a_computer_s_move_to_its_reason_and_opens_it_on_a_click():
    page = summary_html(["Cleo played Red 5.", "Ben drew."], ["Why Cleo did it: it helps.", ""])
    assert page.count('href="why:') == 1 and "it helps" not in page
    opened = summary_html(["Cleo played Red 5.", "Ben drew."], ["Why Cleo did it: it helps.", ""], {0})
    assert "it helps" in opened


def test_the_hint_s_budget_is_one_second():
    assert HINT_SECONDS == 1.0
