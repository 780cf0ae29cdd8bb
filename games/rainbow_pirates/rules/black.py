"""Black cards: played to the discard pile, the block window, and each effect step of the vocabulary."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import BLACK, Catalog
from games.rainbow_pirates.rules.events import Broken, Drew, Took
from games.rainbow_pirates.rules.flow import drop_empty, lift
from games.rainbow_pirates.rules.state import (
    BLOCK,
    DESTROY,
    GIVE,
    NAME,
    REORDER,
    STEAL,
    TAKE,
    Attack,
    PirateState,
    opponents,
    parse_zone,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, draw_random
from tabletop.rules.decisions import CONFIRM, Prompt, top_kind
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record


def victim_of(state: PirateState, action: Action, one: bool) -> int:
    """Returns the one opponent a black card attacks (-1 for a card on all opponents or on oneself)."""
    if not one:
        return -1
    if state.players == 2:
        return 1 - action.seat
    return parse_zone(action.target)[1]


def asked(cat: Catalog, state: PirateState, attack: Attack) -> list[int]:
    """Returns who is asked to block, in turn order: the one opponent attacked, or every opponent (with the
    option block_ask=able, only those holding the loved colour)."""
    seats = [attack.victim] if attack.victim >= 0 else opponents(state, attack.attacker)
    if state.options.get("block_ask") == "able":
        loved = cat.loves(attack.card)
        seats = [s for s in seats if any(cat.colour_of.get(c) == loved for c in state.hands[s])]
    return seats


@handles("play")
def play(cat: Catalog, state: PirateState, action: Action) -> None:
    """Reveals the black card onto the discard pile, then opens the block window (or acts at once)."""
    card = action.piece
    state.hands[action.seat].remove(card)
    state.discard.append(card)
    state.attacks += 1
    attack = Attack(card, action.seat, victim_of(state, action, cat.black[card].targets == "one"))
    seats = asked(cat, state, attack) if cat.loves(card) else []
    if seats:
        decisions.open_window(state, BLOCK, seats, attack)
    else:
        resolve(cat, state, attack)


@handles("block")
def block(cat: Catalog, state: PirateState, action: Action) -> None:
    """The loved colour from the hand goes on the black card: nothing happens, for everyone."""
    state.hands[action.seat].remove(action.piece)
    state.discard.append(action.piece)
    state.blocks += 1
    decisions.close_window(state, BLOCK)


@handles("arrgh")
def arrgh(cat: Catalog, state: PirateState, action: Action) -> None:
    """No block from this seat; once nobody is left to ask, the black card acts."""
    prompt = decisions.pop(state)
    if top_kind(state) != BLOCK:
        resolve(cat, state, prompt.data)


def resolve(cat: Catalog, state: PirateState, attack: Attack) -> None:
    """Carries out the black card's effect step (or asks for its choices)."""
    effect = cat.black[attack.card].effect
    STEPS[effect.do](cat, state, attack, effect.count)


def _ask_attacker(kind: str):
    def step(cat: Catalog, state: PirateState, attack: Attack, count: int) -> None:
        if kind in (STEAL, DESTROY) and not any(state.islands[attack.victim]):
            return
        if kind == TAKE and not [c for c in state.discard if c != attack.card]:
            return
        decisions.push(state, Prompt(attack.attacker, kind, attack))

    return step


def _captain(cat: Catalog, state: PirateState, attack: Attack, count: int) -> None:
    givers = [
        o for o in opponents(state, attack.attacker) if any(cat.kind[c] == BLACK for c in state.hands[o])
    ]
    decisions.open_window(state, GIVE, givers, attack)


def _take_random(cat: Catalog, state: PirateState, attack: Attack, count: int) -> None:
    hand = state.hands[attack.victim]
    if not hand:
        return
    picked = draw_random(state).sample(range(len(hand)), min(count, len(hand)))
    taken = [hand[i] for i in sorted(picked)]
    for card in taken:
        hand.remove(card)
    state.hands[attack.attacker].extend(taken)
    if taken:
        record(state, Took(attack.attacker, attack.victim, tuple(taken)))


def _draw(cat: Catalog, state: PirateState, attack: Attack, count: int) -> None:
    drawn = tuple(state.pile.pop() for _ in range(min(count, len(state.pile))))
    state.hands[attack.attacker].extend(drawn)
    if drawn:
        record(state, Drew(attack.attacker, drawn))


def _reorder(cat: Catalog, state: PirateState, attack: Attack, count: int) -> None:
    seen = min(count, len(state.pile))
    if seen:
        state.peek = [state.pile.pop() for _ in range(seen)]
        decisions.push(state, Prompt(attack.attacker, REORDER, attack))


STEPS = {
    "steal_island": _ask_attacker(STEAL),
    "destroy_island": _ask_attacker(DESTROY),
    "take_discard": _ask_attacker(TAKE),
    "name_card": _ask_attacker(NAME),
    "captain": _captain,
    "take_random_hand": _take_random,
    "draw": _draw,
    "reorder_top": _reorder,
}


@handles("steal", "destroy")
def steal_or_destroy(cat: Catalog, state: PirateState, action: Action) -> None:
    """An island card to the attacker's hand (steal) or the discard pile (destroy); what is left of a
    broken group goes back to its owner's hand at once."""
    owner = lift(state, action.piece)
    state.wild_as.pop(action.piece, None)
    if action.kind == "steal":
        state.hands[action.seat].append(action.piece)
    else:
        state.discard.append(action.piece)
    drop_empty(state, owner)
    back = groups.repair(cat, state, owner)
    if back:
        record(state, Broken(owner, tuple(back)))
    decisions.pop(state)


@handles("take")
def take(cat: Catalog, state: PirateState, action: Action) -> None:
    """A card of the discard pile to the attacker's hand."""
    state.discard.remove(action.piece)
    state.hands[action.seat].append(action.piece)
    decisions.pop(state)


@handles("name")
def name(cat: Catalog, state: PirateState, action: Action) -> None:
    """The first opponent in turn order holding a card of the sort named gives one to the attacker."""
    decisions.pop(state)
    for other in opponents(state, action.seat):
        held = [c for c in state.hands[other] if cat.sort[c] == action.choice]
        if held:
            state.hands[other].remove(held[0])
            state.hands[action.seat].append(held[0])
            record(state, Took(action.seat, other, (held[0],)))
            return


@handles("give")
def give(cat: Catalog, state: PirateState, action: Action) -> None:
    """A Captain's victim gives the black card chosen."""
    attack = decisions.pop(state).data
    state.hands[action.seat].remove(action.piece)
    state.hands[attack.attacker].append(action.piece)
    record(state, Took(attack.attacker, action.seat, (action.piece,)))


@handles("put")
def put(cat: Catalog, state: PirateState, action: Action) -> None:
    """One of the cards looked at goes back on top of the pile (the last put back is the new top)."""
    state.peek.remove(action.piece)
    state.pile.append(action.piece)


@handles(CONFIRM, prompt=REORDER)
def confirm_reorder(cat: Catalog, state: PirateState, action: Action) -> None:
    """The reorder is done."""
    decisions.pop(state)
