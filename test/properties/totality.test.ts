/**
 * Property 1, totality: for any string, every public entry point that reads text returns a typed outcome and
 * never throws, and no prototype changes on the way.
 */
import * as fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import * as z from "zod";
import {
  coerce,
  balanced,
  tag,
  whole,
  createCorpusRunner,
  extract,
  parseCorpus,
  reaskPrompt,
  repair,
  salvage,
  toolset,
  validate,
  type Outcome,
} from "../../src/index.js";
import { schemas } from "../../src/fuzz/schemas.fixture.js";
import { count, excerpt, expectOutcome, params, report, TIMEOUT } from "./budget.js";
import { anyText, longText, toolMarkup } from "./texts.js";

const PROPERTY = "totality";
const product = schemas["product"] as Record<string, unknown>;
const tree = schemas["tree"] as Record<string, unknown>;
const parsers = [
  salvage(product),
  salvage(tree),
  salvage({}),
  salvage(z.object({ selector: z.string().meta({ aliases: ["element"] }) })),
  salvage(z.union([z.string(), z.array(z.number())])),
  salvage(product, { allowTruncated: true, maxDepth: 8, maxRepairSize: 256, maxCandidates: 2, maxSize: 4096 }),
];
const treeGuide = parsers[1]?.guide;
const tools = toolset({ click: z.object({ selector: z.string() }), type: schemas["type"] as Record<string, unknown> });
const runCorpus = createCorpusRunner();
const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const before = prototypes.map((p) => Object.getOwnPropertyNames(p).sort().join());

/** Every text entry point on one text; returns how many calls it made. Throws only if the library does. */
function everyEntryPoint(text: string): number {
  const at = excerpt(text);
  let calls = 0;
  const check = (outcome: Outcome<unknown>, name: string): void => {
    calls++;
    expectOutcome(outcome, `${name} on ${at}`);
  };
  for (const parse of parsers) {
    const outcome = parse(text);
    check(outcome, "salvage");
    if (!outcome.ok) expect(reaskPrompt(outcome.error).length, at).toBeGreaterThan(0);
  }
  const found = extract(text);
  check(found, "extract");
  if (found.ok) for (const c of found.value) expect(text.slice(c.start, c.end), at).toBe(c.text);
  check(extract(text, { extractors: [whole, tag(["x", "json"]), balanced], maxCandidates: 3 }), "extract with options");
  const repaired = repair(text);
  check(repaired, "repair");
  check(repair(text, { allowTruncated: true, maxDepth: 16, maxRepairSize: 512 }), "repair with options");
  if (treeGuide !== undefined && repaired.ok) {
    check(coerce(repaired.value, treeGuide), "coerce");
    check(validate(repaired.value, tree), "validate");
  }
  check(tools.parse(text), "toolset.parse");
  check(tools.parseCall({ name: "click", arguments: text }), "toolset.parseCall");
  const corpus = parseCorpus(text);
  expect(Array.isArray(corpus.cases) && Array.isArray(corpus.errors), at).toBe(true);
  calls++;
  const result = runCorpus({ id: "x", input: text, hasExpected: false, schema: null, category: "fuzz" });
  expect(typeof result.ok, at).toBe("boolean");
  calls++;
  return calls;
}

/** The push-style streamer, fed the text in chunks: a snapshot after every push, an outcome at the end. */
function streamInChunks(text: string, size: number, failEarly: boolean): number {
  const parse = parsers[failEarly ? 0 : 3];
  if (parse === undefined) return 0;
  const streamer = parse.streamer({ failEarly });
  for (let i = 0; i < text.length; i += size) {
    const snapshot = streamer.push(text.slice(i, i + size));
    expect(typeof snapshot.complete, excerpt(text)).toBe("boolean");
  }
  expectOutcome(streamer.end(), `streamer on ${excerpt(text)}`);
  return 1;
}

/** The toolset's streamer, fed the text in chunks: calls shown only grow, and the end is `tools.parse(text)`. */
function streamToolsInChunks(text: string, size: number): number {
  const streamer = tools.streamer();
  let shown: readonly string[] = [];
  for (let i = 0; i < text.length; i += size) {
    const calls = streamer.push(text.slice(i, i + size)).calls.map((call) => call.tool);
    expect(calls.slice(0, shown.length), excerpt(text)).toEqual(shown);
    shown = calls;
  }
  expect(streamer.end(), excerpt(text)).toEqual(tools.parse(text));
  return 1;
}

describe("totality: every entry point returns an outcome for any string", () => {
  it("arbitrary code points, lone surrogates, control characters, fences, tags, runs of openers", () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 48 }), fc.boolean(), (text, chunk, failEarly) => {
        count(PROPERTY, "cases");
        count(PROPERTY, "calls", everyEntryPoint(text));
        count(PROPERTY, "calls", streamInChunks(text, chunk, failEarly));
        count(PROPERTY, "calls", streamToolsInChunks(text, chunk));
      }),
      params(1, 3000),
    );
  }, TIMEOUT);

  it("tool-call markup of every format, declared and undeclared names, through the tool streamer and parse", () => {
    fc.assert(
      fc.property(toolMarkup, fc.integer({ min: 1, max: 64 }), (text, chunk) => {
        count(PROPERTY, "tool markup cases");
        expectOutcome(tools.parse(text), `toolset.parse on ${excerpt(text)}`);
        count(PROPERTY, "calls", 1 + streamToolsInChunks(text, chunk) + streamToolsInChunks(text, text.length + 1));
      }),
      params(4, 2000),
    );
  }, TIMEOUT);

  it("long and deeply nested text, past every size and depth limit", () => {
    fc.assert(
      fc.property(longText, (text) => {
        count(PROPERTY, "long cases");
        count(PROPERTY, "calls", everyEntryPoint(text));
      }),
      params(2, 40),
    );
  }, TIMEOUT);

  it("the async entry points, and parseValue on any JSON value", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.jsonValue({ maxDepth: 4 }), async (text, value) => {
        count(PROPERTY, "async cases");
        const parse = parsers[0];
        if (parse === undefined) return;
        expectOutcome(await parse.parseAsync(text), `parseAsync on ${excerpt(text)}`);
        expectOutcome(await tools.parseAsync(text), `toolset.parseAsync on ${excerpt(text)}`);
        expectOutcome(parse.parseValue(value), "parseValue");
        expectOutcome(await parse.parseValueAsync(value), "parseValueAsync");
        expectOutcome(tools.parseValue(value), "toolset.parseValue");
        count(PROPERTY, "calls", 5);
      }),
      params(3, 500),
    );
  }, TIMEOUT);

  it("left every prototype as it was", () => {
    expect(prototypes.map((p) => Object.getOwnPropertyNames(p).sort().join())).toEqual(before);
  }, TIMEOUT);
});

afterAll(() => {
  console.log(report("totality"));
});
