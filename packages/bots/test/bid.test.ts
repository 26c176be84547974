// The bots' answers to the play-balance bid (rule 13.0) and playGame's report of it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { applyInPlace, decision, newGame } from "@dawn/engine";
import { HEURISTIC_BID, heuristicBot, playGame, RANDOM_MAX_BID, randomBot } from "../src/index.ts";

test("the heuristic bids its small fixed offer from either seat", () => {
  for (const seed of [1, 2, 3]) {
    const s = newGame(seed, { scenario: "standard", bid: true });
    for (const seat of ["com", "dem"] as const) {
      const d = decision(s)!;
      assert.equal(d.kind, "bid");
      assert.equal(d.player, seat);
      const a = heuristicBot.chooseFromState(s, seat, seed);
      assert.deepEqual(a, { t: "bid", side: HEURISTIC_BID.side, sps: HEURISTIC_BID.sps });
      applyInPlace(s, a);
    }
    // Two identical bids: a tie roll, and the winner plays the side it bid for.
    const d = decision(s)!;
    assert.equal(d.kind, "bidTie");
    const a = heuristicBot.chooseFromState(s, d.player, seed);
    assert.deepEqual(a, { t: "option", option: HEURISTIC_BID.side });
    applyInPlace(s, a);
    assert.equal(s.sidesSwapped, d.player !== HEURISTIC_BID.side);
  }
});

test("the random bot bids a random side and only a few SPs", () => {
  const s = newGame(5, { scenario: "standard", bid: true });
  const d = decision(s)!;
  const sides = new Set<string>();
  const sps = new Set<number>();
  for (let seed = 1; seed <= 200; seed++) {
    const a = randomBot.chooseFromState(s, d.player, seed);
    assert.equal(a.t, "bid");
    if (a.t !== "bid") continue;
    sides.add(a.side);
    sps.add(a.sps);
  }
  assert.deepEqual([...sides].sort(), ["com", "dem"]);
  assert.deepEqual(
    [...sps].sort((x, y) => x - y),
    Array.from({ length: RANDOM_MAX_BID + 1 }, (_, i) => i),
  );
});

test("playGame with a bid reports the bids and whether the seats swapped sides", () => {
  let swaps = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const g = playGame({ com: randomBot, dem: randomBot }, seed, { scenario: "standard", bid: true });
    assert.ok(g.bids, "the bids are reported");
    const { com, dem } = g.bids;
    // Opposite sides: each seat plays the side it asked for.
    if (com.side !== dem.side) assert.equal(g.sidesSwapped, com.side === "dem");
    else if (com.sps !== dem.sps) {
      const winnerSeat = com.sps > dem.sps ? "com" : "dem";
      assert.equal(g.sidesSwapped, winnerSeat !== com.side);
    }
    if (g.sidesSwapped) swaps++;
    assert.ok(g.result);
  }
  assert.ok(swaps > 0, "some random bids swap the seats");
  const plain = playGame({ com: randomBot, dem: randomBot }, 1);
  assert.equal(plain.bids, null);
  assert.equal(plain.sidesSwapped, false);
});
