import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Bot,
  botContext,
  findBot,
  GameRuleError,
  playMatch,
  randomBot,
  TitleRegistry,
} from "../src/index.ts";
import { type NimAction, type NimState, nim } from "../src/testing/index.ts";

type NimBot = Bot<NimState, NimAction, unknown>;

test("a match between two bots ends with a result, the roles and the record", () => {
  const greedy = findBot(nim, "greedy").create();
  const random = randomBot<NimState, NimAction, unknown>().create();
  const r = playMatch(nim, { first: greedy, second: random }, 7, nim.parseOptions({ stones: 10 }), {
    keepActions: true,
  });
  assert.ok(r.outcome.winner === "first" || r.outcome.winner === "second");
  assert.deepEqual(r.roles, { first: "first", second: "second" });
  assert.equal(r.record?.length, r.actions);
  // The record replays to the same end.
  const rep = nim.replay(nim.record(7, { stones: 10 }, r.record!));
  assert.equal(rep.hashOk, true);
  assert.deepEqual(nim.result(rep.state), r.outcome);
  // From 10 stones greedy (moving first) always wins: it leaves a multiple of 4 every time.
  assert.equal(r.outcome.winner, "first");
});

test("the same seed gives the same match; bots are timed on real choices only", () => {
  const random = randomBot<NimState, NimAction, unknown>();
  const play = (seed: number) =>
    playMatch(
      nim,
      { first: random.create(), second: random.create() },
      seed,
      { stones: 30 },
      { keepActions: true },
    );
  assert.deepEqual(play(3).record, play(3).record);
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => JSON.stringify(play(k).record));
  assert.ok(new Set(seeds).size > 1, "different seeds give different games");
  const r = play(3);
  const t = r.decisionTimes;
  assert.equal(t.first!.count + t.second!.count <= r.actions, true);
  assert.equal(t.first!.samples.length, t.first!.count);
});

test("bots get the view and a sampler, never the state itself", () => {
  const seen: unknown[] = [];
  const spy: NimBot = {
    choose(ctx) {
      seen.push(ctx.view);
      // The sample is a determinized state: the other seat's secret is not the true one.
      const sample = ctx.sample(1);
      assert.equal(sample.secret[ctx.seat], (ctx.view as { mySecret: number }).mySecret);
      return ctx.actions[0]!;
    },
  };
  const s = nim.newGame(1000, { stones: 10 });
  const ctx = botContext(nim, s, 5);
  assert.deepEqual(ctx.view, nim.view(s, "first"));
  assert.equal(ctx.seat, "first");
  assert.notDeepEqual(ctx.sample(3).secret.second, s.secret.second);
  playMatch(nim, { first: spy, second: spy }, 1000, { stones: 10 });
  assert.ok(seen.length > 0);
  for (const v of seen) assert.equal(Object.hasOwn(v as object, "secret"), false);
});

test("the registry finds titles by id or alias and refuses unknown ones by name", () => {
  const aliased = { ...nim, id: "nim2", aliases: ["nim-two"] };
  const r = new TitleRegistry([nim, aliased]);
  assert.equal(r.default, nim);
  assert.equal(r.get("nim-two"), aliased);
  assert.equal(r.has("chess"), false);
  assert.throws(
    () => r.get("chess"),
    (e: unknown) =>
      e instanceof GameRuleError && /Unknown game "chess" \(known games: nim, nim2\)/.test(e.message),
  );
  assert.throws(() => new TitleRegistry([nim, nim]), /Two titles answer to "nim"/);
  assert.throws(
    () => findBot(nim, "genius"),
    (e: unknown) => e instanceof GameRuleError && /known: greedy, broken/.test(e.message),
  );
});
