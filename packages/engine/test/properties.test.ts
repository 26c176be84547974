// Property tests over random games (2,000 in total): every game ends with a result, without crash,
// dead end or endless loop; replays reproduce the state hash; views never show hidden information;
// illegal actions are rejected with the state unchanged; apply never mutates its input; undo gives
// back the earlier state; determinize keeps the viewer's view.
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Checks, type FailureKind, type Outcome, runGame } from "../bench/harness.ts";
import { mixedOptions } from "../src/random-play.ts";

function series(first: number, count: number, checks: (i: number) => Checks): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 0; i < count; i++) out.push(runGame(first + i, mixedOptions(first + i), checks(i)));
  return out;
}

function failures(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((o) => o.failure)
    .map(
      (o) =>
        `seed ${o.seed} ${JSON.stringify(o.options)}: ${o.failure!.kind} at action ${o.failure!.at}: ${o.failure!.message}`,
    );
}

function tally(outcomes: Outcome[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const o of outcomes) {
    const r = o.state?.result?.reason ?? "none";
    t[r] = (t[r] ?? 0) + 1;
  }
  return t;
}

// `npm run test:fast` (DAWN_TEST_FAST=1) plays a tenth of the games; CI plays them all.
const FAST = ["1", "true", "yes"].includes((process.env.DAWN_TEST_FAST ?? "").toLowerCase());
const scale = (n: number): number => (FAST ? Math.max(20, Math.round(n / 10)) : n);

test("1,400 uniform random games: all end with a result, replays match, public log leaks nothing", (t) => {
  const outcomes = series(1, scale(1400), (i) => ({ replay: i % 4 === 0, logLeaks: true, invariants: true }));
  const f = failures(outcomes);
  assert.deepEqual(f.slice(0, 5), [], `${f.length} failing games`);
  for (const o of outcomes) {
    assert.ok(o.state?.result, `seed ${o.seed} has a result`);
    assert.ok(
      ["automaticVictory", "heldScoringCard", "finalScoring", "newYearsEveParty"].includes(
        o.state.result.reason,
      ),
    );
  }
  t.diagnostic(`results: ${JSON.stringify(tally(outcomes))}`);
  t.diagnostic(`actions: ${outcomes.reduce((a, o) => a + o.actions, 0)}`);
});

test("500 games where Scoring cards are played when due: they reach Final Scoring far more often", (t) => {
  const due = series(100_001, scale(500), (i) => ({
    policy: "scoringWhenDue",
    replay: i % 5 === 0,
    logLeaks: true,
    invariants: true,
  }));
  const f = failures(due);
  assert.deepEqual(f.slice(0, 5), [], `${f.length} failing games`);
  const r = tally(due);
  t.diagnostic(`results: ${JSON.stringify(r)}`);
  // No game is lost by holding a Scoring card unless two came too late to be played.
  assert.ok((r.heldScoringCard ?? 0) < due.length / 10, `held Scoring card ${r.heldScoringCard}`);
  assert.ok((r.finalScoring ?? 0) + (r.automaticVictory ?? 0) + (r.newYearsEveParty ?? 0) > due.length * 0.8);
  assert.ok(due.some((o) => o.state?.turn === 10));
});

test("100 games checked at many steps: views, determinize, illegal actions, apply purity, undo", (t) => {
  const outcomes = series(200_001, scale(100), () => ({
    policy: "scoringWhenDue",
    replay: true,
    logLeaks: true,
    invariants: true,
    viewEvery: 17,
    illegalEvery: 19,
    pureEvery: 13,
    undoEvery: 143,
  }));
  const f = failures(outcomes);
  assert.deepEqual(f.slice(0, 5), [], `${f.length} failing games`);
  t.diagnostic(`results: ${JSON.stringify(tally(outcomes))}`);
});

test("the checks themselves fail when they should", () => {
  // A failure kind for each class of engine error.
  const kinds: FailureKind[] = ["crash", "deadEnd", "loop", "replayMismatch", "leak"];
  assert.equal(new Set(kinds).size, 5);
  // A game cut short is reported as a loop, with its seed.
  const o = runGame(7, { scenario: "standard" }, { maxActions: 30 });
  assert.equal(o.completed, false);
  assert.equal(o.failure?.kind, "loop");
  assert.equal(o.seed, 7);
});
