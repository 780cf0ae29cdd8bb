"""Confirming one action without listing them all (`PirateRules._is_legal`) gives the same answer as
looking it up in the whole list, and what a group accepts, worked out once per sort of card
(`fitting.accepts`), is what every card of that sort joins it as (`fitting.joins`)."""

from __future__ import annotations

import random

import pytest

from games.rainbow_pirates.rules import bot, fitting, groups, scoring
from games.rainbow_pirates.rules.game import PirateRules
from games.rainbow_pirates.rules.state import BUILD, COPIED, REARRANGE, TURN, PirateState
from tabletop.rules import decisions
from tabletop.rules.copying import copiers
from tabletop.rules.core import Action, sorted_actions
from tabletop.rules.decisions import CONFIRM
from tests.rainbow_pirates.builders import CAT, RULES


def _states(players: int, seed: int, steps: int):
    """Yields the states of a seeded random game, one per action, up to `steps`."""
    state = RULES.setup(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = RULES.legal_actions(state)
        if not legal:
            return
        yield state, legal
        state = RULES.apply(state, rng.choice(legal))


def _near_misses(action: Action, players: int, rng: random.Random) -> list[Action]:
    """Returns actions one field away from a legal one: most are illegal, a few legal."""
    other = rng.choice(CAT.cards)
    return [
        Action(action.kind, action.seat, action.piece, action.target, None if action.choice else "red"),
        Action(action.kind, action.seat, action.piece, f"group:{action.seat}:{rng.randrange(8)}"),
        Action(action.kind, (action.seat + 1) % players, action.piece, action.target, action.choice),
        Action(action.kind, action.seat, other, action.target, action.choice),
        Action("move" if action.kind == "place" else "place", action.seat, action.piece, action.target),
        Action(action.kind, action.seat, None, action.target, action.choice),
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (5, 13)])
def test_one_action_is_confirmed_as_the_whole_list_would(players, seed):
    rng = random.Random(seed)
    kinds = set()
    for state, legal in _states(players, seed, 400):
        kinds.add(decisions.top(state).kind)
        listed = set(RULES._legal_actions(state))
        for action in legal + [
            m for a in rng.sample(legal, min(8, len(legal))) for m in _near_misses(a, players, rng)
        ]:
            assert RULES.is_legal(state, action) == (action in listed), (action, decisions.top(state))
    assert {TURN, REARRANGE, BUILD} <= kinds


def test_a_rearrangement_step_is_confirmed_without_listing_every_action(monkeypatch):
    state, seen = None, 0
    for state, legal in _states(2, 21, 600):
        moved = [a for a in legal if a.kind == "move"]
        if decisions.top(state).kind == REARRANGE and moved:
            break
    assert moved, "the random game never rearranged"

    def listing_everything(self, state):
        raise AssertionError("the whole list was built to confirm one action")

    monkeypatch.setattr(PirateRules, "_legal_actions", listing_everything)
    for action in moved:
        assert RULES.is_legal(state, action)
        seen += 1
    assert not RULES.is_legal(state, Action("move", moved[0].seat, "no-such-card", moved[0].target))
    assert RULES.apply(state, moved[0]) is not state
    assert seen == len(moved)


def test_what_a_group_accepts_is_what_each_card_of_each_sort_joins_as():
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        cards = rng.sample(CAT.cards, rng.randint(1, 5))
        wild_as = {c: rng.choice(CAT.colours) for c in cards if c in CAT.wilds}
        summary = groups.summary(CAT, cards, wild_as)
        accepted = fitting.accepts(CAT, summary)
        for card in CAT.cards:  # every card of a sort, not only the one `accepts` asked about
            tried = fitting.colours_for(CAT, card, summary)
            wanted = [c for c in tried if fitting.joins(CAT, summary, card, c)]
            assert accepted.get(CAT.sort[card], ()) == (fitting.in_order(wanted) if wanted else ()), (
                cards,
                card,
            )
            checked += 1
    assert checked == 300 * len(CAT.cards)


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (3, 32), (5, 33)])
def test_the_legal_list_comes_in_the_engines_order_without_sorting(players, seed):
    kinds = set()
    for state, legal in _states(players, seed, 1500):
        kinds.add(decisions.top(state).kind)
        assert legal == sorted_actions(legal), decisions.top(state)
        assert len(set(legal)) == len(legal)
        assert set(legal) == set(RULES._legal_actions(state))
    assert {TURN, REARRANGE, BUILD} <= kinds


def test_a_copy_of_the_state_copies_every_field_the_generic_copy_would():
    assert {name for name, _ in copiers(PirateState)} == COPIED
    state = next(s for s, _ in _states(3, 7, 400) if any(s.islands) and s.wild_as)
    copy = state.clone()
    assert copy == state and copy.__dict__.keys() == state.__dict__.keys()
    copy.islands[0].append(["x"])
    copy.hands[0].append("x")
    copy.wild_as["x"] = "red"
    assert copy != state


def _picture(state: PirateState) -> str:
    """Returns every field of the state, written out (a list changed in place changes it)."""
    return repr(sorted(state.__dict__.items()))


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (4, 32)])
def test_no_action_changes_a_state_before_it(players, seed):
    # A placement's or a move's state shares what they do not change with the state before it
    # (`PirateState.copy_for`): no later action may change a shared list in place.
    kinds, seen = set(), []
    for state, _ in _states(players, seed, 5000):
        kinds.add(decisions.top_kind(state))
        seen.append((state, _picture(state)))
    assert {TURN, REARRANGE, BUILD, "final"} <= kinds
    assert all(_picture(state) == picture for state, picture in seen)


def _completable_by_every_stretch(cat, cards, hand, wild_as) -> bool:
    """The rule itself (`groups.completable`), trying every stretch of the rainbow that holds the cards."""
    found = groups.shape(cat, cards, wild_as)
    if found in (groups.PIRATES, groups.BLACKS):
        return found == groups.PIRATES or len(cards) + sum(cat.kind[c] == "black" for c in hand) >= 3
    if not found:
        return False
    wilds = sum(cat.kind[c] == "wild" for c in hand)
    held = {cat.colour_of[c] for c in hand if c in cat.colour_of}
    numbered = any(cat.kind[c] == "colour" for c in cards)
    colours = groups.colours_of(cat, cards, wild_as)
    if found == groups.SET and colours:
        same = sum(cat.colour_of.get(c) == colours[0] for c in hand)
        if same + wilds >= 3 - len(cards) and (numbered or same):
            return True
    if len(set(colours)) != len(colours):
        return False
    numbers = {cat.number[c] for c in colours}
    for start in range(1, min(numbers, default=99) + 1):
        for end in range(max(max(numbers, default=0), start + 2), len(cat.colours) + 1):
            missing = [cat.by_number[n] for n in range(start, end + 1) if n not in numbers]
            covered = [c for c in missing if c in held]
            if start <= len(cat.colours) and len(missing) - len(covered) <= wilds and (numbered or covered):
                return True
    return False


def test_completable_answers_as_trying_every_stretch_does():
    rng = random.Random(8)
    by_colour: dict[str, list[str]] = {}
    for card, colour in CAT.colour_of.items():
        by_colour.setdefault(colour, []).append(card)
    answers = set()
    for n in range(20_000):
        if n % 2:
            cards = [rng.choice(by_colour[c]) for c in rng.sample(CAT.colours, rng.randint(1, 4))]
            cards += rng.sample(CAT.wilds, rng.randint(0, 1))
        else:
            cards = rng.sample(CAT.cards, rng.randint(1, 4))
        wild_as = {c: rng.choice(CAT.colours) for c in cards if c in CAT.wilds}
        hand = rng.sample([c for c in CAT.cards if c not in cards], rng.randint(0, 9))
        answer = groups.completable(CAT, cards, hand, wild_as)
        assert answer == _completable_by_every_stretch(CAT, cards, hand, wild_as), (cards, hand, wild_as)
        answers.add(answer)
    assert answers == {True, False}


def test_a_group_grown_by_a_card_is_summed_up_as_the_bigger_group_is():
    rng = random.Random(9)
    grew = 0
    for _ in range(5_000):
        cards = rng.sample(
            CAT.cards if rng.random() < 0.3 else [*CAT.colour_of, *CAT.wilds], rng.randint(0, 4)
        )
        wild_as = {c: rng.choice(CAT.colours) for c in cards if c in CAT.wilds}
        card = rng.choice([c for c in CAT.cards if c not in cards])
        summary = groups.summary(CAT, cards, wild_as)
        for colour in fitting.choices(CAT, card):
            bigger = groups.summary(CAT, [*cards, card], {**wild_as, card: colour} if colour else wild_as)
            got = groups.grown(CAT, summary, card, colour)
            assert got == (bigger if groups.with_card(CAT, summary, card, colour)[0] else None)
            assert got is not None or not bigger.shape
            grew += got is not None
    assert grew > 1000


def _settled_step_by_step(state):
    """`bot.settled` as it was: each step a copy of its own (`apply_legal`)."""
    for _ in range(bot.MOST_STEPS):
        kind = decisions.top_kind(state)
        if kind in (TURN, "final", ""):
            return state
        if kind == REARRANGE:
            state = RULES.apply_legal(state, Action(CONFIRM, decisions.top(state).seat))
            continue
        legal = RULES.legal_actions(state)
        if not legal:
            return state
        state = RULES.apply_legal(state, bot.plain_step(CAT, state, legal))
    return state


@pytest.mark.parametrize(("players", "seed"), [(2, 41), (4, 42)])
def test_the_bots_shortcuts_give_what_the_long_way_gives(players, seed):
    kinds = set()
    for state, legal in _states(players, seed, 1200):
        before = state.clone()
        kinds.add(decisions.top_kind(state))
        assert bot.settled(RULES, state) == _settled_step_by_step(state)
        action = legal[len(legal) // 2]
        in_place = state.clone()
        RULES.apply_in_place(in_place, action)
        assert in_place == RULES.apply_legal(state, action)
        for seat in range(players):
            listed = groups.must_place(CAT, state, seat)
            wanted = sum(card in CAT.colour_of for card, _ in listed)
            island = fitting.island(CAT, state.islands[seat], state.wild_as)
            assert fitting.colour_cards_to_place(CAT, state.hands[seat], island.extended) == wanted
            assert (
                island.points
                == scoring.island_points(CAT, state, seat)
                == sum(
                    CAT.content.pirate_points if CAT.kind[c] == "pirate" else 1
                    for g in state.islands[seat]
                    for c in g
                )
            )
            rainbows = sum(
                len(g) == 7
                and groups.shape(CAT, g, state.wild_as) == groups.RUN
                and groups.valid(CAT, g, state.wild_as)
                for g in state.islands[seat]
            )
            assert (
                island.rainbows == groups.full_rainbows(CAT, state.islands[seat], state.wild_as) == rainbows
            )
        assert state == before  # nothing above changed the state it was given
    assert {TURN, REARRANGE, BUILD} <= kinds


def test_a_hand_read_from_what_its_cards_play_as_is_the_hand_read_card_by_card():
    rng = random.Random(10)
    for _ in range(3000):
        hand = rng.sample(CAT.cards, rng.randint(0, 25))
        sorts = fitting.hand_sorts(CAT, hand)
        assert groups.holding_of(CAT, sorts) == groups.holding(CAT, hand)
        found = fitting.hand(CAT, hand, sorts)
        numbered = [c for c in hand if c in CAT.colour_of]
        assert found.numbered == {CAT.colour_of[c] for c in numbered}
        colours = [CAT.colour_of[c] for c in numbered]
        numbers = {CAT.number[c] for c in colours}
        runs = [(s, s + 1, s + 2) for s in numbers if {s, s + 1, s + 2} <= numbers]
        in_order = {CAT.by_number[n] for run in runs for n in run}
        assert found.grouped == {c for c in colours if colours.count(c) >= 3} | in_order
        assert found.pirate == any(c in CAT.pirate_names for c in hand)
