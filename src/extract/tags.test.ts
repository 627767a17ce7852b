import { describe, expect, test } from "vitest";
import { findTags } from "./tags.js";

describe("findTags", () => {
  test("content between the tags, trimmed, labelled by tag name", () => {
    const input = 'x <json>\n{"a": 1}\n</json> y';
    expect(findTags(input)).toEqual([{ text: '{"a": 1}', start: 9, end: 17, source: "tag", label: "json" }]);
  });

  test.each(["json", "output", "answer", "result", "response", "tool_call", "function_call", "arguments", "data"])(
    "knows <%s>",
    (tag) => {
      expect(findTags(`<${tag}>[1]</${tag}>`)[0]).toMatchObject({ text: "[1]", label: tag });
    },
  );

  test("case-insensitive names and attributes on the opener", () => {
    const input = '<Tool_Call name="click" id=\'1\'>{"selector": "#b"}</TOOL_CALL>';
    expect(findTags(input)[0]).toMatchObject({ text: '{"selector": "#b"}', label: "tool_call" });
  });

  test("other tags are silent; a configurable list replaces the default", () => {
    expect(findTags("<b>{}</b>")).toEqual([]);
    expect(findTags("<b>{}</b><json>[]</json>", undefined, ["B"]).map((c) => c.text)).toEqual(["{}"]);
  });

  test("an unclosed tag at the end runs to the end", () => {
    const input = 'done <output>{"a": 1';
    expect(findTags(input)).toEqual([
      { text: '{"a": 1', start: 13, end: 20, source: "tag", label: "output", unterminated: true },
    ]);
  });

  test("an unmatched opener mentioned before a closed block is not a candidate", () => {
    const input = 'Wrap it in <json> tags.\n<json>{"a":1}</json>';
    expect(findTags(input).map((c) => c.text)).toEqual(['{"a":1}']);
  });

  test("nested blocks each give a candidate, outer first", () => {
    const input = "<answer><json>[1]</json></answer>";
    expect(findTags(input).map((c) => c.text)).toEqual(["<json>[1]</json>", "[1]"]);
  });

  test("two blocks in order; empty blocks and stray closers skipped", () => {
    const input = "</json><json> </json><result>1</result><json>2</json>";
    expect(findTags(input).map((c) => c.text)).toEqual(["1", "2"]);
  });

  test("self-closing tags are not blocks", () => {
    expect(findTags("<json/>{}")).toEqual([]);
  });

  test("tags inside a think block are hidden", () => {
    const input = "<think>\n<json>[0]</json>\n</think>\n<json>[1]</json>";
    expect(findTags(input).map((c) => c.text)).toEqual(["[1]"]);
  });
});
