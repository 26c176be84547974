// determinize deals no opponent more Scoring cards than he has card plays left this turn (4.5.4,
// 10.2: he would lose when held cards are verified), and cardPlaysLeft counts those plays (4.5.2,
// Honecker's extra round, 4.1).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apply,
  CARD,
  CARDS,
  decision,
  determinize,
  newGame,
  playRandomGame,
  type State,
} from "../src/index.ts";
import { cardPlaysLeft } from "../src/rules/turn.ts";

const honecker = (s: State, side: "com" | "dem"): number =>
  s.lasting.filter((l) => l.card === CARD.HONECKER && l.side === side).length;

test("cardPlaysLeft: seven rounds each, the Communist first, the round under way counted for its player", () => {
  let checked = 0;
  let ending = 0;
  for (let g = 0; g < 20; g++) {
    const seed = 52_000 + g;
    const actions = playRandomGame(seed).actions;
    let s = newGame(seed, { scenario: "standard" });
    for (const a of actions) {
      const d = decision(s);
      if (!d) break;
      if (d.kind === "actionRound" && s.round >= 1 && s.round <= 7) {
        const r = s.round;
        const com = (s.phasing === "com" ? 8 - r : 7 - r) + honecker(s, "com");
        const dem = 8 - r + honecker(s, "dem");
        assert.equal(cardPlaysLeft(s, "com"), com, `game ${seed} turn ${s.turn} round ${r} ${s.phasing}`);
        assert.equal(cardPlaysLeft(s, "dem"), dem, `game ${seed} turn ${s.turn} round ${r} ${s.phasing}`);
        checked++;
      }
      // After the rounds (the end of the turn's extra Support Check): none.
      if (s.stack.some((f) => f.k === "turnEnd") && !s.stack.some((f) => f.k === "rounds")) {
        assert.equal(cardPlaysLeft(s, "com"), 0);
        assert.equal(cardPlaysLeft(s, "dem"), 0);
        ending++;
      }
      s = apply(s, a);
    }
  }
  assert.ok(checked > 500, `${checked} Action Rounds checked`);
  assert.ok(ending > 0, "a decision after the rounds was checked");
  // Before the first Action Round (the bid before turn 1): all seven.
  const bid = newGame(7, { scenario: "standard", bid: true });
  assert.equal(decision(bid)?.kind, "bid");
  assert.equal(cardPlaysLeft(bid, "com"), 7);
  assert.equal(cardPlaysLeft(bid, "dem"), 7);
});

test("determinize: after his last play of the turn the opponent holds no Scoring card the viewer has not seen", () => {
  let positions = 0;
  let unseenScoring = 0;
  for (let g = 0; g < 40; g++) {
    const seed = 53_000 + g;
    const actions = playRandomGame(seed).actions;
    let s = newGame(seed, { scenario: "standard" });
    for (const a of actions) {
      const d = decision(s);
      if (!d) break;
      // The Democrat's seventh round: the Communist has made every play of the turn.
      if (s.phasing === "dem" && s.round === 7 && honecker(s, "com") === 0 && d.player === "dem") {
        assert.equal(cardPlaysLeft(s, "com"), 0);
        const known = s.known.dem;
        const pool = [...s.hands.com, ...s.deck, ...s.aside.com].filter((c) => !known.includes(c));
        if (pool.some((c) => CARDS[c]!.scoring)) unseenScoring++;
        const knownScoring = s.hands.com.some((c) => known.includes(c) && CARDS[c]!.scoring);
        for (let k = 0; k < 12; k++) {
          const n = determinize(s, "dem", 1000 * g + k);
          const dealt = n.hands.com.filter((c) => CARDS[c]!.scoring && !known.includes(c));
          assert.deepEqual(dealt, [], `game ${seed} turn ${s.turn}: sample ${k} dealt ${dealt}`);
          assert.equal(n.hands.com.length, s.hands.com.length);
          if (knownScoring) assert.ok(n.hands.com.some((c) => known.includes(c) && CARDS[c]!.scoring));
        }
        positions++;
      }
      s = apply(s, a);
    }
  }
  // Enough positions where a uniform deal would often have given him one.
  assert.ok(positions > 100, `${positions} positions`);
  assert.ok(unseenScoring > 50, `${unseenScoring} positions with an unseen Scoring card`);
});
