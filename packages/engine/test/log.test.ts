// The typed log: entries are data whose numbers add up, render in English, and hide what they must.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  assertFixtureUsed,
  FixtureError,
  fixtureLeft,
  type LogEntry,
  logText,
  redact,
  rulesHash,
  SPACES,
  type State,
  stateHash,
  visibleLog,
} from "@dawn/engine";
import { mixedOptions, playRandomGame } from "../src/random-play.ts";
import { CARD, edit, option, place, playAs, setHand, setSP, setupGame, withDice } from "./helpers.ts";

const games: State[] = [];
for (let i = 0; i < 120; i++)
  games.push(playRandomGame(70_000 + i, mixedOptions(i), 20_000, "scoringWhenDue").state);

test("every change of the VP marker is one vp entry: the entries add up to the score", () => {
  for (const s of games) {
    let vp = 0;
    for (const e of s.log) {
      if (e.t !== "vp") continue;
      assert.notEqual(e.n, 0, "no empty VP entry");
      vp += e.side === "dem" ? e.n : -e.n;
      assert.equal(e.vp, vp, "each entry carries the marker after it");
    }
    assert.equal(vp, s.vp);
    const last = s.log.at(-1)!;
    assert.equal(last.t, "result");
    assert.deepEqual(last.t === "result" && [last.winner, last.reason, last.vp], [
      s.result!.winner,
      s.result!.reason,
      s.result!.vp,
    ]);
  }
});

test("die rolls: total = die + modifiers, success = total >= need", () => {
  let rolls = 0;
  const purposes = new Set<string>();
  for (const s of games) {
    for (const e of s.log) {
      if (e.t !== "check" && e.t !== "tst" && e.t !== "roll") continue;
      rolls++;
      purposes.add(e.t === "roll" ? e.for : e.t);
      assert.ok(e.die >= 1 && e.die <= 6);
      assert.equal(e.total, e.die + e.mods.reduce((a, m) => a + m.value, 0), logText(e));
      if (e.need === null) assert.equal(e.success, null);
      else assert.equal(e.success, e.total >= e.need, logText(e));
      if (e.t === "check") {
        assert.equal(e.mods[0]?.why, "ops");
        assert.equal(e.removed + e.added, e.success ? e.total - (e.need - 1) : 0, logText(e));
      }
    }
  }
  assert.ok(rolls > 1000);
  for (const p of ["check", "tst", "psSupportLoss", "psVp", "psInitiative", "event"])
    assert.ok(purposes.has(p), p);
});

test("SP entries match the board: the set-up SPs plus every logged change give the final SPs", () => {
  for (const s of games) {
    const sp = { com: SPACES.map((x) => x.setup.com), dem: SPACES.map((x) => x.setup.dem) };
    for (const e of s.log) {
      if (e.t === "sp") sp[e.side][e.space]! += e.n;
      else if (e.t === "spConvert") {
        sp[e.from][e.space]! -= e.n;
        sp[e.to][e.space]! += e.n;
      } else if (e.t === "spMove") {
        sp[e.side][e.from]! -= e.n;
        sp[e.side][e.to]! += e.n;
      } else if (e.t === "check") {
        sp[e.side === "com" ? "dem" : "com"][e.space]! -= e.removed;
        sp[e.side][e.space]! += e.added;
      } else if (e.t === "systematized") {
        sp.com[e.space]! -= e.com;
        sp.dem[e.space]! -= e.dem;
        if (e.movedTo !== null) sp.com[e.movedTo]! += e.com;
      }
    }
    assert.deepEqual(sp, s.sp);
  }
});

test("every entry renders as a sentence, and views redact hidden cards per seat", () => {
  const types = new Set<string>();
  for (const s of games) {
    for (const e of s.log) {
      types.add(e.t);
      const text = logText(e);
      assert.ok(text.length > 3 && !/undefined|NaN|\[object/.test(text), `${e.t}: ${text}`);
      const forObserver = redact(e, "observer");
      if (e.seen) {
        assert.notEqual(forObserver, e, "an entry with hidden parts is redacted for observers");
        const hidden =
          forObserver.t === "cardMove" ? forObserver.card : "cards" in forObserver ? forObserver.cards : "?";
        assert.equal(hidden, null, `${e.t}: the hidden cards are null for observers`);
        for (const side of ["com", "dem"] as const) {
          if (e.seen.includes(side)) assert.equal(redact(e, side), e);
          else assert.notEqual(redact(e, side), e);
        }
      } else assert.equal(forObserver, e);
    }
    for (const viewer of ["com", "dem", "observer"] as const) {
      const v = visibleLog(s.log, viewer);
      assert.equal(v.length, s.log.length, "every entry is listed for every viewer");
    }
  }
  for (const t of [
    "turn",
    "deal",
    "play",
    "event",
    "sp",
    "vp",
    "check",
    "tst",
    "psStart",
    "psPlay",
    "psResult",
    "scoring",
  ])
    assert.ok(types.has(t), t);
});

test("the rules hash ignores the log: rewording or dropping entries never changes it", () => {
  const s = games[0]!;
  const h = stateHash(s);
  assert.equal(rulesHash(s), h);
  const noLog = edit(s, (n) => {
    n.log = [];
  });
  assert.equal(stateHash(noLog), h);
  const changed = edit(s, (n) => {
    n.log = n.log.map((e): LogEntry => (e.t === "turn" ? { ...e, turn: e.turn } : e));
    n.log.push({ t: "finalScoring", turn: 99 });
  });
  assert.equal(stateHash(changed), h);
  // The rules state itself does count, hidden parts included.
  assert.notEqual(stateHash(edit(s, (n) => void n.deck.reverse())), s.deck.length > 1 ? h : "");
  assert.notEqual(stateHash(edit(s, (n) => void (n.rng += 1))), h);
});

test("fixtures: a die tagged for another purpose is an error", () => {
  let s = setHand(setupGame(), "com", [CARD.com3, CARD.com1]);
  s = setSP(s, { Krakow: [0, 3] });
  const tagged = edit(s, (n) => {
    (n as { options: State["options"] }).options = {
      ...n.options,
      fixture: { dice: [{ die: 4, for: "tst" }] },
    };
    n.fx = { dice: 0, deck: 0, power: 0 };
  });
  assert.throws(() => place(option(playAs(tagged, CARD.com3, "ops"), "check"), "Krakow"), FixtureError);
  const right = edit(tagged, (n) => {
    (n as { options: State["options"] }).options = {
      ...n.options,
      fixture: { dice: [{ die: 4, for: "supportCheck" }] },
    };
  });
  const after = place(option(playAs(right, CARD.com3, "ops"), "check"), "Krakow");
  const checks = after.log.filter((e) => e.t === "check");
  assert.equal(checks.at(-1)?.t === "check" && checks.at(-1)?.die, 4);
});

test("strict fixtures: running out of dice is an error, unused dice are reported", () => {
  const s = setSP(setHand(setupGame(), "com", [CARD.com3, CARD.com1]), { Krakow: [0, 3], Lublin: [0, 3] });
  const strict = (dice: number[]) =>
    edit(s, (n) => {
      (n as { options: State["options"] }).options = { ...n.options, fixture: { dice, strict: true } };
      n.fx = { dice: 0, deck: 0, power: 0 };
    });
  // Two checks, one die: the second roll fails.
  const one = place(option(playAs(strict([3]), CARD.com3, "ops"), "check"), "Krakow");
  assert.throws(() => place(one, "Lublin"), FixtureError);
  // Not strict: the generator takes over.
  const loose = place(place(option(playAs(withDice(s, [3]), CARD.com3, "ops"), "check"), "Krakow"), "Lublin");
  assert.equal(loose.log.filter((e) => e.t === "check").length, 2);
  // Three dice for two checks: one is left unused.
  const three = place(
    place(option(playAs(strict([3, 3, 3]), CARD.com3, "ops"), "check"), "Krakow"),
    "Lublin",
  );
  assert.deepEqual(fixtureLeft(three), { dice: 1, decks: 0, powerDecks: 0 });
  assert.throws(() => assertFixtureUsed(three), FixtureError);
  const two = place(place(option(playAs(strict([3, 3]), CARD.com3, "ops"), "check"), "Krakow"), "Lublin");
  assertFixtureUsed(two);
});
