"""Friend games through the conversation: invitations, two private boards,
open hands, resigning, results, the idle and reminder deadlines (time injected)."""

from __future__ import annotations

import asyncio
import io

import pytest

from tests.support.friends_driver import START, Pair, code_in
from tutorbot.ai import get_player
from tutorbot.chat import Command, Press, Text
from tutorbot.chat import payload as P
from tutorbot.chat.board import cards_line
from tutorbot.engine import Game
from tutorbot.engine.cards import CAMEL
from tutorbot.store.friends import DAY, IDLE_DAYS, Result
from tutorbot.terminal.pass_and_play import play_friends
from tutorbot.terminal.screen import CLEAR
from tutorbot.tutor import Tutor
from tutorbot.tutor.facts import NEUTRAL_KINDS, decode_facts

IT, JA = Tutor("it", strict=True), Tutor("ja", strict=True)


def hand_line(tutor: Tutor, game: Game, seat: int) -> str:
    obs = game.observation(seat)
    return tutor.t(
        "board-hand", cards=cards_line(tutor, (*obs.hand[:CAMEL], 0)), count=obs.hand_size
    )


async def test_an_invitation_starts_the_match_in_both_chats_each_in_its_language(fake_store):
    pair = Pair(fake_store)
    reply = await pair.send(0, Command("friend"))
    assert IT.t("friend-choose") in reply.text()
    reply = await pair.send(0, Press(P.plain(P.FRIEND, "h")))
    code = code_in(reply.text())
    assert f"https://t.me/tutorbot_test_bot?start={code}" in reply.text()
    share = [b for b in reply.buttons() if b.url]
    assert share and share[0].url.startswith("https://t.me/share/url?url=https%3A%2F%2Ft.me%2F")
    reply = await pair.send(1, Command("start", code))
    assert JA.t("friend-welcome", name="Kenji", friend="Anna") in reply.text()
    assert (
        reply.board is not None and JA.t("friend-board-their-turn", name="Anna") in reply.board.text
    )
    (inviter,) = reply.others
    assert inviter.chat_id == 11
    assert (
        IT.t("friend-accepted", name="Kenji", kind=IT.t("friend-kind-hidden"))
        in inviter.messages[0].text
    )
    game = Game.from_dict((await pair.game()).position)
    assert hand_line(IT, game, 0) in pair.boards[11].text
    assert hand_line(JA, game, 1) in pair.boards[22].text
    assert hand_line(IT, game, 1) not in pair.boards[11].text  # the other hand stays hidden


async def test_italian_and_japanese_finish_a_match_by_buttons_each_seeing_only_their_hand(
    fake_store,
):
    pair = Pair(fake_store)
    await pair.start()

    async def check(p: Pair, seat: int) -> None:
        fg = await p.game()
        if fg.finished:
            return
        game = Game.from_dict(fg.position)
        assert hand_line(IT, game, 0) in p.boards[11].text
        assert hand_line(JA, game, 1) in p.boards[22].text
        assert "🔓" not in p.boards[11].text + p.boards[22].text

    fg = await pair.play_match(check=check)
    assert fg.result == Result.WON and fg.winner is not None
    game = Game.from_dict(fg.position)
    everything_it, everything_ja = "\n".join(pair.texts[11]), "\n".join(pair.texts[22])
    assert IT.match_summary(game.seals, 0, fg.winner) in everything_it
    assert JA.match_summary(game.seals, 1, fg.winner) in everything_ja
    assert "さんの手" in everything_ja and "Kenji ha deciso di" in everything_it
    # the results count against each other, shown in /stats
    stats = await pair.send(0, Command("stats"))
    won, lost = (1, 0) if fg.winner == 0 else (0, 1)
    assert IT.t("friend-stats-line", name="Kenji", won=won, lost=lost) in stats.text()
    stats = await pair.send(1, Command("stats"))
    assert JA.t("friend-stats-line", name="Anna", won=lost, lost=won) in stats.text()


async def test_the_opponents_move_tops_your_board_and_old_buttons_are_old(fake_store):
    pair = Pair(fake_store)
    await pair.start()
    waiting = pair.find(1, P.RESIGN)  # Kenji's board, drawn before Anna's move
    building = await pair.press(0, P.TAKE_MENU)  # building a move: only her board changes
    assert building.others == []
    assert IT.t("pick-take") in building.board.text
    game = Game.from_dict((await pair.game()).position)
    good = next(g for g in range(CAMEL) if game.market[g])
    reply = await pair.press(0, P.TAKE, good)
    (out,) = reply.others
    assert out.chat_id == 22 and out.messages[-1].board
    assert out.messages[-1].text.startswith("🎲 Annaさんの手：")
    old = await pair.send(1, Press(waiting))  # drawn before the move: old now
    assert old.toast == JA.t("old-board")
    again = await pair.send(0, Press(building.board.buttons[0][0].payload))
    assert again.toast == IT.t("old-board")


async def test_taps_from_both_phones_at_once_apply_once(real_store):
    pair = Pair(real_store)
    await pair.start()
    confirm = await pair.press(1, P.RESIGN)  # Kenji asks to resign: the confirmation
    yes = confirm.buttons()[0].payload
    game = Game.from_dict((await pair.game()).position)
    assert game.market[CAMEL]  # the market starts with camels: Anna takes them
    camels = pair.find(0, P.CAMELS)
    u0, u1 = pair.users
    a, b = await asyncio.gather(
        pair.conv.handle(u0.id, u0, Press(camels)), pair.conv.handle(u1.id, u1, Press(yes))
    )
    fg = await pair.game()
    stale = {IT.t("stale-board"), JA.t("stale-board"), IT.t("old-board"), JA.t("old-board")}
    answered = [r.toast in stale for r in (a, b)]
    assert answered.count(True) == 1  # one tap applied, the other told the game moved on
    assert fg.version == 2  # started at 1; the resign question changed nothing; one save
    assert (fg.result == Result.RESIGNED) == answered[0]


async def test_an_invitation_works_once_expires_and_can_be_cancelled(fake_store):
    pair = Pair(fake_store)
    code = await pair.invite()
    own = await pair.send(0, Command("start", code))
    assert own.text() == IT.t("friend-invite-own")
    await pair.send(1, Command("start", code))
    third = pair.users[1].__class__(33, "fr", "Zoé")
    reply = await pair.conv.handle(33, third, Command("start", code))
    assert reply.text() == Tutor("fr").t("friend-invite-used")
    # expired: seven days and a second later (injected clock)
    other = Pair(fake_store, langs=("en", "ru"))
    other.users = [third.__class__(44, "en", "Ed"), third.__class__(55, "ru", "Olga")]
    code = await other.invite()
    other.now = START + 7 * DAY + 1
    reply = await other.send(1, Command("start", code))
    assert reply.text() == Tutor("ru").t("friend-invite-expired")
    # cancelled by the inviter
    other.now = START
    code = await other.invite()
    reply = await other.send(0, Press(P.plain(P.FRIEND_CANCEL, code)))
    assert reply.text() == Tutor("en").t("friend-cancelled")
    ways_on = [b.payload for b in reply.buttons()]  # a new game, or a new invitation
    assert P.plain(P.NEW) in ways_on and P.plain(P.FRIEND) in ways_on
    reply = await other.send(1, Command("start", code))
    assert reply.text() == Tutor("ru").t("friend-invite-unknown")


async def test_resign_ends_the_game_for_both_and_counts(fake_store):
    pair = Pair(fake_store, langs=("fr", "ru"))
    await pair.start()
    ask = await pair.press(1, P.RESIGN)
    assert ask.text() == Tutor("ru").t("friend-resign-confirm")
    reply = await pair.send(1, Press(ask.buttons()[0].payload))
    assert Tutor("ru").t("friend-resigned", name="Anna") in reply.text()
    (out,) = reply.others
    assert Tutor("fr").t("friend-opponent-resigned", name="Kenji") in out.messages[0].text
    fg = await pair.game()
    assert fg.finished and fg.result == Result.RESIGNED and fg.winner == 0
    results = await pair.conv.services.friends.results(11)
    assert results == [("Kenji", 1, 0)]
    # the chat plays no friend game now: /board is about the AI game again
    assert (await pair.send(0, Command("board"))).text() == Tutor("fr").t("no-game")


async def test_an_idle_game_is_abandoned_and_a_waiting_player_is_reminded_once(fake_store):
    pair = Pair(fake_store)
    await pair.start()
    pair.now = START + DAY + 60
    out = await pair.conv.sweep()
    assert [(o.chat_id, o.messages[0].text) for o in out] == [
        (11, IT.t("friend-reminder", name="Kenji"))
    ]
    assert await pair.conv.sweep() == []  # once
    board = pair.find(0, P.RESIGN)  # the reminder left the board usable
    assert (await pair.send(0, Press(board))).toast == ""
    pair.now = START + IDLE_DAYS * DAY + 120
    out = await pair.conv.sweep()
    texts = {o.chat_id: o.messages[0].text for o in out}
    assert texts == {
        11: IT.t("friend-abandoned", name="Kenji", days=IDLE_DAYS),
        22: JA.t("friend-abandoned", name="Anna", days=IDLE_DAYS),
    }
    fg = await pair.game()
    assert fg.finished and fg.result == Result.ABANDONED
    assert await pair.conv.services.friends.results(11) == []  # abandoned games don't count
    assert await pair.conv.sweep() == []


async def test_a_move_postpones_the_idle_deadline(fake_store):
    pair = Pair(fake_store)
    await pair.start()
    pair.now = START + (IDLE_DAYS - 1) * DAY
    game = Game.from_dict((await pair.game()).position)
    await pair.play_move(0, game.legal_moves()[0])
    pair.now = START + IDLE_DAYS * DAY + 60
    assert not [o for o in await pair.conv.sweep() if "⌛" in o.messages[0].text]
    assert not (await pair.game()).finished


async def test_open_hands_show_both_hands_and_explain_every_move_to_both(fake_store):
    pair = Pair(fake_store)
    reply = await pair.start(open_hand=True)
    game = Game.from_dict((await pair.game()).position)
    theirs = cards_line(IT, (*game.hands[1][:CAMEL], 0))
    assert IT.t("friend-board-open-hand", cards=theirs) in pair.boards[11].text
    mine = cards_line(JA, (*game.hands[0][:CAMEL], 0))
    assert JA.t("friend-board-open-hand", cards=mine) in reply.board.text
    move = game.legal_moves()[0]
    await pair.play_move(0, move)
    fg = await pair.game()
    facts = decode_facts(fg.last.facts)
    assert facts and {f.kind for f in facts} <= NEUTRAL_KINDS  # told alike to both
    camels = fg.last.market_camels
    assert IT.explained("friend-explain", facts, "why", camels) in pair.boards[11].text
    assert JA.explained("friend-explain", facts, "why", camels) in pair.boards[22].text
    assert pair.find(1, P.HINT)  # hints for both: the waiting player now moves
    # a teaching game doesn't count
    ask = await pair.press(0, P.RESIGN)
    await pair.send(0, Press(ask.buttons()[0].payload))
    assert await pair.conv.services.friends.results(11) == []


async def test_a_group_cannot_host_hidden_hands(fake_store):
    pair = Pair(fake_store)
    reply = await pair.send(0, Command("friend"), chat=-100)
    assert reply.text() == IT.t("friend-group")
    (link,) = [b for b in reply.buttons() if b.url]
    assert link.url == "https://t.me/tutorbot_test_bot?start=friend"
    code = await pair.invite()
    reply = await pair.send(1, Command("start", code), chat=-100)
    assert reply.text() == JA.t("friend-group")
    assert reply.buttons()[0].url.endswith(f"?start={code}")
    # the invitation is still good in private
    reply = await pair.send(1, Command("start", code))
    assert reply.board is not None


async def test_typed_moves_and_commands_reach_the_friend_game(fake_store):
    pair = Pair(fake_store, langs=("en", "en"))
    await pair.start()
    reply = await pair.send(1, Text("take camels"))
    assert Tutor("en").t("friend-board-their-turn", name="Anna") in reply.board.text
    reply = await pair.send(0, Command("board"))
    assert reply.board is not None and "vs Kenji" in reply.board.text
    reply = await pair.send(1, Command("why"))
    assert reply.text() == Tutor("en").t("friend-why-nothing")


@pytest.mark.parametrize("lang", ["it", "ja"])
async def test_pass_and_play_clears_the_screen_between_turns(lang):
    t = Tutor(lang)
    script = "Anna\nKenji\n\n\n" + "2\n\n" * 3 + "/quit\n"  # Enter: a match, hands hidden
    out = io.StringIO()
    assert await play_friends(lang, 3, io.StringIO(script), out) == 0
    text = out.getvalue()
    assert t.t("friend-pass", name="Anna") in text and t.t("friend-pass", name="Kenji") in text
    assert text.count(CLEAR) >= 4
    # what follows each "pass to Kenji" is Kenji's board, not Anna's
    after = text.split(t.t("friend-pass", name="Kenji"))[1]
    assert t.t("friend-board-header", round=1, mine=0, theirs=0, name="Anna") in after


@pytest.mark.parametrize("open_hand", [False, True])
async def test_analyse_only_with_open_hands_against_a_person(fake_store, open_hand):
    pair = Pair(fake_store)
    await pair.start(open_hand=open_hand)
    fg = await pair.game()
    mover = Game.from_dict(fg.position).to_move
    tutor = (IT, JA)[mover]
    reply = await pair.send(mover, Command("analyse"))
    if open_hand:
        assert tutor.t("analyse-title", worlds=40).split("(")[0] in reply.text()
        blocks = reply.text().split("\n\n")  # the title, three moves, how to read them
        assert [b[:3] for b in blocks[1:4]] == ["1. ", "2. ", "3. "]
        # the words before the first number ("nello 0%", "nell'8%", "nel 50%" in Italian)
        zero, fifty = (tutor.t("verdict-explained", seal=s) for s in (0, 50))
        words = zero[: next(i for i, (a, b) in enumerate(zip(zero, fifty, strict=False)) if a != b)]
        assert blocks[-1].startswith(words)
    else:
        assert reply.text() == tutor.t("analyse-hidden")


async def test_at_a_round_end_the_mover_reads_the_result_before_the_final_board(fake_store):
    """The mover's reply asks for its board anew after the result, as the
    other chat gets them; an ordinary move edits the board in place."""
    pair = Pair(fake_store)
    await pair.start()
    players = [get_player(2, seed=1), get_player(2, seed=2)]
    for _ in range(400):
        fg = await pair.game()
        game = Game.from_dict(fg.position)
        seat = game.to_move
        move = players[seat].choose(game.observation(seat)).move
        after = Game.from_dict(fg.position)
        after.play(move)
        reply = await pair.play_move(seat, move)
        assert reply.result_first == after.round_over
        if after.round_over:
            assert reply.messages[-1].board and not reply.messages[0].board
            return
    raise AssertionError("no round ended")


async def test_each_player_reads_the_receipt_of_their_own_moves_and_never_the_others(fake_store):
    """A receipt names a new bonus token's value: only its owner reads it."""
    from tutorbot.engine import Sell
    from tutorbot.tutor.receipts import receipt

    pair = Pair(fake_store)
    await pair.start()
    tutors = [IT, JA]
    players = [get_player(2, seed=3), get_player(2, seed=4)]
    kinds: set[str] = set()
    for _ in range(400):
        fg = await pair.game()
        game = Game.from_dict(fg.position)
        seat = game.to_move
        move = players[seat].choose(game.observation(seat)).move
        after = game.copy()
        after.play(move)
        reply = await pair.play_move(seat, move)
        mine = reply.text()
        expected = receipt(
            tutors[seat].t,
            move,
            hand=sum(after.hands[seat]),
            herd=after.herds[seat],
            camels=game.market[CAMEL],
            tokens=tuple(after.goods_won[seat][len(game.goods_won[seat]) :]),
            bonus=sum(after.bonus_won[seat][len(game.bonus_won[seat]) :]),
        )
        assert expected in mine
        theirs = "\n".join(m.text for out in reply.others for m in out.messages)
        assert "🧾" not in theirs
        kinds.add(type(move).__name__)
        if isinstance(move, Sell) and move.number >= 3 and after.bonus_won[seat]:
            break
    else:
        raise AssertionError("no sale with a bonus token")
    assert "Take" in kinds or "TakeCamels" in kinds
