"""Playing: the player's move, the AI's answers, rounds and the match's end.

Every move of the player, however it was made (a button, typed), enters by
`human_move`: a feature may judge it instead (a lesson), else it is played.
A move is checked first; a refused one is explained (the move being built
stays open to be fixed).  An accepted one is followed by the AI's moves until
it is the player's turn again, each round summarised as it ends.
"""

from __future__ import annotations

import math

from tutorbot.ai import LEVELS
from tutorbot.ai.judge import Judgement, position_key
from tutorbot.engine import Exchange, Game, IllegalMove, Move, Observation, Played, Sell, Take
from tutorbot.engine.cards import CAMEL
from tutorbot.store import EncodedFacts, LastMove, Session, Stat, Step
from tutorbot.tutor import Tutor, events_after
from tutorbot.tutor.account import match_account, round_account
from tutorbot.tutor.explain import first_seal
from tutorbot.tutor.facts import Fact, decode_facts, encode_facts, facts_for, verdict_mine
from tutorbot.tutor.receipts import receipt

from . import render
from .context import HUMAN_SEAT, Broken, Context, Turn
from .judgements import judged, kept, numbers_explained_once
from .saving import save
from .thinking import decision_seed
from .view import Button, Message, Reply

#: What one hint or analysis draws from the player's explanation budget
#: (seconds of search): the verdict search's time on one core, rounded up
#: (bench/hint.py: 0.30 s median, 0.47 s p95 with the compiled core).
EXPLAIN_SECONDS = 0.5


async def new_game(ctx: Context, level: int) -> Reply:
    """Deal a new match at `level` (also the player's default level from now on)."""
    prefs, tutor = ctx.prefs, ctx.tutor
    if prefs.level != level:
        prefs.level = level
        await ctx.store.set_prefs(ctx.user.id, prefs)
    old = await ctx.load()
    if old is not None and not old.finished and not ctx.may_play(old):
        return render.not_your_game(tutor)
    await ctx.store.close_lesson(ctx.chat_id)  # typed moves go to this game now
    game_id = ctx.new_game_id()
    game = Game.new(seed=int(game_id, 16), first=HUMAN_SEAT)
    session = Session(
        game_id=game_id,
        position=game.to_dict(),
        level=level,
        human=HUMAN_SEAT,
        owner=ctx.user.id,
        lang=tutor.lang,
        version=old.version if old else 0,
    )
    turn = Turn(session, game, tutor, ctx.user, ctx.tables, table_url=ctx.table_url)
    name = tutor.level_name(level, LEVELS[level].key)
    turn.messages.append(Message(tutor.t("game-started", level=name)))
    return await save(ctx, turn)


async def human_move(ctx: Context, turn: Turn, move: Move) -> Reply:
    """The player's move, however it was made (buttons or typed): judged by a
    feature that claims it (a lesson, a guided turn), else played."""
    for judge in ctx.tables.move_judges:
        judged = await judge(ctx, turn, move)
        if judged is not None:
            return judged
    return await attempt(ctx, turn, move)


async def typed_move(
    ctx: Context, session: Session, move: Move | None, broken: Broken | None
) -> Reply:
    """A move typed for `session` (`broken`: text that asked for something a
    rule forbids, refused like a move)."""
    if not ctx.may_play(session):
        return render.not_your_game(ctx.tutor)
    turn = ctx.turn(session)
    if not turn.my_move:
        return render.show(turn)
    if broken is not None:
        return await refused(ctx, turn, *broken)
    assert move is not None  # parsed, since no rule was broken
    return await human_move(ctx, turn, move)


def result_rows(turn: Turn) -> list[list[Button]]:
    """The buttons under a match's result (Rematch is on the board): those of
    what follows this kind of game's end (no review of a guided game)."""
    following = turn.tables.following(turn.session.game_id)
    return [after.row(turn.tutor) for after in following if after.row is not None]


async def attempt(ctx: Context, turn: Turn, move: Move) -> Reply:
    """Play the human's move, or explain why not and keep the builder open."""
    s, game = turn.session, turn.game
    found = game.refusal_of(move)
    if found:
        error = IllegalMove(found, move)
        obs = turn.game.observation(s.human)
        text = turn.tutor.refusal(error, obs, ranked=await refusal_ranking(ctx, obs))
        return await refused(ctx, turn, text, error.rule)
    turn.seen = await ctx.seen_notes(turn.user.id)
    if turn.shared is not None:
        return await turn.shared.play(ctx, turn, move)
    before = len(game.goods_won[s.human]), len(game.bonus_won[s.human])
    camels = game.market[CAMEL]
    record_move(turn, s.human, move)
    line = move_receipt(turn.tutor, game, s.human, move, before, camels)
    if game.round_over:  # before the round's summary; else atop the board
        turn.messages.append(Message(line))
    else:
        turn.ai_lines.append(line)
    s.builder = None
    if not turn.game.round_over:
        turn.flush_notes()  # about the player's own move, before the AI answers
    await _after_move(ctx, turn)
    return await save(ctx, turn)


async def refusal_ranking(ctx: Context, obs: Observation) -> list[Move]:
    """The moves a refusal chooses its suggestion from, best first: the
    hint's judgement where the player asked for one here (so the refusal
    never suggests another move than the hint just gave), else a quick one
    (the answer to a move, not an explanation asked for: it doesn't wait
    for a hint's depth, nor behind hints)."""
    found = await kept(ctx, position_key(obs), "hint")
    if found is None:
        found = await judged(ctx, obs, "quick", for_move=True)
    return [o.move for o in found.moves]


def move_receipt(
    tutor: Tutor, game: Game, seat: int, move: Move, before: tuple[int, int], camels: int
) -> str:
    """The receipt of `seat`'s move just played in `game`, for that seat alone
    (`before`: how many goods and bonus tokens it had; `camels`: the market's
    camels before the move): "Sold 🧵 4 cloth: 3+3+2+2 + bonus 5 = 15 rupees"."""
    return receipt(
        tutor.t,
        move,
        hand=sum(game.hands[seat]),
        herd=game.herds[seat],
        camels=camels,
        tokens=tuple(game.goods_won[seat][before[0] :]),
        bonus=sum(game.bonus_won[seat][before[1] :]),
    )


#: The kind of move each step's menu builds.
STEP_MOVES: dict[Step, type] = {Step.TAKE: Take, Step.SELL: Sell, Step.EXCHANGE: Exchange}


def dead_end(turn: Turn) -> bool:
    """Whether the menu being built can finish no legal move (the goods to take
    with a hand of 7): a refusal there would show the same refused choices."""
    builder = turn.session.builder
    if builder is None:
        return False
    kind = STEP_MOVES[builder.step]
    return not any(isinstance(m, kind) for m in turn.game.legal_moves())


async def refused(ctx: Context, turn: Turn, text: str, rule: str) -> Reply:
    """The board under the explanation `text` of a move refused under `rule`
    (typed or built).  A move being built stays open to be fixed, unless its
    menu can finish no legal move: then it closes (and the game keeps that)."""
    if dead_end(turn):
        turn.session.builder = None
        reply = await save(ctx, turn)
    else:
        reply = render.show(turn)
    reply.messages.insert(0, Message(text))
    reply.toast = turn.tutor.t("refusal-title")
    reply.rule = rule
    return reply


def record_move(turn: Turn, seat: int, move: Move) -> None:
    """Play `move` for `seat`, keep it in the history and note its events."""
    turn.game.play(move)
    turn.moved = True
    turn.session.history.append(Played(seat, move))
    turn.events += events_after(move, seat, turn.session.human, turn.game)


def record_ai_move(turn: Turn, seat: int, move: Move) -> str:
    """Play the AI's `move` and keep it as the move "why" explains, with the
    facts its player could say of it (only what the learner may know: the
    AI's hand and the bonus values stay hidden); the line that names it."""
    s, game, tutor = turn.session, turn.game, turn.tutor
    camels = game.market[CAMEL]
    facts = EncodedFacts(encode_facts(facts_for(game.observation(seat), move, public=True)))
    before = game.to_dict() if _dealt_from_id(s.game_id, game) else None
    record_move(turn, seat, move)
    s.last_ai = LastMove(seat, move, facts, camels, before)
    return tutor.t("ai-move", move=tutor.move(move, camels))


async def _after_move(ctx: Context, turn: Turn) -> None:
    """Let the AI answer, score rounds and deal the next, until it's the human's turn."""
    s, game, tutor = turn.session, turn.game, turn.tutor
    while True:
        if game.round_over:  # just ended: every round gets its summary
            _round_over(turn)
            if game.match_over:
                break
            game.next_round()
            s.last_ai = None  # "why" speaks of this round's moves only
            who = "you" if game.to_move == s.human else "opponent"
            turn.messages.append(Message(tutor.t("round-start", round=game.round, who=who)))
            continue
        if game.to_move == s.human:
            break
        seat = game.to_move
        seed = decision_seed(s.game_id, len(s.history))
        obs = game.observation(seat)
        decision = await ctx.thinker.choose(s.level, seed, obs)
        line = record_ai_move(turn, seat, decision.move)
        if game.round_over:  # said before the round's summary, not on the next board
            # with the player's receipt and any AI move of this round still
            # waiting for the board: they belong to this round, not the next
            turn.messages.append(Message("\n".join([*turn.ai_lines, line])))
            turn.ai_lines.clear()
        else:  # on the board itself: one message that stays in view on a phone
            turn.ai_lines.append(line)
    if game.match_over:
        _match_over(turn)


def _round_over(turn: Turn) -> None:
    s, game, tutor = turn.session, turn.game, turn.tutor
    result = game.last_result
    if result is None:  # never: called just after a round ended
        raise AssertionError("a round ended without a result")
    turn.flush_notes(moves_only=True)  # the last move's; the scoring's follow the account
    turn.messages.append(Message(round_text(tutor, game, s.human)))
    turn.flush_notes()
    if result.seal is not None:
        turn.count(Stat.ROUNDS_WON if result.seal == s.human else Stat.ROUNDS_LOST)


def round_text(tutor: Tutor, game: Game, me: int) -> str:
    """The summary of the round that just ended, as seat `me` reads it."""
    result = game.last_result
    if result is None:  # never: called just after a round ended
        raise AssertionError("a round ended without a result")
    # Who starts the next round is said once, by the next round's own first line.
    return round_account(tutor.t, result, me) + "\n" + tutor.seals_line(game.seals, me)


def match_text(tutor: Tutor, game: Game, me: int, winner: int) -> str:
    """Who won the match, and its account round by round, as seat `me` reads it."""
    summary = tutor.match_summary(game.seals, me, winner)
    return summary + "\n\n" + match_account(tutor.t, game.results, me)


def _match_over(turn: Turn) -> None:
    s, game, tutor = turn.session, turn.game, turn.tutor
    s.finished = True
    s.builder = None
    if game.winner is None:  # never: called once the match is over
        raise AssertionError("a match ended without a winner")
    summary = match_text(tutor, game, s.human, game.winner)
    turn.messages.append(Message(summary, result_rows(turn)))
    turn.count(Stat.MATCHES_WON if game.winner == s.human else Stat.MATCHES_LOST)


async def hint(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The move the one judge values best at the hint's depth, with the facts
    behind it.  The judgement is the position's own (`judgements.judged`), so
    asking twice, `/analyse` and the review all see the same numbers."""
    not_now = await _not_now(ctx, turn)
    if not_now is not None:
        return not_now
    obs, judgement = await judgement_here(ctx, turn)
    move = judgement.best.move
    facts = facts_for(obs, move, judgement)
    text = turn.tutor.hint(move, facts, obs.market[CAMEL])
    return Reply([Message(await numbers_explained_once(ctx, text, first_seal(facts)))], toast="💡")


async def judgement_here(ctx: Context, turn: Turn) -> tuple[Observation, Judgement]:
    """The player's observation and its judgement at the hint's depth."""
    obs = turn.game.observation(turn.session.human)
    return obs, await judged(ctx, obs)


async def _not_now(ctx: Context, turn: Turn) -> Reply | None:
    """What a search that only explains answers instead when it may not run:
    the board while it isn't the player's turn, or the budget spent (None: it may)."""
    if not turn.my_move:
        return render.show(turn)
    return await explain_budget_spent(ctx, turn.tutor)


async def explain_budget_spent(ctx: Context, tutor: Tutor) -> Reply | None:
    """None while the player's explanation budget allows another search; else
    the reply: when to ask again (once), then silence (a script, most likely)."""
    wait = await ctx.explaining_wait(EXPLAIN_SECONDS)
    if wait < 0:  # told when to ask again already
        return Reply([])
    if wait:  # a very curious player: not another search now
        text = tutor.t("explain-budget-spent", seconds=math.ceil(wait))
        return Reply([Message(text)], toast="⏳")
    return None


async def analyse(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """The judge's three best moves for the player, with their numbers and
    facts (the hint's judgement, so its first move is the hint's)."""
    not_now = await _not_now(ctx, turn)
    if not_now is not None:
        return not_now
    obs, judgement = await judgement_here(ctx, turn)
    return Reply([Message(turn.tutor.analysis(obs, judgement))], toast="🔍")


async def why(ctx: Context, turn: Turn, arg: str = "") -> Reply:
    """Why the AI played its last move: the facts kept with it, and the
    verdict search's numbers on it when they may be computed."""
    s, tutor = turn.session, turn.tutor
    last = s.last_ai
    if last is None:  # at a round's start: not a move of the round before
        rnd = turn.game.round
        text = tutor.t("why-new-round", round=rnd) if rnd > 1 else tutor.t("why-nothing-yet")
        return Reply([Message(text)])
    verdict, spent = await _ai_verdict(ctx, turn, last)
    text = tutor.why(last.move, decode_facts(last.facts) + verdict, last.market_camels)
    if verdict:  # the judge's numbers: how to read them, the first time
        text = await numbers_explained_once(ctx, text, first_seal(verdict))
    return Reply([Message(text), *spent], toast="🤔")


def _dealt_from_id(game_id: str, game: Game) -> bool:
    """Whether `game` is dealt from its id's seed, as `new_game` deals a match
    (a lesson or the scripted first game is a hand-made position)."""
    try:
        return game.seed == int(game_id, 16)
    except ValueError:  # a lesson's id
        return False


async def _ai_verdict(ctx: Context, turn: Turn, last: LastMove) -> tuple[list[Fact], list[Message]]:
    """The judge's numbers on the AI's last move (weighed even where the
    search would not nominate it), from the AI's own observation when it
    chose it (the game kept with the move): how often it takes the Seal and
    its margin against the best other move, which stays unnamed.  No verdict when no game was
    kept with it (a hand-made position, or a move stored before it was), or
    when the explanation budget is spent: then the facts are still said,
    with when to ask again (the second list)."""
    s, move = turn.session, last.move
    plies = [i for i, played in enumerate(s.history) if played.seat == last.seat]
    if last.before is None or not plies or s.history[plies[-1]].move != move:
        return [], []
    spent = await explain_budget_spent(ctx, turn.tutor)
    if spent is not None:
        return [], spent.messages
    obs = Game.from_dict(last.before).observation(last.seat)
    return verdict_mine(move, await judged(ctx, obs, must=(move,))), []


async def resign(ctx: Context, turn: Turn, arg: str = "", *, lost: bool = True) -> Reply:
    """The match given up: over, and a lost match in the record, or, not
    `lost`, left without a defeat (and said so, with no rematch offered)."""
    s = turn.session
    s.finished = True
    s.builder = None
    turn.stats = {Stat.MATCHES_LOST: 1} if lost else {}
    s.left = not lost  # no defeat, and no rematch under it (`render.rematch_offered`)
    said = turn.tutor.t("resigned" if lost else "left-uncounted")
    turn.messages.append(Message(said, result_rows(turn)))
    return await save(ctx, turn)
