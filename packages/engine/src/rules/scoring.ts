// 9.0 Country Scoring and 10.4 Final Scoring.
import { controller, eliminatedSpace, log, sideName } from "../board.ts";
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
  s.vp += net;
  log(
    s,
    `${country} scored: Democrat ${t.level.dem} + ${t.battlegrounds.dem} battleground(s) = ${t.points.dem}, ` +
      `Communist ${t.level.com} + ${t.battlegrounds.com} battleground(s) = ${t.points.com}; ` +
      `net ${net >= 0 ? "+" : ""}${net} (VP now ${s.vp}).`,
  );
  return net;
}

/** Flag: (space id + 1) where the Ceausescus hide, uncaptured (7.6.5). */
export const FLAG_CEAUSESCUS = "ceausescus";

/** 10.4: Final Scoring after turn 10. Sets the result. */
export function finalScoring(s: State): void {
  log(s, "Final Scoring.");
  const held = COUNTRIES.filter((c) => s.power[c] === "com").length;
  if (held > 0) {
    s.vp -= held * FINAL_BONUS_PER_COUNTRY;
    log(
      s,
      `Communist bonus for Power in ${held} countr${held === 1 ? "y" : "ies"}: ${held * FINAL_BONUS_PER_COUNTRY} VP (VP now ${s.vp}).`,
    );
  }
  if (s.flags[FLAG_CEAUSESCUS]) {
    // 7.6.5: uncaptured Ceausescus.
    s.vp -= 2;
    log(s, `The Ceausescus were never captured: Communist gains 2 VP (VP now ${s.vp}).`);
  }
  for (const c of COUNTRIES) scoreCountry(s, c);
  endByVP(s, "finalScoring");
}

/** 10.4.3: the player ahead wins; 0 is a draw. */
export function endByVP(s: State, reason: "finalScoring" | "newYearsEveParty"): void {
  const winner: Side | null = s.vp > 0 ? "dem" : s.vp < 0 ? "com" : null;
  s.result = { winner, reason, vp: s.vp };
  log(s, winner ? `The ${sideName(winner)} wins (${s.vp} VP).` : "The game is a draw.");
}
