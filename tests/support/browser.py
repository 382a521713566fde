"""Debian's headless Chromium, driven by Selenium, playing the Mini App's table.

Only the system's browser and driver are used (`CHROMIUM`, `CHROMEDRIVER`,
with Selenium Manager told to stay offline), so nothing is ever downloaded.
Telegram's own script is blocked: the page must work without it, reading
initData from the URL fragment as Telegram passes it.  Selenium's calls
block, so the asynchronous helpers run them in a thread: the bot and the
fake Bot API the test serves keep answering meanwhile.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from pathlib import Path
from urllib.parse import quote

import pytest

from tutorbot.engine import Move, MoveKind
from tutorbot.engine.cards import CAMEL, CARD_LETTERS

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WIDTH, HEIGHT = 360, 740
LIGHT = {"bg_color": "#ffffff", "text_color": "#000000", "secondary_bg_color": "#f1f1f4"}
DARK = {
    "bg_color": "#17212b",
    "text_color": "#f5f5f5",
    "hint_color": "#708499",
    "button_color": "#5288c1",
    "button_text_color": "#ffffff",
    "secondary_bg_color": "#232e3c",
    "accent_text_color": "#6ab2f2",
}


def chromium_missing() -> str | None:
    """Why the browser tests can't run here (None: they can)."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not os.access(p, os.X_OK)]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("the selenium package")
    return f"no {', '.join(missing)}" if missing else None


def need_chromium() -> None:
    """Skip locally without Chromium, fail in CI (like the Redis tests)."""
    missing = chromium_missing()
    if missing and os.environ.get("CI"):
        pytest.fail(f"CI needs Debian's chromium and chromium-driver: {missing}")
    if missing:
        pytest.skip(missing)


def start_chromium(width: int = WIDTH, height: int = HEIGHT):
    """A headless Chromium at a phone's size, Telegram's script blocked."""
    os.environ["SE_OFFLINE"] = "true"  # Selenium Manager never looks for a browser
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
        f"--window-size={width},{height}",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*telegram.org*"]})
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True},
    )
    return driver


def page_url(base: str, init_data: str, theme: dict[str, str] | None = None) -> str:
    """The page as Telegram opens it: initData and the theme in the fragment."""
    theme_json = json.dumps(theme or LIGHT, separators=(",", ":"))
    fragment = (
        f"tgWebAppData={quote(init_data, safe='')}&tgWebAppVersion=7.10"
        f"&tgWebAppPlatform=android&tgWebAppThemeParams={quote(theme_json, safe='')}"
    )
    return f"{base}#{fragment}"


class Table:
    """The page in the browser, tapped as a player would."""

    def __init__(self, driver) -> None:
        self.driver = driver

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def state(self) -> dict:
        """What the page shows: its version, whether it waits for an answer, its finish."""
        return self.js(
            "const b = document.body.dataset;"
            "return {version: b.version || '', busy: b.busy || '', finished: b.finished || '',"
            " rule: (document.querySelector('#tutor [data-rule]') || {dataset: {}}).dataset.rule"
            " || ''};"
        )

    def click(self, selector: str, nth: int = 0) -> None:
        from selenium.webdriver.common.by import By

        self.driver.find_elements(By.CSS_SELECTOR, selector)[nth].click()

    def cards(self, zone: str) -> list[str]:
        """The letters of the cards in the market or the hand, in order."""
        return self.js(
            "return [...document.querySelectorAll(`#${arguments[0]} .card`)]"
            ".map(c => c.dataset.card);",
            zone,
        )

    def tap_card(self, zone: str, letter: str, skip: set[int]) -> int:
        """Tap the first card `letter` of `zone` not tapped yet; returns its index."""
        index = next(i for i, c in enumerate(self.cards(zone)) if c == letter and i not in skip)
        self.click(f"#{zone} .card", index)
        skip.add(index)
        return index

    def build(self, move: Move) -> None:
        """Tap `move` on the table, short of its last tap where it has one."""
        if move.kind is MoveKind.SELL:
            taken: set[int] = set()
            for _ in range(move.number):
                self.tap_card("hand", CARD_LETTERS[move.good], taken)
        elif move.kind is MoveKind.EXCHANGE:
            self.click("#exchange")
            for zone, counts in (("market", move.taken), ("hand", move.given)):
                used: set[int] = set()
                for card, n in enumerate(counts[:CAMEL]):
                    for _ in range(n):
                        self.tap_card(zone, CARD_LETTERS[card], used)
            for _ in range(move.given[CAMEL]):
                self.click("#camel-more")

    def play(self, move: Move) -> None:
        """Tap `move` on the table, to its last tap."""
        if move.kind is MoveKind.TAKE:
            self.tap_card("market", CARD_LETTERS[move.good], set())
        elif move.kind is MoveKind.CAMELS:
            self.tap_card("market", CARD_LETTERS[CAMEL], set())
        else:
            self.build(move)
            self.click("#sell" if move.kind is MoveKind.SELL else "#confirm")

    async def changed(self, since: str, timeout: float = 30) -> dict:
        """The page's state once its version is no longer `since` and it waits for nothing."""
        deadline = time.monotonic() + timeout
        while True:
            state = await asyncio.to_thread(self.state)
            if state["version"] != since and not state["busy"]:
                return state
            if time.monotonic() > deadline:
                raise AssertionError(f"the table stayed at version {since}: {state}")
            await asyncio.sleep(0.02)

    async def answered(self, timeout: float = 30) -> dict:
        """The page's state once it waits for no answer."""
        deadline = time.monotonic() + timeout
        while True:
            state = await asyncio.to_thread(self.state)
            if not state["busy"] and state["version"]:
                return state
            if time.monotonic() > deadline:
                raise AssertionError(f"the table never answered: {state}")
            await asyncio.sleep(0.02)

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(path))
