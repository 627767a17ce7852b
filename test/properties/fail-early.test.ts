/**
 * `failEarly` never stops where the final outcome would be ok (issue 33): whenever a stream read with `failEarly`
 * fails before its end, the one-shot parse of the same text fails too. Texts are objects of scalars written in every
 * way a rule may still fix (`"null"`, `"1"`, `"yes"`, a number for a string, `"[1]"`, an enum label in other case),
 * against schemas of every scalar type, and the fuzz kit's corrupted outputs of the fixture schemas; each text is
 * streamed in three chunks.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { salvage } from "../../src/index.js";
import { modelOutput } from "../../src/fuzz/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import { count, params, report, TIMEOUT } from "./budget.js";

const PROPERTY = "fail-early";

const scalars = {
  n: { type: "null" },
  b: { type: "boolean" },
  i: { type: "integer" },
  x: { type: "number", minimum: 0 },
  s: { type: "string" },
  e: { enum: ["Alpha", "beta gamma", 3] },
  o: { type: ["string", "null"] },
  a: { type: "array", items: { type: "number" } },
  w: { type: "object", properties: { v: { type: "string" } }, required: ["v"] },
};
const written = ['null', '"null"', '" NULL "', "1", "1.5", '"1"', '"1.5"', "-2", "true", '"true"', '"yes"', '"Yes"', '"alpha"', '"Beta Gamma"', '"x"', '""', '"[1]"', '"{\\"v\\": \\"a\\"}"', "0", '"2024-01-02"'];

const scalarCase = fc
  .tuple(
    fc.subarray(Object.keys(scalars), { minLength: 1 }),
    fc.array(fc.constantFrom(...written), { minLength: 9, maxLength: 9 }),
    fc.subarray(Object.keys(scalars)),
  )
  .map(([keys, values, required]) => ({
    schema: { type: "object", properties: Object.fromEntries(keys.map((key) => [key, scalars[key as keyof typeof scalars]])), required: required.filter((key) => keys.includes(key)) },
    text: `{${keys.map((key, index) => `"${key}": ${values[index] ?? "null"}`).join(", ")}}`,
  }));

const fixtureNames = Object.keys(schemas);
const kitCase = fc.constantFrom(...fixtureNames).chain((name) => {
  const schema = schemas[name] as Record<string, unknown>;
  return modelOutput(schema).map((output) => ({ schema, text: output.text }));
});

function streamedEarly(schema: Record<string, unknown>, text: string): boolean {
  const streamer = salvage(schema).streamer({ failEarly: true });
  const third = Math.ceil(text.length / 3);
  for (let at = 0; at < text.length; at += third) {
    streamer.push(text.slice(at, at + third));
    if (streamer.failure !== undefined) return true;
  }
  return false;
}

describe("failEarly", () => {
  it(
    "a stream failEarly stops is one the one-shot parse fails",
    () => {
      fc.assert(
        fc.property(fc.oneof(scalarCase, kitCase), ({ schema, text }) => {
          count(PROPERTY);
          if (!streamedEarly(schema, text)) return;
          count(PROPERTY, "stopped early");
          const oneShot = salvage(schema)(text);
          expect([text, oneShot.ok ? oneShot.value : "failed"]).toEqual([text, "failed"]);
        }),
        params(3400, 1500),
      );
    },
    TIMEOUT,
  );

  it("does not stop on a value a default rule fixes", () => {
    const schema = { type: "object", properties: { n: { type: "null" } }, required: ["n"] };
    expect(streamedEarly(schema, '{"n": "null"}')).toBe(false);
    expect(salvage(schema)('{"n": "null"}')).toMatchObject({ ok: true, value: { n: null } });
    // And still stops on what no rule fixes.
    expect(streamedEarly(schema, '{"n": true, "m": 1}')).toBe(true);
  });
});

afterAll(() => {
  console.log(report("fail-early"));
});
