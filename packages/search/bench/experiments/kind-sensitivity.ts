// Experiment (issue 12, 1989's Democrat): how much does each kind of the Democrat's decisions weigh
// on the result, and how far does the search's fast policy fall short of the heuristic there? The
// heuristic plays both sides; the Democrat's decisions of one kind only are made otherwise, on the
// same seeds for every policy; "heuristic" is the game as it is. A policy names kinds joined by "+",
// made at random ("placeSupport"), by the fast policy inside hard's search, the hook rolloutAction
// ("fast:placeSupport+supportCheck"), or the Operations choice by another rule ("ops:place": always
// placement; "ops:rule": the rule of ops-choice.ts; the opponent's event first in both).
// A kind whose random choice costs the heuristic Democrat little cannot lift hard's Democrat by the
// 4 points issue 12 still asks for, however well it is chosen.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/kind-sensitivity.ts \
//     --games 1000 --seed 130000 --procs 2 --kinds setupPlace,operations,fast:operations,ops:rule,...
// Found (28 Nov 2026, third session, seeds 130000-130999; the Democrat's wins out of 1,000): as it
// is 417; at random: the set-up placements (3.4) 409, the card plays (actionRound) 83, the
// Operations choice 235, SP placements of Operations 43, Support Check targets 0, event placements
// 330, event removals 379, Power Struggle: raise 397, attack 393, match 374; SP losses 381. The
// set-up weighs almost nothing; after the card plays, the placements and checks (the heuristic's,
// in hard too) and the Operations choice weigh most.
// By the fast policy (fourth session, the same seeds): SP placements 405, Support Check targets 395,
// event placements and removals 364, card plays 183, the Operations choice 178; "ops:place" 34,
// "ops:rule" 380. The simulations' placements and checks are close to the heuristic's; their
// Operations choice (placement 70% of the time) is far worse.
import { parseArgs } from "node:util";
import { type Bot, createBot, playGame } from "@dawn/bots";
import { DOF_SEARCH_HOOKS } from "@dawn/dof";
import { type Action, decision, type State } from "@dawn/engine";
import { opsChoice } from "./ops-choice.ts";
import { isChild, runPool, serveJobs } from "./pool.ts";

/** See the header: "heuristic", or kinds at random, "fast:" kinds, or "ops:" a rule. */
type Policy = string;

/** Other Operations choices to compare (policy "ops:NAME"): the index of the action, or -1. */
const OPS_RULES: Record<string, (s: State, seat: string, actions: readonly Action[]) => number> = {
  place: (_s, _seat, actions) => actions.findIndex((a) => a.t === "option" && a.option === "place"),
  rule(s, seat, actions) {
    const want = opsChoice(s, seat);
    return actions.findIndex((a) => a.t === "option" && a.option === want);
  },
};

function democrat(policy: Policy): Bot {
  const h = createBot("heuristic");
  if (policy === "heuristic") return h;
  let x = 12345;
  const rand = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  const [how, named] = policy.includes(":") ? policy.split(":", 2) : ["random", policy];
  const kinds = new Set(named!.split("+"));
  const rule = how === "ops" ? OPS_RULES[named!] : undefined;
  if (how === "ops" && !rule) throw new Error(`no Operations rule ${named}`);
  /** The index of the action the policy takes, or -1: the heuristic's. */
  const pick = (s: State, seat: string, kind: string, actions: readonly Action[]): number => {
    if (rule) {
      if (kind !== "operations") return -1;
      const ev = actions.findIndex((a) => a.t === "option" && a.option === "event");
      return ev >= 0 ? ev : rule(s, seat, actions);
    }
    if (!kinds.has(kind)) return -1;
    if (how === "fast") return DOF_SEARCH_HOOKS.rolloutAction!(s, { seat, kind, prompt: "", actions }, rand);
    return (rand() * actions.length) | 0;
  };
  return {
    name: `heuristic, ${policy}`,
    choose: (input) => h.choose(input),
    chooseFromState(s, seat, seed) {
      const d = decision(s)!;
      x = seed;
      const i = pick(s, seat, d.kind, d.actions);
      return i >= 0 ? d.actions[i]! : h.chooseFromState(s, seat, seed);
    },
  };
}

interface Job {
  readonly policy: Policy;
  readonly seeds: readonly number[];
}

if (isChild) {
  serveJobs((job: Job) => {
    const dem = democrat(job.policy);
    const com = createBot("heuristic");
    let wins = 0;
    for (const seed of job.seeds) if (playGame({ com, dem }, seed).result.winner === "dem") wins++;
    return { policy: job.policy, wins, games: job.seeds.length };
  });
} else {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "1000" },
      seed: { type: "string", default: "130000" },
      procs: { type: "string", default: "1" },
      kinds: { type: "string", default: "setupPlace" },
    },
  });
  const seeds = Array.from({ length: Number(values.games) }, (_, i) => Number(values.seed) + i);
  const jobs: Job[] = [];
  for (const policy of ["heuristic", ...values.kinds.split(",")])
    for (let i = 0; i < seeds.length; i += 100) jobs.push({ policy, seeds: seeds.slice(i, i + 100) });
  const totals = new Map<Policy, { wins: number; games: number }>();
  await runPool(
    import.meta.url,
    jobs,
    Number(values.procs),
    (r: { policy: Policy; wins: number; games: number }) => {
      const t = totals.get(r.policy) ?? { wins: 0, games: 0 };
      const done = { wins: t.wins + r.wins, games: t.games + r.games };
      totals.set(r.policy, done);
      if (done.games === seeds.length)
        console.log(`${r.policy.padEnd(16)} the Democrat ${done.wins}/${done.games}`);
    },
  );
}
