// Wir sind das Volk! in the terminal: a compact board drawn from a seat's (or an observer's) view,
// one line per legal action, the log in English, and the commands `card N` and `hand`.
//
//   Decade II, half 1 · East to play · turn 23 · rules 2016
//   Prestige +2 (East) · Currency -1 · Socialism +1 · Flight 5 (2 to dismantle) · Wall no
//   WEST                  unrest  LS  MP  factories (value; r: run down)
//    Schleswig-Holstein     3     0       Kiel 1
//   ...
import type { TextCommand } from "@dawn/platform";
import {
  type Action,
  CARDS,
  type CardId,
  CITIES,
  CONNECTIONS,
  decision,
  eventOf,
  iconText,
  logText,
  PROVINCES,
  type State,
  type View,
} from "@dawn/wsdv-engine";
import { actionText, cardName, cityName, connName, phaseName, sideName } from "./describe.ts";

const SIGNED = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const DECADE = ["", "I", "II", "III", "IV"];
const FACTORY_MARK = ["", "", "r", "x"];

/** A card in a few words: number, title, values, colour, flight and police icons. */
export function cardLine(c: CardId): string {
  const d = CARDS[c];
  if (!d) return `card ${c}`;
  const v = d.value
    ? d.value.west === d.value.east
      ? `${d.value.west}`
      : `W${d.value.west}/E${d.value.east}`
    : "-";
  const extra = [d.colour, d.flight ? `flight ${d.flight}` : "", d.police ? `${d.police} police` : ""]
    .filter(Boolean)
    .join(", ");
  return `${cardName(c)} [${v}; ${extra}]`;
}

/** A card in full: its line, German title and years, then its event (arrows and icons). */
export function cardText(c: CardId): string {
  const d = CARDS[c]!;
  const ev = eventOf(c);
  const arrows = (["prestige", "currency", "socialism"] as const)
    .filter((t) => ev.arrows[t] !== 0)
    .map((t) => `${t} ${Math.abs(ev.arrows[t])} toward ${ev.arrows[t] > 0 ? "East" : "West"}`);
  const icons = ev.groups.map((g) => {
    const notes = [
      g.where === null
        ? ""
        : typeof g.where === "number"
          ? `in ${PROVINCES[g.where]!.name}`
          : `in ${g.where}`,
      g.by ? `${sideName(g.by)} chooses` : "",
      g.perProvince ? `at most ${g.perProvince} per province` : "",
      g.sameProvince ? "all in one province" : "",
    ].filter(Boolean);
    return `${iconText(g, g.n)}${notes.length ? ` (${notes.join(", ")})` : ""}`;
  });
  return [
    cardLine(c),
    `  ${d.titleDe} (${d.years}), decade ${DECADE[d.decade]}`,
    `  Event: ${[...arrows, ...icons].join("; ") || "nothing"}`,
  ].join("\n");
}

const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + " ".repeat(n - s.length));
const padL = (s: string, n: number) => (s.length >= n ? s : " ".repeat(n - s.length) + s);

/** The factories of a province (or of a place without one: Hamburg, abroad), with their values. */
function factoriesIn(v: View, cities: readonly number[]): string {
  const out: string[] = [];
  for (const c of cities) {
    const f = v.factories[c]!;
    if (f === 0) continue;
    out.push(f === 3 ? `${cityName(c)} gone` : `${cityName(c)} ${v.factoryValues[c]}${FACTORY_MARK[f]}`);
  }
  return out.join(", ");
}

/** Infrastructure built on connections touching these cities: "Kiel–Hamburg 1/1*" (* active). */
function infraIn(v: View, cities: ReadonlySet<number>, done: Set<number>): string {
  const out: string[] = [];
  for (const k of CONNECTIONS) {
    const n = v.infrastructure[k.id]!;
    if (n === 0 || done.has(k.id) || !(cities.has(k.a) || cities.has(k.b))) continue;
    done.add(k.id);
    const active = n === k.lines && v.factories[k.a]! % 3 !== 0 && v.factories[k.b]! % 3 !== 0;
    out.push(`${connName(k.id)} ${n}/${k.lines}${active ? "*" : ""}`);
  }
  return out.join(", ");
}

const CITIES_OF = PROVINCES.map((p) => CITIES.filter((c) => c.province === p.id).map((c) => c.id));
const OTHER_PLACES: readonly { readonly name: string; readonly cities: readonly number[] }[] = [
  {
    name: "Hamburg (for Schleswig-Holstein or Niedersachsen)",
    cities: CITIES.filter((c) => c.key === "HAMBURG").map((c) => c.id),
  },
  { name: "Polska", cities: CITIES.filter((c) => c.abroad === "polska").map((c) => c.id) },
  { name: "ČSSR", cities: CITIES.filter((c) => c.abroad === "cssr").map((c) => c.id) },
];

function header(v: View): string {
  const when =
    v.phase > 0 ? `end of decade ${DECADE[v.decade]}` : `Decade ${DECADE[v.decade]}, half ${v.half}`;
  const d = v.decision;
  const who = v.result
    ? `${sideName(v.result.winner)} won (${v.result.reason})`
    : d
      ? `${sideName(d.player)} to ${d.kind === "turn" ? "play" : "decide"}`
      : "";
  return [when, who, `turn ${v.turns}`, `rules ${v.options.rules}`].filter(Boolean).join(" · ");
}

function tracks(v: View): string {
  const holder = sideName(v.prestigeHolder);
  return [
    `Prestige ${SIGNED(v.prestige)} (${holder})`,
    `Currency ${SIGNED(v.currency)}`,
    `Socialism ${SIGNED(v.socialism)}`,
    `Wall ${v.wall ? "built" : "no"}`,
    v.stasiDissolved ? "Stasi dissolved" : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The ten phases of the end of a decade, the current one marked. */
function phases(v: View): string {
  const parts: string[] = [];
  for (let p = 1; p <= 10; p++) parts.push(p === v.phase ? `[${p} ${phaseName(p)}]` : `${p}`);
  return `End of decade: ${parts.join(" ")}`;
}

/** The board as `v`'s viewer sees it: tracks, provinces, places abroad, cards. */
export function renderBoard(v: View): string {
  const lines: string[] = [header(v), tracks(v)];
  let onBoard = 0;
  for (const n of v.socialists) onBoard += n;
  lines.push(`Socialists: ${v.socialistBox} in the box, ${onBoard} in provinces`);
  const infraDone = new Set<number>();
  for (const side of ["west", "east"] as const) {
    const ms = v.massProtests.reduce((a, n, p) => a + (PROVINCES[p]!.side === side ? n : 0), 0);
    lines.push(
      `${pad(`${side === "west" ? "WEST" : "EAST"} (mass protests ${ms})`, 24)}unrest LS MP${side === "east" ? " soc" : "    "}  factories (value; r: run down)`,
    );
    for (const p of PROVINCES) {
      if (p.side !== side) continue;
      const u = v.unrest[p.id]!;
      const mp = v.massProtests[p.id]!;
      const soc = side === "east" ? padL(v.socialists[p.id] ? String(v.socialists[p.id]) : ".", 4) : "    ";
      let where = factoriesIn(v, CITIES_OF[p.id]!);
      if (p.key === "WEST_BERLIN")
        where = `sectors French ${v.sectors.french}, British ${v.sectors.british}, American ${v.sectors.american}`;
      const mirrors = v.mirrors.filter((m) => m === p.id).length;
      lines.push(
        ` ${pad(p.name, 22)}${padL(String(u), 7)}${padL(String(v.livingStandards[p.id]), 3)}${padL(mp ? String(mp) : ".", 3)}${soc}${mirrors ? ` +${mirrors} from W.Berlin` : ""}  ${where}`,
      );
      const infra = infraIn(v, new Set(CITIES_OF[p.id]), infraDone);
      if (infra) lines.push(`${" ".repeat(42)}lines: ${infra}`);
    }
  }
  for (const place of OTHER_PLACES) {
    const f = factoriesIn(v, place.cities);
    const infra = infraIn(v, new Set(place.cities), infraDone);
    if (f || infra)
      lines.push(` ${place.name}: ${[f, infra && `lines: ${infra}`].filter(Boolean).join("; ")}`);
  }
  lines.push(`Row: ${v.row.length ? "" : "(empty)"}`);
  for (const c of v.row) lines.push(`  ${cardLine(c)}`);
  if (v.special !== null) lines.push(`Special card (East only): ${cardLine(v.special)}`);
  if (v.viewer !== "observer") {
    lines.push(`Your hand: ${v.hand.length ? "" : "(empty)"}`);
    for (const c of v.hand) lines.push(`  ${cardLine(c)}`);
  }
  const opp = v.viewer === "west" ? "east" : "west";
  lines.push(
    v.viewer === "observer"
      ? `Hands: West ${v.handSizes.west}, East ${v.handSizes.east} cards`
      : `${sideName(opp)}'s hand: ${v.handSizes[opp]} card(s)${v.knownOpponentCards.length ? `, known: ${v.knownOpponentCards.map(cardName).join(", ")}` : ""}`,
  );
  const flight = v.played.reduce((a, c) => a + (CARDS[c]?.flight ?? 0), 0);
  lines.push(
    `Played this decade: ${v.played.length} (flight icons ${flight}) · police cards ${v.police.length} (${v.policeUsed.length} used) · deck ${v.deckSize} · discards ${v.discard.length}`,
  );
  if (v.deckTop.length) lines.push(`Top of the deck (seen): ${v.deckTop.map(cardName).join(", ")}`);
  if (v.phase > 0) lines.push(phases(v));
  return lines.map((l) => l.trimEnd()).join("\n");
}

/** What to show before a decision: the board at a turn, the phase at the end of a decade. */
function status(v: View, kind: string): string {
  if (kind === "turn" || kind === "decadeDiscard") return renderBoard(v);
  if (v.phase > 0) return `${phases(v)}\n${tracks(v)}`;
  return "";
}

function findCard(arg: string): CardId | null {
  const a = arg.trim().replace(/^#/, "").toUpperCase();
  for (const d of CARDS) if (d && (d.printed.toUpperCase() === a || String(d.id) === a)) return d.id;
  return null;
}

const COMMANDS: readonly TextCommand<View>[] = [
  {
    name: "card",
    args: "N",
    help: "a card in full (its printed number: 12, I, IV-a): values, colour, icons, event",
    run(_v, arg) {
      const c = findCard(arg);
      return c === null ? "usage: card N (a printed card number such as 12, II or IV-a)" : cardText(c);
    },
  },
  {
    name: "hand",
    help: "your hand and the card row, each card in full",
    run(v) {
      const cards = [...v.hand, ...v.row, ...(v.special !== null ? [v.special] : [])];
      return cards.map(cardText).join("\n") || "no cards";
    },
  },
];

/** The terminal rendering of Wir sind das Volk! (module.text). */
export const wsdvText = {
  board: renderBoard,
  choices: (s: State, actions: readonly Action[]): readonly string[] => {
    const d = decision(s);
    return actions.map((a) => actionText(s, d, a));
  },
  log: (v: View): readonly string[] => v.log.map(logText),
  status,
  commands: COMMANDS,
};
