import { describe, expect, it } from "vitest";
import { createIncrementalParser } from "./incremental-parser.js";
import { parseTolerant } from "./parse-tolerant.js";
import type { RepairKind, StreamResult } from "./types.js";

/** Feeds `text` in chunks of `size` characters, reading a snapshot after each as a consumer would. */
function parseInChunks(text: string, size: number): StreamResult {
  const parser = createIncrementalParser();
  for (let i = 0; i < text.length; i += size) {
    parser.push(text.slice(i, i + size));
    parser.snapshot();
  }
  return parser.end();
}

const modes = [
  { name: "one-shot", parse: (text: string) => parseTolerant(text) },
  { name: "1-char chunks", parse: (text: string) => parseInChunks(text, 1) },
  { name: "7-char chunks", parse: (text: string) => parseInChunks(text, 7) },
];

function kinds(result: StreamResult): RepairKind[] {
  return result.ok ? result.repairs.map((note) => note.kind) : [];
}

describe.each(modes)("a key written twice in one object ($name)", ({ parse }) => {
  it("fails with two different values, where the second key starts (JSON.parse would keep the last)", () => {
    expect(parse('{"name": "A", "name": "B"}')).toMatchObject({ ok: false, reason: "repeated-key", position: 14 });
    expect(parse("{name: 'A', age: 3, name: 'B'}")).toMatchObject({ ok: false, reason: "repeated-key", position: 20 });
    expect(parse('{"a": {"x": [1, 2]}, "a": {"x": [1, 3]}}')).toMatchObject({ ok: false, reason: "repeated-key", position: 21 });
    expect(parse('[{"a": 1}, {"b": {"c": 1, "c": null}}]')).toMatchObject({ ok: false, reason: "repeated-key", position: 26 });
    expect(parse('{"__proto__": 1, "__proto__": 2}')).toMatchObject({ ok: false, reason: "repeated-key", position: 17 });
    // the same value twice, then another: the third is the conflict
    expect(parse('{"a": 1, "a": 1, "a": 2}')).toMatchObject({ ok: false, reason: "repeated-key", position: 17 });
  });

  it("reads the same value twice as one member, a repair (key order of an object value aside)", () => {
    const read = parse('{"name": "A", "n": 1, "name": "A"}');
    expect(read).toMatchObject({ ok: true, value: { name: "A", n: 1 } });
    expect(read.ok && read.repairs).toStrictEqual([{ kind: "repeated-key", position: 22, count: 1 }]);
    expect(parse('{"a": {"x": 1, "y": [true]}, "a": {"y": [true], "x": 1}}')).toMatchObject({ ok: true, value: { a: { x: 1, y: [true] } } });
    expect(kinds(parse("{'a': None, 'a': null}"))).toStrictEqual(["single-quotes", "python-literal", "repeated-key"]);
  });

  it("compares only finished members: a repeated key cut off before its value is left out", () => {
    expect(parse('{"a": 1, "a": ')).toMatchObject({ ok: true, value: { a: 1 }, truncated: true });
    expect(parse('{"a": "x", "a": "y')).toMatchObject({ ok: false, reason: "repeated-key" });
    expect(parse('{"a": 1, "b": {"a": 2}}')).toMatchObject({ ok: true, value: { a: 1, b: { a: 2 } }, repairs: [] });
  });
});

describe.each(modes)("valid JSON equals JSON.parse ($name)", ({ parse }) => {
  const documents = [
    "{}",
    "[]",
    '{"a":1}',
    "[1,2,3]",
    ' \n\t\r{ "a" : [ 1 , { "b" : null } , true , false ] , "c" : "d" } \n',
    '{"nested":{"deeper":{"deepest":[[[[]]]]}}}',
    '["", "a", "\\"", "\\\\", "\\/", "\\b\\f\\n\\r\\t", "\\u0041\\u00e9\\u4e2d", "\\ud83d\\ude00", "\\ud800", "😀 日本語 déjà"]',
    '{"\\u0061b": 1, "a\\nb": 2, "": 3}',
    "[0, -0, 1, -1, 0.5, -0.5, 1e3, 1E3, 1e+3, 1e-3, 1.5e10, -1.25E-7, 123456789012345678901234567890, 9007199254740993, 1e400, 5e-324, 2.2250738585072014e-308]",
    '{"1": "x", "0": "y", "b": "z"}',
    '[{"a":[{"b":[{"c":{}}]}]}]',
    "0",
    "-12.5e-3",
    '"just a string"',
    "true",
    "false",
    "null",
  ];
  it.each(documents)("%s", (text) => {
    const result = parse(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toStrictEqual(JSON.parse(text));
    expect(result.repairs).toEqual([]);
    expect(result.truncated).toBe(false);
  });

  it("keeps -0 as JSON.parse does", () => {
    const result = parse("[-0]");
    expect(result.ok && Object.is((result.value as number[])[0], -0)).toBe(true);
  });

  it("reads keys that repeat, differ or collide at the same place across sibling objects", () => {
    // Keys are remembered by depth and ordinal to store them fast; a different key in the same place is its own key.
    const text = '[{"a": 1, "b": 2}, {"a": 3, "c": 4}, {"b": 5, "a": 6}, {"ab": 7, "": 8}, {"__proto__": 9, "a": 10}, [{"a": {"a": 11}}]]';
    const result = parse(text);
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result.ok && result.value)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it("reports the span of the value", () => {
    const result = parse('Answer: {"a": [1]} done');
    expect(result).toMatchObject({ ok: true, start: 8, end: 18 });
  });
});

describe.each(modes)("tolerances ($name)", ({ parse }) => {
  const cases: [string, unknown, RepairKind[]][] = [
    ["{'a': 'b'}", { a: "b" }, ["single-quotes"]],
    [`{'a': 'say "hi"', 'b': 'it\\'s'}`, { a: 'say "hi"', b: "it's" }, ["single-quotes"]],
    ["[1, 2,]", [1, 2], ["trailing-comma"]],
    ['{"a": 1,}', { a: 1 }, ["trailing-comma"]],
    ['{"a": [1, {"b": 2,},],}', { a: [1, { b: 2 }] }, ["trailing-comma"]],
    ['{"a": 1, // the a\n"b": /* inline */ 2}', { a: 1, b: 2 }, ["comment"]],
    ["[1, /* mid */ 2] // tail", [1, 2], ["comment"]],
    ["/* lead, outside the value: prose */ [1] // tail", [1], []],
    ['{"a": True, "b": False, "c": None}', { a: true, b: false, c: null }, ["python-literal"]],
    ['{"a": undefined}', { a: null }, ["undefined-literal"]],
    ['{a: 1, $b_2: "x"}', { a: 1, $b_2: "x" }, ["unquoted-key"]],
    ["{“a”: “b”}", { a: "b" }, ["smart-quotes"]],
    ["['‘x’']", ["‘x’"], ["single-quotes"]],
    ['["He said “hi”"]', ["He said “hi”"], []],
    ["{‘a’: 1}", { a: 1 }, ["smart-quotes"]],
    ['{\n  "a": 1\n  "b": 2\n}', { a: 1, b: 2 }, ["missing-comma"]],
    ["[\n 1\n 2\n]", [1, 2], ["missing-comma"]],
    ['[{"a": 1} {"b": 2}]', [{ a: 1 }, { b: 2 }], ["missing-comma"]],
    ['{"a": "line\none"}', { a: "line\none" }, ["control-character"]],
    ['{"a": "it\\\'s"}', { a: "it's" }, ["escaped-single-quote"]],
    ['{\u00a0"a":\u00a01}', { a: 1 }, ["special-whitespace"]],
    ['{\\"a\\": \\"b \\\\\\"c\\\\\\"\\", \\"n\\": [1, 2]}', { a: 'b "c"', n: [1, 2] }, ["escaped-json"]],
  ];
  it.each(cases)("%s", (text, value, repairs) => {
    const result = parse(text);
    expect(result).toMatchObject({ ok: true, truncated: false });
    expect(result.value).toStrictEqual(value);
    expect(kinds(result)).toEqual(repairs);
  });

  it("counts repeated repairs once per kind, at the first position", () => {
    const result = parse("['a', 'b', 'c']");
    expect(result.ok && result.repairs).toEqual([{ kind: "single-quotes", position: 1, count: 3 }]);
  });
});

describe.each(modes)("truncation ($name)", ({ parse }) => {
  const cases: [string, unknown, RepairKind[]][] = [
    ['{"a": "hel', { a: "hel" }, ["missing-closer"]],
    ['{"a": [1, 2', { a: [1, 2] }, ["missing-closer"]],
    ['{"a": [1, 2,', { a: [1, 2] }, ["missing-closer"]],
    ['{"a": 1, "b', { a: 1 }, ["missing-closer", "dropped-incomplete"]],
    ['{"a": 1, "b"', { a: 1 }, ["dropped-incomplete", "missing-closer"]],
    ['{"a": 1, "b":', { a: 1 }, ["dropped-incomplete", "missing-closer"]],
    ['{"a": 1, "b": 1.', { a: 1 }, ["dropped-incomplete", "missing-closer"]],
    ['{"a": 1, "b": -', { a: 1 }, ["dropped-incomplete", "missing-closer"]],
    ['{"a": 1, "b": tr', { a: 1 }, ["dropped-incomplete", "missing-closer"]],
    ['{"a": 1, "b": true', { a: 1, b: true }, ["missing-closer"]],
    ['{"a": "x\\u00', { a: "x" }, ["missing-closer"]],
    ['{"a": "x\\', { a: "x" }, ["missing-closer"]],
    ['[{"a": {"b": [', [{ a: { b: [] } }], ["missing-closer"]],
    ['"an unfinished string', "an unfinished string", ["missing-closer"]],
    ['Here: ```json\n{"a": [1, 2\n```\nand more prose', { a: [1, 2] }, ["missing-closer"]],
  ];
  it.each(cases)("%s", (text, value, repairs) => {
    const result = parse(text);
    expect(result).toMatchObject({ ok: true, truncated: true });
    expect(result.value).toStrictEqual(value);
    expect(kinds(result)).toEqual(repairs);
  });

  it("a complete number at the very end of a bare number is not truncated", () => {
    expect(parse("123")).toMatchObject({ ok: true, value: 123, truncated: false });
  });
});

describe.each(modes)("finding the value in model text ($name)", ({ parse }) => {
  const cases: [string, unknown][] = [
    ['Sure! Here is the JSON:\n{"a": 1}\nHope this helps.', { a: 1 }],
    ['```json\n{"a": 1}\n```', { a: 1 }],
    ['Result:\n```\n[1, 2]\n```', [1, 2]],
    ['```JSON\n{"a": 1}\n```', { a: 1 }],
    ['~~~json\n{"a": 1}\n~~~', { a: 1 }],
    ['```{"a": 1}```', { a: 1 }],
    ['```json\n"only a string"\n```', "only a string"],
    ['```json\n42\n```', 42],
    ['<think>maybe {"a": 0} or [1]?</think>\n{"a": 2}', { a: 2 }],
    ['<THINKING>{"no": 1}</THINKING>{"yes": 1}', { yes: 1 }],
    ['<think>a</thin k></think>[3]', [3]],
    ['<think>x</think>\n"bare after reasoning"', "bare after reasoning"],
    ['```python\nd = {"a": 1}\n```\nJSON:\n```json\n{"b": 2}\n```', { b: 2 }],
    ['{"a": 1}\n{"b": 2}', { a: 1 }],
    ['{"a": 1}]]} trailing junk', { a: 1 }],
    ['The answer is 42 and the data is {"a": 1}', { a: 1 }],
    ['"Quoted," she said. {"a": 1}', { a: 1 }],
    ["1. First item\n2. Second: [1, 2]", [1, 2]],
    ['true story: {"a": 1}', { a: 1 }],
    ['\ufeff{"bom": true}', { bom: true }],
    ['use <b>bold</b> then {"a": 1}', { a: 1 }],
  ];
  it.each(cases)("%j", (text, value) => {
    const result = parse(text);
    expect(result.ok).toBe(true);
    expect(result.value).toStrictEqual(value);
  });

  it.each(["", "   ", "no json here", "The answer is 42.", "<think>{\"a\": 1}", "```python\nx = {'a': 1}\n```", "“smart”"])(
    "finds nothing in %j",
    (text) => {
      expect(parse(text)).toMatchObject({ ok: false, reason: "no-json-found" });
    },
  );
});

describe.each(modes)("failures ($name)", ({ parse }) => {
  const cases: [string, string, number][] = [
    ['{"a": NaN}', "unknown-literal", 6],
    ['{"a": Infinity}', "unknown-literal", 6],
    ['{"a": -Infinity}', "invalid-number", 6],
    ['{"a": hello}', "unknown-literal", 6],
    ['{"a": 01}', "invalid-number", 6],
    ['{"a": 1.2.3}', "invalid-number", 6],
    ['{"a": .5}', "unexpected-character", 6],
    ['{"a": +1}', "unexpected-character", 6],
    ['{"a": "\\x41"}', "invalid-escape", 7],
    ['{"a": "\\u00g1"}', "invalid-escape", 11],
    ['{"a": 1 "b": 2}', "unexpected-character", 8],
    ['{"a": "He said "hi" to me"}', "unexpected-character", 16],
    ['["He said "hi" there"]', "unexpected-character", 11],
    ['{"a" 1}', "unexpected-character", 5],
    ['{"a": 1]', "mismatched-closer", 7],
    ["[1}", "mismatched-closer", 2],
    ["[1,,2]", "unexpected-character", 3],
    ['{"a":}', "unexpected-character", 5],
    ["{,}", "unexpected-character", 1],
    ["[1 / 2]", "unexpected-character", 3],
    ['{"a": 12abc}', "unexpected-character", 8],
    ["{1: 2}", "unexpected-character", 1],
    ['{"a": "b" + "c"}', "unexpected-character", 10],
    ['```json\n{"a": `x`}\n```', "unexpected-character", 14],
  ];
  it.each(cases)("%s → %s at %i", (text, reason, position) => {
    expect(parse(text)).toMatchObject({ ok: false, reason, position });
  });

  it("fails too-deep past the depth limit, without recursion", () => {
    const deep = "[".repeat(600) + "]".repeat(600);
    expect(parse(deep)).toMatchObject({ ok: false, reason: "too-deep", position: 512 });
    const limited = createIncrementalParser({ maxDepth: 3 });
    limited.push("[[[1]]]");
    expect(limited.end()).toMatchObject({ ok: true, value: [[[1]]] });
    const over = createIncrementalParser({ maxDepth: 3 });
    over.push("[[[[1]]]]");
    expect(over.end()).toMatchObject({ ok: false, reason: "too-deep", position: 3 });
  });
});

describe("keys that name Object.prototype members", () => {
  it.each(modes)("creates own data properties and never touches a prototype ($name)", ({ parse }) => {
    const result = parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 2}}, "prototype": 3, "toString": 4}');
    expect(result.ok).toBe(true);
    const value = result.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "constructor", "prototype", "toString"]);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")).toEqual({
      value: { polluted: 1 },
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(value["constructor"]).toEqual({ prototype: { polluted: 2 } });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    // toStrictEqual would compare the own `constructor` members as the objects' types, so compare the text
    const text = '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 2}}, "prototype": 3, "toString": 4}';
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it("keeps a partial __proto__ string as an own property in snapshots", () => {
    const parser = createIncrementalParser();
    parser.push('{"__proto__": "abc');
    const value = parser.snapshot().value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toBe("abc");
  });
});

describe("push, snapshot and end", () => {
  it("never throws on non-string chunks and ignores empty ones", () => {
    const parser = createIncrementalParser();
    parser.push("");
    parser.push(undefined as unknown as string);
    parser.push("[1]");
    expect(parser.end()).toMatchObject({ ok: true, value: [1] });
  });

  it("ignores chunks after end() and returns the same result again", () => {
    const parser = createIncrementalParser();
    parser.push("[1, 2");
    const first = parser.end();
    parser.push("]");
    expect(parser.end()).toEqual(first);
    expect(parser.snapshot().done).toBe(true);
  });

  it("marks done when the value completes and ignores the rest", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": 1} and then {"b": 2}');
    const snap = parser.snapshot();
    expect(snap).toMatchObject({ complete: true, done: true, value: { a: 1 } });
    expect(snap.isComplete([])).toBe(true);
    expect(snap.isComplete(["a"])).toBe(true);
    expect(snap.isComplete(["b"])).toBe(false);
  });

  it("shows a string being read as its prefix, and numbers and literals only once finished", () => {
    const parser = createIncrementalParser();
    parser.push('{"s": "hel');
    expect(parser.snapshot().value).toEqual({ s: "hel" });
    parser.push('lo", "n": 12');
    expect(parser.snapshot().value).toEqual({ s: "hello" });
    parser.push("3, ");
    expect(parser.snapshot().value).toEqual({ s: "hello", n: 123 });
    parser.push('"t": tr');
    expect(parser.snapshot().value).toEqual({ s: "hello", n: 123 });
    parser.push("ue}");
    expect(parser.snapshot().value).toEqual({ s: "hello", n: 123, t: true });
  });

  it("tells which paths are complete and which path is being read", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": "x", "b": [1, 22, {"c": "wor');
    const snap = parser.snapshot();
    expect(snap.value).toEqual({ a: "x", b: [1, 22, { c: "wor" }] });
    expect(snap.pendingPath).toEqual(["b", 2, "c"]);
    expect(snap.complete).toBe(false);
    expect(snap.isComplete(["a"])).toBe(true);
    expect(snap.isComplete(["b", 0])).toBe(true);
    expect(snap.isComplete(["b", 1])).toBe(true);
    expect(snap.isComplete(["b", 2])).toBe(false);
    expect(snap.isComplete(["b", 2, "c"])).toBe(false);
    expect(snap.isComplete(["b"])).toBe(false);
    expect(snap.isComplete([])).toBe(false);
    expect(snap.isComplete(["zzz"])).toBe(false);
    expect(snap.isComplete(["b", 3])).toBe(false);
    expect(snap.isComplete(["a", 0])).toBe(false);
    expect(snap.isComplete(["b", "0"])).toBe(false);
  });

  it("answers isComplete as of the snapshot, even after more is pushed", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": [1, 2');
    const early = parser.snapshot();
    parser.push('], "b": {"c": 3}, "d": 4}');
    const late = parser.snapshot();
    expect(early.isComplete(["a", 0])).toBe(true);
    expect(early.isComplete(["a", 1])).toBe(false);
    expect(early.isComplete(["a"])).toBe(false);
    expect(early.isComplete(["b"])).toBe(false);
    expect(early.isComplete(["d"])).toBe(false);
    expect(early.pendingPath).toEqual(["a", 1]);
    expect(late.isComplete(["a"])).toBe(true);
    expect(late.isComplete(["b", "c"])).toBe(true);
    expect(late.isComplete(["d"])).toBe(true);
  });

  it("keeps a bare top-level scalar incomplete until the end, since prose may follow", () => {
    const parser = createIncrementalParser();
    parser.push("42");
    expect(parser.snapshot()).toMatchObject({ complete: false, value: undefined }); // may still be 420
    parser.push(" ");
    expect(parser.snapshot()).toMatchObject({ complete: false, value: 42 });
    parser.push(" is the answer to {\"q\": 1}");
    expect(parser.snapshot()).toMatchObject({ complete: true, value: { q: 1 } });
  });

  it("reports nothing complete once the parse failed", () => {
    const parser = createIncrementalParser();
    parser.push('{"a": 1, "b": NaN}');
    const snap = parser.snapshot();
    expect(snap.done).toBe(true);
    expect(snap.isComplete(["a"])).toBe(false);
    expect(parser.end()).toMatchObject({ ok: false, reason: "unknown-literal" });
  });
});
