// Experiment (issue 12, 1989's Democrat): how far the fast policy inside hard's search (the hook
// rolloutAction) falls short of the heuristic, decision kind by kind. The heuristic plays both sides;
// the Democrat's decisions of one kind only are made by the fast policy; "heuristic" is the game as
// it is. A kind where the fast policy costs the heuristic Democrat many games is one the search's
// simulations misjudge: the card plays that lead to it are valued by play worse than the bot's own.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/fast-kinds.ts \
//     --games 1000 --seed 130000 --procs 2 --kinds placeSupport,supportCheck,ops:place,ops:rule,...
// Found (28 Nov 2026, fourth session, seeds 130000-130999; the Democrat's wins of 1,000): as it is
// 417; by the fast policy: SP placements 405, Support Check targets 395, event placements and
// removals 364, card plays 183, the Operations choice 178 (at random: 235). "ops:place" (always
// placement) 34; "ops:rule" (experiments/ops-choice.ts's rule) 380.
import { parseArgs } from "node:util";
import { type Bot, createBot, playGame } from "@dawn/bots";
import { DOF_SEARCH_HOOKS } from "@dawn/dof";
import { type Action, decision, type State } from "@dawn/engine";
import { planChecks } from "../../../bots/src/board.ts";
import { boardFrom, sideOf } from "../../../dof/src/search.ts";
import { isChild, runPool, serveJobs } from "./pool.ts";

/** Other Operations choices to compare (policy "ops:NAME"): the index of the action, or -1. */
const OPS_RULES: Record<string, (s: State, seat: string, actions: readonly Action[]) => number> = {
  place: (_s, _seat, actions) => actions.findIndex((a) => a.t === "option" && a.option === "place"),
  rule(s, seat, actions) {
    const ops = decision(s)?.ops ?? 1;
    const want = planChecks(boardFrom(s), sideOf(s, seat), ops) > ops * 0.8 ? "check" : "place";
    return actions.findIndex((a) => a.t === "option" && a.option === want);
  },
};

/** "heuristic": as it is; another value: the decision kind the Democrat makes by the fast policy. */
type Policy = string;

function democrat(policy: Policy): Bot {
  const h = createBot("heuristic");
  if (policy === "heuristic") return h;
  let x = 12345;
  const rand = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  const kinds = new Set(policy.split("+"));
  return {
    name: `heuristic, ${policy} by the fast policy`,
    choose: (input) => h.choose(input),
    chooseFromState(s, seat, seed) {
      const d = decision(s)!;
      const rule = OPS_RULES[policy.slice(4)];
      if (rule && d.kind === "operations") {
        const ev = d.actions.findIndex((a) => a.t === "option" && a.option === "event");
        const i = ev >= 0 ? ev : rule(s, seat, d.actions);
        if (i >= 0) return d.actions[i]!;
      }
      if (kinds.has(d.kind)) {
        x = seed;
        const i = DOF_SEARCH_HOOKS.rolloutAction!(
          s,
          { seat, kind: d.kind, prompt: "", actions: d.actions },
          rand,
        );
        return d.actions[i]!;
      }
      return h.chooseFromState(s, seat, seed);
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
      kinds: { type: "string", default: "placeSupport" },
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
