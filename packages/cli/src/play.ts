// `play`: a game in the terminal against a bot, or hot-seat, through the title's game module and
// its text renderer. Commands are read line by line from stdin, so a script can drive a game.
import { createInterface } from "node:readline";
import { type AnyGameModule, botContext, decisionSeed, GameRuleError, type Seat } from "@dawn/platform";
import { hint } from "@dawn/search";
import { CliError, fileStep, readJson, UsageError, writeText } from "./io.ts";
import { pct } from "./stats.ts";
import { numberedChoices, rendererOf } from "./text.ts";
import { botOf, parseTitleOptions, roleName, seatIds, seatName } from "./titles.ts";

export interface PlayArgs {
  /** A seat id, or "hotseat" (every seat at the keyboard); default: the title's first seat. */
  readonly seat?: string;
  readonly bot?: string;
  readonly seed?: number;
  readonly load?: string;
  /** False with --no-hints: the `hint` command is refused for the whole game (saved with it). */
  readonly hints: boolean;
  /** The title's options named on the command line. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** Line reader over stdin that works for terminals and pipes alike. */
function lineReader(): { next(): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const queue: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let ended = false;
  rl.on("line", (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  rl.on("close", () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next() {
      if (queue.length > 0) return Promise.resolve(queue.shift()!);
      if (ended) return Promise.resolve(null);
      return new Promise((r) => waiting.push(r));
    },
    close() {
      rl.close();
    },
  };
}

/** The options as people read them: "scenario standard, bid on". */
function optionsText(m: AnyGameModule, options: unknown): string {
  const json = m.optionsJson(options);
  const parts = m.options.map((o) => {
    const v = json[o.key] ?? o.default;
    return `${o.key} ${v === true ? "on" : v === false ? "off" : String(v)}`;
  });
  return parts.length ? parts.join(", ") : "no options";
}

/** The game's record as the title writes it; a game without hints says so (and keeps it on --load). */
function saveRecord(
  m: AnyGameModule,
  seed: number,
  options: unknown,
  actions: readonly unknown[],
  hints: boolean,
) {
  const rec = m.record(seed, options, actions);
  return hints ? rec : { ...(rec as Record<string, unknown>), hints: false };
}

export async function playCommand(m: AnyGameModule, a: PlayArgs): Promise<number> {
  const out = (s: string) => process.stdout.write(`${s}\n`);
  const mode = a.seat ?? m.seats[0]!.id;
  if (mode !== "hotseat" && !m.seats.some((x) => x.id === mode))
    throw new UsageError(`Unknown seat "${mode}" for ${m.id} (seats: ${seatIds(m)}, or hotseat)`);
  const human: Seat | null = mode === "hotseat" ? null : mode;
  const bot = botOf(m, a.bot ?? m.defaultBot);
  const player = bot.create();
  const r = rendererOf(m);

  let seed: number;
  let options: unknown;
  let actions: unknown[];
  let s: unknown;
  let hints = a.hints;
  if (a.load) {
    if (a.seed !== undefined || Object.keys(a.options).length > 0)
      throw new UsageError(
        "--load takes the seed and options from the record: drop --seed and the game's options",
      );
    const file = a.load;
    const rec = readJson(file);
    const rep = fileStep(file, () => m.replay(rec));
    if (rep.hashOk === false) throw new CliError(`${file}: the final state hash differs from the record's`);
    const o = rec as { seed?: unknown; options?: unknown; hints?: unknown };
    if (typeof o.seed !== "number") throw new CliError(`${file}: the record has no seed to go on from`);
    seed = o.seed;
    options = fileStep(file, () => m.parseOptions(o.options));
    actions = rep.actions.slice();
    s = rep.state;
    if (o.hints === false) hints = false;
  } else {
    seed = a.seed ?? Math.floor(Date.now() % 1_000_000_000);
    options = parseTitleOptions(m, a.options);
    try {
      s = m.newGame(seed, options);
    } catch (e) {
      if (e instanceof GameRuleError) throw new UsageError(e.message);
      throw e;
    }
    actions = [];
  }
  const role = (seat: Seat) => roleName(m, m.roleOf(s, seat));
  out(
    `${m.title.en}, seed ${seed}, ${optionsText(m, options)}. ` +
      (human === null
        ? "Hot-seat: every seat at this terminal."
        : `You play the ${role(human)}${m.roleOf(s, human) === human ? "" : ` (seat ${seatName(m, human)})`} against the ${bot.id} bot.`) +
      (hints ? "" : " Hints are off in this game.") +
      " Type help for commands.",
  );

  const help = [
    "Commands:",
    "  <number>     take that choice",
    "  undo         take back your last step (your own, before anything was revealed or rolled)",
    "  board        show the board",
    "  log [N]      the last N log lines you may see (default 20)",
    `  hint         the AI's three best choices with their chances to win${hints ? "" : " (off in this game)"}`,
    ...r.commands.map((c) => `  ${`${c.name}${c.args ? ` ${c.args}` : ""}`.padEnd(12)} ${c.help}`),
    "  save FILE    write the game record (replay it: dof replay FILE; go on: dof play --load FILE)",
    "  help         this text",
    "  quit         leave the game",
  ].join("\n");

  const rebuild = (list: readonly unknown[]): unknown => {
    const x = m.newGame(seed, options);
    for (const act of list) m.applyInPlace(x, act);
    return x;
  };
  const firstViewer = human ?? m.decision(s)?.seat ?? "observer";
  let shown = r.log(m.view(s, firstViewer)).length;
  let lastBlock = "";
  let lastDecider: Seat | null = null;
  let lastRole = human === null ? "" : m.roleOf(s, human);
  const lines = lineReader();
  try {
    for (;;) {
      const d = m.decision(s);
      if (!d) {
        const v = m.view(s, human ?? "observer");
        for (const l of r.log(v).slice(shown)) out(`  ${l}`);
        const res = m.result(s)!;
        const metrics = Object.entries(m.metrics(s))
          .filter(([k]) => !k.includes("."))
          .map(([k, x]) => `${k} ${x}`)
          .join(", ");
        out(
          `Game over: ${res.winner === null ? "a draw" : `the ${role(res.winner)} wins`} (${res.reason})${metrics ? `, ${metrics}` : ""}.`,
        );
        return 0;
      }
      if (human !== null && d.seat !== human) {
        const act =
          d.actions.length === 1
            ? d.actions[0]
            : player.choose(botContext(m, s, decisionSeed(seed, actions.length)));
        m.applyInPlace(s, act);
        actions.push(act);
        lastDecider = d.seat;
        continue;
      }
      const v = m.view(s, d.seat);
      const log = r.log(v);
      for (const l of log.slice(shown)) out(`  ${l}`);
      shown = log.length;
      if (human !== null && m.roleOf(s, human) !== lastRole) {
        lastRole = m.roleOf(s, human);
        out(`You now play the ${role(human)}.`);
      }
      const block = r.status(v, d.kind) ?? (lastDecider !== d.seat ? r.board(v) : "");
      if (block && block !== lastBlock) out(block);
      if (block) lastBlock = block;
      const choiceLines = r.choices(s, d.actions);
      out(`${role(d.seat)}: ${d.prompt}`);
      for (const l of numberedChoices(choiceLines)) out(l);
      let acted = false;
      while (!acted) {
        process.stdout.write("> ");
        const line = await lines.next();
        if (line === null) {
          out("\nInput ended before the game did (use 'save FILE' to keep a game).");
          return 0;
        }
        const cmd = line.trim();
        if (cmd === "") continue;
        const [word = "", ...rest] = cmd.split(/\s+/);
        const arg = rest.join(" ");
        if (/^\d+$/.test(cmd)) {
          const i = Number(cmd) - 1;
          if (i < 0 || i >= d.actions.length) {
            out(`Choose a number from 1 to ${d.actions.length}.`);
            continue;
          }
          const act = d.actions[i];
          m.applyInPlace(s, act);
          actions.push(act);
          lastDecider = d.seat;
          acted = true;
          continue;
        }
        const extra = r.commands.find((c) => c.name === word.toLowerCase());
        switch (word.toLowerCase()) {
          case "help":
          case "?":
            out(help);
            break;
          case "board":
            out(r.board(m.view(s, d.seat)));
            break;
          case "log": {
            const n = arg ? Number(arg) : 20;
            if (!Number.isInteger(n) || n <= 0) {
              out("Usage: log [N]");
              break;
            }
            for (const l of r.log(m.view(s, d.seat)).slice(-n)) out(`  ${l}`);
            break;
          }
          case "hint": {
            if (!hints) {
              out("Hints are off in this game (it was created with --no-hints).");
              break;
            }
            const best = hint(m, botContext(m, s, decisionSeed(seed, actions.length)));
            out("The AI's best choices, with its estimate of your chance to win after each:");
            for (const h of best) {
              const key = m.actionKey(h.action);
              const i = d.actions.findIndex((x) => m.actionKey(x) === key);
              out(
                `  ${String(i + 1).padStart(2)}. ${choiceLines[i] ?? m.describeAction(s, h.action)}: ${pct(h.winChance)}`,
              );
            }
            break;
          }
          case "save": {
            if (!arg) {
              out("Usage: save FILE");
              break;
            }
            try {
              writeText(arg, `${JSON.stringify(saveRecord(m, seed, options, actions, hints), null, 2)}\n`);
              out(`Saved ${actions.length} actions to ${arg}.`);
            } catch (e) {
              out((e as Error).message);
            }
            break;
          }
          case "undo": {
            if (actions.length === 0 || !m.canUndo(s, d.seat)) {
              out("Nothing to undo (only your own last steps, before anything was revealed or rolled).");
              break;
            }
            actions.pop();
            s = rebuild(actions);
            shown = r.log(m.view(s, d.seat)).length;
            lastBlock = "";
            out("Undone.");
            acted = true;
            break;
          }
          case "quit":
          case "exit":
            out("Bye.");
            return 0;
          default:
            if (extra) out(extra.run(m.view(s, d.seat), arg));
            else out(`Unknown command "${word}". Type a choice number or help.`);
        }
      }
    }
  } finally {
    lines.close();
  }
}
