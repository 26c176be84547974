// Records: a scripted game with fixed decks, Power Struggle deck and dice replays exactly, and
// publicSummary gives the public state by name (what the CLI prints).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  apply,
  CARDS,
  type GameRecord,
  makeRecord,
  newGame,
  type Options,
  publicSummary,
  RecordError,
  replay,
  type State,
  spaceId,
  stateHash,
} from "@dawn/engine";
import { dec, powerDeck } from "./helpers.ts";

const EARLY = CARDS.filter((c) => c && c.period === "Early").map((c) => c.number);
// Communist gets the 1st, 3rd ... cards: Poland Scoring first; the Democrat's first is Roundtable Talks.
const FIRST = [22, 17];
const ORDER = [...FIRST, ...EARLY.filter((c) => !FIRST.includes(c))];
const OPTIONS: Options = {
  scenario: "standard",
  fixture: {
    decks: [ORDER],
    // Communist Power Struggle hand: March 6 first (8 cards), then the Democrat's 12.
    powerDecks: [powerDeck([19, 41, 37, 38, 7, 8, 9, 10, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 1, 2])],
    // Support loss roll 3 (1 SP), VP roll 5 (2 VP).
    dice: [3, 5],
  },
};

const S = (name: string): Action => ({ t: "space", space: spaceId(name) });
const SCRIPT: Action[] = [
  // 3.4 placements: C2 D3 C3 D4 C2.
  S("Lodz"),
  S("Lodz"),
  S("Krakow"),
  S("Krakow"),
  S("Wroclaw"),
  S("Lodz"),
  S("Warszawa"),
  S("Warszawa"),
  S("Wroclaw"),
  S("Wroclaw"),
  S("Polish Writers"),
  S("Polish Writers"),
  S("Bydgoszcz"),
  S("Bydgoszcz"),
  // Communist Action Round 1: Poland Scoring.
  { t: "play", card: 22, as: "event" },
  { t: "option", option: "pass" }, // Communist does not raise
  { t: "option", option: "pass" }, // nor the Democrat
  { t: "power", card: 19 }, // March 6
  { t: "option", option: "concede" },
  S("Gdansk"), // the Democrat loses 1 SP
  { t: "option", option: "retain" },
  // Democrat Action Round 1: Roundtable Talks for 3 Ops.
  { t: "play", card: 17, as: "ops" },
  { t: "option", option: "place" },
  S("Jagiellonian University"),
  S("Jagiellonian University"),
  S("Jagiellonian University"),
];

function play(seed: number): { state: State; record: GameRecord } {
  let s = newGame(seed, OPTIONS);
  for (const a of SCRIPT) s = apply(s, a);
  return { state: s, record: makeRecord(seed, OPTIONS, SCRIPT, s) };
}

test("a scripted record with fixed decks and dice replays exactly, also through JSON", () => {
  const { state, record } = play(1);
  const r = replay(JSON.parse(JSON.stringify(record)) as GameRecord);
  assert.equal(r.hashOk, true);
  assert.equal(stateHash(r.state), stateHash(state));
  assert.equal(dec(r.state).kind, "actionRound");
  assert.equal(dec(r.state).player, "com");
  // With every chance fixed, the seed does not matter.
  assert.deepEqual(publicSummary(play(999).state), publicSummary(state));
});

test("publicSummary: VP, turn, round, SPs by name, tracks, hands, piles and the log", () => {
  const sum = publicSummary(play(1).state);
  // Communist: 2 VP from the struggle, 3 for Power; Poland: both presence + 2 battlegrounds = 0 net.
  assert.equal(sum.vp, -5);
  assert.equal(sum.turn, 1);
  assert.equal(sum.round, 2);
  assert.equal(sum.phasing, "com");
  assert.deepEqual(sum.spaces.Lodz, { com: 3, dem: 0, control: "com" });
  assert.deepEqual(sum.spaces.Warszawa, { com: 3, dem: 0, control: "com" });
  assert.deepEqual(sum.spaces.Bydgoszcz, { com: 3, dem: 0, control: null });
  assert.equal(sum.spaces.Gdansk, undefined, "its only SP was lost in the struggle");
  assert.deepEqual(sum.spaces["Jagiellonian University"], { com: 0, dem: 3, control: "dem" });
  assert.deepEqual(sum.spaces.Krakow, { com: 0, dem: 3, control: "dem" });
  assert.deepEqual(sum.spaces["Catholic Church, Poland"], { com: 0, dem: 5, control: "dem" });
  assert.equal(sum.spaces.Schwerin, undefined, "empty spaces are left out");
  assert.deepEqual(sum.tst, { com: 0, dem: 0 });
  assert.deepEqual(sum.ussr, { box: 0, label: "U.S.S.R. Stable" });
  assert.equal(sum.power.Poland, "com");
  assert.deepEqual(sum.handSizes, { com: 7, dem: 7 });
  assert.equal(sum.deckSize, 40 - 16);
  assert.deepEqual(sum.discard, ["Poland Scoring", "Roundtable Talks"]);
  assert.deepEqual(sum.removed, []);
  assert.equal(sum.result, null);
  const log = sum.log.join("\n");
  assert.match(log, /Power Struggle in Poland/);
  assert.match(log, /Support loss roll: 3 \+ 0 = 3: the Democrat removes 1 SP/);
  assert.match(log, /The Communist retains Power in Poland.\nCommunist gains 3 VP for Power in Poland/);
  assert.match(log, /Poland scored: .*net \+0/);
  // The summary is plain JSON without hidden parts.
  const json = JSON.stringify(sum);
  for (const hidden of ['"hands"', '"deck"', '"rng"', '"fixture"'])
    assert.equal(json.includes(hidden), false);
});

test("replay reports a changed hash and rejects an illegal action with its index", () => {
  const { record } = play(1);
  assert.equal(replay({ ...record, hash: "0000000000000000" }).hashOk, false);
  const bad = { ...record, actions: [...record.actions.slice(0, 20), { t: "space", space: 0 } as Action] };
  assert.throws(
    () => replay(bad),
    (e: unknown) => e instanceof RecordError && /Action 20/.test(e.message),
  );
  assert.throws(() => replay({ ...record, engineVersion: 0 }), RecordError);
  assert.throws(() => replay({ ...record, game: "chess" } as unknown as GameRecord), RecordError);
});
