import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";

const open = salvage({});

describe("stray-commas", () => {
  test.each([
    ['{"a": 1,, "b": 2}', { a: 1, b: 2 }],
    ["{,,,,}", {}],
    ["{,,,a: 1,,,}", { a: 1 }],
    ['{"a": 1,,,}', { a: 1 }],
    ['{"a": {"b": 1,, "c": 2},, "d": [1, 2]}', { a: { b: 1, c: 2 }, d: [1, 2] }],
    ["{'a': 'x,,y',, 'b': 2}", { a: "x,,y", b: 2 }],
    ['{"a": 1, /* , */, "b": 2}', { a: 1, b: 2 }],
  ])("%j: an object's extra commas stand for no member", (text, value) => {
    const outcome = open(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "stray-commas" }));
  });

  test.each([
    ["[1, 2,,]", [1, 2]],
    ["[1,,]", [1]],
    ["[1, 2 ,, , ]", [1, 2]],
    ['{"a": [1, 2,,], "b": 3}', { a: [1, 2], b: 3 }],
    ['[["x",,], "y"]', [["x"], "y"]],
    ['{"a": 1,, "b": [2,,]}', { a: 1, b: [2] }],
    ["[1, // one\n, ]", [1]],
  ])("%j: a trailing comma written more than once before an array's closer", (text, value) => {
    const outcome = open(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "stray-commas" }));
  });

  test("repair() on its own reads it too (no schema needed: nothing is chosen)", () => {
    expect(repair('{"a": 1,, "b": 2}')).toMatchObject({ ok: true, value: { a: 1, b: 2 } });
  });

  test.each([["[1,,2]"], ["[,1]"], ["[,]"], ["[,,]"], ["[1,,2,,]"], ['{"a": [1,,2]}'], ['{"a": {"b": 1,,}, "c": [1,,2]}'], ['{"a": ,, "b": 1}'], ['{"a": ,}']])(
    "%j: an empty array element or a key with no value is still a hole, refused",
    (text) => {
      expect(open(text)).toMatchObject({ ok: false, error: { code: "unrepairable" } });
    },
  );

  test("commas inside strings are content, in every quote style", () => {
    expect(open('{"a": ",,", "b": 2}')).toMatchObject({ ok: true, value: { a: ",,", b: 2 } });
    // found by repair.property.test.ts: a `{,` inside a backtick key lost its comma
    expect(repair("{``:[{`{,`:``}]}")).toMatchObject({ ok: true, value: { "": [{ "{,": "" }] } });
    expect(open("{\u201c{,\u201d: 1,, \u2018b\u2019: '{,'}")).toMatchObject({ ok: true, value: { "{,": 1, b: "{," } });
  });

  test("a cut-off text stays cut off", () => {
    expect(open('{"a": 1,, "b": ')).toMatchObject({ ok: false, error: { code: "truncated" } });
  });

  test("a required member that is missing still fails validation", () => {
    const schema = { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] };
    expect(salvage(schema)('{"a": 1,,}').ok).toBe(false);
  });

  // found by bench/real-schemas.mjs (GOV.UK schemas, unescaped-quotes): a quote left unescaped earlier in the text
  // paired the quotes the other way, and the commas inside a later string were taken for stray ones
  test("never drops a comma inside a string when an unescaped quote leaves the strings' ends unknown", () => {
    const schema = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, required: ["a", "b"] };
    for (const text of ['{"a": "x"y", "b": "p,,q"}', '{"a": "x"y", "b": "p,,"}', '{"a": "x"y",, "b": "p,,q"}']) {
      const outcome = salvage(schema)(text);
      if (outcome.ok) expect((outcome.value as { b: string }).b).toMatch(/^p,,q?$/);
    }
    expect(salvage(schema)('{"a": "x"y", "b": "p,,q"}')).toMatchObject({ ok: true, value: { a: 'x"y', b: "p,,q" } });
  });
});

