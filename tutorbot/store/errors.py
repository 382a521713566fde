"""What goes wrong with the store, as the conversation needs to tell it."""

from __future__ import annotations


class StoreUnavailable(RuntimeError):
    """Redis didn't answer after a bounded retry: tell the player to try again."""


class CorruptSession(RuntimeError):
    """A stored game couldn't be decoded; it was moved to `quarantine_key`."""

    def __init__(self, key: str, quarantine_key: str, cause: str) -> None:
        super().__init__(f"can't decode {key} ({cause}); kept as {quarantine_key}")
        self.key = key
        self.quarantine_key = quarantine_key
