"""One generic state copy: each field copied as deep as its declared type needs, immutables shared.

The copier of each state class is worked out once from its field types: a `list[list[str]]` is
copied two levels deep, a `str`, a `tuple` or a frozen msgspec Struct (an event: immutable by contract)
is shared. A field whose type
says nothing about its depth is deep-copied, so a copy never shares a mutable part with its source.
"""

from __future__ import annotations

import copy
import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any

import msgspec

IMMUTABLE = (str, int, float, bool, bytes, type(None), frozenset)
_COPIERS: dict[type, list[tuple[str, Callable[[Any], Any]]]] = {}


def _share(value: Any) -> Any:
    return value


def copier_for(hint: Any) -> Callable[[Any], Any]:
    """Returns a function copying a value of the declared type: shared when immutable."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        parts = [copier_for(a) for a in args]
        return _share if all(p is _share for p in parts) else copy.deepcopy
    if hint in IMMUTABLE or origin is tuple or hint is tuple or _is_namedtuple(hint) or _is_frozen(hint):
        return _share
    if origin is list and args:
        inner = copier_for(args[0])
        return list.copy if inner is _share else (lambda value: list(map(inner, value)))
    if origin is dict and len(args) == 2:
        inner = copier_for(args[1])
        return dict.copy if inner is _share else (lambda value: {k: inner(v) for k, v in value.items()})
    if origin is set and args and copier_for(args[0]) is _share:
        return set.copy
    return copy.deepcopy


def _is_namedtuple(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, tuple)


def _is_frozen(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, msgspec.Struct) and hint.__struct_config__.frozen


def copiers(cls: type) -> list[tuple[str, Callable[[Any], Any]]]:
    """Returns (field name, copier) for each field of a dataclass that is not shared, worked out once."""
    found = _COPIERS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = [(f.name, copier_for(hints[f.name])) for f in dataclasses.fields(cls)]
        found = [(name, copy_of) for name, copy_of in found if copy_of is not _share]
        _COPIERS[cls] = found
    return found


def clone(state: Any) -> Any:
    """Returns an independent copy of a dataclass state, sharing only its immutable parts."""
    new = object.__new__(type(state))
    fields = state.__dict__.copy()  # immutable fields shared as they are
    for name, copy_of in copiers(type(state)):
        fields[name] = copy_of(fields[name])
    new.__dict__ = fields
    return new
