"""What the tests share that is not a fixture: drivers of the conversation, the
fake Bot API and the bot process harness, real-Redis helpers, the fuzz core."""

from pathlib import Path

#: The checkout's root folder.
ROOT = Path(__file__).resolve().parents[2]
