// Playing Wir sind das Volk! in the browser for the tests: what the page shows (step, decision kind,
// whose turn, decade/half/phase), waiting for a step, the public state as drawn, and one step for
// whoever decides, chosen at random (from a seeded generator) among the legal actions the page offers.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";

export interface WsUi {
  seq: number;
  kind: string;
  mine: boolean;
  player: string;
  decade: number;
  half: number;
  phase: number;
}

export async function wsUi(page: Page): Promise<WsUi> {
  return page.$eval(".wsdv", (el) => {
    const d = (el as HTMLElement).dataset;
    return {
      seq: Number(d.seq),
      kind: d.kind ?? "",
      mine: d.mine === "true",
      player: d.player ?? "",
      decade: Number(d.decade),
      half: Number(d.half),
      phase: Number(d.phase),
    };
  });
}

/** Waits until the page shows a state past `seq`. */
export async function wsWaitSeq(page: Page, seq: number): Promise<void> {
  await page.waitForFunction(
    (s) => Number((document.querySelector(".wsdv") as HTMLElement | null)?.dataset.seq ?? -1) > s,
    seq,
  );
}

/** Waits until both pages show the same step. */
export async function wsSameSeq(a: Page, b: Page): Promise<number> {
  for (let i = 0; i < 150; i++) {
    const [x, y] = [await wsUi(a), await wsUi(b)];
    if (x.seq === y.seq) return x.seq;
    await a.waitForTimeout(100);
  }
  throw new Error("The two screens do not reach the same step");
}

/**
 * The public state as drawn: every province's counters, every city's factory and value, every
 * road's built sites, the sectors, the socialists' box, the status strip, the card row, the played
 * and police cards and the track markers.
 */
export async function wsPublicState(page: Page): Promise<unknown> {
  // No named functions inside: the page gets the callback's source as written (no helpers).
  return page.evaluate(() => ({
    counters: [...document.querySelectorAll<SVGElement>(".ws-board .ws-counter")].map(
      (e) => `${e.dataset.counter}:${e.dataset.n}`,
    ),
    cities: [...document.querySelectorAll<SVGElement>(".ws-board [data-city]")].map(
      (e) => `${e.dataset.city}:${e.dataset.factory}:${e.dataset.value}`,
    ),
    roads: [...document.querySelectorAll<SVGElement>(".ws-board [data-road]")].map(
      (e) => `${e.dataset.road}:${e.dataset.built}`,
    ),
    sectors: [...document.querySelectorAll<SVGElement>(".ws-board [data-sector]")].map(
      (e) => `${e.dataset.sector}:${e.dataset.n}`,
    ),
    box: document.querySelector(".ws-board [data-socialist-box]")?.getAttribute("data-socialist-box") ?? "",
    chips: [...document.querySelectorAll(".ws-status .ws-chip:not(.you)")].map((e) => e.textContent ?? ""),
    row: [...document.querySelectorAll<HTMLElement>(".ws-row .ws-card")].map((e) => e.dataset.card ?? ""),
    played: [...document.querySelectorAll<HTMLElement>(".ws-played .ws-mini")].map(
      (e) => `${e.dataset.card}${e.classList.contains("used") ? "u" : ""}`,
    ),
  }));
}

/**
 * Parts of the board wider than the screen (none: it fits). The map's own scroller may hold a
 * larger drawing (the "enlarge" button); the rest of the page belongs to the shell.
 */
export async function wsOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".wsdv *")]
      .filter((el) => !el.closest(".ws-mapscroll svg") && el.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName}.${el.getAttribute("class") ?? ""} ${Math.round(el.getBoundingClientRect().right)}`,
      ),
  );
}

/** A small seeded generator (mulberry32) so that a test's random choices repeat. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface StepLog {
  /** How the step was taken: "card", "list", "map", "button", "pick". */
  how: string;
  action: string;
}

/**
 * One step for the player deciding on `page`: a turn takes a random playable card and a random use
 * of it; other decisions take a random legal action, clicked on the map when `preferMap` and the
 * action has a place there, else from the decision panel's list.
 */
export async function wsStep(page: Page, random: () => number, preferMap = false): Promise<StepLog> {
  const { kind } = await wsUi(page);
  const pick = <T>(l: readonly T[]): T => l[Math.floor(random() * l.length)]!;
  if (kind === "turn") {
    const cards = await page.$$eval(
      ".wsdv .ws-row .ws-card.playable, .wsdv .ws-hand .ws-card.playable",
      (els) => els.map((e) => (e as HTMLElement).dataset.card ?? ""),
    );
    const police = await page.$(".ws-decision .ws-buttons button[data-action]");
    assert.ok(cards.length || police, "a turn offers a card or a police card");
    if (police && (!cards.length || random() < 0.1)) {
      const action = (await police.getAttribute("data-action")) ?? "";
      await police.click();
      return { how: "button", action };
    }
    const card = pick(cards);
    const sel = `.wsdv .ws-card.playable[data-card="${card}"]`;
    await page.click(`${sel} .ws-card-title`);
    await page.waitForSelector(`${sel} .ws-uses button`);
    const uses = await page.$$(`${sel} .ws-uses button`);
    const use = pick(uses);
    const action = (await use.getAttribute("data-action")) ?? "";
    await use.click();
    return { how: "card", action };
  }
  const buttons = await page.$$(".ws-decision [data-action]");
  assert.ok(buttons.length, `decision ${kind} offers actions`);
  const b = pick(buttons);
  const action = (await b.getAttribute("data-action")) ?? "";
  const a = JSON.parse(action) as {
    t: string;
    province?: number;
    city?: number;
    conn?: number;
    sector?: string;
  };
  if (preferMap) {
    const target =
      a.t === "province"
        ? a.province === 7
          ? ".ws-board .ws-inset-frame.target, .ws-board .ws-inset.target .ws-inset-frame"
          : `.ws-board path.ws-prov.target[data-province="${a.province}"]`
        : a.t === "city"
          ? `.ws-board .ws-city.target[data-city="${a.city}"]`
          : a.t === "line"
            ? `.ws-board .ws-road.target[data-road="${a.conn}"]`
            : a.t === "sector"
              ? `.ws-board .ws-sector.target[data-sector="${a.sector}"]`
              : null;
    const el = target ? await page.$(target) : null;
    if (el) {
      await el.dispatchEvent("click");
      return { how: "map", action };
    }
  }
  const inPick = await b.evaluate((e) => !!e.closest(".ws-pick"));
  await b.click();
  return {
    how: inPick
      ? "pick"
      : a.t === "option" || a.t === "group" || a.t === "skip" || a.t === "box"
        ? "button"
        : "list",
    action,
  };
}
