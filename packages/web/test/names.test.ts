// Names on the table in the three languages: every space, card, Tiananmen Square box and USSR box
// has one; map boxes fit their names; French keeps the printed card names.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { CARDS, POWER_CARDS, SPACES, TST_BOX_NAMES, USSR_TRACK } from "@dawn/engine";
import { englishEffect } from "../src/games/dof/cardtext.ts";
import { nameFontSize, wrapChars, wrapName } from "../src/games/dof/geometry.ts";
import {
  cardName,
  printedCardName,
  spaceName,
  spaceShortName,
  tstBoxName,
  ussrLabel,
  wildName,
} from "../src/games/dof/names.ts";
import { lang } from "../src/shell/i18n.ts";
import { fr, zh } from "./packs.ts";

afterEach(() => {
  lang.value = "en";
});

test("English names are the printed ones", () => {
  for (const sp of SPACES) assert.equal(spaceName(sp.id), sp.display);
  for (const c of CARDS.filter(Boolean)) assert.equal(cardName(c.number), c.name);
  assert.equal(spaceShortName(19), "Catholic Church");
  assert.equal(tstBoxName("com", 1), TST_BOX_NAMES.com[1]);
  assert.equal(ussrLabel(2), USSR_TRACK[2]!.label);
});

test("French: descriptive space names translated, cities and card names as printed", () => {
  lang.value = "fr";
  const byName = (n: string) => SPACES.find((s) => s.display === n)!.id;
  assert.equal(spaceName(byName("Walter Ulbricht Academy")), "Académie Walter Ulbricht");
  assert.equal(spaceName(byName("Charles University")), "Université Charles");
  assert.equal(spaceName(byName("Dresden")), "Dresden");
  assert.equal(spaceShortName(byName("Catholic Church, Poland")), "Église catholique");
  assert.equal(cardName(53), "Li Peng");
  assert.equal(printedCardName(53), null);
  for (let b = 1; b <= 8; b++) {
    assert.ok(tstBoxName("dem", b).length > 3);
    assert.notEqual(tstBoxName("com", b), TST_BOX_NAMES.com[b]);
  }
  assert.equal(ussrLabel(0), "URSS stable");
});

test("Chinese: every space, card, box and wild card has a Chinese name", () => {
  lang.value = "zh";
  const han = /[\u4e00-\u9fff]/;
  for (const sp of SPACES) assert.match(spaceName(sp.id), han, sp.display);
  for (const c of CARDS.filter(Boolean)) {
    assert.match(cardName(c.number), han, c.name);
    assert.equal(printedCardName(c.number), c.name);
  }
  for (let b = 1; b <= 8; b++)
    for (const side of ["com", "dem"] as const) assert.match(tstBoxName(side, b), han);
  for (let i = 0; i < USSR_TRACK.length; i++) assert.match(ussrLabel(i), han);
  for (const p of POWER_CARDS.filter((x) => x?.kind === "wild")) assert.match(wildName(p!.id), han);
  assert.equal(spaceName(SPACES.find((s) => s.display === "Praha")!.id), "布拉格");
  assert.equal(spaceShortName(SPACES.find((s) => s.display === "Catholic Church, Poland")!.id), "天主教會");
});

test("every space's name fits its box on the map in every language", () => {
  for (const l of ["en", "fr", "zh"] as const) {
    lang.value = l;
    for (const sp of SPACES) {
      const name = spaceShortName(sp.id);
      const lines = l === "zh" ? wrapChars(name, 6, 2) : wrapName(name, 12, 2);
      assert.ok(lines.length <= 2, `${l} ${name}`);
      // At the desktop's default zoom (about 0.57 screen pixels per map unit), 11.5 units is a
      // name at least 8 px tall on screen.
      assert.ok(
        nameFontSize(lines, 16, l === "zh" ? 1.05 : 0.58) >= 11.5,
        `${l} ${name}: ${lines.join("/")}`,
      );
    }
  }
});

test("every card's effect is written in French and in Chinese, and none mentions another implementation", () => {
  const han = /[\u4e00-\u9fff]/;
  for (const c of CARDS.filter(Boolean)) {
    const f = fr.effects[c.number] ?? "";
    const z = zh.effects[c.number] ?? "";
    assert.ok(f.length > 30, `French effect of #${c.number}`);
    assert.match(f, /[àâçéèêîôûù’]|\b(le|la|les|de|du|des|un|une|et)\b/i, `#${c.number} reads as French`);
    assert.ok(z.length > 10 && han.test(z), `Chinese effect of #${c.number}`);
    for (const t of [f, z, englishEffect(c.number)])
      assert.doesNotMatch(t, /\bRTT\b|Rally the Troops|implementation/i, `#${c.number}`);
  }
  // The Baltic Way keeps its rule when the remark about another implementation is taken out.
  assert.match(englishEffect(81), /A space he already controls gains nothing\./);
  assert.match(englishEffect(13), /must then play that card\.$/);
});
