// Card tests: trigger an event in a prepared position and compare what changed.
import {
  type Action,
  type CardId,
  CITIES,
  CONNECTIONS,
  type Decision,
  PROVINCES,
  type State,
} from "@dawn/wsdv-engine";
import { rulesNow, trigger, turnWith } from "./helpers.ts";

export interface Change {
  prestige?: number;
  currency?: number;
  socialism?: number;
  /** Unrest delta per province key. */
  unrest?: Record<string, number>;
  ls?: Record<string, number>;
  /** New factory state per city key (0 none, 1 normal, 2 rundown, 3 gone). */
  factory?: Record<string, number>;
  /** Infrastructure delta per "CITY-CITY" key. */
  infra?: Record<string, number>;
  sectors?: number[];
  police?: CardId[];
  played?: CardId[];
  wall?: boolean;
  stasiDissolved?: boolean;
  box?: number;
  socialists?: Record<string, number>;
}

/** What changed between two states, as a Change (only what differs). */
export function changes(a: State, b: State): Change {
  const out: Change = {};
  if (a.prestige !== b.prestige) out.prestige = b.prestige - a.prestige;
  if (a.currency !== b.currency) out.currency = b.currency - a.currency;
  if (a.socialism !== b.socialism) out.socialism = b.socialism - a.socialism;
  const perProvince = (x: number[], y: number[]) => {
    const o: Record<string, number> = {};
    PROVINCES.forEach((p) => {
      if (x[p.id] !== y[p.id]) o[p.key] = y[p.id]! - x[p.id]!;
    });
    return Object.keys(o).length ? o : undefined;
  };
  const u = perProvince(a.unrest, b.unrest);
  if (u) out.unrest = u;
  const l = perProvince(a.ls, b.ls);
  if (l) out.ls = l;
  const so = perProvince(a.socialists, b.socialists);
  if (so) out.socialists = so;
  const f: Record<string, number> = {};
  CITIES.forEach((c) => {
    if (a.factory[c.id] !== b.factory[c.id]) f[c.key] = b.factory[c.id]!;
  });
  if (Object.keys(f).length) out.factory = f;
  const inf: Record<string, number> = {};
  CONNECTIONS.forEach((k) => {
    if (a.infra[k.id] !== b.infra[k.id])
      inf[`${CITIES[k.a]!.key}-${CITIES[k.b]!.key}`] = b.infra[k.id]! - a.infra[k.id]!;
  });
  if (Object.keys(inf).length) out.infra = inf;
  if (a.sectors.join() !== b.sectors.join()) out.sectors = b.sectors.slice();
  if (a.police.join() !== b.police.join()) out.police = b.police.slice();
  if (a.wall !== b.wall) out.wall = b.wall;
  if (a.stasiDissolved !== b.stasiDissolved) out.stasiDissolved = b.stasiDissolved;
  if (a.box !== b.box) out.box = b.box - a.box;
  return out;
}

/**
 * Triggers `card` for `side` in a position prepared by `fn` and returns the changes (the card itself
 * leaving the row is not reported; where it went is in `s.played` / `s.police`).
 */
export function eventChanges(
  side: "west" | "east",
  card: CardId,
  fn: (n: State) => void = () => {},
  choose: (d: Decision, s: State) => Action | undefined = () => undefined,
  o: { rules?: "2014" | "2016"; decade?: number } = {},
): { change: Change; before: State; after: State } {
  const before = turnWith(side, card, fn, o);
  const after = trigger(before, card, choose);
  return { change: changes(before, after), before, after };
}

/**
 * The standard card-test position: 1 unrest cube in every province (so that no single cube makes a
 * mass protest), the starting factories, tracks at 0; then `fn`. Under the rules version of the
 * running test (see rulesTest); a special card's 2016 cost is paid with the chooser's answer (a hand
 * card by default), which changes no piece on the board.
 */
export function cardEvent(
  side: "west" | "east",
  card: CardId,
  fn: (n: State) => void = () => {},
  choose: (d: Decision, s: State) => Action | undefined = () => undefined,
  o: { rules?: "2014" | "2016"; decade?: number } = {},
): { change: Change; before: State; after: State } {
  return eventChanges(
    side,
    card,
    (n) => {
      n.unrest.fill(1);
      fn(n);
    },
    choose,
    { rules: o.rules ?? rulesNow(), ...(o.decade ? { decade: o.decade } : {}) },
  );
}
