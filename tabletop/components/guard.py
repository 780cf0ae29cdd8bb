"""One pass over a YAML file's events before anything is built from it.

It refuses, with the line and the field, what a components file never needs and what could
hang, crash or run code: anchors and aliases (an alias bomb), tags other than !!str (such as
!!python/object), nesting deeper than MAX_DEPTH (the C parser recurses and slows with depth),
more than MAX_NODES values, keys that are not text, repeated keys, and absurdly long numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import yaml

MAX_DEPTH = 32
MAX_NODES = 50_000
MAX_NUMBER = 64  # characters in a plain number (Python refuses int() of 4300+ digits)
ALLOWED_TAGS = {None, "!", "tag:yaml.org,2002:str"}
_NUMBER = re.compile(r"[-+]?[0-9][0-9_.eExXoObB+-]*")
_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class Refused(Exception):
    """A file the guard will not pass: the line (1-based), the field's steps and the reason."""

    def __init__(self, line: int, steps: list[str | int], message: str):
        super().__init__(message)
        self.line, self.steps, self.message = line, steps, message


@dataclass
class _Frame:
    """An open sequence or mapping: where the walk is inside it."""

    mapping: bool
    index: int = 0
    key: str | None = None
    keys: set[str] = field(default_factory=set)

    def expects_key(self) -> bool:
        return self.mapping and self.key is None


class _Walk:
    """The open collections from the root, as a path of steps."""

    def __init__(self) -> None:
        self.frames: list[_Frame] = []
        self.nodes = 0

    def steps(self) -> list[str | int]:
        return [(f.key if f.mapping else f.index) for f in self.frames if not f.expects_key()]

    def refuse(self, event, message: str, steps: list[str | int] | None = None) -> Refused:
        return Refused(event.start_mark.line + 1, self.steps() if steps is None else steps, message)

    def value_done(self) -> None:
        """Moves the innermost collection on past the value just finished."""
        if self.frames:
            top = self.frames[-1]
            if top.mapping:
                top.key = None
            else:
                top.index += 1

    def node(self, event) -> None:
        """Checks one node event (scalar, collection start, alias) against the rules above."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise self.refuse(event, f"more than {MAX_NODES} values in one file")
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise self.refuse(event, "anchors and aliases (&, *) are not allowed")
        tag = getattr(event, "tag", None)
        if tag not in ALLOWED_TAGS:
            shown = tag.replace("tag:yaml.org,2002:", "!!")
            raise self.refuse(event, f"the tag {shown} is not allowed (only plain data)")
        top = self.frames[-1] if self.frames else None
        if top is not None and top.expects_key():
            self.key(top, event)
        elif isinstance(event, _OPEN):
            self.frames.append(_Frame(isinstance(event, yaml.MappingStartEvent)))
            if len(self.frames) > MAX_DEPTH:
                raise self.refuse(event, f"nested deeper than {MAX_DEPTH} levels")
        else:
            self.scalar(event)
            self.value_done()

    def key(self, top: _Frame, event) -> None:
        if not isinstance(event, yaml.ScalarEvent):
            raise self.refuse(event, "a key must be plain text, not a list or a mapping")
        if event.value in top.keys:
            raise self.refuse(event, f"the key '{event.value}' appears twice", [*self.steps(), event.value])
        top.keys.add(event.value)
        top.key = event.value

    def scalar(self, event) -> None:
        if not event.style and len(event.value) > MAX_NUMBER and _NUMBER.fullmatch(event.value):
            raise self.refuse(event, f"a number longer than {MAX_NUMBER} characters")


def check_events(loader) -> None:
    """Reads every event from `loader` (a fresh YAML loader), raising Refused at the first problem.

    Syntax errors come out as yaml.MarkedYAMLError, as from any YAML load.
    """
    walk = _Walk()
    while True:
        event = loader.get_event()
        if event is None or isinstance(event, yaml.StreamEndEvent):
            return
        if isinstance(event, _CLOSE):
            walk.frames.pop()
            walk.value_done()
        elif isinstance(event, yaml.NodeEvent):
            walk.node(event)
