"""Whatever a public chat can send: no exception escapes, no ERROR is logged,
every tap is answered, no reply breaks Telegram's limits or quotes a long
input back whole.  Hypothesis drives the conversation and the Telegram
adapter (raw updates through the real Application against the fake Bot API);
the seeded walk of tests/support/fuzz.py (10,000 in bench/fuzz.py) runs a few
hundred here."""

from __future__ import annotations

import asyncio
import logging

import fakeredis
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.fuzz import (
    ODD_DIGITS,
    PAYLOAD_LIMIT,
    TELEGRAM_TEXT_LIMIT,
    WORDS,
    AdapterFuzzer,
    ErrorLog,
    Fuzzer,
    reply_problems,
)
from tutorbot.chat import FEATURES, Command, Conversation, InlineThinker, Press, Text, User
from tutorbot.chat import payload as P
from tutorbot.engine import MoveParseError, ascii_int, clip
from tutorbot.store import RedisStore
from tutorbot.store.friends import FriendStore
from tutorbot.tutor import Tutor

WALK = 300
odd_text = st.text(st.sampled_from("0123456789" + "".join(ODD_DIGITS) + " :-x{}")) | st.text()
long_text = st.text(min_size=1, max_size=TELEGRAM_TEXT_LIMIT)
payload = st.one_of(
    st.builds(
        lambda g, v, a, arg: f"{g}:{v}:{a}:{arg}",
        st.sampled_from(["00000001", "deadbeef", "", "²"]),
        odd_text,
        st.sampled_from(
            ["t", "T", "m", "s", "S", "n", "a", "g", "c+", "c-", "k", "z", "h", "w", "r"]
        ),
        odd_text,
    ),
    st.builds(lambda v, a: f"{v}:{a}", st.sampled_from(["V", "R", "RM", "L", "M", "N"]), odd_text),
    st.text(max_size=64),
).map(lambda s: s.encode()[:PAYLOAD_LIMIT].decode(errors="ignore"))
intents = st.one_of(
    st.builds(Command, st.sampled_from(["new", "rules", "level", "lang", "language", "mode",
                                        "hint", "why", "resign", "board", "stats", "x"]), odd_text),
    st.builds(Command, st.text(max_size=20), long_text),
    st.builds(Text, long_text | odd_text),
    st.builds(lambda s: Text(f"sell {s} silver"), odd_text),
    st.builds(Press, payload),
)  # fmt: skip
users = st.builds(User, st.sampled_from([1, 1, 1, 2]), st.sampled_from(["en", "ja", "ru", None]))


def test_numbers_are_ascii_digits_and_quotes_are_short():
    assert ascii_int("12") == 12 and ascii_int(" 3 ") == 3
    for odd in (*ODD_DIGITS, "", "-1", "1.5", "1" * 13, "٣"):
        assert ascii_int(odd) is None
    assert clip("x" * 5000) == "x" * 39 + "…" and clip("short") == "short"
    assert P.decode_game("g:²:t") is None


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(users, intents), min_size=1, max_size=6))
def test_the_conversation_answers_anything(steps):
    async def run() -> None:
        store = RedisStore(fakeredis.FakeAsyncRedis(), prefix="hyp:")
        conversation = Conversation(
            store, InlineThinker(), friends=FriendStore(store), features=FEATURES
        )
        await conversation.handle(1, User(1, "en"), Command("new", "1"))
        for user, intent in steps:
            reply = await conversation.handle(1, user, intent)
            assert not reply_problems(reply, intent), (intent, reply_problems(reply, intent))
            if isinstance(intent, Press):
                assert reply.toast is not None or reply.messages
        await store.close()

    asyncio.run(run())


class Adapter:
    """One Application against the fake Bot API, kept across hypothesis examples."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.fuzzer = AdapterFuzzer(7)
        self.loop.run_until_complete(self.fuzzer.start())
        self.loop.run_until_complete(
            self.fuzzer.conversation.handle(1, User(1, "en"), Command("new", "1"))
        )

    def close(self) -> None:
        self.loop.run_until_complete(self.fuzzer.stop())
        self.loop.close()


@pytest.fixture(scope="module")
def adapter():
    world = Adapter()
    yield world
    world.close()


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(intent=intents)
def test_the_telegram_adapter_answers_anything(adapter, intent):
    fuzzer = adapter.fuzzer
    before = (fuzzer.counts.exceptions, fuzzer.counts.unanswered)

    async def one() -> None:
        fuzzer.intent = lambda: intent  # the walk's next intent is hypothesis' one
        await fuzzer.step()

    adapter.loop.run_until_complete(one())
    assert (fuzzer.counts.exceptions, fuzzer.counts.unanswered) == before, fuzzer.counts.failures


async def test_a_seeded_walk_through_the_conversation():
    counts = await Fuzzer(2026).run(WALK)
    assert counts.exceptions == counts.broken_limits == counts.unanswered == 0, counts.failures
    assert counts.presses > WALK // 3


async def test_a_seeded_walk_through_the_telegram_adapter():
    fuzzer = AdapterFuzzer(2027)
    counts = await fuzzer.run(WALK)
    assert counts.exceptions == counts.unanswered == 0, counts.failures
    assert counts.presses > WALK // 3
    answered = fuzzer.api.calls_of("answerCallbackQuery")
    assert len(answered) >= counts.presses
    assert not [c for c in fuzzer.api.calls if c.error and "not modified" in c.error]


async def test_the_adapter_walk_would_see_a_traceback(monkeypatch):
    """The walk's checks can fail: a handler that raises is counted."""
    fuzzer = AdapterFuzzer(5)

    answer = Conversation.answer

    async def broken(self, chat_id, user, intent, *args, **kwargs):
        if isinstance(intent, Text):
            raise RuntimeError("planted")
        return await answer(self, chat_id, user, intent, *args, **kwargs)

    monkeypatch.setattr(Conversation, "answer", broken)
    counts = await fuzzer.run(20)
    assert counts.exceptions > 0 and "planted" in "\n".join(counts.failures)


def test_error_log_counts_errors_only():
    log = ErrorLog()
    logger = logging.getLogger("tutorbot.test")
    logger.addHandler(log)
    try:
        logger.warning("fine")
        logger.error("bad")
    finally:
        logger.removeHandler(log)
    assert [r.getMessage() for r in log.records] == ["bad"]


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.sampled_from(WORDS) | st.sampled_from(ODD_DIGITS) | st.text(max_size=6)),
    lang=st.sampled_from(["en", "it", "fr", "ru", "ja"]),
    joiner=st.sampled_from([" ", "", "、", ", "]),
)
def test_words_typed_in_any_language_are_a_move_or_a_refusal_in_that_language(words, lang, joiner):
    """Any mix of the five languages' move words, spaced or not: a move, or a
    parse error the tutor words in full, quoting at most a clipped word."""
    tutor = Tutor(lang, strict=True)
    text = joiner.join(words)
    try:
        tutor.read_move(text)
    except MoveParseError as error:
        worded = tutor.parse_error(error)
        assert worded and "{" not in worded and len(worded) < 1000
        assert len(str(error.details.get("word", ""))) <= 40
