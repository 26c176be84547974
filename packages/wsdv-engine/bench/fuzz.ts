// node --conditions=@dawn/source --import tsx packages/wsdv-engine/bench/fuzz.ts --games N [--seed S] [--json] [--deep] [--max-actions N]
// Plays N checked random games (both rule versions) and classifies failures: crash, dead end, endless
// loop, replay mismatch, leak of hidden information. Exit code 1 if any failed.
import { FAILURE_KINDS, type FuzzOptions, runFuzz } from "./harness.ts";

interface Args extends FuzzOptions {
  json: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const a: { games: number; seed: number; json: boolean; deep: boolean; maxActions: number } = {
    games: 1000,
    seed: 1,
    json: false,
    deep: false,
    maxActions: 5000,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${k} needs a value`);
      return v;
    };
    if (k === "--games") a.games = Number(next());
    else if (k === "--seed") a.seed = Number(next());
    else if (k === "--json") a.json = true;
    else if (k === "--deep") a.deep = true;
    else if (k === "--max-actions") a.maxActions = Number(next());
    else if (k === "--help" || k === "-h") {
      console.log("usage: fuzz.ts --games N [--seed S] [--json] [--deep] [--max-actions N]");
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  if (!Number.isInteger(a.games) || a.games < 0) throw new Error("--games must be a whole number");
  if (!Number.isInteger(a.seed)) throw new Error("--seed must be a whole number");
  return a;
}

function main(): number {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const r = runFuzz({
    ...args,
    onGame: (done) => {
      if (!args.json && done % 1000 === 0) console.error(`${done} games...`);
    },
  });
  const failed = FAILURE_KINDS.reduce((n, k) => n + r.failures[k].length, 0);
  if (args.json) console.log(JSON.stringify(r));
  else {
    console.log(
      `Fuzz: ${r.games} games from seed ${args.seed ?? 1}${args.deep ? " (deep checks)" : ""} in ${r.seconds.toFixed(1)} s, ${r.actions} actions.`,
    );
    console.log(`Completed: ${r.completed}; results: ${JSON.stringify(r.results)}`);
    for (const k of FAILURE_KINDS) {
      const s = r.failures[k];
      console.log(`  ${k.padEnd(15)} ${s.length}${s.length ? `  seeds ${s.slice(0, 20).join(", ")}` : ""}`);
    }
    for (const m of r.messages) console.log(`  - ${m}`);
    console.log(failed ? `FAILED: ${failed} game(s)` : "OK: no failure");
  }
  return failed ? 1 : 0;
}

process.exitCode = main();
