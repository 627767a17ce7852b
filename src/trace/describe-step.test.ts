import { describe, expect, it } from "vitest";
import type { Step } from "../outcome/types.js";
import { salvage } from "../salvage/index.js";
import { describeStep, describeTrace } from "./describe-step.js";

const click = salvage({ type: "object", properties: { selector: { type: "string", aliases: ["element"] } }, required: ["selector"] });

describe("describeStep", () => {
  it("writes the seed scenario's trace as one readable line", () => {
    const text = "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know";
    expect(describeTrace(click(text).steps)).toBe(
      "extract fence (json) 26–46 → repair tolerant (single quotes, trailing commas) → rename-key element→selector at (root) → valid",
    );
  });

  it("shows a value change with the path, and a failed validation with its first issue", () => {
    expect(describeStep({ stage: "coerce", candidate: 0, rule: "number-to-string", path: ["selector"], before: 5, after: "5" })).toBe(
      'number-to-string 5→"5" at selector',
    );
    const failed = click('{"selector": {"deep": true}}');
    expect(failed.ok).toBe(false);
    expect(describeStep(failed.steps.at(-1) as Step)).toMatch(/^invalid: selector: /);
  });

  it("cuts long values and marks absent ones", () => {
    const line = describeStep({ stage: "coerce", candidate: 0, rule: "null-to-absent", path: ["a", 0, "b c"], before: "x".repeat(100), after: undefined });
    expect(line).toBe(`null-to-absent "${"x".repeat(30)}…→(absent) at a[0]["b c"]`);
  });

  it("names a truncation, and the reader of a repair when the step has one", () => {
    expect(describeStep({ stage: "repair", candidate: 0, kind: "truncated", reader: "tolerant", repairs: [], message: "cut off" })).toBe("repair tolerant (cut off; closed what was open)");
    const withReader = { stage: "repair", candidate: 0, kind: "syntax", message: "Repaired the JSON syntax: comments.", reader: "jsonrepair" } as Step;
    expect(describeStep(withReader)).toBe("repair jsonrepair (comments)");
    expect(describeStep({ stage: "skip", piece: "mine", kind: "reader", message: "It threw Error: x; skipped." })).toBe("skip reader mine (It threw Error: x; skipped.)");
  });

  it("prints an extractor it does not know, and a stage it does not know, without throwing", () => {
    const custom = { stage: "extract", candidate: 0, source: "my-extractor", start: 3, end: 9 } as unknown as Step;
    expect(describeStep(custom)).toBe("extract my-extractor 3–9");
    const unknown = { stage: "future", candidate: 0 } as unknown as Step;
    expect(describeStep(unknown)).toBe('future {"stage":"future","candidate":0}');
  });

  it("counts the other readings of an ambiguous choice", () => {
    expect(describeStep({ stage: "select", chosen: 1, ambiguous: [{ candidate: 0, value: 1, fixes: 2 }] })).toBe("chose candidate 1 over 1 other reading");
  });
});
