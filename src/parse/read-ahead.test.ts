import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rememberSpan, scanBalanced } from "../extract/span.js";
import { noSkip } from "../extract/scan.js";
import { modelOutput } from "../fuzz/arbitraries.js";
import type { JsonSchema } from "../fuzz/schema.js";
import { strictValueEnd } from "../text/strict-json.js";
import { parseStepwise, parseTolerant } from "../tolerant/parse-tolerant.js";
import { compileParser } from "./compile.js";
import { parseNotWholeNow, parseText, readWholeSync } from "./pipeline.js";
import { forgetReadAhead, readAhead } from "./read-ahead.js";
import { runSync } from "./run.js";

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

/** The span the scan finds at `open` when nothing is remembered. */
function scannedAfresh(text: string, open: number) {
  rememberSpan("", 0, { end: 0, terminated: true });
  return scanBalanced(text, open, noSkip);
}

function firstOpener(text: string): number {
  const opens = [text.indexOf("{"), text.indexOf("[")].filter((at) => at >= 0);
  return opens.length === 0 ? -1 : Math.min(...opens);
}

describe("readAhead", () => {
  it("tells extraction only the span its own scan finds, and keeps only the tolerant parser's reading of it", () => {
    let kept = 0;
    fc.assert(
      fc.property(answers, (text) => {
        const open = firstOpener(text);
        readAhead(text);
        if (open < 0) return;
        const told = scanBalanced(text, open, noSkip);
        try {
          expect(told).toStrictEqual(scannedAfresh(text, open));
          if (!told.terminated) return;
          // The reading kept, if any, goes to the parse of exactly that value's text, and is what the parser reads there.
          const value = text.slice(open, told.end);
          const read = parseTolerant(`\n ${value}  `);
          expect(read).toStrictEqual(parseStepwise(`\n ${value}  `));
          if (strictValueEnd(text, open) < 0 && read.ok && read.repairs.length > 0) kept++;
        } finally {
          forgetReadAhead();
        }
      }),
      { numRuns: 600 },
    );
    // The property must meet readings that were kept, not only texts the read-ahead left alone.
    expect(kept).toBeGreaterThan(50);
  });

  it("leaves the outcome as the generator pipeline gives it, which reads nothing ahead", () => {
    let compared = 0;
    fc.assert(
      fc.property(answers, (text) => {
        // The synchronous parser reads a text that is not whole JSON this way (whole JSON never reaches extraction).
        if (readWholeSync(text, parser) !== undefined) return;
        compared++;
        expect(parseNotWholeNow(text, parser)).toEqual(runSync(parseText(text, parser), parser));
      }),
      { numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  it("keeps a reading for one parse only, and for none once forgotten", () => {
    const text = "Here:\n{'a': [1, 2,], 'b': True}\nDone.";
    readAhead(text);
    const value = "{'a': [1, 2,], 'b': True}";
    const first = parseTolerant(value);
    const second = parseTolerant(value);
    expect(first).toStrictEqual(second);
    expect(first.ok && second.ok && first.value !== second.value).toBe(true);
    readAhead(text);
    forgetReadAhead();
    expect(parseTolerant(value)).toStrictEqual(first);
  });

  it("tells extraction that strict JSON cut off runs to the text's end unclosed, as its scan finds", () => {
    const text = 'Sure:\n{"a": [1, 2], "b": "x  \n';
    readAhead(text);
    const told = scanBalanced(text, 6, noSkip);
    expect(told).toStrictEqual({ end: text.length, terminated: false });
    expect(told).toStrictEqual(scannedAfresh(text, 6));
    forgetReadAhead();
  });

  it("hands a kept reading only to a parse allowed its depth", () => {
    const text = "[[['x',]]]";
    readAhead(text);
    expect(parseTolerant(text, { maxDepth: 2 })).toMatchObject({ ok: false, reason: "too-deep" });
    expect(parseTolerant(text, { maxDepth: 3 })).toMatchObject({ ok: true, value: [[["x"]]] });
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
