import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { repair } from "./repair.js";

// A backtick string (JavaScript's template literal) ends only on a backtick. jsonrepair alone ends it on any
// single-quote-like character: `quote: '` came back as "quote: " and an empty string (a wrong value).
describe("backtick strings", () => {
  test.each([
    ["[`single quote: '`, `x`]", ["single quote: '", "x"]],
    ['{"a": `quote: \'`, "b": 1}', { a: "quote: '", b: 1 }],
    ['{"a": `it\u2019s \u2018x\u2019 and \u00b4`}', { a: "it\u2019s \u2018x\u2019 and \u00b4" }],
    ['[`double quote: "`, `backtick: \\``]', ['double quote: "', "backtick: `"]],
    ["{`k`: `v`}", { k: "v" }],
  ])("%j keeps every quote inside", (text, value) => {
    expect(repair(text)).toMatchObject({ ok: true, value });
  });

  test("through salvage() too", () => {
    expect(salvage({})('{"a": [`quote: \'`, `x`]}')).toMatchObject({ ok: true, value: { a: ["quote: '", "x"] } });
  });

  test("a whole text whose backtick strings hold double quotes and brackets is one candidate", () => {
    // The extraction scan tracks backtick strings where a value starts, so the `"` inside does not open a string.
    expect(salvage({})('[\n  `say "hi"`,\n  `it\'s`,\n  `a ] b`\n]')).toMatchObject({ ok: true, value: ['say "hi"', "it's", "a ] b"] });
    expect(salvage({})('{"cmd": `echo "}"`, "n": 1}')).toMatchObject({ ok: true, value: { cmd: 'echo "}"', n: 1 } });
  });

  test("a backtick inside prose or a word opens no string", () => {
    // markdown inline code in prose is not JSON, and a markdown link with code text is no array
    expect(salvage({})("Run `ls` to see [`a`](http://x).")).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    expect(salvage({})('{"a": "x`y", "b": "`"}')).toMatchObject({ ok: true, value: { a: "x`y", b: "`" } });
  });

  test("a backtick string never closed is cut off", () => {
    expect(repair("{\"a\": `quote: '")).toMatchObject({ ok: false, error: { code: "truncated" } });
  });
});
