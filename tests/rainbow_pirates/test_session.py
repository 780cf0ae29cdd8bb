"""What the first games have, in Rainbow Pirates' own moments: undo stops where new information or another
seat's decision lies (a draw, a Fortune Compass's look, a Sneaky Squid's random pick, a block), a game saved
in a block window loads back to the same question, and the log says each step in a sentence."""

from __future__ import annotations

from pathlib import Path

from tabletop.restore import load
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.rules.undo import CHANCE, REVEAL, seal, undoable
from tabletop.saves import Slot, new_match_id, save_match

from .builders import RULES, card, stack, table


def steps(state, *actions: Action):
    """Returns the seals of the actions applied one after another, and the last state."""
    seals = []
    for action in actions:
        after = RULES.apply(state, action)
        seals.append(seal(RULES, state, after, action))
        state = after
    return seals, state


def test_cards_placed_in_a_build_are_undone_one_by_one_but_never_a_draw():
    state = table(2, hands=[(card("red"), card("orange"), card("yellow"), card("cannon"))])
    build = [Action("place", 0, card(c), "new:0") for c in ("red", "orange", "yellow")]
    seals, after = steps(state, *build, Action("confirm", 0))
    assert seals == [None] * 4 and undoable(build + [Action("confirm", 0)], seals, 0) == 4
    for target in ("pile", "faceup"):  # a draw shows cards of the pile: never taken back
        assert steps(after, Action("draw", 0, None, target))[0] == [REVEAL]


def test_a_look_at_the_pile_a_random_pick_and_an_answer_are_never_undone_by_the_attacker():
    state = table(2, hands=[(card("compass"), card("squid")), (card("red"), card("blue"))])
    stack(state, card("green"), card("pink"))
    assert steps(state, Action("play", 0, card("compass"), "discard"))[0] == [REVEAL]
    play, arrgh = Action("play", 0, card("squid"), "discard"), Action("arrgh", 1)
    seals, after = steps(state, play, arrgh)
    assert seals == [None, CHANCE] and undoable([play, arrgh], seals, RULES.to_act(after)) == 0
    block = table(2, hands=[(card("parrot"),), (card("red"),)])
    play, answer = Action("play", 0, card("parrot"), "discard"), Action("block", 1, card("red"), "discard")
    seals, after = steps(block, play, answer)
    assert RULES.to_act(after) == 0 and undoable([play, answer], seals, 0) == 0  # the blocker's decision


def test_a_game_saved_while_an_opponent_is_asked_to_block_loads_back_to_the_same_question(tmp_path: Path):
    match = Match(RULES, default_seats(3), {"first": "1"}, 5)
    while not (match.legal_actions() and match.legal_actions()[0].kind in ("block", "arrgh")):
        plays = [a for a in match.legal_actions() if a.kind == "play" and RULES.catalog.loves(a.piece)]
        match.apply(plays[0] if plays else match.legal_actions()[-1])
    path = tmp_path / "game.json"
    save_match(path, match, Slot(new_match_id("rainbow_pirates")))
    again = load(path).match
    assert again.state == match.state and again.actions == match.actions and again.to_act == match.to_act
    assert RULES.narrator.prompt(again.state, again.to_act).endswith("block it, or Arrrgh!")


def test_the_log_says_a_black_card_its_block_and_a_steal_in_sentences():
    state = table(3, hands=[(card("parrot"), card("cannon")), (card("red"),), ()])
    island = [card("blue", n) for n in (1, 2, 3)]
    for piece in island:
        for place in (state.pile, state.faceup):
            if piece in place:
                place.remove(piece)
    state.islands[2] = [island]
    lines = []
    for action in (
        Action("play", 0, card("parrot"), "island:2"),
        Action("arrgh", 2),
        Action("steal", 0, island[0], "hand:0"),
    ):
        after = RULES.apply(state, action)
        lines.append(RULES.narrator.announce(state, after, action, 1))
        state = after
    assert lines == [
        "<seat 0> played Pickpocket Parrot at <seat 2>.",
        "<seat 2>: Arrrgh!",
        "<seat 0> stole Blue 5. <seat 2>'s broken group went back to their hand: Blue 5 and Blue 5.",
    ]
