/**
 * Property 3, identity: valid JSON of a valid value comes back equal, with no repair and no coercion step,
 * whatever the layout; a value that is already parsed (`parseValue`) likewise.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { salvage, type Outcome, type Parser } from "../../src/index.js";
import { deepEqual, valueOf } from "../../src/fuzz/index.js";
import { notAnAnswer } from "../../src/parse/not-an-answer.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import { count, excerpt, params, report, TIMEOUT } from "./budget.js";

const PROPERTY = "identity";

const family = Object.entries(schemas).map(([name, schema]) => ({
  name,
  schema,
  parse: salvage(schema as Record<string, unknown>) as Parser<unknown>,
  values: valueOf(schema),
}));
const open = salvage({});

const layout = fc.constantFrom<string | number | undefined>(undefined, 2, 4, "\t");
const padding = fc.constantFrom("", " ", "\n", "\r\n", "\t \n");

function fixSteps(outcome: Outcome<unknown>): string[] {
  return outcome.steps.filter((step) => step.stage === "repair" || step.stage === "coerce").map((step) => JSON.stringify(step));
}

function expectIdentity(outcome: Outcome<unknown>, value: unknown, context: string): void {
  expect(outcome.ok, `${context}\n${outcome.ok ? "" : outcome.error.message}`).toBe(true);
  if (!outcome.ok) return;
  expect(deepEqual(outcome.value, value), `${context}\ngot ${JSON.stringify(outcome.value)}`).toBe(true);
  expect(fixSteps(outcome), context).toEqual([]);
}

describe("identity: a valid value written as JSON comes back as it is", () => {
  it("on every corpus schema, in any layout", () => {
    const cases = fc.constantFrom(...family).chain((member) => fc.tuple(fc.constant(member), member.values, layout, padding));
    fc.assert(
      fc.property(cases, ([member, value, indent, pad]) => {
        count(PROPERTY, "cases");
        const text = pad + JSON.stringify(value, null, indent) + pad;
        expectIdentity(member.parse(text), value, `${member.name}: ${excerpt(text)}`);
        expectIdentity(member.parse.parseValue(value), value, `${member.name} parseValue: ${excerpt(text)}`);
      }),
      params(20, 1500),
    );
  }, TIMEOUT);

  it("with no schema, on any JSON value", () => {
    fc.assert(
      // A value made only of placeholders (`{"": "<C>"}`) is a format example, never an answer (docs/repair.md).
      fc.property(fc.jsonValue({ maxDepth: 5 }).filter((value) => notAnAnswer(value, undefined) === undefined), layout, (value, indent) => {
        count(PROPERTY, "cases (no schema)");
        const text = JSON.stringify(value, null, indent);
        // JSON has no -0: the text holds 0, and that is the value to expect.
        expectIdentity(open(text), JSON.parse(text), excerpt(text));
      }),
      params(21, 1000),
    );
  }, TIMEOUT);
});

afterAll(() => {
  console.log(report("identity"));
});
