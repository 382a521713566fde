// The Jaipur table: draws the server's JSON, sends the chat's own intents.
// Every word comes from the server (the tutor's Fluent messages) and is set
// with textContent only: names and texts are never parsed as HTML.
"use strict";
(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const CAMEL = 6;
  const POLL_MS = 2000;
  // Each card's colours and its drawing (original art, a few SVG shapes).
  const LOOK = [
    ["#d9eef7", "#2a7fa8"], ["#fbeec2", "#c08a00"], ["#e8eaee", "#7b8494"],
    ["#f6dbe6", "#b0386b"], ["#fbe0cf", "#c4441c"], ["#ecdccb", "#7a4a23"], ["#f3e6c4", "#a8772e"],
  ];
  const SHAPES = [
    [["path", { d: "M27 18 L40 32 L27 52 L14 32 Z" }], ["path", { d: "M14 32 H40 M22 18 L27 32 L32 18", fill: "none" }]],
    [["circle", { cx: 27, cy: 35, r: 14 }], ["circle", { cx: 27, cy: 35, r: 8, fill: "none" }]],
    [["rect", { x: 13, y: 27, width: 28, height: 16, rx: 3 }], ["path", { d: "M13 31 H41 M13 39 H41", fill: "none" }]],
    [["path", { d: "M12 22 Q20 30 12 38 Q20 46 12 52 H42 Q34 46 42 38 Q34 30 42 22 Z" }]],
    [["path", { d: "M10 50 Q27 14 44 50 Z" }], ["circle", { cx: 27, cy: 40, r: 3, fill: "none" }]],
    [["path", { d: "M15 30 H39 L42 52 H12 Z" }], ["path", { d: "M21 30 Q27 16 33 30", fill: "none" }]],
    [["path", { d: "M9 46 Q12 30 20 32 Q24 22 29 30 Q33 22 38 32 Q44 32 46 24 L48 28 Q46 38 42 40 V52 H38 V42 H18 V52 H14 V44 Z" }]],
  ];
  // Telegram's script is optional: the fragment carries initData and the theme too.
  function webApp() { return window.Telegram && window.Telegram.WebApp; }
  const hash = new URLSearchParams(location.hash.slice(1));
  const initData = hash.get("tgWebAppData") || (webApp() && webApp().initData) || "";
  let table = null;
  let pick = fresh("idle");
  let lines = [];
  let refused = null;
  let reviewing = [];  // the review's buttons under its screen, once the match is over
  let busy = false;
  let tapped = 0;

  function fresh(mode) { return { mode: mode, take: new Set(), give: new Set(), camels: 0 }; }

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function svg(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const key in attrs) node.setAttribute(key, String(attrs[key]));
    return node;
  }

  function cardArt(card, small) {
    const look = LOOK[card];
    const root = svg("svg", { viewBox: small ? "10 14 34 42" : "0 0 54 76", "aria-hidden": "true" });
    if (!small) root.appendChild(svg("rect", { x: 1, y: 1, width: 52, height: 74, rx: 6, fill: look[0], stroke: look[1], "stroke-width": 2 }));
    for (const shape of SHAPES[card]) {
      const attrs = Object.assign({ fill: look[1], stroke: look[1], "stroke-width": 2, "stroke-linejoin": "round" }, shape[1]);
      if (attrs.fill === "none") attrs.stroke = "#ffffff";
      root.appendChild(svg(shape[0], attrs));
    }
    return root;
  }

  function backArt() {
    const root = svg("svg", { viewBox: "0 0 26 38", "aria-hidden": "true" });
    root.appendChild(svg("rect", { x: 1, y: 1, width: 24, height: 36, rx: 4, fill: "#7a2e1c", stroke: "#e2b25a", "stroke-width": 1.5 }));
    root.appendChild(svg("path", { d: "M13 7 L20 19 L13 31 L6 19 Z", fill: "none", stroke: "#e2b25a", "stroke-width": 1.5 }));
    return root;
  }

  function cardButton(card, index, zone, picked, onTap) {
    const button = el("button", "card" + (picked ? " picked" : ""));
    const name = table.cards[card];
    button.type = "button";
    button.title = name.name;
    button.setAttribute("aria-label", name.name);
    button.dataset.card = name.letter;
    button.dataset.zone = zone;
    button.dataset.index = String(index);
    const art = cardArt(card, false);
    const label = svg("text", { x: 27, y: 68, "text-anchor": "middle", "font-size": 9, fill: LOOK[card][1] });
    label.textContent = name.name;
    if (name.name.length > 7) { label.setAttribute("textLength", "46"); label.setAttribute("lengthAdjust", "spacingAndGlyphs"); }
    art.appendChild(label);
    button.appendChild(art);
    if (onTap) button.addEventListener("click", onTap); else button.disabled = true;
    return button;
  }

  function zone(title, body) {
    const box = el("section", "zone");
    if (title) box.appendChild(el("h2", "", title));
    box.appendChild(body);
    return box;
  }

  function line(text, cls) { return el("p", "line" + (cls ? " " + cls : ""), text); }

  function drawTable() {
    const root = document.getElementById("table");
    root.replaceChildren();
    if (!table.game) { root.appendChild(line(table.note)); return; }
    const L = table.lines;
    root.appendChild(line(L.header));
    const opp = el("div", "cards");
    for (let i = 0; i < table.opp_hand; i++) { const b = el("span", "card back"); b.appendChild(backArt()); opp.appendChild(b); }
    root.appendChild(zone(L.opponent, opp));
    const market = el("div", "cards");
    market.id = "market";
    table.market.forEach(function (card, i) {
      market.appendChild(cardButton(card, i, "market", pick.take.has(i), table.my_turn ? function () { tapMarket(card, i); } : null));
    });
    const marketZone = zone(L.market, market);
    marketZone.appendChild(line(L.deck, "muted"));
    root.appendChild(marketZone);
    const piles = el("div", "piles");
    for (const pile of table.piles) {
      const chip = el("span", "pile");
      chip.dataset.good = table.cards[pile.good].letter;
      chip.appendChild(cardArt(pile.good, true));
      chip.appendChild(el("span", "", pile.text));
      piles.appendChild(chip);
    }
    const supply = zone(L.tokens, piles);
    supply.appendChild(line(L.rupees));
    if (L.my_bonus) supply.appendChild(line(L.my_bonus));
    if (L.opp_bonus) supply.appendChild(line(L.opp_bonus));
    root.appendChild(supply);
    const hand = el("div", "cards");
    hand.id = "hand";
    table.hand.forEach(function (card, i) {
      hand.appendChild(cardButton(card, i, "hand", pick.give.has(i), table.my_turn ? function () { tapHand(card, i); } : null));
    });
    const handZone = zone(L.hand, hand);
    handZone.appendChild(line(L.herd));
    root.appendChild(handZone);
    const turn = line(L.turn);
    turn.id = "turn";
    root.appendChild(turn);
  }

  function button(label, id, onTap, enabled) {
    const b = el("button", "", label);
    b.type = "button";
    b.id = id;
    b.disabled = busy || enabled === false;
    b.addEventListener("click", onTap);
    return b;
  }

  function drawControls() {
    const root = document.getElementById("controls");
    root.replaceChildren();
    if (!table.game) return;
    const T = table.labels;
    const row = el("div", "row");
    if (table.finished) {
      if (table.rematch) row.appendChild(button(T["btn-rematch"], "rematch", function () { send("RM", ""); }));
      if (table.review) row.appendChild(button(T["btn-review"], "review", function () { send("RV", ""); }));
    } else if (pick.mode === "exchange") {
      root.appendChild(line(T["btn-market-row"] + "\n" + T["btn-hand-row"], "muted"));
      if (table.herd) {
        const camels = el("div", "row");
        camels.appendChild(button("🐪 −", "camel-less", function () { pick.camels = Math.max(0, pick.camels - 1); draw(); }));
        const count = el("span", "count", "🐪 " + pick.camels + "/" + table.herd);
        count.id = "camels-given";
        camels.appendChild(count);
        camels.appendChild(button("🐪 +", "camel-more", function () { pick.camels = Math.min(table.herd, pick.camels + 1); draw(); }));
        root.appendChild(camels);
      }
      row.appendChild(button(T["btn-confirm"], "confirm", confirmExchange, pick.take.size > 0));
      row.appendChild(button(T["btn-cancel"], "cancel", function () { pick = fresh("idle"); draw(); }));
    } else if (table.my_turn) {
      if (pick.mode === "sell") {
        const good = table.hand[[...pick.give][0]];
        const sell = button(T["btn-sell"] + " " + table.cards[good].emoji + "×" + pick.give.size, "sell", confirmSale);
        row.appendChild(sell);
        row.appendChild(button(T["btn-cancel"], "cancel", function () { pick = fresh("idle"); draw(); }));
      } else {
        row.appendChild(button(T["btn-exchange"], "exchange", function () { pick = fresh("exchange"); draw(); }));
        row.appendChild(button(T["btn-sell"], "sell-open", function () { showLines([T["table-sell-pick"]], null); }, table.hand.length > 0));
      }
    }
    if (!table.finished) {
      row.appendChild(button(T["btn-hint"], "hint", function () { send("h", ""); }, table.my_turn));
      if (table.why) row.appendChild(button(T["btn-why"], "why", function () { send("w", ""); }));
    }
    root.appendChild(row);
  }

  function drawTutor() {
    const root = document.getElementById("tutor");
    root.replaceChildren();
    if (table && table.labels) root.appendChild(el("h2", "", table.labels["table-tutor"]));
    for (const text of lines) {
      const p = line(text, refused ? "refusal" : "");
      if (refused) p.dataset.rule = refused;
      root.appendChild(p);
    }
    if (reviewing.length) {
      const row = el("div", "row");
      reviewing.forEach(function (b, i) {
        row.appendChild(button(b.label, "review-" + i, function () { send("RV", b.arg); }));
      });
      root.appendChild(row);
    }
  }

  function draw() {
    if (!table) return;
    document.documentElement.lang = table.lang;
    drawTable();
    drawControls();
    drawTutor();
    document.body.dataset.version = table.game ? String(table.version) : "";
    document.body.dataset.busy = busy ? "1" : "";
    document.body.dataset.finished = table.finished ? "1" : "";
    if (tapped) {
      performance.measure("move", { start: tapped, end: performance.now() });
      tapped = 0;
    }
  }

  function showLines(texts, rule) { lines = texts; refused = rule; drawTutor(); }

  function tapMarket(card, i) {
    if (busy) return;
    if (pick.mode === "exchange") {
      if (pick.take.has(i)) pick.take.delete(i); else pick.take.add(i);
      draw();
      return;
    }
    if (card === CAMEL) send("m", ""); else send("T", String(card));
  }

  function tapHand(card, i) {
    if (busy) return;
    if (pick.mode === "exchange") {
      if (pick.give.has(i)) pick.give.delete(i); else pick.give.add(i);
    } else {
      const first = [...pick.give][0];
      if (pick.mode !== "sell" || table.hand[first] !== card) pick = fresh("sell");
      if (pick.give.has(i)) pick.give.delete(i); else pick.give.add(i);
      if (!pick.give.size) pick = fresh("idle");
    }
    draw();
  }

  function letters(cards) {
    return cards.slice().sort().map(function (c) { return table.cards[c].letter; }).join("");
  }

  function confirmSale() {
    const good = table.hand[[...pick.give][0]];
    send("p", "s" + pick.give.size + table.cards[good].letter);
  }

  function confirmExchange() {
    const taken = [...pick.take].map(function (i) { return table.market[i]; });
    const given = [...pick.give].map(function (i) { return table.hand[i]; });
    for (let n = 0; n < pick.camels; n++) given.push(CAMEL);
    send("p", "x" + letters(taken) + "-" + letters(given));
  }

  async function call(path, body) {
    body.initData = initData;
    const response = await fetch(path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
      cache: "no-store", credentials: "omit",
    });
    if (response.status === 401) {
      // initData refused (a table left open past its signature's day): say how to reopen it
      const refusal = await response.json().catch(function () { return {}; });
      if (typeof refusal.note === "string") {
        table = { game: null, note: refusal.note, lang: refusal.lang, refused: true };
        lines = [];
        draw();
      }
    }
    if (!response.ok) throw new Error(String(response.status));
    return response.json();
  }

  async function send(action, arg) {
    if (busy || !table) return;
    busy = true;
    tapped = performance.now();
    document.body.dataset.busy = "1";
    drawControls();
    try {
      const answer = await call("api/press", { action: action, arg: arg, game: table.game, version: table.version });
      const changed = !answer.rule;
      if (changed) pick = fresh("idle");
      table = answer.table;
      lines = answer.lines;
      refused = answer.rule;
      reviewing = answer.review || [];
    } catch (error) {
      tapped = 0;
    } finally {
      busy = false;
      draw();
      if (lines.length) document.getElementById("tutor").scrollIntoView({ block: "nearest" });
    }
  }

  async function poll() {
    if (busy || document.hidden || !table || table.refused) return;
    try {
      const answer = await call("api/table", { since: table.version, game: table.game });
      if (!answer.same && !busy) {
        if (answer.game !== table.game) { lines = []; reviewing = []; }  // a new match began in the chat
        table = answer; pick = fresh("idle"); draw();
      }
    } catch (error) { /* the next poll tries again */ }
  }

  function theme() {
    let params = webApp() && webApp().themeParams;
    if (!params || !Object.keys(params).length) {
      try { params = JSON.parse(hash.get("tgWebAppThemeParams") || "{}"); } catch (e) { params = {}; }
    }
    const names = { bg_color: "--tg-bg", text_color: "--tg-text", hint_color: "--tg-hint",
      button_color: "--tg-button", button_text_color: "--tg-button-text",
      secondary_bg_color: "--tg-panel", accent_text_color: "--tg-accent" };
    for (const key in names) {
      if (typeof params[key] === "string" && /^#[0-9a-fA-F]{3,8}$/.test(params[key])) {
        document.documentElement.style.setProperty(names[key], params[key]);
      }
    }
  }

  async function start() {
    theme();
    if (webApp()) webApp().ready();
    else window.addEventListener("load", function () { if (webApp()) { webApp().ready(); theme(); } });
    try { table = await call("api/table", {}); } catch (error) { return; }
    draw();
    performance.mark("table-drawn");
    // the frame after the next has been painted: the table's own first paint
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { performance.mark("table-painted"); });
    });
    setInterval(poll, POLL_MS);
  }

  start();
})();
