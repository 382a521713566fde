"""Inviting a friend: the invitation, accepting it, and results against friends.

`/friend` offers the two kinds of game (hidden hands, or the open-hand
teaching game) and makes a single-use invitation that expires after
`INVITE_DAYS`: a deep link ``https://t.me/<bot>?start=<code>`` to forward,
and a share button.  The friend opens it (``/start <code>``), is welcomed in
their own language, and the match starts in both private chats.  A group
can't host a game of hidden hands: it is told so, with a link to play in
private.
"""

from __future__ import annotations

from urllib.parse import quote

from tutorbot.engine import Game
from tutorbot.store.friends import (
    DAY,
    INVITE_DAYS,
    Claim,
    FriendGame,
    Invite,
    Seat,
    new_invite_code,
)

from .. import keyboards as K
from .. import payload as P
from ..context import Context, Handler
from ..render import new_game_row
from ..view import Button, Message, Outbound, Reply
from .board import board
from .shared import FRIEND_MARK, friend_row, friend_store, tutor_for

#: `/start friend`: the private chat a group's "play in private" button opens.
START_FRIEND = "friend"
HIDDEN, OPEN = "h", "o"


def link(ctx: Context, start: str) -> str:
    """The deep link that opens the bot's private chat with ``/start <start>``."""
    return f"https://t.me/{ctx.services.bot_username or 'tutorbot'}?start={start}"


def _seat(ctx: Context) -> Seat:
    return Seat(ctx.user.id, ctx.chat_id, ctx.user.name or "?", ctx.user.language_code)


def in_group(ctx: Context, start: str) -> Reply:
    """Hidden hands can't be dealt in a group: say why, offer a private chat."""
    t = ctx.tutor.t
    button = Button.link(t("friend-btn-private"), link(ctx, start))
    return Reply([Message(t("friend-group"), [[button]])])


async def menu(ctx: Context, arg: str = "") -> Reply:
    """`/friend`: which kind of game (and the open invitation, to cancel)."""
    if not ctx.private:
        return in_group(ctx, START_FRIEND)
    if arg in (HIDDEN, OPEN):
        return await invite(ctx, arg == OPEN)
    t = ctx.tutor.t
    rows = [
        [Button(t("friend-btn-hidden"), P.plain(P.FRIEND, HIDDEN))],
        [Button(t("friend-btn-open"), P.plain(P.FRIEND, OPEN))],
    ]
    text = t("friend-choose")
    code = await friend_store(ctx).open_invite(ctx.user.id)
    if code:
        text += "\n\n" + t("friend-pending", link=link(ctx, code))
        rows.append([Button(t("friend-btn-cancel"), P.plain(P.FRIEND_CANCEL, code))])
    return Reply([Message(text, rows)], toast="")


async def invite(ctx: Context, open_hand: bool) -> Reply:
    """A new invitation (the inviter's previous open one is cancelled)."""
    if not ctx.private:
        return in_group(ctx, START_FRIEND)
    t, now = ctx.tutor.t, ctx.now()
    code = new_invite_code()
    await friend_store(ctx).create_invite(
        Invite(code, _seat(ctx), open_hand, now + INVITE_DAYS * DAY), now
    )
    url = link(ctx, code)
    share = f"https://t.me/share/url?url={quote(url, safe='')}&text={quote(t('friend-share'))}"
    kind = t("friend-kind-open" if open_hand else "friend-kind-hidden")
    text = t("friend-invite", link=url, days=INVITE_DAYS, kind=kind)
    rows = [
        [Button.link(t("friend-btn-share"), share)],
        [Button(t("friend-btn-cancel"), P.plain(P.FRIEND_CANCEL, code))],
    ]
    return Reply([Message(text, rows)], toast="")


async def cancel(ctx: Context, code: str) -> Reply:
    done = await friend_store(ctx).cancel_invite(ctx.user.id, code)
    text = ctx.tutor.t("friend-cancelled" if done else "friend-cancel-gone")
    ways_on = [new_game_row(ctx.tutor), friend_row(ctx.tutor)]  # never a screen with no way on
    return Reply([Message(text, ways_on)], toast=text)


async def accept(ctx: Context, code: str) -> Reply:
    """``/start <code>``: the friend accepts; the match starts in both chats."""
    if code == START_FRIEND:
        return await menu(ctx)
    t, friends, now = ctx.tutor.t, friend_store(ctx), ctx.now()
    if not ctx.private:
        return in_group(ctx, code)
    if await friends.load_for_chat(ctx.chat_id) is not None:
        return Reply([Message(t("friend-busy"))])
    status, found = await friends.claim_invite(code, ctx.user.id, now)
    if status != Claim.OK or found is None:
        return Reply([Message(t(f"friend-invite-{status}"))])
    inviter = found.inviter
    if await friends.load_for_chat(inviter.chat_id) is not None:
        return Reply([Message(t("friend-inviter-busy", name=inviter.name))])
    game_id = FRIEND_MARK + ctx.new_game_id()
    game = Game.new(seed=int(game_id[1:], 16), first=0)  # the inviter starts
    fg = FriendGame(
        game_id,
        game.to_dict(),
        [inviter, _seat(ctx)],
        open_hand=found.open_hand,
        seat_versions=[1, 1],
        turn_since=now,
    )
    if not await friends.save(fg, now):  # never: a new game id
        return Reply([Message(t("stale-board"))])
    me = ctx.user.name or "?"
    hello = t("friend-welcome", name=me, friend=inviter.name)
    kind = t("friend-kind-open" if fg.open_hand else "friend-kind-hidden")
    text = "\n\n".join([hello, t("friend-started", kind=kind), t("how-to-play")])
    mine = [Message(text, K.language_menu()), board(ctx.tutor, fg, 1, game)]
    them = await tutor_for(ctx.store, inviter)
    kind = them.t("friend-kind-open" if fg.open_hand else "friend-kind-hidden")
    accepted = Message(them.t("friend-accepted", name=me, kind=kind))
    theirs = Outbound(inviter.chat_id, [accepted, board(them, fg, 0, game)])
    return Reply(mine, others=[theirs], level=1)


def start_or_accept(start: Handler) -> Handler:
    """``/start`` welcomes; ``/start <code>`` (a deep link) accepts an invitation."""

    async def run(ctx: Context, arg: str) -> Reply:
        return await accept(ctx, arg) if arg else await start(ctx, arg)

    return run


def with_results(stats: Handler) -> Handler:
    """`/stats` with the results against each friend below those against the AI."""

    async def run(ctx: Context, arg: str) -> Reply:
        reply = await stats(ctx, arg)
        results = await friend_store(ctx).results(ctx.user.id) if ctx.friends else []
        if results and reply.messages:
            t = ctx.tutor.t
            lines = [t("friend-stats-title")]
            lines += [t("friend-stats-line", name=n, won=w, lost=lo) for n, w, lo in results]
            reply.messages[0].text += "\n\n" + "\n".join(lines)
        return reply

    return run


def with_friend_button(handler: Handler) -> Handler:
    """A reply whose first message gains the "invite a friend" button."""

    async def run(ctx: Context, arg: str) -> Reply:
        reply = await handler(ctx, arg)
        if reply.messages and reply.messages[0].buttons:
            reply.messages[0].buttons.append(friend_row(ctx.tutor))
        return reply

    return run
