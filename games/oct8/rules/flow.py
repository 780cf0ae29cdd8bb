"""The flow of a turn: the turn draw, finished octopuses and babies, extra actions, the end of a turn,
the decks running out and the end of the game."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.events import CHOICE, HAND, ActionsOver, Completed, Ended, RanOut, TurnBegan, TurnDrew
from games.oct8.rules.moves import can_act, draw_targets
from games.oct8.rules.state import (
    ACT,
    DISCARD,
    MORE,
    PLACE,
    SHIP,
    Oct8State,
    find,
    set_area,
    set_hand,
    set_octopus,
    shared_places,
    step_to,
    turn_of,
    without,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import END_TURN, Prompt
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record
from tabletop.rules.seats import next_seat


def start_turn(cat: Catalog, state: Oct8State, seat: int) -> None:
    """Gives the turn to a seat (its prompt, on the stack) and makes its turn draw (none once the arm
    deck is empty).

    The turn draw decides nothing unless the card fits several heads, so it happens at once.
    """
    decisions.push(state, Prompt(seat, ACT))
    record(state, TurnBegan(state.turns, seat))
    state.drawn = None
    state.last_draw = ("", "")
    state.acted = 0
    if state.arm_deck:
        turn_draw(cat, state)


def deck_card(state: Oct8State) -> str:
    """Takes the top of the arm deck; taking the last card starts the end of the game."""
    card = state.arm_deck[-1]
    state.arm_deck = state.arm_deck[:-1]
    if not state.arm_deck:
        run_out(state, "arms")
    return card


def run_out(state: Oct8State, deck: str) -> None:
    """Notes the first deck to run out and whose turn it was: the others then play one more turn each."""
    if state.ending < 0:
        state.ending = turn_of(state)
        state.ended_by = deck
        record(state, RanOut(deck))


def add_baby(state: Oct8State, seat: int) -> None:
    """A baby octopus is born: an odd one takes a new chip (+1), an even one flips the last chip to +2."""
    babies = state.babies = state.babies.copy()
    babies[seat] += 1
    if babies[seat] % 2:
        chips = state.chips = state.chips.copy()
        chips[seat] = [*chips[seat], state.supply[-1]]
        state.supply = state.supply[:-1]


def spend_baby(state: Oct8State, seat: int) -> None:
    """Spends one baby octopus: a +2 chip flips back to +1, a +1 chip goes back to the supply."""
    babies = state.babies = state.babies.copy()
    babies[seat] -= 1
    state.extra_actions += 1
    if babies[seat] % 2 == 0:
        chips = state.chips = state.chips.copy()
        state.supply = [*state.supply, chips[seat][-1]]
        chips[seat] = chips[seat][:-1]


def complete_if_full(cat: Catalog, state: Oct8State, head: str) -> None:
    """Gives a shared octopus with exactly eight arms to the seat whose turn it is, with a baby octopus."""
    octopus, owner = find(state, head)
    if octopus is None or owner != -1 or cat.room(octopus) != 0:
        return
    seat = turn_of(state)
    # Its place stays empty until the refill, so the other shared heads keep theirs.
    state.gaps = sorted([*state.gaps, shared_places(state)[state.shared.index(octopus)]])
    state.shared = [o for o in state.shared if o is not octopus]
    set_area(state, seat, [*state.areas[seat], octopus])
    state.made += 1
    add_baby(state, seat)
    record(state, Completed(seat, head))


# The turn draw ---------------------------------------------------------------------------------


def turn_draw(cat: Catalog, state: Oct8State) -> None:
    """Draws the turn's card: onto the only head it fits, to a chosen one of several, or into the hand."""
    card, seat = deck_card(state), turn_of(state)
    targets = draw_targets(cat, state, card)
    if len(targets) == 1:
        record(state, TurnDrew(seat, card, targets[0]))
        put_drawn(cat, state, card, targets[0])
    elif targets:
        record(state, TurnDrew(seat, card, CHOICE))
        state.drawn = card
        step_to(state, PLACE)
    else:
        record(state, TurnDrew(seat, card, HAND))
        set_hand(state, seat, [*state.hands[seat], card])
        state.last_draw = (card, HAND)


def put_drawn(cat: Catalog, state: Oct8State, card: str, head: str) -> None:
    """Attaches the turn draw to a shared head; eight arms give the octopus to the player."""
    set_octopus(state, [*find(state, head)[0], card])
    state.drawn = None
    state.last_draw = (card, head)
    complete_if_full(cat, state, head)
    step_to(state, ACT)


@handles("place")
def apply_place(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Puts the turn draw on the head the player chose."""
    put_drawn(cat, state, action.piece, action.target[4:])


# After an octopus action -----------------------------------------------------------------------


def after_action(cat: Catalog, state: Oct8State) -> None:
    """Ends an octopus action: offers a baby octopus's extra action if usable, else ends the turn."""
    seat = turn_of(state)
    state.acted += 1
    if state.babies[seat] and can_act(cat, state, seat):
        step_to(state, MORE)
    else:
        record(state, ActionsOver(seat, state.acted, state.babies[seat]))
        end_of_turn(cat, state)


@handles("pass")
def apply_pass(cat: Catalog, state: Oct8State, action: Action) -> None:
    """No octopus action is possible: the action passes."""
    state.passes += 1
    after_action(cat, state)


@handles("chip")
def apply_chip(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Spends a baby octopus for one more octopus action."""
    spend_baby(state, action.seat)
    step_to(state, ACT)


@handles(END_TURN)
def apply_end_turn(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Keeps the remaining baby octopuses and ends the turn."""
    end_of_turn(cat, state)


# The end of a turn -----------------------------------------------------------------------------


def end_of_turn(cat: Catalog, state: Oct8State) -> None:
    """Asks for shipping down to three octopuses, then the hand limit; then refills and passes on."""
    content = cat.content
    seat = turn_of(state)
    if len(state.areas[seat]) > content.area_limit:
        step_to(state, SHIP)
    elif len(state.hands[seat]) > content.hand_limit:
        step_to(state, DISCARD)
    else:
        refill(cat, state)
        pass_turn(cat, state)


@handles("ship")
def apply_ship(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Ships an octopus of the player's area: it leaves play with its arm cards and scores at the end."""
    seat, area = action.seat, state.areas[action.seat]
    octopus = next(o for o in area if o[0] == action.piece)
    set_area(state, seat, [o for o in area if o is not octopus])
    shipped = state.shipped = state.shipped.copy()
    shipped[seat] = [*shipped[seat], octopus]
    end_of_turn(cat, state)


@handles("discard")
def apply_discard(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Discards a hand card face up, for the hand limit."""
    set_hand(state, action.seat, without(state.hands[action.seat], action.piece))
    state.discard = [*state.discard, action.piece]
    end_of_turn(cat, state)


def refill(cat: Catalog, state: Oct8State) -> None:
    """Turns up head cards until three shared heads are out, each into the first empty place; taking the
    last head starts the end."""
    while len(state.shared) < cat.content.shared_heads and state.head_deck:
        # The places before the first gap are all filled (gaps are filled in order), so it is the list index.
        place = state.gaps[0] if state.gaps else len(state.shared)
        state.gaps = state.gaps[1:]
        state.shared = [*state.shared[:place], [state.head_deck[-1]], *state.shared[place:]]
        state.head_deck = state.head_deck[:-1]
        if not state.head_deck:
            run_out(state, "heads")


def pass_turn(cat: Catalog, state: Oct8State) -> None:
    """Passes the turn to the left (the turn's prompt goes, the next one's comes); once all others had a
    turn after a deck ran out, it is over: no prompt is left."""
    after = next_seat(state, decisions.pop(state).seat)
    if state.ending >= 0 and after == state.ending:
        decisions.clear(state)
        record(state, Ended())
        return
    state.turns += 1
    start_turn(cat, state, after)
