// node --conditions=@dawn/source --import tsx packages/wsdv-engine/bench/bench.ts [--json] [--seconds N]
// Single-thread throughput of the Wir sind das Volk! engine: full random games per CPU second and
// actions per second, then apply() (clone + apply), cloneState() and determinize(). With --json the
// last line is one JSON object.
import { runBench } from "./harness.ts";

const TARGET = 2000;

function parseArgs(argv: readonly string[]): { json: boolean; seconds: number } {
  const a = { json: false, seconds: 5 };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    if (k === "--json") a.json = true;
    else if (k === "--seconds") a.seconds = Number(argv[++i]);
    else if (k === "--help" || k === "-h") {
      console.log("usage: bench.ts [--json] [--seconds N]");
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  if (!(a.seconds > 0)) throw new Error("--seconds must be a positive number");
  return a;
}

let args: { json: boolean; seconds: number };
try {
  args = parseArgs(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const r = runBench({ seconds: args.seconds });
if (args.json) console.log(JSON.stringify(r));
else {
  console.log(
    `random games: ${r.games} = ${r.games_per_s} games/s (CPU), ${r.games_per_s_wall} games/s (wall), ${r.actions_per_s} actions/s, ${r.actions_per_game} actions/game`,
  );
  console.log(
    `apply (clone + apply): ${r.apply_per_s}/s; cloneState: ${r.clone_per_s}/s; determinize: ${r.determinize_per_s}/s`,
  );
  console.log(
    r.games_per_s >= TARGET ? `target (${TARGET} games/s): met` : `target (${TARGET} games/s): NOT met`,
  );
}
