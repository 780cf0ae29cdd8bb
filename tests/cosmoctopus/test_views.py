"""What each seat sees: others' hands, the deck's order and draft picks are hidden; copies share nothing."""

from __future__ import annotations

from games.cosmoctopus.rules.state import CosmoState, Job
from tabletop.rules import gamelog
from tabletop.rules.core import Action

from .builders import RULES, act, main, play, pool, stack, table


def strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, CosmoState):
        value = list(vars(value).values())
    if isinstance(value, dict):
        value = list(value) + list(value.values())
    if isinstance(value, list | tuple | set):
        return set().union(*map(strings, value)) if value else set()
    return set()


def test_a_view_hides_other_hands_and_the_deck():
    state = RULES.setup(3, {"first": "1"}, 5)
    seen = RULES.view(state, 1)
    assert (
        seen.hands[1] == state.hands[1]
        and seen.hands[0] == [None] * 5
        and seen.deck == [None] * len(state.deck)
    )
    assert seen.rng == 0 and seen.row == state.row
    assert not strings(seen) & RULES.hidden_ids(state, 1)
    assert not strings(RULES.view(state, None)) & RULES.hidden_ids(state, None)


def test_draft_packets_and_picks_are_secret():
    state = RULES.setup(2, {"hands": "draft", "first": "1"}, 5)
    state = act(state, "pick", 0, state.packets[0][0], "hand:0")
    seen = RULES.view(state, 1)
    assert seen.hands[0] == [None] and seen.packets[0] == [None] * 4 and seen.packets[1] == state.packets[1]
    assert not strings(seen) & RULES.hidden_ids(state, 1)


def test_a_card_being_paid_for_is_face_up():
    state = main(table(hand=("blotted-notes",)))
    state = act(state, "play", 0, "blotted-notes", "play:0")
    assert RULES.view(state, 1).paying == "blotted-notes" and "blotted-notes" not in RULES.hidden_ids(
        state, 1
    )


def test_copies_never_share_mutable_parts():
    state = RULES.setup(2, {}, 1)
    copy = state.clone()
    copy.hands[0].append("x")
    copy.pool[0]["ink"] = 99
    copy.slots["c"] = [True]
    copy.jobs.append(None)
    assert "x" not in state.hands[0] and state.pool[0]["ink"] == 2 and not state.slots and not state.jobs


def test_a_drawn_card_is_named_only_to_its_drawer_in_the_log():
    state = main(table(hand=("visions-in-the-fog",)))
    pool(state, whispers=2)
    stack(state, "ink-rain", "gilded-barnacle")
    state = act(state, "play", 0, "visions-in-the-fog", "play:0")
    state = act(act(state, "pay", 0, "whispers", "pay"), "pay", 0, "whispers", "pay")
    entry = gamelog.entry(RULES, state, Action("confirm", 0))
    assert (
        "Ink Rain" in entry.private[0] and "Ink Rain" not in entry.public and "drew 2 cards" in entry.public
    )


def test_prompts_name_what_is_asked():
    state = table()
    assert RULES.narrator.prompt(state, 0) == "Your turn: move Cosmoctopus (it must move)."
    assert RULES.narrator.prompt(state, 1).startswith("Waiting for <seat 0> to move Cosmoctopus")
    state = main(table(hand=("ink-rain",)))
    pool(state, whispers=3)
    assert (
        "gained 4 ink"
        in gamelog.entry(
            RULES, state, Action("play", 0, "ink-rain", "play:0"), play(state, "ink-rain")
        ).public
    )


def test_an_effect_under_way_does_not_name_a_card_that_went_back_into_hiding():
    state = RULES.setup(2, {"first": "1"}, 5)
    card = state.hands[1][0]
    state.jobs = [Job("move", 0, card=card), Job("resolved", 0, card=card)]  # its card was drawn since
    assert [job.card for job in RULES.view(state, 0).jobs] == ["", ""]
    assert [job.card for job in RULES.view(state, 1).jobs] == [card, card]
