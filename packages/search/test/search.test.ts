import assert from "node:assert/strict";
import { test } from "node:test";
import { dof } from "@dawn/dof";
import type { Action, State, View } from "@dawn/engine";
import { type Bot, botContext, findBot, type GameModule, playMatch, type Seat } from "@dawn/platform";
import { type NimAction, type NimState, nim } from "@dawn/platform/testing";
import { analyze, hint, LEVEL_PARAMS, searchBot, withSearchBots } from "../src/index.ts";

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

test("two states that differ only in what the Democrat cannot see get the same choice and hints", () => {
  const m = withSearchBots(dof) as GameModule<State, Action, unknown, View>;
  const s1 = midGame(4242, 40);
  // The same position as the Democrat sees it, the Communist's hand, the deck and the dice re-drawn.
  const s2 = dof.determinize(s1, "dem", 991);
  assert.deepEqual(dof.view(s2, "dem"), dof.view(s1, "dem"), "the Democrat's view is the same");
  assert.notDeepEqual(s2.hands.com, s1.hands.com, "the Communist's hands differ");
  assert.notEqual(dof.hash(s2), dof.hash(s1));
  for (const level of ["easy", "normal"] as const) {
    const bot = findBot(m, `search:${level}`);
    const a1 = bot.create().choose(botContext(m, s1, 77));
    const a2 = bot.create().choose(botContext(m, s2, 77));
    assert.equal(dof.actionKey(a1), dof.actionKey(a2), level);
  }
  const h1 = hint(m, botContext(m, s1, 5));
  const h2 = hint(m, botContext(m, s2, 5));
  assert.deepEqual(
    h1.map((h) => [dof.actionKey(h.action), h.winChance, h.visits]),
    h2.map((h) => [dof.actionKey(h.action), h.winChance, h.visits]),
  );
});

test("a search's move is one of the legal actions, its hints are ranked with win chances in 0..1", () => {
  const m = withSearchBots(dof) as GameModule<State, Action, unknown, View>;
  const s = midGame(77, 25);
  const ctx = botContext(m, s, 3);
  const r = analyze(m, ctx, "normal");
  assert.equal(r.iterations, LEVEL_PARAMS.normal.iterations);
  assert.equal(r.choices.length, ctx.actions.length, "every legal action is listed once");
  for (const c of r.choices) {
    assert.ok(ctx.actions.includes(c.action));
    assert.ok(c.winChance >= 0 && c.winChance <= 1);
  }
  for (let i = 1; i < r.choices.length; i++) assert.ok(r.choices[i - 1]!.visits >= r.choices[i]!.visits);
  const hs = hint(m, ctx);
  assert.equal(hs.length, Math.min(3, ctx.actions.length));
  assert.equal(dof.actionKey(hs[0]!.action), dof.actionKey(r.choices[0]!.action), "same seed, same search");
});
