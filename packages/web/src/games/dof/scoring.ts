// Pure: what a scoring of each country would give right now (9.2 / 9.3), from the public view.
import {
  COUNTRIES,
  type Country,
  type CountryTally,
  type Level,
  tallyFromControl,
  type View,
} from "@dawn/engine";

export interface CountryPreview extends CountryTally {
  readonly country: Country;
  /** Net VP a scoring would give now: positive for the Democrat, negative for the Communist. */
  readonly net: number;
}

/** The engine's flag holding (eliminated space id + 1) once Systematization has been played. */
const FLAG_SYSTEMATIZED = "systematized";

/** The scoring position of every country, as the engine would score it now. */
export function scoringPreview(v: Pick<View, "control" | "flags">): CountryPreview[] {
  const eliminated = (v.flags[FLAG_SYSTEMATIZED] ?? 0) - 1;
  return COUNTRIES.map((country) => {
    const t = tallyFromControl(v.control, country, eliminated);
    return { ...t, country, net: t.points.dem - t.points.com };
  });
}

export const LEVEL_SHORT: Readonly<Record<Level, string>> = {
  none: "—",
  presence: "Pres",
  domination: "Dom",
  control: "Ctrl",
};

export const LEVEL_NAME: Readonly<Record<Level, string>> = {
  none: "no presence",
  presence: "Presence",
  domination: "Domination",
  control: "Control",
};

/** "Dem +3", "Com +2" or "0". */
export function netText(net: number): string {
  if (net === 0) return "0";
  return net > 0 ? `Dem +${net}` : `Com +${-net}`;
}
