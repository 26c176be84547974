import assert from "node:assert/strict";
import { test } from "node:test";
import {
  applyInPlace,
  COUNTRIES,
  controller,
  decision,
  newGame,
  SPACES,
  type State,
  tallyCountry,
} from "@dawn/engine";
import {
  boardOf,
  checkGain,
  controllerOf,
  countryParts,
  countryValue,
  countryValueAt,
  evaluate,
  planPlacement,
  psWinChance,
  tally,
  tstChance,
} from "../src/board.ts";
import { botRandom } from "../src/index.ts";

function randomStates(n: number): State[] {
  const out: State[] = [];
  for (let seed = 1; out.length < n; seed++) {
    const s = newGame(seed);
    const pick = botRandom(seed);
    const stop = 50 + pick(400);
    for (let i = 0; i < stop && decision(s); i++)
      applyInPlace(s, decision(s)!.actions[pick(decision(s)!.actions.length)]!);
    out.push(s);
  }
  return out;
}

test("the bot's model of control and country scoring agrees with the engine", () => {
  for (const s of randomStates(30)) {
    const b = boardOf(s);
    for (let id = 0; id < SPACES.length; id++) assert.equal(controllerOf(b, id), controller(s, id));
    for (const c of COUNTRIES) {
      const mine = tally(b, c);
      const theirs = tallyCountry(s, c);
      assert.deepEqual({ com: mine.com, dem: mine.dem }, theirs.points, c);
      assert.deepEqual(mine.spaces, theirs.spaces, c);
    }
  }
});

test("Power Struggle odds: no cards never wins, more cards win more often", () => {
  assert.equal(psWinChance(0, 6, 1), 0);
  assert.equal(psWinChance(6, 0, -1), 1);
  assert.equal(psWinChance(0, 0, 1), 0);
  assert.ok(psWinChance(10, 6, 0) > psWinChance(6, 6, 0));
  assert.ok(psWinChance(6, 6, 1) > psWinChance(6, 6, 0));
  // The two sides' chances add up to one.
  for (const [a, b, i] of [
    [6, 8, 1],
    [10, 6, 0],
    [0, 0, -1],
    [12, 6, -1],
  ] as const)
    assert.ok(Math.abs(psWinChance(a, b, i) + psWinChance(b, a, -i) - 1) < 1e-12);
});

test("TST odds follow the track's numbers", () => {
  const b = boardOf(newGame(1));
  // Democrat needs 5 for box 1: with 4 Ops every roll succeeds, with 1 Op a 4, 5 or 6.
  assert.equal(tstChance(b, "dem", 4, 0), 1);
  assert.equal(tstChance(b, "dem", 1, 0), 3 / 6);
  b.tst.dem = 8;
  assert.equal(tstChance(b, "dem", 4, 0), 0);
});

test("a Support Check that cannot succeed is worth nothing; placing Ops is worth something", () => {
  const s = newGame(2);
  const b = boardOf(s);
  // A stability-5 space needs more than 10: impossible with 1 Op and no adjacent help.
  const church = SPACES.find((sp) => sp.stability === 5)!.id;
  b.sp.com[church] = 3;
  b.sp.dem[church] = 0;
  assert.equal(checkGain(b, "dem", church, 1), 0);
  const before = evaluate(b, "dem");
  const gain = planPlacement(b, "dem", 4);
  assert.ok(gain > 0);
  assert.ok(
    Math.abs(evaluate(b, "dem") - before - gain) < 1e-9,
    "the plan's gain is the evaluation's change",
  );
  // The evaluation is zero-sum.
  assert.ok(Math.abs(evaluate(b, "dem") + evaluate(b, "com")) < 1e-9);
});

test("countryValueAt: a country valued again with one space changed is countryValue of the changed board, to the last bit", () => {
  let checked = 0;
  let changedControl = 0;
  for (const [i, s] of randomStates(40).entries()) {
    const b = boardOf(s);
    if (i % 4 === 0) b.gone = SPACES.findIndex((x) => x.country === COUNTRIES[i % COUNTRIES.length]);
    if (i % 3 === 0) b.focus[COUNTRIES[(i + 1) % COUNTRIES.length]!] = 1.5;
    for (const country of COUNTRIES)
      for (const me of ["com", "dem"] as const) {
        assert.equal(countryParts(b, country, me), countryValue(b, country, me));
        for (const id of SPACES.keys()) {
          if (SPACES[id]!.country !== country || id === b.gone) continue;
          for (const [dc, dd] of [
            [1, 0],
            [2, 0],
            [0, 3],
            [-1, 1],
            [4, -2],
          ] as const) {
            const c = b.sp.com[id]!;
            const d = b.sp.dem[id]!;
            if (c + dc < 0 || d + dd < 0) continue;
            const before = controllerOf(b, id);
            b.sp.com[id] = c + dc;
            b.sp.dem[id] = d + dd;
            const got = countryValueAt(b, id);
            const want = countryValue(b, country, me);
            if (controllerOf(b, id) !== before) changedControl++;
            b.sp.com[id] = c;
            b.sp.dem[id] = d;
            assert.ok(
              Object.is(got, want),
              `${country} ${me} space ${id} ${dc},${dd}: ${got} against ${want}`,
            );
            checked++;
          }
        }
      }
  }
  assert.ok(
    checked > 10_000 && changedControl > 1000,
    `${checked} values, ${changedControl} with control changed`,
  );
});
