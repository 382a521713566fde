# tutorbot — English (reference locale). Every other file has exactly these
# messages, attributes and variables.

## Cards: the name on a button, and a number of cards.

good-diamond = Diamond
good-gold = Gold
good-silver = Silver
good-cloth = Cloth
good-spice = Spice
good-leather = Leather
good-camel = Camel

# One card's name, as the table writes it on the card.
card-label-diamond = Diamond
card-label-gold = Gold
card-label-silver = Silver
card-label-cloth = Cloth
card-label-spice = Spice
card-label-leather = Leather
card-label-camel = Camel

cards-diamond = { $count ->
    [one] { $count } diamond
   *[other] { $count } diamonds
}
    .acc = { cards-diamond }
cards-gold = { $count } gold
    .acc = { cards-gold }
cards-silver = { $count } silver
    .acc = { cards-silver }
cards-cloth = { $count } cloth
    .acc = { cards-cloth }
cards-spice = { $count } spice
    .acc = { cards-spice }
cards-leather = { $count } leather
    .acc = { cards-leather }
cards-camel = { $count ->
    [one] { $count } camel
   *[other] { $count } camels
}
    .acc = { cards-camel }
rupees = { $count ->
    [one] { $count } rupee
   *[other] { $count } rupees
}
    .acc = { rupees }
list-separator = {", "}
list-last-separator = {" and "}
nothing = nothing

## Moves in words.

move-take = take { $cards }
move-camels = { $count ->
    [1] take the only camel in the market
    [2] take both camels from the market
   *[other] take all { $count } camels from the market
}
move-exchange = take { $taken } in exchange for { $given }
move-sell = sell { $cards }

## The rules: the value is one sentence for a refusal, .long is for learning.

rule-setup-market = The market starts with 3 camels and 2 cards from the deck.
    .long = Each round begins with a market of five face-up cards: three camels plus two cards turned over from the deck (which may be camels too).
rule-setup-deal = Each trader gets 5 cards, and any camels among them go straight to the herd.
    .long = Both traders are dealt five cards. Camels never stay in a hand: they go face up in front of their owner and form the herd.
rule-turn-take-or-sell = Each turn is one action: take cards or sell cards, not both.
    .long = A turn is one action only. Taking from the market and selling from your hand are two different turns.
rule-take-goods-or-camels = A take is goods only or camels only, never some of each.
    .long = When you take from the market, you get either goods (one, or several through an exchange) or the camels. You can't grab a camel and a good together.
rule-take-single = You may take one good from the market; the gap is filled from the deck.
    .long = Taking a single good is the simplest move: the card joins your hand, and the deck's top card fills the empty space.
rule-take-camels-all = Camels are taken all together, every last one in the market.
    .long = Camels come as a group: every camel in the market joins your herd, and the deck refills the empty spaces. You can't take just some of them.
rule-exchange-same-number = An exchange gives back exactly as many cards as it takes.
    .long = Several goods cost as many cards in return, paid with goods from your hand, camels from your herd, or both.
rule-exchange-minimum-two = An exchange always swaps two cards or more on each side.
    .long = Swapping one card for one card is not allowed. If you want a single good, take it on its own; an exchange starts at two for two.
rule-exchange-same-type = You can't take and give back the same kind of good in one exchange.
    .long = In an exchange, no type of good may appear both among the cards you take and among the cards you put back.
rule-hand-limit-seven = You may not end your turn with more than 7 cards in hand.
    .long = Seven cards is the most a hand may hold when a turn ends. Taking a good, or giving camels in an exchange, must not push you past it.
rule-hand-camels-not-counted = Your herd is outside the 7-card limit: only the cards in your hand count.
    .long = The limit applies only to your hand. Your herd can grow as big as you like.
rule-sell-one-type = A sale is any number of cards of one type of good.
    .long = A sale can be large or small, but every card in it is the same good. Camels are not goods and can't be sold.
rule-sell-precious-minimum = Diamonds, gold and silver are sold at least 2 at a time.
    .long = The three precious goods can only be sold in groups of two or more, even when just one token of that good is left.
rule-sell-tokens-top-first = Goods tokens are taken from the top of the pile, the most valuable first.
    .long = Each card you sell earns one goods token of its type, taken from the top of the pile. Early sellers get the best prices.
rule-sell-bonus = Selling 3, 4 or 5+ cards at once earns a bonus token.
    .long = A sale of 3 cards earns a bonus worth 1 to 3 rupees, 4 cards 4 to 6, and 5 or more 8 to 10. Its value stays hidden from your opponent until the round is scored.
rule-sell-tokens-short = A pile that runs short of tokens doesn't shrink the bonus: it counts every card sold.
    .long = When fewer goods tokens are left than the cards you sell, you take what is left; the bonus still counts all the cards in the sale.
rule-round-end-tokens = The round ends at once when 3 piles of goods tokens are empty.
    .long = As soon as any three types of goods have no tokens left, the round stops and is scored.
rule-round-end-deck = The round ends at once when the market can't be refilled from the deck.
    .long = If the deck runs out while the market needs a card, the round stops right there and is scored.
rule-score-camel-token = The trader with the bigger herd gets the 5-rupee camel token; a tie gives it to nobody.
    .long = At the end of a round, compare herds: the larger one earns the camel token, worth 5 rupees. If both herds are the same size, nobody gets it.
rule-score-seal = Whoever has more rupees wins a Seal of Excellence; on a tie, more bonus tokens decide, then more goods tokens.
    .long = Each trader adds up their tokens. Whoever has more rupees wins the round and a Seal of Excellence. If rupees are equal, the one with more bonus tokens wins; if still equal, the one with more goods tokens.
rule-match-next-round = Whoever lost a round plays first in the next.
    .long = After scoring, the cards are shuffled and dealt again, and the loser of the round takes the first turn.
rule-match-two-seals = Two Seals of Excellence win the match.
    .long = Each round awards at most one Seal of Excellence, and the first trader to hold two wins the match, usually after two or three rounds.

## Refusals: what happened in this position, then the rule, then an idea.

refusal-title = ✋ Not allowed.
refusal-exchange-minimum-two = You wanted to take { $taken } and give back { $given }: that's just one card for one.
refusal-sell-precious-minimum = { $held ->
    [one] You hold only { $cards }, and a lone precious good can't be sold.
   *[other] You hold { $cards }: sell at least 2 of them together.
}
refusal-hand-limit-seven = This move would leave you with { $after } cards in hand.
refusal-not-in-market = What you wanted to take isn't in the market: { $cards }.
refusal-not-held = You don't have { $cards } to give back.
refusal-sell-more-than-held = You asked to sell { $asked }, but you hold only { $cards }.
refusal-sell-none-held = You have no { $emoji } { $good ->
    [diamond] diamonds
    [gold] gold
    [silver] silver
    [cloth] cloth
    [spice] spice
   *[leather] leather
} in your hand, so there is nothing to sell.
refusal-sell-camels = Camels are not goods: they stay in your herd and are never sold.
refusal-sell-mixed = You asked to sell different goods at once: { $goods }.
refusal-take-several = You named { $count } cards to take, but a simple take is one good: several goods need an exchange.
refusal-market-only = You can only take cards that lie face up in the market.
refusal-no-camels = There are no camels in the market right now.
refusal-one-camel = { $count ->
    [one] 🐪 Camels are never taken one by one: “camels” (or “take camels”) takes them all, here the only one in the market.
   *[other] 🐪 Camels are never taken one by one: “camels” (or “take camels”) takes them all, here the { $count } in the market.
}
refusal-round-over = This round is already over.
refusal-alternative = 💡 Instead, you could { $move }.

## First-time notes: shown once in a player's history.

note-first-exchange = 🔄 Your first exchange! Taking several goods at once means giving back as many cards; camels from your herd are handy for that.
note-first-big-sale = 🏅 Your sale of { $count } cards earns you a bonus token worth { $bonus }. Only you know its value until the end of the round.
note-first-camels = 🐪 Camels go to your herd, not your hand, so they never count towards your 7 cards. The more you have, the better your chance at the 5-rupee camel token.
note-camel-token = 🐪 The camel token, worth 5 rupees, goes to the bigger herd at the end of every round: this time { $who ->
    [me] yours, 🐪 { $mine } against { $theirs }.
   *[opponent] your opponent's, 🐪 { $theirs } against { $mine }.
}
note-tiebreak = ⚖️ When rupees are level, the Seal goes to the trader with more bonus tokens; if those are level too, to the one with more goods tokens.

## Rules pages, for /rules.

rules-header = 📖 Rules, page { $page } of { $pages }: { $title }
rules-title-1 = the aim and the set-up
rules-title-2 = your turn and taking cards
rules-title-3 = exchanges and your hand
rules-title-4 = selling
rules-title-5 = end of a round and scoring

## Hints and reasons for the AI's moves.

hint = 💡 Suggestion: { $move }. { $why }
why = 🤔 I chose to { $move }. { $why }

## Summaries.

round-over = 🏁 Round { $round } is over: { $by ->
    [tokens] three piles of goods tokens are empty.
   *[deck] the deck ran out.
}
round-scores = You: { $mine } · Opponent: { $theirs }
round-camel-token = { $who ->
    [you] 🐪 Your herd is bigger: +5 rupees for you.
    [opponent] 🐪 The opponent's herd is bigger: +5 rupees for them.
   *[none] 🐪 The herds are the same size: nobody gets the camel token.
}
round-tiebreak = { $by ->
    [bonus] ⚖️ Rupees were level; the number of bonus tokens decided.
    [goods] ⚖️ Rupees and bonus tokens were level; the number of goods tokens decided.
   *[none] ⚖️ Rupees, bonus tokens and goods tokens were all level.
}
round-seal = { $who ->
    [you] 🏆 You win the round and a Seal of Excellence!
    [opponent] 🏆 The opponent wins the round and a Seal of Excellence.
   *[none] Nobody gets a Seal this round.
}
round-seals = Seals: you { $mine }, opponent { $theirs }
match-won = 🎉 You win the match, { $mine } Seals to { $theirs }! The Maharaja names you his trader.
match-lost = The opponent wins the match, { $theirs } Seals to { $mine }. How about a rematch?

## Levels.

level-novice = Novice
    .gen = Novice
level-apprentice = Apprentice
    .gen = Apprentice
level-trader = Trader
    .gen = Trader
level-merchant = Merchant
    .gen = Merchant
level-maharaja = Maharaja
    .gen = Maharaja
level-name = { $name } (level { $level })

## The conversation.

welcome = Welcome to the market of Jaipur, { $name }! I'm your tutor and your opponent.
welcome-anonymous = Welcome to the market of Jaipur! I'm your tutor and your opponent.
how-to-play = Each turn, take cards from the market or sell cards from your hand. Sell well, win two Seals of Excellence, and the Maharaja will make you his trader.
help = Commands:
    /new — a new game (choose the level)
    /learn — short lessons, one rule at a time
    /review — the key moments of your last match
    /puzzle — puzzles from your games, back when due
    /friend — play a friend
    /board — show the board again
    /hint — a suggestion for your move
    /why — why the opponent played its last move
    /analyse — the three best moves, with their facts
    /rules — the rules, page by page
    /level — the level of your next games
    /language — the language
    /mode — how much the tutor explains
    /stats — your results, your rating and the level to try next
    /resign — give up this game
    You can also type a move in your own words, e.g. “take the diamond”, “take all the camels”, “give 2 camels for gold and spice”, “sell my leather”.
help-legend = 🔎 The signs: { $cards }
    🪙 “🧵3·3 ×6”: the next cloth tokens are worth 3, then 3; 6 are left.
    🏅 bonus token · 💰 rupees · 🏆 Seals of Excellence · ✋ your hand · 📦 deck · 🧾 what your move earned
choose-level = Choose your opponent:
choose-level-default = Choose the level of your next games:
level-set = Your next games: { $name }.
choose-language = Choose your language:
language-set = I'll speak English from now on.
choose-mode = How much should the tutor explain?
mode-full = 🎓 Rules and first-time notes
mode-hints = 💡 Only when a move is refused
mode-off = 🤫 As little as possible
mode-set = Tutor: { $mode }
game-started = 🐪 A new game against { $level }. You start!
no-game = There's no game in progress.
not-your-game = This game belongs to another player.
old-board = ⌛ That board is out of date; nothing was changed.
stale-board = ⌛ The game has moved on in the meantime; here's the current board.
parse-error = I didn't understand that move: { $error }. Use the buttons, or type e.g. “take diamond”.
parse-empty = there is no move in it
parse-unknown-action = { $suggestion ->
    [none] “{ $word }” is not a move (moves begin with take, camels, exchange or sell)
   *[other] “{ $word }” is not a move; perhaps you meant “{ $suggestion }”
}
parse-unknown-card = { $suggestion ->
    [none] “{ $word }” is not a card (the cards are diamond, gold, silver, cloth, spice, leather and camel)
   *[other] “{ $word }” is not a card; perhaps you meant “{ $suggestion }”
}
parse-no-cards = { $side ->
    [take] the cards to take are missing
   *[give] the cards to give back are missing
}
parse-bad-number = “{ $word }” is not a number of cards I can use
parse-bare-number = a number on its own is not a move, and there's no button for it here
parse-sell-form = a sale names a number and one good, e.g. “sell 3 leather”
parse-take-form = a take names one good, e.g. “take diamond”, or “camels” for all the camels
parse-exchange-form = an exchange names what you take and what you give back, e.g. “take gold and spice, give leather and camel”
parse-camels-form = “camels” takes every camel in the market and needs nothing after it
parse-join-form = a turn is one move: “and” can list cards, but it can't join a take and a sale
parse-ambiguous = { $count ->
    [1] 🤔 Did you mean this move?
   *[other] 🤔 More than one move fits what you wrote. Which one do you mean?
}
error-unavailable = ⚠️ I can't reach my memory right now. Try again in a moment; your game is safe.
round-start = 🃏 Round { $round } begins. { $who ->
    [you] You play first.
   *[opponent] Your opponent plays first.
}
ai-move = 🤖 Opponent: { $move }.
why-nothing-yet = Your opponent hasn't moved yet.
why-new-round = Your opponent hasn't moved yet in round { $round }.
resigned = 🏳️ You resigned. The game is over.
left-uncounted = 🚪 You left this game. It doesn't count as a lost game.
stats-title = 📊 Your results
stats-line = { $level }: matches { $won }–{ $lost }, rounds { $rwon }–{ $rlost }
stats-none = No finished matches against the AI yet (the guided first game doesn't count here).

## Rating (/stats) and the suggested level: the match rating (matches against the AI) and the puzzle rating (first attempts at puzzles), each with its own lines.
## Args: rating, margin (2 deviations), start and now (the rating before the first of the last results, and now) are text ("1480");
## games, count, won, played, left, chance are numbers; marks are 🟢/🔴 (matches) or ✅/❌ (puzzles); level, next are level names ("Trader (level 3)").
rating-line = 🏅 Match rating: { $rating } ± { $margin }
rating-provisional = Still provisional: { $games ->
    [one] one result so far
   *[other] { $games } results so far
}. The ± narrows as you play.
rating-trend = { $count ->
    [one] Last rated match
   *[other] Last { $count } rated matches
}: { $marks } (rating { $start } → { $now })
rating-legend = 🟢 match won · 🔴 match lost
puzzle-rating-line = 🧩 Puzzle rating: { $rating } ± { $margin }
puzzle-rating-provisional = Still provisional: { $games ->
    [one] one puzzle so far
   *[other] { $games } puzzles so far
}. The ± narrows with each new puzzle.
puzzle-rating-trend = { $count ->
    [one] Last rated puzzle
   *[other] Last { $count } rated puzzles
}: { $marks } (rating { $start } → { $now })
puzzle-rating-legend = ✅ puzzle solved · ❌ puzzle missed
rating-suggest-up = 🎯 You won { $won } of { $played } against { $level }: try { $next }. Your match rating gives you about a { $chance }% chance of winning there.
rating-suggest-down = 🎯 You won { $won } of { $played } against { $level }: { $next } will teach you more. Your match rating gives you about a { $chance }% chance of winning there.
rating-suggest-stay = 🎯 You won { $won } of { $played } against { $level }: the right opponent for you, keep playing it. Your match rating gives you about a { $chance }% chance of winning.
rating-suggest-top = 🎯 You won { $won } of { $played } against { $level }, the strongest level. Your match rating gives you about a { $chance }% chance of beating it.
rating-suggest-wait = 🎯 { $left ->
    [one] One more rated match
   *[other] { $left } more rated matches
} against { $level } and I'll suggest a level (puzzles and the guided first game don't count here).
rating-menu-suggested = ⭐ Suggested for you: { $next }. /stats says why.
level-menu-current = 📍 Your current level: { $level }.

## Buttons.

btn-new-game = ▶️ New game
btn-rematch = 🔁 Rematch
btn-take = 🛒 Take one
btn-camels = 🐪 Camels ({ $count })
btn-exchange = 🔄 Exchange
btn-sell = 💰 Sell
btn-hint = 💡 Hint
btn-rules = 📖 Rules
btn-why = 🤔 Why?
btn-table = 🃏 Table
table-market = 🏪 Market
table-hand = ✋ Your hand ({ $count }/7)
table-sell-pick = Tap the cards of one good in your hand, then sell them.
table-tutor = 🎓 Tutor
table-reopen = ⌛ This table has expired. Close it and open it again with the “{ btn-table }” button in the chat.
btn-back = ↩️ Back
btn-confirm = ✔️ Confirm
btn-cancel = ✖️ Cancel
btn-prev = ◀️ Previous
btn-next = Next ▶️
btn-market-row = ⬇️ Market: pick the cards to take
btn-hand-row = ⬇️ Your hand: pick the cards to give

## Building a move.

pick-take = Which good do you take?
pick-sell = Which good do you sell?
pick-sell-count = How many cards?
exchange-summary = 🔄 Take: { $taken }
    ↩️ Give back: { $given }

## The board.

board-header = 🃏 Round { $round } · 🏆 { $mine }–{ $theirs } · { $level }
board-header-no-level = 🃏 Round { $round } · 🏆 { $mine }–{ $theirs }
board-market = 🏪 Market: { $cards }
board-hand = ✋ Hand ({ $count }/7): { $cards }
board-herd = 🐪 Your herd: { $count }
board-opponent = { $count ->
    [one] 🤖 Opponent: { $count } card · 🐪 { $camels }
   *[other] 🤖 Opponent: { $count } cards · 🐪 { $camels }
}
board-deck = { $count ->
    [one] 📦 Deck: { $count } card
   *[other] 📦 Deck: { $count } cards
}
board-tokens = 🪙 Tokens: next ones ×left
board-my-bonus = 🏅 Your bonus: { $values }
receipt-sale = { $bonus ->
    [0] 🧾 Sold { $cards }: { $tokens } = 💰{ $total }
   *[other] 🧾 Sold { $cards }: { $tokens }+🏅{ $bonus } = 💰{ $total }
}
receipt-sale-no-tokens = { $bonus ->
    [0] 🧾 Sold { $cards }: no tokens left = 💰0
   *[other] 🧾 Sold { $cards }: no tokens left
        🏅{ $bonus } = 💰{ $total }
}
receipt-take = 🧾 Took { $cards }: hand { $hand }/7.
receipt-camels = 🧾 Took { $count } 🐪: herd { $herd }.
receipt-exchange =
    🧾 Exchanged · ✋{ $hand }/7
    { $given } → { $taken }
board-rupees = 💰 Rupees: you { $mine } · opponent { $theirs }
board-bonus = { $count ->
    [one] 🎫 Opponent: { $count } hidden bonus token
   *[other] 🎫 Opponent: { $count } hidden bonus tokens
}
board-your-turn = 👉 Your turn.
board-ai-turn = ⏳ Your opponent is thinking…
board-round-over = 🏁 The round is over.
board-game-over = 🏁 The game is over.

## The Telegram command menu and errors.

cmd-new = New game
cmd-board = Show the board
cmd-hint = Suggest a move
cmd-why = Why the opponent played that
cmd-rules = The rules
cmd-level = Level of the next games
cmd-language = Language
cmd-mode = How much the tutor explains
cmd-stats = Your results and rating
cmd-resign = Give up this game
cmd-help = Help
error-apology = 😔 Sorry, something went wrong on my side. Your game is untouched; try again.

## lessons

lesson-menu-title = 🎓 Lessons: one idea each, about a minute.
lesson-menu-done = ✅ { $n }. { $title }
lesson-menu-todo = ▫️ { $n }. { $title }
lesson-try-again = ↩️ Try again.
lesson-passed = ✅ Lesson passed!
lesson-all-done = 🎉 You passed every lesson. Ready for your first game?
lesson-missed-off-task = That move is legal, but it isn't this lesson's task.

lesson-market-title = The market and taking one good
lesson-market-intro-1 = 🏪 The market shows 5 cards, face up for both traders.
lesson-market-intro-2 = 🛒 On your turn you may take one good from it. The deck fills the gap.
lesson-market-intro-3 = ✋ At the end of your turn you may hold 7 cards at most.
lesson-market-task = 👉 Take the most valuable good in the market.
lesson-market-right = 💎 Good choice: diamonds have the richest tokens. A lone one can't be sold, though: it waits for a second diamond.
    ✋ Hand: { $hand }/7, the limit. Next turn you can't take a single good: sell, make an exchange, or take the camels.{ $refill ->
        [same] {""}
            📦 The deck filled the gap with another 💎 diamond, so the market looks unchanged: only the deck has one card fewer.
       *[other] {""}
    }
lesson-market-missed = Legal, but the 💎 diamond is worth more. Its top token: { $top }.

lesson-camels-title = Camels
lesson-camels-intro-1 = 🐪 Camels are taken all together: every camel in the market, never just some.
lesson-camels-intro-2 = They go to your herd, not your hand, so they don't count towards the 7.
lesson-camels-task = 👉 Your hand is full. Take the camels.
lesson-camels-right = { $camels } joined your herd. Herd: { $herd }.
    ✋ Hand: still { $hand }/7. The herd doesn't count.

lesson-exchange-title = The exchange
lesson-exchange-intro-1 = 🔄 To take several goods at once, give back as many cards: goods from your hand or camels from your herd.
lesson-exchange-intro-2 = It is always at least 2 for 2: one for one is not allowed.
lesson-exchange-intro-3 = And the same good never goes both ways.
lesson-exchange-task = 👉 Take both 🥇 gold cards in one move.
lesson-exchange-right = 🔄 Taken: { $taken }. Given back: { $given }.
    { $camels ->
        [0] Both gold cards are yours in a single turn.
        [one] Both gold cards are yours, one paid for with a camel from your herd: your hand grows by 1 card.
       *[other] Both gold cards are yours, paid for with { $camels } camels from your herd: your hand grows by { $camels } cards.
    }
lesson-exchange-missed-one = One gold card is fine, but the other stays in the market for your opponent. An exchange takes both.
lesson-exchange-missed-other = You took { $taken }. The task: both 🥇 gold cards.

lesson-selling-title = Selling
lesson-selling-intro-1 = 💰 Instead of taking, you may sell: as many cards as you like, all of one good.
lesson-selling-intro-2 = 🪙 Each card earns a token from the top of that good's pile. The best ones go first.
lesson-selling-task = 👉 Sell the pair that brings the most rupees.
lesson-selling-right = 🪙 Sold: { $cards }. Tokens: { $tokens } = { $total }.
    The cloth pile had the best tokens on top.
lesson-selling-missed = Legal, but that sale would bring { $total }, and the two 🧵 cloth { $best }: compare the tops of the piles.

lesson-precious-title = Precious goods
lesson-precious-intro-1 = 💎🥇🥈 Diamonds, gold and silver are the precious goods.
lesson-precious-intro-2 = They sell at least 2 at a time, never one on its own.
lesson-precious-task = 👉 Sell precious goods.
lesson-precious-right = 💰 Sold: { $cards }. Tokens: { $tokens } = { $total }.
    💎 Your lone diamond must wait for a second one.
lesson-precious-missed = That sale is legal, but those aren't precious goods.

lesson-bonus-title = Bonus tokens
lesson-bonus-intro-1 = 🏅 Selling 3 cards or more at once also earns a bonus token.
lesson-bonus-intro-2 = 3 cards: 1–3 rupees · 4 cards: 4–6 · 5 or more: 8–10.
lesson-bonus-intro-3 = 🤫 Your opponent learns its value only when the round is scored.
lesson-bonus-task = 👉 Sell your 👜 leather for the biggest bonus.
lesson-bonus-right = 🏅 Goods tokens: { $goods }. Bonus: { $bonus }. Total: { $total }.
lesson-bonus-missed-none = Legal, but selling { $cards } would earn no bonus: that takes 3 cards or more.
lesson-bonus-missed-small = Legal, but selling { $cards } would draw its bonus from the { $low }–{ $high } pile. Selling all five would draw it from the 8–10 pile.

lesson-round-end-title = End of a round and the Seal
lesson-round-end-intro-1 = 🏁 A round ends at once when 3 piles of goods tokens are empty, or when the deck can't refill the market.
lesson-round-end-intro-2 = 🐪 Then the bigger herd earns the camel token: 5 rupees.
lesson-round-end-intro-3 = 🏆 Whoever has more rupees wins a Seal of Excellence. A tie? More bonus tokens win, then more goods tokens.
lesson-round-end-task = 👉 💎 and 🥇 are sold out. End the round now and win the Seal.
lesson-round-end-right = 🐪 Herds: { $herd } against { $their_herd }, so the camel token is yours: its 5 rupees bring you level, and then your bonus tokens break the tie.
lesson-round-end-missed = The round goes on. Look for a pile with a single token: selling that good empties it.

lesson-race-title = Strategy: sell before your opponent
lesson-race-intro-1 = 🌶️ You watched your opponent take 4 spice.
lesson-race-intro-2 = Whoever sells first gets the top tokens. Waiting for a bigger bonus can cost more than it brings.
lesson-race-task = 👉 Sell now, or wait for a fourth spice? Your move.
lesson-race-right = 🌶️ Sold: { $cards }. Tokens: { $tokens } + bonus { $bonus } = { $total }.
    Their 4 spice will get only the low tokens.
lesson-race-missed = If you wait, they sell their 4 spice first. Your 3 would then get tokens worth only { $later }.
lesson-race-missed-small = Two spice earn no bonus. Sell all three.

lesson-leftovers-title = Strategy: what your exchange leaves behind
lesson-leftovers-intro-1 = 🔄 What you give back in an exchange stays in the market, for your opponent.
lesson-leftovers-intro-2 = 🌶️ They hold 3 spice: you watched them collect it.
lesson-leftovers-task = 👉 Take both 💎 diamonds. Choose well what you give back.
lesson-leftovers-right = 💎 Both diamonds are yours. Given back: { $given }. Nothing your opponent needs.
lesson-leftovers-missed-spice = Your spice would wait in the market for them. With { $spice } they'd win the biggest bonus.
lesson-leftovers-missed-one = One diamond is fine, but the other stays for your opponent.

lesson-first-game-title = Your first game
lesson-first-game-intro = 🎲 I'll guide your first turns, and your opponent's moves are scripted too. After that, you play on alone.
lesson-first-game-step-1 = 👉 You hold 2 spice. Take the 🌶️ spice from the market: three of a kind will earn a bonus.
lesson-first-game-step-1-right = ✅ Taken: { $cards }.
lesson-first-game-step-1-missed = { $took ->
    [lone-diamond] 💎 The diamond has the richest tokens, but a lone one can't be sold until you hold a second. The plan is the 🌶️ spice: with it you hold three of a kind. Here is what it does:
   *[other] Let's follow the plan: take the 🌶️ spice. Here is what it does:
}
lesson-first-game-step-2 = 👉 Three camels wait in the market. Take them: they'll pay for an exchange.
lesson-first-game-step-2-right = { $camels } joined your herd.
lesson-first-game-step-2-missed = Let's follow the plan: take the 🐪 camels. Here is what they do:
lesson-first-game-step-3 = 👉 Two 🧵 cloth are in the market. Exchange: take both, give back 2 camels.
lesson-first-game-step-3-right = 🔄 Taken: { $taken }.
lesson-first-game-step-3-missed = Let's follow the plan: take both 🧵 cloth, give back 2 🐪 camels. Here is what it does:
lesson-first-game-step-4 = 👉 ✋ 7 cards: taking one more good would make 8. Make room: sell 3 of a kind for a bonus.
lesson-first-game-step-4-right = 🏅 Sold: { $cards }. Tokens: { $tokens }, bonus { $bonus }. Total: { $total }.
lesson-first-game-step-4-missed = Sell 3 cards of one good: your 🌶️ spice or your 🧵 cloth. Selling the spice, for example:
lesson-first-game-handover = 🎓 You know every kind of move now. Play on alone against level 1. 💡 /hint is there if you need it.
lesson-first-game-over = 🎓 That was your guided first game. I chose its first moves, so /review and /stats leave it out; every match from now on counts. 🔁 Rematch plays level 1 again, and /new lets you choose a level.

## learn

learn-button = 🎓 Lessons
learn-first-game-button = 🎲 Guided first game
learn-next-button = ▶️ Next lesson
learn-menu-button = 🎓 All lessons
learn-start-button = ▶️ Start lesson { $n }
learn-newcomer = 👋 New to Jaipur? Short lessons teach you the game one idea at a time, with the same buttons as a real match.
learn-header = 🎓 Lesson { $n }/{ $count }
learn-hint = 💡 For instance: { $move }.
learn-why-step = 🎓 This step: { $task }
learn-first-game-step = 🎓 Guided turn { $step } of { $steps }
cmd-learn = Lessons and a guided first game

account-you = 🧾 You
account-opponent = 🧾 Opponent
account-goods = { $good }: { $tokens }
account-no-goods = 🪙 No goods sold
account-bonus = 🏅 Bonus tokens: { $tokens }
account-camel = 🐪 Camel token: 5
account-no-camel = 🐪 No camel token
account-total = 💰 Total: { $total }
account-seal-rupees = { $who ->
    [you] 🏆 More rupees, { $mine } to { $theirs }: the Seal of Excellence is yours.
    [opponent] 🏆 The opponent has more rupees, { $theirs } to { $mine }, and takes the Seal of Excellence.
   *[none] Nobody takes a Seal this round.
}
account-seal-tiebreak =
    ⚖️ Tied at { $rupees } each. { $by ->
        [bonus] Bonus tokens decide: { $bonus_mine } to { $bonus_theirs }.
        [goods] Bonus tokens are tied too ({ $bonus_mine } each), so goods tokens decide: { $goods_mine } to { $goods_theirs }.
       *[none] Bonus tokens are tied too ({ $bonus_mine } each), and so are goods tokens ({ $goods_mine } each).
    }
    { $who ->
        [you] 🏆 The Seal of Excellence is yours.
        [opponent] 🏆 The opponent takes the Seal of Excellence.
       *[none] Nobody takes a Seal this round.
    }
account-match-round = Round { $round }: { $mine }–{ $theirs } · { $who ->
    [you] 🏆 you
    [opponent] 🏆 opponent
   *[none] no Seal
}

## review

cmd-review = Review your last match
btn-review = 🔍 Review the match
btn-review-moments = 🔎 Key moments
btn-review-prev = ◀️ Previous
btn-review-next = Next ▶️
btn-review-try = 🎯 Try it yourself
btn-review-analyse = 🔍 Best moves
btn-review-summary = 📋 Summary
btn-review-back = ↩️ Back to the moment
btn-review-answer = 💡 Show the better move
review-none = There is no finished match to review yet. Play one, then come back with /review.
review-not-this-kind = Only your own matches against the AI are reviewed: not the guided first game, lessons or games with friends. Start one with /new, then come back with /review.
review-progress = ⏳ Reviewing round { $round } of { $rounds }…
review-title = 📋 Review of your match against { $level }
review-round = 📊 Round { $round }: accuracy { $accuracy }% ({ $good } of { $turns } { $turns ->
        [one] turn
       *[other] turns
    }), biggest swing: { $swing }.
    { $well }
review-well-big-sale = 👍 { $cards } sold at once: a sale of five cards or more earns the biggest bonus tokens.
review-well-accurate = { $turns ->
    [one] 👍 Your one turn did not fall clearly behind the best move.
   *[other] 👍 None of your { $turns } turns fell clearly behind the best move.
}
review-well-camels = 👍 Your herd was the bigger one: the camel token was yours.
review-well-bonus-sale = 👍 Sales of three cards or more earned you { $count ->
        [one] a bonus token: { $sum }.
       *[other] { $count } bonus tokens: { $sum }.
    }
review-well-precious = 👍 Precious goods cashed in: { $sum }.
review-well-round-won = 👍 You won the round, { $mine } to { $theirs }, and its Seal of Excellence.
review-well-steady = 🧭 You played { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } this round; the biggest swing above shows where to look next time.
review-moments = 🔎 { $count ->
        [one] One key moment: the turn where you gave up the most.
       *[other] { $count } key moments: the turns where you gave up the most.
    }
review-clean = ✨ No key moments, so no puzzles from this match: none of your { $turns } turns fell clearly behind the best move while the round's Seal of Excellence was still in play.
review-too-short = { $turns ->
    [0] 🤷 Nothing to review: you made no move in this match. Play a whole match, then come back with /review.
    [one] 🤷 Nothing to review: you made just one move in this match. Play a whole match, then come back with /review.
   *[other] 🤷 Nothing to review: you made just { $turns } moves in this match. Play a whole match, then come back with /review.
}
review-moment-title = 🔎 Key moment { $index } of { $count } · round { $round }, your turn { $turn }
review-played = You chose to { $move }.
review-better = 👉 Better: { $move }, { $gain }. { $why }
review-try-prompt = 🎯 Your move: what would you play now? Use the buttons or type it.
review-try-best = ✅ That's the suggested move. Well found!
review-try-beats = ✅ Your move ({ $move }) is at least as good as the suggestion. Well found!
review-try-close = 👍 Your move ({ $move }) is about as good as the suggestion: the search can't tell them apart.
review-try-worse = ❌ Your move ({ $move }) falls short: the suggestion is { $gain }.
review-gain = worth about { rupees } more
review-gain-chance = taking the Seal more often: in { $seal }% of the rounds against { $other_seal }%

## friends
cmd-friend = Play a friend
friend-btn-invite = 👥 Play a friend
friend-btn-hidden = 🤝 A match (hands hidden)
friend-btn-open = 📖 A teaching game (hands open)
friend-btn-cancel = ❌ Cancel the invitation
friend-btn-share = 📤 Share the invitation
friend-btn-private = 💬 Play in a private chat
friend-btn-why = 🤔 Why that move?
friend-btn-resign = 🏳️ Resign
friend-btn-resign-yes = 🏳️ Yes, I resign
friend-choose = 👥 Invite a friend. Which game?
    🤝 A match: each of you sees only your own hand, as at a real table.
    📖 A teaching game: both hands are open and I explain every move to both of you. It doesn't count towards your results.
friend-pending = You already have an open invitation: { $link }
    A new one will replace it.
friend-kind-hidden = a match, hands hidden
friend-kind-open = a teaching game, hands open
friend-invite = ✉️ Your invitation is ready ({ $kind }). Send this link to your friend:
    { $link }
    It works once and expires in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }. The game starts as soon as your friend opens it.
friend-share = Let's play Jaipur! Open this link and our game begins.
friend-cancelled = ❌ Invitation cancelled: the link no longer works.
friend-cancel-gone = That invitation was already used or cancelled.
friend-group = 👥 In a game between friends each hand is secret, but in a group everyone would see the board. Open a private chat with me and I'll make an invitation you can send to your friend.
friend-busy = You're already playing a friend. Finish that game (or /resign) before you accept another invitation.
friend-invite-used = This invitation has already been used. Ask your friend for a new one.
friend-invite-expired = This invitation has expired. Ask your friend for a new one.
friend-invite-unknown = I don't know this invitation: it may have been cancelled. Ask your friend for a new one.
friend-invite-own = That's your own invitation: send it to a friend. 🙂
friend-inviter-busy = { $name } is in the middle of another game with a friend. Try again a little later.
friend-welcome = Welcome to the market of Jaipur, { $name }! { $friend } has invited you to a game. I'm tutor to you both, each in your own language.
friend-started = 🎲 The game begins: { $kind }. Each of you plays in a private chat with me, and I bring you every move.
friend-accepted = 🎉 { $name } accepted your invitation: { $kind }. You start!
friend-board-header = 🃏 Round { $round } · 🏆 { $mine }–{ $theirs } · vs { $name }
friend-board-opponent = { $count ->
    [one] 👤 { $name }: { $count } card · 🐪 { $camels }
   *[other] 👤 { $name }: { $count } cards · 🐪 { $camels }
}
friend-board-open-hand = 🔓 Their hand: { $cards }
friend-board-rupees = 💰 Rupees: you { $mine } · { $name } { $theirs }
friend-board-rupees-open = 💰 All rupees: you { $mine } · { $name } { $theirs }
friend-board-their-turn = ⏳ Waiting for { $name } to play.
friend-your-move = ✔️ Your move: { $move }.
friend-move = 🎲 { $name }: { $move }.
friend-explain = 🎓 Why: { $why }
friend-why = 🤔 { $name }: { $move }. How I read it: { $why }
friend-why-nothing = Your opponent hasn't moved yet.
friend-resign-confirm = Resign this game? Your opponent will win it.
friend-resigned = 🏳️ You resigned. { $name } wins the game.
friend-opponent-resigned = 🏳️ { $name } resigned: you win the game! 🎉
friend-abandoned = ⌛ Nobody moved in your game with { $name } for { $days ->
    [one] { $days } day
   *[other] { $days } days
}, so I closed it as abandoned. It doesn't count towards your results.
friend-reminder = ⏰ { $name } is waiting for your move in your Jaipur game.
friend-stats-title = 👥 Against friends
friend-stats-line = { $name }: won { $won }, lost { $lost }
friend-name-prompt = Player { $number }, what's your name?
friend-pass = 🔁 Pass the screen to { $name }. { $name }, press Enter when you have the screen.
friend-local-choose = Which game will you play?
friend-local-start = 🎲 You and { $name } play at this screen: { $kind }. { $open ->
    [yes] Both hands are on the table: each of you sees the other's cards too, so nobody needs to look away.
   *[no] Each hand is shown only to its owner, so look away when the screen is passed.
}

## robust
resign-confirm = 🏳️ Resign this match? The AI wins it, and your stats count it as lost.
resign-confirm-uncounted = 🏳️ Resign this game? The AI wins it; it doesn't count in your stats.
btn-resign-yes = 🏳️ Yes, resign
btn-resign-no = ↩️ No, keep playing

## Facts about a move (tutorbot/tutor/facts.py): each sentence is shown only
## when its fact holds, with the fact's numbers. $side: "hint" (advice to the
## player) or "why" (the AI about its own move).
rupees-range = { $low }–{ $high } rupees
fact-only-move = It's the only legal move.
fact-ends-round = { $by ->
    [deck] It ends the round: the deck can't refill the market.
   *[tokens] It ends the round: a third pile of goods tokens runs out.
}
fact-race-sure-win = { $end ->
    [reply] If your opponent ends the round next turn, you still take the Seal, whatever their hidden bonus tokens: { $mine } against { $theirs }.
   *[move] You take the round's Seal, whatever their hidden bonus tokens: { $mine } against { $theirs }.
}
fact-race-likely-win = { $end ->
    [reply] If your opponent ends the round next turn, you take the Seal in { $percent }% of the cases their hidden bonus tokens allow: { $mine } against { $theirs }.
   *[move] You take the round's Seal in { $percent }% of the cases their hidden bonus tokens allow: { $mine } against { $theirs }.
}
fact-race-likely-loss = { $end ->
    [reply] If your opponent ends the round next turn, you lose the Seal in { $percent }% of the cases their hidden bonus tokens allow: { $mine } against { $theirs }.
   *[move] You lose the round's Seal in { $percent }% of the cases their hidden bonus tokens allow: { $mine } against { $theirs }.
}
fact-race-sure-loss = { $end ->
    [reply] If your opponent ends the round next turn, you lose the Seal, whatever their hidden bonus tokens: { $mine } against { $theirs }.
   *[move] You lose the round's Seal, whatever their hidden bonus tokens: { $mine } against { $theirs }.
}
fact-sale-tokens = { $token_count ->
    [1] The { $good } token brings { $sum }.
   *[other] The { $good } tokens bring { $sum }.
}
fact-sale-beyond-pile = { $left ->
    [0] No { $good } tokens are left: this sale earns no goods token.
    [one] Only 1 { $good } token is left: the other cards of the sale earn no goods token.
   *[other] Only { $left } { $good } tokens are left: the other cards of the sale earn no goods token.
}
fact-sale-bonus = A bonus token comes on top, worth { $range } (drawn at random).
fact-sale-no-bonus = The bonus tokens for { $size ->
    [5] five or more cards
   *[other] { $size } cards
} have run out: this sale earns none.
fact-take-set = { $side ->
    [done] { $bonus ->
        [yes] You hold { $held } { $good }: sold at the tokens now on top, they bring { $sum }, plus a bonus token.
       *[no] You hold { $held } { $good }: sold at the tokens now on top, they bring { $sum }.
    }
   *[other] { $bonus ->
        [yes] You would hold { $held } { $good }: sold now, they would bring { $sum }, plus a bonus token.
       *[no] You would hold { $held } { $good }: sold now, they would bring { $sum }.
    }
}
fact-take-pile = { $left ->
    [one] The { $good } pile has 1 token left: { $next }.
   *[other] The { $good } pile has { $left } tokens left, the next ones are { $next }.
}
fact-exchange-worth = By the next tokens of their piles, the goods taken are worth { $taken } and { $given_goods ->
    [1] the one given { $given }.
   *[other] the goods given { $given }.
}
fact-hand-grows = { $side ->
    [why] My hand grows from { $before } to { $after } cards: { $camels ->
        [one] a camel pays for a good.
       *[other] { $camels } camels pay for goods.
    }
    [done] Your hand grew from { $before } to { $after } cards: { $camels ->
        [one] a camel paid for a good.
       *[other] { $camels } camels paid for goods.
    }
   *[hint] Your hand grows from { $before } to { $after } cards: { $camels ->
        [one] a camel pays for a good.
       *[other] { $camels } camels pay for goods.
    }
}
fact-hand-full = { $side ->
    [why] My hand will be full ({ $size } cards): next turn I can't take a single good.
    [done] Your hand is full ({ $size } cards): next turn you can't take a single good.
   *[hint] Your hand will be full ({ $size } cards): next turn you can't take a single good.
}
fact-camels-lead = { $side ->
    [why] Herds: { $mine } 🐪 against { $theirs }; the 5-rupee camel token would be mine if the round ended now.
   *[hint] Herds: { $mine } 🐪 against { $theirs }; the 5-rupee camel token would be yours if the round ended now.
}
fact-camels-tie = Herds level at { $mine } 🐪 each: if the round ended now, no one would get the camel token.
fact-camels-behind = { $side ->
    [why] Herds: { $mine } 🐪 against { $theirs }; the camel token would go to you if the round ended now.
   *[hint] Herds: { $mine } 🐪 against { $theirs }; the camel token would go to your opponent if the round ended now.
}
fact-leaves-market = { $side ->
    [why] It leaves { $cards } in the market for you, worth { $worth } by { $count ->
        [one] the next token
       *[other] the next tokens
    }.
   *[hint] It leaves { $cards } in the market for your opponent, worth { $worth } by { $count ->
        [one] the next token
       *[other] the next tokens
    }.
}
fact-opp-best-take = { $side ->
    [why] You can take { $good } from the market it leaves: with the { $known } { $good } you were seen taking, that makes { $held } to sell, { $sum } by the pile's tokens as they stand.
   *[hint] Your opponent can take { $good } from the market it leaves: with the { $known } { $good } they were seen taking, that makes { $held } to sell, { $sum } by the pile's tokens as they stand.
}
fact-draws = { $count ->
    [one] It brings 1 new card from the deck into the market
   *[other] It brings { $count } new cards from the deck into the market
} ({ $deck } left in the deck).
fact-opp-can-end = { $side ->
    [why] After it you can end the round on your turn ({ $deck ->
        [one] 1 card
       *[other] { $deck } cards
    } left in the deck).
   *[hint] After it your opponent can end the round on their turn ({ $deck ->
        [one] 1 card
       *[other] { $deck } cards
    } left in the deck).
}
fact-verdict-best = The search rates it best: it takes the Seal in { $seal }% of the played-out rounds, with { $margin } of average margin (next best, { $other }: { $other_seal }%, { $other_margin }).
fact-verdict-behind = The search rates { $other } higher: the Seal in { $other_seal }% of the played-out rounds against { $seal }%, an average margin of { $other_margin } against { $margin }.
fact-verdict-gain = Played out by the search from here, this move takes the Seal in { $seal }% of the rounds with an average margin of { $margin }; { $other }: { $other_seal }%, { $other_margin }.
fact-verdict-mine = { $best ->
    [yes] Played out from what I could see then, it's my best move: the Seal in { $seal }% of the rounds, average margin { $margin } (next best: { $other_seal }%, { $other_margin }).
   *[no] Played out from what I could see then, another move does better: the Seal in { $other_seal }% against { $seal }%, average margin { $other_margin } against { $margin }. This time my level's search didn't pick it.
}
cmd-analyse = The three best moves, with their facts
analyse-title = 🔍 The search's three best moves here ({ $worlds } rounds played out for each):
analyse-move = { $rank }. { $move }: the Seal in { $seal }%, average margin { $margin }.
analyse-hidden = 🔍 No analysis in a match against a person with hidden hands: it would play for you. It is there against the AI, in the review and in teaching games with open hands.
## Fairness: a chat that asks faster than it is answered
busy-one-moment = ⏳ One moment: I'm still answering your earlier messages.
explain-budget-spent = ⏳ That's a lot of explanations in a short time. Ask again in { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    }.
abandon-confirm = A game is in progress. Abandon it and start a new one? It counts as a lost game in your stats.
abandon-uncounted-confirm = A game is in progress. Leave it and start a new one? It won't count as a lost game in your stats.
btn-abandon-yes = 🏳️ Yes, abandon it
btn-leave-yes = 🚪 Yes, leave it
console-saved = 💾 Your game is saved. To pick it up where you left it, run: { $command }
console-help = In the terminal, type a button's number, a move or a command. /quit or Ctrl-D leaves, and your game is kept.
console-friend = 👥 To play a friend at this screen, leave with /quit (your game is kept) and run: tutorbot play --friend. You take turns, and the screen is cleared each time it passes.
console-error = 😔 Sorry, something went wrong on my side. Your game is kept, so carry on or try something else. The details, for a bug report, are in: { $log }
console-crashed = 😔 Sorry, something went wrong on my side and I have to stop. Your games are kept. The details, for a bug report, are in: { $log }
    To pick up where you left off, run: { $command }

## Puzzles (issue 33)
cmd-puzzle = Practise puzzles from your games
btn-puzzle-practise = 🧩 Practise these moments
btn-puzzle-builtin = 🧩 Starter puzzles
btn-puzzle-next = 🧩 Next puzzle
btn-puzzle-retry = 🔁 Try again
btn-puzzle-solution = 👁 Show the solution
puzzle-difficulty-1 = easy
puzzle-difficulty-2 = medium
puzzle-difficulty-3 = hard
puzzle-title-game = 🧩 Puzzle from your match against { $level } · round { $round }, your turn { $turn } · { $difficulty }
puzzle-title-builtin = 🧩 Starter puzzle { $number } of { $count } · { $difficulty }
puzzle-question-game = In the match you chose to { $move }. Find a better move.
puzzle-question-builtin = The search rates one move here above every other. Find it.
puzzle-opp-known = 🔎 Known from earlier in the match: your opponent holds { $cards }.
puzzle-solved = ✅ Solved: your move ({ $move }) is the search's best move here.
puzzle-solved-close = ✅ Solved: your move ({ $move }) is as good as the search's best ({ $best }).
puzzle-solved-retry = ✅ Right: your move ({ $move }) is the search's best move here. A retry changes neither your puzzle rating nor when this puzzle comes back.
puzzle-solved-close-retry = ✅ Right: your move ({ $move }) is as good as the search's best ({ $best }). A retry changes neither your puzzle rating nor when this puzzle comes back.
puzzle-failed = ❌ Not this time: your move ({ $move }) falls short; the best move is { $gain }.
puzzle-failed-numbers = Played out by the search from here, your move takes the Seal in { $other_seal }% of the rounds with an average margin of { $other_margin }; the best move: { $seal }%, { $margin }.
puzzle-best = 👉 Best: { $move }. { $why }
puzzle-answered-elsewhere = ℹ️ You had already answered this puzzle on another device: that answer is the one that counts.
puzzle-retry = 🔁 Another try. Only your first answer counts, for your puzzle rating and for when this puzzle comes back.
puzzle-retry-uncounted = ℹ️ A retry, not counted: your first answer set your puzzle rating and when this puzzle comes back.
puzzle-comes-back = 📅 This puzzle comes back { $when }.
puzzle-in-minutes = in { $count ->
        [one] one minute
       *[other] { $count } minutes
    }
puzzle-in-hours = in { $count ->
        [one] one hour
       *[other] { $count } hours
    }
puzzle-in-days = in { $count ->
        [one] one day
       *[other] { $count } days
    }
puzzle-made = 🧩 { $count ->
        [one] One new puzzle
       *[other] { $count } new puzzles
    } { $matches ->
        [1] from your last match.
       *[other] from your last { $matches } matches.
    }
puzzle-none-yet = 🧩 No puzzles from your games yet: after each match against the AI, the moves that cost you most become puzzles. Meanwhile, try the starter puzzles.
puzzle-none-due = 🧩 No puzzle is due now: the next one comes back { $when }.

fact-verdict-best-close = This move and the one to { $other } are about as good: the Seal in { $seal }% of the played-out rounds and { $margin } of average margin, against { $other_seal }% and { $other_margin }; the difference is within the search's noise.
fact-verdict-behind-close = This move and the one to { $other } are about as good: the Seal in { $seal }% of the played-out rounds and { $margin } of average margin, against { $other_seal }% and { $other_margin }; the difference is within the search's noise.
fact-verdict-mine-close = Played out from what I could see then, my move and another one are about as good: the Seal in { $seal }% of the rounds against { $other_seal }%, average margin { $margin } against { $other_margin }; the difference is within the search's noise.
analyse-close = { $count ->
    [one] The second move is about as good as the first: their difference is within the search's noise.
   *[other] The next two moves are about as good as the first: their differences are within the search's noise.
}
verdict-explained = ℹ️ How to read these numbers: from what you can see, the search deals the hidden cards many different ways and plays the round to its end after each move. “The Seal in { $seal }%” means that in { $seal } of every 100 of those rounds, whoever played that move took the Seal of Excellence; the average margin is how many rupees ahead (or behind) they ended the round, camel token included. A move is called better only when the difference is larger than chance alone could make it.
review-swing-none = none (no move fell clearly behind the best)
review-swing-decided = { $swing }, once the Seal was already decided
review-swing-chance = the best move took the Seal in { $seal }% of the rounds, yours in { $other_seal }%