// 9.0 Country Scoring and 10.4 Final Scoring.
import { controller, eliminatedSpace, gainVP, log, setResult } from "../board.ts";
import { COUNTRIES, COUNTRY_SPACES, FINAL_BONUS_PER_COUNTRY, SCORING, SPACES } from "../data/index.ts";
import type { State } from "../state.ts";
import type { Country, Side } from "../types.ts";

export type Level = "none" | "presence" | "domination" | "control";

export interface CountryTally {
  readonly spaces: { com: number; dem: number };
  readonly battlegrounds: { com: number; dem: number };
  readonly totalBattlegrounds: number;
  readonly level: { com: Level; dem: Level };
  /** VP for each side: level value plus 1 per controlled battleground (9.3.1-9.3.2). */
  readonly points: { com: number; dem: number };
}

/** 9.2 / 9.3: the scoring position of a country. */
export function tallyCountry(s: State, country: Country): CountryTally {
  const control: (Side | null)[] = [];
  for (const id of COUNTRY_SPACES[country]) control[id] = controller(s, id);
  return tallyFromControl(control, country, eliminatedSpace(s));
}

/**
 * 9.2 / 9.3 from public information only: `control[id]` is the side controlling each space (as in
 * `View.control`), `eliminated` the space removed by Systematization or -1 (in a View:
 * `(flags.systematized ?? 0) - 1`).
 */
export function tallyFromControl(
  control: readonly (Side | null)[],
  country: Country,
  eliminated: number,
): CountryTally {
  const spaces = { com: 0, dem: 0 };
  const bgs = { com: 0, dem: 0 };
  let totalBg = 0;
  for (const id of COUNTRY_SPACES[country]) {
    if (id === eliminated) continue;
    const bg = SPACES[id]!.battleground;
    if (bg) totalBg++;
    const c = control[id] ?? null;
    if (!c) continue;
    spaces[c]++;
    if (bg) bgs[c]++;
  }
  const level = (side: Side): Level => {
    const opp: Side = side === "com" ? "dem" : "com";
    if (spaces[side] === 0) return "none";
    // Control: more spaces than the opponent and all Battlegrounds.
    if (spaces[side] > spaces[opp] && bgs[side] === totalBg) return "control";
    // Domination: more spaces and more Battlegrounds, with at least one of each kind.
    if (
      spaces[side] > spaces[opp] &&
      bgs[side] > bgs[opp] &&
      bgs[side] >= 1 &&
      spaces[side] - bgs[side] >= 1
    ) {
      return "domination";
    }
    return "presence";
  };
  const box = SCORING[country];
  const value = (l: Level) => (l === "none" ? 0 : box[l]);
  const lc = level("com");
  const ld = level("dem");
  return {
    spaces,
    battlegrounds: bgs,
    totalBattlegrounds: totalBg,
    level: { com: lc, dem: ld },
    points: { com: value(lc) + bgs.com, dem: value(ld) + bgs.dem },
  };
}

/** 9.3: scores a country and moves the VP marker by the net difference. Returns the net (Democrat +). */
export function scoreCountry(s: State, country: Country): number {
  const t = tallyCountry(s, country);
  const net = t.points.dem - t.points.com;
  const side = (x: Side) => ({
    level: t.level[x],
    spaces: t.spaces[x],
    battlegrounds: t.battlegrounds[x],
    points: t.points[x],
  });
  log(s, { t: "scoring", country, com: side("com"), dem: side("dem"), net });
  if (net > 0) gainVP(s, "dem", net, "scoring", { country });
  else if (net < 0) gainVP(s, "com", -net, "scoring", { country });
  return net;
}

/** Flag: (space id + 1) where the Ceausescus hide, uncaptured (7.6.5). */
export const FLAG_CEAUSESCUS = "ceausescus";

/** 10.4: Final Scoring after turn 10. Sets the result. */
export function finalScoring(s: State): void {
  log(s, { t: "finalScoring" });
  const held = COUNTRIES.filter((c) => s.power[c] === "com").length;
  gainVP(s, "com", held * FINAL_BONUS_PER_COUNTRY, "finalBonus");
  // 7.6.5: uncaptured Ceausescus (The Tyrant is Gone, #97).
  if (s.flags[FLAG_CEAUSESCUS]) gainVP(s, "com", 2, "event", { card: 97 });
  for (const c of COUNTRIES) scoreCountry(s, c);
  endByVP(s, "finalScoring");
}

/** 10.4.3: the player ahead wins; 0 is a draw. */
export function endByVP(s: State, reason: "finalScoring" | "newYearsEveParty"): void {
  setResult(s, s.vp > 0 ? "dem" : s.vp < 0 ? "com" : null, reason);
}
