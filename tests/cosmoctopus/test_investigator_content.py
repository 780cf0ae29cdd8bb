"""The Private Investigator's content: 8 behaviour cards (2 per resource), the tracker, 3 revelations and
the levels; the checks name the field of a mistake."""

from __future__ import annotations

from collections import Counter

import msgspec

from games.cosmoctopus.rules.pi_schema import DIFFICULTIES, PI_STEPS, RULES, Pace, PiStep, check_investigator

from .builders import CAT

PI = CAT.content.investigator


def test_eight_behaviour_cards_two_per_resource_each_with_g_and_h():
    assert len(PI.behaviours) == 8
    assert Counter(card.resource for card in PI.behaviours) == dict.fromkeys(CAT.resources, 2)
    for card in PI.behaviours:
        assert card.tentacle and card.knowledge
        assert {s.do for s in card.tentacle + card.knowledge} <= set(PI_STEPS)


def test_three_revelations_each_a_known_rule_and_the_levels_in_order():
    assert sorted(card.rule for card in PI.revelations) == sorted(RULES)
    levels = [(level.id, level.start) for level in PI.levels]
    assert levels == list(zip(DIFFICULTIES, (1, 2, 3, 5), strict=True))
    assert PI.tracker.revelation_at == 5


def test_the_checks_name_the_field_of_each_mistake():
    bad_card = msgspec.structs.replace(PI.behaviours[0], resource="glitter", tentacle=[PiStep("tax")])
    broken = msgspec.structs.replace(PI, behaviours=[bad_card, *PI.behaviours[1:7]], levels=PI.levels[::-1])
    fields = {field for field, _ in check_investigator(broken, 8)}
    assert fields == {
        "investigator.behaviours",
        "investigator.behaviours[0].resource",
        "investigator.behaviours[0].tentacle[0].resource",
        "investigator.levels",
    }
    assert check_investigator(PI, 8) == []
    twins = [PI.revelations[0], msgspec.structs.replace(PI.revelations[1], rule=PI.revelations[0].rule)]
    twin_rules = msgspec.structs.replace(PI, revelations=[*twins, PI.revelations[2]])
    assert check_investigator(twin_rules, 8) == [
        ("investigator.revelations", "each revelation card gives a rule of its own")
    ]
    flips = ("investigator.tracker.revelation_at", "the tracker flips between 1 and 4")
    assert check_investigator(PI, 5) == [flips]


def test_the_co_op_pace_is_given_for_2_to_4_players_and_leaves_a_row_card_counted():
    assert sorted((pace.players, pace.overlooked) for pace in PI.coop) == [(2, 1), (3, 1), (4, 1)]
    bad = [Pace(1, 1), Pace(3, 3), Pace(3, 0)]
    assert check_investigator(msgspec.structs.replace(PI, coop=bad), 8, 3) == [
        ("investigator.coop[0].players", "co-op is for 2 to 4 players, not 1"),
        ("investigator.coop[1].overlooked", "the PI overlooks from 0 to 2 (the row holds 3)"),
        ("investigator.coop", "the pace of 3 players is given twice"),
    ]
