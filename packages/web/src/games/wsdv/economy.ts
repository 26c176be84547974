// Figures of a province read off the view: its economy (the sum of its factories' values, 6.3),
// its export factory (the strongest, 9.3) and the cities it holds. Hamburg and the factories abroad
// count for a province of their owner's choosing, so they are shown apart.
import { CITIES, type CityId, type ProvinceId, type View } from "./engine.ts";

type Seen = Pick<View, "factories" | "factoryValues">;

const hasFactory = (v: Seen, c: number) => v.factories[c] === 1 || v.factories[c] === 2;

export function provinceCities(p: ProvinceId): CityId[] {
  return CITIES.filter((c) => c.province === p).map((c) => c.id);
}

/** The economy of a province without Hamburg and the factories abroad. */
export function provinceEconomy(v: Seen, p: ProvinceId): number {
  let n = 0;
  for (const c of provinceCities(p)) n += v.factoryValues[c] ?? 0;
  return n;
}

/** The value of the province's export factory, or null without a factory. */
export function exportValue(v: Seen, p: ProvinceId): number | null {
  let best: number | null = null;
  for (const c of provinceCities(p))
    if (hasFactory(v, c)) best = Math.max(best ?? 0, v.factoryValues[c] ?? 0);
  return best;
}

/** One export factory per province (the first of the strongest), marked on the map. */
export function exportCities(v: Seen): Set<CityId> {
  const out = new Set<CityId>();
  const best = new Map<number, { c: CityId; val: number }>();
  for (const c of CITIES) {
    if (c.province === null || !hasFactory(v, c.id)) continue;
    const val = v.factoryValues[c.id] ?? 0;
    const b = best.get(c.province);
    if (!b || val > b.val) best.set(c.province, { c: c.id, val });
  }
  for (const b of best.values()) out.add(b.c);
  return out;
}
