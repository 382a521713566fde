# tutorbot — italiano.

## Carte

good-diamond = Diamanti
good-gold = Oro
good-silver = Argento
good-cloth = Tessuti
good-spice = Spezie
good-leather = Cuoio
good-camel = Cammelli

card-label-diamond = Diamante
card-label-gold = Oro
card-label-silver = Argento
card-label-cloth = Tessuto
card-label-spice = Spezia
card-label-leather = Cuoio
card-label-camel = Cammello

cards-diamond = { $count ->
    [one] { $count } diamante
   *[other] { $count } diamanti
}
    .acc = { cards-diamond }
cards-gold = { $count ->
    [one] { $count } carta oro
   *[other] { $count } carte oro
}
    .acc = { cards-gold }
cards-silver = { $count ->
    [one] { $count } carta argento
   *[other] { $count } carte argento
}
    .acc = { cards-silver }
cards-cloth = { $count ->
    [one] { $count } tessuto
   *[other] { $count } tessuti
}
    .acc = { cards-cloth }
cards-spice = { $count ->
    [one] { $count } spezia
   *[other] { $count } spezie
}
    .acc = { cards-spice }
cards-leather = { $count ->
    [one] { $count } carta cuoio
   *[other] { $count } carte cuoio
}
    .acc = { cards-leather }
cards-camel = { $count ->
    [one] { $count } cammello
   *[other] { $count } cammelli
}
    .acc = { cards-camel }
rupees = { $count ->
    [one] { $count } rupia
   *[other] { $count } rupie
}
    .acc = { rupees }
list-separator = {", "}
list-last-separator = {" e "}
nothing = niente

## Mosse

move-take = prendere { $cards }
move-camels = { $count ->
    [1] prendere l'unico cammello del mercato
    [2] prendere entrambi i cammelli del mercato
   *[other] prendere tutti e { $count } i cammelli del mercato
}
move-exchange = prendere { $taken } in cambio di { $given }
move-sell = vendere { $cards }

## Regole

rule-setup-market = All'inizio il mercato ha 3 cammelli e 2 carte pescate dal tallone.
    .long = Ogni manche parte con cinque carte scoperte al mercato: tre cammelli e due carte girate dal tallone (anche queste possono essere cammelli).
rule-setup-deal = Ogni mercante riceve 5 carte; i cammelli ricevuti finiscono subito nel recinto.
    .long = Si distribuiscono cinque carte a testa. I cammelli non restano in mano: ognuno li mette scoperti davanti a sé, nel proprio recinto.
rule-turn-take-or-sell = Nel tuo turno prendi carte oppure vendi carte, mai le due cose insieme.
    .long = Un turno è una sola azione. Prendere dal mercato e vendere dalla mano sono due turni diversi.
rule-take-goods-or-camels = Quando prendi, prendi merci oppure cammelli, mai entrambi.
    .long = In un turno prendi o delle merci (una sola, o più con un baratto) o i cammelli. Non puoi prendere un cammello e una merce nello stesso turno.
rule-take-single = Puoi prendere una sola merce dal mercato; il posto vuoto si riempie dal tallone.
    .long = Prendere una merce è la mossa più semplice: la carta va in mano e la prima carta del tallone prende il suo posto al mercato.
rule-take-camels-all = Se prendi i cammelli, devi prendere tutti quelli presenti al mercato.
    .long = I cammelli si prendono tutti insieme: ognuno va nel tuo recinto e il tallone riempie i posti liberi. Non puoi prenderne solo una parte.
rule-exchange-same-number = Nel baratto ogni carta presa va pagata con una carta rimessa al mercato.
    .long = Se vuoi più merci in un colpo solo, lasci al mercato altrettante carte: merci della tua mano, cammelli del tuo recinto, oppure un misto dei due.
rule-exchange-minimum-two = Un baratto è sempre di almeno 2 carte contro 2.
    .long = Scambiare una carta con una carta non è permesso. Se ti serve una sola merce, prendila da sola: il baratto parte da due contro due.
rule-exchange-same-type = Nello stesso baratto non puoi prendere e rimettere lo stesso tipo di merce.
    .long = In un baratto nessun tipo di merce può comparire sia tra le carte prese sia tra quelle rimesse al mercato.
rule-hand-limit-seven = Quando chiudi il turno, in mano puoi tenere al massimo 7 carte.
    .long = Alla fine del turno non puoi avere in mano più di sette carte. Prendere una merce, o dare cammelli in un baratto, non deve farti superare il limite.
rule-hand-camels-not-counted = I cammelli nel recinto non contano per il limite di 7 carte.
    .long = Il limite riguarda solo le carte in mano. Il recinto può essere grande quanto vuoi.
rule-sell-one-type = Una vendita può comprendere quante carte vuoi, ma tutte dello stesso tipo di merce.
    .long = Una vendita può essere grande o piccola, ma le sue carte sono tutte della stessa merce. I cammelli non sono merci e non si vendono.
rule-sell-precious-minimum = Diamanti, oro e argento si vendono almeno 2 alla volta.
    .long = Le tre merci preziose si vendono solo a gruppi di due o più, anche se di quella merce resta un solo gettone.
rule-sell-tokens-top-first = I gettoni merce si prendono dalla cima della pila, prima quelli di valore più alto.
    .long = Ogni carta venduta vale un gettone merce del suo tipo, preso dalla cima della pila. Chi vende prima spunta i prezzi migliori.
rule-sell-bonus = Vendendo insieme 3, 4, 5 o più carte ottieni un gettone bonus.
    .long = Con 3 carte il bonus vale da 1 a 3 rupie, con 4 da 4 a 6, con 5 o più da 8 a 10. L'avversario ne scopre il valore solo al conteggio della manche.
rule-sell-tokens-short = Se i gettoni della pila non bastano, il bonus conta comunque tutte le carte vendute.
    .long = Quando restano meno gettoni merce delle carte che vendi, prendi quelli rimasti; il bonus tiene conto di tutte le carte della vendita.
rule-round-end-tokens = La manche finisce subito quando 3 pile di gettoni merce sono vuote.
    .long = Appena tre tipi di merce restano senza gettoni, la manche si ferma e si fanno i conti.
rule-round-end-deck = La manche finisce subito quando il tallone non basta a riempire il mercato.
    .long = Se il tallone si esaurisce mentre il mercato ha bisogno di una carta, la manche si ferma lì e si fanno i conti.
rule-score-camel-token = Chi ha il recinto più grande prende il gettone cammello da 5 rupie; in parità, nessuno.
    .long = A fine manche si confrontano i recinti: chi ha quello più numeroso prende il gettone cammello, che vale 5 rupie. Se sono uguali, non lo prende nessuno.
rule-score-seal = Chi ha accumulato più rupie si aggiudica un Sigillo d'Eccellenza; a pari rupie decidono i gettoni bonus, poi i gettoni merce.
    .long = Somma i tuoi gettoni. Chi ha più rupie vince la manche e un Sigillo d'Eccellenza. A parità di rupie vince chi ha più gettoni bonus; se c'è ancora parità, chi ha più gettoni merce.
rule-match-next-round = Chi ha perso la manche comincia la successiva.
    .long = Dopo il conteggio si rimescola, si distribuisce di nuovo e il primo turno spetta a chi ha perso.
rule-match-two-seals = Vince la partita il primo mercante con 2 Sigilli d'Eccellenza.
    .long = Ogni manche assegna al massimo un Sigillo d'Eccellenza, e la partita va al primo che ne conquista due: di solito bastano due o tre manche.

## Rifiuti

refusal-title = ✋ Mossa non consentita.
refusal-exchange-minimum-two = Volevi prendere { $taken } e rimettere { $given }: è solo una carta contro una.
refusal-sell-precious-minimum = { $held ->
    [one] Hai solo { $cards }: una carta di questa merce da sola non si vende.
   *[other] Hai { $cards }: vendine almeno 2 insieme.
}
refusal-hand-limit-seven = Con questa mossa avresti { $after } carte in mano.
refusal-not-in-market = Al mercato manca quello che vuoi prendere: { $cards }.
refusal-not-held = Ti manca quello che vuoi rimettere: { $cards }.
refusal-sell-more-than-held = Vorresti vendere { $asked }, ma in mano hai solo { $cards }.
refusal-sell-none-held = Non hai { $good ->
    [diamond] nessun { $emoji } diamante
    [gold] nessuna { $emoji } carta oro
    [silver] nessuna { $emoji } carta argento
    [cloth] nessun { $emoji } tessuto
    [spice] nessuna { $emoji } spezia
   *[leather] nessuna { $emoji } carta cuoio
} in mano: non c'è niente da vendere.
refusal-sell-camels = I cammelli non sono merci: restano nel recinto e non si vendono mai.
refusal-sell-mixed = Vorresti vendere insieme merci diverse: { $goods }.
refusal-take-several = { $count ->
    [one] Vorresti prendere { $count } carta: con una presa semplice si prende una merce sola; per prenderne di più serve un baratto.
   *[other] Vorresti prendere { $count } carte: con una presa semplice si prende una merce sola; per prenderne di più serve un baratto.
}
refusal-market-only = Si possono prendere solo le carte scoperte al mercato.
refusal-no-camels = Al momento non ci sono cammelli al mercato.
refusal-one-camel = { $count ->
    [one] 🐪 I cammelli non si prendono uno alla volta: “cammelli” (o “prendi i cammelli”) li prende tutti, qui l'unico che c'è al mercato.
   *[other] 🐪 I cammelli non si prendono uno alla volta: “cammelli” (o “prendi i cammelli”) li prende tutti, qui i { $count } che ci sono al mercato.
}
refusal-round-over = Questa manche è già finita.
refusal-alternative = 💡 Potresti invece { $move }.

## Note della prima volta

note-first-exchange = 🔄 Il tuo primo baratto! Per prendere più merci insieme rimetti lo stesso numero di carte; i cammelli del recinto tornano utilissimi.
note-first-big-sale = 🏅 Con questa vendita di { $count } carte guadagni un gettone bonus da { $bonus }. Fino a fine manche il valore lo conosci solo tu.
note-first-camels = 🐪 I cammelli vanno nel recinto, non in mano, quindi non contano mai per il limite di 7 carte. Più ne hai, più è probabile che il gettone cammello da 5 rupie sia tuo.
note-camel-token = 🐪 A fine manche il gettone cammello (5 rupie) va al recinto più grande: stavolta { $who ->
    [me] il tuo, 🐪 { $mine } contro { $theirs }.
   *[opponent] quello dell'avversario, 🐪 { $theirs } contro { $mine }.
}
note-tiebreak = ⚖️ A parità di rupie, il Sigillo va a chi ha più gettoni bonus; in caso di ulteriore parità, a chi ha più gettoni merce.

## Pagine delle regole

rules-header = 📖 Regole, pagina { $page } di { $pages }: { $title }
rules-title-1 = scopo del gioco e preparazione
rules-title-2 = il turno e come si prendono le carte
rules-title-3 = baratti e carte in mano
rules-title-4 = la vendita
rules-title-5 = fine della manche e punteggio

## Suggerimenti e motivi delle mosse dell'IA

hint = 💡 Ti suggerisco di { $move }. { $why }
why = 🤔 Ho scelto di { $move }. { $why }

## Riepiloghi

round-over = 🏁 La manche { $round } è finita: { $by ->
    [tokens] tre pile di gettoni merce sono vuote.
   *[deck] il tallone è esaurito.
}
round-scores = Tu: { $mine } · Avversario: { $theirs }
round-camel-token = { $who ->
    [you] 🐪 Il tuo recinto è il più grande: +5 rupie per te.
    [opponent] 🐪 Il recinto dell'avversario è più grande: +5 rupie per lui.
   *[none] 🐪 I recinti sono uguali: il gettone cammello non va a nessuno.
}
round-tiebreak = { $by ->
    [bonus] ⚖️ Rupie pari: ha deciso il numero di gettoni bonus.
    [goods] ⚖️ Rupie e gettoni bonus pari: ha deciso il numero di gettoni merce.
   *[none] ⚖️ Pari in rupie, gettoni bonus e gettoni merce.
}
round-seal = { $who ->
    [you] 🏆 Vinci la manche e un Sigillo d'Eccellenza!
    [opponent] 🏆 L'avversario vince la manche e un Sigillo d'Eccellenza.
   *[none] In questa manche nessuno riceve il Sigillo.
}
round-seals = Sigilli: tu { $mine }, avversario { $theirs }
match-won = 🎉 Hai vinto la partita, { $mine } Sigilli a { $theirs }! Il Maharaja ti nomina suo mercante di fiducia.
match-lost = L'avversario vince la partita, { $theirs } Sigilli a { $mine }. Rivincita?

## Livelli

level-novice = Principiante
    .gen = Principiante
level-apprentice = Apprendista
    .gen = Apprendista
level-trader = Commerciante
    .gen = Commerciante
level-merchant = Mercante
    .gen = Mercante
level-maharaja = Maharaja
    .gen = Maharaja
level-name = { $name } (livello { $level })

## La conversazione

welcome = Ti do il benvenuto al mercato di Jaipur, { $name }! Sono il tuo tutor e il tuo avversario.
welcome-anonymous = Ti do il benvenuto al mercato di Jaipur! Sono il tuo tutor e il tuo avversario.
how-to-play = A ogni turno prendi carte dal mercato oppure vendi carte dalla mano. Vendi bene, conquista due Sigilli d'Eccellenza e il Maharaja ti sceglierà come suo mercante.
help = Comandi:
    /new — nuova partita (scegli il livello)
    /learn — lezioni brevi, una regola alla volta
    /review — i momenti chiave della tua ultima partita
    /puzzle — esercizi dalle tue partite, che tornano al momento giusto
    /friend — sfida un amico
    /board — mostra di nuovo il tavolo
    /hint — un suggerimento per la tua mossa
    /why — perché l'avversario ha fatto l'ultima mossa
    /analyse — le tre mosse migliori, con i fatti che le spiegano
    /rules — le regole, pagina per pagina
    /level — il livello delle prossime partite
    /language — la lingua
    /mode — quanto spiega il tutor
    /stats — i tuoi risultati, il tuo punteggio e il livello da provare
    /resign — abbandona la partita
    Puoi anche scrivere una mossa con parole tue, per esempio “prendo il diamante”, “prendi tutti i cammelli”, “do 2 cammelli per oro e spezie”, “vendi il cuoio”.
help-legend = 🔎 I simboli: { $cards }
    🪙 “🧵3·3 ×6”: i prossimi gettoni tessuti valgono 3 e poi 3; ne restano 6.
    🏅 gettone bonus · 💰 rupie · 🏆 Sigilli d'Eccellenza · ✋ la tua mano · 📦 tallone · 🧾 quanto ti ha fruttato la mossa
choose-level = Scegli il tuo avversario:
choose-level-default = Scegli il livello delle prossime partite:
level-set = Prossime partite: { $name }.
choose-language = Scegli la lingua:
language-set = D'ora in poi parlo italiano.
choose-mode = Quanto deve spiegare il tutor?
mode-full = 🎓 Regole e note su ogni novità
mode-hints = 💡 Solo se una mossa non è consentita
mode-off = 🤫 Il meno possibile
mode-set = Spiegazioni del tutor: { $mode }
game-started = 🐪 Nuova partita contro { $level }. Cominci tu!
no-game = Non c'è nessuna partita in corso.
not-your-game = Questa partita è di un altro giocatore.
old-board = ⌛ Quel tavolo non è più aggiornato: non è cambiato nulla.
stale-board = ⌛ Nel frattempo la partita è andata avanti: ecco il tavolo attuale.
parse-error = Non ho capito la mossa: { $error }. Usa i pulsanti, oppure scrivi per esempio “prendi diamante”.
parse-empty = il messaggio non contiene nessuna mossa
parse-unknown-action = { $suggestion ->
    [none] “{ $word }” non è una mossa (le mosse cominciano con prendi, cammelli, scambia o vendi)
   *[other] “{ $word }” non è una mossa, forse intendevi “{ $suggestion }”
}
parse-unknown-card = { $suggestion ->
    [none] “{ $word }” non è una carta (le carte sono diamanti, oro, argento, tessuti, spezie, cuoio e cammelli)
   *[other] “{ $word }” non è una carta, forse intendevi “{ $suggestion }”
}
parse-no-cards = { $side ->
    [take] mancano le carte da prendere
   *[give] mancano le carte da rimettere
}
parse-bad-number = “{ $word }” non è un numero di carte che posso usare
parse-bare-number = un numero da solo non è una mossa, e qui non c'è un pulsante che gli corrisponda
parse-sell-form = una vendita indica un numero e una sola merce, per esempio “vendi 3 spezie”
parse-take-form = per prendere indica una sola merce, per esempio “prendi diamante”, oppure scrivi “cammelli” per prenderli tutti
parse-exchange-form = un baratto indica cosa prendi e cosa rimetti in cambio, per esempio “prendi oro e spezie, dai cuoio e cammello”
parse-camels-form = “cammelli” prende tutti i cammelli del mercato e non va seguito da nient'altro
parse-join-form = un turno è una mossa sola: con “e” puoi elencare le carte, non unire una presa e una vendita
parse-ambiguous = { $count ->
    [1] 🤔 Intendevi questa mossa?
   *[other] 🤔 Quello che hai scritto corrisponde a più di una mossa. Quale intendi?
}
error-unavailable = ⚠️ Al momento non riesco a raggiungere la mia memoria. Riprova tra poco: la partita è al sicuro.
round-start = 🃏 Al via la manche { $round }. { $who ->
    [you] Cominci tu.
   *[opponent] Apre l'avversario.
}
ai-move = 🤖 L'avversario ha deciso di { $move }.
why-nothing-yet = L'avversario non ha ancora mosso.
why-new-round = L'avversario non ha ancora fatto nessuna mossa nella manche { $round }.
resigned = 🏳️ Hai abbandonato. La partita è finita.
left-uncounted = 🚪 Hai lasciato questa partita. Non conta come persa.
stats-title = 📊 I tuoi risultati
stats-line = { $level }: partite { $won }–{ $lost }, manche { $rwon }–{ $rlost }
stats-none = Nessuna partita contro l'IA conclusa, per ora (qui la prima partita guidata non conta).

## Rating (/stats) e livello consigliato: il punteggio nelle partite e quello negli esercizi, ciascuno con le sue righe.
rating-line = 🏅 Punteggio nelle partite: { $rating } ± { $margin }
rating-provisional = Ancora provvisorio: { $games ->
    [one] finora un solo risultato
   *[other] finora { $games } risultati
}. Il margine ± si restringe man mano che giochi.
rating-trend = { $count ->
    [one] Ultima partita
   *[other] Ultime { $count } partite
}: { $marks } (punteggio { $start } → { $now })
rating-legend = 🟢 partita vinta · 🔴 partita persa
puzzle-rating-line = 🧩 Punteggio negli esercizi: { $rating } ± { $margin }
puzzle-rating-provisional = Ancora provvisorio: { $games ->
    [one] finora un solo esercizio
   *[other] finora { $games } esercizi
}. Il margine ± si restringe a ogni nuovo esercizio.
puzzle-rating-trend = { $count ->
    [one] Ultimo esercizio
   *[other] Ultimi { $count } esercizi
}: { $marks } (punteggio { $start } → { $now })
puzzle-rating-legend = ✅ esercizio risolto · ❌ esercizio sbagliato
rating-suggest-up = 🎯 Contro { $level } hai vinto { $won } { $won ->
    [one] partita
   *[other] partite
} su { $played }: prova { $next }. Con il tuo punteggio nelle partite hai circa { $chance } probabilità su 100 di vincere a quel livello.
rating-suggest-down = 🎯 Contro { $level } hai vinto { $won } { $won ->
    [one] partita
   *[other] partite
} su { $played }: con { $next } imparerai di più. Con il tuo punteggio nelle partite hai circa { $chance } probabilità su 100 di vincere a quel livello.
rating-suggest-stay = 🎯 Contro { $level } hai vinto { $won } { $won ->
    [one] partita
   *[other] partite
} su { $played }: è l'avversario giusto per te, continua a sfidarlo. Con il tuo punteggio nelle partite hai circa { $chance } probabilità su 100 di vincere.
rating-suggest-top = 🎯 Contro { $level }, il livello più forte, hai vinto { $won } { $won ->
    [one] partita
   *[other] partite
} su { $played }. Con il tuo punteggio nelle partite hai circa { $chance } probabilità su 100 di batterlo.
rating-suggest-wait = 🎯 Ancora { $left ->
    [one] una partita
   *[other] { $left } partite
} contro { $level } e ti consiglierò un livello (qui non contano gli esercizi né la prima partita guidata).
rating-menu-suggested = ⭐ Consigliato per te: { $next }. Il perché lo trovi in /stats.
level-menu-current = 📍 Il tuo livello attuale: { $level }.

## Pulsanti

btn-new-game = ▶️ Nuova partita
btn-rematch = 🔁 Rivincita
btn-take = 🛒 Prendi una merce
btn-camels = 🐪 Cammelli ({ $count })
btn-exchange = 🔄 Baratto
btn-sell = 💰 Vendi
btn-hint = 💡 Suggerimento
btn-rules = 📖 Regole
btn-why = 🤔 Perché?
btn-table = 🃏 Tavolo
table-market = 🏪 Mercato
table-hand = ✋ La tua mano ({ $count }/7)
table-sell-pick = Tocca le carte di una sola merce nella tua mano, poi vendile.
table-tutor = 🎓 Il tuo tutor
table-reopen = ⌛ Questo tavolo è scaduto. Chiudilo e riaprilo con il pulsante “{ btn-table }” nella chat.
btn-back = ↩️ Indietro
btn-confirm = ✔️ Conferma
btn-cancel = ✖️ Annulla
btn-prev = ◀️ Precedente
btn-next = Avanti ▶️
btn-market-row = ⬇️ Mercato: scegli le carte da prendere
btn-hand-row = ⬇️ Le tue carte: scegli quelle da dare

## Costruire una mossa

pick-take = Quale merce prendi?
pick-sell = Quale merce vendi?
pick-sell-count = Quante carte?
exchange-summary = 🔄 Prendi: { $taken }
    ↩️ Rimetti: { $given }

## Il tavolo

board-header = 🃏 Manche { $round } · 🏆 { $mine }–{ $theirs } · { $level }
board-header-no-level = 🃏 Manche { $round } · 🏆 { $mine }–{ $theirs }
board-market = 🏪 Mercato: { $cards }
board-hand = ✋ Mano ({ $count }/7): { $cards }
board-herd = 🐪 Il tuo recinto: { $count }
board-opponent = { $count ->
    [one] 🤖 Avversario: { $count } carta · 🐪 { $camels }
   *[other] 🤖 Avversario: { $count } carte · 🐪 { $camels }
}
board-deck = { $count ->
    [one] 📦 Tallone: { $count } carta
   *[other] 📦 Tallone: { $count } carte
}
board-tokens = 🪙 Gettoni: prossimi ×rimasti
board-my-bonus = 🏅 I tuoi bonus: { $values }
receipt-sale = { $bonus ->
    [0] 🧾 Vendita { $cards }: { $tokens } = 💰{ $total }
   *[other] 🧾 Vendita { $cards }: { $tokens }+🏅{ $bonus } = 💰{ $total }
}
receipt-sale-no-tokens = { $bonus ->
    [0] 🧾 Vendita { $cards }: gettoni finiti = 💰0
   *[other] 🧾 Vendita { $cards }: gettoni finiti
        🏅{ $bonus } = 💰{ $total }
}
receipt-take = 🧾 Hai preso { $cards }: mano { $hand }/7.
receipt-camels = 🧾 Hai preso { $count } 🐪: recinto { $herd }.
receipt-exchange =
    🧾 Baratto · ✋{ $hand }/7
    { $given } → { $taken }
board-rupees = 💰 Rupie: tu { $mine } · avversario { $theirs }
board-bonus = { $count ->
    [one] 🎫 Avversario: { $count } bonus nascosto
   *[other] 🎫 Avversario: { $count } bonus nascosti
}
board-your-turn = 👉 Tocca a te.
board-ai-turn = ⏳ L'avversario sta pensando…
board-round-over = 🏁 La manche è finita.
board-game-over = 🏁 La partita è finita.

## Menu dei comandi di Telegram ed errori

cmd-new = Nuova partita
cmd-board = Mostra il tavolo
cmd-hint = Suggerisci una mossa
cmd-why = Perché l'avversario ha giocato così
cmd-rules = Le regole
cmd-level = Livello delle prossime partite
cmd-language = Lingua
cmd-mode = Quanto spiega il tutor
cmd-stats = I tuoi risultati e il tuo punteggio
cmd-resign = Abbandona la partita
cmd-help = Aiuto
error-apology = 😔 Scusa, qualcosa è andato storto da parte mia. La partita è intatta: riprova.

## lessons

lesson-menu-title = 🎓 Lezioni: un'idea per lezione, circa un minuto l'una.
lesson-menu-done = ✅ { $n }. { $title }
lesson-menu-todo = ▫️ { $n }. { $title }
lesson-try-again = ↩️ Riprova.
lesson-passed = ✅ Lezione superata!
lesson-all-done = 🎉 Hai superato tutte le lezioni. Vuoi provare la prima partita?
lesson-missed-off-task = La mossa è valida, ma non è quella che chiede la lezione.

lesson-market-title = Il mercato: prendere una merce
lesson-market-intro-1 = 🏪 Il mercato mostra 5 carte scoperte, visibili a entrambi i mercanti.
lesson-market-intro-2 = 🛒 Nel tuo turno puoi prendere una merce dal mercato. Il tallone riempie il posto vuoto.
lesson-market-intro-3 = ✋ A fine turno puoi avere al massimo 7 carte in mano.
lesson-market-task = 👉 Prendi la merce di maggior valore del mercato.
lesson-market-right = 💎 Ottima scelta: i diamanti hanno i gettoni più ricchi. Da solo però un diamante non si vende: aspetta che ne arrivi un secondo.
    ✋ Mano: { $hand }/7, sei al limite. Al prossimo turno non puoi prendere una merce singola: vendi, fai un baratto o prendi i cammelli.{ $refill ->
        [same] {""}
            📦 Il tallone ha riempito il posto vuoto con un altro 💎 diamante: il mercato sembra uguale, ma nel tallone c'è una carta in meno.
       *[other] {""}
    }
lesson-market-missed = Mossa valida, ma il 💎 diamante vale di più: in cima alla sua pila c'è un gettone da { $top }.

lesson-camels-title = I cammelli
lesson-camels-intro-1 = 🐪 I cammelli si prendono tutti insieme: tutti quelli del mercato, mai solo una parte.
lesson-camels-intro-2 = Vanno nel recinto, non in mano, quindi non contano per le 7 carte.
lesson-camels-task = 👉 Hai la mano piena. Prendi i cammelli.
lesson-camels-right = { $camels } in più nel recinto, che ora ne ha { $herd }.
    ✋ Mano: ancora { $hand }/7. Il recinto non conta.

lesson-exchange-title = Il baratto
lesson-exchange-intro-1 = 🔄 Per prendere più merci in una volta, rimetti altrettante carte: merci dalla mano o cammelli dal recinto.
lesson-exchange-intro-2 = Si baratta sempre almeno 2 contro 2: uno contro uno non si può.
lesson-exchange-intro-3 = E non puoi prendere e rimettere lo stesso tipo di merce.
lesson-exchange-task = 👉 Prendi entrambe le carte 🥇 oro con una sola mossa.
lesson-exchange-right = 🔄 Hai preso: { $taken }. Hai rimesso: { $given }.
    { $camels ->
        [0] Le due carte oro sono tue in un solo turno.
        [one] Le due carte oro sono tue, una pagata con un cammello del tuo recinto: la mano cresce di 1 carta.
       *[other] Le due carte oro sono tue, pagate con { $camels } cammelli del tuo recinto: la mano cresce di { $camels } carte.
    }
lesson-exchange-missed-one = Una carta oro va bene, ma l'altra resta al mercato per l'avversario. Il baratto le prende entrambe.
lesson-exchange-missed-other = Hai preso { $taken }. Il compito era prendere entrambe le carte 🥇 oro.

lesson-selling-title = Vendere
lesson-selling-intro-1 = 💰 Invece di prendere, puoi vendere: quante carte vuoi, ma di una sola merce.
lesson-selling-intro-2 = 🪙 Ogni carta vale un gettone preso dalla cima della sua pila. I migliori se ne vanno per primi.
lesson-selling-task = 👉 Vendi la coppia che rende più rupie.
lesson-selling-right = 🪙 Hai venduto: { $cards }. Gettoni: { $tokens } = { $total }.
    La pila dei tessuti aveva la cima più ricca.
lesson-selling-missed = Mossa valida, ma questa vendita renderebbe { $total }, mentre i due 🧵 tessuti { $best }: confronta le cime delle pile.

lesson-precious-title = Le merci preziose
lesson-precious-intro-1 = 💎🥇🥈 Diamanti, oro e argento sono le merci preziose.
lesson-precious-intro-2 = Si vendono almeno 2 alla volta, mai una carta da sola.
lesson-precious-task = 👉 Vendi merci preziose.
lesson-precious-right = 💰 Hai venduto: { $cards }. Gettoni: { $tokens } = { $total }.
    💎 Il tuo diamante solitario deve aspettarne un secondo.
lesson-precious-missed = Vendita valida, ma non di merci preziose.

lesson-bonus-title = I gettoni bonus
lesson-bonus-intro-1 = 🏅 Vendendo 3 o più carte in una volta guadagni anche un gettone bonus.
lesson-bonus-intro-2 = 3 carte: 1–3 rupie · 4 carte: 4–6 · 5 o più: 8–10.
lesson-bonus-intro-3 = 🤫 L'avversario ne scopre il valore solo al conteggio della manche.
lesson-bonus-task = 👉 Vendi il tuo 👜 cuoio per il bonus più grande.
lesson-bonus-right = 🏅 Gettoni merce: { $goods }. Bonus: { $bonus }. Totale: { $total }.
lesson-bonus-missed-none = Mossa valida, ma vendendo { $cards } non avresti bonus: servono 3 o più carte.
lesson-bonus-missed-small = Mossa valida, ma vendendo { $cards } pescheresti il bonus dalla pila da { $low }–{ $high }. Con tutte e cinque lo pescheresti da quella da 8–10.

lesson-round-end-title = La fine della manche e il Sigillo
lesson-round-end-intro-1 = 🏁 La manche finisce subito quando 3 pile di gettoni merce sono vuote, o quando il tallone non può riempire il mercato.
lesson-round-end-intro-2 = 🐪 Poi il recinto più grande vince il gettone cammello: 5 rupie.
lesson-round-end-intro-3 = 🏆 Chi ha accumulato più rupie si aggiudica un Sigillo d'Eccellenza. Pari? Vince chi ha più gettoni bonus, poi chi ha più gettoni merce.
lesson-round-end-task = 👉 Le pile di 💎 e 🥇 sono vuote. Chiudi la manche ora e vinci il Sigillo.
lesson-round-end-right = 🐪 Recinti: { $herd } contro { $their_herd }, quindi il gettone cammello è tuo: con le sue 5 rupie raggiungi la parità, e poi sono i gettoni bonus a decidere in tuo favore.
lesson-round-end-missed = La manche continua. Cerca una pila con un solo gettone: vendere quella merce la svuota.

lesson-race-title = Strategia: vendi prima dell'avversario
lesson-race-intro-1 = 🌶️ L'avversario ha preso 4 spezie, e tu l'hai visto.
lesson-race-intro-2 = Chi vende per primo si prende i gettoni in cima. Aspettare un bonus più grande può costare più di quanto rende.
lesson-race-task = 👉 Vendi ora o aspetti una quarta spezia? A te la mossa.
lesson-race-right = 🌶️ Hai venduto: { $cards }. Gettoni: { $tokens } + bonus { $bonus } = { $total }.
    Alle sue 4 spezie restano i gettoni bassi.
lesson-race-missed = Se aspetti, l'avversario vende per primo le sue 4 spezie. Alle tue 3 resterebbero gettoni per appena { $later }.
lesson-race-missed-small = Due spezie non danno bonus. Vendile tutte e tre.

lesson-leftovers-title = Strategia: cosa lascia il tuo baratto
lesson-leftovers-intro-1 = 🔄 Ciò che rimetti in un baratto resta al mercato, a disposizione dell'avversario.
lesson-leftovers-intro-2 = 🌶️ L'avversario ha 3 spezie: l'hai visto prenderle.
lesson-leftovers-task = 👉 Prendi entrambi i 💎 diamanti. Scegli bene cosa rimettere.
lesson-leftovers-right = 💎 I due diamanti sono tuoi. Hai rimesso: { $given }. Niente che serva all'avversario.
lesson-leftovers-missed-spice = Le tue spezie resterebbero al mercato per l'avversario. Con { $spice } otterrebbe il bonus più grande.
lesson-leftovers-missed-one = Un diamante va bene, ma l'altro resta all'avversario.

lesson-first-game-title = La tua prima partita
lesson-first-game-intro = 🎲 Ti guido nei primi turni, e anche le mosse dell'avversario sono già decise. Poi continui da solo.
lesson-first-game-step-1 = 👉 Hai 2 spezie. Prendi la 🌶️ spezia del mercato: tre carte uguali daranno un bonus.
lesson-first-game-step-1-right = ✅ Hai preso: { $cards }.
lesson-first-game-step-1-missed = { $took ->
    [lone-diamond] 💎 Il diamante ha i gettoni più ricchi, ma da solo non si vende finché non ne hai un secondo. Il piano è la 🌶️ spezia: così hai tre carte uguali. Ecco cosa ti dà:
   *[other] Seguiamo il piano: prendi la 🌶️ spezia. Ecco cosa ti dà:
}
lesson-first-game-step-2 = 👉 Al mercato ci sono tre cammelli. Prendili: ti serviranno per pagare un baratto.
lesson-first-game-step-2-right = { $camels } in più nel recinto.
lesson-first-game-step-2-missed = Seguiamo il piano: prendi i 🐪 cammelli. Ecco cosa ti danno:
lesson-first-game-step-3 = 👉 Al mercato ci sono due 🧵 tessuti. Baratto: prendili entrambi e rimetti 2 cammelli.
lesson-first-game-step-3-right = 🔄 Hai preso: { $taken }.
lesson-first-game-step-3-missed = Seguiamo il piano: prendi entrambi i 🧵 tessuti e rimetti 2 🐪 cammelli. Ecco cosa ti dà:
lesson-first-game-step-4 = 👉 ✋ 7 carte: con un'altra merce arriveresti a 8. Fai spazio: vendi 3 carte uguali per un bonus.
lesson-first-game-step-4-right = 🏅 Hai venduto: { $cards }. Gettoni: { $tokens }, bonus { $bonus }. Totale: { $total }.
lesson-first-game-step-4-missed = Vendi 3 carte della stessa merce: le 🌶️ spezie o i 🧵 tessuti. Vendendo le spezie, per esempio:
lesson-first-game-handover = 🎓 Ora conosci tutte le mosse. Continua da solo contro il livello 1. 💡 Se serve, c'è /hint.
lesson-first-game-over = 🎓 Questa era la tua prima partita guidata. Le prime mosse le ho scelte io, quindi /review e /stats non ne tengono conto; da ora in poi ogni partita conta. 🔁 Rivincita ti fa rigiocare contro il livello 1, e con /new puoi scegliere un livello.

## learn

learn-button = 🎓 Lezioni
learn-first-game-button = 🎲 Prima partita guidata
learn-next-button = ▶️ Lezione successiva
learn-menu-button = 🎓 Tutte le lezioni
learn-start-button = ▶️ Inizia la lezione { $n }
learn-newcomer = 👋 Non conosci ancora Jaipur? Poche lezioni brevi ti insegnano il gioco un'idea alla volta, con gli stessi pulsanti di una partita vera.
learn-header = 🎓 Lezione { $n }/{ $count }
learn-hint = 💡 Per esempio, prova a { $move }.
learn-why-step = 🎓 Obiettivo di questo passo: { $task }
learn-first-game-step = 🎓 Turno guidato { $step } di { $steps }
cmd-learn = Lezioni e prima partita guidata

account-you = 🧾 Tu
account-opponent = 🧾 Avversario
account-goods = { $good }: { $tokens }
account-no-goods = 🪙 Nessuna merce venduta
account-bonus = 🏅 Gettoni bonus: { $tokens }
account-camel = 🐪 Gettone cammello: 5
account-no-camel = 🐪 Niente gettone cammello
account-total = 💰 Totale: { $total }
account-seal-rupees = { $who ->
    [you] 🏆 Hai più rupie, { $mine } contro { $theirs }: il Sigillo d'Eccellenza è tuo.
    [opponent] 🏆 L'avversario ha più rupie, { $theirs } contro { $mine }, e prende il Sigillo d'Eccellenza.
   *[none] Nessuno prende il Sigillo in questa manche.
}
account-seal-tiebreak =
    ⚖️ Parità: { $rupees } a testa. { $by ->
        [bonus] Decidono i gettoni bonus: { $bonus_mine } contro { $bonus_theirs }.
        [goods] Pari anche i gettoni bonus ({ $bonus_mine } a testa), quindi decidono i gettoni merce: { $goods_mine } contro { $goods_theirs }.
       *[none] Pari anche i gettoni bonus ({ $bonus_mine } a testa) e i gettoni merce ({ $goods_mine } a testa).
    }
    { $who ->
        [you] 🏆 Il Sigillo d'Eccellenza è tuo.
        [opponent] 🏆 Il Sigillo d'Eccellenza va all'avversario.
       *[none] Nessuno prende il Sigillo in questa manche.
    }
account-match-round = Manche { $round }: { $mine }–{ $theirs } · { $who ->
    [you] 🏆 tu
    [opponent] 🏆 avversario
   *[none] nessun Sigillo
}

## review

cmd-review = Rivedi l'ultima partita
btn-review = 🔍 Rivedi la partita
btn-review-moments = 🔎 Momenti chiave
btn-review-prev = ◀️ Precedente
btn-review-next = Successivo ▶️
btn-review-try = 🎯 Prova tu
btn-review-analyse = 🔍 Mosse migliori
btn-review-summary = 📋 Riepilogo
btn-review-back = ↩️ Torna al momento
btn-review-answer = 💡 Mostra la mossa migliore
review-none = Non c'è ancora una partita conclusa da rivedere. Giocane una, poi torna con /review.
review-not-this-kind = Si rivedono solo le tue partite contro l'IA: non la prima partita guidata, le lezioni o le partite con gli amici. Iniziane una con /new, poi torna con /review.
review-progress = ⏳ Rivedo la manche { $round } di { $rounds }…
review-title = 📋 Analisi della tua partita contro { $level }
review-round = 📊 Manche { $round }: precisione { $accuracy }% ({ $good } su { $turns } { $turns ->
        [one] turno
       *[other] turni
    }), divario massimo dalla mossa migliore: { $swing }.
    { $well }
review-well-big-sale = 👍 Vendita di { $cards } in una volta: le vendite di cinque carte o più danno i gettoni bonus più ricchi.
review-well-accurate = 👍 { $turns ->
        [one] Nel tuo unico turno non hai giocato una mossa chiaramente inferiore alla migliore.
       *[other] In nessuno dei tuoi { $turns } turni hai giocato una mossa chiaramente inferiore alla migliore.
    }
review-well-camels = 👍 Il tuo recinto era il più grande: il gettone cammello è andato a te.
review-well-bonus-sale = 👍 Le vendite di tre carte o più ti hanno fruttato { $count ->
        [one] un gettone bonus: { $sum }.
       *[other] { $count } gettoni bonus: { $sum }.
    }
review-well-precious = 👍 Merci preziose incassate: { $sum }.
review-well-round-won = 👍 Hai vinto la manche { $mine } a { $theirs } e il suo Sigillo d'Eccellenza.
review-well-steady = 🧭 Hai giocato { $turns ->
        [one] un turno
       *[other] { $turns } turni
    } in questa manche: il divario massimo qui sopra indica dove guardare la prossima volta.
review-moments = 🔎 { $count ->
        [one] Un momento chiave: il turno più lontano dalla mossa migliore.
       *[other] { $count } momenti chiave: i turni più lontani dalla mossa migliore.
    }
review-clean = ✨ Nessun momento chiave, quindi nessun esercizio da questa partita: finché il Sigillo d'Eccellenza della manche era ancora in palio, in nessuno dei tuoi { $turns } turni hai giocato una mossa chiaramente inferiore alla migliore.
review-too-short = { $turns ->
    [0] 🤷 Non c'è niente da rivedere: in questa partita non hai fatto nessuna mossa. Giocane una fino in fondo, poi torna con /review.
    [one] 🤷 Non c'è niente da rivedere: in questa partita hai fatto una sola mossa. Giocane una fino in fondo, poi torna con /review.
   *[other] 🤷 Non c'è niente da rivedere: in questa partita hai fatto solo { $turns } mosse. Giocane una fino in fondo, poi torna con /review.
}
review-moment-title = 🔎 Momento chiave { $index } di { $count } · manche { $round }, il tuo { $turn }º turno
review-played = Hai scelto di { $move }.
review-better = 👉 Meglio: { $move }, che { $gain }. { $why }
review-try-prompt = 🎯 Tocca a te: gioca la mossa che faresti ora, con i pulsanti o scrivendola.
review-try-best = ✅ È proprio la mossa suggerita: l'hai trovata!
review-try-beats = ✅ La tua mossa ({ $move }) vale almeno quanto quella suggerita: ottimo!
review-try-close = 👍 La tua mossa ({ $move }) vale più o meno quanto quella suggerita: la ricerca non riesce a dire quale sia la migliore.
review-try-worse = ❌ La tua mossa ({ $move }) resta indietro: la mossa suggerita { $gain }.
review-gain = vale circa { rupees } in più
review-gain-chance = porta al Sigillo più spesso: in { $seal } manche su 100 contro { $other_seal }

## friends
cmd-friend = Gioca con un amico
friend-btn-invite = 👥 Gioca con un amico
friend-btn-hidden = 🤝 Partita (mani nascoste)
friend-btn-open = 📖 Partita didattica (mani scoperte)
friend-btn-cancel = ❌ Annulla l'invito
friend-btn-share = 📤 Condividi l'invito
friend-btn-private = 💬 Gioca in chat privata
friend-btn-why = 🤔 Perché questa mossa?
friend-btn-resign = 🏳️ Abbandona
friend-btn-resign-yes = 🏳️ Sì, abbandono
friend-choose = 👥 Invita un amico. Che partita volete fare?
    🤝 Una partita vera: ognuno vede solo la propria mano, come al tavolo.
    📖 Una partita didattica: le due mani sono scoperte e spiego ogni mossa a entrambi. Non conta nei risultati.
friend-pending = Hai già un invito aperto: { $link }
    Se ne crei uno nuovo, sostituirà questo.
friend-kind-hidden = partita a mani nascoste
friend-kind-open = partita didattica a mani scoperte
friend-invite = ✉️ L'invito è pronto ({ $kind }). Manda questo link al tuo amico:
    { $link }
    Vale una sola volta e scade fra { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }. La partita comincia appena il tuo amico lo apre.
friend-share = Giochiamo a Jaipur! Apri questo link e la nostra partita comincia.
friend-cancelled = ❌ Invito annullato: il link non funziona più.
friend-cancel-gone = Quell'invito è già stato usato o annullato.
friend-group = 👥 In una partita fra amici ogni mano è segreta, ma in un gruppo tutti vedrebbero il tavolo. Apri una chat privata con me: ti preparo un invito da mandare al tuo amico.
friend-busy = Stai già giocando con un amico. Finisci quella partita (o usa /resign) prima di accettare un altro invito.
friend-invite-used = Questo invito è già stato usato. Chiedine uno nuovo al tuo amico.
friend-invite-expired = Questo invito è scaduto. Chiedine uno nuovo al tuo amico.
friend-invite-unknown = Non conosco questo invito: forse è stato annullato. Chiedine uno nuovo al tuo amico.
friend-invite-own = Questo è il tuo invito: mandalo a un amico. 🙂
friend-inviter-busy = { $name } sta giocando un'altra partita con un amico. Riprova fra un po'.
friend-welcome = Ti do il benvenuto al mercato di Jaipur, { $name }! { $friend } ti ha invitato a una partita. Sono il tutor di tutti e due, e parlo a ciascuno nella sua lingua.
friend-started = 🎲 Si comincia: { $kind }. Ognuno gioca nella sua chat privata con me, e io vi riferisco ogni mossa.
friend-accepted = 🎉 { $name } ha accettato il tuo invito: { $kind }. Cominci tu!
friend-board-header = 🃏 Manche { $round } · 🏆 { $mine }–{ $theirs } · contro { $name }
friend-board-opponent = { $count ->
    [one] 👤 { $name }: { $count } carta · 🐪 { $camels }
   *[other] 👤 { $name }: { $count } carte · 🐪 { $camels }
}
friend-board-open-hand = 🔓 La sua mano: { $cards }
friend-board-rupees = 💰 Rupie: tu { $mine } · { $name } { $theirs }
friend-board-rupees-open = 💰 Rupie in tutto: tu { $mine } · { $name } { $theirs }
friend-board-their-turn = ⏳ In attesa della mossa di { $name }.
friend-your-move = ✔️ Hai deciso di { $move }.
friend-move = 🎲 { $name } ha deciso di { $move }.
friend-explain = 🎓 Perché: { $why }
friend-why = 🤔 { $name } ha deciso di { $move }. Come la leggo io: { $why }
friend-why-nothing = Il tuo avversario non ha ancora mosso.
friend-resign-confirm = Vuoi abbandonare la partita? La vince il tuo avversario.
friend-resigned = 🏳️ Hai abbandonato. { $name } vince la partita.
friend-opponent-resigned = 🏳️ { $name } ha abbandonato: hai vinto la partita! 🎉
friend-abandoned = ⌛ Nella partita con { $name } nessuno ha mosso per { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}, quindi l'ho chiusa come abbandonata. Non conta nei risultati.
friend-reminder = ⏰ { $name } aspetta la tua mossa nella vostra partita a Jaipur.
friend-stats-title = 👥 Contro gli amici
friend-stats-line = { $name }: vinte { $won }, perse { $lost }
friend-name-prompt = Giocatore { $number }, come ti chiami?
friend-pass = 🔁 Passa lo schermo: ora è il turno di { $name }. { $name }, quando hai lo schermo davanti, premi Invio.
friend-local-choose = Che partita volete fare?
friend-local-start = 🎲 Tu e { $name } giocate su questo schermo: { $kind }. { $open ->
    [yes] Le due mani sono scoperte: ciascuno vede anche le carte dell'altro, quindi nessuno deve guardare altrove.
   *[no] Ogni mano viene mostrata solo a chi la possiede: quando vi passate lo schermo, chi non è di turno guardi altrove.
}
## robust
resign-confirm = 🏳️ Vuoi abbandonare la partita? La vittoria va all'IA e nelle statistiche conta come persa.
resign-confirm-uncounted = 🏳️ Vuoi abbandonare la partita? La vittoria va all'IA, ma nelle statistiche non conta.
btn-resign-yes = 🏳️ Sì, abbandono
btn-resign-no = ↩️ No, continuo

## Fatti su una mossa (tutorbot/tutor/facts.py)
rupees-range = { $low }–{ $high } rupie
fact-only-move = È l'unica mossa consentita.
fact-ends-round = { $by ->
    [deck] Chiude la manche: il tallone non può più riempire il mercato.
   *[tokens] Chiude la manche: si svuota una terza pila di gettoni merce.
}
fact-race-sure-win = { $end ->
    [reply] Anche se l'avversario chiude la manche al prossimo turno, il Sigillo è tuo, qualunque sia il valore dei suoi gettoni bonus nascosti: { $mine } contro { $theirs }.
   *[move] Il Sigillo della manche è tuo, qualunque sia il valore dei gettoni bonus nascosti dell'avversario: { $mine } contro { $theirs }.
}
fact-race-likely-win = { $end ->
    [reply] Se l'avversario chiude la manche al prossimo turno, il Sigillo è tuo
   *[move] Il Sigillo della manche è tuo
} { $percent ->
        [1] nell'{ $percent }%
        [8] nell'{ $percent }%
        [11] nell'{ $percent }%
        [80] nell'{ $percent }%
        [81] nell'{ $percent }%
        [82] nell'{ $percent }%
        [83] nell'{ $percent }%
        [84] nell'{ $percent }%
        [85] nell'{ $percent }%
        [86] nell'{ $percent }%
        [87] nell'{ $percent }%
        [88] nell'{ $percent }%
        [89] nell'{ $percent }%
       *[other] nel { $percent }%
    } dei casi, a seconda del valore dei { $end ->
    [reply] suoi gettoni bonus nascosti
   *[move] gettoni bonus nascosti dell'avversario
}: { $mine } contro { $theirs }.
fact-race-likely-loss = { $end ->
    [reply] Se l'avversario chiude la manche al prossimo turno, perdi il Sigillo
   *[move] Perdi il Sigillo della manche
} { $percent ->
        [1] nell'{ $percent }%
        [8] nell'{ $percent }%
        [11] nell'{ $percent }%
        [80] nell'{ $percent }%
        [81] nell'{ $percent }%
        [82] nell'{ $percent }%
        [83] nell'{ $percent }%
        [84] nell'{ $percent }%
        [85] nell'{ $percent }%
        [86] nell'{ $percent }%
        [87] nell'{ $percent }%
        [88] nell'{ $percent }%
        [89] nell'{ $percent }%
       *[other] nel { $percent }%
    } dei casi, a seconda del valore dei { $end ->
    [reply] suoi gettoni bonus nascosti
   *[move] gettoni bonus nascosti dell'avversario
}: { $mine } contro { $theirs }.
fact-race-sure-loss = { $end ->
    [reply] Se l'avversario chiude la manche al prossimo turno, perdi il Sigillo, qualunque sia il valore dei suoi gettoni bonus nascosti: { $mine } contro { $theirs }.
   *[move] Perdi il Sigillo della manche, qualunque sia il valore dei gettoni bonus nascosti dell'avversario: { $mine } contro { $theirs }.
}
fact-sale-tokens = { $token_count ->
    [1] Il gettone { $good } frutta { $sum }.
   *[other] I gettoni { $good } fruttano { $sum }.
}
fact-sale-beyond-pile = { $left ->
    [0] Non resta nessun gettone { $good }: questa vendita non frutta gettoni merce.
    [one] Resta un solo gettone { $good }: le altre carte della vendita non fruttano gettoni merce.
   *[other] Restano solo { $left } gettoni { $good }: le altre carte della vendita non fruttano gettoni merce.
}
fact-sale-bonus = In più arriva un gettone bonus da { $range }, pescato a caso.
fact-sale-no-bonus = I gettoni bonus per { $size ->
    [5] cinque o più carte
   *[other] { $size } carte
} sono finiti: questa vendita resta senza bonus.
fact-take-set = { $side ->
    [done] { $bonus ->
        [yes] Ora hai { $held } carte { $good }: vendute ai gettoni attualmente in cima alla pila, fruttano { $sum }, più un gettone bonus.
       *[no] Ora hai { $held } carte { $good }: vendute ai gettoni attualmente in cima alla pila, fruttano { $sum }.
    }
   *[other] { $bonus ->
        [yes] Avresti { $held } carte { $good }: vendute ora frutterebbero { $sum }, più un gettone bonus.
       *[no] Avresti { $held } carte { $good }: vendute ora frutterebbero { $sum }.
    }
}
fact-take-pile = { $left ->
    [one] Nella pila { $good } resta un solo gettone, da { $next }.
   *[other] Nella pila { $good } restano { $left } gettoni; i prossimi valgono { $next }.
}
fact-exchange-worth = In base ai prossimi gettoni delle rispettive pile, le merci prese valgono { $taken } e { $given_goods ->
    [1] quella rimessa { $given }.
   *[other] quelle rimesse { $given }.
}
fact-hand-grows = { $side ->
    [why] La mia mano passa da { $before } a { $after } carte: { $camels ->
        [one] un cammello paga una delle merci.
       *[other] { $camels } cammelli pagano altrettante merci.
    }
    [done] La tua mano è passata da { $before } a { $after } carte: { $camels ->
        [one] un cammello ha pagato una delle merci.
       *[other] { $camels } cammelli hanno pagato altrettante merci.
    }
   *[hint] La tua mano passa da { $before } a { $after } carte: { $camels ->
        [one] un cammello paga una delle merci.
       *[other] { $camels } cammelli pagano altrettante merci.
    }
}
fact-hand-full = { $side ->
    [why] Avrò la mano piena ({ $size } carte): al prossimo turno non potrò prendere una singola merce.
    [done] Hai la mano piena ({ $size } carte): al prossimo turno non potrai prendere una singola merce.
   *[hint] Avrai la mano piena ({ $size } carte): al prossimo turno non potrai prendere una singola merce.
}
fact-camels-lead = { $side ->
    [why] Recinti: { $mine } 🐪 contro { $theirs }; se la manche finisse ora, il gettone cammello da 5 rupie sarebbe mio.
   *[hint] Recinti: { $mine } 🐪 contro { $theirs }; se la manche finisse ora, il gettone cammello da 5 rupie sarebbe tuo.
}
fact-camels-tie = Recinti pari, { $mine } 🐪 a testa: se la manche finisse ora, nessuno avrebbe il gettone cammello.
fact-camels-behind = { $side ->
    [why] Recinti: { $mine } 🐪 contro { $theirs }; se la manche finisse ora, il gettone cammello andrebbe a te.
   *[hint] Recinti: { $mine } 🐪 contro { $theirs }; se la manche finisse ora, il gettone cammello andrebbe all'avversario.
}
fact-leaves-market = { $side ->
    [why] { $count ->
        [one] Ti lascia al mercato { $cards }: in base al prossimo gettone vale { $worth }.
       *[other] Ti lascia al mercato { $cards }: in base ai prossimi gettoni valgono { $worth }.
    }
   *[hint] { $count ->
        [one] Lascia all'avversario { $cards } sul mercato: in base al prossimo gettone vale { $worth }.
       *[other] Lascia all'avversario { $cards } sul mercato: in base ai prossimi gettoni valgono { $worth }.
    }
}
fact-opp-best-take = { $side ->
    [why] Puoi prendere { $good } dal mercato che lascio: con { $known } { $good } che ti ho visto prendere, ne avresti { $held } da vendere, cioè { $sum } con i gettoni attuali della pila.
   *[hint] L'avversario può prendere { $good } dal mercato che lasci: con { $known } { $good } che gli hai visto prendere, ne avrebbe { $held } da vendere, cioè { $sum } con i gettoni attuali della pila.
}
fact-draws = { $count ->
    [one] Porta al mercato 1 carta nuova dal tallone
   *[other] Porta al mercato { $count } carte nuove dal tallone
} ({ $deck ->
        [0] il tallone resta vuoto
        [one] nel tallone ne resta 1
       *[other] nel tallone ne restano { $deck }
    }).
fact-opp-can-end = { $side ->
    [why] Dopo questa mossa potrai chiudere la manche al tuo turno (nel tallone { $deck ->
        [one] resta 1 carta
       *[other] restano { $deck } carte
    }).
   *[hint] Dopo questa mossa l'avversario potrà chiudere la manche al suo turno (nel tallone { $deck ->
        [one] resta 1 carta
       *[other] restano { $deck } carte
    }).
}
fact-verdict-best = La ricerca la giudica la migliore: vince il Sigillo { $seal ->
    [0] nello { $seal }%
    [1] nell'{ $seal }%
    [8] nell'{ $seal }%
    [11] nell'{ $seal }%
    [80] nell'{ $seal }%
    [81] nell'{ $seal }%
    [82] nell'{ $seal }%
    [83] nell'{ $seal }%
    [84] nell'{ $seal }%
    [85] nell'{ $seal }%
    [86] nell'{ $seal }%
    [87] nell'{ $seal }%
    [88] nell'{ $seal }%
    [89] nell'{ $seal }%
   *[other] nel { $seal }%
} delle manche giocate fino in fondo, con uno scarto medio di { $margin } (al secondo posto, { $other }: { $other_seal }%, { $other_margin }).
fact-verdict-behind = La ricerca preferisce { $other }: Sigillo { $other_seal ->
    [0] nello { $other_seal }%
    [1] nell'{ $other_seal }%
    [8] nell'{ $other_seal }%
    [11] nell'{ $other_seal }%
    [80] nell'{ $other_seal }%
    [81] nell'{ $other_seal }%
    [82] nell'{ $other_seal }%
    [83] nell'{ $other_seal }%
    [84] nell'{ $other_seal }%
    [85] nell'{ $other_seal }%
    [86] nell'{ $other_seal }%
    [87] nell'{ $other_seal }%
    [88] nell'{ $other_seal }%
    [89] nell'{ $other_seal }%
   *[other] nel { $other_seal }%
} delle manche giocate fino in fondo contro { $seal ->
    [0] lo { $seal }%
    [1] l'{ $seal }%
    [8] l'{ $seal }%
    [11] l'{ $seal }%
    [80] l'{ $seal }%
    [81] l'{ $seal }%
    [82] l'{ $seal }%
    [83] l'{ $seal }%
    [84] l'{ $seal }%
    [85] l'{ $seal }%
    [86] l'{ $seal }%
    [87] l'{ $seal }%
    [88] l'{ $seal }%
    [89] l'{ $seal }%
   *[other] il { $seal }%
}, scarto medio di { $other_margin } contro { $margin }.
fact-verdict-gain = Se la ricerca gioca la manche fino in fondo da qui, questa mossa vince il Sigillo in { $seal } manche su 100, con uno scarto medio di { $margin }; la tua mossa ({ $other }): { $other_seal } su 100, { $other_margin }.
fact-verdict-mine = { $best ->
    [yes] Se si gioca la manche fino in fondo partendo da ciò che vedevo allora, è la mia mossa migliore: Sigillo in { $seal } manche su 100, scarto medio { $margin } (la seconda: { $other_seal } su 100, { $other_margin }).
   *[no] Se si gioca la manche fino in fondo partendo da ciò che vedevo allora, un'altra mossa rende di più: Sigillo in { $other_seal } manche su 100 contro { $seal }, scarto medio { $other_margin } contro { $margin }. Questa volta la ricerca del mio livello non l'ha scelta.
}
cmd-analyse = Le tre mosse migliori, con i fatti che le spiegano
analyse-title = 🔍 Le tre mosse migliori in questa posizione secondo la ricerca ({ $worlds } manche giocate fino in fondo per ciascuna):
analyse-move = { $rank }. { $move }: Sigillo { $seal ->
    [0] nello { $seal }%
    [1] nell'{ $seal }%
    [8] nell'{ $seal }%
    [11] nell'{ $seal }%
    [80] nell'{ $seal }%
    [81] nell'{ $seal }%
    [82] nell'{ $seal }%
    [83] nell'{ $seal }%
    [84] nell'{ $seal }%
    [85] nell'{ $seal }%
    [86] nell'{ $seal }%
    [87] nell'{ $seal }%
    [88] nell'{ $seal }%
    [89] nell'{ $seal }%
   *[other] nel { $seal }%
}, scarto medio { $margin }.
analyse-hidden = 🔍 L'analisi non è disponibile nelle partite a mani nascoste contro una persona: sarebbe come giocare al posto tuo. La trovi contro l'IA, quando rivedi una partita e nelle partite didattiche a mani scoperte.
## Fairness: a chat that asks faster than it is answered
busy-one-moment = ⏳ Un momento: sto ancora rispondendo ai tuoi messaggi precedenti.
explain-budget-spent = ⏳ Hai chiesto molte spiegazioni in poco tempo. Riprova tra { $seconds ->
        [one] un secondo
       *[other] { $seconds } secondi
    }.
abandon-confirm = C'è una partita in corso. Vuoi abbandonarla e cominciarne una nuova? Nelle statistiche conterà come persa.
abandon-uncounted-confirm = C'è una partita in corso. Vuoi abbandonarla e cominciarne una nuova? Nelle statistiche non conterà come persa.
btn-abandon-yes = 🏳️ Sì, abbandonala
btn-leave-yes = 🚪 Sì, lasciala
console-saved = 💾 La partita è salvata. Per riprenderla da dove l'hai lasciata, esegui: { $command }
console-help = Nel terminale scrivi il numero di un pulsante, una mossa o un comando. /quit o Ctrl-D per uscire: la partita resta salvata.
console-friend = 👥 Per giocare con un amico su questo schermo, esci con /quit (la partita resta salvata) ed esegui: tutorbot play --friend. Giocate a turno e lo schermo viene ripulito a ogni passaggio.
console-error = 😔 Scusa, qualcosa è andato storto da parte mia. La partita resta salvata: continua pure o prova qualcos'altro. I dettagli, per segnalare il problema, sono in: { $log }
console-crashed = 😔 Scusa, qualcosa è andato storto da parte mia e devo fermarmi. Le partite restano salvate. I dettagli, per segnalare il problema, sono in: { $log }
    Per riprendere da dove avevi lasciato, esegui: { $command }

## Puzzles (issue 33)
cmd-puzzle = Esercizi dalle tue partite
btn-puzzle-practise = 🧩 Esercitati su questi momenti
btn-puzzle-builtin = 🧩 Esercizi per iniziare
btn-puzzle-next = 🧩 Prossimo esercizio
btn-puzzle-retry = 🔁 Riprova
btn-puzzle-solution = 👁 Mostra la soluzione
puzzle-difficulty-1 = facile
puzzle-difficulty-2 = medio
puzzle-difficulty-3 = difficile
puzzle-title-game = 🧩 Esercizio dalla tua partita contro { $level } · manche { $round }, il tuo { $turn }º turno · { $difficulty }
puzzle-title-builtin = 🧩 Esercizi per iniziare: { $number } di { $count } · { $difficulty }
puzzle-question-game = In partita hai scelto di { $move }. Trova una mossa migliore.
puzzle-question-builtin = Qui la ricerca giudica una mossa migliore di tutte le altre. Trovala.
puzzle-opp-known = 🔎 Già visto in questa partita: l'avversario ha in mano { $cards }.
puzzle-solved = ✅ Risolto: la tua mossa ({ $move }) è la migliore secondo la ricerca.
puzzle-solved-close = ✅ Risolto: la tua mossa ({ $move }) vale quanto la migliore della ricerca ({ $best }).
puzzle-solved-retry = ✅ Giusto: la tua mossa ({ $move }) è la migliore secondo la ricerca. Un tentativo in più non cambia né il punteggio negli esercizi né il momento in cui l'esercizio tornerà.
puzzle-solved-close-retry = ✅ Giusto: la tua mossa ({ $move }) vale quanto la migliore della ricerca ({ $best }). Un tentativo in più non cambia né il punteggio negli esercizi né il momento in cui l'esercizio tornerà.
puzzle-failed = ❌ Non stavolta: la tua mossa ({ $move }) resta indietro; la mossa migliore { $gain }.
puzzle-failed-numbers = Se la ricerca gioca la manche fino in fondo da qui, la tua mossa vince il Sigillo in { $other_seal } manche su 100, con uno scarto medio di { $other_margin }; la mossa migliore: { $seal } su 100, { $margin }.
puzzle-best = 👉 La migliore: { $move }. { $why }
puzzle-answered-elsewhere = ℹ️ Avevi già risposto a questo esercizio da un altro dispositivo: conta quella risposta.
puzzle-retry = 🔁 Un altro tentativo. Conta solo la tua prima risposta, sia per il punteggio negli esercizi sia per quando l'esercizio tornerà.
puzzle-retry-uncounted = ℹ️ Tentativo in più, non conteggiato: il punteggio negli esercizi e il momento in cui l'esercizio tornerà li ha già decisi la tua prima risposta.
puzzle-comes-back = 📅 Questo esercizio tornerà { $when }.
puzzle-in-minutes = tra { $count ->
        [one] un minuto
       *[other] { $count } minuti
    }
puzzle-in-hours = tra { $count ->
        [one] un'ora
       *[other] { $count } ore
    }
puzzle-in-days = tra { $count ->
        [one] un giorno
       *[other] { $count } giorni
    }
puzzle-made = 🧩 { $count ->
        [one] Un nuovo esercizio
       *[other] { $count } nuovi esercizi
    } { $matches ->
        [1] dalla tua ultima partita.
       *[other] dalle tue ultime { $matches } partite.
    }
puzzle-none-yet = 🧩 Non hai ancora esercizi dalle tue partite: dopo ogni partita contro l'IA, le mosse che ti sono costate di più diventano esercizi. Intanto prova gli esercizi per iniziare.
puzzle-none-due = 🧩 Nessun esercizio da fare adesso: il prossimo torna { $when }.

fact-verdict-best-close = Questa mossa e quella di { $other } valgono più o meno lo stesso: Sigillo in { $seal } manche su 100 giocate fino in fondo e scarto medio di { $margin }, contro { $other_seal } su 100 e { $other_margin }; la differenza rientra nel margine d'errore della ricerca.
fact-verdict-behind-close = Questa mossa e quella di { $other } valgono più o meno lo stesso: Sigillo in { $seal } manche su 100 giocate fino in fondo e scarto medio di { $margin }, contro { $other_seal } su 100 e { $other_margin }; la differenza rientra nel margine d'errore della ricerca.
fact-verdict-mine-close = Se si gioca la manche fino in fondo partendo da ciò che vedevo allora, la mia mossa e un'altra valgono più o meno lo stesso: Sigillo in { $seal } manche su 100 contro { $other_seal }, scarto medio { $margin } contro { $other_margin }; la differenza rientra nel margine d'errore della ricerca.
analyse-close = { $count ->
    [one] La seconda mossa vale più o meno quanto la prima: la differenza rientra nel margine d'errore della ricerca.
   *[other] Le due mosse successive valgono più o meno quanto la prima: le differenze rientrano nel margine d'errore della ricerca.
}
verdict-explained = ℹ️ Come leggere questi numeri: partendo da ciò che vedi, la ricerca distribuisce in tanti modi diversi le carte nascoste e, dopo ogni mossa, gioca la manche fino in fondo. “Sigillo { $seal ->
    [0] nello { $seal }%
    [1] nell'{ $seal }%
    [8] nell'{ $seal }%
    [11] nell'{ $seal }%
    [80] nell'{ $seal }%
    [81] nell'{ $seal }%
    [82] nell'{ $seal }%
    [83] nell'{ $seal }%
    [84] nell'{ $seal }%
    [85] nell'{ $seal }%
    [86] nell'{ $seal }%
    [87] nell'{ $seal }%
    [88] nell'{ $seal }%
    [89] nell'{ $seal }%
   *[other] nel { $seal }%
}” vuol dire che, su 100 di quelle manche, chi ha giocato quella mossa ha vinto il Sigillo d'Eccellenza in { $seal }; lo scarto medio indica di quante rupie, in media, ha chiuso la manche in vantaggio (o in svantaggio), gettone cammello compreso. Una mossa viene detta migliore solo quando la differenza è troppo grande per essere dovuta al solo caso.
review-swing-none = nessuno (nessuna mossa chiaramente inferiore alla migliore)
review-swing-decided = { $swing }, quando il Sigillo era già deciso
review-swing-chance = il Sigillo in { $seal } manche su 100 con quella, in { $other_seal } con la tua
