"""Which of a game's handlers answers an action: the engine's dispatch by (decision kind, action kind).

A handler is a function `(catalog, state, action) -> None` that changes the state in place. A game marks
each with `@handles(kind, ..., prompt=...)` where it is written, and its Rules names the modules holding
them (`Rules.handlers`); the base Rules finds the one for the decision on top and the action's kind, so no
game writes a dispatch table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any

#: Any decision kind (as `prompt`), or any action kind without a handler of its own (as a kind).
ANY = "*"
Handler = Callable[[Any, Any, Any], None]
_MARK = "__handles__"


def handles(*kinds: str, prompt: str | tuple[str, ...] = ANY) -> Callable[[Handler], Handler]:
    """Marks a function as the handler of these action kinds while the decision on top is of kind `prompt`
    (one kind or several; ANY: whatever the decision). A handler of a given decision wins over one of ANY."""
    prompts = (prompt,) if isinstance(prompt, str) else prompt

    def mark(handler: Handler) -> Handler:
        keys = tuple((p, k) for p in prompts for k in kinds)
        setattr(handler, _MARK, getattr(handler, _MARK, ()) + keys)
        return handler

    return mark


class Handlers:
    """The marked handlers of some modules, by (decision kind, action kind)."""

    def __init__(self, modules: Iterable[ModuleType] = ()):
        self.by_key: dict[tuple[str, str], Handler] = {}
        for module in modules:
            for value in vars(module).values():
                for key in getattr(value, _MARK, ()) if callable(value) else ():
                    found = self.by_key.setdefault(key, value)
                    if found is not value:
                        raise ValueError(f"two handlers of action '{key[1]}' on decision '{key[0]}'")

    def find(self, prompt: str, kind: str) -> Handler:
        """Returns the handler of action kind `kind` while a `prompt` decision is on top: the one for that
        decision, else the one for any decision, else a fallback (kind ANY) for that decision or any."""
        for key in ((prompt, kind), (ANY, kind), (prompt, ANY), (ANY, ANY)):
            if key in self.by_key:
                return self.by_key[key]
        raise LookupError(f"no handler of action '{kind}' on decision '{prompt}'")
