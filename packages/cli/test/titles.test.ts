// What a command line says about a title: bots joined by ':' (ids that contain ':' too), options
// drawn from the title's description, --game read before the rest.
import assert from "node:assert/strict";
import { test } from "node:test";
import { titles } from "@dawn/titles";
import { Command } from "commander";
import { UsageError } from "../src/io.ts";
import { addTitleOptions, gameArg, givenOptions, optionSweep, parseBotList } from "../src/titles.ts";

const dof = titles.get("dof");

test("bot lists: ':' between bots, ids that contain ':', commas, clear refusals", () => {
  assert.deepEqual(parseBotList(dof, "heuristic:random", 2), ["heuristic", "random"]);
  assert.deepEqual(parseBotList(dof, "search:hard:heuristic", 2), ["search:hard", "heuristic"]);
  assert.deepEqual(parseBotList(dof, "search:easy:search:normal", 2), ["search:easy", "search:normal"]);
  assert.deepEqual(parseBotList(dof, "random,search:hard", 2), ["random", "search:hard"]);
  assert.throws(
    () => parseBotList(dof, "heuristic:genius", 2),
    (e) => e instanceof UsageError && /Unknown bot "genius"/.test(e.message),
  );
  assert.throws(() => parseBotList(dof, "search:heuristic", 2), /--bots takes 2 bot names/);
  assert.throws(() => parseBotList(dof, "heuristic", 2), /--bots takes 2 bot names/);
  assert.throws(() => parseBotList(dof, "random,oracle", 2), /Unknown bot "oracle"/);
});

test("--game is found before parsing; the title's options become flags, lists for sim", () => {
  assert.equal(gameArg(["sim", "--games", "3", "--game", "toy"]), "toy");
  assert.equal(gameArg(["replay", "x.json", "--game=wsdv"]), "wsdv");
  assert.equal(gameArg(["play", "--", "--game", "toy"]), undefined);
  const cmd = new Command("x").exitOverride();
  const flags = addTitleOptions(cmd, dof, true);
  cmd.parse(["--scenario", "standard,dem+2", "--bid"], { from: "user" });
  const o = cmd.opts();
  assert.deepEqual(givenOptions(flags, o), { scenario: ["standard", "dem+2"], bid: true });
  assert.deepEqual(optionSweep(flags, o), [
    { scenario: "standard", bid: true },
    { scenario: "dem+2", bid: true },
  ]);
  const all = new Command("y").exitOverride();
  const f2 = addTitleOptions(all, dof, true);
  all.parse(["--scenario", "all", "--no-bid"], { from: "user" });
  assert.deepEqual(optionSweep(f2, all.opts()), [
    { scenario: "standard", bid: false },
    { scenario: "dem+1", bid: false },
    { scenario: "dem+2", bid: false },
  ]);
  const one = new Command("z").exitOverride().configureOutput({ writeErr: () => {} });
  addTitleOptions(one, dof);
  assert.throws(
    () => one.parse(["--scenario", "standard,dem+2"], { from: "user" }),
    /Option scenario must be one of/,
  );
});
