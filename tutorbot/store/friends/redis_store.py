"""Games between two people on Redis: invitations, the shared game, its deadlines.

A friend game lives under a key of its own (``fgame:<id>``); each player's
private chat points to it (``fchat:<chat>``), so moves from both chats go
through one compare-and-set.  The same Lua step keeps the idle and reminder
deadlines (sorted sets of ``<game>:<version>``, claimed atomically by
`claim_due`, so several replicas never act twice) and, at the end, both
players' results against each other.  All of these share the ``{friends}``
hash tag (`store.keys`), so the script runs on a cluster too; the mover's
first-time notes live in the mover's own slot and are added right after (a
set: adding twice changes nothing).  Retries, replica acknowledgement and
quarantine are the one-player store's (`store.redis_io`).

Time is always passed in (`now`), never read here, so tests inject it.
"""

from __future__ import annotations

import secrets
from typing import Any

from redis.typing import EncodableT, FieldT

from ..codec import CorruptValue
from ..redis_io import as_bytes, text
from ..redis_store import RedisStore
from ..save_scripts import CAS_WRITE
from .codec import decode_friend_game, encode_friend_game
from .models import (
    DAY,
    FRIEND_GAME_TTL,
    IDLE_DAYS,
    REMIND_HOURS,
    Claim,
    FriendGame,
    FriendOutcome,
    Invite,
    Seat,
)

# KEYS: game, idle zset, remind zset, chat link 0, chat link 1,
#       stats(seat 0), stats(seat 1).
# ARGV: expected, new, data, ttl, token, game id, idle deadline (0: none),
#       remind deadline (0: none), links (1 set, -1 drop), winner seat (-1: none),
#       user 0, name 0, user 1, name 1
_SAVE = (
    CAS_WRITE
    + """
redis.call('EXPIRE', KEYS[1], ARGV[4])
local old, new = ARGV[6] .. ':' .. ARGV[1], ARGV[6] .. ':' .. ARGV[2]
redis.call('ZREM', KEYS[2], old)
redis.call('ZREM', KEYS[3], old)
if tonumber(ARGV[7]) > 0 then redis.call('ZADD', KEYS[2], ARGV[7], new) end
if tonumber(ARGV[8]) > 0 then redis.call('ZADD', KEYS[3], ARGV[8], new) end
if ARGV[9] == '1' then
  redis.call('SET', KEYS[4], ARGV[6], 'EX', ARGV[4])
  redis.call('SET', KEYS[5], ARGV[6], 'EX', ARGV[4])
elseif ARGV[9] == '-1' then
  for i = 4, 5 do
    if redis.call('GET', KEYS[i]) == ARGV[6] then redis.call('DEL', KEYS[i]) end
  end
end
local winner = tonumber(ARGV[10])
if winner >= 0 then
  local users, names = {ARGV[11], ARGV[13]}, {ARGV[12], ARGV[14]}
  for seat = 0, 1 do
    local other = 2 - seat
    local key = KEYS[6 + seat]
    redis.call('HSET', key, users[other] .. ':name', names[other])
    redis.call('HINCRBY', key, users[other] .. (winner == seat and ':won' or ':lost'), 1)
  end
end
return {1, ARGV[2]}
"""
)

# KEYS: invite.  ARGV: now, the accepting user.  An invitation is marked used
# (kept until it would have expired), so a second use says "used".
_CLAIM = """
if redis.call('EXISTS', KEYS[1]) == 0 then return {'unknown'} end
if redis.call('HGET', KEYS[1], 'used') then return {'used'} end
if redis.call('HGET', KEYS[1], 'u') == ARGV[2] then return {'own'} end
if tonumber(redis.call('HGET', KEYS[1], 'x')) < tonumber(ARGV[1]) then return {'expired'} end
redis.call('HSET', KEYS[1], 'used', '1')
return {'ok'}
"""

# KEYS: zset.  ARGV: now, how many.  Members due are removed and returned: of
# several replicas sweeping at once, each member goes to exactly one.
_CLAIM_DUE = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
for _, member in ipairs(due) do redis.call('ZREM', KEYS[1], member) end
return due
"""


class FriendStore:
    """Friend games on the same Redis (and retries) as the `RedisStore`."""

    def __init__(self, store: RedisStore) -> None:
        self.store = store
        self.client = store.client
        self.keys = store.keys
        self._save = store.saving_script(_SAVE)
        self._claim = self.client.register_script(_CLAIM)
        self._claim_due = self.client.register_script(_CLAIM_DUE)

    # ----------------------------------------------------------- invitations
    async def create_invite(self, invite: Invite, now: float) -> None:
        """Store a new invitation; the inviter's previous open one is cancelled."""
        old = await self.open_invite(invite.inviter.user_id)
        if old:
            await self.cancel_invite(invite.inviter.user_id, old)
        s = invite.inviter
        raw: dict[FieldT, EncodableT] = {
            "u": s.user_id,
            "c": s.chat_id,
            "n": s.name,
            "l": s.language_code or "",
            "o": int(invite.open_hand),
            "x": invite.expires,
        }
        ttl = max(1, int(invite.expires - now) + DAY)  # kept a day longer to say "expired"
        key, of = self.keys.invite(invite.code), self.keys.invite_of(s.user_id)

        async def run() -> None:
            async with self.client.pipeline(transaction=True) as pipe:
                pipe.hset(key, mapping=raw)
                pipe.expire(key, ttl)
                pipe.set(of, invite.code, ex=ttl)
                await pipe.execute()

        await self.store.retry(run)

    async def open_invite(self, user_id: int) -> str | None:
        """The code of the invitation `user_id` has open (None: none)."""
        raw = await self.store.retry(lambda: self.client.get(self.keys.invite_of(user_id)))
        return text(raw) if raw else None

    async def cancel_invite(self, user_id: int, code: str) -> bool:
        """Cancel `code` if `user_id` made it and it is still open."""
        if await self.open_invite(user_id) != code:
            return False
        key, of = self.keys.invite(code), self.keys.invite_of(user_id)
        deleted = await self.store.retry(lambda: self.client.delete(key, of))
        return bool(deleted)

    async def claim_invite(self, code: str, user_id: int, now: float) -> tuple[str, Invite | None]:
        """Use an invitation once: (`Claim.OK`, invite), or why not."""
        key = self.keys.invite(code)
        found = await self.store.retry(lambda: self._claim(keys=[key], args=[now, user_id]))
        status = text(found[0])
        if status not in (Claim.OK, Claim.OWN):
            return status, None
        raw = await self.store.retry(lambda: self.client.hgetall(key))
        d = {text(k): text(v) for k, v in raw.items()}
        seat = Seat(int(d["u"]), int(d["c"]), d["n"], d["l"] or None)
        if status == Claim.OK:
            await self.store.retry(lambda: self.client.delete(self.keys.invite_of(seat.user_id)))
        return status, Invite(code, seat, d["o"] == "1", float(d["x"]))

    # ------------------------------------------------------------------ games
    async def game_of_chat(self, chat_id: int) -> str | None:
        """The id of the friend game `chat_id` plays (None: none)."""
        raw = await self.store.retry(lambda: self.client.get(self.keys.friend_chat(chat_id)))
        return text(raw) if raw else None

    async def load(self, game_id: str) -> FriendGame | None:
        """The friend game `game_id` (None: not stored)."""
        key = self.keys.friend_game(game_id)
        version, data = await self.store.retry(lambda: self.client.hmget(key, "ver", "data"))
        if data is None:
            return None
        try:
            return decode_friend_game(as_bytes(data), int(text(version or b"0")))
        except (CorruptValue, ValueError) as exc:  # as a one-player game: kept aside
            raise await self.store.quarantine(key, exc) from exc

    async def load_for_chat(self, chat_id: int) -> FriendGame | None:
        """The chat's friend game if one is in play (not finished)."""
        game_id = await self.game_of_chat(chat_id)
        game = await self.load(game_id) if game_id else None
        return game if game is not None and not game.finished else None

    async def save(
        self, game: FriendGame, now: float, outcome: FriendOutcome | None = None
    ) -> bool:
        """Compare-and-set on `game.version`; True (and the version bumped) if applied."""
        game.created = game.created or now
        game.updated = now
        game.active = game.active or now
        expected, new = game.version, game.version + 1
        idle = 0.0 if game.finished else game.active + IDLE_DAYS * DAY
        remind = 0.0 if game.finished or game.reminded else game.turn_since + REMIND_HOURS * 3600
        links = 1 if expected == 0 else (-1 if game.finished else 0)
        s0, s1 = game.seats
        won_by = outcome.won_by if outcome and outcome.won_by is not None else -1
        keys = self.save_keys(game)
        args: list[Any] = [
            expected,
            new,
            encode_friend_game(game),
            FRIEND_GAME_TTL,
            secrets.token_hex(8),
            game.game_id,
            idle,
            remind,
            links,
            won_by,
            s0.user_id,
            s0.name,
            s1.user_id,
            s1.name,
        ]
        applied, _ = await self.store.retry(lambda: self._save(keys=keys, args=args))
        if not applied:
            return False
        game.version = new
        if outcome and outcome.notes_seen:
            await self.store.mark_seen(outcome.actor, list(outcome.notes_seen))
        return True

    def save_keys(self, game: FriendGame) -> list[str]:
        """The keys the saving script touches (all under the ``{friends}`` tag)."""
        k, (s0, s1) = self.keys, game.seats
        return [
            k.friend_game(game.game_id),
            k.friend_idle(),
            k.friend_remind(),
            k.friend_chat(s0.chat_id),
            k.friend_chat(s1.chat_id),
            k.friend_stats(s0.user_id),
            k.friend_stats(s1.user_id),
        ]

    async def claim_due(self, which: str, now: float, limit: int = 100) -> list[tuple[str, int]]:
        """Take the (game, version) pairs whose deadline passed, from the `idle`
        or `remind` set; each goes to one caller only."""
        key = self.keys.friend_idle() if which == "idle" else self.keys.friend_remind()
        due = await self.store.retry(lambda: self._claim_due(keys=[key], args=[now, limit]))
        out = []
        for member in due:
            game_id, _, version = text(member).rpartition(":")
            out.append((game_id, int(version)))
        return out

    async def postpone(self, which: str, game_id: str, version: int, when: float) -> None:
        """Put a claimed deadline back (e.g. the sweep couldn't deliver)."""
        key = self.keys.friend_idle() if which == "idle" else self.keys.friend_remind()
        await self.store.retry(lambda: self.client.zadd(key, {f"{game_id}:{version}": when}))

    async def results(self, user_id: int) -> list[tuple[str, int, int]]:
        """(friend's name, matches won, matches lost) against each friend."""
        raw = await self.store.retry(lambda: self.client.hgetall(self.keys.friend_stats(user_id)))
        by_friend: dict[str, dict[str, str]] = {}
        for f, v in raw.items():
            friend, _, name = text(f).partition(":")
            by_friend.setdefault(friend, {})[name] = text(v)
        return sorted(
            (d.get("name", "?"), int(d.get("won", 0)), int(d.get("lost", 0)))
            for d in by_friend.values()
        )
