"""The tutor: every text the player reads about the rules, in their language."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutorbot.engine import (
    Card,
    IllegalMove,
    Move,
    MoveKind,
    MoveParseError,
    Observation,
    RoundResult,
)
from tutorbot.engine import rules as R
from tutorbot.engine.cards import CAMEL, CARD_BY_NAME
from tutorbot.engine.errors import ParseProblem

from .alternatives import alternative_for
from .locale import Messages, messages
from .notes import Event, TutorMode
from .pages import PAGES, reason_message_id, rule_message_id
from .words import card_count, card_list, describe_move, rupees


class Tutor:
    """Explanations for one player: `lang` picks the language, `mode` the notes."""

    def __init__(self, lang: str = "en", mode: TutorMode | str = TutorMode.FULL, strict=None):
        self.lang = lang
        self.mode = TutorMode(mode)
        self.t: Messages = messages(lang, strict)

    # ----------------------------------------------------------------- words
    def move(self, move: Move, market_camels: int = 0) -> str:
        return describe_move(self.t, move, market_camels)

    def cards(self, counts) -> str:
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
        return len(PAGES)

    def rules_page(self, page: int) -> str:
        """Page `page` (1-based) of the rules, short enough for a phone screen."""
        page = min(max(page, 1), len(PAGES))
        title = self.t(f"rules-title-{page}")
        lines = [self.t("rules-header", page=page, pages=len(PAGES), title=title)]
        lines += [f"• {self.rule_long(rule_id)}" for rule_id in PAGES[page - 1]]
        return "\n\n".join(lines)

    # -------------------------------------------------------------- refusals
    def refusal(self, error: IllegalMove, obs: Observation) -> str:
        """Why the move was refused, in this position, and a legal idea instead."""
        lines = [self.t("refusal-title")]
        situation = self._situation(error)
        if situation:
            lines.append(situation)
        lines.append(self._rule_line(error))
        if error.move is not None and not obs.round_over:
            better = alternative_for(error.rule, error.move, obs)
            if better is not None:
                lines.append(
                    self.t("refusal-alternative", move=self.move(better, obs.market[CAMEL]))
                )
        return "\n".join(lines)

    def _rule_line(self, error: IllegalMove) -> str:
        """The rule actually broken: asking for a card the market lacks is not a
        matter of taking one good or all the camels, but of what the market shows."""
        d = error.details
        no_camels = error.rule == R.TAKE_CAMELS_ALL and d.get("market_camels") == 0
        if no_camels or d.get("reason") in ("not_in_market", "no_camels"):
            return self.t("refusal-market-only")
        return self.rule(error.rule)

    def parse_error(self, error: MoveParseError) -> str:
        """A typed move that couldn't be played: worded like a refusal when the
        text asks for something a rule forbids, else what is wrong with the text."""
        t, d, problem = self.t, error.details, error.problem
        if error.rule is not None:
            if problem is ParseProblem.SELL_MIXED:
                counted = zip(d["goods"], d["counts"], strict=True)
                goods = [card_count(t, CARD_BY_NAME[g], n) for g, n in counted]
                situation = t("refusal-sell-mixed", goods=t("list-separator").join(goods))
            elif problem is ParseProblem.SELL_CAMELS:
                situation = t("refusal-sell-camels")
            else:
                situation = t("refusal-take-several", count=d["count"])
            return "\n".join([t("refusal-title"), situation, self.rule(error.rule)])
        args = {k: str(v) for k, v in d.items()}
        return t("parse-error", error=t(f"parse-{problem}", **args))

    def _situation(self, error: IllegalMove) -> str | None:
        t, d, move = self.t, error.details, error.move
        rule = error.rule
        if d.get("round_over"):
            return t("refusal-round-over")
        if rule == R.EXCHANGE_MINIMUM_TWO:
            return t(
                "refusal-exchange-minimum-two",
                taken=card_list(t, move.taken),
                given=card_list(t, move.given),
            )
        if rule == R.SELL_PRECIOUS_MINIMUM:
            good = CARD_BY_NAME[d["good"]]
            return t(
                "refusal-sell-precious-minimum",
                held=d["held"],
                cards=card_count(t, good, d["held"]),
            )
        if rule == R.HAND_LIMIT_SEVEN:
            return t("refusal-hand-limit-seven", after=d["hand_after"])
        if d.get("reason") == "not_in_market":
            names = d.get("missing") or [d["good"]]
            return t("refusal-not-in-market", cards=self._lacking(names, move))
        if d.get("reason") == "not_held":
            return t("refusal-not-held", cards=self._lacking(d["missing"], move))
        if d.get("reason") == "no_camels" or d.get("market_camels") == 0:
            return t("refusal-no-camels")
        if d.get("reason") == "camels_not_goods":
            return t("refusal-sell-camels")
        if rule == R.SELL_ONE_TYPE and "asked" in d:
            good = CARD_BY_NAME[d["good"]]
            return t(
                "refusal-sell-more-than-held",
                held=d["held"],
                asked=card_count(t, good, d["asked"]),
                cards=card_count(t, good, d["held"]),
            )
        return None

    def _lacking(self, names: Iterable[str], move: Move | None) -> str:
        """The cards a move lacked, counted as the move asked for them."""
        parts = []
        for name in names:
            card = CARD_BY_NAME[name]
            wanted = 1
            if move is not None and move.kind is MoveKind.EXCHANGE:
                wanted = (move.taken if name in self._taken_names(move) else move.given)[card]
            parts.append(card_count(self.t, card, max(1, wanted)))
        return self.t("list-separator").join(parts)

    @staticmethod
    def _taken_names(move: Move) -> set[str]:
        return {Card(c).label for c, n in enumerate(move.taken) if n}

    # ------------------------------------------------------------------ notes
    def notes(self, events: Iterable[Event], seen: set[str]) -> list[tuple[str, str]]:
        """(note id, text) for events the player hasn't had explained yet."""
        if self.mode is not TutorMode.FULL:
            return []
        out = []
        for event in events:
            if event.note in seen or any(event.note == n for n, _ in out):
                continue
            args: dict[str, Any] = dict(event.args)
            if "bonus" in args:
                args["bonus"] = rupees(self.t, int(args["bonus"]))
            out.append((event.note, self.t(f"note-{event.note}", **args)))
        return out

    # ------------------------------------------------------------ hints, why
    def reason(self, code: str, side: str = "hint") -> str:
        """A reason for a move. `side` is who speaks: "hint" advises the player
        (the opponent is the bot), "why" is the bot explaining its own move
        (so the player is "you" and the bot "I")."""
        return self.t(reason_message_id(code), side=side)

    def hint(self, move: Move, reason: str, market_camels: int = 0) -> str:
        why = self.reason(reason, "hint")
        return self.t("hint", move=self.move(move, market_camels), why=why)

    def why(self, move: Move, reason: str, market_camels: int = 0) -> str:
        why = self.reason(reason, "why")
        return self.t("why", move=self.move(move, market_camels), why=why)

    # -------------------------------------------------------------- summaries
    def round_summary(self, result: RoundResult, me: int) -> str:
        """Who won the round and why, the Seals, and who starts next."""
        t = self.t

        def who(player: int | None) -> str:
            return "none" if player is None else ("you" if player == me else "opponent")

        lines = [
            t("round-over", round=result.round, by=result.ended_by),
            t(
                "round-scores",
                mine=rupees(t, result.rupees[me]),
                theirs=rupees(t, result.rupees[1 - me]),
            ),
            t("round-camel-token", who=who(result.camel_token)),
        ]
        if result.tiebreak:
            lines.append(t("round-tiebreak", by=result.tiebreak))
        lines.append(t("round-seal", who=who(result.seal)))
        return "\n".join(lines)

    def seals_line(self, seals: tuple[int, int] | list[int], me: int) -> str:
        return self.t("round-seals", mine=seals[me], theirs=seals[1 - me])

    def next_round_line(self, starter: int, me: int) -> str:
        return self.t("round-next", who="you" if starter == me else "opponent")

    def match_summary(self, seals, me: int, winner: int) -> str:
        key = "match-won" if winner == me else "match-lost"
        return self.t(key, mine=seals[me], theirs=seals[1 - me])

    def level_name(self, level: int, key: str) -> str:
        return self.t("level-name", level=level, name=self.t(f"level-{key}"))
