"""The cards built from components.yaml: ids, kinds, colours, numbers, effects and names."""

from __future__ import annotations

from itertools import count

from games.rainbow_pirates.rules.schema import BlackCard, Content

COLOUR, WILD, PIRATE, BLACK = "colour", "wild", "pirate", "black"


class Catalog:
    """Indexes built once from the content, read by the rules on every step.

    Ids: colour cards 'red-01'..'red-11', wilds 'wild-1', Rainbow Pirates 'pirate-prism', black cards
    'cannon-1'. A card's sort is what a Spyglass names: a colour id, 'wild', 'pirate' or a black kind's id.
    """

    _made = count(1)

    def __init__(self, content: Content):
        self.content = content
        #: This catalog's number, for the rules' memories: a key of plain values is no work for the
        #: garbage collector, unlike one holding the catalog itself.
        self.serial = next(Catalog._made)
        self.colours = [c.id for c in content.colours]
        self.number = {c.id: c.number for c in content.colours}
        self.by_number = {c.number: c.id for c in content.colours}
        self.colour_names = {c.id: c.name for c in content.colours}
        self.things = {c.id: c.thing for c in content.colours}
        self.symbols = {c.id: c.symbol for c in content.colours}
        self.colour_of = {f"{c.id}-{k:02d}": c.id for c in content.colours for k in range(1, c.count + 1)}
        self.wilds = [f"wild-{k}" for k in range(1, content.wilds + 1)]
        self.pirate_names = {f"pirate-{p.id}": p.name for p in content.pirates}
        self.black: dict[str, BlackCard] = {
            f"{b.id}-{k}": b for b in content.black_cards for k in range(1, b.count + 1)
        }
        self.kind = {card: COLOUR for card in self.colour_of}
        self.kind.update({card: WILD for card in self.wilds})
        self.kind.update({card: PIRATE for card in self.pirate_names})
        self.kind.update({card: BLACK for card in self.black})
        self.cards = list(self.kind)
        self.sort = {
            **self.colour_of,
            **{w: WILD for w in self.wilds},
            **{p: PIRATE for p in self.pirate_names},
        }
        self.sort.update({card: spec.id for card, spec in self.black.items()})
        self.one_of_sort: dict[str, str] = {}  # a card of each sort: all cards of a sort play alike
        for card, sort in self.sort.items():
            self.one_of_sort.setdefault(sort, card)
        self.sorts = [*self.colours, WILD, PIRATE, *(b.id for b in content.black_cards)]
        #: What a card plays as in a group: its sort, or BLACK for every black card (any black cards make a
        #: group together), so hands that differ only in their kinds of black card are alike there.
        self.plays_as = {
            card: BLACK if kind == BLACK else self.sort[card] for card, kind in self.kind.items()
        }
        self.one_playing_as: dict[str, str] = {}  # a card of each `plays_as`
        for card, plays in self.plays_as.items():
            self.one_playing_as.setdefault(plays, card)
        self.black_names = {b.id: b.name for b in content.black_cards}
        #: What each card scores on an island: a Rainbow Pirate its points, any other card 1.
        self.points = {
            card: content.pirate_points if kind == PIRATE else 1 for card, kind in self.kind.items()
        }

    def colour_name(self, colour: str) -> str:
        """Returns a colour's name with its number: 'Red 1'."""
        return f"{self.colour_names[colour]} {self.number[colour]}"

    def sort_name(self, sort: str) -> str:
        """Returns the name of a sort of card, as a Spyglass names it: 'Red 1', 'Wild', 'Cannon'."""
        if sort in self.number:
            return self.colour_name(sort)
        return {WILD: "Wild", PIRATE: "Rainbow Pirate"}.get(sort) or self.black_names[sort]

    def card_name(self, card: str | None) -> str:
        """Returns a card's name for players: 'Red 1', 'Wild', 'Captain Prism (Rainbow Pirate)', 'Cannon'."""
        if card is None or card not in self.kind:
            return "a hidden card" if card is None else card
        if self.kind[card] == PIRATE:
            return f"{self.pirate_names[card]} (Rainbow Pirate)"
        return self.sort_name(self.sort[card])

    def loves(self, card: str) -> str | None:
        """Returns the colour a black card loves (None: it cannot be blocked)."""
        return self.black[card].loves
