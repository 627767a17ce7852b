import { describe, expect, it } from "vitest";
import * as z from "zod";
import { defaultRules } from "../coerce/rules/index.js";
import type { Rule } from "../coerce/rule.js";
import { salvage } from "../salvage/index.js";
import { createEarlyCheck, type EarlyCheck } from "./early-failure.js";

const schema = z.object({
  selector: z.string().meta({ aliases: ["element"] }),
  count: z.number().int(),
  note: z.string().optional(),
  mode: z.enum(["fast", "slow"]),
  flag: z.boolean(),
  either: z.union([z.string(), z.number()]),
  shape: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
  list: z.array(z.object({ n: z.number() })),
});

function checker(rules: readonly Rule[] = defaultRules): EarlyCheck {
  const guide = salvage(schema).guide;
  if (guide === undefined) throw new Error("no guide");
  const check = createEarlyCheck(guide, rules);
  if (check === undefined) throw new Error("no check");
  return check;
}

describe("createEarlyCheck", () => {
  const check = checker();

  it.each([
    [["count"], true, "a value of type integer"],
    [["count"], 1.5, "a value of type integer"],
    [["count"], null, "a value of type integer"],
    [["flag"], 1, "a value of type boolean"],
    [["mode"], "turbo", 'one of "fast", "slow"'],
    [["either"], true, "a value of type string or number"],
    [["list", 0, "n"], false, "a value of type number"],
  ])("stops at %j = %j: it can never be %s", (path, value, expected) => {
    expect(check(path, value)).toEqual({ path, value, expected });
  });

  it.each([
    [["count"], "42"], // string-to-number
    [["selector"], 7], // number-to-string
    [["note"], null], // null-to-absent on an optional field
    [["mode"], "FAST"], // enum-match
    [["flag"], "true"], // string-to-boolean
    [["shape", "a"], true], // inside a union of shapes: not sure, so wait
    [["element"], true], // not a declared key: maybe an alias
    [["list", 0], "x"], // wrap-bare-value may still make it an object
    [["extra", "deep"], 1], // past what the schema declares
  ])("waits at %j = %j: a rule may still make it fit", (path, value) => {
    expect(check(path, value)).toBeUndefined();
  });

  it("agrees with the whole pipeline: what it stops at fails there too", () => {
    const parse = salvage(schema);
    const valid = { selector: "#a", count: 1, mode: "fast", flag: true, either: "x", shape: { a: "y" }, list: [{ n: 1 }] };
    expect(parse(JSON.stringify(valid)).ok).toBe(true);
    for (const [key, value] of [["count", true], ["count", 1.5], ["flag", 1], ["mode", "turbo"], ["either", true]] as const) {
      expect(check([key], value)).toBeDefined();
      expect(parse(JSON.stringify({ ...valid, [key]: value })).ok).toBe(false);
    }
  });

  it("only counts the rules in use", () => {
    const strict = checker(defaultRules.filter((rule) => rule.name !== "string-to-number"));
    expect(strict(["count"], "42")?.expected).toBe("a value of type integer");
  });

  it("turns itself off when a custom rule may fix anything", () => {
    const mine: Rule = { name: "mine", cost: 1, apply: () => undefined };
    const guide = salvage(schema).guide;
    expect(guide && createEarlyCheck(guide, [...defaultRules, mine])).toBeUndefined();
  });
});
