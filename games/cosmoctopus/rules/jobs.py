"""Effect steps from the content, turned into the state's jobs (one per decision they may need)."""

from __future__ import annotations

from collections.abc import Iterable

from games.cosmoctopus.rules.schema import Step
from games.cosmoctopus.rules.state import Job

#: Steps done once per count, each its own job (a tentacle's bonuses, a move, a card taken).
ONE_BY_ONE = {"tentacle", "move", "take_row"}


def jobs_of(steps: Iterable[Step], seat: int, card: str) -> list[Job]:
    """Returns the jobs that do these steps for `seat`, in order; `card` is whose effect it is."""
    jobs = []
    for step in steps:
        job = Job(
            step.do,
            seat,
            step.resource,
            step.count,
            step.optional,
            step.needs_forbidden,
            step.tile,
            step.card_type,
            step.source,
            tuple(step.types),
            card,
        )
        if step.do == "move":  # numbered: 'move 2 of 3'
            jobs += [job._replace(number=n + 1) for n in range(step.count)]
        else:
            jobs += [job._replace(count=1)] * step.count if step.do in ONE_BY_ONE else [job]
    return jobs
