// 6.3 Raising living standards; 10.1 West Berlin's living standards; 10.2 Hamburg.
import assert from "node:assert/strict";
import { CARD, CITY, connBetween, NORMAL, PROVINCE, type State } from "@dawn/wsdv-engine";
import { dec, option, play, prov, provinces, rulesTest, turnWith } from "./helpers.ts";

const sorted = (a: number[]) => a.slice().sort((x, y) => x - y);

/** East's turn with card 1 (value 2/2): Sachsen economy 3, Thüringen and Sachsen-Anhalt 2, the rest 0. */
function eastExample(): State {
  return turnWith("east", CARD.LAND_REFORM, (n) => {
    n.factory.fill(0);
    for (const c of [
      CITY.LEIPZIG,
      CITY.DRESDEN,
      CITY.KARL_MARX_STADT,
      CITY.EISENACH,
      CITY.JENA,
      CITY.MAGDEBURG,
      CITY.BITTERFELD,
    ])
      n.factory[c] = NORMAL;
  });
}

rulesTest(
  "6.3 example: card value 2 makes up 1 point in two provinces of economy 2; three LS, each removes a cube",
  () => {
    let s = eastExample();
    s = play(s, CARD.LAND_REFORM, "ls");
    assert.equal(dec(s).kind, "lsAction");
    assert.deepEqual(
      sorted(provinces(s)),
      sorted([PROVINCE.SACHSEN, PROVINCE.THUERINGEN, PROVINCE.SACHSEN_ANHALT]),
    );
    s = prov(s, PROVINCE.THUERINGEN);
    s = prov(s, PROVINCE.SACHSEN_ANHALT);
    // The card's 2 points are spent: Sachsen (economy 3) still can.
    assert.deepEqual(provinces(s), [PROVINCE.SACHSEN]);
    s = prov(s, PROVINCE.SACHSEN);
    assert.equal(s.ls[PROVINCE.SACHSEN], 1);
    assert.equal(s.ls[PROVINCE.THUERINGEN], 1);
    assert.equal(s.ls[PROVINCE.SACHSEN_ANHALT], 1);
    for (const p of [PROVINCE.SACHSEN, PROVINCE.THUERINGEN, PROVINCE.SACHSEN_ANHALT])
      assert.equal(s.unrest[p], 2);
    assert.equal(dec(s).player, "west");
  },
);

rulesTest("6.3: at most 2 card points in one province; the n-th LS needs an economy of 3n", () => {
  // East Berlin: economy 1 (Berlin): it needs 2 points, allowed with a value of 2 but not with 1.
  let s = turnWith("east", CARD.LAND_REFORM, (n) => {
    n.factory.fill(0);
    n.factory[CITY.BERLIN] = NORMAL;
  });
  s = play(s, CARD.LAND_REFORM, "ls");
  assert.deepEqual(provinces(s), [PROVINCE.EAST_BERLIN]);
  let t = turnWith("east", CARD.MONETARY_REFORM_IN_THE_EAST, (n) => {
    n.factory.fill(0);
    n.factory[CITY.BERLIN] = NORMAL;
  });
  t = play(t, CARD.MONETARY_REFORM_IN_THE_EAST, "ls");
  // No province can take one: the action ends at once.
  assert.equal(dec(t).player, "west");
  // A province with 1 LS needs 6 for the next.
  let u = turnWith("east", CARD.LAND_REFORM, (n) => {
    n.factory.fill(0);
    for (const c of [CITY.LEIPZIG, CITY.DRESDEN, CITY.KARL_MARX_STADT]) n.factory[c] = NORMAL;
    n.ls[PROVINCE.SACHSEN] = 1;
  });
  u = play(u, CARD.LAND_REFORM, "ls");
  assert.equal(dec(u).player, "west");
});

rulesTest("6.3: each LS in a different province, three at most; the player may stop early", () => {
  let s = eastExample();
  s = play(s, CARD.LAND_REFORM, "ls");
  s = prov(s, PROVINCE.SACHSEN);
  assert.ok(!provinces(s).includes(PROVINCE.SACHSEN));
  s = option(s, "done");
  assert.equal(s.ls[PROVINCE.SACHSEN], 1);
  assert.equal(s.ls[PROVINCE.THUERINGEN], 0);
  assert.equal(dec(s).player, "west");
});

rulesTest("10.2 example: Hamburg counts for one of its provinces in an action, not for both", () => {
  // Schleswig-Holstein: Kiel (1); Niedersachsen: Bremen (1); Hamburg 1. Card value 2.
  const base = turnWith("west", CARD.THE_MIRACLE_OF_BERN, (n) => {
    n.factory.fill(0);
    for (const c of [CITY.HAMBURG, CITY.KIEL, CITY.BREMEN]) n.factory[c] = NORMAL;
  });
  let s = play(base, CARD.THE_MIRACLE_OF_BERN, "ls");
  assert.deepEqual(sorted(provinces(s)), [PROVINCE.SCHLESWIG_HOLSTEIN, PROVINCE.NIEDERSACHSEN]);
  s = prov(s, PROVINCE.SCHLESWIG_HOLSTEIN);
  // Schleswig-Holstein took Hamburg (1 point paid) or paid 2: Niedersachsen would need 2 more either way.
  assert.deepEqual(provinces(s), []);
  // Two provinces of economy 2 with Hamburg (1) and a card of value 1: Hamburg for one, 1 point for the other.
  let t = turnWith("west", CARD.RECONCILIATION_AT_VERDUN, (n) => {
    n.factory.fill(0);
    for (const c of [CITY.HAMBURG, CITY.KIEL, CITY.FLENSBURG, CITY.BREMEN, CITY.HANNOVER])
      n.factory[c] = NORMAL;
  });
  t = play(t, CARD.RECONCILIATION_AT_VERDUN, "ls");
  assert.equal(dec(t).n, 3);
  t = prov(t, PROVINCE.NIEDERSACHSEN);
  assert.ok(provinces(t).includes(PROVINCE.SCHLESWIG_HOLSTEIN));
  t = prov(t, PROVINCE.SCHLESWIG_HOLSTEIN);
  assert.equal(t.ls[PROVINCE.NIEDERSACHSEN] + t.ls[PROVINCE.SCHLESWIG_HOLSTEIN], 2);
});

rulesTest(
  "10.1 example: a supplier's new LS goes to its West Berlin sector; the cube comes off West Berlin, not the supplier",
  () => {
    let s = turnWith("west", CARD.THE_MIRACLE_OF_BERN, (n) => {
      n.factory.fill(0);
      for (const c of [CITY.KOBLENZ, CITY.SAARBRUECKEN, CITY.KAISERSLAUTERN]) n.factory[c] = NORMAL;
    });
    // The set-up's cubes: 3 everywhere (2014); 2 in the supplier provinces (2016).
    const rp = s.unrest[PROVINCE.RHEINLAND_PFALZ]!;
    const wb = s.unrest[PROVINCE.WEST_BERLIN]!;
    s = play(s, CARD.THE_MIRACLE_OF_BERN, "ls");
    s = prov(s, PROVINCE.RHEINLAND_PFALZ);
    assert.equal(dec(s).kind, "berlinTransfer");
    s = prov(s, PROVINCE.RHEINLAND_PFALZ);
    assert.equal(s.ls[PROVINCE.RHEINLAND_PFALZ], 0);
    assert.equal(s.ls[PROVINCE.WEST_BERLIN], 1);
    assert.deepEqual(s.sectors, [1, 0, 0]);
    assert.equal(s.unrest[PROVINCE.WEST_BERLIN], wb - 1);
    assert.equal(s.unrest[PROVINCE.RHEINLAND_PFALZ], rp);
    // The French sector is full until the others have one; a supplier must have more LS than West Berlin.
    let t = turnWith("west", CARD.THE_MIRACLE_OF_BERN, (n) => {
      n.factory.fill(0);
      for (const c of [
        CITY.KOBLENZ,
        CITY.SAARBRUECKEN,
        CITY.KAISERSLAUTERN,
        CITY.MANNHEIM,
        CITY.HEILBRONN,
        CITY.STUTTGART,
      ])
        n.factory[c] = NORMAL;
      // Rheinland-Pfalz economy 5 (Koblenz-Saarbrücken active); Baden-Württemberg 9 (a triangle).
      n.infra[connBetween(CITY.KOBLENZ, CITY.SAARBRUECKEN)!] = 1;
      for (const [a, b] of [
        [CITY.MANNHEIM, CITY.HEILBRONN],
        [CITY.MANNHEIM, CITY.STUTTGART],
        [CITY.HEILBRONN, CITY.STUTTGART],
      ] as const)
        n.infra[connBetween(a, b)!] = 1;
      n.ls[PROVINCE.WEST_BERLIN] = 1;
      n.sectors[0] = 1;
      n.ls[PROVINCE.RHEINLAND_PFALZ] = 1;
      n.ls[PROVINCE.BADEN_WUERTTEMBERG] = 1;
      n.ls[PROVINCE.NORDRHEIN_WESTFALEN] = 0;
    });
    const bw = t.unrest[PROVINCE.BADEN_WUERTTEMBERG]!;
    t = play(t, CARD.THE_MIRACLE_OF_BERN, "ls");
    t = prov(t, PROVINCE.RHEINLAND_PFALZ);
    t = prov(t, PROVINCE.BADEN_WUERTTEMBERG);
    assert.equal(dec(t).kind, "berlinTransfer");
    assert.deepEqual(provinces(t), [PROVINCE.BADEN_WUERTTEMBERG]);
    t = prov(t, PROVINCE.BADEN_WUERTTEMBERG);
    assert.deepEqual(t.sectors, [1, 0, 1]);
    assert.equal(t.ls[PROVINCE.WEST_BERLIN], 2);
    // The transferred LS took its cube off West Berlin; Rheinland-Pfalz's own LS off Rheinland-Pfalz.
    assert.equal(t.unrest[PROVINCE.WEST_BERLIN], wb - 1);
    assert.equal(t.unrest[PROVINCE.RHEINLAND_PFALZ], rp - 1);
    assert.equal(t.unrest[PROVINCE.BADEN_WUERTTEMBERG], bw);
  },
);

rulesTest(
  "10.1: a supplier with no more LS than West Berlin cannot send; the transfer may be declined",
  () => {
    let s = turnWith("west", CARD.THE_MIRACLE_OF_BERN, (n) => {
      n.factory.fill(0);
      for (const c of [CITY.KOBLENZ, CITY.SAARBRUECKEN, CITY.KAISERSLAUTERN]) n.factory[c] = NORMAL;
      n.ls[PROVINCE.WEST_BERLIN] = 1;
      n.sectors[1] = 1;
    });
    s = play(s, CARD.THE_MIRACLE_OF_BERN, "ls");
    s = prov(s, PROVINCE.RHEINLAND_PFALZ);
    // Rheinland-Pfalz has 1, West Berlin 1: no transfer is offered, the turn passes.
    assert.equal(dec(s).player, "east");
    let t = turnWith("west", CARD.THE_MIRACLE_OF_BERN, (n) => {
      n.factory.fill(0);
      for (const c of [CITY.KOBLENZ, CITY.SAARBRUECKEN, CITY.KAISERSLAUTERN]) n.factory[c] = NORMAL;
    });
    const rp = t.unrest[PROVINCE.RHEINLAND_PFALZ]!;
    t = play(t, CARD.THE_MIRACLE_OF_BERN, "ls");
    t = prov(t, PROVINCE.RHEINLAND_PFALZ);
    t = option(t, "none");
    assert.equal(t.ls[PROVINCE.RHEINLAND_PFALZ], 1);
    assert.equal(t.ls[PROVINCE.WEST_BERLIN], 0);
    assert.equal(t.unrest[PROVINCE.RHEINLAND_PFALZ], rp - 1);
  },
);

rulesTest("10.1: living standards never go to West Berlin directly with the action", () => {
  let s = turnWith("west", CARD.UPRISING_1953, () => {});
  s = play(s, CARD.UPRISING_1953, "ls");
  assert.ok(!provinces(s).includes(PROVINCE.WEST_BERLIN));
});
