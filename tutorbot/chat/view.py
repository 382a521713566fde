"""What the conversation shows, as plain data: any front end can draw it."""

from __future__ import annotations

from dataclasses import dataclass, field

from .payload import Payload, decode


@dataclass(frozen=True)
class Button:
    """A button: its label, and the compact payload it sends back (<= 64 bytes);
    or, with `url`, a link the button opens (its payload is then empty); or,
    with `web_app`, the Mini App's https address it opens beside the chat.
    A `heading` labels the row under it: pressing it changes nothing, and a
    terminal shows it as text, not as a numbered choice."""

    label: str
    payload: str
    url: str = ""
    heading: bool = False
    web_app: str = ""

    @classmethod
    def link(cls, label: str, url: str) -> Button:
        return cls(label, "", url)


@dataclass
class Message:
    """A message.  `board` marks the board, which a chat edits in place;
    `inline` asks to replace the message whose button was pressed (rules pages).
    `top`: a board's lines about the last moves, atop it in `text` (a screen
    that replaces an unread board keeps them: a mover's own receipt)."""

    text: str
    buttons: list[list[Button]] = field(default_factory=list)
    board: bool = False
    inline: bool = False
    top: str = ""


@dataclass
class Outbound:
    """Messages for another chat than the one that spoke (a friend's move
    reaches the opponent's private chat).  A `board` among them replaces that
    chat's board: edited in place if it is still the chat's latest message,
    else sent anew."""

    chat_id: int
    messages: list[Message] = field(default_factory=list)


@dataclass
class Reply:
    """Everything to show after one intent; `toast` answers a button press."""

    messages: list[Message] = field(default_factory=list)
    toast: str | None = None
    rule: str | None = None  # the rule id, when the reply is a refusal
    level: int | None = None  # the AI level of the chat's game, when a board is shown
    others: list[Outbound] = field(default_factory=list)  # for other chats
    #: The intent came too late to change anything (a tap on an old board, or
    #: someone saved first): the board is only shown as it is.
    stale: bool = False
    #: A round's or match's result comes before the board and is read first:
    #: the board follows it rather than staying above it, as the other chat
    #: of a friend game gets it.
    result_first: bool = False

    @property
    def board(self) -> Message | None:
        """The board among the messages (None: none is shown)."""
        return next((m for m in self.messages if m.board), None)

    def text(self) -> str:
        """Every message's text, one after another (for tests and logs)."""
        return "\n\n".join(m.text for m in self.messages)

    def buttons(self) -> list[Button]:
        """Every button of every message, row by row."""
        return [b for m in self.messages for row in m.buttons for b in row]


@dataclass(frozen=True)
class User:
    """Who is talking: Telegram's user id, language code and first name."""

    id: int
    language_code: str | None = None
    name: str = ""


@dataclass(frozen=True)
class Command:
    """/start, /new, /rules 2 ... (name without the slash)."""

    name: str
    arg: str = ""


@dataclass(frozen=True)
class Press:
    """A button press, with its payload, decoded once when the press is made."""

    payload: str
    button: Payload = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "button", decode(self.payload))


@dataclass(frozen=True)
class Text:
    """Anything typed that isn't a command (e.g. a move in notation)."""

    text: str


Intent = Command | Press | Text
