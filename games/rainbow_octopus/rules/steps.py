"""The step interpreter: which actions a pending step allows, and what each action does."""

from __future__ import annotations

from games.rainbow_octopus.rules import schema
from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.events import Drew, Eighth, NewColour, Replaced, Reshuffled, Stole
from games.rainbow_octopus.rules.powers import (
    colours_on,
    guarded,
    hand_full,
    hand_limit,
    has_eighth,
    has_power,
)
from games.rainbow_octopus.rules.state import (
    OctopusState,
    Step,
    arm_zone,
    drawn_for_turn,
    neighbour,
    parse_zone,
    push_steps,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, draw_random
from tabletop.rules.decisions import DRAW
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record
from tabletop.rules.seats import hand_zone

ALL_ARMS = tuple(range(1, 9))


def to_step(step: schema.Step, source: str) -> Step:
    """Returns the pending form of a content step."""
    option = step.to if step.do == "pass" else step.source
    if step.do in ("play", "discard") and not option:
        option = "hand"
    return Step(step.do, step.count, step.count, tuple(step.colours), tuple(step.arms), option, source)


def turn_steps(cat: Catalog, state: OctopusState) -> list[Step]:
    """Returns the steps of a turn under the tide in force (or the basic turn without tides)."""
    if state.tide is None:
        return [to_step(s, "basic") for s in cat.content.basic_turn]
    return [to_step(s, state.tide) for s in cat.tides[state.tide].steps]


def consume(state: OctopusState) -> None:
    """Counts one done for the step to do now; drops its prompt when finished."""
    top = decisions.top(state)
    if top.data.left > 1:
        decisions.replace_top(state, top._replace(data=top.data._replace(left=top.data.left - 1)))
    else:
        decisions.pop(state)


# What may be chosen -------------------------------------------------------------------


def loose_cards(cat: Catalog, state: OctopusState, seat: int, only: list[str] | None = None) -> list[str]:
    """Returns the non-wild cards of the seat's hand (restricted to `only` if given)."""
    cards = state.hands[seat] if only is None else [c for c in state.hands[seat] if c in only]
    return [c for c in cards if not cat.is_wild(c)]


def step_cards(state: OctopusState, seat: int, step: Step) -> list[str]:
    """Returns the hand cards a play or discard step draws on: the whole hand, or just the cards the
    turn drew (Undercurrent's other card, never a power's bonus draw)."""
    if step.option != "drawn":
        return state.hands[seat]
    drawn = drawn_for_turn(state)
    return [c for c in state.hands[seat] if c in drawn]


def limits_for(cat: Catalog, state: OctopusState, seat: int, step: Step) -> Step:
    """Returns the step as it applies to the seat: without colour and arm limits for ignore_limits."""
    if (step.colours or step.arms) and has_power(cat, state, seat, "ignore_limits"):
        return step._replace(colours=(), arms=())
    return step


def allowed_arm(cat: Catalog, card: str, arm: int, step: Step) -> bool:
    """Tells whether the card may go on that arm under the step's colour and arm limits."""
    if step.arms and arm not in step.arms:
        return False
    if cat.is_wild(card):
        return True
    return cat.arm_of[card] == arm and (not step.colours or cat.colour_of[card] in step.colours)


def plays(cat: Catalog, state: OctopusState, seat: int, step: Step) -> list[tuple[str, int]]:
    """Returns every (card, arm) the seat may play now, from hand or (scavenger) the discard."""
    step = limits_for(cat, state, seat, step)
    cards = list(step_cards(state, seat, step))
    if step.option == "hand" and state.discard and has_power(cat, state, seat, "scavenger"):
        cards.append(state.discard[-1])
    found = []
    for card in cards:
        arms = ALL_ARMS if cat.is_wild(card) else (cat.arm_of[card],)
        found += [(card, arm) for arm in arms if allowed_arm(cat, card, arm, step)]
    return found


def steal_targets(cat: Catalog, state: OctopusState, seat: int) -> list[str]:
    """Returns the tentacles on other octopuses that may be stolen (never a wild)."""
    found = []
    for other in range(state.players):
        if other != seat:
            found += [c for c in state.arms[other] if c is not None and not cat.is_wild(c)]
    return found


def steal_victims(cat: Catalog, state: OctopusState, seat: int) -> list[int]:
    """Returns the other seats holding a card that may be taken from their hand."""
    return [
        other
        for other in range(state.players)
        if other != seat and not guarded(cat, state, other) and loose_cards(cat, state, other)
    ]


def lose_targets(cat: Catalog, state: OctopusState, seat: int) -> list[str]:
    """Returns the tentacles the seat may lose (never the wild; none with the no_lose power)."""
    if has_power(cat, state, seat, "no_lose"):
        return []
    return [c for c in state.arms[seat] if c is not None and not cat.is_wild(c)]


def room_needed(cat: Catalog, state: OctopusState, seat: int, step: Step) -> int:
    """Returns how many cards the seat must discard before a draw or steal would exceed its hand limit.

    A draw step counts every card it still asks for (the rulebook: discard first, then draw);
    0 when the hand has nothing it may discard (only a wild), so play never gets stuck.
    """
    if step.kind not in ("draw", "steal") or not loose_cards(cat, state, seat):
        return 0
    coming = step.left if step.kind == "draw" else 1
    return max(0, len(state.hands[seat]) + coming - hand_limit(cat, state, seat))


def skippable(cat: Catalog, state: OctopusState, step: Step) -> bool:
    """Tells whether the step has nothing to do for the current seat, so it passes by itself."""
    seat = state.current
    kind = step.kind
    if kind == "discard":
        return not loose_cards(cat, state, seat, step_cards(state, seat, step))
    if kind == "pass":
        return not loose_cards(cat, state, seat) or hand_full(cat, state, neighbour(state, seat, step.option))
    if kind == "steal" and step.option == "octopus":
        return not steal_targets(cat, state, seat)
    if kind == "steal":
        return not steal_victims(cat, state, seat)
    if kind == "lose":
        return not lose_targets(cat, state, seat)
    return False


# The actions a step offers ------------------------------------------------------------


def discards(cat: Catalog, seat: int, cards: list[str]) -> list[Action]:
    """Returns a discard action for each non-wild card given."""
    return [Action("discard", seat, c, "discard") for c in cards if not cat.is_wild(c)]


def step_actions(cat: Catalog, state: OctopusState, step: Step) -> list[Action]:
    """Returns the legal actions of the current seat for the step to do now."""
    seat = state.current
    kind = step.kind
    if room_needed(cat, state, seat, step):
        return discards(cat, seat, state.hands[seat])
    if kind == "draw":
        return [Action(DRAW, seat, None, "deck")]
    if kind == "play":
        found = [Action("play", seat, c, arm_zone(seat, arm)) for c, arm in plays(cat, state, seat, step)]
        return found or [Action("lose_turn", seat)]
    if kind == "discard":
        return discards(cat, seat, step_cards(state, seat, step))
    if kind == "pass":
        target = hand_zone(neighbour(state, seat, step.option))
        return [Action("pass", seat, c, target) for c in loose_cards(cat, state, seat)]
    if kind == "steal" and step.option == "octopus":
        return [Action("steal", seat, c, hand_zone(seat)) for c in steal_targets(cat, state, seat)]
    if kind == "steal":
        return [Action("steal", seat, None, hand_zone(v)) for v in steal_victims(cat, state, seat)]
    if kind == "lose":
        return [Action("lose", seat, c, "discard") for c in lose_targets(cat, state, seat)]
    return [Action("move", seat, state.adrift, arm_zone(seat, a)) for a in ALL_ARMS if a not in step.arms]


# What the actions do ------------------------------------------------------------------


def take_top(state: OctopusState) -> str:
    """Removes and returns the top of the deck, first shuffling the discard pile in if empty."""
    if not state.deck:
        state.deck, state.discard = state.discard, []
        draw_random(state).shuffle(state.deck)
        record(state, Reshuffled())
    return state.deck.pop()


def place(cat: Catalog, state: OctopusState, seat: int, arm: int, card: str) -> list[Step]:
    """Puts a card on an arm; returns the move step a replaced wild calls for (else nothing)."""
    had, eighth = colours_on(cat, state, seat), has_eighth(cat, state, seat)
    old = state.arms[seat][arm - 1]
    state.arms[seat][arm - 1] = card
    colour = cat.colour_of.get(card)
    if colour is not None and colour not in had:
        record(state, NewColour(seat, arm, colour))
    if has_eighth(cat, state, seat) and not eighth:
        record(state, Eighth(seat, arm))
    if old is None:
        return []
    record(state, Replaced(seat, arm, old, cat.is_wild(old)))
    if cat.is_wild(old):
        state.adrift = old
        return [Step("move", 1, 1, arms=(arm,), source="wild")]
    state.discard.append(old)
    return []


@handles("play")
def apply_play(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Plays a card from hand (or the discard top) onto its arm; what follows is done next."""
    seat, card = action.seat, action.piece
    new_colour = cat.colour_of.get(card) not in colours_on(cat, state, seat) | {None}
    if card in state.hands[seat]:
        state.hands[seat].remove(card)
    else:
        state.discard.pop()
    follow = place(cat, state, seat, parse_zone(action.target)[2], card)
    consume(state)
    if new_colour and has_power(cat, state, seat, "rainbow_sense"):
        follow.append(Step("draw", 1, 1, source=state.tiles[seat]))
    push_steps(state, seat, follow)


@handles("move")
def apply_move(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Moves the replaced wild to another arm of its owner (a tentacle there is discarded)."""
    state.adrift = None
    follow = place(cat, state, action.seat, parse_zone(action.target)[2], action.piece)
    consume(state)
    push_steps(state, action.seat, follow)


@handles(DRAW)
def apply_draw(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Draws the top card of the deck into the hand."""
    card = take_top(state)
    record(state, Drew(action.seat, card))
    state.hands[action.seat].append(card)
    state.drawn.append(card)
    state.drawn_for_power.append(decisions.top(state).data.source in cat.octopuses)
    consume(state)


@handles("discard")
def apply_discard(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Discards a hand card: for a discard step, or to make room before a draw or steal."""
    state.hands[action.seat].remove(action.piece)
    state.discard.append(action.piece)
    if decisions.top(state).kind == "discard":  # not a discard to make room before a draw or steal
        consume(state)


@handles("pass")
def apply_pass(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Gives a hand card to the neighbour named by the target."""
    state.hands[action.seat].remove(action.piece)
    state.hands[parse_zone(action.target)[1]].append(action.piece)
    consume(state)


@handles("steal")
def apply_steal(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Takes a tentacle off another octopus, or a random non-wild card from another hand."""
    seat = action.seat
    if action.piece is not None:
        victim = next(s for s, arms in enumerate(state.arms) if action.piece in arms)
        arms = state.arms[victim]
        arms[arms.index(action.piece)] = None
        card = action.piece
    else:
        victim = parse_zone(action.target)[1]
        card = draw_random(state).choice(loose_cards(cat, state, victim))
        state.hands[victim].remove(card)
    record(state, Stole(seat, victim, card, action.piece is None))
    state.hands[seat].append(card)
    consume(state)


@handles("lose")
def apply_lose(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Discards a tentacle from the seat's own octopus."""
    arms = state.arms[action.seat]
    arms[arms.index(action.piece)] = None
    state.discard.append(action.piece)
    consume(state)


@handles("lose_turn")
def apply_lose_turn(cat: Catalog, state: OctopusState, action: Action) -> None:
    """No legal play: the rest of the turn is lost."""
    decisions.clear(state)  # only this turn's steps are pending
