// determinize's contract: a sample depends only on what the side has seen (its view) and the seed.
// Two states that differ only in hidden information (the opponent's hand, the deck order, the
// Power Struggle hands) give the same sample.
import assert from "node:assert/strict";
import { test } from "node:test";
import { apply, decision, determinize, newGame, playRandomGame, stateHash, view } from "../src/index.ts";

test("determinize depends only on the side's view and the seed", () => {
  let checked = 0;
  for (let g = 0; g < 12; g++) {
    const seed = 31_000 + g;
    const actions = playRandomGame(seed).actions;
    let s = newGame(seed, { scenario: "standard" });
    for (let j = 0; j < actions.length; j++) {
      if (j % 23 === 5) {
        for (const side of ["com", "dem"] as const) {
          const other = determinize(s, side, 1000 + j);
          assert.deepEqual(view(other, side), view(s, side));
          const a = determinize(s, side, 77);
          const b = determinize(other, side, 77);
          assert.equal(stateHash(a), stateHash(b), `game ${seed}, action ${j}, ${side}`);
          checked++;
        }
      }
      if (!decision(s)) break;
      s = apply(s, actions[j]!);
    }
  }
  assert.ok(checked > 100);
});
