import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";
import { findBalanced } from "./balanced.js";
import { isQuotedMention } from "./quoted-mention.js";

const texts = (text: string) => findBalanced(text).map((candidate) => candidate.text);

describe("quoted mentions in prose", () => {
  test("a span right between a quote and its closing quote is a mention", () => {
    expect(isQuotedMention('see "[0]" x', 5, 8)).toBe(true);
    expect(isQuotedMention("see `{}` x", 5, 7)).toBe(true);
    expect(isQuotedMention("see \u201c[1]\u201d x", 5, 8)).toBe(true);
    expect(isQuotedMention('see "[0] x', 5, 8)).toBe(false);
    expect(isQuotedMention("see [0] x", 4, 7)).toBe(false);
    expect(isQuotedMention("see '[0]\" x", 5, 8)).toBe(false);
  });

  test("mentions are left out when another span is not one", () => {
    expect(texts('Check "[0]" and "[1]": [10, 20]')).toEqual(["[10, 20]"]);
    expect(texts("Use `{}` or better {\"a\": 1}")).toEqual(['{"a": 1}']);
  });

  test("mentions are kept when every span is one, and several bare spans are all kept", () => {
    expect(texts('The result is "[1, 2]".')).toEqual(["[1, 2]"]);
    expect(texts('Either "[1]" or "[2]"')).toEqual(["[1]", "[2]"]);
    expect(texts("[1] and [2]")).toEqual(["[1]", "[2]"]);
  });

  test("through salvage(): the bare value is the answer; two bare values or two mentions stay ambiguous", () => {
    const any = salvage({});
    expect(any('Check items "[0]" and "[1]" here: [10, 20]')).toMatchObject({ ok: true, value: [10, 20] });
    expect(any('The result is "[1, 2]".')).toMatchObject({ ok: true, value: [1, 2] });
    expect(any('Either "[1]" or "[2]"')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(any('"[0]" then [1] and [2]')).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });
});
