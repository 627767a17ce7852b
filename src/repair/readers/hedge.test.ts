import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { hedgeAt } from "./hedge.js";

// `{"a": "A"A", "c": "/"}` was a recoverable output that failed as a hedge (soundness, unescaped-quotes, seed
// 20261132, SALVAGE_FUZZ_RUNS=50): strings read to their first closing quote paired `", "` and `": "`, and the value
// `/` looked like a hedge between them; strings are now the span grammar's, where the inner quote is content.
describe("a hedge between two quoted values", () => {
  test.each([['{"city": "Paris" or "Lyon"}'], ['{"a": "x" / "y"}'], ['{"a": "x"/"y"}'], ["{'a': ‘:’ or ‘: (or not)’}"], ["['red' OR 'blue']"], ['{"pick": "A" vs "B"}']])("%j is ambiguous, never one joined string", (text) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  test.each([['{"city": "Paris or Lyon"}'], ['{"note": "she said \\"yes\\" or not"}'], ['{"a": "x", "b": "or"}'], ['{"url": "http://a/b"}'], ['{"a": "A"A", "c": "/"}'], ['{"n": "A"A", "vendor": {"name": "", "address": "/"}}']])("%j has none", (text) => {
    expect(hedgeAt(text)).toBe(-1);
    expect(salvage({}).parse(text).ok).toBe(true);
  });
});
