"""The Private Investigator at the table: its panel in the right column for 1 to 4 players (resources,
tracker, the behaviour card with G and H, the revelation), a magnifying glass on each investigated tile,
every player's action with its place, the donation as buttons, nothing past the bars."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from games.cosmoctopus.rules import investigator
from games.cosmoctopus.table import investigator as pi_table
from games.cosmoctopus.table.others import COMPACT
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.decisions import AUTOMATON
from tests.laid_out import kept, laid_out

from .builders import CAT, RULES

TABLE = CosmoTable(RULES)
TOP, BOTTOM = 76, 1080 - 96
RIGHT = (1276, 88, 628, 510)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


@kept
def pi_states() -> tuple:
    """Returns states of random games against the PI (solo and 4 players), every few moves."""
    found = []
    for players, difficulty in ((1, "naive"), (4, "obsessive")):
        rng, state = random.Random(players), RULES.setup(players, {"mode": "pi", "difficulty": difficulty}, 3)
        for step in range(900):
            legal = RULES.legal_actions(state)
            if step % 7 == 0 or not legal:
                found.append(state)
            if not legal:
                break
            state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def layout(state, viewer: int):
    return laid_out(RULES, TABLE, state, viewer)


def test_every_players_action_has_its_place_and_the_pi_plays_its_own():
    kinds = set()
    for state in pi_states():
        actor = RULES.to_act(state)
        if actor is None or actor == AUTOMATON:
            kinds.update(a.kind for a in RULES.legal_actions(state))
            continue
        items = layout(state, actor)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        for action in RULES.legal_actions(state):
            assert action.piece is None or action.piece in pieces, action
            assert action.target is None or action.target in zones, action
    assert {"pi_collect", "pi_end"} <= kinds


def test_everything_sits_between_the_bars_and_the_pi_in_the_right_column():
    for state in pi_states()[::4]:
        actor = RULES.to_act(state)
        items = layout(state, actor if actor is not None and actor >= 0 else 0)
        for item in items:
            x, y, w, h = item.rect
            assert 0 <= x and x + w <= 1920 and TOP <= y and y + h <= BOTTOM, item.key
        for item in (i for i in items if i.key.startswith("co:pi-") and "glass" not in i.key):
            x, y, w, h = item.rect
            assert RIGHT[0] <= x and x + w <= RIGHT[0] + RIGHT[2], item.key
            assert RIGHT[1] - 12 <= y and y + h <= RIGHT[1] + RIGHT[3], item.key


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_panel_shows_the_card_s_two_effects_in_words_below_the_other_seats(players):
    state = RULES.setup(players, {"mode": "pi"}, 5)
    items = layout(state, 0)
    words = " ".join(i.key for i in items if i.key.startswith("co:text:"))
    card = investigator.behaviour(CAT, state.pi_card)
    brief = players >= 3  # the smaller panels: the same words without the small print
    assert card.name in words and ("On a tentacle: " if brief else "When it gains a tentacle: ") in words
    assert ("On Forbidden Knowledge: " if brief else "When it takes Forbidden Knowledge: ") in words
    assert "G: " not in words and "H: " not in words and "G, " not in words  # not the rulebook's letters
    *seats, rect = pi_table.column(players)
    assert rect == RIGHT if players == 1 else rect[1] + rect[3] == RIGHT[1] + RIGHT[3] and rect[3] >= 230
    assert all(h >= (COMPACT if players == 4 else 122) for _, _, _, h in seats)  # a row of cards in play
    panels = [i for i in items if i.key.startswith("co:panel:") and i.rect[0] == RIGHT[0]]
    assert all(p.rect[1] + p.rect[3] <= rect[1] for p in panels) and len(panels) == players - 1


def test_a_magnifying_glass_on_each_investigated_tile_says_what_entering_does():
    state = RULES.setup(1, {"mode": "pi"}, 9)
    glasses = [i for i in layout(state, 0) if i.key.startswith("co:pi-glass")]
    assert len(glasses) == 2 and all("Investigated by the PI" in g.tip for g in glasses)
    from games.cosmoctopus.table.realm import tile_rect

    rects = [tile_rect(state, c) for c in investigator.investigated(CAT, state)]
    corners = sorted(pi_table.glass_spot(w).move(x, y).topleft for x, y, w, _ in rects)  # clear of its words
    assert sorted((g.rect[0], g.rect[1]) for g in glasses) == corners


def test_the_revelation_is_face_down_then_its_rule_is_shown():
    state = RULES.setup(1, {"mode": "pi"}, 9)
    assert "face down" in pi_table.revelation_line(CAT, RULES.view(state, 0))
    state.pi_revealed = True
    card = investigator.revelation(CAT, state.pi_revelation)
    assert card.text in pi_table.revelation_line(CAT, RULES.view(state, 0))


def test_the_table_names_the_pi_and_its_log_lines_need_no_other_name():
    from tabletop.rules.gamelog import entry

    from .pi_builders import pi_table, to_pi

    assert RULES.narrator.actor_name(AUTOMATON) == "The PI"
    state = to_pi(pi_table())
    line = entry(RULES, state, RULES.actor_action(state)).public
    assert line.startswith("The PI gains ") and line.endswith("from the card row.")


def test_in_the_pi_s_turn_the_line_under_the_realm_names_it_not_the_last_player():
    turns = [s for s in pi_states() if s.phase == "pi"]
    assert turns
    words = [i.key for i in layout(turns[0], 0) if "Private Investigator's turn" in (i.tip or "") + i.key]
    others = [i.key for i in layout(turns[0], 0) if "its gaze is on" in i.key]
    assert words and not others


def _texts(items, area) -> list:
    """Returns the text items (labels and pills) lying in `area`, each as (size, words, rect)."""
    found = []
    for item in items:
        x, y, w, h = item.rect
        inside = area[0] <= x and x + w <= area[0] + area[2] and area[1] - 12 <= y < area[1] + area[3]
        if inside and item.key.startswith("co:text:"):
            size, _, _, words = item.key[len("co:text:") :].split(":", 3)
            found.append((int(size), words, item.rect))
        elif inside and item.key.startswith("co:pill:"):
            found.append((int(item.key.rsplit(":", 1)[1]), item.key, item.rect))
    return found


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_word_in_the_right_column_is_readable_at_1280x720_and_none_overlap(players):
    """Text of 20 px at 1920x1080 is 13 px at 1280x720: the least a family reads across a table."""
    states = [RULES.setup(players, {"mode": "pi", "difficulty": "obsessive"}, seed) for seed in range(4)]
    revealed = RULES.setup(players, {"mode": "pi"}, 5)
    revealed.pi_revealed = True
    for state in [*states, revealed, *(s for s in pi_states() if s.players == players)]:
        items = layout(state, 0)
        texts = _texts(items, RIGHT)
        assert texts and all(size >= pi_table.TEXT for size, _, _ in texts), sorted(texts)[0]
        rect = pi_table.column(players)[-1]
        lines = [(words, r) for _, words, r in _texts(items, rect) if r[1] >= rect[1] + 44]
        card = investigator.behaviour(CAT, state.pi_card).name
        lines = lines[next(n for n, (words, _) in enumerate(lines) if words.startswith(card)) :]
        starts = [words.split(":")[0].split(",")[0] for words, _ in lines]
        tentacle = starts.count("On a tentacle") + starts.count("When it gains a tentacle")
        knowledge = starts.count("On Forbidden Knowledge") + starts.count("When it takes Forbidden Knowledge")
        assert tentacle == 1 and knowledge == 1 and starts.count("Revelation") == 1
        for (_, a), (_, b) in itertools.combinations(lines, 2):
            assert a[1] + a[3] - 4 <= b[1] or b[1] + b[3] - 4 <= a[1], (a, b)  # one line under another


@pytest.mark.parametrize("difficulty", ["naive", "tenacious", "relentless", "obsessive"])
def test_the_pi_headers_name_count_and_level_never_overlap(difficulty):
    for players in (1, 4):
        state = RULES.setup(players, {"mode": "pi", "difficulty": difficulty}, 3)
        state.pi_tentacles = 9  # the widest count: '8/8 (+1)'
        top = pi_table.column(players)[-1]
        header = [r for _, _, r in _texts(layout(state, 0), top) if r[1] < top[1] + 44]
        assert len(header) >= 3
        for a, b in itertools.combinations(header, 2):
            assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0], (players, a, b)


@pytest.mark.parametrize("difficulty", ["naive", "tenacious", "relentless", "obsessive"])
def test_nothing_in_the_pi_s_header_covers_anything_else_while_it_plays_or_not(difficulty):
    # A real-window solo game at 1280x720 showed 'its turn' on the panel's edge over 'Naïve'; in a compact
    # panel (2 to 4 players) the tentacle ran into the stars counter.
    for players, acting, tentacles in itertools.product((1, 2, 4), (True, False), (0, 9)):
        state = RULES.setup(players, {"mode": "pi", "difficulty": difficulty}, 3)
        state.pi_tentacles = tentacles  # 9: the widest count, '8/8 (+1)'
        rect = pi_table.column(players)[-1]
        items = pi_table.panel_items(CAT, RULES.view(state, 0), rect, acting=acting)
        header = [i.rect for i in items[1:] if i.rect[1] < rect[1] + 40]
        assert any("its turn" in i.key for i in items) == acting
        assert any("tentacle" in i.key for i in items) or tentacles
        for a, b in itertools.combinations(header, 2):
            apart = a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
            assert apart, (players, a, b)
        assert all(rect[0] <= r[0] and r[0] + r[2] <= rect[0] + rect[2] and rect[1] <= r[1] for r in header)
