"""Rainbow Octopus in the game log: natural sentences, and no seat told what it may not know."""

from __future__ import annotations

import random
import re

from games.rainbow_octopus.rules.state import TURN, phase_of
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.gamelog import entry, told
from tabletop.rules.match import Match, default_seats
from tabletop.rules.undo import seal

from .loaded import RULES
from .test_builders import give, put, stack, started

CARD = r"(?:Red|Orange|Yellow|Green|Blue|Indigo|Violet) \d|Wild"
SEAT = r"<seat \d>"
PUBLIC = {
    "choose": rf"{SEAT} chose a card in secret\.",
    "pass": rf"{SEAT} (?:chose a card to pass|passed a card) to {SEAT}\.",
    "draw": rf"{SEAT} drew a card\.",
    "play": rf"{SEAT} played (?:{CARD})(?: from the discard pile)? on arm \d"
    rf"(?:, replacing (?:{CARD}) \(discarded\)|, replacing their Wild, which must now move)?\.",
    "move": rf"{SEAT} moved their Wild to arm \d(?:, replacing (?:{CARD}) \(discarded\))?\.",
    "discard": rf"{SEAT} discarded (?:{CARD})\.",
    "steal": rf"{SEAT} (?:stole (?:{CARD}) from {SEAT}'s octopus|took a random card from {SEAT}'s hand)\.",
    "lose": rf"{SEAT} lost (?:{CARD}) from their octopus \(discarded\)\.",
    "lose_turn": rf"{SEAT} had no tentacle to play and lost the rest of the turn\.",
}


def random_game(seed: int, players: int = 4, options: dict | None = None) -> Match:
    match = Match(RULES, default_seats(players), options or {"powers": "on"}, seed)
    rng = random.Random(seed)
    while match.legal_actions():
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_every_kind_of_action_reads_as_a_sentence_for_everyone():
    seen = set()
    for seed in range(6):
        match = random_game(seed)
        state = RULES.setup(len(match.seats), match.options, match.seed)
        for action in match.actions:
            words = entry(RULES, state, action).public.split(". ")[0].rstrip(".") + "."
            assert re.fullmatch(PUBLIC[action.kind], words), words
            seen.add(action.kind)
            state = RULES.apply(state, action)
    assert seen >= {"choose", "draw", "play", "move", "discard", "pass", "steal", "lose"}


def test_a_play_that_replaces_a_tentacle_says_so():
    state = started(3, {"tides": "off"})
    seat = state.current
    put(state, seat, "red-3-a")
    give(state, seat, "violet-3-a")
    while len(state.decisions) > 1:  # straight to the play step, the turn's last
        decisions.pop(state)
    action = Action("play", seat, "violet-3-a", f"arm:{seat}:3")
    assert (
        told(RULES, state, action, None)
        == f"<seat {seat}> played Violet 3 on arm 3, replacing Red 3 (discarded)."
    )


def test_a_draw_is_told_in_full_only_to_the_one_who_drew():
    state = started(3, {"tides": "off"})
    seat = state.current
    stack(state, "blue-5-a")
    draw = Action("draw", seat, None, "deck")
    assert told(RULES, state, draw, seat) == "You drew Blue 5."
    for other in [None, *(s for s in range(3) if s != seat)]:
        assert told(RULES, state, draw, other) == f"<seat {seat}> drew a card."
    assert seal(RULES, state, RULES.apply(state, draw), draw) == "reveal"


def shuffled_secrets(state, viewer: int | None, actor: int, rng: random.Random):
    """Returns a state the viewer can't tell from `state`: the deck and the hands of seats other than the
    viewer and the actor hold the same number of other cards (their wilds stay)."""
    other = state.clone()
    seats = [s for s in range(state.players) if s not in (viewer, actor)]
    pool = list(state.deck) + [c for s in seats for c in state.hands[s] if not RULES.catalog.is_wild(c)]
    rng.shuffle(pool)
    other.deck = [pool.pop() for _ in state.deck]
    for s in seats:
        other.hands[s] = [c if RULES.catalog.is_wild(c) else pool.pop() for c in state.hands[s]]
    return other


def test_what_a_seat_is_told_does_not_depend_on_what_it_can_not_see():
    rng = random.Random(1)
    checked = 0
    for seed in range(4):
        match = random_game(seed, players=4, options={"powers": "off"})
        state = RULES.setup(4, match.options, match.seed)
        for action in match.actions:
            if phase_of(state) == TURN and rng.random() < 0.5:
                for viewer in [None, *(s for s in range(4) if s != action.seat)]:
                    twin = shuffled_secrets(state, viewer, action.seat, rng)
                    if RULES.is_legal(twin, action):
                        said = told(RULES, state, action, viewer)
                        assert told(RULES, twin, action, viewer) == said, said
                        checked += 1
            state = RULES.apply(state, action)
    assert checked > 500


def seen_names(state, viewer: int | None) -> set[str]:
    """Returns the names of every card the viewer may see in `state`."""
    hidden = RULES.hidden_ids(state, viewer)
    return {RULES.catalog.card_name(c) for c in RULES.all_component_ids(state) if c not in hidden}


def test_no_seat_is_told_the_name_of_a_card_it_can_not_see():
    for seed in range(3):
        match = random_game(seed, players=5)
        state = RULES.setup(5, match.options, match.seed)
        for action in match.actions:
            after = RULES.apply(state, action)
            for viewer in [None, *range(5)]:
                said = told(RULES, state, action, viewer)
                named = set(re.findall(CARD, said))
                assert named <= seen_names(state, viewer) | seen_names(after, viewer), (viewer, said)
            state = after


def steps_of(match: Match):
    """Yields (state before, action, state after) for every action of a finished match."""
    state = RULES.setup(len(match.seats), match.options, match.seed)
    for action in match.actions:
        after = RULES.apply(state, action)
        yield state, action, after
        state = after


def test_the_end_of_setup_says_the_wilds_went_into_the_hands():
    for state, action, after in steps_of(random_game(3, options={"powers": "off"})):
        if "turned up" in entry(RULES, state, action, after).public:
            assert " Everyone takes their Wild into their hand. " in entry(RULES, state, action, after).public
            return
    raise AssertionError("setup never ended")


def test_a_card_taken_from_a_hand_is_named_to_its_owner_and_to_nobody_else():
    found = 0
    for seed in range(12):
        for state, action, after in steps_of(random_game(seed)):
            if action.kind != "steal" or action.piece is not None:
                continue
            victim = int(action.target.split(":")[1])
            card = RULES.catalog.card_name(after.hands[action.seat][-1])
            said = entry(RULES, state, action, after)
            assert said.line_for(victim).startswith(f"<seat {action.seat}> took your {card} at random")
            for other in [None, *(s for s in range(state.players) if s not in (victim, action.seat))]:
                assert said.line_for(other).startswith(
                    f"<seat {action.seat}> took a random card from <seat {victim}>'s hand."
                )
            found += 1
    assert found
