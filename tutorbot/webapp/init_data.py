"""Who is asking: Telegram's signed initData, checked as the Mini App docs say.

Every request of the page carries the initData string Telegram hands the
Mini App.  It is trusted only when its hash is the HMAC-SHA256 Telegram
documents: the key is HMAC_SHA256(key="WebAppData", msg=bot_token), the
message the sorted ``key=value`` lines (all fields but ``hash``) joined by
newlines, compared in constant time; and only while its ``auth_date`` is
recent (a date in the future is refused too).  The user id the server acts
for comes from this string alone, never from anything else the page sends.

The check is the documented ten lines of the standard library rather than a
package: it is small enough to read whole, it is exactly the algorithm
Telegram specifies (a package would add a dependency to audit for it), and
the refusals the tests count (a key given twice, a missing hash) are decided
here, not by a library's choice.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from urllib.parse import parse_qsl

#: How long a signed initData is accepted after Telegram signed it (seconds).
MAX_AGE = 24 * 3600
#: Clock skew tolerated for an auth_date slightly ahead of the server's clock.
SKEW = 60


class InvalidInitData(ValueError):
    """initData that is not Telegram's, altered, expired, or malformed."""


@dataclass(frozen=True)
class WebAppUser:
    """The user Telegram vouches for: id, language code and first name
    (the name is untrusted text: the page only ever shows it as text)."""

    id: int
    language_code: str | None
    first_name: str
    auth_date: int


def secret_key(bot_token: str) -> bytes:
    """HMAC_SHA256(key="WebAppData", msg=bot_token): the key initData is signed with."""
    return hmac.new(b"WebAppData", bot_token.encode(), hashlib.sha256).digest()


def sign(fields: dict[str, str], bot_token: str) -> str:
    """The hash Telegram puts on `fields` (the tests and the bench sign with it)."""
    check = "\n".join(f"{k}={v}" for k, v in sorted(fields.items()))
    return hmac.new(secret_key(bot_token), check.encode(), hashlib.sha256).hexdigest()


def claimed_language(init_data: str) -> str | None:
    """The language code an initData claims, signed or not: used only to word
    a refusal of that very initData in the language its reader likely speaks
    (it grants nothing, so an unchecked claim costs nothing)."""
    try:
        user = json.loads(dict(parse_qsl(init_data)).get("user", "{}"))
    except ValueError:
        return None
    lang = user.get("language_code") if isinstance(user, dict) else None
    return lang if isinstance(lang, str) else None


def verify(init_data: str, bot_token: str, now: float) -> WebAppUser:
    """The user of a genuine, fresh initData; `InvalidInitData` for anything else."""
    try:
        pairs = parse_qsl(init_data, keep_blank_values=True, strict_parsing=True)
    except ValueError:
        raise InvalidInitData("not a query string") from None
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise InvalidInitData("a key given twice")
    given = fields.pop("hash", "")
    if not given or not hmac.compare_digest(sign(fields, bot_token), given):
        raise InvalidInitData("bad hash")
    try:
        auth_date = int(fields["auth_date"])
        user = json.loads(fields["user"])
        user_id = int(user["id"])
    except (KeyError, ValueError, TypeError):
        raise InvalidInitData("no auth_date or user") from None
    if auth_date > now + SKEW:
        raise InvalidInitData("auth_date in the future")
    if now - auth_date > MAX_AGE:
        raise InvalidInitData("expired")
    lang = user.get("language_code")
    name = user.get("first_name")
    return WebAppUser(
        user_id,
        lang if isinstance(lang, str) else None,
        name if isinstance(name, str) else "",
        auth_date,
    )
