"""Loading a save: every field checked, its moves replayed once into the match's steps, where the game
stood compared line by line."""

from __future__ import annotations

import gc
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop import registry as games  # the games the entry point installed
from tabletop.rules.core import Action, GameState, IllegalAction, Rules, name_seats, seat_name
from tabletop.rules.match import SEAT_COLOURS, Match, Seat
from tabletop.save_reading import Saved, read_save
from tabletop.saves import ID_PATTERN, SaveError, Slot, Written, counted, recorded_result, result_of
from tabletop.tutor.schema import NAME

MAX_NAME = 40
MOST_WORDS = 600  # a saved reason is read up to this many characters


@dataclass
class Loaded:
    """A save brought back: the match replayed to where it was (every step kept, so a session takes it as
    it is), where it keeps being saved, and what was dropped from it (a sentence, or "")."""

    match: Match
    slot: Slot
    path: Path
    notice: str = ""


def load(path: Path) -> Loaded:
    """Returns the match a save holds, replayed once and checked; raises SaveError with one sentence."""
    saved = read_save(path)
    collecting = gc.isenabled()
    gc.disable()  # thousands of new states, none in a cycle: the collector would walk them again and again
    try:
        return restore(saved, path)
    except SaveError:
        raise
    except Exception as exc:  # a save must never bring the app down, whatever it holds
        raise SaveError(f"This save could not be replayed ({type(exc).__name__}: {exc}).") from None
    finally:
        if collecting:
            gc.enable()


def restore(saved: Saved, path: Path) -> Loaded:
    """Returns the match a read save describes; raises SaveError on the first problem found."""
    data = saved.header
    rules = _rules(data.get("game"))
    seats = _seats(data.get("seats"))
    seed = _whole(data.get("seed"), "seed")
    options = _options(data.get("options"))
    slot = Slot(_id(data.get("id")), _time(data.get("created"), "created"), _actions(saved.redo, "redo"))
    slot.lesson = data.get("lesson") is True
    name = data.get("lesson_name")
    slot.lesson_name = name if slot.lesson and isinstance(name, str) and NAME.fullmatch(name) else ""
    _time(saved.last.get("saved"), "saved")
    try:
        match = Match(rules, seats, options, seed)
    except ValueError as exc:
        raise SaveError(f"This save's players or options are not allowed in {rules.name} ({exc}).") from None
    if saved.version == 1:
        replay(match, _actions([a for _, a, _ in saved.changes], "actions"))
    else:
        replay_changes(match, slot, saved)
    if result_of(match) != recorded_result(saved.last):
        raise not_the_game()
    slot.hints = _hints(saved.last.get("hints"), len(seats))
    if saved.version == 2 and not saved.notice:  # a whole file of this format: the session appends to it
        slot.written = written_by(match, slot, path, saved.check)
    return Loaded(match, slot, path, saved.notice)


def _hints(raw: Any, seats: int) -> dict[int, int]:
    """Returns the hints asked for by seat, as the save's last line says (what is not a count is left out:
    the game opens, the figure is only a record)."""
    if not isinstance(raw, dict):
        return {}
    found = {}
    for seat, count in raw.items():
        whole = type(count) is int and count > 0
        if whole and isinstance(seat, str) and seat.isdigit() and int(seat) < seats:
            found[int(seat)] = count
    return found


def not_the_game() -> SaveError:
    return SaveError(
        "This save does not replay to the game it recorded (it may come from another version of the rules)."
    )


def replay(match: Match, actions: list[Action]) -> None:
    """Applies the actions in order, each checked; raises SaveError naming the first one the rules refuse."""
    for number, action in enumerate(actions, start=1):
        try:
            match.apply(action)
        except IllegalAction as exc:
            raise SaveError(refusal(match, number, action, str(exc))) from None


def replay_changes(match: Match, slot: Slot, saved: Saved) -> None:
    """Makes the save's changes in order (moves made, taken back, made again), each line's standing
    compared with the match's. A save this computer marked had every move checked when it was played:
    its moves are not checked again (a replay of thousands of moves then takes a fraction of the time);
    any other's are. Raises SaveError naming the first move refused or the first line that differs."""
    redo, timeline, to_act = slot.redo, match.steps, match.rules.to_act
    known: dict[tuple[tuple[str, Any], ...], Action] = {}  # a move made again and again is read once
    state = timeline.current
    for line, (what, raw, stood) in enumerate(saved.changes, start=2):
        action = _action(raw, line, known)
        number = len(timeline) + 1
        if what == "undo":
            if not timeline.steps or timeline.steps[-1].action != action:
                raise damaged(f"line {line} takes back a move that was not made")
            redo.append(match.take_back().action)
            state = timeline.current
        else:
            if what == "redo" and (not redo or redo[-1] != action):
                raise damaged(f"line {line} makes again a move that was not taken back")
            state = _make(match, state, number, action, checked=not saved.trusted)
            if what == "redo":
                redo.pop()
            else:
                redo.clear()
            why = stood.get("why")
            if isinstance(why, str) and why:
                slot.reasons[len(timeline)] = why[:MOST_WORDS]
        if stood.get("moves") != len(timeline) or stood.get("to_act") != to_act(state):
            raise _differs(match, number, action, made=what != "undo" and saved.trusted)


def _differs(match: Match, number: int, action: Action, made: bool) -> SaveError:
    """Returns the error for a line that says the game stood otherwise than the replay: the move refused by
    the rules, when it was `made` without asking them; else the save not replaying to its game."""
    if made:
        match.take_back()
        if not match.rules.is_legal(match.state, action):
            return SaveError(refusal(match, number, action, match.rules.why_not(match.state, action)))
    return not_the_game()


def _make(match: Match, before: GameState, number: int, action: Action, checked: bool) -> GameState:
    """Makes move `number` from `before`, the state now; returns the state after it; raises SaveError with
    the rules' refusal."""
    try:
        return match.apply(action, checked=checked)
    except IllegalAction as exc:
        raise SaveError(refusal(match, number, action, str(exc))) from None
    except Exception:
        if not match.rules.is_legal(before, action):  # a move the rules refuse, made without asking them
            raise SaveError(refusal(match, number, action, match.rules.why_not(before, action))) from None
        raise


def written_by(match: Match, slot: Slot, path: Path, check: str) -> Written:
    """Returns what the save at `path` holds once replayed, so that the session appends to it."""
    turns: list[tuple[int, int | None]] = [(0, None)]
    for action in match.actions:
        turns.append(counted(turns[-1], action))
    return Written(path, list(match.steps.steps), list(slot.redo), turns, check)


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


def _actions(raw: Any, key: str) -> list[Action]:
    if not isinstance(raw, list):
        raise damaged(f"its list of {'moves' if key == 'actions' else 'moves to redo'} is missing")
    actions = []
    for number, item in enumerate(raw, start=1):
        try:
            actions.append(Action.from_json(item))
        except (ValueError, TypeError):
            raise damaged(f"move {number} is not a move") from None
    return actions


def _action(raw: Any, line: int, known: dict[tuple[tuple[str, Any], ...], Action]) -> Action:
    try:
        key = tuple(raw.items())
        action = known.get(key)
        if action is None:
            action = known[key] = Action.from_json(raw)
        return action
    except (AttributeError, ValueError, TypeError):
        raise damaged(f"line {line} is not a move") from None
