import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { repair } from "../repair.js";

describe("html-comments", () => {
  test.each([
    ['{"q": "he said "hi <!-- x --> there", "n": 1}', "he said \"hi <!-- x --> there"],
    ['["a "b <!-- x --> c", 1]', undefined],
  ])("%j: quotes that do not pair as written leave the comment in the string, never cut out of it", (text, kept) => {
    const outcome = repair(text);
    if (outcome.ok) {
      expect(JSON.stringify(outcome.value)).toContain("<!-- x -->");
      if (kept !== undefined) expect(outcome.value).toMatchObject({ q: kept });
    }
  });

  test.each([
    ['[\n  "line 1", <!-- first -->\n  "line 2"\n]', ["line 1", "line 2"]],
    ['{"a": 1, <!-- note --> "b": 2}', { a: 1, b: 2 }],
    ['{<!-- top -->"a": <!-- value --> 1}', { a: 1 }],
    ['{"a": 1 <!-- x --> "b": 2}', { a: 1, b: 2 }],
    ['{"a": [1, <!-- é \u2014 \r\n --> 2]}', { a: [1, 2] }],
  ])("%j is read with the comments left out", (text, value) => {
    const outcome = repair(text);
    expect(outcome).toMatchObject({ ok: true, value });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ reader: "html-comments" }));
  });

  test("a comment inside a string is the string's", () => {
    expect(salvage({})('{"html": "<!-- keep -->", "n": 1}')).toMatchObject({ ok: true, value: { html: "<!-- keep -->", n: 1 } });
  });

  test.each([
    ['["a", <!-- never closed "b"]'],
    ["[1, <!-- two --> , 3]"],
    ['{"a": <!-- no value --> }'],
  ])("%j fails: a comment never closed, or one that leaves a hole or a key with no value", (text) => {
    expect(salvage({})(text)).toMatchObject({ ok: false });
  });
});
