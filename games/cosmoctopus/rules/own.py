"""The `layout` option's choices beyond the named layouts: the player's own, carried whole in the option
text (layouts.encode), so a saved game replays even if the layout's file is later changed or deleted.

Only a bare name (typed on the command line) reads the player's files (games/cosmoctopus/layout_files.py);
a layout's text is checked on its own.
"""

from __future__ import annotations

from games.cosmoctopus.rules.layouts import OWN, decode, encode, realm_of


def choice(value: str, named: tuple[str, ...]) -> str:
    """Returns the option text of a layout of one's own given its text or its name; raises ValueError with
    a sentence naming the choices when there is none (or its file is bad: the file's line)."""
    if value.startswith(OWN):
        return encode(realm_of(decode(value)))
    from games.cosmoctopus import layout_files
    from tabletop.components.loader import ComponentError

    try:
        found = layout_files.find(value)
    except ComponentError as error:
        raise ValueError(error.lines[0]) from None
    if found is not None:
        return encode(found)
    mine = [layout.name for layout in layout_files.load_all()[0]]
    yours = f"; yours: {', '.join(mine)}" if mine else "; you have saved none of your own"
    raise ValueError(f"There is no Inky Realm layout '{value}' (named: {', '.join(named)}{yours}).")


def choices() -> list[tuple[str, str]]:
    """Returns the player's own good layouts as (label, option text), by file name."""
    from games.cosmoctopus import layout_files

    return [(f"Mine: {layout.name}", encode(layout)) for layout in layout_files.load_all()[0]]
