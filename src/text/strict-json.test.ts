import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refutesJson } from "./strict-json.js";

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
