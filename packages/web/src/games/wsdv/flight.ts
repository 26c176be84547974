// The flight track (9.1) as it would stand if the decade ended now, from what every viewer sees:
// the same count as the engine's `flight(state)` (a test holds the two together).
import { CARDS, type LogEvent, PROVINCES, type View } from "./engine.ts";

/** The same figures as the engine's flight entry of the log. */
export type FlightPreview = Omit<Extract<LogEvent, { e: "flight" }>, "e">;

type Seen = Pick<View, "played" | "livingStandards" | "police" | "massProtests">;

export function flightPreview(v: Seen): FlightPreview {
  let icons = 0;
  for (const c of v.played) icons += CARDS[c]?.flight ?? 0;
  let westLs = 0;
  let eastLs = Infinity;
  let westProtest = 0;
  let eastProtest = 0;
  for (const p of PROVINCES) {
    const ls = v.livingStandards[p.id] ?? 0;
    const mp = (v.massProtests[p.id] ?? 0) > 0 ? 1 : 0;
    if (p.side === "west") {
      westLs = Math.max(westLs, ls);
      westProtest ||= mp;
    } else {
      eastLs = Math.min(eastLs, ls);
      eastProtest ||= mp;
    }
  }
  let redPolice = 0;
  for (const c of v.police) if (CARDS[c]?.police === "red") redPolice++;
  const up = Math.min(20, icons + westLs + redPolice + eastProtest);
  const position = Math.max(0, up - eastLs - westProtest);
  return { icons, westLs, redPolice, eastProtest, eastLs, westProtest, position, dismantle: position >> 1 };
}
