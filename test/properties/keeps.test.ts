/**
 * The precision principle of issue 14, what a reading keeps, on values the fuzz kit draws for the corpus schemas:
 *  - a value made of placeholders (every string `"<string>"`) is never an answer, alone or as a format example
 *    written before the real answer;
 *  - the schema written back (an echo) before the answer never wins over it;
 *  - whatever the text, an ok value is the answer the text holds, never the example or the echo.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { salvage } from "../../src/index.js";
import { deepEqual, valueOf, type JsonSchema } from "../../src/fuzz/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import { count, excerpt, params, report, TIMEOUT } from "./budget.js";

const PROPERTY = "keeps (placeholders and echoes are never the answer)";

/** The value with every string replaced by a placeholder; undefined when it holds no string. */
function placeholders(value: unknown): unknown {
  let strings = 0;
  const swap = (v: unknown): unknown => {
    if (typeof v === "string") {
      strings++;
      return "<string>";
    }
    if (Array.isArray(v)) return v.map(swap);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, swap(inner)]));
    return v;
  };
  const out = swap(value);
  return strings > 0 ? out : undefined;
}

const cases = fc.oneof(
  ...Object.entries(schemas).map(([name, schema]) => valueOf(schema).map((value) => ({ name, schema, value }))),
);

describe("what a reading keeps", () => {
  it("never answers with placeholders, an example before the answer, or an echo of the schema", () => {
    fc.assert(
      fc.property(cases, fc.constantFrom("alone", "example", "echo"), ({ name, schema, value }, layout) => {
        const parse = salvage(schema as Exclude<JsonSchema, boolean>);
        const example = placeholders(value);
        const answer = JSON.stringify(value, null, 2);
        let text: string;
        if (layout === "alone") {
          if (example === undefined) return;
          text = JSON.stringify(example);
        } else if (layout === "example") {
          if (example === undefined) return;
          text = `Example:\n\`\`\`json\n${JSON.stringify(example, null, 2)}\n\`\`\`\n\nAnswer:\n${answer}`;
        } else {
          text = `The schema:\n\`\`\`json\n${JSON.stringify(schema, null, 2)}\n\`\`\`\n\nMy answer:\n${answer}`;
        }
        count(PROPERTY, layout);
        const outcome = parse(text);
        const context = `${name} ${layout}: ${excerpt(text)}`;
        if (layout === "alone") {
          expect(outcome.ok, context).toBe(false);
          return;
        }
        if (outcome.ok) {
          count(PROPERTY, `${layout} ok`);
          expect(deepEqual(outcome.value, value), `${context} → ${excerpt(JSON.stringify(outcome.value))}`).toBe(true);
        }
      }),
      params(40, 400),
    );
  }, TIMEOUT);
});

afterAll(() => {
  console.log(report("keeps.test.ts"));
});
