/**
 * Property 4, order independence: the order of an object's keys and the whitespace between tokens do not
 * change the result (ok or not, the value, the fixes, the failure code), in JSON and in near-JSON, for valid
 * values and for values that need fixes. Chunking independence is proved where streaming lives: see
 * src/tolerant/chunking.test.ts and test/stream-chunking.test.ts.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { salvage, type Outcome, type Parser } from "../../src/index.js";
import { corrupt, deepEqual, valueOf } from "../../src/fuzz/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import { count, excerpt, params, report, TIMEOUT } from "./budget.js";
import { keyOrder, whitespace, write, writeStyle } from "./writer.js";

const PROPERTY = "order independence";
// Value corruptions only: what they write is still JSON, so the writer can lay it out again.
const VALUE_CORRUPTIONS = ["scalar-as-string", "string-as-number", "enum-case", "key-alias", "key-case", "undeclared-alias",
  "extra-keys", "null-optional", "single-for-list", "wrap-object", "action-blob"];

const family = Object.entries(schemas).map(([name, schema]) => ({
  name,
  schema,
  parse: salvage(schema as Record<string, unknown>) as Parser<unknown>,
  values: valueOf(schema, { maxDepth: 2 }),
}));

/** What must not depend on layout: ok, the value, the fixes applied (by rule and path), the failure code. */
function summary(outcome: Outcome<unknown>): { ok: boolean; value?: unknown; code?: string; fixes: string[] } {
  const fixes = outcome.steps
    .flatMap((step) => (step.stage === "coerce" ? [`${step.rule} ${JSON.stringify(step.path)}`] : step.stage === "repair" ? [`repair ${step.kind}`] : []))
    .sort();
  return outcome.ok ? { ok: true, value: outcome.value, fixes } : { ok: false, code: outcome.error.code, fixes };
}

describe("order independence", () => {
  const cases = fc.integer({ min: 0, max: family.length - 1 }).chain((index) =>
    fc.record({
      member: fc.constant(index),
      value: (family[index] as (typeof family)[number]).values,
      corruption: fc.option(fc.constantFrom(...VALUE_CORRUPTIONS), { nil: undefined }),
      seed: fc.nat(),
      style: writeStyle,
      layout: fc.nat(),
      order: fc.nat(),
    }),
  );

  it("key order and whitespace change nothing, in JSON and near-JSON, with or without fixes", () => {
    fc.assert(
      fc.property(cases, ({ member: index, value, corruption, seed, style, layout, order }) => {
        count(PROPERTY, "cases");
        const member = family[index] as (typeof family)[number];
        const written = corruption === undefined ? value : JSON.parse(corrupt(value, [corruption], { schema: member.schema, toolName: member.name, seed, style: { indent: 0 } }).text) as unknown;
        const plain = write(written, { style });
        const shuffled = write(written, { style, space: whitespace(layout), order: keyOrder(order) });
        const a = summary(member.parse(plain));
        const b = summary(member.parse(shuffled));
        const context = `${member.name} [${corruption ?? "valid"}]\n${excerpt(plain, 500)}\n${excerpt(shuffled, 500)}\n${JSON.stringify(a).slice(0, 400)}\n${JSON.stringify(b).slice(0, 400)}`;
        expect(b.ok, context).toBe(a.ok);
        expect(b.code, context).toBe(a.code);
        expect(b.fixes, context).toEqual(a.fixes);
        if (a.ok) expect(deepEqual(a.value, b.value), context).toBe(true);
        count(PROPERTY, a.ok ? "ok, same value" : "failed, same code");
      }),
      params(30, 1500),
    );
  }, TIMEOUT);
});

afterAll(() => {
  console.log(report("order"));
});
