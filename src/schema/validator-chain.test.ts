import { describe, expect, it } from "vitest";
import * as v from "valibot";
import * as z from "zod";
import type { Outcome } from "../outcome/types.js";
import { createValidatorChain, validator, type ValidatorChain, type ValidatorInput } from "./validator-chain.js";

function chainOf<T>(outcome: Outcome<ValidatorChain<T>>): ValidatorChain<T> {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

const schema = z.object({ ids: z.array(z.string()) });
const distinct = validator("distinct-ids", (value: { ids: string[] }) =>
  new Set(value.ids).size === value.ids.length ? [] : [{ message: "Ids repeat.", path: ["ids"] }],
);

describe("createValidatorChain", () => {
  it("runs the schema then each validator in order, one step each", () => {
    const chain = chainOf(createValidatorChain(schema, [distinct, v.object({ ids: v.array(v.string()) })]));
    expect(chain.names).toEqual(["schema", "distinct-ids", "valibot#1"]);
    const outcome = chain.validate({ ids: ["a", "b"] });
    expect(outcome.ok && outcome.value).toEqual({ ids: ["a", "b"] });
    expect(outcome.steps.map((step) => step.stage === "validate" && [step.validator, step.ok])).toEqual([
      ["schema", true],
      ["distinct-ids", true],
      ["valibot#1", true],
    ]);
  });

  it("stops at a failing named check with validator-failed, issues carrying its name", () => {
    const later = validator("never-reached", () => [{ message: "no" }]);
    const outcome = chainOf(createValidatorChain(schema, [distinct, later])).validate({ ids: ["a", "a"] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({
      code: "validator-failed",
      stage: "validate",
      issues: [{ message: "Ids repeat.", path: ["ids"], validator: "distinct-ids" }],
      message: 'The value failed the "distinct-ids" validator:\nids: Ids repeat.',
      value: { ids: ["a", "a"] },
    });
    expect(outcome.steps.map((step) => step.stage === "validate" && step.validator)).toEqual(["schema", "distinct-ids"]);
  });

  it("fails with schema-mismatch before any further validator when the schema fails", () => {
    const outcome = chainOf(createValidatorChain(schema, [distinct])).validate({ ids: "a" });
    expect(!outcome.ok && outcome.error.code).toBe("schema-mismatch");
    expect(outcome.steps).toHaveLength(1);
  });

  it("names a Standard Schema further validator by vendor and index, and gives checks the schema's output", () => {
    const seen: unknown[] = [];
    const spy = validator("spy", (value) => {
      seen.push(value);
      return [];
    });
    const chain = chainOf(createValidatorChain(z.object({ n: z.string().transform(Number) }), [spy, z.object({ n: z.number().max(3) })]));
    const outcome = chain.validate({ n: "5" });
    expect(seen).toEqual([{ n: 5 }]);
    expect(!outcome.ok && outcome.error.issues).toEqual([{ message: "Too big: expected number to be <=3", path: ["n"], validator: "zod#1" }]);
  });

  it("runs async further validators through validateAsync, and points sync callers to it", async () => {
    const asyncCheck = z.object({ ids: z.array(z.string()) }).refine(async (value) => value.ids.length > 0, { message: "Empty." });
    const chain = chainOf(createValidatorChain(schema, [asyncCheck]));
    const failed = await chain.validateAsync({ ids: [] });
    expect(!failed.ok && failed.error).toMatchObject({ code: "validator-failed", issues: [{ message: "Empty.", path: [], validator: "zod#0" }] });
    expect((await chain.validateAsync({ ids: ["a"] })).ok).toBe(true);
    const sync = chain.validate({ ids: ["a"] });
    expect(!sync.ok && sync.error.message).toContain("validateAsync");
  });

  it("turns a throwing check into a failure, never a throw", async () => {
    const throwing = validator("throws", () => {
      throw new Error("kaput");
    });
    const chain = chainOf(createValidatorChain(schema, [throwing]));
    for (const outcome of [chain.validate({ ids: [] }), await chain.validateAsync({ ids: [] })]) {
      expect(outcome.ok).toBe(false);
      expect(!outcome.ok && outcome.error.code).toBe("validator-failed");
      expect(!outcome.ok && outcome.error.message).toContain("kaput");
    }
    const notAList = validator("bad", () => "nope" as unknown as []);
    expect(chainOf(createValidatorChain(schema, [notAList])).validate({ ids: [] })).toMatchObject({ ok: false, error: { code: "validator-failed" } });
  });

  it("fails to build on an unusable schema or validator instead of throwing", () => {
    const bad = [{ name: 1 }] as unknown as ValidatorInput[];
    expect(createValidatorChain(schema, bad)).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
    expect(createValidatorChain({ $id: "http://[bad" })).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
  });
});
