"""The bot's garbage-collector settings: frozen survivors, and cyclic garbage
still freed at the next settling."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

from tutorbot.telegram import heap


@pytest.fixture(autouse=True)
def restore_collector():
    threshold = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)


class Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the collector can free it


def test_settle_freezes_survivors_and_frees_cycles_frozen_meanwhile():
    node = Node()
    alive = weakref.ref(node)
    heap.settle()
    assert gc.get_freeze_count() > 0
    del node  # cyclic garbage now, but frozen: no collection sees it...
    gc.collect()
    assert alive() is not None
    heap.settle()  # ...until the next settling unfreezes and collects
    assert alive() is None


def test_tune_makes_young_collections_rarer():
    heap.tune()
    assert gc.get_threshold()[0] == heap.YOUNG_THRESHOLD
    assert gc.get_freeze_count() > 0


async def test_keep_settled_runs_until_cancelled():
    node = Node()
    alive = weakref.ref(node)
    heap.settle()
    del node
    task = asyncio.create_task(heap.keep_settled(every=0.01))
    for _ in range(100):
        await asyncio.sleep(0.01)
        if alive() is None:
            break
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert alive() is None
