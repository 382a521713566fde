"""The Lua scripts a save runs, and the arguments they take.

A save is one script, so it is one round trip and atomic: it compares the
stored version with the one the save started from and writes only if they
match (`CAS_WRITE`, which the friend games' store shares), and writes the notes
and stats the move earned in the same step (`CAS_SAVE`), or in a second step
counted once per save token when they live in another hash slot (`CREDIT`).
"""

from __future__ import annotations

from typing import Any

from .models import Outcome, Session

#: The compare-and-set step every versioned save begins with (KEYS[1] the hash;
#: ARGV 1 expected version, 2 new version, 3 data, 5 save token).
CAS_WRITE = """
local current = redis.call('HGET', KEYS[1], 'ver') or '0'
if current ~= ARGV[1] then
  if current == ARGV[2] and redis.call('HGET', KEYS[1], 'tok') == ARGV[5] then
    return {1, current}
  end
  return {0, current}
end
redis.call('HSET', KEYS[1], 'ver', ARGV[2], 'data', ARGV[3], 'tok', ARGV[5])
"""
#: A game's save.  KEYS: game, seen notes, stats.  ARGV: expected version, new
#: version, data, ttl, save token, number of notes, the notes..., then (stat
#: field, amount) pairs.  The game, the notes it showed and the counters it
#: earned change together or not at all.  A save whose reply was lost (a
#: timeout after Redis applied it) is retried with the same token and answered
#: "applied" without a second write.
CAS_SAVE = (
    CAS_WRITE
    + """if tonumber(ARGV[4]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[4]) end
local notes = tonumber(ARGV[6])
if notes > 0 then redis.call('SADD', KEYS[2], unpack(ARGV, 7, 6 + notes)) end
for i = 7 + notes, #ARGV, 2 do redis.call('HINCRBY', KEYS[3], ARGV[i], ARGV[i + 1]) end
return {1, ARGV[2]}
"""
)
#: A group chat's game and its player's notes and stats are in two slots (the
#: chat's and the user's), so they are saved in two steps: the game, then this,
#: once per save token (KEYS[3] marks it), so a retried step counts once.
#: KEYS: seen notes, stats, token mark.  ARGV: number of notes, the notes...,
#: then (stat field, amount) pairs.
CREDIT = """
if not redis.call('SET', KEYS[3], '1', 'NX', 'EX', 86400) then return 0 end
local notes = tonumber(ARGV[1])
if notes > 0 then redis.call('SADD', KEYS[1], unpack(ARGV, 2, 1 + notes)) end
for i = 2 + notes, #ARGV, 2 do redis.call('HINCRBY', KEYS[2], ARGV[i], ARGV[i + 1]) end
return 1
"""
#: Delete a game only if it is still at the version the caller saw (KEYS[1]
#: the hash, ARGV[1] that version).
DELETE_AT_VERSION = """
local current = redis.call('HGET', KEYS[1], 'ver') or '0'
if current ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])
"""


def notes_and_stats(session: Session, outcome: Outcome | None) -> list[Any]:
    """The saving scripts' tail: the number of notes, the notes, then
    (``<level>:<stat>``, amount) pairs."""
    notes = outcome.notes_seen if outcome else ()
    tail: list[Any] = [len(notes), *notes]
    for name, amount in (outcome.stats if outcome else {}).items():
        if amount:
            tail += [f"{session.level}:{name}", amount]
    return tail
