"""Stored sessions for store tests: one some way into a round, and a save that fails once."""

from __future__ import annotations

import random

from redis.exceptions import TimeoutError as RedisTimeoutError

from tutorbot.engine import Game, Played
from tutorbot.store import EncodedFacts, LastMove, RedisStore, Session, new_game_id


def mid_round_session(seed: int = 5, moves: int = 14) -> Session:
    """A session some way into a round (random legal play), with its history."""
    rng = random.Random(seed)
    game = Game.new(seed=seed)
    history = []
    for _ in range(moves):
        move = rng.choice(game.legal_moves())
        history.append(Played(game.to_move, move))
        game.play(move)
        if game.round_over:
            break
    return Session(
        game_id=new_game_id(),
        position=game.to_dict(),
        level=3,
        owner=42,
        lang="ru",
        history=history,
        last_ai=LastMove(1, history[-1].move, EncodedFacts("take_good"), 3),
    )


def fail_one_save(store: RedisStore, after_applied: bool) -> list[str]:
    """Make the store's next save fail once half-way: a timeout either before
    Redis ran the compare-and-set or after it applied (the reply lost).  The
    store then retries on its own; returns a log of what happened."""
    script = store._cas
    log: list[str] = []

    async def flaky(**kwargs):
        if not log and not after_applied:
            log.append("failed before")
            raise RedisTimeoutError("timeout before the script ran")
        result = await script(**kwargs)
        if not log:
            log.append("failed after")
            raise RedisTimeoutError("reply lost after the script ran")
        log.append(f"retried: {result[0]}")
        return result

    store._cas = flaky
    return log
