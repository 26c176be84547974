// Files, JSON and the two kinds of user error the CLI reports without a stack trace.
import { readFileSync, writeFileSync } from "node:fs";
import { GameRuleError } from "@dawn/platform";

/** An error the user caused with a file (missing, unreadable, not a record): exit code 1. */
export class CliError extends Error {
  override readonly name = "CliError";
}

/** An error on the command line (unknown title, option, bot, a value of the wrong kind): exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new CliError(`File not found: ${file}`);
    if (code === "EISDIR") throw new CliError(`${file} is a directory, not a file`);
    throw new CliError(`Cannot read ${file}: ${(e as Error).message}`);
  }
}

export function writeText(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new CliError(`Cannot write ${file}: ${(e as Error).message}`);
  }
}

/** A JSON file (a game record): any JSON value, or a CliError naming the file. */
export function readJson(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
}

/** Runs `f`; an error of the game's rules (a bad record, a refused action) becomes a CliError. */
export function fileStep<T>(file: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof GameRuleError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
}
