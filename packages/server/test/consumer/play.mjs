// A JavaScript program using the built packages as anyone's would: plain Node, no tsx, no
// TypeScript, no export condition of the workspace (built.test.ts installs the packages as npm
// would ship them and runs this). For every title: a random game to its end through the platform's
// GameModule, its record replayed to the same hash, bad actions refused; then each engine's
// own API. The last line printed is a JSON summary.

import * as dof from "@dawn/engine";
import { chooser, GameRuleError } from "@dawn/platform";
import { titleRegistry } from "@dawn/titles";
import * as wsdv from "@dawn/wsdv-engine";

const games = [];
for (const m of titleRegistry({ testTitles: true }).list()) {
  const seed = 11;
  const options = m.parseOptions(undefined);
  const pick = chooser(seed);
  let s = m.newGame(seed, options);
  const actions = [];
  for (let d = m.decision(s); d; d = m.decision(s)) {
    if (actions.length > 100_000) throw new Error(`${m.id}: no end after 100000 actions`);
    const a = d.actions[pick(d.actions.length)];
    s = m.apply(s, a);
    actions.push(a);
  }
  const record = JSON.parse(JSON.stringify(m.record(seed, m.optionsJson(options), actions)));
  const again = m.replay(record);
  // A malformed action, and a move after the end, are refused with the platform's GameRuleError.
  const refused = [() => m.parseAction({ not: "an action" }), () => m.apply(s, actions.at(-1))].map((f) => {
    try {
      f();
      return false;
    } catch (e) {
      return e instanceof GameRuleError;
    }
  });
  games.push({
    id: m.id,
    actions: actions.length,
    result: m.result(s),
    hash: m.hash(s),
    replayHash: m.hash(again.state),
    hashOk: again.hashOk,
    refused,
  });
}

/** A random game through an engine's own functions, and its record replayed. */
function engineGame(engine, options) {
  const pick = chooser(5);
  let s = engine.newGame(5, options);
  const actions = [];
  for (let d = engine.decision(s); d; d = engine.decision(s)) {
    const a = d.actions[pick(d.actions.length)];
    s = engine.apply(s, a);
    actions.push(a);
  }
  const r = engine.replay(JSON.parse(JSON.stringify(engine.makeRecord(5, options, actions, s))));
  return {
    actions: actions.length,
    hashOk: r.hashOk,
    same: engine.stateHash(r.state) === engine.stateHash(s),
  };
}

const engines = {
  dof: engineGame(dof, { scenario: "standard" }),
  wsdv: engineGame(wsdv, {}),
};
const resolved = {
  platform: import.meta.resolve("@dawn/platform"),
  engine: import.meta.resolve("@dawn/engine"),
};
console.log(JSON.stringify({ games, engines, resolved }));
