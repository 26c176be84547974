// The command line (`dof`, or `npm run cli --` from the repository): play, sim, replay, bench and
// fuzz for every title of the registry, through the game-module interface only. A title's options
// become flags (drawn from its OptionSpec list), so `--game` is read before the rest.
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import type { AnyGameModule } from "@dawn/platform";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { benchCommand } from "./bench.ts";
import { fuzzCommand } from "./fuzz.ts";
import { CliError, UsageError } from "./io.ts";
import { playCommand } from "./play.ts";
import { replayCommand } from "./replay.ts";
import { simCommand } from "./sim.ts";
import {
  addTitleOptions,
  defaultTitle,
  gameArg,
  givenOptions,
  optionSweep,
  parseTitleOptions,
  titleListing,
  titleOf,
} from "./titles.ts";

function wholeNumber(v: string): number {
  if (!/^-?\d+$/.test(v)) throw new InvalidArgumentError(`A whole number is needed, not "${v}".`);
  return Number(v);
}

function positive(v: string): number {
  const n = Number(v);
  if (!/^\d+(\.\d+)?$/.test(v) || !(n > 0))
    throw new InvalidArgumentError(`A positive number is needed, not "${v}".`);
  return n;
}

/** The bots of a title, for the help of play and sim. */
function botListing(m: AnyGameModule): string {
  return [
    `\nBots of ${m.id} (--bot/--bots):`,
    ...m.bots.map(
      (b) => `  ${b.id.padEnd(15)}${b.description.en}${b.id === m.defaultBot ? " (default opponent)" : ""}`,
    ),
    `Seats of ${m.id}: ${m.seats.map((s) => `${s.id} (${s.name.en})`).join(", ")}`,
  ].join("\n");
}

const gameOption = () =>
  new Option("--game <id>", "the title (see the list below; default: the first)").argParser((v: string) => {
    titleOf(v);
    return v;
  });

/** The program for `argv`: a title's options are known once `--game` is. */
export function program(argv: readonly string[], done: (code: number) => void): Command {
  const named = gameArg(argv);
  const m = named === undefined ? defaultTitle() : titleOf(named);
  const p = new Command("dof")
    .description(
      "Play, simulate, replay, benchmark and fuzz the games of this platform in a terminal.\nFrom the repository: npm run cli -- <command> [options]",
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => process.stdout.write(s),
      writeErr: (s) => process.stderr.write(s),
    })
    .showHelpAfterError('(run "dof help" or "dof <command> --help" for usage)')
    .addHelpText(
      "after",
      `\n${titleListing()}\n\nA title's own options are listed by: dof <command> --game <id> --help`,
    );

  const play = p
    .command("play")
    .description(
      "A game in the terminal against a bot, or hot-seat (commands are read line by line from stdin; type help).",
    )
    .addOption(gameOption())
    .option("--seat <seat>", "your seat, or hotseat for every seat at the keyboard (default: the first seat)")
    .addOption(new Option("--side <seat>", "the same as --seat").hideHelp())
    .option("--bot <id>", "the bot in the other seats (default: the title's default opponent)")
    .option("--seed <n>", "the game's seed (default: picked and printed)", wholeNumber)
    .option("--load <file>", "go on with a saved game (its seed and options come from the record)")
    .option(
      "--no-hints",
      "create the game with hints off: the hint command is refused (also after save/load)",
    );
  const playFlags = addTitleOptions(play, m);
  play.addHelpText("after", botListing(m)).action(async (o: Record<string, unknown>) => {
    done(
      await playCommand(m, {
        ...(o.seat !== undefined || o.side !== undefined ? { seat: String(o.seat ?? o.side) } : {}),
        ...(o.bot !== undefined ? { bot: String(o.bot) } : {}),
        ...(o.seed !== undefined ? { seed: o.seed as number } : {}),
        ...(o.load !== undefined ? { load: String(o.load) } : {}),
        hints: o.hints !== false,
        options: givenOptions(playFlags, o),
      }),
    );
  });

  const sim = p
    .command("sim")
    .description(
      "Games between bots on fixed seeds, every seating of the bots, over worker threads: win rates per role with 95% intervals, game ends, metrics, decision times.",
    )
    .addOption(gameOption())
    .option("--games <n>", "games per seating and option set", wholeNumber, 100)
    .option(
      "--bots <ids>",
      "one bot per seat joined by ':' (ids may contain ':', e.g. search:hard:heuristic) or ','; default: the title's own bot against random",
    )
    .option("--seed <n>", "seed of the first game (games use seeds n, n+1, ...)", wholeNumber, 1)
    .option("--workers <k>", "worker threads (default: 2, or fewer cores)", wholeNumber)
    .option("--json", "end with one JSON line: winRates, pairings, decision_ms (and seats)")
    .option("--csv <file>", "one row per game")
    .option("--out <file>", "the summary and every game's result as JSON")
    .option("--plot <file>", "an SVG chart of the first metric's distribution and the win rates")
    .option(
      "--add <files...>",
      "earlier runs' --out files (same title, bots and options, other seeds): their games are reported with this run's (--games 0: only theirs)",
    );
  const simFlags = addTitleOptions(sim, m, true);
  sim.addHelpText("after", botListing(m)).action(async (o: Record<string, unknown>) => {
    done(
      await simCommand(m, {
        games: o.games as number,
        ...(o.bots !== undefined ? { bots: String(o.bots) } : {}),
        seed: o.seed as number,
        ...(o.workers !== undefined ? { workers: o.workers as number } : {}),
        json: o.json === true,
        ...(o.csv !== undefined ? { csv: String(o.csv) } : {}),
        ...(o.out !== undefined ? { out: String(o.out) } : {}),
        ...(o.plot !== undefined ? { plot: String(o.plot) } : {}),
        sweep: optionSweep(simFlags, o),
        ...(o.add !== undefined ? { add: (o.add as string[]).map(String) } : {}),
      }),
    );
  });

  p.command("replay")
    .description("Re-run a game record, check its state hash; --json prints the public state.")
    .argument("<file>", "a game record (JSON), as play's save writes it")
    .addOption(gameOption())
    .option("--verify", "also fail when the record holds no hash to check")
    .option("--json", "print the title's public summary of the final state as one JSON line")
    .option("--board", "print the final board as a spectator sees it")
    .action((file: string, o: Record<string, unknown>) => {
      done(
        replayCommand({
          file,
          ...(named !== undefined ? { game: named } : {}),
          verify: o.verify === true,
          json: o.json === true,
          board: o.board === true,
        }),
      );
    });

  const bench = p
    .command("bench")
    .description(
      "One thread's speed on a title: random games (games/s, actions/s), apply, clone, determinize, random playouts from determinized states.",
    )
    .addOption(gameOption())
    .option("--seconds <s>", "CPU seconds to spend", positive, 5)
    .option("--json", "print one JSON line");
  const benchFlags = addTitleOptions(bench, m);
  bench.action((o: Record<string, unknown>) => {
    done(
      benchCommand(m, {
        seconds: o.seconds as number,
        json: o.json === true,
        options: parseTitleOptions(m, givenOptions(benchFlags, o)),
      }),
    );
  });

  const fuzz = p
    .command("fuzz")
    .description(
      "Random games with every contract of the game-module interface checked (the platform's conformance suite); exit code 1 on any failure.",
    )
    .addOption(gameOption())
    .option("--games <n>", "random games", wholeNumber, 1000)
    .option("--seed <n>", "seed of the first game", wholeNumber, 1)
    .option(
      "--deep-every <n>",
      "deep checks (views, determinize, refusals, undo, bots) at about one step in n",
      wholeNumber,
      100,
    )
    .option("--max-actions <n>", "a game longer than this is an endless loop", wholeNumber, 100_000)
    .option("--workers <k>", "worker threads (default: 2, or fewer cores)", wholeNumber)
    .option("--json", "print one JSON line");
  const fuzzFlags = addTitleOptions(fuzz, m);
  fuzz.action(async (o: Record<string, unknown>) => {
    const given = givenOptions(fuzzFlags, o);
    if (Object.keys(given).length) parseTitleOptions(m, given);
    const games = o.games as number;
    const deepEvery = o.deepEvery as number;
    if (games < 1) throw new UsageError("--games must be at least 1");
    if (deepEvery < 1) throw new UsageError("--deep-every must be at least 1");
    const workers = (o.workers as number | undefined) ?? Math.min(2, availableParallelism());
    if (workers < 1 || workers > 64) throw new UsageError("--workers must be between 1 and 64");
    done(
      await fuzzCommand(m, {
        workers,
        games,
        seed: o.seed as number,
        json: o.json === true,
        deepEvery,
        maxActions: o.maxActions as number,
        options: Object.keys(given).length ? given : null,
      }),
    );
  });
  return p;
}

export async function main(argv: readonly string[]): Promise<number> {
  let code = 0;
  try {
    const p = program(argv, (c) => {
      code = c;
    });
    if (argv.length === 0) {
      p.outputHelp({ error: true });
      return 2;
    }
    await p.parseAsync(argv as string[], { from: "user" });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
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
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
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
