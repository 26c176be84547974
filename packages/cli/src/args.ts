// A small strict command-line parser: --flag value, --flag=value, boolean flags, positionals.

export class UsageError extends Error {
  override readonly name = "UsageError";
}

export type FlagKind = "string" | "int" | "boolean";
export type FlagSpec = Readonly<Record<string, FlagKind>>;

export interface Parsed {
  readonly flags: Readonly<Record<string, string | number | boolean>>;
  readonly positionals: readonly string[];
}

export function parseArgs(argv: readonly string[], spec: FlagSpec, command: string): Parsed {
  const flags: Record<string, string | number | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--") || arg === "--") {
      if (arg !== "--") positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const kind = spec[name];
    if (!kind) {
      const known = Object.keys(spec)
        .map((k) => `--${k}`)
        .join(", ");
      throw new UsageError(`Unknown option --${name} for "${command}" (known: ${known || "none"})`);
    }
    if (kind === "boolean") {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags[name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} needs a value`);
      i++;
    }
    if (kind === "int") {
      if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not "${value}"`);
      flags[name] = Number(value);
    } else {
      flags[name] = value;
    }
  }
  return { flags, positionals };
}

export function str(p: Parsed, name: string): string | undefined {
  const v = p.flags[name];
  return typeof v === "string" ? v : undefined;
}

export function int(p: Parsed, name: string): number | undefined {
  const v = p.flags[name];
  return typeof v === "number" ? v : undefined;
}

export function bool(p: Parsed, name: string): boolean {
  return p.flags[name] === true;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`Unknown ${what} "${value}" (choose from: ${allowed.join(", ")})`);
  }
  return value as T;
}
