import { describe, expect, it } from "vitest";
import { createIncrementalParser } from "./incremental-parser.js";
import { parseTolerant } from "./parse-tolerant.js";
import type { StreamResult } from "./types.js";

const MB = 1_000_000;

function streamed(text: string, size: number): StreamResult {
  const parser = createIncrementalParser();
  for (let i = 0; i < text.length; i += size) {
    parser.push(text.slice(i, i + size));
    parser.snapshot();
  }
  return parser.end();
}

// Each input is about 1 MB; a quadratic step anywhere would take minutes, not milliseconds.
const inputs: [string, () => string, string | "ok"][] = [
  ["[ × 1 MB", () => "[".repeat(MB), "too-deep"],
  ['{"a": × 1 MB', () => '{"a":'.repeat(MB / 5), "too-deep"],
  ['" × 1 MB', () => '"'.repeat(MB), "no-json-found"],
  ["` × 1 MB", () => "`".repeat(MB), "no-json-found"],
  ["{ then ` × 1 MB", () => "{" + "`".repeat(MB), "unexpected-character"],
  ["``` then [ × 1 MB", () => "```\n" + "[".repeat(MB), "too-deep"],
  ["[[]] pairs × 1 MB", () => "[" + "[[]],".repeat(MB / 5) + "1]", "ok"],
  ["a string of 1 MB of escapes", () => '["' + "\\n\\u00e9\\\\".repeat(MB / 12) + '"]', "ok"],
  ["an unterminated string of 1 MB", () => '{"a": "' + "x".repeat(MB), "ok"],
  ["a 1 MB unquoted key", () => "{" + "a".repeat(MB) + ": 1}", "ok"],
  ["a 1 MB number", () => "[" + "1".repeat(MB) + "]", "ok"],
  ["a 1 MB bare word", () => "[" + "x".repeat(MB) + "]", "unknown-literal"],
  ["an unclosed reasoning block", () => "<think>" + "{<".repeat(MB / 2), "no-json-found"],
  ["< × 1 MB", () => "<".repeat(MB), "no-json-found"],
  ["prose of 1 MB of near-tags", () => "<thin".repeat(MB / 5), "no-json-found"],
  ["/* × 1 MB inside a value", () => "[" + "/*".repeat(MB / 2), "unexpected-character"], // `/*/` closes at `*/`
  ["an unterminated 1 MB comment", () => "[1, /*" + "*".repeat(MB), "ok"],
  // each bare "x" is prose once `<` follows it, but the last one stands alone
  ["bare scalars that turn out to be prose", () => '<think></think>"x" '.repeat(MB / 20), "ok"],
  ["1 MB of commas", () => "[1" + ",".repeat(MB), "unexpected-character"],
  ["1 MB of whitespace then a value", () => " \n\t\u00a0".repeat(MB / 4) + "[1]", "ok"],
  ["1 MB of single-quoted members", () => "[" + "'a',".repeat(MB / 4) + "]", "ok"],
];

describe("adversarial inputs finish in linear time without throwing", () => {
  it.each(inputs)("%s", (_name, make, expected) => {
    const text = make();
    for (const result of [parseTolerant(text), streamed(text, 4096), streamed(text.slice(0, 100_000), 7)]) {
      expect(typeof result.ok).toBe("boolean");
    }
    const result = parseTolerant(text);
    if (expected === "ok") expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, reason: expected });
  });

  it("reads a deeply nested but legal document without recursion", () => {
    const depth = 500;
    const text = '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
    const result = parseTolerant(text);
    expect(result.ok).toBe(true);
    let node = result.value;
    for (let k = 0; k < depth; k++) node = (node as { a: unknown }).a;
    expect(node).toBe(1);
  });

  it("takes about eight times as long for eight times the input (no quadratic path)", () => {
    const unit = '{"k": \'v\', "n": [1, 2.5, True], // c\n "s": "x\\ny"}\n';
    const time = (copies: number) => {
      const text = "[" + unit.repeat(copies) + "]";
      const started = performance.now();
      streamed(text, 20);
      return performance.now() - started;
    };
    time(2000); // warm up
    // Best of three, the sizes interleaved so that a burst of load on a shared machine weighs on both.
    let small = Infinity;
    let large = Infinity;
    for (let run = 0; run < 3; run++) {
      small = Math.min(small, time(5_000));
      large = Math.min(large, time(40_000));
    }
    expect(large / small).toBeLessThan(24); // linear is 8; quadratic would be 64
  });
});
