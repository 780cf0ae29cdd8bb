"""Hard's playouts in Cosmoctopus weigh the head's move once per tile, confirm it and pay as proposed
(`bot.playout_choices`). The evaluation's quick ways (a move or payment played out on one copy, Pay as
proposed for a payment's steps, the worth and the Forbidden Knowledge test read from facts worked out
once per catalog) give exactly what the plain step-by-step way gives."""

from __future__ import annotations

import random

from games.cosmoctopus.rules import bot, paying
from games.cosmoctopus.rules.state import MOVE, PAY, TAKE
from tabletop.bots.hard import SearchBot
from tabletop.rules.decisions import CANCEL, CONFIRM, top_kind

from .builders import RULES, act, main, pool, table

SETTINGS = [(2, {}), (3, {}), (2, {"bridge": "on"}), (2, {"mode": "pi"}), (1, {"mode": "pi"})]


def settled_step_by_step(state):
    """`bot.settled` as it was: each plain step applied on a copy of its own, a payment step by step, a row
    card taken as the first of the legal list."""
    for _ in range(bot.MOST_STEPS):
        kind = top_kind(state)
        if kind == MOVE and bot.across(state):
            state = RULES.apply_legal(state, bot.across(state))
            continue
        if kind not in bot.PLAYED_OUT or (kind == MOVE and not state.path and state.phase == "move"):
            return state
        legal = RULES.legal_actions(state)
        step = (
            next(a for a in legal if a.kind == "take") if kind == TAKE else bot.plain_step(RULES, state, kind)
        )
        state = RULES.apply_legal(state, step)
    return state


def positions(count: int, seed: int = 4):
    """Yields (state after one legal action, the seat that took it) from random games of each setting."""
    rng = random.Random(seed)
    for n, (players, options) in enumerate(SETTINGS):
        state = RULES.setup(players, dict(options), seed + n)
        for _ in range(count):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            for action in rng.sample(legal, min(3, len(legal))):
                yield RULES.apply_legal(state, action), RULES.to_act(state)
            state = RULES.apply_legal(state, rng.choice(legal))


def without_events(state):
    found = state.clone()
    found.events = ()
    return found


def test_a_move_or_payment_played_out_on_one_copy_ends_as_step_by_step_and_leaves_the_state_alone():
    kinds = set()
    for state, _ in positions(150):
        before = state.clone()
        kinds.add(top_kind(state))
        quick, plain = bot.settled(RULES, state), settled_step_by_step(state)
        assert without_events(quick) == without_events(plain)
        assert state == before
    assert {PAY, MOVE, TAKE} <= kinds


def test_the_evaluation_gives_what_the_plain_worth_gives():
    checked = 0
    for state, seat in positions(60, seed=9):
        done = settled_step_by_step(state)
        if RULES.outcome(done) is not None or state.players < 2 or state.options.get("mode") == "pi":
            continue
        worths = [reference_worth(done, other) for other in range(state.players)]
        lead = worths[seat] - max(w for other, w in enumerate(worths) if other != seat)
        assert bot.evaluate(RULES, state, seat) == 1.0 / (1.0 + bot.math.exp(-bot.LEAD_SCALE * lead))
        checked += 1
    assert checked > 300


def reference_worth(state, seat: int) -> float:
    """The seat's worth as the evaluation first summed it (slow, plain)."""
    cat = RULES.catalog
    value = bot.TENTACLE * state.tentacles[seat] + bot.HAND * len(state.hands[seat])
    for card in state.played[seat]:
        slots = bot.SLOT * sum(state.slots[card]) if card in state.slots else 0.0
        value += bot.ENGINE.get(cat.card[card].type, 0.0) + slots
    value += bot.RESOURCE * sum(n if n < bot.KEEP else bot.KEEP for n in state.pool[seat].values())
    tiles = [t for t in cat.knowledge.values() if t not in state.knowledge]
    reach = any(not paying.shortfall(cat, state, seat, t) for t in tiles)
    return value + bot.KNOWLEDGE * reach


def test_a_playout_moves_the_head_once_per_tile_then_confirms():
    state = table()
    legal = RULES.legal_actions(state)
    choices = bot.playout_choices(RULES, state, legal, random.Random(1))
    moves = [a for a in legal if a.kind == "move"]
    assert len({a.target for a in moves}) < len(moves)  # more than one way to pay the Tribute somewhere
    assert sorted(a.target for a in choices) == sorted({a.target for a in moves})
    moved = RULES.apply(state, choices[0])
    after = bot.playout_choices(RULES, moved, RULES.legal_actions(moved), random.Random(1))
    assert [a.kind for a in after] == [CONFIRM]


def test_a_playout_pays_as_proposed_and_gives_up_what_it_cannot_pay():
    state = main(table(hand=("gilded-barnacle",)))
    pool(state, coins=8)
    paying_now = act(state, "play", 0, "gilded-barnacle", "play:0")
    assert top_kind(paying_now) == PAY
    legal = RULES.legal_actions(paying_now)
    assert [a.kind for a in bot.playout_choices(RULES, paying_now, legal, random.Random(1))] == [
        paying.PROPOSE
    ]
    paid = RULES.apply(paying_now, bot.playout_choices(RULES, paying_now, legal, random.Random(1))[0])
    assert [
        a.kind for a in bot.playout_choices(RULES, paid, RULES.legal_actions(paid), random.Random(1))
    ] == [CONFIRM]
    short = paying_now.clone()
    short.pool[0] = dict.fromkeys(short.pool[0], 0)
    short.hands[0] = []
    legal = RULES.legal_actions(short)
    assert [a.kind for a in bot.playout_choices(RULES, short, legal, random.Random(1))] == [CANCEL]


def test_hard_weighs_the_playout_choices():
    assert SearchBot(bot).tuning.playout_choices


def test_a_playout_weighs_some_of_the_legal_moves_and_only_those():
    rng, narrowed = random.Random(2), 0
    for state, _ in positions(80, seed=6):
        legal = RULES.legal_actions(state)
        if not legal or RULES.to_act(state) < 0:
            continue
        chosen = bot.playout_choices(RULES, state, legal, rng)
        assert chosen and set(chosen) <= set(legal)
        narrowed += len(chosen) < len(legal)
    assert narrowed > 50
