"""A match's history: one step per action, each with the state after it, its log entry and its undo seal.

The states of the last RECENT steps are kept, and one every KEEP steps before them; any other is worked
out again from the kept one before it (at most KEEP - 1 actions, never a replay from the seed), so a game
of thousands of moves holds a few hundred states, not thousands (each one more for the memory and for
every pass of Python's collector). A step's log entry and seal are worked out once, the first time they
are asked for: opening a long game words none of them, and the log words only the lines it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar, overload

from tabletop.rules import undo
from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.gamelog import LogEntry, entry

T = TypeVar("T")
_UNKNOWN: Any = object()  # a step's entry or seal not worked out yet
KEEP = 32  # the state after every KEEP-th action is kept for good
RECENT = 64  # and the states after the last RECENT actions, where undo, the log and the table look
CACHED = 2  # blocks of worked-out states kept at hand (a log's lines cross from one to the next)


class Step:
    """One action of a match and what came of it: the state after it (None once let go: the timeline works
    it out again), and (worked out when first asked) its log entry and its undo seal."""

    __slots__ = ("action", "state", "kept", "_entry", "_seal")

    def __init__(self, action: Action, state: GameState, kept: bool = False):
        self.action = action
        self.state: GameState | None = state
        self.kept = kept  # a position put in place: never let go, as no action leads there
        self._entry: LogEntry = _UNKNOWN
        self._seal: str | None = _UNKNOWN

    def __repr__(self) -> str:
        return f"Step({self.action!r})"


class Column(Sequence[T]):
    """A read-only look at one thing of every step (its action, its log entry ...), each worked out as it
    is read. The whole column follows the timeline as it grows and shrinks; a slice is a fixed part."""

    def __init__(
        self, item: Callable[[int], T], length: Callable[[], int], start: int = 0, stop: int | None = None
    ):
        self._item, self._length, self._start, self._stop = item, length, start, stop

    def __len__(self) -> int:
        return (self._length() if self._stop is None else self._stop) - self._start

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> Column[T]: ...

    def __getitem__(self, index):
        size = len(self)
        if isinstance(index, slice):
            start, stop, stride = index.indices(size)
            if stride != 1:
                return [self[i] for i in range(start, stop, stride)]
            return Column(self._item, self._length, self._start + start, self._start + max(start, stop))
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("column index out of range")
        return self._item(self._start + index)

    def __iter__(self) -> Iterator[T]:
        for n in range(self._start, self._start + len(self)):
            yield self._item(n)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # it changes with the timeline

    def __repr__(self) -> str:
        return repr(list(self))


class Timeline:
    """The steps of a match from its start: the state it started from, then one Step per action applied."""

    def __init__(self, rules: Rules, start: GameState):
        self.rules = rules
        self.start = start
        self.steps: list[Step] = []
        self._blocks: dict[int, list[GameState]] = {}  # states worked out again, by the kept one before

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, number: int) -> Step:
        return self.steps[number]

    # Positions -----------------------------------------------------------------------------------
    def state(self, position: int) -> GameState:
        """Returns the state after the first `position` actions (clamped to the match): 0 is the start."""
        position = max(0, min(position, len(self.steps)))
        if not position:
            return self.start
        state = self.steps[position - 1].state
        return state if state is not None else self._worked_out(position)

    @property
    def current(self) -> GameState:
        """The state after the last action (the last step's state is never let go: read straight)."""
        steps = self.steps
        state = steps[-1].state if steps else self.start
        return state if state is not None else self.state(len(steps))

    def _worked_out(self, position: int) -> GameState:
        """Returns a state let go, from the block of states after the kept one before it (worked out once
        and kept at hand while it is among the last CACHED blocks asked for)."""
        base = position - position % KEEP
        block = self._blocks.pop(base, None)
        if block is None:
            state, block = self.state(base), []
            for step in self.steps[base : min(base + KEEP - 1, len(self.steps))]:
                state = step.state if step.state is not None else self.rules.apply_legal(state, step.action)
                block.append(state)
        self._blocks[base] = block  # the newest last
        while len(self._blocks) > CACHED:
            del self._blocks[next(iter(self._blocks))]
        return block[position - base - 1]

    # Changes -------------------------------------------------------------------------------------
    def append(self, action: Action, after: GameState) -> Step:
        """Records `action`, which led from the current state to `after`; returns its step. The state of the
        step that now falls out of the recent ones is let go, unless it is one of every KEEP."""
        step = Step(action, after)
        self.steps.append(step)
        old = len(self.steps) - RECENT - 1
        if old >= 0 and (old + 1) % KEEP and not self.steps[old].kept:
            self.steps[old].state = None
        self._blocks.clear()
        return step

    def pop(self) -> Step:
        """Forgets the last step and returns it (the state before it is current again, and kept: the
        current state is always one object, which a table and its computer players tell states by)."""
        self._blocks.clear()
        step = self.steps.pop()
        if self.steps and self.steps[-1].state is None:
            self.steps[-1].state = self._worked_out(len(self.steps))
        return step

    def put(self, state: GameState) -> None:
        """Puts a position in place of the current one, as if the last action (or the deal) had led there:
        for tests and tools that set up a position directly."""
        self._blocks.clear()
        if self.steps:
            self.steps[-1] = Step(self.steps[-1].action, state, kept=True)
        else:
            self.start = state

    # What each step means, worked out once ---------------------------------------------------------
    def entry(self, number: int) -> LogEntry:
        """Returns the log entry of step `number` (0 is the first action), worded the first time."""
        step = self.steps[number]
        if step._entry is _UNKNOWN:
            step._entry = entry(self.rules, self.state(number), step.action, self.state(number + 1))
        return step._entry

    def seal(self, number: int) -> str | None:
        """Returns why step `number` can never be undone (undo.CHANCE, undo.REVEAL) or None."""
        step = self.steps[number]
        if step._seal is _UNKNOWN:
            step._seal = undo.seal(self.rules, self.state(number), self.state(number + 1), step.action)
        return step._seal

    # Columns -------------------------------------------------------------------------------------
    @property
    def actions(self) -> Column[Action]:
        """Every action, in order."""
        return Column(lambda n: self.steps[n].action, self.__len__)

    @property
    def entries(self) -> Column[LogEntry]:
        """Every action's log entry, each worded when first read."""
        return Column(self.entry, self.__len__)

    @property
    def seals(self) -> Column[str | None]:
        """Every action's undo seal, each worked out when first read."""
        return Column(self.seal, self.__len__)

    @property
    def states(self) -> Column[GameState]:
        """The state after 0, 1, ... len(self) actions (the start first)."""
        return Column(self.state, lambda: len(self.steps) + 1)
