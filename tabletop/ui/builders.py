"""The small builders every game's layout is made of: an item with a picture, a component face up, a drop
or click zone, a line of text, words on a pill. A game makes one `Builders` with its own key prefix, so two
games' pictures never share a key."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tabletop.ui.items import Item, Rect
from tabletop.ui.looks import picture
from tabletop.ui.marks import WHITE, fit, pill
from tabletop.ui.sprites import font, text


class Builders:
    """Items keyed under `prefix` ('o8:back:60x90'). `text_size` is a label's size unless given; with
    `label_tips` a label's tooltip is its own words unless given (a label cut short still reads whole);
    words on a fill lighter than `light` are dark ink (marks.ink_on)."""

    def __init__(self, prefix: str, text_size: int = 24, label_tips: bool = False, light: int = 165):
        self.prefix, self.text_size, self.label_tips, self.light = prefix, text_size, label_tips, light

    def pic(
        self, key: str, rect: Rect, make: Callable, *args, piece=None, zone=None, tip="", faces=()
    ) -> Item:
        """Returns an item whose picture is `make(*args)`, drawn only when first shown, in the look the
        layout runs in (colour-blind or not). `faces`: the component ids whose faces the picture shows (a
        back or an empty slot shows none)."""
        key, make = picture(f"{self.prefix}:{key}", make, *args)
        return Item(key, rect, make, piece, zone, tip, tuple(faces))

    def face(
        self,
        key: str,
        rect: Rect,
        make: Callable,
        *args,
        shows: str,
        piece=False,
        zone=None,
        tip="",
        back=None,
    ) -> Item:
        """Returns component `shows` face up (the piece picked up when `piece`), with the item `back` whose
        picture it shows while it flips face up (tabletop/ui/moves.py), if any."""
        found = self.pic(
            key, rect, make, *args, piece=shows if piece else None, zone=zone, tip=tip, faces=(shows,)
        )
        return replace(found, back=back) if back is not None else found

    def zone(self, name: str, rect: Rect, tip: str = "") -> Item:
        """Returns an invisible drop or click zone."""
        return Item(f"{self.prefix}:zone:{name}:{rect}", rect, None, None, name, tip)

    def label(
        self,
        words: str,
        at: tuple[int, int],
        size: int | None = None,
        colour=WHITE,
        anchor: str = "left",
        bold: bool = True,
        tip: str = "",
        width: int | None = None,
    ) -> Item:
        """Returns a line of text placed by its left edge, its middle ('centre') or its right edge. Given a
        `width`, words wider than it are drawn smaller (to four fifths of the size), then cut short with an
        ellipsis (their tooltip then says them whole): large text and icons never spill out of a panel."""
        size = size or self.text_size
        if width is not None:
            least = int(size * 0.8)
            while size > least and font(size, bold).size(words)[0] > width:
                size -= 1
            whole, words = words, fit(words, size, width, bold)
            tip = tip or (whole if words != whole else "")
        w, h = font(size, bold).size(words)
        x = {"centre": at[0] - w // 2, "right": at[0] - w}.get(anchor, at[0])
        tip = tip or (words if self.label_tips else "")
        key = f"text:{size}:{colour}:{bold}:{words}"
        return self.pic(key, (x, at[1], w, h), text, words, size, colour, bold, tip=tip)

    def pill(self, words: str, at: tuple[int, int], fill, size: int, tip: str = "", anchor="left") -> Item:
        """Returns words on a pill placed by its left edge, or its right edge (anchor 'right')."""
        w, h = font(size, True).size(words)
        x = at[0] - w - 18 if anchor == "right" else at[0]
        rect = (x, at[1], w + 18, h + 4)
        return self.pic(f"pill:{words}:{fill}:{size}", rect, pill, words, fill, size, self.light, tip=tip)
