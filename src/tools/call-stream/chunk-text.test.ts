import { describe, expect, it } from "vitest";
import { ChunkText } from "./chunk-text.js";

function textOf(chunks: readonly string[]): ChunkText {
  const text = new ChunkText();
  for (const chunk of chunks) text.push(chunk);
  return text;
}

describe("ChunkText", () => {
  it("reads positions, cuts and tokens across chunks as one text", () => {
    const whole = "<tool_call>{\"name\": \"x\"}</tool_call>";
    const text = textOf(["<tool", "_call>{\"na", "", "me\": \"x\"}</to", "ol_call>"]);
    expect(text.size).toBe(whole.length);
    for (let at = 0; at < whole.length; at++) expect(text.charAt(at)).toBe(whole[at]);
    expect(text.charAt(whole.length)).toBeUndefined();
    expect(text.cut(3, 30)).toBe(whole.slice(3, 30));
    expect(text.cut(0)).toBe(whole);
    expect(text.find("</tool_call>", 0)).toBe(whole.indexOf("</tool_call>"));
    expect(text.find("<tool_call>", 1)).toBe(-1);
    expect(text.startsAt("\"name\"", 12)).toBe(true);
    expect(text.startsAt("\"name\"", 13)).toBe(false);
  });

  it("finds a token that arrives split after a search from the same place found nothing", () => {
    const text = textOf(["abc </pa"]);
    expect(text.find("</parameter>", 0)).toBe(-1);
    text.push("rame");
    expect(text.find("</parameter>", 0)).toBe(-1);
    text.push("ter> rest");
    expect(text.find("</parameter>", 0)).toBe(4);
    // Another start: searched afresh.
    expect(text.find("rest", 2)).toBe(17);
  });

  it("drops chunks before a position, and reads what was dropped as nothing", () => {
    const text = textOf(["aaaa", "bbbb", "cccc"]);
    text.dropBefore(9);
    expect(text.base).toBe(8);
    expect(text.charAt(3)).toBeUndefined();
    expect(text.cut(0)).toBe("cccc");
    expect(text.find("b", 0)).toBe(-1);
    expect(text.find("c", 0)).toBe(8);
  });

  it("stays right after compacting many dropped chunks", () => {
    const text = new ChunkText();
    for (let i = 0; i < 5000; i++) {
      text.push(`${i % 10}`);
      text.dropBefore(Math.max(0, i - 12));
    }
    expect(text.cut(4990)).toBe("0123456789");
    expect(text.charAt(4995)).toBe("5");
    expect(text.find("789", 4990)).toBe(4997);
  });
});
