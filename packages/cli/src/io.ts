// Files and records for the CLI, with clear messages for bad input.
import { readFileSync, writeFileSync } from "node:fs";
import { type GameRecord, RecordError, validateRecord } from "@dawn/engine";

/** An error the user caused (bad file, bad record): printed without a stack trace, exit code 1. */
export class CliError extends Error {
  override readonly name = "CliError";
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

/** Reads and checks a game record (shape, game, engine version). */
export function readRecord(file: string): GameRecord {
  const text = readText(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  try {
    return validateRecord(data);
  } catch (e) {
    if (e instanceof RecordError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
}
