// The one door: illegal actions, purity of apply, replay and hashes, undo, resign, views, determinize,
// and checked random games under both rule versions.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  apply,
  applyInPlace,
  CARD,
  canUndo,
  cloneState,
  decision,
  determinize,
  IllegalAction,
  logText,
  makeRecord,
  newGame,
  playRandomGame,
  RecordError,
  replay,
  resign,
  stateHash,
  undoLast,
  view,
} from "@dawn/wsdv-engine";
import { invariantProblems, runGame, viewProblems } from "../bench/harness.ts";
import { dec, gameWith, option, play, script, trigger, turnWith } from "./helpers.ts";

test("an illegal action throws IllegalAction and leaves the state untouched", () => {
  const s = newGame(4);
  const before = JSON.stringify(s);
  for (const bad of [
    { t: "play", card: CARD.RUSSIAN_TANKS, use: "event" },
    { t: "play", card: 999, use: "build" },
    { t: "province", province: 3 },
    { t: "option", option: "done" },
    { t: "nothing" },
    { t: "play", card: s.row[0], use: "fly" },
    null,
    "build",
  ]) {
    assert.throws(() => apply(s, bad as Action), IllegalAction);
    assert.throws(() => applyInPlace(s, bad as Action), IllegalAction);
  }
  assert.equal(JSON.stringify(s), before);
});

test("apply never changes its input; applyInPlace reaches the same state; actions may come through JSON", () => {
  const s = newGame(9);
  const json = JSON.stringify(s);
  const a = dec(s).actions[1]!;
  const n = apply(s, a);
  assert.equal(JSON.stringify(s), json);
  const m = cloneState(s);
  applyInPlace(m, JSON.parse(JSON.stringify(a)));
  assert.equal(stateHash(m), stateHash(n));
});

test("seed + options + actions replay byte for byte; the hash covers hidden parts but not the log", () => {
  const g = playRandomGame(12, { rules: "2014" });
  const rec = makeRecord(12, { rules: "2014" }, g.actions, g.state);
  const r = replay(JSON.parse(JSON.stringify(rec)));
  assert.equal(r.hashOk, true);
  assert.equal(JSON.stringify(r.state), JSON.stringify(g.state));
  const s = newGame(3);
  const t = cloneState(s);
  t.log.push({ e: "nothing", what: "a different wording" });
  assert.equal(stateHash(s), stateHash(t));
  const u = cloneState(s);
  u.deck.reverse();
  assert.notEqual(stateHash(s), stateHash(u));
  assert.throws(() => replay({ ...rec, game: "dof" } as never), RecordError);
  assert.throws(() => replay({ ...rec, actions: [{ t: "police" }] }), RecordError);
});

test("fixtures fix each decade's deck order", () => {
  const s = gameWith([CARD.LAND_REFORM, CARD.BERLIN_AIRLIFT]);
  assert.deepEqual(
    s.hands.west,
    [CARD.LAND_REFORM, CARD.BERLIN_AIRLIFT].sort((a, b) => a - b),
  );
});

test("undo: a player takes back his own steps while the decision is his, never past a draw or a reveal", () => {
  let s = newGame(21);
  assert.equal(canUndo(s, "west"), false);
  const c = s.row[0]!;
  s = play(s, c, "build");
  // West's build decision: he may take back the card choice.
  assert.equal(dec(s).player, "west");
  assert.equal(canUndo(s, "west"), true);
  assert.equal(canUndo(s, "east"), false);
  s = option(s, "done");
  // East decides now: West can no longer undo.
  assert.equal(canUndo(s, "west"), false);
  const rec = makeRecord(21, {}, [{ t: "play", card: c, use: "build" }]);
  const back = replay(undoLast(rec, apply(newGame(21), { t: "play", card: c, use: "build" }), "west")).state;
  assert.equal(stateHash(back), stateHash(newGame(21)));
  assert.throws(() => undoLast(rec, s, "east"), RecordError);
});

test("resign: the other side wins; the game is over", () => {
  const s = resign(newGame(2), "east");
  assert.deepEqual(s.result, { winner: "west", reason: "resignation" });
  assert.equal(decision(s), null);
  assert.throws(() => resign(s, "west"), IllegalAction);
  assert.equal(logText(s.log.at(-1)!), "West wins: resignation.");
});

test("views: own hand only, no deck order, no generator, log filtered; observers see no hand", () => {
  const s = newGame(5);
  for (const viewer of ["west", "east", "observer"] as const) assert.deepEqual(viewProblems(s, viewer), []);
  const w = view(s, "west");
  assert.deepEqual(w.hand, s.hands.west);
  assert.deepEqual(w.handSizes, { west: 2, east: 2 });
  assert.deepEqual(w.opponentHandDecades, [1, 1]);
  assert.ok(!JSON.stringify(w).includes(`"drew","side":"east"`));
  assert.equal(view(s, "observer").hand.length, 0);
  assert.equal(view(s, "east").decision!.actions, null);
  assert.ok(w.decision!.actions!.length > 0);
});

test("determinize: same view, hidden cards re-dealt by decade, depends only on the view and the seed", () => {
  const s = newGame(6);
  const d1 = determinize(s, "west", 1);
  assert.equal(JSON.stringify(view(d1, "west")), JSON.stringify(view(s, "west")));
  assert.deepEqual(invariantProblems(d1), []);
  assert.deepEqual(d1.hands.west, s.hands.west);
  assert.deepEqual(d1.row, s.row);
  const twin = determinize(s, "west", 99);
  assert.equal(stateHash(determinize(twin, "west", 5)), stateHash(determinize(s, "west", 5)));
  // Some sample differs from the truth in the East hand or the deck.
  let differs = false;
  for (let k = 0; k < 5; k++) {
    const d = determinize(s, "west", k);
    if (d.hands.east.join() !== s.hands.east.join() || d.deck.join() !== s.deck.join()) differs = true;
  }
  assert.ok(differs);
});

test("checked random games end under both rule versions: no crash, dead end, loop, leak or replay mismatch", () => {
  for (let seed = 1; seed <= 8; seed++) {
    const o = runGame(
      seed,
      { rules: seed % 2 ? "2014" : "2016" },
      {
        replay: true,
        invariants: true,
        logLeaks: true,
        viewEvery: 9,
        illegalEvery: 13,
        pureEvery: 11,
        undoEvery: 3,
      },
    );
    assert.equal(o.failure, null, JSON.stringify(o.failure));
    assert.ok(o.state!.result);
  }
});

test("determinize keeps the views of the side and of observers: entries the observer reads in another version stay", () => {
  // Guillaume Affair: East looks at the deck and removes a card; the log holds East's version (the
  // card) and everybody else's (a card of the deck), and the swap's versions for each viewer.
  for (const look of ["lookDeck", "lookHand"] as const) {
    const s = trigger(
      turnWith("east", CARD.GUILLAUME_AFFAIR),
      CARD.GUILLAUME_AFFAIR,
      script({ guillaume: [{ t: "option", option: look }] }),
    );
    const kinds = s.log.map((e) => e.e);
    assert.ok(kinds.includes(look === "lookDeck" ? "removedFromDeck" : "seen"), kinds.join());
    for (const side of ["west", "east"] as const)
      for (let k = 0; k < 4; k++) {
        const d = determinize(s, side, k);
        for (const viewer of [side, "observer"] as const)
          assert.equal(
            JSON.stringify(view(d, viewer)),
            JSON.stringify(view(s, viewer)),
            `${look}: ${viewer}'s view of the sample for ${side}`,
          );
        // Nothing only the other side read is kept.
        assert.ok(d.log.every((e) => e.only === undefined || e.only === side || e.only === "observer"));
      }
  }
});
