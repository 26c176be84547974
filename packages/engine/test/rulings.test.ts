// The rulings of docs/rulings.md that settle issue #15's open points, one section each. Every test
// here fails under the behaviour the ruling replaced.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apply,
  CARD,
  CARDS,
  decision,
  IllegalAction,
  newGame,
  type Options,
  type State,
  stateHash,
  tstAttemptTerms,
} from "../src/index.ts";
import { act, keys, play, position, sp, space, spendOps } from "./cards/harness.ts";
import { lastEntry } from "./helpers.ts";

/** Fixes the next die rolls. */
function dice(t: State, ...rolls: number[]): void {
  (t as { options: Options }).options = { ...t.options, fixture: { dice: rolls } };
  t.fx.dice = 0;
}

const kindOf = (s: State) => decision(s)?.kind;

// ---- 1. Operations used for Support Checks: the first check is made ------------------------------

test("ruling 1: a card played for Support Checks cannot end before its first check (6.0, 5.1)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Warszawa: [2, 0], Praha: [3, 0], Gdansk: [0, 1] },
    mutate: (t) => dice(t, 1, 1),
  });
  s = act(play(s, CARD.ROUNDTABLE_TALKS, "ops"), "option:check");
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(!keys(s).includes("option:done"), "no stopping before the first check");
  assert.deepEqual(keys(s).sort(), [space("Praha"), space("Warszawa")].sort());
  s = act(s, space("Praha")); // 1 + 3 <= 6: fails
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(keys(s).includes("option:done"), "the second check may be declined");
  s = act(s, "option:done");
  assert.equal(decision(s)!.player, "com");
  assert.ok(s.discard.includes(CARD.ROUNDTABLE_TALKS));
});

test("ruling 1: with no legal target at all, checks chosen for Operations end with no check", () => {
  let s = position({
    side: "dem",
    hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Gdansk: [0, 1] },
  });
  s = act(play(s, CARD.ROUNDTABLE_TALKS, "ops"), "option:check");
  assert.equal(decision(s)!.player, "com");
  assert.equal(
    s.log.some((e) => e.t === "check"),
    false,
  );
});

test("ruling 1: an event's Operations (7.4, Goodbye Lenin! without a card taken) need the first check too", () => {
  let s = position({
    side: "dem",
    hand: [CARD.GOODBYE_LENIN, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Praha: [3, 0], Gdansk: [0, 1] },
    turn: 4,
    mutate: (t) => dice(t, 1, 1),
  });
  s = play(s, CARD.GOODBYE_LENIN);
  // The Democrat sees the Communist's red-titled cards and takes none.
  s = act(s, "option:ops");
  s = act(s, "option:check");
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(!keys(s).includes("option:done"));
  s = act(s, space("Praha"));
  assert.ok(keys(s).includes("option:done"));
});

test("ruling 1: an event that says 'may make' checks may still stop before the first (Monday Demonstrations)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.THE_MONDAY_DEMONSTRATIONS, CARD.MICHNIK],
    clear: true,
    sp: { Leipzig: [0, 0], "Lutheran Church": [0, 0], Dresden: [2, 0] },
    turn: 4,
    mutate: (t) => {
      t.flags[`event${CARD.ST_NICHOLAS_CHURCH}`] = 1;
    },
  });
  s = play(s, CARD.THE_MONDAY_DEMONSTRATIONS);
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(keys(s).includes("option:done"));
  assert.deepEqual(sp(s, "Dresden"), [2, 0]);
});

// ---- 2. Honecker's extra round may be declined during a General Strike ----------------------------

/** The Democrat's 7th Action Round, with a General Strike against the Communist in force. */
function strikeInLastRound(o: { hand: number[]; otherHand: number[]; honecker: boolean }): State {
  return position({
    side: "dem",
    hand: o.hand,
    otherHand: o.otherHand,
    mutate: (t) => {
      const rounds = t.stack[t.stack.length - 3] as { k: string; i: number };
      rounds.i = 14;
      t.round = 7;
      t.lasting.push({ card: CARD.GENERAL_STRIKE, side: "dem", until: "cancelled" });
      if (o.honecker) t.lasting.push({ card: CARD.HONECKER, side: "com", until: "turn" });
    },
  });
}

test("ruling 2: Honecker's extra round during a General Strike is a strike round the Communist may decline", () => {
  let s = strikeInLastRound({
    hand: [CARD.MICHNIK, CARD.INTELLIGENTSIA],
    otherHand: [CARD.APPARATCHIKS, CARD.THE_WALL],
    honecker: true,
  });
  s = play(s, CARD.MICHNIK);
  assert.equal(s.round, 8);
  assert.equal(kindOf(s), "generalStrike");
  assert.deepEqual(keys(s).sort(), ["card:12", "card:9", "option:pass"]);
  s = act(s, "option:pass");
  assert.equal(s.turn, 2, "the turn goes on without the extra round");
  assert.ok(s.log.some((e) => e.t === "declineRound" && e.side === "com" && e.round === 8));
  assert.ok(s.hands.com.includes(CARD.APPARATCHIKS) && s.hands.com.includes(CARD.THE_WALL));
  assert.ok(
    s.lasting.some((l) => l.card === CARD.GENERAL_STRIKE),
    "no roll was made: the strike goes on",
  );
});

test("ruling 2: the extra round taken during the strike is a discard and a roll", () => {
  let s = strikeInLastRound({
    hand: [CARD.MICHNIK, CARD.INTELLIGENTSIA],
    otherHand: [CARD.APPARATCHIKS, CARD.THE_WALL],
    honecker: true,
  });
  s = play(s, CARD.MICHNIK);
  dice(s, 6);
  s = act(s, `card:${CARD.APPARATCHIKS}`);
  assert.ok(s.discard.includes(CARD.APPARATCHIKS));
  assert.ok(!s.lasting.some((l) => l.card === CARD.GENERAL_STRIKE), "6 + 3 > 5 ends the strike");
});

test("ruling 2: an ordinary strike round cannot be declined (5.1), Honecker or not", () => {
  for (const honecker of [false, true]) {
    let s = position({
      side: "dem",
      hand: [CARD.MICHNIK, CARD.INTELLIGENTSIA],
      otherHand: [CARD.APPARATCHIKS, CARD.THE_WALL],
      mutate: (t) => {
        t.lasting.push({ card: CARD.GENERAL_STRIKE, side: "dem", until: "cancelled" });
        if (honecker) t.lasting.push({ card: CARD.HONECKER, side: "com", until: "turn" });
      },
    });
    s = play(s, CARD.MICHNIK);
    assert.equal(s.round, 2);
    assert.equal(kindOf(s), "generalStrike");
    assert.deepEqual(keys(s).sort(), ["card:12", "card:9"]);
  }
});

test("ruling 2: Honecker played by the Democrat for Ops during a strike: the Communist may decline the round", () => {
  let s = strikeInLastRound({
    hand: [CARD.HONECKER, CARD.MICHNIK],
    otherHand: [CARD.APPARATCHIKS, CARD.THE_WALL],
    honecker: false,
  });
  s = play(s, CARD.HONECKER, "ops");
  s = act(s, "option:event");
  s = spendOps(s);
  assert.equal(s.round, 8);
  assert.equal(decision(s)!.player, "com");
  assert.equal(kindOf(s), "generalStrike");
  assert.ok(keys(s).includes("option:pass"));
  s = act(s, "option:pass");
  assert.equal(s.turn, 2);
});

// ---- 3. Samizdat cannot set a Scoring card aside ---------------------------------------------------

test("ruling 3: Samizdat offers only non-Scoring cards to set aside (8.0, 4.5.4)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.SAMIZDAT, CARD.POLAND_SCORING, CARD.INTELLIGENTSIA],
    otherHand: [CARD.THE_WALL],
    turn: 4,
  });
  s = play(s, CARD.SAMIZDAT);
  assert.equal(kindOf(s), "eventSetAside");
  assert.deepEqual(keys(s).sort(), [`card:${CARD.INTELLIGENTSIA}`, "option:none"]);
});

test("ruling 3: with only Scoring cards left in hand, Samizdat has nothing to set aside", () => {
  let s = position({
    side: "dem",
    hand: [CARD.SAMIZDAT, CARD.POLAND_SCORING],
    otherHand: [CARD.THE_WALL],
    turn: 4,
  });
  s = play(s, CARD.SAMIZDAT);
  assert.deepEqual(s.aside.dem, []);
  assert.ok(s.hands.dem.includes(CARD.POLAND_SCORING));
  assert.ok(s.log.some((e) => e.t === "note" && e.card === CARD.SAMIZDAT && e.note === "nothing"));
  assert.equal(decision(s)!.player, "com");
});

// ---- 4. Austria-Hungary Border Reopened: one reading for event checks ------------------------------

const AHBR = { card: CARD.AUSTRIA_HUNGARY_BORDER_REOPENED, side: "dem" as const, until: "turn" as const };

test("ruling 4: Consumerism's check confined to East German Worker spaces gets the +1 without a declaration", () => {
  let s = position({
    side: "dem",
    hand: [CARD.CONSUMERISM, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Leipzig: [2, 0], Halle: [3, 0], Gdansk: [2, 0] },
    turn: 4,
    mutate: (t) => {
      t.lasting.push({ ...AHBR });
      dice(t, 3);
    },
  });
  s = play(s, CARD.CONSUMERISM);
  s = act(s, space("Leipzig"));
  assert.equal(kindOf(s), "supportCheck", "no declaration: every target is in East Germany");
  assert.equal(decision(s)!.ops, 4);
  s = act(s, space("Halle")); // 3 + 4 = 7 > 6: 1 SP removed
  assert.deepEqual(sp(s, "Halle"), [2, 0]);
  const check = lastEntry(s, "check");
  assert.deepEqual(
    check.mods.find((m) => m.why === "ops"),
    { why: "ops", value: 4 },
  );
});

test("ruling 4: Consumerism's check in Poland gets no bonus (and nothing is asked)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.CONSUMERISM, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Leipzig: [2, 0], Gdansk: [2, 0], Szczecin: [2, 0] },
    turn: 4,
    mutate: (t) => t.lasting.push({ ...AHBR }),
  });
  s = play(s, CARD.CONSUMERISM);
  s = act(s, space("Gdansk"));
  assert.equal(kindOf(s), "supportCheck");
  assert.equal(decision(s)!.ops, 3);
});

test("ruling 4: Inflationary Currency in East Germany gets the +1 the same way, without a declaration", () => {
  let s = position({
    side: "dem",
    hand: [CARD.INFLATIONARY_CURRENCY, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Leipzig: [4, 0], Gdansk: [2, 0] },
    turn: 4,
    mutate: (t) => t.lasting.push({ ...AHBR }),
  });
  s = play(s, CARD.INFLATIONARY_CURRENCY);
  s = act(s, "country:East Germany");
  assert.deepEqual(sp(s, "Leipzig"), [2, 0]);
  s = act(s, "option:pass"); // the Communist does not cancel the check
  assert.equal(kindOf(s), "supportCheck");
  assert.equal(decision(s)!.ops, 4);
});

test("ruling 4: an event's single check that may go anywhere needs the 11.1 declaration (Gorbachev Charms the West)", () => {
  const start = position({
    side: "dem",
    hand: [CARD.GORBACHEV_CHARMS_THE_WEST, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Leipzig: [2, 0], Gdansk: [2, 0], Praha: [1, 0], Brno: [1, 0] },
    turn: 4,
    mutate: (t) => t.lasting.push({ ...AHBR }),
  });
  let s = play(start, CARD.GORBACHEV_CHARMS_THE_WEST);
  s = act(act(s, space("Praha")), space("Brno"));
  assert.equal(kindOf(s), "declareBonus");
  const yes = act(s, "option:yes");
  assert.deepEqual(keys(yes), [space("Leipzig")], "declared: East Germany only");
  assert.equal(decision(yes)!.ops, 5);
  const no = act(s, "option:no");
  assert.deepEqual(keys(no).sort(), [space("Gdansk"), space("Leipzig")].sort());
  assert.equal(decision(no)!.ops, 4, "undeclared: no bonus, even in East Germany");
});

test("ruling 4: nothing to declare when East Germany offers no target", () => {
  let s = position({
    side: "dem",
    hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Gdansk: [2, 0] },
    turn: 4,
    mutate: (t) => t.lasting.push({ ...AHBR }),
  });
  s = act(play(s, CARD.ROUNDTABLE_TALKS, "ops"), "option:check");
  assert.equal(kindOf(s), "supportCheck");
  assert.equal(decision(s)!.ops, 3);
});

// ---- 5. Events aimed at a country where someone holds Power: none is "no effect" ------------------

test("ruling 5: Shock Therapy with no Democratic Power takes place with no effect (removed, 5.2 Ex.4)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.SHOCK_THERAPY, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    turn: 8,
  });
  assert.ok(keys(s).includes(`play:${CARD.SHOCK_THERAPY}:event`), "the Democrat may play it as an event");
  const vp = s.vp;
  s = play(s, CARD.SHOCK_THERAPY);
  assert.equal(decision(s)!.player, "com");
  assert.equal(s.vp, vp);
  assert.ok(s.removed.includes(CARD.SHOCK_THERAPY));
  assert.ok(s.log.some((e) => e.t === "note" && e.card === CARD.SHOCK_THERAPY && e.note === "nothing"));
});

test("ruling 5: Social Democratic Platform Adopted played for Ops by the Democrat holding no Power: removed", () => {
  let s = position({
    side: "dem",
    hand: [CARD.SOCIAL_DEMOCRATIC_PLATFORM_ADOPTED, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    turn: 8,
  });
  s = play(s, CARD.SOCIAL_DEMOCRATIC_PLATFORM_ADOPTED, "ops");
  assert.ok(keys(s).includes("option:event"), "the Communist's event takes place (5.2)");
  s = act(s, "option:event");
  assert.equal(kindOf(s), "operations", "no country to choose: on to the Democrat's Operations");
  s = spendOps(s);
  assert.ok(s.removed.includes(CARD.SOCIAL_DEMOCRATIC_PLATFORM_ADOPTED));
  assert.ok(!s.discard.includes(CARD.SOCIAL_DEMOCRATIC_PLATFORM_ADOPTED));
});

test("ruling 5: Central Committee Reshuffle reads the same way (removed with no effect)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.CENTRAL_COMMITTEE_RESHUFFLE, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    turn: 4,
    mutate: (t) => {
      for (const c of Object.keys(t.power) as (keyof typeof t.power)[]) t.power[c] = "dem";
    },
  });
  s = act(play(s, CARD.CENTRAL_COMMITTEE_RESHUFFLE, "ops"), "option:event");
  s = spendOps(s);
  assert.ok(s.removed.includes(CARD.CENTRAL_COMMITTEE_RESHUFFLE));
});

test("ruling 5: Domino Theory's stated condition (Power in 2+ countries) unmet: cannot occur, discarded", () => {
  let s = position({
    side: "com",
    hand: [CARD.DOMINO_THEORY, CARD.THE_WALL],
    otherHand: [CARD.MICHNIK],
    turn: 8,
  });
  s = play(s, CARD.DOMINO_THEORY, "ops");
  assert.ok(!keys(s).includes("option:event"));
  s = spendOps(s);
  assert.ok(s.discard.includes(CARD.DOMINO_THEORY));
});

// ---- 6. Ligachev: the trap is on the Democrat's next Action Round, forfeited or not --------------

test("ruling 6: a Democrat who forfeits his next round for lack of a card gives the Communist 3 VP then", () => {
  let s = position({
    side: "com",
    hand: [CARD.LIGACHEV, CARD.THE_WALL, CARD.APPARATCHIKS],
    otherHand: [],
    turn: 8,
  });
  const vp = s.vp;
  s = play(s, CARD.LIGACHEV);
  assert.equal(decision(s)!.player, "com", "the Democrat forfeited his round");
  assert.equal(s.vp, vp - 3);
  assert.ok(!s.lasting.some((l) => l.card === CARD.LIGACHEV), "the trap is over");
  const gain = lastEntry(s, "vp");
  assert.equal(gain.card, CARD.LIGACHEV);
});

test("ruling 6: the trap does not survive into the next turn for Gorbachev Charms the West to escape", () => {
  // The Communist's 7th round: Ligachev; the Democrat has no card for his 7th.
  let s = position({
    side: "com",
    hand: [CARD.LIGACHEV, CARD.THE_WALL],
    otherHand: [],
    turn: 8,
    mutate: (t) => {
      const rounds = t.stack[t.stack.length - 3] as { k: string; i: number };
      rounds.i = 13;
      t.round = 7;
    },
  });
  const vp = s.vp;
  s = play(s, CARD.LIGACHEV);
  assert.equal(s.turn, 9);
  assert.equal(s.vp, vp - 3);
  assert.ok(!s.lasting.some((l) => l.card === CARD.LIGACHEV));
});

test("ruling 6: with a card, Gorbachev Charms the West played for its event still avoids the VP", () => {
  let s = position({
    side: "com",
    hand: [CARD.LIGACHEV, CARD.THE_WALL],
    otherHand: [CARD.GORBACHEV_CHARMS_THE_WEST, CARD.MICHNIK],
    turn: 8,
  });
  const vp = s.vp;
  s = play(play(s, CARD.LIGACHEV), CARD.GORBACHEV_CHARMS_THE_WEST);
  assert.equal(s.vp, vp);
  assert.ok(!s.lasting.some((l) => l.card === CARD.LIGACHEV));
});

// ---- 7. Tiananmen Square attempts: a silver-star card is the player's own event (6.3.1) -----------

const SILVER = CARDS.filter((c) => !c.scoring && c.side === "neutral").map((c) => c.number);

test("ruling 7: every silver-star card gives either player the +1 for his own event on a TST attempt", () => {
  assert.deepEqual(SILVER, [8, 14, 21, 44, 67, 78, 85, 100], "the eight silver-star cards");
  const s = position({ side: "com", hand: [CARD.THE_WALL], otherHand: [CARD.MICHNIK] });
  for (const side of ["com", "dem"] as const) {
    for (const c of SILVER) {
      const own = tstAttemptTerms(s, side, c).mods.filter((m) => m.why === "ownEvent");
      assert.deepEqual(own, [{ why: "ownEvent", value: 1 }], `${side}, card ${c}`);
    }
    // A card of his own star: +1; of the opponent's star: none.
    const mine = side === "com" ? CARD.THE_WALL : CARD.MICHNIK;
    const theirs = side === "com" ? CARD.MICHNIK : CARD.THE_WALL;
    assert.ok(tstAttemptTerms(s, side, mine).mods.some((m) => m.why === "ownEvent"));
    assert.ok(!tstAttemptTerms(s, side, theirs).mods.some((m) => m.why === "ownEvent"));
  }
});

test("ruling 7: the +1 decides an attempt (Democrat: Common European Home, 2 + 2 + 1 reaches box 1's 5)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.COMMON_EUROPEAN_HOME, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    mutate: (t) => dice(t, 2),
  });
  s = play(s, CARD.COMMON_EUROPEAN_HOME, "tst");
  const attempt = lastEntry(s, "tst");
  assert.deepEqual([attempt.total, attempt.need, attempt.success], [5, 5, true]);
  assert.equal(s.tst.dem, 1);
});

test("ruling 7: the +1 decides an attempt (Communist: Prudence, 1 + 4 + 1 reaches box 1's 6)", () => {
  let s = position({
    side: "com",
    hand: [CARD.PRUDENCE, CARD.THE_WALL],
    otherHand: [CARD.MICHNIK],
    mutate: (t) => dice(t, 1),
  });
  s = play(s, CARD.PRUDENCE, "tst");
  const attempt = lastEntry(s, "tst");
  assert.deepEqual([attempt.total, attempt.need, attempt.success], [6, 6, true]);
  assert.equal(s.tst.com, 1);
});

// ---- 8. The balance bid is bounded at 12 SPs ----------------------------------------------------

test("ruling 8: a bid offers 0 to 12 SPs for either side; 13 is refused and changes nothing", () => {
  const s = newGame(3, { scenario: "standard", bid: true });
  const d = decision(s)!;
  assert.equal(d.kind, "bid");
  for (const side of ["com", "dem"] as const) {
    const offered = d.actions.flatMap((a) => (a.t === "bid" && a.side === side ? [a.sps] : []));
    assert.deepEqual(offered, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  }
  const before = stateHash(s);
  for (const sps of [13, -1, 1.5]) {
    assert.throws(() => apply(s, { t: "bid", side: "dem", sps }), IllegalAction);
  }
  assert.equal(stateHash(s), before);
});

test("ruling 8: both bidding the bound for one side is an identical bid: dice decide, 12 SPs placed", () => {
  let s = newGame(3, { scenario: "standard", bid: true, fixture: { dice: [2, 5] } });
  s = apply(s, { t: "bid", side: "dem", sps: 12 });
  s = apply(s, { t: "bid", side: "dem", sps: 12 });
  assert.equal(decision(s)!.kind, "bidTie");
  assert.equal(decision(s)!.player, "dem");
  s = apply(s, { t: "option", option: "dem" });
  let extra = 0;
  let placements = 0;
  while (decision(s)!.kind === "setupPlace") {
    placements++;
    if (placements > 14) {
      assert.equal(decision(s)!.player, "com");
      extra++;
    }
    s = apply(s, decision(s)!.actions[0]!);
  }
  assert.equal(extra, 12, "the Communist places the 12 SPs after 3.4");
});
