"""French held-out phrasings, written by a native speaker before the tables were tuned.

A: market 🧵 🌶️ 👜 🐪×2; hand 💎×2 🥇 🥈×2; herd 3.
B: market 💎 🥇 🥈 🐪×2; hand 🌶️×2 🧵×2 👜×3 (seven cards); herd 1.
C: market 👜×2 🧵 🥇 🐪; hand 🌶️×3 🥈×2; herd 5.
D: market 🐪×3 💎 🌶️; hand 👜×2 🧵×3 🥇×2 (seven cards); herd 0.
Typed as on a phone: accents and apostrophes dropped, a typo here and there.
"""

from __future__ import annotations

from tests.support.held_out import Position, Row

POSITIONS: dict[str, Position] = {
    "A": (
        ["cloth", "spice", "leather", "camel", "camel"],
        ["diamond"] * 2 + ["gold"] + ["silver"] * 2,
        3,
    ),
    "B": (
        ["diamond", "gold", "silver", "camel", "camel"],
        ["spice"] * 2 + ["cloth"] * 2 + ["leather"] * 3,
        1,
    ),
    "C": (
        ["leather", "leather", "cloth", "gold", "camel"],
        ["spice"] * 3 + ["silver"] * 2,
        5,
    ),
    "D": (
        ["camel", "camel", "camel", "diamond", "spice"],
        ["leather"] * 2 + ["cloth"] * 3 + ["gold"] * 2,
        0,
    ),
}

ROWS: list[Row] = [
    # A: sales
    ("A", "je vends les diamants", "sell 2 diamond"),
    ("A", "vends mes 2 diamants", "sell 2 diamond"),
    ("A", "je vend les diamant", "sell 2 diamond"),
    ("A", "vendre deux diamants", "sell 2 diamond"),
    ("A", "je vends 2 diamnts", "sell 2 diamond"),
    ("A", "je vends un diamant", "sell 1 diamond"),
    ("A", "Je vends l'argent", "sell 2 silver"),
    ("A", "je vends les 2 argents", "sell 2 silver"),
    ("A", "vendre la paire d'argent", "sell 2 silver"),
    ("A", "je vends mon or", "sell 1 gold"),
    # A: camels, one good
    ("A", "je prends les chameaux", "camels"),
    ("A", "prendre les 2 chameaux", "camels"),
    ("A", "je prends tous les chameaux", "camels"),
    ("A", "je prend les chameaux", "camels"),
    ("A", "je prends le tissu", "take cloth"),
    ("A", "je prends l'étoffe", "take cloth"),
    ("A", "je prends les epices", "take spice"),
    ("A", "prendre le cuir", "take leather"),
    ("A", "je veux le cuir", "take leather"),
    # A: exchanges
    (
        "A",
        "j'échange 2 argents contre le tissu et le cuir",
        "exchange cloth leather for silver silver",
    ),
    (
        "A",
        "je donne l'or et un argent et je prends tissu et épices",
        "exchange cloth spice for gold silver",
    ),
    ("A", "troc : cuir et tissu contre 2 chameaux", "exchange cloth leather for camel camel"),
    (
        "A",
        "echanger 2 chameaux contre les épices et le cuir",
        "exchange spice leather for camel camel",
    ),
    (
        "A",
        "je donne 2 chameaux et l'or pour tissu, épices et cuir",
        "exchange cloth spice leather for gold camel camel",
    ),
    # B: sales
    ("B", "je vends le cuir", "sell 3 leather"),
    ("B", "vendre 3 cuirs", "sell 3 leather"),
    ("B", "je vends tout le cuir", "sell 3 leather"),
    ("B", "vends trois cuir", "sell 3 leather"),
    ("B", "je vends 2 cuirs", "sell 2 leather"),
    ("B", "je vends les 3 peaux", "sell 3 leather"),
    ("B", "je vends les 2 tissus", "sell 2 cloth"),
    ("B", "vendre les étoffes", "sell 2 cloth"),
    ("B", "je vends les deux épices", "sell 2 spice"),
    ("B", "je vends mes epices", "sell 2 spice"),
    ("B", "vendre une épice", "sell 1 spice"),
    # B: camels, a good the hand has no room for
    ("B", "je prends les chameaux", "camels"),
    ("B", "je prends le diamant", "take diamond"),
    # B: exchanges
    ("B", "j'échange 2 épices contre le diamant et l'or", "exchange diamond gold for spice spice"),
    (
        "B",
        "je donne mes 2 tissus et je prends l'or et l'argent",
        "exchange gold silver for cloth cloth",
    ),
    (
        "B",
        "je prends diamant, or et argent contre 3 cuirs",
        "exchange diamond gold silver for leather leather leather",
    ),
    (
        "B",
        "je prends le diamant et l'or, je donne 2 cuirs",
        "exchange diamond gold for leather leather",
    ),
    (
        "B",
        "prendre l'or et l'argent en échange de deux épices",
        "exchange gold silver for spice spice",
    ),
    # C: sales
    ("C", "je vends les 3 épices", "sell 3 spice"),
    ("C", "vendre trois épices", "sell 3 spice"),
    ("C", "je vends toutes mes épices", "sell 3 spice"),
    ("C", "je vends les épices", "sell 3 spice"),
    ("C", "j'aimerais vendre les epices", "sell 3 spice"),
    ("C", "je vends 2 épices", "sell 2 spice"),
    ("C", "vendre les deux argents", "sell 2 silver"),
    ("C", "je vends 2 argent", "sell 2 silver"),
    ("C", "je vends un argent", "sell 1 silver"),
    # C: one good, the camel
    ("C", "je prends l'or", "take gold"),
    ("C", "je prends l or", "take gold"),
    ("C", "je voudrais prendre l'or", "take gold"),
    ("C", "je prends un cuir", "take leather"),
    ("C", "je prends le chameau", "camels"),
    # C: exchanges
    ("C", "je prends les 2 cuirs contre 2 chameaux", "exchange leather leather for camel camel"),
    (
        "C",
        "j'échange deux chameaux contre les deux cuirs",
        "exchange leather leather for camel camel",
    ),
    ("C", "je donne 2 épices pour l'or et le tissu", "exchange gold cloth for spice spice"),
    (
        "C",
        "je prends l'or et le tissu contre mes 2 argents",
        "exchange gold cloth for silver silver",
    ),
    (
        "C",
        "je prends les cuirs, le tissu et l'or contre 3 épices et un chameau",
        "exchange gold cloth leather leather for spice spice spice camel",
    ),
    # D
    ("D", "je prends les 3 chameaux", "camels"),
    ("D", "prendre les trois chameaux", "camels"),
    ("D", "chameaux", "camels"),
    ("D", "je vends l'or", "sell 2 gold"),
    ("D", "vendre 2 or", "sell 2 gold"),
    ("D", "je vends mes tissus", "sell 3 cloth"),
    ("D", "je vais vendre mes tissus", "sell 3 cloth"),
    ("D", "je vends la paire de cuir", "sell 2 leather"),
    (
        "D",
        "je prends le diamant et l'épice contre 2 tissus",
        "exchange diamond spice for cloth cloth",
    ),
]
