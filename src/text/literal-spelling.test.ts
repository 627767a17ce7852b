import { describe, expect, test } from "vitest";
import { literalSpelling } from "./literal-spelling.js";

describe("literalSpelling", () => {
  test.each([
    ["True", "true"],
    ["False", "false"],
    ["None", "null"],
    ["TRUE", "true"],
    ["FALSE", "false"],
    ["NULL", "null"],
    ["Null", "null"],
    ["82_461_110", "82461110"],
    ["-1_000.5", "-1000.5"],
    ["999_999", "999999"],
    [".5", "0.5"],
    ["-.25", "-0.25"],
    [".5e3", "0.5e3"],
  ])("%j spells %s", (token, json) => {
    expect(literalSpelling(token)).toBe(json);
  });

  test.each(["true", "null", "42", "tRUE", "NONE", "none", "nil", "Yes", "tru", "1_0", "1_0000", "_100", "100_", "1__000", "1_000_", "0x1_000", "", "TRUE FALSE", ".", "-.", "+.5", "..5", ".5.", "._5", ". 5", ".5e", "5."])(
    "%j is no other spelling of a JSON value",
    (token) => {
      expect(literalSpelling(token)).toBeUndefined();
    },
  );
});
