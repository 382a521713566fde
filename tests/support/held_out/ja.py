"""Held-out Japanese phrasings, written by a native speaker before the reader was tuned on them.

How players type a move on a phone: kana and kanji, with and without
particles, counters 枚・つ・頭 with Arabic, full-width and kanji numbers,
plain, polite and wishing forms, loan words (ゴールド, スパイス, レザー),
and exchanges phrased as giving and taking in either order.
"""

from __future__ import annotations

from tests.support.held_out import Position, Row

POSITIONS: dict[str, Position] = {
    # two camels on show; silver and spice in hand, one camel in the herd
    "j1": (["camel", "camel", "diamond", "gold", "leather"], ["silver"] * 3 + ["spice"] * 2, 1),
    # a full-ish hand of six, five camels in the herd
    "j2": (
        ["cloth", "cloth", "spice", "silver", "camel"],
        ["gold", "gold", "leather", "leather", "leather", "diamond"],
        5,
    ),
    # cloth and gold in hand, no herd
    "j3": (["diamond", "leather", "leather", "camel", "camel"], ["cloth"] * 4 + ["gold"] * 2, 0),
    # five leather in hand, no camel in the market
    "j4": (["spice", "spice", "gold", "silver", "leather"], ["leather"] * 5, 3),
}

ROWS: list[Row] = [
    ("j1", "銀を3枚売る", "sell 3 silver"),
    ("j1", "銀3枚売ります", "sell 3 silver"),
    ("j1", "銀を全部売りたい", "sell 3 silver"),
    ("j1", "銀２枚売る", "sell 2 silver"),
    ("j1", "ぎんをにまいうる", "sell 2 silver"),
    ("j1", "シルバー2枚売却", "sell 2 silver"),
    ("j1", "香辛料を2枚売ります", "sell 2 spice"),
    ("j1", "スパイス2つ売る", "sell 2 spice"),
    ("j1", "香辛料を両方売る", "sell 2 spice"),
    ("j1", "スパイスを1枚売る", "sell 1 spice"),
    ("j1", "銀を1枚売る", "sell 1 silver"),
    ("j1", "ラクダを取る", "camels"),
    ("j1", "ラクダ全部取ります", "camels"),
    ("j1", "らくだをとる", "camels"),
    ("j1", "ラクダ2頭もらう", "camels"),
    ("j1", "ダイヤモンドを取る", "take diamond"),
    ("j1", "ダイヤ取ります", "take diamond"),
    ("j1", "金を取りたい", "take gold"),
    ("j1", "きんをとる", "take gold"),
    ("j1", "ゴールド取る", "take gold"),
    ("j1", "革を取る", "take leather"),
    ("j1", "なめし革をもらいます", "take leather"),
    ("j1", "レザー取る", "take leather"),
    ("j1", "銀2枚とダイヤと金を交換", "exchange diamond gold for silver silver"),
    ("j1", "ダイヤと金を取って、香辛料2枚を出す", "exchange diamond gold for spice spice"),
    ("j1", "香辛料2枚を渡してダイヤモンドと金をもらう", "exchange diamond gold for spice spice"),
    (
        "j1",
        "銀3枚でダイヤ、金、革と交換します",
        "exchange diamond gold leather for silver silver silver",
    ),
    ("j1", "ラクダ1頭とスパイス1枚で金と革を取る", "exchange gold leather for spice camel"),
    ("j2", "金を2枚売ります", "sell 2 gold"),
    ("j2", "金を両方売る", "sell 2 gold"),
    ("j2", "金を二枚売る", "sell 2 gold"),
    ("j2", "革を3枚売る", "sell 3 leather"),
    ("j2", "革を全部売ります", "sell 3 leather"),
    ("j2", "レザーを２つ売りたい", "sell 2 leather"),
    ("j2", "かわを3まいうる", "sell 3 leather"),
    ("j2", "ダイヤを売る", "sell 1 diamond"),
    ("j2", "織物を取ります", "take cloth"),
    ("j2", "布を取る", "take cloth"),
    ("j2", "おりものをとる", "take cloth"),
    ("j2", "香辛料を取る", "take spice"),
    ("j2", "こうしんりょうをもらう", "take spice"),
    ("j2", "銀ください", "take silver"),
    ("j2", "ラクダを取ります", "camels"),
    ("j2", "ラクダもらう", "camels"),
    (
        "j2",
        "織物2枚と香辛料を革3枚と交換",
        "exchange cloth cloth spice for leather leather leather",
    ),
    ("j2", "革2枚を出して織物を2枚取る", "exchange cloth cloth for leather leather"),
    ("j2", "金2枚で織物2枚と交換したい", "exchange cloth cloth for gold gold"),
    ("j2", "織物ふたつと革ふたつを交換", "exchange cloth cloth for leather leather"),
    (
        "j2",
        "布2つと銀を取って、革3枚を渡す",
        "exchange silver cloth cloth for leather leather leather",
    ),
    ("j3", "織物を4枚売る", "sell 4 cloth"),
    ("j3", "織物４枚売ります", "sell 4 cloth"),
    ("j3", "布を全部売る", "sell 4 cloth"),
    ("j3", "織物を三つ売りたい", "sell 3 cloth"),
    ("j3", "金2枚売る", "sell 2 gold"),
    ("j3", "金を二枚売ります", "sell 2 gold"),
    ("j3", "金を売る", "sell 2 gold"),
    ("j3", "ラクダ2頭取る", "camels"),
    ("j3", "ラクダを2枚取る", "camels"),
    ("j3", "ラクダ", "camels"),
    ("j3", "ダイヤモンドください", "take diamond"),
    ("j3", "革を1枚取る", "take leather"),
    ("j3", "なめし革1枚もらいます", "take leather"),
    ("j3", "革2枚と織物2枚を交換", "exchange leather leather for cloth cloth"),
    (
        "j3",
        "ダイヤと革2枚を取って織物3枚を出す",
        "exchange diamond leather leather for cloth cloth cloth",
    ),
    ("j3", "金二枚とダイヤ、革を交換", "exchange diamond leather for gold gold"),
    ("j3", "織物2枚でレザー2枚と交換します", "exchange leather leather for cloth cloth"),
    ("j4", "革5枚売る", "sell 5 leather"),
    ("j4", "革を五枚売ります", "sell 5 leather"),
    ("j4", "レザー全部売って", "sell 5 leather"),
    ("j4", "革を4枚売る", "sell 4 leather"),
    ("j4", "香辛料1枚取る", "take spice"),
    ("j4", "スパイスちょうだい", "take spice"),
    ("j4", "銀を取ります", "take silver"),
    ("j4", "ラクダ2頭で金と銀をもらう", "exchange gold silver for camel camel"),
    ("j4", "スパイス2枚と革2枚を交換する", "exchange spice spice for leather leather"),
    ("j4", "ラクダを２頭出して香辛料を２枚取る", "exchange spice spice for camel camel"),
]
