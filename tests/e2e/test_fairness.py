"""A chat flooding the real bot (no waiting for answers) beside a normal chat,
against the fake Bot API: the normal chat's moves are each answered, in
order, applied once; the flooding chat gets its bound's worth of answers (the
budget's hints, "ask again later" once past it), one "one moment" for the excess,
never an error.  Order and answers are checked, never times."""

from __future__ import annotations

from tests.support.telegram_harness import TgPlayer, running
from tutorbot.ai import get_player
from tutorbot.telegram.processor import CHAT_BOUND
from tutorbot.tutor import Tutor

FLOOD = 30


async def test_a_flooding_chat_neither_stops_a_normal_one_nor_gets_more_than_its_share():
    budget = {"TUTORBOT_EXPLAIN_BUDGET": "1", "TUTORBOT_EXPLAIN_PER_MINUTE": "6"}
    async with running(**budget) as (api, store, bots):
        flooder = TgPlayer(api, store, 801, 801, "fr")
        normal = TgPlayer(api, store, 802, 802, "en")
        await flooder.say("/new 1", board=True)
        await normal.say("/new 1", board=True)
        since = len(api.calls)
        for i in range(FLOOD):  # all at once: one getUpdates batch
            api.send_text(flooder.chat_id, flooder.user, "/hint" if i % 2 == 0 else "/why")
        human = get_player(1, seed=5)
        boards = []
        for _ in range(3):  # the normal chat plays on meanwhile
            obs = (await normal.game()).observation(0)
            replies = await normal.play_move(human.choose(obs).move)
            boards.append(next(c for c in replies if "🪙" in c.params.get("text", "")))
        session = await store.load_game(normal.chat_id)
        # the flooding chat's backlog is done once its own /board is answered
        # (its bound was free again by then: it waits behind the earlier ones)
        await api.wait_for(lambda: len(api.replies(flooder.chat_id, since)) >= CHAT_BOUND, 60)
        await flooder.say("/board", board=True)
        texts = [c.params["text"] for c in api.replies(flooder.chat_id, since)]
    assert "Traceback" not in bots[0].errors, bots[0].errors

    # the normal chat: three moves, each with its AI answer, applied once and in order
    assert len(session.history) == 6
    assert [c.at for c in boards] == sorted(c.at for c in boards)

    fr = Tutor("fr")
    hints = [t for t in texts if t.startswith("💡")]
    spent = [t for t in texts if "Redemandez dans" in t]
    whys = [t for t in texts if t == fr.t("why-nothing-yet")]
    moments = [t for t in texts if t == fr.t("busy-one-moment")]
    assert not [t for t in texts if t.startswith("😔")]  # never an apology
    assert len(moments) == 1  # one "one moment" for every update over the bound
    # the bound's worth of /hint and /why, alternating: half of them hints,
    # of which the budget (1 s of search, a hint is 0.5 s) pays for two; the
    # next is told when to ask again, the others get nothing more
    assert len(whys) == CHAT_BOUND // 2
    assert len(hints) == 2 and len(spent) == 1
    assert "🪙" in texts[-1]  # and the chat answers normally afterwards
