"""Fast lookups over the loaded content: card colours, arms and names, tides and powers."""

from __future__ import annotations

from games.rainbow_octopus.rules.schema import Content, Octopus, Tide


class Catalog:
    """Indexes built once by the Rules from its content, read by the rules on every step."""

    def __init__(self, content: Content):
        self.content = content
        self.colour_of = {t.id: t.colour for t in content.tentacles}
        self.arm_of = {t.id: t.arm for t in content.tentacles}
        self.colour_names = {c.id: c.name for c in content.colours}
        self.colour_ids = [c.id for c in content.colours]
        self.wilds = {w.id for w in content.wilds}
        self.boxed_wilds = [w.id for w in content.wilds if w.in_box]
        self.extra_wilds = [w.id for w in content.wilds if not w.in_box]
        self.tides: dict[str, Tide] = {t.id: t for t in content.tides}
        self.octopuses: dict[str, Octopus] = {o.id: o for o in content.octopuses}
        self.powers = {o.id: {p.kind: p for p in o.powers} for o in content.octopuses}

    def is_wild(self, card: str) -> bool:
        """Tells whether the card is a wild tentacle."""
        return card in self.wilds

    def is_card(self, card: str | None) -> bool:
        """Tells whether the id names a tentacle card or a wild."""
        return card in self.arm_of or card in self.wilds

    def card_name(self, card: str | None) -> str:
        """Returns a card's player-facing name: 'Red 3' or 'Wild'."""
        if card is None:
            return "a hidden card"
        if card in self.wilds:
            return "Wild"
        if card in self.arm_of:
            return f"{self.colour_names[self.colour_of[card]]} {self.arm_of[card]}"
        return card

    def source_name(self, source: str) -> str:
        """Returns the name of what asked for a step: a tide, a power, or the basic turn."""
        if source in self.tides:
            return self.tides[source].name
        if source in self.octopuses:
            return self.octopuses[source].power_name
        return {"basic": "Your turn", "wild": "Wild Tentacle"}.get(source, source)
