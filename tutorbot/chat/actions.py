"""Button presses: one handler per action, found in a table.

Game buttons (``<game>:<version>:<action>[:<arg>]``) are in `GAME_ACTIONS`,
each with whether it needs the player's turn and whether the AI may think
after it (the adapter shows "typing" then).  Buttons outside a game
(``<verb>:<arg>``) are in `PLAIN_ACTIONS`.  A new button is a handler and one
table entry; its payload code goes in `payload`.  A feature brings its plain
buttons in its `Feature` value, and answers the game buttons of its own kind
of game (`context.GameType`), often with `press_game` and a table of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tutorbot.engine import Card, Move, ascii_int
from tutorbot.engine.cards import PRECIOUS
from tutorbot.store import MoveBuilder, Step
from tutorbot.store.codec import move_from_code

from . import abandoning, playing, preferences, rating, render, resigning
from . import payload as P
from .context import Context, GameHandler, Handler, Turn
from .payload import GamePayload
from .playing import human_move
from .saving import save
from .view import Button, Reply


@dataclass(frozen=True)
class GameAction:
    """A game button's handler; `on_my_move`: only on the player's turn (else
    the board is shown again); `thinks`: the AI may think before the reply."""

    handler: GameHandler
    on_my_move: bool = True
    thinks: bool = False


def _exchange(turn: Turn) -> MoveBuilder:
    """The exchange being built (a fresh one if another step was open)."""
    s = turn.session
    if s.builder is None or s.builder.step is not Step.EXCHANGE:
        s.builder = MoveBuilder.exchange()
    return s.builder


def open_step(step: Step) -> GameHandler:
    """A button that opens a step's menu (what to take, what to sell)."""

    async def run(ctx: Context, turn: Turn, arg: str) -> Reply:
        turn.session.builder = MoveBuilder(step)
        return await save(ctx, turn)

    return run


def _slot(arg: str, counts: Sequence[int]) -> int | None:
    """The card slot (market or hand position) a button's argument names."""
    index = ascii_int(arg)
    return index if index is not None and index < sum(counts) else None


async def take(ctx: Context, turn: Turn, arg: str) -> Reply:
    good = P.good_arg(arg)
    if good is None:
        return render.show(turn)
    return await human_move(ctx, turn, Move.take(good))


async def camels(ctx: Context, turn: Turn, arg: str) -> Reply:
    return await human_move(ctx, turn, Move.camels())


async def sell_good(ctx: Context, turn: Turn, arg: str) -> Reply:
    good = P.good_arg(arg)
    if good is None:
        return render.show(turn)
    if good in PRECIOUS and turn.game.observation(turn.session.human).hand[good] == 1:
        return await human_move(ctx, turn, Move.sell(Card(good), 1))  # the tutor explains
    turn.session.builder = MoveBuilder(Step.SELL, good=good)
    return await save(ctx, turn)


async def sell(ctx: Context, turn: Turn, arg: str) -> Reply:
    b, number = turn.session.builder, ascii_int(arg)
    if number is None or b is None or b.good is None:
        return render.show(turn)
    return await human_move(ctx, turn, Move.sell(Card(b.good), number))


async def exchange_menu(ctx: Context, turn: Turn, arg: str) -> Reply:
    b = turn.session.builder
    if b is not None and b.step is Step.EXCHANGE:
        return render.show(turn)  # a label button: nothing to do
    _exchange(turn)
    return await save(ctx, turn)


async def toggle_take(ctx: Context, turn: Turn, arg: str) -> Reply:
    return await _toggle(ctx, turn, arg, give=False)


async def toggle_give(ctx: Context, turn: Turn, arg: str) -> Reply:
    return await _toggle(ctx, turn, arg, give=True)


async def _toggle(ctx: Context, turn: Turn, arg: str, give: bool) -> Reply:
    """Mark or unmark one card of the exchange being built: a market card to
    take, or (`give`) a hand card to give; a stale slot changes nothing."""
    obs = turn.game.observation(turn.session.human)
    slot = _slot(arg, obs.hand if give else obs.market)
    if slot is None:
        return render.show(turn)
    builder = _exchange(turn)
    (builder.toggle_give if give else builder.toggle_take)(slot)
    return await save(ctx, turn)


async def camel_more(ctx: Context, turn: Turn, arg: str) -> Reply:
    _exchange(turn).add_camels(1, turn.game.observation(turn.session.human).herd)
    return await save(ctx, turn)


async def camel_less(ctx: Context, turn: Turn, arg: str) -> Reply:
    _exchange(turn).add_camels(-1, turn.game.observation(turn.session.human).herd)
    return await save(ctx, turn)


async def confirm(ctx: Context, turn: Turn, arg: str) -> Reply:
    obs = turn.game.observation(turn.session.human)
    return await human_move(ctx, turn, _exchange(turn).exchange_move(obs.market, obs.hand))


async def play(ctx: Context, turn: Turn, arg: str) -> Reply:
    """A whole move offered as a button ("Did you mean …?"), played as if typed."""
    try:
        move = move_from_code(arg)
    except (ValueError, IndexError):
        return render.show(turn)
    return await human_move(ctx, turn, move)


async def cancel(ctx: Context, turn: Turn, arg: str) -> Reply:
    turn.session.builder = None
    return await save(ctx, turn)


GAME_ACTIONS: dict[str, GameAction] = {
    P.HINT: GameAction(playing.hint, on_my_move=False, thinks=True),
    P.WHY: GameAction(playing.why, on_my_move=False),
    P.TAKE_MENU: GameAction(open_step(Step.TAKE)),
    P.TAKE: GameAction(take, thinks=True),
    P.CAMELS: GameAction(camels, thinks=True),
    P.PLAY: GameAction(play, thinks=True),
    P.SELL_MENU: GameAction(open_step(Step.SELL)),
    P.SELL_GOOD: GameAction(sell_good, thinks=True),
    P.SELL: GameAction(sell, thinks=True),
    P.EXCHANGE_MENU: GameAction(exchange_menu),
    P.TOGGLE_TAKE: GameAction(toggle_take),
    P.TOGGLE_GIVE: GameAction(toggle_give),
    P.CAMEL_MORE: GameAction(camel_more),
    P.CAMEL_LESS: GameAction(camel_less),
    P.CONFIRM: GameAction(confirm, thinks=True),
    P.CANCEL: GameAction(cancel),
    P.RESIGN: GameAction(resigning.ask, on_my_move=False),
    P.RESIGN_YES: GameAction(playing.resign, on_my_move=False),
    P.RESIGN_NO: GameAction(resigning.keep, on_my_move=False),
    P.ABANDON_YES: GameAction(abandoning.abandon, on_my_move=False),
}


# ------------------------------------------------------------ plain buttons
async def choose_level(ctx: Context, arg: str) -> Reply:
    return Reply([await rating.level_menu(ctx, "choose-level", ctx.prefs.level)], toast="")


async def new_game(ctx: Context, arg: str) -> Reply:
    level = preferences.level_of(arg)
    return render.old_board(ctx.tutor) if level is None else await playing.new_game(ctx, level)


async def language(ctx: Context, arg: str) -> Reply:
    lang = preferences.language_of(arg)
    if lang is None:
        return render.old_board(ctx.tutor)
    return await preferences.set_language(ctx, lang)


async def mode(ctx: Context, arg: str) -> Reply:
    chosen = preferences.mode_of(arg)
    if chosen is None:
        return render.old_board(ctx.tutor)
    return await preferences.set_mode(ctx, chosen)


async def rules_page(ctx: Context, arg: str) -> Reply:
    page = ascii_int(arg)
    if page is None:
        return render.old_board(ctx.tutor)
    reply = preferences.rules(ctx.tutor, page)
    reply.messages[0].inline = True  # turn the page in place
    return reply


async def keep_level(ctx: Context, arg: str) -> Reply:
    """A level chosen in /level's menu: kept for the next games, with a button
    that starts one at it now."""
    level = preferences.level_of(arg)
    if level is None:
        return render.old_board(ctx.tutor)
    reply = await preferences.set_level(ctx, level)
    reply.messages[0].buttons = [[Button(ctx.tutor.t("btn-new-game"), P.plain(P.LEVEL, level))]]
    return reply


#: Verb -> handler: the core's own buttons (a feature's come in its `Feature`).
PLAIN_ACTIONS: dict[str, Handler] = {
    P.NEW: abandoning.asking_first(choose_level),
    P.LEVEL: abandoning.asking_first(new_game),
    P.LEVEL_SET: keep_level,
    P.REMATCH: new_game,
    P.LANG: language,
    P.MODE: mode,
    P.RULES: rules_page,
}


async def press_game(ctx: Context, button: GamePayload, actions: Mapping[str, GameAction]) -> Reply:
    """A tap on the board of the chat's game (or, with a lesson's `ctx`, its
    open lesson), answered from `actions` if the board is still current."""
    session = render.current(await ctx.load())
    if session is None:
        return render.old_board(ctx.tutor)
    if session.game_id != button.game_id or session.version != button.version:
        return render.old_board(ctx.tutor, ctx.turn(session))
    if not ctx.may_play(session):
        return Reply(toast=ctx.tutor.t("not-your-game"))
    turn = ctx.turn(session)
    action = actions.get(button.action)
    if action is None or (action.on_my_move and not turn.my_move):
        return render.show(turn)
    return await action.handler(ctx, turn, button.arg)
