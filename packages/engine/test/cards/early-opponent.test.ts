// 5.2 for every one-sided Early Year event: played for Operations by the opponent, the event still
// takes place, carried out by its owner, before or after the Operations as the phasing player
// chooses; the card then goes where it belongs (removed, beside the map, or discarded).
import assert from "node:assert/strict";
import { test } from "node:test";
import { actionKey, CARDS, decision, type Side, type State } from "../../src/index.ts";
import { act, keys, play, position, spendOps } from "./harness.ts";

const ONE_SIDED = CARDS.filter((c) => c && c.period === "Early" && !c.scoring && c.side !== "neutral").map(
  (c) => c.number,
);

/** Answers every decision with its first legal action until the phasing player's Operations are pending. */
function untilOperations(s: State, phasing: Side): State {
  for (let i = 0; i < 60; i++) {
    const d = decision(s)!;
    if (d.player === phasing && d.kind === "operations") return s;
    s = act(s, actionKey(d.actions[0]!));
  }
  throw new Error("the event did not hand back the Operations");
}

function setUp(c: number): { s: State; phasing: Side; owner: Side } {
  const owner = CARDS[c]!.side as Side;
  const phasing: Side = owner === "com" ? "dem" : "com";
  const s = position({
    side: phasing,
    hand: [c, 14],
    otherHand: [8, 21],
    mutate: (t) => void (t.flags.event2 = 1), // Walesa's prerequisite
  });
  return { s, phasing, owner };
}

test("every one-sided Early event fires for its owner when the opponent plays the card for Ops (event first)", () => {
  assert.equal(ONE_SIDED.length, 35);
  for (const c of ONE_SIDED) {
    const { s: s0, phasing, owner } = setUp(c);
    assert.ok(!keys(s0).includes(`play:${c}:event`), `#${c}: the opponent may not play it as his event`);
    let s = play(s0, c, "ops");
    assert.ok(keys(s).includes("option:event"), `#${c}: the phasing player may let the event happen first`);
    s = act(s, "option:event");
    const name = owner === "com" ? "Communist" : "Democrat";
    assert.ok(
      s.log.some((e) => e.t === "event" && e.card === c && e.side === owner),
      `#${c}: carried out by the ${name}`,
    );
    s = untilOperations(s, phasing);
    assert.deepEqual(
      keys(s),
      ["option:place", "option:check"],
      `#${c}: the Operations follow, the event is done`,
    );
    s = spendOps(s);
    const data = CARDS[c]!;
    const lasting = s.lasting.some((l) => l.card === c);
    if (data.asterisk) assert.ok(s.removed.includes(c), `#${c}: asterisk, removed`);
    else if (lasting) assert.ok(s.inPlay.includes(c), `#${c}: lasting, beside the map`);
    else assert.ok(s.discard.includes(c), `#${c}: discarded`);
    assert.equal(
      [s.removed, s.inPlay, s.discard].flat().filter((x) => x === c).length,
      1,
      `#${c}: in one place`,
    );
  }
});

test("every one-sided Early event can also follow the Operations", () => {
  for (const c of ONE_SIDED) {
    const { s: s0, phasing } = setUp(c);
    let s = play(s0, c, "ops");
    s = spendOps(s);
    assert.ok(
      s.log.some((e) => e.t === "event" && e.card === c),
      `#${c}: the event took place after the Operations`,
    );
    for (let i = 0; i < 60 && decision(s)!.player !== phasing; i++)
      s = act(s, actionKey(decision(s)!.actions[0]!));
  }
});

test("neutral Early cards played for Ops have no event; Scoring cards cannot be played for Ops", () => {
  for (const c of [8, 14, 21]) {
    let s = position({ side: "com", hand: [c, 12, 29], otherHand: [4] });
    assert.ok(keys(s).includes(`play:${c}:event`));
    s = play(s, c, "ops");
    assert.deepEqual(keys(s), ["option:place", "option:check"], `#${c}`);
  }
  const s = position({ side: "com", hand: [22, 12], otherHand: [4] });
  assert.ok(!keys(s).includes("play:22:ops"));
});
