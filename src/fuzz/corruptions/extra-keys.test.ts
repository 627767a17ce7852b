import { describe, expect, it } from "vitest";
import { corrupt } from "../corrupt.js";
import type { JsonSchema } from "../schema.js";
import { salvage } from "../../salvage/salvage.js";

// A limiter is a name, a closed object, or a list of anything (a union real schemas write).
const closedLimiter: JsonSchema = { type: "object", additionalProperties: false, properties: { kind: { type: "string" }, args: { type: "array" } } };
const limiter: JsonSchema = {
  anyOf: [
    { type: "string" },
    closedLimiter,
    { type: "array" },
  ],
};
const schema: JsonSchema = { type: "object", properties: { name: { type: "string" }, limit: limiter }, required: ["name"], additionalProperties: false };

describe("extra-keys claims only what the text determines", () => {
  it("is not recoverable where the object with its new keys is also the one item of a list the schema takes", () => {
    const value = { name: "cap", limit: { kind: "rate", args: [1, 2] } };
    let nested = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const out = corrupt(value, ["extra-keys"], { seed, schema });
      const parsed = JSON.parse(out.text) as { limit: object };
      if (Object.keys(parsed.limit).length === 2) continue; // the extra key went to the root object
      nested++;
      expect(out.recoverable).toBe(false);
      // salvage keeps every key the model wrote: the object as a one-item list.
      const got = salvage(schema)(out.text);
      expect(got.ok && Array.isArray((got.value as { limit: unknown }).limit)).toBe(true);
    }
    expect(nested).toBeGreaterThan(0);
  });

  it("stays recoverable on a closed object the schema takes in no list", () => {
    const closed: JsonSchema = { type: "object", properties: { limit: closedLimiter }, required: ["limit"], additionalProperties: false };
    const value = { limit: { kind: "rate", args: [1] } };
    const out = corrupt(value, ["extra-keys"], { seed: 3, schema: closed });
    expect(out.recoverable).toBe(true);
    expect(out.expected).toEqual(value);
    expect(salvage(closed)(out.text)).toMatchObject({ ok: true, value });
  });
});
