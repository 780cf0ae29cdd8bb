"""Cosmoctopus' content checks: the rulebook's counts, known steps, sound constellations and references."""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules import layouts
from games.cosmoctopus.rules.pi_schema import check_investigator
from games.cosmoctopus.rules.schema import (
    DECK,
    GENERIC,
    ONGOING,
    PER_TYPE,
    RESOURCES,
    SOURCES,
    STEPS,
    TYPES,
    Card,
    Content,
    Step,
)

Problems = list[tuple[str, str]]
#: Which card fields belong to which type: a field set on another type's card is a mistake.
ONLY = {"discount": "scripture", "forbidden": "scripture", "lightning": "hallucination"}
ONLY.update({"ongoing": "relic", "slots": "constellation", "reward": "constellation"})


def _step(step: Step, where: str, tiles: set[str]) -> Problems:
    if step.do not in STEPS:
        return [(f"{where}.do", f"unknown step '{step.do}' (known: {', '.join(STEPS)})")]
    problems = []
    if step.count < 1:
        problems.append((f"{where}.count", f"a count must be at least 1, not {step.count}"))
    allowed = (*RESOURCES, "same") if step.do == "gain" else ("",)
    if step.resource not in allowed:
        problems.append((f"{where}.resource", f"unknown resource '{step.resource}'"))
    if step.tile not in ({""} if step.do != "move_to" else tiles):
        problems.append((f"{where}.tile", f"unknown tile '{step.tile}'"))
    if step.card_type not in (TYPES if step.do == "play_free" else ("",)):
        problems.append((f"{where}.card_type", f"unknown card type '{step.card_type}'"))
    if step.source not in SOURCES:
        problems.append((f"{where}.source", f"the source must be one of {', '.join(SOURCES)}"))
    bad_types = step.do == "submerge" and (len(set(step.types)) != 2 or not set(step.types) <= set(TYPES))
    if bad_types or (step.types and step.do != "submerge"):
        problems.append((f"{where}.types", "Submerge names two different card types (and only Submerge)"))
    return problems


def _steps(steps: list[Step], where: str, tiles: set[str]) -> Problems:
    return [p for i, step in enumerate(steps) for p in _step(step, f"{where}[{i}]", tiles)]


def _costs(card: Card, where: str) -> Problems:
    problems = []
    for key, value in card.cost.items():
        if key not in RESOURCES or value < 1:
            problems.append((f"{where}.cost.{key}", "a cost is a resource and a count of 1 or more"))
    if card.generic < 0:
        problems.append((f"{where}.generic", "a generic cost cannot be negative"))
    for key, value in card.discount.items():
        if key not in (*RESOURCES, GENERIC) or value < 1:
            problems.append((f"{where}.discount.{key}", "a discount is a resource or generic, 1 or more"))
    return problems


def _fields(card: Card, where: str) -> Problems:
    problems = []
    if card.type not in TYPES:
        return [(f"{where}.type", f"unknown card type '{card.type}' (known: {', '.join(TYPES)})")]
    for name, owner in ONLY.items():
        if getattr(card, name) and card.type != owner:
            problems.append((f"{where}.{name}", f"only a {owner} has {name}"))
    if card.type == "constellation" and not any(s.do == "tentacle" for s in card.reward):
        problems.append((f"{where}.reward", "a completed constellation always grants a tentacle"))
    return problems


def _slots(card: Card, where: str) -> Problems:
    if card.type != "constellation":
        return []
    if len(card.slots) != 4:
        return [(f"{where}.slots", f"a constellation has 4 slots, not {len(card.slots)}")]
    problems, reached, todo = [], {0}, [0]
    for i, slot in enumerate(card.slots):
        if slot.resource not in RESOURCES:
            problems.append((f"{where}.slots[{i}].resource", f"unknown resource '{slot.resource}'"))
        if any(not 0 < n < 4 or n == i for n in slot.opens):
            problems.append((f"{where}.slots[{i}].opens", "an arrow leads to another of slots 1 to 3"))
    while todo and not problems:
        for n in card.slots[todo.pop()].opens:
            if n not in reached:
                reached.add(n)
                todo.append(n)
    if not problems and reached != {0, 1, 2, 3}:
        problems.append((f"{where}.slots", "every slot must be reachable by arrows from slot A"))
    return problems


def _ongoing(card: Card, where: str, tiles: set[str]) -> Problems:
    problems = []
    for i, effect in enumerate(card.ongoing):
        at = f"{where}.ongoing[{i}]"
        if effect.kind not in ONGOING:
            problems.append((f"{at}.kind", f"unknown effect '{effect.kind}' (known: {', '.join(ONGOING)})"))
        if effect.kind in ("bonus", "autofill") and effect.resource not in RESOURCES:
            problems.append((f"{at}.resource", f"unknown resource '{effect.resource}'"))
        if effect.kind == "bonus" and (effect.when not in RESOURCES or effect.count < 1):
            problems.append((f"{at}.when", "a bonus names the resource gained and a count of 1 or more"))
        if effect.kind == "tentacle_bonus":
            problems += _steps(effect.steps, f"{at}.steps", tiles)
    return problems


def _cards(cards: list[Card], name: str, tiles: set[str]) -> Problems:
    problems = []
    for i, card in enumerate(cards):
        where = f"{name}[{i}]"
        problems += _fields(card, where) or _costs(card, where) + _slots(card, where)
        problems += _steps(card.on_play, f"{where}.on_play", tiles) + _steps(
            card.reward, f"{where}.reward", tiles
        )
        problems += _ongoing(card, where, tiles)
    return problems


def _counts(content: Content) -> Problems:
    problems = []
    if len(content.cards) != DECK:
        problems.append(("cards", f"the devotee deck holds {DECK} cards, not {len(content.cards)}"))
    for kind, n in Counter(c.type for c in content.cards).items():
        if n != PER_TYPE and kind in TYPES:
            problems.append(("cards", f"there are {PER_TYPE} cards of each type, not {n} of type {kind}"))
    if len(content.first_contact) != 4 or any(c.cost or c.generic for c in content.first_contact):
        problems.append(("first_contact", "there are 4 First Contact cards, each costing 0"))
    basic = sum(not t.special for t in content.tiles)
    if (basic, len(content.tiles) - basic) != (8, 4):
        problems.append(("tiles", "there are 8 basic and 4 special Inky Realm tiles"))
    if [t.special for t in content.tiles if t.start] != [False]:
        problems.append(("tiles", "exactly one basic tile is where the head starts"))
    if sorted(k.resource for k in content.knowledge) != sorted(RESOURCES):
        problems.append(("knowledge", "there is one Forbidden Knowledge tile per resource"))
    if [r.id for r in content.resources] != list(RESOURCES) or [t.id for t in content.types] != list(TYPES):
        problems.append(("resources", f"the resources are {RESOURCES} and the types {TYPES}, in that order"))
    return problems


def _layouts(content: Content) -> Problems:
    problems = []
    for i, layout in enumerate(content.layouts):
        problems += [(f"layouts[{i}].{field}", message) for field, message in layouts.problems(layout)]
    ids = [layout.id for layout in content.layouts]
    if len(set(ids)) != len(ids):
        problems.append(("layouts", "each layout has its own id"))
    return problems


def _references(content: Content) -> Problems:
    problems = []
    deck = {c.id for c in content.cards}
    ids = [c.id for c in content.cards + content.first_contact] + [t.id for t in content.tiles]
    ids += (
        [k.id for k in content.knowledge] + [t.id for t in content.tokens] + [s.id for s in content.summoning]
    )
    for name, n in Counter(ids).items():
        if n > 1:
            problems.append(("cards", f"the id '{name}' is used twice"))
    starters = [c for hand in content.starter_hands for c in hand]
    for i, hand in enumerate(content.starter_hands):
        for j, card in enumerate(hand):
            if card not in deck:
                problems.append((f"starter_hands[{i}][{j}]", f"unknown card '{card}'"))
    if len(content.starter_hands) != 4 or any(len(h) != 3 for h in content.starter_hands):
        problems.append(("starter_hands", "there are four starting hands of 3 cards"))
    if len(set(starters)) != len(starters):
        problems.append(("starter_hands", "a card is in two starting hands"))
    if sorted(t.value for t in content.tokens) != [1, 2, 3]:
        problems.append(("tokens", "the generic discount tokens are worth 1, 2 and 3"))
    return problems


def check(content: Content) -> Problems:
    """Returns problems as (field path, message): counts, cards, layouts and references."""
    tiles = {t.id for t in content.tiles}
    problems = _counts(content) + _layouts(content) + _references(content)
    problems += check_investigator(content.investigator, content.tentacles_to_win, content.row_size)
    problems += _cards(content.cards, "cards", tiles) + _cards(content.first_contact, "first_contact", tiles)
    for i, tile in enumerate(content.tiles):
        problems += _steps(tile.bonus, f"tiles[{i}].bonus", tiles)
    return problems
