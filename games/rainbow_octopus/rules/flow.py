"""The flow of play: setup choices, rounds and the First Turn Token, tides, turns, the end."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.events import Delivered, Ended, Revealed, RoundBegan, WildsTaken, Won
from games.rainbow_octopus.rules.powers import is_rainbow, score
from games.rainbow_octopus.rules.state import (
    CHOOSE,
    SECRET_PASS,
    OctopusState,
    Step,
    left_of,
    neighbour,
    push_steps,
    turn_order,
)
from games.rainbow_octopus.rules.steps import loose_cards, room_needed, skippable, to_step, turn_steps
from tabletop.rules import decisions
from tabletop.rules.core import Action, draw_random
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record
from tabletop.rules.seats import hand_zone


def pick_actions(cat: Catalog, state: OctopusState) -> list[Action]:
    """Returns the secret pass choices of the seat picking now (Riptide-like tides)."""
    prompt = decisions.top(state)
    seat, step = prompt.seat, prompt.data
    target = hand_zone(neighbour(state, seat, step.option))
    return [Action("pass", seat, c, target) for c in loose_cards(cat, state, seat)]


@handles("choose", prompt=CHOOSE)
def apply_choose(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Sets aside a seat's secret setup choice; once all have chosen, the game starts."""
    state.hands[action.seat].remove(action.piece)
    state.picks[action.seat].append(action.piece)
    decisions.pop(state)
    if not decisions.waiting(state, CHOOSE):
        finish_setup(cat, state)


@handles("pass", prompt=SECRET_PASS)
def apply_pick_pass(cat: Catalog, state: OctopusState, action: Action) -> None:
    """Sets aside a card passed in secret; once all have passed, every card moves at once."""
    seat = action.seat
    state.hands[seat].remove(action.piece)
    state.picks[seat].append(action.piece)
    step = decisions.top(state).data
    if len(state.picks[seat]) >= step.total or not loose_cards(cat, state, seat):
        decisions.pop(state)
    if not decisions.waiting(state, SECRET_PASS):
        deliver_passes(cat, state, step)


def finish_setup(cat: Catalog, state: OctopusState) -> None:
    """Places every chosen card at once, gives out the wilds, and starts the first round."""
    arm_of = cat.arm_of
    for seat, chosen in enumerate(state.picks):
        for card in chosen:
            state.arms[seat][arm_of[card] - 1] = card
        if chosen:
            record(state, Revealed(seat, tuple(chosen)))
    state.picks = [[] for _ in range(state.players)]
    for seat, wild in enumerate(state.wilds):
        if wild is not None:
            state.out_of_play.remove(wild)
            state.hands[seat].append(wild)
    record(state, WildsTaken(tuple(s for s, wild in enumerate(state.wilds) if wild is not None)))
    start_round(cat, state)


def reveal_tide(state: OctopusState) -> None:
    """Puts the old tide aside and reveals the top one, reshuffling the used tides if needed."""
    if state.tide is not None:
        state.tide_used.append(state.tide)
    if not state.tide_deck:
        state.tide_deck, state.tide_used = state.tide_used, []
        draw_random(state).shuffle(state.tide_deck)
    state.tide = state.tide_deck.pop()


def start_round(cat: Catalog, state: OctopusState) -> None:
    """Passes the FTT left (after round 1), reveals a tide and applies its reveal steps."""
    if state.round > 0:
        state.ftt = left_of(state, state.ftt)
    state.round += 1
    state.direction = 1
    state.turns_done = 0
    if state.options.get("tides") != "off":
        reveal_tide(state)
    record(state, RoundBegan(state.round, state.tide))
    if state.tide is not None:
        reveal = cat.tides[state.tide].reveal
        if any(step.do == "reverse" for step in reveal):
            state.direction = -1
        passes = [step for step in reveal if step.do == "pass"]
        if passes:
            begin_passing(cat, state, to_step(passes[0], state.tide))
            return
    start_turn(cat, state, state.ftt)


def begin_passing(cat: Catalog, state: OctopusState, step: Step) -> None:
    """Asks every seat in turn order (those with a card to pass) for its secret pass."""
    state.picks = [[] for _ in range(state.players)]
    seats = [s for s in turn_order(state, state.ftt) if loose_cards(cat, state, s)]
    decisions.open_window(state, SECRET_PASS, seats, step)
    if not seats:
        deliver_passes(cat, state, step)


def deliver_passes(cat: Catalog, state: OctopusState, step: Step) -> None:
    """Moves every secretly passed card to its neighbour at once, then the FTT holder starts."""
    side = step.option
    for seat, cards in enumerate(state.picks):
        state.hands[neighbour(state, seat, side)].extend(cards)
        if cards:
            record(state, Delivered(neighbour(state, seat, side), seat, tuple(cards)))
    state.picks = [[] for _ in range(state.players)]
    start_turn(cat, state, state.ftt)


def start_turn(cat: Catalog, state: OctopusState, seat: int) -> None:
    """Gives the turn to a seat with the tide's steps to do."""
    state.current = seat
    state.drawn, state.drawn_for_power = [], []
    push_steps(state, seat, turn_steps(cat, state))


def end_turn(cat: Catalog, state: OctopusState) -> None:
    """Hands the turn on in this round's direction; back at the FTT holder, a new round starts."""
    state.turns_done += 1
    if state.turns_done >= state.players:
        start_round(cat, state)
    else:
        start_turn(cat, state, (state.ftt + state.direction * state.turns_done) % state.players)


def exhausted(cat: Catalog, state: OctopusState, step: Step) -> bool:
    """Tells whether the seat must do a draw step now but neither the deck nor the discard has a card."""
    if step.kind != "draw" or state.deck or state.discard:
        return False
    return not room_needed(cat, state, state.current, step)


def advance(cat: Catalog, state: OctopusState) -> None:
    """Skips steps with nothing to do and ends turns until a seat must decide or the game ends."""
    while not state.end:
        top = decisions.top(state)
        if top is None:  # the turn's steps are all done
            end_turn(cat, state)
        elif top.kind in (CHOOSE, SECRET_PASS):  # every seat chooses in secret, nothing to skip
            return
        elif exhausted(cat, state, top.data):
            end_game(cat, state, "exhausted")
        elif skippable(cat, state, top.data):
            decisions.pop(state)
        else:
            return


def check_win(cat: Catalog, state: OctopusState, seat: int) -> None:
    """Ends the game at once when the seat's octopus shows a full rainbow plus its eighth.

    Only the seat acting can complete its own octopus, so only it needs checking.
    """
    if is_rainbow(cat, state, seat):
        state.winners = (seat,)
        state.end = "rainbow"
        decisions.clear(state)
        record(state, Won(seat))


def end_game(cat: Catalog, state: OctopusState, reason: str) -> None:
    """Ends the game with no cards left to draw: the best score wins, ties share."""
    scores = [score(cat, state, s) for s in range(state.players)]
    best = max(scores)
    state.winners = tuple(s for s, v in enumerate(scores) if v == best)
    state.end = reason
    decisions.clear(state)
    record(state, Ended(state.winners))
