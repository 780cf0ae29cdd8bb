"""Words for players: action labels and the prompt of the seat to act."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.moves import pile_empty
from games.rainbow_pirates.rules.names import card_name, group_name, loved, short_group
from games.rainbow_pirates.rules.refusals import must_place_reason
from games.rainbow_pirates.rules.state import (
    BLOCK,
    BUILD,
    FINAL,
    GIVE,
    NAME,
    REARRANGE,
    REORDER,
    TURN,
    PirateState,
    parse_zone,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import top_kind
from tabletop.rules.words import plural


def _as(cat: Catalog, action: Action) -> str:
    return f" as {cat.colour_name(action.choice)}" if action.choice and action.kind != "name" else ""


def _where(cat: Catalog, state: PirateState, action: Action) -> str:
    kind, owner, _ = parse_zone(action.target)
    if kind == "group":
        return group_name(cat, state, action.target, action.seat)
    if kind == "new":
        return "the group being built" if top_kind(state) == BUILD else "a new group"
    if kind in ("island", "hand") and owner != action.seat:
        return f"{seat_ref(owner)}'s {kind}"
    return {"hand": "your hand", "discard": "the discard pile", "pile": "the draw pile"}.get(
        kind or action.target, ""
    )


def describe(cat: Catalog, state: PirateState, action: Action) -> str:
    """Returns a short label for an action (taken in `state`): for a button, a chooser or the log."""
    card, where, kind = card_name(cat, action.piece), _where(cat, state, action), action.kind
    labels = {
        "place": f"Place {card}{_as(cat, action)} on {where}",
        "move": f"Move {card}{_as(cat, action)} to {where}",
        "play": f"Play {card} on {where}" if where != "the discard pile" else f"Play {card}",
        "draw": "Draw both face-up cards" if action.target == "faceup" else "Draw the top 2 of the draw pile",
        "end_turn": "Done" if top_kind(state) == FINAL else "End turn (nothing left to draw)",
        "block": f"Block with {card}",
        "arrgh": "Arrrgh! (no block)",
        "steal": f"Steal {card}",
        "destroy": f"Destroy {card}",
        "take": f"Take {card} from the discard pile",
        "name": f"Name {cat.sort_name(action.choice)}" if action.choice in cat.sorts else "Name a card",
        "give": f"Give {card}",
        "put": f"Put {card} on top of the draw pile",
        "confirm": {BUILD: "Confirm the group", REARRANGE: "Confirm the island"}.get(top_kind(state), "Done"),
        "cancel": "Cancel the group" if top_kind(state) == BUILD else "Cancel: put the island back",
        "rearrange": "Rearrange your island",
    }
    return labels.get(kind, kind.replace("_", " ").capitalize())


def _attack_words(cat: Catalog, state: PirateState, seat: int) -> str:
    prompt = decisions.top(state)
    attack = prompt.data
    card = card_name(cat, attack.card)
    if prompt.kind == BLOCK:
        return (
            f"{seat_ref(attack.attacker)} played {card}, which loves {loved(cat, attack.card)}: "
            "block it, or Arrrgh!"
        )
    if prompt.kind == GIVE:
        return f"{seat_ref(attack.attacker)}'s {card}: give them one of your black cards."
    texts = {
        "steal": f"{card}: pick a card of {seat_ref(attack.victim)}'s island to steal.",
        "destroy": f"{card}: pick a card of {seat_ref(attack.victim)}'s island to destroy.",
        "take": f"{card}: take any card from the discard pile.",
        NAME: f"{card}: name a card; the first opponent holding one gives it to you.",
        REORDER: f"{card}: put the {plural(len(state.peek), 'card')} back on the pile, the last on top,"
        " then Done."
        if state.peek
        else f"{card}: the cards are back on the pile; press Done.",
    }
    return texts[prompt.kind]


def prompt(cat: Catalog, state: PirateState, seat: int, actor: int | None) -> str:
    """Returns, in one short sentence, what the seat must do now (or whom it waits for)."""
    if actor is None or state.over:
        return "The game is over."
    if seat != actor:
        return f"Waiting for {seat_ref(actor)}."
    kind = top_kind(state)
    if kind == BUILD:
        done = groups.valid(cat, state.building, state.wild_as)
        now = short_group(cat, state.building, state.wild_as).removeprefix("group ")
        return (
            f"Building {now}: add cards, then Confirm." if done else f"Building {now}: add cards or Cancel."
        )
    if kind == TURN:
        reason = must_place_reason(cat, state, seat)
        if reason:
            return reason
        if pile_empty(state):
            return "The draw pile is empty: place or rearrange (no black card actions), then draw."
        return "Place, rearrange or play black cards; end your turn by drawing 2 cards."
    if kind == REARRANGE:
        for group in groups.incomplete(cat, state, seat):
            named = short_group(cat, group, state.wild_as)
            return f"{named[0].upper()}{named[1:]} is incomplete: complete it, or Confirm to take it back."
        return "Rearranging your island: move cards, then Confirm, or Cancel to put it back."
    if kind == FINAL:
        return "The draw pile ran out: place what you can from your hand onto your island, then Done."
    return _attack_words(cat, state, seat)
