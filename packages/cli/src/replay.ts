// `replay FILE`: re-runs a game record and checks its state hashes.
import { publicSummary, RecordError, replay, SIDE_NAME, stateHash } from "@dawn/engine";
import { bool, parseArgs, UsageError } from "./args.ts";
import { CliError, readRecord } from "./io.ts";
import { vpText } from "./render.ts";

export function replayCommand(argv: readonly string[]): number {
  const p = parseArgs(argv, { verify: "boolean", json: "boolean" }, "replay");
  if (p.positionals.length !== 1) throw new UsageError("replay needs exactly one FILE (a game record)");
  const file = p.positionals[0]!;
  const record = readRecord(file);
  let res: ReturnType<typeof replay>;
  try {
    res = replay(record);
  } catch (e) {
    if (e instanceof RecordError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
  const verify = bool(p, "verify");
  const problems: string[] = [];
  if (res.hashOk === false)
    problems.push(`final state hash differs (record ${record.hash}, replay ${stateHash(res.state)})`);
  if (res.mismatchAt !== null) problems.push(`state hash differs after action ${res.mismatchAt}`);
  if (verify && res.hashOk === null && !record.hashes)
    problems.push("the record holds no state hash to verify");
  if (bool(p, "json")) {
    process.stdout.write(`${JSON.stringify(publicSummary(res.state))}\n`);
  } else {
    const s = res.state;
    const r = s.result;
    process.stdout.write(
      `Replayed ${record.actions.length} actions (seed ${record.seed}, scenario ${record.options.scenario}): ` +
        (r
          ? `game over, ${r.winner ? `the ${SIDE_NAME[r.winner]} wins` : "a draw"} (${r.reason}), ${vpText(r.vp)}.\n`
          : `game in progress, turn ${s.turn}, round ${s.round}, ${vpText(s.vp)}.\n`) +
        (res.hashOk === true ? "Final state hash matches.\n" : "") +
        (record.hashes && res.mismatchAt === null ? `All ${record.hashes.length} step hashes match.\n` : ""),
    );
  }
  if (problems.length > 0) {
    process.stderr.write(`${problems.map((x) => `error: ${x}`).join("\n")}\n`);
    return 1;
  }
  return 0;
}
