"""Redis round trips per update, counted at the connection (not timed): an
ordinary tap, a move against the AI that answers, costs at most three."""

from __future__ import annotations

import fakeredis

from tests.support.redis import unique_prefix
from tests.support.round_trips import RoundTrips, round_trips_per_update
from tutorbot.chat import FEATURES, Conversation
from tutorbot.chat.thinking import InlineThinker
from tutorbot.store import RedisStore
from tutorbot.telegram.handlers import TelegramAdapter


async def test_an_ordinary_tap_costs_at_most_three_round_trips():
    client = fakeredis.FakeAsyncRedis()
    trips = RoundTrips(client)
    store = RedisStore(client, prefix=unique_prefix())
    adapter = TelegramAdapter(Conversation(store, InlineThinker(), features=FEATURES))
    counts = await round_trips_per_update(adapter, store, trips)
    trips_per_tap, commands = counts["ordinary tap (the most of 5)"]
    assert trips_per_tap <= 3, commands
    await store.close()
