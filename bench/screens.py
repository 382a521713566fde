"""Every kind of screen the bot shows, in one language, for a reviewer to read.

    python -m bench.screens --lang ru [--out FILE] [--only rating] [--light]

Run it after changing texts: each screen is produced by the real conversation
(`tutorbot.chat.Conversation` on an in-memory Redis, the AI inline, deals and
invitation codes seeded, so two runs print the same), under a
``--- <what> ---`` header, with its buttons as ``[label]`` rows.  Counts the
script controls (cards in the deck, camels, a sale, the stats) are 1, 2, 5
and 21 where a screen allows, to show each plural form.  A screen that can't
be reached prints ``(not reachable: reason)`` instead of stopping the run.
``--light`` judges at a small depth (the same screens and sentences, noisier
numbers): for a test that every screen renders, not for a reader.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import logging
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

import fakeredis

from tutorbot.ai import get_player, judge
from tutorbot.chat import (
    FEATURES,
    Command,
    Conversation,
    InlineThinker,
    Message,
    Press,
    Reply,
    Text,
    User,
)
from tutorbot.chat import payload as P
from tutorbot.chat.friends import invitations as chat_friends
from tutorbot.chat.puzzles.handlers import OnScreen
from tutorbot.chat.puzzles.making import Puzzle
from tutorbot.chat.puzzles.screens import NEXT, RETRY, SOLUTION
from tutorbot.engine import Card, Game, Position, build_position
from tutorbot.store import Outcome, RedisStore, Stat
from tutorbot.store.connection import client_for
from tutorbot.store.friends import FriendGame, FriendStore
from tutorbot.terminal.options import seeded_ids
from tutorbot.tutor import LANGUAGES, Tutor
from tutorbot.tutor.first_game import FIRST_GAME_STEPS
from tutorbot.tutor.lessons import LESSONS
from tutorbot.tutor.tasks import Wrong

#: The deal of the level-1 match (rounds, match end, review); the deals tried
#: for a round decided by a tie-break: 69 has one (found by `tie_break` over
#: seeds 1-69), the others are searched while the AI plays otherwise, a few
#: seconds at most.
MATCH_SEED, TIE_SEEDS, TIE_SEARCH_S = 11, (69, *range(1, 69)), 8.0
BOT = "tutorbot_screens_bot"
#: The deals of the five matches behind the rating screen.
RATING_SEED = 33


def invite_codes() -> Callable[[], str]:
    """Invitation codes that are the same on every run (the real ones are random)."""
    counter = itertools.count(1)
    return lambda: f"SCREENS{next(counter):05d}"


class Chat:
    """One user in one chat of a shared conversation, and what they were shown."""

    def __init__(self, conv: Conversation, user: User, out: list[str]) -> None:
        self.conv, self.user, self.out = conv, user, out
        self.reply = Reply()

    async def send(self, intent: Command | Press | Text, show: bool = True) -> Reply:
        self.reply = await self.conv.handle(self.user.id, self.user, intent)
        if show:
            self.print(self.reply)
        return self.reply

    async def command(self, name: str, arg: str = "", show: bool = True) -> Reply:
        return await self.send(Command(name, arg), show)

    async def type(self, text: str, show: bool = True) -> Reply:
        return await self.send(Text(text), show)

    async def press(self, action: str, arg: str | int = "", show: bool = True) -> Reply:
        """Press a button of the last reply: a game action, or a plain verb."""
        for button in self.reply.buttons():
            decoded = P.decode(button.payload)
            got = decoded.action if isinstance(decoded, P.GamePayload) else decoded.verb
            if got == action and decoded.arg == str(arg):
                return await self.send(Press(button.payload), show)
        raise LookupError(f"no button {action}:{arg} on the last screen")

    def print(self, reply: Reply, to: str = "") -> None:
        for message in reply.messages:
            self.print_message(message, to)
        for other in reply.others:
            for message in other.messages:
                self.print_message(message, f"→ chat {other.chat_id}")
        if reply.toast:
            self.out.append(f"(toast: {reply.toast})")

    def print_message(self, message: Message, to: str = "") -> None:
        if to:
            self.out.append(f"({to})")
        self.out.append(message.text)
        for row in message.buttons:
            self.out.append(" ".join(f"[{b.label}]" for b in row))
        self.out.append("")

    async def session_game(self) -> Game:
        session = await self.conv.store.load_game(self.user.id)
        assert session is not None, "no game in this chat"
        return Game.from_dict(session.position)

    async def put_position(self, position: Position, show: bool = True) -> None:
        """A hand-made position in the chat's game (as a lesson would), then /board."""
        await self.command("new", "1", show=False)
        session = await self.conv.store.load_game(self.user.id)
        assert session is not None
        session.position = Game.from_dict(position).to_dict()
        assert (await self.conv.store.save_game(self.user.id, session)).applied
        await self.command("board", show=show)


class Screens:
    """The screens of one language, each under its header."""

    def __init__(self, lang: str, only: str = "") -> None:
        self.lang = lang
        self.only = only
        self.out: list[str] = []
        self.users = itertools.count(100)
        self.timings: dict[str, float] = {}  # seconds per section
        self.reviewed: Chat  # the chat whose match /review showed (its puzzles follow)

    def conversation(self, seed: int = 1) -> Conversation:
        store = RedisStore(fakeredis.FakeAsyncRedis(), prefix=f"screens:{self.lang}:")
        return Conversation(
            store,
            InlineThinker(),
            seeded_ids(seed),
            lambda: 1.8e9,
            BOT,
            FriendStore(store),
            features=FEATURES,
        )

    def chat(self, seed: int = 1, name: str = "Anna", conv: Conversation | None = None) -> Chat:
        user = User(next(self.users), self.lang, name)
        return Chat(conv or self.conversation(seed), user, self.out)

    async def section(self, what: str, make: Callable[[], Awaitable[None]]) -> None:
        self.out.append(f"--- {what} ---")
        began = time.perf_counter()
        mark = len(self.out)
        try:
            await make()
        except Exception as exc:  # a screen out of reach must not hide the others
            del self.out[mark:]
            self.out += [f"(not reachable: {type(exc).__name__}: {exc})", ""]
        self.timings[what] = time.perf_counter() - began

    async def run(self) -> str:
        for what, make in self.sections():
            if self.only in what:
                await self.section(what, make)
        return "\n".join(self.out).rstrip() + "\n"

    def sections(self) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
        return [
            ("welcome: /start of a new player, with the lessons offer", self.welcome),
            ("help", self.help),
            ("language menu and its confirmation", self.language),
            ("level menu and its confirmation", self.level),
            ("mode menu and each mode's confirmation", self.mode),
            ("new game: level 2, the first board", self.new_game),
            ("builder: take menu", self.take_menu),
            ("builder: sell menu, then the count of a good", self.sell_menu),
            ("builder: exchange menu, one card picked on each side", self.exchange_menu),
            ("refusal: exchange of 1 for 1", self.refuse_exchange),
            ("refusal: sale of a single precious card", self.refuse_precious),
            ("refusal: hand over 7", self.refuse_hand),
            ("typed: unknown word", lambda: self.typed("take rubies")),
            ("typed: sell gold silver", lambda: self.typed("sell gold silver")),
            ("typed: sell camels", lambda: self.typed("sell camel")),
            ("typed: take diamond with none in the market", lambda: self.typed("take diamond")),
            ("typed: take camels with none in the market", lambda: self.typed("camels")),
            ("typed: a sale without a count, in the player's words", self.typed_sale),
            ("typed: a typo, and the move it fits offered", self.typed_typo),
            ("typed: a sale of a good none of which is held", self.typed_none_held),
            ("typed: swap one card of the hand for one of the market", self.typed_swap),
            ("plurals: decks of 1, 2, 5, 21 cards; 1, 2, 5 camels", self.plurals),
            ("plurals: selling 1, 2, 5 cloth", self.sales),
            ("board: piles near their end and own bonus tokens (36 columns)", self.token_board),
            ("receipts: take, camels, exchange, sale", self.receipts),
            ("hint, /analyse, then why after the AI's move", self.hint_why),
            ("first-time note: first camels", self.first_note),
            ("level-1 match: every round end, the match end", self.match),
            ("round decided by a tie-break", self.tie_break),
            ("stats (seeded: 21 won, 2 lost, 5 rounds won, 1 lost)", self.stats),
            ("rating: /stats and /level after five matches against level 2", self.rating),
            (
                "ratings: /stats after two starter puzzles, one missed, and five matches",
                self.ratings,
            ),
            ("resign", self.resign),
            ("rules pages", self.rules),
            ("/learn menu", self.learn_menu),
            ("lesson 1: intro and task, a wrong move, the right move", self.lesson),
            ("scripted first game: its first steps", self.first_game),
            ("/review: summary, the first key moment and its best moves", self.review),
            ("/puzzle: the review's key moments as puzzles, solved, failed", self.puzzles),
            ("/puzzle with no games yet: a starter puzzle, answered", self.starter_puzzle),
            ("/friend: menu, invitation, both boards of a friend game", self.friends),
            ("old-board tap", self.old_board),
            ("store unavailable", self.unavailable),
        ]

    # ------------------------------------------------------------- screens
    async def welcome(self) -> None:
        await self.chat().command("start")

    async def help(self) -> None:
        await self.chat().command("help")

    async def language(self) -> None:
        c = self.chat()
        await c.command("language")
        await c.press(P.LANG, self.lang)

    async def level(self) -> None:
        c = self.chat()
        await c.command("level")
        await c.command("level", "3")

    async def mode(self) -> None:
        c = self.chat()
        await c.command("mode")
        modes = [P.decode(b.payload).arg for b in c.reply.buttons()]
        for mode in [*modes[1:], modes[0]]:  # the default last: it stays chosen
            await c.command("mode", show=False)
            await c.press(P.MODE, mode)

    async def new_game(self) -> None:
        await self.chat(3).command("new", "2")

    async def take_menu(self) -> None:
        c = self.chat(3)
        await c.command("new", "2", show=False)
        await c.press(P.TAKE_MENU)

    async def sell_menu(self) -> None:
        c = self.chat()
        await c.put_position(position(["diamond", "gold", "camel", "camel", "camel"], cloths(3)))
        await c.press(P.SELL_MENU)
        await c.press(P.SELL_GOOD, int(Card.CLOTH))

    async def exchange_menu(self) -> None:
        c = self.chat()
        await c.put_position(position(hand=["silver", "cloth"], herd=2), show=False)
        await c.press(P.EXCHANGE_MENU)
        await c.press(P.TOGGLE_TAKE, 0, show=False)
        await c.press(P.TOGGLE_GIVE, 0)

    async def refuse_exchange(self) -> None:
        c = self.chat()
        await c.put_position(position(hand=["silver", "cloth"]), show=False)
        await c.press(P.EXCHANGE_MENU, show=False)
        await c.press(P.TOGGLE_TAKE, 0, show=False)
        await c.press(P.TOGGLE_GIVE, 0, show=False)
        await c.press(P.CONFIRM)

    async def refuse_precious(self) -> None:
        c = self.chat()
        await c.put_position(position(hand=["diamond", "cloth"]), show=False)
        await c.press(P.SELL_MENU, show=False)
        await c.press(P.SELL_GOOD, int(Card.DIAMOND))

    async def refuse_hand(self) -> None:
        c = self.chat()
        hand = ["silver", "cloth", "cloth", "spice", "spice", "leather", "leather"]
        await c.put_position(position(hand=hand, herd=2), show=False)
        await c.press(P.TAKE_MENU, show=False)
        await c.press(P.TAKE, int(Card.DIAMOND))

    async def typed(self, text: str) -> None:
        c = self.chat()
        market = ["gold", "silver", "spice", "leather", "leather"]
        await c.put_position(position(market, ["silver", "cloth"]), show=False)
        self.out.append(f"> {text}")
        await c.type(text)

    async def typed_sale(self) -> None:
        own = {"en": "sell the cloth", "it": "vendi il tessuto", "fr": "vendre le tissu"}
        own |= {"ru": "продай ткань", "ja": "織物を売る"}
        await self.typed(own[self.lang])

    async def typed_none_held(self) -> None:
        own = {"en": "sell the gold", "it": "vendi l'oro", "fr": "vendre l'or"}
        own |= {"ru": "продай золото", "ja": "金を売る"}
        await self.typed(own[self.lang])

    async def typed_swap(self) -> None:
        own = {"en": "swap my cloth for a gold", "it": "scambia il mio tessuto con un oro"}
        own |= {"fr": "échanger mon tissu contre un or", "ru": "обменять мою ткань на золото"}
        own |= {"ja": "織物を金と交換する"}
        await self.typed(own[self.lang])

    async def typed_typo(self) -> None:
        own = {"en": "tkae the gold", "it": "prnedi l'oro", "fr": "prnds l'or"}
        own |= {"ru": "взтяь золото", "ja": "金をとろる"}
        await self.typed(own[self.lang])

    async def plurals(self) -> None:
        for n in (1, 2, 5, 21):
            camels = min(n, 5) if n != 21 else 1
            market = ["camel"] * camels + ["cloth", "spice", "leather", "gold"][: 5 - camels]
            c = self.chat()
            await c.put_position(position(market, cloths(min(n, 5)), min(n, 5), deck=n))

    async def sales(self) -> None:
        for n in (1, 2, 5):
            c = self.chat()
            await c.put_position(position(hand=cloths(n)), show=False)
            await c.press(P.SELL_MENU, show=False)
            await c.press(P.SELL_GOOD, int(Card.CLOTH), show=False)
            self.out.append(f"> sell {n} cloth")
            await c.press(P.SELL, n)

    async def token_board(self) -> None:
        made = build_position(
            ["diamond", "gold", "silver", "camel", "camel"],
            (["gold", "cloth", "cloth"], ["leather"]),
            (2, 1),
            goods_tokens={
                "diamond": [5],
                "gold": [5, 5],
                "silver": [5, 5, 5, 5, 5],
                "cloth": [2, 1, 1],
                "spice": [],
                "leather": [1, 1, 1, 1],
            },
            bonus_tokens={"3": [3, 2, 2, 1, 1], "4": [6, 6, 5, 4, 4], "5": [10, 10, 9, 8, 8]},
            won=[
                {"goods": [7, 7, 5, 5, 6, 6, 5], "bonus": [2, 5]},
                {"goods": [5, 3, 3, 2, 5, 3, 3, 2, 2, 1, 1, 4, 3, 2, 1, 1], "bonus": [3]},
            ],
        )
        await self.chat().put_position(made)

    async def receipts(self) -> None:
        for hand, typed in (
            (["silver", "cloth"], "take diamond"),
            (["silver", "cloth"], "camels"),
            (["silver", "cloth", "spice"], "exchange diamond gold for cloth spice"),
            (cloths(4), "sell 4 cloth"),
        ):
            c = self.chat()
            await c.put_position(position(hand=hand, herd=1), show=False)
            self.out.append(f"> {typed}")
            reply = await c.type(typed, show=False)
            for m in reply.messages:
                lines = m.text.splitlines()
                for i, line in enumerate(lines):
                    if "🧾" in line:  # an exchange's cards are on its second line
                        more = lines[i + 1 : i + 2] if "→" in "".join(lines[i + 1 : i + 2]) else []
                        self.out += [line, *more]
            self.out.append("")

    async def hint_why(self) -> None:
        c = self.chat(8)
        await c.command("new", "3", show=False)
        await c.command("hint")
        await c.command("analyse")
        move = get_player(1, seed=1).choose((await c.session_game()).observation(0)).move
        await c.type(str(move), show=False)
        await c.press(P.WHY)

    async def first_note(self) -> None:
        c = self.chat()
        await c.put_position(position(hand=["silver"]), show=False)
        await c.press(P.CAMELS)

    async def play_match(
        self, c: Chat, level: int, human_level: int = 2, shown: bool = True
    ) -> Game:
        """A whole match, typed in notation; prints only the replies that end a
        round (none unless `shown`); the player plays as level `human_level`."""
        await c.command("new", str(level), show=False)
        human = get_player(human_level, seed=7)
        for _ in range(400):
            session = await c.conv.store.load_game(c.user.id)
            assert session is not None
            game = Game.from_dict(session.position)
            if session.finished:
                return game
            reply = await c.type(str(human.choose(game.observation(0)).move), show=False)
            if reply.rule is not None:
                raise RuntimeError(f"a refused move: {reply.text()}")
            if shown and "🏁" in reply.text():
                c.print(reply)
        raise RuntimeError("the match did not end")

    async def match(self) -> None:
        await self.play_match(self.chat(MATCH_SEED), 1)

    async def tie_break(self) -> None:
        give_up = time.perf_counter() + TIE_SEARCH_S
        for seed in TIE_SEEDS:
            if time.perf_counter() > give_up:
                break
            c = self.chat(seed)
            keep = len(self.out)
            game = await self.play_match(c, 1)
            if any(r.tiebreak is not None for r in game.results):
                self.out.insert(keep, f"(seed {seed})")
                return
            del self.out[keep:]
        raise LookupError(f"no tie-break within {TIE_SEARCH_S:.0f} s of deals")

    async def stats(self) -> None:
        c = self.chat()
        await c.command("new", "5", show=False)
        session = await c.conv.store.load_game(c.user.id)
        assert session is not None
        counts = {Stat.MATCHES_WON: 21, Stat.MATCHES_LOST: 2}
        counts |= {Stat.ROUNDS_WON: 5, Stat.ROUNDS_LOST: 1}
        await c.conv.store.save_game(c.user.id, session, Outcome(c.user.id, (), counts))
        await c.command("new", "1", show=False)
        await c.command("resign", show=False)
        await c.command("stats")

    async def rating(self) -> None:
        """Five whole matches against level 2, played as level 4 would: the
        rating, its trend and the suggestion come from those five results."""
        c = self.chat(RATING_SEED)
        for _ in range(5):
            await self.play_match(c, 2, human_level=4, shown=False)
        await c.command("stats")
        await c.command("level")

    async def ratings(self) -> None:
        """A starter puzzle solved and one missed, then the same five matches:
        the match rating and the puzzle rating, each with its trend, and the
        suggestion.  The puzzles come first, from the starter set: a /puzzle
        after the matches would make puzzles of their key moments, a search
        that takes a minute here."""
        c = self.chat(RATING_SEED)
        for right in (True, False):
            await c.command("puzzle", show=False)
            puzzle = await on_screen(c)
            move = puzzle.best if right else min(puzzle.values, key=lambda mv: mv[1])[0]
            self.out.append(f"> /puzzle, {move}")
            await c.type(move, show=False)
        for _ in range(5):
            await self.play_match(c, 2, human_level=4, shown=False)
        await c.command("stats")

    async def resign(self) -> None:
        c = self.chat()
        await c.command("new", "1", show=False)
        await c.command("resign")

    async def rules(self) -> None:
        c = self.chat()
        for page in range(1, Tutor(self.lang).page_count + 1):
            await c.command("rules", str(page))

    async def learn_menu(self) -> None:
        await self.chat().command("learn")

    async def lesson(self) -> None:
        c = self.chat()
        await c.command("learn", show=False)
        await c.press(P.LESSON, 1)
        lesson = LESSONS[0]
        game = lesson.game()
        wrong = next(m for m in game.legal_moves() if isinstance(lesson.task.judge(game, m), Wrong))
        self.out.append(f"> {wrong}")
        await c.type(str(wrong))
        self.out.append(f"> {lesson.task.example}")
        await c.type(str(lesson.task.example))

    async def first_game(self) -> None:
        c = self.chat()
        await c.command("learn", show=False)
        await c.press(P.FIRST_GAME)
        for step in FIRST_GAME_STEPS[:2]:
            self.out.append(f"> {step.task.example}")
            await c.type(str(step.task.example))
        await c.command("new")  # left for a match: no defeat, at the guided game's level
        await c.press(P.ABANDON_YES)

    async def review(self) -> None:
        c = self.reviewed = self.chat(MATCH_SEED)
        keep = len(self.out)
        await self.play_match(c, 1)
        del self.out[keep:]
        await c.command("review")
        await c.press(P.REVIEW, "m0")
        await c.press(P.REVIEW, "a0")

    async def puzzles(self) -> None:
        """The reviewed match's puzzles: the first solved, the next failed,
        tried again (not counted), then the next one."""
        if not hasattr(self, "reviewed"):  # --only puzzle: play the reviewed match unseen
            keep = len(self.out)
            await self.review()
            del self.out[keep:]
        c = self.reviewed
        await c.command("review", show=False)
        await c.press(P.PUZZLE, "n")
        for right in (True, False):
            puzzle = await on_screen(c)
            move = puzzle.best if right else min(puzzle.values, key=lambda mv: mv[1])[0]
            self.out.append(f"> {move}")
            await c.type(move)
            if not right:
                await c.press(P.PUZZLE, SOLUTION + puzzle.id)
                await c.press(P.PUZZLE, RETRY + puzzle.id)
                self.out.append(f"> {puzzle.best}")
                await c.type(puzzle.best)
            await c.press(P.PUZZLE, NEXT)

    async def starter_puzzle(self) -> None:
        c = self.chat(4)
        await c.command("puzzle")
        puzzle = await on_screen(c)
        self.out.append(f"> {puzzle.best}")
        await c.type(puzzle.best)

    async def friends(self) -> None:
        conv = self.conversation(5)
        anna, ivan = self.chat(conv=conv), self.chat(name="Ivan", conv=conv)
        await anna.command("friend")
        await anna.press(P.FRIEND, "h")
        code = anna.reply.text().split("?start=")[1].split()[0]
        self.out.append("(the friend opens the link)")
        await ivan.command("start", code)
        game = Game.from_dict((await friend_game(conv, anna.user.id)).position)
        move = get_player(1, seed=1).choose(game.observation(0)).move
        self.out.append(f"(the inviter plays: {move})")
        await anna.type(str(move))

    async def old_board(self) -> None:
        c = self.chat(3)
        await c.command("new", "2", show=False)
        old = c.reply
        await c.press(P.CAMELS, show=False)
        c.reply = old
        await c.press(P.TAKE_MENU)

    async def unavailable(self) -> None:
        store = RedisStore(client_for("redis://127.0.0.1:1/0", timeout=0.1))
        conv = Conversation(
            store, InlineThinker(), seeded_ids(1), friends=FriendStore(store), features=FEATURES
        )
        await self.chat(conv=conv).command("new", "1")


async def friend_game(conv: Conversation, chat_id: int) -> FriendGame:
    assert conv.services.friends is not None
    game_id = await conv.services.friends.game_of_chat(chat_id)
    found = await conv.services.friends.load(game_id or "")
    assert found is not None, "no friend game"
    return found


async def on_screen(c: Chat) -> Puzzle:
    """The puzzle a chat is answering."""
    book = await c.conv.store.puzzles.load(c.user.id)
    screen = OnScreen.from_json(book.ui)
    return Puzzle.from_dict(json.loads(book.puzzles[screen.puzzle]))


def cloths(n: int) -> list[str]:
    return ["cloth"] * n


def position(
    market: list[str] | None = None,
    hand: list[str] | None = None,
    herd: int = 0,
    deck: int | None = None,
) -> Position:
    """A position to show a screen on; `deck`: only that many cards left in it."""
    market = market or ["diamond", "gold", "camel", "camel", "camel"]
    made = build_position(market, (hand or [], ["leather"]), (herd, 0))
    if deck is not None:
        made["deck"], made["discard"] = made["deck"][:deck], made["deck"][deck:]
    return made


def light_budgets() -> dict[str, judge.Budget]:
    """The judge's budgets by name, light: the same search (its playouts as
    the product's) at 2 x 100 simulations nominating, a quarter of the worlds
    rating.  The tests judge at this depth (tests/conftest.py), and `--light`."""
    return {
        name: replace(
            b,
            search=replace(b.search, worlds=2, sims=100),
            worlds=b.worlds // 4,
            rollout_worlds=b.rollout_worlds // 4,
        )
        for name, b in judge.BUDGETS.items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, required=True)
    parser.add_argument("--out", type=Path, help="write here instead of stdout")
    parser.add_argument("--only", default="", help="only the screens whose title has this")
    parser.add_argument("--light", action="store_true", help="judge at a small depth (tests)")
    args = parser.parse_args()
    if args.light:
        judge.BUDGETS.update(light_budgets())
    logging.disable(logging.WARNING)  # the unavailable store's retries
    chat_friends.new_invite_code = invite_codes()  # reproducible links
    start = time.perf_counter()
    screens = Screens(args.lang, args.only)
    text = asyncio.run(screens.run())
    if args.out:
        args.out.write_text(text, encoding="utf-8")
        slowest = max(screens.timings, key=screens.timings.__getitem__)
        took = f"{time.perf_counter() - start:.1f} s"
        print(
            f"{args.out}: {took} (slowest: {slowest}, {screens.timings[slowest]:.1f} s)",
            file=sys.stderr,
        )
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
