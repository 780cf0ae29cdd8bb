"""Setting up: the Inky Realm, the deck and card row, starting hands (random, starter or drafted),
resources, tentacles, discount tokens and who starts."""

from __future__ import annotations

import random

from games.cosmoctopus.rules import bridge, flow, piles
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.layouts import Realm, decode, realm_of
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules import decisions
from tabletop.rules.decisions import Prompt


def realm(cat: Catalog, state: CosmoState, rng: random.Random) -> None:
    """Lays out the 8 basic tiles and the layout's random special tile(s) (1, or 2 on the disconnected
    layout), shuffled, on the layout's cells; the other special tiles go back in the box; the head starts
    on the '+3 stars' tile."""
    state.layout = layout_of(cat, state.options.get("layout", "grid"))
    special = rng.sample(cat.special, state.layout.special)
    tiles = [*cat.basic, *special]
    rng.shuffle(tiles)
    state.realm = tiles
    state.boxed = [t for t in cat.special if t not in special]
    state.head = tiles.index(cat.start_tile)


def layout_of(cat: Catalog, option: str) -> Realm:
    """Returns the layout the `layout` option names, or one of the player's own that it carries whole;
    raises ValueError with a sentence if it is neither."""
    if option in cat.layouts:
        return cat.layouts[option]
    return realm_of(decode(option))


def hands(cat: Catalog, state: CosmoState, rng: random.Random) -> None:
    """Deals the starting hands as the `hands` option says: 5 random cards, a starter hand of 3, or 5 cards
    to draft from (held as packets)."""
    kind = state.options.get("hands", "random")
    state.hands = [[] for _ in range(state.players)]
    state.packets = [[] for _ in range(state.players)]
    if kind == "starter":
        sets = [list(h) for h in cat.content.starter_hands]
        rng.shuffle(sets)
        for seat in range(state.players):
            state.hands[seat] = sets[seat]
            state.deck = [c for c in state.deck if c not in sets[seat]]
        return
    dealt = state.packets if kind == "draft" else state.hands
    for seat in range(state.players):
        dealt[seat] = [state.deck.pop() for _ in range(cat.content.hand_size)]


def seats(cat: Catalog, state: CosmoState) -> None:
    """Gives each seat its resources, tentacles (3 in the express game) and the discount tokens: 1, 2 and 3
    to the 2nd, 3rd and 4th players."""
    players, content = state.players, cat.content
    state.pool = [dict.fromkeys(cat.resources, content.start_resources) for _ in range(players)]
    start = content.express_tentacles if state.options.get("length") == "express" else 0
    state.tentacles = [start] * players
    state.contacted = [False] * players
    state.played = [[] for _ in range(players)]
    state.tokens = [[] for _ in range(players)]
    for n, token in enumerate(cat.tokens[: players - 1], start=1):
        state.tokens[(state.first + n) % players] = [token]
    state.contact = list(cat.contact)


def deal(cat: Catalog, state: CosmoState, rng: random.Random) -> None:
    """Sets the table up, the first player already chosen; the bridge tokens are placed (with the bridge),
    then the first turn (or the draft) begins."""
    realm(cat, state, rng)
    state.deck = list(cat.deck)
    rng.shuffle(state.deck)
    hands(cat, state, rng)
    piles.refill_row(cat, state)
    seats(cat, state)
    if bridge.on(state):
        place_bridge(state)
    else:
        flow.begin(state)


def place_bridge(state: CosmoState) -> None:
    """With the cosmic bridge, the tiles lie face down while the first player places token A and the next
    player token B (solo: the one player both); the game begins once both are down."""
    state.phase = "bridge"
    seats = [(state.first + n) % state.players for n in range(len(bridge.TOKENS))]
    decisions.push(state, *(Prompt(seat, bridge.PLACE_BRIDGE) for seat in seats))
