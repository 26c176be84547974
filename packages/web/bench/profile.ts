// Where the browser's time goes in a click late in a game (a tool for bench:web's click figure):
// the same late game as bench:web, N clicks played in headless Chromium under the DevTools CPU
// profiler and a timeline trace; prints the functions with the most self time and the rendering
// phases (style, layout, paint) by total time. Build with WEB_NO_MINIFY=1 for readable names.
// node --conditions=@dawn/source --import tsx packages/web/bench/profile.ts [--steps N] [--out DIR]
import fs from "node:fs";
import path from "node:path";
import type { Decision, State } from "@dawn/engine";
import { type Goals, playStep, ui } from "../test/dof-play.ts";
import { newHotseat, playUntil, randomPick, signIn, signUp } from "../test/drive.ts";
import { DESKTOP, startE2E } from "../test/harness.ts";
import { watchPage } from "./timing.ts";

const args = process.argv.slice(2);
const steps = Number(args[args.indexOf("--steps") + 1]) || 40;
const outDir = args.includes("--out") ? args[args.indexOf("--out") + 1]! : null;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const e = await startE2E();
const url = e.server.url;
const a = await signUp(url, "profiler");
const late = await playUntil(
  url,
  a,
  await newHotseat(url, a, 1989),
  (s: State, d: Decision) => s.turn >= 7 && d.kind === "actionRound",
  randomPick(7),
);
console.log(`late game: turn ${late.state.turn}, ${late.state.log.length} log lines`);
const { ctx, page } = await e.newPage(DESKTOP);
await signIn(ctx, url, a);
await watchPage(page);
await page.goto(`${url}/#/game/${late.id}`);
await page.waitForSelector(".dof .hand .card");
await page.waitForTimeout(500);
// Marks in the trace: each click ("c0"), data-seq changed ("seq"), the end of the frame that paints
// it ("done").
await page.evaluate(() => {
  let armed = false;
  document.addEventListener(
    "click",
    () => {
      armed = true;
      performance.mark("c0");
    },
    true,
  );
  new MutationObserver(() => {
    if (!armed) return;
    armed = false;
    performance.mark("seq");
    // Changed by a frame's callbacks: that frame paints it (see timing.ts).
    if ((window as unknown as { __inRaf: boolean }).__inRaf) setTimeout(() => performance.mark("done"), 0);
    else requestAnimationFrame(() => setTimeout(() => performance.mark("done"), 0));
  }).observe(document.querySelector(".dof")!, { attributes: true, attributeFilter: ["data-seq"] });
});
const cdp = await ctx.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await e.browser.startTracing(page, {
  categories: [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "blink.user_timing",
    "v8.execute",
  ],
});
await cdp.send("Profiler.start");
const goals: Goals = { opponentEvent: "n/a", powerCards: 1 };
let clicks = 0;
for (let i = 0; i < steps; i++) {
  const curtain = await page.$(".curtain button");
  if (curtain) await curtain.click();
  if ((await ui(page)).kind === "over") break;
  await playStep(page, goals);
  clicks++;
}
const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
const trace = await e.browser.stopTracing();
if (outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "click.cpuprofile"), JSON.stringify(profile));
  fs.writeFileSync(path.join(outDir, "click.trace.json"), trace);
}

// Self time by function.
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]!)!;
  const f = n.callFrame;
  const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
}
// Total (inclusive) time by function, each sample counted once per function on its stack.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = new Map<string, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const seen = new Set<string>();
  for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
}
const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((x, y) => y[1] - x[1])
    .slice(0, k)
    .map(([f, t]) => `${(t / clicks).toFixed(2).padStart(7)} ms  ${f}`);
console.log(`\n${clicks} clicks; JS self time per click:\n${top(self, 40).join("\n")}`);
console.log(`\nJS total time per click:\n${top(total, 50).join("\n")}`);

// Rendering phases from the timeline (complete events on the renderer's main thread).
const events = (
  JSON.parse(trace.toString()) as {
    traceEvents: { name: string; ph: string; dur?: number; tid: number; args?: { data?: unknown } }[];
  }
).traceEvents;
const phases = new Map<string, number>();
for (const ev of events) {
  if (ev.ph !== "X" || ev.dur === undefined) continue;
  phases.set(ev.name, (phases.get(ev.name) ?? 0) + ev.dur / 1000);
}
console.log(`\ntimeline per click (ms):`);
for (const [name, t] of [...phases].sort((x, y) => y[1] - x[1]).slice(0, 40))
  console.log(`${(t / clicks).toFixed(2).padStart(7)}  ${name}`);

// Within each measured window (the last click before data-seq changed to the frame painted after),
// time by event name and thread (nested events are each counted).
interface Ev {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: { name?: string };
}
const evs = events as unknown as Ev[];
const threadName = new Map<string, string>();
for (const ev of evs)
  if (ev.ph === "M" && ev.name === "thread_name") threadName.set(`${ev.pid}:${ev.tid}`, ev.args?.name ?? "?");
const marks = evs
  .filter((ev) => ev.cat.includes("user_timing") && ["c0", "seq", "done"].includes(ev.name) && ev.ph !== "e")
  .sort((x, y) => x.ts - y.ts);
const windows: [number, number, number][] = [];
let c0: number | null = null;
let seqAt: number | null = null;
for (const m of marks) {
  if (m.name === "c0") c0 = m.ts;
  else if (m.name === "seq") seqAt = m.ts;
  else if (m.name === "done" && c0 !== null && seqAt !== null) {
    windows.push([c0, seqAt, m.ts]);
    c0 = null;
    seqAt = null;
  }
}
const lens = windows.map(([a, , b]) => (b - a) / 1000).sort((x, y) => x - y);
console.log(
  `\n${windows.length} windows; click to painted: p50 ${lens[Math.floor(lens.length / 2)]?.toFixed(1)} ms, max ${lens.at(-1)?.toFixed(1)}`,
);
const win = new Map<string, number>();
for (const ev of evs) {
  if (ev.ph !== "X" || ev.dur === undefined) continue;
  const w = windows.find(([a, , b]) => ev.ts >= a && ev.ts < b);
  if (!w) continue;
  const key = `${threadName.get(`${ev.pid}:${ev.tid}`) ?? ev.tid} ${ev.name}`;
  win.set(key, (win.get(key) ?? 0) + Math.min(ev.dur, w[2] - ev.ts) / 1000);
}
console.log("in the windows, per window (ms):");
for (const [k, t] of [...win].sort((x, y) => y[1] - x[1]).slice(0, 45))
  console.log(`${(t / windows.length).toFixed(2).padStart(7)}  ${k}`);
// Mean split: click to data-seq, data-seq to painted.
const a1 = windows.map(([a, b]) => (b - a) / 1000);
const a2 = windows.map(([, b, c]) => (c - b) / 1000);
const mean = (x: number[]) => (x.reduce((p, q) => p + q, 0) / x.length).toFixed(1);
// JS in the windows (the profiler's clock is the trace's).
{
  const inWin = new Map<string, number>();
  const selfWin = new Map<string, number>();
  let t = (profile as unknown as { startTime: number }).startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (!windows.some(([a, , b]) => t >= a && t < b)) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 100) / 1000;
    const seen = new Set<string>();
    let first = true;
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}`;
      if (first) selfWin.set(key, (selfWin.get(key) ?? 0) + dt);
      first = false;
      if (seen.has(key)) continue;
      seen.add(key);
      inWin.set(key, (inWin.get(key) ?? 0) + dt);
    }
  }
  const n = windows.length;
  const top2 = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((x, y) => y[1] - x[1])
      .slice(0, k)
      .map(([f, x]) => `${(x / n).toFixed(2).padStart(7)} ms  ${f}`);
  console.log(`JS self in the windows, per window:\n${top2(selfWin, 30).join("\n")}`);
  console.log(`JS total in the windows, per window:\n${top2(inWin, 70).join("\n")}`);
}
console.log(`mean click to data-seq ${mean(a1)} ms, data-seq to painted ${mean(a2)} ms`);
await ctx.close();
await e.close();
