"""Held-out Russian phrasings, written by a native speaker before the reader was tuned on them.

How players type a move on a phone: sales with and without counts, every case
after a number, perfective and imperfective verbs, wishes, imperatives and
infinitives, a missing ё, a slipped key, and exchanges in either order.
"""

from __future__ import annotations

from tests.support.held_out import Position, Row

POSITIONS: dict[str, Position] = {
    # three camels in the market; leather and cloth in hand, two camels in the herd
    "r1": (["camel", "camel", "camel", "gold", "spice"], ["leather"] * 3 + ["cloth"] * 2, 2),
    # two diamonds on show; three gold and two spice in hand, four camels in the herd
    "r2": (["diamond", "diamond", "silver", "cloth", "camel"], ["gold"] * 3 + ["spice"] * 2, 4),
    # two precious pairs in hand and no herd
    "r3": (
        ["leather", "leather", "spice", "camel", "camel"],
        ["diamond", "diamond", "silver", "silver", "cloth"],
        0,
    ),
    # five spice in hand, no camel in the market
    "r4": (["gold", "silver", "silver", "leather", "cloth"], ["spice"] * 5, 3),
}

ROWS: list[Row] = [
    ("r1", "продам 3 кожи", "sell 3 leather"),
    ("r1", "продаю всю кожу", "sell 3 leather"),
    ("r1", "хочу продать две кожи", "sell 2 leather"),
    ("r1", "Продаю кожу, 3 шт", "sell 3 leather"),
    ("r1", "продай обе ткани", "sell 2 cloth"),
    ("r1", "продаю 2 ткани", "sell 2 cloth"),
    ("r1", "продам одну кожу", "sell 1 leather"),
    ("r1", "продать 3 кожт", "sell 3 leather"),
    ("r1", "беру верблюдов", "camels"),
    ("r1", "забираю всех верблюдов", "camels"),
    ("r1", "взять 3 верблюда", "camels"),
    ("r1", "бери трёх верблюдов", "camels"),
    ("r1", "возьму золото", "take gold"),
    ("r1", "хочу взять золото", "take gold"),
    ("r1", "беру специи", "take spice"),
    ("r1", "забрать пряности", "take spice"),
    ("r1", "меняю две кожи на золото и специи", "exchange gold spice for leather leather"),
    ("r1", "беру золото и пряности, отдаю 2 верблюда", "exchange gold spice for camel camel"),
    ("r1", "отдам двух верблюдов, заберу золото и специи", "exchange gold spice for camel camel"),
    ("r1", "золото и специи за 2 ткани", "exchange gold spice for cloth cloth"),
    ("r1", "поменять ткань и кожу на золото и пряности", "exchange gold spice for cloth leather"),
    (
        "r1",
        "обменяю верблюда и кожу на золото со специями",
        "exchange gold spice for leather camel",
    ),
    ("r1", "меняю кожу на золото", "exchange gold for leather"),
    ("r2", "продаю 3 золота", "sell 3 gold"),
    ("r2", "продам всё золото", "sell 3 gold"),
    ("r2", "продать два золота", "sell 2 gold"),
    ("r2", "продаю золото - 3 карты", "sell 3 gold"),
    ("r2", "продаю 2 пряности", "sell 2 spice"),
    ("r2", "продам обе специи", "sell 2 spice"),
    ("r2", "продать одну специю", "sell 1 spice"),
    ("r2", "беру алмаз", "take diamond"),
    ("r2", "возьму бриллиант", "take diamond"),
    ("r2", "хочу алмаз", "take diamond"),
    ("r2", "возьми серебро", "take silver"),
    ("r2", "забираю ткань", "take cloth"),
    ("r2", "беру шелк", "take cloth"),
    ("r2", "беру верблюда", "camels"),
    ("r2", "забери верблюда", "camels"),
    ("r2", "меняю 2 специи на 2 алмаза", "exchange diamond diamond for spice spice"),
    ("r2", "беру два бриллианта, отдаю двух верблюдов", "exchange diamond diamond for camel camel"),
    ("r2", "обменяю пряности на алмазы", "exchange diamond diamond for spice spice"),
    (
        "r2",
        "отдаю три золота за алмазы и ткань",
        "exchange diamond diamond cloth for gold gold gold",
    ),
    ("r2", "возьму оба алмаза за двух верблюдов", "exchange diamond diamond for camel camel"),
    (
        "r2",
        "два алмаза и ткань в обмен на три золота",
        "exchange diamond diamond cloth for gold gold gold",
    ),
    ("r2", "серебро и ткань за 2 верблюда", "exchange silver cloth for camel camel"),
    ("r3", "продаю алмазы", "sell 2 diamond"),
    ("r3", "продам оба алмаза", "sell 2 diamond"),
    ("r3", "Прдаю 2 алмаза", "sell 2 diamond"),
    ("r3", "продаю пару серебра", "sell 2 silver"),
    ("r3", "продай серебро", "sell 2 silver"),
    ("r3", "продаю ткань", "sell 1 cloth"),
    ("r3", "продам 1 алмаз", "sell 1 diamond"),
    ("r3", "беру кожу", "take leather"),
    ("r3", "взять пряность", "take spice"),
    ("r3", "беру двух верблюдов", "camels"),
    ("r3", "верблюдов забираю", "camels"),
    ("r3", "верблюды", "camels"),
    ("r3", "бери обоих верблюдов", "camels"),
    ("r3", "меняю два серебра на две кожи", "exchange leather leather for silver silver"),
    ("r3", "беру 2 кожи отдаю 2 серебра", "exchange leather leather for silver silver"),
    ("r3", "кожу и специи за ткань и серебро", "exchange spice leather for silver cloth"),
    (
        "r3",
        "обменять ткань и 2 серебра на 2 кожи и специи",
        "exchange spice leather leather for silver silver cloth",
    ),
    ("r3", "отдам алмазы за кожу", "exchange leather leather for diamond diamond"),
    ("r4", "продаю все пряности", "sell 5 spice"),
    ("r4", "продам 5 специй", "sell 5 spice"),
    ("r4", "продать пять пряностей", "sell 5 spice"),
    ("r4", "продаю 4 специи", "sell 4 spice"),
    ("r4", "продавай три специи", "sell 3 spice"),
    ("r4", "возьму золото", "take gold"),
    ("r4", "беру серебро", "take silver"),
    ("r4", "беру одно серебро", "take silver"),
    ("r4", "беру кожу с рынка", "take leather"),
    ("r4", "возьми ткань", "take cloth"),
    ("r4", "забираю оба серебра за 2 специи", "exchange silver silver for spice spice"),
    ("r4", "беру золото и серебро, отдаю двух верблюдов", "exchange gold silver for camel camel"),
    (
        "r4",
        "отдаю 3 специи за золото, серебро и ткань",
        "exchange gold silver cloth for spice spice spice",
    ),
    ("r4", "меняю 2 пряности на 2 серебра", "exchange silver silver for spice spice"),
    ("r4", "хочу обменять специи на золото и серебро", "exchange gold silver for spice spice"),
    ("r4", "кожа и ткань за двух верблюдов", "exchange cloth leather for camel camel"),
]
