"""The Mini App's figures, measured in the browser: first paint, a move's round
trip, the page's weight, forged initData refused; and its screenshots.

    python -m bench.webapp [--moves 60] [--screenshots bench/screenshots]

The table's server runs in this process over the real conversation (an
in-memory Redis, the AI inline, level 1); Debian's headless Chromium opens
the page at 360x740 with a signed initData in the URL fragment, as Telegram
does, and plays by tapping.  Times come from the page's own Performance
API: first paint and first contentful paint, the table drawn after its
first call, and each move from the tap to the redrawn table (the page's
`move` measures).  Prints the figures; writes the screenshots: the table in
English (light) and Japanese (dark), an exchange being built (Italian), a
refusal (French) and a round's account (Russian).
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import random
import statistics
import time
from pathlib import Path

from aiohttp import ClientSession

from tests.support.browser import DARK, Table, page_url, start_chromium
from tests.support.chat_driver import Driver
from tests.support.webapp import forgeries, init_data, init_fields, serving, signed
from tutorbot.ai import get_player
from tutorbot.engine import Game
from tutorbot.engine.cards import CAMEL, CARD_LETTERS
from tutorbot.webapp import TableServer
from tutorbot.webapp.server import STATIC, static_file

TOKEN = "123456789:AAwebappBenchTokenForTheTableServer0"


def page_weight() -> tuple[int, int]:
    """Bytes of the page's html, js and css: as served, and gzipped."""
    files = [static_file(name) for name, _ in STATIC.values()]
    return sum(map(len, files)), sum(len(gzip.compress(f, 9)) for f in files)


async def open_table(browser, lang: str, user_id: int, theme=None):
    """A chat in `lang` with a new match at level 1, its table open in the browser."""
    driver = Driver(lang=lang, chat_id=user_id, user_id=user_id, seed=user_id)
    await driver.command("new", "1")
    return driver


async def paint(browser, base: str, auth: str, theme=None) -> dict:
    """Open the page; its paint timings and when the table was drawn (ms)."""
    await asyncio.to_thread(browser.get, page_url(base, auth, theme))
    await Table(browser).answered()
    await asyncio.sleep(0.3)  # the paint entries and the table's painted frame
    return await asyncio.to_thread(
        browser.execute_script,
        "const p = Object.fromEntries(performance.getEntriesByType('paint')"
        ".map(e => [e.name, e.startTime]));"
        "const at = n => (performance.getEntriesByName(n)[0] || {startTime: -1}).startTime;"
        "return {fp: p['first-paint'] || -1, fcp: p['first-contentful-paint'] || -1,"
        " drawn: at('table-drawn'), painted: at('table-painted')};",
    )


async def play_match(table: Table, driver: Driver, moves: int, shots: Path | None) -> list[float]:
    """Tap moves of a level-2 player until the match ends (or `moves`); each
    round trip from the page's measures.  The first round's account is shot."""
    human = get_player(2, seed=47)
    state = await table.answered()
    shot = shots is None
    for _ in range(moves):
        session = await driver.session()
        if session.finished:
            break
        game = Game.from_dict(session.position)
        move = human.choose(game.observation(0)).move
        await asyncio.to_thread(table.play, move)
        state = await table.changed(state["version"])
        if not shot and (await driver.game()).round > game.round:
            await asyncio.to_thread(table.screenshot, shots / "round-account-ru.png")
            shot = True
    return await asyncio.to_thread(
        table.js, "return performance.getEntriesByName('move').map(e => e.duration);"
    )


async def forged_calls(base: str, owner: int, tries: int) -> tuple[int, int, int]:
    """`tries` table calls while `owner`'s game is in play: nine in ten with
    initData for `owner` that is forged, altered, expired, from the future,
    signed by another bot, without a hash or with a key twice; one in ten with
    another user's genuine initData.  Returns (tries, refused with 401, calls
    that reached the owner's game)."""
    refused = reached = 0
    rng = random.Random(47)
    now = int(time.time())
    stranger = signed(init_fields(owner + 1, now), TOKEN)
    async with ClientSession() as http:
        for i, (_, text) in enumerate(forgeries(rng, tries, TOKEN, now, owner)):
            forged = text if i % 10 != 9 else stranger
            async with http.post(base + "api/table", json={"initData": forged}) as response:
                refused += response.status == 401
                if response.status == 200 and (await response.json()).get("game"):
                    reached += 1
    return tries, refused, reached


async def run(moves: int, shots: Path) -> None:
    browser = start_chromium()
    now = int(time.time())
    try:
        raw, zipped = page_weight()
        print(f"page weight: {raw} bytes (html+js+css), {zipped} bytes gzipped; no framework")
        paints = []
        for lang, user_id, theme in (("en", 11, None), ("ja", 12, DARK)):
            driver = await open_table(browser, lang, user_id)
            async with serving(TableServer(driver.conv, TOKEN)) as base:
                shown = await paint(browser, base, init_data(user_id, TOKEN, now, lang), theme)
                paints.append((lang, shown))
                await asyncio.to_thread(
                    Table(browser).screenshot,
                    shots / f"table-{lang}-{'dark' if theme else 'light'}.png",
                )
        for lang, p in paints:  # the first is the browser's first page (cold)
            print(
                f"{lang}: first paint {p['fp']:.0f} ms, first contentful paint {p['fcp']:.0f} ms, "
                f"table drawn {p['drawn']:.0f} ms, its frame painted {p['painted']:.0f} ms "
                "after navigation (-1: not reported)"
            )
        driver = await open_table(browser, "it", 13)
        async with serving(TableServer(driver.conv, TOKEN)) as base:
            await paint(browser, base, init_data(13, TOKEN, now, "it"))
            table = Table(browser)
            await asyncio.to_thread(build_exchange, table, 2)
            await asyncio.to_thread(table.screenshot, shots / "exchange-it.png")
        driver = await open_table(browser, "fr", 14)
        async with serving(TableServer(driver.conv, TOKEN)) as base:
            await paint(browser, base, init_data(14, TOKEN, now, "fr"))
            table = Table(browser)
            await asyncio.to_thread(build_exchange, table, 1)
            await asyncio.to_thread(table.click, "#confirm")
            state = await table.answered()
            await asyncio.sleep(0.2)
            state = await asyncio.to_thread(table.state)
            print(f"refusal shown on the table: rule {state['rule']}")
            await asyncio.to_thread(table.screenshot, shots / "refusal-fr.png")
        driver = await open_table(browser, "ru", 15)
        async with serving(TableServer(driver.conv, TOKEN)) as base:
            await paint(browser, base, init_data(15, TOKEN, now, "ru"))
            trips = await play_match(Table(browser), driver, moves, shots)
            session = await driver.session()
            tries, refused, reached = await forged_calls(base, 15, 1000)
        trips.sort()
        p95 = trips[min(len(trips) - 1, int(0.95 * len(trips)))]
        print(
            f"move round trip (tap -> table redrawn), {len(trips)} moves at level 1: "
            f"median {statistics.median(trips):.1f} ms, p95 {p95:.1f} ms, max {trips[-1]:.1f} ms"
            f" (match {'finished' if session.finished else 'not finished'})"
        )
        print(
            f"forged initData: {tries} calls, {refused} refused (401), the other "
            f"{tries - refused} another user's genuine one; {reached} reached the player's game"
        )
        print(f"screenshots: {', '.join(sorted(p.name for p in shots.glob('*.png')))}")
    finally:
        browser.quit()


def build_exchange(table: Table, cards: int) -> None:
    """Open the exchange and pick `cards` market goods and as many hand cards
    (of other goods where the hand has them), without confirming."""
    table.click("#exchange")
    market = [i for i, c in enumerate(table.cards("market")) if c != CARD_LETTERS[CAMEL]]
    taken = {table.cards("market")[i] for i in market[:cards]}
    for i in market[:cards]:
        table.click("#market .card", i)
    hand = table.cards("hand")
    order = sorted(range(len(hand)), key=lambda i: hand[i] in taken)
    for i in order[:cards]:
        table.click("#hand .card", i)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="moves played at most")
    parser.add_argument("--screenshots", type=Path, default=Path("bench/screenshots"))
    args = parser.parse_args()
    asyncio.run(run(args.moves, args.screenshots))


if __name__ == "__main__":
    main()
