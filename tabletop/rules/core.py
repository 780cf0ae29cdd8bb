"""The one rules contract every game fills in: Action, IllegalAction, Outcome, Rules."""

from __future__ import annotations

import operator
import random
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from types import ModuleType
from typing import Any, ClassVar

from tabletop.rules import copying, decisions
from tabletop.rules.decisions import Prompt
from tabletop.rules.dispatch import Handlers
from tabletop.rules.events import Event
from tabletop.rules.narrator import Narrator
from tabletop.rules.outcome import Outcome
from tabletop.rules.variants import Variant, full_options


@dataclass(frozen=True, init=False)
class Action:
    """One decision of one seat: a piece dropped on a target, a click, a button.

    Actions sort by kind, seat, piece, target, choice, with an empty field (None) before any text, so two
    actions differing only by None against a string still compare (`_action_order`)."""

    kind: str
    seat: int
    piece: str | None = None
    target: str | None = None
    choice: str | None = None

    def __init__(
        self,
        kind: str,
        seat: int,
        piece: str | None = None,
        target: str | None = None,
        choice: str | None = None,
    ):
        # Written straight into the instance's dict: a frozen dataclass's own __init__ sets each field
        # through object.__setattr__, three times slower, and rules build thousands of actions a second.
        fields = self.__dict__
        fields["kind"] = kind
        fields["seat"] = seat
        fields["piece"] = piece
        fields["target"] = target
        fields["choice"] = choice

    def __eq__(self, other: object) -> bool:
        # The two dicts of five fields compared in C: a legal list is searched for an action by equality,
        # and the generated __eq__ builds two tuples per comparison.
        if other.__class__ is self.__class__:
            return self.__dict__ == other.__dict__
        return NotImplemented  # (the dataclass still makes the hash, from the five fields)

    def to_json(self) -> dict[str, Any]:
        """Returns the action as a small JSON-ready dict (None fields left out)."""
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Builds an action from `to_json` output; raises ValueError on a bad shape."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        if not isinstance(data.get("seat"), int) or isinstance(data.get("seat"), bool):
            raise ValueError(f"action without a seat number: {data!r}")
        extra = set(data) - {"kind", "seat", "piece", "target", "choice"}
        if extra:
            raise ValueError(f"action with unknown fields {sorted(extra)}")
        for key in ("piece", "target", "choice"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise ValueError(f"action field {key} must be text: {data!r}")
        return cls(**data)

    def __lt__(self, other: Action) -> bool:
        return _action_order(self) < _action_order(other) if isinstance(other, Action) else NotImplemented

    def __le__(self, other: Action) -> bool:
        return _action_order(self) <= _action_order(other) if isinstance(other, Action) else NotImplemented

    def __gt__(self, other: Action) -> bool:
        return _action_order(self) > _action_order(other) if isinstance(other, Action) else NotImplemented

    def __ge__(self, other: Action) -> bool:
        return _action_order(self) >= _action_order(other) if isinstance(other, Action) else NotImplemented


def _action_order(action: Action) -> tuple[Any, ...]:
    """Returns the sort key of an action, as a plain tuple (sorting by it is much faster than by
    Action.__lt__): each optional field becomes (is it set, its text), so None sorts before every string,
    "" included, and where no field is None against a string the order is the plain fields' order."""
    piece, target, choice = action.piece, action.target, action.choice
    return (
        action.kind,
        action.seat,
        piece is not None,
        piece or "",
        target is not None,
        target or "",
        choice is not None,
        choice or "",
    )


_FIELDS = operator.attrgetter("kind", "seat", "piece", "target", "choice")


def sorted_actions(actions: list[Action]) -> list[Action]:
    """Returns the actions in their order (`_action_order`). Sorted first by the plain fields, read in C:
    where no comparison meets None against a string, every comparison, so the order, is the same as
    `_action_order`'s; one that does raises TypeError, and the list is sorted by `_action_order`."""
    try:
        return sorted(actions, key=_FIELDS)
    except TypeError:
        return sorted(actions, key=_action_order)


NOT_ALLOWED = "That move is not allowed now."


class IllegalAction(Exception):
    """Raised by `Rules.apply` for an action that is not legal; the state is unchanged."""


@dataclass
class GameState:
    """Base of every game's state: the seat count, the random stream, the options, the pending
    decisions (tabletop/rules/decisions.py) and what the last action made happen (`events`,
    tabletop/rules/events.py; a game that records events declares their union here, as it declares its
    prompts' data). Plain data only (lists, dicts, strings, numbers, immutable tuples), each field with its
    type declared, so that one generic copy serves every game."""

    players: int
    rng: int
    options: dict[str, str] = field(default_factory=dict)
    decisions: tuple[Prompt[Any], ...] = ()
    events: tuple[Event, ...] = ()

    def clone(self) -> GameState:
        """Returns an independent copy: mutable parts copied as deep as their types say, immutables shared."""
        return copying.clone(self)


_SEAT_REF = re.compile(r"<seat (-?\d+)>")


def seat_ref(seat: int) -> str:
    """Returns how a rules text names a seat; the table shows the seat's name there."""
    return f"<seat {seat}>"


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """Returns a seat's name ('player N' if unnamed); a non-player actor's is its own ('Chance')."""
    if seat < 0:
        return decisions.actor_name(seat)
    return names[seat] if seat < len(names) else f"player {seat + 1}"


def name_seats(text: str, names: Sequence[str] = ()) -> str:
    """Returns `text` with every seat reference replaced by the seat's name (see `seat_name`)."""
    return _SEAT_REF.sub(lambda found: seat_name(int(found.group(1)), names), text)


def draw_random(state: GameState) -> random.Random:
    """Returns a generator seeded from the state and advances the state's stream."""
    rng = random.Random(state.rng)
    state.rng = rng.getrandbits(63)
    return rng


class Rules:
    """Base class of a game's rules: it owns the turn, end and legality checks.

    A game's Rules is built from its loaded content (`Rules(content)`): a variant card set or a small
    test deck is just other content. A game fills in `_setup`, `_legal_actions`, its action handlers
    (`handlers`), `_why_not`, `view`, `hidden_ids`, `all_component_ids` and `outcome`; `to_act` comes
    from the pending decisions unless the game says otherwise. Its words are its narrator's
    (`narrator_class`)."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    variants: ClassVar[tuple[Variant, ...]] = ()
    has_secrets: ClassVar[bool] = True
    #: When True, options may hold "first": "random" or a seat number "1".."N" (who starts).
    chooses_first_player: ClassVar[bool] = False
    #: The game's narrator: the words for its actions, log lines, prompts and celebrations.
    narrator_class: ClassVar[type[Narrator]] = Narrator
    #: The game's lookup tables, built once from its content as `self.catalog` (None: none).
    catalog_class: ClassVar[type | None] = None
    #: The modules of the game's action handlers (tabletop/rules/dispatch.py: each marked `@handles`).
    handlers: ClassVar[tuple[ModuleType, ...]] = ()
    _dispatch: ClassVar[Handlers] = Handlers()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._dispatch = Handlers(cls.handlers)  # found once per class, where its handlers are marked

    def __init__(self, content: Any = None):
        self.content = content
        self.catalog = self.catalog_class(content) if self.catalog_class is not None else None
        self.narrator = self.narrator_class(self)

    def max_players_for(self, options: dict[str, str]) -> int:
        """Returns the seat limit under these options (a variant may lower it)."""
        return self.max_players

    def min_players_for(self, options: dict[str, str]) -> int:
        """Returns the fewest seats under these options (a variant may allow fewer: a solo mode)."""
        return self.min_players

    def check_options(self, players: int, options: dict[str, str]) -> dict[str, str]:
        """Returns the full options with defaults; raises ValueError on a bad one (variants.full_options)."""
        return full_options(self, players, options)

    def setup(self, players: int, options: dict[str, str], seed: int) -> GameState:
        """Returns the starting state for this many seats, these options and this seed."""
        return self._setup(players, self.check_options(players, options), seed)

    def legal_actions(self, state: GameState) -> list[Action]:
        """Returns the legal actions, sorted; empty once the game is over."""
        if self.outcome(state) is not None or self.to_act(state) is None:
            return []
        return sorted_actions(self._legal_actions(state))

    def is_legal(self, state: GameState, action: Action) -> bool:
        """Tells whether `action` may be applied now: never once the game is over or while nobody acts,
        else as the game's `_is_legal` says (without listing every legal action, where the game can)."""
        if self.outcome(state) is not None or self.to_act(state) is None:
            return False
        return self._is_legal(state, action)

    def apply(self, state: GameState, action: Action) -> GameState:
        """Returns the state after `action`; raises IllegalAction and changes nothing if illegal."""
        if not self.is_legal(state, action):
            raise IllegalAction(self.why_not(state, action))
        return self._step(state, action)

    def apply_legal(self, state: GameState, action: Action) -> GameState:
        """Returns the state after an action taken from `legal_actions(state)`, without checking it again:
        for random playouts and computer players' search, which only ever apply an action they were just
        offered. Anything else (a player's move, a save from elsewhere) goes through `apply`."""
        return self._step(state, action)

    def _step(self, state: GameState, action: Action) -> GameState:
        new = self._successor(state)
        new.events = ()  # the new state's events are this action's, recorded by the game's handlers
        self._apply_action(new, action)
        if action.seat == decisions.CHANCE:
            draw_random(new)  # chance's pick came from the random stream: move the stream on
        return new

    def _successor(self, state: GameState) -> GameState:
        """Returns the copy of `state` an action's handlers change: an independent copy; a game whose
        handlers put a new part in place of any they change may share the parts instead."""
        return state.clone()

    def why_not(self, state: GameState, action: Action) -> str:
        """Returns a player's sentence saying why `action` is not allowed now ("" if it is)."""
        refused = self._not_now(state, action.seat)
        if refused or self._is_legal(state, action):
            return refused
        return self._why_not(state, action) or NOT_ALLOWED

    def why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        """Returns a player's sentence saying why `seat` may not drop `piece` on `target` now ("" if it
        may): the table asks this with only what the mouse did, never a guessed kind of action."""
        refused = self._not_now(state, seat)
        if refused or any(a.piece == piece and a.target == target for a in self.legal_actions(state)):
            return refused
        return self._why_not_drop(state, seat, piece, target) or NOT_ALLOWED

    def _not_now(self, state: GameState, seat: int) -> str:
        """Returns the generic refusal: the game is over, nobody acts, or it is another seat's turn."""
        if self.outcome(state) is not None:
            return "The game is over."
        actor = self.to_act(state)
        if actor is None:
            return "Nobody may act now."
        return "It is not your turn." if seat != actor else ""

    def stats(self, state: GameState) -> dict[str, float]:
        """Returns numbers describing a finished game (rounds, turns...) for simulation summaries."""
        return {}

    # What a game fills in.
    def _setup(self, players: int, options: dict[str, str], seed: int) -> GameState:
        raise NotImplementedError

    def to_act(self, state: GameState) -> int | None:
        """Returns the seat that must decide now (the top prompt's), or None when nobody must; a negative
        seat is a named non-player actor (decisions.CHANCE, decisions.AUTOMATON)."""
        prompt = decisions.top(state)
        return None if prompt is None else prompt.seat

    def actor_action(self, state: GameState, legal: list[Action] | None = None) -> Action:
        """Returns what the non-player actor to act does now: chance picks one of its legal actions
        with the state's random stream; an automaton follows the game's `_automaton_action`. `legal`:
        `legal_actions(state)`, when the caller has it already."""
        actor = self.to_act(state)
        if actor == decisions.CHANCE:
            legal = self.legal_actions(state) if legal is None else legal
            return legal[random.Random(state.rng).randrange(len(legal))]
        if actor is not None and actor < 0:
            return self._automaton_action(state)
        raise ValueError(f"seat {actor} is a player, not a non-player actor")

    def _automaton_action(self, state: GameState) -> Action:
        raise NotImplementedError

    def _legal_actions(self, state: GameState) -> list[Action]:
        raise NotImplementedError

    def _is_legal(self, state: GameState, action: Action) -> bool:
        """Tells whether `action` is among `_legal_actions(state)` (asked only while a seat is to act and
        the game is not over). A game may answer faster without listing them all; it must answer exactly
        as the list would (tests/test_legality.py holds every game to that)."""
        return action in self._legal_actions(state)  # unsorted: the order does not matter here

    def _apply_action(self, state: GameState, action: Action) -> None:
        """Changes `state` (already a copy) by a legal action: its handler, found by the decision on top and
        the action's kind. A game that does more after every action (ends a turn, checks for a win) does it
        around `super()._apply_action`."""
        prompt = decisions.top(state)
        self._dispatch.find(prompt.kind if prompt else "", action.kind)(self.catalog, state, action)

    def _why_not(self, state: GameState, action: Action) -> str:
        return ""

    def _why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        """Returns the game's sentence for `seat` dropping `piece` on `target`, which no legal action does
        ("" leaves the generic one): the game says what the drop means, from piece, place and decision."""
        return ""

    def view(self, state: GameState, seat: int | None) -> GameState:
        """Returns what `seat` may see (None: a spectator who sees only public things); a game without
        secrets (`has_secrets` False) shows all but the dice to come, so it needs no view of its own."""
        if self.has_secrets:
            raise NotImplementedError
        seen = state.clone()
        seen.rng = 0
        return seen

    def hidden_ids(self, state: GameState, seat: int | None) -> set[str]:
        """Returns the ids of components that `seat` may not see now (none in a game without secrets)."""
        if self.has_secrets:
            raise NotImplementedError
        return set()

    def all_component_ids(self, state: GameState) -> list[str]:
        """Returns every component id present in the game, one entry per place it is in."""
        raise NotImplementedError

    def outcome(self, state: GameState) -> Outcome | None:
        """Returns the scores and winners once the game is over, else None."""
        raise NotImplementedError
