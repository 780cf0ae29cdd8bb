"""The player's own Inky Realm layouts: YAML files in the user data folder (layouts/cosmoctopus/NAME.yaml),
each read with the typed schema and checked like any content file. A bad file is one line naming its file,
line and field, and is left as it is: never rewritten, never deleted (a new layout may not take its name).
A good layout is deleted only when the player asks (the editor confirms first); a saved game that used it
still loads, as the game carries its layout whole (rules/own.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from games.cosmoctopus.rules.layouts import Realm, name_problem, problems, realm_of
from games.cosmoctopus.rules.schema import Layout
from tabletop.components.loader import ComponentError, load_components
from tabletop.saves import data_home, write_atomic


def folder() -> Path:
    """Returns the folder of the player's own layouts."""
    return data_home() / "layouts" / "cosmoctopus"


def file_stem(name: str) -> str:
    """Returns the file name (without .yaml) a layout of this name is saved under: 'My Ring' -> 'my_ring'."""
    return "_".join(name.lower().replace("'", "").split())


def _checked(layout: Layout) -> list[tuple[str, str]]:
    return problems(layout) + ([("name", name_problem(layout.name))] if name_problem(layout.name) else [])


def read(path: Path) -> Realm:
    """Returns the layout in a file; raises ComponentError (one line: file, line, field) if it is bad."""
    return realm_of(load_components(path, Layout, _checked))


class Entry(NamedTuple):
    """A file in the folder: its layout, or None and the one line saying why it cannot be read."""

    path: Path
    layout: Realm | None
    problem: str = ""


def entries() -> list[Entry]:
    """Returns every layout file in the folder, by file name, good or bad."""
    found = []
    for path in sorted(folder().glob("*.yaml")):
        try:
            found.append(Entry(path, read(path)))
        except ComponentError as error:
            found.append(Entry(path, None, error.lines[0]))
    return found


def load_all() -> tuple[list[Realm], list[str]]:
    """Returns the player's good layouts (by file name) and a line for each file that is bad."""
    listed = entries()
    return [e.layout for e in listed if e.layout], [e.problem for e in listed if not e.layout]


def path_for(name: str) -> Path:
    """Returns the file a layout of this name is saved in (whether or not it exists yet)."""
    return folder() / f"{file_stem(name)}.yaml"


def taken(name: str) -> bool:
    """Tells whether a file already holds a layout of this name (saving would replace it)."""
    return path_for(name).is_file()


def delete(path: Path) -> None:
    """Deletes one of the player's good layout files; raises ValueError with a sentence if the path is not
    a good layout of the folder (a bad file is kept as it is, for the player to mend)."""
    if path.parent != folder() or path.suffix != ".yaml":
        raise ValueError(f"{path.name} is not one of your layouts.")
    try:
        read(path)
    except ComponentError as error:
        raise ValueError(f"{error.lines[0]} (kept as it is)") from None
    path.unlink()


def find(name: str) -> Realm | None:
    """Returns the player's layout of this name (any case), None if there is none; raises ComponentError if
    its file is bad."""
    path = path_for(name)
    return read(path) if file_stem(name) and path.is_file() else None


def yaml_text(layout: Realm) -> str:
    """Returns a layout's file text (flow lists keep it short and readable)."""
    cells = ", ".join(f"[{x}, {y}]" for x, y in layout.cells)
    extra = ", ".join(f"[{a}, {b}]" for a, b in layout.extra)
    return (
        f"# An Inky Realm layout of your own for Cosmoctopus (cells in half-tile units: a tile is 2 x 2).\n"
        f'id: {file_stem(layout.name)}\nname: "{layout.name}"\nspecial: {layout.special}\n'
        f"cells: [{cells}]\nextra: [{extra}]\n"
    )


def save(layout: Realm) -> Path:
    """Writes the layout to its file and returns the path; raises ValueError with a sentence when another,
    unreadable file already holds that name (it is kept as it is)."""
    path = path_for(layout.name)
    if path.is_file():
        try:
            read(path)
        except ComponentError as error:
            raise ValueError(f"{error.lines[0]} (kept as it is: choose another name)") from None
    write_atomic(path, yaml_text(layout))
    return path
