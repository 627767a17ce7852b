/**
 * Property 5, no prototype pollution: `__proto__`, `constructor` and `prototype` keys at any depth, in JSON
 * and near-JSON, through every entry point and rule, never change a prototype. With an open schema they come
 * back as own data (as `JSON.parse` reads them); a closed schema drops or rejects them.
 */
import * as fc from "fast-check";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { coerce, extract, repair, salvage, toolset, type Parser } from "../../src/index.js";
import { deepEqual } from "../../src/fuzz/index.js";
import { count, excerpt, params, report, TIMEOUT } from "./budget.js";
import { jsonStyle, keyOrder, whitespace, write, writeStyle } from "./writer.js";

const PROPERTY = "no prototype pollution";
const HOSTILE = ["__proto__", "constructor", "prototype"];

// Values whose objects hold hostile keys at any depth, each object marking itself `polluted`.
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, 1, "x", "polluted"),
    fc.array(tie("value"), { maxLength: 3 }),
    tie("object"),
  ),
  object: fc
    .uniqueArray(fc.tuple(fc.constantFrom(...HOSTILE, "polluted", "a", "toString", "valueOf", "hasOwnProperty", "selector"), tie("value")), {
      selector: ([key]) => key,
      maxLength: 5,
    })
    .map((entries) => JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`) as unknown),
}));
const hostileObject = fc
  .tuple(fc.constantFrom(...HOSTILE), hostileValue, hostileValue)
  .map(([key, inner, sibling]) => JSON.parse(`{${JSON.stringify(key)}: {"polluted": ${JSON.stringify(inner)}}, "a": ${JSON.stringify(sibling)}}`) as unknown);
const anyHostile = fc.oneof(hostileValue, hostileObject);
// A whole answer is an object or array: a bare `None` or `x` in prose is not JSON, by design.
const hostileDocument = fc.oneof(hostileObject, hostileValue.filter((v) => typeof v === "object" && v !== null));

// Schemas that name hostile keys, alias to them, close over them, or leave them open.
const schemas = {
  open: salvage({}),
  openObject: salvage({ type: "object" }),
  closed: salvage({ type: "object", properties: { a: {}, polluted: {} }, additionalProperties: false }),
  named: salvage(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"object"},"constructor":{"type":"string"},"prototype":{"type":["array","object","null"]}},"additionalProperties":true}') as Record<string, unknown>),
  aliased: salvage({ type: "object", properties: { selector: { type: "string", aliases: ["__proto__", "constructor"] } }, required: ["selector"], additionalProperties: false }),
  nested: salvage({ type: "object", properties: { a: { type: "array", items: { type: "object", additionalProperties: { type: "object" } } } } }),
  zodLoose: salvage(z.looseObject({ a: z.unknown().optional() })),
  zodStrict: salvage(z.strictObject({ a: z.unknown().optional(), polluted: z.unknown().optional() })),
} satisfies Record<string, Parser<unknown>>;
const openGuide = schemas.nested.guide;
// A tool literally named `__proto__` (an own key, as `fromEntries` makes it): reserved or handled, never a prototype.
const tools = toolset(Object.fromEntries([["click", z.object({ selector: z.string() })], ["__proto__", z.object({ a: z.string() })]]) as Record<string, z.ZodType>);

const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype];
const snapshot = (): string[] => prototypes.map((p) => Object.getOwnPropertyNames(p).sort().join());
const before = snapshot();

/** Every object reached in a value has the plain prototype (or none), and nothing reads `polluted` through a prototype. */
function expectPlain(value: unknown, context: string, depth = 0): void {
  if (typeof value !== "object" || value === null || depth > 64) return;
  const proto = Object.getPrototypeOf(value) as unknown;
  expect(proto === Object.prototype || proto === Array.prototype || proto === null, `${context}: an object with a foreign prototype`).toBe(true);
  for (const key of Object.keys(value)) expectPlain((value as Record<string, unknown>)[key], context, depth + 1);
}

function expectUntouched(context: string): void {
  expect(({} as Record<string, unknown>)["polluted"], context).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>)["polluted"], context).toBeUndefined();
  expect(snapshot(), context).toEqual(before);
}

afterEach(() => expectUntouched("after the test"));

describe("no prototype pollution", () => {
  it("hostile keys at any depth come back as own data with an open schema, in JSON and near-JSON", () => {
    fc.assert(
      fc.property(hostileDocument, writeStyle, fc.nat(), fc.nat(), (value, style, layout, order) => {
        count(PROPERTY, "cases");
        const texts = [
          JSON.stringify(value),
          write(value, { style, space: whitespace(layout), order: keyOrder(order) }),
          "Here you go:\n```json\n" + write(value, { style: jsonStyle, space: whitespace(layout) }) + "\n```",
        ];
        for (const text of texts) {
          const context = excerpt(text);
          const outcome = schemas.open(text);
          expect(outcome.ok, `${context} ${outcome.ok ? "" : outcome.error.message}`).toBe(true);
          // JSON.parse is the reference: it makes `__proto__` an own property, and so must salvage.
          if (outcome.ok) expect(deepEqual(outcome.value, value), `${context} -> ${JSON.stringify(outcome.value)}`).toBe(true);
          if (outcome.ok) expectPlain(outcome.value, context);
          const repaired = repair(text);
          if (repaired.ok) expectPlain(repaired.value, context);
          extract(text);
          expectUntouched(context);
          count(PROPERTY, "texts");
        }
      }),
      params(40, 700),
    );
  }, TIMEOUT);

  it("through schemas that name, alias, close over or nest them, through coerce and the toolset", () => {
    fc.assert(
      fc.property(anyHostile, writeStyle, (value, style) => {
        count(PROPERTY, "cases (schemas)");
        const text = write(value, { style });
        const context = excerpt(text);
        for (const [name, parse] of Object.entries(schemas)) {
          const outcome = parse(text);
          expect(typeof outcome.ok, `${name}: ${context}`).toBe("boolean");
          if (outcome.ok) expectPlain(outcome.value, `${name}: ${context}`);
          else if (outcome.error.value !== undefined) expectPlain(outcome.error.value, `${name} (failure value): ${context}`);
          const fromValue = parse.parseValue(value);
          if (fromValue.ok) expectPlain(fromValue.value, `${name} parseValue: ${context}`);
          expectUntouched(`${name}: ${context}`);
          count(PROPERTY, "parses");
        }
        if (openGuide !== undefined) {
          const coerced = coerce(value, openGuide);
          if (coerced.ok) expectPlain(coerced.value, `coerce: ${context}`);
        }
        const calls = tools.parse(`{"name": "__proto__", "arguments": ${text}}`);
        expect(typeof calls.ok, context).toBe("boolean");
        expectUntouched(`toolset: ${context}`);
      }),
      params(41, 500),
    );
  }, TIMEOUT);
});

afterAll(() => {
  console.log(report("prototype"));
});
