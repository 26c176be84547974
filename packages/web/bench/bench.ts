// The browser benchmark (npm run bench:web): the real server and the built client in headless
// Chromium. Reports, never asserts:
// - JavaScript on first load of a 1989 game page, gzipped, per language (target: at most 80 KB);
// - click to updated board late in a game (turn 7 on, log of several hundred lines), p50/p95
//   (target: p95 at most 50 ms), measured in the page from the click to the end of the frame that
//   paints the board with the new state (data-seq changed);
// - a replay step (target: at most 30 ms): the next/previous step (fetched ahead) and jumps to
//   steps never shown (a round trip to the server).
// Options: --json (one JSON object on stdout), --steps N (clicks measured, default 60).
import { gzipSync } from "node:zlib";
import type { Decision, State } from "@dawn/engine";
import type { Page } from "playwright-core";
import { type Goals, playStep, ui } from "../test/dof-play.ts";
import { type Account, newHotseat, playUntil, randomPick, resign, signIn, signUp } from "../test/drive.ts";
import { DESKTOP, type E2E, skip, startE2E } from "../test/harness.ts";
import { watchPage } from "./timing.ts";

const args = process.argv.slice(2);
const json = args.includes("--json");
const steps = Number(args[args.indexOf("--steps") + 1]) || 60;
/** Only the clicks (no first load, no replay): for runs side by side. */
const clicksOnly = args.includes("--clicks-only");
/** Only the replay (no first load, no clicks). */
const replayOnly = args.includes("--replay-only");
const log = (...x: unknown[]) => {
  if (!json) console.log(...x);
};

function pct(xs: readonly number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
const r1 = (x: number) => Math.round(x * 10) / 10;

/** JS fetched while a game page loads, gzipped (level 9), by file. */
async function firstLoad(
  e: E2E,
  a: Account,
  gameId: string,
  locale: string,
): Promise<Record<string, number>> {
  const { ctx, page } = await e.newPage(DESKTOP, locale);
  await signIn(ctx, e.server.url, a);
  const sizes: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    const url = res.url();
    if (!url.endsWith(".js")) return;
    pending.push(
      res.body().then((b) => {
        sizes[url.replace(/^.*\/assets\//, "")] = gzipSync(b, { level: 9 }).length;
      }),
    );
  });
  await page.goto(`${e.server.url}/#/game/${gameId}`);
  await page.waitForSelector(".dof .hand .card .effect");
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await ctx.close();
  return sizes;
}

/** Records, in the page, the time from each click to the frame painted after data-seq changed. */
async function watchLatency(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number | null; __lat: number[]; __client: number[] };
    w.__t0 = null;
    w.__lat = [];
    w.__client = [];
    document.addEventListener("click", () => (w.__t0 = performance.now()), true);
    const root = document.querySelector(".dof")!;
    new MutationObserver(() => {
      const t0 = w.__t0;
      if (t0 === null) return;
      w.__t0 = null;
      // The browser's own part: from the end of the server's answer or the socket's message,
      // whichever came first, to the frame painted after the board shows the new state.
      const answers = performance
        .getEntriesByType("resource")
        .filter((r) => r.name.includes("/actions") && r.startTime >= t0)
        .map((r) => (r as PerformanceResourceTiming).responseEnd)
        .concat((w as unknown as { __wsAt: number[] }).__wsAt.filter((x) => x >= t0));
      const answer = answers.length ? Math.min(...answers) : undefined;
      // Changed by a frame's callbacks: that frame paints it (the next would be one too many).
      // (No named functions in here: the page has no __name helper.)
      const inRaf = (w as unknown as { __inRaf: boolean }).__inRaf;
      new Promise<void>((resolve) => {
        if (inRaf) setTimeout(resolve, 0);
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      }).then(() => {
        const now = performance.now();
        w.__lat.push(now - t0);
        if (answer !== undefined) w.__client.push(now - Math.min(answer, now));
      });
    }).observe(root, { attributes: true, attributeFilter: ["data-seq"] });
  });
}

async function clickLatency(
  e: E2E,
  a: Account,
  gameId: string,
  n: number,
): Promise<{ all: number[]; client: number[] }> {
  const { ctx, page } = await e.newPage(DESKTOP);
  await signIn(ctx, e.server.url, a);
  await watchPage(page);
  await page.goto(`${e.server.url}/#/game/${gameId}`);
  await page.waitForSelector(".dof");
  await watchLatency(page);
  const goals: Goals = { opponentEvent: "n/a", powerCards: 1 };
  for (let i = 0; i < n * 3; i++) {
    const curtain = await page.$(".curtain button");
    if (curtain) await curtain.click();
    if ((await ui(page)).kind === "over") break;
    await playStep(page, goals);
    const got = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat.length);
    if (got >= n) break;
  }
  await page.waitForTimeout(100);
  const out = await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __client: number[] };
    return { all: w.__lat, client: w.__client };
  });
  await ctx.close();
  return out;
}

async function replayLatency(
  e: E2E,
  a: Account,
  gameId: string,
): Promise<{ step: number[]; jump: number[] }> {
  const { ctx, page } = await e.newPage(DESKTOP);
  await signIn(ctx, e.server.url, a);
  await page.goto(`${e.server.url}/#/replay/${gameId}`);
  await page.waitForSelector(".replay-bar[data-shown]");
  const total = Number(await page.$eval(".replay-bar input[type=range]", (x) => (x as HTMLInputElement).max));
  /** Time from the input to the frame painted after the step shows. */
  const timed = (act: string, target: number) =>
    page.evaluate(
      ([act, target]) =>
        new Promise<number>((resolve) => {
          const bar = document.querySelector(".replay-bar")!;
          const t0 = performance.now();
          // (no named functions in here: the page has no __name helper)
          const obs = new MutationObserver(() => {
            if ((bar as HTMLElement).dataset.shown === String(target)) {
              obs.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
            }
          });
          obs.observe(bar, { attributes: true, attributeFilter: ["data-shown"] });
          if (act === "left") window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
          else {
            const r = bar.querySelector("input[type=range]") as HTMLInputElement;
            r.value = String(target);
            r.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }),
      [act, target] as const,
    );
  const stepTimes: number[] = [];
  for (let k = 1; k <= 30; k++) {
    stepTimes.push(await timed("left", total - k));
    await page.waitForTimeout(60); // the neighbours are fetched ahead meanwhile, as a reader pauses
  }
  const jumps: number[] = [];
  for (let k = 0; k < 15; k++) {
    const target = Math.floor((((k * 7919) % 97) / 97) * (total - 40)) + 5;
    jumps.push(await timed("jump", target));
  }
  await ctx.close();
  return { step: stepTimes, jump: jumps };
}

async function main(): Promise<void> {
  if (skip) {
    console.error(`bench:web needs Chromium: ${skip}`);
    process.exit(1);
  }
  const e = await startE2E();
  const url = e.server.url;
  const a = await signUp(url, "bencher");
  // A game at its start (first load) and one brought to turn 7 (the rest is played in the browser).
  const early = await playUntil(
    url,
    a,
    await newHotseat(url, a, 4242),
    (_s, d) => d.kind === "actionRound",
    randomPick(1),
  );
  const loads: Record<string, { total: number; files: Record<string, number> }> = {};
  const langs = [
    ["en", "en-US"],
    ["fr", "fr-FR"],
    ["zh", "zh-TW"],
  ] as const;
  for (const [l, locale] of clicksOnly || replayOnly ? [] : langs) {
    const files = await firstLoad(e, a, early.id, locale);
    loads[l] = { total: Object.values(files).reduce((x, y) => x + y, 0), files };
    log(
      `first load (${l}): ${r1(loads[l].total / 1024)} KB gzipped JS in ${Object.keys(files).length} files`,
    );
  }
  const late = await playUntil(
    url,
    a,
    await newHotseat(url, a, 1989),
    (s: State, d: Decision) => s.turn >= 7 && d.kind === "actionRound",
    randomPick(7),
  );
  log(`late game: turn ${late.state.turn}, ${late.state.log.length} log lines, ${late.state.seq} actions`);
  const lat = replayOnly ? { all: [], client: [] } : await clickLatency(e, a, late.id, steps);
  const clicks = lat.all;
  log(
    `click to updated board (${clicks.length} clicks): p50 ${r1(pct(clicks, 50))} ms, p95 ${r1(pct(clicks, 95))} ms`,
  );
  log(
    `  of which the browser's part, from the server's answer to the painted board: p50 ${r1(pct(lat.client, 50))} ms, p95 ${r1(pct(lat.client, 95))} ms`,
  );
  // The replay: the same game, finished (the side deciding resigns).
  await resign(url, a, late.id);
  const rep = clicksOnly ? { step: [], jump: [] } : await replayLatency(e, a, late.id);
  if (!clicksOnly)
    log(
      `replay step (${rep.step.length} steps back): p50 ${r1(pct(rep.step, 50))} ms, p95 ${r1(pct(rep.step, 95))} ms; ` +
        `jump to a step not fetched yet (${rep.jump.length}): p50 ${r1(pct(rep.jump, 50))} ms, p95 ${r1(pct(rep.jump, 95))} ms`,
    );
  const out = {
    firstLoadKB: Object.fromEntries(Object.entries(loads).map(([l, x]) => [l, r1(x.total / 1024)])),
    firstLoadFiles: Object.fromEntries(Object.entries(loads).map(([l, x]) => [l, x.files])),
    lateGame: { turn: late.state.turn, logLines: late.state.log.length },
    clickMs: {
      n: clicks.length,
      p50: r1(pct(clicks, 50)),
      p95: r1(pct(clicks, 95)),
      max: r1(Math.max(...clicks)),
    },
    clickBrowserPartMs: { n: lat.client.length, p50: r1(pct(lat.client, 50)), p95: r1(pct(lat.client, 95)) },
    replayStepMs: { n: rep.step.length, p50: r1(pct(rep.step, 50)), p95: r1(pct(rep.step, 95)) },
    replayJumpMs: { n: rep.jump.length, p50: r1(pct(rep.jump, 50)), p95: r1(pct(rep.jump, 95)) },
  };
  if (json) console.log(JSON.stringify(out));
  await e.close();
}

await main();
