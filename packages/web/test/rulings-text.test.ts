// The table's words for the decisions the rulings changed (docs/rulings.md), in the three
// languages, on decisions the engine itself asks: Austria-Hungary Border Reopened's declaration
// for one check or two (ruling 4), Honecker's extra round declined during a General Strike (ruling
// 2), and stopping Support Checks only after the first (ruling 1).
import assert from "node:assert/strict";
import { test } from "node:test";
import "./packs.ts";
import { type Action, CARD, decision, type State, view } from "@dawn/engine";
import { act, keys, play, position, space } from "../../engine/test/cards/harness.ts";
import { actionLabel, confirmText, decisionHelp, declaration, kindPrompt } from "../src/games/dof/text.ts";
import { lang } from "../src/shell/i18n.ts";

const AHBR = { card: CARD.AUSTRIA_HUNGARY_BORDER_REOPENED, side: "dem" as const, until: "turn" as const };
const LANGS = ["en", "fr", "zh"] as const;

/** The prompt and option labels of the decision at `s`, as its player's table shows them. */
function words(s: State, l: (typeof LANGS)[number]) {
  lang.value = l;
  const d = view(s, decision(s)!.player).decision!;
  const options = (d.actions ?? []).filter((a): a is Extract<Action, { t: "option" }> => a.t === "option");
  const out = {
    prompt: kindPrompt(d),
    options: Object.fromEntries(options.map((a) => [a.option, actionLabel(a, d.kind)])),
    confirm: Object.fromEntries(options.map((a) => [a.option, confirmText(d.kind, a)])),
    help: decisionHelp(d.kind),
  };
  lang.value = "en";
  return out;
}

test("ruling 4: the declaration says how many checks it covers (one, or both) in every language", () => {
  // One check from an event that may go anywhere (Gorbachev Charms the West).
  const start = position({
    side: "dem",
    hand: [CARD.GORBACHEV_CHARMS_THE_WEST, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Leipzig: [2, 0], Gdansk: [2, 0], Praha: [1, 0], Brno: [1, 0] },
    turn: 4,
    mutate: (t) => t.lasting.push({ ...AHBR }),
  });
  let one = play(start, CARD.GORBACHEV_CHARMS_THE_WEST);
  one = act(act(one, space("Praha")), space("Brno"));
  assert.equal(decision(one)!.kind, "declareBonus");
  assert.deepEqual(declaration(decision(one)!.prompt), { n: 1, bonus: 1 });
  // Two checks from a card played for Support Checks.
  const two = act(
    play(
      position({
        side: "dem",
        hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
        otherHand: [CARD.THE_WALL],
        clear: true,
        sp: { Leipzig: [2, 0], Gdansk: [2, 0] },
        turn: 4,
        mutate: (t) => t.lasting.push({ ...AHBR }),
      }),
      CARD.ROUNDTABLE_TALKS,
      "ops",
    ),
    "option:check",
  );
  assert.equal(decision(two)!.kind, "declareBonus");
  assert.deepEqual(declaration(decision(two)!.prompt), { n: 2, bonus: 1 });

  const w1 = { en: words(one, "en"), fr: words(one, "fr"), zh: words(one, "zh") };
  const w2 = { en: words(two, "en"), fr: words(two, "fr"), zh: words(two, "zh") };
  assert.match(w1.en.prompt, /Declare the Support Check in East Germany/);
  assert.match(w1.fr.prompt, /^Annoncer le Support Check en Allemagne de l’Est .*\+1 OP/);
  assert.match(w1.zh.prompt, /^宣告這次支持檢定在東德進行.*\+1/);
  for (const w of [w1.en, w1.fr, w1.zh]) assert.doesNotMatch(w.prompt, /both|deux|兩次/);
  assert.match(w2.en.prompt, /Declare both Support Checks/);
  assert.match(w2.fr.prompt, /^Annoncer les deux Support Checks/);
  assert.match(w2.zh.prompt, /^宣告兩次支持檢定都在東德進行/);
  // The answers say what they do, and the help explains the commitment.
  assert.deepEqual(w1.en.options, { yes: "Declare (East Germany only)", no: "No bonus (any target)" });
  assert.deepEqual(w1.fr.options, {
    yes: "Annoncer (Allemagne de l’Est seulement)",
    no: "Sans bonus (toute cible)",
  });
  assert.deepEqual(w1.zh.options, { yes: "宣告(只在東德)", no: "不要加值(任何目標)" });
  assert.equal(w1.en.confirm.yes, "Declare (East Germany only)?");
  for (const w of [w1.en, w1.fr, w1.zh]) assert.match(w.help ?? "", /11\.1/);
});

/** The Democrat's 7th Action Round, with a General Strike against the Communist in force. */
function strikeInLastRound(honecker: boolean): State {
  return position({
    side: "dem",
    hand: [CARD.MICHNIK, CARD.INTELLIGENTSIA],
    otherHand: [CARD.APPARATCHIKS, CARD.THE_WALL],
    mutate: (t) => {
      const rounds = t.stack[t.stack.length - 3] as { k: string; i: number };
      rounds.i = 14;
      t.round = 7;
      t.lasting.push({ card: CARD.GENERAL_STRIKE, side: "dem", until: "cancelled" });
      if (honecker) t.lasting.push({ card: CARD.HONECKER, side: "com", until: "turn" });
    },
  });
}

test("ruling 2: Honecker's extra round in a General Strike offers 'decline the extra round', named so in every language", () => {
  const extra = play(strikeInLastRound(true), CARD.MICHNIK);
  assert.equal(decision(extra)!.kind, "generalStrike");
  assert.ok(keys(extra).includes("option:pass"));
  const w = { en: words(extra, "en"), fr: words(extra, "fr"), zh: words(extra, "zh") };
  assert.equal(w.en.options.pass, "Decline the extra round");
  assert.equal(w.fr.options.pass, "Renoncer au tour supplémentaire");
  assert.equal(w.zh.options.pass, "放棄這個額外行動輪");
  assert.equal(w.fr.confirm.pass, "Renoncer au tour supplémentaire ?");
  assert.match(w.en.prompt, /or decline this extra round/);
  assert.match(w.fr.prompt, /ou renoncez à ce tour$/);
  assert.match(w.zh.prompt, /或放棄這個額外行動輪$/);
  // The Democrat sees the same question (without the answers).
  lang.value = "fr";
  assert.match(kindPrompt(view(extra, "dem").decision!), /ou renoncez à ce tour$/);
  lang.value = "en";
  // A strike round of his own seven says nothing of declining.
  const ordinary = play(
    position({
      side: "dem",
      hand: [CARD.MICHNIK, CARD.INTELLIGENTSIA],
      otherHand: [CARD.APPARATCHIKS, CARD.THE_WALL],
      mutate: (t) => t.lasting.push({ card: CARD.GENERAL_STRIKE, side: "dem", until: "cancelled" }),
    }),
    CARD.MICHNIK,
  );
  assert.equal(decision(ordinary)!.kind, "generalStrike");
  assert.ok(!keys(ordinary).includes("option:pass"));
  for (const l of LANGS) assert.doesNotMatch(words(ordinary, l).prompt, /decline|renoncez|放棄/);
});

test("ruling 1: 'no more Support Checks' only after the first check, with the checks left in the prompt", () => {
  let s = position({
    side: "dem",
    hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Warszawa: [2, 0], Praha: [3, 0], Gdansk: [0, 1] },
  });
  s = act(play(s, CARD.ROUNDTABLE_TALKS, "ops"), "option:check");
  const first = { en: words(s, "en"), fr: words(s, "fr"), zh: words(s, "zh") };
  for (const w of Object.values(first))
    assert.equal(w.options.done, undefined, "no stopping before the first");
  assert.match(first.fr.prompt, /\(2 restants\)$/);
  assert.match(first.zh.prompt, /還剩 2 次/);
  s = act(s, space("Praha"));
  assert.equal(decision(s)!.kind, "supportCheck");
  const second = { en: words(s, "en"), fr: words(s, "fr"), zh: words(s, "zh") };
  assert.equal(second.en.options.done, "No more Support Checks");
  assert.equal(second.fr.options.done, "Plus de Support Check");
  assert.equal(second.zh.options.done, "不再進行支持檢定");
  assert.match(second.en.prompt, /\(1 left\)/);
  assert.match(second.fr.prompt, /\(1 restant\)$/);
  assert.match(second.zh.prompt, /還剩 1 次/);
});
