// Game records: seed + options + actions reproduce a game exactly; state hashes prove it.
import { controller } from "./board.ts";
import { CARDS, COUNTRIES, SPACES, USSR_TRACK } from "./data/index.ts";
import { applyInPlace, canUndo, newGame } from "./game.ts";
import type { State } from "./state.ts";
import type { Action, Options, Side } from "./types.ts";
import { canonicalJson, hashText } from "./util-hash.ts";
import { visibleLog } from "./view.ts";

export const GAME_ID = "1989-dawn-of-freedom";
/** Bumped whenever a rules change could make old records replay differently. */
export const ENGINE_VERSION = 2; // 2: the rulings of issue #15 (docs/rulings.md)

export interface GameRecord {
  readonly game: typeof GAME_ID;
  readonly engineVersion: number;
  readonly seed: number;
  readonly options: Options;
  readonly actions: readonly Action[];
  /** Hash of the final state, if recorded. */
  readonly hash?: string;
  /** Hashes after each action (optional, for pinpointing a divergence). */
  readonly hashes?: readonly string[];
}

/**
 * Hash of the rules state: everything that decides the rest of the game, hidden parts included
 * (hands, deck order, generator), but not the log. The log is a record of what happened for people;
 * changing its wording or its entry types never changes a hash, so stored games keep verifying.
 */
export function rulesHash(s: State): string {
  const { log: _log, ...rules } = s;
  return hashText(canonicalJson(rules));
}

/** The hash records and replays check: the rules state (see rulesHash). */
export const stateHash = rulesHash;

export class RecordError extends Error {
  override readonly name = "RecordError";
}

/** Checks a record's shape and version; throws RecordError with a clear message. */
export function validateRecord(r: unknown): GameRecord {
  if (!r || typeof r !== "object") throw new RecordError("A game record must be a JSON object");
  const o = r as Record<string, unknown>;
  if (o.game !== GAME_ID)
    throw new RecordError(`Not a 1989: Dawn of Freedom record (game: ${JSON.stringify(o.game)})`);
  if (o.engineVersion !== ENGINE_VERSION) {
    throw new RecordError(
      `The record was made by engine version ${JSON.stringify(o.engineVersion)}; this is version ${ENGINE_VERSION}`,
    );
  }
  if (typeof o.seed !== "number" || !Number.isFinite(o.seed))
    throw new RecordError("The record has no numeric seed");
  if (!o.options || typeof o.options !== "object") throw new RecordError("The record has no options");
  if (!Array.isArray(o.actions)) throw new RecordError("The record has no list of actions");
  return r as GameRecord;
}

export interface ReplayResult {
  readonly state: State;
  /** Index of the first action whose hash differs, if any. */
  readonly mismatchAt: number | null;
  readonly hashOk: boolean | null;
}

/** Re-runs a record. Throws RecordError if an action is illegal. */
export function replay(record: GameRecord): ReplayResult {
  const r = validateRecord(record);
  let s: State;
  try {
    s = newGame(r.seed, r.options);
  } catch (e) {
    throw new RecordError(`Bad options: ${(e as Error).message}`);
  }
  let mismatchAt: number | null = null;
  r.actions.forEach((a, i) => {
    try {
      applyInPlace(s, a);
    } catch (e) {
      throw new RecordError(`Action ${i} (${JSON.stringify(a)}) cannot be applied: ${(e as Error).message}`);
    }
    if (r.hashes && mismatchAt === null && r.hashes[i] !== undefined && r.hashes[i] !== stateHash(s))
      mismatchAt = i;
  });
  return { state: s, mismatchAt, hashOk: r.hash === undefined ? null : r.hash === stateHash(s) };
}

export function makeRecord(
  seed: number,
  options: Options,
  actions: readonly Action[],
  final?: State,
): GameRecord {
  return {
    game: GAME_ID,
    engineVersion: ENGINE_VERSION,
    seed,
    options,
    actions: actions.slice(),
    ...(final ? { hash: stateHash(final) } : {}),
  };
}

/** The record with `side`'s last action taken back, if undo is allowed (see canUndo). */
export function undoLast(record: GameRecord, current: State, side: Side): GameRecord {
  if (!canUndo(current, side)) throw new RecordError("Nothing to undo");
  const { hash: _h, hashes: _hs, ...rest } = record;
  return { ...rest, actions: record.actions.slice(0, -1) };
}

/** The public state as JSON for fixtures and the CLI: everything an observer sees, by name. */
export function publicSummary(s: State) {
  const spaces: Record<string, { com: number; dem: number; control: Side | null }> = {};
  for (const sp of SPACES) {
    if (s.sp.com[sp.id]! > 0 || s.sp.dem[sp.id]! > 0) {
      spaces[sp.name] = { com: s.sp.com[sp.id]!, dem: s.sp.dem[sp.id]!, control: controller(s, sp.id) };
    }
  }
  const name = (c: number) => CARDS[c]!.name;
  return {
    vp: s.vp,
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    spaces,
    tst: { ...s.tst },
    ussr: { box: s.ussr, label: USSR_TRACK[s.ussr]!.label },
    power: Object.fromEntries(COUNTRIES.map((c) => [c, s.power[c]])),
    handSizes: { com: s.hands.com.length, dem: s.hands.dem.length },
    deckSize: s.deck.length,
    discard: s.discard.map(name),
    removed: s.removed.map(name),
    lasting: s.lasting.map((l) => ({ card: name(l.card), side: l.side, until: l.until })),
    result: s.result,
    log: visibleLog(s.log, "observer").map((e) => e.text),
  };
}
