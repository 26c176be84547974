// The one door: illegal actions, purity of apply, undo barriers, views and determinize.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  apply,
  applyInPlace,
  canUndo,
  cloneState,
  decision,
  determinize,
  IllegalAction,
  makeRecord,
  newGame,
  replay,
  resign,
  stateHash,
  undoLast,
  view,
} from "@dawn/engine";
import { invariantProblems, logProblems, viewProblems } from "../bench/harness.ts";
import {
  CARD,
  clearBoard,
  dec,
  edit,
  option,
  place,
  playAs,
  setHand,
  setSP,
  setupGame,
  withDice,
} from "./helpers.ts";

test("an illegal action throws IllegalAction and leaves the state untouched", () => {
  const s = setupGame();
  const before = stateHash(s);
  for (const bad of [
    { t: "space", space: 3 },
    { t: "play", card: 999, as: "ops" },
    { t: "option", option: "pass" },
    { t: "nothing" },
    null,
  ]) {
    assert.throws(() => apply(s, bad as Action), IllegalAction);
    assert.throws(() => applyInPlace(s, bad as Action), IllegalAction);
  }
  assert.equal(stateHash(s), before);
  assert.ok(decision(s));
});

test("apply never changes its input; applyInPlace gives the same next state", () => {
  const s = setupGame();
  const json = JSON.stringify(s);
  const a = dec(s).actions[0]!;
  const n = apply(s, a);
  assert.equal(JSON.stringify(s), json);
  const m = cloneState(s);
  applyInPlace(m, a);
  assert.equal(stateHash(m), stateHash(n));
});

test("undo: own steps may be taken back until the other player is asked anything", () => {
  let g = newGame(5);
  const acts: Action[] = [];
  const go = (a: Action) => {
    acts.push(a);
    g = apply(g, a);
  };
  go(dec(g).actions[0]!); // the Communist places a set-up SP
  assert.equal(canUndo(g, "com"), true);
  assert.equal(canUndo(g, "dem"), false);
  const back = replay(undoLast(makeRecord(5, { scenario: "standard" }, acts), g, "com")).state;
  assert.equal(stateHash(back), stateHash(newGame(5)));
  go(dec(g).actions[0]!); // his second SP: the Democrat decides next
  assert.equal(dec(g).player, "dem");
  assert.equal(canUndo(g, "com"), false, "the Democrat has been asked: the handover is a barrier");
  assert.equal(canUndo(g, "dem"), false, "the Democrat has done nothing yet");
  assert.throws(() => undoLast(makeRecord(5, { scenario: "standard" }, acts), g, "com"));
  go(dec(g).actions[0]!); // the Democrat acts
  assert.equal(canUndo(g, "com"), false);
  assert.equal(canUndo(g, "dem"), true);
  assert.throws(() => undoLast(makeRecord(5, { scenario: "standard" }, acts), g, "com"));
});

test("undo: a die roll is a barrier", () => {
  let s = setSP(setHand(clearBoard(setupGame()), "com", [CARD.com3, CARD.com1]), { Gdansk: [0, 2] });
  s = withDice(s, [6]);
  s = playAs(s, CARD.com3, "ops");
  assert.equal(canUndo(s, "com"), true);
  s = option(s, "check");
  assert.equal(canUndo(s, "com"), true);
  s = place(s, "Gdansk");
  assert.equal(canUndo(s, "com"), false, "the check rolled a die");
});

test("views: own hand only, no deck order, generator or fixture; observers see no hand", () => {
  const s = setupGame({ fixture: { dice: [1, 2, 3] } });
  for (const viewer of ["com", "dem", "observer"] as const) assert.deepEqual(viewProblems(s, viewer), []);
  const v = view(s, "com");
  assert.deepEqual(v.hand, s.hands.com);
  assert.equal(v.handSizes.dem, 8);
  const json = JSON.stringify(view(s, "dem"));
  assert.equal(json.includes('"fixture"'), false);
  assert.equal(json.includes(String(s.rng)), false);
  assert.deepEqual(view(s, "observer").hand, []);
  assert.equal(view(s, "dem").decision?.actions, null, "the Communist's legal actions are his");
});

test("the leak checks catch a public log line naming a hidden card", () => {
  const s = setupGame();
  const hidden = s.hands.dem[0]!;
  const t = edit(s, (n) => {
    n.log.push({ t: "draw", side: "dem", n: 1, cards: [hidden], turn: 1 });
  });
  assert.equal(logProblems(t, t.log.length - 1).length, 1);
  const ok = edit(s, (n) => {
    n.log.push({ t: "draw", side: "dem", n: 1, cards: [hidden], turn: 1, seen: ["dem"] });
  });
  assert.deepEqual(logProblems(ok, ok.log.length - 1), []);
});

test("the invariant check catches a card in two places and negative SPs", () => {
  const s = setupGame();
  assert.deepEqual(invariantProblems(s), []);
  const dup = edit(s, (n) => {
    n.discard.push(n.hands.com[0]!);
    n.sp.dem[3] = -1;
  });
  assert.equal(invariantProblems(dup).length, 2);
});

test("determinize: the viewer's view is unchanged, the opponent's hand and the deck are re-sampled", () => {
  const s = setupGame({}, [], 12);
  const d = determinize(s, "com", 77);
  assert.equal(JSON.stringify(view(d, "com")), JSON.stringify(view(s, "com")));
  assert.deepEqual(d.hands.com, s.hands.com);
  assert.equal(d.hands.dem.length, s.hands.dem.length);
  assert.notDeepEqual([...d.hands.dem, ...d.deck], [...s.hands.dem, ...s.deck]);
  // Same cards overall.
  const all = (x: typeof s) => [...x.hands.dem, ...x.deck].sort((a, b) => a - b);
  assert.deepEqual(all(d), all(s));
  // Known cards stay in the opponent's hand.
  const known = s.hands.dem[2]!;
  const k = edit(s, (n) => {
    n.known.com.push(known);
  });
  for (let seed = 0; seed < 5; seed++) assert.ok(determinize(k, "com", seed).hands.dem.includes(known));
  // The determinized game plays on.
  const n = apply(d, dec(d).actions[0]!);
  assert.ok(decision(n));
});

test("resign: the other side wins", () => {
  const s = resign(setupGame(), "com");
  assert.deepEqual(s.result, { winner: "dem", reason: "resignation", vp: 0 });
  assert.equal(decision(s), null);
  assert.throws(() => resign(s, "dem"), IllegalAction);
});
