import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createIncrementalParser } from "./incremental-parser.js";
import { parseTolerant } from "./parse-tolerant.js";
import type { StreamPath, StreamResult, StreamSnapshot } from "./types.js";
import { isDeepPartial, split } from "../../test/helpers/chunks.js";

// Deterministic in CI: one seed, bounded runs (the whole file runs in a few seconds).
const SETTINGS = { seed: 42, numRuns: 300 };

type Path = (string | number)[];

/** Every path of a JSON value, the root included. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (typeof value === "object" && value !== null) for (const key of Object.keys(value)) pathsOf((value as Record<string, unknown>)[key], [...prefix, key], out);
  return out;
}

function at(value: unknown, path: StreamPath): unknown {
  let current = value;
  for (const seg of path) current = (current as Record<string | number, unknown>)[seg];
  return current;
}

/** Text equality: exact for JSON values, key order included, and blind to own `constructor` keys. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const cutsArb = fc.oneof(
  fc.array(fc.nat(), { maxLength: 40 }),
  fc.constant(Array.from({ length: 400 }, (_, i) => i)), // one character at a time
);

const jsonTextArb = fc
  .tuple(fc.jsonValue(), fc.constantFrom<string | number | undefined>(undefined, 1, 2, "\t"))
  .map(([value, indent]) => JSON.stringify(value, null, indent));

describe("chunking independence on valid JSON", () => {
  it("gives JSON.parse's value whatever the chunks, and every snapshot is consistent with the final value", () => {
    fc.assert(
      fc.property(jsonTextArb, cutsArb, (text, cuts) => {
        const expected: unknown = JSON.parse(text);
        const once = parseTolerant(text);
        expect(once.ok).toBe(true);
        expect(same(once.value, expected)).toBe(true);
        expect(once.ok && once.repairs).toEqual([]);

        const paths = pathsOf(expected);
        const parser = createIncrementalParser();
        const snapshots: StreamSnapshot[] = [];
        const completeSeen = new Set<string>();
        for (const chunk of split(text, cuts)) {
          parser.push(chunk);
          const snap = parser.snapshot();
          snapshots.push(snap);
          // The value so far is a deep partial of the final one (numbers appear only when finished).
          expect(isDeepPartial(snap.value, expected)).toBe(true);
          // The pending path runs through the final value's structure.
          expect(paths.some((p) => same(p, snap.pendingPath))).toBe(true);
          for (const path of paths) {
            const key = JSON.stringify(path);
            if (snap.isComplete(path)) {
              // Read now: the value is live, so this is what the snapshot showed.
              expect(same(at(snap.value, path), at(expected, path))).toBe(true);
              completeSeen.add(key);
            } else {
              // Once complete, a path stays complete.
              expect(completeSeen.has(key)).toBe(false);
            }
          }
          expect(snap.isComplete([...(paths[paths.length - 1] as Path), "no such key"])).toBe(false);
        }
        const result = parser.end();
        expect(result).toEqual(once);
        // Old snapshots still answer as of their own time: nothing they called complete has changed.
        for (const snap of snapshots) {
          for (const path of paths) if (snap.isComplete(path)) expect(same(at(result.value, path), at(expected, path))).toBe(true);
        }
        const final = parser.snapshot();
        expect(final.complete).toBe(true);
        for (const path of paths) expect(final.isComplete(path)).toBe(true);
      }),
      SETTINGS,
    );
  });

  it("a valid document cut anywhere parses to a deep partial of the whole, flagged truncated", () => {
    fc.assert(
      fc.property(jsonTextArb, fc.nat(), (text, cut) => {
        const expected: unknown = JSON.parse(text);
        const prefix = text.slice(0, cut % (text.length + 1));
        const result = parseTolerant(prefix);
        if (!result.ok) {
          // Only nothing at all, or a bare scalar cut short (`-`, `tr`, …), is no value yet.
          expect(result.reason).toBe("no-json-found");
          expect(prefix.trim() === "" || typeof expected !== "object" || expected === null).toBe(true);
          return;
        }
        // A number at the cut is kept but may be short (12 of 123); compare with numbers blurred.
        const blur = (v: unknown): unknown => JSON.parse(JSON.stringify(v), (_k, x: unknown) => (typeof x === "number" ? 0 : x));
        expect(isDeepPartial(blur(result.value), blur(expected))).toBe(true);
        if (prefix.length < text.trimEnd().length && typeof expected === "object" && expected !== null) expect(result.truncated).toBe(true);
      }),
      SETTINGS,
    );
  });
});

// Text made of the tokens that matter to the parser, so random strings reach every state.
const tokenArb = fc.constantFrom(
  "{", "}", "[", "]", ",", ":", '"', "'", "“", "”", "‘", "’", " ", "\n", "\\", "/", "*", "`", "```", "```json\n",
  "~", "<think>", "</think>", "<", ">", "a", "b", "True", "None", "null", "true", "undefined", "NaN", "0", "1", "-", ".", "e",
  "+", "u", "\u00a0", "\t", "x", "é", "😀", '\\"', "\\n", "//", "/*", "*/", '"a":', "'b':", "1,", "[1,", "{\"k\": ",
);

/** Valid JSON with a few tokens inserted and a few characters deleted. */
const corruptedArb = fc
  .tuple(jsonTextArb, fc.array(fc.tuple(fc.nat(), fc.option(tokenArb, { nil: undefined })), { minLength: 1, maxLength: 4 }))
  .map(([text, edits]) => {
    let out = text;
    for (const [at, token] of edits) {
      const i = at % (out.length + 1);
      out = token === undefined ? out.slice(0, i) + out.slice(i + 1) : out.slice(0, i) + token + out.slice(i);
    }
    return out;
  });

const nearJsonArb = fc.oneof(
  fc.array(tokenArb, { maxLength: 60 }).map((parts) => parts.join("")),
  fc.tuple(fc.constantFrom("{", "[", '{"a": ', "```json\n{", "<think>{</think>["), fc.array(tokenArb, { maxLength: 60 })).map(([head, parts]) => head + parts.join("")),
  corruptedArb,
);

function comparable(result: StreamResult): unknown {
  return JSON.parse(JSON.stringify(result)) as unknown;
}

describe("chunking independence on any text", () => {
  it("gives the same result (value, repairs, failure and position) whatever the chunks", () => {
    fc.assert(
      fc.property(nearJsonArb, cutsArb, (text, cuts) => {
        const once = parseTolerant(text);
        const parser = createIncrementalParser();
        for (const chunk of split(text, cuts)) {
          parser.push(chunk);
          const snap = parser.snapshot();
          expect(typeof snap.isComplete([])).toBe("boolean");
        }
        expect(comparable(parser.end())).toEqual(comparable(once));
      }),
      { seed: 42, numRuns: 2000 },
    );
  });
});
