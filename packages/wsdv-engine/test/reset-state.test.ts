// resetState (the greedy players' scratch copy): a state written again in place is the state it
// copies, field for field, with its pending decision, and shares nothing with it.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  applyInPlace,
  cloneState,
  decision,
  newGame,
  playRandomGame,
  resetState,
  type State,
} from "@dawn/wsdv-engine";

/** States along a random game, every `every` actions. */
function statesOf(seed: number, every: number): State[] {
  const g = playRandomGame(seed);
  const s = newGame(seed);
  const out: State[] = [];
  g.actions.forEach((a: Action, i: number) => {
    if (i % every === 0 && decision(s)) out.push(cloneState(s));
    applyInPlace(s, a);
  });
  return out;
}

/** Spoils every field of `d` in place (its arrays get a stray item, its other values a stray value). */
function poison(d: State): void {
  const w = d as unknown as Record<string, unknown>;
  for (const k of Object.keys(w)) {
    const v = w[k];
    if (Array.isArray(v)) v.push(-777);
    else if (v && typeof v === "object" && Object.values(v).every(Array.isArray))
      for (const a of Object.values(v) as unknown[][]) a.push(-777);
    else w[k] = { poisoned: k };
  }
}

test("resetState makes a scratch state equal to the state copied, whatever it held before", () => {
  const a = statesOf(1, 7);
  const b = statesOf(2, 5).reverse();
  assert.ok(a.length > 20 && b.length > 20);
  let tried = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const src = a[i]!;
    const before = JSON.stringify(src);
    const d = cloneState(b[i]!);
    // A state of another game, every field spoilt: a field the copy forgets shows.
    if (i % 2) poison(d);
    resetState(d, src);
    // Every field, in cloneState's order (a field missing from the copy keeps the other game's value).
    assert.equal(JSON.stringify(d), before);
    assert.deepEqual(Object.keys(d), Object.keys(cloneState(src)));
    assert.deepEqual(decision(d), decision(src), "the pending decision is the copied state's");
    // Nothing shared: playing on from the copy leaves the source alone, and gives what a clone gives.
    const act = decision(src)!.actions[0]!;
    const c = cloneState(src);
    applyInPlace(d, act);
    applyInPlace(c, act);
    assert.equal(JSON.stringify(src), before);
    assert.equal(JSON.stringify(d), JSON.stringify(c));
    assert.deepEqual(decision(d), decision(c));
    tried++;
  }
  assert.ok(tried > 20);
});
