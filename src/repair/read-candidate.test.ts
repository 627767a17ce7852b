import { describe, expect, it } from "vitest";
import type { Candidate, Step } from "../outcome/types.js";
import { defaultReaders } from "./defaults.js";
import { readerStepMessage } from "./messages.js";
import { readCandidate, type ReadSettings } from "./read-candidate.js";

function read(text: string) {
  const candidate: Candidate = { text, start: 0, end: text.length, source: "whole" };
  const settings: ReadSettings = { readers: defaultReaders, input: text, maxDepth: 64, maxRepairSize: 1_000_000, allowTruncated: false, guide: undefined };
  return readCandidate(candidate, 0, settings);
}

function repairStep(text: string): Extract<Step, { stage: "repair" }> {
  const step = read(text).steps.find((s) => s.stage === "repair");
  if (step?.stage !== "repair") throw new Error(`no repair step for ${text}`);
  return step;
}

describe("readCandidate's repair step message (built once for a run of the same repairs)", () => {
  it("names each read's own repairs, whatever was read before", () => {
    const texts = ["{'a': 1}", "{'a': 1,}", "{'b': 2}", "{a: True}", "{'a': 1}", "[1, 2,]"];
    for (const text of texts) {
      const step = repairStep(text);
      expect(step.message, text).toBe(readerStepMessage(step.reader, step.repairs));
    }
    expect(repairStep("{'a': 1}").message).toBe("Repaired the JSON syntax: single quotes.");
    expect(repairStep("{'a': 1,}").message).toBe("Repaired the JSON syntax: single quotes, trailing commas.");
  });

  it("is not changed by a caller who edits an earlier step's repairs", () => {
    const first = repairStep("{'a': 1}");
    (first.repairs as string[]).push("trailing commas");
    expect(repairStep("{'a': 1,}").message).toBe("Repaired the JSON syntax: single quotes, trailing commas.");
    const again = repairStep("{'a': 1}");
    expect(again.repairs).toEqual(["single quotes"]);
    expect(again.message).toBe("Repaired the JSON syntax: single quotes.");
  });
});

describe("a refusal with no words", () => {
  it("still fails with a message (a user reader's refuse: \"\")", () => {
    const text = "{x: 1}";
    const candidate: Candidate = { text, start: 0, end: text.length, source: "whole" };
    const settings: ReadSettings = { readers: [{ name: "silent", read: () => ({ refuse: "" }) }], input: text, maxDepth: 64, maxRepairSize: 1_000_000, allowTruncated: false, guide: undefined };
    const outcome = readCandidate(candidate, 0, settings);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.message.length).toBeGreaterThan(0);
  });
});
