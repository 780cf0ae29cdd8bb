"""The turn: setting up, placing and rearranging, building a group, the draw, the end of the game."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import PIRATE, Catalog
from games.rainbow_pirates.rules.events import Drew, Ended, FinalBegan, TurnBegan, WentOut
from games.rainbow_pirates.rules.moves import FACEUP
from games.rainbow_pirates.rules.state import (
    BUILD,
    FINAL,
    REARRANGE,
    TURN,
    PirateState,
    parse_zone,
    where_on_island,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, DRAW, END_TURN, Prompt, top_kind
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record
from tabletop.rules.seats import next_seat


def deal(cat: Catalog, state: PirateState, pile: list[str]) -> None:
    """Deals the shuffled deck: a hand to each seat, the draw pile, the face-up cards from its top."""
    state.hands = [[] for _ in range(state.players)]
    for _ in range(cat.content.hand_size):
        for hand in state.hands:
            hand.append(pile.pop())
    state.faceup = [pile.pop() for _ in range(cat.content.face_up)]
    state.pile = pile
    state.islands = [[] for _ in range(state.players)]


def start_turn(state: PirateState, seat: int) -> None:
    """Begins the seat's turn."""
    state.current = seat
    decisions.push(state, Prompt(seat, TURN))


def lift(state: PirateState, card: str) -> int:
    """Takes an island card off its group (an empty group stays until `drop_empty`); returns its owner."""
    seat, index = where_on_island(state, card)
    state.islands[seat][index].remove(card)
    return seat


def drop_empty(state: PirateState, seat: int) -> None:
    """Takes the seat's empty groups off its island."""
    state.islands[seat] = [g for g in state.islands[seat] if g]


@handles("place")
def place(cat: Catalog, state: PirateState, action: Action) -> None:
    """A hand card onto the group being built, a new group (a build; a Rainbow Pirate at once) or a group."""
    seat, card = action.seat, action.piece
    state.hands[seat].remove(card)
    if action.choice:
        state.wild_as[card] = action.choice
    kind, _, index = parse_zone(action.target)
    if top_kind(state) == BUILD:
        state.building.append(card)
    elif kind == "group":
        _join(cat, state, seat, index, card)
    elif cat.kind[card] == PIRATE or top_kind(state) == REARRANGE:
        state.islands[seat].append([card])
    else:
        state.building = [card]
        decisions.push(state, Prompt(seat, BUILD))


def _join(cat: Catalog, state: PirateState, seat: int, index: int, card: str) -> None:
    island = state.islands[seat]  # (its groups are replaced, never changed: `PirateState.copy_for`)
    island[index] = groups.tidy(cat, [*island[index], card], state.wild_as)


@handles("move")
def move(cat: Catalog, state: PirateState, action: Action) -> None:
    """An island card back to the hand, split off as a new group, or onto a group (a wild recoloured)."""
    seat, card = action.seat, action.piece
    kind, _, index = parse_zone(action.target)
    island = state.islands[seat]  # (a move is of one's own island's card; its groups are replaced, never
    # changed: `PirateState.copy_for`)
    for at, group in enumerate(island):
        if card in group:
            rest = [c for c in group if c != card]
            if rest or (kind == "group" and at == index):
                island[at] = rest
            else:  # an emptied group leaves the island (`drop_empty`)
                del island[at]
                index -= at < index
            break
    if action.choice:
        state.wild_as[card] = action.choice
    if kind == "hand":
        state.wild_as.pop(card, None)
        state.hands[seat].append(card)
    elif kind != "group":
        island.append([card])
    else:
        island[index] = groups.tidy(cat, [*island[index], card], state.wild_as)


@handles(CONFIRM, prompt=BUILD)
def confirm_build(cat: Catalog, state: PirateState, action: Action) -> None:
    """The group being built goes onto the island."""
    state.islands[action.seat].append(groups.tidy(cat, state.building, state.wild_as))
    state.building = []
    decisions.pop(state)


@handles(CANCEL, prompt=BUILD)
def cancel_build(cat: Catalog, state: PirateState, action: Action) -> None:
    """Every card of the group being built goes back to the hand."""
    for card in state.building:
        state.wild_as.pop(card, None)
    state.hands[action.seat].extend(state.building)
    state.building = []
    decisions.pop(state)


@handles(DRAW)
def draw(cat: Catalog, state: PirateState, action: Action) -> None:
    """Both face-up cards (replaced from the pile) or the pile's top 2; then the turn ends."""
    need = cat.content.draw_count
    if action.target == FACEUP:
        state.hands[action.seat].extend(state.faceup)
        state.faceup = [state.pile.pop() for _ in range(min(cat.content.face_up, len(state.pile)))]
    else:
        drawn = tuple(state.pile.pop() for _ in range(need))
        state.hands[action.seat].extend(drawn)
        record(state, Drew(action.seat, drawn))
    end_turn(cat, state, action)


@handles(END_TURN)
def end_turn(cat: Catalog, state: PirateState, action: Action) -> None:
    """Ends a turn (the next seat's begins, or the final placements once the pile cannot give a full draw)
    or a final placement (the game is over after the last)."""
    decisions.pop(state)
    if state.final:
        state.over = not state.decisions
        if state.over:
            record(state, Ended())
        return
    if len(state.pile) < cat.content.draw_count:
        state.final = True
        seat = action.seat
        order = [(seat + n) % state.players for n in range(1, state.players + 1)]
        decisions.push(state, *(Prompt(s, FINAL) for s in order))
        record(state, FinalBegan())
        return
    state.turn += 1
    start_turn(state, next_seat(state, action.seat))
    record(state, TurnBegan(state.turn, state.current))


def check_going_out(cat: Catalog, state: PirateState) -> None:
    """Ends the game at once when the seat on turn has an empty hand and two full rainbows (every group
    complete, no black card's action still under way)."""
    if top_kind(state) != TURN or state.final:
        return
    seat = state.current
    if state.hands[seat] or groups.incomplete(cat, state, seat):
        return
    if groups.full_rainbows(cat, state.islands[seat], state.wild_as) >= cat.content.rainbows_to_go_out:
        state.out = seat
        state.over = True
        decisions.clear(state)
        record(state, WentOut(seat))
