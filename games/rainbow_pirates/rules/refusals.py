"""Why an action is not allowed: a player's sentence naming the card and what stands in the way."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups, moves
from games.rainbow_pirates.rules.catalog import BLACK, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.names import article, card_name, cards_named, loved, short_group
from games.rainbow_pirates.rules.state import (
    BLOCK,
    BUILD,
    FINAL,
    GIVE,
    REARRANGE,
    TURN,
    PirateState,
    actor,
    parse_zone,
)
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import DRAW, END_TURN, top_kind


def must_place_reason(cat: Catalog, state: PirateState, seat: int) -> str:
    """Returns why the seat may not end its turn yet: a card it must place (and where it fits), or an
    incomplete group; '' when nothing stands in the way."""
    for card, where in groups.must_place(cat, state, seat):
        name = card_name(cat, card)
        if where == "new":
            return f"You must first place {name} on your island: it may stand alone."
        if where == "hand":
            partners = cards_named(cat, groups.hand_partners(cat, state.hands[seat], card))
            return f"You must first place {name}: it makes a group with {partners} from your hand."
        group = state.islands[seat][int(where.split(":")[1])]
        return f"You must first place {name}: it fits your {short_group(cat, group, state.wild_as)}."
    for group in groups.incomplete(cat, state, seat):
        return (
            f"Your {short_group(cat, group, state.wild_as)} is incomplete: complete it or take its cards"
            " back to your hand before your turn ends."
        )
    return ""


FINISH_BUILD = "Finish the group you are building first: Confirm it or Cancel."
FINISH_REARRANGING = "Finish rearranging your island first: Confirm it or Cancel."


def _end_refusal(cat: Catalog, state: PirateState, action: Action) -> str:
    if top_kind(state) in (BUILD, REARRANGE):
        return FINISH_BUILD if top_kind(state) == BUILD else FINISH_REARRANGING
    if top_kind(state) == FINAL and action.kind == DRAW:
        return "The draw pile has run out: there is nothing more to draw."
    reason = must_place_reason(cat, state, action.seat)
    if reason:
        return reason
    if action.piece in state.faceup:
        return "Take both face-up cards or the top 2 of the draw pile: never one of each."
    if action.kind == DRAW and action.target == "faceup":
        return "There are not two face-up cards to take."
    if action.kind == DRAW:
        return "The draw pile cannot give two cards."
    return "You can still draw: take both face-up cards or the top 2 of the draw pile."


def _block_refusal(cat: Catalog, state: PirateState, action: Action) -> str:
    attack = state.decisions[-1].data
    colour = cat.loves(attack.card)
    if action.piece not in state.hands[action.seat]:
        return "You can only block with a card from your hand, never one on your island."
    if cat.kind.get(action.piece) == WILD:
        return "A wild cannot block a black card."
    name = card_name(cat, attack.card)
    if cat.colour_of.get(action.piece) == colour:
        return f"Drop {card_name(cat, action.piece)} on the discard pile, on top of {name}, to block it."
    word = cat.colour_names[colour]
    return f"{name} loves {loved(cat, attack.card)}: only {article(word)} {word} card blocks it."


def _give_refusal(cat: Catalog, state: PirateState, action: Action) -> str:
    """Returns why a card may not be given to a Captain: only a black card of one's hand is."""
    attack = state.decisions[-1].data
    captain = f"{seat_ref(attack.attacker)}'s {card_name(cat, attack.card)}"
    if action.piece not in state.hands[action.seat]:
        return f"Give {captain} a black card from your hand."
    name = card_name(cat, action.piece)
    return f"{captain} takes only black cards: {name} is not one. Give one of your black cards."


def _place_refusal(cat: Catalog, state: PirateState, action: Action) -> str:
    card, seat = action.piece, action.seat
    if card not in state.hands[seat] and action.kind == "place":
        return "That card is not in your hand."
    if action.kind == "move" and cat.kind.get(card) == PIRATE and (action.target or "").startswith("hand"):
        return "A Rainbow Pirate stays on your island: it would have to come straight back."
    new = (action.target or "").startswith("new:") and top_kind(state) in (TURN, FINAL)
    if top_kind(state) == BUILD and parse_zone(action.target)[:2] != ("new", seat):
        return f"{FINISH_BUILD[:-1]}; drop cards only on the group being built."
    if cat.kind.get(card) == WILD:
        return _wild_refusal(cat, state, action, new)
    if top_kind(state) == BUILD:
        return f"{card_name(cat, card)} cannot join the group being built."
    if new and card in state.hands[seat]:
        return f"{card_name(cat, card)} cannot start a group: nothing in your hand could complete one."
    return _where_refusal(cat, state, action)


def _where_refusal(cat: Catalog, state: PirateState, action: Action) -> str:
    """Returns why a card may not go to that zone of the table: not one's own island, a second new group
    in a rearrangement, or a group it does not fit."""
    name, (kind, owner, _) = card_name(cat, action.piece), parse_zone(action.target)
    if owner == action.seat and kind == "island":
        return f"Drop {name} on one of your groups, or on the New group spot to start one."
    if owner != action.seat or kind not in ("group", "new"):
        return f"{name} goes on your own island: drop it on one of your groups or on the New group spot."
    if kind == "new" and top_kind(state) == REARRANGE:
        if action.piece in state.hands[action.seat]:
            return (
                "While you rearrange, cards from your hand join your groups. To build a new group from"
                " your hand, Confirm the rearrangement first."
            )
        return "One new group at a time: complete the one you started, or Confirm and it goes back."
    return f"{name} does not fit there."


def _wild_refusal(cat: Catalog, state: PirateState, action: Action, new: bool) -> str:
    if new and action.kind == "place":
        return (
            "A wild cannot start a group: every group needs a numbered colour card. Start one with a"
            " numbered card from your hand, then drop the wild on it and say which colour it stands for."
        )
    if not action.choice and _offered(cat, state, action):
        return "Say which colour the wild stands for."
    if top_kind(state) == BUILD:
        group = cards_named(cat, state.building)
        return f"A wild cannot join {group}: whatever colour it stood for, your hand could not complete it."
    return "The wild does not fit there, whatever colour it stood for."


def _offered(cat: Catalog, state: PirateState, action: Action) -> bool:
    """Tells whether the card may go to the action's target as some colour (only the colour is missing)."""
    seat = action.seat
    found = (
        moves.build_actions(cat, state, seat)
        if top_kind(state) == BUILD
        else moves.hand_actions(cat, state, seat)
    )
    return any(a.kind == action.kind and a.piece == action.piece and a.target == action.target for a in found)


FINAL_PLAY = "The draw pile has run out: black cards may only be placed in groups now, not played."
EMPTY_PILE_PLAY = (
    "The draw pile is empty: black cards can no longer be played as pirate actions, only placed in groups"
    " on your island."
)


def _play_refusal(cat: Catalog, state: PirateState, action: Action) -> str:
    if state.final:  # before a build's or a rearrangement's words: finishing them would not help
        return FINAL_PLAY
    if moves.pile_empty(state) and cat.kind.get(action.piece) == BLACK:
        return EMPTY_PILE_PLAY
    if top_kind(state) in (BUILD, REARRANGE):
        return FINISH_BUILD if top_kind(state) == BUILD else FINISH_REARRANGING
    if cat.kind.get(action.piece) != BLACK or action.piece not in state.hands[action.seat]:
        return "Only a black card from your hand can be played as an action."
    name, spec = card_name(cat, action.piece), cat.black[action.piece]
    if spec.targets != "one" or state.players == 2:
        return f"Play {name} on the discard pile."
    where = "hand" if spec.effect.do in moves.HAND_EFFECTS else "island"
    return f"{name} attacks one opponent: drop it on the {where} of the one you attack."


def why_not(cat: Catalog, state: PirateState, action: Action) -> str:
    """Returns a player's sentence for an illegal action of the seat to act ('' for the generic one)."""
    kind, top = action.kind, top_kind(state)
    if action.seat != actor(state):
        return ""
    if kind in (DRAW, END_TURN) and top in (TURN, BUILD, FINAL, REARRANGE):
        return _end_refusal(cat, state, action)
    if kind == "block" and top == BLOCK:
        return _block_refusal(cat, state, action)
    if kind == "give" and top == GIVE:
        return _give_refusal(cat, state, action)
    if kind in ("place", "move") and top in (TURN, BUILD, FINAL, REARRANGE):
        return _place_refusal(cat, state, action)
    if kind == "play":
        return _play_refusal(cat, state, action)
    if kind == "rearrange" and top in (TURN, FINAL) and state.rearranged:
        return "You have just rearranged your island: place a card or play a black card before you do again."
    if kind == "confirm" and top == BUILD:
        return "The group is not complete: 3 or more of one colour, 3 or more in order, or 3 black cards."
    return ""


def drop_kind(cat: Catalog, state: PirateState, seat: int, piece: str, target: str) -> str:
    """Returns the action kind a card dropped there would be, from the decision pending."""
    top = top_kind(state)
    if top not in (TURN, BUILD, FINAL, REARRANGE):
        return {BLOCK: "block"}.get(top, top)
    if piece in state.faceup:
        return DRAW
    if piece not in state.hands[seat]:
        return "move"
    return "play" if cat.kind.get(piece) == BLACK and not target.startswith(("new:", "group:")) else "place"
