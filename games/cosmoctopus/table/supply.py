"""What lies beside the realm for anyone to win: the Forbidden Knowledge tiles (13 of a resource: 2
tentacles) and the First Contact cards (a player's first tentacle lets them take one).

The band under the card row holds both. Most of the time the Forbidden Knowledge tiles get the room, each
with its name, mark and price (4 slivers 42 px wide read at 1280x720 as marks without a name), and the
First Contact cards lie fanned beside them, each whole on hover; while First Contact is being chosen, its
cards get the room and the tiles shrink to their marks."""

from __future__ import annotations

import pygame

from games.cosmoctopus.rules import paying
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import CONTACT, CosmoState
from games.cosmoctopus.table import art, facewords, scenery
from games.cosmoctopus.table.palette import COSMIC, SOFT, resource_rgb
from games.cosmoctopus.table.pieces import card, face, label, pic
from tabletop.rules.decisions import top_kind
from tabletop.ui.items import Item, Rect
from tabletop.ui.looks import colour_aware
from tabletop.ui.marks import GOLD, WHITE, mix
from tabletop.ui.sprites import blit_centred, rounded, text

X, Y = 528, 318
RIGHT = 1264  # the right edge of the band (and of the decision panel below)
FK_SIZE, FK_GAP = (108, 100), 6  # wide enough for 'The Hoard / Beneath / the Waves' at 18 px
FK_NARROW = (42, 100)  # while First Contact is chosen
CONTACT_SIZE, CONTACT_GAP = (135, 100), 4  # wide enough for each name on 3 lines of 18 px or more
CONTACT_X = RIGHT - 4 * CONTACT_SIZE[0] - 3 * CONTACT_GAP  # the cards side by side, while one is chosen
FAN_X = X + 4 * FK_SIZE[0] + 3 * FK_GAP + 12  # the cards fanned, the rest of the time
NAMED = 90  # a tile this wide and 80 px tall or more shows its name
LOW_NAMED = 104  # a low tile (a held one on a board) this wide shows its name beside its mark


@colour_aware
def knowledge_picture(cat: Catalog, tile: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a Forbidden Knowledge tile: its resource's mark, and when large enough its price (13) and,
    wider still, its name above them; a low, wide one (held on a board) its mark and its name beside it."""
    resource = paying.knowledge_resource(cat, tile)
    rgb = resource_rgb(resource)
    surface = rounded((w, h), mix(COSMIC, (0, 0, 0), 0.45), (*mix(rgb, WHITE, 0.3), 255), radius=10, width=3)
    _object(surface, resource)
    if h < 80 and w >= LOW_NAMED:  # a held tile on a board: its mark, and its name beside it
        side = 30
        blit_centred(surface, art.mark(resource, side, cb=cb), (6 + side // 2, h // 2))
        name = cat.card_name(tile)
        size, lines = facewords.name_lines(name, w - side - 16, h - 6, 3)
        if lines[-1].endswith("…") and name.startswith("The "):  # "Abyssal Lexicon" reads; "The Abyss…" not
            size, lines = facewords.name_lines(name[4:], w - side - 16, h - 6, 3)
        top = (h - len(lines) * (size + 1)) // 2
        for i, line in enumerate(lines):
            words = facewords.words(line, size, WHITE)
            surface.blit(words, (side + 10, top + (size + 1) * i + (size + 1 - words.get_height()) // 2))
        return surface
    if h < 80:
        blit_centred(surface, art.mark(resource, min(w, h) - 10, cb=cb), (w // 2, h // 2))
        return surface
    if w >= NAMED:
        size, lines = facewords.name_lines(cat.card_name(tile), w - 10, h - 36, 3)
        for i, line in enumerate(lines):
            words = facewords.words(line, size, WHITE, edge=(20, 14, 36))
            blit_centred(surface, words, (w // 2, 6 + (size + 1) * i + size // 2 + 2))
        price = text(str(cat.content.forbidden_cost), 24, GOLD, True)
        mark = art.shape_mark(resource, 28)
        left = (w - mark.get_width() - 4 - price.get_width()) // 2
        surface.blit(mark, (left, h - 34))
        surface.blit(price, (left + mark.get_width() + 4, h - 20 - price.get_height() // 2))
        return surface
    size = min(w - 14, h - 48)
    blit_centred(surface, art.mark(resource, size, cb=cb), (w // 2, 10 + size // 2))
    blit_centred(surface, text(str(cat.content.forbidden_cost), 30, GOLD, True), (w // 2, h - 22))
    return surface


def _object(surface: pygame.Surface, resource: str) -> None:
    """Lays the tile's object (a lexicon, a hoard, a sealed name, a star map) across it, behind its words:
    whole on a large tile, at its right end on a low one (its mark and name at its left)."""
    w, h = surface.get_size()
    if h < 80 and w >= LOW_NAMED:
        picture = scenery.knowledge_object(resource, h - 8, h - 8)
        faded = picture.copy()
        faded.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(faded, (w - h + 2, 4))
        return
    if h < 80:
        return
    picture = scenery.knowledge_object(resource, w - 10, h - 10).copy()
    picture.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(picture, (5, 5))


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
    # Its back (never shown: the tiles lie face up) makes it the same tile wherever it lies, so a tile
    # taken glides from the supply to its owner (tabletop/ui/motion.py's identity).
    back = pic(f"fk-back:{w}x{h}", rect, knowledge_back, w, h)
    return face(
        f"fk:{tile}:{w}x{h}",
        rect,
        knowledge_picture,
        cat,
        tile,
        w,
        h,
        shows=tile,
        piece=piece,
        tip=tip,
        back=back,
    )


def knowledge_back(w: int, h: int) -> pygame.Surface:
    """Returns the back of a Forbidden Knowledge tile, the same for all four: dark violet, an eye shut."""
    surface = rounded((w, h), mix(COSMIC, (0, 0, 0), 0.55), (*SOFT, 255), radius=10, width=3)
    pygame.draw.arc(surface, SOFT, (w // 2 - 14, h // 2 - 10, 28, 20), 3.4, 6.0, 2)
    return surface


def choosing_contact(view: CosmoState) -> bool:
    """Tells whether a First Contact card is being chosen (its cards then get the band's room)."""
    return top_kind(view) == CONTACT


def supply_items(cat: Catalog, view: CosmoState, pieces: set, seat: int) -> list[Item]:
    """Returns the Forbidden Knowledge tiles still free and the First Contact cards left, titled."""
    tip = f"Forbidden Knowledge: {cat.content.forbidden_cost} of one resource for 2 tentacles, once per tile."
    items = [label("Forbidden Knowledge", (X, Y - 2), 20, SOFT, tip=tip)]
    free = [t for t in cat.knowledge.values() if t not in view.knowledge]
    choosing = choosing_contact(view)
    size = FK_NARROW if choosing else FK_SIZE
    for i, tile in enumerate(free):
        rect = (X + i * (size[0] + FK_GAP), Y + 26, *size)
        items.append(knowledge_item(cat, tile, rect, tile in pieces))
    contact_tip = "First Contact: your first tentacle lets you take one of these into your hand (cost 0)."
    rects = contact_rects(len(view.contact), choosing)
    left = rects[0][0] if rects else FAN_X
    at, align = ((left + RIGHT) // 2, "centre") if choosing else (left, "left")
    items.append(label("First Contact", (at, Y - 2), 20, SOFT, align, tip=contact_tip))
    for card_id, rect in zip(view.contact, rects, strict=True):
        items.append(card(cat, card_id, rect, piece=card_id in pieces, where=contact_tip))
    if not view.contact:
        items.append(label("all taken", (FAN_X, Y + 60), 20, SOFT))
    return items


def contact_rects(count: int, choosing: bool) -> list[Rect]:
    """Returns where the First Contact cards lie: side by side while one is chosen, else fanned right of
    the Forbidden Knowledge tiles (the last whole, each whole on hover)."""
    w, h = CONTACT_SIZE
    if choosing:
        return [(CONTACT_X + i * (w + CONTACT_GAP), Y + 26, w, h) for i in range(count)]
    step = w + CONTACT_GAP if count < 2 else min(w + CONTACT_GAP, (RIGHT - FAN_X - w) // (count - 1))
    return [(FAN_X + i * step, Y + 26, w, h) for i in range(count)]
