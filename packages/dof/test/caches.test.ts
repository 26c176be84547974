// The module's shortcuts give what the plain computations give: the view's log made from cached
// entries equals the engine's view (for every viewer, at every step of random games, so hidden
// cards stay hidden exactly as the engine hides them), and the odds, whose copy of the state stops
// once the roll is logged, equal the odds of a copy played on to the next decision, and the scoring
// preview shared by equal boards equals a fresh one.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  applyInPlace,
  cloneState,
  decision,
  type LogEntry,
  newGame,
  playRandomGame,
  redact,
  type State,
  view,
} from "@dawn/engine";
import { GrowList } from "@dawn/platform";
import { dof, facesAtLeast, type RollOdds, rollOdds, scoringNow } from "../src/index.ts";
import { sharedScoringNow, tableView } from "../src/table.ts";
import { viewWithCachedLog } from "../src/view-log.ts";
import { randomGameStates } from "./states.ts";

const steps = (seeds: readonly number[]) => randomGameStates(seeds, true);

test("views with the cached log equal the engine's views, for every viewer and step", () => {
  let n = 0;
  let redacted = 0;
  for (const s of steps([26, 3])) {
    for (const who of ["com", "dem", "observer"] as const) {
      const mine = viewWithCachedLog(s, who);
      const engine = view(s, who);
      assert.equal(JSON.stringify(mine), JSON.stringify(engine), `${who} at step ${s.seq}`);
      n++;
    }
    redacted = Math.max(
      redacted,
      s.log.filter((e) => redact(e, "observer") !== e || redact(e, "com") !== e).length,
    );
  }
  assert.ok(n > 3000, `${n} views`);
  assert.ok(redacted >= 10, `${redacted} entries partly hidden from a viewer in a log`);
});

test("screen views share the parts of the viewer's last one that did not change, and equal fresh views", () => {
  const last: Partial<Record<string, { view: Record<string, unknown>; text: string }>> = {};
  let shared = 0;
  let parts = 0;
  let n = 0;
  let grown = 0;
  for (const s of steps([26, 3, 8])) {
    for (const who of ["com", "dem", "observer"] as const) {
      const before = last[who];
      const v = dof.screenView!(s, who) as unknown as Record<string, unknown>;
      const fresh = tableView(s, view(s, who), who === "observer" ? null : who, true);
      assert.equal(JSON.stringify(v), JSON.stringify(fresh), `${who} at step ${s.seq}`);
      const log = v.log as GrowList<unknown>;
      assert.ok(log instanceof GrowList, "a screen view's log is a GrowList");
      if (before) {
        // The log grew from the viewer's last one in place: only the new entries are read.
        const old = before.view.log as GrowList<unknown>;
        if (old.length > 0 && log.at(0) === old.at(0)) {
          const more = log.grew(old);
          assert.ok(more, `${who} at step ${s.seq}: the log extends the last one`);
          assert.equal(JSON.stringify(more), JSON.stringify(fresh.log.slice(old.length)));
          grown++;
        }
        assert.equal(
          JSON.stringify(before.view),
          before.text,
          `${who}'s last view unchanged at step ${s.seq}`,
        );
        for (const k of ["sp", "control", "discard", "removed", "tstFirst", "power", "flags", "lasting"]) {
          const same: boolean = JSON.stringify(before.view[k]) === JSON.stringify(v[k]);
          if (same) shared++;
          parts++;
          assert.equal(
            v[k] === before.view[k],
            same,
            `${who} ${k} at step ${s.seq}: shared exactly when equal`,
          );
        }
      }
      last[who] = { view: v, text: JSON.stringify(v) };
      n++;
    }
  }
  assert.ok(n > 3000 && shared > parts / 2, `${n} views, ${shared} of ${parts} parts shared`);
  assert.ok(grown > n * 0.9, `${grown} of ${n} logs grown in place`);
});

test("a viewer's log entries are the same objects from one view to the next", () => {
  let s = newGame(3, { scenario: "standard" });
  const g = playRandomGame(3);
  for (const a of g.actions.slice(0, 200)) {
    const before = dof.view(s, "observer") as { log: readonly unknown[] };
    const state = cloneState(s);
    applyInPlace(state, a);
    const after = dof.view(state, "observer") as { log: readonly unknown[] };
    for (let i = 0; i < before.log.length; i++) assert.equal(after.log[i], before.log[i]);
    s = state;
  }
  // The state keeps its own log through a view.
  const log = s.log;
  dof.view(s, "com");
  assert.equal(s.log, log);
});

/** The odds as computed before the shortcut: the copy goes on to the next decision. */
function plainOdds(s: State, a: Action): RollOdds | null {
  const c = cloneState(s) as State & { options: State["options"] };
  const secret = c.secret;
  let secretAtRoll = -1;
  const dice = new Proxy([1], {
    get(t, k, r) {
      if (k === "0") secretAtRoll = c.secret;
      return Reflect.get(t, k, r);
    },
  });
  c.options = { ...c.options, fixture: { dice, strict: true } };
  c.fx = { dice: 0, deck: 0, power: 0 };
  const from = c.log.length;
  try {
    applyInPlace(c, a);
  } catch {
    // a second die or a shuffle
  }
  if (secretAtRoll !== secret + 1) return null;
  for (const e of c.log.slice(from) as (LogEntry & { die?: number; total: number; need: number | null })[]) {
    if (typeof e.die !== "number") continue;
    if (e.die !== 1 || e.need === null) return null;
    const mod = e.total - e.die;
    const r = e as unknown as { t: string; for?: string; side: RollOdds["side"]; card?: number | null };
    const kind =
      r.t === "check"
        ? "supportCheck"
        : r.t === "tst"
          ? "tst"
          : r.t === "roll" && (r.for === "generalStrike" || r.for === "event" || r.for === "psInitiative")
            ? r.for
            : null;
    if (!kind) return null;
    return {
      side: r.side,
      for: kind,
      ...(typeof r.card === "number" ? { card: r.card } : {}),
      mod,
      need: e.need,
      faces: facesAtLeast(mod, e.need),
    } as RollOdds;
  }
  return null;
}

test("odds stopped at the roll equal odds played on, for every legal action of random games", () => {
  let rolls = 0;
  let actions = 0;
  for (const s of steps([2, 5, 11])) {
    const d = decision(s);
    if (!d) continue;
    const log = s.log;
    for (const a of d.actions) {
      const o = rollOdds(s, a);
      assert.deepEqual(o, plainOdds(s, a), `${d.kind} ${JSON.stringify(a)} at step ${s.seq}`);
      if (o) rolls++;
      actions++;
    }
    assert.equal(s.log, log, "the state's log is left alone");
  }
  assert.ok(rolls > 300, `${rolls} rolls among ${actions} actions`);
});

test("the shared scoring preview equals a fresh one, and equal boards share one object", () => {
  let n = 0;
  let shared = 0;
  let prev: unknown = null;
  for (const s of steps([4, 9])) {
    const v = view(s, "observer");
    const p = sharedScoringNow(v);
    assert.deepEqual(p, scoringNow(v), `step ${s.seq}`);
    assert.equal(sharedScoringNow({ control: v.control.slice(), flags: { ...v.flags } }), p);
    assert.ok(Object.isFrozen(p) && Object.isFrozen(p[0]!.points));
    if (p === prev) shared++;
    prev = p;
    n++;
  }
  assert.ok(shared > n / 3, `${shared} of ${n} steps kept the board's preview`);
});
