import { describe, expect, test } from "vitest";
import { extract } from "./extract.js";
import { findReactSteps } from "./react.js";
import { findHiddenRanges } from "./think.js";

/**
 * Inputs built to make a careless scanner quadratic (an opener that searches ahead for its closer,
 * a tag that rescans its attributes, a fence that looks for its end from every line). Each must
 * finish; the shapes are asserted, not the timings (bench/ measures those).
 */
const K = 100_000;
const M = 1_000_000;

const cases: readonly (readonly [string, string, (candidates: number) => void])[] = [
  ["100k {", "{".repeat(K), (n) => expect(n).toBe(0)],
  ["100k [", "[".repeat(K), (n) => expect(n).toBe(1)],
  ["100k {a", "{a".repeat(K), (n) => expect(n).toBe(0)],
  ["100k {\"", '{"'.repeat(K), (n) => expect(n).toBe(1)],
  ["100k {'", "{'".repeat(K), (n) => expect(n).toBe(1)],
  // the whole text, a sequence of values (the json-sequence reader finds it ambiguous), and one [1]
  ["100k [1] (deduplicated)", "[1] ".repeat(K), (n) => expect(n).toBe(2)],
  ["100k distinct arrays (capped)", Array.from({ length: K }, (_, i) => `[${i}]`).join(" "), (n) => expect(n).toBe(32)],
  ["1M backticks", "`".repeat(M), (n) => expect(n).toBe(0)],
  ["1M tildes", "~".repeat(M), (n) => expect(n).toBe(0)],
  ["100k fence lines", "```\n".repeat(K), (n) => expect(n).toBe(0)],
  ["100k growing fences", Array.from({ length: 2000 }, (_, i) => "`".repeat(i + 3)).join("\nx\n"), (n) => expect(n).toBe(1)],
  ["100k fences with content", "```json\n[1]\n```\n".repeat(K), (n) => expect(n).toBe(1)],
  ["100k <think>", "<think>".repeat(K), (n) => expect(n).toBe(0)],
  ["100k <think> lines", "<think>\n".repeat(K), (n) => expect(n).toBe(0)],
  ["100k </think> lines", "</think>\n".repeat(K) + "[1]", (n) => expect(n).toBe(1)],
  ["100k closed thinks", "<think>[0]</think>\n[1]\n".repeat(K / 10), (n) => expect(n).toBe(1)],
  ["100k <json>", "<json>".repeat(K), (n) => expect(n).toBe(1)],
  ["100k </json>", "</json>".repeat(K), (n) => expect(n).toBe(0)],
  ["100k json blocks", "<json>[1]</json>".repeat(K), (n) => expect(n).toBe(1)],
  ["100k unfinished tags", "<json a=".repeat(K), (n) => expect(n).toBe(0)],
  ["100k <a b", "<a b".repeat(K), (n) => expect(n).toBe(0)],
  ["100k Action Input {", "Action Input: {\n".repeat(K), (n) => expect(n).toBe(1)],
  ["100k Final Answer", "Final Answer: x\n".repeat(K), (n) => expect(n).toBe(1)],
  ["100k bold labels", "**Action Input:**\n".repeat(K), (n) => expect(n).toBe(0)],
  // 500k empty strings one after the other: a sequence, which the json-sequence reader finds ambiguous
  ["1M quotes", '"'.repeat(M), (n) => expect(n).toBe(1)],
  ["1M apostrophes", "'".repeat(M), (n) => expect(n).toBe(0)],
  ["an unclosed string of 1M", `"${"a".repeat(M)}`, (n) => expect(n).toBe(1)],
  ["an unclosed single-quoted string of 1M", `'${"a".repeat(M)}`, (n) => expect(n).toBe(0)],
  ["1M backslashes in a string", `{"a": "${"\\".repeat(M)}`, (n) => expect(n).toBe(1)],
  ["1M digits", "1".repeat(M), (n) => expect(n).toBe(1)],
  ["1M letters", "a".repeat(M), (n) => expect(n).toBe(0)],
  ["1M newlines", "\n".repeat(M), (n) => expect(n).toBe(0)],
  ["deep nesting", "[".repeat(M / 2) + "]".repeat(M / 2), (n) => expect(n).toBe(1)],
  ["mismatched closers", "{[".repeat(K) + "}".repeat(K), (n) => expect(n).toBe(1)],
  // each `{` looks a bounded way ahead for a backtick key or escaped line breaks
  ["100k {`", "{`".repeat(K), (n) => expect(n).toBe(0)],
  ["100k {` with no closing backtick", "{`" + "a".repeat(M), (n) => expect(n).toBe(0)],
  ["100k {\\n", "{\\n".repeat(K), (n) => expect(n).toBe(0)],
  // the whole text is a sequence of strings and one array; of the spans in prose only the bare [1] is kept
  ["100k quoted mentions", '"[0]" '.repeat(K) + "[1]", (n) => expect(n).toBe(2)],
  ["100k quoted mentions in prose", 'see "[0]" '.repeat(K) + "[1]", (n) => expect(n).toBe(1)],
];

describe("adversarial inputs finish and keep their shape", () => {
  test.each(cases)("%s", (_name, text, check) => {
    const outcome = extract(text);
    const found = outcome.ok ? outcome.value : [];
    if (!outcome.ok) expect(outcome.error.code).toBe("no-json-found");
    check(found.length);
    for (const c of found) {
      expect(c.end - c.start).toBe(c.text.length);
      expect(text.startsWith(c.text, c.start)).toBe(true);
    }
  });

  test("100k <think> openers on separate lines form one hidden range", () => {
    expect(findHiddenRanges("<think>\n".repeat(K))).toEqual([{ start: 0, end: 8 * K }]);
  });

  test("100k ReAct steps pair up", () => {
    const steps = findReactSteps("Action: a\nAction Input: [1]\nObservation: ok\n".repeat(K));
    expect(steps).toHaveLength(K);
    expect(steps[K - 1]?.action?.name).toBe("a");
  });
});
