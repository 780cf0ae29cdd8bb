"""Words for players: action labels, the prompt of the seat to act, and why a move is refused."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.powers import guarded, hand_limit, has_power
from games.rainbow_octopus.rules.state import (
    OVER,
    PASSING,
    SETUP,
    OctopusState,
    Step,
    drawn_for_turn,
    neighbour,
    parse_zone,
    phase_of,
)
from games.rainbow_octopus.rules.steps import limits_for, plays, room_needed
from tabletop.rules import decisions
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.words import plural

NEVER = {"discard": "discarded", "pass": "passed", "steal": "stolen", "lose": "lost"}
#: What a move of each kind does, for a refusal of a move the step to do now is not for.
DOING = {
    "choose": "choosing a card",
    "draw": "drawing",
    "play": "playing a card on your octopus",
    "move": "moving a Wild",
    "discard": "discarding",
    "pass": "passing a card",
    "steal": "taking another player's card",
    "lose": "losing a tentacle",
    "lose_turn": "giving up the turn",
}


def join_or(items: list[str]) -> str:
    """Returns 'a, b or c'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def limits(cat: Catalog, step: Step) -> tuple[str, str]:
    """Returns a play step's colour words ('red or orange ') and arm words (' on arm 1 or 2')."""
    names = cat.colour_names
    colours = join_or([names[c].lower() for c in step.colours]) + " " if step.colours else ""
    arms = " on arm " + join_or([str(a) for a in step.arms]) if step.arms else ""
    return colours, arms


def owner_of(state: OctopusState, card: str) -> int:
    """Returns the seat whose octopus holds the card (-1 if none)."""
    return next((s for s, arms in enumerate(state.arms) if card in arms), -1)


# Labels --------------------------------------------------------------------------------


def describe(cat: Catalog, state: OctopusState, action: Action) -> str:
    """Returns a short label for an action: for a button, a chooser or the log."""
    name = cat.card_name(action.piece)
    _, seat, arm = parse_zone(action.target)
    kind = action.kind
    if kind == "choose":
        return f"Choose {name} for arm {arm}"
    if kind in ("play", "move"):
        return _describe_placing(cat, state, action, name, arm)
    if kind == "steal" and action.piece is None:
        return f"Take a random card from {seat_ref(seat)}'s hand"
    labels = {
        "draw": "Draw a card",
        "discard": f"Discard {name}",
        "pass": f"Pass {name} to {seat_ref(seat)}",
        "steal": f"Steal {name} from {seat_ref(owner_of(state, action.piece))}",
        "lose": f"Lose {name} from your octopus",
        "lose_turn": "Lose your turn (no legal play)",
    }
    return labels.get(kind, kind.replace("_", " ").capitalize())


def _describe_placing(cat: Catalog, state: OctopusState, action: Action, name: str, arm: int) -> str:
    """Returns the label of a play or a wild's move, naming any tentacle it replaces."""
    if action.kind == "move":
        text = f"Move your Wild to arm {arm}"
    elif state.discard and action.piece == state.discard[-1]:
        text = f"Play {name} from the discard pile on arm {arm}"
    else:
        text = f"Play {name} on arm {arm}"
    arms = state.arms[action.seat] if 0 <= action.seat < len(state.arms) else []
    old = arms[arm - 1] if 1 <= arm <= len(arms) else None
    return f"{text}, replacing {cat.card_name(old)}" if old is not None else text


# Prompts -------------------------------------------------------------------------------


def prompt(cat: Catalog, state: OctopusState, seat: int, actor: int | None) -> str:
    """Returns, in a sentence, what the seat must do now (or whom it waits for)."""
    phase = phase_of(state)
    if phase == OVER or actor is None:
        return "The game is over."
    if seat != actor:
        return f"Waiting for {seat_ref(actor)}."
    if phase == SETUP:
        return "Choose one of your cards to play on your octopus; it stays hidden until all have chosen."
    head = decisions.top(state).data
    if phase == PASSING:
        src = cat.source_name(head.source)
        cards = plural(head.total, "card")
        return f"{src}: pass {cards} to the player on your {head.option}; cards move when all have chosen."
    return step_prompt(cat, state, seat, head)


def step_prompt(cat: Catalog, state: OctopusState, seat: int, step: Step) -> str:
    """Returns the sentence for the step the seat must do now."""
    src = cat.source_name(step.source)
    done = step.total - step.left
    if room_needed(cat, state, seat, step):
        return f"{src}: {room_words(cat, state, seat, step)}"
    if step.kind == "draw":
        return f"{src}: draw {plural(step.total, 'card')} ({done} of {step.total} drawn)."
    if step.kind == "play":
        return _play_prompt(cat, state, seat, step, src, done)
    if step.kind == "discard" and step.option == "drawn":
        return f"{src}: discard the other card you drew (marked NEW)."
    if step.kind == "pass":
        other = seat_ref(neighbour(state, seat, step.option))
        return f"{src}: pass {plural(step.left, 'card')} to the player on your {step.option}, {other}."
    texts = {
        "discard": f"{src}: discard {plural(step.left, 'card' if step.left == step.total else 'more card')}.",
        "steal": f"{src}: drag a tentacle (outlined in gold) from another player's octopus into your hand.",
        "lose": f"{src}: lose 1 tentacle from your octopus (never the Wild).",
        "move": "Your Wild was replaced: move it to another arm of your octopus.",
    }
    if step.kind == "steal" and step.option == "hand":
        return f"{src}: take a random card from another player's hand (click their hand)."
    return texts[step.kind]


def room_words(cat: Catalog, state: OctopusState, seat: int, step: Step) -> str:
    """Returns 'your hand holds at most 8 cards: discard 2 cards first, then draw.' for a too-full hand."""
    what = "draw" if step.kind == "draw" else "take the card"
    need = plural(room_needed(cat, state, seat, step), "card")
    return f"your hand holds at most {hand_limit(cat, state, seat)} cards: discard {need} first, then {what}."


def _play_prompt(cat: Catalog, state: OctopusState, seat: int, step: Step, src: str, done: int) -> str:
    """Returns the sentence for a play step, with its limits and progress."""
    if not plays(cat, state, seat, step):
        return f"{src}: you have no tentacle you may play, so your turn is lost."
    if step.option == "drawn":
        return f"{src}: play one of the cards you just drew (marked NEW) on your octopus."
    shown = limits_for(cat, state, seat, step)
    colours, arms = limits(cat, shown)
    notes = ""
    if shown != step:
        notes += f" {power_name(cat, state, seat)}: the tide's limits do not apply to you."
    if has_power(cat, state, seat, "scavenger") and step.option == "hand" and state.discard:
        notes += f" {power_name(cat, state, seat)}: you may play the top of the discard pile instead."
    noun = plural(step.total, colours + "tentacle")
    return f"{src}: play {noun}{arms} ({done} of {step.total} played).{notes}"


# Refusals ------------------------------------------------------------------------------


def why_not(cat: Catalog, state: OctopusState, action: Action, actor: int) -> str:
    """Returns a player's sentence for an illegal action of the seat to act."""
    if action.piece is not None and not cat.is_card(action.piece):
        return "That is not a card you can move."
    kind = action.kind
    if kind in NEVER and action.piece is not None and cat.is_wild(action.piece):
        return f"Wild tentacles can never be {NEVER[kind]}."
    phase, head = phase_of(state), decisions.top(state).data
    if phase == SETUP:
        reason = _why_not_choose(cat, state, action)
    elif phase == PASSING:
        reason = _why_not_pass(state, action, head) if kind == "pass" else ""
    else:
        reason = _why_not_turn(cat, state, action, head)
    return reason or not_this_step(cat, state, action, actor)


def not_this_step(cat: Catalog, state: OctopusState, action: Action, actor: int) -> str:
    """Returns why a move that fits no rule of the step to do now is refused, with what that step asks."""
    asked = prompt(cat, state, actor, actor)
    step = decisions.top(state).kind
    step = "pass" if step == "secret_pass" else step
    if action.kind != step and action.kind in DOING:
        return f"This step is not for {DOING[action.kind]}. {asked}"
    if action.kind == step and action.piece is None and step in ("pass", "discard", "lose", "play"):
        return f"Pick up a card first, then drop it where it goes. {asked}"
    return f"That does not fit this step. {asked}"


def _why_not_hand(state: OctopusState, action: Action) -> str:
    """Returns a refusal when the card is not in the seat's hand ("" if it is)."""
    if action.piece is not None and action.piece not in state.hands[action.seat]:
        return "That card is not in your hand."
    return ""


def _why_not_choose(cat: Catalog, state: OctopusState, action: Action) -> str:
    """Returns why a setup choice is refused."""
    if action.kind != "choose":
        return "First choose one of your cards to play on your octopus."
    return _why_not_hand(state, action) or _why_not_arm(cat, state, action, Step("play", 1, 1))


def _why_not_arm(cat: Catalog, state: OctopusState, action: Action, step: Step) -> str:
    """Returns why a card may not go on the target arm under the step's limits."""
    zone, seat, arm = parse_zone(action.target)
    if action.piece is None:  # a click on an arm with no card in hand
        return "Pick up one of your cards first, then drop it on the arm with its number."
    if zone != "arm":
        return "Drop it on one of your octopus's arms."
    if seat != action.seat:
        return "You can only play on your own octopus."
    src = cat.source_name(step.source)
    if not cat.is_wild(action.piece) and cat.arm_of[action.piece] != arm:
        return f"{cat.card_name(action.piece)} goes on arm {cat.arm_of[action.piece]}, not arm {arm}."
    colours, arms = limits(cat, step)
    if step.colours and not cat.is_wild(action.piece) and cat.colour_of[action.piece] not in step.colours:
        return f"{src} lets you play only {colours.strip()}."
    if step.arms and arm not in step.arms:
        return f"{src} lets you play only{arms}."
    return ""


def _why_not_turn(cat: Catalog, state: OctopusState, action: Action, head: Step) -> str:
    """Returns why an action is refused during a turn ("" to fall back on the prompt)."""
    kind, seat = action.kind, action.seat
    if head.kind == "move" and kind != "move":
        return "First move your replaced Wild to another arm."
    if kind in ("draw", "steal") and kind == head.kind and room_needed(cat, state, seat, head):
        words = room_words(cat, state, seat, head)
        return words[0].upper() + words[1:]
    if kind == "play" and head.kind == "play":
        return _why_not_play(cat, state, action, head)
    if kind == "lose_turn" and head.kind == "play":
        return "You can still play a tentacle, so you must."
    if kind == "move" and head.kind == "move":
        return "Your Wild must move to another arm of your own octopus."
    if kind == "discard":
        return _why_not_hand(state, action) or _why_not_discard(cat, state, action, head)
    if kind == "pass" and head.kind == "pass":
        return _why_not_pass(state, action, head)
    if kind == "steal" and head.kind == "steal":
        return _why_not_steal(cat, state, action, head)
    if kind == "lose" and head.kind == "lose":
        return _why_not_lose(state, action)
    return ""


def _why_not_discard(cat: Catalog, state: OctopusState, action: Action, head: Step) -> str:
    """Returns why discarding a hand card is refused: not dropped on the pile, or not the card drawn."""
    if action.target != "discard":
        return "Drop it on the discard pile."
    if head.kind == "discard" and head.option == "drawn" and action.piece not in drawn_for_turn(state):
        src = cat.source_name(head.source)
        return f"{src}: discard the other card you just drew (marked NEW), not this one."
    return ""


def _why_not_lose(state: OctopusState, action: Action) -> str:
    """Returns why losing a tentacle is refused: not on the own octopus, or not dropped on the discard."""
    if action.piece not in state.arms[action.seat]:
        return "You can only lose a tentacle from your own octopus."
    return "" if action.target == "discard" else "Drop it on the discard pile."


def _why_not_play(cat: Catalog, state: OctopusState, action: Action, head: Step) -> str:
    """Returns why a play is refused: wrong card source, arm, colour or arm limit."""
    seat, card = action.seat, action.piece
    scavenged = (
        has_power(cat, state, seat, "scavenger") and head.option == "hand" and state.discard[-1:] == [card]
    )
    if card not in state.hands[seat] and not scavenged:
        return "That card is not in your hand."
    if head.option == "drawn" and card not in drawn_for_turn(state):
        return f"{cat.source_name(head.source)}: play one of the cards you just drew (marked NEW)."
    return _why_not_arm(cat, state, action, limits_for(cat, state, seat, head))


def _why_not_pass(state: OctopusState, action: Action, head: Step) -> str:
    """Returns why a pass is refused."""
    side = head.option
    if parse_zone(action.target)[:2] != ("hand", neighbour(state, action.seat, side)):
        return f"Pass it to the player on your {side}."
    return _why_not_hand(state, action)


def _why_not_steal(cat: Catalog, state: OctopusState, action: Action, head: Step) -> str:
    """Returns why a steal is refused: the wrong kind of steal, victim, tentacle or drop zone."""
    src = cat.source_name(head.source)
    if head.option == "hand" and action.piece is not None:
        return f"{src} takes a random card: click another player's hand."
    if head.option == "octopus" and action.piece is None:
        return f"{src}: drag a tentacle from another player's octopus into your hand."
    if action.piece is None:
        victim = parse_zone(action.target)[1]
        if victim == action.seat:
            return "Take a card from another player's hand, not your own."
        if 0 <= victim < state.players and guarded(cat, state, victim):
            return f"{power_name(cat, state, victim)}: nobody can take cards from that player's hand."
        return ""
    owner = owner_of(state, action.piece)
    if owner == action.seat:
        return "Steal from another player's octopus, not your own."
    if owner < 0:
        return "You can only steal a tentacle that is on another octopus."
    return "" if action.target == f"hand:{action.seat}" else "Drop the stolen tentacle in your own hand."


def power_name(cat: Catalog, state: OctopusState, seat: int) -> str:
    """Returns the name of the seat's Octo-power."""
    return cat.octopuses[state.tiles[seat]].power_name
