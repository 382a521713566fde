"""Which of the five languages to speak."""

from __future__ import annotations

from .locale import LANGUAGES, REFERENCE


def language_for(code: str | None, chosen: str | None = None) -> str:
    """An explicit choice wins; else Telegram's `language_code` ("it-IT", "fr-CA",
    "pt-BR"...) by its primary subtag; else English."""
    if chosen in LANGUAGES:
        return chosen
    if code:
        primary = code.replace("_", "-").split("-")[0].lower()
        if primary in LANGUAGES:
            return primary
    return REFERENCE
