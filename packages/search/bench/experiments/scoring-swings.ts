// Study (issue 12, 1989's Democrat): how hard's evaluation moves across the Action Rounds of
// recorded games, by what was played, and how the board model's Power Struggle odds compare with
// the Power Struggles those games saw. From `duel.ts --records DIR` (each game's record):
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/scoring-swings.ts DIR
// First table: the mean change of the Democrat's chance (hard's evaluation, demWinChanceVp, and
// the board model's, demWinChance) from the start of an Action Round to the next, by the card
// play that took it (a Scoring card by its country, any other card by how it was played). A
// round's tempo alone moves it by a few hundredths either way; a Scoring card whose change is far
// from its player's other rounds is one the evaluation did not see coming. Second table: the
// board model's chance (psWinChance, cards dealt for the spaces each side controls, 8.1.1, the
// initiative to the card's player) that the Democrat wins each Scoring card's Power Struggle
// against what happened, and the VP each country's scorings moved.
import { readdirSync, readFileSync } from "node:fs";
import { type Action, applyInPlace, CARDS, type Country, decision, newGame, type State } from "@dawn/engine";
import { cardsFor, psWinChance, tally } from "../../../bots/src/board.ts";
import { boardFrom, demWinChance, demWinChanceVp } from "../../../dof/src/search.ts";

const dir = process.argv[2];
if (!dir) throw new Error("usage: scoring-swings.ts DIR (records of duel.ts --records)");

const swings: Record<string, { n: number; hard: number; board: number }> = {};
interface Struggle {
  readonly country: Country;
  readonly p: number;
  readonly vp: number;
  demWon: boolean;
  dvp: number;
}
const struggles: Struggle[] = [];

for (const f of readdirSync(dir).filter((x) => x.endsWith(".json"))) {
  const r = JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as {
    seed: number;
    options: never;
    actions: Action[];
  };
  const s: State = newGame(r.seed, r.options);
  let last: { hard: number; board: number } | null = null;
  let play = "";
  let open: Struggle | null = null;
  for (const a of r.actions) {
    const d = decision(s);
    if (d?.kind === "actionRound") {
      const now = { hard: demWinChanceVp(s), board: demWinChance(s) };
      if (last && play) {
        const e = (swings[play] ??= { n: 0, hard: 0, board: 0 });
        e.n++;
        e.hard += now.hard - last.hard;
        e.board += now.board - last.board;
      }
      if (open) {
        open.dvp = s.vp - open.vp;
        struggles.push(open);
        open = null;
      }
      last = now;
      play = "";
      if (a.t === "play") {
        const c = CARDS[a.card]!;
        play = c.scoring ? `${d.player} plays ${c.name}` : `${d.player} plays a card as ${a.as}`;
        if (c.scoring && a.as === "event") {
          const country = c.name.replace(" Scoring", "") as Country;
          const t = tally(boardFrom(s), country);
          const p = psWinChance(cardsFor(t.spaces.dem), cardsFor(t.spaces.com), d.player === "dem" ? 1 : -1);
          open = { country, p, vp: s.vp, demWon: false, dvp: 0 };
        }
      }
    }
    applyInPlace(s, a);
    if (open && s.ps?.winner) open.demWon = s.ps.winner === "dem";
  }
}

console.log("change of the Democrat's chance from one Action Round to the next, by the play that took it");
for (const [k, e] of Object.entries(swings).sort())
  console.log(
    `${k.padEnd(42)} ${String(e.n).padStart(5)}  hard ${(e.hard / e.n).toFixed(3)}  board ${(e.board / e.n).toFixed(3)}`,
  );
console.log(
  `\n${struggles.length} Power Struggles of Scoring cards: the board model's chance for the Democrat against the result`,
);
const bins = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.01];
for (let i = 0; i + 1 < bins.length; i++) {
  const b = struggles.filter((x) => x.p >= bins[i]! && x.p < bins[i + 1]!);
  if (b.length === 0) continue;
  const p = b.reduce((t, x) => t + x.p, 0) / b.length;
  const won = b.filter((x) => x.demWon).length / b.length;
  console.log(
    `  chance ${bins[i]}-${Math.min(1, bins[i + 1]!)}: ${b.length}, expected ${p.toFixed(2)}, won ${won.toFixed(2)}`,
  );
}
const byCountry = new Map<Country, Struggle[]>();
for (const x of struggles) byCountry.set(x.country, [...(byCountry.get(x.country) ?? []), x]);
for (const [c, b] of byCountry) {
  const p = b.reduce((t, x) => t + x.p, 0) / b.length;
  const won = b.filter((x) => x.demWon).length / b.length;
  const dvp = b.reduce((t, x) => t + x.dvp, 0) / b.length;
  console.log(
    `  ${c.padEnd(15)} ${String(b.length).padStart(4)}, expected ${p.toFixed(2)}, won ${won.toFixed(2)}, VP moved ${dvp.toFixed(2)} a scoring`,
  );
}
