import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serialize, type Style } from "../fuzz/serialize.js";
import { descentDepth, parseByDescent } from "./descent.js";
import { parseStepwise, parseTolerant } from "./parse-tolerant.js";
import type { StreamResult } from "./types.js";

/** Equal results, the value's key order included (`toStrictEqual` alone ignores it). */
function expectSame(read: StreamResult, stepwise: StreamResult): void {
  expect(read).toStrictEqual(stepwise);
  if (read.ok && stepwise.ok) expect(JSON.stringify(read.value)).toBe(JSON.stringify(stepwise.value));
}

/** The descent's reading, which must be there, equal to the incremental parser's. */
function readsAsStepwise(text: string, maxDepth = 512): StreamResult {
  const read = parseByDescent(text, maxDepth);
  expect(read, `the descent should read ${JSON.stringify(text)}`).toBeDefined();
  expectSame(read as StreamResult, parseStepwise(text, { maxDepth }));
  return read as StreamResult;
}

describe("parseByDescent: the texts it reads", () => {
  it("reads strict JSON to JSON.parse's value, with no repair", () => {
    const text = ' {"a": [1, -2.5e3, "x\\"y\\n", true, null, {}], "b": {"c": []}}\n';
    const read = readsAsStepwise(text);
    expect(read).toStrictEqual({ ok: true, value: JSON.parse(text), repairs: [], truncated: false, start: 1, end: text.length - 1 });
  });

  it("names each repair once, at its first position, counted", () => {
    const read = readsAsStepwise("{'a': True, b: None, 'c': [1, 2,], d: undefined, 'e': 'it\\'s',}");
    expect(read.ok && read.value).toStrictEqual({ a: true, b: null, c: [1, 2], d: null, e: "it's" });
    expect(read.ok && read.repairs).toStrictEqual([
      { kind: "single-quotes", position: 1, count: 4 },
      { kind: "python-literal", position: 6, count: 2 },
      { kind: "unquoted-key", position: 12, count: 2 },
      { kind: "trailing-comma", position: 32, count: 2 },
      { kind: "undefined-literal", position: 38, count: 1 },
    ]);
  });

  it("notes \\' in a double-quoted string, and JSON's escapes in any quotes", () => {
    const read = readsAsStepwise(`{"a": "it\\'s", 'b': "\\"q\\"\\\\\\/\\b\\f\\n\\r\\t"}`);
    expect(read.ok && read.value).toStrictEqual({ a: "it's", b: '"q"\\/\b\f\n\r\t' });
    expect(read.ok && read.repairs.map((r) => r.kind)).toStrictEqual(["escaped-single-quote", "single-quotes"]);
  });

  it("stops at the root's closer, as the incremental parser does: what follows is the reader's to judge", () => {
    const read = readsAsStepwise('[1, 2] and {"b": 1}');
    expect(read).toMatchObject({ ok: true, value: [1, 2], start: 0, end: 6 });
  });

  it("keeps __proto__ as an own member", () => {
    const read = readsAsStepwise('{"a": 1, "__proto__": {"x": 1}, "b": 2}');
    expect(read.ok && Object.keys(read.value as object)).toStrictEqual(["a", "__proto__", "b"]);
    expect(read.ok && Object.getPrototypeOf(read.value)).toBe(Object.prototype);
  });

  it("leaves a key written twice to the incremental parser, which says whether its two values differ", () => {
    for (const text of ['{"a": 1, "b": 2, "a": 3}', '{"a": 1, "b": 2, "a": 1}', "{'x': [{a: 1, a: 1}]}", '{"__proto__": 1, "__proto__": 2}']) {
      expect(parseByDescent(text, 512), text).toBeUndefined();
    }
    expect(parseTolerant('{"a": 1, "b": 2, "a": 3}')).toMatchObject({ ok: false, reason: "repeated-key", position: 17 });
    expect(parseTolerant('{"a": 1, "b": 2, "a": 1}')).toMatchObject({ ok: true, value: { a: 1, b: 2 }, repairs: [{ kind: "repeated-key", position: 17, count: 1 }] });
  });

  it(`reads ${descentDepth} levels, and no more than the caller's depth`, () => {
    readsAsStepwise("[".repeat(descentDepth) + "]".repeat(descentDepth));
    expect(parseByDescent("[".repeat(descentDepth + 1) + "]".repeat(descentDepth + 1), 512)).toBeUndefined();
    expect(parseByDescent("[[[]]]", 2)).toBeUndefined();
    expect(parseTolerant("[[[]]]", { maxDepth: 2 })).toMatchObject({ ok: false, reason: "too-deep" });
    readsAsStepwise("[[[]]]", 3);
  });

  it("reads as the incremental parser does whatever depth it is given, a depth that is no number included", () => {
    for (const maxDepth of [Number.NaN, 0, -1, 1, 63, 64, 65, Infinity]) {
      for (const depth of [1, 3, descentDepth, descentDepth + 6]) {
        const text = "[".repeat(depth) + "'x'," + "]".repeat(depth);
        expectSame(parseTolerant(text, { maxDepth }), parseStepwise(text, { maxDepth }));
      }
    }
  });
});

describe("parseByDescent: what it leaves to the incremental parser", () => {
  it.each([
    ["prose before the value", 'Here: {"a": 1}'],
    ["a fence", '```json\n{"a": 1}\n```'],
    ["a bare scalar", '"a"'],
    ["a comment", '{"a": 1 // one\n}'],
    ["typographic quotes", "{“a”: 1}"],
    ["a \\u escape", '{"a": "\\u00e9"}'],
    ["an escape JSON has not", '{"a": "\\x41"}'],
    ["a raw line break in a string", '{"a": "x\ny"}'],
    ["a missing comma", '{"a": 1\n"b": 2}'],
    ["a missing comma between objects", "[{}{}]"],
    ["a mismatched closer", '{"a": [1}'],
    ["a text cut off", '{"a": [1, 2'],
    ["a string cut off", '{"a": "b'],
    ["prose after the value, the text ending on no closer", "[1, 2] and more"],
    ["an empty member", "[1,,2]"],
    ["a number JSON has not", '{"a": 01}'],
    ["a word that is no literal", '{"a": hello}'],
    ["a missing colon", '{"a" 1}'],
    ["a number as a key", '{1: "a"}'],
    ["a Unicode space between tokens", '{"a":\u00a01}'],
    ["a Unicode space before the value", '\u00a0{"a": 1}'],
    ["an escaped document", '{\\"a\\": 1}'],
    ["a comma right after the opener", "[,1]"],
    ["an empty text", ""],
  ])("%s", (_, text) => {
    expect(parseByDescent(text, 512)).toBeUndefined();
  });
});

// Every switch of the fuzz kit's writer that the descent may meet, the ones it leaves (comments, typographic and
// triple quotes, raw inner quotes and backslashes) included.
const anyStyle: fc.Arbitrary<Style> = fc.record({
  indent: fc.constantFrom(0, 2, 4),
  spaced: fc.boolean(),
  quote: fc.constantFrom("double" as const, "single" as const),
  smartQuotes: fc.boolean(),
  unquotedKeys: fc.boolean(),
  pythonLiterals: fc.boolean(),
  trailingCommas: fc.constantFrom("none" as const, "some" as const, "all" as const),
  comments: fc.boolean(),
  tripleQuotes: fc.boolean(),
  rawInnerQuotes: fc.boolean(),
  rawBackslashes: fc.boolean(),
  seed: fc.nat(),
});

// The switches whose texts keep to the common part.
const commonStyle: fc.Arbitrary<Style> = fc.record({
  indent: fc.constantFrom(0, 2, 4),
  spaced: fc.boolean(),
  quote: fc.constantFrom("double" as const, "single" as const),
  smartQuotes: fc.constant(false),
  unquotedKeys: fc.boolean(),
  pythonLiterals: fc.boolean(),
  trailingCommas: fc.constantFrom("none" as const, "some" as const, "all" as const),
  comments: fc.constant(false),
  seed: fc.nat(),
});

const container = fc.oneof(fc.array(fc.jsonValue({ maxDepth: 5 }), { maxLength: 6 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 5 }), { maxKeys: 6 }));

// Characters that change a text's structure, for damage at a random place.
const significant = fc.constantFrom(..."{}[]:,'\"\\/ \n\t`“”\u00a0aT1-.".split(""));

/** A text changed in one place: a character put in, one taken out, or the end cut off. */
function damaged(text: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(text),
    fc.tuple(fc.nat({ max: text.length }), significant).map(([at, c]) => text.slice(0, at) + c + text.slice(at)),
    fc.nat({ max: Math.max(0, text.length - 1) }).map((at) => text.slice(0, at) + text.slice(at + 1)),
    fc.nat({ max: text.length }).map((at) => text.slice(0, at)),
  );
}

describe("parseByDescent equals the incremental parser", () => {
  it("on texts in the common part, which it reads", () => {
    fc.assert(
      fc.property(container, commonStyle, (value, style) => {
        const text = serialize(value, style);
        // JSON.stringify writes a control character or a lone surrogate as \u, which the descent leaves.
        if (/\\u/.test(text)) return;
        const read = readsAsStepwise(text);
        expect(read.ok && read.value).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 400 },
    );
  });

  it("on any text the fuzz kit writes, damaged or not: the same result, or none", () => {
    fc.assert(
      fc.property(
        fc.tuple(container, anyStyle).chain(([value, style]) => damaged(serialize(value, style))),
        (text) => {
          const read = parseByDescent(text, 512);
          if (read !== undefined) expectSame(read, parseStepwise(text));
          expectSame(parseTolerant(text), parseStepwise(text));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
