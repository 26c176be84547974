import assert from "node:assert/strict";
import { test } from "node:test";
import { heuristicScores } from "@dawn/bots";
import { dof } from "@dawn/dof";
import type { Action, State, View } from "@dawn/engine";
import {
  type Bot,
  botContext,
  findBot,
  type GameModule,
  playMatch,
  type SearchableModule,
  type SearchHooks,
  type Seat,
} from "@dawn/platform";
import { type NimAction, type NimState, nim } from "@dawn/platform/testing";
import {
  analyze,
  customSearchBot,
  hint,
  LEVEL_PARAMS,
  levelHooks,
  levelParams,
  search,
  searchBot,
  withSearchBots,
} from "../src/index.ts";

test("withSearchBots keeps the module's rules and adds each level once", () => {
  const m = withSearchBots(withSearchBots(nim));
  assert.deepEqual(
    m.bots.map((b) => b.id),
    ["greedy", "broken", "search:easy", "search:normal", "search:hard"],
  );
  assert.equal(m.newGame(1, { stones: 5 }).stones, 5);
  assert.equal(m.id, "nim");
});

test("without any hook (Nim) the search finds the winning move: leave a multiple of 4", () => {
  for (const stones of [5, 6, 7, 9, 10, 11, 13]) {
    const s = nim.newGame(3, { stones });
    const a = searchBot(nim, "normal")
      .create()
      .choose(botContext(nim, s, 17));
    assert.equal((stones - a.take) % 4, 0, `${stones} stones: took ${a.take}`);
  }
});

test("search:hard with no hooks wins Nim from a winning position against the greedy bot", () => {
  const bots: Record<Seat, Bot<NimState, NimAction, unknown>> = {
    first: searchBot(nim, "hard").create(),
    second: findBot(nim, "greedy").create(),
  };
  for (const stones of [6, 9, 14]) {
    const r = playMatch(nim, bots, 5, { stones });
    assert.equal(r.outcome.winner, "first", `${stones} stones`);
  }
});

test("a decision the title weighs at 0 is answered at once with the best prior, and gets no node in the tree", () => {
  type H = SearchHooks<NimState, NimAction>;
  // Priors that favour taking 2; the second seat's decisions are minor.
  let policyCalls = 0;
  const hooks: H = {
    priors: (_s, turn) => turn.actions.map((a) => (a.take === 2 ? 5 : 0)),
    searchWeight: (_s, turn) => (turn.seat === "second" ? 0 : 1),
    rolloutAction: (_s, turn) => {
      policyCalls++;
      return turn.actions.length - 1;
    },
  };
  const m = { ...nim, searchHooks: hooks } as GameModule<NimState, NimAction, unknown, unknown>;
  const s = nim.newGame(1, { stones: 9 });
  nim.applyInPlace(s, { take: 1 });
  // The second seat decides: no search, the prior's choice.
  const quick = search(m, hooks, botContext(m, s, 4), { ...LEVEL_PARAMS.normal, iterations: 200 });
  assert.equal(quick.iterations, 0);
  assert.equal(quick.choices[0]!.action.take, 2);
  assert.equal(quick.choices.length, 3);
  assert.deepEqual(
    quick.choices.map((c) => c.action.take),
    [2, 1, 3],
    "the other moves follow in the priors' order",
  );
  // Searching for the first seat, the second seat's replies are macro steps played by the policy:
  // the first seat's moves are searched, and the walk never stops at the second seat's decisions.
  const s2 = nim.newGame(1, { stones: 9 });
  const full = search(m, hooks, botContext(m, s2, 4), { ...LEVEL_PARAMS.normal, iterations: 200 });
  assert.equal(full.iterations, 200);
  assert.ok(policyCalls > 200, "the second seat's decisions went to the fast policy");
  // With searchAll (hints), the minor decision is searched too.
  const all = search(m, hooks, botContext(m, s, 4), {
    ...LEVEL_PARAMS.normal,
    iterations: 50,
    searchAll: true,
  });
  assert.equal(all.iterations, 50);
  // ... and its moves are listed in the bot's order (the priors'), which the hint recommends.
  assert.deepEqual(
    all.choices.map((c) => c.action.take),
    [2, 1, 3],
    "a hint on a minor decision lists the moves as the bot ranks them",
  );
  assert.equal(all.rankedBy, "bot");
  assert.ok(
    all.choices.some((c) => c.visits > 0),
    "with the search's win chances",
  );
  // Its own moves are the tree's first nodes, not a macro step of the fast policy (which here would
  // take the last two stones and end the game before any node is made).
  const s3 = nim.newGame(1, { stones: 3 });
  nim.applyInPlace(s3, { take: 1 });
  const last = search(m, hooks, botContext(m, s3, 4), {
    ...LEVEL_PARAMS.normal,
    iterations: 50,
    searchAll: true,
  });
  assert.equal(
    last.choices.reduce((n, c) => n + c.visits, 0),
    50,
    "every iteration went through one of the decision's moves",
  );
  assert.ok(
    last.choices.every((c) => c.visits > 0),
    "both moves searched",
  );
});

test("isCheckpoint is told whose decision is searched: stopping at that seat's turns plays the reply out", () => {
  type H = SearchHooks<NimState, NimAction>;
  const seen = new Set<Seat>();
  // Whose turn it is whenever a simulation stops to evaluate (a finished game is not evaluated).
  const stoppedAt = new Set<Seat>();
  const hooks: H = {
    evaluate: (s) => {
      if (!s.result) stoppedAt.add(s.turn === 0 ? "first" : "second");
      return 0.5;
    },
    isCheckpoint: (_s, turn, searcher) => {
      seen.add(searcher);
      return turn.seat === searcher;
    },
  };
  const m = { ...nim, searchHooks: hooks } as GameModule<NimState, NimAction, unknown, unknown>;
  for (const [first, seat] of [
    [0, "first"],
    [1, "second"],
  ] as const) {
    seen.clear();
    stoppedAt.clear();
    const s = nim.newGame(1, { stones: 21 });
    if (first) nim.applyInPlace(s, { take: 1 });
    search(m, hooks, botContext(m, s, 4), { ...LEVEL_PARAMS.normal, iterations: 100 });
    assert.deepEqual([...seen], [seat], "the searching seat, at every call");
    assert.deepEqual([...stoppedAt], [seat], "simulations stop only where the searcher is to move");
  }
});

test("prepare sees every sample the search draws, once, before the walk; never the context's state", () => {
  type H = SearchHooks<NimState, NimAction>;
  const prepared = new Set<NimState>();
  let calls = 0;
  const hooks: H = {
    prepare: (s) => {
      calls++;
      prepared.add(s);
    },
    // Every state a simulation evaluates was prepared first (the walk plays on the sample in place).
    evaluate: (s) => {
      assert.ok(prepared.has(s), "a state the search reads before preparing it");
      return 0.5;
    },
  };
  const m = { ...nim, searchHooks: hooks } as GameModule<NimState, NimAction, unknown, unknown>;
  const s = nim.newGame(1, { stones: 21 });
  const r = search(m, hooks, botContext(m, s, 4), { ...LEVEL_PARAMS.normal, iterations: 150 });
  assert.equal(r.iterations, 150);
  assert.equal(calls, 150, "once per iteration");
  assert.equal(prepared.size, 150, "a fresh sample each time");
  assert.ok(!prepared.has(s), "the state the context was made from is never handed to it");
});

test("1989: a one-SP placement is answered at once with the heuristic's choice; card plays are searched", () => {
  const m = withSearchBots(dof) as GameModule<State, Action, unknown, View>;
  const h = findBot(m, "heuristic").create();
  const s = dof.newGame(31, { scenario: "standard" });
  let checked = 0;
  let searched = 0;
  for (let i = 0; checked < 3 || searched === 0; i++) {
    const d = dof.decision(s);
    if (!d) break;
    const ctx = botContext(m, s, 100 + i);
    if (
      d.actions.length > 1 &&
      (d.kind === "setupPlace" || d.kind === "placeSupport") &&
      s.lasting.length === 0 &&
      checked < 3
    ) {
      const r = analyze(m, ctx, "hard");
      assert.equal(r.iterations, 0, "no search");
      const best = heuristicScores({
        view: ctx.view,
        actions: ctx.actions,
        seat: d.seat as "com" | "dem",
        seed: 1,
      });
      const top = Math.max(...best);
      const k = ctx.actions.findIndex((a) => dof.actionKey(a) === dof.actionKey(r.choices[0]!.action));
      assert.equal(best[k], top, "the heuristic's best placement");
      checked++;
    }
    if (d.actions.length > 1 && d.kind === "actionRound" && searched === 0) {
      assert.equal(analyze(m, ctx, "easy").iterations, levelParams(m, "easy").iterations);
      searched++;
    }
    dof.applyInPlace(s, d.actions.length === 1 ? d.actions[0]! : h.choose(ctx));
  }
  assert.equal(checked, 3);
  assert.equal(searched, 1);
});

/** A 1989 position some way into the game, reached by the heuristic bots. */
function midGame(seed: number, actions: number) {
  const s = dof.newGame(seed, { scenario: "standard" });
  const h = findBot(dof, "heuristic").create();
  for (let i = 0; i < actions; i++) {
    const d = dof.decision(s)!;
    dof.applyInPlace(s, d.actions.length === 1 ? d.actions[0]! : h.choose(botContext(dof, s, seed + i)));
  }
  // On to a real choice of the Democrat.
  for (;;) {
    const d = dof.decision(s)!;
    if (d.seat === "dem" && d.actions.length > 1) return s;
    dof.applyInPlace(s, d.actions.length === 1 ? d.actions[0]! : h.choose(botContext(dof, s, seed)));
  }
}

test("a hint lists the search's best moves by the win chance it shows, the winning move first (Nim, 10 stones)", () => {
  // At normal's 400 iterations the most visited move is not always the best one here: seeds 5, 63,
  // 100, 122 and 178 of these visit taking 1 (or 3) more than, or about as much as, taking 2.
  for (let seed = 1; seed <= 200; seed++) {
    const s = nim.newGame(seed, { stones: 10 });
    const h = hint(nim, botContext(nim, s, seed), 3, "normal", { maxMs: Infinity });
    const chances = h.map((x) => x.winChance);
    assert.deepEqual(
      chances,
      [...chances].sort((x, y) => y - x),
      `seed ${seed}: best first`,
    );
    assert.equal(h[0]!.action.take, 2, `seed ${seed}: leave 8 stones`);
  }
  // The search itself still ranks by visits (and plays the most visited move).
  const r = analyze(nim, botContext(nim, nim.newGame(5, { stones: 10 }), 5), "normal", { maxMs: Infinity });
  assert.equal(r.rankedBy, "visits");
  for (let i = 1; i < r.choices.length; i++) assert.ok(r.choices[i - 1]!.visits >= r.choices[i]!.visits);
});

test("two states that differ only in what the Democrat cannot see get the same choice and hints", () => {
  const m = withSearchBots(dof) as GameModule<State, Action, unknown, View>;
  const s1 = midGame(4242, 40);
  // The same position as the Democrat sees it, the Communist's hand, the deck and the dice re-drawn.
  const s2 = dof.determinize(s1, "dem", 991);
  assert.deepEqual(dof.view(s2, "dem"), dof.view(s1, "dem"), "the Democrat's view is the same");
  assert.notDeepEqual(s2.hands.com, s1.hands.com, "the Communist's hands differ");
  assert.notEqual(dof.hash(s2), dof.hash(s1));
  // Without the time cap (a loaded machine could cut one search shorter than the other).
  for (const level of ["easy", "normal"] as const) {
    const bot = customSearchBot(m, { ...levelParams(m, level), maxMs: Infinity });
    const a1 = bot.choose(botContext(m, s1, 77));
    const a2 = bot.choose(botContext(m, s2, 77));
    assert.equal(dof.actionKey(a1), dof.actionKey(a2), level);
  }
  const h1 = hint(m, botContext(m, s1, 5), 3, "normal", { maxMs: Infinity });
  const h2 = hint(m, botContext(m, s2, 5), 3, "normal", { maxMs: Infinity });
  assert.deepEqual(
    h1.map((h) => [dof.actionKey(h.action), h.winChance, h.visits]),
    h2.map((h) => [dof.actionKey(h.action), h.winChance, h.visits]),
  );
});

test("a hint on a 1989 SP placement or Support Check recommends the bot's own move first", () => {
  const m = withSearchBots(dof) as GameModule<State, Action, unknown, View>;
  const s = dof.newGame(31, { scenario: "standard" });
  const h = findBot(dof, "heuristic").create();
  // The Democrat's placements and Support Checks of the first 112 actions of this game (in four of
  // them, the 94th action's included, the search's most visited move is not the bot's).
  let met = 0;
  for (let i = 0; i < 112; i++) {
    const d = dof.decision(s)!;
    if (
      d.seat === "dem" &&
      (d.kind === "placeSupport" || d.kind === "supportCheck") &&
      d.actions.length > 2
    ) {
      met++;
      const ctx = botContext(m, s, 11 + i);
      const bot = searchBot(m, "normal").create().choose(ctx);
      const r = analyze(m, ctx, "normal", { searchAll: true, iterations: 300, maxMs: Infinity });
      assert.equal(r.iterations, 300, "the decision was searched");
      assert.ok(r.choices.some((c) => c.visits > 0));
      assert.equal(
        dof.actionKey(r.choices[0]!.action),
        dof.actionKey(bot),
        `action ${i}: the bot's move first`,
      );
      if (i === 94) {
        const hs = hint(m, ctx, 3, "normal", { iterations: 300, maxMs: Infinity });
        assert.equal(dof.actionKey(hs[0]!.action), dof.actionKey(bot));
      }
    }
    dof.applyInPlace(s, d.actions.length === 1 ? d.actions[0]! : h.choose(botContext(dof, s, i)));
  }
  assert.ok(met >= 15, `${met} decisions of the Democrat checked`);
});

test("a search's move is one of the legal actions, its hints are ranked with win chances in 0..1", () => {
  const m = withSearchBots(dof) as GameModule<State, Action, unknown, View>;
  const s = midGame(77, 25);
  const ctx = botContext(m, s, 3);
  const r = analyze(m, ctx, "normal", { maxMs: Infinity, searchAll: true });
  assert.equal(r.iterations, levelParams(m, "normal").iterations);
  assert.equal(r.choices.length, ctx.actions.length, "every legal action is listed once");
  for (const c of r.choices) {
    assert.ok(ctx.actions.includes(c.action));
    assert.ok(c.winChance >= 0 && c.winChance <= 1);
  }
  for (let i = 1; i < r.choices.length; i++) assert.ok(r.choices[i - 1]!.visits >= r.choices[i]!.visits);
  const hs = hint(m, ctx, 3, "normal", { maxMs: Infinity });
  assert.equal(hs.length, Math.min(3, ctx.actions.length));
  assert.equal(dof.actionKey(hs[0]!.action), dof.actionKey(r.choices[0]!.action), "same seed, same search");
});

test("a title may give a level a budget of its own: the search runs that many iterations", () => {
  const hooks = (dof as SearchableModule<State, Action, unknown, View>).searchHooks!;
  const m = withSearchBots({
    ...dof,
    searchHooks: { ...hooks, levels: { normal: { iterations: 37, maxMs: 60_000 } } },
  } as SearchableModule<State, Action, unknown, View>) as GameModule<State, Action, unknown, View>;
  assert.deepEqual(levelParams(m, "normal"), { ...LEVEL_PARAMS.normal, iterations: 37, maxMs: 60_000 });
  assert.equal(levelParams(m, "hard"), LEVEL_PARAMS.hard, "the other levels are the search's own");
  const ctx = botContext(m, midGame(77, 25), 3);
  assert.equal(analyze(m, ctx, "normal", { searchAll: true }).iterations, 37);
  assert.equal(hint(m, ctx, 3, "normal").reduce((n, h) => n + h.visits, 0) <= 37, true);
});

test("a title may give a level an evaluation of its own: that level's search, bot and hints judge with it", () => {
  type H = SearchHooks<NimState, NimAction>;
  const calls = { title: 0, hard: 0 };
  const hooks: H = {
    evaluate: () => {
      calls.title++;
      return 0.5;
    },
    isCheckpoint: () => true,
    levels: {
      hard: {
        iterations: 60,
        maxMs: 60_000,
        evaluate: () => {
          calls.hard++;
          return 0.5;
        },
      },
    },
  };
  const m = withSearchBots({ ...nim, searchHooks: hooks } as SearchableModule<NimState, NimAction>);
  assert.equal(levelHooks(m, "hard").evaluate, hooks.levels!.hard!.evaluate);
  assert.equal(levelHooks(m, "normal").evaluate, hooks.evaluate);
  const ctx = () => botContext(m, nim.newGame(1, { stones: 21 }), 5);
  const run = (f: () => void) => {
    calls.title = calls.hard = 0;
    f();
    return { ...calls };
  };
  const hard = run(() => analyze(m, ctx(), "hard"));
  assert.ok(hard.hard > 0 && hard.title === 0, `hard: ${JSON.stringify(hard)}`);
  const bot = run(() => findBot(m, "search:hard").create().choose(ctx()));
  assert.ok(bot.hard > 0 && bot.title === 0, `search:hard: ${JSON.stringify(bot)}`);
  const hinted = run(() => hint(m, ctx(), 3, "hard"));
  assert.ok(hinted.hard > 0 && hinted.title === 0, `hints at hard: ${JSON.stringify(hinted)}`);
  const normal = run(() => analyze(m, ctx(), "normal", { iterations: 60 }));
  assert.ok(normal.title > 0 && normal.hard === 0, `normal: ${JSON.stringify(normal)}`);
});

test("outcomes: a later decision is searched for each outcome of the dice the searcher will see", () => {
  // A game of chance: "safe" wins 60% of the time; "gamble" flips a coin that the player sees
  // before calling it, so that it wins always. Keyed by moves only, the call is one node for both
  // faces of the coin (one call, right half the time) and the gamble looks worse than the safe
  // play; told apart by what the player observes (the coin), each face gets its own call.
  interface Coin {
    step: "choose" | "call" | "over";
    coin: number;
    roll: number;
    winner: Seat | null;
  }
  type Move = "safe" | "gamble" | "heads" | "tails";
  const draw = (s: Coin): number => {
    s.roll = (Math.imul(s.roll ^ 0x9e3779b9, 0x85ebca6b) >>> 0) ^ (s.roll >>> 13);
    return (s.roll >>> 0) / 4294967296;
  };
  const m = {
    seats: [{ id: "p" }, { id: "q" }],
    actionKey: (a: Move) => a,
    decision: (s: Coin) =>
      s.step === "over"
        ? null
        : {
            seat: "p",
            kind: s.step,
            prompt: "",
            actions: (s.step === "choose" ? ["safe", "gamble"] : ["heads", "tails"]) as Move[],
          },
    applyInPlace(s: Coin, a: Move) {
      if (a === "safe") [s.step, s.winner] = ["over", draw(s) < 0.6 ? "p" : "q"];
      else if (a === "gamble") [s.step, s.coin] = ["call", draw(s) < 0.5 ? 0 : 1];
      else [s.step, s.winner] = ["over", (a === "heads" ? 0 : 1) === s.coin ? "p" : "q"];
    },
    result: (s: Coin) => (s.step === "over" ? { winner: s.winner, reason: "played" } : null),
  } as unknown as GameModule<Coin, Move>;
  const start: Coin = { step: "choose", coin: -1, roll: 0, winner: null };
  const ctx = {
    seat: "p",
    view: null,
    actions: ["safe", "gamble"] as Move[],
    seed: 3,
    sample: (k: number): Coin => ({ ...start, roll: k }),
  };
  const hooks: SearchHooks<Coin, Move> = { observation: (s) => s.coin };
  const params = { ...LEVEL_PARAMS.normal, iterations: 2000, maxMs: Infinity };
  const fused = search(m, hooks, ctx, params);
  assert.equal(fused.choices[0]!.action, "safe");
  for (const outcomes of ["own", "all"] as const) {
    const split = search(m, hooks, ctx, { ...params, outcomes });
    assert.equal(split.choices[0]!.action, "gamble", outcomes);
    assert.ok(split.choices[0]!.winChance > 0.85, `${outcomes}: ${split.choices[0]!.winChance}`);
  }
  // Without the title's observation there is nothing to tell the outcomes apart by.
  assert.equal(search(m, {}, ctx, { ...params, outcomes: "own" }).choices[0]!.action, "safe");
});

test("pairedRoot: the k-th visit of every root move plays on the same sample, so the better move wins the comparison", () => {
  // One hidden number x per sample; "a" wins when x < 0.52, "b" when x < 0.5: "a" is better on
  // every sample, by 2 points on average, a difference the noise of separate samples hides at a few
  // hundred iterations.
  interface Draw {
    x: number;
    seed: number;
    winner: Seat | null;
    over: boolean;
  }
  type Move = "a" | "b";
  const m = {
    seats: [{ id: "p" }, { id: "q" }],
    actionKey: (a: Move) => a,
    decision: (s: Draw) =>
      s.over ? null : { seat: "p", kind: "choose", prompt: "", actions: ["a", "b"] as Move[] },
    applyInPlace(s: Draw, a: Move) {
      played.get(a)!.push(s.seed);
      s.over = true;
      s.winner = s.x < (a === "a" ? 0.52 : 0.5) ? "p" : "q";
    },
    result: (s: Draw) => (s.over ? { winner: s.winner, reason: "played" } : null),
  } as unknown as GameModule<Draw, Move>;
  const played = new Map<Move, number[]>();
  const params = { ...LEVEL_PARAMS.normal, iterations: 300, maxMs: Infinity, priorWeight: 0 };
  const picks = { plain: 0, paired: 0 };
  for (let seed = 1; seed <= 30; seed++) {
    const ctx = {
      seat: "p",
      view: null,
      actions: ["a", "b"] as Move[],
      seed,
      sample: (k: number): Draw => ({
        x: ((Math.imul(k, 0x9e3779b1) >>> 0) % 100_000) / 100_000,
        seed: k,
        winner: null,
        over: false,
      }),
    };
    for (const paired of [false, true]) {
      played.set("a", []);
      played.set("b", []);
      const r = search(m, {}, ctx, { ...params, pairedRoot: paired });
      if (r.choices[0]!.action === "a") picks[paired ? "paired" : "plain"]++;
      const [x, y] = [played.get("a")!, played.get("b")!];
      const shorter = x.length < y.length ? x : y;
      const longer = shorter === x ? y : x;
      const prefix = longer.slice(0, shorter.length);
      if (paired) assert.deepEqual(shorter, prefix, "paired: the same samples, in the same order");
      else assert.notDeepEqual(shorter, prefix, "plain: each iteration its own sample");
    }
  }
  // Measured: plain 19/30, paired 28/30.
  assert.ok(picks.paired >= 27, `paired picked the better move ${picks.paired}/30`);
  assert.ok(picks.plain <= picks.paired - 5, `plain ${picks.plain}/30, paired ${picks.paired}/30`);
});
