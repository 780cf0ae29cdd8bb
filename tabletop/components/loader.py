"""Loads a components YAML file into a typed schema; every error names file, line and field."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import yaml

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_BYTES = 5 * 1024 * 1024
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
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ComponentError([f"{name}: cannot read the file ({exc.strerror})"]) from None
    if size > MAX_BYTES:
        raise ComponentError([f"{name}: file is {size // 1024} KB, over the {MAX_BYTES // 1024} KB limit"])
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ComponentError([f"{name} line {line}: not UTF-8 text (byte {exc.start})"]) from None


def _check_no_aliases(node: yaml.Node, name: str) -> None:
    """Rejects anchors and aliases: they are never needed and can explode in size."""
    seen: set[int] = set()
    stack = [node]
    while stack:
        current = stack.pop()
        if id(current) in seen:
            line = current.start_mark.line + 1
            raise ComponentError([f"{name} line {line}: anchors and aliases (&, *) are not allowed"])
        seen.add(id(current))
        if isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)
        elif isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                stack.extend((key, value))


def parse_yaml(path: Path) -> tuple[Any, yaml.Node | None]:
    """Returns the plain data of a YAML file and its node tree (for line numbers)."""
    name = _display(path)
    text = _read_text(path)
    loader = SafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ComponentError([f"{name}: the file is empty"])
        _check_no_aliases(node, name)
        return loader.construct_document(node), node
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f" line {mark.line + 1}" if mark else ""
        problem = exc.problem or exc.context or "bad YAML"
        raise ComponentError([f"{name}{line}: {problem}"]) from None
    except yaml.YAMLError as exc:
        raise ComponentError([f"{name}: bad YAML ({exc})"]) from None
    finally:
        loader.dispose()


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
