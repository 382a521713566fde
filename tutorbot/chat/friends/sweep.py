"""The daily job of friend games: closing the abandoned ones, reminding the slow.

It runs outside any chat (`Conversation.sweep`, on a timer), so it answers
with messages for the players' chats rather than a reply.
"""

from __future__ import annotations

from tutorbot.engine import Game
from tutorbot.store import SessionStore
from tutorbot.store.friends import IDLE_DAYS, Result

from ..context import SharedGames
from ..view import Message, Outbound
from .board import board
from .shared import as_friend_store, tutor_for


async def sweep(shared: SharedGames, store: SessionStore, now: float) -> list[Outbound]:
    """Close games idle for `IDLE_DAYS` (a message to both) and remind, once,
    a player who let the other wait a day.  Safe with several replicas: each
    deadline is claimed by one, and each change is a compare-and-set."""
    friends = as_friend_store(shared)
    out: list[Outbound] = []
    for game_id, version in await friends.claim_due("idle", now):
        fg = await friends.load(game_id)
        if fg is None or fg.finished or fg.version != version:
            continue  # it moved since: a newer deadline stands
        fg.finished, fg.result = True, Result.ABANDONED
        fg.builders = [None, None]
        fg.seat_versions = [fg.version + 1, fg.version + 1]
        if not await friends.save(fg, now):
            continue
        game = Game.from_dict(fg.position)
        for seat, player in enumerate(fg.seats):
            tutor = await tutor_for(store, player)
            name = fg.seats[1 - seat].name
            text = tutor.t("friend-abandoned", name=name, days=IDLE_DAYS)
            out.append(Outbound(player.chat_id, [Message(text), board(tutor, fg, seat, game)]))
    for game_id, version in await friends.claim_due("remind", now):
        fg = await friends.load(game_id)
        if fg is None or fg.finished or fg.version != version or fg.reminded:
            continue
        fg.reminded = True  # boards stay valid: seat versions don't change
        if not await friends.save(fg, now):
            continue
        seat = Game.from_dict(fg.position).to_move
        player = fg.seats[seat]
        tutor = await tutor_for(store, player)
        text = tutor.t("friend-reminder", name=fg.seats[1 - seat].name)
        out.append(Outbound(player.chat_id, [Message(text)]))
    return out
