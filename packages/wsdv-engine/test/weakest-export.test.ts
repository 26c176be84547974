// 9.3 the weakest export factory of West Germany, Hamburg counted where it helps West most (10.2):
// weakestWestExport against the rule written out (every choice for Hamburg tried), on boards of
// random games with their factories shuffled about (Hamburg's among them).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  applyInPlace,
  CITIES,
  CITY,
  cloneState,
  decision,
  exportValue,
  factoryValue,
  NORMAL,
  newGame,
  PROVINCE,
  playRandomGame,
  RUNDOWN,
  type State,
  WEST_GERMANY,
  weakestWestExport,
} from "@dawn/wsdv-engine";

/** The rule as written: Hamburg for Schleswig-Holstein, for Niedersachsen, or (no factory) for none. */
function reference(s: State): number {
  const hamburg = s.factory[CITY.HAMBURG] === NORMAL || s.factory[CITY.HAMBURG] === RUNDOWN;
  const options = hamburg ? [PROVINCE.SCHLESWIG_HOLSTEIN, PROVINCE.NIEDERSACHSEN] : [null];
  let best = -Infinity;
  for (const h of options) {
    let min = Infinity;
    for (const p of WEST_GERMANY) {
      const own = exportValue(s, p);
      min = Math.min(min, p === h ? Math.max(own, factoryValue(s, CITY.HAMBURG)) : own);
    }
    best = Math.max(best, min);
  }
  return best;
}

test("weakestWestExport is the rule's minimum with Hamburg counted where it helps most", () => {
  let n = 0;
  let withHamburg = 0;
  const seen = new Set<number>();
  for (let seed = 1; seed <= 6; seed++) {
    const g = playRandomGame(seed);
    const s = newGame(seed);
    g.actions.forEach((a, i) => {
      if (i % 4 === 0 && decision(s)) {
        // The board as played, then with factories moved about (a seeded shuffle of the states).
        for (let k = 0; k < 6; k++) {
          const b = cloneState(s);
          if (k > 0)
            for (let c = 0; c < b.factory.length; c++) {
              const x = (c * 7919 + i * 31 + k * 17 + seed) % 5;
              if (x < 3) b.factory[c] = x === 0 ? 0 : x === 1 ? NORMAL : RUNDOWN;
            }
          // Schleswig-Holstein's or Niedersachsen's factories gone, Hamburg's standing: Hamburg decides.
          if (k >= 4) {
            const bare = k === 4 ? PROVINCE.SCHLESWIG_HOLSTEIN : PROVINCE.NIEDERSACHSEN;
            CITIES.forEach((c, id) => {
              if (c.province === bare) b.factory[id] = 0;
              else if (c.province !== null && WEST_GERMANY.includes(c.province)) b.factory[id] = NORMAL;
            });
            b.factory[CITY.HAMBURG] = NORMAL;
          }
          const want = reference(b);
          assert.equal(weakestWestExport(b), want);
          seen.add(want);
          if (b.factory[CITY.HAMBURG] === NORMAL || b.factory[CITY.HAMBURG] === RUNDOWN) withHamburg++;
          n++;
        }
      }
      applyInPlace(s, a);
    });
  }
  assert.ok(n > 500 && withHamburg > 100, `${n} boards, ${withHamburg} with Hamburg's factory`);
  assert.ok(seen.size >= 3, `values seen: ${[...seen]}`);
});
