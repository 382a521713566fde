"""The one judge: how good each candidate move of a position is, and how sure we are.

Every screen that judges a move (the hint, `/analyse`, `/why`, the review's
key moments and round summaries, "try it yourself", the puzzles) reads a
`Judgement` from here, never a search of its own, so two screens can never
disagree about the same position.

A judgement is made for a position seen from one seat, at a named `Budget`:

* nominate: level 5's tree search (with the compiled core) or the quick
  value (without it) picks the candidate moves worth weighing;
* rate: each candidate, and each move a screen must weigh (the move played,
  a move tried), is played to the round's end in the same sampled worlds
  (common random numbers), keeping each world's rupee margin (the camel token
  included) and whether it took the Seal.

Worlds are sampled from the seat's own observation, and the seed is the
observation's own digest (`position_key`), so the same position judged at
the same budget always gets the same numbers, wherever and whenever it is
judged; a move added later (`judge_more`) is rated in the very same worlds.

Moves are compared by one value, the margin plus `SEAL_RUPEES` for each
whole Seal (so a percentage point of Seal chance weighs 0.8 rupees), and a
comparison is paired world by world.  A move is called better than another
only when the 95 % interval of their paired difference excludes zero and
the difference is at least `MIN_WORTH`: otherwise the two are about equally
good, and the words say so with their numbers.  `python -m bench.judge_noise`
measures how often two seeds name a different best move, and why these
thresholds.
"""

from __future__ import annotations

import hashlib
import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorbot.engine import Move, Observation, determinize
from tutorbot.engine.cards import CAMEL_TOKEN

from . import core
from .mcts import MctsBudget, mcts_shares
from .players import PER_WORLD_SEARCH, quick_values
from .playout_policy import PROGRESS_POLICY
from .rollouts import pick_candidates
from .round_copy import RoundCopy

#: What a whole Seal of Excellence weighs beside the round's rupee margin: the
#: Seal decides the match, a rupee only the round's margin.
SEAL_RUPEES = 80.0
#: The smallest paired difference (in the value above) a learner is told
#: about: 3 rupees of average margin, or about 4 points of Seal chance.
MIN_WORTH = 3.0
#: The paired interval's width in standard errors (95 %).
Z95 = 1.96
#: How often the pure-Python playout policy explores (the level-4 search's figure).
NOISE = 0.1


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a judgement weighs: the nominating search, how many candidates,
    and how many worlds each is played out in (with the core, and without it)."""

    name: str
    search: MctsBudget
    candidates: int
    worlds: int
    rollout_worlds: int

    @property
    def played_out(self) -> int:
        """The worlds each move is played out in, on this install."""
        return self.worlds if core.AVAILABLE else self.rollout_worlds


#: The judge's search: level 5's search of one tree a world, whose greedy
#: playouts end a round they win (`MctsBudget.seal_ends`).  Every candidate is
#: played out to the round's end, so a playout that walked past a round it won
#: by ending it would rate a move the opponent answers by ending the round, and
#: winning it, as a likely Seal.
JUDGE_SEARCH = replace(PER_WORLD_SEARCH, seal_ends=True)
#: The judge's rules, part of a kept judgement's name: a judgement kept under
#: another version was made by other playouts, and is made again rather than read.
JUDGE_VERSION = 2

#: The hint's depth: what `/hint`, `/analyse`, `/why` and every turn of the
#: review are judged at (the judge's search, at 500 simulations a world,
#: nominates; 200 worlds rate: a hint within half a second on one core).
HINT = Budget("hint", replace(JUDGE_SEARCH, sims=500), candidates=8, worlds=200, rollout_worlds=40)
#: A deeper look, for a move the hint's depth calls a mistake in the review
#: (and a puzzle's position): twice the nominating worlds, four times the rating's.
DEEP = Budget(
    "deep",
    replace(JUDGE_SEARCH, worlds=16, sims=500),
    candidates=8,
    worlds=800,
    rollout_worlds=120,
)
#: A refusal's alternative answers a move, not a question: a tenth of level 5's
#: simulations nominate and 40 worlds rate (tens of milliseconds).
QUICK = Budget(
    "quick",
    replace(JUDGE_SEARCH, sims=JUDGE_SEARCH.sims // 10),
    candidates=8,
    worlds=40,
    rollout_worlds=40,
)
#: The budgets by name: judgements name theirs, so a stored one is extended alike.
BUDGETS = {b.name: b for b in (HINT, DEEP, QUICK)}


def position_key(obs: Observation) -> str:
    """A digest of everything the seat sees of the round (the match's earlier
    rounds aside), naming the position wherever it is reached."""
    seen = (
        obs.player, obs.to_move, obs.round, obs.starter, obs.hand, obs.herd, obs.market,
        obs.deck_size, obs.discard, obs.goods_tokens, obs.bonus_left, obs.my_goods,
        obs.my_goods_from, obs.my_bonus, obs.opp_hand_size, obs.opp_herd, obs.opp_known,
        obs.opp_goods, obs.opp_goods_from, obs.opp_bonus_counts, obs.seals,
    )  # fmt: skip
    return hashlib.blake2b(repr(seen).encode(), digest_size=12).hexdigest()


def _seed(key: str, budget: Budget, salt: str = "") -> int:
    text = f"{key}:{budget.name}{salt}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest())


@dataclass(frozen=True, slots=True)
class Outcomes:
    """One move played out in every world of a judgement: each world's rupee
    margin for the mover and whether the mover took the Seal there."""

    move: Move
    margins: tuple[int, ...]
    seals: tuple[bool, ...]

    @property
    def margin(self) -> float:
        """The mean rupee margin at the round's end."""
        return sum(self.margins) / len(self.margins)

    @property
    def seal(self) -> float:
        """The share of worlds in which the mover took the Seal."""
        return sum(self.seals) / len(self.seals)

    def values(self) -> list[float]:
        """Each world's value: the margin plus `SEAL_RUPEES` for a Seal taken."""
        return [m + SEAL_RUPEES * s for m, s in zip(self.margins, self.seals, strict=True)]

    @property
    def value(self) -> float:
        """The mean value (what moves are ranked by)."""
        return self.margin + SEAL_RUPEES * self.seal


@dataclass(frozen=True, slots=True)
class Comparison:
    """Two moves of one judgement, paired world by world: what `better` (the
    higher valued) gains over `other`, and the 95 % half-width of that gain."""

    better: Outcomes
    other: Outcomes
    gain: float
    half_width: float

    @property
    def seal_gain(self) -> float:
        """How much more often the better move takes the Seal (a share)."""
        return self.better.seal - self.other.seal

    @property
    def margin_gain(self) -> float:
        """How many more rupees of average margin the better move keeps."""
        return self.better.margin - self.other.margin

    @property
    def separated(self) -> bool:
        """The judgement tells them apart: the gain is clear of the noise and
        large enough to tell a learner about."""
        return self.gain - self.half_width > 0 and self.gain >= MIN_WORTH

    @property
    def by_seal(self) -> bool:
        """The gain is more the Seal's than the margin's (the words quote the Seal)."""
        return SEAL_RUPEES * self.seal_gain >= self.margin_gain


@dataclass(frozen=True, slots=True)
class Judgement:
    """The candidate moves of one position, each played out in the same worlds,
    best first by value; `nominated` how many of them the search put forward
    (the rest were asked for: a move played, a move tried)."""

    key: str
    budget: str
    moves: tuple[Outcomes, ...]
    nominated: int
    #: Another draw of the worlds (the noise measurement's second run); "" in the product.
    salt: str = ""

    @property
    def worlds(self) -> int:
        """The worlds each move was played out in."""
        return len(self.moves[0].margins) if self.moves else 0

    @property
    def best(self) -> Outcomes:
        """The best-valued move (a judgement of a position with moves has one)."""
        return self.moves[0]

    def of(self, move: Move) -> Outcomes | None:
        """The move's outcomes (None: not weighed in this judgement)."""
        return next((o for o in self.moves if o.move == move), None)

    def compare(self, a: Move, b: Move) -> Comparison:
        """`a` and `b` (both weighed here), the better-valued one first."""
        first, second = self.of(a), self.of(b)
        if first is None or second is None:
            raise KeyError(f"{a if first is None else b} was not weighed")
        if second.value > first.value:
            first, second = second, first
        diffs = [x - y for x, y in zip(first.values(), second.values(), strict=True)]
        gain = statistics.fmean(diffs)
        spread = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
        return Comparison(first, second, gain, Z95 * spread / math.sqrt(len(diffs)))

    def against_best(self, move: Move) -> Comparison | None:
        """`move` against the best other move weighed (None: nothing else was)."""
        others = [o for o in self.moves if o.move != move]
        if not others or self.of(move) is None:
            return None
        return self.compare(move, others[0].move)

    def to_dict(self) -> dict[str, object]:
        """A compact JSON form (moves in notation, outcomes as lists)."""
        return {
            "k": self.key,
            "b": self.budget,
            "n": self.nominated,
            "m": [[str(o.move), list(o.margins), "".join("1" if s else "0" for s in o.seals)]
                  for o in self.moves],
        }  # fmt: skip

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Judgement:
        """The judgement `to_dict` wrote."""
        from tutorbot.engine import parse_move

        rows = data["m"]
        assert isinstance(rows, list)
        moves = tuple(
            Outcomes(parse_move(m), tuple(margins), tuple(c == "1" for c in seals))
            for m, margins, seals in rows
        )
        return cls(str(data["k"]), str(data["b"]), moves, int(str(data["n"])))


def judge(
    obs: Observation, budget_name: str = "hint", must: Sequence[Move] = (), salt: str = ""
) -> Judgement:
    """Judge `obs.player`'s position at the named budget (`BUDGETS`): the
    nominated moves and each legal move of `must`, best first.  A pure
    function of its arguments (`salt` draws other worlds: for measuring noise)."""
    budget = BUDGETS[budget_name]
    key = position_key(obs)
    legal = list(obs.legal_moves())
    if not legal:
        return Judgement(key, budget.name, (), 0, salt)
    chosen = _nominated(obs, legal, budget, _seed(key, budget, salt))
    nominated = len(chosen)
    chosen += [m for m in dict.fromkeys(must) if m not in chosen and m in legal]
    outcomes = _played_out(obs, chosen, budget, _seed(key, budget, salt))
    return Judgement(key, budget.name, _ranked(outcomes), nominated, salt)


def judge_more(obs: Observation, judgement: Judgement, moves: Sequence[Move]) -> Judgement:
    """`judgement` with `moves` (legal ones not yet weighed) rated in its very worlds."""
    legal = obs.legal_moves()
    extra = [m for m in dict.fromkeys(moves) if judgement.of(m) is None and m in legal]
    if not extra:
        return judgement
    budget = BUDGETS[judgement.budget]
    added = _played_out(obs, extra, budget, _seed(judgement.key, budget, judgement.salt))
    return replace(judgement, moves=_ranked([*judgement.moves, *added]))


def _ranked(outcomes: Sequence[Outcomes]) -> tuple[Outcomes, ...]:
    return tuple(sorted(outcomes, key=lambda o: -o.value))


def _nominated(obs: Observation, legal: list[Move], budget: Budget, seed: int) -> list[Move]:
    """The search's `budget.candidates` root moves with the most summed visit
    share (without the core: the best by quick value, each kind of move kept)."""
    if len(legal) <= 1:
        return legal
    if not core.AVAILABLE:
        return pick_candidates(legal, quick_values(obs, legal, False), budget.candidates)
    roots, shares = mcts_shares(obs, random.Random(f"nominate:{seed}"), budget.search)
    order = sorted(range(len(roots)), key=lambda i: -shares[i])
    return [roots[i] for i in order[: budget.candidates]]


def _played_out(obs: Observation, chosen: list[Move], budget: Budget, seed: int) -> list[Outcomes]:
    """Each of `chosen` played to the round's end in the judgement's worlds.
    The worlds and each world's playout seed follow from the judgement's seed
    alone, so a move's outcomes never depend on which other moves are rated."""
    if not chosen:
        return []
    if core.AVAILABLE:
        return _in_core(obs, chosen, budget, seed)
    return _by_rollouts(obs, chosen, budget.rollout_worlds, seed)


def _in_core(obs: Observation, chosen: list[Move], budget: Budget, seed: int) -> list[Outcomes]:
    c = core.core()
    rng = random.Random(seed)
    me = obs.player
    margins: list[list[int]] = [[] for _ in chosen]
    seals: list[list[bool]] = [[] for _ in chosen]
    index: list[int] = []
    search = budget.search
    for _ in range(budget.worlds):
        state = core.flat_state(determinize(obs, rng))
        if not index:  # the root moves depend only on what the mover sees
            roots = core.legal_moves(state)
            index = [roots.index(m) for m in chosen]
        world_seed = rng.getrandbits(64)
        for i, k in enumerate(index):
            after = c.play(state, k)
            r0, r1, seal = c.playout(
                after, search.weights, search.explore, world_seed, search.seal_ends
            )
            margins[i].append(r0 - r1 if me == 0 else r1 - r0)
            seals[i].append(seal == me)
    return [Outcomes(m, tuple(margins[i]), tuple(seals[i])) for i, m in enumerate(chosen)]


def _margin(copy: RoundCopy, me: int) -> int:
    rupees = copy.rupees[:]
    h0, h1 = copy.herds
    if h0 != h1:
        rupees[0 if h0 > h1 else 1] += CAMEL_TOKEN
    return rupees[me] - rupees[1 - me]


def _by_rollouts(obs: Observation, chosen: list[Move], worlds: int, seed: int) -> list[Outcomes]:
    """The pure-Python rating: level 4's playout policy in the same worlds."""
    rng = random.Random(seed)
    me = obs.player
    margins: list[list[int]] = [[] for _ in chosen]
    seals: list[list[bool]] = [[] for _ in chosen]
    for _ in range(worlds):
        base = RoundCopy.of(determinize(obs, rng))
        world_seed = rng.getrandbits(32)
        for i, move in enumerate(chosen):
            sim = base.copy()
            sim.play(move)
            outcome = PROGRESS_POLICY.play_out(sim, me, random.Random(world_seed), NOISE)
            margins[i].append(_margin(sim, me))
            seals[i].append(outcome > 0)
    return [Outcomes(m, tuple(margins[i]), tuple(seals[i])) for i, m in enumerate(chosen)]
