// What the shell knows about titles: the server's descriptions (GET /api/meta) and the interface a
// title's browser code implements. The shell names no title; `games/registry.ts` does.
import type { OptionSpec, OptionValue, SeatSpec } from "@dawn/platform";
import type { UndoInfo } from "@dawn/platform/protocol";
import type { ReadonlySignal } from "@preact/signals";
import type { ComponentType } from "preact";
import type { User } from "./api.ts";
import { type Localized, loc } from "./i18n.ts";

export interface BotDescription {
  readonly id: string;
  readonly label: Localized;
  readonly description?: Localized;
}

/** A title as the server describes it. */
export interface TitleDescription {
  readonly id: string;
  readonly title: Localized;
  readonly summary?: Localized;
  readonly seats: readonly SeatSpec[];
  readonly options: readonly OptionSpec[];
  readonly bots: readonly BotDescription[];
  readonly defaultBot?: string;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function isLocalized(x: unknown): x is Localized {
  return !!x && typeof x === "object" && typeof (x as { en?: unknown }).en === "string";
}

function text(x: unknown, fallback: string): Localized {
  if (isLocalized(x)) return x;
  return { en: typeof x === "string" ? x : fallback };
}

/**
 * Reads the server's title list. Servers describe seats, options and bots with labels
 * (`SeatSpec`, `OptionSpec`, `BotSpec` of @dawn/platform); plain ids are accepted too.
 */
export function readTitles(raw: unknown): TitleDescription[] {
  // Protocol 2: `titles` (TitleInfo[]); older servers: `games` with or without a `description`.
  const r0 = raw as { games?: unknown; titles?: unknown } | null;
  const games = Array.isArray(r0?.titles) ? r0.titles : r0?.games;
  if (!Array.isArray(games)) return [];
  return games.flatMap((g): TitleDescription[] => {
    if (!g || typeof g !== "object" || typeof (g as { id?: unknown }).id !== "string") return [];
    const id = (g as { id: string }).id;
    // The full description (`description`), or the older short form (title, seat and bot ids).
    const desc = (g as { description?: unknown }).description;
    const r = { ...(g as Record<string, unknown>), ...(desc && typeof desc === "object" ? desc : {}) };
    const seats = (Array.isArray(r.seats) ? r.seats : []).map(
      (s): SeatSpec =>
        typeof s === "string"
          ? { id: s, name: { en: capital(s) } }
          : { id: String((s as SeatSpec).id), name: text((s as SeatSpec).name, String((s as SeatSpec).id)) },
    );
    const bots = (Array.isArray(r.bots) ? r.bots : []).map((b): BotDescription => {
      if (typeof b === "string") return { id: b, label: { en: capital(b) } };
      const o = b as { id: string; label?: unknown; description?: unknown };
      return {
        id: o.id,
        label: text(o.label, capital(o.id)),
        ...(o.description ? { description: text(o.description, "") } : {}),
      };
    });
    return [
      {
        id,
        title: text(r.title, id),
        ...(r.summary ? { summary: text(r.summary, "") } : {}),
        seats,
        options: Array.isArray(r.options) ? (r.options as OptionSpec[]) : [],
        bots,
        ...(typeof r.defaultBot === "string" ? { defaultBot: r.defaultBot } : {}),
      },
    ];
  });
}

/** The seat's name in the reader's language. */
export function seatName(t: TitleDescription | undefined, seat: string): string {
  const s = t?.seats.find((x) => x.id === seat);
  return s ? loc(s.name) : capital(seat);
}

/** Options as a short line for lists ("Standard, balance bid"). Defaults are left out. */
export function describeOptions(t: TitleDescription, values: unknown): string {
  if (!values || typeof values !== "object") return "";
  const v = values as Record<string, OptionValue>;
  const parts: string[] = [];
  for (const o of t.options) {
    const x = v[o.key];
    if (x === undefined) continue;
    if (o.kind === "choice") {
      const c = o.choices.find((c) => c.value === x);
      parts.push(c ? loc(c.label) : String(x));
    } else if (o.kind === "boolean") {
      if (x === true) parts.push(loc(o.label));
    } else if (x !== o.default) parts.push(`${loc(o.label)} ${x}`);
  }
  return parts.join(", ");
}

/** What the shell knows about one game at one moment. */
export interface GameSnapshot<V = unknown> {
  readonly id: string;
  readonly game: string;
  readonly seq: number;
  readonly view: V;
  readonly status: "waiting" | "active" | "finished";
  readonly seats: Readonly<Record<string, string | null>>;
  /** The role each seat plays now (after a balance bid the seat "com" may play the Democrat). */
  readonly roles: Readonly<Record<string, string>>;
  readonly canUndo: boolean;
  /** The seat this user plays (in hot-seat games the one deciding); null: spectator. */
  readonly yourSeat: string | null;
  readonly hotseat: boolean;
  /** The seat that decides now (null when nobody does). */
  readonly turn: string | null;
  /** The viewer's legal actions with labels, when the server sends them (title-neutral boards use them). */
  readonly choices: readonly { readonly action: unknown; readonly label: string }[] | null;
  /** The viewer's legal actions without labels (the header's `actions`), when sent. */
  readonly actions: readonly unknown[] | null;
  readonly prompt: string | null;
  readonly result: { readonly winner: string | null; readonly reason: string } | null;
  /** The game's latest undos (the header's `undos`), oldest first. */
  readonly undos?: readonly UndoInfo[];
}

export interface GameContext {
  readonly user: User | null;
  /**
   * Sends an action for the seat shown; the shell adds seq (and seat in hot-seat games).
   * `onReply` receives the server's answer: the game right after this action (the opponent may
   * have moved since, e.g. a bot).
   */
  act(
    action: unknown,
    onReply?: (game: { readonly seq: number; readonly view: unknown }) => void,
  ): Promise<boolean>;
  undo(): Promise<boolean>;
  /** A short message at the bottom of the screen. */
  toast(message: string, kind?: "info" | "error"): void;
}

export interface BoardProps<V = unknown> {
  readonly snap: ReadonlySignal<GameSnapshot<V>>;
  readonly busy: ReadonlySignal<boolean>;
  readonly ctx: GameContext;
  readonly title: TitleDescription;
}

export interface ReplayProps {
  /** The game's id (the server's replay steps: GET /api/games/:id/replay/:step). */
  readonly id: string;
  readonly record: unknown;
  readonly title: TitleDescription;
}

/** A title's browser code, loaded when a game of it is opened. */
export interface TitleUI<V = unknown> {
  readonly Board: ComponentType<BoardProps<V>>;
  /** Step-by-step replay of a finished game from its record, everything shown. */
  readonly Replay?: ComponentType<ReplayProps>;
  /** A headline for a finished game in the reader's language (null: the shell's own). */
  resultText?(view: V): string | null;
}

/** A title's look on the pages that list it. */
export interface Brand {
  /** Two or three characters in the badge. */
  readonly logo: string;
  readonly heroTitle: string;
  readonly heroSub: Localized;
  readonly tagline: Localized;
  /** A class put on <body> while the title is shown (its stylesheet keys on it). */
  readonly theme: string;
}

export interface TitleEntry {
  readonly brand: Brand;
  load(): Promise<TitleUI>;
}
