import { jsonrepair } from "jsonrepair";
import { describe, expect, it } from "vitest";
import { parseTolerant } from "./parse-tolerant.js";

function viaJsonrepair(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(jsonrepair(text)) as unknown };
  } catch {
    return { ok: false };
  }
}

// Near-JSON that both read, to the same value.
const agreed = [
  "{'a': 'b'}",
  "{a: 1, b: 'x'}",
  '{"a": True, "b": None, "c": False}',
  "[1, 2, 3,]",
  '{"a": 1,}',
  '{"a": 1, // c\n"b": 2}',
  '/* x */ {"a": /* y */ 1}',
  "{“a”: “b”}",
  "{‘a’: ‘b’}",
  '{"a": ‘b’}',
  '{"a": undefined}',
  '{\n"a": 1\n"b": 2\n}',
  '[\n  {"a": 1}\n  {"b": 2}\n]',
  '{"a": [\n 1\n 2\n]}',
  '[{"a":1}{"b":2}]',
  "[1\n2]",
  '{"a": "x\ny"}',
  '{"a": "it\\\'s"}',
  "{'a': '\\\"q\\\"'}",
  "{'a': \"mixed\"}",
  '{"a": [1, 2',
  '{"a": [1, {"b": 2',
  '{"a": "hel',
  '"abc',
  '```json\n{"a": 1}\n```',
  '{\\"a\\": \\"b\\"}',
  '{"a":\u00a01}',
  '{"a": "b\\\\"}',
  '{"a": "\\u00e9"}',
  '{"a": 1}}',
  "[1, 2]]",
  '{"a": 1e5, "b": -0, "c": 1E-2}',
  "{\"a\": 'b', c: [None, True], // note\n d: {'e': 1,},}",
  '{"key": "value", "list": [1, 2, 3], "nested": {"t": True}}',
];

describe("differential against jsonrepair", () => {
  it.each(agreed)("both read %j to the same value", (text) => {
    const ours = parseTolerant(text);
    const theirs = viaJsonrepair(text);
    expect(ours.ok).toBe(true);
    expect(theirs.ok).toBe(true);
    if (ours.ok && theirs.ok) expect(ours.value).toStrictEqual(theirs.value);
  });

  // Where both succeed with different values; each line says which reading is right and why.
  const disagreements: [string, unknown, unknown, string][] = [
    ['```json\n{"a": [1, 2\n```', { a: [1, 2] }, { a: [1, 2, '"'] }, "ours: the closing fence is not a string"],
    ['{"a": 1, "b"', { a: 1 }, { a: 1, b: null }, "ours: b's value was never written; null would be invented"],
    ['{"a": 1, "b":', { a: 1 }, { a: 1, b: null }, "ours: as above"],
    ['{"a": 1.', {}, { a: 1 }, "ours: 1. was cut off (1.5?); dropped and flagged truncated"],
    ['{"a": tr', {}, { a: "tr" }, "ours: tr is a cut-off literal, not the string 'tr'"],
    ['{"a": "b"}\n{"c": "d"}', { a: "b" }, [{ a: "b" }, { c: "d" }], "design: the stream parser reads one value (NDJSON is not its job)"],
    ['{"a": "b\\"}', { a: 'b"}' }, { a: 'b"' }, "ours, flagged truncated: the quote is escaped, so the text ends inside the string"],
  ];
  it.each(disagreements)("disagree on %j", (text, ourValue, theirValue) => {
    const ours = parseTolerant(text);
    expect(ours.ok).toBe(true);
    expect(ours.value).toStrictEqual(ourValue);
    expect(viaJsonrepair(text)).toEqual({ ok: true, value: theirValue });
  });

  // jsonrepair reads these; this parser declines (the caller falls back to jsonrepair), often rightly.
  const declined = [
    "[1,,2]", // jsonrepair: [[1], 2] — wrong
    '["a" "b"]', // ["a", "b"]: plausible, but same-line juxtaposition is also how unescaped quotes look
    "{'a': 'don't'}", // jsonrepair: "don\"t" — wrong
    '{"a" 1}', // missing colon
    '{"a": -}', // jsonrepair: 0 — invented
    '{"a": .5}',
    '{"a": 01}', // jsonrepair: "01"
    '{"a": 2.}',
    '{"a": 1 "b": 2}',
    '{"a": NaN}', // jsonrepair: "NaN"
    '{"a": "He said "hi" ok"}', // jsonrepair gets this one right
    '{"a": "\\x41"}',
    '{"a": "b" + "c"}',
    '{"a": `b`}',
    '{"a": hello}',
    '{"a": https://x.y/z}',
    '{"a":}', // jsonrepair: null — invented
  ];
  it.each(declined)("declines %j, which jsonrepair reads", (text) => {
    expect(parseTolerant(text).ok).toBe(false);
    expect(viaJsonrepair(text).ok).toBe(true);
  });

  // Prose around the value: jsonrepair expects the value alone, this parser finds it.
  it.each([
    ['Here: {"a": 1} thanks', { a: 1 }],
    ['<think>{"x":1}</think>{"a":1}', { a: 1 }],
    ["The result is [1, 2, 3] as expected", [1, 2, 3]],
  ])("finds the value in %j where jsonrepair fails", (text, value) => {
    expect(parseTolerant(text)).toMatchObject({ ok: true, value });
    expect(viaJsonrepair(text).ok).toBe(false);
  });
});
