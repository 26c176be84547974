// The `dof` command line: play, sim, replay.
import { pathToFileURL } from "node:url";
import { UsageError } from "./args.ts";
import { CliError } from "./io.ts";
import { playCommand } from "./play.ts";
import { replayCommand } from "./replay.ts";
import { simCommand } from "./sim.ts";

export const USAGE = `Usage: dof <command> [options]   (from the repository: npm run cli -- <command> ...)

Commands:
  play [--side com|dem|hotseat] [--bot heuristic|random] [--seed N] [--scenario standard|dem+1|dem+2]
       [--bid] [--load FILE]
      Play a game in the terminal (commands are read line by line from stdin; type help).
  sim --games N [--bots heuristic:random] [--seed S] [--workers K] [--scenario standard|dem+1|dem+2|all|a,b]
      [--bid] [--json] [--csv FILE] [--out FILE] [--plot FILE.svg]
      N games per side between two bots (each plays both sides on the same seeds); with --bid the
      bots bid for their sides first (rule 13.0).
  replay FILE [--verify] [--json]
      Re-run a game record and check its state hashes; --json prints the public state.
  help
      This text.`;

export async function main(argv: readonly string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case "play":
        return await playCommand(rest);
      case "sim":
        return await simCommand(rest);
      case "replay":
        return replayCommand(rest);
      case "help":
      case "--help":
      case "-h":
        process.stdout.write(`${USAGE}\n`);
        return 0;
      case undefined:
        process.stderr.write(`${USAGE}\n`);
        return 2;
      default:
        throw new UsageError(`Unknown command "${cmd}" (commands: play, sim, replay, help)`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`error: ${e.message}\nRun "dof help" for usage.\n`);
      return 2;
    }
    if (e instanceof CliError) {
      process.stderr.write(`error: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}

/** Runs main and exits with its code (after stdout is flushed). */
export function run(argv: readonly string[]): void {
  main(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) run(process.argv.slice(2));
