import { readFileSync, readdirSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { jsonrepair } from "jsonrepair";
import { describe, expect, it } from "vitest";
import { modelOutput } from "../src/fuzz/index.js";
import { parseTolerant } from "../src/tolerant/parse-tolerant.js";

// jsonrepair as a differential oracle: near-JSON written the way models write it (the fuzz kit's syntax
// corruptions of values of the corpus's schemas), read by both parsers.
const syntax = ["single-quotes", "trailing-commas", "comments", "python-literals", "unquoted-keys", "smart-quotes"];
const schemaDir = new URL("../bench/corpora/schemas/", import.meta.url);
const schemas = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, schemaDir), "utf8")) as Record<string, unknown>);
const outputs = fc.oneof(...schemas.map((schema) => modelOutput(schema, { corruptions: syntax, maxCorruptions: 4, schemaless: true })));

function viaJsonrepair(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(jsonrepair(text)) as unknown };
  } catch {
    return { ok: false };
  }
}

describe("differential property: parseTolerant against jsonrepair", () => {
  // Every syntax corruption here keeps the truth in the text, so a disagreement has a referee: the value
  // that was written. Where jsonrepair reads a text to something else, it is jsonrepair that is wrong
  // (seen: a backtick inside a typographic-quoted string read as a quote); such cases are counted and shown.
  it("reads every syntax-corrupted value to the truth; wherever jsonrepair reads the text too, it agrees or jsonrepair is wrong", () => {
    let agreed = 0;
    let corrupted = 0;
    const jsonrepairWrong: string[] = [];
    fc.assert(
      fc.property(outputs, (output) => {
        expect(output.recoverable).toBe(true);
        if (output.corruptions.length > 0) corrupted++;
        const ours = parseTolerant(output.text);
        expect(ours.ok).toBe(true);
        expect(ours.value).toStrictEqual(output.expected);
        const theirs = viaJsonrepair(output.text);
        if (!theirs.ok) return;
        if (isDeepStrictEqual(theirs.value, ours.value)) agreed++;
        else jsonrepairWrong.push(output.text);
      }),
      { seed: 11, numRuns: 1000 },
    );
    console.log(`differential: ${corrupted} corrupted texts; jsonrepair agreed on ${agreed}, read ${jsonrepairWrong.length} to a wrong value, e.g. ${JSON.stringify(jsonrepairWrong[0])}`);
    // The oracle really was consulted, on texts that really were corrupted.
    expect(agreed).toBeGreaterThan(500);
    expect(corrupted).toBeGreaterThan(900);
  });
});
