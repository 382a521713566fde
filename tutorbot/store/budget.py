"""Each user's compute budget for searches that only explain (a hint, a
review's grading): a token bucket in Redis, so every replica draws from the
same one.

It holds `capacity` seconds of search and earns `per_minute` seconds a
minute: generous for a person (a hint costs half a second: ten in a row, then
one every five seconds), firm for a script.  The bucket is read, refilled and
drawn from in one Lua script (atomic across replicas) and expires once it
would be full again, so idle users cost no memory.  The time is the caller's
(`now`), which tests inject and replicas share closely enough.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import redis.asyncio as aioredis

from .keys import Keys
from .redis_io import retry

#: KEYS[1] the bucket; ARGV: capacity, seconds earned a second, cost, now.
#: Returns 0 if the cost was drawn, else the seconds until it could be: the
#: first refusal since the last draw positive (to be said), the next negative.
_DRAW = """
local capacity, rate = tonumber(ARGV[1]), tonumber(ARGV[2])
local cost, now = tonumber(ARGV[3]), tonumber(ARGV[4])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at', 'told')
local tokens, at, told = tonumber(saved[1]), tonumber(saved[2]), saved[3]
if tokens == nil or at == nil then tokens, at = capacity, now end
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local wait = 0
if tokens >= cost then
  tokens = tokens - cost
  told = '0'
else
  wait = (cost - tokens) / rate
  if told == '1' then wait = -wait end
  told = '1'
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now), 'told', told)
redis.call('EXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate) + 1)
return tostring(wait)
"""


@dataclass(frozen=True)
class BudgetSettings:
    """Seconds of search a user may spend at once (0: no limit), and earns
    back a minute (more than 0)."""

    capacity: float = 5.0
    per_minute: float = 6.0


class ComputeBudget(Protocol):
    async def draw(self, user_id: int, cost: float, now: float) -> float:
        """Take `cost` seconds of search from `user_id`'s budget: 0.0 if taken,
        else the seconds until it could be (nothing is taken then): positive
        the first time since the budget was last drawn from (say it),
        negative after that (said already: a script asking on gets silence,
        not one message per request)."""
        ...


class RedisComputeBudget:
    def __init__(self, client: aioredis.Redis, keys: Keys, settings: BudgetSettings) -> None:
        self.keys, self.settings = keys, settings
        self._draw = client.register_script(_DRAW)

    async def draw(self, user_id: int, cost: float, now: float) -> float:
        """`ComputeBudget.draw` as one script call on the user's bucket."""
        s = self.settings
        if s.capacity <= 0:  # the settings' way to say "no budget"
            return 0.0
        cost = min(cost, s.capacity)  # a search dearer than the whole bucket waits for a full one
        args = (s.capacity, s.per_minute / 60, cost, now)
        key = self.keys.budget(user_id)
        wait = await retry(lambda: self._draw(keys=[key], args=args))
        return float(wait)
