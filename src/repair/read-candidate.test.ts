import { describe, expect, it } from "vitest";
import type { Candidate, Step } from "../outcome/types.js";
import { defaultReaders } from "./defaults.js";
import { readerStepMessage } from "./messages.js";
import { readCandidate, type ReadSettings } from "./read-candidate.js";
import type { Reader } from "./reader.js";
import { salvage } from "../salvage/index.js";

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

describe("a reader's wants", () => {
  /** A user's reader of `forty-two`, counting its runs; `wants` as given (a getter that throws for "throws"). */
  function fortyTwo(wants?: unknown): { reader: Reader; runs: () => number } {
    let runs = 0;
    const reader = { name: "forty-two", read: (text: string) => (runs++, text === "forty-two" ? { value: 42, repairs: ["number in words"] } : undefined) } as Record<string, unknown>;
    if (wants === "throws") {
      Object.defineProperty(reader, "wants", { get: () => { throw new Error("no wants"); } });
    } else if (wants !== undefined) reader["wants"] = wants;
    return { reader: reader as unknown as Reader, runs: () => runs };
  }
  const wanted = (scalar: boolean) => ({ scalar, array: false, words: false });
  function readWith(reader: Reader, wants: ReadSettings["wants"]) {
    const candidate: Candidate = { text: "forty-two", start: 0, end: 9, source: "whole" };
    return readCandidate(candidate, 0, { readers: [reader], input: "forty-two", maxDepth: 64, maxRepairSize: 1_000_000, allowTruncated: false, guide: undefined, wants });
  }

  it("is not run where the schema asks for none of them, and reads as before where it asks for one", () => {
    const { reader, runs } = fortyTwo(["scalar"]);
    const skipped = readWith(reader, wanted(false));
    expect(skipped.ok).toBe(false);
    expect(skipped.ok ? undefined : skipped.error.message).toBe("None of the 1 readers could read this text as a JSON value.");
    expect(runs()).toBe(0);
    expect(readWith(reader, wanted(true))).toMatchObject({ ok: true, value: 42 });
    expect(runs()).toBe(1);
  });

  it("runs where what the schema asks is not known, and without a usable declaration", () => {
    const { reader, runs } = fortyTwo(["scalar"]);
    expect(readWith(reader, undefined)).toMatchObject({ ok: true, value: 42 });
    expect(runs()).toBe(1);
    for (const wants of [undefined, "scalar", ["number"], [1], null]) {
      const other = fortyTwo(wants);
      expect(readWith(other.reader, wanted(false))).toMatchObject({ ok: true, value: 42 });
      expect(other.runs()).toBe(1);
    }
  });

  it("a declaration that throws skips the reader with a step, never a throw", () => {
    const { reader, runs } = fortyTwo("throws");
    const outcome = readWith(reader, wanted(true));
    expect(outcome.ok).toBe(false);
    expect(outcome.steps).toEqual([{ stage: "skip", piece: "forty-two", kind: "reader", message: "It threw Error: no wants; skipped.", candidate: 0 }]);
    expect(runs()).toBe(0);
  });

  it("the parser knows what its schema asks for: a scalar reader runs under a number schema, not under an object one", () => {
    const { reader, runs } = fortyTwo(["scalar"]);
    expect(salvage({ type: "number" }, { readers: [...defaultReaders, reader] })("forty-two")).toMatchObject({ ok: true, value: 42 });
    const calls = runs();
    expect(calls).toBeGreaterThan(0);
    expect(salvage({ type: "object", properties: { a: { type: "number" } } }, { readers: [...defaultReaders, reader] })("{'a': 1}")).toMatchObject({ ok: true, value: { a: 1 } });
    expect(salvage({ type: "object", properties: { a: { type: "number" } } }, { readers: [reader, ...defaultReaders] })("{'a': 1}")).toMatchObject({ ok: true, value: { a: 1 } });
    expect(runs()).toBe(calls);
  });

  it("the built-in scalar-answer and plain-text readers declare theirs, and read as before", () => {
    expect(salvage({ type: "boolean" })("The answer is **True**.")).toMatchObject({ ok: true, value: true });
    expect(salvage({ type: "string" })("The capital is Paris.")).toMatchObject({ ok: true, value: "The capital is Paris." });
    expect(salvage({ type: "object", properties: { answer: { type: "string" } }, required: ["answer"] })("NOT ENOUGH CONTEXT")).toMatchObject({ ok: true, value: { answer: "NOT ENOUGH CONTEXT" } });
  });
});
