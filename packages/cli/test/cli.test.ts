// The CLI, run as a child process the way people and scripts use it.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { ENGINE_VERSION, GAME_ID, type GameRecord, publicSummary, replay } from "@dawn/engine";

const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const BIN = fileURLToPath(new URL("../src/bin.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "dof-cli-"));

function cli(args: string[], input = "", bin = false) {
  const r = spawnSync(process.execPath, bin ? [BIN, ...args] : ["--import", "tsx", MAIN, ...args], {
    input,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** A short game record made by playing a few steps through the CLI. */
function savedGame(name: string, steps: number): string {
  const p = join(dir, name);
  const r = cli(["play", "--side", "dem", "--seed", "21"], `${"1\n".repeat(steps)}save ${p}\nquit\n`);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Saved \d+ actions/);
  return p;
}

test("help prints usage; no command is a usage error", () => {
  const r = cli(["help"]);
  assert.equal(r.code, 0);
  assert.match(r.out, /play .*--side/);
  assert.match(r.out, /sim --games/);
  assert.match(r.out, /replay FILE/);
  const none = cli([]);
  assert.equal(none.code, 2);
  assert.match(none.err, /Usage/);
});

test("the bin shim runs the CLI", () => {
  const r = cli(["help"], "", true);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Usage: dof/);
});

test("bad commands and flags get a clear message and exit code 2", () => {
  const cases: [string[], RegExp][] = [
    [["frobnicate"], /Unknown command "frobnicate"/],
    [["sim", "--bogus"], /Unknown option --bogus/],
    [["sim", "--games", "many"], /--games must be a whole number/],
    [["sim", "--games"], /--games needs a value/],
    [["sim", "--games", "0"], /at least 1/],
    [["sim", "--bots", "heuristic:genius"], /Unknown bot "genius"/],
    [["sim", "--bots", "heuristic"], /two bot names/],
    [["sim", "--scenario", "dem+9"], /Unknown scenario "dem\+9"/],
    [["play", "--side", "purple"], /Unknown side "purple"/],
    [["play", "--bot", "oracle"], /Unknown bot "oracle"/],
    [["play", "--bid=yes"], /--bid takes no value/],
    [["replay"], /exactly one FILE/],
    [["replay", "a.json", "--fast"], /Unknown option --fast/],
  ];
  for (const [args, msg] of cases) {
    const r = cli(args);
    assert.equal(r.code, 2, `${args.join(" ")}: exit ${r.code}`);
    assert.match(r.err, msg, args.join(" "));
  }
});

test("replay refuses missing, corrupt and foreign files with exit code 1", () => {
  const good = JSON.parse(readFileSync(savedGame("base.json", 3), "utf8")) as GameRecord;
  const cases: [string, RegExp][] = [
    [join(dir, "missing.json"), /File not found/],
    [dir, /directory/],
    [file("corrupt.json", '{"game": "1989-dawn'), /not valid JSON/],
    [file("array.json", "[1,2]"), /Not a 1989: Dawn of Freedom record/],
    [file("chess.json", JSON.stringify({ ...good, game: "chess" })), /Not a 1989: Dawn of Freedom record/],
    [file("old.json", JSON.stringify({ ...good, engineVersion: ENGINE_VERSION + 1 })), /engine version/],
    [file("noseed.json", JSON.stringify({ ...good, seed: "x" })), /no numeric seed/],
    [
      file(
        "illegal.json",
        JSON.stringify({ ...good, hash: undefined, actions: [{ t: "space", space: 999 }] }),
      ),
      /Action 0 .* cannot be applied/,
    ],
    [file("hash.json", JSON.stringify({ ...good, hash: "0000" })), /hash differs/],
  ];
  for (const [path, msg] of cases) {
    const r = cli(["replay", path]);
    assert.equal(r.code, 1, `${path}: exit ${r.code} ${r.err}`);
    assert.match(r.err, msg, path);
    assert.doesNotMatch(r.err, /at .*\.ts:\d+/, "no stack trace for user errors");
  }
});

test("a game saved from play replays, verifies, and prints the public state as JSON", () => {
  const p = savedGame("saved.json", 12);
  const rec = JSON.parse(readFileSync(p, "utf8")) as GameRecord;
  assert.equal(rec.game, GAME_ID);
  assert.ok(rec.hash);
  assert.ok(rec.actions.length >= 12);
  const v = cli(["replay", p, "--verify"]);
  assert.equal(v.code, 0, v.err);
  assert.match(v.out, /hash matches/);
  const j = cli(["replay", p, "--json"]);
  assert.equal(j.code, 0, j.err);
  assert.deepEqual(JSON.parse(j.out), JSON.parse(JSON.stringify(publicSummary(replay(rec).state))));
  // --verify needs something to verify.
  const nohash = file("nohash.json", JSON.stringify({ ...rec, hash: undefined }));
  assert.equal(cli(["replay", nohash]).code, 0);
  const r = cli(["replay", nohash, "--verify"]);
  assert.equal(r.code, 1);
  assert.match(r.err, /no state hash/);
});

test("play is driven line by line: board, hand, choices, commands, undo, save and resume", () => {
  const p = join(dir, "resume.json");
  const script = [
    "help",
    "2",
    "undo",
    "1",
    "1",
    "1",
    "1",
    "board",
    "hand",
    "log 3",
    "card 14",
    "bogus",
    "0",
    "99",
    `save ${p}`,
    "quit",
  ];
  const r = cli(["play", "--side", "dem", "--seed", "5", "--bot", "random"], `${script.join("\n")}\n`);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /You play the Democrat against the random bot/);
  assert.match(r.out, /Commands:/);
  assert.match(r.out, /Undone\./);
  assert.match(r.out, /East Germany \[Power: Communist/);
  assert.match(r.out, /Tiananmen Square: Communist \d/);
  assert.match(r.out, /Your hand \(Democrat, \d+ cards\)/);
  assert.match(r.out, /#14 Gorbachev Charms the West \[4 Ops, both\]/);
  assert.match(r.out, /Unknown command "bogus"/);
  assert.match(r.out, /Choose a number from 1 to \d+/);
  assert.ok(existsSync(p));
  // Resume the saved game: it continues where it stopped.
  const again = cli(["play", "--load", p, "--side", "dem"], "board\nquit\n");
  assert.equal(again.code, 0, again.err);
  assert.match(again.out, /seed 5/);
  assert.equal(cli(["play", "--load", p, "--seed", "3"], "quit\n").code, 2);
  assert.equal(cli(["play", "--load", join(dir, "nothing.json")], "quit\n").code, 1);
});

test("play runs a whole game to the end from a script (hot-seat, always the first choice)", () => {
  const r = cli(["play", "--side", "hotseat", "--seed", "3"], "1\n".repeat(3000));
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Game over: (the (Communist|Democrat) wins|a draw) \(\w+\)/);
});

test("play against the bot as the Communist; input ending early is not an error", () => {
  const r = cli(["play", "--side", "com", "--seed", "8", "--scenario", "dem+1"], "1\n1\n");
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /You play the Communist against the heuristic bot/);
  assert.match(r.out, /scenario dem\+1/);
  assert.match(r.out, /Input ended/);
});

test("sim over two workers prints win rates with intervals and writes JSON, CSV and SVG", () => {
  const csv = join(dir, "sim.csv");
  const out = join(dir, "sim.json");
  const svg = join(dir, "sim.svg");
  const r = cli([
    "sim",
    "--games",
    "3",
    "--workers",
    "2",
    "--seed",
    "40",
    "--scenario",
    "standard,dem+2",
    "--json",
    "--csv",
    csv,
    "--out",
    out,
    "--plot",
    svg,
  ]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.err, /12\/12 games/);
  assert.match(r.out, /Scenario standard/);
  assert.match(r.out, /Scenario dem\+2/);
  assert.match(r.out, /\[\d+\.\d%-\d+\.\d%\]/);
  assert.match(r.out, /Game end: /);
  assert.match(r.out, /Average game: \d+ actions/);
  const last = r.out.trim().split("\n").at(-1)!;
  const j = JSON.parse(last) as { winRates: Record<string, { com: number; dem: number }> };
  assert.ok(j.winRates.heuristic && j.winRates.random);
  assert.ok(j.winRates.heuristic.com >= 0 && j.winRates.heuristic.com <= 1);
  const rows = readFileSync(csv, "utf8").trim().split("\n");
  assert.equal(rows.length, 13);
  assert.match(rows[1]!, /^0,standard,40,heuristic,random,(com|dem|draw),/);
  const full = JSON.parse(readFileSync(out, "utf8")) as { results: unknown[] };
  assert.equal(full.results.length, 12);
  const chart = readFileSync(svg, "utf8");
  assert.match(chart, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(chart, /<polyline/);
  assert.match(chart, /dem\+2: heuristic \(Com\) vs random \(Dem\)/);
});

test("sim is reproducible: same seeds, same games", () => {
  const a = cli([
    "sim",
    "--games",
    "2",
    "--workers",
    "1",
    "--bots",
    "random:random",
    "--seed",
    "9",
    "--json",
  ]);
  const b = cli([
    "sim",
    "--games",
    "2",
    "--workers",
    "2",
    "--bots",
    "random:random",
    "--seed",
    "9",
    "--json",
  ]);
  assert.equal(a.code, 0, a.err);
  const last = (s: string) => s.trim().split("\n").at(-1);
  assert.equal(last(a.out), last(b.out));
});

interface BidResult {
  com: string;
  dem: string;
  winner: "com" | "dem" | null;
  swapped: boolean;
  bids: { bot: string; side: "com" | "dem"; sps: number }[] | null;
}

test("sim --bid: the bots bid first, and wins go to the bot that actually played each side", () => {
  const out = join(dir, "sim-bid.json");
  const csv = join(dir, "sim-bid.csv");
  const r = cli([
    "sim",
    "--bid",
    "--games",
    "3",
    "--workers",
    "2",
    "--seed",
    "3",
    "--bots",
    "heuristic:random",
    "--json",
    "--out",
    out,
    "--csv",
    csv,
  ]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /6 games with the balance bid/);
  assert.match(r.out, /Balance bid \(13\.0\):/);
  assert.match(r.out, /heuristic: average bid 1\.00 SPs/);
  assert.match(r.out, /Seats swapped sides in \d+ of 6 games/);
  const full = JSON.parse(readFileSync(out, "utf8")) as { bid: boolean; results: BidResult[] };
  assert.equal(full.bid, true);
  assert.equal(full.results.length, 6);
  for (const g of full.results) {
    assert.ok(g.bids && g.bids.length === 2, "each game has both seats' bids");
    const [first, second] = g.bids;
    // The seats were heuristic/random then random/heuristic; swapped says who played what.
    assert.notEqual(first!.bot, second!.bot);
    assert.deepEqual(g.swapped ? [g.dem, g.com] : [g.com, g.dem], [first!.bot, second!.bot]);
    if (first!.side !== second!.side) {
      // Opposite sides: each bot plays the side it asked for.
      assert.equal(g[first!.side], first!.bot);
      assert.equal(g[second!.side], second!.bot);
    } else if (first!.sps !== second!.sps) {
      // The more generous offer wins the side.
      const winner = first!.sps > second!.sps ? first! : second!;
      assert.equal(g[winner.side], winner.bot);
    }
  }
  assert.ok(
    full.results.some((g) => g.swapped),
    "the random bot's bids put someone on the other side at least once",
  );
  const j = JSON.parse(r.out.trim().split("\n").at(-1)!) as {
    winRates: Record<string, { com: number | null; dem: number | null }>;
    bids: {
      perBot: Record<
        string,
        {
          bids: number;
          meanBid: number;
          askedFor: { com: number; dem: number };
          played: { com: number; dem: number };
          wins: { com: number; dem: number };
        }
      >;
      swapped: number;
    };
  };
  const h = j.bids.perBot.heuristic!;
  const rnd = j.bids.perBot.random!;
  assert.equal(h.bids, 6);
  assert.equal(h.meanBid, 1);
  assert.deepEqual(h.askedFor, { com: 0, dem: 6 });
  assert.equal(h.played.com + h.played.dem, 6);
  assert.deepEqual(rnd.played, { com: h.played.dem, dem: h.played.com });
  assert.ok(rnd.meanBid >= 0 && rnd.meanBid <= 3);
  assert.equal(j.bids.swapped, full.results.filter((g) => g.swapped).length);
  // Win rates per side count the side each bot actually played.
  for (const [bot, st] of [
    ["heuristic", h],
    ["random", rnd],
  ] as const) {
    for (const side of ["com", "dem"] as const) {
      const games = full.results.filter((g) => g[side] === bot);
      assert.equal(st.played[side], games.length);
      assert.equal(st.wins[side], games.filter((g) => g.winner === side).length);
      const rate = j.winRates[bot]![side];
      if (games.length === 0) assert.equal(rate, null);
      else assert.equal(rate, st.wins[side] / games.length);
    }
  }
  const rows = readFileSync(csv, "utf8").trim().split("\n");
  assert.match(rows[0]!, /,swapped,bids$/);
  assert.match(rows[1]!, /,(true|false),heuristic:dem:1 random:(com|dem):[0-3]$/);
});

test("sim --bid with a bot against itself, and play --bid runs a game end to end", () => {
  const r = cli(["sim", "--bid", "--games", "3", "--workers", "1", "--bots", "random:random", "--json"]);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out.trim().split("\n").at(-1)!) as {
    bids: { perBot: Record<string, { bids: number; played: { com: number; dem: number } }> };
  };
  // Both seats are the random bot: 2 bids and 2 sides played per game.
  assert.equal(j.bids.perBot.random!.bids, 6);
  assert.deepEqual(j.bids.perBot.random!.played, { com: 3, dem: 3 });
  const plain = cli(["sim", "--games", "1", "--workers", "1", "--bots", "random:random", "--json"]);
  assert.doesNotMatch(plain.out, /Balance bid/);
  assert.equal((JSON.parse(plain.out.trim().split("\n").at(-1)!) as { bids?: unknown }).bids, undefined);

  // play --bid as the Communist seat against the bot: the bid prompt comes first, then the game
  // runs to its end on the first choice every time.
  const p = cli(["play", "--bid", "--side", "com", "--bot", "random", "--seed", "4"], "1\n".repeat(3000));
  assert.equal(p.code, 0, p.err);
  assert.match(p.out, /with bid/);
  assert.match(p.out, /Balance bid: choose the side/);
  assert.match(p.out, /You bid from the first seat/);
  assert.match(p.out, /Bids: first player wants/);
  assert.match(p.out, /After the bid you play the (Communist|Democrat)\./);
  assert.match(p.out, /Game over: /);
});
