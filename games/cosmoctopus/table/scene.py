"""The Cosmoctopus table: the Inky Realm top left with the big seat's board under it; the card row, deck
and discard pile, the Forbidden Knowledge and First Contact supply and the decision panel in the middle;
the other seats stacked on the right; the big seat's play area and hand along the bottom.

Drawn only from the view it is given: others' hands and packets are counted, never shown; a hand nobody
may look at (between hand-offs) shows backs. What the viewer may drag now are the pieces of its legal
actions, and more that a drop would explain (a card it cannot pay for yet says what is missing).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from games.cosmoctopus.rules.game import CosmoRules
from games.cosmoctopus.rules.investigator import active
from games.cosmoctopus.rules.paying import PROPOSE
from games.cosmoctopus.rules.state import DRAFT, HEAD, PAY, PLACE, CosmoState, top_ask
from games.cosmoctopus.table import board, bridge, decision, others, piles, realm, scenery, supply
from games.cosmoctopus.table import investigator as pi_table
from games.cosmoctopus.table.palette import SOFT
from games.cosmoctopus.table.pieces import card, label
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM, top_kind
from tabletop.ui.items import Item, TableContext, TableDesign, big_seat
from tabletop.ui.marks import counted


class CosmoTable(TableDesign):
    """Lays out a Cosmoctopus view with the cards of `rules`' content; see the module docstring."""

    rules: CosmoRules

    def felt(self, size: tuple[int, int]):
        """Returns the deep space this table is played on."""
        return scenery.felt(size)

    def pieces(self, view: CosmoState, ctx: TableContext) -> set[str]:
        """Returns what the viewer may pick up: the head, its resources, tokens and hand cards and the free
        Forbidden Knowledge tiles always (a drop is done or told why not; they keep one identity from
        layout to layout, so they glide), and whatever else its legal actions move (row, packet, First
        Contact cards). Nothing while nobody looks or once the game is over."""
        if ctx.viewer is None or view.phase == "over":
            return set()
        cat, me = self.rules.catalog, ctx.viewer
        found = {
            HEAD,
            *cat.resources,
            *view.tokens[me],
            *(t for t in cat.knowledge.values() if t not in view.knowledge),
        }
        if view.phase != "draft":
            found |= set(view.hands[me])
        found |= bridge.pieces(view)
        prompt = decisions.top(view)
        if prompt is not None and prompt.seat == me:
            found |= {a.piece for a in self.rules.legal_actions(view) if a.piece is not None}
        return found

    def follow_up(self, view: CosmoState, action: Action, legal: list[Action]) -> Action | None:
        """A payment with nothing left to choose is confirmed in the same gesture (issue 33 item 17): a card
        or tile that costs nothing is played by its drop, and 'Pay as proposed' pays and plays. The rules
        still take the two steps (the saves of games played before replay as they were)."""
        confirm = Action(CONFIRM, action.seat)
        if top_kind(view) == PAY and action.kind in FOLLOWED and confirm in legal:
            return confirm
        return None

    def choice_order(self, view: CosmoState, actions: list[Action]) -> list[Action]:
        """Orders the ways to pay a move's Tribute (issue 33 item 4: they were alphabetical): first the
        one that leaves the most of the resource it spends least of after paying (the resources held most
        are paid with first), then the one leaving the most in all; other choosers keep the rules' order."""
        if not actions or any(a.kind != "move" for a in actions):
            return actions
        return sorted(actions, key=lambda a: tribute_cost(view, a))

    def _items(self, view: CosmoState, ctx: TableContext) -> list[Item]:
        cat, big = self.rules.catalog, big_seat(ctx)
        pieces = self.pieces(view, ctx)
        acting = ctx.to_act if ctx.to_act is not None and ctx.to_act >= 0 else None
        items = realm.everything(cat, view, ctx, HEAD in pieces, pieces)
        rects = None
        if active(view):
            items += pi_table.glass_items(cat, view)
            *rects, rect = pi_table.column(view.players)
            items += pi_table.panel_items(cat, view, rect, view.phase == "pi")
        placing = top_ask(view).resource if top_kind(view) == PLACE else ""  # it waits in the panel
        items += board.board_items(cat, view, ctx, big, acting == big, pieces - {placing})
        items += piles.row_items(cat, view, pieces) + piles.deck_items(view)
        items += supply.supply_items(cat, view, pieces, big)
        items += decision.panel_items(cat, view, ctx, pieces)
        items += others.others(cat, view, ctx, big, acting, rects)
        if top_kind(view) == DRAFT or view.packets[big]:
            items += packet_items(cat, view, big, pieces)
        else:
            items += board.play_items(cat, view, big, big == ctx.viewer)
        items += board.hand_items(cat, view, big, pieces)
        return items + piles.discard_items(cat, view)  # last: its list shows over everything


def tribute_cost(view: CosmoState, action: Action) -> tuple[int, int, str]:
    """Returns how dear a way to pay a move's Tribute is, for ordering: the fewest left of any resource it
    spends (negated: more left is cheaper), what is left of all resources after it (negated), its words."""
    paid = Counter(r for r in (action.choice or "").split(",") if r)
    pool = view.pool[action.seat] if 0 <= action.seat < len(view.pool) else {}
    left = {r: pool.get(r, 0) - n for r, n in paid.items()}
    return (-min(left.values(), default=99), -(sum(pool.values()) - sum(paid.values())), action.choice or "")


PACKET_CARD = (150, 148)
#: The actions after which a payment that is whole is confirmed at once: a drop on the play area, a
#  Forbidden Knowledge tile taken, 'Pay as proposed'.
FOLLOWED = ("play", "forbidden", PROPOSE)


def packet_items(cat, view: CosmoState, seat: int, pieces: set) -> list[Item]:
    """Returns the big seat's draft packet where its play area will be: the cards to keep one of."""
    x, y, w, h = board.PLAY
    packet = view.packets[seat]
    words = f"Your draft packet: {counted(len(packet), 'card')}. Drag the one you keep onto your hand."
    items = [label(words, (x + 10, y + 2), 20, SOFT)]
    for card_id, rect in zip(
        packet, board.fan(len(packet), (x + 10, y + 28, w - 20, h - 28), PACKET_CARD), strict=True
    ):
        items.append(replace(card(cat, card_id, rect, piece=card_id in pieces), place=f"packet:{seat}"))
    return items
