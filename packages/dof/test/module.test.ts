import assert from "node:assert/strict";
import { test } from "node:test";
import { createBot, playGame } from "@dawn/bots";
import { GAME_ID } from "@dawn/engine";
import { findBot, GameRuleError, playMatch } from "@dawn/platform";
import { dof } from "../src/index.ts";

test("options: defaults, the bid, and clear refusals", () => {
  assert.deepEqual(dof.parseOptions(undefined), { scenario: "standard" });
  assert.deepEqual(dof.parseOptions({ scenario: "dem+2", bid: true }), { scenario: "dem+2", bid: true });
  assert.throws(
    () => dof.parseOptions({ scenario: "dem+3" }),
    (e: unknown) => e instanceof GameRuleError && /standard, dem\+1, dem\+2/.test(e.message),
  );
  assert.throws(() => dof.parseOptions({ fixture: {} }), /Unknown option "fixture"/);
  assert.deepEqual(dof.optionsJson(dof.parseOptions({ bid: true })), { scenario: "standard", bid: true });
});

test("malformed and illegal actions are refused as the client's fault, the state unchanged", () => {
  const s = dof.newGame(1, dof.parseOptions({}));
  const before = dof.serialize(s);
  for (const bad of [
    null,
    3,
    "x",
    [],
    {},
    { t: 7 },
    { t: "fly" },
    { t: "space", space: { toString: 1 } },
    { t: "space", space: [1] },
  ])
    assert.throws(() => dof.parseAction(bad), GameRuleError);
  assert.throws(() => dof.apply(s, { t: "space", space: 9999 }), GameRuleError);
  assert.throws(() => dof.applyInPlace(s, { t: "bid", side: "dem", sps: 99 }), GameRuleError);
  assert.equal(dof.serialize(s), before);
  assert.throws(() => dof.view(s, "west"), /Unknown seat "west"/);
});

test("through the platform's match loop 1989 plays exactly as the bots' own loop did", () => {
  for (const seed of [1, 2, 3]) {
    for (const options of [{ scenario: "standard" as const }, { scenario: "standard" as const, bid: true }]) {
      const old = playGame({ com: createBot("heuristic"), dem: createBot("random") }, seed, options, true);
      const now = playMatch(
        dof,
        { com: findBot(dof, "heuristic").create(), dem: findBot(dof, "random").create() },
        seed,
        options,
        { keepActions: true },
      );
      assert.deepEqual(now.record, old.record, `seed ${seed} ${JSON.stringify(options)}`);
      assert.equal(now.metrics.vp, old.result.vp);
      assert.equal(now.roles.com, old.sidesSwapped ? "dem" : "com");
    }
  }
});

test("the title answers to its short id and to the id stored in older games and records", () => {
  assert.equal(dof.id, "dof");
  assert.deepEqual(dof.aliases, [GAME_ID]);
  const r = playMatch(
    dof,
    { com: findBot(dof, "random").create(), dem: findBot(dof, "random").create() },
    9,
    { scenario: "standard" },
    { keepActions: true },
  );
  const rec = dof.record(9, { scenario: "standard" }, r.record!);
  assert.equal((rec as { game: string }).game, GAME_ID);
  assert.equal(dof.replay(rec).hashOk, true);
  assert.throws(() => dof.replay({ game: "chess" }), GameRuleError);
});
