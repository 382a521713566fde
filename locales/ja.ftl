# tutorbot — 日本語。

## カード

good-diamond = ダイヤモンド
good-gold = 金
good-silver = 銀
good-cloth = 織物
good-spice = 香辛料
good-leather = なめし革
good-camel = ラクダ

card-label-diamond = ダイヤモンド
card-label-gold = 金
card-label-silver = 銀
card-label-cloth = 織物
card-label-spice = 香辛料
card-label-leather = なめし革
card-label-camel = ラクダ

cards-diamond = ダイヤモンド{ $count }枚
    .acc = { cards-diamond }
cards-gold = 金{ $count }枚
    .acc = { cards-gold }
cards-silver = 銀{ $count }枚
    .acc = { cards-silver }
cards-cloth = 織物{ $count }枚
    .acc = { cards-cloth }
cards-spice = 香辛料{ $count }枚
    .acc = { cards-spice }
cards-leather = なめし革{ $count }枚
    .acc = { cards-leather }
cards-camel = ラクダ{ $count }枚
    .acc = { cards-camel }
rupees = { $count }ルピー
    .acc = { rupees }
list-separator = 、
list-last-separator = 、
nothing = なし

## 手

move-take = { $cards }を取る
move-camels = { $count ->
    [1] 市場のラクダ1枚を取る
    [2] 市場のラクダを2枚とも取る
   *[other] 市場のラクダを全部（{ $count }枚）取る
}
move-exchange = { $given }と引き換えに{ $taken }を取る
move-sell = { $cards }を売る

## ルール

rule-setup-market = 市場はラクダ3枚と山札からの2枚で始まります。
    .long = 各ラウンドの市場は表向きの5枚で始まります。ラクダ3枚に、山札からめくった2枚を加えます（この2枚がラクダのこともあります）。
rule-setup-deal = 各商人に5枚ずつ配り、その中のラクダはすぐにラクダの群れへ移します。
    .long = 2人に5枚ずつ配ります。ラクダは手札に残さず、持ち主の前に表向きに置いてラクダの群れにします。
rule-turn-take-or-sell = 手番では、カードを取るか売るかのどちらか一方だけです。
    .long = 1回の手番でできるのは1つの行動だけです。市場から取ることと手札から売ることは、別々の手番になります。
rule-take-goods-or-camels = 取るときは商品かラクダのどちらか一方で、混ぜて取ることはできません。
    .long = 取る手番では、商品（1枚、または交換で複数枚）かラクダのどちらかを取ります。ラクダと商品を一緒に取ることはできません。
rule-take-single = 市場から商品を1枚取れます。空いた場所は山札から補充します。
    .long = 商品を1枚取るのがいちばん簡単な手です。そのカードは手札に入り、山札のいちばん上のカードが市場の空きを埋めます。
rule-take-camels-all = ラクダを取るなら、市場のラクダを全部取ります。
    .long = ラクダはまとめて取ります。市場のラクダはすべて自分の群れに加わり、空いた場所は山札から補充します。一部だけ取ることはできません。
rule-exchange-same-number = 交換では、取った枚数と同じ枚数を市場に戻します。
    .long = 複数の商品を取るときは、同じ枚数を市場に戻します。手札の商品でも、群れのラクダでも、その組み合わせでもかまいません。
rule-exchange-minimum-two = 交換では、取るカードも戻すカードも必ず2枚以上です。
    .long = 1枚と1枚の交換はできません。商品が1枚だけ欲しいなら、そのまま1枚取りましょう。交換は2枚対2枚からです。
rule-exchange-same-type = 1回の交換で、同じ種類の商品を取りつつ戻すことはできません。
    .long = 交換では、同じ種類の商品を「取るカード」と「戻すカード」の両方に入れることはできません。
rule-hand-limit-seven = 手番の終わりに手札が7枚を超えてはいけません。
    .long = 手番の終わりに持てる手札は最大7枚です。商品を取るときも、交換でラクダを出すときも、この上限を超えないようにします。
rule-hand-camels-not-counted = 群れのラクダは手札7枚の上限に数えません。
    .long = 上限があるのは手札だけです。ラクダの群れはいくら大きくなってもかまいません。
rule-sell-one-type = 売るときは、1種類の商品を好きな枚数だけ売ります。
    .long = 売る枚数は多くても少なくてもかまいませんが、すべて同じ種類の商品でなければなりません。ラクダは商品ではないので売れません。
rule-sell-precious-minimum = ダイヤモンド・金・銀は2枚以上まとめてでないと売れません。
    .long = 高級品の3種類は、2枚以上まとめてでないと売れません。その商品のトークンが残り1枚でも同じです。
rule-sell-tokens-top-first = 商品トークンは山の上から、高いものから順に取ります。
    .long = 売ったカード1枚につき、その種類の商品トークンを山の上から1枚取ります。早く売るほど高い値が付きます。
rule-sell-bonus = 3枚、4枚、5枚以上をまとめて売るとボーナストークンがもらえます。
    .long = 3枚売るとボーナスは1〜3ルピー、4枚なら4〜6ルピー、5枚以上なら8〜10ルピーです。その値はラウンドの得点計算まで相手には分かりません。
rule-sell-tokens-short = 山のトークンが足りなくても、ボーナスは売った枚数どおりにもらえます。
    .long = 残りの商品トークンが売る枚数より少ないときは、残っている分だけ取ります。ボーナストークンは売ったカード全部の枚数で決まります。
rule-round-end-tokens = 商品トークンの山が3つ空になったら、ラウンドはすぐに終わります。
    .long = 3種類の商品のトークンがなくなった瞬間にラウンドは止まり、得点計算に入ります。
rule-round-end-deck = 山札で市場を補充できなくなったら、ラウンドはすぐに終わります。
    .long = 市場にカードを補充しようとして山札が尽きたら、その場でラウンドは止まり、得点計算に入ります。
rule-score-camel-token = ラクダの群れが大きいほうが5ルピーのラクダトークンをもらいます。同数ならどちらももらえません。
    .long = ラウンドの終わりに群れを比べ、大きいほうが5ルピーのラクダトークンをもらいます。同じ数なら、ラクダトークンは誰のものにもなりません。
rule-score-seal = ルピーの多いほうが大法官の印を得ます。同点ならボーナストークンの枚数、次に商品トークンの枚数で決めます。
    .long = トークンを合計し、ルピーの多いほうがラウンドに勝って大法官の印を得ます。同点ならボーナストークンの多いほう、それも同じなら商品トークンの多いほうが勝ちです。
rule-match-next-round = ラウンドに負けた人が次のラウンドの最初の手番です。
    .long = 得点計算のあとカードを混ぜて配り直し、負けた人から次のラウンドを始めます。
rule-match-two-seals = 先に大法官の印を2枚集めた商人がゲームに勝ちます。
    .long = 1ラウンドで渡される大法官の印は多くても1枚で、先に2枚集めた人がゲームに勝ちます。たいていは2〜3ラウンドで決着します。

## 反則の説明

refusal-title = ✋ その手はルール上できません。
refusal-exchange-minimum-two = { $taken }を取って{ $given }を戻そうとしました。これでは1枚対1枚の交換です。
refusal-sell-precious-minimum = { $held ->
    [1] 手札には{ $cards }しかありません。高級品は1枚だけでは売れません。
   *[other] 手札には{ $cards }があります。2枚以上まとめて売りましょう。
}
refusal-hand-limit-seven = この手だと手札が{ $after }枚になります。
refusal-not-in-market = 取ろうとした{ $cards }は市場にありません。
refusal-not-held = 戻すための{ $cards }を持っていません。
refusal-sell-more-than-held = { $asked }を売ろうとしましたが、手札には{ $cards }しかありません。
refusal-sell-none-held = 手札に{ $emoji } { $good ->
    [diamond] ダイヤモンド
    [gold] 金
    [silver] 銀
    [cloth] 織物
    [spice] 香辛料
   *[leather] なめし革
}のカードがないので、売るものがありません。
refusal-sell-camels = ラクダは商品ではありません。群れに置いたままで、売ることはできません。
refusal-sell-mixed = { $goods }を一度に売ろうとしましたが、種類が違います。
refusal-take-several = { $count }枚を取ろうとしました。そのまま取れるのは商品1枚までで、複数枚取るには交換が必要です。
refusal-market-only = 取れるのは市場に表向きで並んでいるカードだけです。
refusal-no-camels = いま市場にラクダはいません。
refusal-one-camel = { $count ->
    [1] 🐪 ラクダは1枚ずつ選んで取ることはできません。「ラクダ」（または「ラクダを取る」）で市場のラクダをすべて取ります。いま市場にあるのはこの1枚だけです。
   *[other] 🐪 ラクダは1枚ずつ選んで取ることはできません。「ラクダ」（または「ラクダを取る」）で市場のラクダをすべて取ります。いまなら市場の{ $count }枚全部です。
}
refusal-round-over = このラウンドはもう終わっています。
refusal-alternative = 💡 代わりに、{ $move }こともできます。

## はじめての説明

note-first-exchange = 🔄 はじめての交換です！　複数の商品をまとめて取るときは、同じ枚数を市場に戻します。群れのラクダがここで役に立ちます。
note-first-big-sale = 🏅 { $count }枚まとめて売ったので、{ $bonus }のボーナストークンをもらいました。ラウンドが終わるまで、その値を知っているのはあなただけです。
note-first-camels = 🐪 ラクダは手札ではなく群れに入るので、手札7枚には数えません。多く持つほど、5ルピーのラクダトークンを取りやすくなります。
note-camel-token = 🐪 ラウンドの終わりには、群れの大きいほうが5ルピーのラクダトークンをもらいます。今回は{ $who ->
    [me] あなたです（🐪 { $mine }対{ $theirs }）。
   *[opponent] 相手です（🐪 { $theirs }対{ $mine }）。
}
note-tiebreak = ⚖️ ルピーが同点なら、ボーナストークンの多いほうが大法官の印を得ます。それも同じなら、商品トークンの多いほうです。

## ルールのページ

rules-header = 📖 ルール（{ $page }/{ $pages }ページ）：{ $title }
rules-title-1 = 目的と準備
rules-title-2 = 手番とカードの取り方
rules-title-3 = 交換と手札
rules-title-4 = 商品の売り方
rules-title-5 = ラウンドの終わりと得点計算

## ヒントとAIの手の理由

hint = 💡 おすすめ：{ $move }。{ $why }
why = 🤔 「{ $move }」を選びました。{ $why }

## まとめ

round-over = 🏁 第{ $round }ラウンドが終わりました：{ $by ->
    [tokens] 商品トークンの山が3つ空になりました。
   *[deck] 山札がなくなりました。
}
round-scores = あなた：{ $mine } · 相手：{ $theirs }
round-camel-token = { $who ->
    [you] 🐪 あなたの群れのほうが大きいので、あなたに+5ルピー。
    [opponent] 🐪 相手の群れのほうが大きいので、相手に+5ルピー。
   *[none] 🐪 群れは同じ大きさなので、ラクダトークンは誰にも渡りません。
}
round-tiebreak = { $by ->
    [bonus] ⚖️ ルピーが同点だったので、ボーナストークンの枚数で決まりました。
    [goods] ⚖️ ルピーもボーナストークンも同数だったので、商品トークンの枚数で決まりました。
   *[none] ⚖️ ルピーも、ボーナストークンも、商品トークンもすべて同数でした。
}
round-seal = { $who ->
    [you] 🏆 このラウンドはあなたの勝ちです！　大法官の印を獲得しました。
    [opponent] 🏆 相手がラウンドに勝ち、大法官の印を獲得しました。
   *[none] このラウンドでは、どちらも印を獲得しません。
}
round-seals = 印：あなた{ $mine }枚、相手{ $theirs }枚
match-won = 🎉 印{ $mine }枚対{ $theirs }枚で、ゲームはあなたの勝ちです！　マハラジャはあなたをお抱え商人に選びました。
match-lost = 印{ $theirs }枚対{ $mine }枚で、ゲームは相手の勝ちです。もう一度対戦しますか？

## レベル

level-novice = 見習い
    .gen = 見習い
level-apprentice = 駆け出し
    .gen = 駆け出し
level-trader = 商人
    .gen = 商人
level-merchant = 豪商
    .gen = 豪商
level-maharaja = マハラジャ
    .gen = マハラジャ
level-name = { $name }（レベル{ $level }）

## 会話

welcome = ジャイプルの市場へようこそ、{ $name }さん！　私があなたの先生で、対戦相手も務めます。
welcome-anonymous = ジャイプルの市場へようこそ！　私があなたの先生で、対戦相手も務めます。
how-to-play = 手番ごとに、市場からカードを取るか、手札のカードを売るかを選びます。上手に売って大法官の印を2枚集めれば、マハラジャのお抱え商人になれます。
help = コマンド：
    /new — 新しいゲーム（レベルを選ぶ）
    /learn — 短いレッスン（1回に1つのルール）
    /review — 直前のゲームの分かれ目を振り返る
    /puzzle — 自分のゲームから作った問題を、ちょうどよい間隔で解き直す
    /friend — 友だちと対戦する
    /board — 盤面をもう一度表示
    /hint — 次の手のおすすめ
    /why — 相手の直前の手の理由
    /analyse — 最善の3手とその根拠
    /rules — ルールを1ページずつ
    /level — 次からのゲームのレベル
    /language — 言語
    /mode — 先生の説明の量
    /stats — 成績とレーティング、次に挑戦するレベル
    /resign — 降参する
    手は自分の言葉で入力することもできます。例：「ダイヤを取る」「ラクダを全部取る」「ラクダ2枚で金と香辛料をもらう」「革を全部売る」
help-legend = 🔎 記号の意味：{ $cards }
    🪙「🧵3·3 ×6」：次の織物トークンは3、その次も3で、残りは6枚です。
    🏅 ボーナストークン · 💰 ルピー · 🏆 大法官の印 · ✋ 手札 · 📦 山札 · 🧾 その手で得たもの
choose-level = 対戦相手を選んでください：
choose-level-default = 次からのゲームのレベルを選んでください：
level-set = 次からのゲーム：{ $name }
choose-language = 言語を選んでください：
language-set = これから日本語で話します。
choose-mode = 先生はどのくらい説明しましょうか？
mode-full = 🎓 ルールと「はじめて」の説明
mode-hints = 💡 ルール上できない手を選んだときだけ
mode-off = 🤫 なるべく少なく
mode-set = 先生：{ $mode }
game-started = 🐪 { $level }との新しいゲームです。あなたからどうぞ！
no-game = 進行中のゲームはありません。
not-your-game = これは別のプレイヤーのゲームです。
old-board = ⌛ その盤面はもう古くなっています。何も変更していません。
stale-board = ⌛ その間にゲームが進みました。最新の盤面はこちらです。
parse-error = 入力された手を読み取れませんでした：{ $error }。ボタンを使うか、「ダイヤモンドを取る」のように入力してください。
parse-empty = 手が書かれていません
parse-unknown-action = { $suggestion ->
    [none] 「{ $word }」は手ではありません（手には「取る」「ラクダ」「交換」「売る」のどれかを使います）
   *[other] 「{ $word }」は手ではありません。「{ $suggestion }」のことでしょうか
}
parse-unknown-card = { $suggestion ->
    [none] 「{ $word }」はカードではありません（カードはダイヤモンド、金、銀、織物、香辛料、なめし革、ラクダの7種類です）
   *[other] 「{ $word }」はカードではありません。「{ $suggestion }」のことでしょうか
}
parse-no-cards = { $side ->
    [take] 取るカードが書かれていません
   *[give] 戻すカードが書かれていません
}
parse-bad-number = 「{ $word }」は使える枚数ではありません
parse-bare-number = 数字だけでは手になりません。ここにはその数字のボタンもありません
parse-sell-form = 売るときは枚数と商品1種類を書きます（例：「なめし革を3枚売る」）
parse-take-form = 取るときは商品を1種類書きます（例：「ダイヤモンドを取る」）。ラクダを全部取るときは「ラクダ」と書きます
parse-exchange-form = 交換では取るカードと戻すカードを書きます（例：「金と香辛料を取って、なめし革とラクダを戻す」）
parse-camels-form = 「ラクダ」だけで市場のラクダを全部取る手になるので、ほかには何も書きません
parse-join-form = 1回の手番でできるのは1つの手だけです。「と」でカードを並べることはできますが、取る手と売る手はつなげられません
parse-ambiguous = { $count ->
    [1] 🤔 この手のことですか？
   *[other] 🤔 書かれた内容に合う手が複数あります。どの手にしますか？
}
error-unavailable = ⚠️ いま記録にアクセスできません。少ししてからもう一度どうぞ。ゲームは無事です。
round-start = 🃏 第{ $round }ラウンド開始。{ $who ->
    [you] あなたからです。
   *[opponent] 相手からです。
}
ai-move = 🤖 相手の手：{ $move }。
why-nothing-yet = 相手の手番はまだ一度も来ていません。
why-new-round = 第{ $round }ラウンドでは、相手の手番はまだ一度も来ていません。
resigned = 🏳️ 降参しました。ゲーム終了です。
left-uncounted = 🚪 このゲームから抜けました。負けとしては記録されません。
stats-title = 📊 あなたの成績
stats-line = { $level }：ゲーム{ $won }勝{ $lost }敗、ラウンド{ $rwon }勝{ $rlost }敗
stats-none = 終わったAIとの対戦はまだありません（ガイド付きの最初のゲームはここでは数えません）。

## レーティング（/stats）とおすすめのレベル：対戦レーティングと問題レーティングを、それぞれ別の行に表示します
rating-line = 🏅 対戦レーティング：{ $rating } ± { $margin }
rating-provisional = まだ暫定の値です（これまでの結果は{ $games }件）。対戦を重ねるほど±の幅が狭まります。
rating-trend = 直近{ $count }戦：{ $marks }（レーティング{ $start } → { $now }）
rating-legend = 🟢 勝ち · 🔴 負け
puzzle-rating-line = 🧩 問題レーティング：{ $rating } ± { $margin }
puzzle-rating-provisional = まだ暫定の値です（これまでに挑戦した問題は{ $games }問）。問題に挑戦するほど±の幅が狭まります。
puzzle-rating-trend = 直近{ $count }問：{ $marks }（レーティング{ $start } → { $now }）
puzzle-rating-legend = ✅ 正解 · ❌ 不正解
rating-suggest-up = 🎯 { $level }相手に{ $played }戦{ $won }勝でした。{ $next }に挑戦してみましょう。今の対戦レーティングなら、そこで勝てる確率はおよそ{ $chance }%です。
rating-suggest-down = 🎯 { $level }相手に{ $played }戦{ $won ->
    [0] 全敗
   *[other] { $won }勝
}でした。{ $next }のほうが多くを学べます。今の対戦レーティングなら、そこで勝てる確率はおよそ{ $chance }%です。
rating-suggest-stay = 🎯 { $level }相手に{ $played }戦{ $won ->
    [0] 全敗
   *[other] { $won }勝
}でした。ちょうどよい相手なので、このまま続けましょう。今の対戦レーティングなら、勝てる確率はおよそ{ $chance }%です。
rating-suggest-top = 🎯 いちばん強い{ $level }相手に{ $played }戦{ $won ->
    [0] 全敗
   *[other] { $won }勝
}でした。今の対戦レーティングなら、勝てる確率はおよそ{ $chance }%です。
rating-suggest-wait = 🎯 { $level }とあと{ $left }戦すると、おすすめのレベルをお知らせします（問題と最初のガイド付きゲームは数えません）。
rating-menu-suggested = ⭐ おすすめ：{ $next }。理由は /stats で確認できます。
level-menu-current = 📍 現在のレベル：{ $level }

## ボタン

btn-new-game = ▶️ 新しいゲーム
btn-rematch = 🔁 再戦
btn-take = 🛒 1枚取る
btn-camels = 🐪 ラクダ（{ $count }枚）
btn-exchange = 🔄 交換
btn-sell = 💰 売る
btn-hint = 💡 ヒント
btn-rules = 📖 ルール
btn-why = 🤔 なぜ？
btn-table = 🃏 テーブル
table-market = 🏪 市場
table-hand = ✋ 手札 { $count }/7
table-sell-pick = 手札から同じ商品のカードを選んで、売りましょう。
table-tutor = 🎓 先生
table-reopen = ⌛ このテーブルは有効期限が切れました。いったん閉じて、チャットの「{ btn-table }」ボタンから開き直してください。
btn-back = ↩️ 戻る
btn-confirm = ✔️ 決定
btn-cancel = ✖️ やめる
btn-prev = ◀️ 前へ
btn-next = 次へ ▶️
btn-market-row = ⬇️ 市場：取るカードを選ぶ
btn-hand-row = ⬇️ 手札：戻すカードを選ぶ

## 手を組み立てる

pick-take = どの商品を取りますか？
pick-sell = どの商品を売りますか？
pick-sell-count = 何枚売りますか？
exchange-summary = 🔄 取る：{ $taken }
    ↩️ 戻す：{ $given }

## 盤面

board-header = 🃏 ラウンド{ $round } · 🏆 { $mine }–{ $theirs } · { $level }
board-header-no-level = 🃏 ラウンド{ $round } · 🏆 { $mine }–{ $theirs }
board-market = 🏪 市場：{ $cards }
board-hand = ✋ 手札 { $count }/7：{ $cards }
board-herd = 🐪 あなたの群れ：{ $count }枚
board-opponent = 🤖 相手：手札{ $count }枚 · 🐪 { $camels }枚
board-deck = 📦 山札：{ $count }枚
board-tokens = 🪙 トークン：次の値 ×残り
board-my-bonus = 🏅 あなたのボーナス：{ $values }
receipt-sale = { $bonus ->
    [0] 🧾 { $cards }を売却：{ $tokens } = 💰{ $total }
   *[other] 🧾 { $cards }を売却：{ $tokens }+🏅{ $bonus } = 💰{ $total }
}
receipt-sale-no-tokens = { $bonus ->
    [0] 🧾 { $cards }を売却：トークン切れ = 💰0
   *[other] 🧾 { $cards }を売却：トークン切れ
        🏅{ $bonus } = 💰{ $total }
}
receipt-take = 🧾 { $cards }を取得：手札{ $hand }/7。
receipt-camels = 🧾 🐪{ $count }枚を取得：群れ{ $herd }枚。
receipt-exchange =
    🧾 交換 · ✋{ $hand }/7
    { $given } → { $taken }
board-rupees = 💰 ルピー：あなた{ $mine } · 相手{ $theirs }
board-bonus = 🎫 相手のボーナス（非公開）：{ $count }枚
board-your-turn = 👉 あなたの番です。
board-ai-turn = ⏳ 相手が考えています…
board-round-over = 🏁 ラウンド終了です。
board-game-over = 🏁 ゲーム終了です。

## Telegramのコマンドメニューとエラー

cmd-new = 新しいゲーム
cmd-board = 盤面を表示
cmd-hint = 手のおすすめ
cmd-why = 相手の手の理由
cmd-rules = ルール
cmd-level = 次からのレベル
cmd-language = 言語
cmd-mode = 先生の説明の量
cmd-stats = 成績とレーティング
cmd-resign = 降参する
cmd-help = ヘルプ
error-apology = 😔 すみません、こちらで問題が起きました。ゲームはそのままです。もう一度お試しください。

## lessons

lesson-menu-title = 🎓 レッスン：1つに1テーマ、1分ほどで終わります。
lesson-menu-done = ✅ { $n }. { $title }
lesson-menu-todo = ▫️ { $n }. { $title }
lesson-try-again = ↩️ もう一度どうぞ。
lesson-passed = ✅ レッスン合格です！
lesson-all-done = 🎉 全レッスン合格です。最初のゲームに進みましょうか？
lesson-missed-off-task = ルールどおりの手ですが、このレッスンの課題とは違います。

lesson-market-title = 市場から商品を1枚取る
lesson-market-intro-1 = 🏪 市場には表向きのカードが5枚並び、2人とも見ることができます。
lesson-market-intro-2 = 🛒 手番では、そこから商品を1枚取れます。空いた場所は山札から補充します。
lesson-market-intro-3 = ✋ 手番の終わりに持てる手札は7枚までです。
lesson-market-task = 👉 市場でいちばん価値の高い商品を取ってください。
lesson-market-right = 💎 いい選択です。ダイヤモンドのトークンがいちばん高価です。ただし1枚だけでは売れないので、2枚目が来るまで持っておきます。
    ✋ 手札：{ $hand }/7。これで上限です。次の手番は商品を1枚だけ取ることはできません。売るか、交換するか、ラクダを取りましょう。{ $refill ->
        [same] {""}
            📦 空いた場所に山札から補充されたのも 💎 ダイヤモンドなので、市場は前と同じに見えます。山札が1枚減っただけです。
       *[other] {""}
    }
lesson-market-missed = ルールどおりの手ですが、💎 ダイヤモンドのほうが価値があります。いちばん上のトークンは{ $top }です。

lesson-camels-title = ラクダ
lesson-camels-intro-1 = 🐪 ラクダを取るときは、市場のラクダを全部まとめて取ります。一部だけは取れません。
lesson-camels-intro-2 = ラクダは手札ではなく群れに入るので、手札の7枚には数えません。
lesson-camels-task = 👉 手札はいっぱいです。ラクダを取ってください。
lesson-camels-right = { $camels }が群れに加わりました。群れ：{ $herd }枚。
    ✋ 手札は{ $hand }/7のまま。群れは数えません。

lesson-exchange-title = 交換
lesson-exchange-intro-1 = 🔄 商品を一度に何枚も取るときは、同じ枚数を市場に戻します。手札の商品でも、群れのラクダでもかまいません。
lesson-exchange-intro-2 = 交換は最低でも2枚対2枚です。1枚対1枚はできません。
lesson-exchange-intro-3 = また、同じ種類の商品を取って、同時に戻すこともできません。
lesson-exchange-task = 👉 🥇 金を2枚とも、1回の手番で取ってください。
lesson-exchange-right = 🔄 取った：{ $taken }。戻した：{ $given }。
    { $camels ->
        [0] 1回の手番で、金2枚ともあなたのものになりました。
        [1] 金2枚ともあなたのものです。そのうち1枚分は群れのラクダで払ったので、手札は1枚増えました。
       *[other] 金2枚ともあなたのものです。群れのラクダ{ $camels }枚で払ったので、手札は{ $camels }枚増えました。
    }
lesson-exchange-missed-one = 金1枚だけ取るのもルールどおりですが、もう1枚は市場に残り、相手に取られるかもしれません。交換なら2枚とも取れます。
lesson-exchange-missed-other = 取ったのは{ $taken }です。課題は🥇 金を2枚取ることです。

lesson-selling-title = 商品を売る
lesson-selling-intro-1 = 💰 取る代わりに売ることもできます。売るのは1種類の商品で、枚数は自由です。
lesson-selling-intro-2 = 🪙 1枚売るごとに、その商品の山のいちばん上からトークンを1枚取ります。高いトークンから先になくなります。
lesson-selling-task = 👉 いちばん多くのルピーになるように、同じ商品を2枚売ってください。
lesson-selling-right = 🪙 売った：{ $cards }。トークン：{ $tokens } = { $total }。
    いちばん上のトークンが最も高いのは、織物の山でした。
lesson-selling-missed = ルールどおりの手ですが、この売り方では{ $total }です。🧵 織物2枚なら{ $best }でした。山のいちばん上を比べましょう。

lesson-precious-title = 高級品
lesson-precious-intro-1 = 💎🥇🥈 ダイヤモンド、金、銀は高級品です。
lesson-precious-intro-2 = 高級品は1枚だけでは売れません。売るときは必ず2枚以上まとめます。
lesson-precious-task = 👉 高級品を売ってください。
lesson-precious-right = 💰 売った：{ $cards }。トークン：{ $tokens } = { $total }。
    💎 1枚だけのダイヤモンドは、もう1枚そろうまで待ちましょう。
lesson-precious-missed = ルールどおりの売り方ですが、高級品ではありません。

lesson-bonus-title = ボーナストークン
lesson-bonus-intro-1 = 🏅 一度に3枚以上売ると、ボーナストークンももらえます。
lesson-bonus-intro-2 = 3枚なら1〜3ルピー、4枚なら4〜6、5枚以上なら8〜10ルピーです。
lesson-bonus-intro-3 = 🤫 その値は、ラウンドの得点計算まで相手には分かりません。
lesson-bonus-task = 👉 👜 なめし革を売って、いちばん大きなボーナスを取ってください。
lesson-bonus-right = 🏅 商品トークン：{ $goods }。ボーナス：{ $bonus }。合計：{ $total }。
lesson-bonus-missed-none = ルールどおりの手ですが、{ $cards }を売ってもボーナスはありません。3枚以上必要です。
lesson-bonus-missed-small = ルールどおりの手ですが、{ $cards }を売ると、ボーナスは{ $low }〜{ $high }ルピーの山から引くことになります。5枚全部なら8〜10ルピーの山から引けます。

lesson-round-end-title = ラウンドの終わりと大法官の印
lesson-round-end-intro-1 = 🏁 商品トークンの山が3つ空になるか、山札で市場を補充できなくなると、ラウンドはすぐに終わります。
lesson-round-end-intro-2 = 🐪 そのあと、群れの大きいほうがラクダトークン（5ルピー）をもらいます。
lesson-round-end-intro-3 = 🏆 ルピーの多い商人が大法官の印を得ます。同点なら、ボーナストークンの多いほう、次に商品トークンの多いほうです。
lesson-round-end-task = 👉 💎と🥇のトークンはもうありません。いまこのラウンドを終わらせて、印を取ってください。
lesson-round-end-right = 🐪 群れ：{ $herd }枚対{ $their_herd }枚なので、ラクダトークンはあなたのものです。その5ルピーで同点に追いつき、ボーナストークンの枚数であなたが上回ります。
lesson-round-end-missed = ラウンドはまだ続きます。トークンが1枚だけ残っている山を探しましょう。その商品を売れば山が空になります。

lesson-race-title = 作戦：相手より先に売る
lesson-race-intro-1 = 🌶️ 相手が香辛料を4枚取ったのを、あなたは見ていました。
lesson-race-intro-2 = 先に売った人が上の高いトークンを取ります。大きなボーナスを待つと、かえって損をすることがあります。
lesson-race-task = 👉 今売りますか、それとも4枚目の香辛料を待ちますか？　あなたの手番です。
lesson-race-right = 🌶️ 売った：{ $cards }。トークン：{ $tokens } + ボーナス{ $bonus } = { $total }。
    相手の香辛料4枚には安いトークンしか残りません。
lesson-race-missed = 待てば、相手が先に香辛料4枚を売ります。あなたの3枚に残るトークンは合わせて{ $later }だけです。
lesson-race-missed-small = 香辛料2枚ではボーナスがありません。3枚とも売りましょう。

lesson-leftovers-title = 作戦：交換で市場に残すもの
lesson-leftovers-intro-1 = 🔄 交換で戻したカードは市場に残り、相手が取れるようになります。
lesson-leftovers-intro-2 = 🌶️ 相手は香辛料を3枚持っています。取るところを見ましたね。
lesson-leftovers-task = 👉 💎 ダイヤモンドを2枚とも取ってください。何を戻すかがポイントです。
lesson-leftovers-right = 💎 ダイヤモンド2枚はあなたのものです。戻した：{ $given }。相手の欲しい商品は戻していません。
lesson-leftovers-missed-spice = 戻した香辛料は市場に残り、相手に取られます。相手の手札と合わせて{ $spice }になり、最大のボーナスを取られてしまいます。
lesson-leftovers-missed-one = ダイヤモンド1枚だけ取るのもルールどおりですが、もう1枚は相手に残ります。

lesson-first-game-title = はじめてのゲーム
lesson-first-game-intro = 🎲 最初の数手は私が案内します。相手の手も、あらかじめ決めてあります。そのあとは、案内なしで対戦を続けましょう。
lesson-first-game-step-1 = 👉 香辛料を2枚持っています。市場の🌶️ 香辛料を取りましょう。同じ商品3枚でボーナスが狙えます。
lesson-first-game-step-1-right = ✅ 取った：{ $cards }。
lesson-first-game-step-1-missed = { $took ->
    [lone-diamond] 💎 ダイヤモンドはトークンが最も高価ですが、2枚目を持つまで1枚では売れません。予定では🌶️ 香辛料を取ります。そうすれば同じ商品が3枚そろいます。取るとこうなります：
   *[other] 予定どおり、🌶️ 香辛料を取ってください。取るとこうなります：
}
lesson-first-game-step-2 = 👉 市場にラクダが3枚あります。取りましょう。交換の支払いに使えます。
lesson-first-game-step-2-right = { $camels }が群れに加わりました。
lesson-first-game-step-2-missed = 予定どおり、🐪 ラクダを取ってください。取るとこうなります：
lesson-first-game-step-3 = 👉 市場に🧵 織物が2枚あります。交換で2枚とも取り、ラクダ2枚を戻しましょう。
lesson-first-game-step-3-right = 🔄 取った：{ $taken }。
lesson-first-game-step-3-missed = 予定どおり、🧵 織物2枚を取り、🐪 ラクダ2枚を戻してください。するとこうなります：
lesson-first-game-step-4 = 👉 ✋ 手札が7枚なので、商品をもう1枚取ると8枚になってしまいます。同じ商品3枚を売って場所を空け、ボーナスも取りましょう。
lesson-first-game-step-4-right = 🏅 売った：{ $cards }。トークン：{ $tokens }、ボーナス{ $bonus }。合計：{ $total }。
lesson-first-game-step-4-missed = 🌶️ 香辛料か🧵 織物を、3枚まとめて売ってください。たとえば香辛料を売ると：
lesson-first-game-handover = 🎓 これで手の種類はすべて覚えました。ここからはレベル1を相手に、案内なしで続けましょう。💡 困ったら /hint があります。
lesson-first-game-over = 🎓 これでガイド付きの最初のゲームは終わりです。最初の数手は私が選んだので、このゲームは /review と /stats には含まれません。次のゲームからはすべて対象になります。「🔁 再戦」でもう一度レベル1と対戦でき、/new でレベルを選べます。

## learn

learn-button = 🎓 レッスン
learn-first-game-button = 🎲 ガイド付きの最初のゲーム
learn-next-button = ▶️ 次のレッスン
learn-menu-button = 🎓 レッスン一覧
learn-start-button = ▶️ レッスン{ $n }を始める
learn-newcomer = 👋 ジャイプルは初めてですか？　短いレッスンで、本番の対戦と同じボタンを使いながら、ひとつずつ覚えていけます。
learn-header = 🎓 レッスン{ $n }/{ $count }
learn-hint = 💡 たとえば：{ $move }。
learn-why-step = 🎓 このステップ：{ $task }
learn-first-game-step = 🎓 ガイド付きの手番 { $step }/{ $steps }
cmd-learn = レッスンとガイド付きの最初のゲーム

account-you = 🧾 あなた
account-opponent = 🧾 相手
account-goods = { $good }：{ $tokens }
account-no-goods = 🪙 売った商品なし
account-bonus = 🏅 ボーナストークン：{ $tokens }
account-camel = 🐪 ラクダトークン：5
account-no-camel = 🐪 ラクダトークンなし
account-total = 💰 合計：{ $total }
account-seal-rupees = { $who ->
    [you] 🏆 あなたのほうがルピーが多いので（あなた{ $mine }、相手{ $theirs }）、大法官の印はあなたのものです。
    [opponent] 🏆 相手のほうがルピーが多いので（相手{ $theirs }、あなた{ $mine }）、大法官の印は相手のものです。
   *[none] このラウンドでは誰も印を得ません。
}
account-seal-tiebreak =
    ⚖️ ルピーは同点です（どちらも{ $rupees }）。{ $by ->
        [bonus] ボーナストークンの枚数で決まります：{ $bonus_mine }対{ $bonus_theirs }。
        [goods] ボーナストークンも同数（{ $bonus_mine }枚ずつ）なので、商品トークンの枚数で決まります：{ $goods_mine }対{ $goods_theirs }。
       *[none] ボーナストークン（{ $bonus_mine }枚ずつ）も商品トークン（{ $goods_mine }枚ずつ）も同数です。
    }
    { $who ->
        [you] 🏆 大法官の印はあなたのものです。
        [opponent] 🏆 大法官の印は相手のものです。
       *[none] このラウンドでは誰も印を得ません。
    }
account-match-round = ラウンド{ $round }：{ $mine }対{ $theirs } · { $who ->
    [you] 🏆 あなた
    [opponent] 🏆 相手
   *[none] 印なし
}

## review

cmd-review = 前回のゲームを振り返る
btn-review = 🔍 ゲームを振り返る
btn-review-moments = 🔎 分かれ目
btn-review-prev = ◀️ 前へ
btn-review-next = 次へ ▶️
btn-review-try = 🎯 自分でやってみる
btn-review-analyse = 🔍 最善の手
btn-review-summary = 📋 まとめ
btn-review-back = ↩️ 分かれ目に戻る
btn-review-answer = 💡 よりよい手を見る
review-none = 振り返れるゲームはまだありません。1ゲーム終えてから /review をどうぞ。
review-not-this-kind = 振り返れるのは、AIとのあなた自身のゲームだけです（ガイド付きの最初のゲーム、レッスン、友だちとの対戦は対象外です）。/new でゲームを始めて、終わったら /review をどうぞ。
review-progress = ⏳ 第{ $round }ラウンドを分析中（全{ $rounds }ラウンド）…
review-title = 📋 { $level }とのゲームの振り返り
review-round = 📊 第{ $round }ラウンド：正確さ{ $accuracy }%（{ $turns }手中{ $good }手）、最善手との最大の差：{ $swing }。
    { $well }
review-well-big-sale = 👍 { $cards }をまとめて売りました。5枚以上の売却には最も大きなボーナストークンが付きます。
review-well-accurate = 👍 全{ $turns }手のうち、最善手よりはっきり劣る手は一つもありませんでした。
review-well-camels = 👍 ラクダの数で上回り、ラクダトークンを獲得しました。
review-well-bonus-sale = 👍 3枚以上の売却でボーナストークンを{ $count }枚獲得しました：{ $sum }。
review-well-precious = 👍 高級品を売りました：{ $sum }。
review-well-round-won = 👍 { $mine }対{ $theirs }でラウンドに勝ち、大法官の印を獲得しました。
review-well-steady = 🧭 このラウンドのあなたの手番は{ $turns }回でした。上の最大の差が、次に見直すところです。
review-moments = 🔎 分かれ目は{ $count }か所。損がいちばん大きかった手です。
review-clean = ✨ 分かれ目はないので、このゲームから問題は作られません。ラウンドの大法官の印がまだ決まっていないあいだ、全{ $turns }手のうち最善手よりはっきり劣る手はありませんでした。
review-too-short = { $turns ->
    [0] 🤷 振り返る内容がありません。このゲームでは一度も手を選んでいません。1ゲーム最後まで遊んでから /review をどうぞ。
   *[other] 🤷 振り返る内容がありません。このゲームで選んだ手は{ $turns }手だけです。1ゲーム最後まで遊んでから /review をどうぞ。
}
review-moment-title = 🔎 分かれ目 { $index }/{ $count } · 第{ $round }ラウンド、あなたの{ $turn }手目
review-played = あなたの手：「{ $move }」。
review-better = 👉 より良い手：「{ $move }」。こちらなら、{ $gain }。{ $why }
review-try-prompt = 🎯 あなたの番です。今ならどうしますか？　ボタンか入力で選んでください。
review-try-best = ✅ おすすめの手と同じです。お見事！
review-try-beats = ✅ あなたの手（{ $move }）は、おすすめの手と同じかそれ以上です。お見事！
review-try-close = 👍 あなたの手（{ $move }）は、おすすめの手とほぼ互角です。探索では優劣をつけられません。
review-try-worse = ❌ あなたの手（{ $move }）は、おすすめの手に及びません。おすすめの手なら、{ $gain }。
review-gain = 約{ rupees }多く得られます
review-gain-chance = 印を取れる割合が高くなります（{ $seal }%対{ $other_seal }%）

## friends
cmd-friend = 友だちと対戦
friend-btn-invite = 👥 友だちと対戦
friend-btn-hidden = 🤝 対戦（手札は非公開）
friend-btn-open = 📖 解説付き対戦（手札を公開）
friend-btn-cancel = ❌ 招待を取り消す
friend-btn-share = 📤 招待を送る
friend-btn-private = 💬 個別チャットで遊ぶ
friend-btn-why = 🤔 今の手の理由
friend-btn-resign = 🏳️ 降参
friend-btn-resign-yes = 🏳️ はい、降参します
friend-choose = 👥 友だちを招待しましょう。どちらの対戦にしますか？
    🤝 対戦：実際のテーブルと同じように、それぞれ自分の手札だけが見えます。
    📖 解説付き対戦：2人とも手札を公開し、一手ごとに私が2人に解説します。成績には数えません。
friend-pending = まだ使われていない招待があります：{ $link }
    新しく作ると、こちらは無効になります。
friend-kind-hidden = 手札非公開の対戦
friend-kind-open = 手札公開の解説付き対戦
friend-invite = ✉️ 招待ができました（{ $kind }）。このリンクを友だちに送ってください：
    { $link }
    使えるのは1回だけで、{ $days }日後に期限が切れます。友だちが開くとすぐにゲームが始まります。
friend-share = ジャイプルで対戦しよう！　このリンクを開くとゲームが始まるよ。
friend-cancelled = ❌ 招待を取り消しました。リンクはもう使えません。
friend-cancel-gone = その招待はもう使われたか、取り消されています。
friend-group = 👥 友だちとの対戦では手札は秘密ですが、グループでは全員に盤面が見えてしまいます。私との個別チャットを開いてください。友だちに送る招待をそこで作ります。
friend-busy = すでに友だちと対戦中です。そのゲームを終えてから（/resign で降参もできます）、新しい招待を受けてください。
friend-invite-used = この招待はもう使われています。友だちに新しい招待を頼んでください。
friend-invite-expired = この招待は期限切れです。友だちに新しい招待を頼んでください。
friend-invite-unknown = この招待は見つかりません。取り消されたのかもしれません。友だちに新しい招待を頼んでください。
friend-invite-own = これはあなた自身の招待です。友だちに送ってください。🙂
friend-inviter-busy = { $name }さんは今、別の友だちと対戦中です。少したってからもう一度どうぞ。
friend-welcome = ジャイプルの市場へようこそ、{ $name }さん！　{ $friend }さんから対戦の招待が届いています。私は2人の先生役で、それぞれの言語で説明します。
friend-started = 🎲 ゲーム開始：{ $kind }。2人とも私との個別チャットで遊び、相手の手は私がお届けします。
friend-accepted = 🎉 { $name }さんが招待を受けました：{ $kind }。最初の手番はあなたです！
friend-board-header = 🃏 ラウンド{ $round } · 🏆 { $mine }–{ $theirs } · 相手：{ $name }さん
friend-board-opponent = 👤 { $name }さん：手札{ $count }枚 · 🐪 { $camels }枚
friend-board-open-hand = 🔓 相手の手札：{ $cards }
friend-board-rupees = 💰 ルピー：あなた{ $mine } · { $name }さん{ $theirs }
friend-board-rupees-open = 💰 ルピー合計：あなた{ $mine } · { $name }さん{ $theirs }
friend-board-their-turn = ⏳ { $name }さんの番です。
friend-your-move = ✔️ あなたの手：{ $move }。
friend-move = 🎲 { $name }さんの手：{ $move }。
friend-explain = 🎓 理由：{ $why }
friend-why = 🤔 { $name }さんの手：{ $move }。私の見立て：{ $why }
friend-why-nothing = 相手の手番はまだ一度も来ていません。
friend-resign-confirm = このゲームで降参しますか？　相手の勝ちになります。
friend-resigned = 🏳️ 降参しました。{ $name }さんの勝ちです。
friend-opponent-resigned = 🏳️ { $name }さんが降参しました。あなたの勝ちです！🎉
friend-abandoned = ⌛ { $name }さんとのゲームで{ $days }日間どちらも手番を進めなかったため、放棄されたゲームとして終了しました。成績には数えません。
friend-reminder = ⏰ { $name }さんがジャイプルのゲームであなたの手を待っています。
friend-stats-title = 👥 友だちとの対戦
friend-stats-line = { $name }さん：{ $won }勝{ $lost }敗
friend-name-prompt = プレイヤー{ $number }の名前は？
friend-pass = 🔁 画面を{ $name }さんに渡してください。{ $name }さん、画面を受け取ったらEnterを押してください。
friend-local-choose = どちらの対戦で遊びますか？
friend-local-start = 🎲 この画面で{ $name }さんと対戦します：{ $kind }。{ $open ->
    [yes] 手札はどちらも公開されています。相手のカードも見えるので、目をそらす必要はありません。
   *[no] 手札は持ち主にだけ表示されるので、画面を渡すときは、受け取る人以外は目をそらしてください。
}
## robust
resign-confirm = 🏳️ 降参しますか？　AIの勝ちとなり、成績には負けとして記録されます。
resign-confirm-uncounted = 🏳️ 降参しますか？　AIの勝ちとなりますが、このゲームは成績には記録されません。
btn-resign-yes = 🏳️ はい、降参します
btn-resign-no = ↩️ いいえ、続けます

## 手についての事実（tutorbot/tutor/facts.py）
rupees-range = { $low }〜{ $high }ルピー
fact-only-move = ルール上できる手はこれしかありません。
fact-ends-round = { $by ->
    [deck] この手でラウンドが終わります。山札で市場を補充できなくなるからです。
   *[tokens] この手でラウンドが終わります。3つ目の商品トークンの山がなくなるからです。
}
fact-race-sure-win = { $end ->
    [reply] 次の手番で相手がラウンドを終わらせても、相手の伏せたボーナストークンがいくらであれ、印はあなたのものです（あなた{ $mine }、相手{ $theirs }）。
   *[move] 相手の伏せたボーナストークンがいくらであれ、このラウンドの印はあなたのものです（あなた{ $mine }、相手{ $theirs }）。
}
fact-race-likely-win = { $end ->
    [reply] 次の手番で相手がラウンドを終わらせた場合、相手の伏せたボーナストークンのありうる組み合わせの{ $percent }%で印はあなたのものです（あなた{ $mine }、相手{ $theirs }）。
   *[move] 相手の伏せたボーナストークンのありうる組み合わせの{ $percent }%で、このラウンドの印はあなたのものです（あなた{ $mine }、相手{ $theirs }）。
}
fact-race-likely-loss = { $end ->
    [reply] 次の手番で相手がラウンドを終わらせた場合、相手の伏せたボーナストークンのありうる組み合わせの{ $percent }%で印を逃します（あなた{ $mine }、相手{ $theirs }）。
   *[move] 相手の伏せたボーナストークンのありうる組み合わせの{ $percent }%で、このラウンドの印を逃します（あなた{ $mine }、相手{ $theirs }）。
}
fact-race-sure-loss = { $end ->
    [reply] 次の手番で相手がラウンドを終わらせると、相手の伏せたボーナストークンがいくらであれ、印は取れません（あなた{ $mine }、相手{ $theirs }）。
   *[move] 相手の伏せたボーナストークンがいくらであれ、このラウンドの印は取れません（あなた{ $mine }、相手{ $theirs }）。
}
fact-sale-tokens = { $good }のトークン{ $token_count }枚で{ $sum }になります。
fact-sale-beyond-pile = { $left ->
    [0] { $good }のトークンはもう残っていません。この売却では商品トークンはもらえません。
   *[other] { $good }のトークンは残り{ $left }枚だけです。それを超える分のカードでは、商品トークンはもらえません。
}
fact-sale-bonus = さらにボーナストークンを1枚もらえます。値は{ $range }です（山から無作為に引きます）。
fact-sale-no-bonus = { $size ->
    [5] 5枚以上
   *[other] { $size }枚
}売ったときのボーナストークンはもう残っていないので、この売却ではもらえません。
fact-take-set = { $side ->
    [done] { $bonus ->
        [yes] 手札の{ $good }が{ $held }枚になりました。今のトークンで売れば{ $sum }になり、さらにボーナストークンももらえます。
       *[no] 手札の{ $good }が{ $held }枚になりました。今のトークンで売れば{ $sum }になります。
    }
   *[other] { $bonus ->
        [yes] 手札の{ $good }が{ $held }枚になります。すぐ売れば{ $sum }になり、さらにボーナストークンももらえます。
       *[no] 手札の{ $good }が{ $held }枚になります。すぐ売れば{ $sum }になります。
    }
}
fact-take-pile = { $good }のトークンの山は残り{ $left }枚で、次は{ $next }です。
fact-exchange-worth = それぞれの山の次のトークンで計算すると、取る商品は{ $taken }分、{ $given_goods ->
    [1] 戻す商品1枚は
   *[other] 戻す商品は
}{ $given }分です。
fact-hand-grows = { $side ->
    [why] 私の手札は{ $before }枚から{ $after }枚に増えます。商品の代わりにラクダ{ $camels }枚で支払うからです。
    [done] 手札は{ $before }枚から{ $after }枚に増えました。商品の代わりにラクダ{ $camels }枚で支払ったからです。
   *[hint] 手札は{ $before }枚から{ $after }枚に増えます。商品の代わりにラクダ{ $camels }枚で支払うからです。
}
fact-hand-full = { $side ->
    [why] 私の手札は上限の{ $size }枚になります。次の手番では、商品を1枚だけ取ることはできません。
    [done] 手札が上限の{ $size }枚になりました。次の手番では、商品を1枚だけ取ることはできません。
   *[hint] 手札が上限の{ $size }枚になります。次の手番では、商品を1枚だけ取ることはできません。
}
fact-camels-lead = { $side ->
    [why] 🐪 群れのラクダは私{ $mine }枚、あなた{ $theirs }枚。いまラウンドが終われば、5ルピーのラクダトークンは私のものになります。
   *[hint] 🐪 群れのラクダはあなた{ $mine }枚、相手{ $theirs }枚。いまラウンドが終われば、5ルピーのラクダトークンはあなたのものになります。
}
fact-camels-tie = 🐪 群れのラクダはどちらも{ $mine }枚で同数です。いまラウンドが終われば、ラクダトークンは誰ももらえません。
fact-camels-behind = { $side ->
    [why] 🐪 群れのラクダは私{ $mine }枚、あなた{ $theirs }枚。いまラウンドが終われば、ラクダトークンはあなたのものになります。
   *[hint] 🐪 群れのラクダはあなた{ $mine }枚、相手{ $theirs }枚。いまラウンドが終われば、ラクダトークンは相手のものになります。
}
fact-leaves-market = { $side ->
    [why] 市場に{ $cards }が残り、あなたが取れます。次のトークン{ $count }枚で数えると{ $worth }分です。
   *[hint] 市場に{ $cards }が残り、相手が取れます。次のトークン{ $count }枚で数えると{ $worth }分です。
}
fact-opp-best-take = { $side ->
    [why] 私が残す市場からあなたは{ $good }を取れます。あなたが取るのを見た{ $known }枚と合わせて{ $held }枚売れ、今の山のトークンで{ $sum }です。
   *[hint] 残った市場から相手は{ $good }を取れます。相手が取るのを見た{ $known }枚と合わせて{ $held }枚売れ、今の山のトークンで{ $sum }です。
}
fact-draws = 山札から新しいカードが{ $count }枚市場に出ます（山札の残りは{ $deck }枚）。
fact-opp-can-end = { $side ->
    [why] この手のあと、あなたは自分の手番でラウンドを終わらせられます（山札の残りは{ $deck }枚）。
   *[hint] この手のあと、相手は自分の手番でラウンドを終わらせられます（山札の残りは{ $deck }枚）。
}
fact-verdict-best = 探索ではこの手が最善です。最後までプレイしたラウンドの{ $seal }%で印を取り、平均の点差は{ $margin }です（次点の「{ $other }」は{ $other_seal }%、{ $other_margin }）。
fact-verdict-behind = 探索では「{ $other }」のほうが上です。最後までプレイしたラウンドで印を取った割合は{ $other_seal }%対{ $seal }%、平均の点差は{ $other_margin }対{ $margin }です。
fact-verdict-gain = ここから探索でラウンドを最後までプレイすると、この手では{ $seal }%のラウンドで印を取り、平均の点差は{ $margin }です。「{ $other }」では{ $other_seal }%、{ $other_margin }です。
fact-verdict-mine = { $best ->
    [yes] そのとき見えていた情報から最後までプレイすると、これが私の最善手です。印を取る割合は{ $seal }%、平均の点差は{ $margin }です（次点：{ $other_seal }%、{ $other_margin }）。
   *[no] そのとき見えていた情報から最後までプレイすると、別の手のほうが上です。印を取る割合は{ $other_seal }%対{ $seal }%、平均の点差は{ $other_margin }対{ $margin }です。今回は私のレベルの探索がその手を選びませんでした。
}
cmd-analyse = 最善の3手とその根拠
analyse-title = 🔍 この場面で探索が選んだ最善の3手（各手につき{ $worlds }回、ラウンドを最後までプレイ）：
analyse-move = { $rank }. { $move }：印を取った割合{ $seal }%、平均の点差{ $margin }。
analyse-hidden = 🔍 手札非公開で人と対戦しているあいだは解析できません。あなたの代わりに手を選ぶことになるからです。AIとの対戦、振り返り、手札を公開する解説付き対戦では使えます。
## Fairness: a chat that asks faster than it is answered
busy-one-moment = ⏳ 少々お待ちください。先ほどのメッセージへの返事がまだ終わっていません。
explain-budget-spent = ⏳ 短い間にたくさんの説明を求められました。{ $seconds }秒後にもう一度どうぞ。
abandon-confirm = 進行中のゲームがあります。降参して新しいゲームを始めますか？　成績には負けとして記録されます。
abandon-uncounted-confirm = 進行中のゲームがあります。このゲームをやめて新しいゲームを始めますか？　成績には負けとして記録されません。
btn-abandon-yes = 🏳️ はい、降参します
btn-leave-yes = 🚪 はい、やめます
console-saved = 💾 ゲームを保存しました。続きから遊ぶには、次のコマンドを実行してください：{ $command }
console-help = ターミナルでは、ボタンの番号、手、コマンドのどれかを入力します。/quit か Ctrl-D で終了できます（ゲームは保存されます）。
console-friend = 👥 この画面で友だちと対戦するには、/quit で終了して（ゲームは保存されます）、tutorbot play --friend を実行してください。交代で遊び、画面を渡すたびに表示が消えます。
console-error = 😔 すみません、こちらで問題が起きました。ゲームは保存されているので、そのまま続けるか、別の操作をお試しください。不具合報告用の詳細はこちらに記録しました：{ $log }
console-crashed = 😔 すみません、こちらで問題が起きたため終了します。ゲームは保存されています。不具合報告用の詳細はこちらに記録しました：{ $log }
    続きから遊ぶには、次のコマンドを実行してください：{ $command }

## Puzzles (issue 33)
cmd-puzzle = 自分のゲームから作った問題に挑戦
btn-puzzle-practise = 🧩 分かれ目を問題で練習する
btn-puzzle-builtin = 🧩 入門問題
btn-puzzle-next = 🧩 次の問題
btn-puzzle-retry = 🔁 もう一度挑戦
btn-puzzle-solution = 👁 答えを見る
puzzle-difficulty-1 = やさしい
puzzle-difficulty-2 = ふつう
puzzle-difficulty-3 = むずかしい
puzzle-title-game = 🧩 { $level }とのゲームから作った問題 · 第{ $round }ラウンド、あなたの{ $turn }手目 · { $difficulty }
puzzle-title-builtin = 🧩 入門問題 第{ $number }問（全{ $count }問） · { $difficulty }
puzzle-question-game = ゲームでは「{ $move }」を選びました。もっと良い手を見つけてください。
puzzle-question-builtin = 探索の評価では、この場面にほかのどの手よりも良い手が一つあります。見つけてください。
puzzle-opp-known = 🔎 これまでの手番から、相手の手札に{ $cards }があると分かっています。
puzzle-solved = ✅ 正解：あなたの手（{ $move }）が、探索の見つけた最善手です。
puzzle-solved-close = ✅ 正解：あなたの手（{ $move }）は、探索の最善手（{ $best }）と同じくらい良い手です。
puzzle-solved-retry = ✅ 正解：あなたの手（{ $move }）が、探索の見つけた最善手です。再挑戦なので、問題レーティングも次の出題時期も変わりません。
puzzle-solved-close-retry = ✅ 正解：あなたの手（{ $move }）は、探索の最善手（{ $best }）と同じくらい良い手です。再挑戦なので、問題レーティングも次の出題時期も変わりません。
puzzle-failed = ❌ 今回は不正解：あなたの手（{ $move }）では及びません。最善手なら、{ $gain }。
puzzle-failed-numbers = ここから探索でラウンドを最後までプレイすると、あなたの手では{ $other_seal }%のラウンドで印を取り、平均の点差は{ $other_margin }です。最善手では{ $seal }%、{ $margin }です。
puzzle-best = 👉 最善手：「{ $move }」。{ $why }
puzzle-answered-elsewhere = ℹ️ この問題には別の端末ですでに答えています。そちらの答えが有効です。
puzzle-retry = 🔁 再挑戦です。問題レーティングと次の出題時期に反映されるのは、最初の答えだけです。
puzzle-retry-uncounted = ℹ️ 再挑戦なので数えません。問題レーティングと次の出題時期は、最初の答えですでに決まっています。
puzzle-comes-back = 📅 この問題は{ $when }にまた出題されます。
puzzle-in-minutes = { $count }分後
puzzle-in-hours = { $count }時間後
puzzle-in-days = { $count }日後
puzzle-made = 🧩 { $matches ->
        [1] 前回のゲーム
       *[other] 直近{ $matches }回のゲーム
    }から新しい問題が{ $count }問できました。
puzzle-none-yet = 🧩 あなたのゲームから作った問題はまだありません。AIとのゲームが終わるたびに、損の大きかった手が問題になります。それまでは入門問題をどうぞ。
puzzle-none-due = 🧩 いま解く問題はありません。次の問題は{ $when }に出題されます。

fact-verdict-best-close = この手と「{ $other }」はほぼ互角です。最後までプレイしたラウンドで印を取った割合は{ $seal }%対{ $other_seal }%、平均の点差は{ $margin }対{ $other_margin }で、差は探索の誤差の範囲内です。
fact-verdict-behind-close = この手と「{ $other }」はほぼ互角です。最後までプレイしたラウンドで印を取った割合は{ $seal }%対{ $other_seal }%、平均の点差は{ $margin }対{ $other_margin }で、差は探索の誤差の範囲内です。
fact-verdict-mine-close = そのとき見えていた情報から最後までプレイすると、私の手と別の手はほぼ互角です。印を取る割合は{ $seal }%対{ $other_seal }%、平均の点差は{ $margin }対{ $other_margin }で、差は探索の誤差の範囲内です。
analyse-close = { $count ->
    [1] 2番目の手は1番目の手とほぼ互角です。差は探索の誤差の範囲内です。
   *[other] 2番目と3番目の手は、どちらも1番目の手とほぼ互角です。差は探索の誤差の範囲内です。
}
verdict-explained = ℹ️ 数字の読み方：探索は、あなたに見えている情報をもとに、見えないカードの配り方を何通りも試し、それぞれの手を選んだあとラウンドを最後までプレイします。「印を取った割合{ $seal }%」とは、そうしたラウンド100回のうち{ $seal }回で、その手を選んだ側が大法官の印を取ったという意味です。平均の点差は、ラウンド終了時に何ルピー上回っていたか（または下回っていたか）の平均で、ラクダトークンも含みます。差が偶然で説明できる大きさを超えたときだけ、「よりよい手」と呼びます。
review-swing-none = なし（最善手よりはっきり劣る手はありません）
review-swing-decided = { $swing }（印の行方が決まった後）
review-swing-chance = 印を取った割合が最善手なら{ $seal }%、あなたの手では{ $other_seal }%
