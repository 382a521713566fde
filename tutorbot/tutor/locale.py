"""Loading the Fluent files of `locales/` and formatting messages from them.

Fluent never fails loudly: a missing message comes out as its id and a missing
variable as its name.  `Messages.strict` turns both into `MissingMessage`
(tests and the locale checker run strict); otherwise a message missing in a
language falls back to English and the error is logged once.
"""

from __future__ import annotations

import logging
import os
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from tutorbot.engine.text import clip

log = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "it", "fr", "ru", "ja")
REFERENCE = "en"
#: Formatted texts remembered per language (a few hundred kB at most).
MEMO_SIZE = 4096
#: The longest text a message inserts (a name, an error naming what was typed):
#: well under Fluent's 1,000 characters, past which a placeable shows "{???}".
ARG_LIMIT = 300


def locales_dir() -> Path:
    """`locales/` of the checkout (or TUTORBOT_LOCALES, e.g. in a container)."""
    override = os.environ.get("TUTORBOT_LOCALES")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2] / "locales"


class MissingMessage(LookupError):
    """A message, attribute or variable that a locale lacks."""


class Messages:
    """One language's messages."""

    def __init__(self, lang: str, strict: bool | None = None) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unsupported language {lang!r}")
        self.lang = lang
        self.strict = _strict_default() if strict is None else strict
        self.bundle = _bundle(lang)
        self.fallback = None if lang == REFERENCE else _bundle(REFERENCE)
        self._memo: dict[tuple, str] = {}

    def has(self, msg_id: str) -> bool:
        """Whether this locale has `msg_id` (the tests ask it of every text a screen may show)."""
        return self.bundle.has_message(msg_id)

    def __call__(self, msg_id: str, attribute: str | None = None, /, **args: Any) -> str:
        """Format `msg_id` (or one of its attributes) with `args`.

        Results are remembered: a board is some thirty messages, nearly all
        with the same arguments as on the previous board, and Fluent with
        Babel's number formatting is the costliest part of drawing it.
        """
        args = {k: clip(v, ARG_LIMIT) if isinstance(v, str) else v for k, v in args.items()}
        # types too: 1, 1.0 and True are equal keys but may format differently
        key = (msg_id, attribute, *args.items(), *map(type, args.values()))
        text = self._memo.get(key)
        if text is not None:
            return text
        text = self._format(msg_id, attribute, args)
        if len(self._memo) >= MEMO_SIZE:
            self._memo.clear()
        self._memo[key] = text
        return text

    def _format(self, msg_id: str, attribute: str | None, args: dict[str, Any]) -> str:
        bundle = self.bundle
        if not bundle.has_message(msg_id):
            if self.strict or self.fallback is None or not self.fallback.has_message(msg_id):
                raise MissingMessage(f"{self.lang}: no message {msg_id!r}")
            _warn_once(self.lang, msg_id)
            bundle = self.fallback
        message = bundle.get_message(msg_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            what = f"{msg_id}.{attribute}" if attribute else msg_id
            raise MissingMessage(f"{self.lang}: {what!r} has no text")
        text, errors = bundle.format_pattern(pattern, args)
        if errors:
            if self.strict:
                raise MissingMessage(f"{self.lang}: {msg_id}: {errors[0]}")
            log.error("locale %s: %s: %s", self.lang, msg_id, errors)
        return str(text)


def _strict_default() -> bool:
    return os.environ.get("TUTORBOT_STRICT_L10N", "") not in ("", "0")


@cache
def _warn_once(lang: str, msg_id: str) -> None:
    log.warning("locale %s lacks %s; using English", lang, msg_id)


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)  # no bidi marks in chat text
    path = locales_dir() / f"{lang}.ftl"
    bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


@cache
def messages(lang: str, strict: bool | None = None) -> Messages:
    """The (cached) messages of a language."""
    return Messages(lang, strict)
