import { describe, expect, it } from "vitest";
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
