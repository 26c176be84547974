// The log, newest first, in the reader's language; pointing at an entry lights the places it names.

import { lang } from "../../shell/i18n.ts";
import type { LogEntry } from "./engine.ts";
import { entryPlaces, entryText, redundant } from "./logtext.ts";
import type { Flash } from "./map.tsx";

const SHOWN = 300;

export function LogList({ log, onFlash }: { log: readonly LogEntry[]; onFlash: (f: Flash | null) => void }) {
  lang.value;
  const from = Math.max(0, log.length - SHOWN);
  const rows = [];
  for (let i = log.length - 1; i >= from; i--) {
    const l = log[i]!;
    if (redundant(log, i)) continue;
    const places = entryPlaces(l);
    const has = places.provinces.length + places.cities.length + places.roads.length > 0;
    const cls = `ws-log-${l.e}${l.e === "phase" || l.e === "decade" || l.e === "half" ? " head" : ""}${l.only ? " private" : ""}`;
    rows.push(
      <li
        key={i}
        class={cls}
        data-entry={l.e}
        {...(has
          ? {
              tabIndex: 0,
              onMouseEnter: () => onFlash(places),
              onMouseLeave: () => onFlash(null),
              onFocus: () => onFlash(places),
              onBlur: () => onFlash(null),
            }
          : {})}
      >
        {entryText(l)}
      </li>,
    );
  }
  return <ol class="ws-log">{rows}</ol>;
}
