"""Fast helpers of the game fuzz: the strings a view holds, state fingerprints, one legal list per state.

Each is exact, not a sample: the fast paths give what the slow ones give (tests/test_fuzz.py
compares them), and fall back to the slow ones for anything they cannot read.
"""

from __future__ import annotations

import copy
import dataclasses
import re

import msgspec

from tabletop.rules.core import Action, GameState, Rules

_SCALARS = {int, float, bool, type(None)}
_CONTAINERS = (list, tuple, set, frozenset)  # a tuple: isinstance is faster with it than with a union
_ENCODER = msgspec.json.Encoder()
_JSON_STRING = re.compile(rb'"([^"\\]*(?:\\.[^"\\]*)*)"')
_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(kind: type) -> tuple[str, ...]:
    """Returns a dataclass type's field names (none for other types), looked up once per type."""
    names = _FIELDS.get(kind)
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(kind)) if dataclasses.is_dataclass(kind) else ()
        _FIELDS[kind] = names
    return names


def strings_in(root) -> set[str]:
    """Returns every string held anywhere inside a state (dataclass fields, lists, dicts, tuples, sets)."""
    found: set[str] = set()
    seen: set[int] = set()
    stack = [root]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is str:
            found.add(value)
        elif kind in _SCALARS or id(value) in seen:
            continue
        elif isinstance(value, _CONTAINERS):
            seen.add(id(value))
            for item in value:
                if type(item) is str:
                    found.add(item)
                elif type(item) not in _SCALARS:
                    stack.append(item)
        elif isinstance(value, dict):
            seen.add(id(value))
            stack += [*value.keys(), *value.values()]
        else:
            seen.add(id(value))
            stack += [getattr(value, name) for name in _field_names(kind)]
    return found


def held_of(root, wanted: set[str]) -> set[str]:
    """Returns the strings of `wanted` that `strings_in(root)` holds, many times faster.

    It reads the strings off the JSON encoding (done in C), which holds every dataclass
    field, list, tuple, set and dict; its extras (field names, number keys, enum values)
    can only add findings, never hide one. What it cannot encode is walked by `strings_in`.
    """
    try:
        blob = _ENCODER.encode(root)
    except (TypeError, ValueError, RecursionError, msgspec.EncodeError):
        return strings_in(root) & wanted
    if b"\\" in blob:  # an escape inside some string: read the strings the careful way
        tokens = _JSON_STRING.findall(blob)
        return wanted & {msgspec.json.decode(b'"' + token + b'"') for token in tokens}
    return wanted.intersection(blob.decode().split('"')[1::2])  # outside strings JSON has no quotes


def fingerprint(state: GameState) -> bytes | str:
    """Returns a deep, independent record of every field of a state: equal records, equal states."""
    try:
        return _ENCODER.encode(state)
    except (TypeError, ValueError, RecursionError, msgspec.EncodeError):
        return repr(state)  # a dataclass's repr shows every field, nested


class StepRules:
    """A copy of a game's rules that works out the legal actions of the state in play once.

    The fuzz asks for the legal actions of the state in play many times (the list, then
    inside every `apply` and `why_not`); rules are pure, so the answer for that very state
    object is the same each time. Any other state (inside a move, a replay) is worked out
    afresh. The rules' own `legal_actions`, `apply` and `why_not` still run every check.
    """

    KEPT = ("_legal_actions", "legal_actions")

    def __init__(self, rules: Rules):
        self.rules = copy.copy(rules)
        self._state: GameState | None = None
        self._kept: dict[str, list[Action]] = {}
        for name in self.KEPT:  # on this copy only: the game's own rules object is untouched
            setattr(self.rules, name, self._keeper(name, getattr(self.rules, name)))

    def pin(self, state: GameState) -> None:
        """Makes `state` the one whose legal actions are kept."""
        if state is not self._state:
            self._state, self._kept = state, {}

    def _keeper(self, name: str, compute):
        def kept(state: GameState) -> list[Action]:
            if state is not self._state:
                return compute(state)
            if name not in self._kept:
                self._kept[name] = list(compute(state))
            return list(self._kept[name])  # a fresh list: a caller may change its copy

        return kept
