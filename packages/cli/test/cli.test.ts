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
