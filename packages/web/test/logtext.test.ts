import assert from "node:assert/strict";
import { test } from "node:test";
import { CARDS, renderText, SPACES } from "@dawn/engine";
import { plain, references, segments } from "../src/games/dof/logtext.ts";
import { powerCardName } from "../src/games/dof/text.ts";

test("tokens become named segments, the rest stays text", () => {
  const segs = segments("The Democrat plays [c2] for Ops and places 1 SP in [s16]; leads [p7].");
  assert.deepEqual(
    segs.map((s) => s.kind),
    ["text", "card", "text", "space", "text", "power", "text"],
  );
  assert.equal(segs[1]!.text, CARDS[2]!.name);
  assert.equal(segs[3]!.text, SPACES[16]!.display);
  // Power Struggle cards by suit and rank ("Strike 6"), as the table names them.
  assert.equal(segs[5]!.text, powerCardName(7));
  assert.match(segs[5]!.text, /\d$/);
});

test("plain text matches the engine's renderText", () => {
  for (const t of [
    "[c1] then [s0] and [s74] [p52]",
    "nothing to name",
    "[c110] at start",
    "",
    "[c999] unknown",
  ]) {
    assert.equal(plain(t), renderText(t));
  }
});

test("references list the spaces and cards a line names", () => {
  assert.deepEqual(references("SPs in [s3], [s4]; [c12] and [p1]"), {
    spaces: [3, 4],
    cards: [12],
    power: [1],
  });
  assert.deepEqual(references("no refs"), { spaces: [], cards: [], power: [] });
});

import { playRandomGame, visibleLog } from "@dawn/engine";
import { enText } from "../src/games/dof/en.ts";
import { entryText } from "../src/games/dof/logtext.ts";
import { fr, zh } from "./packs.ts";

const frText = fr.log;
const zhText = zh.log;

test("every entry of random games reads in French and Chinese, from its data", () => {
  const seen = new Set<string>();
  const samples = new Map<string, string>();
  for (let seed = 1; seed <= 40; seed++) {
    const g = playRandomGame(seed, { scenario: "standard" }, 20_000, "scoringWhenDue");
    for (const e of visibleLog(g.state.log, "com")) {
      seen.add(e.t);
      for (const [lang, text] of [
        ["fr", frText(e)],
        ["zh", zhText(e)],
      ] as const) {
        assert.ok(text.length >= 3, `${e.t} in ${lang}`);
        assert.doesNotMatch(text, /undefined|NaN|\[object|\bnull\b/, `${e.t} in ${lang}: ${text}`);
        // References are the engine's: the same spaces and cards as the English sentence.
        assert.deepEqual(references(text).spaces.sort(), references(e.text).spaces.sort(), `${e.t}: ${text}`);
        if (!samples.has(`${lang}:${e.t}`)) samples.set(`${lang}:${e.t}`, plain(text));
      }
      if (e.t !== "check" && e.t !== "tst")
        assert.equal(entryText(e, "en"), e.text, "English is the engine's own sentence");
      else {
        // Rolls say "needs N", as the die beside them does.
        assert.match(enText(e), new RegExp(`needs ${e.need}`));
        assert.deepEqual(references(enText(e)), references(e.text));
      }
    }
  }
  // The common entries all occurred (a test that sees none of them checks nothing).
  for (const t of ["play", "sp", "check", "psStart", "psPlay", "psResult", "vp", "scoring", "draw", "turn"])
    assert.ok(seen.has(t), `entry ${t} occurred`);
  assert.match(samples.get("fr:check") ?? "", /^Support Check du (Communiste|Démocrate) à /);
  assert.match(samples.get("zh:check") ?? "", /進行支持檢定/);
  assert.match(samples.get("zh:psStart") ?? "", /政權鬥爭/);
});
