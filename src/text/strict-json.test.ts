import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isJsonScalar, readJson, refutesJson } from "./strict-json.js";

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe("refutesJson", () => {
  it("refutes what models write wrong, and accepts JSON", () => {
    for (const bad of ["{'a': 1}", '{"a": 1,}', "[1, 2,]", '{"a": True}', "{a: 1}", '{"a": 1} x', "", " ", "-", "1.", "1e", "01", '"\\x"', '"a\nb"', "[1 2]", '{"a" 1}', "{,}", "[", '{"a": nul', "\ufeff{}", "NaN", "tru", "[1]]"]) {
      expect(refutesJson(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['{"a": [1, -2.5e+3, true, false, null, "\\u00e9\\n"]}', " [] ", "0", "-0.1E-2", '"\\ud800"', "{}", '{"a":{}}', "\t1\r\n"]) {
      expect(refutesJson(good), JSON.stringify(good)).toBe(false);
    }
  });

  it("says nothing past its limit: a prefix of JSON is never refuted", () => {
    const json = '{"a": [1, 23.5e-1, "x\\u0041y", true, null], "b": {}}';
    for (let limit = 0; limit <= json.length; limit++) expect(refutesJson(json, limit)).toBe(false);
    expect(refutesJson("{'a': 1}", 2)).toBe(true);
    expect(refutesJson('{"a": 1,}', 5)).toBe(false);
  });

  it("refutes at any limit a text that opens an object or array and does not end by closing one", () => {
    for (const text of ['{"a": [1, 2', '{"a": "cut', '[1, 2', '{"a": 1} Hope this helps!', '[{"a": 1}] x', '{"a": 1]', '[1, 2}', "\n {} .", "{"]) {
      for (const limit of [0, 1, 5, 64]) expect(refutesJson(text, limit), `${JSON.stringify(text)} at ${limit}`).toBe(true);
    }
    // Closed as opened, with JSON whitespace around: nothing refuted in the first characters.
    for (const text of [' {"a": [1, 2,]} \n', '\t[1, {"b": 2},]\r\n', '{"a": {"b": 1}']) expect(refutesJson(text, 3), JSON.stringify(text)).toBe(false);
    // Other openings are not judged by their end.
    expect(refutesJson('"a', 1)).toBe(false);
    expect(refutesJson("12 x", 1)).toBe(false);
  });

  it("agrees with JSON.parse on texts near JSON, at every limit", () => {
    const alphabet = fc.constantFrom(..."{}[]:,\"\\ \n-+.0123456789eEtrufalsn'xu\u0001");
    const nearJson = fc.oneof(
      fc.array(alphabet, { maxLength: 30 }).map((chars) => chars.join("")),
      fc.tuple(fc.json(), fc.nat(), fc.array(alphabet, { maxLength: 3 })).map(([json, at, insert]) => {
        const cut = at % (json.length + 1);
        return json.slice(0, cut) + insert.join("") + json.slice(cut + (at % 2));
      }),
      fc.json(),
    );
    fc.assert(
      fc.property(nearJson, fc.nat(), (text, at) => {
        expect(refutesJson(text)).toBe(!parses(text));
        // A refutation within a limit is certain.
        if (refutesJson(text, at % (text.length + 2))) expect(parses(text)).toBe(false);
      }),
      { seed: 20261123, numRuns: 3000 },
    );
  });
});

describe("readJson", () => {
  it("is JSON.parse's value, or undefined for text that is not JSON, asked once or again", () => {
    expect(readJson('{"a": [1, 2]}', 64)).toEqual({ value: { a: [1, 2] } });
    // Refuted past the precheck only by JSON.parse: rejected, then remembered.
    const late = `{"a": "${"x".repeat(100)}", "b": 1,}`;
    expect(readJson(late, 16)).toBeUndefined();
    expect(readJson(late, 16)).toBeUndefined();
    // The same content in another string, and a valid text after a rejection.
    expect(readJson(`${late} `.trimEnd(), 16)).toBeUndefined();
    expect(readJson('{"a": 1}', 64)).toEqual({ value: { a: 1 } });
    expect(readJson(late, 16)).toBeUndefined();
  });

  it("agrees with JSON.parse whatever was asked before", () => {
    const texts = fc.oneof(fc.json(), fc.json().map((json) => `${json},`), fc.json().map((json) => json.slice(0, -1)));
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 6 }), (asked) => {
        for (const text of [...asked, ...asked]) {
          const read = readJson(text, 8);
          if (parses(text)) expect(read).toEqual({ value: JSON.parse(text) });
          else expect(read).toBeUndefined();
        }
      }),
      { seed: 20261124, numRuns: 500 },
    );
  });
});

describe("isJsonScalar", () => {
  it("strict JSON numbers and literals, within the given range only", () => {
    expect(isJsonScalar("0", 0, 1)).toBe(true);
    expect(isJsonScalar("-10.25E-2", 0, 9)).toBe(true);
    expect(isJsonScalar("x12y", 1, 3)).toBe(true);
    expect(isJsonScalar("-0", 0, 1)).toBe(false);
    expect(isJsonScalar("+1", 0, 2)).toBe(false);
    expect(isJsonScalar(".5", 0, 2)).toBe(false);
    expect(isJsonScalar("NaN", 0, 3)).toBe(false);
    expect(isJsonScalar("nul", 0, 3)).toBe(false);
  });
  // JSON's own grammar of a scalar, written as a pattern: the token scans must agree with it on any text.
  const scalar = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;
  it("agrees with JSON's grammar of numbers and literals on any range", () => {
    const piece = fc.constantFrom("-", "+", "0", "1", "9", ".", "e", "E", "true", "fals", "null", "x", " ");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.nat(3), (pieces, cut) => {
        const text = pieces.join("");
        const end = Math.max(0, text.length - cut);
        expect(isJsonScalar(text, 0, end)).toBe(scalar.test(text.slice(0, end)));
      }),
      { seed: 20261127, numRuns: 500 },
    );
  });
  it("reads a string as JSON.parse does, escapes and control characters included", () => {
    expect(isJsonScalar('x"a\\u00e9 b"y', 1, 12)).toBe(true);
    expect(isJsonScalar('"a"b"', 0, 5)).toBe(false);
    expect(isJsonScalar('"a', 0, 2)).toBe(false);
    expect(isJsonScalar('"\\x"', 0, 4)).toBe(false);
    expect(isJsonScalar('"a\nb"', 0, 5)).toBe(false);
    const piece = fc.constantFrom('"', "\\", "n", "u", "0", "a", "F", "\n", " ", "'");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = `"${pieces.join("")}"`;
        let parsed = false;
        try {
          parsed = typeof JSON.parse(text) === "string";
        } catch {
          parsed = false;
        }
        expect(isJsonScalar(text, 0, text.length)).toBe(parsed);
      }),
      { seed: 20261128, numRuns: 1000 },
    );
  });
});
