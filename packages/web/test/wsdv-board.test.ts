// The Wir sind das Volk! board's pure parts: the map's geometry, the sorting of legal actions, the
// flight preview, the texts (cards, prestige boxes, log, action labels, prompts) in three languages,
// held against the engine on random games.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  applyInPlace,
  CARDS,
  CITIES,
  CONNECTIONS,
  chooser,
  decision,
  flight,
  newGame,
  PROVINCES,
  SECTORS,
  type State,
  view,
} from "@dawn/wsdv-engine";
import {
  PRESTIGE_BOXES as ENGINE_BOXES,
  SOCIALISTS_AT as ENGINE_SOCIALISTS,
} from "../../wsdv-engine/src/rules/tracks.ts";
import {
  arrowTexts,
  boxText,
  cardFullTitle,
  eventLines,
  PRESTIGE_BOXES,
  SOCIALISTS_AT,
  valueText,
} from "../src/games/wsdv/cardtext.ts";
import { choices, hasMapTargets, keyOf, NO_CHOICES } from "../src/games/wsdv/decide.ts";
import { exportCities, exportValue, provinceEconomy } from "../src/games/wsdv/economy.ts";
import { flightPreview } from "../src/games/wsdv/flight.ts";
import {
  borders,
  CSSR,
  cells,
  GERMANY,
  INSET,
  inside,
  POLSKA,
  PROVINCE_BADGE,
  PROVINCE_NAME,
  SECTOR_BOX,
  SEEDS,
  sites,
} from "../src/games/wsdv/geometry.ts";
import { actionLabel, promptText } from "../src/games/wsdv/labels.ts";
import { entryText, redundant } from "../src/games/wsdv/logtext.ts";
import { moveText, ReplaySteps } from "../src/games/wsdv/replay.tsx";
import { kindPrompt, resultText } from "../src/games/wsdv/text.ts";
import { lang } from "../src/shell/i18n.ts";

const LANGS = ["en", "fr", "zh"] as const;

/** States along a random game (every `every` actions), both rule versions. */
function statesOf(seed: number, every = 7, max = 4000): State[] {
  const s = newGame(seed, { rules: seed % 2 ? "2014" : "2016" });
  const pick = chooser(seed * 31 + 7);
  const out: State[] = [];
  for (let i = 0; i < max; i++) {
    const d = decision(s);
    if (i % every === 0 || !d) out.push(structuredClone(s));
    if (!d) break;
    applyInPlace(s, d.actions[pick(d.actions.length)]!);
  }
  return out;
}

const GAMES = [1, 2, 3].map((seed) => statesOf(seed));

function clean(text: string, what: string): void {
  assert.ok(text.length > 0, `${what}: empty`);
  assert.doesNotMatch(text, /\{|\}|undefined|NaN|null/, `${what}: ${text}`);
}

// ---- geometry --------------------------------------------------------------------------------------

test("every city of Germany lies in Germany, in its own province's cells; the cities abroad in their country", () => {
  for (const c of CITIES) {
    if (c.abroad) {
      assert.ok(inside(c.abroad === "polska" ? POLSKA : CSSR, c), `${c.name} in its country`);
      assert.ok(!inside(GERMANY, c), `${c.name} outside Germany`);
      continue;
    }
    assert.ok(inside(GERMANY, c), `${c.name} in Germany`);
    const cell = cells().find((x) => inside(x.poly, c));
    assert.ok(cell, c.name);
    assert.equal(cell.region, c.province ?? "hamburg", `${c.name} lies in its province's cells`);
  }
});

test("the cells tile the frame: each seed's cell holds its seed and no other", () => {
  const cs = cells();
  assert.equal(cs.length, SEEDS.length);
  for (const c of cs) {
    const holding = SEEDS.filter((s) => inside(c.poly, s));
    assert.deepEqual(holding, [SEEDS[c.seed]]);
  }
  // Borders run between cells of different regions; some of them are the inner German border.
  const b = borders();
  assert.ok(b.some((x) => x.inner) && b.some((x) => !x.inner));
});

test("province names and counters lie in Germany; counters clear of cities, names and infrastructure", () => {
  type Box = { x0: number; y0: number; x1: number; y1: number };
  const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  const obstacles: { what: string; box: Box }[] = [];
  for (const c of CITIES)
    obstacles.push({ what: c.name, box: { x0: c.x - 12, y0: c.y - 12, x1: c.x + 12, y1: c.y + 12 } });
  for (const k of CONNECTIONS)
    for (const s of sites(k.id))
      obstacles.push({ what: `site ${k.id}`, box: { x0: s.x - 7, y0: s.y - 7, x1: s.x + 7, y1: s.y + 7 } });
  for (const p of PROVINCES) {
    if (p.id === 7) continue;
    const at = PROVINCE_BADGE[p.id];
    assert.ok(inside(GERMANY, at), `${p.name}'s counters in Germany`);
    const cell = cells().find((x) => inside(x.poly, at));
    assert.equal(cell?.region, p.id, `${p.name}'s counters lie in ${p.name}`);
    assert.ok(inside(GERMANY, PROVINCE_NAME[p.id]), `${p.name}'s name in Germany`);
    // Two counters (unrest and living standards) side by side.
    const box = { x0: at.x - 24, y0: at.y - 10, x1: at.x + 24, y1: at.y + 10 };
    for (const o of obstacles) assert.ok(!overlap(box, o.box), `${p.name}'s counters cover ${o.what}`);
  }
  // The inset holds its three sectors, one per sector of the engine.
  assert.equal(SECTOR_BOX.length, SECTORS.length);
  for (const r of SECTOR_BOX) {
    assert.ok(
      r.x >= INSET.x && r.x + r.w <= INSET.x + INSET.w && r.y >= INSET.y && r.y + r.h <= INSET.y + INSET.h,
    );
  }
});

test("a connection has one infrastructure site per blue line, on its road", () => {
  for (const k of CONNECTIONS) {
    const s = sites(k.id);
    assert.equal(s.length, k.lines);
    const a = CITIES[k.a]!;
    const b = CITIES[k.b]!;
    for (const p of s) {
      const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
      assert.ok(Math.abs(cross) < 1e-6, `site ${k.id}/${p.line} on the road`);
    }
  }
});

// ---- legal actions -------------------------------------------------------------------------------

test("every legal action is offered in exactly one place; only to the player deciding", () => {
  let n = 0;
  for (const states of GAMES)
    for (const s of states) {
      const d = decision(s);
      if (!d) continue;
      const mine = view(s, d.player);
      const other = view(s, d.player === "west" ? "east" : "west");
      assert.equal(choices(other), NO_CHOICES, "the other player is offered nothing");
      assert.equal(choices(view(s, "observer")), NO_CHOICES, "a spectator is offered nothing");
      const ch = choices(mine);
      const offered: Action[] = [
        ...ch.provinces.values(),
        ...ch.cities.values(),
        ...ch.lines.values(),
        ...ch.sectors.values(),
        ...[...ch.plays.values()].flat(),
        ...ch.cards.values(),
        ...ch.buttons,
      ];
      assert.deepEqual(
        offered.map(keyOf).sort(),
        d.actions.map((a) => keyOf(a)).sort(),
        `step ${s.seq} ${d.kind}`,
      );
      if (d.kind === "turn") assert.ok(ch.plays.size > 0 || ch.buttons.length > 0);
      if (hasMapTargets(ch)) n++;
    }
  assert.ok(n > 20, `map decisions seen: ${n}`);
});

// ---- flight and economy --------------------------------------------------------------------------

test("the flight preview drawn from a view equals the engine's count", () => {
  for (const states of GAMES)
    for (const s of states) {
      const want = flight(s);
      for (const viewer of ["west", "east", "observer"] as const) {
        const got = flightPreview(view(s, viewer));
        assert.deepEqual(got, want, `step ${s.seq}`);
      }
    }
});

test("a province's economy is the sum of its factories; the export factory is its strongest", () => {
  const s = GAMES[0]!.at(-1)!;
  const v = view(s, "observer");
  const marked = exportCities(v);
  for (const p of PROVINCES) {
    if (p.id === 7) continue;
    const cs = CITIES.filter((c) => c.province === p.id);
    const sum = cs.reduce((n, c) => n + (v.factoryValues[c.id] ?? 0), 0);
    assert.equal(provinceEconomy(v, p.id), sum);
    const withFactory = cs.filter((c) => v.factories[c.id] === 1 || v.factories[c.id] === 2);
    const best = withFactory.length ? Math.max(...withFactory.map((c) => v.factoryValues[c.id]!)) : null;
    assert.equal(exportValue(v, p.id), best);
    const m = cs.filter((c) => marked.has(c.id));
    assert.equal(m.length, withFactory.length ? 1 : 0, `${p.name}: one export factory marked`);
    if (m.length) assert.equal(v.factoryValues[m[0]!.id], best);
  }
});

// ---- texts ------------------------------------------------------------------------------------------

test("the prestige boxes and the socialism track are the engine's", () => {
  assert.equal(PRESTIGE_BOXES.length, ENGINE_BOXES.length);
  PRESTIGE_BOXES.forEach((box, i) => {
    assert.deepEqual(
      box.map((g) => [g.icon, g.side, g.n]),
      ENGINE_BOXES[i]!.map((g) => [g.icon, g.side, g.n]),
      `box ${i - 6}`,
    );
  });
  assert.deepEqual(SOCIALISTS_AT, ENGINE_SOCIALISTS);
});

test("every card in three languages: German title with English, value(s), colour, arrows and icons in words", () => {
  try {
    for (const l of LANGS) {
      lang.value = l;
      for (const c of CARDS) {
        if (!c) continue;
        const title = cardFullTitle(c.id);
        assert.ok(title.startsWith(c.titleDe), title);
        if (c.title !== c.titleDe) assert.ok(title.includes(c.title), title);
        clean(valueText(c), `value of ${c.id}`);
        const lines = eventLines(c.id);
        for (const line of lines) clean(line, `event of ${c.id} (${l})`);
        const arrows = [c.arrows.prestige, c.arrows.currency, c.arrows.socialism].filter((n) => n !== 0);
        assert.equal(arrowTexts(c.id).length, arrows.length, `arrows of ${c.id}`);
        // Each printed icon appears in some group (police and special icons included).
        if (c.icons.length) assert.ok(lines.length > arrowTexts(c.id).length, `icons of ${c.id}`);
      }
      for (let b = -6; b <= 6; b++) clean(boxText(b), `box ${b}`);
    }
  } finally {
    lang.value = "en";
  }
  // The words differ by language.
  lang.value = "fr";
  const fr = eventLines(16).join(" ");
  lang.value = "zh";
  const zh = eventLines(16).join(" ");
  lang.value = "en";
  const en = eventLines(16).join(" ");
  assert.notEqual(fr, en);
  assert.notEqual(zh, en);
  assert.match(en, /unrest/);
  assert.match(fr, /trouble/);
  assert.match(zh, /動亂/);
});

test("every log entry, action label and prompt of random games reads cleanly in three languages", () => {
  const kinds = new Set<string>();
  const entries = new Set<string>();
  try {
    for (const l of LANGS) {
      lang.value = l;
      for (const states of GAMES) {
        const last = states.at(-1)!;
        for (const e of last.log) {
          entries.add(e.e);
          clean(entryText(e), `${l} ${e.e}`);
        }
        for (const s of states) {
          const d = decision(s);
          if (!d) {
            clean(resultText(view(s, "observer")) ?? "", "result");
            continue;
          }
          kinds.add(d.kind);
          const v = view(s, d.player);
          clean(promptText(v.decision!), `${l} prompt ${d.kind}`);
          clean(kindPrompt(d.kind, d.n), `${l} kind ${d.kind}`);
          for (const a of d.actions) clean(actionLabel(a, v, d.player), `${l} ${d.kind} ${keyOf(a)}`);
        }
      }
    }
  } finally {
    lang.value = "en";
  }
  for (const k of ["turn", "buildAction", "lsAction", "dismantle", "placeUnrest"]) assert.ok(kinds.has(k), k);
  for (const e of ["play", "unrest", "factory", "infra", "ls", "track", "phase", "flight"])
    assert.ok(entries.has(e), e);
});

test("a replay shows the last step first, any step with the move that led to it, and fetches ahead", async () => {
  const s = newGame(5, { rules: "2016" });
  const pick = chooser(5);
  const revealed: unknown[] = [];
  const moves: { seat: string; action: Action; text: string }[] = [];
  const reveal = (x: State) => ({
    ...view(x, "observer"),
    log: x.log.slice(),
    hands: { west: x.hands.west.slice(), east: x.hands.east.slice() },
  });
  revealed.push(reveal(s));
  for (let i = 0; i < 60; i++) {
    const d = decision(s);
    assert.ok(d, `the game goes on at step ${i}`);
    const a = d.actions[pick(d.actions.length)]!;
    moves.push({ seat: d.player, action: a, text: "server words" });
    applyInPlace(s, a);
    revealed.push(reveal(s));
  }
  const asked: number[] = [];
  const steps = new ReplaySteps(async (n) => {
    asked.push(n);
    if (n > 60) throw new Error("no such step");
    return { step: n, steps: 60, move: n ? moves[n - 1]! : null, state: revealed[n] };
  });
  await steps.start();
  assert.equal(steps.total.value, 60);
  assert.equal(steps.shown.value?.n, 60);
  await steps.go(12);
  const shown = steps.shown.value!;
  assert.equal(shown.n, 12);
  assert.equal(shown.before?.step, 11);
  assert.equal((shown.step.state as { seq: number }).seq, 12);
  // The move in words, from the state before it (not the server's English).
  const text = moveText(shown.step, shown.before);
  assert.match(text, /^(West|East): /);
  assert.ok(!text.includes("server words"), text);
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(asked.includes(13) && asked.includes(10), `fetched ahead: ${asked.join(",")}`);
  // Out of range: clamped; a failed fetch shows an error and keeps the step shown.
  await steps.go(999);
  assert.equal(steps.shown.value?.n, 60);
  const failing = new ReplaySteps(async () => {
    throw new Error("409 carried over");
  });
  await failing.start();
  assert.equal(failing.error.value, "409 carried over");
});

test("a player's log names the cards he drew once; a spectator's keeps the public count", () => {
  const s = GAMES[0]!.at(-1)!;
  for (const viewer of ["west", "east"] as const) {
    const log = view(s, viewer).log;
    const drew = log.filter((l) => l.e === "drew").length;
    const dropped = log.filter((_, i) => redundant(log, i));
    assert.ok(drew > 0);
    assert.ok(dropped.length > 0 && dropped.every((l) => l.e === "draw" && l.side === viewer), viewer);
  }
  const seen = view(s, "observer").log;
  assert.ok(seen.some((l) => l.e === "draw"));
  assert.ok(seen.every((_, i) => !redundant(seen, i)));
});
