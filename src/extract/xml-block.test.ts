import { describe, expect, it } from "vitest";
import { extract } from "./extract.js";
import { findHiddenRanges } from "./think.js";
import { findXmlBlocks } from "./xml-block.js";

const spans = (text: string) => findXmlBlocks(text, findHiddenRanges(text)).map((s) => text.slice(s.start, s.end));

describe("xmlBlock", () => {
  it.each([
    ["a bare element", "<selector>#btn</selector>", ["<selector>#btn</selector>"]],
    ["an element in prose", "Sure, here: <selector>#btn</selector>. Done.", ["<selector>#btn</selector>"]],
    ["siblings as one run", "<a>1</a>\n  <b>2</b> then <c/>", ["<a>1</a>\n  <b>2</b>", "<c/>"]],
    ["a wrapper whole", "<answer><x>1</x><y/></answer>", ["<answer><x>1</x><y/></answer>"]],
    ["CDATA holding a closer", "<x><![CDATA[</x>]]></x>", ["<x><![CDATA[</x>]]></x>"]],
    ["a comment between siblings", "<a>1</a><!-- note --><b>2</b>", ["<a>1</a><!-- note --><b>2</b>"]],
    ["a mismatched closer drops what was open", "<a><b>1</a> <c>2</c>", ["<c>2</c>"]],
    ["an element left open is dropped", "<a>1</a> <b>2", ["<a>1</a>"]],
    ["comparisons in prose are not tags", "if a < b and c > d then <ok>1</ok>", ["<ok>1</ok>"]],
    ["nothing in plain prose", "I cannot help with that.", []],
  ])("%s", (_, text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  it("takes nothing from a reasoning block", () => {
    expect(spans("<think><x>1</x></think><y>2</y>")).toEqual(["<y>2</y>"]);
    expect(spans("<x>1\n<think>hm</think>\n</x>")).toEqual([]);
  });

  it("is opt-in: the default extractors find no bare element, with it a candidate of its name", () => {
    expect(extract("<selector>#btn</selector>").ok).toBe(false);
    // Imported for its side: `extract` with the piece given explicitly.
    return import("./xml-block.js").then(({ xmlBlock }) => {
      const found = extract("Sure: <selector>#btn</selector>", { extractors: [xmlBlock] });
      expect(found).toMatchObject({ ok: true, value: [{ text: "<selector>#btn</selector>", source: "xml-block", likelihood: "medium", start: 6 }] });
    });
  });

  it("stays linear on hostile markup (the suite's timeout bounds it)", () => {
    for (const text of ["<a>".repeat(200_000), '<a b="'.repeat(100_000), "<!--".repeat(100_000), "<?x".repeat(100_000), "</a>".repeat(200_000)]) {
      expect(Array.isArray(findXmlBlocks(text))).toBe(true);
    }
  });
});
