"""Button payloads: short, self-describing, and safe after a restart.

Game buttons carry the game id and the session version they were drawn for,
``<game>:<version>:<action>[:<arg>]``, so a tap on an old board (or a second
tap of the same button) is recognised and changes nothing.  Buttons that don't
touch a game (language, level, rules pages) are ``<verb>:<arg>``.  Telegram
allows 64 bytes; `encode` refuses anything longer.

Which kind of game a game button belongs to is told by its game id: an AI
match's is lower-case hex, and each feature's kind of game claims ids with
its own mark (`context.GameType`), which boards already sent in chats carry.
The verbs of every button live here, in one table, so no two collide.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorbot.engine import Card, ascii_int
from tutorbot.engine.cards import GOODS

MAX_BYTES = 64

# Game actions
TAKE_MENU, TAKE = "t", "T"
CAMELS = "m"
EXCHANGE_MENU, TOGGLE_TAKE, TOGGLE_GIVE, CAMEL_MORE, CAMEL_LESS, CONFIRM = (
    "x",
    "a",
    "g",
    "c+",
    "c-",
    "k",
)
SELL_MENU, SELL_GOOD, SELL = "s", "S", "n"
CANCEL, HINT, WHY, RESIGN = "z", "h", "w", "r"
PLAY = "p"  # one whole move, its stored code as the argument ("Did you mean …?")
RESIGN_YES, RESIGN_NO = "ry", "rn"  # the answers to "resign?" (RESIGN asks)
ABANDON_YES = "ra"  # "yes" to "abandon this game for a new one?" (no is RESIGN_NO)
# Other buttons
NEW, LEVEL, LANG, MODE, RULES, REMATCH = "N", "V", "L", "M", "R", "RM"
#: /level's buttons: the level of the next games, kept without starting one (LEVEL starts one).
LEVEL_SET = "VS"
LESSON, LESSON_MENU, FIRST_GAME = "LS", "LM", "FG"  # chat.learn
FRIEND, FRIEND_CANCEL = "F", "FC"  # invite a friend (arg: h hidden hands, o open); cancel
REVIEW = "RV"  # the review's screens (``RV:<screen>``)
PUZZLE = "PZ"  # chat.puzzles: ``PZ:n`` practise, ``PZ:x`` next, ``PZ:b`` the built-in set


@dataclass(frozen=True)
class GamePayload:
    """A game button: the game and version it was drawn for, its action and argument."""

    game_id: str
    version: int
    action: str
    arg: str = ""


@dataclass(frozen=True)
class PlainPayload:
    """A button outside any game (language, level, rules page, rematch)."""

    verb: str
    arg: str = ""


Payload = GamePayload | PlainPayload


def game(game_id: str, version: int, action: str, arg: str | int = "") -> str:
    """A game button's payload, drawn for `version` of game `game_id`."""
    return encode(f"{game_id}:{version}:{action}" + (f":{arg}" if arg != "" else ""))


def plain(verb: str, arg: str | int = "") -> str:
    """A payload for a button outside any game."""
    return encode(f"{verb}:{arg}")


def encode(payload: str) -> str:
    """`payload` itself, refused if Telegram could not carry it."""
    if len(payload.encode()) > MAX_BYTES:
        raise ValueError(f"payload over {MAX_BYTES} bytes: {payload!r}")
    return payload


def decode_game(payload: str) -> GamePayload | None:
    """The game payload, or None if `payload` isn't one."""
    parts = payload.split(":")
    version = ascii_int(parts[1]) if len(parts) >= 3 else None
    if version is None:
        return None
    return GamePayload(parts[0], version, parts[2], parts[3] if len(parts) > 3 else "")


def decode_plain(payload: str) -> tuple[str, str]:
    """A plain button's verb and argument."""
    verb, _, arg = payload.partition(":")
    return verb, arg


def decode(payload: str) -> Payload:
    """What a button's payload says: a game action or a plain verb."""
    game_payload = decode_game(payload)
    if game_payload is not None:
        return game_payload
    return PlainPayload(*decode_plain(payload))


def card_arg(arg: str) -> Card | None:
    """The card a button's argument names (forged ones name none)."""
    number = ascii_int(arg)
    return Card(number) if number is not None and number < len(Card) else None


def good_arg(arg: str) -> Card | None:
    """The good (not a camel) a button's argument names."""
    card = card_arg(arg)
    return card if card is not None and card in GOODS else None
