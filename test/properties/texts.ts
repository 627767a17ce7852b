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

/**
 * Tool-call markup of every format the toolset reads, in pieces: openers, separators and closers, declared
 * names (`click`, `type`) and an undeclared one (`launch`), arguments whole and broken, in any order.
 */
const toolPiece = fc.constantFrom(
  "<tool_call>", "</tool_call>", "<function=", "</function>", "<parameter=", "</parameter>", "<arg_key>", "</arg_key>",
  "<arg_value>", "</arg_value>", "[TOOL_CALLS]", "[ARGS]", "[CALL_ID]", "<|python_tag|>", "<|tool_call|>",
  "<|START_ACTION|>", "<|END_ACTION|>", "<|tool_call_begin|>", "<|tool_call_argument_begin|>", "<|tool_call_end|>",
  "<｜tool▁call▁begin｜>", "<｜tool▁sep｜>", "<｜tool▁call▁end｜>", "to=functions.", "<|message|>", "<|call|>",
  '<minimax:tool_call>', '<invoke name="', '<parameter name="', "</invoke>", "<|tool_call_start|>", "<|tool_call_end|>",
  "<|python_start|>", "<function_calls>", "</function_calls>", "<|tool_call>", "<tool_call|>", "<start_function_call>",
  "<end_function_call>", "call:", "<escape>", "<click>", "</click>", "<selector>", "</selector>", "<launch>", "</launch>",
  "<click/>", "Action: ", "Action Input: ", "```", "```json\n", "<think>", "</think>", "\n[", ">>>", "all\n",
  "click", "type", "launch", "functions.click:0", "(", ")", "selector=", '"#b"', "'#b'", "=", ">", '"', "{", "}", "[", "]",
  ",", ":", " ", "\n", '{"selector": "#b"}', '{"name": "click", "arguments": {"selector": "#b"}}', '{"name": "launch", "arguments": {}}',
  '{"selector": "#', '"tool_calls": [', '{"function": {"name": "click", "arguments": "{\\"selector\\": \\"#b\\"}"}}',
);

/** One call in each format's markup, to a name and with `{"selector": …}` arguments. */
const callTemplates: readonly ((name: string, value: string) => string)[] = [
  (n, v) => `<tool_call>\n{"name": "${n}", "arguments": {"selector": "${v}"}}\n</tool_call>`,
  (n, v) => `<tool_call>\n<function=${n}>\n<parameter=selector>\n${v}\n</parameter>\n</function>\n</tool_call>`,
  (n, v) => `<tool_call>${n}\n<arg_key>selector</arg_key>\n<arg_value>${v}</arg_value>\n</tool_call>`,
  (n, v) => `[TOOL_CALLS]${n}[ARGS]{"selector": "${v}"}`,
  (n, v) => `[TOOL_CALLS] [{"name": "${n}", "arguments": {"selector": "${v}"}}]`,
  (n, v) => `<|python_tag|>{"name": "${n}", "parameters": {"selector": "${v}"}}`,
  (n, v) => `<|tool_call_begin|>functions.${n}:0<|tool_call_argument_begin|>{"selector": "${v}"}<|tool_call_end|>`,
  (n, v) => `<｜tool▁call▁begin｜>${n}<｜tool▁sep｜>{"selector": "${v}"}<｜tool▁call▁end｜>`,
  (n, v) => `<|channel|>commentary to=functions.${n} <|constrain|>json<|message|>{"selector": "${v}"}<|call|>`,
  (n, v) => `<minimax:tool_call>\n<invoke name="${n}">\n<parameter name="selector">${v}</parameter>\n</invoke>\n</minimax:tool_call>`,
  (n, v) => `[${n}(selector="${v}")]`,
  (n, v) => `<|tool_call_start|>[${n}(selector="${v}")]<|tool_call_end|>`,
  (n, v) => `<start_function_call>call:${n}{selector:<escape>${v}<escape>}<end_function_call>`,
  (n, v) => `<${n}>\n<selector>${v}</selector>\n</${n}>`,
  (n, v) => `${n}\n{"selector": "${v}"}`,
  (n, v) => `Action: ${n}\nAction Input: {"selector": "${v}"}`,
  (n, v) => `{"tool_calls": [{"id": "c1", "type": "function", "function": {"name": "${n}", "arguments": "{\\"selector\\": \\"${v}\\"}"}}]}`,
];

/** A call in one format, to a declared or undeclared name, with odd values, cut short or not. */
const oneCall = fc
  .tuple(
    fc.nat({ max: callTemplates.length - 1 }),
    fc.constantFrom("click", "type", "launch", "", "click ", "functions.click"),
    fc.constantFrom("#b", "", "a<b", "</tool_call>", '"', "x\ny", "中"),
    fc.option(fc.nat({ max: 200 }), { freq: 3 }),
  )
  .map(([format, name, value, cut]) => {
    const call = (callTemplates[format] as (name: string, value: string) => string)(name, value);
    return cut === null ? call : call.slice(0, cut);
  });

/** Text of tool calls in every format, with markup pieces and prose between them, in any order. */
export const toolMarkup = fc
  .array(fc.oneof({ arbitrary: oneCall, weight: 2 }, { arbitrary: toolPiece, weight: 3 }), { maxLength: 12 })
  .map((parts) => parts.join(""));
