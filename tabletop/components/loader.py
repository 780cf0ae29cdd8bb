"""Loads a components YAML file into a typed schema; every error names file, line and field."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import yaml

from tabletop.components import guard
from tabletop.paths import games_root

_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class SafeLoader(_BaseLoader):
    """The C safe loader without timestamps: a date-like value stays text, never a crash on 2024-13-45."""

    yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()
    }


# Parsing costs about 5 s per MB of dense YAML here; our largest file is tens of KB.
MAX_BYTES = 512 * 1024
T = TypeVar("T")

_TYPE_WORDS = {
    "int": "an integer",
    "str": "text",
    "float": "a number",
    "bool": "true or false",
    "array": "a list",
    "object": "a mapping",
    "null": "nothing",
}


class ComponentError(Exception):
    """A components file that cannot be used; `lines` holds one message per problem."""

    def __init__(self, lines: list[str]):
        super().__init__("\n".join(lines))
        self.lines = lines


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _read_text(path: Path) -> str:
    name = _display(path)
    if not path.is_file():
        why = "no such file" if not path.exists() else "not a regular file"
        raise ComponentError([f"{name}: cannot read the file ({why})"])
    try:
        with path.open("rb") as source:
            raw = source.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ComponentError([f"{name}: cannot read the file ({exc.strerror})"]) from None
    if len(raw) > MAX_BYTES:
        size = path.stat().st_size // 1024
        raise ComponentError([f"{name}: file is {size} KB, over the {MAX_BYTES // 1024} KB limit"])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ComponentError([f"{name} line {line}: not UTF-8 text (byte {exc.start})"]) from None


def _guarded(text: str) -> None:
    """Runs the event guard over `text`: no aliases, odd tags, deep nesting or floods get through."""
    loader = SafeLoader(text)
    try:
        guard.check_events(loader)
    finally:
        loader.dispose()


def _build(text: str, name: str) -> tuple[Any, yaml.Node]:
    loader = SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ComponentError([f"{name}: the file is empty"])
        return loader.construct_document(node), node
    finally:
        loader.dispose()


def parse_yaml(path: Path) -> tuple[Any, yaml.Node | None]:
    """Returns the plain data of a YAML file and its node tree (for line numbers)."""
    name = _display(path)
    text = _read_text(path)
    try:
        _guarded(text)
        return _build(text, name)
    except guard.Refused as refused:
        field = format_path(refused.steps)
        field = field if len(field) <= 80 else field[:77] + "..."
        where = f"{field}: " if field else ""
        raise ComponentError([f"{name} line {refused.line}: {where}{refused.message}"]) from None
    except yaml.reader.ReaderError as exc:
        line = text[: exc.position].count("\n") + 1
        raise ComponentError([f"{name} line {line}: {exc.reason} (character {exc.position})"]) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f" line {mark.line + 1}" if mark else ""
        problem = _PROBLEMS.get(exc.problem or "", exc.problem or exc.context or "bad YAML")
        raise ComponentError([f"{name}{line}: {problem}"]) from None
    except (yaml.YAMLError, ValueError, TypeError, OverflowError) as exc:
        raise ComponentError([f"{name}: bad YAML ({exc})"]) from None


_PROBLEMS = {"but found another document": "a second document ('---') is not allowed: one file, one document"}
_STEP = re.compile(r"\.([A-Za-z_][\w-]*)|\[(\d+)\]")


def path_steps(path: str) -> list[str | int]:
    """Splits '$.tides[3].steps[0]' into ['tides', 3, 'steps', 0]."""
    return [m.group(1) if m.group(1) is not None else int(m.group(2)) for m in _STEP.finditer(path)]


def format_path(steps: list[str | int]) -> str:
    """Joins steps back into 'tides[3].steps[0].count'."""
    out = ""
    for step in steps:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out


def node_at(root: yaml.Node | None, steps: list[str | int]) -> yaml.Node | None:
    """Returns the deepest YAML node along `steps` (for its line)."""
    node = root
    for step in steps:
        child = None
        if isinstance(node, yaml.MappingNode):
            child = next((v for k, v in node.value if k.value == step), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            child = node.value[step]
        if child is None:
            break
        node = child
    return node


def _line_of(root: yaml.Node | None, steps: list[str | int]) -> int:
    node = node_at(root, steps)
    return node.start_mark.line + 1 if node is not None else 1


def _friendly(message: str, root: yaml.Node | None, steps: list[str | int]) -> tuple[str, list]:
    """Rewrites msgspec's wording for a person; returns (message, steps of the field)."""
    unknown = re.match(r"Object contains unknown field `(.+)`", message)
    if unknown:
        return f"unknown field '{unknown.group(1)}'", steps + [unknown.group(1)]
    missing = re.match(r"Object missing required field `(.+)`", message)
    if missing:
        return f"missing required field '{missing.group(1)}'", steps
    wrong = re.match(r"Expected `(.+?)`, got `(.+?)`", message)
    if wrong:
        want = " or ".join(_TYPE_WORDS.get(w.strip(), w.strip()) for w in wrong.group(1).split("|"))
        node = node_at(root, steps)
        got = (
            repr(node.value)
            if isinstance(node, yaml.ScalarNode)
            else _TYPE_WORDS.get(wrong.group(2), wrong.group(2))
        )
        return f"expected {want}, got {got}", steps
    return message[:1].lower() + message[1:], steps


def error_line(name: str, root: yaml.Node | None, steps: list[str | int], message: str) -> str:
    """Returns 'file line N: field.path: message'."""
    field = format_path(steps)
    where = f"{field}: " if field else ""
    return f"{name} line {_line_of(root, steps)}: {where}{message}"


def load_components(
    path: Path,
    schema: type[T],
    check: Callable[[T], list[tuple[str, str]]] | None = None,
) -> T:
    """Returns the file's data as `schema`; raises ComponentError naming file, line and field.

    `check` returns further problems as (field path like 'tides[3].steps[0]', message),
    for cross-references: unknown ids, duplicate ids, missing files.
    """
    path = Path(path)
    name = _display(path)
    data, root = parse_yaml(path)
    try:
        result = msgspec.convert(data, schema)
    except msgspec.ValidationError as exc:
        text = str(exc)
        message, _, where = text.rpartition(" - at ")
        if not message:
            message, where = text, "$"
        message, steps = _friendly(message, root, path_steps(where))
        raise ComponentError([error_line(name, root, steps, message)]) from None
    problems = check(result) if check else []
    if problems:
        raise ComponentError([error_line(name, root, path_steps("$." + p), m) for p, m in problems])
    return result


def content_path(game_id: str) -> Path:
    """Returns where a game's components.yaml lies (from source, installed or frozen: tabletop/paths.py)."""
    return games_root() / "games" / game_id / "components.yaml"


_LOADED: dict[tuple[str, type], Any] = {}


def load_content(
    game_id: str, schema: type[T], check: Callable[[T], list[tuple[str, str]]] | None = None
) -> T:
    """Returns a game's components.yaml as `schema`, parsed and checked once, then kept.

    Raises ComponentError (naming file, line and field) and keeps nothing when the file is bad."""
    key = (game_id, schema)
    if key not in _LOADED:
        _LOADED[key] = load_components(content_path(game_id), schema, check)
    return _LOADED[key]
