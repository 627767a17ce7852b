import * as fc from "fast-check";
import JSON5 from "json5";
import { describe, expect, it } from "vitest";
import { plainStyle, serialize, type Style } from "./serialize.js";

const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const style = (change: Partial<Style>): Style => ({ ...plainStyle, ...change });

const LITERALS = [["True", "true"], ["False", "false"], ["None", "null"]] as const;

// Reads Python literals and smart quotes back by a string-aware scan, independent of the serializer's own code.
function unpython(text: string): string {
  let out = "";
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote !== undefined) {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === quote) quote = undefined;
    } else if (c === '"') {
      quote = c;
      out += c;
    } else {
      const literal = LITERALS.find(([py]) => text.startsWith(py, i));
      if (literal === undefined) out += c;
      else {
        out += literal[1];
        i += literal[0].length - 1;
      }
    }
  }
  return out;
}

describe("serialize", () => {
  it("writes strict JSON in the plain style, any layout", () => {
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2, 4), fc.boolean(), (value, indent, spaced) => {
        expect(JSON.parse(serialize(value, style({ indent, spaced })))).toEqual(value);
      }),
    );
  });

  it("writes JSON5 that reads back to the same value with single quotes, unquoted keys, trailing commas and comments", () => {
    fc.assert(
      fc.property(json, fc.nat(), fc.constantFrom<Style["trailingCommas"]>("none", "some", "all"), fc.boolean(), fc.boolean(), fc.boolean(), (value, seed, trailingCommas, single, unquotedKeys, comments) => {
        const text = serialize(value, style({ seed, trailingCommas, quote: single ? "single" : "double", unquotedKeys, comments }));
        expect(JSON5.parse(text)).toEqual(value);
      }),
    );
  });

  it("uses single quotes as Python does, switching to double quotes for text with an apostrophe", () => {
    expect(serialize({ a: "b" }, style({ indent: 0, quote: "single" }))).toBe("{'a': 'b'}");
    expect(serialize({ a: "it's" }, style({ indent: 0, quote: "single" }))).toBe(`{'a': "it's"}`);
    expect(serialize({ a: `it's "x"` }, style({ indent: 0, quote: "single" }))).toBe(`{'a': 'it\\'s "x"'}`);
  });

  it("writes True/False/None outside strings only", () => {
    fc.assert(
      fc.property(json, (value) => {
        const text = serialize(value, style({ pythonLiterals: true }));
        expect(JSON.parse(unpython(text))).toEqual(value);
      }),
    );
    expect(serialize({ a: true, b: "true", c: null }, style({ indent: 0, pythonLiterals: true }))).toBe('{"a": True, "b": "true", "c": None}');
  });

  it("replaces every delimiter with typographic quotes", () => {
    const text = serialize({ key: "value", list: ["x"] }, style({ indent: 0, smartQuotes: true }));
    expect(text).toBe("{“key”: “value”, “list”: [“x”]}");
    expect(text).not.toContain('"');
  });

  it("places at least one trailing comma in 'some' mode and one comment when comments are on", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer(), { minKeys: 1 }), fc.nat(), (value, seed) => {
        expect(serialize(value, style({ seed, trailingCommas: "some" }))).toMatch(/,\s*}/);
        expect(serialize(value, style({ seed, comments: true }))).toMatch(/\/\/|\/\*/);
      }),
    );
  });
});
