"""Friend games end to end: the real bot process, the fake Bot API and Redis;
two Telegram users in their own private chats (chat id = user id)."""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.support.chat_driver import presses_for
from tests.support.fake_bot_api import BOT
from tests.support.telegram_harness import running
from tutorbot.ai import get_player
from tutorbot.chat import payload as P
from tutorbot.chat.board import cards_line
from tutorbot.engine import Game
from tutorbot.engine.cards import CAMEL
from tutorbot.store.friends import FriendGame, FriendStore, Result
from tutorbot.tutor import Tutor
from tutorbot.tutor.facts import decode_facts

pytestmark = pytest.mark.e2e


@pytest.fixture
async def world():
    async with running(TUTORBOT_SWEEP_SECONDS="0.2") as (api, store, bots):
        yield api, store
    assert "Traceback" not in bots[0].errors, bots[0].errors


class Friend:
    """One Telegram user, in their private chat with the bot."""

    def __init__(self, api, store, user_id: int, lang: str, name: str) -> None:
        self.api, self.friends = api, FriendStore(store)
        self.chat_id = user_id
        self.user = api.user(user_id, lang, name)
        self.t = Tutor(lang, strict=True)

    async def _replies(self, since: int, chat: int | None = None):
        chat = self.chat_id if chat is None else chat
        return await self.api.wait_for(lambda: self.api.replies(chat, since) or None, 30)

    async def say(self, text: str, chat: int | None = None):
        since = len(self.api.calls)
        self.api.send_text(self.chat_id if chat is None else chat, self.user, text)
        return await self._replies(since, chat)

    def text(self) -> str:
        return "\n".join(m["text"] for m in self.api.bot_messages(self.chat_id))

    def board(self) -> dict:
        """The chat's board: the latest message with game buttons."""
        for m in reversed(self.api.bot_messages(self.chat_id)):
            rows = m.get("reply_markup", {}).get("inline_keyboard", [])
            if any(P.decode_game(b.get("callback_data", "")) for row in rows for b in row):
                return m
        raise LookupError("no board")

    def find(self, action: str, arg="") -> tuple[int, str]:
        for message_id, _label, data in reversed(self.api.buttons(self.chat_id)):
            gp = P.decode_game(data)
            if gp and gp.action == action and gp.arg == str(arg):
                return message_id, data
        raise LookupError(f"no {action}:{arg} button")

    async def tap(self, message_id: int, data: str):
        since = len(self.api.calls)
        self.api.press(self.chat_id, self.user, message_id, data)
        return await self._replies(since)

    async def press(self, action: str, arg=""):
        return await self.tap(*self.find(action, arg))

    async def ready(self, version: int) -> None:
        """Wait until the chat's board has buttons drawn for `version`."""

        def drawn():
            return any(
                (gp := P.decode_game(d)) and gp.version == version
                for _, _, d in self.api.buttons(self.chat_id)
            )

        await self.api.wait_for(drawn, 30)


async def invite(api, anna: Friend, kind: str = "h") -> str:
    await anna.say("/friend")
    since = len(api.calls)
    message_id = api.bot_messages(anna.chat_id)[-1]["message_id"]
    api.press(anna.chat_id, anna.user, message_id, P.plain(P.FRIEND, kind))
    replies = await anna._replies(since)
    text = replies[-1].params["text"]
    assert f"https://t.me/{BOT['username']}?start=" in text  # the adapter told the username
    return re.search(r"\?start=([\w-]+)", text).group(1)


async def started(api, anna: Friend, kenji: Friend, kind: str = "h") -> FriendGame:
    code = await invite(api, anna, kind)
    await kenji.say(f"/start {code}")
    await anna.ready(1)
    game_id = await anna.friends.game_of_chat(anna.chat_id)
    return await anna.friends.load(game_id)


def hand_line(tutor: Tutor, game: Game, seat: int) -> str:
    obs = game.observation(seat)
    cards = cards_line(tutor, (*obs.hand[:CAMEL], 0))
    return tutor.t("board-hand", cards=cards, count=obs.hand_size)


async def test_an_italian_and_a_japanese_player_finish_a_match_by_buttons(world):
    api, store = world
    anna, kenji = Friend(api, store, 3101, "it", "Anna"), Friend(api, store, 3102, "ja", "Kenji")
    fg = await started(api, anna, kenji)
    welcome = kenji.text()
    assert kenji.t.t("friend-welcome", name="Kenji", friend="Anna") in welcome
    players, seats = [get_player(2, seed=1), get_player(2, seed=2)], [anna, kenji]
    told = [0, 0]
    for _ in range(400):
        fg = await anna.friends.load(fg.game_id)
        if fg.finished:
            break
        game = Game.from_dict(fg.position)
        seat = game.to_move
        me = seats[seat]
        await me.ready(fg.seat_versions[seat])
        for friend, s in ((anna, 0), (kenji, 1)):  # each sees their own hand, never the other
            await friend.ready(fg.seat_versions[s])
            board = friend.board()["text"]
            assert hand_line(friend.t, game, s) in board
            assert "🔓" not in board
        # the opponent's move, atop my board
        said = ("🎲 Kenji ha deciso di ", "🎲 Annaさんの手：")[seat]
        told[seat] += me.board()["text"].startswith(said)
        obs = game.observation(seat)
        for action, arg in presses_for(players[seat].choose(obs).move, obs):
            await me.press(action, arg)
    assert fg.finished and fg.result == Result.WON
    game = Game.from_dict(fg.position)
    summaries = (
        anna.t.match_summary(game.seals, 0, fg.winner),
        kenji.t.match_summary(game.seals, 1, fg.winner),
    )
    await api.wait_for(lambda: summaries[0] in anna.text() and summaries[1] in kenji.text(), 30)
    assert told[0] > 20 and told[1] > 20  # each in their own language
    await anna.say("/stats")
    won, lost = (1, 0) if fg.winner == 0 else (0, 1)
    line = anna.t.t("friend-stats-line", name="Kenji", won=won, lost=lost)
    await api.wait_for(lambda: line in anna.text(), 30)


async def test_a_move_edits_the_latest_board_or_arrives_as_a_new_message(world):
    api, store = world
    anna, kenji = Friend(api, store, 3201, "it", "Anna"), Friend(api, store, 3202, "ja", "Kenji")
    await started(api, anna, kenji)
    kenji_board = kenji.board()["message_id"]
    await anna.press(P.CAMELS)  # Kenji's board is his latest message: edited in place
    await kenji.ready(2)
    assert kenji.board()["message_id"] == kenji_board
    assert kenji.board()["text"].startswith("🎲 Annaさんの手：")
    await anna.say("/stats")  # now Anna's board is no longer her latest message
    anna_board = anna.board()["message_id"]
    game = Game.from_dict((await anna.friends.load((await _game_id(anna)))).position)
    move = game.legal_moves()[0]
    for action, arg in presses_for(move, game.observation(1)):
        await kenji.press(action, arg)
    fg = await anna.friends.load(await _game_id(anna))
    await anna.ready(fg.seat_versions[0])  # (building the move saved steps too)
    fresh = anna.board()
    assert fresh["message_id"] > anna_board  # a new message: a notification
    assert fresh["text"].startswith("🎲 Kenji ha deciso di ")
    old = api.messages[(anna.chat_id, anna_board)]
    await api.wait_for(lambda: "reply_markup" not in old, 30)  # the old board lost its buttons


async def _game_id(friend: Friend) -> str:
    game_id = await friend.friends.game_of_chat(friend.chat_id)
    assert game_id
    return game_id


async def test_taps_at_once_from_both_phones_apply_once(world):
    api, store = world
    anna, kenji = Friend(api, store, 3301, "fr", "Anne"), Friend(api, store, 3302, "ru", "Oleg")
    fg = await started(api, anna, kenji)
    await kenji.press(P.RESIGN)  # the question, with its "yes" button
    yes = kenji.find(P.RESIGN, "y")
    camels = anna.find(P.CAMELS)
    since = len(api.calls)
    api.press(anna.chat_id, anna.user, *camels)
    api.press(kenji.chat_id, kenji.user, *yes)
    await anna._replies(since)
    await kenji._replies(since)
    await asyncio.sleep(0.5)  # let any second (wrong) save land before looking
    fg = await anna.friends.load(fg.game_id)
    assert fg.version == 2  # one of the two taps was applied, once
    toasts = [c.params.get("text") for c in api.calls[since:] if c.method == "answerCallbackQuery"]
    told = {anna.t.t("stale-board"), anna.t.t("old-board"), kenji.t.t("stale-board")}
    told |= {kenji.t.t("old-board")}
    assert sum(1 for text in toasts if text in told) == 1  # the other tap is told so


async def test_an_invitation_is_used_once_and_expires(world):
    api, store = world
    anna, kenji = Friend(api, store, 3401, "en", "Ann"), Friend(api, store, 3402, "ja", "Kenji")
    zoe = Friend(api, store, 3403, "fr", "Zoé")
    code = await invite(api, anna)
    await kenji.say(f"/start {code}")
    replies = await zoe.say(f"/start {code}")
    assert replies[-1].params["text"] == zoe.t.t("friend-invite-used")
    # expiry: the invitation's deadline moved into the past (time injected as data)
    olga = Friend(api, store, 3404, "ru", "Olga")
    code = await invite(api, zoe)
    await store.client.hset(anna.friends.keys.invite(code), "x", 0)
    replies = await olga.say(f"/start {code}")
    assert replies[-1].params["text"] == olga.t.t("friend-invite-expired")


async def test_resign_and_an_abandoned_game(world):
    api, store = world
    anna, kenji = Friend(api, store, 3501, "it", "Anna"), Friend(api, store, 3502, "ja", "Kenji")
    fg = await started(api, anna, kenji)
    await anna.press(P.RESIGN)
    await anna.press(P.RESIGN, "y")
    expected = kenji.t.t("friend-opponent-resigned", name="Anna")
    await api.wait_for(lambda: expected in kenji.text(), 30)
    assert (await anna.friends.load(fg.game_id)).result == Result.RESIGNED
    # a new game, then fifteen idle days: its deadline moved into the past
    fg = await started(api, anna, kenji)
    member = f"{fg.game_id}:{fg.version}"
    await store.client.zadd(anna.friends.keys.friend_idle(), {member: 0})
    gone_it = anna.t.t("friend-abandoned", name="Kenji", days=14)
    gone_ja = kenji.t.t("friend-abandoned", name="Anna", days=14)
    await api.wait_for(lambda: gone_it in anna.text() and gone_ja in kenji.text(), 30)
    assert (await anna.friends.load(fg.game_id)).result == Result.ABANDONED


async def test_open_hands_are_seen_and_explained_to_both(world):
    api, store = world
    anna, kenji = Friend(api, store, 3601, "it", "Anna"), Friend(api, store, 3602, "ja", "Kenji")
    fg = await started(api, anna, kenji, "o")
    game = Game.from_dict(fg.position)
    kenji_hand = cards_line(anna.t, (*game.hands[1][:CAMEL], 0))
    anna_hand = cards_line(kenji.t, (*game.hands[0][:CAMEL], 0))
    assert anna.t.t("friend-board-open-hand", cards=kenji_hand) in anna.board()["text"]
    await kenji.ready(1)
    assert kenji.t.t("friend-board-open-hand", cards=anna_hand) in kenji.board()["text"]
    await anna.press(P.CAMELS)
    await kenji.ready(2)
    fg = await anna.friends.load(fg.game_id)
    facts, camels = decode_facts(fg.last.facts), fg.last.market_camels
    assert anna.t.explained("friend-explain", facts, "why", camels) in anna.board()["text"]
    assert kenji.t.explained("friend-explain", facts, "why", camels) in kenji.board()["text"]


async def test_a_group_chat_explains_and_offers_private_play(world):
    api, store = world
    anna = Friend(api, store, 3701, "ru", "Olga")
    replies = await anna.say("/friend", chat=-3700)
    assert replies[-1].params["text"] == anna.t.t("friend-group")
    ((_, _, url),) = api.links(-3700)
    assert url == f"https://t.me/{BOT['username']}?start=friend"
    replies = await anna.say("/start friend")  # the link opens the private chat
    assert anna.t.t("friend-choose") in replies[-1].params["text"]
