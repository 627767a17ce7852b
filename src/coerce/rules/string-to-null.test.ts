import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";

describe("string-to-null", () => {
  const nullable = { type: "object", properties: { v: { anyOf: [{ type: "object", properties: { a: { type: "number" } }, required: ["a"] }, { type: "null" }] } }, required: ["v"] };
  test.each([
    [{ type: "object", properties: { v: { type: "null" } }, required: ["v"] }, '{"v": "null"}'],
    [nullable, '{"v": "NULL"}'],
    [{ type: "array", items: { type: "null" } }, '["null", " null "]'],
  ])("%j reads %s as null", (schema, text) => {
    const outcome = salvage(schema).parse(text);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(JSON.stringify(outcome.value)).not.toContain('"null"');
  });

  test.each([
    [{ type: "object", properties: { v: { type: ["string", "null"] } }, required: ["v"] }, '{"v": "null"}', "null"],
  ])("a string stays a string where strings fit: %j", (schema, text, v) => {
    expect(salvage(schema).parse(text)).toMatchObject({ ok: true, value: { v } });
  });

  test.each([['{"v": "none"}'], ['{"v": ""}'], ['{"v": "nil"}']])("%s is no null", (text) => {
    expect(salvage({ type: "object", properties: { v: { type: "null" } }, required: ["v"] }).parse(text)).toMatchObject({ ok: false });
  });
});
