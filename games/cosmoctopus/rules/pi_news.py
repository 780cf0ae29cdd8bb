"""The Private Investigator's words: its steps in the log (worded from the events they recorded), the
donation, the prompts, the end.

Every step of the PI's turn is one action of the non-player actor and one log line ("The PI gains 1 whisper
and 2 stars from the card row."), so the table can show the turn step by step.
"""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules import investigator
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import (
    ROW,
    TILE,
    CosmoEvent,
    PiCard,
    PiEffect,
    PiGained,
    PiPaid,
    PiTurnEnded,
    Placed,
    Revealed,
    Taxed,
    Won,
)
from games.cosmoctopus.rules.investigator import DONATE, PI, PI_NAME
from games.cosmoctopus.rules.state import CosmoState, Job
from games.cosmoctopus.rules.words import amount, amounts
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import AUTOMATON, top_kind
from tabletop.rules.events import of_kind


def tiles_watched(cat: Catalog, state: CosmoState) -> str:
    """Returns the investigated tiles' names: 'Ink Trench and Scrivener's Nook'."""
    return " and ".join(cat.card_name(state.realm[c]) for c in investigator.investigated(cat, state))


def _tile(cat: Catalog, realm: list[str], cell: int) -> str:
    return cat.card_name(realm[cell]) if 0 <= cell < len(realm) and realm[cell] else "a tile"


def gains(cat: Catalog, run: list[PiGained], realm: list[str]) -> str:
    """One sentence for the PI's gains in a row: 'The PI gains 1 ink and 2 coins from the card row.'"""
    got = Counter()
    for gain in run:
        got[gain.resource] += gain.count
    what = amounts(cat, dict(got), more="")
    first = run[0]
    where = {
        ROW: " from the card row",
        TILE: f" from the investigated {_tile(cat, realm, first.cell)}",
    }.get(first.source, "")
    return f"{PI_NAME} gains {what}{where}."


def told(cat: Catalog, event: CosmoEvent, realm: list[str]) -> str:
    """Returns the sentence of one of the PI's events ('' for another event)."""
    match event:
        case PiPaid(resource, count, tentacles, total, card, tile) if tile:
            name = investigator.behaviour(cat, card).name
            return (
                f"{PI_NAME} returns {amount(cat, resource, count)} and removes the Forbidden Knowledge "
                f"{cat.card_name(tile)} from the game: {tentacles} tentacles ({total} now); next, the "
                f"Forbidden Knowledge effect of {name}."
            )
        case PiPaid(resource, count, tentacles, total, card):
            name = investigator.behaviour(cat, card).name
            return (
                f"{PI_NAME} returns {amount(cat, resource, count)} and gains a tentacle ({total} now); "
                f"next, the tentacle effect of {name}."
            )
        case PiEffect(card, do, resource, count):
            step = step_words(cat, Job(do, AUTOMATON, resource, count), brief=True)
            return f"{PI_NAME} plays {investigator.behaviour(cat, card).name}: {step}."
        case Placed(seat, cell) if seat == AUTOMATON:
            return f"Cosmoctopus is dragged onto the investigated {_tile(cat, realm, cell)}."
        case Taxed(resource, count, returned):
            each = ", ".join(f"{seat_ref(s)} {n}" for s, n in enumerate(returned))
            return f"Returned to the bank: {each}."
        case PiCard(card):
            return f"{PI_NAME} reveals a new behaviour card, {investigator.behaviour(cat, card).name}."
        case Revealed(card):
            spec = investigator.revelation(cat, card)
            return f"The PI's 5th tentacle flips the tracker: the revelation is {spec.name}. {spec.text}"
        case PiTurnEnded():
            return f"{PI_NAME}'s turn ends."
        case Won(seat) if seat == AUTOMATON:
            return f"{PI_NAME} has 8 tentacles and uncovers the secrets of the Great Inky One: the PI wins."
    return ""


def step_said(cat: Catalog, events: tuple[CosmoEvent, ...], realm: list[str]) -> str:
    """Returns what the PI's last step did, from its events alone (its gains said together)."""
    said, run = [], [e for e in events if isinstance(e, PiGained)]
    if run:
        said.append(gains(cat, run, realm))
    said += [told(cat, e, realm) for e in events if not isinstance(e, PiGained)]
    return " ".join(s for s in said if s)


def action_line(cat: Catalog, state: CosmoState, action: Action, events: tuple[CosmoEvent, ...]) -> str:
    """Returns what the PI's step says besides its events: a step that changed nothing, where the magnifying
    glasses went (`state`: after the step)."""
    if action.kind == "pi_collect" and not of_kind(events, PiGained):
        return f"{PI_NAME} gains nothing from the card row."
    effect = of_kind(events, PiEffect)
    if effect and effect[0].do == "seize" and not of_kind(events, Placed):
        return "Cosmoctopus is already on an investigated tile."
    if effect and effect[0].do in ("gain", "row_gain") and not of_kind(events, PiGained):
        return f"{PI_NAME} gains nothing."
    if action.kind == "pi_reveal":
        return f"The magnifying glasses move to {tiles_watched(cat, state)}."
    return ""


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


def overlooked_words(cat: Catalog, state: CosmoState) -> str:
    """Returns which row cards the PI's co-op pace leaves out of step 1: ' but the leftmost' ('' solo)."""
    count = investigator.overlooked(cat, state)
    return {0: "", 1: " but the leftmost"}.get(count, f" but the {count} leftmost")


def describe(cat: Catalog, state: CosmoState, action: Action) -> str | None:
    """Returns the label of a PI step or a donation, else None."""
    if action.kind == "donate":
        return f"Give {seat_ref(int(action.choice))} the bonus"
    labels = {
        "pi_collect": "The PI gains a resource for each card in the row" + overlooked_words(cat, state),
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
