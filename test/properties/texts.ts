/** Arbitraries of hostile text for the totality property: anything a model, a proxy or an attacker can send. */
import * as fc from "fast-check";

/** Pieces that reach every branch of extraction and repair, and characters JSON tools mishandle. */
const piece = fc.constantFrom(
  // JSON and near-JSON tokens
  "{", "}", "[", "]", '"', "'", "`", "\\", ":", ",", " ", "\n", "\r\n", "\t", "a", "1", "-", "0.", "1e999", "-0",
  "true", "True", "None", "null", "NaN", "Infinity", "undefined", '{"a": 1}', "{'a': 1,}", "{a: 1}", "[1, 2,]",
  '{"selector": "#b"}', '"#b"', "/*", "*/", "//", '\\"', "\\u", "\\ud800", "\\u00",
  // what surrounds answers
  "```", "```json\n", "\n```", "~~~", "<think>", "</think>", "<thinking>", "<json>", "</json>", "<tool_call>",
  "</tool_call>", "<output>", "Action: click\n", "Action Input: ", "Final Answer: ", "Observation: ", "Thought: ",
  '{"name": "click", "arguments": ', '{"action": "click", "action_input": ', '"{\\"selector\\": \\"#b\\"}"',
  // keys that must never reach a prototype
  '"__proto__"', "__proto__", '"constructor"', '"prototype"',
  // control characters, separators, lone and paired surrogates, typographic quotes, a BOM, wide characters
  "\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u00a0", "\u2028", "\u2029", "\ufeff", "\ufffe",
  "\ud800", "\udbff", "\udc00", "\udfff", "\ud83d\ude00", "“", "”", "‘", "’", "é", "中", "\u0301",
);

/** Text made of pieces. */
export const pieces = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(""));

/** A run of one opener or troublemaker, up to a few thousand deep, with an optional tail. */
export const runs = fc
  .tuple(
    fc.constantFrom("[", "{", '{"a":', '{"a": [', '"', "'", "`", "```", "```json\n", "~~~\n", "<think>", "<json>",
      "Action Input: {", "{'a':", "[{", "{}", "[],", " ", "\n", "\\", "/*", "//", "“", "\ud800", "\u0000", "-", "1"),
    fc.integer({ min: 1, max: 3000 }),
    fc.constantFrom("", "]", "}", '"', "```", "</think>", "1", "}}", "]]", '"x"}'),
  )
  .map(([unit, n, tail]) => unit.repeat(n) + tail);

/** Any string: arbitrary code points (lone surrogates included), graphemes, pieces, runs. */
export const anyText = fc.oneof(
  { arbitrary: fc.string({ unit: "binary", maxLength: 120 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 80 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }), weight: 1 },
  { arbitrary: pieces, weight: 4 },
  { arbitrary: runs, weight: 1 },
);

/** Long and deep text: hundreds of kilobytes of one unit, or nested brackets far past every depth limit. */
export const longText = fc
  .tuple(
    fc.constantFrom("[", "{\"a\":", "\"", "`", "```\n", "<think>", " ", "{}", "[{},", "a", "\\", "\ud800", "'", "{'a':[", "{"),
    fc.integer({ min: 20_000, max: 120_000 }),
    fc.boolean(),
  )
  .map(([unit, n, closed]) => {
    const body = unit.repeat(Math.ceil(n / unit.length));
    return closed ? body + "]}".repeat(Math.min(n, 1000)) : body;
  });
