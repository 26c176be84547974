// A TypeScript program against the built packages' declarations (built.test.ts type-checks it with
// tsc, strict, without the workspace's source condition): the types are those of the sources, so a
// mistake is an error here as it would be in our own code.

import { type Action, apply, decision, newGame, type State, stateHash, view } from "@dawn/engine";
import { type AnyGameModule, chooser, type GameModule, GameRuleError, type Turn } from "@dawn/platform";
import type { GameInfo } from "@dawn/platform/protocol";
import { titleRegistry } from "@dawn/titles";
import * as wsdv from "@dawn/wsdv-engine";

const m: AnyGameModule = titleRegistry().get("dof");
const turn: Turn<unknown> | null = m.decision(m.newGame(1, m.parseOptions({})));
const seats: string[] = m.seats.map((s) => s.id);

let s: State = newGame(42, { scenario: "standard" });
const pick = chooser(42);
const d = decision(s);
if (d) {
  const a: Action = d.actions[pick(d.actions.length)]!;
  s = apply(s, a);
}
const hash: string = stateHash(s);
const seen = view(s, "dem");

const w: wsdv.State = wsdv.newGame(3, {});
const wd = wsdv.decision(w);

function first<S, A>(g: GameModule<S, A>, state: S): A | undefined {
  return g.decision(state)?.actions[0];
}

const info: Pick<GameInfo, "id"> = { id: "x" };
const error = new GameRuleError("refused");

// @ts-expect-error: the scenario is one of the engine's, not any string.
newGame(1, { scenario: "no such scenario" });
// @ts-expect-error: a view is for a side or an observer.
view(s, "nobody");
// @ts-expect-error: the registry's modules are GameModules, not anything.
m.noSuchMethod();

export const used = [turn, seats, hash, seen, wd, first, info, error];
