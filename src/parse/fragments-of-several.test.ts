import { describe, expect, it } from "vitest";
import { salvage } from "../salvage/salvage.js";

// A value that is one of several the text holds is not the answer on its own (issue 12's precision class "a
// fragment returned while the rest of the text is dropped"), with a schema as without one.
function read(schema: Record<string, unknown>, text: string) {
  const outcome = salvage(schema)(text);
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error.code };
}

const row = { type: "object", properties: { a: { type: "integer" } }, required: ["a"] };
const rows = { type: "array", items: row };

describe("lines of values whose array does not fit", () => {
  it("fails with the array's mismatch, never one line as a one-item list", () => {
    expect(read(rows, '{"a": 1}\n{"b": 2}')).toEqual({ ok: false, code: "schema-mismatch" });
    expect(read(rows, '{"a": 1}\r\n{"a": "x"}\r\n')).toEqual({ ok: false, code: "schema-mismatch" });
    expect(read(rows, '{"a": 1}\n{"a": 2}\n[3]')).toMatchObject({ ok: false });
  });

  it("still reads the lines when each fits", () => {
    expect(read(rows, '{"a": 1}\n{"a": 2}')).toEqual({ ok: true, value: [{ a: 1 }, { a: 2 }] });
  });

  it("still picks the value that fits among values in prose", () => {
    expect(read(row, 'Not this: {"b": 2}. The answer: {"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe("a value cut off at the end, after another value", () => {
  it("is truncated: the earlier value is not known to be the answer", () => {
    expect(read(rows, '{"a": 1}\n{"a": 2')).toEqual({ ok: false, code: "truncated" });
    expect(read({}, '{"a": 1}\n{"a": 2')).toEqual({ ok: false, code: "truncated" });
    expect(read(row, 'Example: {"a": 1}. Answer: {"a": 2')).toEqual({ ok: false, code: "truncated" });
    expect(read(row, '```json\n{"a": 1}\n```\nand then [{"a": ')).toEqual({ ok: false, code: "truncated" });
  });

  it("leaves a complete value alone when nothing after it starts a value", () => {
    expect(read(row, '{"a": 1}\nHope this helps [see docs')).toEqual({ ok: true, value: { a: 1 } });
    expect(read(row, '{"a": 1} and more text that stops mid')).toEqual({ ok: true, value: { a: 1 } });
  });

  it("with cut-off answers accepted, two rows are two readings: which is the answer the text does not say", () => {
    // How many repairs each needed (the cut) is no evidence of what the model meant (issue 29).
    const outcome = salvage(row, { allowTruncated: true })('{"a": 1}\n{"a": 2');
    expect(outcome).toMatchObject({ ok: false, error: { code: "ambiguous" } });
    expect(salvage(row, { allowTruncated: true })('First try: {"a": 1}\nCorrected: {"a": 2')).toMatchObject({ ok: true, value: { a: 2 } });
  });
});
