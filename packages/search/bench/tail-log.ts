// Prints a recorded game's log in English (from entry `from`, default the last 60), to study a game:
//   node --conditions=@dawn/source --import tsx packages/search/bench/tail-log.ts <record.json> [from]
import { readFileSync } from "node:fs";
import { applyInPlace, logText, newGame } from "@dawn/engine";

const rec = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
const s = newGame(rec.seed, rec.options);
for (const a of rec.actions) applyInPlace(s, a);
const from = process.argv[3] ? Number(process.argv[3]) : s.log.length - 60;
for (let i = Math.max(0, from); i < s.log.length; i++) console.log(i, logText(s.log[i]!));
