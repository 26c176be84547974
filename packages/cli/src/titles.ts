// The titles the CLI knows, taken from the registry (@dawn/titles), and what a command line says
// about one of them: which title (`--game`), its options (drawn from its OptionSpec list) and its
// bots. The CLI names no title itself.
import {
  type AnyGameModule,
  type BotSpec,
  GameRuleError,
  type OptionSpec,
  type OptionValue,
  optionFromText,
  type Seat,
} from "@dawn/platform";
import { titles } from "@dawn/titles";
import { type Command, InvalidArgumentError, Option } from "commander";
import { UsageError } from "./io.ts";

/** The title named on the command line, or a UsageError listing the known ones. */
export function titleOf(id: string): AnyGameModule {
  try {
    return titles.get(id);
  } catch (e) {
    if (e instanceof GameRuleError) throw new UsageError(e.message);
    throw e;
  }
}

export const defaultTitle = (): AnyGameModule => titles.default;

/** Whether `id` names a registered title (by id or alias). */
export const isTitle = (id: string): boolean => titles.has(id);

/** The value of `--game` in `argv` (before commander parses it: a title's options depend on it). */
export function gameArg(argv: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") break;
    if (a === "--game") found = argv[i + 1];
    else if (a.startsWith("--game=")) found = a.slice("--game=".length);
  }
  return found;
}

/** The titles for `--help`: id, name and one sentence each. */
export function titleListing(): string {
  const lines = ["Titles (--game <id>, the first is the default):"];
  for (const m of titles.list()) {
    const aliases = m.aliases.length ? ` (also ${m.aliases.join(", ")})` : "";
    lines.push(`  ${m.id.padEnd(8)}${m.title.en}${aliases}`);
    lines.push(`          ${m.summary.en}`);
  }
  return lines.join("\n");
}

/** A seat's name ("Communist"). */
export function seatName(m: AnyGameModule, seat: Seat): string {
  return m.seats.find((x) => x.id === seat)?.name.en ?? seat;
}

/** A role's name: roles that are seat ids (1989's sides) are named like the seat. */
export const roleName = seatName;

/** The seat ids of a title, for messages. */
export const seatIds = (m: AnyGameModule): string => m.seats.map((x) => x.id).join(", ");

/** A bot of the title by id, or a UsageError listing the known ones. */
export function botOf(m: AnyGameModule, id: string): BotSpec<unknown, unknown, unknown> {
  const b = m.bots.find((x) => x.id === id);
  if (!b)
    throw new UsageError(`Unknown bot "${id}" for ${m.id} (known: ${m.bots.map((x) => x.id).join(", ")})`);
  return b;
}

/**
 * Splits a list of bot ids joined by ':' ("search:hard:heuristic" is search:hard and heuristic;
 * bot ids may themselves contain ':'), or by ','. Gives exactly `count` ids of the title's bots.
 */
export function parseBotList(m: AnyGameModule, spec: string, count: number): string[] {
  const ids = new Set(m.bots.map((b) => b.id));
  const known = m.bots.map((b) => b.id).join(", ");
  if (spec.includes(",")) {
    const parts = spec.split(",").map((x) => x.trim());
    for (const p of parts) botOf(m, p);
    if (parts.length !== count)
      throw new UsageError(`--bots takes ${count} bot names (got ${parts.length} in "${spec}")`);
    return parts;
  }
  const tokens = spec.split(":");
  // Every way of joining neighbouring tokens into known ids; exactly one split must fit.
  const splits: string[][] = [];
  const walk = (i: number, acc: string[]) => {
    if (i === tokens.length) {
      splits.push(acc);
      return;
    }
    for (let j = i + 1; j <= tokens.length; j++) {
      const id = tokens.slice(i, j).join(":");
      if (ids.has(id)) walk(j, [...acc, id]);
    }
  };
  walk(0, []);
  const fit = splits.filter((s) => s.length === count);
  if (fit.length === 1) return fit[0]!;
  if (fit.length > 1)
    throw new UsageError(`--bots "${spec}" can be read in several ways: separate the bots with commas`);
  // Name a part that belongs to no bot id, if there is one.
  const parts = new Set(m.bots.flatMap((b) => b.id.split(":")));
  const stranger = tokens.find((t) => !parts.has(t));
  if (stranger !== undefined) throw new UsageError(`Unknown bot "${stranger}" for ${m.id} (known: ${known})`);
  throw new UsageError(
    `--bots takes ${count} bot names joined by ':' like ${m.bots[0]!.id}:${m.bots[m.bots.length - 1]!.id}, not "${spec}" (known bots: ${known})`,
  );
}

/** The CLI's own flags a title option may not take over (it is then named --<key>-option). */
const RESERVED = new Set([
  "game",
  "seat",
  "side",
  "bot",
  "bots",
  "seed",
  "load",
  "hints",
  "games",
  "workers",
  "json",
  "csv",
  "out",
  "plot",
  "seconds",
  "verify",
  "board",
  "help",
  "max-actions",
  "deep-every",
]);

/** A title option as a command-line flag. */
export interface OptionFlag {
  readonly spec: OptionSpec;
  readonly flag: string;
  readonly option: Option;
}

function describe(o: OptionSpec, sweep: boolean): string {
  const help = o.help ? ` ${o.help.en}` : "";
  switch (o.kind) {
    case "choice":
      return `${o.label.en}: ${o.choices.map((c) => c.value).join(", ")}${sweep ? ", several joined by commas, or all" : ""} (default ${o.default}).${help}`;
    case "integer":
      return `${o.label.en}: ${o.min} to ${o.max}${sweep ? ", several joined by commas" : ""} (default ${o.default}).${help}`;
    case "boolean":
      return `${o.label.en} (default ${o.default ? "on" : "off"}).${help}`;
  }
}

function parseValue(o: OptionSpec, text: string | true, flag: string): OptionValue {
  try {
    return optionFromText(o, text);
  } catch (e) {
    if (e instanceof GameRuleError) throw new InvalidArgumentError(`${e.message} (--${flag}).`);
    throw e;
  }
}

/** The values of a list ("a,b", or "all" for a choice). */
function parseList(o: OptionSpec, text: string, flag: string): OptionValue[] {
  if (o.kind === "choice" && text === "all") return o.choices.map((c) => c.value);
  const vals = text.split(",").map((x) => parseValue(o, x.trim(), flag));
  return [...new Set(vals)];
}

/**
 * Adds a title's options to a command: `--<key> <value>` (choices and whole numbers),
 * `--<key>` / `--<key>=false` / `--no-<key>` (yes/no). With `sweep`, choices and whole numbers
 * take lists (`standard,dem+1`, `all`): `sim` plays every combination.
 */
export function addTitleOptions(cmd: Command, m: AnyGameModule, sweep = false): OptionFlag[] {
  const flags: OptionFlag[] = [];
  for (const o of m.options) {
    const flag = RESERVED.has(o.key) ? `${o.key}-option` : o.key;
    let opt: Option;
    if (o.kind === "boolean") {
      opt = new Option(`--${flag} [yes|no]`, describe(o, sweep)).argParser((v: string) =>
        parseValue(o, v, flag),
      );
      cmd.addOption(opt);
      cmd.addOption(new Option(`--no-${flag}`).hideHelp());
    } else {
      const arg = o.kind === "choice" ? "<value>" : "<n>";
      opt = new Option(`--${flag} ${arg}`, describe(o, sweep)).argParser((v: string) =>
        sweep ? parseList(o, v, flag) : parseValue(o, v, flag),
      );
      cmd.addOption(opt);
    }
    flags.push({ spec: o, flag, option: opt });
  }
  return flags;
}

/** The options input given on the command line (only the options named there). */
export function givenOptions(
  flags: readonly OptionFlag[],
  values: Readonly<Record<string, unknown>>,
): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const f of flags) {
    const v = values[f.option.attributeName()];
    if (v === undefined) continue;
    out[f.spec.key] = v === true || v === false ? v : (v as OptionValue);
  }
  return out;
}

/**
 * Every combination of the options given as lists (for `sim`), each an options input for the
 * title's parseOptions; options not given take their defaults there.
 */
export function optionSweep(
  flags: readonly OptionFlag[],
  values: Readonly<Record<string, unknown>>,
): Record<string, OptionValue>[] {
  let combos: Record<string, OptionValue>[] = [{}];
  for (const f of flags) {
    const v = values[f.option.attributeName()];
    if (v === undefined) continue;
    const list = Array.isArray(v) ? (v as OptionValue[]) : [v as OptionValue];
    combos = combos.flatMap((c) => list.map((x) => ({ ...c, [f.spec.key]: x })));
  }
  return combos;
}

/** The title's parseOptions, its refusals as UsageErrors. */
export function parseTitleOptions(m: AnyGameModule, input: unknown): unknown {
  try {
    return m.parseOptions(input);
  } catch (e) {
    if (e instanceof GameRuleError) throw new UsageError(e.message);
    throw e;
  }
}
