// The table's extras in the 1989 view: the odds of every roll a decision may start (checked against
// the engine's own arithmetic: tstAttemptTerms, the Support Check's target, and the dice actually
// rolled), and the scoring preview (checked against the engine's tally).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  actionKey,
  apply,
  applyInPlace,
  COUNTRIES,
  COUNTRY_SPACES,
  cloneState,
  decision,
  firstRolls,
  newGame,
  playRandomGame,
  type RollEntry,
  SCORING,
  type Side,
  SPACES,
  type State,
  tallyCountry,
  tstAttemptTerms,
  view,
} from "@dawn/engine";
import { type DofView, decisionOdds, dof, facesAtLeast, rollOdds, scoringNow } from "../src/index.ts";
import { randomGameStates } from "./states.ts";

const NONE: (Side | null)[] = SPACES.map(() => null);

test("faces of a die that reach a total", () => {
  assert.equal(facesAtLeast(0, 7), 0);
  assert.equal(facesAtLeast(0, 6), 1);
  assert.equal(facesAtLeast(2, 5), 4);
  assert.equal(facesAtLeast(5, 6), 6);
  assert.equal(facesAtLeast(-3, 2), 2);
});

/** The outcome of `a` with the first die fixed to `die` (the engine's own answer). */
function successWith(s: State, a: Action, die: number): boolean | null {
  const c = cloneState(s) as State & { options: State["options"] };
  c.options = { ...c.options, fixture: { dice: [die] } };
  c.fx = { dice: 0, deck: 0, power: 0 };
  const from = c.log.length;
  applyInPlace(c, a);
  for (const e of c.log.slice(from)) {
    const r = e as { die?: number; success?: boolean | null };
    if (typeof r.die === "number") return r.success ?? null;
  }
  return null;
}

test("the odds shown are the engine's: six dice rolled for real give the same count", () => {
  const seen = new Set<string>();
  let checked = 0;
  for (const s of randomGameStates([3, 8, 21, 24])) {
    const d = decision(s)!;
    for (const a of d.actions) {
      const o = rollOdds(s, a);
      if (!o) continue;
      seen.add(o.for);
      let wins = 0;
      for (let die = 1; die <= 6; die++) if (successWith(s, a, die)) wins++;
      assert.equal(o.faces, wins, `${d.kind} ${actionKey(a)} at step ${s.seq}`);
      checked++;
    }
  }
  assert.ok(checked > 200, `${checked} rolls checked`);
  for (const kind of ["supportCheck", "tst", "generalStrike", "event"])
    assert.ok(seen.has(kind), `${kind} rolls among ${[...seen].join(",")}`);
});

/**
 * The plain way to tell what `a` rolls first (the oracle of firstRolls): a whole copy of the state
 * with one fixed die, the action applied through the public door, the die's moment noted (the
 * state's count of secret things then), and the first roll logged after it.
 */
function firstRollOracle(s: State, a: Action, die: number): RollEntry | null {
  const c = cloneState(s) as State & { options: State["options"] };
  let secretAtDie = -1;
  const dice = new Proxy([die], {
    get(t, k, r) {
      if (k === "0") secretAtDie = c.secret;
      return Reflect.get(t, k, r);
    },
  });
  c.options = { ...c.options, fixture: { dice, strict: true } };
  c.fx = { dice: 0, deck: 0, power: 0 };
  const secret = c.secret;
  const from = c.log.length;
  try {
    applyInPlace(c, a);
  } catch {
    // a second die or a shuffle: what came before is logged
  }
  const e = c.log.slice(from).find((x): x is RollEntry => typeof (x as { die?: unknown }).die === "number");
  // rollDie counts the die as a secret thing before taking it: nothing else may come first.
  return e && secretAtDie === secret + 1 && e.die === die ? e : null;
}

test("firstRolls: the roll the action makes first, as the whole action through the public door logs it; the state untouched", () => {
  let rolls = 0;
  let none = 0;
  let n = 0;
  for (const s of randomGameStates([7, 31])) {
    if (n++ % 2) continue;
    const d = decision(s)!;
    const before = JSON.stringify(s);
    for (const die of [1, 4, 6]) {
      const got = firstRolls(s, d.actions, die);
      assert.equal(got.length, d.actions.length);
      d.actions.forEach((a, i) => {
        const want = firstRollOracle(s, a, die);
        assert.deepEqual(got[i], want, `${d.kind} ${actionKey(a)} die ${die} at step ${s.seq}`);
        if (want) rolls++;
        else none++;
      });
    }
    assert.equal(JSON.stringify(s), before, "the state is not changed");
  }
  assert.ok(rolls > 300 && none > 300, `${rolls} rolls, ${none} without`);
});

test("a Tiananmen Square attempt: the engine's tstAttemptTerms", () => {
  let n = 0;
  for (const s of randomGameStates([5, 6])) {
    const d = decision(s)!;
    if (d.kind !== "actionRound") continue;
    for (const a of d.actions) {
      if (a.t !== "play" || a.as !== "tst") continue;
      const o = rollOdds(s, a)!;
      const t = tstAttemptTerms(s, d.player, a.card);
      const mod = t.mods.reduce((x, m) => x + m.value, 0);
      assert.deepEqual(
        { for: o.for, side: o.side, mod: o.mod, need: o.need },
        { for: "tst", side: d.player, mod, need: t.need },
      );
      n++;
    }
  }
  assert.ok(n > 20, `${n} attempts`);
});

test("a Support Check needs more than twice the stability", () => {
  let n = 0;
  for (const s of randomGameStates([9])) {
    const d = decision(s)!;
    if (d.kind !== "supportCheck") continue;
    for (const a of d.actions) {
      if (a.t !== "space") continue;
      const o = rollOdds(s, a)!;
      assert.equal(o.for, "supportCheck");
      assert.equal(o.need, SPACES[a.space]!.stability * 2 + 1);
      n++;
    }
  }
  assert.ok(n > 10);
});

test("only the player deciding sees odds, on his screen, and nothing hidden changes them", () => {
  let n = 0;
  const screen = dof.screenView!;
  for (const s of randomGameStates([2, 12])) {
    const d = decision(s)!;
    const mine = JSON.parse(JSON.stringify(screen(s, d.player))) as DofView;
    const theirs = JSON.parse(JSON.stringify(screen(s, d.player === "com" ? "dem" : "com"))) as DofView;
    const obs = JSON.parse(JSON.stringify(screen(s, "observer"))) as DofView;
    // Bots' views have no odds; the screen's view is theirs with the odds added.
    const { odds: _odds, ...rest } = mine;
    assert.deepEqual(rest, JSON.parse(JSON.stringify(dof.view(s, d.player))));
    assert.equal("odds" in (dof.view(s, d.player) as DofView), false);
    assert.equal(theirs.odds, null);
    assert.equal(obs.odds, null);
    if (!mine.odds) continue;
    n++;
    // Another deal of the hidden cards, the same odds.
    const other = dof.determinize(s, d.player, 77 + n);
    assert.deepEqual(JSON.parse(JSON.stringify(screen(other, d.player))).odds, mine.odds);
    assert.equal(mine.odds.length, d.actions.length, "one entry per legal action");
    for (const [i, o] of mine.odds.entries()) assert.deepEqual(o, rollOdds(s, d.actions[i]!));
    if (n > 60) break;
  }
  assert.ok(n > 20);
});

test("a view is a snapshot: a state changed in place after it was made leaves its odds as they were", () => {
  let s = newGame(4, { scenario: "standard" });
  while (decision(s)!.kind !== "supportCheck") s = apply(s, decision(s)!.actions.at(-1)!);
  const d = decision(s)!;
  const v = dof.screenView!(s, d.player) as DofView;
  const text = JSON.stringify(v);
  const before = JSON.stringify(dof.screenView!(cloneState(s), d.player));
  assert.ok(
    v.odds?.some((o) => o !== null),
    "a Support Check has odds",
  );
  applyInPlace(s, d.actions[0]!);
  assert.equal(JSON.stringify(v), text, "the view did not change");
  assert.equal(text, before, "and it is what a copy of the state gave");
  // Plain data only: nothing in the view is worked out when read.
  for (const k of Object.keys(v)) {
    const p = Object.getOwnPropertyDescriptor(v, k)!;
    assert.equal(p.get, undefined, `${k} is a value`);
  }
});

test("scoring preview: an empty board scores nothing anywhere", () => {
  const rows = scoringNow({ control: NONE, flags: {} });
  assert.deepEqual(
    rows.map((r) => r.country),
    [...COUNTRIES],
  );
  for (const r of rows) {
    assert.deepEqual(r.level, { com: "none", dem: "none" });
    assert.equal(r.net, 0);
  }
});

test("scoring preview: every Polish space is Control plus every battleground", () => {
  const control = [...NONE];
  for (const id of COUNTRY_SPACES.Poland) control[id] = "dem";
  const pl = scoringNow({ control, flags: {} }).find((r) => r.country === "Poland")!;
  const bgs = COUNTRY_SPACES.Poland.filter((id) => SPACES[id]!.battleground).length;
  assert.equal(pl.level.dem, "control");
  assert.equal(pl.points.dem, SCORING.Poland.control + bgs);
  assert.equal(pl.net, SCORING.Poland.control + bgs);
});

test("scoring preview: Systematization's eliminated space does not count", () => {
  const gone = COUNTRY_SPACES.Romania.find((id) => SPACES[id]!.battleground)!;
  const control = [...NONE];
  control[gone] = "com";
  const [with_, without] = ([{}, { systematized: gone + 1 }] as Record<string, number>[]).map(
    (flags) => scoringNow({ control, flags }).find((r) => r.country === "Romania")!,
  );
  assert.equal(with_!.level.com, "presence");
  assert.equal(with_!.net, -(SCORING.Romania.presence + 1));
  assert.equal(without!.level.com, "none");
  assert.equal(without!.totalBattlegrounds, with_!.totalBattlegrounds - 1);
});

test("scoring preview in every view matches the engine's own tally", () => {
  for (const seed of [4, 17]) {
    const { state } = playRandomGame(seed);
    for (const who of ["com", "dem", "observer"] as const) {
      const rows = (dof.view(state, who) as DofView).scoringNow;
      assert.deepEqual(
        rows,
        scoringNow(view(state, "observer")),
        "the same for every viewer (public information)",
      );
      for (const r of rows) {
        const t = tallyCountry(state, r.country);
        assert.deepEqual(r.points, t.points, r.country);
        assert.deepEqual(r.level, t.level, r.country);
      }
    }
  }
});

test("the odds of a decision are each action's own: the shortcuts (a Support Check's sums, placements with nothing after them) hide no roll", () => {
  const byKind = new Map<string, { decisions: number; rolls: number }>();
  for (const s of randomGameStates(Array.from({ length: 24 }, (_, i) => 100 + i))) {
    const d = decision(s)!;
    const got = decisionOdds(s, d.player);
    const want = d.actions.map((a) => rollOdds(s, a));
    const rolls = want.filter((o) => o !== null).length;
    assert.deepEqual(got ?? d.actions.map(() => null), want, `${d.kind} at step ${s.seq}`);
    const k = d.kind === "placeSupport" ? `placeSupport:${(d.ops ?? 0) > 2 ? "more" : "last"}` : d.kind;
    const e = byKind.get(k) ?? { decisions: 0, rolls: 0 };
    e.decisions++;
    e.rolls += rolls;
    byKind.set(k, e);
  }
  const seen = (k: string) => byKind.get(k) ?? { decisions: 0, rolls: 0 };
  assert.ok(seen("supportCheck").rolls > 1000, `supportCheck ${JSON.stringify(seen("supportCheck"))}`);
  assert.ok(
    seen("placeSupport:last").decisions > 300,
    `placeSupport ${JSON.stringify(seen("placeSupport:last"))}`,
  );
  assert.ok(seen("placeSupport:last").rolls > 0, "an event after the Operations rolls");
  assert.ok(seen("placeSupport:more").decisions > 300);
});
