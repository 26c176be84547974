// 2.1.7 control, 3.0 set-up and 13.0 the balance bid, checked against the rulebook.
import assert from "node:assert/strict";
import { test } from "node:test";
import { apply, CARDS, controller, decision, newGame, SPACES, type State, spaceId, view } from "@dawn/engine";
import { act, clearBoard, dec, place, setSP, setupGame, sp } from "./helpers.ts";

const ctl = (s: State, name: string) => controller(s, spaceId(name));

test("2.1.7 Dresden example: stability 4", () => {
  const s0 = clearBoard(setupGame());
  assert.equal(ctl(setSP(s0, { Dresden: [4, 0] }), "Dresden"), "com");
  assert.equal(ctl(setSP(s0, { Dresden: [3, 0] }), "Dresden"), null);
  // The Communist has 2 SPs: the Democrat needs 6 to control.
  assert.equal(ctl(setSP(s0, { Dresden: [2, 6] }), "Dresden"), "dem");
  assert.equal(ctl(setSP(s0, { Dresden: [2, 5] }), "Dresden"), null);
  assert.equal(ctl(setSP(s0, { Dresden: [0, 0] }), "Dresden"), null);
});

test("2.1.7 Hungary example: Budapest and ELTE Democrat, Miskolc Communist, Tatabanya and Szeged nobody", () => {
  const s = setSP(clearBoard(setupGame()), {
    Budapest: [1, 4],
    "Eotvos Lorand University": [0, 1],
    Miskolc: [3, 0],
    Tatabanya: [2, 0],
    Szeged: [2, 5],
  });
  assert.equal(ctl(s, "Budapest"), "dem");
  assert.equal(ctl(s, "Eotvos Lorand University"), "dem");
  assert.equal(ctl(s, "Miskolc"), "com");
  assert.equal(ctl(s, "Tatabanya"), null);
  assert.equal(ctl(s, "Szeged"), null);
  // The view derives the same control.
  const v = view(s, "observer");
  assert.equal(v.control[spaceId("Budapest")], "dem");
  assert.equal(v.control[spaceId("Szeged")], null);
});

const FIXED_COM: Record<string, number> = {
  Bydgoszcz: 1,
  Warszawa: 1,
  Lublin: 1,
  Dresden: 2,
  Berlin: 2,
  Plzen: 2,
  Praha: 2,
  Brno: 1,
  Szombathely: 1,
  "Cluj-Napoca": 2,
  Bucuresti: 2,
  Sofia: 2,
  "Stara Zagora": 1,
};
const FIXED_DEM: Record<string, number> = {
  "Catholic Church, Poland": 5,
  Gdansk: 1,
  Krakow: 1,
  "Lutheran Church": 1,
  "Czech Writers": 2,
  "Catholic Church, Czechoslovakia": 1,
  Budapest: 1,
  Szeged: 1,
  "Catholic Church, Hungary": 1,
  Szekesfehervar: 1,
};

test("3.2/3.3 fixed set-up SPs, and nothing else on the map", () => {
  const s = newGame(7);
  for (const { name: space } of SPACES) {
    const want: [number, number] = [FIXED_COM[space] ?? 0, FIXED_DEM[space] ?? 0];
    assert.deepEqual(sp(s, space), want, space);
  }
  assert.equal(
    s.sp.com.reduce((a, b) => a + b, 0),
    20,
  );
  assert.equal(
    s.sp.dem.reduce((a, b) => a + b, 0),
    15,
  );
});

test("3.1 eight Early Year cards each, before the placements; 4.5 markers at start", () => {
  const s = newGame(3);
  assert.equal(s.hands.com.length, 8);
  assert.equal(s.hands.dem.length, 8);
  for (const c of [...s.hands.com, ...s.hands.dem]) assert.equal(CARDS[c]!.period, "Early");
  assert.equal(s.deck.length, 40 - 16);
  assert.equal(s.vp, 0);
  assert.deepEqual(s.tst, { com: 0, dem: 0 });
  assert.equal(s.turn, 1);
  assert.equal(dec(s).kind, "setupPlace");
});

test("3.4 placement order C2 D3 C3 D4 C2, only into spaces without opponent SPs", () => {
  let s = newGame(11);
  const seen: string[] = [];
  for (;;) {
    const d = decision(s)!;
    if (d.kind !== "setupPlace") break;
    const opp = d.player === "com" ? s.sp.dem : s.sp.com;
    // Every listed space is free of opponent SPs, and every such space is listed.
    const listed = new Set(d.actions.map((a) => (a.t === "space" ? a.space : -1)));
    for (let i = 0; i < 75; i++) assert.equal(listed.has(i), opp[i] === 0, `${d.player} ${SPACES[i]!.name}`);
    seen.push(d.player);
    // Place into the first allowed space: Schwerin for both sides until one of them holds it.
    s = apply(s, d.actions[0]!);
  }
  assert.equal(seen.join(""), "comcomdemdemdemcomcomcomdemdemdemdemcomcom");
  // The Communist's first placement went to Schwerin; the Democrat could then no longer use it.
  assert.equal(sp(s, "Schwerin")[0] >= 1, true);
  assert.equal(sp(s, "Schwerin")[1], 0);
  assert.equal(dec(s).kind, "actionRound");
  assert.equal(dec(s).player, "com");
  const total = (side: "com" | "dem") => s.sp[side].reduce((a, b) => a + b, 0);
  assert.equal(total("com"), 27);
  assert.equal(total("dem"), 22);
});

test("3.4 the decision announces how many SPs are left in each step", () => {
  let s = newGame(5);
  const steps: string[] = [];
  while (dec(s).kind === "setupPlace") {
    steps.push(`${dec(s).player}${dec(s).left}`);
    s = apply(s, dec(s).actions[0]!);
  }
  assert.deepEqual(
    steps,
    ["com2", "com1", "dem3", "dem2", "dem1", "com3", "com2", "com1"].concat([
      "dem4",
      "dem3",
      "dem2",
      "dem1",
      "com2",
      "com1",
    ]),
  );
});

for (const [scenario, extra] of [
  ["dem+1", 1],
  ["dem+2", 2],
] as const) {
  test(`scenario ${scenario}: the Democrat places ${extra} more SP after the Communist's last 2`, () => {
    let s = newGame(5, { scenario });
    const players: string[] = [];
    while (dec(s).kind === "setupPlace") {
      players.push(dec(s).player);
      s = apply(s, dec(s).actions[0]!);
    }
    assert.equal(players.length, 14 + extra);
    assert.deepEqual(players.slice(12), ["com", "com", ...Array(extra).fill("dem")]);
    assert.equal(
      s.sp.dem.reduce((a, b) => a + b, 0),
      22 + extra,
    );
  });
}

// 13.0: a bid is { side wanted, SPs offered to the opponent }.
function bidGame(
  first: { side: "com" | "dem"; sps: number },
  second: { side: "com" | "dem"; sps: number },
  dice?: number[],
) {
  let s = newGame(9, { scenario: "standard", bid: true, ...(dice ? { fixture: { dice } } : {}) });
  assert.equal(dec(s).kind, "bid");
  assert.equal(dec(s).player, "com");
  s = act(s, { t: "bid", ...first });
  // The first bid is secret until both are in.
  assert.equal(view(s, "dem").bids?.com, "hidden");
  assert.equal(view(s, "observer").bids?.com, "hidden");
  assert.deepEqual(view(s, "com").bids?.com, first);
  const { decision: _d, ...rest } = view(s, "dem");
  assert.equal(JSON.stringify(rest).includes(`"sps"`), false);
  assert.equal(dec(s).player, "dem");
  s = act(s, { t: "bid", ...second });
  return s;
}

function placementsOf(s: State): string[] {
  const out: string[] = [];
  while (dec(s).kind === "setupPlace") {
    out.push(dec(s).player);
    s = apply(s, dec(s).actions[0]!);
  }
  return out;
}

test("13.0 rulebook example: 2 Democrat SPs beat 1; the winner is the Communist, the loser places 2 Democrat SPs last", () => {
  // Bruce (first seat) offers 2 Democrat SPs to be the Communist; Jason offers 1.
  const s = bidGame({ side: "com", sps: 2 }, { side: "com", sps: 1 });
  assert.equal(s.sidesSwapped, false);
  assert.equal(s.hands.com.length, 8);
  const order = placementsOf(s);
  assert.equal(order.length, 16);
  assert.deepEqual(order.slice(14), ["dem", "dem"]);
});

test("13.0 the higher bid wins also when it is the second seat's", () => {
  // The second seat wins the Communist side: the seats are swapped; the Democrat places 3 more.
  const s = bidGame({ side: "com", sps: 1 }, { side: "com", sps: 3 });
  assert.equal(s.sidesSwapped, true);
  assert.deepEqual(placementsOf(s).slice(14), ["dem", "dem", "dem"]);
  // Both want the Democrat: the second seat (already the Democrat) wins, the Communist gets 3.
  const s2 = bidGame({ side: "dem", sps: 1 }, { side: "dem", sps: 3 });
  assert.equal(s2.sidesSwapped, false);
  assert.deepEqual(placementsOf(s2).slice(14), ["com", "com", "com"]);
});

test("13.0 bids for opposite sides: each plays the side he wanted, the SPs are ignored", () => {
  const s = bidGame({ side: "dem", sps: 3 }, { side: "com", sps: 5 });
  assert.equal(s.sidesSwapped, true);
  assert.equal(placementsOf(s).length, 14);
  const s2 = bidGame({ side: "com", sps: 4 }, { side: "dem", sps: 0 });
  assert.equal(s2.sidesSwapped, false);
  assert.equal(placementsOf(s2).length, 14);
});

test("13.0 identical bids: dice are rolled (ties re-rolled), the higher roll chooses", () => {
  // Rolls: 3-3 tie, then first 2, second 5: the second seat chooses.
  let s = bidGame({ side: "com", sps: 2 }, { side: "com", sps: 2 }, [3, 3, 2, 5]);
  assert.equal(dec(s).kind, "bidTie");
  assert.equal(dec(s).player, "dem");
  s = act(s, { t: "option", option: "com" });
  assert.equal(s.sidesSwapped, true);
  // The other seat plays the Democrat and receives the 2 SPs.
  assert.deepEqual(placementsOf(s).slice(14), ["dem", "dem"]);
  // First seat wins the roll and takes the side bid for.
  let t = bidGame({ side: "dem", sps: 1 }, { side: "dem", sps: 1 }, [6, 1]);
  assert.equal(dec(t).player, "com");
  t = act(t, { t: "option", option: "dem" });
  assert.equal(t.sidesSwapped, true);
  assert.deepEqual(placementsOf(t).slice(14), ["com"]);
});

test("13.0 bid SPs obey the 3.4 restriction (no space with opponent SPs)", () => {
  let s = bidGame({ side: "com", sps: 1 }, { side: "com", sps: 0 });
  while (
    dec(s).kind === "setupPlace" &&
    !(dec(s).player === "dem" && s.sp.com.reduce((a, b) => a + b) === 27)
  ) {
    s = apply(s, dec(s).actions[0]!);
  }
  const d = dec(s);
  assert.equal(d.player, "dem");
  for (const a of d.actions) if (a.t === "space") assert.equal(s.sp.com[a.space], 0);
  assert.equal(
    d.actions.some((a) => a.t === "space" && a.space === spaceId("Berlin")),
    false,
  );
  s = place(s, "Rostock");
  assert.equal(dec(s).kind, "actionRound");
});
