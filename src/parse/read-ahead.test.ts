import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extract } from "../extract/index.js";
import { scanBalanced } from "../extract/span.js";
import { noSkip } from "../extract/scan.js";
import { modelOutput } from "../fuzz/arbitraries.js";
import type { JsonSchema } from "../fuzz/schema.js";
import { strictValueEnd } from "../text/strict-json.js";
import { parseStepwise, parseTolerant } from "../tolerant/parse-tolerant.js";
import { compileParser } from "./compile.js";
import { readAhead } from "./read-ahead.js";
import { readCandidate } from "../repair/index.js";
import { newReadMemo } from "../repair/reader.js";

const schema: JsonSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    price: { type: "number" },
    inStock: { type: "boolean" },
    parts: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, note: { type: ["string", "null"] } }, required: ["id"] } },
  },
  required: ["name", "tags"],
};
const compiled = compileParser(schema);
if (!compiled.ok) throw new Error("schema");
const parser = compiled.value;

// Answers as models write them, whole or cut, in prose, fences, reasoning blocks, several at once; and damaged in
// one more place, so that the read-ahead meets values it reads, values it gives up on, and prose with brackets.
const significant = fc.constantFrom(..."{}[]:,'\"\\/ \n`“\u00a0aT1".split(""));
const answers = modelOutput(schema, { maxCorruptions: 4 }).chain((output) =>
  fc.oneof(
    fc.constant(output.text),
    fc.tuple(fc.nat({ max: output.text.length }), significant).map(([at, c]) => output.text.slice(0, at) + c + output.text.slice(at)),
  ),
);

function firstOpener(text: string): number {
  const opens = [text.indexOf("{"), text.indexOf("[")].filter((at) => at >= 0);
  return opens.length === 0 ? -1 : Math.min(...opens);
}

const extractOptions = { extractors: parser.extractors, maxCandidates: parser.maxCandidates, scalarWanted: parser.scalarWanted, arrayWanted: parser.arrayWanted };

describe("readAhead", () => {
  it("tells extraction only the span its own scan finds, and keeps only the tolerant parser's reading of it", () => {
    let kept = 0;
    fc.assert(
      fc.property(answers, (text) => {
        const open = firstOpener(text);
        const memo = newReadMemo();
        const told = readAhead(text, memo);
        if (open < 0 || told.span === undefined) return;
        expect(told.start).toBe(open);
        expect(told.span).toStrictEqual(scanBalanced(text, open, noSkip));
        if (!told.span.terminated) return;
        // The reading kept, if any, goes to the parse of exactly that value's text, and is what the parser reads there.
        const value = text.slice(open, told.span.end);
        const read = parseTolerant(`\n ${value}  `, undefined, memo);
        expect(read).toStrictEqual(parseStepwise(`\n ${value}  `));
        if (strictValueEnd(text, open) < 0 && read.ok && read.repairs.length > 0) kept++;
      }),
      { numRuns: 600 },
    );
    // The property must meet readings that were kept, not only texts the read-ahead left alone.
    expect(kept).toBeGreaterThan(50);
  });

  it("leaves extraction's candidates and the readers' readings as they are without it", () => {
    let compared = 0;
    fc.assert(
      fc.property(answers, (text) => {
        const memo = newReadMemo();
        const extracted = extract(text, { ...extractOptions, spans: readAhead(text, memo) });
        const alone = extract(text, extractOptions);
        expect(extracted).toStrictEqual(alone);
        if (!extracted.ok) return;
        compared++;
        extracted.value.forEach((candidate, index) => {
          const read = readCandidate(candidate, index, parser.readSettings(text, memo));
          expect(read).toStrictEqual(readCandidate(candidate, index, parser.readSettings(text, newReadMemo())));
        });
      }),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  it("keeps a reading for its own parse only, and hands it out once", () => {
    const text = "Here:\n{'a': [1, 2,], 'b': True}\nDone.";
    const memo = newReadMemo();
    readAhead(text, memo);
    const value = "{'a': [1, 2,], 'b': True}";
    expect(memo.ahead).toBeDefined();
    expect(parseTolerant(value, undefined, newReadMemo())).toStrictEqual(parseStepwise(value));
    expect(memo.ahead).toBeDefined();
    const first = parseTolerant(value, undefined, memo);
    expect(memo.ahead).toBeUndefined();
    const second = parseTolerant(value, undefined, memo);
    expect(first).toStrictEqual(second);
    expect(first.ok && second.ok && first.value !== second.value).toBe(true);
  });

  it("tells extraction that strict JSON cut off runs to the text's end unclosed, as its scan finds", () => {
    const text = 'Sure:\n{"a": [1, 2], "b": "x  ';
    const told = readAhead(text, newReadMemo());
    expect(told).toStrictEqual({ start: 6, span: { end: text.length, terminated: false } });
    expect(told.span).toStrictEqual(scanBalanced(text, 6, noSkip));
  });

  it("hands a kept reading only to a parse allowed its depth", () => {
    const text = "[[['x',]]]";
    const memo = newReadMemo();
    readAhead(text, memo);
    expect(parseTolerant(text, { maxDepth: 2 }, memo)).toMatchObject({ ok: false, reason: "too-deep" });
    expect(parseTolerant(text, { maxDepth: 3 }, memo)).toMatchObject({ ok: true, value: [[["x"]]] });
  });
});

describe("strictValueEnd", () => {
  it.each([
    ['Here: {"a": [1]} ok', 6, 16],
    ['{"a": "}"}', 0, 10],
    ["[1, 2]]", 0, 6],
    ["Here: {'a': 1}", 6, -1],
    ['{"a": [1, 2', 0, -2],
    ['{"a": "b', 0, -2],
    ['{"a": [1, 2}', 0, -1],
    ['{"a": 1,}', 0, -1],
    ['"a"', 0, -1],
    ["x", 0, -1],
  ])("%j from %i ends at %i (-1: no value there, -2: cut off)", (text, start, end) => {
    expect(strictValueEnd(text, start)).toBe(end);
  });

  it("ends every JSON object or array where it ends, whatever follows", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())), fc.string(), fc.string(), (value, before, after) => {
        const json = JSON.stringify(value);
        const text = `${before}${json}${after}`;
        expect(strictValueEnd(text, before.length)).toBe(before.length + json.length);
      }),
    );
  });
});
