// The table's odds over every decision of 6 random games (2,066 states), timed per decision kind:
// `node --conditions=@dawn/source --import tsx packages/dof/test/odds-bench.ts` (three rounds; the
// last counts). With OUT=file, the odds are written there as JSON (to compare two versions).
import fs from "node:fs";
import { cloneState, decision, type State } from "@dawn/engine";
import { decisionOdds } from "../src/table.ts";
import { randomGameStates } from "./states.ts";

const states: State[] = [];
for (const s of randomGameStates([1, 2, 3, 4, 5, 6])) states.push(cloneState(s));
console.log(`${states.length} states`);
const byKind = new Map<string, { n: number; ms: number; actions: number; rolls: number }>();
const out: unknown[] = [];
for (let round = 0; round < 3; round++) {
  byKind.clear();
  const t0 = performance.now();
  for (const s0 of states) {
    // A fresh copy: the odds are kept per state object.
    const s = cloneState(s0);
    const d = decision(s)!;
    const t = performance.now();
    const o = decisionOdds(s, d.player);
    const dt = performance.now() - t;
    if (round === 2) out.push(o);
    const k = byKind.get(d.kind) ?? { n: 0, ms: 0, actions: 0, rolls: 0 };
    k.n++;
    k.ms += dt;
    k.actions += d.actions.length;
    k.rolls += o ? o.filter(Boolean).length : 0;
    byKind.set(d.kind, k);
  }
  console.log(`round ${round}: ${(performance.now() - t0).toFixed(0)} ms`);
}
for (const [k, v] of [...byKind].sort((a, b) => b[1].ms - a[1].ms))
  console.log(
    `${k.padEnd(16)} ${String(v.n).padStart(5)} decisions ${v.ms.toFixed(1).padStart(7)} ms ${(v.actions / v.n).toFixed(1)} actions ${v.rolls} rolls`,
  );
if (process.env.OUT) fs.writeFileSync(process.env.OUT, JSON.stringify(out));
