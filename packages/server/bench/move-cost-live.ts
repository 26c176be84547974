// What a move costs the server in its rules, screen views and patches, with many games going at
// once as on a busy server (move-cost.ts plays one game after the other, whose data stays in the
// caches): `node --conditions=@dawn/source --import tsx packages/server/bench/move-cost-live.ts
// [games] [rounds]`. Random 1989 games (seeds 1..games) take one move each in turn, round after
// round; each move is applied (a new state), then each seat gets its screen view (dof.screenView,
// the view the server sends: odds, scoring preview, the parts it shares with the seat's last one)
// and its patch from that last view, as the server's broadcast makes them. Prints the CPU per move
// (process.cpuUsage: the work of the whole loop) and its parts by the clock, for the last round.

import { dof } from "@dawn/dof";
import { playRandomGame } from "@dawn/engine";
import { viewPatch } from "../src/patch.ts";

const games = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 3);
const plays = Array.from({ length: games }, (_, i) => playRandomGame(i + 1).actions);
const seats = ["com", "dem"] as const;

for (let round = 0; round < rounds; round++) {
  const t = { apply: 0, view: 0, patch: 0 };
  let moves = 0;
  let bytes = 0;
  const states = plays.map((_, g) => dof.newGame(g + 1, { scenario: "standard" }));
  const held = states.map((s) => ({ com: dof.screenView!(s, "com"), dem: dof.screenView!(s, "dem") }));
  const next = plays.map(() => 0);
  const cpu0 = process.cpuUsage();
  for (let live = games; live > 0; ) {
    live = 0;
    for (let g = 0; g < games; g++) {
      const a = plays[g]![next[g]!];
      if (a === undefined) continue;
      live++;
      next[g]!++;
      const t0 = performance.now();
      const s = dof.apply(states[g]!, a);
      states[g] = s;
      const t1 = performance.now();
      t.apply += t1 - t0;
      for (const seat of seats) {
        const t2 = performance.now();
        const v = dof.screenView!(s, seat);
        const t3 = performance.now();
        const p = viewPatch(held[g]![seat], v);
        const t4 = performance.now();
        t.view += t3 - t2;
        t.patch += t4 - t3;
        bytes += p?.json?.length ?? 0;
        held[g]![seat] = v;
      }
      moves++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  if (round === rounds - 1 || process.env.ALL) {
    const us = (ms: number) => ((ms * 1000) / moves).toFixed(1);
    console.log(
      `round ${round}: ${moves} moves of ${games} games in turn; CPU ${((cpu.user + cpu.system) / moves).toFixed(1)} µs per move; by the clock: apply ${us(t.apply)}, screen views ${us(t.view)}, patches ${us(t.patch)}; patch text ${(bytes / moves / 2).toFixed(0)} B per seat`,
    );
  }
}
