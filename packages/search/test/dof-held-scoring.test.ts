// 4.5.4 / 10.2: a player holding a Scoring card at Verify Held Cards loses. 1989's search bot, at
// its last Action Round of a turn with a Scoring card in hand, plays it, even in a position that is
// lost either way (where a search held it, for the draw it saw in determinizations that deal the
// opponent a Scoring card too: one he would never have kept).
import assert from "node:assert/strict";
import { test } from "node:test";
import { dof } from "@dawn/dof";
import { CARD, type State } from "@dawn/engine";
import { botContext } from "@dawn/platform";
import { lostLastRound } from "../../dof/test/held-scoring.ts";
import { hint, searchBot } from "../src/index.ts";

test("1989: every level plays its Scoring card in its last Action Round, lost position or not", () => {
  const s: State = lostLastRound();
  for (const level of ["normal", "hard", "easy"] as const) {
    const bot = searchBot(dof, level).create();
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = bot.choose(botContext(dof, s, seed));
      assert.deepEqual(a, { t: "play", card: CARD.POLAND_SCORING, as: "event" }, `${level}, seed ${seed}`);
    }
  }
});

test("1989: a hint in that lost last round puts the Scoring card first", () => {
  // Hints search every decision, forced ones too: the holding moves must not look better. They
  // did while determinize dealt the opponent a Scoring card after his last play (a draw for the
  // holder in those samples); it no longer deals him more than he can still play (4.5.4).
  const s: State = lostLastRound();
  for (const seed of [1, 2, 3]) {
    const [best] = hint(dof, botContext(dof, s, seed), 3, "normal", { maxMs: 1e9 });
    assert.deepEqual(best?.action, { t: "play", card: CARD.POLAND_SCORING, as: "event" }, `seed ${seed}`);
  }
});
