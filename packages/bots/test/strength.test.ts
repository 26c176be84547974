// The heuristic bot must beat the random bot in at least 90% of games as each side. The README's
// table runs 500+ games per side with the CLI; this is the same check on 100 fixed seeds per side.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createBot, playGame } from "../src/index.ts";

// 100 per side; 20 under `npm run test:fast` (DAWN_TEST_FAST=1), for daily work.
const GAMES = ["1", "true", "yes"].includes((process.env.DAWN_TEST_FAST ?? "").toLowerCase()) ? 20 : 100;

for (const side of ["com", "dem"] as const) {
  test(`heuristic beats random in >= 90% of ${GAMES} games as ${side}`, () => {
    const h = createBot("heuristic");
    const r = createBot("random");
    let wins = 0;
    let heldByHeuristic = 0;
    for (let i = 0; i < GAMES; i++) {
      const g = playGame(side === "com" ? { com: h, dem: r } : { com: r, dem: h }, 90_000 + i);
      if (g.result.winner === side) wins++;
      else if (g.result.reason === "heldScoringCard") heldByHeuristic++;
    }
    assert.equal(heldByHeuristic, 0, "the heuristic bot held a Scoring card");
    assert.ok(wins >= GAMES * 0.9, `won only ${wins} of ${GAMES}`);
  });
}
