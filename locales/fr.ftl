# tutorbot — français.

## Cartes

good-diamond = Diamants
good-gold = Or
good-silver = Argent
good-cloth = Tissus
good-spice = Épices
good-leather = Cuir
good-camel = Chameaux

card-label-diamond = Diamant
card-label-gold = Or
card-label-silver = Argent
card-label-cloth = Tissu
card-label-spice = Épice
card-label-leather = Cuir
card-label-camel = Chameau

cards-diamond = { $count ->
    [one] { $count } diamant
   *[other] { $count } diamants
}
    .acc = { cards-diamond }
cards-gold = { $count ->
    [one] { $count } carte or
   *[other] { $count } cartes or
}
    .acc = { cards-gold }
cards-silver = { $count ->
    [one] { $count } carte argent
   *[other] { $count } cartes argent
}
    .acc = { cards-silver }
cards-cloth = { $count ->
    [one] { $count } tissu
   *[other] { $count } tissus
}
    .acc = { cards-cloth }
cards-spice = { $count ->
    [one] { $count } épice
   *[other] { $count } épices
}
    .acc = { cards-spice }
cards-leather = { $count ->
    [one] { $count } carte cuir
   *[other] { $count } cartes cuir
}
    .acc = { cards-leather }
cards-camel = { $count ->
    [one] { $count } chameau
   *[other] { $count } chameaux
}
    .acc = { cards-camel }
rupees = { $count ->
    [one] { $count } roupie
   *[other] { $count } roupies
}
    .acc = { rupees }
list-separator = {", "}
list-last-separator = {" et "}
nothing = rien

## Coups

move-take = prendre { $cards }
move-camels = { $count ->
    [1] prendre l'unique chameau du marché
    [2] prendre les deux chameaux du marché
   *[other] prendre les { $count } chameaux du marché
}
move-exchange = prendre { $taken } en échange de { $given }
move-sell = vendre { $cards }

## Règles

rule-setup-market = Le marché commence avec 3 chameaux et 2 cartes tirées de la pioche.
    .long = Chaque manche démarre avec cinq cartes visibles au marché : trois chameaux et deux cartes retournées depuis la pioche (qui peuvent elles aussi être des chameaux).
rule-setup-deal = Chaque marchand reçoit 5 cartes ; ses chameaux vont aussitôt dans son enclos.
    .long = Chacun reçoit cinq cartes. Un chameau ne reste jamais en main : il est posé devant son propriétaire, dans son enclos, à la vue de tous.
rule-turn-take-or-sell = À chaque tour, une seule action : prendre des cartes ou en vendre.
    .long = Un tour, c'est une seule action. Prendre au marché et vendre depuis sa main sont deux tours différents.
rule-take-goods-or-camels = En prenant, vous choisissez : des marchandises ou des chameaux, pas les deux à la fois.
    .long = Quand on prend au marché, on prend soit des marchandises (une seule, ou plusieurs grâce à un troc), soit les chameaux. Impossible de prendre un chameau et une marchandise dans le même tour.
rule-take-single = Vous pouvez prendre une marchandise seule au marché ; la pioche comble la place vide.
    .long = Prendre une marchandise est le coup le plus simple : elle rejoint votre main et la première carte de la pioche la remplace au marché.
rule-take-camels-all = Si vous prenez des chameaux, vous prenez tous ceux du marché.
    .long = Les chameaux se prennent d'un bloc : tous ceux du marché rejoignent votre enclos et la pioche remplit les places libérées. Pas question d'en prendre seulement une partie.
rule-exchange-same-number = Un troc rend exactement autant de cartes qu'il en prend.
    .long = Pour prendre plusieurs marchandises, remettez au marché le même nombre de cartes : des marchandises de votre main, des chameaux de votre enclos, ou un mélange des deux.
rule-exchange-minimum-two = Un troc porte toujours sur au moins 2 cartes contre 2.
    .long = Échanger une carte contre une carte est interdit. Si vous voulez une seule marchandise, prenez-la seule : un troc commence à deux contre deux.
rule-exchange-same-type = Dans un même troc, on ne peut pas prendre et rendre le même type de marchandise.
    .long = Dans un troc, aucun type de marchandise ne peut figurer à la fois parmi les cartes que vous prenez et parmi celles que vous rendez.
rule-hand-limit-seven = Vous ne pouvez pas finir votre tour avec plus de 7 cartes en main.
    .long = Sept cartes, c'est le maximum en main à la fin d'un tour. Prendre une marchandise, ou rendre des chameaux lors d'un troc, ne doit pas vous faire dépasser cette limite.
rule-hand-camels-not-counted = Les chameaux de votre enclos ne comptent pas dans la limite de 7 cartes.
    .long = La limite ne concerne que les cartes en main. Votre enclos peut grandir autant que vous le voulez.
rule-sell-one-type = Vous vendez autant de cartes que vous voulez, mais d'un seul type de marchandise.
    .long = Choisissez un type de marchandise et vendez-en le nombre de cartes de votre choix. Les chameaux ne sont pas des marchandises et ne se vendent pas.
rule-sell-precious-minimum = Diamants, or et argent : jamais moins de 2 cartes par vente.
    .long = Diamants, or et argent se vendent toujours par deux cartes au moins, même quand leur pile n'a plus qu'un jeton.
rule-sell-tokens-top-first = Les jetons marchandise se prennent en haut de la pile, les plus chers d'abord.
    .long = Chaque carte vendue rapporte un jeton marchandise de son type, pris en haut de la pile. Les premiers vendeurs obtiennent les meilleurs prix.
rule-sell-bonus = Vendre 3, 4 ou 5 cartes ou plus d'un coup rapporte un jeton bonus.
    .long = Une vente de 3 cartes rapporte un bonus de 1 à 3 roupies, 4 cartes de 4 à 6, et 5 cartes ou plus de 8 à 10. Sa valeur reste cachée à l'adversaire jusqu'au décompte de la manche.
rule-sell-tokens-short = S'il manque des jetons dans la pile, le bonus tient quand même compte de toutes les cartes vendues.
    .long = Quand il reste moins de jetons marchandise que de cartes vendues, vous prenez ceux qui restent ; le bonus se calcule sur toutes les cartes de la vente.
rule-round-end-tokens = La manche s'arrête dès que 3 piles de jetons marchandise sont vides.
    .long = Dès que trois types de marchandises n'ont plus de jetons, la manche s'arrête et l'on passe au décompte.
rule-round-end-deck = La manche s'arrête dès que la pioche ne peut plus compléter le marché.
    .long = Si la pioche s'épuise alors qu'il manque une carte au marché, la manche s'arrête là et l'on passe au décompte.
rule-score-camel-token = Le plus grand enclos remporte le jeton chameau de 5 roupies ; en cas d'égalité, personne ne l'a.
    .long = À la fin de la manche, on compare les enclos : le plus grand vaut à son propriétaire le jeton chameau, soit 5 roupies. S'ils sont de même taille, le jeton chameau ne va à personne.
rule-score-seal = Le marchand qui a le plus de roupies reçoit un Sceau d'Excellence ; à égalité, le nombre de jetons bonus départage, puis celui des jetons marchandise.
    .long = Chacun fait la somme de ses jetons : celui qui compte le plus de roupies remporte la manche, et avec elle un Sceau d'Excellence. Si les roupies sont à égalité, on départage d'abord au nombre de jetons bonus, ensuite au nombre de jetons marchandise.
rule-match-next-round = Le perdant d'une manche commence la suivante.
    .long = Après le décompte, on mélange, on redistribue, et le perdant de la manche joue en premier.
rule-match-two-seals = Le premier marchand à réunir 2 Sceaux d'Excellence gagne la partie.
    .long = Chaque manche attribue au plus un Sceau d'Excellence, et le premier marchand qui en détient deux gagne la partie, en général au bout de deux ou trois manches.

## Refus

refusal-title = ✋ Coup interdit.
refusal-exchange-minimum-two = Vous vouliez prendre { $taken } et rendre { $given } : c'est une carte contre une.
refusal-sell-precious-minimum = { $held ->
    [one] Vous n'avez que { $cards } : une carte de cette marchandise ne se vend pas seule.
   *[other] Vous avez { $cards } : vendez-en au moins 2 ensemble.
}
refusal-hand-limit-seven = Ce coup vous laisserait { $after } cartes en main.
refusal-not-in-market = Ce que vous voulez prendre n'est pas au marché : { $cards }.
refusal-not-held = Vous n'avez pas ce que vous voulez rendre : { $cards }.
refusal-sell-more-than-held = Vous voulez vendre { $asked }, mais vous n'avez que { $cards }.
refusal-sell-none-held = Vous n'avez { $good ->
    [diamond] aucun { $emoji } diamant
    [gold] aucune { $emoji } carte or
    [silver] aucune { $emoji } carte argent
    [cloth] aucun { $emoji } tissu
    [spice] aucune { $emoji } épice
   *[leather] aucun { $emoji } cuir
} en main : il n'y a rien à vendre.
refusal-sell-camels = Les chameaux ne sont pas des marchandises : ils restent dans votre enclos et ne se vendent jamais.
refusal-sell-mixed = Vous voulez vendre ensemble des marchandises différentes : { $goods }.
refusal-take-several = Vous voulez prendre { $count } cartes : on ne prend qu'une marchandise à la fois, sauf par un troc.
refusal-market-only = On ne peut prendre que des cartes visibles au marché.
refusal-no-camels = Il n'y a aucun chameau au marché en ce moment.
refusal-one-camel = { $count ->
    [one] 🐪 Les chameaux ne se prennent jamais un par un : « chameaux » (ou « prendre les chameaux ») les prend tous, ici le seul du marché.
   *[other] 🐪 Les chameaux ne se prennent jamais un par un : « chameaux » (ou « prendre les chameaux ») les prend tous, ici les { $count } du marché.
}
refusal-round-over = Cette manche est déjà terminée.
refusal-alternative = 💡 Vous pourriez plutôt { $move }.

## Notes de première fois

note-first-exchange = 🔄 Votre premier troc ! Pour prendre plusieurs marchandises d'un coup, il faut rendre autant de cartes ; les chameaux de votre enclos sont bien pratiques pour cela.
note-first-big-sale = 🏅 Cette vente de { $count } cartes vous rapporte un jeton bonus de { $bonus }. Vous seul en connaissez la valeur jusqu'à la fin de la manche.
note-first-camels = 🐪 Les chameaux vont dans votre enclos, pas dans votre main : ils ne comptent jamais dans vos 7 cartes. Plus vous en avez, plus le jeton chameau de 5 roupies a des chances d'être à vous.
note-camel-token = 🐪 À la fin de chaque manche, le jeton chameau (5 roupies) revient au plus grand enclos : cette fois { $who ->
    [me] le vôtre, 🐪 { $mine } contre { $theirs }.
   *[opponent] celui de l'adversaire, 🐪 { $theirs } contre { $mine }.
}
note-tiebreak = ⚖️ À égalité de roupies, le Sceau revient au marchand qui a le plus de jetons bonus ; en cas de nouvelle égalité, à celui qui a le plus de jetons marchandise.

## Pages des règles

rules-header = 📖 Règles, page { $page } sur { $pages } : { $title }
rules-title-1 = le but et la mise en place
rules-title-2 = le tour de jeu et la prise de cartes
rules-title-3 = le troc et votre main
rules-title-4 = la vente
rules-title-5 = fin de manche et décompte

## Conseils et raisons des coups de l'IA

hint = 💡 Conseil : { $move }. { $why }
why = 🤔 J'ai choisi de { $move }. { $why }

## Bilans

round-over = 🏁 La manche { $round } est terminée : { $by ->
    [tokens] trois piles de jetons marchandise sont vides.
   *[deck] la pioche est épuisée.
}
round-scores = Vous : { $mine } · Adversaire : { $theirs }
round-camel-token = { $who ->
    [you] 🐪 Votre enclos est le plus grand : +5 roupies pour vous.
    [opponent] 🐪 L'enclos de l'adversaire est plus grand : +5 roupies pour lui.
   *[none] 🐪 Les enclos sont de même taille : personne n'a le jeton chameau.
}
round-tiebreak = { $by ->
    [bonus] ⚖️ Égalité de roupies : le nombre de jetons bonus a fait la différence.
    [goods] ⚖️ Égalité de roupies et de jetons bonus : le nombre de jetons marchandise a fait la différence.
   *[none] ⚖️ Égalité en roupies, en jetons bonus et en jetons marchandise.
}
round-seal = { $who ->
    [you] 🏆 Vous gagnez la manche et un Sceau d'Excellence !
    [opponent] 🏆 L'adversaire gagne la manche et un Sceau d'Excellence.
   *[none] Personne ne reçoit de Sceau pour cette manche.
}
round-seals = Sceaux : vous { $mine }, adversaire { $theirs }
match-won = 🎉 Vous gagnez la partie, { $mine } Sceaux à { $theirs } ! Le Maharaja fait de vous son marchand attitré.
match-lost = L'adversaire gagne la partie, { $theirs } Sceaux à { $mine }. Une revanche ?

## Niveaux

level-novice = Débutant
    .gen = Débutant
level-apprentice = Apprenti
    .gen = Apprenti
level-trader = Commerçant
    .gen = Commerçant
level-merchant = Négociant
    .gen = Négociant
level-maharaja = Maharaja
    .gen = Maharaja
level-name = { $name } (niveau { $level })

## La conversation

welcome = Bienvenue au marché de Jaipur, { $name } ! Je suis à la fois votre tuteur et votre adversaire.
welcome-anonymous = Bienvenue au marché de Jaipur ! Je suis à la fois votre tuteur et votre adversaire.
how-to-play = À chaque tour, prenez des cartes au marché ou vendez des cartes de votre main. Vendez bien, gagnez deux Sceaux d'Excellence, et le Maharaja fera de vous son marchand attitré.
help = Commandes :
    /new — nouvelle partie (choix du niveau)
    /learn — de courtes leçons, une règle à la fois
    /review — les moments clés de votre dernière partie
    /puzzle — des exercices tirés de vos parties, qui reviennent au bon moment
    /friend — défier un ami
    /board — réafficher le plateau
    /hint — une suggestion pour votre coup
    /why — pourquoi l'adversaire a joué son dernier coup
    /analyse — les trois meilleurs coups, faits à l'appui
    /rules — les règles, page par page
    /level — le niveau des prochaines parties
    /language — la langue
    /mode — la quantité d'explications du tuteur
    /stats — vos résultats, votre cote et le niveau à essayer
    /resign — abandonner la partie
    Vous pouvez aussi écrire un coup avec vos mots, par exemple « je prends le diamant », « prendre tous les chameaux », « donner 2 chameaux pour l'or et l'épice », « vendre mes cuirs ».
help-legend = 🔎 Les signes : { $cards }
    🪙 « 🧵3·3 ×6 » : les prochains jetons tissu valent 3, puis 3 ; il en reste 6.
    🏅 jeton bonus · 💰 roupies · 🏆 Sceaux d'Excellence · ✋ votre main · 📦 pioche · 🧾 ce que votre coup a rapporté
choose-level = Choisissez votre adversaire :
choose-level-default = Choisissez le niveau de vos prochaines parties :
level-set = Prochaines parties : { $name }.
choose-language = Choisissez votre langue :
language-set = Je vous parlerai désormais en français.
choose-mode = Combien d'explications attendez-vous du tuteur ?
mode-full = 🎓 Règles et notes à chaque nouveauté
mode-hints = 💡 Seulement quand un coup est refusé
mode-off = 🤫 Le moins possible
mode-set = Tuteur : { $mode }
game-started = 🐪 Nouvelle partie contre { $level }. À vous de commencer !
no-game = Aucune partie en cours.
not-your-game = Cette partie appartient à un autre joueur.
old-board = ⌛ Ce plateau n'est plus à jour : rien n'a été modifié.
stale-board = ⌛ La partie a avancé entre-temps : voici le plateau actuel.
parse-error = Je n'ai pas compris ce coup : { $error }. Utilisez les boutons ou écrivez par exemple « prendre diamant ».
parse-empty = le message ne contient aucun coup
parse-unknown-action = { $suggestion ->
    [none] « { $word } » n'est pas un coup (un coup commence par prendre, chameaux, échanger ou vendre)
   *[other] « { $word } » n'est pas un coup ; peut-être vouliez-vous dire « { $suggestion } »
}
parse-unknown-card = { $suggestion ->
    [none] « { $word } » n'est pas une carte (les cartes sont diamant, or, argent, tissu, épice, cuir et chameau)
   *[other] « { $word } » n'est pas une carte ; peut-être vouliez-vous dire « { $suggestion } »
}
parse-no-cards = { $side ->
    [take] il manque les cartes à prendre
   *[give] il manque les cartes à rendre
}
parse-bad-number = « { $word } » n'est pas un nombre de cartes utilisable
parse-bare-number = un nombre seul n'est pas un coup, et aucun bouton ne lui correspond ici
parse-sell-form = une vente indique un nombre et une seule marchandise, par exemple « vendre 3 cuirs »
parse-take-form = une prise indique une seule marchandise, par exemple « prendre diamant », ou « chameaux » pour prendre tous les chameaux
parse-exchange-form = un troc indique ce que vous prenez et ce que vous rendez, par exemple « prendre or et épice, rendre cuir et chameau »
parse-camels-form = « chameaux » prend tous les chameaux du marché et ne doit être suivi de rien
parse-join-form = un tour, c'est un seul coup : « et » peut énumérer des cartes, pas réunir une prise et une vente
parse-ambiguous = { $count ->
    [1] 🤔 Vouliez-vous dire ce coup ?
   *[other] 🤔 Plusieurs coups correspondent à ce que vous avez écrit. Lequel voulez-vous jouer ?
}
error-unavailable = ⚠️ Ma mémoire est inaccessible pour l'instant. Réessayez dans un moment : votre partie ne risque rien.
round-start = 🃏 Début de la manche { $round }. { $who ->
    [you] À vous de jouer en premier.
   *[opponent] Votre adversaire joue en premier.
}
ai-move = 🤖 L'adversaire choisit de { $move }.
why-nothing-yet = Votre adversaire n'a pas encore joué.
why-new-round = Votre adversaire n'a pas encore joué dans la manche { $round }.
resigned = 🏳️ Vous avez abandonné. La partie est terminée.
left-uncounted = 🚪 Vous avez quitté cette partie. Elle ne compte pas comme une défaite.
stats-title = 📊 Vos résultats
stats-line = { $level } : victoires { $won }, défaites { $lost } · manches gagnées { $rwon }, perdues { $rlost }
stats-none = Aucune partie contre l'IA terminée pour l'instant (la première partie guidée ne compte pas ici).

## Cote (/stats) et niveau conseillé : la cote des parties et celle des exercices, chacune sur ses lignes.
rating-line = 🏅 Cote des parties : { $rating } ± { $margin }
rating-provisional = Encore provisoire : { $games ->
    [one] un seul résultat pour l'instant
   *[other] { $games } résultats pour l'instant
}. L'écart ± se resserre à mesure que vous jouez.
rating-trend = { $count ->
    [one] Dernière partie
   *[other] { $count } dernières parties
} : { $marks } (cote { $start } → { $now })
rating-legend = 🟢 partie gagnée · 🔴 partie perdue
puzzle-rating-line = 🧩 Cote des exercices : { $rating } ± { $margin }
puzzle-rating-provisional = Encore provisoire : { $games ->
    [one] un seul exercice pour l'instant
   *[other] { $games } exercices pour l'instant
}. L'écart ± se resserre à chaque nouvel exercice.
puzzle-rating-trend = { $count ->
    [one] Dernier exercice
   *[other] { $count } derniers exercices
} : { $marks } (cote { $start } → { $now })
puzzle-rating-legend = ✅ exercice réussi · ❌ exercice manqué
rating-suggest-up = 🎯 Contre { $level }, vous avez gagné { $won } { $won ->
    [one] partie
   *[other] parties
} sur { $played } : essayez { $next }. D'après votre cote des parties, vous y avez environ { $chance } % de chances de gagner.
rating-suggest-down = 🎯 Contre { $level }, vous avez gagné { $won } { $won ->
    [one] partie
   *[other] parties
} sur { $played } : { $next } vous apprendra davantage. D'après votre cote des parties, vous y avez environ { $chance } % de chances de gagner.
rating-suggest-stay = 🎯 Contre { $level }, vous avez gagné { $won } { $won ->
    [one] partie
   *[other] parties
} sur { $played } : cet adversaire est à votre mesure, continuez à l'affronter. D'après votre cote des parties, vous avez environ { $chance } % de chances de gagner.
rating-suggest-top = 🎯 Contre { $level }, le niveau le plus fort, vous avez gagné { $won } { $won ->
    [one] partie
   *[other] parties
} sur { $played }. D'après votre cote des parties, vous avez environ { $chance } % de chances de le battre.
rating-suggest-wait = 🎯 Encore { $left ->
    [one] une partie
   *[other] { $left } parties
} contre { $level } et je vous conseillerai un niveau (les exercices et la première partie guidée ne comptent pas ici).
rating-menu-suggested = ⭐ Conseillé pour vous : { $next }. /stats explique pourquoi.
level-menu-current = 📍 Votre niveau actuel : { $level }.

## Boutons

btn-new-game = ▶️ Nouvelle partie
btn-rematch = 🔁 Revanche
btn-take = 🛒 Prendre une marchandise
btn-camels = 🐪 Chameaux ({ $count })
btn-exchange = 🔄 Troc
btn-sell = 💰 Vendre
btn-hint = 💡 Conseil
btn-rules = 📖 Règles
btn-why = 🤔 Pourquoi ?
btn-table = 🃏 Table de jeu
table-market = 🏪 Marché
table-hand = ✋ Votre main ({ $count }/7)
table-sell-pick = Touchez les cartes d'une seule marchandise de votre main, puis vendez-les.
table-tutor = 🎓 Tuteur
table-reopen = ⌛ Cette table a expiré. Fermez-la et rouvrez-la avec le bouton « { btn-table } » de la discussion.
btn-back = ↩️ Retour
btn-confirm = ✔️ Valider
btn-cancel = ✖️ Annuler
btn-prev = ◀️ Précédente
btn-next = Suivante ▶️
btn-market-row = ⬇️ Marché : cartes à prendre
btn-hand-row = ⬇️ Votre main : cartes à rendre

## Construire un coup

pick-take = Quelle marchandise prenez-vous ?
pick-sell = Quelle marchandise vendez-vous ?
pick-sell-count = Combien de cartes ?
exchange-summary = 🔄 Prendre : { $taken }
    ↩️ Rendre : { $given }

## Le plateau

board-header = 🃏 Manche { $round } · 🏆 { $mine }–{ $theirs } · { $level }
board-header-no-level = 🃏 Manche { $round } · 🏆 { $mine }–{ $theirs }
board-market = 🏪 Marché : { $cards }
board-hand = ✋ Main ({ $count }/7) : { $cards }
board-herd = 🐪 Votre enclos : { $count }
board-opponent = { $count ->
    [one] 🤖 Adversaire : { $count } carte · 🐪 { $camels }
   *[other] 🤖 Adversaire : { $count } cartes · 🐪 { $camels }
}
board-deck = { $count ->
    [one] 📦 Pioche : { $count } carte
   *[other] 📦 Pioche : { $count } cartes
}
board-tokens = 🪙 Jetons : prochains ×restants
board-my-bonus = 🏅 Vos bonus : { $values }
receipt-sale = { $bonus ->
    [0] 🧾 Vente { $cards } : { $tokens } = 💰{ $total }
   *[other] 🧾 Vente { $cards } : { $tokens }+🏅{ $bonus } = 💰{ $total }
}
receipt-sale-no-tokens = { $bonus ->
    [0] 🧾 Vente { $cards } : plus aucun jeton = 💰0
   *[other] 🧾 Vente { $cards } : plus aucun jeton
        🏅{ $bonus } = 💰{ $total }
}
receipt-take = 🧾 Prise de { $cards } : main { $hand }/7.
receipt-camels = 🧾 Prise de { $count } 🐪 : enclos { $herd }.
receipt-exchange =
    🧾 Troc · ✋{ $hand }/7
    { $given } → { $taken }
board-rupees = 💰 Roupies : vous { $mine } · adversaire { $theirs }
board-bonus = { $count ->
    [one] 🎫 L'adversaire a { $count } bonus caché
   *[other] 🎫 L'adversaire a { $count } bonus cachés
}
board-your-turn = 👉 À vous de jouer.
board-ai-turn = ⏳ Votre adversaire réfléchit…
board-round-over = 🏁 La manche est terminée.
board-game-over = 🏁 La partie est terminée.

## Menu des commandes Telegram et erreurs

cmd-new = Nouvelle partie
cmd-board = Afficher le plateau
cmd-hint = Suggérer un coup
cmd-why = Pourquoi l'adversaire a joué ce coup
cmd-rules = Les règles
cmd-level = Niveau des prochaines parties
cmd-language = Langue
cmd-mode = Quantité d'explications du tuteur
cmd-stats = Vos résultats et votre cote
cmd-resign = Abandonner la partie
cmd-help = Aide
error-apology = 😔 Désolé, un problème est survenu de mon côté. Votre partie est intacte : réessayez.

## lessons

lesson-menu-title = 🎓 Leçons : une idée par leçon, environ une minute chacune.
lesson-menu-done = ✅ { $n }. { $title }
lesson-menu-todo = ▫️ { $n }. { $title }
lesson-try-again = ↩️ Essayez encore.
lesson-passed = ✅ Leçon réussie !
lesson-all-done = 🎉 Toutes les leçons sont réussies. On passe à votre première partie ?
lesson-missed-off-task = Ce coup est permis, mais ce n'est pas ce que demande la leçon.

lesson-market-title = Le marché : prendre une marchandise
lesson-market-intro-1 = 🏪 Le marché présente 5 cartes, visibles par les deux marchands.
lesson-market-intro-2 = 🛒 À votre tour, vous pouvez y prendre une marchandise. La pioche comble le vide.
lesson-market-intro-3 = ✋ À la fin de votre tour, vous ne pouvez pas avoir plus de 7 cartes en main.
lesson-market-task = 👉 Prenez la marchandise qui vaut le plus au marché.
lesson-market-right = 💎 Bien vu : les diamants rapportent les plus gros jetons. Mais un diamant seul ne se vend pas : il attend un deuxième diamant.
    ✋ Main : { $hand }/7, c'est la limite. Au prochain tour, impossible de prendre une seule marchandise : vendez, faites un troc ou prenez les chameaux.{ $refill ->
        [same] {""}
            📦 La pioche a comblé le vide avec un autre 💎 diamant : le marché paraît inchangé, seule la pioche compte une carte de moins.
       *[other] {""}
    }
lesson-market-missed = C'est permis, mais le 💎 diamant vaut plus : son premier jeton rapporte { $top }.

lesson-camels-title = Les chameaux
lesson-camels-intro-1 = 🐪 Les chameaux se prennent tous ensemble : tous ceux du marché, jamais quelques-uns.
lesson-camels-intro-2 = Ils vont dans votre enclos, pas dans votre main : ils ne comptent pas dans la limite de 7 cartes.
lesson-camels-task = 👉 Votre main est pleine. Prenez les chameaux.
lesson-camels-right = { $camels } de plus dans votre enclos, qui en compte maintenant { $herd }.
    ✋ Main : toujours { $hand }/7. L'enclos ne compte pas.

lesson-exchange-title = Le troc
lesson-exchange-intro-1 = 🔄 Pour prendre plusieurs marchandises d'un coup, rendez autant de cartes : des marchandises de votre main ou des chameaux de votre enclos.
lesson-exchange-intro-2 = Jamais de troc à une carte contre une : il en faut au moins 2 de chaque côté.
lesson-exchange-intro-3 = Et dans un même troc, on ne peut pas prendre et rendre la même marchandise.
lesson-exchange-task = 👉 Prenez les deux cartes 🥇 or en un seul coup.
lesson-exchange-right = 🔄 Pris : { $taken }. Rendu : { $given }.
    { $camels ->
        [0] Les deux cartes or sont à vous en un seul tour.
        [one] Les deux cartes or sont à vous, dont une payée avec un chameau de votre enclos : votre main grossit d'une carte.
       *[other] Les deux cartes or sont à vous, payées avec { $camels } chameaux de votre enclos : votre main grossit de { $camels } cartes.
    }
lesson-exchange-missed-one = Prendre une seule carte or, c'est permis, mais l'autre reste au marché pour votre adversaire. Un troc prend les deux.
lesson-exchange-missed-other = Vous avez pris { $taken }. La consigne : les deux cartes 🥇 or.

lesson-selling-title = Vendre
lesson-selling-intro-1 = 💰 Au lieu de prendre, vous pouvez vendre : autant de cartes que vous voulez, d'une seule marchandise.
lesson-selling-intro-2 = 🪙 Chaque carte rapporte un jeton pris en haut de sa pile. Les meilleurs partent en premier.
lesson-selling-task = 👉 Vendez la paire qui rapporte le plus de roupies.
lesson-selling-right = 🪙 Vendu : { $cards }. Jetons : { $tokens } = { $total }.
    Le haut de la pile des tissus valait le plus.
lesson-selling-missed = C'est permis, mais cette vente rapporterait { $total }, et les deux 🧵 tissus { $best } : comparez le haut des piles.

lesson-precious-title = Diamants, or et argent
lesson-precious-intro-1 = 💎🥇🥈 Les diamants, l'or et l'argent sont les marchandises les plus chères.
lesson-precious-intro-2 = Elles se vendent par 2 au moins, jamais à l'unité.
lesson-precious-task = 👉 Vendez des diamants, de l'or ou de l'argent.
lesson-precious-right = 💰 Vendu : { $cards }. Jetons : { $tokens } = { $total }.
    💎 Votre diamant isolé doit attendre qu'un second le rejoigne.
lesson-precious-missed = Cette vente est permise, mais ce ne sont ni des diamants, ni de l'or, ni de l'argent.

lesson-bonus-title = Les jetons bonus
lesson-bonus-intro-1 = 🏅 Vendre 3 cartes ou plus d'un coup rapporte aussi un jeton bonus.
lesson-bonus-intro-2 = 3 cartes : 1 à 3 roupies · 4 cartes : 4 à 6 · 5 ou plus : 8 à 10.
lesson-bonus-intro-3 = 🤫 Votre adversaire n'en connaît la valeur qu'au décompte de la manche.
lesson-bonus-task = 👉 Vendez votre 👜 cuir pour obtenir le plus gros bonus.
lesson-bonus-right = 🏅 Jetons marchandise : { $goods }. Bonus : { $bonus }. Total : { $total }.
lesson-bonus-missed-none = C'est permis, mais en vendant { $cards }, vous n'auriez pas de bonus : il faut 3 cartes ou plus.
lesson-bonus-missed-small = C'est permis, mais en vendant { $cards }, vous piocheriez le bonus dans la pile de { $low } à { $high }. En vendant les cinq ensemble, vous le piocheriez dans celle de 8 à 10.

lesson-round-end-title = Fin de manche et Sceau d'Excellence
lesson-round-end-intro-1 = 🏁 La manche s'arrête dès que 3 piles de jetons marchandise sont vides, ou que la pioche ne peut plus remplir le marché.
lesson-round-end-intro-2 = 🐪 Le plus grand enclos gagne alors le jeton chameau : 5 roupies.
lesson-round-end-intro-3 = 🏆 Plus de roupies que l'adversaire ? Le Sceau d'Excellence est à vous. À égalité, on regarde qui a le plus de jetons bonus, puis le plus de jetons marchandise.
lesson-round-end-task = 👉 Il ne reste plus de jetons 💎 ni 🥇. Terminez la manche maintenant et gagnez le Sceau.
lesson-round-end-right = 🐪 Enclos : { $herd } contre { $their_herd }. Le jeton chameau est donc à vous, et ses 5 roupies vous mettent à égalité. Les jetons bonus tranchent ensuite en votre faveur.
lesson-round-end-missed = La manche continue. Cherchez une pile qui n'a plus qu'un jeton : vendre cette marchandise la vide.

lesson-race-title = Stratégie : vendre avant l'adversaire
lesson-race-intro-1 = 🌶️ Vous avez vu votre adversaire prendre 4 épices.
lesson-race-intro-2 = Qui vend le premier prend les jetons du haut. Attendre un plus gros bonus peut coûter plus que cela ne rapporte.
lesson-race-task = 👉 Vendre maintenant, ou attendre une quatrième épice ? À vous de jouer.
lesson-race-right = 🌶️ Vendu : { $cards }. Jetons : { $tokens } + bonus { $bonus } = { $total }.
    Ses 4 épices n'auront plus que les petits jetons.
lesson-race-missed = Si vous attendez, il vendra ses 4 épices avant vous, et vos 3 ne rapporteront plus que { $later } en jetons.
lesson-race-missed-small = Deux épices ne donnent pas de bonus. Vendez les trois.

lesson-leftovers-title = Stratégie : ce que votre troc laisse au marché
lesson-leftovers-intro-1 = 🔄 Ce que vous rendez dans un troc reste au marché, à la portée de l'adversaire.
lesson-leftovers-intro-2 = 🌶️ Il a 3 épices : vous l'avez vu les prendre.
lesson-leftovers-task = 👉 Prenez les deux 💎 diamants. Choisissez bien ce que vous rendez.
lesson-leftovers-right = 💎 Les deux diamants sont à vous. Rendu : { $given }. Rien dont l'adversaire ait besoin.
lesson-leftovers-missed-spice = Vos épices l'attendraient au marché. Avec { $spice }, il toucherait le plus gros bonus.
lesson-leftovers-missed-one = Un diamant, c'est permis, mais l'autre reste pour l'adversaire.

lesson-first-game-title = Votre première partie
lesson-first-game-intro = 🎲 Je vous guide pendant les premiers tours, et les coups de l'adversaire sont écrits d'avance. Ensuite, vous continuez sans moi.
lesson-first-game-step-1 = 👉 Vous avez 2 épices. Prenez l'épice 🌶️ du marché : trois cartes identiques donneront un bonus.
lesson-first-game-step-1-right = ✅ Pris : { $cards }.
lesson-first-game-step-1-missed = { $took ->
    [lone-diamond] 💎 Le diamant a les plus gros jetons, mais un diamant seul ne se vend pas tant que vous n'en avez pas un deuxième. Le plan, c'est l'épice 🌶️ : avec elle, vous avez trois cartes identiques. Voici ce qu'elle vous apporte :
   *[other] Suivons le plan : prenez l'épice 🌶️. Voici ce qu'elle vous apporte :
}
lesson-first-game-step-2 = 👉 Trois chameaux attendent au marché. Prenez-les : ils paieront un troc.
lesson-first-game-step-2-right = { $camels } de plus dans votre enclos.
lesson-first-game-step-2-missed = Suivons le plan : prenez les 🐪 chameaux. Voici ce qu'ils vous apportent :
lesson-first-game-step-3 = 👉 Deux 🧵 tissus sont au marché. Faites un troc : prenez-les tous les deux et rendez 2 chameaux.
lesson-first-game-step-3-right = 🔄 Pris : { $taken }.
lesson-first-game-step-3-missed = Suivons le plan : prenez les deux 🧵 tissus, rendez 2 🐪 chameaux. Voici ce que cela vous apporte :
lesson-first-game-step-4 = 👉 ✋ 7 cartes : une marchandise de plus vous en donnerait 8. Faites de la place : vendez 3 cartes identiques pour un bonus.
lesson-first-game-step-4-right = 🏅 Vendu : { $cards }. Jetons : { $tokens }, bonus { $bonus }. Total : { $total }.
lesson-first-game-step-4-missed = Vendez 3 cartes de la même marchandise : vos 🌶️ épices ou vos 🧵 tissus. En vendant les épices, par exemple :
lesson-first-game-handover = 🎓 Vous connaissez maintenant tous les types de coups. Continuez sans moi contre le niveau 1. 💡 /hint est là en cas de besoin.
lesson-first-game-over = 🎓 C'était votre première partie guidée. Comme j'en ai choisi les premiers coups, /review et /stats la laissent de côté ; toutes vos prochaines parties comptent. 🔁 Revanche relance le niveau 1, et /new vous laisse choisir un niveau.

## learn

learn-button = 🎓 Leçons
learn-first-game-button = 🎲 Première partie guidée
learn-next-button = ▶️ Leçon suivante
learn-menu-button = 🎓 Toutes les leçons
learn-start-button = ▶️ Commencer la leçon { $n }
learn-newcomer = 👋 Vous découvrez Jaipur ? De courtes leçons vous apprennent le jeu une idée à la fois, avec les mêmes boutons qu'en vraie partie.
learn-header = 🎓 Leçon { $n }/{ $count }
learn-hint = 💡 Par exemple, vous pouvez { $move }.
learn-why-step = 🎓 Cette étape : { $task }
learn-first-game-step = 🎓 Tour guidé { $step } sur { $steps }
cmd-learn = Leçons et première partie guidée

account-you = 🧾 Vous
account-opponent = 🧾 Adversaire
account-goods = { $good } : { $tokens }
account-no-goods = 🪙 Aucune marchandise vendue
account-bonus = 🏅 Jetons bonus : { $tokens }
account-camel = 🐪 Jeton chameau : 5
account-no-camel = 🐪 Pas de jeton chameau
account-total = 💰 Montant total : { $total }
account-seal-rupees = { $who ->
    [you] 🏆 Vous avez plus de roupies, { $mine } contre { $theirs } : le Sceau d'Excellence est à vous.
    [opponent] 🏆 L'adversaire a plus de roupies, { $theirs } contre { $mine }, et prend le Sceau d'Excellence.
   *[none] Personne ne remporte de Sceau dans cette manche.
}
account-seal-tiebreak =
    ⚖️ Égalité en roupies : { $rupees } chacun. { $by ->
        [bonus] Les jetons bonus départagent : { $bonus_mine } contre { $bonus_theirs }.
        [goods] Égalité aussi en jetons bonus ({ $bonus_mine } chacun) ; les jetons marchandise départagent : { $goods_mine } contre { $goods_theirs }.
       *[none] Égalité aussi en jetons bonus ({ $bonus_mine } chacun) et en jetons marchandise ({ $goods_mine } chacun).
    }
    { $who ->
        [you] 🏆 Le Sceau d'Excellence est à vous.
        [opponent] 🏆 Le Sceau d'Excellence revient à l'adversaire.
       *[none] Personne ne remporte de Sceau dans cette manche.
    }
account-match-round = Manche { $round } : { $mine }–{ $theirs } · { $who ->
    [you] 🏆 vous
    [opponent] 🏆 adversaire
   *[none] pas de Sceau
}

## review

cmd-review = Revoir votre dernière partie
btn-review = 🔍 Revoir la partie
btn-review-moments = 🔎 Moments clés
btn-review-prev = ◀️ Précédent
btn-review-next = Suivant ▶️
btn-review-try = 🎯 À vous d'essayer
btn-review-analyse = 🔍 Meilleurs coups
btn-review-summary = 📋 Bilan
btn-review-back = ↩️ Retour au moment clé
btn-review-answer = 💡 Voir le meilleur coup
review-none = Aucune partie terminée à revoir pour l'instant. Jouez-en une, puis revenez avec /review.
review-not-this-kind = Seules vos parties contre l'IA peuvent être revues : ni la première partie guidée, ni les leçons, ni les parties entre amis. Lancez-en une avec /new, puis revenez avec /review.
review-progress = ⏳ Analyse de la manche { $round } sur { $rounds }…
review-title = 📋 Bilan de votre partie contre { $level }
review-round = 📊 Manche { $round } : précision { $accuracy } % ({ $good } { $good ->
        [one] bon tour
       *[other] bons tours
    } sur { $turns }) ; plus gros écart avec le meilleur coup : { $swing }.
    { $well }
review-well-big-sale = 👍 Vente de { $cards } d'un coup : une vente de cinq cartes ou plus rapporte les plus gros jetons bonus.
review-well-accurate = 👍 { $turns ->
        [one] Votre seul coup n'a pas été nettement moins bon que le meilleur.
       *[other] Aucun de vos { $turns } coups n'a été nettement moins bon que le meilleur.
    }
review-well-camels = 👍 Votre enclos était le plus grand : le jeton chameau était à vous.
review-well-bonus-sale = 👍 Vos ventes de trois cartes ou plus vous ont rapporté { $count ->
        [one] un jeton bonus : { $sum }.
       *[other] { $count } jetons bonus : { $sum }.
    }
review-well-precious = 👍 Ventes de diamants, d'or et d'argent : { $sum }.
review-well-round-won = 👍 Vous avez gagné la manche, { $mine } à { $theirs }, et son Sceau d'Excellence.
review-well-steady = 🧭 Vous avez joué { $turns ->
        [one] un tour
       *[other] { $turns } tours
    } dans cette manche ; le plus gros écart ci-dessus montre où regarder la prochaine fois.
review-moments = 🔎 { $count ->
        [one] Un moment clé : le tour où vous avez le plus perdu.
       *[other] { $count } moments clés : les tours où vous avez le plus perdu.
    }
review-clean = ✨ Aucun moment clé, donc pas d'exercice tiré de cette partie : tant que le Sceau d'Excellence de la manche restait à prendre, aucun de vos { $turns } coups n'a été nettement moins bon que le meilleur.
review-too-short = { $turns ->
    [0] 🤷 Rien à revoir : vous n'avez joué aucun coup dans cette partie. Jouez-en une jusqu'au bout, puis revenez avec /review.
    [one] 🤷 Rien à revoir : vous n'avez joué qu'un seul coup dans cette partie. Jouez-en une jusqu'au bout, puis revenez avec /review.
   *[other] 🤷 Rien à revoir : vous n'avez joué que { $turns } coups dans cette partie. Jouez-en une jusqu'au bout, puis revenez avec /review.
}
review-moment-title = 🔎 Moment clé { $index } sur { $count } · manche { $round }, votre { $turn ->
    [1] 1er tour
   *[other] { $turn }e tour
}
review-played = Vous avez choisi de { $move }.
review-better = 👉 Mieux : { $move } ({ $gain }). { $why }
review-try-prompt = 🎯 À vous : quel coup jouez-vous ici ? Utilisez les boutons ou écrivez-le.
review-try-best = ✅ C'est le coup suggéré. Bien trouvé !
review-try-beats = ✅ Votre coup ({ $move }) vaut au moins autant que la suggestion. Bien trouvé !
review-try-close = 👍 Votre coup ({ $move }) vaut à peu près autant que la suggestion : la recherche ne parvient pas à les départager.
review-try-worse = ❌ Votre coup ({ $move }) reste en deçà : la suggestion vous vaudrait { $gain }.
review-gain = environ { rupees } de plus
review-gain-chance = le Sceau plus souvent, dans { $seal } % des manches contre { $other_seal } %

## friends
cmd-friend = Jouer avec un ami
friend-btn-invite = 👥 Jouer avec un ami
friend-btn-hidden = 🤝 Une vraie partie (mains cachées)
friend-btn-open = 📖 Apprentissage (mains visibles)
friend-btn-cancel = ❌ Annuler l'invitation
friend-btn-share = 📤 Partager l'invitation
friend-btn-private = 💬 Jouer en conversation privée
friend-btn-why = 🤔 Pourquoi ce coup ?
friend-btn-resign = 🏳️ Abandonner
friend-btn-resign-yes = 🏳️ Oui, j'abandonne
friend-choose = 👥 Invitez un ami. Quelle partie ?
    🤝 Une vraie partie : chacun ne voit que sa main, comme autour d'une table.
    📖 Une partie d'apprentissage : les deux mains sont visibles et j'explique chaque coup à vous deux. Elle ne compte pas dans vos résultats.
friend-pending = Vous avez déjà une invitation en cours : { $link }
    En créer une nouvelle remplacera l'ancienne.
friend-kind-hidden = une vraie partie, mains cachées
friend-kind-open = une partie d'apprentissage, mains visibles
friend-invite = ✉️ Votre invitation est prête ({ $kind }). Envoyez ce lien à votre ami :
    { $link }
    Il ne sert qu'une fois et expire dans { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }. La partie commence dès que votre ami l'ouvre.
friend-share = Jouons à Jaipur ! Ouvre ce lien et notre partie commence.
friend-cancelled = ❌ Invitation annulée : le lien ne fonctionne plus.
friend-cancel-gone = Cette invitation a déjà été utilisée ou annulée.
friend-group = 👥 Entre amis, chaque main est secrète, mais dans un groupe tout le monde verrait le plateau. Ouvrez une conversation privée avec moi : je vous préparerai une invitation à envoyer à votre ami.
friend-busy = Vous jouez déjà avec un ami. Terminez cette partie (ou /resign) avant d'accepter une autre invitation.
friend-invite-used = Cette invitation a déjà servi. Demandez-en une nouvelle à votre ami.
friend-invite-expired = Cette invitation a expiré. Demandez-en une nouvelle à votre ami.
friend-invite-unknown = Je ne connais pas cette invitation : elle a peut-être été annulée. Demandez-en une nouvelle à votre ami.
friend-invite-own = C'est votre propre invitation : envoyez-la à un ami. 🙂
friend-inviter-busy = { $name } joue déjà une autre partie avec un ami. Réessayez un peu plus tard.
friend-welcome = Bienvenue au marché de Jaipur, { $name } ! { $friend } vous invite à une partie. Je suis votre tuteur à tous les deux, chacun dans sa langue.
friend-started = 🎲 La partie commence : { $kind }. Chacun joue dans sa conversation privée avec moi, et je vous transmets chaque coup.
friend-accepted = 🎉 { $name } a accepté votre invitation : { $kind }. À vous de commencer !
friend-board-header = 🃏 Manche { $round } · 🏆 { $mine }–{ $theirs } · contre { $name }
friend-board-opponent = { $count ->
    [one] 👤 { $name } : { $count } carte · 🐪 { $camels }
   *[other] 👤 { $name } : { $count } cartes · 🐪 { $camels }
}
friend-board-open-hand = 🔓 Sa main : { $cards }
friend-board-rupees = 💰 Roupies : vous { $mine } · { $name } { $theirs }
friend-board-rupees-open = 💰 Roupies en tout : vous { $mine } · { $name } { $theirs }
friend-board-their-turn = ⏳ C'est à { $name } de jouer.
friend-your-move = ✔️ Votre coup : { $move }.
friend-move = 🎲 { $name } choisit de { $move }.
friend-explain = 🎓 Pourquoi : { $why }
friend-why = 🤔 { $name } a choisi de { $move }. Mon analyse : { $why }
friend-why-nothing = Votre adversaire n'a pas encore joué.
friend-resign-confirm = Abandonner cette partie ? Votre adversaire la gagnera.
friend-resigned = 🏳️ Vous avez abandonné. { $name } gagne la partie.
friend-opponent-resigned = 🏳️ { $name } a abandonné : vous gagnez la partie ! 🎉
friend-abandoned = ⌛ Personne n'a joué depuis { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} dans votre partie avec { $name } : je l'ai donc déclarée abandonnée. Elle ne compte pas dans vos résultats.
friend-reminder = ⏰ { $name } attend votre coup dans votre partie de Jaipur.
friend-stats-title = 👥 Contre vos amis
friend-stats-line = { $name } : victoires { $won }, défaites { $lost }
friend-name-prompt = Joueur { $number }, quel est votre nom ?
friend-pass = 🔁 Passez l'écran à { $name }. { $name }, appuyez sur Entrée une fois devant l'écran.
friend-local-choose = Quel type de partie allez-vous jouer ?
friend-local-start = 🎲 Vous et { $name } jouez sur cet écran : { $kind }. { $open ->
    [yes] Les deux mains sont visibles : chacun voit aussi les cartes de l'autre, inutile de détourner les yeux.
   *[no] Chaque main n'est montrée qu'à son joueur : détournez les yeux quand on se passe l'écran.
}
## robust
resign-confirm = 🏳️ Abandonner la partie ? L'IA la remportera, et vos statistiques la compteront comme perdue.
resign-confirm-uncounted = 🏳️ Abandonner la partie ? L'IA la remportera, mais elle ne comptera pas dans vos statistiques.
btn-resign-yes = 🏳️ Oui, j'abandonne
btn-resign-no = ↩️ Non, je continue

## Faits sur un coup (tutorbot/tutor/facts.py)
rupees-range = { $low } à { $high } roupies
fact-only-move = C'est le seul coup permis.
fact-ends-round = { $by ->
    [deck] Ce coup termine la manche : la pioche ne peut plus compléter le marché.
   *[tokens] Ce coup termine la manche : une troisième pile de jetons marchandise s'épuise.
}
fact-race-sure-win = { $end ->
    [reply] Même si l'adversaire termine la manche à son prochain tour, vous remportez le Sceau, quels que soient ses jetons bonus cachés : { $mine } contre { $theirs }.
   *[move] Vous remportez le Sceau de la manche, quels que soient les jetons bonus cachés de l'adversaire : { $mine } contre { $theirs }.
}
fact-race-likely-win = { $end ->
    [reply] Si l'adversaire termine la manche à son prochain tour, vous remportez le Sceau dans { $percent } % des cas que permettent ses jetons bonus cachés : { $mine } contre { $theirs }.
   *[move] Vous remportez le Sceau de la manche dans { $percent } % des cas que permettent les jetons bonus cachés de l'adversaire : { $mine } contre { $theirs }.
}
fact-race-likely-loss = { $end ->
    [reply] Si l'adversaire termine la manche à son prochain tour, vous perdez le Sceau dans { $percent } % des cas que permettent ses jetons bonus cachés : { $mine } contre { $theirs }.
   *[move] Vous perdez le Sceau de la manche dans { $percent } % des cas que permettent les jetons bonus cachés de l'adversaire : { $mine } contre { $theirs }.
}
fact-race-sure-loss = { $end ->
    [reply] Si l'adversaire termine la manche à son prochain tour, vous perdez le Sceau, quels que soient ses jetons bonus cachés : { $mine } contre { $theirs }.
   *[move] Vous perdez le Sceau de la manche, quels que soient les jetons bonus cachés de l'adversaire : { $mine } contre { $theirs }.
}
fact-sale-tokens = { $token_count ->
    [1] Le jeton { $good } rapporte { $sum }.
   *[other] Les jetons { $good } rapportent { $sum }.
}
fact-sale-beyond-pile = { $left ->
    [0] Il ne reste plus aucun jeton { $good } : cette vente ne rapporte aucun jeton marchandise.
    [one] Il ne reste qu'un jeton { $good } : les autres cartes vendues ne rapportent aucun jeton marchandise.
   *[other] Il ne reste que { $left } jetons { $good } : les autres cartes vendues ne rapportent aucun jeton marchandise.
}
fact-sale-bonus = S'y ajoute un jeton bonus, qui vaut { $range } (tiré au hasard).
fact-sale-no-bonus = Les jetons bonus des ventes de { $size ->
    [5] cinq cartes ou plus
   *[other] { $size } cartes
} sont épuisés : cette vente n'en rapporte aucun.
fact-take-set = { $side ->
    [done] { $bonus ->
        [yes] Vous avez maintenant { $held } cartes { $good } : vendues aux jetons actuellement en haut de la pile, elles rapportent { $sum }, plus un jeton bonus.
       *[no] Vous avez maintenant { $held } cartes { $good } : vendues aux jetons actuellement en haut de la pile, elles rapportent { $sum }.
    }
   *[other] { $bonus ->
        [yes] Vous auriez { $held } cartes { $good } : vendues maintenant, elles rapporteraient { $sum }, plus un jeton bonus.
       *[no] Vous auriez { $held } cartes { $good } : vendues maintenant, elles rapporteraient { $sum }.
    }
}
fact-take-pile = { $left ->
    [one] Il reste un seul jeton dans la pile { $good } : { $next }.
   *[other] Il reste { $left } jetons dans la pile { $good } ; les prochains valent { $next }.
}
fact-exchange-worth = D'après les prochains jetons de leurs piles, les marchandises prises valent { $taken } et { $given_goods ->
    [1] celle rendue { $given }.
   *[other] celles rendues { $given }.
}
fact-hand-grows = { $side ->
    [why] Ma main passe de { $before } à { $after } cartes : { $camels ->
        [one] un chameau paie l'une des marchandises.
       *[other] { $camels } chameaux paient autant de marchandises.
    }
    [done] Votre main est passée de { $before } à { $after } cartes : { $camels ->
        [one] un chameau a payé l'une des marchandises.
       *[other] { $camels } chameaux ont payé autant de marchandises.
    }
   *[hint] Votre main passe de { $before } à { $after } cartes : { $camels ->
        [one] un chameau paie l'une des marchandises.
       *[other] { $camels } chameaux paient autant de marchandises.
    }
}
fact-hand-full = { $side ->
    [why] Ma main sera pleine ({ $size } cartes) : au prochain tour, je ne pourrai pas prendre une marchandise à l'unité.
    [done] Votre main est pleine ({ $size } cartes) : au prochain tour, vous ne pourrez pas prendre une marchandise à l'unité.
   *[hint] Votre main sera pleine ({ $size } cartes) : au prochain tour, vous ne pourrez pas prendre une marchandise à l'unité.
}
fact-camels-lead = { $side ->
    [why] Enclos : { $mine } 🐪 contre { $theirs } ; si la manche s'arrêtait maintenant, le jeton chameau de 5 roupies serait pour moi.
   *[hint] Enclos : { $mine } 🐪 contre { $theirs } ; si la manche s'arrêtait maintenant, le jeton chameau de 5 roupies serait pour vous.
}
fact-camels-tie = Enclos à égalité, { $mine } 🐪 chacun : si la manche s'arrêtait maintenant, personne n'aurait le jeton chameau.
fact-camels-behind = { $side ->
    [why] Enclos : { $mine } 🐪 contre { $theirs } ; si la manche s'arrêtait maintenant, le jeton chameau serait pour vous.
   *[hint] Enclos : { $mine } 🐪 contre { $theirs } ; si la manche s'arrêtait maintenant, le jeton chameau serait pour l'adversaire.
}
fact-leaves-market = { $side ->
    [why] { $count ->
        [one] Ce coup vous laisse { $cards } au marché, qui vaut { $worth } d'après le prochain jeton.
       *[other] Ce coup vous laisse { $cards } au marché, qui valent { $worth } d'après les prochains jetons.
    }
   *[hint] { $count ->
        [one] Ce coup laisse à l'adversaire { $cards } au marché, qui vaut { $worth } d'après le prochain jeton.
       *[other] Ce coup laisse à l'adversaire { $cards } au marché, qui valent { $worth } d'après les prochains jetons.
    }
}
fact-opp-best-take = { $side ->
    [why] Vous pouvez prendre { $good } dans le marché que je laisse : avec { $known } { $good } qu'on vous a vu prendre, cela vous en fait { $held } à vendre, soit { $sum } d'après les jetons actuels de la pile.
   *[hint] L'adversaire peut prendre { $good } dans le marché laissé : avec { $known } { $good } qu'on l'a vu prendre, cela lui en fait { $held } à vendre, soit { $sum } d'après les jetons actuels de la pile.
}
fact-draws = { $count ->
    [one] Ce coup fait entrer au marché 1 nouvelle carte de la pioche
   *[other] Ce coup fait entrer au marché { $count } nouvelles cartes de la pioche
}{ $deck ->
    [0] , qui est maintenant vide.
    [1] , où il n'en reste plus qu'une.
   *[other] , où il en reste { $deck }.
}
fact-opp-can-end = { $side ->
    [why] Après ce coup, vous pourrez terminer la manche à votre tour (il reste { $deck ->
        [one] { $deck } carte
       *[other] { $deck } cartes
    } dans la pioche).
   *[hint] Après ce coup, l'adversaire pourra terminer la manche à son tour (il reste { $deck ->
        [one] { $deck } carte
       *[other] { $deck } cartes
    } dans la pioche).
}
fact-verdict-best = La recherche le classe premier : il rapporte le Sceau dans { $seal } % des manches jouées jusqu'au bout, avec un écart moyen de { $margin } (juste derrière : « { $other } », { $other_seal } %, { $other_margin }).
fact-verdict-behind = La recherche préfère « { $other } » : le Sceau dans { $other_seal } % des manches jouées jusqu'au bout contre { $seal } %, un écart moyen de { $other_margin } contre { $margin }.
fact-verdict-gain = Si la recherche joue la manche jusqu'au bout à partir d'ici, ce coup remporte le Sceau dans { $seal } % des cas, avec un écart moyen de { $margin } ; avec « { $other } » : { $other_seal } %, { $other_margin }.
fact-verdict-mine = { $best ->
    [yes] Si l'on joue la manche jusqu'au bout à partir de ce que je voyais alors, c'est mon meilleur coup : le Sceau dans { $seal } % des cas, écart moyen { $margin } (le suivant : { $other_seal } %, { $other_margin }).
   *[no] Si l'on joue la manche jusqu'au bout à partir de ce que je voyais alors, un autre coup fait mieux : le Sceau dans { $other_seal } % des cas contre { $seal } %, un écart moyen de { $other_margin } contre { $margin }. Cette fois, la recherche de mon niveau ne l'a pas choisi.
}
cmd-analyse = Les trois meilleurs coups, faits à l'appui
analyse-title = 🔍 Dans cette position, les trois meilleurs coups selon la recherche ({ $worlds } manches jouées jusqu'au bout pour chacun) :
analyse-move = { $rank }. { $move } : le Sceau dans { $seal } % des manches, écart moyen { $margin }.
analyse-hidden = 🔍 Pas d'analyse dans une partie à mains cachées contre un autre joueur : ce serait jouer à votre place. L'analyse reste disponible contre l'IA, quand vous revoyez une partie et dans les parties d'apprentissage, mains visibles.
## Fairness: a chat that asks faster than it is answered
busy-one-moment = ⏳ Un instant : je réponds encore à vos messages précédents.
explain-budget-spent = ⏳ Cela fait beaucoup d'explications en peu de temps. Redemandez dans { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }.
abandon-confirm = Une partie est en cours. L'abandonner pour en commencer une nouvelle ? Elle comptera comme une défaite dans vos statistiques.
abandon-uncounted-confirm = Une partie est en cours. L'abandonner pour en commencer une nouvelle ? Elle ne comptera pas comme une défaite dans vos statistiques.
btn-abandon-yes = 🏳️ Oui, l'abandonner
btn-leave-yes = 🚪 Oui, la quitter
console-saved = 💾 Votre partie est sauvegardée. Pour la reprendre là où vous l'avez laissée, lancez : { $command }
console-help = Dans le terminal, écrivez le numéro d'un bouton, un coup ou une commande. /quit ou Ctrl-D pour quitter ; votre partie est conservée.
console-friend = 👥 Pour jouer contre un ami sur cet écran, quittez avec /quit (votre partie est conservée) et lancez : tutorbot play --friend. Vous jouerez à tour de rôle, et l'écran s'effacera chaque fois que vous vous le passerez.
console-error = 😔 Désolé, un problème est survenu de mon côté. Votre partie est conservée : continuez, ou essayez autre chose. Les détails, pour signaler le bug, sont dans : { $log }
console-crashed = 😔 Désolé, un problème est survenu de mon côté et je dois m'arrêter. Vos parties sont conservées. Les détails, pour signaler le bug, sont dans : { $log }
    Pour reprendre là où vous en étiez, lancez : { $command }

## Puzzles (issue 33)
cmd-puzzle = Exercices tirés de vos parties
btn-puzzle-practise = 🧩 S'exercer sur ces moments
btn-puzzle-builtin = 🧩 Exercices pour débuter
btn-puzzle-next = 🧩 Exercice suivant
btn-puzzle-retry = 🔁 Réessayer
btn-puzzle-solution = 👁 Voir la solution
puzzle-difficulty-1 = facile
puzzle-difficulty-2 = moyen
puzzle-difficulty-3 = difficile
puzzle-title-game = 🧩 Exercice tiré de votre partie contre { $level } · manche { $round }, votre { $turn ->
    [1] 1er
   *[other] { $turn }e
} tour · { $difficulty }
puzzle-title-builtin = 🧩 Exercices pour débuter : { $number } sur { $count } · { $difficulty }
puzzle-question-game = Pendant la partie, vous avez choisi de { $move }. Trouvez un meilleur coup.
puzzle-question-builtin = Ici, la recherche classe un coup devant tous les autres. Trouvez-le.
puzzle-opp-known = 🔎 Vu plus tôt dans la partie : l'adversaire a en main { $cards }.
puzzle-solved = ✅ Résolu : votre coup ({ $move }) est le meilleur selon la recherche.
puzzle-solved-close = ✅ Résolu : votre coup ({ $move }) vaut autant que le meilleur coup de la recherche ({ $best }).
puzzle-solved-retry = ✅ Bonne réponse : votre coup ({ $move }) est le meilleur selon la recherche. Un nouvel essai ne change ni votre cote des exercices ni le moment où l'exercice reviendra.
puzzle-solved-close-retry = ✅ Bonne réponse : votre coup ({ $move }) vaut autant que le meilleur coup de la recherche ({ $best }). Un nouvel essai ne change ni votre cote des exercices ni le moment où l'exercice reviendra.
puzzle-failed = ❌ Pas cette fois : votre coup ({ $move }) reste en deçà ; le meilleur coup vous aurait valu { $gain }.
puzzle-failed-numbers = Si la recherche joue la manche jusqu'au bout à partir d'ici, votre coup remporte le Sceau dans { $other_seal } % des cas, avec un écart moyen de { $other_margin } ; le meilleur coup : { $seal } %, { $margin }.
puzzle-best = 👉 Le meilleur : { $move }. { $why }
puzzle-answered-elsewhere = ℹ️ Vous aviez déjà répondu à cet exercice sur un autre appareil : c'est cette réponse qui compte.
puzzle-retry = 🔁 Nouvel essai. Seule votre première réponse compte, pour votre cote des exercices comme pour le moment où l'exercice reviendra.
puzzle-retry-uncounted = ℹ️ Essai supplémentaire, non compté : votre cote des exercices et le moment où l'exercice reviendra ont été fixés par votre première réponse.
puzzle-comes-back = 📅 Cet exercice reviendra { $when }.
puzzle-in-minutes = dans { $count ->
        [one] une minute
       *[other] { $count } minutes
    }
puzzle-in-hours = dans { $count ->
        [one] une heure
       *[other] { $count } heures
    }
puzzle-in-days = dans { $count ->
        [one] un jour
       *[other] { $count } jours
    }
puzzle-made = 🧩 { $count ->
        [one] Un nouvel exercice tiré
       *[other] { $count } nouveaux exercices tirés
    } { $matches ->
        [1] de votre dernière partie.
       *[other] de vos { $matches } dernières parties.
    }
puzzle-none-yet = 🧩 Pas encore d'exercices tirés de vos parties : après chaque partie contre l'IA, les coups qui vous ont coûté le plus deviennent des exercices. En attendant, essayez les exercices pour débuter.
puzzle-none-due = 🧩 Aucun exercice à faire pour l'instant : le prochain revient { $when }.

fact-verdict-best-close = Ce coup et « { $other } » se valent à peu près : le Sceau dans { $seal } % des manches jouées jusqu'au bout et un écart moyen de { $margin }, contre { $other_seal } % et { $other_margin } ; la différence reste dans la marge d'erreur de la recherche.
fact-verdict-behind-close = Ce coup et « { $other } » se valent à peu près : le Sceau dans { $seal } % des manches jouées jusqu'au bout et un écart moyen de { $margin }, contre { $other_seal } % et { $other_margin } ; la différence reste dans la marge d'erreur de la recherche.
fact-verdict-mine-close = Si l'on joue la manche jusqu'au bout à partir de ce que je voyais alors, mon coup et un autre se valent à peu près : le Sceau dans { $seal } % des cas contre { $other_seal } %, un écart moyen de { $margin } contre { $other_margin } ; la différence reste dans la marge d'erreur de la recherche.
analyse-close = { $count ->
    [one] Le deuxième coup vaut à peu près le premier : la différence reste dans la marge d'erreur de la recherche.
   *[other] Les deux coups suivants valent à peu près le premier : les différences restent dans la marge d'erreur de la recherche.
}
verdict-explained = ℹ️ Comment lire ces chiffres : à partir de ce que vous voyez, la recherche distribue les cartes cachées de nombreuses façons et, après chaque coup, joue la manche jusqu'au bout. « Le Sceau dans { $seal } % » signifie que, sur 100 de ces manches, celui qui a joué ce coup a remporté le Sceau d'Excellence { $seal } fois ; l'écart moyen indique de combien de roupies il a terminé la manche en tête (ou derrière), jeton chameau compris. Un coup n'est dit meilleur que si la différence dépasse ce que le hasard seul pourrait produire.
review-swing-none = aucun (pas un coup nettement moins bon que le meilleur)
review-swing-decided = { $swing }, alors que l'issue du Sceau était déjà jouée
review-swing-chance = le Sceau dans { $seal } % des manches avec celui-ci, { $other_seal } % avec le vôtre
