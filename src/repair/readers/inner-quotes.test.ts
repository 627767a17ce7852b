import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

const read = (text: string) => salvage({}).parse(text);

describe("unescaped inner quotes followed by prose: one reading", () => {
  test.each([
    ['{"remark": "he called it "fine" and left", "k": 3}', { remark: 'he called it "fine" and left', k: 3 }],
    ['{"tv": "a 55" panel"}', { tv: 'a 55" panel' }],
  ])("%j", (text, value) => {
    expect(read(text)).toMatchObject({ ok: true, value });
  });
});

describe("what the text leaves open stays a failure", () => {
  test.each([
    ['{"x": 1}[3, 4]'],
    ["// one\n{\"n\": 1}\n// two\n{\"n\": 2}\n// three\n{\"n\": 3}"],
  ])("%j: several values, none marked as the answer", (text) => {
    expect(read(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });
});
