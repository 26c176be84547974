// tallyFromControl (public information only) agrees with tallyCountry (full State).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  COUNTRIES,
  COUNTRY_SPACES,
  type CountryTally,
  cloneState,
  playRandomGame,
  SPACES,
  type State,
  tallyCountry,
  tallyFromControl,
  view,
} from "@dawn/engine";

function fromView(s: State): (c: (typeof COUNTRIES)[number]) => CountryTally {
  const v = view(s, "observer");
  return (c) => tallyFromControl(v.control, c, (v.flags.systematized ?? 0) - 1);
}

test("tallyFromControl on the observer view agrees with tallyCountry at the end of random games", () => {
  const levels = new Set<string>();
  for (const seed of [1, 2, 3, 7, 11]) {
    const { state } = playRandomGame(seed);
    const preview = fromView(state);
    for (const c of COUNTRIES) {
      const t = tallyCountry(state, c);
      assert.deepEqual(preview(c), t, `seed ${seed}, ${c}`);
      levels.add(t.level.com).add(t.level.dem);
    }
  }
  // The positions are not trivial: more than one level occurs.
  assert.ok(levels.size >= 2, [...levels].join(","));
});

test("tallyFromControl leaves out the space eliminated by Systematization", () => {
  // A finished game's position, with no space eliminated yet (whatever the random game did).
  const state = cloneState(playRandomGame(5).state);
  delete state.flags.systematized;
  for (const gone of COUNTRY_SPACES.Romania) {
    const s = cloneState(state);
    s.flags.systematized = gone + 1;
    const t = fromView(s)("Romania");
    assert.deepEqual(t, tallyCountry(s, "Romania"), `space ${gone}`);
    // The eliminated space no longer counts.
    const full = fromView(state)("Romania");
    const owner = view(state, "observer").control[gone];
    const bg = SPACES[gone]!.battleground ? 1 : 0;
    assert.equal(t.totalBattlegrounds, full.totalBattlegrounds - bg);
    for (const side of ["com", "dem"] as const) {
      const was = owner === side ? 1 : 0;
      assert.equal(t.spaces[side], full.spaces[side] - was);
      assert.equal(t.battlegrounds[side], full.battlegrounds[side] - was * bg);
    }
  }
});
