import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { bool, str } from "../../../test/helpers/guide.js";
import { stringToBoolean } from "./string-to-boolean.js";

describe("string-to-boolean", () => {
  it("reads true and false in any case", () => {
    expect(applyRule(stringToBoolean, "true", bool)).toEqual({ value: true });
    expect(applyRule(stringToBoolean, " FALSE ", bool)).toEqual({ value: false });
  });
  it("stays silent on yes/no, 1/0 and where a string is accepted", () => {
    for (const text of ["yes", "no", "1", "0", "t", ""]) expect(applyRule(stringToBoolean, text, bool)).toBeUndefined();
    expect(applyRule(stringToBoolean, "true", str)).toBeUndefined();
  });
});
