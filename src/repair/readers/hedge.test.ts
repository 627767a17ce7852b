import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { hedgeAt } from "./hedge.js";

describe("a hedge between two quoted values", () => {
  test.each([['{"city": "Paris" or "Lyon"}'], ['{"a": "x" / "y"}'], ["['red' OR 'blue']"], ['{"pick": "A" vs "B"}']])("%j is ambiguous, never one joined string", (text) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  test.each([['{"city": "Paris or Lyon"}'], ['{"note": "she said \\"yes\\" or not"}'], ['{"a": "x", "b": "or"}'], ['{"url": "http://a/b"}']])("%j has none", (text) => {
    expect(hedgeAt(text)).toBe(-1);
    expect(salvage({}).parse(text).ok).toBe(true);
  });
});
