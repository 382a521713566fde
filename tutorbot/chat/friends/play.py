"""Playing a game between two people, each in their own private chat.

The game is one `FriendGame` that both chats point to.  A tap is handled by
the same button handlers as against the AI: the `Turn` is a seat's view of
the game, and `FriendPlay` (its `friend` hooks) saves, plays and draws boards
instead of the AI game's code.  Every save is one compare-and-set on the
shared game, so taps from both phones are ordered and applied once; a move
also reaches the opponent's chat (`Reply.others`) in their own language.
"""

from __future__ import annotations

from tutorbot.engine import Move, Played
from tutorbot.engine.cards import CAMEL
from tutorbot.store import EncodedFacts, LastMove
from tutorbot.store.friends import FriendGame, FriendOutcome, Result
from tutorbot.tutor import Tutor, events_after
from tutorbot.tutor.facts import NEUTRAL_KINDS, encode_facts, facts_for

from .. import playing, render
from ..context import Context, Turn
from ..view import Message, Outbound, Reply
from .board import board
from .shared import FRIEND_LEVEL, end_of, friend_store, session_view, tutor_for


class FriendPlay:
    """The `SharedPlay` of one seat's turn in a friend game."""

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
        return await self.commit(ctx, turn, [], None)

    async def play(self, ctx: Context, turn: Turn, move: Move) -> Reply:
        """Play a legal move; both players read it, each in their own language."""
        fg, me, game = self.fg, self.seat, turn.game
        mover, them = turn.tutor, await tutor_for(ctx.store, fg.seats[self.other])
        obs = game.observation(me)
        facts = [f for f in facts_for(obs, move, public=True) if f.kind in NEUTRAL_KINDS]
        camels = game.market[CAMEL]
        before = len(game.goods_won[me]), len(game.bonus_won[me])
        game.play(move)
        fg.history.append(Played(me, move))
        fg.last = LastMove(me, move, EncodedFacts(encode_facts(facts)), camels)
        fg.builders = [None, None]
        fg.turn_since, fg.reminded = ctx.now(), False
        turn.events += events_after(move, me, me, game)
        # the receipt is the mover's alone: it names their new bonus token's value
        receipt = playing.move_receipt(mover, game, me, move, before, camels)
        mine = [mover.t("friend-your-move", move=mover.move(move, camels)), receipt]
        said = [them.t("friend-move", name=fg.seats[me].name, move=them.move(move, camels))]
        if fg.open_hand:  # "why" for every move, to both, each in their language
            mine.append(mover.explained("friend-explain", facts, "why", camels))
            said.append(them.explained("friend-explain", facts, "why", camels))
        theirs: list[Message] = []
        round_end = game.round_over
        if round_end:  # said before the round's summary, not on the next board
            turn.messages.append(Message("\n".join(mine)))
            theirs.append(Message("\n".join(said)))
            mine, said = [], []
            self._round_over(turn, them, theirs)
        else:
            turn.flush_notes()
        fg.seat_versions = [fg.version + 1, fg.version + 1]
        reply = await self.commit(ctx, turn, theirs, them, mine, said)
        reply.result_first = round_end  # the result first, then the board, in both chats
        return reply

    def _round_over(self, turn: Turn, them: Tutor, theirs: list[Message]) -> None:
        fg, game, mover = self.fg, turn.game, turn.tutor
        turn.flush_notes(moves_only=True)  # the last move's; the scoring's follow the account
        turn.messages.append(Message(playing.round_text(mover, game, self.seat)))
        turn.flush_notes()
        theirs.append(Message(playing.round_text(them, game, self.other)))
        if game.match_over:
            winner = game.winner if game.winner is not None else self.other
            fg.finished, fg.result, fg.winner = True, Result.WON, winner
            turn.messages.append(Message(playing.match_text(mover, game, self.seat, winner)))
            theirs.append(Message(playing.match_text(them, game, self.other, winner)))
            return
        game.next_round()
        fg.last = None  # "why" speaks of this round's moves only
        for tutor, seat, out in ((mover, self.seat, turn.messages), (them, self.other, theirs)):
            who = "you" if game.to_move == seat else "opponent"
            out.append(Message(tutor.t("round-start", round=game.round, who=who)))

    async def commit(
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
        fg, friends = self.fg, friend_store(ctx)
        fg.position = turn.game.to_dict()
        fg.active = ctx.now()
        counted = fg.finished and end_of(fg).counted and fg.result != Result.ABANDONED
        outcome = FriendOutcome(
            ctx.user.id, tuple(turn.notes_shown), fg.winner if counted else None
        )
        if not await friends.save(fg, ctx.now(), outcome):
            return await stale(ctx, fg.game_id)
        mine = board(turn.tutor, fg, self.seat, turn.game, mine_top)
        reply = Reply([*turn.messages, mine], level=FRIEND_LEVEL)
        if them is not None:
            other = fg.seats[self.other]
            their_board = board(them, fg, self.other, turn.game, their_top)
            reply.others.append(Outbound(other.chat_id, [*theirs, their_board]))
        return reply


def friend_turn(ctx: Context, fg: FriendGame, seat: int) -> Turn:
    turn = Turn.of(session_view(fg, seat, ctx.tutor), ctx.user, ctx.tutor, ctx.tables)
    turn.shared = FriendPlay(fg, seat)
    return turn


async def stale(ctx: Context, game_id: str) -> Reply:
    """Someone saved first: nothing of this tap is kept; the fresh board."""
    text = ctx.tutor.t("stale-board")
    fg = await friend_store(ctx).load(game_id)
    seat = fg.seat_of(ctx.chat_id, ctx.user.id) if fg else None
    if fg is None or seat is None:
        return Reply([Message(text)], toast=text)
    reply = render.show(friend_turn(ctx, fg, seat))
    reply.messages.insert(0, Message(text))
    reply.toast = text
    return reply
