"""Playing a game between two people, each in their own private chat.

The game is one `FriendGame` that both chats point to.  A tap is handled by
the same button handlers as against the AI: the `Turn` is a seat's view of
the game, and `FriendPlay` (its `friend` hooks) saves, plays and draws boards
instead of the AI game's code.  Every save is one compare-and-set on the
shared game, so taps from both phones are ordered and applied once; a move
also reaches the opponent's chat (`Reply.others`) in their own language.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Protocol

from tutorbot.ai import LEVELS
from tutorbot.ai.reasons import reason_for
from tutorbot.engine import Game, Move, parse_move
from tutorbot.engine.cards import CAMEL
from tutorbot.store import Session, SessionStore
from tutorbot.store.friends import IDLE_DAYS, FriendGame, FriendOutcome, FriendStore, Result, Seat
from tutorbot.tutor import Tutor, TutorMode, events_after, language_for

from . import keyboards as K
from . import payload as P
from . import playing, render
from .board import cards_line, render_board
from .context import Context, GameHandler, Turn
from .payload import GamePayload
from .preferences import mode_of
from .view import Button, Message, Outbound, Reply

#: What friend replies report as the "level": nobody thinks, so no "typing".
FRIEND_LEVEL = 1
#: Friend game ids start with this (AI games' ids are lower-case hex).
PREFIX = "F"


def is_friend_game(game_id: str) -> bool:
    return game_id.startswith(PREFIX)


def friend_row(tutor: Tutor) -> list[Button]:
    """The button that invites a friend (welcome, new-game menu, a game's end)."""
    return [Button(tutor.t("friend-btn-invite"), P.plain(P.FRIEND))]


async def tutor_for(store: SessionStore, seat: Seat) -> Tutor:
    """A player's tutor: their chosen language (or Telegram's) and tutor mode."""
    prefs = await store.get_prefs(seat.user_id)
    mode = mode_of(prefs.mode or "") or TutorMode.FULL  # unknown names: the default
    return Tutor(language_for(seat.language_code, prefs.lang), mode)


# ----------------------------------------------------------------- the board
def board(
    tutor: Tutor, fg: FriendGame, seat: int, game: Game, top: list[str] | None = None
) -> Message:
    """Seat `seat`'s board: only what that seat may see (both hands and the
    full scores in an open-hand game), with buttons for its own version."""
    t, obs, gid, ver = tutor.t, game.observation(seat), fg.game_id, fg.seat_versions[seat]
    opp, theirs = fg.seats[1 - seat], 1 - seat
    lines = render_board(tutor, obs, FRIEND_LEVEL, LEVELS[FRIEND_LEVEL].key).split("\n")
    lines[0] = t(
        "friend-board-header",
        round=obs.round,
        mine=obs.seals[seat],
        theirs=obs.seals[theirs],
        name=opp.name,
    )

    def replace(old: str, new: str) -> None:
        lines[lines.index(old)] = new

    count, camels = obs.opp_hand_size, obs.opp_herd
    opponent = t("friend-board-opponent", name=opp.name, count=count, camels=camels)
    replace(t("board-opponent", count=count, camels=camels), opponent)
    if fg.open_hand:
        hand = cards_line(tutor, (*game.hands[theirs][:CAMEL], 0))
        lines.insert(lines.index(opponent) + 1, t("friend-board-open-hand", cards=hand))
        full = sum(game.goods_won[theirs]) + sum(game.bonus_won[theirs])
        replace(
            t("board-rupees", mine=obs.my_rupees, theirs=obs.opp_visible_rupees),
            t("friend-board-rupees-open", mine=obs.my_rupees, theirs=full, name=opp.name),
        )
        hidden = t("board-bonus", count=sum(obs.opp_bonus_counts))
        if hidden in lines:  # nothing is hidden in an open-hand game
            lines.remove(hidden)
    if not fg.finished and not obs.my_turn and not obs.round_over:
        replace(t("board-ai-turn"), t("friend-board-their-turn", name=opp.name))
    if fg.finished:
        lines[-1] = t("friend-board-over")
    text = "\n".join([*(top or []), *([""] if top else []), *lines])
    rows: K.Keyboard = []
    if fg.finished:
        return Message(text, [friend_row(tutor)], board=True)
    builder = fg.builders[seat]
    if obs.my_turn:
        if builder is not None:
            text += "\n\n" + render.step_prompt(tutor, obs, builder)
            rows = render.MENUS[builder.step](tutor, obs, builder, gid, ver)
        else:
            rows = K.main_menu(tutor, obs, gid, ver)
    extra = []
    if fg.last and fg.last[0] != seat and not fg.open_hand:
        extra.append(Button(t("friend-btn-why"), P.game(gid, ver, P.WHY)))
    extra.append(Button(t("friend-btn-resign"), P.game(gid, ver, P.RESIGN)))
    return Message(text, [*rows, extra], board=True)


def session_view(fg: FriendGame, seat: int, tutor: Tutor) -> Session:
    """The game as one seat's `Session`, for the shared button handlers."""
    return Session(
        game_id=fg.game_id,
        position=fg.position,
        level=FRIEND_LEVEL,
        human=seat,
        owner=fg.seats[seat].user_id,
        lang=tutor.lang,
        version=fg.seat_versions[seat],
        history=fg.history,
        builder=fg.builders[seat],
        finished=fg.finished,
    )


class FriendPlay:
    """The `FriendHooks` of one seat's turn in a friend game."""

    def __init__(self, fg: FriendGame, seat: int) -> None:
        self.fg, self.seat = fg, seat

    @property
    def other(self) -> int:
        return 1 - self.seat

    def show(self, turn: Turn) -> Reply:
        message = board(turn.tutor, self.fg, self.seat, turn.game)
        return Reply([*turn.messages, message], level=FRIEND_LEVEL)

    async def save(self, ctx: Context, turn: Turn) -> Reply:
        """A step of building a move: only this seat's board changes."""
        fg = self.fg
        turn.flush_notes()
        fg.builders[self.seat] = turn.session.builder
        fg.seat_versions[self.seat] = fg.version + 1
        return await self._commit(ctx, turn, [], None)

    async def play(self, ctx: Context, turn: Turn, move: Move) -> Reply:
        """Play a legal move; both players read it, each in their own language."""
        fg, me, game = self.fg, self.seat, turn.game
        mover, them = turn.tutor, await tutor_for(ctx.store, fg.seats[self.other])
        obs = game.observation(me)
        reason = reason_for(move, obs, len(obs.legal_moves()))
        camels = game.market[CAMEL]
        game.play(move)
        fg.history.append(f"{me}:{move}")
        fg.last = (me, str(move), str(reason), camels)
        fg.builders = [None, None]
        fg.turn_since, fg.reminded = ctx.clock(), False
        turn.events += events_after(move, me, me, game)
        mine = [mover.t("friend-your-move", move=mover.move(move, camels))]
        said = [them.t("friend-move", name=fg.seats[me].name, move=them.move(move, camels))]
        if fg.open_hand:  # "why" for every move, to both, each in their language
            mine.append(mover.t("friend-explain", why=mover.reason(reason)))
            said.append(them.t("friend-explain", why=them.reason(reason)))
        theirs: list[Message] = []
        if game.round_over:  # said before the round's summary, not on the next board
            turn.messages.append(Message("\n".join(mine)))
            theirs.append(Message("\n".join(said)))
            mine, said = [], []
            self._round_over(turn, them, theirs)
        else:
            turn.flush_notes()
        fg.seat_versions = [fg.version + 1, fg.version + 1]
        return await self._commit(ctx, turn, theirs, them, mine, said)

    def _round_over(self, turn: Turn, them: Tutor, theirs: list[Message]) -> None:
        fg, game, mover = self.fg, turn.game, turn.tutor
        turn.flush_notes()
        turn.messages.append(Message(playing.round_text(mover, game, self.seat)))
        theirs.append(Message(playing.round_text(them, game, self.other)))
        if game.match_over:
            winner = game.winner if game.winner is not None else self.other
            fg.finished, fg.result, fg.winner = True, Result.WON, winner
            turn.messages.append(Message(playing.match_text(mover, game, self.seat, winner)))
            theirs.append(Message(playing.match_text(them, game, self.other, winner)))
            return
        game.next_round()
        for tutor, seat, out in ((mover, self.seat, turn.messages), (them, self.other, theirs)):
            who = "you" if game.to_move == seat else "opponent"
            out.append(Message(tutor.t("round-start", round=game.round, who=who)))

    async def _commit(
        self,
        ctx: Context,
        turn: Turn,
        theirs: list[Message],
        them: Tutor | None,
        mine_top: list[str] | None = None,
        their_top: list[str] | None = None,
    ) -> Reply:
        """Save with compare-and-set; on success the boards to show (the
        opponent's too, when `them` is given), else the fresh board."""
        fg, friends = self.fg, _friends(ctx)
        fg.position = turn.game.to_dict()
        fg.active = ctx.clock()
        counted = fg.finished and not fg.open_hand and fg.result != Result.ABANDONED
        outcome = FriendOutcome(
            ctx.user.id, tuple(turn.notes_shown), fg.winner if counted else None
        )
        if not await friends.save(fg, ctx.clock(), outcome):
            return await stale(ctx, fg.game_id)
        mine = board(turn.tutor, fg, self.seat, turn.game, mine_top)
        reply = Reply([*turn.messages, mine], level=FRIEND_LEVEL)
        if them is not None:
            other = fg.seats[self.other]
            their_board = board(them, fg, self.other, turn.game, their_top)
            reply.others.append(Outbound(other.chat_id, [*theirs, their_board]))
        return reply


def _friends(ctx: Context) -> FriendStore:
    if ctx.friends is None:  # never: friend games are only reached through it
        raise RuntimeError("friend games need the Redis store")
    return ctx.friends


def friend_turn(ctx: Context, fg: FriendGame, seat: int) -> Turn:
    turn = Turn.of(session_view(fg, seat, ctx.tutor), ctx.user, ctx.tutor)
    turn.friend = FriendPlay(fg, seat)
    return turn


async def stale(ctx: Context, game_id: str) -> Reply:
    """Someone saved first: nothing of this tap is kept; the fresh board."""
    text = ctx.tutor.t("stale-board")
    fg = await _friends(ctx).load(game_id)
    seat = fg.seat_of(ctx.chat_id, ctx.user.id) if fg else None
    if fg is None or seat is None:
        return Reply([Message(text)], toast=text)
    reply = render.show(friend_turn(ctx, fg, seat))
    reply.messages.insert(0, Message(text))
    reply.toast = text
    return reply


def _play_of(turn: Turn) -> FriendPlay:
    if not isinstance(turn.friend, FriendPlay):  # never: only friend turns get here
        raise TypeError("not a friend game's turn")
    return turn.friend


# ---------------------------------------------------------- own game actions
async def why(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """Why the opponent's last move may be good (the tutor's reading of it)."""
    fp, t = _play_of(turn), turn.tutor
    last = fp.fg.last
    if last is None or last[0] == fp.seat:
        return Reply([Message(t.t("friend-why-nothing"))])
    seat, notation, reason, camels = last
    move = t.move(parse_move(notation), camels)
    text = t.t("friend-why", name=fp.fg.seats[seat].name, move=move, why=t.reason(reason))
    return Reply([Message(text)], toast="🤔")


async def resign(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """Resign (after a confirmation): the opponent wins."""
    fp, t = _play_of(turn), turn.tutor
    fg = fp.fg
    if arg != "y":
        ver = fg.seat_versions[fp.seat]
        yes = Button(t.t("friend-btn-resign-yes"), P.game(fg.game_id, ver, P.RESIGN, "y"))
        return Reply([Message(t.t("friend-resign-confirm"), [[yes]])], toast="")
    them = await tutor_for(ctx.store, fg.seats[fp.other])
    fg.finished, fg.result, fg.winner = True, Result.RESIGNED, fp.other
    fg.builders = [None, None]
    fg.seat_versions = [fg.version + 1, fg.version + 1]
    turn.messages.append(Message(t.t("friend-resigned", name=fg.seats[fp.other].name)))
    theirs = [Message(them.t("friend-opponent-resigned", name=fg.seats[fp.seat].name))]
    return await fp._commit(ctx, turn, theirs, them)


async def show(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    return render.show(turn)


class ActionLike(Protocol):
    """A game button's entry (`actions.GameAction`)."""

    @property
    def handler(self) -> GameHandler: ...

    @property
    def on_my_move(self) -> bool: ...


#: Friend games answer these their own way; the rest as against the AI.
OWN: dict[str, GameHandler] = {P.WHY: why, P.RESIGN: resign}
#: Commands about the chat's friend game, when it has one in play.
COMMANDS: dict[str, GameHandler] = {
    "board": show,
    "hint": playing.hint,
    "why": why,
    "resign": resign,
}


async def press(ctx: Context, button: GamePayload, actions: Mapping[str, ActionLike]) -> Reply:
    """A tap on a friend game's board, in one of its players' chats."""
    fg = await _friends(ctx).load(button.game_id) if ctx.friends else None
    if fg is None or fg.finished:
        return render.old_board(ctx.tutor)
    seat = fg.seat_of(ctx.chat_id, ctx.user.id)
    if seat is None:
        return Reply(toast=ctx.tutor.t("not-your-game"))
    turn = friend_turn(ctx, fg, seat)
    if button.version != fg.seat_versions[seat]:
        return render.old_board(ctx.tutor, turn)
    own = OWN.get(button.action)
    if own is not None:
        return await own(ctx, turn, button.arg)
    action = actions.get(button.action)
    if action is None or (action.on_my_move and not turn.my_move):
        return render.show(turn)
    return await action.handler(ctx, turn, button.arg)


async def turn_of_chat(ctx: Context) -> Turn | None:
    """The chat's friend game in play, as this player's turn (None: none)."""
    if ctx.friends is None:
        return None
    fg = await ctx.friends.load_for_chat(ctx.chat_id)
    seat = fg.seat_of(ctx.chat_id, ctx.user.id) if fg else None
    return None if fg is None or seat is None else friend_turn(ctx, fg, seat)


async def typed(
    ctx: Context, move: Move | None, broken: tuple[str, str] | None = None
) -> Reply | None:
    """A move typed in a chat that plays a friend game (None: it doesn't);
    `broken`: text that asked for something a rule forbids (refusal, rule id)."""
    turn = await turn_of_chat(ctx)
    if turn is None:
        return None
    if not turn.my_move:
        return render.show(turn)
    if broken is not None or move is None:
        return playing.refused(turn, *broken) if broken else render.show(turn)
    return await playing.attempt(ctx, turn, move)


Handler = Callable[[Context, str], Awaitable[Reply]]


def or_friend(name: str, handler: Handler) -> Handler:
    """A command about "the game": the chat's friend game if one is in play."""
    friend = COMMANDS[name]

    async def run(ctx: Context, arg: str) -> Reply:
        turn = await turn_of_chat(ctx)
        return await handler(ctx, arg) if turn is None else await friend(ctx, turn, arg)

    return run


# ------------------------------------------------------------- the daily job
async def sweep(friends: FriendStore, store: SessionStore, now: float) -> list[Outbound]:
    """Close games idle for `IDLE_DAYS` (a message to both) and remind, once,
    a player who let the other wait a day.  Safe with several replicas: each
    deadline is claimed by one, and each change is a compare-and-set."""
    out: list[Outbound] = []
    for game_id, version in await friends.claim_due("idle", now):
        fg = await friends.load(game_id)
        if fg is None or fg.finished or fg.version != version:
            continue  # it moved since: a newer deadline stands
        fg.finished, fg.result = True, Result.ABANDONED
        fg.builders = [None, None]
        fg.seat_versions = [fg.version + 1, fg.version + 1]
        if not await friends.save(fg, now):
            continue
        game = Game.from_dict(fg.position)
        for seat, player in enumerate(fg.seats):
            tutor = await tutor_for(store, player)
            name = fg.seats[1 - seat].name
            text = tutor.t("friend-abandoned", name=name, days=IDLE_DAYS)
            out.append(Outbound(player.chat_id, [Message(text), board(tutor, fg, seat, game)]))
    for game_id, version in await friends.claim_due("remind", now):
        fg = await friends.load(game_id)
        if fg is None or fg.finished or fg.version != version or fg.reminded:
            continue
        fg.reminded = True  # boards stay valid: seat versions don't change
        if not await friends.save(fg, now):
            continue
        seat = Game.from_dict(fg.position).to_move
        player = fg.seats[seat]
        tutor = await tutor_for(store, player)
        text = tutor.t("friend-reminder", name=fg.seats[1 - seat].name)
        out.append(Outbound(player.chat_id, [Message(text)]))
    return out
