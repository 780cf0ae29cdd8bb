"""Lookup tables built once from components.yaml: cards by id, types, tiles, the named layouts."""

from __future__ import annotations

from games.cosmoctopus.rules.layouts import Realm, realm_of
from games.cosmoctopus.rules.schema import GENERIC, RESOURCES, TYPES, Card, Content, Tile

#: A card type's resource: the one its discard discounts and the one the draw tile gives.
RESOURCE_OF = dict(zip(TYPES, RESOURCES, strict=True))


class Catalog:
    """Indexes read by the rules on every step.

    Ids: devotee and First Contact cards by their YAML id; tiles by theirs; Forbidden Knowledge 'fk-ink';
    tokens 'token-1'; resources are counts, named 'ink', 'coins', 'whispers', 'stars'.
    """

    def __init__(self, content: Content):
        self.content = content
        self.resources = RESOURCES
        self.types = TYPES
        self.card: dict[str, Card] = {c.id: c for c in content.cards + content.first_contact}
        self.deck = [c.id for c in content.cards]
        self.contact = [c.id for c in content.first_contact]
        self.tile: dict[str, Tile] = {t.id: t for t in content.tiles}
        self.basic = [t.id for t in content.tiles if not t.special]
        self.special = [t.id for t in content.tiles if t.special]
        self.start_tile = next(t.id for t in content.tiles if t.start)
        self.layouts: dict[str, Realm] = {layout.id: realm_of(layout) for layout in content.layouts}
        self.knowledge = {k.resource: k.id for k in content.knowledge}
        self.knowledge_name = {k.id: k.name for k in content.knowledge}
        self.knowledge_of = {k.id: k.resource for k in content.knowledge}  # a tile's resource
        self.card_resource = {c: RESOURCE_OF[spec.type] for c, spec in self.card.items()}
        self.token_value = {t.id: t.value for t in content.tokens}
        self.tokens = [t.id for t in sorted(content.tokens, key=lambda t: t.value)]
        self.names = {r.id: r.name for r in content.resources} | {t.id: t.name for t in content.types}

    def resource_of(self, card: str) -> str:
        """Returns the resource of a card's type (what discarding it discounts)."""
        return self.card_resource[card]

    def type_of(self, card: str) -> str:
        """Returns a card's type: scripture, relic, hallucination or constellation."""
        return self.card[card].type

    def card_name(self, component: str | None) -> str:
        """Returns a component's name for players ('Blotted Notes', 'a hidden card')."""
        if component is None:
            return "a hidden card"
        if component in self.card:
            return self.card[component].name
        if component in self.tile:
            return self.tile[component].name
        if component in self.knowledge_name:
            return self.knowledge_name[component]
        if component in self.token_value:
            return f"the {self.token_value[component]} discount token"
        return self.names.get(component, component)

    def discounts(self, cards: list[str]) -> dict[str, int]:
        """Returns the lasting discounts of the scriptures among `cards`, by resource and 'generic'."""
        total = dict.fromkeys((*RESOURCES, GENERIC), 0)
        for card in cards:
            for key, value in self.card[card].discount.items():
                total[key] += value
        return total
