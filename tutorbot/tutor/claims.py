"""A predicate per kind of fact, checked against the engine itself.

`facts.facts_for` works a fact out from the observation; the predicate here
checks it the other way round: it deals full games that agree with the
observation (`determinize`), plays the move with the engine's own rules and
scoring, and looks at what happened.  Claims about hidden things are checked
in the world that is worst for them (the opponent's hidden bonus tokens at their
highest, the player's own new one at its lowest, for a claim that the player
wins; the reverse for one that they lose) and, for a likelihood, against the
share of many sampled worlds.  The tests and `bench/claims.py` run these over
thousands of positions from games between the AI's levels.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tutorbot.engine import BONUS_TOKENS, Game, Move, Observation, RoundEnd, determinize
from tutorbot.engine.cards import BONUS_SIZES, CAMEL, Card, bonus_pile_of_value
from tutorbot.engine.moves import Exchange, Sell, Take, TakeCamels
from tutorbot.engine.scoring import score_round

from .facts import Fact, Judged, Kind
from .verdict_claims import check_gain, check_mine, check_verdict

#: Sampled worlds per likelihood claim, and how far their share may stray from the
#: stated percent (four standard deviations at worst: a false alarm about once
#: in fifteen thousand claims).
SHARE_WORLDS = 400
SHARE_TOLERANCE = 0.1


def _played(obs: Observation, move: Move, rng: random.Random) -> tuple[Game, Game]:
    """A world consistent with `obs`, before and after the engine plays `move`."""
    world = determinize(obs, rng)
    after = world.copy()
    after.play(move)  # checked: a fact about an illegal move is already false
    return world, after


def _seal_after(game: Game, me: int) -> tuple[bool, int, int]:
    """(the player takes the Seal, their rupees, the opponent's) as the round
    stands in `game` (scored if over, else as if it ended now)."""
    result = game.results[-1] if game.round_over else None
    if result is None:
        result = score_round(
            game.round, game.round_end or RoundEnd.DECK, game.herds, game.goods_won, game.bonus_won
        )
    return result.seal == me, result.rupees[me], result.rupees[1 - me]


def _rigged(obs: Observation, rng: random.Random, good_for_me: bool) -> Game:
    """A world where the hidden bonus values are the best (or worst) for the
    player: the opponent's are the lowest (highest) of what is unseen, and the
    next token of every pile the lowest (highest) of the rest."""
    world = determinize(obs, rng)
    opp = 1 - obs.player
    world.bonus_won[opp] = []
    for i, size in enumerate(BONUS_SIZES):
        unseen = list(BONUS_TOKENS[size])
        for v in obs.my_bonus:
            if v in unseen and bonus_pile_of_value(v) == size:
                unseen.remove(v)
        unseen.sort(reverse=not good_for_me)  # the opponent's first
        k = obs.opp_bonus_counts[i]
        world.bonus_won[opp] += unseen[:k]
        rest = unseen[k:]
        rest.sort(reverse=good_for_me)  # the player's draw is the pile's first
        world.bonus_tokens[size] = rest
    return world


def _race_case(obs: Observation, move: Move, good_for_me: bool) -> tuple[bool, int, int]:
    world = _rigged(obs, random.Random(1), good_for_me)
    world.play(move)
    return _seal_after(world, obs.player)


def _race_share(obs: Observation, move: Move) -> float:
    rng = random.Random(2)
    wins = sum(_seal_after(_played(obs, move, rng)[1], obs.player)[0] for _ in range(SHARE_WORLDS))
    return wins / SHARE_WORLDS


def _holds_reply_race(fact: Fact, obs: Observation, move: Move) -> bool:
    """ "If your opponent ends the round next turn …": in the world whose hidden
    bonus values are the worst (for a win) or best (for a loss) for the player,
    every reply that ends the round gives that Seal, with rupees inside the
    ranges stated (the ending move's own tokens counted)."""
    a = fact.args
    win = fact.kind is Kind.RACE_SURE_WIN
    if not win and fact.kind is not Kind.RACE_SURE_LOSS:
        return False  # a likelihood is never said of the reply
    world = _rigged(obs, random.Random(1), good_for_me=not win)
    world.play(move)
    for reply in world.legal_moves():
        trial = world.copy()
        trial.play_unchecked(reply)
        if not trial.round_over:
            continue
        took, mine, theirs = _seal_after(trial, obs.player)
        low, high = int(a["mine"]), int(a["mine_high"])
        inside = low <= mine <= high and int(a["theirs"]) <= theirs <= int(a["theirs_high"])
        if took != win or not inside:
            return False
    return True


def _holds_race(fact: Fact, obs: Observation, move: Move) -> bool:
    a = fact.args
    if a["end"] == "reply":
        return _holds_reply_race(fact, obs, move)
    win_worst = _race_case(obs, move, False)
    win_best = _race_case(obs, move, True)
    numbers = win_worst[1] == a["mine"] and win_worst[2] == a["theirs_high"]
    numbers &= win_best[1] == a["mine_high"] and win_best[2] == a["theirs"]
    if fact.kind is Kind.RACE_SURE_WIN:
        return numbers and win_worst[0]
    if fact.kind is Kind.RACE_SURE_LOSS:
        return numbers and not win_best[0]
    share = _race_share(obs, move)
    percent = int(a["percent"]) / 100
    if fact.kind is Kind.RACE_LIKELY_WIN:
        close = abs(share - percent) <= SHARE_TOLERANCE and percent >= 0.5
    else:
        close = abs((1 - share) - percent) <= SHARE_TOLERANCE and percent > 0.5
    return numbers and close and win_best[0] and not win_worst[0]


def _can_end(game: Game) -> bool:
    """The player to move in `game` has a move that ends the round."""
    for reply in game.legal_moves():
        trial = game.copy()
        trial.play_unchecked(reply)
        if trial.round_over:
            return True
    return False


def _tokens(values: object) -> list[int]:
    return [int(v) for v in str(values).split("+") if v]


def _good(fact: Fact) -> int:
    return int(Card[str(fact.args["good"]).upper()])


def holds(fact: Fact, obs: Observation, move: Move, judgement: Judged | None = None) -> bool:
    """Whether `fact`, said about `move` in `obs` (the judge's verdicts: by
    `judgement`), is true."""
    if fact.kind in _VERDICT_CHECKS:
        return judgement is not None and _VERDICT_CHECKS[fact.kind](fact, obs, move, judgement)
    return _CHECKS[fact.kind](fact, obs, move, None)


def _check_only(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    return list(obs.legal_moves()) == [move]


def _check_ends(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    rng = random.Random(3)
    for _ in range(4):
        _, after = _played(obs, move, rng)
        if not after.round_over or after.results[-1].ended_by.value != fact.args["by"]:
            return False
    return True


def _check_opp_end(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    rng = random.Random(4)
    for _ in range(8):
        _, after = _played(obs, move, rng)
        if after.round_over or not _can_end(after):
            return False
        if len(after.deck) != fact.args["deck"]:
            return False
    return True


def _check_sale(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    world, after = _played(obs, move, random.Random(5))
    me = obs.player
    got = after.goods_won[me][len(world.goods_won[me]) :]
    a = fact.args
    if not isinstance(move, Sell) or _good(fact) != move.good or a["count"] != move.number:
        return False
    # what the tokens bring: the sale takes some (none is the empty pile's fact)
    return bool(got) and got == _tokens(a["tokens"]) and sum(got) == a["total"]


def _check_beyond(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    if not isinstance(move, Sell):
        return False
    world, after = _played(obs, move, random.Random(6))
    got = len(after.goods_won[obs.player]) - len(world.goods_won[obs.player])
    return got == int(fact.args["left"]) < move.number == fact.args["count"]


def _check_bonus(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    """The drawn bonus lies in the stated range whatever the hidden values are,
    and the range is within the pile's (told to the opponent, it is the whole pile's)."""
    if not isinstance(move, Sell):
        return False
    low, high = int(fact.args["low"]), int(fact.args["high"])
    pile = BONUS_TOKENS[int(fact.args["size"])]
    if not min(pile) <= low <= high <= max(pile):
        return False
    for good_for_me in (False, True):
        world = _rigged(obs, random.Random(7), good_for_me)
        before = len(world.bonus_won[obs.player])
        world.play(move)
        drawn = world.bonus_won[obs.player][before:]
        if len(drawn) != 1 or not low <= drawn[0] <= high:
            return False
    return True


def _check_no_bonus(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    world, after = _played(obs, move, random.Random(8))
    me = obs.player
    return (
        isinstance(move, Sell) and move.number >= 3 and after.bonus_won[me] == world.bonus_won[me]
    )


def _check_take_set(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    _, after = _played(obs, move, random.Random(9))
    g, held = _good(fact), int(fact.args["held"])
    if not isinstance(move, Take) or move.good != g or after.round_over:
        return False
    if after.hands[obs.player][g] != held:
        return False
    sale = after.copy()
    sale.to_move = obs.player
    before = len(sale.goods_won[obs.player])
    sale.play(Sell(Card(g), held))
    return sum(sale.goods_won[obs.player][before:]) == fact.args["pays"]


def _check_take_pile(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    pile = obs.goods_tokens[_good(fact)]
    return (
        isinstance(move, Take)
        and list(pile[:3]) == _tokens(fact.args["next"])
        and len(pile) == fact.args["left"]
    )


def _check_exchange(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    if not isinstance(move, Exchange):
        return False
    piles = obs.goods_tokens

    def worth(counts: Sequence[int]) -> int:
        total = 0
        for card, n in enumerate(counts):
            if card != CAMEL:
                total += sum(piles[card][:n])
        return total

    return (
        worth(move.taken) == fact.args["taken"]
        and worth(move.given) == fact.args["given"]
        and sum(move.given[:CAMEL]) == fact.args["given_goods"]
    )


def _check_hand(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    world, after = _played(obs, move, random.Random(10))
    size = sum(after.hands[obs.player])
    if fact.kind is Kind.HAND_FULL:
        return size == fact.args["size"] == 7 and sum(world.hands[obs.player]) < 7
    before = sum(world.hands[obs.player])
    return before == fact.args["before"] and before < size == fact.args["after"]


def _check_camels(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    _, after = _played(obs, move, random.Random(11))
    mine, theirs = after.herds[obs.player], after.herds[1 - obs.player]
    if (mine, theirs) != (fact.args["mine"], fact.args["theirs"]):
        return False
    if fact.kind is Kind.CAMELS_LEAD:
        return mine > theirs
    return mine == theirs if fact.kind is Kind.CAMELS_TIE else mine < theirs


def _check_leaves(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    """The market after the move (whatever the deck adds) shows at least that
    many of the good, and a sale of that many would bank the stated worth."""
    g, count = _good(fact), int(fact.args["count"])
    rng = random.Random(12)
    for _ in range(4):
        _, after = _played(obs, move, rng)
        if after.round_over or after.market[g] < count:
            return False
        if sum(after.goods_tokens[g][:count]) != fact.args["worth"]:
            return False
    return True


def _check_best_take(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    """In worlds after the move, the opponent may take the good, then holds at
    least the stated number of it (those they were seen taking among them), and
    a sale of that many next would bank the stated tokens."""
    g, held = _good(fact), int(fact.args["held"])
    if obs.opp_known[g] != fact.args["known"] or held != int(fact.args["known"]) + 1:
        return False
    rng = random.Random(14)
    opp = 1 - obs.player
    for _ in range(4):
        _, after = _played(obs, move, rng)
        if after.round_over or after.to_move != opp:
            return False
        take = Take(Card(g))
        if after.refusal_of(take) is not None:
            return False
        after.play(take)
        if after.hands[opp][g] < held:
            return False
        sale = after.copy()
        sale.to_move = opp
        before = len(sale.goods_won[opp])
        sale.play(Sell(Card(g), held))
        got = sale.goods_won[opp][before:]
        if got != _tokens(fact.args["tokens"]) or sum(got) != fact.args["worth"]:
            return False
    return True


def _check_draws(fact: Fact, obs: Observation, move: Move, rated: object) -> bool:
    world, after = _played(obs, move, random.Random(13))
    drawn = len(world.deck) - len(after.deck)
    return (
        isinstance(move, TakeCamels)
        and drawn == fact.args["count"]
        and len(after.deck) == fact.args["deck"]
    )


Check = Callable[[Fact, Observation, Move, object], bool]

_CHECKS: dict[Kind, Check] = {
    Kind.ONLY_MOVE: _check_only,
    Kind.ENDS_ROUND: _check_ends,
    Kind.RACE_SURE_WIN: lambda f, o, m, r: _holds_race(f, o, m),
    Kind.RACE_LIKELY_WIN: lambda f, o, m, r: _holds_race(f, o, m),
    Kind.RACE_LIKELY_LOSS: lambda f, o, m, r: _holds_race(f, o, m),
    Kind.RACE_SURE_LOSS: lambda f, o, m, r: _holds_race(f, o, m),
    Kind.SALE_TOKENS: _check_sale,
    Kind.SALE_BEYOND_PILE: _check_beyond,
    Kind.SALE_BONUS: _check_bonus,
    Kind.SALE_NO_BONUS: _check_no_bonus,
    Kind.TAKE_SET: _check_take_set,
    Kind.TAKE_PILE: _check_take_pile,
    Kind.EXCHANGE_WORTH: _check_exchange,
    Kind.HAND_GROWS: _check_hand,
    Kind.HAND_FULL: _check_hand,
    Kind.CAMELS_LEAD: _check_camels,
    Kind.CAMELS_TIE: _check_camels,
    Kind.CAMELS_BEHIND: _check_camels,
    Kind.LEAVES_MARKET: _check_leaves,
    Kind.OPP_BEST_TAKE: _check_best_take,
    Kind.DRAWS: _check_draws,
    Kind.OPP_CAN_END: _check_opp_end,
}

_VERDICT_CHECKS: dict[Kind, Callable[[Fact, Observation, Move, Judged], bool]] = {
    Kind.VERDICT_BEST: check_verdict,
    Kind.VERDICT_BEHIND: check_verdict,
    Kind.VERDICT_GAIN: check_gain,
    Kind.VERDICT_MINE: check_mine,
}


def positions_from_games(
    count: int, seed: int, players: Callable[[int, int], Callable[[Observation], Move]]
) -> list[Observation]:
    """`count` observations of the player to move, from whole games between the
    players `players(game_number, seat)` returns (a game's every turn, in order)."""
    out: list[Observation] = []
    number = 0
    while len(out) < count:
        game = Game.new(seed=seed * 7919 + number)
        choose = [players(number, 0), players(number, 1)]
        number += 1
        while not game.match_over and len(out) < count:
            if game.round_over:
                game.next_round()
                continue
            obs = game.observation(game.to_move)
            out.append(obs)
            game.play(choose[game.to_move](obs))
    return out
