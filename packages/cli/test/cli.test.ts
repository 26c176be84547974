// The CLI, run as a child process the way people and scripts use it, on 1989 and on the test title
// Sealed Bids (`toy`, registered with DAWN_TEST_TITLES=1).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { titleRegistry } from "@dawn/titles";

const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const BIN = fileURLToPath(new URL("../src/bin.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "dawn-cli-"));
const titles = titleRegistry({ testTitles: true });
const dof = titles.get("dof");
const toy = titles.get("toy");

function cli(args: string[], input = "", bin = false) {
  const r = spawnSync(process.execPath, bin ? [BIN, ...args] : ["--import", "tsx", MAIN, ...args], {
    input,
    encoding: "utf8",
    timeout: 300_000,
    env: { ...process.env, DAWN_TEST_TITLES: "1" },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const lastJson = <T>(out: string): T => JSON.parse(out.trim().split("\n").at(-1)!) as T;

/** A record of `steps` first-choice actions, as the title writes it (1989's is the format older CLIs saved). */
function record(m: typeof dof, seed: number, steps: number, options: unknown = {}): Record<string, unknown> {
  const o = m.parseOptions(options);
  const s = m.newGame(seed, o);
  const actions: unknown[] = [];
  for (let i = 0; i < steps; i++) {
    const d = m.decision(s);
    if (!d) break;
    actions.push(d.actions[0]);
    m.applyInPlace(s, d.actions[0]);
  }
  return m.record(seed, o, actions) as Record<string, unknown>;
}

test("--help lists the titles with id, name and summary; help of a command lists the title's options and bots", () => {
  const r = cli(["--help"]);
  assert.equal(r.code, 0, r.err);
  for (const m of titles.list()) {
    assert.match(r.out, new RegExp(`\\n  ${m.id} +${m.title.en.replace(/[().:]/g, "\\$&")}`));
    assert.ok(r.out.includes(m.summary.en), m.id);
  }
  assert.match(r.out, /play \[options\]/);
  assert.match(r.out, /sim \[options\]/);
  assert.match(r.out, /replay \[options\] <file>/);
  assert.equal(cli(["help"]).code, 0);
  const none = cli([]);
  assert.equal(none.code, 2);
  assert.match(none.err, /Usage: dof/);

  // Help is wrapped to the terminal's width: compare with the spaces collapsed.
  const flat = (x: string) => x.replace(/\s+/g, " ");
  const play = cli(["play", "--game", "toy", "--help"]);
  assert.equal(play.code, 0, play.err);
  play.out = flat(play.out);
  assert.match(play.out, /--cards <n> +Cards: 3 to 10 \(default 5\)/);
  assert.match(play.out, /--ties <value> +Ties: carry, discard/);
  assert.match(play.out, /--open \[yes\|no\]/);
  assert.match(play.out, /greedy +Bids about.*\(default opponent\)/);
  const sim = cli(["sim", "--help"]);
  sim.out = flat(sim.out);
  assert.match(
    sim.out,
    /--scenario <value> +Scenario: standard, dem\+1, dem\+2, several joined by commas, or all/,
  );
  assert.match(sim.out, /heuristic +Weighs every legal move/);
  assert.match(sim.out, /search:normal .*\(default opponent\)/);
});

test("the bin shim runs the CLI", () => {
  const r = cli(["help"], "", true);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Usage: dof/);
});

test("unknown titles, options, values and bots get a clear message and exit code 2", () => {
  const cases: [string[], RegExp][] = [
    [["frobnicate"], /unknown command 'frobnicate'/],
    [["sim", "--bogus"], /unknown option '--bogus'/],
    [["sim", "--games", "many"], /A whole number is needed, not "many"/],
    [["sim", "--games"], /argument missing/],
    [["sim", "--games", "0"], /--games must be at least 1/],
    [
      ["sim", "--bots", "heuristic:genius"],
      /Unknown bot "genius" for dof \(known: random, heuristic, search:easy/,
    ],
    [["sim", "--bots", "heuristic"], /--bots takes 2 bot names/],
    [["sim", "--bots", "heuristic,random,random"], /--bots takes 2 bot names/],
    [
      ["sim", "--scenario", "dem+9"],
      /Option scenario must be one of standard, dem\+1, dem\+2 \(--scenario\)/,
    ],
    [["sim", "--game", "chess"], /Unknown game "chess" \(known games: dof, wsdv, toy\)/],
    [["sim", "--game", "toy", "--scenario", "standard"], /unknown option '--scenario'/],
    [["sim", "--game", "toy", "--cards", "99"], /Option cards must be a whole number from 3 to 10/],
    [["sim", "--game", "toy", "--bots", "heuristic:random"], /Unknown bot "heuristic" for toy/],
    [["play", "--seat", "purple"], /Unknown seat "purple" for dof \(seats: com, dem, or hotseat\)/],
    [["play", "--bot", "oracle"], /Unknown bot "oracle" for dof/],
    [["play", "--bid=maybe"], /Option bid must be true or false/],
    [["play", "--game", "toy", "--seat", "dem"], /Unknown seat "dem" for toy \(seats: north, south/],
    [["replay"], /missing required argument 'file'/],
    [["replay", "a.json", "--fast"], /unknown option '--fast'/],
    [["replay", "a.json", "--game", "chess"], /Unknown game "chess"/],
    [["bench", "--seconds", "-1"], /unknown option '-1'|A positive number is needed/],
    [["fuzz", "--game", "toy", "--games", "0"], /--games must be at least 1/],
  ];
  for (const [args, msg] of cases) {
    const r = cli(args);
    assert.equal(r.code, 2, `${args.join(" ")}: exit ${r.code} ${r.err}`);
    assert.match(r.err, msg, args.join(" "));
    assert.doesNotMatch(r.err, /at .*\.ts:\d+/, "no stack trace for user errors");
  }
});

test("replay: 1989 records as older CLIs saved them verify; bad files are refused with exit code 1", () => {
  const good = record(dof, 21, 40);
  // The record of 1989 names its game by the engine's long id: the title is found from it.
  assert.equal(good.game, "1989-dawn-of-freedom");
  const p = file("dof.json", JSON.stringify(good));
  const v = cli(["replay", p, "--verify"]);
  assert.equal(v.code, 0, v.err);
  assert.match(v.out, /1989: Dawn of Freedom: replayed 40 actions: game in progress/);
  assert.match(v.out, /Final state hash matches/);
  const j = cli(["replay", p, "--json", "--game", "dof"]);
  assert.equal(j.code, 0, j.err);
  assert.deepEqual(JSON.parse(j.out), JSON.parse(JSON.stringify(dof.publicSummary(dof.replay(good).state))));
  const board = cli(["replay", p, "--board"]);
  assert.match(board.out, /East Germany \[Power: Communist/);
  assert.doesNotMatch(board.out, /Your hand/);

  const nohash = file("nohash.json", JSON.stringify({ ...good, hash: undefined }));
  assert.equal(cli(["replay", nohash]).code, 0);
  const cases: [string[], RegExp][] = [
    [["replay", nohash, "--verify"], /no state hash to verify/],
    [["replay", join(dir, "missing.json")], /File not found/],
    [["replay", dir], /directory/],
    [["replay", file("corrupt.json", '{"game": "1989-dawn')], /not valid JSON/],
    [["replay", file("array.json", "[1,2]")], /A game record must be a JSON object|Not a 1989/],
    [
      ["replay", file("chess.json", JSON.stringify({ ...good, game: "chess" }))],
      /Not a 1989: Dawn of Freedom record/,
    ],
    [
      ["replay", file("old.json", JSON.stringify({ ...good, engineVersion: dof.version + 1 }))],
      /engine version/,
    ],
    [
      [
        "replay",
        file(
          "illegal.json",
          JSON.stringify({ ...good, hash: undefined, actions: [{ t: "space", space: 999 }] }),
        ),
      ],
      /Action 0 .* cannot be applied/,
    ],
    [["replay", file("hash.json", JSON.stringify({ ...good, hash: "0000" }))], /hash differs/],
    [["replay", p, "--game", "toy"], /Not a record of toy/],
  ];
  for (const [args, msg] of cases) {
    const r = cli(args);
    assert.equal(r.code, 1, `${args.join(" ")}: exit ${r.code} ${r.err}`);
    assert.match(r.err, msg, args.join(" "));
    assert.doesNotMatch(r.err, /at .*\.ts:\d+/, "no stack trace for user errors");
  }
});

test("play 1989 line by line: board, hand, card, log, undo, bad input, save and resume", () => {
  const p = join(dir, "resume.json");
  // Set-up (seed 5, Democrat against random): 8 placements, then the first Action Round.
  const script = [
    "help",
    "2",
    "undo",
    ...Array(8).fill("1"),
    "board",
    "hand",
    "log 3",
    "card 14",
    "bogus",
    "0",
    "99",
  ];
  const r = cli(
    ["play", "--side", "dem", "--seed", "5", "--bot", "random", "--no-hints"],
    `${[...script, "hint", `save ${p}`, "quit"].join("\n")}\n`,
  );
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /1989: Dawn of Freedom, seed 5, scenario standard, bid off\. You play the Democrat against the random bot\. Hints are off/,
  );
  assert.match(r.out, /Commands:[\s\S]*hand +show your hand[\s\S]*card N +the full text of card number N/);
  assert.match(r.out, /Undone\./);
  assert.match(r.out, /Democrat: Set-up: place 3 more SPs/);
  assert.match(
    r.out,
    / {2}1\. Schwerin\(3\) 0\/0 {2}2\. Rostock\(3\) 0\/0/,
    "long lists of spaces in columns",
  );
  assert.match(r.out, /East Germany \[Power: Communist/);
  assert.match(r.out, /Tiananmen Square: Communist \d/);
  assert.match(r.out, /Your hand \(Democrat, \d+ cards\)/);
  assert.match(r.out, /#14 Gorbachev Charms the West \[4 Ops, both\]/);
  assert.match(r.out, /Communist places 1 SP in/, "the bot's moves appear as log lines");
  assert.match(r.out, /Unknown command "bogus"/);
  assert.match(r.out, /Choose a number from 1 to \d+/);
  assert.match(r.out, /Hints are off in this game/);
  assert.ok(existsSync(p));
  const saved = JSON.parse(readFileSync(p, "utf8")) as { hints?: boolean; actions: unknown[]; hash: string };
  assert.equal(saved.hints, false, "a game without hints says so in its record");
  // The saved game verifies, and play goes on from it with hints still off.
  assert.equal(cli(["replay", p, "--verify"]).code, 0);
  const again = cli(["play", "--load", p, "--side", "dem"], "board\nhint\nquit\n");
  assert.equal(again.code, 0, again.err);
  assert.match(again.out, /seed 5/);
  assert.match(again.out, /East Germany \[Power: /);
  assert.match(again.out, /Hints are off in this game/);
  assert.equal(cli(["play", "--load", p, "--seed", "3"], "quit\n").code, 2);
  assert.equal(cli(["play", "--load", p, "--scenario", "dem+1"], "quit\n").code, 2);
  assert.equal(cli(["play", "--load", join(dir, "nothing.json")], "quit\n").code, 1);
});

test("play 1989: hint gives the search AI's three best choices with win chances", () => {
  const r = cli(["play", "--side", "com", "--seed", "8", "--scenario", "dem+1"], "hint\n1\n");
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /You play the Communist against the search:normal bot/);
  assert.match(r.out, /scenario dem\+1/);
  const hints = r.out.match(/^ +\d+\. .+: \d+\.\d%$/gm) ?? [];
  assert.equal(hints.length, 3, r.out);
  assert.match(r.out, /Input ended/);
});

test("play 1989 hot-seat to the end from a script, and with the balance bid against a bot", () => {
  const r = cli(["play", "--side", "hotseat", "--seed", "3"], "1\n".repeat(3000));
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Hot-seat/);
  assert.match(r.out, /Game over: (the (Communist|Democrat) wins|a draw) \(\w+\), vp -?\d+, turn \d+\./);
  const b = cli(["play", "--bid", "--side", "com", "--bot", "random", "--seed", "4"], "1\n".repeat(3000));
  assert.equal(b.code, 0, b.err);
  assert.match(b.out, /bid on/);
  assert.match(b.out, /Balance bid: choose the side/);
  assert.match(b.out, /Bids: first player wants/);
  assert.match(b.out, /Game over: /);
});

test("play the test title over the CLI: a whole game from piped input, saved, replayed", () => {
  const p = join(dir, "toy.json");
  const r = cli(
    ["play", "--game", "toy", "--seed", "4", "--bot", "greedy", "--cards", "4"],
    `${"1\n".repeat(60)}save ${p}\n`,
  );
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /Sealed Bids \(test title\), seed 4, cards 4, ties carry, open off\. You play the North against the greedy bot/,
  );
  // No text renderer: the view listed field by field, the choices by describeAction, the view's log.
  assert.match(r.out, /\nprize: \d+\n/);
  assert.match(
    r.out,
    /North: Round 1, prize \d+: add a card to your bid or close it\n {3}1\. add a \d to the bid/,
  );
  assert.match(r.out, /Bids revealed: /);
  assert.match(
    r.out,
    /Game over: the (North|South) wins \(\w+\), margin -?\d+, rounds \d+\.|Game over: a draw/,
  );
  // The game ended before "save" was read: save it by replaying the same script with an early save.
  const partial = cli(
    ["play", "--game", "toy", "--seed", "4", "--bot", "greedy"],
    `1\n1\nsave ${p}\nhint\nundo\nquit\n`,
  );
  assert.equal(partial.code, 0, partial.err);
  assert.match(
    partial.out,
    /The AI's best choices, with its estimate of your chance to win after each:\n( +\d+\. add a \d to the bid: \d+\.\d%\n| +\d+\. close the bid: \d+\.\d%\n){2,3}/,
  );
  assert.match(partial.out, /Undone\./);
  const rec = JSON.parse(readFileSync(p, "utf8")) as Record<string, unknown>;
  assert.equal(rec.game, "toy");
  assert.equal(rec.hints, undefined);
  const v = cli(["replay", p, "--verify", "--json"]);
  assert.equal(v.code, 0, v.err);
  assert.deepEqual(JSON.parse(v.out), JSON.parse(JSON.stringify(toy.publicSummary(toy.replay(rec).state))));
});

interface SimJson {
  winRates: Record<string, Record<string, number | null>>;
  pairings: Record<string, unknown>[];
  decision_ms: Record<string, { mean: number; p50: number; max: number; count: number }>;
  seats?: {
    perBot: Record<
      string,
      {
        seats: number;
        played: Record<string, number>;
        wins: Record<string, number>;
        winRate: number;
        metrics: Record<string, number>;
      }
    >;
    swapped: number;
  };
}

test("sim the test title over two workers: win rates with intervals, decision times, JSON, CSV, SVG", () => {
  const csv = join(dir, "sim.csv");
  const out = join(dir, "sim.json");
  const svg = join(dir, "sim.svg");
  const args = [
    "sim",
    "--game",
    "toy",
    "--games",
    "6",
    "--seed",
    "40",
    "--ties",
    "carry,discard",
    "--bots",
    "greedy,random",
  ];
  const r = cli([...args, "--workers", "2", "--json", "--csv", csv, "--out", out, "--plot", svg]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.err, /24\/24 games/);
  assert.match(r.out, /Options: cards 5, ties carry, open off/);
  assert.match(r.out, /Options: cards 5, ties discard, open off/);
  assert.match(r.out, /North \(bot\) +South \(bot\) +Games +North wins \[95% CI\]/);
  assert.match(r.out, /\[\d+\.\d%-\d+\.\d%\]/);
  assert.match(r.out, /Game end: allPrizesAwarded/);
  assert.match(r.out, /greedy: \d+ decisions, \d+\.\d\d ms on average, median/);
  const j = lastJson<SimJson>(r.out);
  assert.deepEqual(Object.keys(j.winRates), ["greedy", "random"]);
  assert.equal(j.pairings.length, 4);
  const first = j.pairings[0]!;
  assert.deepEqual(Object.keys(first), [
    "cards",
    "ties",
    "open",
    "north",
    "south",
    "games",
    "northWins",
    "southWins",
    "draws",
    "northWinRate",
    "southWinRate",
    "northCI",
    "southCI",
    "meanMargin",
    "meanRounds",
  ]);
  assert.equal(first.north, "greedy");
  assert.equal(first.games, 6);
  for (const p of j.pairings)
    assert.equal((p.northWins as number) + (p.southWins as number) + (p.draws as number), 6);
  assert.ok(j.decision_ms.greedy!.count > 0 && j.decision_ms.greedy!.max >= j.decision_ms.greedy!.p50);
  const rows = readFileSync(csv, "utf8").trim().split("\n");
  assert.equal(rows.length, 25);
  assert.equal(
    rows[0],
    "index,cards,ties,open,seed,north,south,winner,reason,margin,rounds,actions,ms,swapped,seat:north,seat:south",
  );
  assert.match(rows[1]!, /^0,5,carry,false,40,greedy,random,(north|south|draw),allPrizesAwarded,/);
  const full = JSON.parse(readFileSync(out, "utf8")) as { results: unknown[]; game: string };
  assert.equal(full.game, "toy");
  assert.equal(full.results.length, 24);
  const chart = readFileSync(svg, "utf8");
  assert.match(chart, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(chart, /<polyline/);
  assert.match(chart, /ties discard, open off: greedy \(North\) vs random \(South\)/);

  // Same seeds, same games, whatever the number of workers (decision times aside).
  const one = lastJson<SimJson>(cli([...args, "--workers", "1", "--json"]).out);
  assert.deepEqual(one.pairings, j.pairings);
  assert.deepEqual(one.winRates, j.winRates);
});

test("sim 1989 with the balance bid: wins count for the side each bot played; the seats' bids per bot", () => {
  const out = join(dir, "sim-bid.json");
  const r = cli(["sim", "--bid", "--games", "3", "--workers", "2", "--seed", "3", "--json", "--out", out]);
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /1989: Dawn of Freedom: 6 games, heuristic vs random, 3 per seating and option set, seeds 3\.\.5/,
  );
  assert.match(r.out, /Options: scenario standard, bid on/);
  assert.match(r.out, /Seats and roles:/);
  assert.match(r.out, /heuristic: played the Communist \d times .*per seat: bid 1\.00, bidDem 1\.00/);
  assert.match(r.out, /Roles changed in \d+ of 6 games/);
  const j = lastJson<SimJson>(r.out);
  const full = JSON.parse(readFileSync(out, "utf8")) as {
    results: {
      seats: Record<string, string>;
      roles: Record<string, string>;
      byRole: Record<string, string>;
      winner: string | null;
      swapped: boolean;
      metrics: Record<string, number>;
    }[];
  };
  assert.equal(full.results.length, 6);
  const h = j.seats!.perBot.heuristic!;
  const rnd = j.seats!.perBot.random!;
  // The heuristic always asks for the Democrat offering 1 SP; the random bot offers 0 to 3.
  assert.deepEqual(h.metrics, { bid: 1, bidDem: 1 });
  assert.ok(rnd.metrics.bid! >= 0 && rnd.metrics.bid! <= 3);
  assert.equal(h.played.com! + h.played.dem!, 6);
  assert.deepEqual(rnd.played, { com: h.played.dem, dem: h.played.com });
  assert.equal(j.seats!.swapped, full.results.filter((g) => g.swapped).length);
  for (const g of full.results) {
    // The seat that bid more generously for the same side plays it; opposite wishes are granted.
    const [first, second] = (["com", "dem"] as const).map((seat) => ({
      seat,
      side: g.metrics[`${seat}.bidDem`] === 1 ? "dem" : "com",
      sps: g.metrics[`${seat}.bid`]!,
    }));
    if (first!.side !== second!.side) {
      assert.equal(g.roles[first!.seat], first!.side);
      assert.equal(g.roles[second!.seat], second!.side);
    } else if (first!.sps !== second!.sps) {
      const winner = first!.sps > second!.sps ? first! : second!;
      assert.equal(g.roles[winner.seat], winner.side);
    }
    assert.equal(g.byRole[g.roles.com!], g.seats.com);
  }
  for (const bot of ["heuristic", "random"]) {
    for (const side of ["com", "dem"]) {
      const games = full.results.filter((g) => g.byRole[side] === bot);
      const rate = j.winRates[bot]![side];
      if (games.length === 0) assert.equal(rate, null);
      else assert.equal(rate, games.filter((g) => g.winner === side).length / games.length);
    }
  }
  // Without the bid there is no seats section.
  const plain = cli([
    "sim",
    "--games",
    "1",
    "--workers",
    "1",
    "--bots",
    "random:random",
    "--json",
    "--scenario",
    "all",
  ]);
  assert.equal(plain.code, 0, plain.err);
  assert.doesNotMatch(plain.out, /Seats and roles/);
  const pj = lastJson<SimJson>(plain.out);
  assert.equal(pj.seats, undefined);
  assert.deepEqual(
    pj.pairings.map((p) => p.scenario),
    ["standard", "dem+1", "dem+2"],
  );
  assert.deepEqual(Object.keys(pj.pairings[0]!).slice(0, 5), ["scenario", "com", "dem", "games", "comWins"]);
});

test("sim with a search bot (ids with ':'): its decision times in --json", () => {
  const r = cli(["sim", "--bots", "search:easy:random", "--games", "1", "--seed", "7", "--json"]);
  assert.equal(r.code, 0, r.err);
  const j = lastJson<SimJson>(r.out);
  assert.deepEqual(Object.keys(j.winRates), ["search:easy", "random"]);
  const t = j.decision_ms["search:easy"]!;
  assert.ok(t.count > 10 && t.mean > 0 && t.p50 <= t.max, JSON.stringify(t));
  assert.equal(j.pairings.length, 2);
});

test("bench and fuzz run on any title through its module", () => {
  const b = cli(["bench", "--game", "toy", "--seconds", "0.5", "--json"]);
  assert.equal(b.code, 0, b.err);
  const j = lastJson<Record<string, number | string>>(b.out);
  assert.equal(j.game, "toy");
  for (const k of [
    "games_per_s",
    "actions_per_s",
    "apply_per_s",
    "clone_per_s",
    "determinize_per_s",
    "playouts_per_s",
  ])
    assert.ok(typeof j[k] === "number" && (j[k] as number) > 0, k);
  // Two slices of seeds over two workers.
  const f = cli(["fuzz", "--game", "toy", "--games", "130", "--json", "--deep-every", "5", "--workers", "2"]);
  assert.equal(f.code, 0, f.err);
  assert.match(f.err, /130\/130 games/);
  const fj = lastJson<{ games: number; completed: number; failed: number; failures: Record<string, number> }>(
    f.out,
  );
  assert.equal(fj.games, 130);
  assert.equal(fj.completed, 130);
  assert.equal(fj.failed, 0);
  assert.ok("hiddenInfo" in fj.failures && "replay" in fj.failures && "illegalActions" in fj.failures);
  const text = cli(["fuzz", "--game", "dof", "--games", "3", "--scenario", "dem+2"]);
  assert.equal(text.code, 0, text.err);
  assert.match(text.out, /Fuzz of 1989: Dawn of Freedom: 3 random games from seed 1/);
  assert.match(text.out, /OK: no failure/);
});

test("no file of the CLI imports a title's engine, adapter or bots", () => {
  const src = fileURLToPath(new URL("../src/", import.meta.url));
  const banned = /from "@dawn\/(engine|wsdv-engine|bots|dof|toy|wsdv)["/]/;
  for (const f of readdirSync(src)) {
    const text = readFileSync(join(src, f), "utf8");
    assert.doesNotMatch(text, banned, f);
  }
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    dependencies: Record<string, string>;
  };
  assert.deepEqual(
    Object.keys(pkg.dependencies).filter((d) => d.startsWith("@dawn/")),
    ["@dawn/platform", "@dawn/search", "@dawn/titles"],
  );
});

test("sim --add: a table played in two runs is the table played at once; a game played twice, other bots or a file that is no run are refused", () => {
  const args = ["sim", "--game", "toy", "--bots", "greedy,random", "--ties", "carry,discard", "--json"];
  const first = join(dir, "part1.json");
  const both = join(dir, "parts.json");
  assert.equal(cli([...args, "--games", "3", "--seed", "60", "--out", first]).code, 0);
  const r = cli([...args, "--games", "2", "--seed", "63", "--add", first, "--out", both]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /20 games, greedy vs random, seeds 60-64: 12 from 1 earlier run\(s\) .*, 8 played now/);
  const once = lastJson<SimJson>(cli([...args, "--games", "5", "--seed", "60"]).out);
  const parts = lastJson<SimJson>(r.out);
  assert.deepEqual(parts.pairings, once.pairings);
  assert.deepEqual(parts.winRates, once.winRates);
  assert.equal(
    parts.decision_ms.greedy!.count,
    once.decision_ms.greedy!.count,
    "the earlier games' decision times count",
  );
  // The combined file is itself a run to add to, and alone reports the same table.
  const saved = JSON.parse(readFileSync(both, "utf8")) as { games: number; seeds: string };
  assert.deepEqual([saved.games, saved.seeds], [20, "60-64"]);
  const again = cli([...args, "--games", "0", "--add", both]);
  assert.equal(again.code, 0, again.err);
  assert.match(again.out, /none played now/);
  assert.deepEqual(lastJson<SimJson>(again.out).pairings, once.pairings);

  const twice = cli([...args, "--games", "2", "--seed", "62", "--add", first]);
  assert.equal(twice.code, 2);
  assert.match(twice.err, /seed 62 \(greedy vs random\) was played in an earlier run/);
  assert.doesNotMatch(twice.err, /\d+\/\d+ games/, "refused before any game is played");
  const overlap = cli([...args, "--games", "0", "--add", first, both]);
  assert.equal(overlap.code, 1);
  assert.match(overlap.err, /seed 60 \(greedy vs random\) is also in/);
  const others = cli([
    "sim",
    "--game",
    "toy",
    "--bots",
    "greedy,greedy",
    "--ties",
    "carry,discard",
    "--games",
    "1",
    "--add",
    first,
  ]);
  assert.equal(others.code, 1);
  assert.match(others.err, /is a run of greedy vs random, not of greedy vs greedy/);
  const options = cli([
    "sim",
    "--game",
    "toy",
    "--bots",
    "greedy,random",
    "--games",
    "1",
    "--seed",
    "90",
    "--add",
    first,
  ]);
  assert.equal(options.code, 1);
  assert.match(options.err, /was played with options .*, not among this run's/);
  const notRun = cli([...args, "--games", "0", "--add", file("not-a-run.json", '{"seed":1}')]);
  assert.equal(notRun.code, 1);
  assert.match(notRun.err, /not the --out file of a sim run/);
  assert.equal(cli([...args, "--games", "0"]).code, 2, "--games 0 needs --add");
});
