// The card facts and the event definitions: every definition holds exactly the printed icons and arrows.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CARDS, EVENTS, type IconGroup, PROVINCES } from "@dawn/wsdv-engine";

function printed(g: IconGroup): string {
  let s = `${g.icon}:${g.side === "west" ? "W" : "E"}`;
  if (g.where !== null) {
    s +=
      typeof g.where === "number"
        ? `@${PROVINCES[g.where]!.key}`
        : `@${{ westGermany: "WEST_GERMANY", rheinsberg: "RHEINSBERG", polska: "POLSKA", cssr: "CSSR" }[g.where]}`;
  }
  if (g.by) s += g.by === "west" ? "#W" : "#E";
  if (g.perProvince) s += `/${g.perProvince}`;
  return s;
}

test("every one of the 85 card faces has an event definition", () => {
  const faces = CARDS.filter((c) => c !== undefined);
  assert.equal(faces.length, 85);
  for (const c of faces) assert.ok(EVENTS[c!.id], `card ${c!.printed} ${c!.title}`);
});

test("each event definition holds exactly the printed icons, instructions and arrows", () => {
  for (const c of CARDS) {
    if (!c) continue;
    const e = EVENTS[c.id]!;
    const mine = e.groups.flatMap((g) => Array.from({ length: g.n }, () => printed(g))).sort();
    assert.deepEqual(mine, c.icons.slice().sort(), `icons of card ${c.printed} ${c.title}`);
    assert.deepEqual(e.arrows, c.arrows, `arrows of card ${c.printed} ${c.title}`);
  }
});

test("colours as in the French index: mixed 11, 15, 21, 22, 30, 41, 42, 45, 48, 51, 61, 62; yellow 12-14, 16-20, 35-40, 55-60, 70-80", () => {
  const mixed = [11, 15, 21, 22, 30, 41, 42, 45, 48, 51, 61, 62];
  const yellow = [12, 13, 14, 16, 17, 18, 19, 20, 35, 36, 37, 38, 39, 40, 55, 56, 57, 58, 59, 60];
  for (let n = 70; n <= 80; n++) yellow.push(n);
  for (let n = 1; n <= 80; n++) {
    const want = mixed.includes(n) ? "mixed" : yellow.includes(n) ? "yellow" : "red";
    assert.equal(CARDS[n]!.colour, want, `card ${n}`);
  }
  for (let n = 81; n <= 85; n++) assert.equal(CARDS[n]!.colour, "special");
});

test("police cards: red 5, 21, 49; pink 15, 51, 66; flight icons on 2, 12, 28, 32, 48, 52, 60, 61, 62, 75, 78, I (2), IV-b", () => {
  const police = CARDS.filter((c) => c?.police).map((c) => [c!.id, c!.police]);
  assert.deepEqual(police, [
    [5, "red"],
    [15, "pink"],
    [21, "red"],
    [49, "red"],
    [51, "pink"],
    [66, "pink"],
  ]);
  const flight = CARDS.filter((c) => c?.flight).map((c) => [c!.id, c!.flight]);
  assert.deepEqual(flight, [
    [2, 1],
    [12, 1],
    [28, 1],
    [32, 1],
    [48, 1],
    [52, 1],
    [60, 1],
    [61, 1],
    [62, 1],
    [75, 1],
    [78, 1],
    [81, 2],
    [85, 1],
  ]);
});

test("values: a normal card has a yellow and a red value from 1 to 4; special cards have none", () => {
  for (const c of CARDS) {
    if (!c) continue;
    if (c.colour === "special") assert.equal(c.value, null);
    else {
      assert.ok(c.value!.west >= 1 && c.value!.west <= 4, `card ${c.printed}`);
      assert.ok(c.value!.east >= 1 && c.value!.east <= 4, `card ${c.printed}`);
    }
  }
});
