import assert from "node:assert/strict";
import { test } from "node:test";
import {
  checkOptions,
  defaultOptions,
  GameRuleError,
  type OptionSpec,
  optionFromText,
} from "../src/index.ts";

const SPEC: readonly OptionSpec[] = [
  {
    kind: "choice",
    key: "scenario",
    label: { en: "Scenario" },
    default: "standard",
    choices: [
      { value: "standard", label: { en: "Standard" } },
      { value: "short", label: { en: "Short" } },
    ],
  },
  { kind: "boolean", key: "bid", label: { en: "Bid" }, default: false },
  { kind: "integer", key: "turns", label: { en: "Turns" }, default: 10, min: 1, max: 10 },
];

test("missing options take their defaults; null and undefined mean all defaults", () => {
  assert.deepEqual(defaultOptions(SPEC), { scenario: "standard", bid: false, turns: 10 });
  assert.deepEqual(checkOptions(SPEC, undefined), defaultOptions(SPEC));
  assert.deepEqual(checkOptions(SPEC, null), defaultOptions(SPEC));
  assert.deepEqual(checkOptions(SPEC, { bid: true }), { scenario: "standard", bid: true, turns: 10 });
});

test("bad options are refused with the option's name and what it accepts", () => {
  const refused = (input: unknown, pattern: RegExp) =>
    assert.throws(
      () => checkOptions(SPEC, input),
      (e: unknown) => e instanceof GameRuleError && pattern.test(e.message),
    );
  refused({ colour: "red" }, /Unknown option "colour" \(known options: scenario, bid, turns\)/);
  refused({ scenario: "long" }, /scenario must be one of standard, short/);
  refused({ scenario: 3 }, /scenario must be one of/);
  refused({ bid: "yes" }, /bid must be true or false/);
  refused({ turns: 11 }, /turns must be a whole number from 1 to 10/);
  refused({ turns: 2.5 }, /turns must be a whole number/);
  refused([1, 2], /options must be a JSON object/);
  refused("standard", /options must be a JSON object/);
  refused(JSON.parse('{"__proto__": {"bid": true}}'), /Unknown option "__proto__"/);
});

test("options from command-line text", () => {
  const [scenario, bid, turns] = SPEC as [OptionSpec, OptionSpec, OptionSpec];
  assert.equal(optionFromText(bid, true), true);
  assert.equal(optionFromText(bid, "false"), false);
  assert.equal(optionFromText(turns, "3"), 3);
  assert.equal(optionFromText(scenario, "short"), "short");
  assert.throws(() => optionFromText(turns, "3x"), /whole number/);
  assert.throws(() => optionFromText(turns, "0"), /from 1 to 10/);
  assert.throws(() => optionFromText(scenario, true), /needs a value/);
  assert.throws(() => optionFromText(bid, "maybe"), /true or false/);
});
