/**
 * Property: the reading classes of issue 12 on the fuzz kit's corruptions for them — a scalar answer in a
 * sentence (class 1), Python's triple-quoted strings (class 4), a last string missing its closing quote before
 * the closers (class 5), unescaped inner quotes and backslashes that start no escape (class 6), plain words
 * unquoted, magnitude words and scalar hedges (issue 29). A recoverable
 * output comes back ok and equal; an unclosed last string reads back where the string is plain (one line, no
 * quote, backslash or bracket) and fails otherwise (it is then also what a cut inside a string leaves); no
 * output throws.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { salvage, type Parser } from "../../src/index.js";
import { corrupt, deepEqual, hedgedScalar, modelOutput, type JsonSchema } from "../../src/fuzz/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import { count, counted, excerpt, expectOutcome, params, report, TIMEOUT } from "./budget.js";

const SCALAR = "readings (class 1: a scalar answer in a sentence)";
const STRINGS = "readings (classes 4, 5, 6: string damage)";

const scalarSchemas: readonly JsonSchema[] = [
  { type: "boolean" },
  { type: "number" },
  { type: "integer" },
  { type: "integer", minimum: 0 },
  { type: "number", maximum: 100 },
];

describe("class 1: a scalar answer in a sentence", () => {
  const cases = fc.constantFrom(...scalarSchemas).chain((schema) =>
    modelOutput(schema, { corruptions: ["scalar-in-prose", "magnitude-in-prose", hedgedScalar, "python-literals"], minCorruptions: 1, maxCorruptions: 2 }).map((output) => ({ schema, output })),
  );
  it("the one value named comes back; two values joined by a hedge fail", () => {
    fc.assert(
      fc.property(cases, ({ schema, output }) => {
        const outcome = salvage(schema as Record<string, unknown>).parse(output.text);
        expectOutcome(outcome, output.text);
        count(SCALAR, "cases");
        if (output.corruptions.includes("hedged-scalar")) {
          // the kit's construction: two different values named, so the answer is not determined
          expect(output.recoverable).toBe(false);
          expect(outcome.ok, `a hedge read as a value: ${excerpt(output.text)} -> ${outcome.ok ? JSON.stringify(outcome.value) : ""}`).toBe(false);
          count(SCALAR, "with a hedge: failed");
          return;
        }
        if (!output.corruptions.includes("scalar-in-prose") && !output.corruptions.includes("magnitude-in-prose")) return;
        if (output.corruptions.includes("magnitude-in-prose")) count(SCALAR, "with a magnitude or sign word");
        count(SCALAR, "in a sentence");
        const context = `${excerpt(output.text)} -> ${outcome.ok ? JSON.stringify(outcome.value) : outcome.error.message}`;
        expect(output.recoverable, context).toBe(true);
        expect(outcome.ok && deepEqual(outcome.value, output.expected), `not read back: ${context}`).toBe(true);
        count(SCALAR, "ok and equal");
      }),
      params(40, 400),
    );
  }, TIMEOUT);
});

const damage = ["triple-quotes", "unescaped-quotes", "raw-backslashes", "unclosed-string", "bare-words"] as const;
const company = ["single-quotes", "trailing-commas", "comments", "python-literals", "unquoted-keys", "fence", "prose-around"];
const parsers = new Map<string, Parser<unknown>>(Object.entries(schemas).map(([name, schema]) => [name, salvage(schema as Record<string, unknown>) as Parser<unknown>]));

describe("classes 4, 5, 6: string damage", () => {
  const cases = fc.constantFrom(...Object.keys(schemas)).chain((name) =>
    fc.constantFrom(...damage).chain((one) =>
      modelOutput(schemas[name] as JsonSchema, { corruptions: [one, ...company], minCorruptions: 1, maxCorruptions: 3 }).map((output) => ({ name, output })),
    ),
  );
  it("recoverable damage reads back; an unclosed last string that may be cut off fails", () => {
    fc.assert(
      fc.property(cases, ({ name, output }) => {
        const outcome = (parsers.get(name) as Parser<unknown>)(output.text);
        expectOutcome(outcome, output.text);
        count(STRINGS, "cases");
        const applied = damage.filter((d) => output.corruptions.includes(d));
        if (applied.length === 0) return;
        const context = `${name} [${output.corruptions.join(", ")}] ${excerpt(output.text, 500)} -> ${outcome.ok ? JSON.stringify(outcome.value).slice(0, 300) : outcome.error.message}`;
        for (const d of applied) count(STRINGS, d);
        if (applied.includes("unclosed-string") && !output.recoverable) {
          expect(outcome.ok, `an unclosed last string that may be cut off read as a value: ${context}`).toBe(false);
          count(STRINGS, "unclosed-string, not plain: failed");
          return;
        }
        if (applied.includes("unclosed-string")) count(STRINGS, "unclosed-string, plain: read back");
        if (!output.recoverable) return;
        expect(outcome.ok && deepEqual(outcome.value, output.expected), `not read back: ${context}`).toBe(true);
        count(STRINGS, "ok and equal");
      }),
      params(41, 600),
    );
  }, TIMEOUT);
});

// Values whose strings hold what the damage acts on: line breaks, quotes, backslashes, brackets.
const noteSchema: JsonSchema = {
  type: "object",
  properties: { title: { type: "string" }, body: { type: "string" }, tags: { type: "array", items: { type: "string" } }, n: { type: "integer" } },
  required: ["title", "body", "tags", "n"],
  additionalProperties: false,
};
const piece = fc.constantFrom("a", "b", "x", "7", " ", " ", '"', "\\", "d", "w", "s", "\n", "{", "}", ",", ":", "'", "é", "(", ")");
const text = fc.array(piece, { maxLength: 24 }).map((parts) => parts.join(""));
const realistic = fc.constantFrom("New York", "hello there", 'def f():\n    return 1', 'he said "stop" twice', "\\d+\\s*\\w", 'a "quoted" word', "line one\nline two", "C:\\Temp\\logs", 'say "hi" to "them" now');
const note = fc.record({ n: fc.integer(), tags: fc.array(fc.oneof(text, realistic), { maxLength: 3 }), title: fc.oneof(text, realistic), body: fc.oneof(text, realistic) });
const noteParser = salvage(noteSchema as Record<string, unknown>);

describe("classes 4, 5, 6 on strings that hold what the damage acts on", () => {
  const lists = fc.constantFrom(...damage).chain((one) => fc.shuffledSubarray(company, { maxLength: 2 }).map((others) => [one, ...others]));
  it("recoverable damage reads back; an unclosed last string that may be cut off fails", () => {
    fc.assert(
      fc.property(note, lists, fc.integer(), (value, list, seed) => {
        const output = corrupt(value, list, { schema: noteSchema, seed });
        const outcome = noteParser.parse(output.text);
        expectOutcome(outcome, output.text);
        count(STRINGS, "cases (notes)");
        const applied = damage.filter((d) => output.corruptions.includes(d));
        const context = `[${output.corruptions.join(", ")}] ${excerpt(output.text, 500)} -> ${outcome.ok ? JSON.stringify(outcome.value).slice(0, 300) : outcome.error.message}`;
        for (const d of applied) count(STRINGS, `${d} (notes)`);
        if (applied.includes("unclosed-string") && !output.recoverable) {
          expect(outcome.ok, `an unclosed last string that may be cut off read as a value: ${context}`).toBe(false);
          count(STRINGS, "unclosed-string, not plain: failed (notes)");
          return;
        }
        if (applied.includes("unclosed-string")) count(STRINGS, "unclosed-string, plain: read back (notes)");
        if (applied.length === 0 || !output.recoverable) return;
        expect(outcome.ok && deepEqual(outcome.value, output.expected), `not read back: ${context}`).toBe(true);
        count(STRINGS, "ok and equal (notes)");
      }),
      params(42, 1500),
    );
  }, TIMEOUT);
});

const CUTS = "readings (class 5: a cut right after a closer inside a string)";
// A note whose last string holds a closer after plain words, so that cuts right after it are frequent.
const word = fc.constantFrom("a", "ok", "done", "é", "x y", "7");
const closerInBody = fc.record({
  n: fc.integer(),
  tags: fc.constant([] as string[]),
  title: word,
  body: fc.tuple(word, fc.constantFrom("}", "]", "]}", "}\n", " }"), fc.oneof(word, fc.constant(""))).map((parts) => parts.join("")),
});

describe("class 5: a cut that is also a complete text missing one closing quote", () => {
  const lists = fc.shuffledSubarray(["fence", "prose-around", "reasoning-block"], { maxLength: 2 }).map((others) => ["truncate", ...others]);
  it("reads as its complete twin (the kit's own check says which cuts those are) or fails", () => {
    count(CUTS, "cases", 0);
    count(CUTS, "also complete: read as the twin", 0);
    fc.assert(
      fc.property(fc.oneof(note, closerInBody), lists, fc.integer(), (value, list, seed) => {
        const output = corrupt(value, list, { schema: noteSchema, seed });
        const outcome = noteParser.parse(output.text);
        expectOutcome(outcome, output.text);
        count(CUTS, "cases");
        const context = `[${output.corruptions.join(", ")}] ${excerpt(output.text, 500)} -> ${outcome.ok ? JSON.stringify(outcome.value).slice(0, 300) : outcome.error.message}`;
        if (!outcome.ok) {
          count(CUTS, output.closedText === undefined ? "cut off: failed" : "also complete: failed");
          return;
        }
        if (deepEqual(outcome.value, value)) {
          count(CUTS, "ok and still equal");
          return;
        }
        expect(output.closedText, `a cut-off answer read as a value: ${context}`).toBeDefined();
        const twin = noteParser.parse(output.closedText as string);
        expect(twin.ok && deepEqual(outcome.value, twin.value), `read unlike its complete twin: ${context}`).toBe(true);
        count(CUTS, "also complete: read as the twin");
      }),
      params(43, 1500),
    );
  }, TIMEOUT);
});

afterAll(() => {
  expect(counted(SCALAR, "ok and equal")).toBeGreaterThan(0);
  console.log(report("readings"));
});
