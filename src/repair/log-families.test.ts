import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyOrder, whitespace, write, writeStyle } from "../../test/properties/writer.js";
import { anyText } from "../../test/properties/texts.js";
import { isWhitespace } from "../extract/scan.js";
import type { Candidate } from "../outcome/types.js";
import { parseTolerant } from "../tolerant/parse-tolerant.js";
import { checkStart } from "./leading.js";
import { familiesOfRepairs } from "./log-families.js";
import { repeatedKeyMessage } from "./messages.js";
import { prescan } from "./prescan.js";
import type { ReaderContext } from "./reader.js";
import { tolerant } from "./readers/tolerant.js";
import { scan } from "./scan.js";

/** The tolerant reader as it was before it named families from the parser's repairs: the pre-scan on every text. */
function readWithPrescan(text: string, maxDepth: number): unknown {
  if (checkStart(text) !== undefined) return undefined;
  const scanned = prescan(text, maxDepth);
  if (scanned.tooDeepAt >= 0) return undefined;
  const result = parseTolerant(text, { maxDepth });
  // A key written twice with two values is refused wherever the value ends (the pre-scan has no say in it).
  if (!result.ok) return result.reason === "repeated-key" ? { refuse: repeatedKeyMessage(text, result.position), code: "ambiguous", position: result.position } : undefined;
  let first = 0;
  while (first < text.length && isWhitespace(text.charCodeAt(first))) first++;
  let last = text.length;
  while (last > first && isWhitespace(text.charCodeAt(last - 1))) last--;
  if (result.start !== first || (!result.truncated && result.end !== last)) return undefined;
  return { value: result.value, repairs: scanned.families, ...(result.truncated ? { truncated: scanned.truncated ?? "open" } : {}) };
}

function context(text: string, maxDepth: number): ReaderContext {
  const candidate: Candidate = { text, start: 0, end: text.length, source: "whole" };
  return { candidate, input: text, maxDepth, maxRepairSize: 1e6, guide: undefined, refused: undefined };
}

const value = fc.jsonValue({ maxDepth: 4 });
const troublemaker = fc.constantFrom(
  "'", '"', "`", "’", "“", "\\", "//", "/*", "*/", "#", " # c\n", ",", ":", "{", "}", "[", "]", "\n", "\t", "\v", "\u00a0",
  "\u2028", "\ufeff", "True", "None", "undefined", "NaN", "x", "1", "007", "...", "+", "()", "\u0001",
);
/** A near-JSON text with a few characters or words put in anywhere. */
const nearJson = fc
  .tuple(value, writeStyle, fc.integer(), fc.integer(), fc.array(fc.tuple(fc.nat(), troublemaker), { maxLength: 3 }))
  .map(([v, style, space, order, edits]) => {
    let text = write(v, { style, space: whitespace(space), order: keyOrder(order) });
    for (const [at, piece] of edits) {
      const i = at % (text.length + 1);
      text = text.slice(0, i) + piece + text.slice(i);
    }
    return text;
  });

describe("familiesOfRepairs", () => {
  it("names the families of the repairs it knows, in the pre-scan's order", () => {
    const read = parseTolerant("{a: True, // c\n'b': [1,]}");
    expect(read.ok && familiesOfRepairs(read.repairs)).toEqual(["single quotes", "comments", "trailing commas", "Python literals True/False/None", "unquoted keys"]);
    expect(familiesOfRepairs([])).toEqual([]);
  });

  it("leaves to the pre-scan the repairs it may name differently", () => {
    for (const text of ["{“a”: 1}", '{"a": "x\ny"}', "{\u00a0'a': 1}", '{\\"a\\": 1}', '{"a": "it\\\'s"}', "{'a': [1"]) {
      const read = parseTolerant(text);
      expect(read.ok, text).toBe(true);
      expect(read.ok && familiesOfRepairs(read.repairs), text).toBeUndefined();
    }
  });
});

describe("the tolerant reader without a pre-scan", () => {
  it.each(["{'a': True,}", "{a: 1}", "[1\n2]", "\v{'a': 1}", "{'a': 1}\u00a0", "{'a': 1} // c", "[[[['x']]]]"])("reads %j as the pre-scan would", (text) => {
    expect(tolerant.read(text, context(text, 512))).toEqual(readWithPrescan(text, 512));
  });

  it("refuses a key written twice as the reader always has, even with text after the value", () => {
    // A key written twice, with a stray closer after the object, or with a comment between the two.
    for (const text of ['{"a": 1, "a": 2} }', '{"a": 1, /* c "b": 3, */ "a": 2}']) {
      const read = tolerant.read(text, context(text, 6));
      expect(read, text).toMatchObject({ code: "ambiguous" });
      expect(read).toEqual(readWithPrescan(text, 6));
    }
  });

  it("is refused past the depth limit, as the pre-scan refused it", () => {
    const text = "[".repeat(5) + "'x'" + "]".repeat(5);
    expect(tolerant.read(text, context(text, 4))).toBeUndefined();
    expect(readWithPrescan(text, 4)).toBeUndefined();
    expect(scan(text, 4).tooDeepAt).toBeGreaterThanOrEqual(0);
  });

  it("reads near-JSON with odd characters put in exactly as with the pre-scan", () => {
    fc.assert(
      fc.property(nearJson, fc.integer({ min: 2, max: 6 }), (text, maxDepth) => {
        expect(tolerant.read(text, context(text, maxDepth))).toEqual(readWithPrescan(text, maxDepth));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads hostile text exactly as with the pre-scan", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(tolerant.read(text, context(text, 64))).toEqual(readWithPrescan(text, 64));
      }),
      { numRuns: 500 },
    );
  });
});
