"""The Private Investigator's content: 8 behaviour cards (2 per resource), the tracker, 3 revelations and
the levels; the checks name the field of a mistake."""

from __future__ import annotations

from collections import Counter

import msgspec

from games.cosmoctopus.rules.pi_schema import DIFFICULTIES, PI_STEPS, RULES, PiStep, check_investigator

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
