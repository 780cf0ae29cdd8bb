"""The cosmic bridge (the `bridge` variant): two tokens whose tiles are adjacent for moving Cosmoctopus.

Set-up: the tiles lie face down (the view hides them and the head) while the players place the 2 tokens
in turn, the first player the first and the next player the second (solo: the one player both; ours), on 2
tiles that are not adjacent; on a layout of several sections one token goes in each. Then the tiles are
turned and the game goes on (the draft, or the first turn).

Play: during the turn's own Move Cosmoctopus step (not a move a card grants), before Confirm, the player
may move one token onto a new tile once a turn (ours) by discarding any card from the hand: the player
asks for it ('bridge_start', a button), drags a token to a lit tile (a SHIFT prompt), then chooses the card
(a BRIDGE_PAY prompt); Cancel gives it up at either step. Never onto the other token's tile; on a layout of
several sections each token stays in its section. This is not the turn's card play.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from games.cosmoctopus.rules.events import Discarded
from games.cosmoctopus.rules.layouts import Realm, sections, unreachable
from games.cosmoctopus.rules.piles import discard
from games.cosmoctopus.rules.state import DISCARD_PILE, MOVE, CosmoState, parse_cell, tile_zone
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, Prompt, top_kind
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record

TOKENS = ("bridge_a", "bridge_b")  # the pieces: the two ends of the bridge
NAMES = {"bridge_a": "bridge token A", "bridge_b": "bridge token B"}
PLACE_BRIDGE, SHIFT, BRIDGE_PAY = "place_bridge", "bridge_shift", "bridge_pay"  # the prompt kinds
BRIDGE = "bridge"  # the action kind: a token placed (set-up) or moved (the move step)
START = "bridge_start"  # the action kind: ask to move a token (in the move step)
HELP = (
    "The cosmic bridge: two tokens placed by the players on tiles apart before the tiles are turned; their "
    "tiles count as adjacent for Cosmoctopus, and during the move step you may discard a card to move one "
    "(once a turn). Needed for a layout in separate sections, such as Disconnected."
)


class Shift(NamedTuple):
    """A bridge move waiting for its card: which token goes to which cell."""

    token: str
    cell: int


def on(state: CosmoState) -> bool:
    """Tells whether the game is played with the cosmic bridge."""
    return state.options.get("bridge") == "on"


@cache
def _parts(layout: Realm) -> tuple[int, ...]:
    """Returns each cell's section number."""
    found = [0] * len(layout.cells)
    for number, part in enumerate(sections(layout)):
        for cell in part:
            found[cell] = number
    return tuple(found)


def links(state: CosmoState, cell: int) -> tuple[int, ...]:
    """Returns the cells adjacent to `cell` for moving Cosmoctopus: the layout's, and the other end of the
    bridge when a token lies on `cell`."""
    return linked(state.layout.links, joined(state), cell)


def joined(state: CosmoState) -> tuple[int, ...]:
    """Returns the two cells the bridge joins, or none before both tokens lie on the realm."""
    return tuple(state.bridge) if len(state.bridge) == 2 else ()


def linked(adjacent: tuple[tuple[int, ...], ...], bridged: tuple[int, ...], cell: int) -> tuple[int, ...]:
    """Returns the cells adjacent to `cell`: the layout's (`adjacent`), and the other end of the bridge
    (`bridged`: its two cells, or none) when a token lies on `cell`."""
    found = adjacent[cell]
    if bridged and cell in bridged:
        other = bridged[1 - bridged.index(cell)]
        return found if other in found else (*found, other)
    return found


def apart(layout: Realm, first: int) -> list[int]:
    """Returns the cells the second token may be placed on: not the first's, not adjacent to it, and in
    another section on a layout of several."""
    parts = _parts(layout)
    split = max(parts) > 0
    return [
        cell
        for cell in range(len(layout.cells))
        if cell != first and cell not in layout.links[first] and (not split or parts[cell] != parts[first])
    ]


def place_cells(state: CosmoState) -> list[int]:
    """Returns where the next token may be placed at set-up (the first: where the second still can be)."""
    if state.bridge:
        return apart(state.layout, state.bridge[0])
    return [cell for cell in range(len(state.layout.cells)) if apart(state.layout, cell)]


def refused(layout: Realm, options: dict[str, str]) -> str:
    """Returns why the options cannot play this layout ('' if they can): separate sections need the bridge
    (it joins only 2), and the bridge needs two tiles apart."""
    found = unreachable(layout, options.get("bridge") == "on")
    if found or options.get("bridge") != "on":
        return found
    if not any(apart(layout, cell) for cell in range(len(layout.cells))):
        return f"The layout {layout.name} has no two tiles apart to place the cosmic bridge tokens on."
    return ""


def shift_cells(state: CosmoState, token: str) -> list[int]:
    """Returns where a token may be moved: a new tile, not the other token's, in its own section."""
    mine, other = state.bridge[TOKENS.index(token)], state.bridge[1 - TOKENS.index(token)]
    parts = _parts(state.layout)
    return [c for c in range(len(state.layout.cells)) if c not in (mine, other) and parts[c] == parts[mine]]


def may_shift(state: CosmoState, seat: int) -> bool:
    """Tells whether the seat may move a token now: the bridge on, its turn's own move step under way (a
    MOVE prompt in the move phase), not yet moved this turn, a card in hand."""
    if not on(state) or state.bridged or top_kind(state) != MOVE or state.phase != "move":
        return False
    return seat == state.current and bool(state.hands[seat])


def place_actions(cat, state: CosmoState, seat: int) -> list[Action]:
    """Returns the set-up placements of the next token."""
    token = TOKENS[len(state.bridge)]
    return [Action(BRIDGE, seat, token, tile_zone(cell)) for cell in place_cells(state)]


def start_actions(cat, state: CosmoState, seat: int) -> list[Action]:
    """Returns the button that begins a token move, when the seat may move one now."""
    return [Action(START, seat)] if may_shift(state, seat) else []


def shift_actions(cat, state: CosmoState, seat: int) -> list[Action]:
    """Returns each token's moves to a new tile, and Cancel."""
    found = [Action(BRIDGE, seat, t, tile_zone(c)) for t in TOKENS for c in shift_cells(state, t)]
    return [*found, Action(CANCEL, seat)]


def pay_actions(cat, state: CosmoState, seat: int) -> list[Action]:
    """Returns the cards a token move may be paid with (any hand card, discarded), and Cancel."""
    return [*(Action("discard", seat, c, DISCARD_PILE) for c in state.hands[seat]), Action(CANCEL, seat)]


def place(cat, state: CosmoState, action: Action, begin) -> None:
    """Places the next token; once both are down the tiles are turned and `begin(state)` goes on."""
    decisions.pop(state)
    state.bridge.append(parse_cell(action.target))
    if len(state.bridge) == 2:
        begin(state)


@handles(START, prompt=MOVE)
def start(cat, state: CosmoState, action: Action) -> None:
    """Begins a token move: which token goes where is asked next."""
    decisions.push(state, Prompt(action.seat, SHIFT))


@handles(BRIDGE, prompt=SHIFT)
def shift(cat, state: CosmoState, action: Action) -> None:
    """Chooses the token's new tile: the card to discard for it is asked next."""
    shift_to = Shift(action.piece, parse_cell(action.target))
    decisions.replace_top(state, Prompt(action.seat, BRIDGE_PAY, shift_to))


@handles("discard", prompt=BRIDGE_PAY)
def pay(cat, state: CosmoState, action: Action) -> None:
    """Discards the card and moves the token; once a turn."""
    ask = decisions.pop(state).data
    state.hands[action.seat].remove(action.piece)
    discard(cat, state, action.piece)
    record(state, Discarded(action.seat, (action.piece,)))
    state.bridge[TOKENS.index(ask.token)] = ask.cell
    state.bridged = True


@handles(CANCEL, prompt=(SHIFT, BRIDGE_PAY))
def cancel(cat, state: CosmoState, action: Action) -> None:
    """Gives up the token move (at either step): nothing is discarded, the token stays."""
    decisions.pop(state)


def _placing(state: CosmoState, action: Action, cell: int) -> str:
    token = TOKENS[len(state.bridge)]
    if action.piece != token:
        return f"Place {NAMES[token]} now."
    if cell < 0:
        return f"Put {NAMES[token]} on a tile."
    if not state.bridge:
        return "" if apart(state.layout, cell) else "No tile would be left apart from this one for token B."
    first = state.bridge[0]
    if cell == first:
        return "The two bridge tokens go on different tiles."
    if cell in state.layout.links[first]:
        return "The bridge tokens go on tiles that are not adjacent, and this one touches token A's tile."
    if cell not in apart(state.layout, first):
        return "One bridge token goes in each section of the realm: put token B in the other section."
    return ""


def _shifting(state: CosmoState, token: str, cell: int) -> str:
    if cell < 0:
        return f"Drag {NAMES[token]} onto a tile."
    mine, other = state.bridge[TOKENS.index(token)], state.bridge[1 - TOKENS.index(token)]
    if cell == mine:
        return f"Bridge token {token[-1].upper()} is already there: move it to a new tile."
    if cell == other:
        return "The two bridge tokens must always be on different tiles."
    if cell not in shift_cells(state, token):
        return "On a realm in sections each bridge token stays in its own section."
    return ""


def why_not(cat, state: CosmoState, action: Action) -> str:
    """Returns why a token placement or move is refused ('' when it is not)."""
    if not on(state):
        return "This game is played without the cosmic bridge."
    if action.piece not in TOKENS:
        return "Drag a bridge token onto a tile."
    if top_kind(state) == PLACE_BRIDGE:
        return _placing(state, action, parse_cell(action.target))
    if top_kind(state) == SHIFT:
        return _shifting(state, action.piece, parse_cell(action.target))
    if top_kind(state) != MOVE or state.phase != "move" or action.seat != state.current:
        return "A bridge token moves only during your turn's own Move Cosmoctopus step."
    if state.bridged:
        return "You have already moved a bridge token this turn: it moves once a turn."
    if not state.hands[action.seat]:
        return "Moving a bridge token costs a card from your hand, and you have none."
    return "First press 'Move a bridge token': then drag it to a lit tile and discard a card for it."


def pay_refusal(cat, state: CosmoState, action: Action) -> str:
    """Returns why an action does not pay for the token move under way."""
    return "Discard a card from your hand to move the bridge token (any type), or Cancel."


def describe(cat, state: CosmoState, action: Action, tile_name) -> str:
    """Returns the label of a token placement or move (`tile_name(zone)` names a face-up tile)."""
    name = NAMES.get(action.piece or "", "a bridge token")
    if action.kind == START:
        return "Move a bridge token (for a card)"
    if top_kind(state) == PLACE_BRIDGE:
        return f"Place {name} on face-down tile {parse_cell(action.target) + 1}"
    return f"Move {name} to {tile_name(action.target)}, for a card"


def asked(cat, state: CosmoState, tile_name) -> str:
    """Returns what a bridge prompt asks, in the second person ('' for another prompt)."""
    if top_kind(state) == PLACE_BRIDGE:
        token = TOKENS[len(state.bridge)]
        where = " not adjacent to token A" + (" in the other section" * (max(_parts(state.layout)) > 0))
        return f"place {NAMES[token]} on a face-down tile" + (where if state.bridge else "")
    if top_kind(state) == SHIFT:
        return "drag a bridge token to a lit tile (it costs a card next), or cancel"
    if top_kind(state) == BRIDGE_PAY:
        shift_to = decisions.top(state).data
        to = tile_name(tile_zone(shift_to.cell))
        return f"discard a card to move {NAMES[shift_to.token]} to {to}, or cancel"
    return ""
