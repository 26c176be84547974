import assert from "node:assert/strict";
import { test } from "node:test";
import { COUNTRIES } from "@dawn/engine";
import {
  BOX_H,
  BOX_W,
  boundsOf,
  convexHull,
  countryOutline,
  countryRegions,
  edges,
  insideConvex,
  insideLoops,
  LAYOUTS,
  labelClearOfSpaces,
  loopsPath,
  mapBounds,
  nameFontSize,
  spaceRect,
  WIDE,
  wrapChars,
  wrapName,
} from "../src/games/dof/geometry.ts";

const SPACES = WIDE.spaces;

test("no two space boxes overlap, in both layouts", () => {
  for (const layout of LAYOUTS) {
    for (const a of layout.spaces) {
      for (const b of layout.spaces) {
        if (a.id >= b.id) continue;
        const overlap = Math.abs(a.x - b.x) < BOX_W && Math.abs(a.y - b.y) < BOX_H;
        assert.equal(overlap, false, `${layout.id}: ${a.name} overlaps ${b.name}`);
      }
    }
  }
});

test("the map bounds contain every space box; the wide layout is wider than tall", () => {
  for (const layout of LAYOUTS) {
    const b = mapBounds(10, layout);
    for (const sp of layout.spaces) {
      const r = spaceRect(sp);
      assert.ok(r.x >= b.x && r.y >= b.y && r.x + r.w <= b.x + b.w && r.y + r.h <= b.y + b.h, sp.name);
    }
    if (layout.id === "wide") assert.ok(b.w > 1.3 * b.h, `${b.w} x ${b.h}`);
    else assert.ok(b.h > 1.3 * b.w, `${b.w} x ${b.h}`);
  }
});

test("convex hull of a square with an inner point is the square", () => {
  const hull = convexHull([
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 5, y: 5 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ]);
  assert.equal(hull.length, 4);
  assert.ok(!hull.some((p) => p.x === 5 && p.y === 5));
});

test("each country's outline holds its own spaces' centres", () => {
  for (const layout of LAYOUTS)
    for (const c of COUNTRIES) {
      const poly = countryOutline(c, layout);
      assert.ok(poly.length >= 3, c);
      for (const sp of layout.spaces.filter((s) => s.country === c))
        assert.ok(insideConvex(poly, sp), `${sp.name} in ${c}`);
    }
});

test("country labels do not sit on spaces", () => {
  for (const layout of LAYOUTS) for (const c of COUNTRIES) assert.ok(labelClearOfSpaces(c, layout), c);
});

test("edges list every adjacency once and mark borders", () => {
  const es = edges();
  const keys = new Set(es.map((e) => `${e.a}-${e.b}`));
  assert.equal(keys.size, es.length);
  for (const sp of SPACES) {
    for (const n of sp.adjacent)
      assert.ok(keys.has(`${Math.min(sp.id, n)}-${Math.max(sp.id, n)}`), `${sp.id}-${n}`);
  }
  const dresdenWroclaw = es.find((e) => e.a === 11 && e.b === 18);
  assert.equal(dresdenWroclaw?.border, true);
  assert.equal(es.find((e) => e.a === 0 && e.b === 1)?.border, false);
});

test("names wrap into at most two lines", () => {
  assert.deepEqual(wrapName("Walter Ulbricht Academy", 14, 2), ["Walter Ulbricht", "Academy"]);
  assert.deepEqual(wrapName("Berlin"), ["Berlin"]);
  assert.deepEqual(wrapName("Székesfehérvár"), ["Székesf-", "ehérvár"]);
  assert.deepEqual(wrapName("Karl-Marx-Stadt"), ["Karl-", "Marx-Stadt"]);
  assert.deepEqual(wrapName("Harghita/Covasna"), ["Harghita/", "Covasna"]);
  assert.deepEqual(wrapChars("布拉格"), ["布拉格"]);
  assert.deepEqual(wrapChars("巴比什-博雅伊大學", 6, 2), ["巴比什-博", "雅伊大學"]);
});

test("long names get a smaller font, never larger than the maximum", () => {
  assert.equal(nameFontSize(["Berlin"]), 16);
  const long = nameFontSize(["Ulbricht Academy"]);
  assert.ok(long < 16 && long * 0.58 * 16 <= BOX_W - 8);
});

test("bounds of chosen spaces contain them and have a minimum size", () => {
  assert.equal(boundsOf([]), null);
  const one = boundsOf([2])!;
  assert.equal(one.w, 320);
  assert.ok(one.x < SPACES[2]!.x && SPACES[2]!.x < one.x + one.w);
  const many = boundsOf([0, 74])!;
  for (const id of [0, 74]) {
    const r = spaceRect(SPACES[id]!);
    assert.ok(r.x >= many.x && r.y >= many.y && r.x + r.w <= many.x + many.w && r.y + r.h <= many.y + many.h);
  }
});

test("country areas hold their own spaces and no other country's", () => {
  for (const layout of LAYOUTS) {
    const regions = countryRegions(12, 125, layout);
    for (const sp of layout.spaces) {
      for (const c of COUNTRIES) {
        assert.equal(insideLoops(regions[c], sp), c === sp.country, `${layout.id}: ${sp.name} in ${c}`);
      }
    }
    for (const c of COUNTRIES) assert.match(loopsPath(regions[c]), /^M[-\d]/);
  }
});
