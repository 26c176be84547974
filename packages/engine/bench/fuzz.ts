// npm run fuzz -- --games N [--seed S] [--json] [--policy uniform|scoringWhenDue|mixed] [--deep] [--max-actions N]
// Plays N random games (mixed scenarios, with and without the bid) and classifies failures: crash,
// dead end, endless loop, replay mismatch, leak of hidden information. Exit code 1 if any failed.

import { mixedOptions, type RandomPolicy } from "../src/random-play.ts";
import { FAILURE_KINDS, type FailureKind, runGame } from "./harness.ts";

interface Args {
  games: number;
  seed: number;
  json: boolean;
  policy: RandomPolicy | "mixed";
  deep: boolean;
  maxActions: number;
}

function parseArgs(argv: readonly string[]): Args {
  const a: Args = { games: 1000, seed: 1, json: false, policy: "mixed", deep: false, maxActions: 20_000 };
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
    else if (k === "--policy") {
      const p = next();
      if (p !== "uniform" && p !== "scoringWhenDue" && p !== "mixed") throw new Error(`unknown policy ${p}`);
      a.policy = p;
    } else if (k === "--help" || k === "-h") {
      console.log(
        "usage: npm run fuzz -- --games N [--seed S] [--json] [--policy uniform|scoringWhenDue|mixed] [--deep] [--max-actions N]",
      );
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
  const failures = Object.fromEntries(FAILURE_KINDS.map((k) => [k, [] as number[]])) as Record<
    FailureKind,
    number[]
  >;
  const messages: string[] = [];
  const results: Record<string, number> = {};
  let completed = 0;
  let actions = 0;
  const t0 = performance.now();
  for (let i = 0; i < args.games; i++) {
    const seed = args.seed + i;
    const policy: RandomPolicy =
      args.policy === "mixed" ? (i % 2 ? "scoringWhenDue" : "uniform") : args.policy;
    const o = runGame(seed, mixedOptions(seed), {
      policy,
      maxActions: args.maxActions,
      replay: true,
      logLeaks: true,
      invariants: true,
      viewEvery: args.deep ? 7 : 101,
      illegalEvery: args.deep ? 11 : 0,
      pureEvery: args.deep ? 13 : 0,
      undoEvery: args.deep ? 97 : 0,
    });
    actions += o.actions;
    if (o.failure) {
      failures[o.failure.kind].push(seed);
      if (messages.length < 20)
        messages.push(
          `seed ${seed} (${policy}, ${JSON.stringify(o.options)}): ${o.failure.kind} at action ${o.failure.at}: ${o.failure.message.slice(0, 300)}`,
        );
    } else {
      completed++;
      const r = o.state!.result!.reason;
      results[r] = (results[r] ?? 0) + 1;
    }
    if (!args.json && args.games >= 1000 && (i + 1) % 1000 === 0) console.error(`${i + 1} games...`);
  }
  const secs = (performance.now() - t0) / 1000;
  const failed = FAILURE_KINDS.reduce((n, k) => n + failures[k].length, 0);
  if (args.json) {
    console.log(JSON.stringify({ games: args.games, completed, failures }));
  } else {
    console.log(
      `Fuzz: ${args.games} games from seed ${args.seed} (${args.policy} policy${args.deep ? ", deep checks" : ""}) in ${secs.toFixed(1)} s, ${actions} actions.`,
    );
    console.log(`Completed: ${completed}; results: ${JSON.stringify(results)}`);
    for (const k of FAILURE_KINDS) {
      const s = failures[k];
      console.log(
        `  ${k.padEnd(15)} ${s.length}${s.length ? `  seeds ${s.slice(0, 20).join(", ")}${s.length > 20 ? " ..." : ""}` : ""}`,
      );
    }
    for (const m of messages) console.log(`  - ${m}`);
    console.log(failed ? `FAILED: ${failed} game(s)` : "OK: no failure");
  }
  return failed ? 1 : 0;
}

process.exitCode = main();
