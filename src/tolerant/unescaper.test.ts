import { describe, expect, it } from "vitest";
import { createUnescaper } from "./unescaper.js";

describe("createUnescaper", () => {
  it("undoes one level of escaping, with unknown escapes and \\u passed through", () => {
    expect(createUnescaper().feed('{\\"a\\": \\"x\\\\\\"y\\\\n\\u00e9\\q\\/\\t\\"}')).toBe('{"a": "x\\"y\\n\\u00e9\\q/\t"}');
  });

  it("holds a backslash at the end of a chunk for the next one", () => {
    const unescaper = createUnescaper();
    expect(unescaper.feed('{\\"a\\')).toBe('{"a');
    expect(unescaper.feed('": 1}')).toBe('": 1}');
    expect(unescaper.feed("\\")).toBe("");
    expect(unescaper.feed("\\")).toBe("\\");
  });
});
