// reforkState (state.ts): a fork made again in place must be exactly what forkState makes, whatever
// the rules did to it in between; the odds' probe (firstRolls) relies on it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { apply, decision, newGame } from "../src/game.ts";
import { firstRolls } from "../src/probe.ts";
import { forkState, reforkState, type State } from "../src/state.ts";

/** States of a few games of arbitrary legal moves, one every few moves (Power Struggles included). */
function states(): State[] {
  const out: State[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    let s = newGame(seed, { scenario: seed === 6 ? "dem+1" : "standard" });
    for (let i = 0; !s.result && i < 1500; i++) {
      const d = decision(s);
      if (!d) break;
      s = apply(s, d.actions[(seed * 7919 + i * 31) % d.actions.length]!);
      if (i % 7 === 0) out.push(s);
    }
  }
  return out;
}

test("reforkState makes any fork what forkState(s) makes: the same JSON, no list shared with s", () => {
  const all = states();
  assert.ok(all.length > 200, `${all.length} states`);
  assert.ok(
    all.some((s) => s.ps !== null),
    "a Power Struggle is among them",
  );
  let d = forkState(all[0]!);
  for (let i = 1; i < all.length; i++) {
    // The fork of a state met earlier (another turn, other lists and frames), changed by the rules.
    const s = all[i]!;
    const dec = decision(d);
    if (dec && !d.result) {
      const moved = apply(d, dec.actions[i % dec.actions.length]!);
      d = forkState(moved);
    }
    reforkState(d, s);
    assert.equal(JSON.stringify(d), JSON.stringify(forkState(s)), `state ${i}`);
    assert.deepEqual(Object.keys(d), Object.keys(s));
    // Writing the fork's lists leaves the state alone.
    const before = JSON.stringify(s);
    d.sp.com.push(99);
    d.hands.dem.length = 0;
    d.deck.reverse();
    d.discard.push(1);
    d.known.com.push(2);
    d.tstFirst.push(null);
    reforkState(d, s);
    assert.equal(JSON.stringify(s), before, `state ${i} unchanged`);
    assert.equal(JSON.stringify(d), before, `state ${i} again`);
  }
});

test("reforkState copies frozen lists and lists shared with s instead of writing them", () => {
  const s = states()[40]!;
  const d = forkState(s);
  d.deck = Object.freeze(d.deck.slice()) as number[];
  d.discard = s.discard as number[];
  reforkState(d, s);
  assert.notEqual(d.discard, s.discard);
  assert.equal(Object.isFrozen(d.deck), false);
  assert.equal(JSON.stringify(d), JSON.stringify(forkState(s)));
});

test("firstRolls gives each action the entry a copy of its own gives (one copy made again per action)", () => {
  for (const s of states().filter((_, i) => i % 5 === 0)) {
    const d = decision(s);
    if (!d) continue;
    const all = firstRolls(s, d.actions);
    d.actions.forEach((a, i) => {
      assert.deepEqual(firstRolls(s, [a])[0], all[i], `action ${i} of ${d.kind}`);
    });
  }
});
