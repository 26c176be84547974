// Early Year events that place, remove or check: #1-4, 7, 10-12, 14, 16, 18, 19, 24, 25, 27-29,
// 31-35, 37, 38, 40. Lasting and card-moving events are in early-lasting/early-hands.test.ts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { COUNTRY_SPACES, decision, type Options, SPACES, type State, spaceId } from "../../src/index.ts";
import { act, keys, play, position, sp, space, spendOps } from "./harness.ts";

/** Fixes the next die rolls. */
function dice(t: State, ...rolls: number[]): void {
  (t as { options: Options }).options = { ...t.options, fixture: { dice: rolls } };
  t.fx.dice = 0;
}

const spaces = (...names: string[]) => names.map(space).sort();
const where = (pred: (sp: (typeof SPACES)[number]) => boolean) =>
  SPACES.filter(pred)
    .map((x) => `space:${x.id}`)
    .sort();
const spaceKeys = (s: State) =>
  keys(s)
    .filter((k) => k.startsWith("space:"))
    .sort();
const inEvent = (s: State, card: number) => {
  const d = decision(s)!;
  return d.card === card;
};

test("#1 Legacy of Martial Law: swap 1 Democratic SP in Poland, then a mandatory check in Poland", () => {
  let s = position({
    side: "com",
    hand: [1, 12],
    otherHand: [4],
    clear: true,
    sp: { Gdansk: [0, 2], Krakow: [0, 1], Budapest: [0, 1] },
    mutate: (t) => dice(t, 6),
  });
  s = play(s, 1);
  assert.equal(decision(s)!.kind, "eventSpace");
  assert.deepEqual(spaceKeys(s), spaces("Gdansk", "Krakow"), "only Polish spaces with Democratic SPs");
  s = act(s, space("Gdansk"));
  assert.deepEqual(sp(s, "Gdansk"), [1, 1]);
  assert.equal(decision(s)!.kind, "supportCheck");
  assert.deepEqual(keys(s).sort(), spaces("Gdansk", "Krakow"), "Poland only, and the check is not optional");
  s = act(s, space("Krakow")); // 6 + 2 Ops > 2 x 3
  assert.deepEqual(sp(s, "Krakow"), [1, 0]);
  assert.ok(s.removed.includes(1));
  assert.equal(decision(s)!.player, "dem");
});

test("#1 Legacy of Martial Law: Gdansk barred after Solidarity Legalized; nothing to swap without Democratic SPs in Poland", () => {
  let s = position({
    side: "com",
    hand: [1, 12],
    otherHand: [4],
    clear: true,
    sp: { Gdansk: [0, 2], Krakow: [0, 1] },
    mutate: (t) => {
      t.flags.event2 = 1;
      t.lasting.push({ card: 2, side: "dem", until: "game" });
    },
  });
  s = play(s, 1);
  s = act(s, space("Gdansk"));
  assert.deepEqual(keys(s), [space("Krakow")]);

  let t = position({ side: "com", hand: [1, 12], otherHand: [4], clear: true, sp: { Budapest: [0, 1] } });
  t = play(t, 1);
  assert.equal(decision(t)!.kind, "actionRound", "no swap, no check target");
  assert.equal(decision(t)!.player, "dem");
  assert.ok(t.removed.includes(1), "an event with no effect still counts as played");
});

test("#1 Legacy of Martial Law played by the Democrat for Ops: the Communist carries it out", () => {
  let s = position({
    side: "dem",
    hand: [1, 4],
    otherHand: [12],
    clear: true,
    sp: { Gdansk: [0, 2], Rostock: [0, 1] },
    mutate: (t) => dice(t, 1),
  });
  s = play(s, 1, "ops");
  assert.ok(keys(s).includes("option:event"), "the phasing player chooses before or after");
  s = act(s, "option:event");
  assert.deepEqual(sp(s, "Gdansk"), [1, 1], "single target: swapped at once");
  assert.equal(decision(s)!.player, "com");
  s = act(s, space("Gdansk"));
  assert.equal(decision(s)!.player, "dem");
  assert.deepEqual(keys(s), ["option:place", "option:check"]);
});

test("#2 Solidarity Legalized: 1 SP in each uncontrolled Polish worker/farmer space; Gdansk barred to Communist checks", () => {
  let s = position({ side: "dem", hand: [2], otherHand: [1], sp: { Gdansk: [0, 1], Szczecin: [3, 0] } });
  s = play(s, 2);
  assert.deepEqual(sp(s, "Gdansk"), [0, 2]);
  assert.deepEqual(sp(s, "Szczecin"), [3, 0], "a Communist-controlled worker space gets nothing");
  assert.deepEqual(sp(s, "Lodz"), [0, 1]);
  assert.deepEqual(sp(s, "Bialystok"), [0, 1], "farmer spaces too");
  assert.deepEqual(sp(s, "Polish Writers"), [0, 0], "not intellectuals");
  assert.ok(s.removed.includes(2), "asterisk card removed");
  assert.ok(s.lasting.some((l) => l.card === 2 && l.until === "game"));
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
  assert.ok(!keys(s).includes("option:event"), "the Democrat's event cannot take place");
  s = act(s, "option:place");
  while (decision(s)?.kind === "placeSupport")
    s = act(s, `space:${(decision(s)!.actions[0] as { space: number }).space}`);
  assert.ok(s.discard.includes(3) && !s.removed.includes(3), "5.2 Ex.2: discarded, not removed");
});

test("#3 Walesa: 4 SPs anywhere in Poland, then optional checks in Poland", () => {
  let s = position({
    side: "dem",
    hand: [3, 1],
    sp: { Budapest: [2, 0], Szczecin: [3, 0] },
    mutate: (t) => void (t.flags.event2 = 1),
  });
  assert.ok(keys(s).includes("play:3:event"));
  s = play(s, 3);
  assert.equal(decision(s)!.kind, "eventPlace");
  const poland = COUNTRY_SPACES.Poland.map((id) => `space:${id}`).sort();
  assert.deepEqual(spaceKeys(s), poland, "every Polish space, no adjacency needed, and nothing else");
  for (let i = 0; i < 4; i++) s = act(s, space("Krakow"));
  assert.equal(sp(s, "Krakow")[1], 5);
  assert.equal(decision(s)!.kind, "supportCheck");
  assert.ok(keys(s).includes("option:done"), "the checks are optional");
  const targets = spaceKeys(s);
  assert.ok(targets.includes(space("Szczecin")));
  assert.ok(!targets.includes(space("Budapest")), "not outside Poland");
  assert.ok(targets.every((k) => poland.includes(k)));
  s = act(s, "option:done");
  assert.ok(s.removed.includes(3));
});

test("#4 Michnik: 3 SPs in Polish Writers without a choice", () => {
  let s = position({ side: "dem", hand: [4], otherHand: [1] });
  s = play(s, 4);
  assert.equal(sp(s, "Polish Writers")[1], 3);
  assert.equal(decision(s)!.player, "com", "no decision left for the Democrat");
  assert.ok(s.removed.includes(4));
});

test("#7 State Run Media: remove 4 Democratic SPs, at most 2 per space", () => {
  let s = position({
    side: "com",
    hand: [7, 1],
    clear: true,
    sp: { Gdansk: [0, 3], Krakow: [0, 1], Lodz: [0, 1] },
  });
  s = play(s, 7);
  assert.deepEqual(spaceKeys(s), spaces("Gdansk", "Krakow", "Lodz"));
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  assert.ok(!keys(s).includes(space("Gdansk")), "at most 2 from one space");
  s = act(s, space("Krakow"));
  assert.deepEqual(sp(s, "Lodz"), [0, 0], "the last SP is forced");
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
  assert.ok(s.removed.includes(7));
});

test("#7 State Run Media played by the Democrat for Ops: Ops first, then the Communist removes", () => {
  let s = position({ side: "dem", hand: [7, 4], otherHand: [12], clear: true, sp: { Gdansk: [0, 2] } });
  s = play(s, 7, "ops");
  s = act(s, "option:place");
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  // The event follows the Operations, carried out by the Communist.
  assert.equal(decision(s)!.player, "com");
  assert.equal(decision(s)!.kind, "actionRound");
  assert.deepEqual(sp(s, "Gdansk"), [0, 2], "2 + 2 placed, then 2 removed without a choice (single space)");
  assert.ok(s.removed.includes(7));
});

test("#10 Cult of Personality: 4 SPs in Romanian worker/farmer spaces, at most 2 each; nothing after The Tyrant is Gone", () => {
  let s = position({ side: "com", hand: [10, 1] });
  s = play(s, 10);
  assert.deepEqual(
    spaceKeys(s),
    where((x) => x.country === "Romania" && (x.socio === "worker" || x.socio === "farmer")),
  );
  s = act(s, space("Timisoara"));
  s = act(s, space("Timisoara"));
  assert.ok(!keys(s).includes(space("Timisoara")));
  s = act(s, space("Iasi"));
  s = act(s, space("Iasi"));
  assert.deepEqual([sp(s, "Timisoara")[0], sp(s, "Iasi")[0]], [2, 2]);
  assert.ok(s.removed.includes(10));

  let t = position({ side: "com", hand: [10, 1], mutate: (x) => void (x.flags.tyrantGone = 1) });
  const before = t.sp.com.slice();
  t = play(t, 10);
  assert.deepEqual(t.sp.com, before, "no effect");
  assert.ok(t.removed.includes(10), "5.2 Ex.5: still played and removed");
});

test("#11 Dissident Arrested: up to 2 Democratic SPs from one Intellectual space", () => {
  let s = position({
    side: "com",
    hand: [11, 1],
    clear: true,
    sp: { "Czech Writers": [0, 3], "Polish Writers": [0, 1], Gdansk: [0, 2] },
  });
  s = play(s, 11);
  assert.deepEqual(spaceKeys(s), spaces("Czech Writers", "Polish Writers"));
  s = act(s, space("Czech Writers"));
  assert.deepEqual(sp(s, "Czech Writers"), [0, 1]);
  assert.deepEqual(sp(s, "Polish Writers"), [0, 1]);
  assert.ok(s.discard.includes(11), "no asterisk");

  let t = position({ side: "com", hand: [11, 1], clear: true, sp: { "Polish Writers": [0, 1] } });
  t = play(t, 11);
  assert.deepEqual(sp(t, "Polish Writers"), [0, 0], "all of them if fewer than 2");
});

test("#12 Apparatchiks: 3 SPs in Bureaucrat spaces", () => {
  let s = position({ side: "com", hand: [12, 1] });
  s = play(s, 12);
  assert.deepEqual(
    spaceKeys(s),
    where((x) => x.socio === "bureaucrat"),
  );
  s = act(s, space("Berlin"));
  s = act(s, space("Sofia"));
  s = act(s, space("Sofia"));
  assert.equal(sp(s, "Berlin")[0], 3);
  assert.equal(sp(s, "Sofia")[0], 4);
  assert.ok(s.removed.includes(12));
});

test("#14 Gorbachev Charms the West: remove 2 opponent SPs, then 1 check with the card's Ops", () => {
  let s = position({
    side: "dem",
    hand: [14, 4],
    clear: true,
    sp: { Berlin: [3, 0], Praha: [1, 0], Rostock: [0, 1] },
    mutate: (t) => dice(t, 3),
  });
  s = play(s, 14);
  assert.deepEqual(spaceKeys(s), spaces("Berlin", "Praha"));
  s = act(s, space("Berlin"));
  s = act(s, space("Praha"));
  assert.deepEqual(sp(s, "Berlin"), [2, 0]);
  assert.equal(decision(s)!.kind, "supportCheck");
  assert.equal(decision(s)!.ops, 4);
  assert.deepEqual(keys(s), [space("Berlin")], "one mandatory check");
  s = act(s, space("Berlin")); // 3 + 4 = 7 > 6: 1 removed
  assert.deepEqual(sp(s, "Berlin"), [1, 0]);
  assert.ok(s.discard.includes(14), "no asterisk");
});

test("#14 Gorbachev Charms the West: no event once Breakaway Baltic Republics has taken place", () => {
  const s = position({ side: "com", hand: [14, 1], mutate: (t) => void (t.flags.event84 = 1) });
  assert.ok(!keys(s).includes("play:14:event"));
  assert.ok(keys(s).includes("play:14:ops"));
  const t = position({ side: "com", hand: [14, 1] });
  assert.ok(keys(t).includes("play:14:event"));
});

test("#16 Nomenklatura: add 3 SPs to Elite spaces, or remove every Democratic SP from them", () => {
  let s = position({ side: "com", hand: [16, 1], sp: { Dresden: [2, 3], Plzen: [0, 1] } });
  s = play(s, 16);
  assert.deepEqual(keys(s).sort(), ["option:add", "option:remove"]);
  let r = act(s, "option:remove");
  assert.deepEqual(sp(r, "Dresden"), [2, 0]);
  assert.deepEqual(sp(r, "Plzen"), [0, 0]);
  assert.ok(r.removed.includes(16));
  r = act(s, "option:add");
  assert.deepEqual(
    spaceKeys(r),
    where((x) => x.socio === "elite"),
  );
  r = act(r, space("Plzen"));
  r = act(r, space("Plzen"));
  r = act(r, space("Dresden"));
  assert.deepEqual(sp(r, "Plzen"), [2, 1]);
  assert.deepEqual(sp(r, "Dresden"), [3, 3]);
});

test("#18 Pozsgay Defends the Revolution: 1 SP in each of 4 Hungarian spaces the Democrat does not control", () => {
  let s = position({
    side: "com",
    hand: [18, 1],
    otherHand: [4],
    clear: true,
    sp: { Budapest: [0, 3], Gyor: [0, 1] },
  });
  s = play(s, 18);
  const hungary = COUNTRY_SPACES.Hungary.filter((id) => id !== spaceId("Budapest")).map(
    (id) => `space:${id}`,
  );
  assert.deepEqual(spaceKeys(s), hungary.sort(), "not the Democrat-controlled Budapest");
  s = act(s, space("Gyor"));
  assert.ok(!keys(s).includes(space("Gyor")), "one per space");
  s = act(s, space("Pecs"));
  s = act(s, space("Szeged"));
  s = act(s, space("Debrecen"));
  assert.equal(decision(s)!.player, "dem");
  assert.deepEqual(
    ["Gyor", "Pecs", "Szeged", "Debrecen"].map((n) => sp(s, n)[0]),
    [1, 1, 1, 1],
  );
});

test("#18 Pozsgay: fewer than 4 spaces qualify: 1 SP in each of them", () => {
  const control: Record<string, [number, number]> = {};
  for (const id of COUNTRY_SPACES.Hungary) control[SPACES[id]!.name] = [0, 5];
  control.Pecs = [0, 0];
  control.Szeged = [2, 1];
  let s = position({ side: "com", hand: [18, 1], otherHand: [4], clear: true, sp: control });
  s = play(s, 18);
  assert.deepEqual(spaceKeys(s), spaces("Pecs", "Szeged"));
  s = act(s, space("Pecs"));
  assert.deepEqual(sp(s, "Szeged"), [3, 1]);
  assert.equal(decision(s)!.player, "dem");
});

test("#19 Papal Visit: 3 SPs in one Catholic Church", () => {
  let s = position({ side: "dem", hand: [19, 4] });
  s = play(s, 19);
  assert.deepEqual(
    spaceKeys(s),
    spaces("Catholic Church, Poland", "Catholic Church, Czechoslovakia", "Catholic Church, Hungary"),
  );
  s = act(s, space("Catholic Church, Hungary"));
  assert.equal(sp(s, "Catholic Church, Hungary")[1], 4);
  assert.equal(sp(s, "Catholic Church, Poland")[1], 5, "only the chosen church");
  assert.ok(s.removed.includes(19));
});

test("#24 St. Nicholas Church: just enough SPs to control the Lutheran Church", () => {
  let s = position({ side: "dem", hand: [24, 1], sp: { "Lutheran Church": [2, 1] } });
  s = play(s, 24);
  assert.deepEqual(sp(s, "Lutheran Church"), [2, 7], "2 + stability 5 = 7");
  assert.ok(s.removed.includes(24));
  assert.equal(s.flags.event24, 1, "enables The Monday Demonstrations");
  let t = position({ side: "dem", hand: [24, 1], sp: { "Lutheran Church": [0, 6] } });
  t = play(t, 24);
  assert.deepEqual(sp(t, "Lutheran Church"), [0, 6], "already controlled: nothing added");
});

test("#25 Perestroika: +1 Ops to Communist cards for the rest of the turn, not to the Democrat's", () => {
  let s = position({ side: "com", hand: [25, 12], otherHand: [19, 31] });
  s = play(s, 25);
  assert.ok(s.lasting.some((l) => l.card === 25 && l.until === "turn"));
  s = act(s, "play:31:ops"); // Democrat, Intelligentsia (2 Ops)
  assert.equal(decision(s)!.ops, 2, "the Democrat is not helped");
  s = spendOps(s);
  s = act(s, "play:12:ops"); // Communist, Apparatchiks (2 Ops)
  assert.equal(decision(s)!.ops, 3);
});

test("#27 Consumerism: remove 1 Communist SP from a Worker space, then 1 check on a Worker space of that country", () => {
  let s = position({
    side: "dem",
    hand: [27, 4],
    clear: true,
    sp: { Gdansk: [2, 0], Szczecin: [1, 0], Lodz: [0, 0], Brno: [2, 0], Warszawa: [2, 0] },
    mutate: (t) => dice(t, 1),
  });
  s = play(s, 27);
  assert.deepEqual(spaceKeys(s), spaces("Gdansk", "Szczecin", "Brno"), "Worker spaces with Communist SPs");
  s = act(s, space("Gdansk"));
  assert.deepEqual(sp(s, "Gdansk"), [1, 0]);
  assert.equal(decision(s)!.kind, "supportCheck");
  assert.equal(decision(s)!.ops, 3);
  assert.deepEqual(
    keys(s).sort(),
    spaces("Gdansk", "Szczecin"),
    "Polish Worker spaces only, not Warszawa or Brno",
  );
  s = act(s, space("Szczecin"));
  assert.ok(s.discard.includes(27), "no asterisk");
});

test("#27 Consumerism played by the Communist for Ops, with Prudence: the check uses 3 - 1 Ops (7.3.3)", () => {
  let s = position({
    side: "com",
    hand: [27, 12],
    clear: true,
    sp: { Gdansk: [2, 0], Berlin: [1, 0] },
    mutate: (t) => t.lasting.push({ card: 8, side: "com", until: "turn" }),
  });
  s = play(s, 27, "ops");
  s = act(s, "option:event");
  assert.deepEqual(sp(s, "Gdansk"), [1, 0], "single target: removed at once");
  assert.equal(decision(s)!.player, "dem");
  assert.equal(decision(s)!.ops, 2);
});

test("#28 Factory Party Cells: remove 3 Democratic SPs from Worker spaces, at most 2 per space", () => {
  let s = position({
    side: "com",
    hand: [28, 1],
    otherHand: [4],
    clear: true,
    sp: { Gdansk: [0, 3], Lodz: [0, 2], "Polish Writers": [0, 2] },
  });
  s = play(s, 28);
  assert.deepEqual(spaceKeys(s), spaces("Gdansk", "Lodz"));
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  assert.equal(decision(s)!.player, "dem", "third SP forced into Lodz");
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
  assert.deepEqual(sp(s, "Lodz"), [0, 1]);
  assert.deepEqual(sp(s, "Polish Writers"), [0, 2]);
  assert.ok(s.discard.includes(28));
});

test("#29 Jan Palach Week and #34 FIDESZ: student spaces", () => {
  let s = position({ side: "dem", hand: [29, 34], otherHand: [12, 1] });
  s = play(s, 29);
  assert.equal(sp(s, "Charles University")[1], 6);
  assert.ok(s.removed.includes(29));
  s = play(s, 12, "ops");
  s = spendOps(s);
  s = play(s, 34);
  assert.equal(sp(s, "Eotvos Lorand University")[1], 5);
  assert.ok(s.removed.includes(34));
});

test("#29 Jan Palach Week played by the Communist for Ops (5.2 Ex.1): the Democrat places first", () => {
  let s = position({ side: "com", hand: [29, 12], otherHand: [4] });
  s = play(s, 29, "ops");
  s = act(s, "option:event");
  assert.equal(sp(s, "Charles University")[1], 6);
  assert.equal(decision(s)!.kind, "operations");
  assert.equal(decision(s)!.ops, 1);
  assert.ok(!keys(s).includes("option:event"));
});

test("#31 Intelligentsia: 4 SPs in Intellectual spaces, at most 2 per space", () => {
  let s = position({ side: "dem", hand: [31, 4] });
  s = play(s, 31);
  assert.deepEqual(
    spaceKeys(s),
    where((x) => x.socio === "intellectual"),
  );
  s = act(s, space("German Writers"));
  s = act(s, space("German Writers"));
  assert.ok(!keys(s).includes(space("German Writers")));
  s = act(s, space("Bulgarian Writers"));
  s = act(s, space("Romanian Writers"));
  assert.deepEqual(
    ["German Writers", "Bulgarian Writers", "Romanian Writers"].map((n) => sp(s, n)[1]),
    [2, 1, 1],
  );
  assert.ok(s.discard.includes(31), "no asterisk");
});

test("#32 Peasant Parties: 4 SPs in Farmer spaces, at most 2 per space", () => {
  let s = position({ side: "com", hand: [32, 1] });
  s = play(s, 32);
  assert.deepEqual(
    spaceKeys(s),
    where((x) => x.socio === "farmer"),
  );
  s = act(s, space("Erfurt"));
  s = act(s, space("Erfurt"));
  assert.ok(!keys(s).includes(space("Erfurt")));
  s = act(s, space("Pecs"));
  s = act(s, space("Pecs"));
  assert.deepEqual([sp(s, "Erfurt")[0], sp(s, "Pecs")[0]], [2, 2]);
  assert.ok(s.removed.includes(32));
});

test("#33 Sajudis: +1 VP, USSR track to Sajudis, control of a Minority space; enables The Baltic Way", () => {
  let s = position({ side: "dem", hand: [33, 4], sp: { Razgrad: [1, 0] } });
  const vp = s.vp;
  s = play(s, 33);
  assert.equal(s.vp, vp + 1);
  assert.equal(s.ussr, 1);
  assert.deepEqual(spaceKeys(s), spaces("Razgrad", "Harghita/Covasna"));
  s = act(s, space("Razgrad"));
  assert.deepEqual(sp(s, "Razgrad"), [1, 5], "1 + stability 4");
  assert.equal(s.flags.event33, 1);
  assert.ok(s.removed.includes(33));

  let t = position({ side: "dem", hand: [33, 4], sp: { Razgrad: [0, 4] } });
  t = play(t, 33);
  assert.deepEqual(sp(t, "Harghita/Covasna"), [0, 4], "the only uncontrolled Minority space, no choice");
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
    assert.ok(s.removed.includes(35));
  }
});

test("#37 Nagy Reburied: every Communist SP leaves Szombathely, then 4 SPs in Hungary, at most 2 per space", () => {
  let s = position({ side: "com", hand: [37, 1], sp: { Szombathely: [3, 1] } });
  s = play(s, 37);
  assert.deepEqual(sp(s, "Szombathely"), [0, 1]);
  assert.deepEqual(spaceKeys(s), COUNTRY_SPACES.Hungary.map((id) => `space:${id}`).sort());
  s = act(s, space("Szombathely"));
  s = act(s, space("Szombathely"));
  assert.ok(!keys(s).includes(space("Szombathely")));
  s = act(s, space("Pecs"));
  s = act(s, space("Gyor"));
  assert.deepEqual(sp(s, "Szombathely"), [2, 1]);
  assert.ok(s.removed.includes(37));
});

test("#38 The July Concept: 3 SPs in Bulgaria", () => {
  let s = position({ side: "com", hand: [38, 1] });
  s = play(s, 38);
  assert.deepEqual(spaceKeys(s), COUNTRY_SPACES.Bulgaria.map((id) => `space:${id}`).sort());
  for (let i = 0; i < 3; i++) s = act(s, space("Ruse"));
  assert.equal(sp(s, "Ruse")[0], 3);
  assert.ok(s.removed.includes(38));
});

test("#40 Hungarian Democratic Forum: 3 SPs in Hungary, then a check in Hungary", () => {
  let s = position({
    side: "dem",
    hand: [40, 4],
    clear: true,
    sp: { Budapest: [2, 0], Praha: [2, 0] },
    mutate: (t) => dice(t, 6),
  });
  s = play(s, 40);
  assert.deepEqual(spaceKeys(s), COUNTRY_SPACES.Hungary.map((id) => `space:${id}`).sort());
  for (let i = 0; i < 3; i++) s = act(s, space("Pecs"));
  assert.ok(inEvent(s, 40));
  assert.deepEqual(keys(s), [space("Budapest")], "Hungary only, mandatory");
  assert.equal(decision(s)!.ops, 3);
  s = act(s, space("Budapest")); // 6 + 3 = 9 > 6
  assert.deepEqual(sp(s, "Budapest"), [0, 1]);
  assert.ok(s.removed.includes(40));
});
