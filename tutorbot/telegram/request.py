"""The bot's HTTP client for the Bot API: python-telegram-bot's request
interface (`BaseRequest`) over aiohttp.

Why not the default `HTTPXRequest`: with it, under load, httpx and httpcore
take about half of each update's CPU time (layers of wrappers, and a
connection pool that rescans every connection on every request), more than
the game.  aiohttp's C-accelerated client does the same round trip for a
fraction of that, so one core serves more than twice the updates per second
(`python -m bench.bot` measures them).  Everything above this class (the rate
limiter, retries, error mapping, `de_json`) is python-telegram-bot's own,
unchanged.

Bodies are sent as JSON (which the Bot API accepts for every method) unless a
file is attached, then as multipart form data.
"""

from __future__ import annotations

import json

import aiohttp
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData

JSON_HEADERS = {"Content-Type": "application/json"}
#: Seconds, None for no limit, or BaseRequest.DEFAULT_NONE for this instance's own.
Timeout = float | None | object


class AiohttpRequest(BaseRequest):
    """One aiohttp session with a bounded pool of keep-alive connections.

    The timeouts mean what they mean for `HTTPXRequest`, as far as aiohttp
    allows: it has no separate pool timeout (waiting for a free connection
    counts against `pool_timeout + connect_timeout`) and no write timeout
    (the sum of all four bounds the whole request).
    """

    __slots__ = ("_connect", "_pool", "_pool_size", "_read", "_session", "_write")

    def __init__(
        self,
        connection_pool_size: int = 256,
        read_timeout: float | None = 5.0,
        write_timeout: float | None = 5.0,
        connect_timeout: float | None = 5.0,
        pool_timeout: float | None = 1.0,
    ) -> None:
        self._pool_size = connection_pool_size
        self._read, self._write = read_timeout, write_timeout
        self._connect, self._pool = connect_timeout, pool_timeout
        self._session: aiohttp.ClientSession | None = None

    @property
    def read_timeout(self) -> float | None:
        return self._read

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            connector = aiohttp.TCPConnector(limit=self._pool_size, ttl_dns_cache=300)
            self._session = aiohttp.ClientSession(
                connector=connector,
                headers={"User-Agent": self.USER_AGENT},
                skip_auto_headers=("Accept-Encoding",),  # Bot API answers are small JSON
            )

    async def shutdown(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Timeout = BaseRequest.DEFAULT_NONE,
        write_timeout: Timeout = BaseRequest.DEFAULT_NONE,
        connect_timeout: Timeout = BaseRequest.DEFAULT_NONE,
        pool_timeout: Timeout = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        if self._session is None or self._session.closed:
            raise RuntimeError("This AiohttpRequest is not initialized!")
        read = _seconds(read_timeout, self._read)
        write = _seconds(write_timeout, self._write)
        connect = _seconds(connect_timeout, self._connect)
        pool = _seconds(pool_timeout, self._pool)
        timeout = aiohttp.ClientTimeout(
            # aiohttp has no write timeout of its own: the whole request is
            # bounded by all four, and each wait for data by the read timeout
            total=_sum(_sum(connect, pool), _sum(write, read)),
            connect=_sum(connect, pool),
            sock_connect=connect,
            sock_read=read,
        )
        body, headers = _body(request_data)
        try:
            async with self._session.request(
                method, url, data=body, headers=headers, timeout=timeout
            ) as response:
                return response.status, await response.read()
        except TimeoutError as error:
            raise TimedOut from error
        except aiohttp.ClientError as error:
            raise NetworkError(f"aiohttp.{type(error).__name__}: {error}") from error


def _seconds(given: Timeout, own: float | None) -> float | None:
    """A timeout as given, or this instance's own where PTB says "not given"."""
    if given is BaseRequest.DEFAULT_NONE:
        return own
    if given is None or isinstance(given, int | float):
        return given
    raise TypeError(f"a timeout is seconds or None, not {given!r}")


def _sum(a: float | None, b: float | None) -> float | None:
    return None if a is None or b is None else a + b


def _body(
    request_data: RequestData | None,
) -> tuple[bytes | aiohttp.FormData | None, dict[str, str] | None]:
    if request_data is None:
        return None, None
    if not request_data.contains_files:  # nested objects as JSON, not JSON in strings
        return json.dumps(request_data.parameters).encode(), JSON_HEADERS
    form = aiohttp.FormData()
    for name, value in request_data.json_parameters.items():
        form.add_field(name, value)
    for name, part in request_data.multipart_data.items():
        if isinstance(part, tuple):  # (file name, content, mime type)
            filename, content, *mime = part
            form.add_field(name, content, filename=filename, content_type=mime[0] if mime else None)
        else:
            form.add_field(name, part)
    return form, None
