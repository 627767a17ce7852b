import { describe, expect, it } from "vitest";
import { growth } from "../../test/helpers/timing.js";
import * as z from "zod";
import { failure } from "../outcome/make.js";
import type { Failure } from "../outcome/types.js";
import { salvage } from "../salvage/salvage.js";
import { preview } from "./preview.js";
import { reaskPrompt } from "./reask.js";

const Order = z.object({
  id: z.string(),
  items: z.array(z.object({ sku: z.string(), qty: z.number().int() })),
  status: z.enum(["open", "closed"]),
});
const parser = salvage(Order);
const failed = (text: string): Failure => {
  const outcome = parser(text);
  if (outcome.ok) throw new Error("expected a failure");
  return outcome.error;
};

describe("reaskPrompt", () => {
  it("says where, what, expected and received for each issue", () => {
    const prompt = reaskPrompt(failed('{"id": "A1", "items": [{"sku": "x", "qty": "lots"}], "status": "pending"}'), { jsonSchema: parser.jsonSchema });
    expect(prompt).toContain("Your previous answer does not match the schema:");
    expect(prompt).toContain('- at items[0].qty:');
    expect(prompt).toContain('Expected: {"type":"integer"}.');
    expect(prompt).toContain('Received: "lots".');
    expect(prompt).toContain("- at status:");
    expect(prompt).toContain('Expected: {"type":"string","enum":["open","closed"]}');
    expect(prompt.endsWith("Answer again with only the corrected JSON value, no prose.")).toBe(true);
  });

  it("says a missing property is missing", () => {
    const prompt = reaskPrompt(failed('{"items": [], "status": "open"}'), { jsonSchema: parser.jsonSchema });
    expect(prompt).toContain("- at id:");
    expect(prompt).toContain("Received: nothing (it is missing).");
  });

  it("lists five issues and counts the rest, with long values cut", () => {
    const items = Array.from({ length: 8 }, () => ({ sku: "s".repeat(500), qty: "x" }));
    const prompt = reaskPrompt(failed(JSON.stringify({ id: "A", items, status: "open" })), { jsonSchema: parser.jsonSchema });
    expect(prompt.split("\n").filter((line) => line.startsWith("- at "))).toHaveLength(5);
    expect(prompt).toContain("… and 3 more problems of the same kind.");
    expect(prompt.length).toBeLessThan(2000);
  });

  it("has one sentence per failure code a re-ask can fix", () => {
    expect(reaskPrompt(failed("I cannot help with that."))).toBe(
      "Your previous answer contained no JSON value.\nAnswer again with only the corrected JSON value, no prose.",
    );
    expect(reaskPrompt(failed('{"id": "A1", "items": ['))).toBe(
      "Your previous answer was cut off before the JSON value was complete.\nAnswer again with a shorter JSON value, and only the JSON value.",
    );
    const unrepairable = failure({ code: "unrepairable", stage: "repair", message: "Unexpected character", text: 'xx {"a": @@@} yy', position: 9 });
    expect(reaskPrompt(unrepairable.error as Failure)).toContain('Unexpected character (near "xx {\\"a\\": @@@} yy")');
  });

  it("works without a JSON Schema, from the validator's words alone", () => {
    const prompt = reaskPrompt(failed('{"id": true, "items": [], "status": "open"}'));
    expect(prompt).toContain("- at id:");
    expect(prompt).not.toContain("Expected: {");
    expect(prompt).toContain("Received: true.");
  });
});

describe("preview", () => {
  it("cuts long values and stays bounded on cycles and huge values", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = cyclic;
    expect(preview(cyclic).length).toBeLessThanOrEqual(121);
    const huge = Array.from({ length: 200_000 }, (_, index) => index);
    expect(preview(huge).endsWith("…")).toBe(true);
    // Four times the value, the same time: the preview stops at its length, never reading the rest.
    expect(growth(preview, huge, Array.from({ length: 800_000 }, (_, index) => index))).toBeLessThan(2);
    expect(preview({ a: "x", b: [1, null, true] })).toBe('{"a":"x","b":[1,null,true]}');
  });
});
