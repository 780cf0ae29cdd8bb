"""A card's and a tile's words, written from their data: the full text of a tooltip (the same words as
RULES.md's tables) and the short lines printed on a card's face. Pure: no pygame."""

from __future__ import annotations

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.schema import GENERIC, Card, Step
from games.cosmoctopus.rules.words import amount, resource

SUBMERGE = "Submerge (discard the row's scriptures and relics; a move for each)"
FORBIDDEN = "Forbidden Scripture (also 1 off any Forbidden Knowledge)"
TIMES = {1: "", 2: " twice"}
SOURCE = {"row": "card row", "hand": "hand"}


def cost_words(cat: Catalog, card: Card) -> str:
    """Returns '3 ink + 1 coin + 2 any' ('free' for a card that costs nothing)."""
    parts = [amount(cat, r, n) for r, n in card.cost.items() if n]
    if card.generic:
        parts.append(f"{card.generic} any")
    return " + ".join(parts) or "free"


def _draw(count: int) -> str:
    return "draw a card" if count == 1 else f"draw {count} cards"


def step_words(cat: Catalog, step: Step) -> str:
    """Returns what one effect step does, in lower case ('gain 3 stars')."""
    n = step.count
    words = {
        "gain": f"gain {n} of one resource of your choice"
        if step.resource == "same"
        else f"gain {amount(cat, step.resource, n)}",
        "draw": "you may draw a card" if step.optional else _draw(n),
        "draw_gain": "draw a card and gain 1 of its type's resource",
        "take_row": "take a card from the row" + (f" ({n} times)" if n > 1 else ""),
        "take_row_type": "take every row card of one type",
        "refresh_row": "discard the card row",
        "tentacle": "gain a tentacle" if n == 1 else f"gain {n} tentacles",
        "move": "move Cosmoctopus" + TIMES.get(n, f" {n} times"),
        "move_to": f"put Cosmoctopus on {cat.card_name(step.tile)} and gain its bonus",
        "play_free": f"play a {step.card_type} from the {SOURCE[step.source]} for free",
        "submerge": SUBMERGE,
    }
    if step.do == "move" and step.needs_forbidden:
        return "if you hold Forbidden Knowledge, you may also move Cosmoctopus"
    return words[step.do]


def _scripture(cat: Catalog, card: Card) -> list[str]:
    found = [", ".join(amount(cat, k, n) for k, n in card.discount.items())]
    parts = [f"lasting discount: {found[0]}"] if card.discount else []
    if card.forbidden:
        parts.append(FORBIDDEN)
    return parts + [step_words(cat, s) for s in card.on_play]


def _ongoing(cat: Catalog, effect) -> str:
    if effect.kind == "autofill":
        return f"your open {effect.resource} slots fill from the bank"
    if effect.kind == "bonus":
        more = resource(cat, effect.resource, effect.count)
        return f"whenever you gain {effect.when}, gain {effect.count} more {more}"
    return "whenever you gain a tentacle: " + ", ".join(step_words(cat, s) for s in effect.steps)


def _relic(cat: Catalog, card: Card) -> list[str]:
    return [_ongoing(cat, e) for e in card.ongoing] + [step_words(cat, s) for s in card.on_play]


def _hallucination(cat: Catalog, card: Card) -> list[str]:
    found = [step_words(cat, s) for s in card.on_play]
    return found + (["⚡ play another card"] if card.lightning else [])


def slot_words(card: Card) -> str:
    """Returns a constellation's slots: 'A stars→B, B coins→CD, C coins, D ink'."""
    letters = "ABCD"
    return ", ".join(
        f"{letters[i]} {slot.resource}"
        + (f"→{''.join(letters[j] for j in slot.opens)}" if slot.opens else "")
        for i, slot in enumerate(card.slots)
    )


def _constellation(cat: Catalog, card: Card) -> list[str]:
    reward = ", ".join(step_words(cat, s) for s in card.reward)
    return [f"slots {slot_words(card)}", f"when complete: {reward}"]


EFFECTS = {
    "scripture": _scripture,
    "relic": _relic,
    "hallucination": _hallucination,
    "constellation": _constellation,
}


def effect_words(cat: Catalog, card_id: str) -> str:
    """Returns everything a card does, as RULES.md's tables say it."""
    card = cat.card[card_id]
    return "; ".join(EFFECTS[card.type](cat, card))


def plain(words: str) -> str:
    """Returns words with the two signs the app's font lacks spelled out ('⚡', '→')."""
    words = words.replace("⚡ play another card", "lightning: you may play another card")
    for letters in ("BCD", "CD", "BC", "B", "C", "D"):
        words = words.replace(f"→{letters}", f" (opens {', '.join(letters)})")
    return words


def card_tip(cat: Catalog, card_id: str | None) -> str:
    """Returns a card's tooltip: its name, type and cost, then its full effect."""
    if card_id is None:
        return "A hidden card."
    card = cat.card[card_id]
    kind = "First Contact " + card.type if card_id in cat.contact else card.type
    effect = plain(effect_words(cat, card_id))
    return f"{card.name}: {kind}, cost {cost_words(cat, card)}.\n{effect[:1].upper()}{effect[1:]}."


def tile_words(cat: Catalog, tile_id: str) -> str:
    """Returns a tile's bonus ('gain 1 ink, then take a card from the row')."""
    steps = cat.tile[tile_id].bonus
    if steps[0].do == "refresh_row":
        return "discard the card row, then take a card from the new row"
    return ", then ".join(step_words(cat, s) for s in steps)


def _mark(resource_id: str) -> str:
    """Returns the token a face draws as a resource's mark ('{any}' for the generic)."""
    return "{any}" if resource_id in (GENERIC, "same") else "{" + resource_id + "}"


def short_lines(cat: Catalog, card_id: str) -> list[str]:
    """Returns the short lines printed on a card's face, at most three (its tooltip says the rest), with
    '{resource}' where the face draws that resource's mark; a hallucination's lightning is drawn, not
    written."""
    card = cat.card[card_id]
    if card.type == "scripture":
        lines = [f"−{n} {_mark(k)}" for k, n in card.discount.items()]
        lines += ["Forbidden"] * card.forbidden + ["Submerge"] * any(s.do == "submerge" for s in card.on_play)
    elif card.type == "relic":
        lines = [line for e in card.ongoing for line in _relic_short(cat, e)]
        lines += ["may draw"] * bool(card.on_play)
    elif card.type == "hallucination":
        lines = _hallucination_short(cat, card)
    else:
        lines = [_reward_short(cat, s) for s in card.reward[1:]]
    return lines[:3]


def _relic_short(cat: Catalog, effect) -> list[str]:
    if effect.kind == "autofill":
        return [f"Fills {_mark(effect.resource)}", "slots"]
    if effect.kind == "bonus":
        return [f"On {_mark(effect.when)}: +{effect.count} {_mark(effect.resource)}"]
    return ["Per tentacle:", ", ".join(_reward_short(cat, s) for s in effect.steps[:2])]


def _hallucination_short(cat: Catalog, card: Card) -> list[str]:
    steps = card.on_play
    if len(steps) > 2 and all(s.do == "gain" for s in steps):
        return [f"+{steps[0].count} of each"]
    if steps[0].do == "play_free":
        return ["Play a free {" + steps[0].card_type + "}"]
    if steps[-1].needs_forbidden:
        return [_reward_short(cat, steps[0]), "FK: may move"]
    return [_reward_short(cat, s) for s in steps]


def _reward_short(cat: Catalog, step: Step) -> str:
    n = step.count
    short = {
        "gain": f"+{n} {_mark(step.resource)}",
        "draw": f"draw {n}",
        "take_row": "take a card" + (f" ×{n}" if n > 1 else ""),
        "take_row_type": "take a type",
        "tentacle": f"+{n} tentacle",
        "move": "move" + (f" ×{n}" if n > 1 else ""),
        "move_to": "jump to a tile",
        "play_free": "free {" + step.card_type + "}",
        "draw_gain": "draw + gain",
        "refresh_row": "new row",
        "submerge": "Submerge",
    }
    return short[step.do]


def tile_face(cat: Catalog, tile_id: str, small: bool = False) -> tuple[str, list[str], str]:
    """Returns what a tile's face shows: the resource it gives ('' for none), two short lines (shorter on a
    `small` tile), and one line for when Cosmoctopus' head covers the middle of the tile, with
    '{resource}' and '{card}' where their marks are drawn."""
    steps = cat.tile[tile_id].bonus
    first = steps[0]
    if first.do == "gain" and first.resource != "same":
        card = "+ a card" if small else "+ a row card"
        more = card if len(steps) > 1 else resource(cat, first.resource, first.count)
        compact = f"+{first.count} {_mark(first.resource)}" + (" {card}" if len(steps) > 1 else "")
        return first.resource, [f"+{first.count}", more], compact
    faces = SMALL_FACES if small else FACES
    lines, compact = faces[first.do]
    return "", [line.format(n=first.count) for line in lines], compact.format(n=first.count)


FACES = {
    "refresh_row": (["New card row,", "take a card"], "new row, take 1"),
    "draw_gain": (["Draw a card,", "+1 of its type"], "draw, gain 1"),
    "gain": (["+{n} of one", "resource"], "+{n} of one"),
    "take_row_type": (["Take a type", "from the row"], "take a type"),
}
#: The same on a small tile: fewer words, each line at most 80 px at 18 px (the tip says it in full).
SMALL_FACES = {
    "refresh_row": (["New row", "take 1"], "new row"),
    "draw_gain": (["Draw 1,", "gain 1"], "draw, +1"),
    "gain": (["+{n} of", "any one"], "+{n} {{any}}"),
    "take_row_type": (["Take a", "type"], "a type"),
}
