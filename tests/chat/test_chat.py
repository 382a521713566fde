"""The conversation, driven by button presses, in every language and at every level."""

from __future__ import annotations

import asyncio
import dataclasses
import json

import fakeredis
import pytest

from tests.support.chat_driver import Driver
from tests.support.sessions import fail_one_save
from tutorbot.ai import LEVELS, get_player
from tutorbot.ai.judge import Judgement, judge
from tutorbot.chat import Command, Press, Reply, User
from tutorbot.chat import payload as P
from tutorbot.chat.board import PHONE_COLUMNS, display_width
from tutorbot.chat.judgements import kept_name
from tutorbot.engine import Card, Game, MoveParseError, Played, build_position, parse_move
from tutorbot.store import Session
from tutorbot.store.budget import BudgetSettings, RedisComputeBudget
from tutorbot.tutor import EMOJI, Tutor, card_count
from tutorbot.tutor.claims import holds
from tutorbot.tutor.explain import first_seal
from tutorbot.tutor.facts import PUBLIC_KINDS, Kind, decode_facts, verdict_mine
from tutorbot.tutor.receipts import receipt

MATCHES = [("en", 1, 11), ("it", 2, 12), ("fr", 3, 13), ("ru", 4, 14), ("ja", 5, 15), ("it", 3, 21)]


@pytest.mark.parametrize(("lang", "level", "seed"), MATCHES)
async def test_a_whole_match_by_buttons(lang, level, seed):
    d = Driver(lang, seed)
    await d.play_match(level)
    session = await d.session()
    game = Game.from_dict(session.position)
    assert session.finished and game.match_over
    everything = "\n".join(d.texts)
    t = Tutor(lang, strict=True)
    summary = t.match_summary(game.seals, 0, game.winner)
    assert summary in everything
    assert everything.count("🏁") >= len(game.results)  # a summary for each round
    assert t.t("round-seals", mine=game.seals[0], theirs=game.seals[1]) in everything
    assert "🤖" in everything  # the AI's moves were described
    stats = await d.store.get_stats(d.user.id)
    won = game.winner == 0
    assert stats.get(level, "matches_won") == int(won)
    assert stats.get(level, "matches_lost") == int(not won)
    rounds = [r.seal for r in game.results if r.seal is not None]
    assert stats.get(level, "rounds_won") == rounds.count(0)
    assert stats.get(level, "rounds_lost") == rounds.count(1)
    assert all(len(p.encode()) <= 64 for p in d.payloads)
    # a finished game's buttons are old now
    old = next(p for p in d.payloads if P.decode_game(p))
    reply = await d.send(Press(old))
    assert t.t("old-board") in reply.text()


async def test_board_shows_what_a_player_needs():
    d = Driver("en", 3)
    reply = await d.command("new", "2")
    board = reply.board.text
    game = await d.game()
    obs = game.observation(0)
    for line in ("🏪", "✋", "🐪", "🤖", "📦", "🪙", "💰", "👉"):
        assert line in board

    for card in Card:
        if obs.market[card]:
            assert EMOJI[card] in board.splitlines()[1]
    assert f"{obs.deck_size} cards" in board
    assert len(board.splitlines()) <= 12
    assert max(display_width(x) for x in board.splitlines()) <= PHONE_COLUMNS


async def setup_position(d: Driver, hand, herd=0, market=None, opp=("leather",)) -> None:
    """Put a hand-made position in the chat, as a lesson would."""
    market = market or ["diamond", "gold", "camel", "camel", "camel"]
    position = build_position(market, (list(hand), list(opp)), (herd, 0))
    await d.command("new", "1")
    session = await d.session()
    session.position = Game.from_dict(position).to_dict()
    assert (await d.store.save_game(d.chat_id, session)).applied
    await d.command("board")


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
async def test_signature_refusals_through_buttons(lang):
    t = Tutor(lang, strict=True)
    # 1 for 1 exchange
    d = Driver(lang)
    await setup_position(d, ["silver", "cloth"])
    before = await d.session()
    await d.press(P.EXCHANGE_MENU)
    await d.press(P.TOGGLE_TAKE, 0)
    await d.press(P.TOGGLE_GIVE, 0)
    reply = await d.press(P.CONFIRM)
    assert reply.rule == "exchange.minimum_two"
    assert t.rule("exchange.minimum_two") in reply.text()
    assert d.find(P.CONFIRM)  # the builder stays open to be fixed
    after = await d.session()
    assert after.position == before.position and after.builder.take == [0]
    # then fixed: add a second card on both sides
    await d.press(P.TOGGLE_TAKE, 1)
    await d.press(P.TOGGLE_GIVE, 1)
    reply = await d.press(P.CONFIRM)
    assert reply.rule is None and (await d.game()).to_move == 0  # AI answered
    # a single diamond
    d = Driver(lang)
    await setup_position(d, ["diamond", "cloth"])
    await d.press(P.SELL_MENU)
    reply = await d.press(P.SELL_GOOD, 0)
    assert reply.rule == "sell.precious_minimum"
    held = t.t("refusal-sell-precious-minimum", held=1, cards=card_count(t.t, Card.DIAMOND, 1))
    assert reply.messages[0].text.splitlines()[:2] == [t.t("refusal-title"), held]
    # an eighth card
    d = Driver(lang)
    await setup_position(d, ["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"], 2)
    await d.press(P.TAKE_MENU)
    reply = await d.press(P.TAKE, 0)
    assert reply.rule == "hand.limit_seven"
    after = t.t("refusal-hand-limit-seven", after=8)
    assert reply.messages[0].text.splitlines()[:2] == [t.t("refusal-title"), after]
    assert "💡" in reply.messages[0].text  # with a legal alternative
    # no good can be taken with 7 in hand: the menu of them closes, and the
    # board offers the moves again (a play-tester found only "Back" there)
    assert (await d.session()).builder is None
    payloads = [P.decode(b.payload) for b in reply.buttons()]
    assert not any(getattr(p, "action", None) == P.TAKE for p in payloads)
    assert any(getattr(p, "action", None) == P.TAKE_MENU for p in payloads)


async def test_typed_moves_and_parse_errors():
    d = Driver("en")
    await setup_position(d, ["silver", "cloth"])
    reply = await d.type("exchange diamond for silver")
    assert reply.rule == "exchange.minimum_two"
    reply = await d.type("take rubies")
    assert "“rubies” is not a card" in reply.text() and reply.rule is None
    reply = await d.type("take diamond")
    assert reply.rule is None and (await d.session()).history[0] == Played(
        0, parse_move("take diamond")
    )


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
async def test_typed_text_is_answered_by_the_tutor_in_the_players_language(lang):
    """A typo is worded by the tutor, not the parser's English (and in a game,
    the one move it fits is offered as a button); a text that breaks a rule
    ("sell gold silver") is refused like a move, board and all."""
    tutor = Tutor(lang, strict=True)
    d = Driver(lang)
    await setup_position(d, ["silver", "gold", "gold"])
    with pytest.raises(MoveParseError) as typo:
        tutor.read_move("tkae diamond")  # without a position: "take diamond" suggested
    assert "tkae" in tutor.parse_error(typo.value)
    reply = await d.type("tkae diamond")
    assert reply.text() == tutor.t("parse-ambiguous", count=1) and reply.rule is None
    [[offered], _back] = reply.messages[0].buttons
    assert offered.label == tutor.move(parse_move("take diamond"))
    assert (await d.session()).history == []
    reply = await d.type("sell gold silver")
    assert reply.rule == "sell.one_type" and reply.toast == tutor.t("refusal-title")
    lines = reply.messages[0].text.splitlines()
    assert lines[0] == tutor.t("refusal-title") and lines[-1] == tutor.rule("sell.one_type")
    assert reply.board is not None and (await d.session()).history == []
    await d.send(Press(offered.payload))  # the offered move, played
    assert (await d.session()).history[0] == Played(0, parse_move("take diamond"))


async def test_old_board_and_double_tap_change_nothing():
    d = Driver("en", 4)
    await d.command("new", "1")
    first = d.find(P.TAKE_MENU)
    await d.send(Press(first))
    v = (await d.session()).version
    reply = await d.send(Press(first))  # the same button again: an old board
    assert Tutor("en").t("old-board") in reply.text()
    assert (await d.session()).version == v
    # two taps at once: one move applied
    take = next(p for p in d.payloads[-5:] if P.decode_game(p) and P.decode_game(p).action == "T")
    replies = await asyncio.gather(d.send(Press(take)), d.send(Press(take)))
    session = await d.session()
    assert len([h for h in session.history if h.seat == 0]) == 1
    assert sum(Tutor("en").t("old-board") in r.text() for r in replies) >= 1


async def test_group_chat_only_the_owner_plays():
    d = Driver("en", 5, chat_id=-100, user_id=1)
    await d.command("new", "1")
    button = d.find(P.CAMELS)  # a new deal always has camels in the market
    v = (await d.session()).version
    reply = await d.send(Press(button), user=User(2, "en", "Bob"))
    assert reply.toast == Tutor("en").t("not-your-game")
    assert (await d.session()).version == v
    reply = await d.send(Command("new", "1"), user=User(2, "en", "Bob"))
    assert Tutor("en").t("not-your-game") in reply.text()


async def test_commands():
    d = Driver("fr")
    reply = await d.command("start")
    assert "Ann" in reply.text() and reply.buttons()
    assert Tutor("fr").t("no-game") in (await d.command("board")).text()
    reply = await d.command("rules", "2")
    t = Tutor("fr", strict=True)
    header = t.t("rules-header", page=2, pages=t.page_count, title=t.t("rules-title-2"))
    assert reply.text().splitlines()[0] == header and len(reply.buttons()) == 2
    reply = await d.command("language", "ja")
    assert (await d.store.get_prefs(1)).lang == "ja"
    reply = await d.command("help")
    assert "/new" in reply.text()
    await d.command("level", "4")
    assert (await d.store.get_prefs(1)).level == 4
    await d.command("mode", "off")
    assert (await d.store.get_prefs(1)).mode == "off"
    await d.command("new", "2")
    reply = await d.command("hint")
    assert "💡" in reply.text()
    reply = await d.command("resign")  # asks first
    assert not (await d.session()).finished and reply.text() == Tutor("ja").t("resign-confirm")
    reply = await d.press(P.RESIGN_YES)
    assert (await d.session()).finished
    stats = await d.command("stats")
    assert "ゲーム0勝1敗" in stats.text()  # the language was switched to Japanese above


async def test_first_time_notes_once_in_a_lifetime():
    d = Driver("en")
    await setup_position(d, ["silver"], herd=0)
    reply = await d.press(P.CAMELS)
    note = Tutor("en").t("note-first-camels")
    assert note in reply.text()
    assert "first-camels" in await d.store.seen_notes(1)
    await setup_position(d, ["silver"], herd=0)
    reply = await d.press(P.CAMELS)
    assert note not in reply.text()


async def test_why_explains_the_last_ai_move():

    d = Driver("en", 8)
    await d.command("new", "3")
    await d.press(P.CAMELS)
    last = (await d.session()).last_ai
    assert last.seat == 1  # the AI's
    reply = await d.press(P.WHY)
    t = Tutor("en", strict=True)
    facts = decode_facts(last.facts)
    assert facts  # the AI's move explained with facts the player may know
    assert {f.kind for f in facts} <= PUBLIC_KINDS
    # and the verdict search's numbers, from what the AI saw when it chose
    s = await d.session()
    ply = len(s.history) - 1
    assert s.history[ply] == Played(1, last.move)
    start = Game.new(seed=int(s.game_id, 16), first=0)
    for entry in s.history[:ply]:
        start.play(entry.move)
    assert Game.from_dict(last.before) == start  # the game kept with the move
    move = last.move
    judgement = judge(start.observation(1), "hint", (move,))
    verdict = verdict_mine(move, judgement)
    assert verdict and verdict[0].kind is Kind.VERDICT_MINE
    assert holds(verdict[0], start.observation(1), move, judgement)
    # the first time the judge's numbers show, read with the line's own first one
    explained = t.t("verdict-explained", seal=first_seal(verdict))
    assert reply.text() == t.why(move, facts + verdict, last.market_camels) + "\n\n" + explained


async def test_why_leaves_out_the_verdict_when_the_history_is_not_this_game():
    d = Driver("en", 8)
    await d.command("new", "3")
    await setup_position(d, ["silver", "silver"], herd=1)
    await d.press(P.CAMELS)
    last = (await d.session()).last_ai
    reply = await d.press(P.WHY)
    t = Tutor("en", strict=True)
    facts = decode_facts(last.facts)
    assert last.before is None  # a hand-made position: no game kept to rate from
    assert reply.text() == t.why(last.move, facts, last.market_camels)


async def test_why_on_a_session_stored_before_the_game_was_kept_says_the_facts():
    """A session saved before the game ahead of the AI's move was kept with it
    (no ``av``): it reads, the same game, and "why" says the facts alone."""
    import json
    import zlib

    d = Driver("en", 8)
    await d.command("new", "3")
    await d.press(P.CAMELS)
    key = d.store.keys.game(d.chat_id)
    body = json.loads(zlib.decompress((await d.store.client.hget(key, "data"))[1:]))
    assert "av" in body
    del body["av"]
    old = b"Z" + zlib.compress(json.dumps(body, separators=(",", ":")).encode())
    await d.store.client.hset(key, "data", old)
    session = await d.session()
    last = session.last_ai
    assert last is not None and last.before is None
    assert session.history[-1] == Played(1, last.move)
    reply = await d.press(P.WHY)
    t = Tutor("en", strict=True)
    assert reply.text() == t.why(last.move, decode_facts(last.facts), last.market_camels)


async def test_store_outage_is_a_polite_message():
    from tutorbot.store import RedisStore
    from tutorbot.store.connection import client_for

    d = Driver("it", store=RedisStore(client_for("redis://127.0.0.1:1/0", timeout=0.1)))
    reply = await d.command("new", "1")
    assert reply.text() == Tutor("it").t("error-unavailable")


def test_sessions_are_plain_data():
    assert dataclasses.is_dataclass(Session)


async def test_a_resignation_whose_save_reply_was_lost_counts_once():
    d = Driver("en", 6)
    await d.command("new", "1")
    await d.command("resign")
    log = fail_one_save(d.store, after_applied=True)
    reply = await d.press(P.RESIGN_YES)
    assert log == ["failed after", "retried: 1"]
    assert Tutor("en").t("resigned") in reply.text()  # not "someone saved first"
    assert (await d.store.get_stats(1)).by_level == {1: {"matches_lost": 1}}
    assert (await d.session()).finished


def test_a_press_is_decoded_once_and_the_table_says_when_the_ai_thinks():
    from tutorbot.chat.payload import GamePayload, PlainPayload

    conv = Driver().conv
    take = Press(P.game("ab12", 3, P.TAKE, 2))
    assert take.button == GamePayload("ab12", 3, P.TAKE, "2")
    assert Press(P.plain(P.RULES, 2)).button == PlainPayload(P.RULES, "2")
    assert conv.may_think(take)
    assert not conv.may_think(Press(P.game("ab12", 3, P.TAKE_MENU)))
    assert not conv.may_think(Press(P.plain(P.LEVEL, 5)))
    assert not conv.may_think(Press(P.game("Fab12", 3, P.TAKE, 2)))  # between friends


async def test_hint_is_the_verdicts_best_move_and_the_same_when_asked_again():
    from tutorbot.tutor.facts import facts_for

    d = Driver()
    await d.command("new", "2")
    first = await d.command("hint")
    again = await d.command("hint")
    t = Tutor("en", strict=True)
    # the numbers explained the first time they are shown, and then no more
    # ...quoting the hint's own first Seal percentage, not a made-up one
    seal = int(again.text().split("the Seal in ", 1)[1].split("%", 1)[0])
    explained = t.t("verdict-explained", seal=seal)
    assert first.text() == again.text() + "\n\n" + explained
    assert f"in {seal} of every 100" in first.text()
    assert "💡" in again.text() and "How to read" not in again.text()
    s = await d.session()
    game = Game.from_dict(s.position)
    obs = game.observation(s.human)
    judgement = judge(obs, "hint")
    best = judgement.best.move
    assert again.text() == t.hint(best, facts_for(obs, best, judgement), obs.market[Card.CAMEL])


def _board_position() -> Game:
    """A spice pile with one token left, an empty diamond pile, and the player
    (seat 0) holding bonus tokens of 2 and 5."""
    return Game.from_dict(
        build_position(
            ["cloth", "spice", "leather", "leather", "camel"],
            (["gold", "gold", "spice", "spice"], ["silver"]),
            (2, 1),
            goods_tokens={
                "diamond": [],
                "gold": [6, 5, 5, 5],
                "silver": [5, 5, 5, 5, 5],
                "cloth": [5, 3, 3, 2, 2, 1, 1],
                "spice": [1],
                "leather": [4, 3, 2, 1, 1, 1, 1, 1, 1],
            },
            bonus_tokens={"3": [3, 3, 2, 1, 1], "4": [6, 6, 5, 4, 4], "5": [10, 10, 9, 8, 8]},
            won=[
                {"goods": [7, 7, 5, 5, 5, 6], "bonus": [2, 5]},
                {"goods": [5, 3, 3, 2, 2, 1], "bonus": [2]},
            ],
        )
    )


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
def test_the_board_shows_every_pile_and_only_ones_own_bonus_values(lang):
    from tutorbot.chat.board import render_board

    game = _board_position()
    t = Tutor(lang, strict=True)
    mine = render_board(t, game.observation(0), 3, "trader")
    assert "💎–" in mine and "🥇6·5 ×4" in mine and "🌶️1 ×1" in mine and "👜4·3 ×9" in mine
    assert t.t("board-my-bonus", values="2·5") in mine
    theirs = render_board(t, game.observation(1), 3, "trader")
    assert "2·5" not in theirs and t.t("board-my-bonus", values="2") in theirs
    for text in (mine, theirs):
        assert max(display_width(line) for line in text.splitlines()) <= PHONE_COLUMNS


async def test_a_sale_gets_a_receipt_with_its_tokens_and_bonus():
    d = Driver("en", 8)
    await d.command("new", "1")
    await setup_position(d, ["leather", "leather", "leather", "leather"])
    game = await d.game()
    reply = await d.play_move(parse_move("sell 4 leather"))
    after = await d.game()
    bonus = after.bonus_won[0][-1]
    total = 4 + 3 + 2 + 1 + bonus
    expected = f"🧾 Sold 👜×4: 4+3+2+1+🏅{bonus} = 💰{total}"
    assert game.hands[0][Card.LEATHER] == 4
    assert expected in reply.text()


async def test_a_refusal_in_a_game_suggests_one_of_the_searchs_three_best_moves():
    """No hint asked here: the quick verdict's three best (the one a refusal
    waits for, seeded by the position)."""
    d = Driver("en", 8)
    await setup_position(d, ["cloth", "cloth", "spice"])
    reply = await d.type("sell 1 diamond")
    s = await d.session()
    obs = Game.from_dict(s.position).observation(s.human)
    quick = judge(obs, "quick")
    t = Tutor("en", strict=True)
    camels = obs.market[Card.CAMEL]
    said = [t.t("refusal-alternative", move=t.move(o.move, camels)) for o in quick.moves[:3]]
    assert any(line in reply.text() for line in said)


async def test_after_a_hint_a_refusal_suggests_from_the_hints_own_judgement():
    """Asked for a hint, then refused: the suggestion is chosen from the
    hint's judgement (the one the player was just shown), and no other
    judgement is made; the same refusal without a hint waits for a quick one."""
    from tutorbot.ai.judge import position_key
    from tutorbot.tutor.alternatives import alternative_for

    for hinted in (True, False):
        d = Driver("en", 8)
        await setup_position(d, ["cloth", "cloth", "spice"])
        if hinted:
            await d.command("hint")
        reply = await d.type("sell 1 diamond")
        s = await d.session()
        obs = Game.from_dict(s.position).observation(s.human)
        key = position_key(obs)
        quick = await d.store.judgements.get(key, kept_name("quick"))
        assert (quick is None) is hinted
        if hinted:
            hint = Judgement.from_dict(
                json.loads(await d.store.judgements.get(key, kept_name("hint")))
            )
            move = alternative_for(
                reply.rule, parse_move("sell 1 diamond"), obs, [o.move for o in hint.moves]
            )
            t = Tutor("en", strict=True)
            said = t.t("refusal-alternative", move=t.move(move, obs.market[Card.CAMEL]))
            assert said in reply.text()


async def test_analyse_shows_the_searchs_three_best_moves_the_first_being_the_hint():
    d = Driver()
    await d.command("new", "2")
    hint = (await d.command("hint")).text()
    reply = await d.command("analyse")
    t = Tutor("en", strict=True)
    text = reply.text()
    assert text.startswith("🔍 The search's three best moves here")
    blocks = text.split("\n\n")
    move = blocks[1].splitlines()[0].split(". ", 1)[1].split(":")[0]
    seal = int(blocks[1].split("the Seal in ", 1)[1].split("%", 1)[0])
    assert move in hint and blocks[-1] == t.t("verdict-explained", seal=seal)  # its own number
    # moves the judgement can't tell from the first are said to be about as good
    s = await d.session()
    judgement = judge(Game.from_dict(s.position).observation(s.human), "hint")
    top = judgement.moves[:3]
    close = 0
    for other in top[1:]:
        if judgement.compare(top[0].move, other.move).separated:
            break
        close += 1
    said = [t.t("analyse-close", count=close)] if close else []
    assert blocks[4:-1] == said and len(blocks) == 5 + len(said)
    assert (await d.command("analyze")).text() == text
    assert t.t("analyse-hidden") not in text


async def test_a_spent_explanation_budget_says_when_to_ask_again_in_the_players_language():
    for lang in ("en", "it", "fr", "ru", "ja"):
        d = Driver(lang=lang)
        now = [1000.0]
        d.serve(clock=lambda now=now: now[0])
        d.serve(
            budget=RedisComputeBudget(
                fakeredis.FakeAsyncRedis(), d.store.keys, BudgetSettings(1.0, 6.0)
            )
        )
        await d.command("new", "1")
        hints = [(await d.command("hint")).text() for _ in range(3)]
        spent = Tutor(lang).t("explain-budget-spent", seconds=5)
        assert hints[0].startswith("💡") and hints[1].startswith("💡")
        assert hints[2] == spent
        now[0] += 5
        assert (await d.command("hint")).text().startswith("💡")


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "/aide"),
        ("it", "/aiuto"),
        ("ru", "/pomosh"),
        ("ru", "помощь"),
        ("ru", "/Помощь"),
        ("ja", "/herupu"),
        ("ja", "ヘルプ"),
    ],
)
async def test_commands_in_the_players_words(lang, typed):
    """Latin aliases are commands (Telegram takes them after a slash); Russian
    and Japanese words work typed alone, with or without a slash."""
    d = Driver(lang)
    if typed.startswith("/") and typed[1:].isascii():
        reply = await d.command(typed[1:])
    else:
        reply = await d.type(typed)
    assert reply.text().startswith(Tutor(lang, strict=True).t("help"))


async def test_a_japanese_move_with_full_width_digits_is_not_a_command():
    d = Driver("ja")
    await d.command("new", "1")
    reply = await d.type("ダイヤを１枚売る")  # one diamond: refused, in Japanese
    assert reply.rule == "sell.precious_minimum" and Tutor("ja").t("help") not in reply.text()


async def test_a_move_typed_in_french_is_played():
    d = Driver("fr")
    await setup_position(d, ["silver", "cloth"])
    reply = await d.type("prendre le diamant")
    assert reply.rule is None and (await d.session()).history[0] == Played(
        0, parse_move("take diamond")
    )
    reply = await d.command("regles")
    assert reply.text().startswith(Tutor("fr").rules_page(1)[:20])


async def test_new_during_a_game_asks_first_and_an_abandon_is_a_resigned_loss():
    d = Driver("en", 3)
    t = Tutor("en", strict=True)
    await d.command("new", "1")
    first = (await d.session()).game_id
    reply = await d.command("new")
    assert reply.text() == t.t("abandon-confirm") and not (await d.session()).finished
    reply = await d.press(P.RESIGN_NO)  # no: the same game, its board again
    assert reply.board is not None and (await d.session()).game_id == first
    await d.command("new", "2")  # a level given asks too
    reply = await d.press(P.ABANDON_YES)
    assert (await d.session()).finished and t.t("choose-level") in reply.text()
    assert t.t("resigned") in reply.text()
    stats = (await d.command("stats")).text()
    level = t.level_name(1, LEVELS[1].key)
    assert t.t("stats-line", level=level, won=0, lost=1, rwon=0, rlost=0) in stats
    await d.send(Press(P.plain(P.LEVEL, 1)))  # the new game, no question now
    assert (await d.session()).game_id != first and not (await d.session()).finished


async def test_why_at_a_rounds_start_says_the_opponent_has_not_moved_this_round():
    d = Driver("en", 3)
    t = Tutor("en", strict=True)
    await d.command("new", "3")
    human = get_player(1, seed=1)
    while Game.from_dict((await d.session()).position).round == 1:
        session = await d.session()
        await d.type(str(human.choose(Game.from_dict(session.position).observation(0)).move))
    session = await d.session()
    reply = await d.command("why")
    # this deal: the player lost round 1 and starts round 2; the AI did move in round 1
    assert session.last_ai is None and any(h.seat == 1 for h in session.history)
    assert reply.text() == t.t("why-new-round", round=2)


async def test_every_move_of_ones_own_gets_a_short_receipt():
    d = Driver("en", 8)
    await setup_position(d, ["silver", "cloth"], herd=1)
    reply = await d.press(P.CAMELS)  # the market shows 3 camels
    assert "🧾 Took 3 🐪: herd 4." in reply.text()
    await setup_position(d, ["silver", "cloth"], herd=1)
    reply = await d.type("take diamond")
    assert "🧾 Took 💎: hand 3/7." in reply.text()
    await setup_position(d, ["silver", "cloth", "spice"], herd=1)
    reply = await d.type("exchange diamond gold for cloth spice")
    assert "🧾 Exchanged · ✋3/7\n🧵 🌶️ → 💎 🥇" in reply.text()
    four_kinds = "diamond gold silver cloth"  # the widest 4-for-4: 4 kinds for 3
    for lang in ("en", "it", "fr", "ru", "ja"):
        t = Tutor(lang, strict=True)
        for line in (
            receipt(t.t, parse_move("take diamond"), 7, 2),
            receipt(t.t, parse_move("camels"), 5, 11, camels=5),
            receipt(t.t, parse_move("exchange diamond gold silver for 2 camel cloth"), 6, 3),
            receipt(t.t, parse_move(f"exchange {four_kinds} for 2 camel spice leather"), 7, 3),
            receipt(t.t, parse_move("sell 4 cloth"), 3, 1, tokens=(5, 3, 3, 2), bonus=6),
            receipt(t.t, parse_move("sell 1 leather"), 3, 1),
            receipt(t.t, parse_move("sell 4 leather"), 3, 1, bonus=6),
        ):
            assert max(display_width(x) for x in line.splitlines()) <= PHONE_COLUMNS, line


async def test_receipts_write_cards_as_the_board_does():
    """One notation for cards: the board's "🐪×2" after the emoji, never "2🐪"
    (read as "2 leather" after 👜); the French receipt names the troc."""
    from tutorbot.chat.board import cards_line

    t = Tutor("en", strict=True)
    move = parse_move("exchange 2 cloth spice for leather 2 camel")
    line = receipt(t.t, move, 5, 1)
    assert f"{cards_line(t, move.given)} → {cards_line(t, move.taken)}" in line
    assert "👜 🐪×2 → 🧵×2 🌶️" in line
    assert "🧾 Troc" in receipt(Tutor("fr", strict=True).t, move, 5, 1)
    assert "🧾 Sold 🧵×4:" in receipt(t.t, parse_move("sell 4 cloth"), 3, 1, tokens=(5, 3, 3, 2))


async def test_a_sale_from_an_empty_pile_says_no_token_was_left():
    d = Driver("en", 8)
    await d.command("new", "1")
    full = {"diamond": [7, 7, 5, 5, 5], "gold": [6, 6, 5, 5, 5], "silver": [5] * 5}
    full |= {"cloth": [5, 3, 3, 2, 2, 1, 1], "spice": [5, 3, 3, 2, 2, 1, 1]}
    position = build_position(
        ["cloth", "spice", "gold", "gold", "camel"],
        (["leather", "spice"], ["silver"]),
        goods_tokens=full | {"leather": []},
        won=[{"goods": [], "bonus": []}, {"goods": [4, 3, 2, 1, 1, 1, 1, 1, 1], "bonus": []}],
    )
    session = await d.session()
    session.position = Game.from_dict(position).to_dict()
    assert (await d.store.save_game(d.chat_id, session)).applied
    await d.command("board")
    reply = await d.play_move(parse_move("sell 1 leather"))
    assert "🧾 Sold 👜: no tokens left = 💰0" in reply.text()
    for lang in ("it", "fr", "ru", "ja"):
        line = receipt(Tutor(lang, strict=True).t, parse_move("sell 1 leather"), 3, 1)
        assert ": 0 =" not in line and "：0 =" not in line


async def _sell_at_an_empty_deck(d: Driver, herds: tuple[int, int] = (0, 0)) -> Reply:
    """The player sells 2 leather with the deck out: the AI's answer ends round 1."""
    args = (["cloth", "spice", "leather", "gold", "camel"], (["leather", "leather"], ["silver"]))
    full = build_position(*args, herds=herds)
    position = build_position(*args, herds=herds, deck=[], discard=full["deck"])
    await d.command("new", "1")
    session = await d.session()
    session.position = Game.from_dict(position).to_dict()
    assert (await d.store.save_game(d.chat_id, session)).applied
    await d.command("board")
    return await d.play_move(parse_move("sell 2 leather"))


async def test_the_receipt_of_the_last_move_of_a_round_comes_before_the_rounds_end():
    """The player sells; the AI's answer ends the round (the deck is out): the
    player's receipt belongs to round 1, before its account and round 2's start."""
    d = Driver("en", 8)
    reply = await _sell_at_an_empty_deck(d)
    text = reply.text()
    assert (await d.game()).round == 2
    t = Tutor("en", strict=True)
    receipt_at = text.index("🧾 Sold 👜×2: 4+3 = 💰7")
    assert receipt_at < text.index("🏁") < text.index(t.t("round-start", round=2, who="opponent"))


async def test_why_with_the_explanation_budget_spent_still_says_the_facts_and_when_to_ask():
    d = Driver("en", 8)
    d.serve(clock=lambda: 1000.0)
    d.serve(
        budget=RedisComputeBudget(
            fakeredis.FakeAsyncRedis(), d.store.keys, BudgetSettings(1.0, 6.0)
        )
    )
    await d.command("new", "3")
    await d.press(P.CAMELS)
    for _ in range(2):
        assert (await d.command("hint")).text().startswith("💡")
    last = (await d.session()).last_ai
    reply = await d.command("why")
    t = Tutor("en", strict=True)
    facts = decode_facts(last.facts)
    said = t.why(last.move, facts, last.market_camels)
    assert [m.text for m in reply.messages] == [said, t.t("explain-budget-spent", seconds=5)]


@pytest.mark.parametrize(
    ("lang", "typed", "command"),
    [("fr", "/règles", "rules"), ("fr", "/problème", "puzzle"), ("fr", "/résultats", "stats")],
)
async def test_a_french_word_typed_with_its_accents_is_its_command(lang, typed, command):
    """Telegram takes only plain letters after a slash, so "/règles" arrives as
    text: it means what "/regles" means, as the terminal already reads it."""
    d, other = Driver(lang), Driver(lang)
    assert (await d.type(typed)).text() == (await other.command(command)).text()


async def test_levels_menu_keeps_the_level_for_the_next_games_and_leaves_the_game_alone():
    """/help says /level sets the level of the next games: a press in its menu
    keeps the level and starts nothing (a game in play goes on), with a button
    that starts one now; /new's menu still starts a game at once."""
    d = Driver("en")
    await d.command("new", "1")
    game = (await d.session()).game_id
    menu = await d.command("level")
    three = [b.payload for b in menu.buttons()][2]
    reply = await d.send(Press(three))
    assert (await d.store.get_prefs(1)).level == 3
    assert (await d.session()).game_id == game and not (await d.session()).finished
    assert reply.text() == Tutor("en").t("level-set", name="Trader (level 3)")
    (start,) = reply.buttons()
    assert start.payload == P.plain(P.LEVEL, 3)  # and this one starts a game (asking first)
    new_menu = await Driver("en").command("new")  # no game in play: the levels at once
    assert [b.payload for b in new_menu.buttons()][2] == P.plain(P.LEVEL, 3)


@pytest.mark.parametrize("lang", ["en", "ja"])
async def test_the_board_after_a_resign_says_the_game_is_over_not_whose_turn(lang):
    d = Driver(lang)
    await d.command("new", "1")
    await d.command("resign")
    reply = await d.press(P.RESIGN_YES)
    t = Tutor(lang, strict=True)
    board = [m for m in reply.messages if m.board][-1]
    assert board.text.splitlines()[-1] == t.t("board-game-over")
    assert t.t("board-your-turn") not in board.text


@pytest.mark.parametrize("lang", ["en", "it", "fr", "ru", "ja"])
async def test_the_helps_note_on_the_numbers_quotes_no_reading(lang):
    """/help shows no position: its note on the search's numbers says "N"."""
    text = (await Driver(lang).command("help")).text()
    assert "N%" in text.replace("\u202f", "") and "62" not in text


async def test_the_camel_token_note_follows_the_round_it_explains():
    """The first round a player sees scored: "Round 1 is over" comes first,
    then its account, then the first-time note on how the herds score, with
    this round's herds (the player's 3 camels against none)."""
    d = Driver("en", 8)
    reply = await _sell_at_an_empty_deck(d, herds=(3, 0))
    texts = [m.text for m in reply.messages]
    t = Tutor("en", strict=True)
    note = t.t("note-camel-token", who="me", mine=3, theirs=0)
    assert "🐪 3 against 0" in note
    account = next(i for i, text in enumerate(texts) if text.startswith("🏁"))
    assert texts.index(note) == account + 1
    assert "camel-token" in await d.store.seen_notes(1)


async def test_the_new_game_buttons_level_menu_marks_the_current_level():
    """The New game button under a result (and the review's) marks the level
    in force, as /level and /new do."""
    d = Driver("en", 3)
    t = Tutor("en", strict=True)
    await d.command("new", "3")
    await d.command("resign")
    await d.press(P.RESIGN_YES)
    reply = await d.send(Press(P.plain(P.NEW)))
    level = t.level_name(3, LEVELS[3].key)
    assert t.t("level-menu-current", level=level) in reply.text()
    assert "📍 " + level in [b.label for b in reply.buttons()]
