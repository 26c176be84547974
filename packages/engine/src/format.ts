// Human-readable text for log entries and actions (CLI, web, tests).
import { CARDS, POWER_CARDS, SPACES } from "./data/index.ts";
import type { Action, PlayAs } from "./types.ts";

/** Replaces [c12], [s4] and [p7] references in log text by card, space and Power Struggle card names. */
export function renderText(text: string): string {
  return text.replace(/\[([csp])(\d+)\]/g, (_m, kind: string, n: string) => {
    const i = Number(n);
    if (kind === "c") return CARDS[i]?.name ?? `card ${i}`;
    if (kind === "s") return SPACES[i]?.display ?? `space ${i}`;
    return POWER_CARDS[i]?.name ?? `Power Struggle card ${i}`;
  });
}

const PLAY: Record<PlayAs, string> = {
  event: "Event",
  ops: "Operations",
  tst: "Tiananmen Square attempt",
  opsOnly: "Operations, no event (TST award)",
  opsAndEvent: "Operations and Event (TST award)",
};

/** A short description of an action. */
export function actionText(a: Action): string {
  switch (a.t) {
    case "play":
      return `${CARDS[a.card]?.name ?? a.card}: ${PLAY[a.as]}`;
    case "space":
      return SPACES[a.space]?.display ?? `space ${a.space}`;
    case "card":
      return CARDS[a.card]?.name ?? `card ${a.card}`;
    case "power": {
      const p = POWER_CARDS[a.card];
      const rank = p && p.kind !== "wild" ? ` ${p.rank}` : "";
      return `${p?.name ?? a.card}${rank}${a.suit ? ` as ${a.suit}` : ""}`;
    }
    case "option":
      return a.option;
    case "country":
      return a.country;
    case "bid":
      return `play ${a.side === "com" ? "Communist" : "Democrat"}, offer ${a.sps} SP${a.sps === 1 ? "" : "s"}`;
    default:
      return JSON.stringify(a);
  }
}
