"""What lies beside the realm for anyone to win: the Forbidden Knowledge tiles (13 of a resource: 2
tentacles) and the First Contact cards (a player's first tentacle lets them take one)."""

from __future__ import annotations

import pygame

from games.cosmoctopus.rules import paying
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import CosmoState
from games.cosmoctopus.table import art
from games.cosmoctopus.table.palette import COSMIC, SOFT, resource_rgb
from games.cosmoctopus.table.pieces import card, face, label
from tabletop.ui.items import Item, Rect
from tabletop.ui.looks import colour_aware
from tabletop.ui.marks import GOLD, WHITE, mix
from tabletop.ui.sprites import blit_centred, rounded, text

X, Y = 528, 318
FK_SIZE, FK_GAP = (42, 100), 5
CONTACT_SIZE, CONTACT_GAP = (135, 100), 4  # wide enough for each name on 3 lines of 18 px or more
CONTACT_X = 1264 - 4 * CONTACT_SIZE[0] - 3 * CONTACT_GAP  # the right edge of the panel below


@colour_aware
def knowledge_picture(cat: Catalog, tile: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a Forbidden Knowledge tile: its resource's mark, and its price (13) when large enough."""
    resource = paying.knowledge_resource(cat, tile)
    rgb = resource_rgb(resource)
    surface = rounded((w, h), mix(COSMIC, (0, 0, 0), 0.45), (*mix(rgb, WHITE, 0.3), 255), radius=10, width=3)
    if h < 80:
        blit_centred(surface, art.mark(resource, min(w, h) - 10, cb=cb), (w // 2, h // 2))
        return surface
    size = min(w - 14, h - 48)
    blit_centred(surface, art.mark(resource, size, cb=cb), (w // 2, 10 + size // 2))
    blit_centred(surface, text(str(cat.content.forbidden_cost), 30, GOLD, True), (w // 2, h - 22))
    return surface


def knowledge_item(cat: Catalog, tile: str, rect: Rect, piece: bool, holder: int | None = None) -> Item:
    """Returns a Forbidden Knowledge tile (a piece to drag onto your board while you can pay for it)."""
    resource = paying.knowledge_resource(cat, tile)
    cost = cat.content.forbidden_cost
    tip = f"{cat.card_name(tile)}: Forbidden Knowledge of {resource}. "
    if holder is None:
        tip += (
            f"Pay {cost} {resource} on your turn (discounts and discarded cards of its type help) for 2 "
            "tentacles: drag it onto your board."
        )
    else:
        tip += "Taken: 2 tentacles. Nobody else may take it."
    w, h = rect[2], rect[3]
    return face(
        f"fk:{tile}:{w}x{h}", rect, knowledge_picture, cat, tile, w, h, shows=tile, piece=piece, tip=tip
    )


def supply_items(cat: Catalog, view: CosmoState, pieces: set, seat: int) -> list[Item]:
    """Returns the Forbidden Knowledge tiles still free and the First Contact cards left, titled."""
    tip = f"Forbidden Knowledge: {cat.content.forbidden_cost} of one resource for 2 tentacles, once per tile."
    items = [label("Forbidden Knowledge", (X, Y - 2), 20, SOFT, tip=tip)]
    free = [t for t in cat.knowledge.values() if t not in view.knowledge]
    for i, tile in enumerate(free):
        rect = (X + i * (FK_SIZE[0] + FK_GAP), Y + 26, *FK_SIZE)
        items.append(knowledge_item(cat, tile, rect, tile in pieces))
    contact_tip = "First Contact: your first tentacle lets you take one of these into your hand (cost 0)."
    middle = CONTACT_X + (4 * CONTACT_SIZE[0] + 3 * CONTACT_GAP) // 2  # clear of the long title on the left
    items.append(label("First Contact", (middle, Y - 2), 20, SOFT, "centre", tip=contact_tip))
    for i, card_id in enumerate(view.contact):
        rect = (CONTACT_X + i * (CONTACT_SIZE[0] + CONTACT_GAP), Y + 26, *CONTACT_SIZE)
        items.append(card(cat, card_id, rect, piece=card_id in pieces, where=contact_tip))
    if not view.contact:
        items.append(label("all taken", (CONTACT_X, Y + 60), 20, SOFT))
    return items
