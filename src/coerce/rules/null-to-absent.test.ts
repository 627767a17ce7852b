import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { int, node } from "../../../test/helpers/guide.js";
import { ABSENT } from "../rule.js";
import { nullToAbsent } from "./null-to-absent.js";

describe("null-to-absent", () => {
  it("removes null for an optional property", () => {
    expect(applyRule(nullToAbsent, null, int, { node: int, required: false, aliases: [] })).toEqual({ value: ABSENT });
  });
  it("keeps null for required or nullable properties and outside objects", () => {
    expect(applyRule(nullToAbsent, null, int, { node: int, required: true, aliases: [] })).toBeUndefined();
    const nullable = node({ types: ["integer", "null"] });
    expect(applyRule(nullToAbsent, null, nullable, { node: nullable, required: false, aliases: [] })).toBeUndefined();
    expect(applyRule(nullToAbsent, null, int)).toBeUndefined();
  });
});
