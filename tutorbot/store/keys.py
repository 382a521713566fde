"""Every Redis key the bot uses, built in one place under a versioned prefix.

Keys carry a Redis Cluster hash tag (the part in braces), so that every key
one Lua script or transaction touches lives in one hash slot and the
compare-and-sets work unchanged on a cluster:

* a person's keys share the tag ``{<id>}``: a chat's game, lesson, board and
  the user's preferences, notes, stats, lessons and review.  In a private chat
  the chat id is the user's id, so a save with its notes and stats is one slot;
* friend games share the tag ``{friends}``: the game, both chats' pointers, the
  deadline sets, invitations and results against friends (all on one shard).

A new kind of key is one line: ``keys.person(user_id, "bucket")`` or
``keys.friends("kind", id)``.  Keys written before the tags (``prefix`` +
``kind:id``) are moved by `legacy_target` (`tutorbot migrate-keys`).
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_PREFIX = "tutorbot:v1:"
#: The Redis a bot uses when REDIS_URL isn't set (the local server).
DEFAULT_URL = "redis://127.0.0.1:6379/0"

#: The hash tag shared by every friend-game key (scripts touch several at once).
FRIENDS_TAG = "friends"
#: Kinds of key per person (chat or user id) and per friend-game thing, as
#: they were named before hash tags: what `legacy_target` knows how to move.
PERSON_KINDS = frozenset(
    {"game", "board", "prefs", "seen", "stats", "lesson", "learned", "review", "after-board"}
)
FRIEND_KINDS = frozenset({"invite", "invite-of", "fgame", "fchat", "fstats"})
FRIEND_SINGLETONS = frozenset({"fidle", "fremind"})


@dataclass(frozen=True)
class UserField:
    """One field of a user's hash that a feature asks the chat's one read to
    fetch too (`read_chat`): `key` names the hash (a user key of `Keys`,
    e.g. "puzzles"), `name` the field."""

    key: str
    name: str


@dataclass(frozen=True)
class Keys:
    """Key names under `prefix` (tests use their own prefix and clean it up)."""

    prefix: str = DEFAULT_PREFIX

    # ------------------------------------------------------------- builders
    def person(self, person_id: int | str, kind: str) -> str:
        """A chat's or a user's key: ``<prefix>{<id>}:<kind>``."""
        return f"{self.prefix}{{{person_id}}}:{kind}"

    def friends(self, kind: str, name: int | str | None = None) -> str:
        """A friend-game key: ``<prefix>{friends}:<kind>[:<name>]``."""
        tail = f":{name}" if name is not None else ""
        return f"{self.prefix}{{{FRIENDS_TAG}}}:{kind}{tail}"

    # --------------------------------------------------------- one player
    def game(self, chat_id: int) -> str:
        """The chat's one-player game."""
        return self.person(chat_id, "game")

    def board(self, chat_id: int) -> str:
        """The chat's board message and a digest of what it shows."""
        return self.person(chat_id, "board")

    def prefs(self, user_id: int) -> str:
        """The user's preferences."""
        return self.person(user_id, "prefs")

    def seen(self, user_id: int) -> str:
        """The tutor's notes the user has seen."""
        return self.person(user_id, "seen")

    def stats(self, user_id: int) -> str:
        """The user's lifetime results by AI level."""
        return self.person(user_id, "stats")

    def lesson(self, chat_id: int) -> str:
        """The chat's open lesson: a session of its own, so a game in play is kept."""
        return self.person(chat_id, "lesson")

    def learned(self, user_id: int) -> str:
        """The ids of the lessons a player has passed (a set; never expires)."""
        return self.person(user_id, "learned")

    def review(self, user_id: int) -> str:
        """The player's last finished match, for its review."""
        return self.person(user_id, "review")

    def rating(self, user_id: int) -> str:
        """The player's match rating (Glicko-2) and last results
        (`store.rating`): the key every rating had before puzzles got their
        own, so a record written then reads as the match rating."""
        return self.person(user_id, "rating")

    def puzzle_rating(self, user_id: int) -> str:
        """The player's puzzle rating and last first attempts (`store.rating`)."""
        return self.person(user_id, "puzzle-rating")

    def rated(self, user_id: int) -> str:
        """The events (matches, puzzles) already counted in either rating, by time."""
        return self.person(user_id, "rated")

    def puzzles(self, user_id: int) -> str:
        """The player's puzzles and their schedules (a hash, `store.puzzles`)."""
        return self.person(user_id, "puzzles")

    def puzzle_matches(self, user_id: int) -> str:
        """Finished matches not yet made into puzzles (a list, newest first)."""
        return self.person(user_id, "puzzle-matches")

    #: The user hashes a feature may ask the chat's one read to look into (`UserField`).
    USER_HASHES = frozenset({"puzzles"})

    def user_hash(self, name: str, user_id: int) -> str:
        """The key of the user hash `name` (one of `USER_HASHES`) of `user_id`."""
        if name not in self.USER_HASHES:
            raise ValueError(f"no user hash {name!r}")
        key: str = getattr(self, name)(user_id)
        return key

    def judgement(self, position: str, budget: str) -> str:
        """The one judge's judgement of a position (by digest) at a budget: its
        own hash tag, since every player who reaches the position shares it."""
        return f"{self.prefix}{{j:{position}}}:judgement:{budget}"

    def after_board(self, chat_id: int) -> str:
        """The bot's latest message in a chat, when it isn't the board."""
        return self.person(chat_id, "after-board")

    def budget(self, user_id: int) -> str:
        """The user's compute budget for explanations (a hash: tokens, at)."""
        return f"{self.prefix}budget:{user_id}"

    def quarantine(self, key: str, stamp: str) -> str:
        """Where an unreadable value goes: the key's own hash tag is kept, so the
        rename stays in its slot on a cluster."""
        return f"{self.prefix}quarantine:{stamp}:{key.removeprefix(self.prefix)}"

    def pattern(self) -> str:
        """A SCAN pattern matching every key of this prefix."""
        return f"{self.prefix}*"

    # ---------------------------------------------------------- friend games
    def invite(self, code: str) -> str:
        """The friend game invitation `code`."""
        return self.friends("invite", code)

    def invite_of(self, user_id: int) -> str:
        """The open invitation a user made (one at a time)."""
        return self.friends("invite-of", user_id)

    def friend_game(self, game_id: str) -> str:
        """The friend game `game_id`."""
        return self.friends("fgame", game_id)

    def friend_chat(self, chat_id: int) -> str:
        """The friend game a chat plays (both players' chats point to it)."""
        return self.friends("fchat", chat_id)

    def friend_idle(self) -> str:
        """Sorted set: ``<game>:<version>`` scored by when it is abandoned."""
        return self.friends("fidle")

    def friend_remind(self) -> str:
        """Sorted set: ``<game>:<version>`` scored by when to remind the player to move."""
        return self.friends("fremind")

    def friend_stats(self, user_id: int) -> str:
        """The user's results in friend games."""
        return self.friends("fstats", user_id)

    # ------------------------------------------------------------ migration
    def legacy_target(self, old: str) -> str | None:
        """The tagged key a key written before hash tags moves to, or None
        (already tagged, quarantined, or not one of ours)."""
        if not old.startswith(self.prefix):
            return None
        rest = old.removeprefix(self.prefix)
        if "{" in rest:
            return None
        if rest in FRIEND_SINGLETONS:
            return self.friends(rest)
        kind, sep, name = rest.partition(":")
        if not sep or not name:
            return None
        if kind in PERSON_KINDS:
            return self.person(name, kind)
        if kind in FRIEND_KINDS:
            return self.friends(kind, name)
        return None
