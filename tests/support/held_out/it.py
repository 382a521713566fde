"""Italian held-out phrasings, written by a native speaker before the tables were tuned.

A: market 💎 🥈 🧵×2 🐪; hand 🌶️×3 👜×2 🥇; herd 2.
B: market 🥇×2 👜 🐪×2; hand 🧵×4 💎×2 🥈 (seven cards); herd 0.
C: market 🌶️×3 🥈 💎; hand 👜×2 🥇×2; herd 5.
D: market 🐪×3 👜 🧵; hand 🥈×2 🌶️×2 💎; herd 1.
Typed as on a phone: lower case, accents and apostrophes dropped, a typo here and there.
"""

from __future__ import annotations

from tests.support.held_out import Position, Row

POSITIONS: dict[str, Position] = {
    "A": (
        ["diamond", "silver", "cloth", "cloth", "camel"],
        ["spice"] * 3 + ["leather"] * 2 + ["gold"],
        2,
    ),
    "B": (
        ["gold", "gold", "leather", "camel", "camel"],
        ["cloth"] * 4 + ["diamond"] * 2 + ["silver"],
        0,
    ),
    "C": (
        ["spice", "spice", "spice", "silver", "diamond"],
        ["leather"] * 2 + ["gold"] * 2,
        5,
    ),
    "D": (
        ["camel", "camel", "camel", "leather", "cloth"],
        ["silver"] * 2 + ["spice"] * 2 + ["diamond"],
        1,
    ),
}

ROWS: list[Row] = [
    # A: sales
    ("A", "vendo le spezie", "sell 3 spice"),
    ("A", "Vendo 3 spezie", "sell 3 spice"),
    ("A", "vendi tutte le spezie", "sell 3 spice"),
    ("A", "vorrei vendere tre spezie", "sell 3 spice"),
    ("A", "vendo 3 spezzie", "sell 3 spice"),
    ("A", "vendo 2 spezie", "sell 2 spice"),
    ("A", "vendere una spezia", "sell 1 spice"),
    ("A", "vendo il cuoio", "sell 2 leather"),
    ("A", "vendo le 2 pelli", "sell 2 leather"),
    ("A", "vendo tutte e due le pelli", "sell 2 leather"),
    ("A", "vendo una pelle", "sell 1 leather"),
    ("A", "vendo l'oro", "sell 1 gold"),
    # A: one good, the camel
    ("A", "prendo il diamante", "take diamond"),
    ("A", "prendi il diamante", "take diamond"),
    ("A", "prenderò il diamante", "take diamond"),
    ("A", "voglio prendere l'argento", "take silver"),
    ("A", "prendo un tessuto", "take cloth"),
    ("A", "mi prendo una stoffa", "take cloth"),
    ("A", "prendo il cammello", "camels"),
    ("A", "prendo i cammelli", "camels"),
    # A: exchanges
    ("A", "scambio 2 spezie con le 2 stoffe", "exchange cloth cloth for spice spice"),
    ("A", "do due spezie e prendo i due tessuti", "exchange cloth cloth for spice spice"),
    ("A", "prendo diamante e argento dando 2 pelli", "exchange diamond silver for leather leather"),
    (
        "A",
        "baratto: do oro e una spezia, prendo diamante e argento",
        "exchange diamond silver for gold spice",
    ),
    (
        "A",
        "prendo le due stoffe e do un cammello e una spezia",
        "exchange cloth cloth for spice camel",
    ),
    # B: sales
    ("B", "vendo 4 tessuti", "sell 4 cloth"),
    ("B", "vendi quattro stoffe", "sell 4 cloth"),
    ("B", "vendo tutti i tessuti", "sell 4 cloth"),
    ("B", "vendo i tessuti", "sell 4 cloth"),
    ("B", "vendo tessuti", "sell 4 cloth"),
    ("B", "vendo 4 tesuti", "sell 4 cloth"),
    ("B", "vendere 3 tessuti", "sell 3 cloth"),
    ("B", "vendo i diamanti", "sell 2 diamond"),
    ("B", "vendo tutti e due i diamanti", "sell 2 diamond"),
    ("B", "vendo la coppia di diamanti", "sell 2 diamond"),
    ("B", "vendo 2 diamanti", "sell 2 diamond"),
    ("B", "vendo un diamante", "sell 1 diamond"),
    ("B", "vendo l argento", "sell 1 silver"),
    # B: camels, a good the hand has no room for
    ("B", "prendo i 2 cammelli", "camels"),
    ("B", "prendo tutti i cammelli", "camels"),
    ("B", "prendi i cammelli", "camels"),
    ("B", "prendo l'oro", "take gold"),
    # B: exchanges
    ("B", "scambio 2 tessuti con le 2 carte oro", "exchange gold gold for cloth cloth"),
    ("B", "do i due diamanti per i due ori", "exchange gold gold for diamond diamond"),
    ("B", "prendo oro e pelle, do 2 tessuti", "exchange gold leather for cloth cloth"),
    (
        "B",
        "prendo 2 ori e il cuoio in cambio di 3 stoffe",
        "exchange gold gold leather for cloth cloth cloth",
    ),
    # C: sales
    ("C", "vendo l'oro", "sell 2 gold"),
    ("C", "vendo i due ori", "sell 2 gold"),
    ("C", "vendo 2 oro", "sell 2 gold"),
    ("C", "vendo le pelli", "sell 2 leather"),
    ("C", "vendero le pelli", "sell 2 leather"),
    ("C", "vendo 2 pelle", "sell 2 leather"),
    ("C", "vendo 1 pelle", "sell 1 leather"),
    # C: one good
    ("C", "prendo un diamante", "take diamond"),
    ("C", "prendo la spezia", "take spice"),
    ("C", "prendere una spezia", "take spice"),
    ("C", "voglio l'argento", "take silver"),
    # C: exchanges, camels given from the herd
    (
        "C",
        "prendo le 3 spezie dando 3 cammelli",
        "exchange spice spice spice for camel camel camel",
    ),
    (
        "C",
        "scambio tre cammelli con tre spezie",
        "exchange spice spice spice for camel camel camel",
    ),
    (
        "C",
        "prendo tutte le spezie e do 3 cammelli",
        "exchange spice spice spice for camel camel camel",
    ),
    ("C", "prendo 2 spezie per 2 cammelli", "exchange spice spice for camel camel"),
    (
        "C",
        "prendo argento e diamante in cambio di due pelli",
        "exchange diamond silver for leather leather",
    ),
    ("C", "prendo il diamante e l'argento e do i 2 ori", "exchange diamond silver for gold gold"),
    (
        "C",
        "do 2 pelli e un cammello per 3 spezie",
        "exchange spice spice spice for leather leather camel",
    ),
    # D
    ("D", "prendo tutti e 3 i cammelli", "camels"),
    ("D", "prendo 3 cammelli", "camels"),
    ("D", "prendo i tre cammelli", "camels"),
    ("D", "cammelli", "camels"),
    ("D", "vendo i 2 argenti", "sell 2 silver"),
    ("D", "vendo l'argento", "sell 2 silver"),
    ("D", "vendo il diamante", "sell 1 diamond"),
    ("D", "vendo le spezie", "sell 2 spice"),
    ("D", "vendo una coppia di spezie", "sell 2 spice"),
    ("D", "prendo la pelle", "take leather"),
    ("D", "prendo il tessuto", "take cloth"),
    ("D", "prendo pelle e tessuto e do 2 spezie", "exchange cloth leather for spice spice"),
    ("D", "scambio le spezie con cuoio e stoffa", "exchange cloth leather for spice spice"),
]
