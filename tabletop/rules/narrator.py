"""The words of a game, apart from its rules: labels, log lines, prompts and celebrations.

A game's `Rules` decides what may happen; its narrator (a `Narrator` subclass in the game's rules
room) says it to players. The table, the log and the bots' hint texts ask `rules.narrator`. What an
action made happen is read from the events its handlers recorded (`after.events`,
tabletop/rules/events.py), never found by comparing the states before and after.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from tabletop.rules import decisions
from tabletop.rules.decisions import DRAW

NEXT_TURN = "Next turn"
TURN_GOES_ON = "Your turn goes on"  # the computer comes back after others answered inside the turn

if TYPE_CHECKING:  # the narrator is built by its Rules, which it reads
    from tabletop.rules.core import Action, GameState, Rules


class Narrator:
    """Plain words for any game; a game's narrator overrides what it can say better."""

    #: The action kinds that take a card into a hand: the table plays the draw sound for them.
    draw_kinds: ClassVar[frozenset[str]] = frozenset({DRAW})
    #: Where a game keeps its words, when in modules of its rules room, each function handed the rules'
    #: catalog first: `words.describe(catalog, state, action)`, `words.prompt(catalog, state, seat,
    #: actor)` and `news.announce(catalog, before, after, action, viewer)`, which words `after.events`.
    #: None: the plain words below.
    words: ClassVar[Any] = None
    news: ClassVar[Any] = None

    def __init__(self, rules: Rules):
        self.rules = rules

    def describe(self, state: GameState, action: Action) -> str:
        """Returns a short label for an action: for buttons, choosers and the log."""
        if self.words is not None:
            return self.words.describe(self.rules.catalog, state, action)
        return action.kind.replace("_", " ").capitalize()

    def question(self, state: GameState, actions: list[Action]) -> str:
        """Returns the title of the chooser that offers `actions`, all meant by one gesture (a piece dropped
        where several moves end): the question they answer, 'Which one?' unless the game says better."""
        return "Which one?"

    def actor_name(self, seat: int) -> str:
        """Returns how the table names a non-player actor (decisions.actor_name unless the game says)."""
        return decisions.actor_name(seat)

    def component_name(self, component_id: str) -> str:
        """Returns a component's name for players ('Red 3'): its catalog's `card_name` if it has one,
        else the id itself."""
        namer = getattr(self.rules.catalog, "card_name", None)
        return namer(component_id) if namer is not None else component_id

    def announce(self, before: GameState, after: GameState, action: Action, viewer: int | None) -> str:
        """Returns what `viewer` may be told about `action`, which led from `before` to `after`: the action,
        taken in `before`, then what it made happen (`after.events`)."""
        if self.news is not None:
            return self.news.announce(self.rules.catalog, before, after, action, viewer)
        if action.piece is not None and action.piece in self.rules.hidden_ids(before, viewer):
            return f"{action.kind.replace('_', ' ').capitalize()}: a hidden card"
        return self.describe(before, action)

    def summed_up(self, before: GameState, after: GameState, action: Action) -> bool:
        """Tells whether `action` is a step of a move whose last line says it all (a card onto a group
        being built, before Confirm): "Since your last turn" leaves such steps out; the log keeps them."""
        return False

    def prompt(self, state: GameState, seat: int) -> str:
        """Returns what `seat` is asked to do now (or told it waits for), in a sentence."""
        return self.prompt_for(state, seat, self.rules.to_act(state))

    def prompt_for(self, state: GameState, seat: int, actor: int | None) -> str:
        """Returns `prompt`'s sentence, given who is to act; a game's narrator words it."""
        return self.words.prompt(self.rules.catalog, state, seat, actor) if self.words is not None else ""

    def handoff(self, public: GameState, seat: int) -> str:
        """Returns the caption of the hand-off screen that gives `seat` the computer, worded from the public
        view only (everyone sees that screen): for an answer in a response window, what it is asked (its
        prompt: "Ana played a Parrot ...: block it ..."), otherwise "Next turn"."""
        prompt = decisions.top(public)
        if prompt is None or not prompt.window or prompt.seat != seat:
            return NEXT_TURN
        return self.prompt_for(public, seat, seat) or NEXT_TURN

    def turn_over(self, after: GameState, seat: int) -> str:
        """Returns what the table tells `seat` once its own move ended its turn, before it hands the computer
        on ('your turn is over'); a game says why when the turn ended by itself (read from `after.events`,
        the events of that move)."""
        return "your turn is over"

    def answering(self, state: GameState, seat: int) -> str:
        """Returns, in a few words, what `seat` answers when it decides inside another seat's turn (the top
        bar says "Ben answers <this>": "<seat 0>'s Captain"); '' when the game does not say."""
        return ""

    def progress(self, state: GameState, turn: int) -> str:
        """Returns how far the game is, in the word the game's table uses ("Turn 12", "Round 3"); the
        saved-game lists show it. `turn` counts the turns so far (1 + how often the deciding seat changed)."""
        return f"Turn {turn}"

    def celebrations(self, before: GameState, after: GameState) -> list[str]:
        """Returns the places where a goal was just reached (zone ids or "seat:<n>"), given one seat's
        views before and after a move, for the table to celebrate; none by default (a win is always)."""
        return []
