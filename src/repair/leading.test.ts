import { describe, expect, it } from "vitest";
import { checkStart } from "./leading.js";

describe("checkStart", () => {
  it.each([["{"], ["["], ['"a'], ["'a"], ["12"], ["-1"], ["-.5"], ["true"], ["None,"], ["  // c\n {"], ["/* c */["], ["\uFEFF{"]])(
    "lets %j through",
    (text) => {
      expect(checkStart(text)).toBeUndefined();
    },
  );

  it.each([
    ["hello", 0],
    ["  Sure: {", 2],
    ["truest", 0],
    ["Nonetheless", 0],
    ["-", 0],
    ["-x", 0],
    ["“quoted”", 0],
    ["`code`", 0],
    ["NaN", 0],
    ["/* c */ x", 8],
  ])("refuses %j at %i", (text, position) => {
    expect(checkStart(text)).toEqual({ kind: "not-json", position });
  });

  it.each([[""], [" \n"], ["// c"], ["/* c"]])("calls %j empty", (text) => {
    expect(checkStart(text)).toEqual({ kind: "empty", position: text.length });
  });
});
