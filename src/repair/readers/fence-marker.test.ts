import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { fenceMarkerAt } from "./fence-marker.js";

describe("a fence marker inside a value", () => {
  test("is markup, never read as backtick strings", () => {
    expect(salvage({}).parse('[```\n{"a": "b"}\n```]').ok).toBe(false);
  });
  test("inside a string it is text", () => {
    expect(fenceMarkerAt('{"code": "```js\\nx\\n```"')).toBe(-1);
    expect(salvage({}).parse('{"code": "```js\\nx\\n```",}')).toMatchObject({ ok: true, value: { code: "```js\nx\n```" } });
  });
});
