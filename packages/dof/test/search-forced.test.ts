// 4.5.4 / 10.2: a player holding a Scoring card at Verify Held Cards loses. The search hooks play a
// Scoring card when the Scoring cards in hand fill every card play left in the turn (the bot itself,
// in packages/search/test/dof-held-scoring.test.ts).
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Action, CARD, CARDS, decision } from "@dawn/engine";
import type { Turn } from "@dawn/platform";
import { DOF_SEARCH_HOOKS, demWinChance, forcedScoring } from "../src/search.ts";
import { giveHand, lostLastRound, PLAIN, roundStart } from "./held-scoring.ts";

const hooks = DOF_SEARCH_HOOKS;
const scoring = CARD.POLAND_SCORING;

function turnOf(s: ReturnType<typeof lostLastRound>): Turn<Action> {
  const d = decision(s)!;
  return { seat: d.player, kind: d.kind, prompt: d.prompt, actions: d.actions };
}

const isScoringPlay = (a: Action | undefined): boolean => a?.t === "play" && CARDS[a.card]!.scoring;

test("the last Action Round with a Scoring card in hand: the Scoring card, unsearched, in the bot and inside the search", () => {
  const s = lostLastRound();
  const turn = turnOf(s);
  assert.ok(
    turn.actions.some((a) => !isScoringPlay(a)),
    "another play is legal",
  );
  const i = forcedScoring(s, turn);
  assert.ok(isScoringPlay(turn.actions[i]), "the forced play is the Scoring card");
  assert.equal(hooks.searchWeight!(s, turn), 0, "not searched");
  const p = hooks.priors!(s, turn, 1, true)!;
  assert.equal(p.indexOf(Math.max(...p)), i, "the prior the bot follows");
  for (let k = 0; k < 20; k++) assert.equal(hooks.rolloutAction!(s, turn, Math.random), i, "the fast policy");
});

test("a card that can take the Scoring card out of the hand keeps the last round a free (searched) choice", () => {
  for (const way of [CARD.EXIT_VISAS, CARD.BROUGHT_IN_FOR_QUESTIONING]) {
    const s = lostLastRound();
    giveHand(s, "dem", [way, scoring]);
    const turn = turnOf(s);
    assert.equal(forcedScoring(s, turn), -1, CARDS[way]!.name);
    assert.equal(hooks.searchWeight!(s, turn), 1);
  }
  const c = roundStart("com", 7);
  giveHand(c, "com", [CARD.KISS_OF_DEATH, CARD.HUNGARY_SCORING]);
  assert.equal(forcedScoring(c, turnOf(c)), -1, "Kiss of Death");
  giveHand(c, "com", [CARD.STASI, CARD.HUNGARY_SCORING]);
  assert.ok(forcedScoring(c, turnOf(c)) >= 0, "Stasi cannot take it out");
});

test("a Scoring card with a later round still to come: the choice is free (and searched)", () => {
  const s = roundStart("dem", 6);
  giveHand(s, "dem", [PLAIN, scoring, CARD.MICHNIK]);
  const turn = turnOf(s);
  assert.equal(forcedScoring(s, turn), -1);
  assert.equal(hooks.searchWeight!(s, turn), 1);
});

test("Stasi's declaration and a General Strike round are card plays too", () => {
  const s = roundStart("dem", 6);
  // After the Democrat's sixth round Stasi has him name the card of his seventh, his last.
  const declare: Turn<Action> = {
    seat: "dem",
    kind: "stasiDeclare",
    prompt: "",
    actions: [
      { t: "card", card: PLAIN },
      { t: "card", card: scoring },
    ],
  };
  giveHand(s, "dem", [PLAIN, scoring]);
  assert.equal(forcedScoring(s, declare), 1);
  giveHand(s, "dem", [PLAIN, scoring, CARD.MICHNIK]);
  s.round = 5;
  assert.equal(forcedScoring(s, declare), -1, "two rounds to come");
  const c = roundStart("com", 7);
  giveHand(c, "com", [CARD.STASI, CARD.HUNGARY_SCORING]);
  const strike: Turn<Action> = {
    seat: "com",
    kind: "generalStrike",
    prompt: "",
    actions: [
      { t: "card", card: CARD.STASI },
      { t: "play", card: CARD.HUNGARY_SCORING, as: "event" },
    ],
  };
  assert.equal(forcedScoring(c, strike), 1);
});

test("Honecker's extra round (#15) counts: the Communist may still keep his Scoring card for it", () => {
  const s = roundStart("com", 7);
  giveHand(s, "com", [CARD.STASI, CARD.HUNGARY_SCORING]);
  giveHand(
    s,
    "dem",
    s.hands.dem.filter((c) => !CARDS[c]!.scoring),
  );
  const turn: Turn<Action> = {
    seat: "com",
    kind: "actionRound",
    prompt: "",
    actions: [
      { t: "play", card: CARD.STASI, as: "event" },
      { t: "play", card: CARD.HUNGARY_SCORING, as: "event" },
    ],
  };
  assert.equal(forcedScoring(s, turn), 1, "his seventh round is his last");
  s.lasting.push({ card: CARD.HONECKER, side: "com", until: "turn" });
  assert.equal(forcedScoring(s, turn), -1, "an eighth is to come");
  // At the Democrat's seventh round the Communist's Scoring card is not lost yet: round 8 is his.
  s.phasing = "dem";
  giveHand(s, "com", [CARD.HUNGARY_SCORING]);
  const withExtra = demWinChance(s);
  s.lasting = [];
  assert.ok(demWinChance(s) > 0.9, "without Honecker he holds it at Verify Held Cards");
  assert.ok(withExtra < 0.9, `with Honecker he can still play it (${withExtra})`);
});
