import { describe, expect, test } from "vitest";
import { repair } from "./repair.js";
import { isNumberToken, suspectKey, suspectWord } from "./suspect-word.js";

const judge = (word: string, after = ""): ReturnType<typeof suspectWord> => suspectWord(word + after, 0, word.length);

describe("suspectWord", () => {
  test.each(["TRUE", "False", "Null", "NULL", "NaN", "Infinity", "-Infinity", "tru", "fals", "nul", "t", "f", "n", "UNDEFINED"])(
    "%j reads as a literal",
    (word) => expect(judge(word)).toBe("literal"),
  );
  test.each(["007", "1.2.3", "0xFF", "42abc", "1;", "-abc", "+5", ".x"])("%j is number-like", (word) => {
    expect(judge(word)).toBe("number");
  });
  test.each(["@", "#", "~", "!", "%", "<!-- note -->", "&x"])("%j is punctuation", (word) => {
    expect(judge(word)).toBe("punctuation");
  });
  test("a call, and a word glued to a quoted string", () => {
    expect(judge("aga()in")).toBe("call");
    expect(judge("hex", '"test"]')).toBe("glued quote");
  });
  test.each([["hello"], ["John", '"}'], ["yes"], ["#fff"], ["@user"], ["ug&*s"], ["snake_case"], ["été"]])(
    "%j is a plain word",
    (word, after = "") => expect(judge(word, after)).toBeUndefined(),
  );
});

describe("isNumberToken", () => {
  test.each(["0", "-1", "1.5", ".5", "5.", "1e5", "2E-3", "-0.5e+2"])("%j is a number", (token) => {
    expect(isNumberToken(token, 0, token.length)).toBe(true);
  });
  test.each(["007", "1.2.3", "1e2e3", "-", ".", "1e", "--1"])("%j is not", (token) => {
    expect(isNumberToken(token, 0, token.length)).toBe(false);
  });
});

describe("suspectKey", () => {
  test.each(["123key", "1a", "@key", "!x", "#id", "-x"])("%j is no name a writer leaves unquoted", (key) => {
    expect(suspectKey(key, 0, key.length)).toBe("odd key");
    expect(repair(`{${key}: "value"}`)).toMatchObject({ ok: false, error: { code: "unrepairable" } });
  });
  test.each(["key", "_a", "$b", "été", "東京", "a-b", "a1", "123"])("%j stays a key", (key) => {
    expect(suspectKey(key, 0, key.length)).toBeUndefined();
  });
});
