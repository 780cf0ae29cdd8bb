"""The effect interpreter: runs the queued jobs (schema.STEPS) until one needs a player's decision.

Jobs run only while the turn's prompt is on top: a job that needs a decision pushes its prompt and
the run stops; once it is answered, the run goes on. Completed constellations are resolved between
jobs, one at a time and each fully (its reward's jobs end with a 'resolved' marker) before the next;
when several wait, the player chooses the order (an ORDER prompt).
"""

from __future__ import annotations

from games.cosmoctopus.rules import gains, investigator, moving, piles
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import Completed, Discarded, Placed, Played, Submerged
from games.cosmoctopus.rules.jobs import jobs_of
from games.cosmoctopus.rules.state import (
    FREE,
    MAY_DRAW,
    ORDER,
    SAME,
    TAKE,
    TAKE_TYPE,
    TURN,
    Ask,
    CosmoState,
    Job,
)
from tabletop.rules import decisions
from tabletop.rules.decisions import Prompt, top_kind
from tabletop.rules.events import record

MOST_JOBS = 10_000  # far more than any chain of effects; a content loop would stop here


def run(cat: Catalog, state: CosmoState) -> None:
    """Does queued jobs (and resolves completed constellations) until one asks a decision or none is left."""
    for _ in range(MOST_JOBS):
        if state.phase == "over" or top_kind(state) != TURN:
            return
        if state.completing and not state.resolving:
            if len(state.completing) > 1:
                decisions.push(state, Prompt(owner(state, state.completing[0]), ORDER))
                return
            resolve(cat, state, state.completing[0])
            continue
        if not state.jobs:
            return
        job = state.jobs.pop(0)
        HANDLERS[job.do](cat, state, job)


def owner(state: CosmoState, card: str) -> int:
    """Returns the seat with this card in play (whose constellation it is: not always the seat whose turn it
    is, as when a co-op player who reached 8 donates a tile's bonus)."""
    return next(s for s in range(state.players) if card in state.played[s])


def resolve(cat: Catalog, state: CosmoState, card: str) -> None:
    """Resolves a completed constellation: its 4 resources back to the bank, the card discarded, its reward
    (a tentacle and more) queued first, ended by a 'resolved' marker."""
    seat = owner(state, card)
    state.completing.remove(card)
    state.played[seat].remove(card)
    del state.slots[card]
    piles.discard(cat, state, card)
    record(state, Completed(seat, card))
    state.resolving += 1
    state.jobs[0:0] = [*jobs_of(cat.card[card].reward, seat, card), Job("resolved", seat, card=card)]


def play(cat: Catalog, state: CosmoState, seat: int, card: str, free: bool = False) -> None:
    """A card is played (paid for, or `free`): its type says where it goes; its effects are queued first."""
    spec = cat.card[card]
    lightning = int(spec.lightning) if spec.type == "hallucination" else 0
    record(state, Played(seat, card, free, lightning))
    state.played[seat].append(card)
    after: list[Job] = []
    if spec.type == "constellation":
        state.slots[card] = [False] * len(spec.slots)
        gains.autofill(cat, state, seat)
    elif spec.type == "relic":
        gains.autofill(cat, state, seat)
    elif spec.type == "hallucination":
        after.append(Job("discard_played", seat, card=card))
        state.plays += spec.lightning
        state.lightning += spec.lightning
    state.jobs[0:0] = [*jobs_of(spec.on_play, seat, card), *after]


# Handlers: one per step of the vocabulary, and the rules' own markers -------------------------------


def _gain(cat: Catalog, state: CosmoState, job: Job) -> None:
    if job.resource == "same":
        decisions.push(state, Prompt(job.seat, SAME, Ask(count=job.count, card=job.card)))
    else:
        gains.gain(cat, state, job.seat, job.resource, job.count, source=job.card)


def _bonus_gain(cat: Catalog, state: CosmoState, job: Job) -> None:
    gains.gain(cat, state, job.seat, job.resource, job.count, bonus=False, source=job.card)


def _draw(cat: Catalog, state: CosmoState, job: Job) -> None:
    if job.optional:
        if state.deck or state.discard:
            decisions.push(state, Prompt(job.seat, MAY_DRAW, Ask(count=job.count)))
        return
    piles.draw_into_hand(state, job.seat, job.count)


def _draw_gain(cat: Catalog, state: CosmoState, job: Job) -> None:
    drawn = piles.draw_into_hand(state, job.seat)
    if drawn:
        state.jobs.insert(0, Job("gain", job.seat, cat.resource_of(drawn[0]), 1))


def _take_row(cat: Catalog, state: CosmoState, job: Job) -> None:
    if state.row:
        decisions.push(state, Prompt(job.seat, TAKE))


def _take_row_type(cat: Catalog, state: CosmoState, job: Job) -> None:
    if state.row:
        decisions.push(state, Prompt(job.seat, TAKE_TYPE))


def _move(cat: Catalog, state: CosmoState, job: Job) -> None:
    if job.needs_forbidden and job.seat not in state.knowledge.values():
        return
    moving.start(state, job.seat, job.optional, job.card, (job.number, job.count))


def _move_to(cat: Catalog, state: CosmoState, job: Job) -> None:
    if job.tile in state.realm:  # already there: no move, but the bonus all the same
        cell, state.head = state.head, state.realm.index(job.tile)
        if cell != state.head:
            record(state, Placed(job.seat, state.head))
            investigator.entered(cat, state)
        moving.bonus(cat, state, job.seat)


def free_choices(cat: Catalog, state: CosmoState, seat: int, card_type: str, source: str) -> list[str]:
    """Returns the cards a free play of this type may take, from the row or the seat's hand."""
    pile = state.row if source == "row" else state.hands[seat]
    return [c for c in pile if cat.type_of(c) == card_type]


def _play_free(cat: Catalog, state: CosmoState, job: Job) -> None:
    if free_choices(cat, state, job.seat, job.card_type, job.source):
        ask = Ask(card_type=job.card_type, source=job.source)
        decisions.push(state, Prompt(job.seat, FREE, ask))


def _submerge(cat: Catalog, state: CosmoState, job: Job) -> None:
    gone = [c for c in state.row if cat.type_of(c) in job.types]
    for card in gone:
        state.row.remove(card)
        piles.discard(cat, state, card)
    record(state, Submerged(job.seat, job.card, tuple(gone)))
    piles.refill_row(cat, state)
    moves = len(gone)
    state.jobs[0:0] = [Job("move", job.seat, count=moves, card=job.card, number=n + 1) for n in range(moves)]


def _discard_played(cat: Catalog, state: CosmoState, job: Job) -> None:
    state.played[job.seat].remove(job.card)
    piles.discard(cat, state, job.card)
    record(state, Discarded(job.seat, (job.card,)))


def _resolved(cat: Catalog, state: CosmoState, job: Job) -> None:
    state.resolving -= 1


HANDLERS = {
    "gain": _gain,
    "bonus_gain": _bonus_gain,
    "draw": _draw,
    "draw_gain": _draw_gain,
    "take_row": _take_row,
    "take_row_type": _take_row_type,
    "refresh_row": piles.refresh_row,
    "tentacle": lambda cat, state, job: gains.tentacle(cat, state, job.seat),
    "move": _move,
    "move_to": _move_to,
    "play_free": _play_free,
    "submerge": _submerge,
    "discard_played": _discard_played,
    "resolved": _resolved,
}
