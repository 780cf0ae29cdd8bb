"""How the pirates' table tells a move (TableDesign.story), so a computer's move can be followed at normal
speed: a black card played turns face up on its way to the discard pile; a steal flies from the victim's
island to the thief's hand (as its back, unless the viewer is the thief: a card in another's hand is never
drawn face up, even one that lay on an island a moment ago); cards taken from a hand (Sneaky Squid,
Spyglass, Captain) travel from hand to hand; "Arrrgh!" pops up over the island of a seat that does not
block, "Blocked!" over one that does, "Boom!" over a cannon's target, and a rainbow over an island that
completes one (for twice as long: the moment of the game).

Each of these lasts SLOW glides (0.6 s at normal speed); with animation off nothing is planned at all (the
table then shows the end at once). Each glide eases in and out, so the eye picks it up where it leaves.
"""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_pirates.rules.events import Rainbow, Took
from games.rainbow_pirates.table.pieces import pic
from games.rainbow_pirates.table.shout_art import rainbow, shout
from tabletop.rules.events import of_kind
from tabletop.ui.items import Item, Rect
from tabletop.ui.moves import Ghost, centre, place_rects

SLOW = 2.4  # glides a told move lasts: 0.6 s at normal speed (0.25 s a glide), 0.96 s at slow
TOLD = frozenset({"play", "block", "arrgh", "steal", "destroy", "take", "give", "name"})
SHOUT_SIZE = (300, 160)
RAINBOW_SIZE = (360, 180)
SHOUTS = {"arrgh": "arrgh", "block": "blocked", "destroy": "boom"}


def told(old, new, planned: list) -> list:
    """Returns the glides of the move that led from the table model `old` to `new`, told the pirates' way
    (see the module docstring); a move with nothing to tell keeps its glides as planned."""
    action, events = new.last, getattr(new.view, "events", ())
    tells = action.kind in TOLD or of_kind(events, Took) or of_kind(events, Rainbow)
    if not tells:
        return planned
    out = [replace(m, slow=SLOW) for m in planned]
    places = place_rects(new.items)
    said = SHOUTS.get(action.kind)
    victim = _victim(old.view)
    if said is not None:
        seat = action.seat if action.kind != "destroy" else victim
        out += _pop(places.get(f"seat:{seat}"), f"shout:{said}", shout, said, SHOUT_SIZE)
    for event in of_kind(events, Rainbow):
        out += _pop(places.get(f"seat:{event.seat}"), "rainbow", rainbow, None, RAINBOW_SIZE, 2 * SLOW)
    return out


def _victim(view) -> int | None:
    """Returns the seat the black card under way in `view` (before a destroy) attacks, if one."""
    for prompt in reversed(getattr(view, "decisions", ())):
        attack = getattr(prompt, "data", None)
        if attack is not None and getattr(attack, "victim", -1) >= 0:
            return attack.victim
    return None


def _pop(
    place: Rect | None, key: str, make, kind: str | None, size: tuple[int, int], slow: float = SLOW
) -> list[Ghost]:
    """Returns a picture popping up and shaking over the middle of `place` for `slow` glides (none without
    a place)."""
    if place is None:
        return []
    w, h = min(size[0], place[2]), min(size[1], place[3])
    x, y = centre(place)
    rect = (round(x - w / 2), round(y - h / 2), w, h)
    args = (kind, w, h) if kind is not None else (w, h)
    item: Item = pic(f"{key}:{w}x{h}", rect, make, *args)
    return [Ghost(item, rect, rect, slow=slow, shake=True)]
