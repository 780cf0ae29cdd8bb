"""Who must decide what now: a stack of prompts, response windows, and the named non-player actors.

A game keeps its pending decisions in `state.decisions`, a tuple of `Prompt`s whose last item is
the top: the decision to take now. The base `Rules.to_act` returns the top prompt's seat, so a game
that keeps every decision here needs no `to_act` of its own.

- A turn pushes its prompts (`push`), the first to be answered on top.
- An action answers the top prompt: the game `pop`s it, or `replace_top`s it with what is left
  (two more cards to draw, an exchange with one more card on it).
- An effect that others may answer inside a turn opens a *response window* (`open_window`): one
  prompt per seat, in turn order, above the prompt of the player whose turn it is. Each seat answers
  in turn (the table's hand-off screen follows `to_act`, so each answers in private), and
  `close_window` drops the prompts still open (one block protects everyone).

Worked example: Rainbow Pirates' black card. Ana (seat 0) plays a black card that attacks Ben and
Cleo. The rules push `open_window(state, BLOCK, [1, 2], card)` above Ana's turn prompt: Ben (seat 1)
is to act, the table hands the computer to Ben, and he is offered "block" (with the loved colour
from his hand) or "no block". He says no: his prompt is popped, Cleo is to act. She blocks: the rules
`close_window(state, BLOCK)`, both cards go to the discard pile, and Ana is to act again, her turn
prompt back on top.

Non-player actors have negative seat numbers: `CHANCE` (a shuffle, a roll, a turned card: its
outcome comes from the state's random stream) and `AUTOMATON` (an opponent the game moves by its own
fixed behaviour). When one is to act, `Rules.actor_action` says what it does; the table plays that
like a computer seat's move, so it is logged, animated, and closes undo (it is another seat's move).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic, NamedTuple, TypeVar

#: The named non-player actors. Real seats are 0..players-1.
CHANCE = -1
AUTOMATON = -2
ACTOR_NAMES = {CHANCE: "Chance", AUTOMATON: "The game"}

#: Action kinds the engine itself reads: a move of several steps ends with CONFIRM or CANCEL;
#: DRAW takes a card (the table plays the draw sound); END_TURN ends a turn; the rest are the game's own.
CONFIRM = "confirm"
CANCEL = "cancel"
DRAW = "draw"
END_TURN = "end_turn"


Data = TypeVar("Data")


class Prompt(NamedTuple, Generic[Data]):
    """One pending decision: whose it is, what kind, the game's own immutable data about it, and whether
    it is a seat's private answer in a response window (`open_window` sets it; the table paces and
    announces such a decision alike whether the seat has a choice or not).

    A game whose prompts carry data declares its type on its state, so that a copy shares it and
    the bot worker decodes it into the same class: `decisions: tuple[Prompt[Step | None], ...] = ()`.
    The data is immutable (a NamedTuple, a string, a number, a tuple) or None."""

    seat: int
    kind: str
    data: Data = None
    window: bool = False


def is_player(seat: int | None) -> bool:
    """Tells whether `seat` is a real seat (not None, not a named non-player actor)."""
    return seat is not None and seat >= 0


def actor_name(seat: int) -> str:
    """Returns how the table names a non-player actor."""
    return ACTOR_NAMES.get(seat, "The game")


def top(state) -> Prompt | None:
    """Returns the decision to take now (None when nothing is pending)."""
    return state.decisions[-1] if state.decisions else None


def top_kind(state) -> str:
    """Returns the kind of the decision to take now ('' when nothing is pending)."""
    return state.decisions[-1].kind if state.decisions else ""


def push(state, *prompts: Prompt) -> None:
    """Puts prompts on the stack, the first given on top: it is answered first."""
    state.decisions = (*state.decisions, *reversed(prompts))


def pop(state) -> Prompt:
    """Takes the top prompt off the stack and returns it; raises IndexError when none is pending."""
    if not state.decisions:
        raise IndexError("no decision is pending")
    found = state.decisions[-1]
    state.decisions = state.decisions[:-1]
    return found


def replace_top(state, prompt: Prompt) -> None:
    """Puts `prompt` in place of the top prompt (a step half done); raises IndexError when none is."""
    if not state.decisions:
        raise IndexError("no decision is pending")
    state.decisions = (*state.decisions[:-1], prompt)


def clear(state) -> None:
    """Drops every pending decision (the game is over)."""
    state.decisions = ()


def open_window(state, kind: str, seats: Iterable[int], data: Any = None) -> None:
    """Opens a response window: each of `seats`, in the order given, answers a `kind` prompt in turn."""
    push(state, *(Prompt(seat, kind, data, window=True) for seat in seats))


def in_window(state) -> bool:
    """Tells whether the decision to take now is a seat's answer in a response window."""
    prompt = top(state)
    return prompt is not None and prompt.window


def close_window(state, kind: str) -> int:
    """Drops the open prompts of the window on top of the stack; returns how many were still open."""
    decisions = list(state.decisions)
    dropped = 0
    while decisions and decisions[-1].kind == kind:
        decisions.pop()
        dropped += 1
    state.decisions = tuple(decisions)
    return dropped


def waiting(state, kind: str) -> list[int]:
    """Returns the seats whose `kind` prompts are on top of the stack, the one to answer now first."""
    seats = []
    for prompt in reversed(state.decisions):
        if prompt.kind != kind:
            break
        seats.append(prompt.seat)
    return seats
