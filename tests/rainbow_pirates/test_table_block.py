"""The block at one screen: the hand-off goes to each targeted opponent in turn and back to the attacker,
each answers in private, and no hand is ever drawn to the wrong person."""

from __future__ import annotations

import random

import pygame
import pytest

from games.rainbow_pirates.rules.state import BLOCK
from tabletop.registry import load_rules
from tabletop.rules.decisions import top_kind
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.handoff import READY_SECONDS, HandoffScene
from tabletop.scenes.table import TableScene
from tabletop.tools.screenwatch import ScreenWatch
from tabletop.tools.shots import headless_app

RULES = load_rules("rainbow_pirates")


@pytest.fixture
def app():
    the_app = headless_app(handoffs=True)
    yield the_app
    the_app.stack.clear()


def pump(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def accept(app) -> None:
    """The person named on the hand-off screen clicks its button, once it is ready."""
    app.step(READY_SECONDS)
    pos = app.stack.top.button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, 3)


def settle(app, table: TableScene, handed: list[int]) -> None:
    """Presses Done and accepts hand-offs until the table shows the seat to act to its player."""
    for _ in range(10):
        pump(app)
        if isinstance(app.stack.top, HandoffScene):
            accept(app)
            handed.append(table.seating.viewer)
        elif table.session.turn_ending is not None:
            table.done()
        else:
            return


def an_attack_on_everyone(app, players: int = 3):
    """Plays (at a table of humans with hand-offs) until a black card that attacks every opponent and can
    be blocked is played; returns the table, its match and the attacker."""
    for seed in range(40):
        match = Match(RULES, default_seats(players), {}, seed)
        table = TableScene(app, match)
        app.stack.clear()
        app.push(table)
        rng, handed = random.Random(seed), []
        for _ in range(200):
            settle(app, table, handed)
            legal = match.legal_actions()
            if not legal:
                break
            attack = [
                a
                for a in legal
                if a.kind == "play"
                and RULES.catalog.black[a.piece].targets == "all"
                and RULES.catalog.loves(a.piece)
            ]
            if attack and top_kind(match.state) == "turn":
                table.play(attack[0])
                return table, match, attack[0].seat
            calm = [a for a in legal if a.kind not in ("play", "rearrange", "cancel")]
            table.play(rng.choice(calm or legal))
    raise AssertionError("no attack on every opponent in 40 games")


def test_each_targeted_opponent_is_handed_the_computer_in_turn_and_then_the_attacker(app):
    watch = ScreenWatch(app)
    with watch.installed():
        table, match, attacker = an_attack_on_everyone(app)
        asked, handed = [], []
        while top_kind(match.state) == BLOCK:
            settle(app, table, handed)
            seat = match.to_act
            assert table.seating.viewer == seat and seat != attacker
            # the panel of the block shows, with Arrrgh! as a button and the hand as the pieces
            assert any(i.key.startswith("rp:choice:block") for i in table.model.items)
            asked.append(seat)
            table.play(next(a for a in match.legal_actions() if a.kind == "arrgh"))
        settle(app, table, handed)
    others = [(attacker + n) % 3 for n in (1, 2)]
    assert asked == others  # every opponent, in turn order, even one who cannot block (block_ask=all)
    assert not watch.leaks, watch.leaks[:3]


def test_a_block_by_the_mouse_drops_the_loved_colour_on_the_discard_pile(app):
    table, match, attacker = an_attack_on_everyone(app)
    handed: list[int] = []
    for _ in range(4):
        settle(app, table, handed)
        if top_kind(match.state) != BLOCK:
            break
        blocks = [a for a in match.legal_actions() if a.kind == "block"]
        if not blocks:
            table.play(next(a for a in match.legal_actions() if a.kind == "arrgh"))
            continue
        piece = blocks[0].piece
        card = next(i for i in table.model.items if i.piece == piece)
        target = next(i for i in table.model.items if i.zone == "discard")
        start = (card.rect[0] + 20, card.rect[1] + 20)
        end = (target.rect[0] + target.rect[2] // 2, target.rect[1] + target.rect[3] // 2)
        for event in (
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ):
            table.handle_event(event)
        assert match.actions[-1].kind == "block" and match.state.discard[-1] == piece
        return
    pytest.skip("nobody could block in this game")


def test_the_handoff_to_each_blocker_asks_the_block_question_and_the_attacker_gets_the_table_back(app):
    table, match, attacker = an_attack_on_everyone(app)
    card = RULES.narrator.component_name(match.state.decisions[-1].data.card)
    captions: list[tuple[int, str, str]] = []  # (seat handed the computer, the decision, the caption)
    for _ in range(12):
        pump(app)
        if isinstance(app.stack.top, HandoffScene):
            captions.append((match.to_act, top_kind(match.state), app.stack.top.caption))
            accept(app)
        elif table.session.turn_ending is not None:
            table.done()
        elif top_kind(match.state) == BLOCK:
            table.play(next(a for a in match.legal_actions() if a.kind == "arrgh"))
        else:
            break
    name = match.seats[attacker].name
    asked = [caption for _, kind, caption in captions if kind == BLOCK]
    assert len(asked) == 2 and asked[0] == asked[1]  # the same words whether or not one could block
    assert asked[0].startswith(f"{name} played {card}, which loves ") and "Arrrgh!" in asked[0]
    seat, kind, caption = captions[2]  # after the window: a Captain's gifts, or the attacker's turn
    assert (
        caption.startswith(f"{name}'s {card}: give")
        if kind == "give"
        else (seat, caption) == (attacker, "Next turn")
    )


def test_after_an_answer_the_done_bar_says_the_choice_is_made_not_that_a_turn_is_over(app):
    table, match, attacker = an_attack_on_everyone(app)
    titles = []
    for _ in range(12):
        pump(app)
        if isinstance(app.stack.top, HandoffScene):
            accept(app)
        elif table.session.turn_ending is not None:
            titles.append((table.session.turn_ending, table.status_words()[0]))
            table.done()
        elif top_kind(match.state) == BLOCK:
            table.play(next(a for a in match.legal_actions() if a.kind == "arrgh"))
        else:
            break
    answers = [title for seat, title in titles if seat != attacker]
    assert answers and all(t.endswith(": your choice is made") for t in answers)
    assert all(f"{match.seats[s].name}: your choice is made" == t for s, t in titles if s != attacker)
