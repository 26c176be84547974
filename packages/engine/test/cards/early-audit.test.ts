// Audit of the Early Year events (#1-40): cases the first tests left out, each written against
// the card (shared/data/1989/cards.json) before the fix it led to, if any.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decision } from "../../src/index.ts";
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
