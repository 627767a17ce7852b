import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { findFences } from "./fences.js";

describe("findFences", () => {
  test("a json fence: content span without fence lines, label from the tag", () => {
    const input = 'Here:\n```json\n{"a": 1}\n```\nbye';
    expect(findFences(input)).toEqual([
      { text: '{"a": 1}', start: 14, end: 22, source: "fence", label: "json" },
    ]);
  });

  test("no language tag: no label", () => {
    const [c] = findFences("```\n[1]\n```");
    expect(c).toEqual({ text: "[1]", start: 4, end: 7, source: "fence" });
  });

  test("tilde fences, longer fences, and the label's first word lower-cased", () => {
    expect(findFences("~~~~ JSON title=x\n{}\n~~~~")[0]).toMatchObject({ text: "{}", label: "json" });
  });

  test("the closer must be the same character and at least as long", () => {
    const input = "````json\n```\nnot closed\n~~~~\n````\nafter";
    const [c] = findFences(input);
    expect(c?.text).toBe("```\nnot closed\n~~~~");
    expect(c?.unterminated).toBeUndefined();
  });

  test("a closer with text after it is content, not a closer", () => {
    const [c] = findFences("```\na\n``` b\n```");
    expect(c?.text).toBe("a\n``` b");
  });

  test("fences indented up to 3 spaces count; 4 spaces do not", () => {
    expect(findFences("   ```\n{}\n   ```").map((c) => c.text)).toEqual(["{}"]);
    expect(findFences("    ```\n{}\n    ```")).toEqual([]);
  });

  test("an unterminated last fence runs to the end", () => {
    const input = 'ok\n```json\n{"a": [1,\n';
    expect(findFences(input)).toEqual([
      { text: '{"a": [1,', start: 11, end: 20, source: "fence", label: "json", unterminated: true },
    ]);
  });

  test("an example block then an answer block: both, in order", () => {
    const input = 'For example:\n```json\n{"selector": "a"}\n```\nSo the answer is:\n```json\n{"selector": "#btn"}\n```';
    expect(findFences(input).map((c) => c.text)).toEqual(['{"selector": "a"}', '{"selector": "#btn"}']);
  });

  test("empty and whitespace-only fences are skipped", () => {
    expect(findFences("```json\n\n  \n```\n```\n```")).toEqual([]);
  });

  test("inline triple backticks are not fences", () => {
    expect(findFences('Use ```json``` like `{"a":1}`')).toEqual([]);
    expect(findFences('```{"a":1}```')).toEqual([]);
  });

  test("CRLF line endings", () => {
    expect(findFences('```json\r\n{"a":1}\r\n```\r\n').map((c) => c.text)).toEqual(['{"a":1}']);
  });

  test("fences inside a think block are hidden; after it they count", () => {
    const input = '<think>\n```json\n{"a":0}\n```\n</think>\n```json\n{"a":1}\n```';
    expect(findFences(input).map((c) => c.text)).toEqual(['{"a":1}']);
  });

  test("the end of a think block counts as a line start", () => {
    expect(findFences('<think>x</think>```json\n{"a":1}\n```').map((c) => c.text)).toEqual(['{"a":1}']);
  });

  test("spans are exact slices", () => {
    const input = "a\n```js\n  let x = {}\n```\n~~~\n[1]\n";
    for (const c of findFences(input)) expect(input.slice(c.start, c.end)).toBe(c.text);
  });
});

describe("findFences jumping between lines that hold a run (nothing hidden)", () => {
  // An empty hidden range at the text's end hides nothing but makes findFences walk every line: the oracle.
  const walked = (text: string) => findFences(text, [{ start: text.length, end: text.length }]);
  const lines = ["```", "```json", "~~~", "````", "~~~~ yaml", "  ```", "   ~~~", "    ```", "a```b", "```a```", '{"a": 1}', "", " ", "text ``` more", "``", "~~", "```python x"];

  test("finds what a walk over every line finds", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...lines), { maxLength: 12 }), fc.constantFrom("\n", "\r\n"), (picked, newline) => {
        const text = picked.join(newline);
        expect(findFences(text, [])).toEqual(walked(text));
      }),
      { seed: 20261124, numRuns: 3000 },
    );
  });

  test("fences after a run in the middle of a line, and runs of both kinds", () => {
    const text = 'say ``` here\n~~~\n[1]\n~~~\nx ~~~ y\n```json\n{"a": 1}\n```';
    expect(findFences(text, []).map((c) => c.text)).toEqual(["[1]", '{"a": 1}']);
    expect(findFences(text, [])).toEqual(walked(text));
  });
});
