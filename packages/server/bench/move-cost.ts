// What a move costs the server in its rules, views and patches, without sockets or storage:
// `node --conditions=@dawn/source --import tsx packages/server/bench/move-cost.ts [games] [rounds]`.
// Plays random 1989 games (seeds 1..games) through the title module as the server does: for each
// move, apply (a new state), the two seats' views of it, each seat's patch from its previous view
// and its JSON text; the screen's view (with the odds and the scoring preview) as the server sends.
// Prints µs per move for each part (the last round counts; the first ones warm up).

import { dof } from "@dawn/dof";
import { playRandomGame } from "@dawn/engine";
import { viewPatch } from "../src/patch.ts";

const games = Number(process.argv[2] ?? 12);
const rounds = Number(process.argv[3] ?? 4);
const plays = Array.from({ length: games }, (_, i) => playRandomGame(i + 1).actions);
const seats = ["com", "dem"] as const;

for (let round = 0; round < rounds; round++) {
  const t = { apply: 0, view: 0, extras: 0, patch: 0 };
  let moves = 0;
  let bytes = 0;
  for (let g = 0; g < games; g++) {
    let s = dof.newGame(g + 1, { scenario: "standard" });
    const held: Record<string, unknown> = {
      com: dof.view(s, "com"),
      dem: dof.view(s, "dem"),
    };
    for (const a of plays[g]!) {
      let t0 = performance.now();
      s = dof.apply(s, a);
      let t1 = performance.now();
      t.apply += t1 - t0;
      for (const seat of seats) {
        // The view alone (what bots get), then the screen's view the server sends (the view with
        // the table's extras, the odds and the scoring preview): the difference is the extras (an
        // estimate: the second view reuses the log the first made for this viewer).
        t0 = performance.now();
        void dof.view(s, seat);
        t1 = performance.now();
        const v = dof.screenView!(s, seat);
        const t2 = performance.now();
        const p = viewPatch(held[seat], v);
        const t3 = performance.now();
        t.view += t1 - t0;
        t.extras += t2 - t1 - (t1 - t0);
        t.patch += t3 - t2;
        bytes += p?.json?.length ?? 0;
        held[seat] = v;
      }
      moves++;
    }
  }
  if (round === rounds - 1 || process.env.ALL) {
    const us = (ms: number) => ((ms * 1000) / moves).toFixed(1);
    console.log(
      `round ${round}: ${moves} moves; µs per move: apply ${us(t.apply)}, views ${us(t.view)}, extras (odds, scoring preview) ${us(t.extras)}, patches ${us(t.patch)}; patch text ${(bytes / moves / 2).toFixed(0)} B per seat`,
    );
  }
}
