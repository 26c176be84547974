// A title's game options described as data: the new-game form of the web page and the CLI's flags
// are both drawn from this description, and one parser checks what a client sends.
import { GameRuleError } from "./errors.ts";
import type { Localized } from "./text.ts";

interface OptionBase {
  /** The option's name in requests, records and CLI flags (`--<key>`). */
  readonly key: string;
  readonly label: Localized;
  /** One or two sentences for people choosing. */
  readonly help?: Localized;
}

export interface ChoiceOption extends OptionBase {
  readonly kind: "choice";
  readonly default: string;
  readonly choices: readonly {
    readonly value: string;
    readonly label: Localized;
    readonly help?: Localized;
  }[];
}

export interface BooleanOption extends OptionBase {
  readonly kind: "boolean";
  readonly default: boolean;
}

export interface IntegerOption extends OptionBase {
  readonly kind: "integer";
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export type OptionSpec = ChoiceOption | BooleanOption | IntegerOption;

export type OptionValue = string | number | boolean;
/** Options checked against a description, every option present (defaults filled in). */
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** The default value of every option. */
export function defaultOptions(spec: readonly OptionSpec[]): OptionValues {
  const out: Record<string, OptionValue> = {};
  for (const o of spec) out[o.key] = o.default;
  return out;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return (
    typeof x === "object" && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype
  );
}

/**
 * Checks client-supplied options against a description: unknown keys, wrong types and values out
 * of range are refused with a GameRuleError naming the option and what it accepts. Missing
 * options take their defaults. `undefined` or `null` means "all defaults".
 */
export function checkOptions(spec: readonly OptionSpec[], input: unknown): OptionValues {
  if (input === undefined || input === null) return defaultOptions(spec);
  if (!isPlainObject(input)) throw new GameRuleError("options must be a JSON object");
  const byKey = new Map(spec.map((o) => [o.key, o]));
  for (const k of Object.keys(input)) {
    if (!byKey.has(k)) {
      const known = spec.map((o) => o.key).join(", ") || "none";
      throw new GameRuleError(`Unknown option ${JSON.stringify(k)} (known options: ${known})`);
    }
  }
  const out: Record<string, OptionValue> = {};
  for (const o of spec) {
    const v = input[o.key];
    out[o.key] = v === undefined ? o.default : checkOne(o, v);
  }
  return out;
}

function checkOne(o: OptionSpec, v: unknown): OptionValue {
  switch (o.kind) {
    case "boolean":
      if (typeof v !== "boolean") throw new GameRuleError(`Option ${o.key} must be true or false`);
      return v;
    case "integer":
      if (typeof v !== "number" || !Number.isInteger(v) || v < o.min || v > o.max)
        throw new GameRuleError(`Option ${o.key} must be a whole number from ${o.min} to ${o.max}`);
      return v;
    case "choice": {
      const values = o.choices.map((c) => c.value);
      if (typeof v !== "string" || !values.includes(v))
        throw new GameRuleError(`Option ${o.key} must be one of ${values.join(", ")}`);
      return v;
    }
  }
}

/**
 * Reads an option's value from command-line text (`--bid`, `--bid=false`, `--scenario dem+1`).
 * Throws GameRuleError with what the option accepts.
 */
export function optionFromText(o: OptionSpec, text: string | true): OptionValue {
  switch (o.kind) {
    case "boolean":
      if (text === true || text === "true" || text === "yes" || text === "1") return true;
      if (text === "false" || text === "no" || text === "0") return false;
      throw new GameRuleError(`Option ${o.key} must be true or false`);
    case "integer": {
      if (text === true || !/^-?\d+$/.test(text))
        throw new GameRuleError(`Option ${o.key} must be a whole number from ${o.min} to ${o.max}`);
      return checkOne(o, Number(text));
    }
    case "choice":
      if (text === true) throw new GameRuleError(`Option ${o.key} needs a value`);
      return checkOne(o, text);
  }
}
