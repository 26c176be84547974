// The evaluation's own working of the economy (eval.ts: every factory's value once per call, in
// scratch arrays) held to the engine's functions for the same rules, on every position of random
// games of both rule sets; and the projection's results are the caller's own copies.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  applyInPlace,
  berlinLimit,
  CITIES,
  CITY,
  cloneState,
  currencyBalance,
  decision,
  dismantleCapacity,
  exportValue,
  factoryValue,
  newGame,
  PROVINCES,
  type State,
  weakestWestExport,
} from "@dawn/wsdv-engine";
import { evaluate, project, workedEconomy } from "../src/eval.ts";

/** Every position of `games` random games (seeded choices), both rule sets. */
function positions(games: number): State[] {
  const out: State[] = [];
  let r = 7;
  const rand = () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return r / 4294967296;
  };
  for (let g = 0; g < games; g++) {
    const s = newGame(300 + g, { rules: g % 2 === 0 ? "2016" : "2014" });
    for (let i = 0; i < 3000; i++) {
      const d = decision(s);
      if (!d) break;
      out.push(cloneState(s));
      applyInPlace(s, d.actions[(rand() * d.actions.length) | 0]!);
    }
  }
  return out;
}

test("the evaluation's factory values, exports, weakest West export, currency shortfall, West Berlin limit and East's dismantle capacity are the engine's (5.1, 9.3, 9.4, 9.5, 10.2, 10.3)", () => {
  const all = positions(64);
  let hamburg = 0;
  let sectors = 0;
  let shortfall = 0;
  for (const s of all) {
    const w = workedEconomy(s);
    for (const c of CITIES) assert.equal(w.factoryValue[c.id], factoryValue(s, c.id), `city ${c.key}`);
    for (const p of PROVINCES) assert.equal(w.exportValue[p.id], exportValue(s, p.id), `province ${p.key}`);
    assert.equal(w.weakestWestExport, weakestWestExport(s));
    assert.equal(w.currencyShortfall, currencyBalance(s).shortfall);
    assert.equal(w.berlinLimit, berlinLimit(s));
    assert.equal(w.eastDismantleCapacity, dismantleCapacity(s, "east", null));
    if (factoryValue(s, CITY.HAMBURG) > 0) hamburg++;
    if (s.sectors.some((x) => x > 0)) sectors++;
    if (w.currencyShortfall > 0) shortfall++;
  }
  // The positions reach the cases the rules treat apart.
  assert.ok(all.length > 5000, `${all.length} positions`);
  assert.ok(hamburg > 1000, `Hamburg's factory counting in ${hamburg}`);
  assert.ok(sectors > 1000, `West Berlin supplied in ${sectors}`);
  assert.ok(shortfall > 300, `a currency shortfall in ${shortfall}`);
});

test("the projection is the caller's own: a later call does not change it, and the state is untouched", () => {
  const all = positions(2);
  const a = all[40]!;
  const b = all[all.length - 1]!;
  const before = JSON.stringify(a);
  const pa = project(a);
  const copy = JSON.stringify(pa);
  const ea = evaluate(a);
  project(b);
  evaluate(b);
  assert.equal(JSON.stringify(pa), copy);
  assert.equal(JSON.stringify(a), before);
  assert.equal(evaluate(a), ea);
  assert.deepEqual(project(a), pa);
});
