import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { repair } from "./repair.js";

// A `# comment` right after a string value: the string ends at its quote, as before `//`.
describe("a # comment after a string", () => {
  test.each([
    ['{"name": "Jo" # note\n}', { name: "Jo" }],
    ['{"name": "Jo" # note\n, "a": 1}', { name: "Jo", a: 1 }],
    ['{"name": "Jo"  # note\r\n  "a": 1}', { name: "Jo", a: 1 }],
    ['["Jo" # first\n, "Al"]', ["Jo", "Al"]],
    ['{"a": "x" #\n}', { a: "x" }],
  ])("%j reads the string as written, the comment left out", (text, value) => {
    expect(repair(text)).toMatchObject({ ok: true, value });
  });

  test.each([
    // a quote later on the line may close the string: the quotes pair as content, as before
    ['{"q": "a "b" # c", "n": 1}', { q: 'a "b" # c', n: 1 }],
    ['{"a": "x # y"}', { a: "x # y" }],
  ])("%j keeps a # that may be the string's", (text, value) => {
    expect(repair(text)).toMatchObject({ ok: true, value });
  });

  test("a # glued to a word is no comment: the text stays unread", () => {
    expect(salvage({})('{"a": "x" #tag\n}').ok).toBe(false);
  });
});
