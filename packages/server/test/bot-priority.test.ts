// Bots think at a lower priority than the server's own thread (Linux: the worker threads' nice).
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import { titles } from "@dawn/titles";
import { BOT_NICE, BotPool } from "../src/bots.ts";

/** The nice value of every thread of this process (Linux /proc). */
function nices(): number[] {
  return fs.readdirSync("/proc/self/task").map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // Fields after the command name (in parentheses): nice is the 19th field overall.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

test("bot threads run at a lower priority than the server", {
  skip: process.platform !== "linux" ? "thread priorities are read from /proc" : false,
}, async () => {
  const base = Math.min(...nices());
  const pool = new BotPool(1, () => undefined);
  try {
    const m = titles.default;
    const s = m.newGame(1, m.parseOptions(undefined));
    const d = m.decision(s)!;
    assert.ok(await pool.choose(m, "random", s, d.seat, 1));
    assert.equal(BOT_NICE, 10);
    assert.ok(nices().includes(base + BOT_NICE), `a thread at nice ${base + BOT_NICE}: ${nices()}`);
    assert.ok(nices().includes(base), "the main thread keeps its priority");
  } finally {
    await pool.close();
  }
});
