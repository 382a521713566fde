"""The tutor: rule explanations, refusals, first-time notes, hints and summaries,
in English, Italian, French, Russian and Japanese (Fluent files in `locales/`)."""

from .language import language_for
from .locale import LANGUAGES, Messages, MissingMessage, messages
from .notes import NOTES, ROUND_NOTES, Event, TutorMode, events_after
from .pages import PAGES, rule_message_id
from .tutor import Tutor
from .typed_moves import MoveChoice
from .words import (
    AGAINST,
    EMOJI,
    NO_BREAK,
    card_count,
    card_list,
    describe_move,
    emoji_counts,
    good_name,
    rupees,
)

__all__ = [
    "AGAINST",
    "EMOJI",
    "LANGUAGES",
    "NOTES",
    "NO_BREAK",
    "PAGES",
    "ROUND_NOTES",
    "Event",
    "Messages",
    "MissingMessage",
    "MoveChoice",
    "Tutor",
    "TutorMode",
    "card_count",
    "card_list",
    "describe_move",
    "emoji_counts",
    "events_after",
    "good_name",
    "language_for",
    "messages",
    "rule_message_id",
    "rupees",
]
