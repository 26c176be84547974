import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  actionKey,
  applyInPlace,
  CARDS,
  type DecisionKind,
  decision,
  newGame,
  type OptionName,
  type Side,
  type State,
  view,
} from "@dawn/engine";
import { botRandom, createBot, heuristicBot, randomBot } from "../src/index.ts";

const key = (a: Action) => actionKey(a);

/** Plays random moves from a new game until `stop` holds for the pending decision. */
function findState(stop: (s: State) => boolean, seeds = 200): State | null {
  for (let seed = 1; seed <= seeds; seed++) {
    const s = newGame(seed);
    const pick = botRandom(seed);
    for (let i = 0; i < 5000; i++) {
      const d = decision(s);
      if (!d) break;
      if (stop(s)) return s;
      applyInPlace(s, d.actions[pick(d.actions.length)]!);
    }
  }
  return null;
}

test("createBot knows random and heuristic, and rejects anything else", () => {
  assert.equal(createBot("random").name, "random");
  assert.equal(createBot("heuristic").name, "heuristic");
  assert.throws(() => createBot("clever" as "random"), /Unknown bot/);
});

test("the random bot is uniform-ish, seeded and legal", () => {
  const s = newGame(3);
  const d = decision(s)!;
  const v = view(s, d.player);
  const counts = new Map<string, number>();
  for (let seed = 0; seed < 2000; seed++) {
    const a = randomBot.choose({ view: v, actions: d.actions, seat: d.player, seed });
    assert.ok(d.actions.some((l) => key(l) === key(a)));
    counts.set(key(a), (counts.get(key(a)) ?? 0) + 1);
  }
  // Every action gets picked, none overwhelmingly.
  assert.equal(counts.size, d.actions.length);
  for (const n of counts.values()) assert.ok(n < (2000 / d.actions.length) * 2.5);
  const a1 = randomBot.choose({ view: v, actions: d.actions, seat: d.player, seed: 42 });
  const a2 = randomBot.choose({ view: v, actions: d.actions, seat: d.player, seed: 42 });
  assert.equal(key(a1), key(a2));
});

test("bots refuse to choose from nothing, or for the wrong seat", () => {
  const s = newGame(1);
  const d = decision(s)!;
  const v = view(s, d.player);
  assert.throws(() => randomBot.choose({ view: v, actions: [], seat: d.player, seed: 1 }));
  assert.throws(() => heuristicBot.choose({ view: v, actions: [], seat: d.player, seed: 1 }));
  const wrong = d.player === "com" ? "dem" : "com";
  assert.throws(() => heuristicBot.chooseFromState(s, wrong, 1), /not the/);
});

test("the heuristic bot's view entry point depends only on the view", () => {
  const s = findState((x) => decision(x)?.kind === "actionRound" && (x.round ?? 0) >= 2)!;
  const d = decision(s)!;
  const v = view(s, d.player);
  const a = heuristicBot.choose({ view: v, actions: d.actions, seat: d.player, seed: 5 });
  // Change what the bot may not see (the opponent's hand and the deck): same choice.
  const opp = d.player === "com" ? "dem" : "com";
  const t = structuredClone(s) as State;
  const tmp = t.hands[opp].slice();
  const n = Math.min(tmp.length, t.deck.length);
  for (let i = 0; i < n; i++) {
    t.hands[opp][i] = t.deck[i]!;
    t.deck[i] = tmp[i]!;
  }
  const b = heuristicBot.choose({ view: view(t, d.player), actions: d.actions, seat: d.player, seed: 5 });
  assert.equal(key(a), key(b));
});

test("the heuristic bot plays a Scoring card when it can no longer wait", () => {
  const s = findState((x) => {
    const d = decision(x);
    if (d?.kind !== "actionRound") return false;
    const held = x.hands[d.player].filter((c) => CARDS[c]!.scoring).length;
    return held > 0 && x.round === 7;
  });
  assert.ok(s, "no position with a Scoring card in the last round");
  const d = decision(s)!;
  for (const entry of ["view", "state"] as const) {
    const a: Action =
      entry === "view"
        ? heuristicBot.choose({ view: view(s, d.player), actions: d.actions, seat: d.player, seed: 1 })
        : heuristicBot.chooseFromState(s, d.player, 1);
    assert.equal(a.t, "play");
    if (a.t === "play") assert.ok(CARDS[a.card]!.scoring, `${entry}: played ${CARDS[a.card]!.name}`);
  }
});

test("in a Power Struggle the heuristic bot matches rather than concedes when it can", () => {
  const s = findState((x) => {
    const d = decision(x);
    return d?.kind === "powerMatch" && d.actions.some((a) => a.t === "power");
  });
  assert.ok(s);
  const d = decision(s)!;
  const a = heuristicBot.chooseFromState(s, d.player, 3);
  assert.equal(a.t, "power");
});

test("the heuristic bot leads from its long suit in a Power Struggle", () => {
  const found = findState((x) => decision(x)?.kind === "powerAttack");
  assert.ok(found);
  const s = structuredClone(found) as State;
  const ps = s.ps!;
  const me = ps.attacker;
  // Three Strikes and one March: lead a Strike (the opponent is less likely to match it).
  const hand = [7, 9, 11, 29];
  const all = [...ps.hands.com, ...ps.hands.dem, ...ps.deck].filter((c) => !hand.includes(c));
  const oppSize = ps.hands[me === "com" ? "dem" : "com"].length;
  ps.hands[me] = hand;
  ps.hands[me === "com" ? "dem" : "com"] = all.slice(0, oppSize);
  ps.deck = all.slice(oppSize);
  ps.banned = [];
  const d = decision(s)!;
  assert.equal(d.kind, "powerAttack");
  const a = heuristicBot.choose({ view: view(s, me), actions: d.actions, seat: me, seed: 1 });
  assert.equal(a.t, "power");
  if (a.t === "power") assert.ok([7, 9, 11].includes(a.card), `led ${a.card}`);
});

test("every choice of the heuristic bot is legal through a whole game, both entry points", () => {
  for (const seed of [11, 12]) {
    const s = newGame(seed);
    for (let i = 0; i < 5000; i++) {
      const d = decision(s);
      if (!d) break;
      const a =
        i % 2 === 0
          ? heuristicBot.chooseFromState(s, d.player, i)
          : heuristicBot.choose({ view: view(s, d.player), actions: d.actions, seat: d.player, seed: i });
      assert.ok(
        d.actions.some((l) => key(l) === key(a)),
        `illegal ${key(a)} at ${d.kind}`,
      );
      applyInPlace(s, a);
    }
    assert.ok(s.result, "game did not end");
  }
});

test("decision kinds the bot has no rule for still get a legal answer from the view alone", () => {
  const s = newGame(4);
  const d = decision(s)!;
  const base = view(s, d.player);
  const actions: Action[] = [
    // A name the engine does not have (yet): the bot must still answer.
    { t: "option", option: "maybe" as OptionName },
    { t: "space", space: 3 },
    { t: "card", card: base.hand[0]! },
    { t: "country", country: "Poland" },
  ];
  for (const prompt of ["Remove 1 opponent SP", "Add 2 SPs", "Pick one"]) {
    const v = {
      ...base,
      decision: { ...base.decision!, kind: "someFutureKind" as DecisionKind, prompt, actions },
    };
    const a = heuristicBot.choose({ view: v, actions, seat: d.player, seed: 1 });
    assert.ok(actions.some((l) => key(l) === key(a)));
  }
  // Removing: the bot takes an opponent SP rather than one of its own.
  const mine = d.player;
  const opp = mine === "com" ? "dem" : "com";
  const withOpp = base.sp[opp].findIndex((n, i) => n > 0 && base.sp[mine][i] === 0);
  const withMine = base.sp[mine].findIndex((n, i) => n > 0 && base.sp[opp][i] === 0);
  const two: Action[] = [
    { t: "space", space: withMine },
    { t: "space", space: withOpp },
  ];
  const v2 = {
    ...base,
    decision: {
      ...base.decision!,
      kind: "someFutureKind" as DecisionKind,
      prompt: "Remove 1 SP",
      actions: two,
    },
  };
  const a2 = heuristicBot.choose({ view: v2, actions: two, seat: mine, seed: 1 });
  assert.deepEqual(a2, two[1]);
});

test("in a lost Power Struggle the bot concedes to a Petition but matches a Rally", () => {
  const found = findState((x) => decision(x)?.kind === "powerMatch");
  assert.ok(found);
  const setUp = (leadCard: number, suit: "petition" | "rally", mine: number[]) => {
    const s = structuredClone(found) as State;
    const ps = s.ps!;
    const me: Side = ps.attacker === "com" ? "dem" : "com";
    const used = new Set([leadCard, ...mine]);
    const rest = [...ps.hands.com, ...ps.hands.dem, ...ps.deck, ...ps.discard].filter((c) => !used.has(c));
    ps.hands[me] = mine;
    ps.hands[ps.attacker] = rest.slice(0, 10);
    ps.deck = rest.slice(10);
    ps.discard = [leadCard];
    ps.banned = [];
    ps.lead = { card: leadCard, suit, rank: suit === "rally" ? 1 : 5 };
    return { s, me };
  };
  // Two cards (one Petition) against ten: hopeless; concede to the Petition.
  const p = setUp(34, "petition", [35, 7]);
  const dp = decision(p.s)!;
  assert.equal(dp.kind, "powerMatch");
  const ap = heuristicBot.choose({ view: view(p.s, p.me), actions: dp.actions, seat: p.me, seed: 1 });
  assert.deepEqual(ap, { t: "option", option: "concede" });
  // The same hand against a Rally in the Square: match (a Rally win adds 2 to the rolls).
  const r = setUp(1, "rally", [2, 7]);
  const dr = decision(r.s)!;
  const ar = heuristicBot.choose({ view: view(r.s, r.me), actions: dr.actions, seat: r.me, seed: 1 });
  assert.deepEqual(ar, { t: "power", card: 2 });
});
