"""More of what Italian and French players type, beyond `move_words`' tables.

Held-out phrasings written by native speakers showed what the first tables
missed: the chat's little words ("ok", "stp", "io", "mi"), the conditional
("je prendrais", "venderei" is there already), the plural imperative
("vendete", "prenez" is there already), "mettre"/"mettere" for the cards put
back, the players' own names for leather and camels ("peaux", "dromadaires"),
the Italian "x" for "per", and Italian verbs with their pronouns joined on
("vendile", "prendine", "dammeli"): those are built here from the verbs
rather than listed one by one.
"""

from __future__ import annotations

from .move_words import BOTH

#: Italian imperatives and infinitives (the latter without their final e),
#: which take a pronoun joined on: "vendile tutte", "prenderne due".
_IT_CLITIC_BASES = {
    "take": ("prendi", "prender", "piglia", "pigliar", "prendete", "prendetevi"),
    "sell": ("vendi", "vender", "vendete"),
    "exchange": ("scambia", "scambiar", "baratta", "barattar", "cambia", "cambiar"),
    "give": ("dar", "cedi", "ceder", "rendi", "render", "metti", "metter", "lascia"),
}
_IT_CLITICS = ("lo", "la", "li", "le", "ne", "mi", "meli", "mele", "mene", "teli")

_ITALIAN_CLITIC_FORMS = {
    base + pronoun: verb
    for verb, bases in _IT_CLITIC_BASES.items()
    for base in bases
    for pronoun in _IT_CLITICS
}

ROMANCE: dict[str, dict[str, str]] = {
    "it": {
        **_ITALIAN_CLITIC_FORMS,
        **dict.fromkeys(["prendete", "piglio", "pigliare", "prendersi", "arraffo"], "take"),
        **dict.fromkeys(["avere", "ottenere", "ottengo", "ricevere", "ricevo"], "take"),
        **dict.fromkeys(["vendete", "vendendo", "venduti", "vendita"], "sell"),
        **dict.fromkeys(["scambiate", "scambiero", "barattiamo", "barattando"], "exchange"),
        **dict.fromkeys(["date", "cedete", "mettere", "rimettete", "mettendo", "daro"], "give"),
        **dict.fromkeys(["mollo", "mollare"], "give"),
        **dict.fromkeys(["pellame", "pellami"], "leather"),
        **dict.fromkeys(["dromedario", "dromedari"], "camel"),
        "ambo": BOTH,
        **dict.fromkeys(["totalita", "intero", "intera"], "all"),
        **dict.fromkeys(["preferisco", "scelgo", "gioco", "decido", "provo", "penso"], ""),
        "x": "for",
        **dict.fromkeys(["io", "mi", "me", "ti", "ok", "okay", "si", "su", "giu", "poi"], ""),
        **dict.fromkeys(["anche", "beh", "dunque", "ciao", "tipo", "cioe", "pure", "via"], ""),
        **dict.fromkeys(["questa", "questo", "queste", "questi", "quella", "quello"], ""),
        **dict.fromkeys(["quelle", "quelli", "turno"], ""),
    },
    "fr": {
        **dict.fromkeys(["prendrais", "prendrait", "prenne", "prenant", "chope"], "take"),
        **dict.fromkeys(["avoir", "obtenir", "obtiens", "recevoir", "recois"], "take"),
        **dict.fromkeys(["vendrais", "vendant", "vende", "vendes"], "sell"),
        **dict.fromkeys(["echangerais", "troquerais", "echanges", "troques"], "exchange"),
        **dict.fromkeys(["donnerais", "rendrais", "mets", "mettre", "met", "mettez"], "give"),
        **dict.fromkeys(["pose", "poser", "posez", "deposer", "depose", "lache", "lacher"], "give"),
        **dict.fromkeys(["peau", "peaux"], "leather"),
        **dict.fromkeys(["totalite", "entier", "entiere"], "all"),
        **dict.fromkeys(["prefere", "choisis", "joue", "decide", "essaie", "tente"], ""),
        **dict.fromkeys(["dromadaire", "dromadaires"], "camel"),
        **dict.fromkeys(["ok", "oui", "bon", "hop", "puis", "ensuite", "aussi", "stp"], ""),
        **dict.fromkeys(["svp", "allez", "voila", "tour", "ces", "cette", "cet", "ce"], ""),
        **dict.fromkeys(["nos", "notre", "tiens"], ""),
    },
}

#: Card words that leave the number of cards open: the plurals of these
#: additions ("les peaux") and the mass nouns ("do l'oro", "rendre le cuir"
#: may give every gold or leather card held, as a sale of them sells all).
ROMANCE_PLURALS: dict[str, frozenset[str]] = {
    "it": frozenset({"pellami", "dromedari", "oro", "argento", "cuoio"}),
    "fr": frozenset({"peaux", "dromadaires", "or", "argent", "cuir"}),
}
