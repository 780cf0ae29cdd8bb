"""The Private Investigator's words: its steps in the log, the donation, the prompts, the end.

Every step of the PI's turn is one action of the non-player actor and one log sentence ("The PI gains
1 whispers from the investigated Murmur Grotto."), so the table can show the turn step by step.
"""

from __future__ import annotations

from games.cosmoctopus.rules import investigator
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.investigator import DONATE, PI, PI_NAME
from games.cosmoctopus.rules.state import CosmoState
from games.cosmoctopus.rules.words import amount
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import AUTOMATON, top_kind


def amounts(cat: Catalog, before: dict[str, int], after: dict[str, int], sign: int = 1) -> str:
    """Returns what went up (sign -1: down) between two pools: '1 ink and 2 whispers' ('' if nothing)."""
    got = [
        amount(cat, r, sign * (after[r] - before[r]))
        for r in cat.resources
        if sign * after[r] > sign * before[r]
    ]
    return " and ".join([", ".join(got[:-1]), got[-1]] if len(got) > 1 else got)


def tiles_watched(cat: Catalog, state: CosmoState) -> str:
    """Returns the investigated tiles' names: 'Ink Trench and Scrivener's Nook'."""
    return " and ".join(cat.card_name(state.realm[c]) for c in investigator.investigated(cat, state))


def _effect(cat: Catalog, before: CosmoState, after: CosmoState, action: Action) -> str:
    card = investigator.behaviour(cat, before.pi_card).name
    job = before.pi_jobs[0]
    got = amounts(cat, before.pi_pool, after.pi_pool)
    if job.do == "tax":
        lost = [
            f"{seat_ref(s)} {before.pool[s][job.resource] - after.pool[s][job.resource]}"
            for s in range(before.players)
        ]
        what = amount(cat, job.resource, job.count)
        return f"{card}: every active player returns up to {what} to the bank ({', '.join(lost)})."
    if job.do == "seize":
        if after.head == before.head:
            return f"{card}: Cosmoctopus is already on an investigated tile."
        tile = cat.card_name(after.realm[after.head])
        return f"{card}: Cosmoctopus is dragged onto the investigated {tile}; the PI gains {got}."
    if job.do == "refresh_row":
        return f"{card}: the card row is discarded and refilled."
    source = " from the card row" if job.do == "row_gain" else ""
    return f"{card}: the PI gains {got or 'nothing'}{source}."


def _line(cat: Catalog, before: CosmoState, after: CosmoState, action: Action) -> str:
    kind, got = action.kind, amounts(cat, before.pi_pool, after.pi_pool)
    if kind == "pi_collect":
        return f"{PI_NAME} gains {got or 'nothing'} from the card row."
    if kind == "pi_effect":
        return _effect(cat, before, after, action)
    card = investigator.behaviour(cat, before.pi_card).name
    if kind == "pi_knowledge":
        paid = amount(cat, action.choice, cat.content.forbidden_cost)
        tile = cat.card_name(action.piece)
        return (
            f"{PI_NAME} returns {paid} and removes the Forbidden Knowledge {tile} from the game: "
            f"2 tentacles ({after.pi_tentacles} now); next, the Forbidden Knowledge effect of {card}."
        )
    if kind == "pi_tentacle":
        cost = before.pi_pool[action.choice] - after.pi_pool[action.choice]
        paid = amount(cat, action.choice, cost)
        return (
            f"{PI_NAME} returns {paid} and gains a tentacle ({after.pi_tentacles} now); "
            f"next, the tentacle effect of {card}."
        )
    if kind == "pi_reveal":
        new = investigator.behaviour(cat, after.pi_card).name
        glasses = f"the magnifying glasses move to {tiles_watched(cat, after)}"
        return f"{PI_NAME} reveals a new behaviour card, {new}: {glasses}."
    if after.phase == "over":
        secrets = "uncovers the secrets of the Great Inky One"
        return f"{PI_NAME} has {after.pi_tentacles} tentacles and {secrets}: the PI wins."
    return f"{PI_NAME}'s turn ends. Cosmoctopus gazes at {seat_ref(after.current)}: their turn."


def announce(cat: Catalog, before: CosmoState, after: CosmoState, action: Action) -> str:
    """Returns the log's sentence for one of the PI's steps, with the revelation if it just flipped."""
    said = [_line(cat, before, after, action)]
    if after.pi_revealed and not before.pi_revealed:
        card = investigator.revelation(cat, after.pi_revelation)
        said.append(f"The PI's 5th tentacle flips the tracker: the revelation is {card.name}. {card.text}")
    return " ".join(said)


def aftermath(cat: Catalog, before: CosmoState, after: CosmoState) -> list[str]:
    """Returns what a player's action did for the PI and the co-op game: the PI fed by an investigated
    tile, a player reaching 8 tentacles, the players' shared win."""
    if not investigator.active(after):
        return []
    said = []
    got = amounts(cat, before.pi_pool, after.pi_pool)
    if got:
        said.append(f"{PI_NAME} gains {got} from the investigated {cat.card_name(after.realm[after.head])}.")
    for seat in range(after.players):
        if after.finished[seat] and not before.finished[seat]:
            said.append(
                f"{seat_ref(seat)} reached 8 tentacles: they return them, discard everything and from now "
                "on only move Cosmoctopus, giving each tile's bonus to an active player."
            )
    if after.phase == "over" and before.phase != "over":
        said.append("Every player reached 8 tentacles before the PI: together you summoned Cosmoctopus!")
    return said


def step_words(cat: Catalog, step, brief: bool = False) -> str:
    """Returns a behaviour card's effect step in words ('every active player returns 1 ink'; `brief`: without
    the small print)."""
    what = amount(cat, step.resource, step.count)
    words = {
        "gain": f"the PI gains {what}",
        "row_gain": "the PI gains a resource for each card in the row",
        "refresh_row": "the card row is discarded and refilled",
        "seize": "Cosmoctopus moves onto the nearer investigated tile",
        "tax": f"every active player returns {what}"
        + ("" if brief else " to the bank (all they have if fewer)"),
    }
    return words[step.do]


def effect_words(cat: Catalog, steps, brief: bool = False) -> str:
    """Returns an effect's steps as a sentence, capitalised (`brief`: without the small print)."""
    said = "; then ".join(step_words(cat, step, brief) for step in steps)
    return f"{said[:1].upper()}{said[1:]}."


def describe(cat: Catalog, state: CosmoState, action: Action) -> str | None:
    """Returns the label of a PI step or a donation, else None."""
    if action.kind == "donate":
        return f"Give {seat_ref(int(action.choice))} the bonus"
    labels = {
        "pi_collect": "The PI gains a resource for each card in the row",
        "pi_knowledge": f"The PI takes {cat.card_name(action.piece)} out of the game",
        "pi_tentacle": "The PI gains a tentacle",
        "pi_effect": "The PI's behaviour card acts",
        "pi_reveal": "The PI reveals a new behaviour card",
        "pi_end": "The PI ends its turn",
    }
    return labels.get(action.kind)


def prompt(cat: Catalog, state: CosmoState, seat: int, actor: int | None) -> str | None:
    """Returns the prompt when the PI is concerned (its turn, a donation, a finished player, the end), else
    None."""
    if state.phase == "over":
        if state.winner == AUTOMATON:
            return f"{PI_NAME} gained 8 tentacles first and uncovered the secrets of the Great Inky One."
        return "Every player reached 8 tentacles before the PI: together you summoned Cosmoctopus!"
    kind = top_kind(state)
    if kind == PI:
        return f"{PI_NAME} is taking its turn."
    you = actor == seat
    if kind == DONATE:
        ask = f"give the bonus of {cat.card_name(state.realm[state.head])} to an active player"
        return f"Your turn: {ask}." if you else f"Waiting for {seat_ref(actor)} to {ask}."
    if actor is not None and actor >= 0 and investigator.finished(state, actor) and kind == "turn":
        done = "you have reached 8 tentacles: end your turn" if you else ""
        return f"Your turn: {done}." if you else f"Waiting for {seat_ref(actor)} to end their turn."
    return None
