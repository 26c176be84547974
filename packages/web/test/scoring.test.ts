import assert from "node:assert/strict";
import { test } from "node:test";
import {
  COUNTRIES,
  COUNTRY_SPACES,
  playRandomGame,
  SCORING,
  type Side,
  SPACES,
  tallyCountry,
  view,
} from "@dawn/engine";
import { LEVEL_SHORT, netText, scoringPreview } from "../src/games/dof/scoring.ts";

const NONE: (Side | null)[] = SPACES.map(() => null);

test("an empty board scores nothing anywhere", () => {
  const rows = scoringPreview({ control: NONE, flags: {} });
  assert.deepEqual(
    rows.map((r) => r.country),
    [...COUNTRIES],
  );
  for (const r of rows) {
    assert.deepEqual(r.level, { com: "none", dem: "none" });
    assert.equal(r.net, 0);
  }
});

test("controlling every Polish space is Control plus every battleground", () => {
  const control = [...NONE];
  for (const id of COUNTRY_SPACES.Poland) control[id] = "dem";
  const pl = scoringPreview({ control, flags: {} }).find((r) => r.country === "Poland")!;
  const bgs = COUNTRY_SPACES.Poland.filter((id) => SPACES[id]!.battleground).length;
  assert.equal(pl.level.dem, "control");
  assert.equal(pl.level.com, "none");
  assert.equal(pl.points.dem, SCORING.Poland.control + bgs);
  assert.equal(pl.net, SCORING.Poland.control + bgs);
});

test("Systematization's eliminated space does not count", () => {
  const gone = COUNTRY_SPACES.Romania.find((id) => SPACES[id]!.battleground)!;
  const control = [...NONE];
  control[gone] = "com";
  const [with_, without] = ([{}, { systematized: gone + 1 }] as Record<string, number>[]).map(
    (flags) => scoringPreview({ control, flags }).find((r) => r.country === "Romania")!,
  );
  assert.equal(with_!.level.com, "presence");
  assert.equal(with_!.net, -(SCORING.Romania.presence + 1));
  assert.equal(without!.level.com, "none");
  assert.equal(without!.net, 0);
  assert.equal(without!.totalBattlegrounds, with_!.totalBattlegrounds - 1);
});

test("the preview from a player's view matches the engine's own tally", () => {
  const { state } = playRandomGame(4);
  for (const side of ["com", "dem"] as const) {
    for (const r of scoringPreview(view(state, side))) {
      const t = tallyCountry(state, r.country);
      assert.deepEqual(r.points, t.points, r.country);
      assert.deepEqual(r.level, t.level, r.country);
      assert.equal(r.net, t.points.dem - t.points.com);
    }
  }
});

test("labels", () => {
  assert.equal(netText(0), "0");
  assert.equal(netText(3), "Dem +3");
  assert.equal(netText(-2), "Com +2");
  assert.equal(LEVEL_SHORT.domination, "Dom");
});
