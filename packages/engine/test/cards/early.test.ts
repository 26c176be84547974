import assert from "node:assert/strict";
import { test } from "node:test";
import { decision, spaceId } from "../../src/index.ts";
import { act, keys, play, position, sp, space } from "./harness.ts";

test("#2 Solidarity Legalized: 1 SP in each uncontrolled Polish worker/farmer space; Gdansk barred to Communist checks", () => {
  let s = position({ side: "dem", hand: [2], otherHand: [1], sp: { Gdansk: [0, 1], Szczecin: [3, 0] } });
  s = play(s, 2);
  assert.deepEqual(sp(s, "Gdansk"), [0, 2]);
  assert.deepEqual(sp(s, "Szczecin"), [3, 0], "a Communist-controlled worker space gets nothing");
  assert.deepEqual(sp(s, "Lodz"), [0, 1]);
  assert.deepEqual(sp(s, "Bialystok"), [0, 1], "farmer spaces too");
  assert.deepEqual(sp(s, "Polish Writers"), [0, 0], "not intellectuals");
  assert.ok(s.removed.includes(2), "asterisk card removed");
  assert.ok(s.lasting.some((l) => l.card === 2));
  // The Communist now may not target Gdansk.
  s = act(s, "play:1:ops");
  s = act(s, "option:check");
  assert.ok(!keys(s).includes(space("Gdansk")));
  assert.ok(keys(s).includes(space("Lodz")));
});

test("#3 Walesa: cannot occur before Solidarity Legalized; goes to the discard when played for Ops", () => {
  let s = position({ side: "com", hand: [3, 1] });
  assert.ok(!keys(s).includes("play:3:event"));
  s = play(s, 3, "ops");
  s = act(s, "option:place");
  while (decision(s)?.kind === "placeSupport")
    s = act(s, `space:${(decision(s)!.actions[0] as { space: number }).space}`);
  assert.ok(s.discard.includes(3) && !s.removed.includes(3), "5.2 Ex.2: discarded, not removed");
});

test("#3 Walesa: 4 SPs anywhere in Poland, then optional checks", () => {
  let s = position({ side: "dem", hand: [3, 1], mutate: (t) => void (t.flags.event2 = 1) });
  s = play(s, 3);
  assert.equal(decision(s)!.kind, "eventPlace");
  assert.ok(keys(s).every((k) => ["Poland"].length && k.startsWith("space:")));
  for (let i = 0; i < 4; i++) s = act(s, space("Krakow"));
  assert.equal(sp(s, "Krakow")[1], 5);
  assert.equal(decision(s)!.kind, "supportCheck");
  assert.ok(keys(s).includes("option:done"));
  assert.ok(
    keys(s).every((k) => k === "option:done" || /^space:(1[2-9]|2[0-5])$/.test(k)),
    "Polish spaces only",
  );
});

test("#4 Michnik: 3 SPs in Polish Writers without a choice", () => {
  let s = position({ side: "dem", hand: [4], otherHand: [1] });
  s = play(s, 4);
  assert.equal(sp(s, "Polish Writers")[1], 3);
  assert.equal(decision(s)!.player, "com", "no decision left for the Democrat");
});

test("#7 State Run Media: remove 4 Democratic SPs, at most 2 per space", () => {
  let s = position({
    side: "com",
    hand: [7, 1],
    clear: true,
    sp: { Gdansk: [0, 3], Krakow: [0, 1], Lodz: [0, 1] },
  });
  s = play(s, 7);
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  assert.ok(!keys(s).includes(space("Gdansk")), "at most 2 from one space");
  s = act(s, space("Krakow"));
  assert.deepEqual(sp(s, "Lodz"), [0, 0], "the last SP is forced");
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
});

test("#16 Nomenklatura: remove all Democratic SPs from Elite spaces", () => {
  let s = position({ side: "com", hand: [16, 1], sp: { Dresden: [2, 3], Plzen: [0, 1] } });
  s = play(s, 16);
  s = act(s, "option:remove");
  assert.deepEqual(sp(s, "Dresden"), [2, 0]);
  assert.deepEqual(sp(s, "Plzen"), [0, 0]);
});

test("#24 St. Nicholas Church: just enough SPs to control the Lutheran Church", () => {
  let s = position({ side: "dem", hand: [24, 1], sp: { "Lutheran Church": [2, 1] } });
  s = play(s, 24);
  assert.deepEqual(sp(s, "Lutheran Church"), [2, 7], "2 + stability 5 = 7");
});

test("#25 Perestroika: +1 Ops to Communist cards for the rest of the turn, not to the Democrat's", () => {
  let s = position({ side: "com", hand: [25, 12], otherHand: [19, 31] });
  s = play(s, 25);
  assert.ok(s.lasting.some((l) => l.card === 25 && l.until === "turn"));
  s = act(s, "play:31:ops"); // Democrat, Intelligentsia (2 Ops)
  assert.equal(decision(s)!.ops, 2, "the Democrat is not helped");
  s = act(s, "option:check");
  s = act(s, "option:done");
  s = act(s, "play:12:ops"); // Communist, Apparatchiks (2 Ops)
  assert.equal(decision(s)!.ops, 3);
});

test("#35 Heal Our Bleeding Wound: VP by period", () => {
  for (const [turn, want] of [
    [2, -3],
    [5, -1],
    [9, 3],
  ] as const) {
    let s = position({ side: "com", hand: [35, 1], turn });
    const before = s.vp;
    s = play(s, 35);
    assert.equal(s.vp - before, want, `turn ${turn}`);
  }
  assert.ok(spaceId("Ruse") >= 0);
});
