"""What a move does, as the mover can know it before playing: the cards and
tokens it moves, whether it ends the round or lets the opponent end it, and who
takes the Seal if the round ends, over every value the opponent's hidden bonus
tokens may have.  Hidden things are never read: the opponent's bonus values
are known only as the pool they come from, and the deck only by its size.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from tutorbot.engine import Exchange, Move, Observation, Sell, Take, TakeCamels
from tutorbot.engine.cards import (
    BONUS_SIZES,
    BONUS_TOKENS,
    CAMEL,
    CAMEL_TOKEN,
    EMPTY_PILES_TO_END,
    HAND_LIMIT,
    PRECIOUS,
    PRECIOUS_MINIMUM,
    bonus_pile_for,
    bonus_pile_of_value,
)


@dataclass(frozen=True, slots=True)
class Effect:
    """What a move does that the mover can know before playing it."""

    hand: tuple[int, ...]  # the mover's hand after the move
    herd: int
    market: tuple[int, ...]  # the market after the move, before the deck refills it
    drawn: int  # cards the deck must put in the market
    tokens: tuple[int, ...]  # goods tokens a sale banks
    piles: tuple[tuple[int, ...], ...]  # the goods piles after the move
    bonus_size: int | None  # the bonus pile a sale draws from (None: none, or it is empty)


def effect_of(obs: Observation, move: Move) -> Effect:
    """What `move` does from `obs`'s side, before the deck refills the market."""
    hand, market = list(obs.hand), list(obs.market)
    herd, drawn = obs.herd, 0
    tokens: tuple[int, ...] = ()
    piles = [tuple(p) for p in obs.goods_tokens]
    bonus_size = None
    if isinstance(move, Take):
        hand[move.good] += 1
        market[move.good] -= 1
        drawn = 1
    elif isinstance(move, TakeCamels):
        herd += market[CAMEL]
        drawn, market[CAMEL] = market[CAMEL], 0
    elif isinstance(move, Exchange):
        for c in range(CAMEL + 1):
            market[c] += move.given[c] - move.taken[c]
            if c != CAMEL:
                hand[c] += move.taken[c] - move.given[c]
        herd -= move.given[CAMEL]
    else:
        assert isinstance(move, Sell)
        g, n = move.good, move.number
        hand[g] -= n
        tokens = piles[g][:n]
        piles[g] = piles[g][n:]
        size = bonus_pile_for(n)
        if size is not None and obs.bonus_left[BONUS_SIZES.index(size)]:
            bonus_size = size
    return Effect(tuple(hand), herd, tuple(market), drawn, tokens, tuple(piles), bonus_size)


def ends_round(obs: Observation, effect: Effect) -> str | None:
    """ "tokens" or "deck" when the move ends the round, else None."""
    if sum(1 for p in effect.piles if not p) >= EMPTY_PILES_TO_END:
        return "tokens"
    if effect.drawn > obs.deck_size:
        return "deck"
    return None


def opponent_can_end(obs: Observation, effect: Effect) -> bool:
    """Whatever their hidden cards, the opponent can end the round on their next turn."""
    deck = obs.deck_size - effect.drawn
    camels = effect.market[CAMEL]  # at least these; the refill may add more
    if deck == 0 and (camels or obs.opp_hand_size < HAND_LIMIT):
        return True  # any take needs a card the deck no longer has
    if camels > deck:
        return True
    empty = sum(1 for p in effect.piles if not p)
    if empty == EMPTY_PILES_TO_END - 1:
        for g, pile in enumerate(effect.piles):
            held = obs.opp_known[g]
            minimum = PRECIOUS_MINIMUM if g in PRECIOUS else 1
            if pile and held >= max(len(pile), minimum):
                return True
    return False


def bonus_pool(obs: Observation, size: int) -> list[int]:
    """The values of pile `size` that are not the player's own: the opponent's
    tokens of that size and the pile's are these, in an order no one knows."""
    pool = list(BONUS_TOKENS[size])
    for value in obs.my_bonus:
        if bonus_pile_of_value(value) == size:
            pool.remove(value)
    return pool


def _worlds(obs: Observation, draw: int | None) -> Iterator[tuple[int, int, int]]:
    """(the opponent's hidden bonus total, the player's drawn bonus or 0, weight)
    over every equally likely assignment of the unseen bonus values."""
    per_size: list[list[tuple[int, list[int]]]] = []
    for i, size in enumerate(BONUS_SIZES):
        pool = bonus_pool(obs, size)
        options = []
        for combo in itertools.combinations(range(len(pool)), obs.opp_bonus_counts[i]):
            rest = [v for j, v in enumerate(pool) if j not in combo]
            options.append((sum(pool[j] for j in combo), rest))
        per_size.append(options)
    for choice in itertools.product(*per_size):
        hidden = sum(total for total, _ in choice)
        if draw is None:
            yield hidden, 0, 1
            continue
        rest = choice[BONUS_SIZES.index(draw)][1]
        for value in rest:
            yield hidden, value, 1


@dataclass(frozen=True, slots=True)
class Race:
    """Who takes the Seal if the round ends as things stand after the move."""

    share: float  # of the equally likely hidden bonus values, those where the player wins
    mine: tuple[int, int]  # the player's rupees, least and most
    theirs: tuple[int, int]


def race_after(obs: Observation, effect: Effect) -> Race:
    """The Seal by the rules (rupees with the camel token, then bonus tokens,
    then goods tokens), over every assignment of the hidden bonus values."""
    camel_mine = CAMEL_TOKEN if effect.herd > obs.opp_herd else 0
    camel_theirs = CAMEL_TOKEN if obs.opp_herd > effect.herd else 0
    base_mine = obs.my_rupees + sum(effect.tokens) + camel_mine
    base_theirs = obs.opp_visible_rupees + camel_theirs
    bonus_mine = len(obs.my_bonus) + (effect.bonus_size is not None)
    bonus_theirs = sum(obs.opp_bonus_counts)
    goods_mine = len(obs.my_goods) + len(effect.tokens)
    goods_theirs = len(obs.opp_goods)
    wins = total = 0
    mine: list[int] = []
    theirs: list[int] = []
    for hidden, drawn, weight in _worlds(obs, effect.bonus_size):
        m, t = base_mine + drawn, base_theirs + hidden
        mine.append(m)
        theirs.append(t)
        key = (m - t, bonus_mine - bonus_theirs, goods_mine - goods_theirs)
        wins += weight * (key > (0, 0, 0))
        total += weight
    return Race(wins / total, (min(mine), max(mine)), (min(theirs), max(theirs)))


@dataclass(frozen=True, slots=True)
class Ending:
    """One way the opponent may end the round on their next turn, and what it
    brings them: goods tokens, the most a bonus token drawn could be worth, and
    whether it may win them the camel token (a take of every camel)."""

    tokens: int
    bonus: int = 0
    camels: bool = False


def opponent_endings(obs: Observation, effect: Effect) -> list[Ending]:
    """Every way the opponent might end the round next turn, as far as what the
    player sees allows: a take the deck can no longer refill, a take of the
    camels the deck can't replace, or a sale that empties a third goods pile
    with cards they may hold."""
    deck = obs.deck_size - effect.drawn
    camels_at_most = effect.market[CAMEL] + min(effect.drawn, obs.unseen()[CAMEL])
    endings: list[Ending] = []
    if deck == 0 and obs.opp_hand_size < HAND_LIMIT:
        endings.append(Ending(0))  # one card taken, none to refill
    if camels_at_most > deck:
        endings.append(Ending(0, camels=True))
    empty = sum(1 for p in effect.piles if not p)
    if empty == EMPTY_PILES_TO_END - 1:
        for g, pile in enumerate(effect.piles):
            could_hold = min(obs.opp_known[g] + obs.unseen()[g], obs.opp_hand_size)
            need = max(len(pile), PRECIOUS_MINIMUM if g in PRECIOUS else 1)
            if not pile or could_hold < need:
                continue
            sizes = [s for s in BONUS_SIZES if s <= could_hold]  # a sale of 3, 4, 5 or more
            bonus = max((max(bonus_pool(obs, s), default=0) for s in sizes), default=0)
            endings.append(Ending(sum(pile), bonus))
    return endings


def race_after_reply(obs: Observation, effect: Effect) -> Race | None:
    """Who takes the Seal if the opponent ends the round on their next turn,
    whichever way they end it (`opponent_endings`) and whatever their hidden
    bonus values: a sure win or a sure loss, with the rupees of both sides
    over every such case (their ending move's tokens included); None when it
    depends on how they end it."""
    endings = opponent_endings(obs, effect)
    if not endings:
        return None
    camel_mine = CAMEL_TOKEN if effect.herd > obs.opp_herd else 0
    camel_theirs = CAMEL_TOKEN if obs.opp_herd > effect.herd else 0
    base_mine = obs.my_rupees + sum(effect.tokens)
    base_theirs = obs.opp_visible_rupees
    mine: list[int] = []
    theirs: list[int] = []
    for hidden, drawn, _ in _worlds(obs, effect.bonus_size):
        for end in endings:
            # a take of every camel may, or may not, give them the bigger herd;
            # a sale may, or may not, be big enough for a bonus token
            for flips in (False, True) if end.camels else (False,):
                for bonus in {0, end.bonus}:
                    mine.append(base_mine + drawn + (0 if flips else camel_mine))
                    t = base_theirs + hidden + end.tokens + bonus
                    theirs.append(t + (CAMEL_TOKEN if flips else camel_theirs))
    pairs = list(zip(mine, theirs, strict=True))
    span = Race(0.0, (min(mine), max(mine)), (min(theirs), max(theirs)))
    if all(m > t for m, t in pairs):
        return Race(1.0, span.mine, span.theirs)
    if all(m < t for m, t in pairs):
        return Race(0.0, span.mine, span.theirs)
    return None
