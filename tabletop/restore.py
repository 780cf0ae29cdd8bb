"""Loading a save: every field checked, every action replayed, the recorded result compared."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop import registry as games  # the games the entry point installed
from tabletop.rules.core import Action, IllegalAction, Rules, name_seats, seat_name
from tabletop.rules.match import SEAT_COLOURS, Match, Seat
from tabletop.saves import ID_PATTERN, SaveError, Slot, read_data, result_of

MAX_NAME = 40


@dataclass
class Loaded:
    """A save brought back: the match replayed to where it was, and where it keeps being saved."""

    match: Match
    slot: Slot
    path: Path


def load(path: Path) -> Loaded:
    """Returns the match a save holds, replayed and checked; raises SaveError with one sentence."""
    data = read_data(path)
    try:
        return restore(data, path)
    except SaveError:
        raise
    except Exception as exc:  # a save must never bring the app down, whatever it holds
        raise SaveError(f"This save could not be replayed ({type(exc).__name__}: {exc}).") from None


def restore(data: dict[str, Any], path: Path) -> Loaded:
    """Returns the match described by a save's data; raises SaveError on the first problem found."""
    rules = _rules(data.get("game"))
    seats = _seats(data.get("seats"))
    seed = _whole(data.get("seed"), "seed")
    options = _options(data.get("options"))
    slot = Slot(_id(data.get("id")), _time(data.get("created"), "created"), _actions(data, "redo"))
    _time(data.get("saved"), "saved")
    actions = _actions(data, "actions")
    try:
        match = Match(rules, seats, options, seed)
    except ValueError as exc:
        raise SaveError(f"This save's players or options are not allowed in {rules.name} ({exc}).") from None
    replay(match, actions)
    if result_of(match) != data.get("result"):
        raise SaveError(
            "This save does not replay to the game it recorded "
            "(it may come from another version of the rules)."
        )
    return Loaded(match, slot, path)


def replay(match: Match, actions: list[Action]) -> None:
    """Applies the actions in order; raises SaveError naming the first one the rules refuse."""
    for number, action in enumerate(actions, start=1):
        try:
            match.apply(action)
        except IllegalAction as exc:
            raise SaveError(refusal(match, number, action, str(exc))) from None


def refusal(match: Match, number: int, action: Action, why: str) -> str:
    """Returns the sentence for an action the rules refuse on replay."""
    names = [seat.name for seat in match.seats]
    who = seat_name(action.seat, names)
    try:
        label = name_seats(match.rules.narrator.describe(match.state, action), names)
    except Exception:  # describing a made-up action may fail in a game's own code
        label = action.kind
    reason = why.rstrip(". ") or "not allowed"
    return f"This save does not replay: move {number} ({who}: {label}) is refused by the rules ({reason})."


def damaged(what: str) -> SaveError:
    """Returns the error for a field that is missing or of the wrong kind."""
    return SaveError(f"This save is damaged: {what}.")


def _rules(game_id: Any) -> Rules:
    if not isinstance(game_id, str):
        raise damaged("it does not say which game it is")
    if game_id not in games.GAMES:
        raise SaveError(
            f"This save is a game of '{game_id}', which this version of Octopus Table does not have."
        )
    return games.load_rules(game_id)


def _seats(raw: Any) -> list[Seat]:
    if not isinstance(raw, list) or not 1 <= len(raw) <= len(SEAT_COLOURS):
        raise damaged(f"it must list 1 to {len(SEAT_COLOURS)} players")
    seats = []
    for number, seat in enumerate(raw, start=1):
        if not isinstance(seat, dict) or set(seat) != {"name", "colour", "computer", "level"}:
            raise damaged(f"player {number} is not described properly")
        name, colour = seat["name"], seat["colour"]
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise damaged(f"player {number} has no proper name")
        if colour not in SEAT_COLOURS or not isinstance(seat["computer"], bool):
            raise damaged(f"player {number} has an unknown colour or kind")
        if not isinstance(seat["level"], str):
            raise damaged(f"player {number} has no proper level")
        seats.append(Seat(name, colour, seat["computer"], seat["level"]))
    return seats


def _whole(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise damaged(f"its {what} is not a whole number")
    return value


def _options(raw: Any) -> dict[str, str]:
    if not isinstance(raw, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in raw.items()
    ):
        raise damaged("its options are not a list of names and values")
    return dict(raw)


def _id(raw: Any) -> str:
    if not isinstance(raw, str) or not ID_PATTERN.match(raw):
        raise damaged("its game id is missing or holds characters a file name can't")
    return raw


def _time(raw: Any, what: str) -> str:
    try:
        datetime.fromisoformat(raw)
    except (TypeError, ValueError):
        raise damaged(f"its {what} time is not a date") from None
    return raw


def _actions(data: dict[str, Any], key: str) -> list[Action]:
    raw = data.get(key)
    if not isinstance(raw, list):
        raise damaged(f"its list of {'moves' if key == 'actions' else 'moves to redo'} is missing")
    actions = []
    for number, item in enumerate(raw, start=1):
        try:
            actions.append(Action.from_json(item))
        except (ValueError, TypeError):
            raise damaged(f"move {number} is not a move") from None
    return actions
