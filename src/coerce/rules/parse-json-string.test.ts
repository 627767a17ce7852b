import { describe, expect, it, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { parseJsonString } from "./parse-json-string.js";

describe("parse-json-string", () => {
  it("decodes an object or array written as a JSON string", () => {
    expect(applyRule(parseJsonString, ' {"selector": "#b"} ', clickGuide())).toEqual({ value: { selector: "#b" } });
    expect(applyRule(parseJsonString, '["a"]', node({ types: ["array"], items: str }))).toEqual({ value: ["a"] });
  });
  it("stays silent on strings that are not strict JSON of the expected kind", () => {
    expect(applyRule(parseJsonString, "{selector: #b}", clickGuide())).toBeUndefined();
    expect(applyRule(parseJsonString, '["a"]', clickGuide())).toBeUndefined();
    expect(applyRule(parseJsonString, "#b", clickGuide())).toBeUndefined();
  });
  it("never decodes where a string is accepted", () => {
    expect(applyRule(parseJsonString, '{"a": 1}', node({ types: ["string", "object"] }))).toBeUndefined();
  });
});

describe("parse-json-string: values encoded as a JSON string more than once", () => {
  const schema = (property: Record<string, unknown>) => ({ type: "object", properties: { v: property }, required: ["v"], additionalProperties: false });
  test.each([
    [{ type: "number" }, '{"v": "\\"42\\""}', 42],
    [{ type: "boolean" }, '{"v": "\\"true\\""}', true],
    [{ type: "null" }, '{"v": "\\"null\\""}', null],
    [{ type: "array", items: { type: "number" } }, '{"v": "\\"[10,20]\\""}', [10, 20]],
    [{ type: "number" }, JSON.stringify({ v: JSON.stringify(JSON.stringify(JSON.stringify("999"))) }), 999],
  ])("%j: %s", (property, text, v) => {
    expect(salvage(schema(property)).parse(text)).toMatchObject({ ok: true, value: { v } });
  });

  test.each([
    [{ type: "string" }, '{"v": "\\"42\\""}', '"42"'],
  ])("a string schema keeps the quotes: %j", (property, text, v) => {
    expect(salvage(schema(property)).parse(text)).toMatchObject({ ok: true, value: { v } });
  });

  test.each([
    [{ type: "number" }, '{"v": "\\"forty\\""}'],
    [{ type: "boolean" }, '{"v": "\\"yes please\\""}'],
    [{ type: "number" }, '{"v": "\\"42"}'],
  ])("what the quotes hold must still be the value: %j %s", (property, text) => {
    expect(salvage(schema(property)).parse(text)).toMatchObject({ ok: false });
  });
});

describe("parse-json-string: a string where a list of strings is expected", () => {
  const schema = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } }, required: ["tags"], additionalProperties: false };
  // Was a wrong value ([""]): the string `""` (two quote characters) is the list's one item as written, and
  // unwrapping its quotes first made it the empty string (fuzz, soundness, seed 20261132, single-for-list).
  test.each([
    ['{"tags": "\\"\\""}', ['""']],
    ['{"tags": "\\"a\\""}', ['"a"']],
    ['{"tags": "[\\"a\\", \\"b\\"]"}', ["a", "b"]],
    ['{"tags": "a"}', ["a"]],
  ])("%s", (text, tags) => {
    expect(salvage(schema).parse(text)).toMatchObject({ ok: true, value: { tags } });
  });
});
