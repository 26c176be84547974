// Playing 1989 in the browser for the tests: what the page shows (step, decision kind, whose
// turn), waiting for a step, and one step for whoever decides.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";

export interface Ui {
  seq: number;
  kind: string;
  mine: boolean;
}
export async function ui(page: Page): Promise<Ui> {
  return page.$eval(".dof", (el) => {
    const d = (el as HTMLElement).dataset;
    return { seq: Number(d.seq), kind: d.kind ?? "", mine: d.mine === "true" };
  });
}

/** Waits until the page shows a state past `seq`. */
export async function waitSeq(page: Page, seq: number): Promise<void> {
  await page.waitForFunction(
    (s) => Number((document.querySelector(".dof") as HTMLElement | null)?.dataset.seq ?? -1) > s,
    seq,
  );
}

/** Waits until both pages show the same step. */
export async function sameSeq(a: Page, b: Page): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const [x, y] = [await ui(a), await ui(b)];
    if (x.seq === y.seq) return x.seq;
    await a.waitForTimeout(100);
  }
  throw new Error("The two players' screens do not reach the same step");
}

/** The public state as drawn: SPs per space, the status strip and the Power Struggle table facts. */
export async function publicState(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const spaces = [...document.querySelectorAll(".board-svg [data-space]")].map((g) => [
      g.querySelector(".sp-n.com")?.textContent ?? "",
      g.querySelector(".sp-n.dem")?.textContent ?? "",
      g.classList.contains("ctl-com") ? "C" : g.classList.contains("ctl-dem") ? "D" : "",
    ]);
    const chips = [...document.querySelectorAll(".dof-status .chip:not(.you)")].map((c) => c.textContent);
    // A resolved struggle stays on a player's screen until dismissed: compare only one going on.
    const ps = document.querySelector(".ps-table:not(.over) .ps-facts")?.textContent ?? null;
    return { spaces, chips, ps };
  });
}

export interface Goals {
  opponentEvent: string | null;
  /** Power Struggle cards played. */
  powerCards: number;
  usedList?: boolean;
  /** Choose Support Checks once when a card's Operations offer them (a die is rolled). */
  wantCheck?: boolean;
  checkChosen?: boolean;
}

/**
 * Takes one step for the player whose decision it is. Prefers a Scoring card (a Power Struggle)
 * and a card of the opponent played for Ops until each was done once.
 */
export async function step(page: Page, goals: Goals): Promise<string> {
  const { kind } = await ui(page);
  if (kind === "actionRound") {
    const playable = await page.$$eval(".hand .card.playable", (els) =>
      els.map((e) => ({
        n: Number((e as HTMLElement).dataset.card),
        scoring: e.classList.contains("scoring"),
        side: e.className.match(/side-(\w+)/)?.[1] ?? "",
      })),
    );
    const me = await page.$eval(".chip.you", (e) => (e.classList.contains("com") ? "com" : "dem"));
    const opp = me === "com" ? "dem" : "com";
    let pick = playable.find((c) => !c.scoring && c.side !== opp) ?? playable.find((c) => !c.scoring);
    let how = "ops";
    const scoring = playable.find((c) => c.scoring);
    const theirs = playable.find((c) => !c.scoring && c.side === opp);
    if (goals.powerCards === 0 && scoring) {
      pick = scoring;
      how = "event";
    } else if (!goals.opponentEvent && theirs) {
      pick = theirs;
    } else if (!pick && scoring) {
      pick = scoring;
      how = "event";
    }
    assert.ok(pick, "a playable card");
    await page.click(`.hand .card[data-card="${pick.n}"]`);
    const btn = await page.waitForSelector(`.hand .card[data-card="${pick.n}"] button[data-play=${how}]`);
    const name = await page.$eval(
      `.hand .card[data-card="${pick.n}"] .card-name`,
      (e) => e.textContent ?? "",
    );
    await btn.click();
    await page.waitForSelector("[data-confirm=yes]");
    if (how === "ops" && pick.side === opp) {
      const warned = await page.$eval(".decision .prompt", (e) => e.textContent ?? "");
      assert.match(warned, /Operations/);
      goals.opponentEvent = name;
    }
    return `play ${name} for ${how}`;
  }
  const check = await page.$(`.decision .buttons button[data-action='{"t":"option","option":"check"}']`);
  if (check && goals.wantCheck && !goals.checkChosen) {
    goals.checkChosen = true;
    await check.click();
    return "support checks";
  }
  const list = await page.$(".decision .space-select");
  if (list && !goals.usedList) {
    // Once, a space is chosen from the list instead of the map (keyboards, screen readers).
    goals.usedList = true;
    const value = await list.$eval("optgroup option", (o) => (o as HTMLOptionElement).value);
    await list.selectOption(value);
    return "space from the list";
  }
  const target = await page.$(".space.target");
  if (target) {
    await target.dispatchEvent("click");
    return "space";
  }
  const power = await page.$(".ps-table .pcard.playable[role=button]");
  if (power) {
    await power.click();
    goals.powerCards++;
    return "power";
  }
  const pchoice = await page.$(".ps-table .pchoice button");
  if (pchoice) {
    await pchoice.click();
    goals.powerCards++;
    return "power as suit";
  }
  const card = await page.$(".decision .choice-cards .card, .hand .card.playable");
  if (card) {
    await card.click();
    return "card";
  }
  const button = await page.$(".decision .buttons button, .decision .bids button");
  if (button) {
    await button.click();
    return "button";
  }
  throw new Error(`No way to act in decision ${kind}`);
}

/** Opens the new-game form of 1989 (through the list of titles when the server offers several). */
export async function openNewDofGame(page: Page): Promise<void> {
  await page.click("a[href='#/new'] >> visible=true");
  await page.waitForSelector("form.newgame, .title-list");
  if (!(await page.$("form.newgame"))) await page.click(".title-list a[href='#/new/dof']");
  await page.waitForSelector("form.newgame");
}

/**
 * One step for the player deciding, confirmed if the page asks, and waited for: the page shows a
 * later state. Returns what `step` did.
 */
export async function playStep(page: Page, goals: Goals): Promise<string> {
  const { seq } = await ui(page);
  const what = await step(page, goals);
  await page.waitForFunction(
    (s) =>
      !!document.querySelector("[data-confirm=yes]") ||
      Number((document.querySelector(".dof") as HTMLElement | null)?.dataset.seq ?? -1) > s,
    seq,
  );
  const confirm = await page.$("[data-confirm=yes]");
  if (confirm) await confirm.click();
  await waitSeq(page, seq);
  return what;
}
