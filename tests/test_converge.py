"""The convergence figures (tabletop/tools/converge.py): how often Hard's choices agree, and the positions
they are weighed at."""

from tabletop import registry
from tabletop.bots.base import in_a_move
from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.tools.converge import agreement, positions


def test_agreement_counts_each_budgets_pairs_and_the_longest_budgets_choice():
    a, b = Action("play", 0, piece="a"), Action("play", 0, piece="b")
    rows = [{0.1: [a, a], 1.0: [a]}, {0.1: [a, b], 1.0: [b]}, {0.1: [b, b], 1.0: [a]}]
    same, kept = agreement(rows, [0.1, 1.0])[0.1]
    assert same == 2 / 3
    assert kept == 3 / 6


def test_positions_are_decisions_a_player_makes_between_moves():
    rules = registry.load_rules("rainbow_octopus")
    found = positions("rainbow_octopus", rules, 3, 11)
    assert len(found) == 3
    for position in found:
        assert is_player(position.seat) and rules.to_act(position.view) == position.seat
        assert len(position.legal) > 1 and not in_a_move(position.legal)
        assert position.legal == rules.legal_actions(position.view)
