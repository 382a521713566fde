"""One test per rule id of the catalogue: the rule allowing, and refusing."""

from __future__ import annotations

import pytest

from tutorbot.engine import (
    RULE_IDS,
    Card,
    Game,
    IllegalMove,
    Move,
    PositionError,
    Reason,
    RefusalDetails,
    build_position,
    parse_move,
)
from tutorbot.engine.scoring import score_round

COVERED: set[str] = set()


def rule(rule_id: str):
    """Mark a test as covering a rule id (checked by the last test)."""
    COVERED.add(rule_id)
    return lambda f: f


def game(market, hand, herd=0, opp=("leather",), opp_herd=0, **kw) -> Game:
    return Game.from_dict(build_position(market, (list(hand), list(opp)), (herd, opp_herd), **kw))


M = ["diamond", "gold", "camel", "camel", "camel"]


@rule("setup.market")
def test_setup_market():
    for seed in range(30):
        g = Game.new(seed=seed)
        assert sum(g.market) == 5 and g.market[Card.CAMEL] >= 3
        assert len(g.deck) == 55 - 5 - 10
    with pytest.raises(PositionError, match="market"):
        Game.from_dict(build_position(["diamond", "camel"], (["gold"], ["silver"])))


@rule("setup.deal")
def test_setup_deal():
    for seed in range(30):
        g = Game.new(seed=seed)
        for p in (0, 1):
            assert g.hands[p][Card.CAMEL] == 0
            assert sum(g.hands[p]) + g.herds[p] == 5
    with pytest.raises(PositionError, match="camel"):
        Game.from_dict(build_position(M, (["camel"], ["gold"])))


@rule("turn.take_or_sell")
def test_take_or_sell():
    g = game(M, ["silver", "silver"])
    assert g.check(parse_move("sell 2 silver")) is None
    assert g.check(parse_move("sell 2 silver and take diamond")) == "turn.take_or_sell"
    assert g.check(parse_move("take diamond and sell 2 silver")) == "turn.take_or_sell"


@rule("take.goods_or_camels")
def test_goods_or_camels():
    g = game(M, ["silver", "cloth"])
    assert g.check(parse_move("exchange diamond gold for silver cloth")) is None
    assert g.check(parse_move("exchange diamond camel for silver cloth")) == "take.goods_or_camels"


@rule("take.single")
def test_take_single():
    g = game(M, ["silver"])
    deck_top = g.deck[-1]
    g.play(parse_move("take diamond"))
    assert g.hands[0][Card.DIAMOND] == 1 and sum(g.market) == 5
    assert g.market[deck_top] >= 1  # the gap came from the deck's top
    g2 = game(M, ["silver"])
    assert g2.check(parse_move("take leather")) == "take.single"


@rule("take.camels_all")
def test_take_camels_all():
    g = game(M, ["silver"], herd=1)
    g.play(parse_move("camels"))
    assert g.herds[0] == 4 and sum(g.market) == 5
    g2 = game(M, ["silver"])
    assert g2.check(Move.take(Card.CAMEL)) == "take.camels_all"
    g3 = game(["diamond", "gold", "silver", "cloth", "spice"], ["leather"])
    assert g3.check(parse_move("camels")) == "take.camels_all"


@rule("exchange.same_number")
def test_exchange_same_number():
    g = game(M, ["silver", "cloth", "spice"])
    assert g.check(parse_move("exchange diamond gold for silver cloth")) is None
    assert g.check(parse_move("exchange diamond gold for silver cloth spice")) == (
        "exchange.same_number"
    )
    # camels from the herd may be given back
    g2 = game(M, ["silver"], herd=2)
    g2.play(parse_move("exchange diamond gold for camel camel"))
    assert g2.herds[0] == 0 and g2.market[Card.CAMEL] == 5
    # giving cards the player doesn't hold
    g3 = game(M, ["silver"])
    with pytest.raises(IllegalMove) as err:
        g3.play(parse_move("exchange diamond gold for cloth cloth"))
    assert err.value.rule == "exchange.same_number" and err.value.reason is Reason.NOT_HELD
    assert err.value.details.cards == (Card.CLOTH,)


@rule("exchange.minimum_two")
def test_exchange_minimum_two():
    g = game(M, ["silver", "cloth"])
    with pytest.raises(IllegalMove) as err:
        g.play(parse_move("exchange diamond for silver"))
    assert err.value.rule == "exchange.minimum_two"
    assert err.value.details == RefusalDetails(taken=1, given=1)
    assert g.check(parse_move("exchange diamond gold for silver cloth")) is None


@rule("exchange.same_type")
def test_exchange_same_type():
    g = game(["diamond", "gold", "cloth", "camel", "camel"], ["gold", "cloth", "silver"])
    assert g.check(parse_move("exchange diamond gold for gold silver")) == "exchange.same_type"
    assert g.check(parse_move("exchange diamond cloth for cloth silver")) == "exchange.same_type"
    assert g.check(parse_move("exchange diamond gold for cloth silver")) is None
    g2 = game(["diamond", "gold", "cloth", "camel", "camel"], ["spice", "silver"])
    assert g2.check(parse_move("exchange diamond gold for silver spice")) is None


@rule("hand.limit_seven")
def test_hand_limit_seven():
    full = ["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"]
    g = game(M, full, herd=2)
    with pytest.raises(IllegalMove) as err:
        g.play(parse_move("take diamond"))
    assert err.value.rule == "hand.limit_seven" and err.value.details.hand_after == 8
    # giving camels grows the hand
    err2 = g.refusal_of(parse_move("exchange diamond gold for camel camel"))
    assert err2 is not None and err2.rule == "hand.limit_seven" and err2.details.hand_after == 9
    assert err2.reason is Reason.HAND_FULL
    six = full[:6]
    assert game(M, six).check(parse_move("take diamond")) is None


@rule("hand.camels_not_counted")
def test_camels_not_counted():
    full = ["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"]
    g = game(M, full, herd=6)
    assert g.check(parse_move("camels")) is None  # 7 in hand, 6 in the herd: fine
    g.play(parse_move("camels"))
    assert g.herds[0] == 9 and sum(g.hands[0]) == 7
    g2 = game(M, full, herd=6)
    assert g2.check(parse_move("take diamond")) == "hand.limit_seven"  # the hand alone counts


@rule("sell.one_type")
def test_sell_one_type():
    g = game(M, ["cloth", "cloth", "spice"])
    assert g.check(parse_move("sell 2 cloth")) is None
    assert g.check(parse_move("sell 3 cloth")) == "sell.one_type"
    assert g.check(parse_move("sell 2 camel")) == "sell.one_type"


@rule("sell.precious_minimum")
def test_sell_precious_minimum():
    g = game(M, ["diamond", "gold", "gold", "cloth"])
    with pytest.raises(IllegalMove) as err:
        g.play(parse_move("sell 1 diamond"))
    assert err.value.rule == "sell.precious_minimum"
    assert err.value.details == RefusalDetails(good=Card.DIAMOND, held=1)
    assert err.value.reason is Reason.PRECIOUS_TOO_FEW
    assert g.check(parse_move("sell 2 gold")) is None
    assert g.check(parse_move("sell 1 cloth")) is None
    # even when one token is left
    tokens = build_position(M, (["silver"], ["leather"]))["goods_tokens"]
    tokens["silver"] = [5]
    g2 = Game.from_dict(
        build_position(
            M,
            (["silver"], ["leather"]),
            goods_tokens=tokens,
            won=[{"goods": [5, 5, 5, 5], "bonus": []}, {"goods": [], "bonus": []}],
        )
    )
    assert g2.check(parse_move("sell 1 silver")) == "sell.precious_minimum"


@rule("sell.tokens_top_first")
def test_tokens_top_first():
    g = game(M, ["cloth", "cloth"])
    g.play(parse_move("sell 2 cloth"))
    assert g.goods_won[0] == [5, 3]
    assert g.goods_tokens[Card.CLOTH] == [3, 2, 2, 1, 1]


@rule("sell.bonus")
def test_sell_bonus():
    for n, pile in ((3, 3), (4, 4), (5, 5)):
        g = game(M, ["leather"] * n, opp=["cloth"])
        top = g.bonus_tokens[pile][0]
        g.play(parse_move(f"sell {n} leather"))
        assert g.bonus_won[0] == [top]
    g = game(M, ["leather"] * 2, opp=["cloth"])
    g.play(parse_move("sell 2 leather"))
    assert g.bonus_won[0] == []


@rule("sell.tokens_short")
def test_tokens_short():
    d = build_position(M, (["spice"] * 3, ["leather"]))
    d["goods_tokens"]["spice"] = [1]
    d["won"][1]["goods"] = [5, 3, 3, 2, 2, 1]
    g = Game.from_dict(d)
    top = g.bonus_tokens[3][0]
    g.play(parse_move("sell 3 spice"))
    assert g.goods_won[0] == [1] and g.bonus_won[0] == [top]


def _almost_over_on_tokens() -> Game:
    d = build_position(M, (["cloth", "cloth"], ["leather"]))
    for good, won in (("diamond", [7, 7, 5, 5, 5]), ("gold", [6, 6, 5, 5, 5])):
        d["goods_tokens"][good] = []
        d["won"][1]["goods"] += won
    d["goods_tokens"]["cloth"] = [1, 1]
    d["won"][1]["goods"] += [5, 3, 3, 2, 2]
    return Game.from_dict(d)


@rule("round.end_tokens")
def test_round_end_tokens():
    g = _almost_over_on_tokens()
    g.play(parse_move("sell 1 cloth"))
    assert not g.round_over
    g.play(parse_move("take diamond"))
    g.play(parse_move("sell 1 cloth"))
    assert g.round_over and g.round_end == "tokens"
    assert g.check(parse_move("take gold")) == "round.end_tokens"
    assert g.legal_moves() == []


@rule("round.end_deck")
def test_round_end_deck():
    d = build_position(M, (["silver"], ["leather"]))
    rest = d["deck"]
    d["deck"] = rest[:1]
    d["discard"] = rest[1:]
    g = Game.from_dict(d)
    g.play(parse_move("take diamond"))  # the last deck card refills the market
    assert not g.round_over and len(g.deck) == 0
    g.play(parse_move("take gold"))  # nothing left to refill with
    assert g.round_over and g.round_end == "deck"
    assert g.check(parse_move("take diamond")) == "round.end_deck"


@rule("score.camel_token")
def test_camel_token():
    r = score_round(1, "deck", [4, 2], [[5], [5]], [[], []])
    assert r.camel_token == 0 and r.rupees == (10, 5)
    tie = score_round(1, "deck", [3, 3], [[5], [6]], [[], []])
    assert tie.camel_token is None and tie.rupees == (5, 6)


@rule("score.seal")
def test_seal_and_tiebreaks():
    assert score_round(1, "deck", [0, 0], [[7], [5]], [[], []]).seal == 0
    by_bonus = score_round(1, "deck", [0, 0], [[5, 5], [7]], [[], [3]])
    assert by_bonus.seal == 1 and by_bonus.tiebreak == "bonus"
    by_goods = score_round(1, "deck", [0, 0], [[5, 5], [7, 2, 1]], [[], []])
    assert by_goods.seal == 1 and by_goods.tiebreak == "goods"
    none = score_round(1, "deck", [0, 0], [[5], [5]], [[], []])
    assert none.seal is None and none.tiebreak == "none"


@rule("match.next_round")
def test_next_round_loser_starts():
    g = _almost_over_on_tokens()
    with pytest.raises(IllegalMove) as err:
        g.next_round()
    assert err.value.rule == "match.next_round"
    g.play(parse_move("sell 1 cloth"))
    g.play(parse_move("take diamond"))
    g.play(parse_move("sell 1 cloth"))
    assert g.round_over and g.last_result.seal == 1  # player 1 is far richer
    g.next_round()
    assert g.round == 2 and g.to_move == 0 and g.seals == [0, 1]
    assert sum(g.market) == 5 and g.goods_won == [[], []]


@rule("match.two_seals")
def test_two_seals_win():
    g = _almost_over_on_tokens()
    d = g.to_dict()
    d["seals"] = [0, 1]
    g = Game.from_dict(d)
    g.play(parse_move("sell 1 cloth"))
    g.play(parse_move("take diamond"))
    g.play(parse_move("sell 1 cloth"))
    assert g.match_over and g.winner == 1 and g.seals == [0, 2]
    with pytest.raises(IllegalMove) as err:
        g.next_round()
    assert err.value.rule == "match.two_seals"
    assert g.check(parse_move("take gold")) == "match.two_seals"


def test_every_rule_has_a_test():
    assert set(RULE_IDS) == COVERED


def test_refusal_of_builds_the_typed_error():
    """`IllegalMove(refusal, move)` carries the refusal `Game.refusal_of` gives,
    and the legacy forms (`Game.refusal`'s tuple, `IllegalMove(rule, ...)`) are gone."""
    g = game(M, ["silver"])
    move = parse_move("take spice")
    found = g.refusal_of(move)
    assert found is not None
    error = IllegalMove(found, move)
    assert error.refusal == found and error.rule == found.rule == "take.single"
    assert error.reason is Reason.NOT_IN_MARKET and error.details.cards == (Card.SPICE,)
    assert error.move == move
    assert not hasattr(g, "refusal")
    with pytest.raises(TypeError):
        IllegalMove(found, move, refusal=found)
