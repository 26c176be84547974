// Study of recorded games (duel.ts --records): VP each game's searching side gained by reason (and
// country), how and when it ended; means over won and lost games.
//   node --conditions=@dawn/source --import tsx packages/search/bench/study.ts <records dir>
import { readdirSync, readFileSync } from "node:fs";
import { applyInPlace, newGame, type State } from "@dawn/engine";

const dir = process.argv[2]!;
const byReason: Record<string, { win: number[]; loss: number[] }> = {};
const add = (k: string, won: boolean, v: number) => {
  const x = (byReason[k] ??= { win: [], loss: [] });
  (won ? x.win : x.loss).push(v);
};
for (const f of readdirSync(dir)) {
  const rec = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
  const me = f.split("-")[0] as "com" | "dem";
  const s: State = newGame(rec.seed, rec.options);
  for (const a of rec.actions) applyInPlace(s, a);
  const won = s.result?.winner === me;
  const sums: Record<string, number> = {};
  for (const e of s.log) {
    if (e.t !== "vp") continue;
    const signed = (e.side === me ? 1 : -1) * e.n;
    sums[e.why] = (sums[e.why] ?? 0) + signed;
    if (e.country) sums[`${e.why}:${e.country}`] = (sums[`${e.why}:${e.country}`] ?? 0) + signed;
  }
  for (const [k, v] of Object.entries(sums)) add(k, won, v);
  const sign = me === "dem" ? 1 : -1;
  console.log(
    `${f} ${won ? "WIN " : "loss"} ${s.result?.reason} turn ${s.turn} vp ${s.vp * sign} tst ${s.tst[me]}/${s.tst[me === "dem" ? "com" : "dem"]} power ${Object.entries(s.power).filter(([, v]) => v === me).length} | ` +
      Object.entries(sums)
        .filter(([k]) => !k.includes(":"))
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
  );
}
const mean = (a: number[]) => (a.length ? (a.reduce((x, y) => x + y, 0) / a.length).toFixed(1) : "-");
for (const [k, v] of Object.entries(byReason).sort())
  console.log(
    `${k.padEnd(30)} win ${mean(v.win)} (${v.win.length})  loss ${mean(v.loss)} (${v.loss.length})`,
  );
