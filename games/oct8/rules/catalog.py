"""The cards built from components.yaml: ids, colours, arm numbers and player-facing names."""

from __future__ import annotations

from string import ascii_lowercase

from games.oct8.rules.schema import Content

FULL = 8  # the arms of a finished octopus


class Catalog:
    """Indexes built once from the content, read by the rules on every step.

    Ids: heads 'head-red-01', arm cards 'arm-red-3-a' (red, 3 arms, first of its kind), chips 'chip-01'.
    """

    def __init__(self, content: Content):
        self.content = content
        self.colour_ids = [c.id for c in content.colours]
        self.colour_names = {c.id: c.name for c in content.colours}
        self.symbols = {c.id: c.symbol for c in content.colours}
        self.heads = [
            f"head-{c}-{n:02d}" for c in self.colour_ids for n in range(1, content.heads_per_colour + 1)
        ]
        self.arm_cards = [
            f"arm-{c}-{e.arms}-{ascii_lowercase[k]}"
            for c in self.colour_ids
            for e in content.arm_cards
            for k in range(e.count)
        ]
        self.chips = [f"chip-{n:02d}" for n in range(1, content.chips + 1)]
        self.colour_of = {h: h.split("-")[1] for h in self.heads + self.arm_cards}
        self.arms_of = {a: int(a.split("-")[2]) for a in self.arm_cards}
        removes = content.short_game_removes
        self.short_removed = [
            h for h in self.heads if int(h.split("-")[2]) > content.heads_per_colour - removes
        ]

    def is_arm(self, card: str | None) -> bool:
        """Tells whether the id names an arm card."""
        return card in self.arms_of

    def is_head(self, card: str | None) -> bool:
        """Tells whether the id names a head card."""
        return card in self.colour_of and card not in self.arms_of

    def colour_name(self, colour: str) -> str:
        """Returns a colour's name: 'Red'."""
        return self.colour_names[colour]

    def card_name(self, card: str | None) -> str:
        """Returns an arm card's name, 'Red 3', or a head's, 'red head'."""
        if card is None:
            return "a hidden card"
        if self.is_arm(card):
            return f"{self.colour_names[self.colour_of[card]]} {self.arms_of[card]}"
        if self.is_head(card):
            return f"{self.colour_names[self.colour_of[card]].lower()} head"
        return card

    def arms(self, cards) -> list[int]:
        """Returns the arm numbers of the cards."""
        return [self.arms_of[c] for c in cards]

    def arm_total(self, octopus: list[str]) -> int:
        """Returns the arms shown on an octopus (head first, then arm cards): the sum of its arm cards."""
        return sum(map(self.arms_of.__getitem__, octopus[1:]))

    def room(self, octopus: list[str]) -> int:
        """Returns how many arms the octopus may still take before it has eight."""
        return FULL - self.arm_total(octopus)

    def is_blocked(self, octopus: list[str]) -> bool:
        """Tells whether every arm card of the octopus has its head's colour (others may not touch it)."""
        head = self.colour_of[octopus[0]]
        return len(octopus) > 1 and all(self.colour_of[c] == head for c in octopus[1:])
