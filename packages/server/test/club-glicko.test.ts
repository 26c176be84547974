// Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system").
import assert from "node:assert/strict";
import { test } from "node:test";
import { expectedScore, glicko2, NEW_RATING } from "../src/club/glicko2.ts";

test("the paper's example: 1500/200/0.06 against 1400/30 (win), 1550/100 (loss), 1700/300 (loss)", () => {
  const r = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [
    { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
    { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
    { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
  ]);
  // The paper rounds its intermediate values (mu' = -0.2069, phi' = 0.8722) to four places and
  // prints 1464.06 / 151.52 / 0.05999; unrounded, the rating is 1464.05.
  assert.equal(((r.rating - 1500) / 173.7178).toFixed(4), "-0.2069");
  assert.equal((r.rd / 173.7178).toFixed(4), "0.8722");
  assert.ok(Math.abs(r.rating - 1464.06) < 0.015, `rating ${r.rating}`);
  assert.equal(r.rd.toFixed(2), "151.52");
  assert.ok(r.vol < 0.06 && r.vol > 0.05999, `volatility ${r.vol}`);
});

test("a period without games only widens the deviation", () => {
  const r = glicko2({ rating: 1600, rd: 100, vol: 0.06 }, []);
  assert.equal(r.rating, 1600);
  assert.ok(r.rd > 100 && r.rd < 101);
  assert.equal(glicko2(NEW_RATING, []).rd, 350);
});

test("winning raises, losing lowers, a draw between equals changes nothing", () => {
  const a = NEW_RATING;
  assert.ok(glicko2(a, [{ opponent: a, score: 1 }]).rating > 1500);
  assert.ok(glicko2(a, [{ opponent: a, score: 0 }]).rating < 1500);
  assert.equal(glicko2(a, [{ opponent: a, score: 0.5 }]).rating.toFixed(6), "1500.000000");
  assert.ok(Math.abs(expectedScore(a, a) - 0.5) < 1e-12);
  assert.ok(expectedScore({ rating: 1800, rd: 50, vol: 0.06 }, a) > 0.75);
});
