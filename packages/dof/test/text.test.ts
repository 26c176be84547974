// 1989's terminal rendering (the CLI's play): board, hand, choices, status, log and commands, drawn
// from views only (nothing of the opponent's hand), one line per legal action.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CARDS } from "@dawn/engine";
import { chooser } from "@dawn/platform";
import { DOF_TEXT, dof } from "../src/index.ts";

/** Plays random legal actions until `stop` holds (or the game ends). */
function playUntil(seed: number, stop: (s: ReturnType<typeof dof.newGame>) => boolean, options = {}) {
  const s = dof.newGame(seed, dof.parseOptions(options));
  const pick = chooser(seed);
  for (let i = 0; i < 5000; i++) {
    const d = dof.decision(s);
    if (!d || stop(s)) return s;
    dof.applyInPlace(s, d.actions[pick(d.actions.length)]!);
  }
  throw new Error("no such state");
}

test("the module carries the renderer; the board shows every country, the tracks and the viewer's hand only", () => {
  assert.equal(dof.text, DOF_TEXT);
  const s = playUntil(3, (x) => dof.decision(x)?.kind === "actionRound");
  const dem = DOF_TEXT.board(dof.view(s, "dem"));
  for (const country of ["East Germany", "Poland", "Czechoslovakia", "Hungary", "Romania", "Bulgaria"])
    assert.match(dem, new RegExp(`${country} \\[Power: `));
  assert.match(dem, /Tiananmen Square: Communist \d/);
  assert.match(dem, /USSR: /);
  assert.match(dem, /Your hand \(Democrat, \d+ cards\)/);
  // The Communist's cards are not in the Democrat's board (unless the Democrat holds the same card: never).
  for (const c of s.hands.com) assert.ok(!dem.includes(`#${c} ${CARDS[c]!.name} [`), `card ${c} leaked`);
  for (const c of s.hands.dem) assert.ok(dem.includes(`#${c} ${CARDS[c]!.name} [`));
  const observer = DOF_TEXT.board(dof.view(s, "observer"));
  assert.doesNotMatch(observer, /Your hand/);
});

test("choices: one line per legal action, in order; status: the board at an Action Round, the Power Struggle in one", () => {
  let sawGrid = false;
  let sawPs = false;
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const s = dof.newGame(seed, dof.parseOptions({}));
    const pick = chooser(seed * 31);
    for (let i = 0; i < 400; i++) {
      const d = dof.decision(s);
      if (!d) break;
      const lines = DOF_TEXT.choices(s, d.actions);
      assert.equal(lines.length, d.actions.length);
      assert.ok(lines.every((l) => typeof l === "string" && l.length > 0 && !l.includes("\n")));
      if (d.actions.length > 12 && d.actions.every((a) => a.t === "space")) {
        // Long lists of spaces in their short form: "Name(stability*) com/dem SPs + controller".
        sawGrid = true;
        assert.ok(
          lines.every((l) => /^.+\(\d\*?\) \d+\/\d+[CD]?$/.test(l)),
          lines[0],
        );
      }
      const v = dof.view(s, d.seat);
      const status = DOF_TEXT.status!(v, d.kind);
      if (d.kind === "actionRound") assert.match(status, /== Turn \d+, Action Round \d+/);
      if (v.ps && d.kind !== "actionRound") {
        sawPs = true;
        assert.match(status, /Power Struggle in /);
      }
      dof.applyInPlace(s, d.actions[pick(d.actions.length)]!);
    }
  }
  assert.ok(sawGrid && sawPs);
});

test("log: one line per entry of the viewer's log, hidden parts redacted; commands hand and card", () => {
  const s = playUntil(5, (x) => x.turn >= 2);
  const v = dof.view(s, "dem");
  const lines = DOF_TEXT.log!(v);
  assert.equal(lines.length, v.log.length);
  assert.ok(
    lines.every((l) => !/\[[csp]\d+\]/.test(l)),
    "card and space references are rendered",
  );
  const cmd = (name: string) => DOF_TEXT.commands!.find((c) => c.name === name)!;
  assert.match(cmd("hand").run(v, ""), /Your hand \(Democrat/);
  assert.match(cmd("hand").run(dof.view(s, "observer"), ""), /Observers hold no hand/);
  assert.match(cmd("card").run(v, "14"), /^#14 Gorbachev Charms the West \[4 Ops, both\]\n {4}\S/);
  for (const bad of ["", "0", "111", "x", "1.5"]) assert.match(cmd("card").run(v, bad), /Usage: card N/);
});

test("metrics: VP and turn, and after a balance bid each seat's bid", () => {
  const plain = playUntil(2, () => false);
  assert.deepEqual(Object.keys(dof.metrics(plain)).sort(), ["turn", "vp"]);
  const bid = playUntil(2, () => false, { bid: true });
  const m = dof.metrics(bid);
  const b = bid.bids!;
  assert.equal(m["com.bid"], b.com!.sps);
  assert.equal(m["dem.bid"], b.dem!.sps);
  assert.equal(m["com.bidDem"], b.com!.side === "dem" ? 1 : 0);
  assert.equal(m["dem.bidDem"], b.dem!.side === "dem" ? 1 : 0);
  assert.equal(m.bidBonus, b.com!.side === b.dem!.side ? Math.max(b.com!.sps, b.dem!.sps) : 0);
});
