"""Hard: information-set Monte Carlo tree search over worlds sampled from the seat's view.

Each simulation deals the unseen cards anew (the game's `sample`), walks one shared tree of
action sequences (only the actions legal in that world count), adds a node, plays on for a
few decisions with the one-step greedy policy in that world, and scores the end with the
game's evaluation. The root action tried in most worlds wins the vote. The search stops at
the deadline, or earlier once no other candidate could catch up in the time left.

A game's bot.py may tune the search with a SEARCH dict of `Tuning` fields: a game with many
actions and moves of several steps (Oct8) searches only the Normal player's best few root
actions, finishes its own moves greedily and looks one turn deep; a game of few choices and
much luck (Rainbow Octopus) plays every root action out in each world with the same draws
(`paired`) and takes the best average.

Every loop asks the decision's timer before each step, so no part of a decision (the one-step
scores, the tree, a rollout, finishing a move) runs past the budget's end; and the garbage collector
makes no full collection while it searches (`young_collections_only`), as one such pause is no step.
"""

from __future__ import annotations

import gc
import math
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from tabletop.bots.base import Budget, Decision, GameHints, Timer, in_a_move, ranked, value, weighed
from tabletop.bots.normal import GreedyBot
from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.decisions import is_player

EXPLORATION = 0.7
PRIOR_VISITS = 2  # how many simulations a root candidate's one-step score counts as
PRIOR_WORLDS = 4
PRIOR_SHARE = 0.3  # at most this share of the budget goes to the one-step scores (at least one world)
CHECK_EVERY = 16  # simulations between checks for an early stop
TIE = 1e-9
NO_FULL_COLLECTION = 2**31 - 1  # the collector's oldest threshold while a search runs (the largest it takes)


def forced_move(rules: Rules, state: GameState, legal: list[Action]) -> Action | None:
    """Returns the move that needs no decision: the only legal one, or a non-player actor's (chance's
    pick, the game's automaton); None when a player must choose."""
    if len(legal) == 1:
        return legal[0]
    return None if is_player(rules.to_act(state)) else rules.actor_action(state, legal)


@contextmanager
def young_collections_only() -> Iterator[None]:
    """Keeps the garbage collector to its two young generations for the time of a search, then gives it
    back its thresholds. A full collection walks every object the process holds (the app's, a test
    session's) and the search's remembered positions; one falling inside a decision ran 50 to 70 ms on
    the CPU clock on a quiet machine, more under load, past the deadline the timer keeps between steps.
    Young collections still free what the playouts leave in cycles (a Rainbow Octopus simulation about
    a hundred objects); the full collection due comes after the decision, its positions freed."""
    young, middle, full = gc.get_threshold()
    gc.set_threshold(young, middle, NO_FULL_COLLECTION)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, full)


@dataclass(frozen=True)
class Tuning:
    """How the search is shaped for one game (games/<id>/bot.py: SEARCH = {...})."""

    root_width: int = 0  # search only the best N root actions by one-step score, primed with it (0: all)
    rollout_decisions: int = 4  # decisions played on after a new node (forced steps are free)
    rollout_policy: str = "greedy"  # or "random"
    own_steps: bool = False  # the mover's further steps in a row follow the greedy policy, unbranched
    tree_depth: int = 0  # nodes a simulation may pass before its rollout (0: no limit)
    greedy_sample: int = 0  # the greedy policy weighs at most this many actions (0: all)
    paired: bool = False  # each world plays out every root candidate with the same random stream
    playout_choices: bool = False  # the rollout and own steps weigh only the game's `playout_choices`
    remember: bool = False  # a position met again in a decision is not worked out again (needs the
    # game's hints.position: see `Memory`): its legal actions, a player's action's result, greedy scores
    exploration: float = EXPLORATION  # the tree's UCT constant: lower tries the children that score
    # best more, so more simulations sharpen their scores (for a game whose rewards differ little)
    widen: float = 0.0  # below the root, a node first tries the greedy policy's move and opens the next
    # best as it is visited more, up to 1 + widen * sqrt(visits) children (0: every legal action at once)
    own_steps_at_root: bool = False  # with own_steps, only the root's move is finished greedily: below the
    # root a node is one decision, the rest of that turn left to the rollout's decisions
    paired_tree: bool = False  # each world walks every root candidate down the tree with the same random
    # stream (as `paired`, but the replies below the root stay a tree): the candidates are compared in the
    # same worlds, so their scores differ by what they do, not by the deal, and more time sharpens them
    # (`paired` is the same with no tree below the root: each candidate is played out from its move)


class Memory:
    """What one decision's search learnt about the positions it met, by the game's `position(rules,
    state)` key: their legal actions, where a player's action taken led, and the greedy scores of their
    actions (the states scored are not kept: a decision would keep thousands, and the garbage collector's
    full passes over them made decisions late).

    The game promises that two states with the same key have the same legal actions and evaluations, and
    that a player's action leads both to the same state but for the random stream, which no player's
    action draws from: a remembered result is handed out as a copy with the stream of the state it
    was asked from, so chance (a die, a shuffle) still differs from world to world."""

    def __init__(self, rules: Rules, hints: GameHints):
        self.rules = rules
        self.position = hints.position
        self.legal_lists: dict = {}
        self.results: dict = {}
        self.scores: dict = {}
        self.last: tuple = (None, None)  # the state last asked about and its key

    def key(self, state: GameState):
        """Returns the state's position key (the last one asked for is kept: a step asks for its state's
        legal actions, its greedy scores and its result in turn; the search never changes a state)."""
        last, key = self.last
        if state is not last:
            key = self.position(self.rules, state)
            self.last = (state, key)
        return key

    def legal(self, state: GameState, key) -> list[Action]:
        """Returns the position's legal actions (shared: never changed by the caller)."""
        found = self.legal_lists.get(key)
        if found is None:
            found = self.legal_lists[key] = self.rules.legal_actions(state)
        return found

    def apply(self, state: GameState, key, action: Action) -> GameState:
        """Returns the state after a legal action: a chance or automaton step is applied afresh, a
        player's action's result is remembered."""
        if action.seat < 0:
            return self.rules.apply_legal(state, action)
        results = self.results.get(key)
        if results is None:
            results = self.results[key] = {}
        found = results.get(action)
        if found is None:
            found = results[action] = self.rules.apply_legal(state, action)
        after = found.clone()
        after.rng = state.rng
        return after


class OutOfTime(Exception):
    """Raised inside a simulation that would run past the deadline; the simulation is dropped."""


class Node:
    """One action sequence from the root: who took its last action, and how that went for them."""

    __slots__ = ("actor", "visits", "total", "offered", "children")

    def __init__(self, actor: int, visits: int = 0, total: float = 0.0):
        self.actor = actor
        self.visits = visits
        self.total = total
        self.offered = 1  # how often this action was legal when its parent was visited
        self.children: dict[Action, Node] = {}

    def mean(self) -> float:
        """Returns the average reward so far (0 before any)."""
        return self.total / self.visits if self.visits else 0.0

    def score(self, exploration: float = EXPLORATION) -> float:
        """Returns the upper confidence bound used to pick this child."""
        return self.mean() + exploration * math.sqrt(math.log(self.offered) / self.visits)


class SearchBot:
    """Searches sampled worlds for the action that wins most often; needs the game's hints."""

    def __init__(self, hints: GameHints, tuning: Tuning | None = None):
        self.hints = hints
        self.tuning = tuning or Tuning(**getattr(hints, "SEARCH", {}))
        self.prior = GreedyBot(hints, PRIOR_WORLDS)
        self.timer = Timer(lambda: 0.0, math.inf, math.inf)
        self.memory: Memory | None = None
        self.root_legal: tuple[list[Action] | None, list[Action]] = (None, [])

    def choose(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Decision:
        """Returns the candidate chosen in most sampled worlds (ties: the better mean)."""
        with young_collections_only():
            return self.search(rules, view, seat, legal, rng, budget)

    def search(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Decision:
        """Returns the candidate chosen in most sampled worlds (ties: the better mean), the collector
        left as it is."""
        start = budget.clock()
        if in_a_move(legal):  # the move was chosen by a search when it began: finish it the greedy way
            return self.prior.choose(rules, view, seat, legal, rng, budget)
        self.timer = budget.timer(start, PRIOR_SHARE)
        self.memory = Memory(rules, self.hints) if self.tuning.remember else None
        root = self.seed_root(rules, view, seat, legal, rng)
        allowed = set(root.children)
        done = 0
        while not budget.spent(start, done):
            try:
                self.check_time()
                world = self.hints.sample(rules, view, seat, rng)
                if self.tuning.paired or self.tuning.paired_tree:
                    done += self.walk_all(rules, root, world, allowed, rng) - 1
                else:
                    self.simulate(rules, root, world, allowed, rng)
            except OutOfTime:
                break
            done += 1
            if done % CHECK_EVERY == 0 and self.settled(root, budget, start, done):
                break
        self.memory = None
        self.root_legal = (None, [])
        best = max(root.children, key=lambda a: (root.children[a].visits, root.children[a].mean()))
        tried = {a: (child.mean(), child.visits) for a, child in root.children.items() if child.visits}
        return Decision(best, budget.clock() - start, done, ranking=ranked(tried, best))

    def legal(self, rules: Rules, state: GameState) -> list[Action]:
        """Returns the state's legal actions (remembered by position with `remember`)."""
        if self.memory is None:
            return rules.legal_actions(state)
        return self.memory.legal(state, self.memory.key(state))

    def apply(self, rules: Rules, state: GameState, action: Action) -> GameState:
        """Returns the state after a legal action (a player's remembered by position with `remember`)."""
        if self.memory is None:
            return rules.apply_legal(state, action)
        return self.memory.apply(state, self.memory.key(state), action)

    def seed_root(self, rules: Rules, view: GameState, seat: int, legal: list[Action], rng) -> Node:
        """Returns the root with its candidates: one per group of actions a player could not tell apart
        (same words, kind and place: two copies of a card), or the best few by one-step score (those
        scored before the timer's soft deadline first)."""
        distinct = list(
            {(rules.narrator.describe(view, a), a.kind, a.target): a for a in reversed(legal)}.values()
        )
        root = Node(seat)
        width = self.tuning.root_width
        if not width or len(distinct) == 1:
            root.children = {action: Node(seat) for action in distinct}
            return root
        distinct = weighed(self.prior.hints, rules, view, seat, distinct)
        scores, _ = self.prior.scores(rules, view, seat, distinct, rng, self.timer)
        for action in sorted(distinct, key=lambda a: (a not in scores, -scores.get(a, 0.0)))[:width]:
            prior = PRIOR_VISITS if action in scores else 0
            root.children[action] = Node(seat, prior, prior * scores.get(action, 0.0))
        return root

    @staticmethod
    def settled(root: Node, budget: Budget, start: float, done: int) -> bool:
        """Tells whether the leading candidate is so far ahead that the time left cannot change the vote."""
        visits = sorted((child.visits for child in root.children.values()), reverse=True)
        if len(visits) < 2:
            return True
        elapsed = budget.clock() - start
        left = done / elapsed * (budget.seconds - elapsed) if elapsed > 0 else math.inf
        if budget.simulations is not None:
            left = min(left, budget.simulations - done)
        return visits[0] - visits[1] > left

    def simulate(self, rules: Rules, root: Node, state: GameState, allowed: set[Action], rng) -> None:
        """Runs one simulation in one sampled world and credits every node it passed."""
        self.credit(rules, *self.walk(rules, root, state, allowed, rng))

    def at_root(self, legal: list[Action], allowed: set[Action]) -> list[Action]:
        """Returns the root's candidates among a world's legal actions (the last list asked about is
        remembered: with `remember`, every world of a game without hidden cards shares one)."""
        source, found = self.root_legal
        if legal is not source:
            found = [a for a in legal if a in allowed]
            self.root_legal = (legal, found)
        return found

    def walk_all(self, rules: Rules, root: Node, world: GameState, allowed: set[Action], rng) -> int:
        """Walks every root candidate legal in one world down the tree (`paired`: no further than its own
        move) with the same random stream, then credits them all (only whole worlds count, so every
        candidate stays even); returns how many."""
        seed = rng.getrandbits(64)
        offered = set(self.legal(rules, world))
        walks = [
            self.walk(rules, root, world, allowed, random.Random(seed), first=action)
            for action in root.children
            if action in offered
        ]
        for path, state in walks:
            self.credit(rules, path, state)
        return len(walks)

    def walk(
        self,
        rules: Rules,
        root: Node,
        state: GameState,
        allowed: set[Action],
        rng: random.Random,
        first: Action | None = None,
    ) -> tuple[list[Node], GameState]:
        """Returns the nodes one simulation passes from the root (through `first` if given, else the
        candidate the tree picks) and the state its rollout ends in."""
        path: list[Node] = []
        node = root
        depth = 1 if self.tuning.paired else self.tuning.tree_depth
        if first is not None:  # walk_all found it legal in this world
            self.check_time()
            node = root.children[first]
            path.append(node)
            state = self.follow_up(rules, self.apply(rules, state, first), node.actor, rng)
        while not depth or len(path) < depth:  # (0: no limit)
            self.check_time()
            legal = self.legal(rules, state)
            if node is root:
                legal = self.at_root(legal, allowed)
            if not legal:
                break
            forced = forced_move(rules, state, legal)
            if forced is not None and node is not root:  # a forced step is no decision: stay on this node
                state = self.apply(rules, state, forced)
                continue
            actor = rules.to_act(state)
            if self.tuning.widen and node is not root:
                action, fresh = self.widened(rules, state, node, legal, actor, rng)
            else:
                action, fresh = self.select(node, legal, actor, rng, self.tuning.exploration)
            node = node.children[action]
            path.append(node)
            state = self.apply(rules, state, action)
            if len(path) == 1 or not self.tuning.own_steps_at_root:
                state = self.follow_up(rules, state, actor, rng)
            if fresh:
                break
        return path, self.rollout(rules, state, rng)

    def credit(self, rules: Rules, path: list[Node], state: GameState) -> None:
        """Credits every node of a simulation's path with its actor's reward in the state it ended in."""
        rewards: dict[int, float] = {}
        for visited in path:
            if visited.actor not in rewards:
                rewards[visited.actor] = value(rules, self.hints, state, visited.actor)
            visited.visits += 1
            visited.total += rewards[visited.actor]

    @staticmethod
    def select(
        node: Node, legal: list[Action], actor: int, rng: random.Random, exploration: float = EXPLORATION
    ) -> tuple[Action, bool]:
        """Returns an untried action (and True), or the best-scoring tried one (and False; the first of
        equals in `legal`'s order)."""
        untried = []
        tried = []
        children = node.children
        for action in legal:
            child = children.get(action)
            if child is None or not child.visits:
                untried.append(action)
            else:
                child.offered += 1
                tried.append(child)
        if untried:
            action = rng.choice(untried)
            children.setdefault(action, Node(actor))
            return action, True
        best, top = 0, -math.inf
        for place, child in enumerate(tried):  # Node.score written out: one call per child, no key lookup
            visits = child.visits
            score = child.total / visits + exploration * math.sqrt(math.log(child.offered) / visits)
            if score > top:
                best, top = place, score
        return legal[best], False

    def widened(
        self, rules: Rules, state: GameState, node: Node, legal: list[Action], actor: int, rng: random.Random
    ) -> tuple[Action, bool]:
        """Returns the move at a node below the root with progressive widening: while the node has fewer
        children than 1 + widen * sqrt(its visits) (or none legal in this world), the greedy policy's best
        move not yet a child (and True); else the best-scoring child legal here (UCT; False)."""
        known = [a for a in legal if a in node.children]
        room = 1 + self.tuning.widen * math.sqrt(node.visits)
        if known and len(node.children) + 1 > room:
            return self.select(node, known, actor, rng, self.tuning.exploration)
        choices = legal
        if self.tuning.playout_choices:
            choices = self.hints.playout_choices(rules, state, legal, rng) or legal
        fresh = [a for a in choices if a not in node.children]
        if not fresh:
            return self.select(node, known or legal, actor, rng, self.tuning.exploration)
        action = fresh[0] if len(fresh) == 1 else self.greedy(rules, state, fresh, rng)
        node.children[action] = Node(actor)
        return action, True

    def follow_up(self, rules: Rules, state: GameState, actor: int, rng: random.Random) -> GameState:
        """With own_steps, plays the actor's further decisions in a row greedily: the tree then branches
        only where the turn passes, so a move of several steps is judged by its best finish."""
        if not self.tuning.own_steps:
            return state
        while rules.to_act(state) == actor:
            self.check_time()
            legal = self.legal(rules, state)
            if not legal:
                break
            forced = forced_move(rules, state, legal)
            state = self.apply(rules, state, forced or self.policy(rules, state, legal, rng))
        return state

    def check_time(self) -> None:
        """Raises OutOfTime once the decision's deadline has passed."""
        if self.timer.over():
            raise OutOfTime

    def rollout(self, rules: Rules, state: GameState, rng: random.Random) -> GameState:
        """Plays on from `state` for a few decisions (forced steps are free), stopping if the game ends."""
        decisions = 0
        while decisions < self.tuning.rollout_decisions:
            self.check_time()
            legal = self.legal(rules, state)
            if not legal:
                break
            action = forced_move(rules, state, legal)
            if action is None:
                decisions += 1
                random_move = self.tuning.rollout_policy == "random"
                action = rng.choice(legal) if random_move else self.policy(rules, state, legal, rng)
            state = self.apply(rules, state, action)
        return state

    def policy(self, rules: Rules, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        """Returns the rollout's and own steps' move: the greedy one among all legal actions, or (tuned with
        playout_choices) among the few the game's hints name, `playout_choices(rules, state, legal, rng)`:
        a game that knows the best way to finish a move, or which moves do the same, saves weighing them."""
        if self.tuning.playout_choices:
            legal = self.hints.playout_choices(rules, state, legal, rng) or legal
            if len(legal) == 1:
                return legal[0]
        return self.greedy(rules, state, legal, rng)

    def greedy(self, rules: Rules, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        """Returns the move the game's evaluation likes best in this world (ties: a random one)."""
        actor = rules.to_act(state)
        sample = self.tuning.greedy_sample
        if sample and len(legal) > sample:
            legal = rng.sample(legal, sample)
        scores = []
        memory = self.memory
        if memory is None:
            for action in legal:
                self.check_time()
                scores.append(value(rules, self.hints, rules.apply_legal(state, action), actor))
        else:
            key = memory.key(state)
            known = memory.scores.get(key)
            if known is None:
                known = memory.scores[key] = {}
            reached: list[GameState | None] = [None] * len(legal)
            for place, action in enumerate(legal):
                score = known.get(action)
                if score is None:  # the states it leads to are not kept: only the action taken's
                    self.check_time()
                    after = reached[place] = rules.apply_legal(state, action)
                    score = known[action] = value(rules, self.hints, after, actor)
                scores.append(score)
            best = max(scores)
            chosen = rng.choice([place for place, s in enumerate(scores) if s >= best - TIE])
            after = reached[chosen]
            if after is not None:  # where it leads, for the step that takes it (Memory.apply)
                memory.results.setdefault(key, {}).setdefault(legal[chosen], after)
            return legal[chosen]
        best = max(scores)
        return rng.choice([a for a, s in zip(legal, scores, strict=True) if s >= best - TIE])
