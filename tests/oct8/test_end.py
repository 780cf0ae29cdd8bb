"""The end: a deck runs out, the others finish the round; scoring, the secret colour bonus, tie-breaks."""

from __future__ import annotations

import pytest

from games.oct8.rules import scoring
from games.oct8.rules.state import OVER, pending_of, step_of, turn_of
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tests.oct8.builders import CAT, RULES

from .builders import act, area, empty_hand, finish_turn, free_head, give, octopus, set_secret, table


def draw_twice(state, seat):
    state = act(state, "draw", seat, None, "deck")
    return act(state, "draw", seat, None, "deck") if turn_of(state) == seat and pending_of(state) else state


def test_when_the_arm_deck_runs_out_the_others_play_one_more_turn_each():
    state = table(3)
    state.hands[2] += state.arm_deck[:-2]
    state.arm_deck = state.arm_deck[-2:]
    state = draw_twice(state, 0)  # seat 0 takes the last two cards
    assert state.ending == 0 and state.ended_by == "arms" and RULES.outcome(state) is None
    state = finish_turn(state)  # seat 1
    assert RULES.to_act(state) == 2 and RULES.outcome(state) is None
    state = finish_turn(state)  # seat 2, the last
    assert step_of(state) == OVER and RULES.to_act(state) is None and RULES.outcome(state) is not None


def test_when_the_head_deck_runs_out_at_a_refill_the_round_is_finished():
    state = table(2)
    empty_hand(state, 0)
    give(state, 0, "arm-red-1-a")
    red = free_head(state, "red")
    state.head_deck.remove(red) if red in state.head_deck else None
    for old in state.shared:
        state.boxed.append(old[0])
        state.arm_deck[0:0] = old[1:]
    state.shared = [[red, "arm-blue-7-a"]]
    state.boxed += state.head_deck[:-1]
    state.head_deck = state.head_deck[-1:]
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    state = act(state, "confirm", 0)
    state = act(state, "end_turn", 0)  # the refill takes the last head
    assert state.ending == 0 and state.ended_by == "heads" and RULES.to_act(state) == 1
    state = finish_turn(state)
    assert step_of(state) == OVER


def scored_table():
    state = table(3)
    for seat, colour in enumerate(("red", "green", "blue")):
        set_secret(state, seat, colour)
    return state


def test_an_octopus_scores_one_point_per_arm_card_of_its_heads_colour():
    state = scored_table()
    red = free_head(state, "red")
    area(state, 0, octopus(state, red, "arm-red-1-a", "arm-red-2-a", "arm-blue-5-a"))
    parts = scoring.score(CAT, state, 0)
    assert parts.total == 2 and parts.cards == 2 and parts.made == 1


def test_the_rulebooks_example_five_cards_of_your_colour_shipped_score_ten():
    state = scored_table()
    red = free_head(state, "red")
    state.shipped[0].append(octopus(state, red, *[f"arm-red-1-{k}" for k in "abcde"], "arm-red-3-a"))
    parts = scoring.score(CAT, state, 0)
    assert (parts.shipped, parts.bonus, parts.total) == (6, 6, 12)
    state.shipped[0][0] = [red, *[f"arm-red-1-{k}" for k in "abcde"], "arm-blue-3-a"]
    assert scoring.score(CAT, state, 0).total == 10  # 5 matching cards x 2


def test_a_shipped_octopus_of_another_colour_scores_once():
    state = scored_table()
    green = free_head(state, "green")
    state.shipped[0].append(octopus(state, green, "arm-green-4-a", "arm-green-4-b"))
    assert scoring.score(CAT, state, 0).total == 2


def test_an_octopus_of_your_colour_still_in_your_area_is_not_doubled():
    state = scored_table()
    red = free_head(state, "red")
    area(state, 0, octopus(state, red, "arm-red-4-a", "arm-red-4-b"))
    assert scoring.score(CAT, state, 0).total == 2


def test_a_tie_goes_to_more_octopuses_made_then_more_scoring_cards():
    state = scored_table()
    area(state, 0, octopus(state, free_head(state, "red"), "arm-red-2-a", "arm-red-6-a"))
    area(state, 1, octopus(state, free_head(state, "green"), "arm-green-2-a", "arm-blue-6-a"))
    area(state, 1, octopus(state, free_head(state, "blue"), "arm-blue-2-a", "arm-green-6-a"))
    assert scoring.score(CAT, state, 0).total == scoring.score(CAT, state, 1).total == 2
    assert scoring.winners(CAT, state) == (1,)  # two octopuses against one
    area(state, 0, octopus(state, free_head(state, "green", 2), "arm-red-8-a"))
    assert scoring.winners(CAT, state) == (0, 1)  # two each, two scoring cards each: shared
    state.areas[2].append(octopus(state, free_head(state, "blue", 2), "arm-green-1-a", "arm-green-7-a"))
    assert scoring.winners(CAT, state) == (0, 1)


def test_the_more_scoring_cards_win_a_tie_of_points_and_octopuses():
    state = scored_table()
    state.shipped[0].append(octopus(state, free_head(state, "red"), "arm-red-1-a", "arm-red-7-a"))  # 2 x 2
    area(
        state,
        1,
        octopus(state, free_head(state, "green"), *[f"arm-green-1-{k}" for k in "abcd"], "arm-blue-4-a"),
    )
    assert scoring.score(CAT, state, 0).total == scoring.score(CAT, state, 1).total == 4
    assert scoring.winners(CAT, state) == (1,)


def finished_game():
    state = scored_table()
    state.shipped[0].append(octopus(state, free_head(state, "red"), "arm-red-1-a", "arm-red-7-a"))
    area(state, 1, octopus(state, free_head(state, "green"), "arm-green-1-a", "arm-blue-7-a"))
    decisions.clear(state)  # the game is over: no prompt is left
    return state


def test_the_results_explain_every_score_line_by_line():
    outcome = RULES.outcome(finished_game())
    assert outcome.scores == (4, 1, 0) and outcome.winners == (0,)
    # Only what scored: no empty area, and the tie-breaks only for tied scores (issue 33 item 12).
    assert outcome.details[0] == ("Shipped: 1 octopus, 2 pts", "Secret Red: shipped red doubled, +2 pts")
    assert outcome.details[2][-1] == "Secret Blue: no bonus"
    assert outcome.ended.endswith("deck ran out, and everyone else played one more turn.")


def test_the_tie_breaks_show_only_for_tied_scores():
    state = table(3)
    state.shipped[0].append(octopus(state, free_head(state, "red"), "arm-red-1-a", "arm-red-7-a"))
    decisions.clear(state)
    outcome = RULES.outcome(state)
    assert outcome.scores[0] > outcome.scores[1] == outcome.scores[2]
    details = outcome.details
    assert details[1][-1].startswith("Ties: ") and details[2][-1].startswith("Ties: ")
    assert not any(line.startswith("Ties: ") for line in details[0])


@pytest.mark.parametrize(("players", "lines"), [(2, 5), (3, 4), (4, 3)])
def test_the_score_lines_fit_the_results_screen(players, lines):
    state = table(players)
    state.shipped[0].append(octopus(state, free_head(state, "red"), "arm-red-1-a", "arm-red-7-a"))
    decisions.clear(state)  # the game is over: no prompt is left
    for seat_lines in RULES.outcome(state).details:
        assert len(seat_lines) <= lines and all(len(line) <= 60 for line in seat_lines)
    if players == 2:
        assert RULES.outcome(state).details[0][0].startswith("Secret colour: ")


def test_the_secret_colours_are_shown_to_everyone_at_the_end():
    state = finished_game()
    for seat in (None, 0, 1, 2):
        assert RULES.view(state, seat).secrets == state.secrets
        assert not set(state.secrets) & RULES.hidden_ids(state, seat)


def test_a_finished_game_takes_no_more_actions_and_reports_its_stats():
    state = finished_game()
    assert RULES.legal_actions(state) == [] and RULES.to_act(state) is None
    assert RULES.why_not(state, Action("pass", 0)) == "The game is over."
    stats = RULES.stats(state)
    assert {"rounds", "turns", "octopuses_made", "shipped", "ended_by_arm_deck", "first_player_won"} <= set(
        stats
    )
    assert stats["first_player_won"] == 1.0 and stats["shipped"] == 1.0
