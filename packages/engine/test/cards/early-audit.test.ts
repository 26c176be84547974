// Audit of the Early Year events (#1-40): cases the first tests left out, each written against
// the card (shared/data/1989/cards.json) before the fix it led to, if any.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decision, type Options } from "../../src/index.ts";
import { act, keys, play, position, sp } from "./harness.ts";

test("#16 Nomenklatura: 'remove' is not offered when no Elite space holds Democratic SPs", () => {
  const elite = ["Dresden", "Bydgoszcz", "Plzen", "Szombathely", "Cluj-Napoca", "Stara Zagora"];
  const none = Object.fromEntries(elite.map((n) => [n, [0, 0] as [number, number]]));
  let s = position({ side: "com", hand: [16, 1], sp: none });
  s = play(s, 16);
  // Only one option left: straight to the placement of 3 SPs.
  assert.equal(decision(s)!.kind, "eventPlace");
  s = act(s, `space:${(decision(s)!.actions[0] as { space: number }).space}`);
  s = act(s, keys(s)[0]!);
  s = act(s, keys(s)[0]!);
  assert.equal(
    elite.reduce((n, name) => n + sp(s, name)[0], 0),
    3,
  );
  // With one Democratic SP in an Elite space both options are offered again.
  let t = position({ side: "com", hand: [16, 1], sp: { ...none, Plzen: [0, 1] } });
  t = play(t, 16);
  assert.deepEqual(keys(t).sort(), ["option:add", "option:remove"]);
  t = act(t, "option:remove");
  assert.deepEqual(sp(t, "Plzen"), [0, 0]);
});

test("#21 Common European Home: the paired card is used for Operations, a Tiananmen Square attempt included (6.0)", () => {
  // Communist at box 0: box 1 needs 6. Die 3 + Roundtable Talks' 3 Ops = 6, no own-event bonus.
  let s = position({
    side: "com",
    hand: [21, 17, 12],
    otherHand: [35],
    mutate: (t) => {
      (t as { options: Options }).options = { ...t.options, fixture: { dice: [3] } };
      t.fx.dice = 0;
    },
  });
  s = play(s, 21);
  const d = decision(s)!;
  assert.equal(d.card, 17);
  assert.equal(d.ops, 3);
  assert.deepEqual(keys(s).sort(), ["option:check", "option:place", "option:tst"]);
  s = act(s, "option:tst");
  assert.equal(s.tst.com, 1, "3 + 3 = 6: success");
  assert.ok(s.tstAttempted.com);
  assert.ok(!s.lasting.some((l) => l.card === 17), "Roundtable Talks' event is cancelled");
  assert.ok(s.discard.includes(17) && s.discard.includes(21));
  assert.equal(decision(s)!.player, "dem");
  // Once the attempt of the turn is made, only SPs or checks.
  let t = position({
    side: "com",
    hand: [21, 17, 12],
    otherHand: [35],
    mutate: (x) => void (x.tstAttempted.com = true),
  });
  t = play(t, 21);
  assert.deepEqual(keys(t).sort(), ["option:check", "option:place"]);
});
