// `replay FILE`: re-runs a game record through its title's module and checks its state hash.
import type { AnyGameModule } from "@dawn/platform";
import { CliError, fileStep, readJson } from "./io.ts";
import { rendererOf } from "./text.ts";
import { defaultTitle, isTitle, roleName, titleOf } from "./titles.ts";

export interface ReplayArgs {
  readonly file: string;
  /** The title named with --game; else the record's own `game` field, else the default title. */
  readonly game?: string;
  readonly verify: boolean;
  readonly json: boolean;
  /** Print the final board as a spectator sees it. */
  readonly board: boolean;
}

/** The title of a record: --game when given, else the record's `game` field when it names one. */
export function titleForRecord(record: unknown, game: string | undefined): AnyGameModule {
  if (game !== undefined) return titleOf(game);
  const named = (record as { game?: unknown } | null)?.game;
  if (typeof named === "string" && isTitle(named)) return titleOf(named);
  return defaultTitle();
}

export function replayCommand(a: ReplayArgs): number {
  const record = readJson(a.file);
  const m = titleForRecord(record, a.game);
  const rep = fileStep(a.file, () => m.replay(record));
  const problems: string[] = [];
  if (rep.hashOk === false)
    problems.push(`the final state hash differs from the record's (replay gives ${m.hash(rep.state)})`);
  if (a.verify && rep.hashOk === null) problems.push("the record holds no state hash to verify");
  if (a.json) process.stdout.write(`${JSON.stringify(m.publicSummary(rep.state))}\n`);
  else {
    const s = rep.state;
    const res = m.result(s);
    const d = m.decision(s);
    const metrics = Object.entries(m.metrics(s))
      .filter(([k]) => !k.includes("."))
      .map(([k, x]) => `${k} ${x}`)
      .join(", ");
    const lines = [
      `${m.title.en}: replayed ${rep.actions.length} actions: ` +
        (res
          ? `game over, ${res.winner === null ? "a draw" : `the ${roleName(m, m.roleOf(s, res.winner))} wins`} (${res.reason})`
          : `game in progress, the ${roleName(m, m.roleOf(s, d!.seat))} to decide: ${d!.prompt}`) +
        (metrics ? `; ${metrics}.` : "."),
    ];
    if (rep.hashOk === true) lines.push("Final state hash matches.");
    if (a.board) lines.push(rendererOf(m).board(m.view(s, "observer")));
    process.stdout.write(`${lines.join("\n")}\n`);
  }
  if (problems.length > 0) throw new CliError(`${a.file}: ${problems.join("; ")}`);
  return 0;
}
