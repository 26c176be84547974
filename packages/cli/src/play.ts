// `play`: a full game in the terminal against a bot, or hot-seat. Reads commands line by line from
// stdin, so a script can drive it.
import { createInterface } from "node:readline";
import { type Bot, type BotName, createBot } from "@dawn/bots";
import {
  type Action,
  applyInPlace,
  CARDS,
  canUndo,
  decision,
  type GameRecord,
  makeRecord,
  newGame,
  type Options,
  other,
  RecordError,
  renderText,
  replay,
  type Scenario,
  SIDE_NAME,
  type Side,
  type State,
  undoLast,
  view,
  visibleLog,
} from "@dawn/engine";
import { bool, int, oneOf, type Parsed, parseArgs, str, UsageError } from "./args.ts";
import { CliError, readRecord, writeText } from "./io.ts";
import { cardLine, renderBoard, renderChoices, renderHand, renderPowerStruggle, vpText } from "./render.ts";

export const SCENARIOS: readonly Scenario[] = ["standard", "dem+1", "dem+2"];

const HELP = `Commands:
  <number>     take that choice
  undo         take back your last action (only your own steps, before anything was revealed)
  board        show the board again        hand     show your hand
  card N       full text of card number N
  log [N]      the last N log lines (default 20)
  save FILE    write the game record (replay it with: dof replay FILE, resume with play --load FILE)
  help         this text                   quit     leave the game`;

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

export async function playCommand(argv: readonly string[]): Promise<number> {
  const p: Parsed = parseArgs(
    argv,
    { side: "string", bot: "string", seed: "int", scenario: "string", bid: "boolean", load: "string" },
    "play",
  );
  if (p.positionals.length > 0) throw new UsageError(`play takes no arguments (got "${p.positionals[0]}")`);
  const mode = oneOf(str(p, "side") ?? "dem", ["com", "dem", "hotseat"] as const, "side");
  const botName = oneOf<BotName>(str(p, "bot") ?? "heuristic", ["heuristic", "random"], "bot");
  const bot: Bot = createBot(botName);
  const out = (s: string) => process.stdout.write(`${s}\n`);

  let seed: number;
  let options: Options;
  let actions: Action[];
  let s: State;
  const load = str(p, "load");
  if (load) {
    if (p.flags.seed !== undefined || p.flags.scenario !== undefined || p.flags.bid)
      throw new UsageError("--load takes the seed and options from the record: drop --seed/--scenario/--bid");
    const rec = readRecord(load);
    try {
      s = replay(rec).state;
    } catch (e) {
      if (e instanceof RecordError) throw new CliError(`${load}: ${e.message}`);
      throw e;
    }
    seed = rec.seed;
    options = rec.options;
    actions = rec.actions.slice();
  } else {
    seed = int(p, "seed") ?? Math.floor(Date.now() % 1_000_000_000);
    const scenario = oneOf(str(p, "scenario") ?? "standard", SCENARIOS, "scenario");
    options = bool(p, "bid") ? { scenario, bid: true } : { scenario };
    s = newGame(seed, options);
    actions = [];
  }
  const record = (): GameRecord => makeRecord(seed, options, actions, s);
  // The human's seat (before a bid swaps sides, seats are named after their provisional side).
  const humanSide = (): Side | null => {
    if (mode === "hotseat") return null;
    return s.sidesSwapped ? other(mode) : mode;
  };
  out(
    `1989: Dawn of Freedom, seed ${seed}, scenario ${options.scenario}${options.bid ? " with bid" : ""}. ` +
      (mode === "hotseat"
        ? "Hot-seat: both sides at this terminal."
        : options.bid && !s.bids?.dem
          ? `You bid from the ${mode === "com" ? "first" : "second"} seat against the ${bot.name} bot.`
          : `You play the ${SIDE_NAME[humanSide() ?? mode]} against the ${bot.name} bot.`) +
      " Type help for commands.",
  );

  const lines = lineReader();
  let shownLog = s.log.length;
  let boardShownAt = -1;
  let bidAnnounced = !options.bid || s.bids?.dem != null;
  try {
    for (;;) {
      const d = decision(s);
      if (!d) {
        const viewer = humanSide() ?? "observer";
        for (const e of visibleLog(s.log.slice(shownLog), viewer)) out(`  ${renderText(e.text)}`);
        const r = s.result!;
        out(
          `Game over: ${r.winner ? `the ${SIDE_NAME[r.winner]} wins` : "a draw"} (${r.reason}), ${vpText(r.vp)}.`,
        );
        return 0;
      }
      const human = mode === "hotseat" || d.player === humanSide();
      if (!human) {
        const a = bot.chooseFromState(s, d.player, (seed * 7919 + actions.length) >>> 0);
        applyInPlace(s, a);
        actions.push(a);
        continue;
      }
      const v = view(s, d.player);
      for (const e of visibleLog(s.log.slice(shownLog), d.player)) out(`  ${renderText(e.text)}`);
      shownLog = s.log.length;
      if (!bidAnnounced && d.kind !== "bid" && d.kind !== "bidTie") {
        // The bid is settled (13.0): say which side this seat ended up with.
        bidAnnounced = true;
        if (mode !== "hotseat") out(`After the bid you play the ${SIDE_NAME[humanSide()!]}.`);
      }
      if (d.kind === "actionRound" && boardShownAt !== s.seq) {
        out(renderBoard(v));
        out(renderHand(v));
        boardShownAt = s.seq;
      } else if (v.ps) {
        // In a Power Struggle: the initiative, the hands, the card led and your cards.
        out(renderPowerStruggle(v));
      }
      out(renderChoices(v, d.actions));
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
        const [word, ...rest] = cmd.split(/\s+/);
        const argText = rest.join(" ");
        if (/^\d+$/.test(cmd)) {
          const i = Number(cmd) - 1;
          if (i < 0 || i >= d.actions.length) {
            out(`Choose a number from 1 to ${d.actions.length}.`);
            continue;
          }
          const a = d.actions[i]!;
          applyInPlace(s, a);
          actions.push(a);
          acted = true;
          continue;
        }
        switch (word!.toLowerCase()) {
          case "help":
          case "?":
            out(HELP);
            break;
          case "board":
            out(renderBoard(view(s, d.player)));
            break;
          case "hand":
            out(renderHand(view(s, d.player)));
            break;
          case "card": {
            const n = Number(argText);
            if (!Number.isInteger(n) || !CARDS[n]) out("Usage: card N (a card number, 1-110)");
            else out(cardLine(n, true));
            break;
          }
          case "log": {
            const n = argText ? Number(argText) : 20;
            if (!Number.isInteger(n) || n <= 0) {
              out("Usage: log [N]");
              break;
            }
            const entries = visibleLog(s.log, d.player).slice(-n);
            for (const e of entries) out(`  [turn ${e.turn}] ${renderText(e.text)}`);
            break;
          }
          case "save": {
            if (!argText) {
              out("Usage: save FILE");
              break;
            }
            try {
              writeText(argText, `${JSON.stringify(record(), null, 2)}\n`);
              out(`Saved ${actions.length} actions to ${argText}.`);
            } catch (e) {
              out((e as Error).message);
            }
            break;
          }
          case "undo": {
            const side = d.player;
            if (!canUndo(s, side)) {
              out("Nothing to undo (only your own last steps, before anything was revealed or rolled).");
              break;
            }
            const rec = undoLast(record(), s, side);
            actions = rec.actions.slice();
            s = replay(rec).state;
            shownLog = s.log.length;
            out("Undone.");
            acted = true;
            break;
          }
          case "quit":
          case "exit":
            out("Bye.");
            return 0;
          default:
            out(`Unknown command "${word}". Type a choice number or help.`);
        }
      }
    }
  } finally {
    lines.close();
  }
}
