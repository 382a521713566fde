"""The tutor: every text the player reads about the rules, in their language."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tutorbot.engine import (
    Card,
    Exchange,
    IllegalMove,
    Move,
    MoveParseError,
    Observation,
    Reason,
    RoundResult,
)
from tutorbot.engine import rules as R
from tutorbot.engine.cards import CAMEL, CARD_BY_NAME
from tutorbot.engine.errors import ParseProblem
from tutorbot.engine.moves import Counts

from .alternatives import alternative_for
from .explain import VERDICTS, fact_text, shown, signed_rupees
from .facts import Fact, Judged, Kind, facts_for
from .locale import Messages, messages
from .notes import Event, TutorMode
from .pages import PAGES, rule_message_id
from .typed_moves import read_move
from .words import EMOJI, card_count, card_list, describe_move, joined, rupees

#: Moves `/analyse` shows.
ANALYSED = 3
#: What the receipt of a sale just played names (its tokens, its bonus token):
#: facts the "done" side leaves out rather than say twice.
RECEIPTED = frozenset({Kind.SALE_TOKENS, Kind.SALE_BONUS})


class Tutor:
    """Explanations for one player: `lang` picks the language, `mode` the notes."""

    def __init__(
        self, lang: str = "en", mode: TutorMode | str = TutorMode.FULL, strict: bool | None = None
    ) -> None:
        self.lang = lang
        self.mode = TutorMode(mode)
        self.t: Messages = messages(lang, strict)

    # ----------------------------------------------------------------- words
    def move(self, move: Move, market_camels: int = 0) -> str:
        """A move in words, in this tutor's language."""
        return describe_move(self.t, move, market_camels)

    def cards(self, counts: Counts) -> str:
        """Cards in words ("2 gold, 1 silver"), in this tutor's language."""
        return card_list(self.t, counts)

    # ----------------------------------------------------------------- rules
    def rule(self, rule_id: str) -> str:
        """The one-sentence explanation of a rule."""
        return self.t(rule_message_id(rule_id))

    def rule_long(self, rule_id: str) -> str:
        """The longer explanation, for learning."""
        return self.t(rule_message_id(rule_id), "long")

    @property
    def page_count(self) -> int:
        """How many pages the rules take (`rules_page`)."""
        return len(PAGES)

    def rules_page(self, page: int) -> str:
        """Page `page` (1-based) of the rules, short enough for a phone screen."""
        page = min(max(page, 1), len(PAGES))
        title = self.t(f"rules-title-{page}")
        lines = [self.t("rules-header", page=page, pages=len(PAGES), title=title)]
        lines += [f"• {self.rule_long(rule_id)}" for rule_id in PAGES[page - 1]]
        return "\n\n".join(lines)

    # -------------------------------------------------------------- refusals
    def refusal(
        self,
        error: IllegalMove,
        obs: Observation,
        better: Move | None = None,
        ranked: Sequence[Move] = (),
    ) -> str:
        """Why the move was refused, in this position, and a legal idea instead:
        `better` when given (a lesson's own move), else the move of `ranked`
        (the search's best first) closest to what was tried."""
        lines = [self.t("refusal-title")]
        situation = self._situation(error)
        if situation:
            lines.append(situation)
        rule_line = self._rule_line(error)
        if rule_line:
            lines.append(rule_line)
        if isinstance(error.move, Move) and not obs.round_over:
            if better is None or obs.check(better) is not None:
                better = alternative_for(error.rule, error.move, obs, ranked)
            if better is not None:
                lines.append(
                    self.t("refusal-alternative", move=self.move(better, obs.market[CAMEL]))
                )
        return "\n".join(lines)

    def _rule_line(self, error: IllegalMove) -> str | None:
        """The rule actually broken: asking for a card the market lacks is not a
        matter of taking one good or all the camels, but of what the market shows;
        selling a good none of which is held breaks no rule of a sale's size
        (None: the situation says it all)."""
        if _sells_none_held(error):
            return None
        no_camels = error.rule == R.TAKE_CAMELS_ALL and error.details.market_camels == 0
        if no_camels or error.reason in (Reason.NOT_IN_MARKET, Reason.NO_CAMELS):
            return self.t("refusal-market-only")
        return self.rule(error.rule)

    def read_move(self, text: str, obs: Observation | None = None) -> Move:
        """A move typed in the player's language or in English, matched against
        the legal moves of `obs` when given (`MoveParseError` if not a move;
        `MoveChoice`, one, when several moves fit)."""
        return read_move(text, self.lang, obs)

    def parse_error(self, error: MoveParseError) -> str:
        """A typed move that couldn't be played: worded like a refusal when the
        text asks for something a rule forbids, else what is wrong with the text."""
        t, d, problem = self.t, error.details, error.problem
        if error.rule is not None:
            if problem is ParseProblem.SELL_MIXED:
                counted = zip(d["goods"], d["counts"], strict=True)
                goods = [card_count(t, CARD_BY_NAME[g], n) for g, n in counted]
                situation = t("refusal-sell-mixed", goods=joined(t, goods))
            elif problem is ParseProblem.SELL_CAMELS:
                situation = t("refusal-sell-camels")
            else:
                situation = t("refusal-take-several", count=d["count"])
            return "\n".join([t("refusal-title"), situation, self.rule(error.rule)])
        if problem is ParseProblem.AMBIGUOUS:
            return t("parse-ambiguous", count=len(d["moves"]))
        args = {k: str(v) for k, v in d.items()}
        return t("parse-error", error=t(f"parse-{problem}", **args))

    def _situation(self, error: IllegalMove) -> str | None:
        t, d, move, reason = self.t, error.details, error.move, error.reason
        if reason is Reason.ROUND_OVER:
            return t("refusal-round-over")
        if reason is Reason.EXCHANGE_TOO_SMALL and isinstance(move, Exchange):
            return t(
                "refusal-exchange-minimum-two",
                taken=card_list(t, move.taken),
                given=card_list(t, move.given),
            )
        if reason is Reason.PRECIOUS_TOO_FEW and d.good is not None and d.held is not None:
            return t(
                "refusal-sell-precious-minimum",
                held=d.held,
                cards=card_count(t, d.good, d.held),
            )
        if reason is Reason.HAND_FULL:
            return t("refusal-hand-limit-seven", after=d.hand_after)
        if reason is Reason.NOT_IN_MARKET:
            return t("refusal-not-in-market", cards=self._lacking(d.cards, move))
        if reason is Reason.NOT_HELD:
            return t("refusal-not-held", cards=self._lacking(d.cards, move))
        if reason is Reason.ONE_CAMEL and d.market_camels:
            return t("refusal-one-camel", count=d.market_camels)
        if reason is Reason.NO_CAMELS or d.market_camels == 0:
            return t("refusal-no-camels")
        if reason is Reason.CAMELS_NOT_GOODS:
            return t("refusal-sell-camels")
        if _sells_none_held(error) and d.good is not None:  # no count: none was typed
            return t("refusal-sell-none-held", good=d.good.label, emoji=EMOJI[d.good])
        if reason is Reason.MORE_THAN_HELD and d.good is not None:
            held = d.held or 0
            return t(
                "refusal-sell-more-than-held",
                held=held,
                asked=card_count(t, d.good, d.asked or 0),
                cards=card_count(t, d.good, held),
            )
        return None

    def _lacking(self, cards: Iterable[Card], move: object) -> str:
        """The cards a move lacked, counted as the move asked for them."""
        parts = []
        for card in cards:
            wanted = 1
            if isinstance(move, Exchange):
                wanted = (move.taken if move.taken[card] else move.given)[card]
            parts.append(card_count(self.t, card, max(1, wanted)))
        return joined(self.t, parts)

    # ------------------------------------------------------------------ notes
    def notes(self, events: Iterable[Event], seen: set[str]) -> list[tuple[str, str]]:
        """(note id, text) for events the player hasn't had explained yet."""
        if self.mode is not TutorMode.FULL:
            return []
        out: list[tuple[str, str]] = []
        for event in events:
            if event.note in seen or any(event.note == n for n, _ in out):
                continue
            args: dict[str, Any] = dict(event.args)
            if "bonus" in args:
                args["bonus"] = rupees(self.t, int(args["bonus"]))
            out.append((event.note, self.t(f"note-{event.note}", **args)))
        return out

    # ------------------------------------------------------------ hints, why
    def explain(self, facts: Sequence[Fact], side: str = "hint", market_camels: int = 0) -> str:
        """The facts about a move a hint or a `/why` says, one sentence each.
        `side` is who speaks: "hint" advises the player (the opponent is the
        bot), "why" is the bot explaining its own move (so the player is "you"
        and the bot "I"), "done" tells the player about their move just played
        (present tense; a sale's tokens and bonus token are drawn, and the
        receipt above names them, so neither they nor the range the bonus came
        from are said again).  One line each: a hint can cite five facts, far
        more than a message argument may hold."""
        if side == "done":
            facts = [f for f in facts if f.kind not in RECEIPTED]
        return "\n".join(f"• {fact_text(self.t, f, side, market_camels)}" for f in shown(facts))

    def explained(
        self, msg_id: str, facts: Sequence[Fact], side: str, market_camels: int, **args: Any
    ) -> str:
        """Message `msg_id` (whose `$why` is left empty) with the facts below it."""
        head = self.t(msg_id, why="", **args).rstrip()
        why = self.explain(facts, side, market_camels)
        return f"{head}\n{why}" if why else head

    def hint(self, move: Move, facts: Sequence[Fact], market_camels: int = 0) -> str:
        """`/hint`: the suggested move and the facts that back it."""
        move_text = self.move(move, market_camels)
        return self.explained("hint", facts, "hint", market_camels, move=move_text)

    def analysis(self, obs: Observation, judgement: Judged) -> str:
        """`/analyse`: the judge's three best moves for `obs.player`, each with
        its Seal chance, its average margin and the facts behind it, and which
        of them the judgement cannot tell from the first."""
        t, camels = self.t, obs.market[CAMEL]
        top = list(judgement.moves[:ANALYSED])
        lines = [t("analyse-title", worlds=judgement.worlds)]
        for rank, r in enumerate(top, 1):
            head = t(
                "analyse-move",
                rank=rank,
                move=self.move(r.move, camels),
                seal=round(100 * r.seal),
                margin=signed_rupees(t, round(r.margin)),
            )
            facts = [f for f in facts_for(obs, r.move) if f.kind not in VERDICTS]
            lines.append(
                "\n".join(
                    [head, *(f"   • {fact_text(t, f, 'hint', camels)}" for f in shown(facts, 3))]
                )
            )
        close = 0
        for r in top[1:]:
            if judgement.compare(top[0].move, r.move).separated:
                break
            close += 1
        if close:
            lines.append(t("analyse-close", count=close))
        lines.append(t("verdict-explained", seal=round(100 * top[0].seal)))
        return "\n\n".join(lines)

    def why(self, move: Move, facts: Sequence[Fact], market_camels: int = 0) -> str:
        """`/why`: the AI's last move and the public facts behind it."""
        move_text = self.move(move, market_camels)
        return self.explained("why", facts, "why", market_camels, move=move_text)

    # -------------------------------------------------------------- summaries
    def round_summary(self, result: RoundResult, me: int) -> str:
        """Who won the round and why, the Seals, and who starts next."""
        t = self.t

        def who(player: int | None) -> str:
            return "none" if player is None else ("you" if player == me else "opponent")

        lines = [
            t("round-over", round=result.round, by=result.ended_by.value),
            t(
                "round-scores",
                mine=rupees(t, result.rupees[me]),
                theirs=rupees(t, result.rupees[1 - me]),
            ),
            t("round-camel-token", who=who(result.camel_token)),
        ]
        if result.tiebreak:
            lines.append(t("round-tiebreak", by=result.tiebreak.value))
        lines.append(t("round-seal", who=who(result.seal)))
        return "\n".join(lines)

    def seals_line(self, seals: tuple[int, int] | list[int], me: int) -> str:
        """The Seals each side holds, after a round."""
        return self.t("round-seals", mine=seals[me], theirs=seals[1 - me])

    def match_summary(self, seals: tuple[int, int] | list[int], me: int, winner: int) -> str:
        """The match's end: won or lost, with the Seals."""
        key = "match-won" if winner == me else "match-lost"
        return self.t(key, mine=seals[me], theirs=seals[1 - me])

    def level_name(self, level: int, key: str, case: str | None = None) -> str:
        """An AI level as players see it ("Trader (level 3)"); `case` an
        attribute of its name's message (`words.AGAINST`: after "against")."""
        return self.t("level-name", level=level, name=self.t(f"level-{key}", case))


def _sells_none_held(error: IllegalMove) -> bool:
    """Whether the move sells a good of which the hand holds no card at all
    ("sell gold" with no gold: the count was never the matter)."""
    return error.reason is Reason.MORE_THAN_HELD and not error.details.held
