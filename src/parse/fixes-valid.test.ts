import { describe, expect, it } from "vitest";
import { renameKey } from "../coerce/rules/index.js";
import type { Rule } from "../coerce/rule.js";
import { salvage } from "../salvage/salvage.js";

// An open object with an optional property: `{"id": 1, "Note": "x"}` validates (the schema ignores `Note`), yet it
// hides `note` under another name, which `rename-key` fixes. The pipeline learns this from the rule's `fixesValid`.
const schema = { type: "object", properties: { id: { type: "number" }, note: { type: "string" } }, required: ["id"] };
const text = '{"id": 1, "Note": "x"}';

describe("Rule.fixesValid: a rule that may fix a value which already validates", () => {
  it("has the default rules rename the hidden property", () => {
    const outcome = salvage(schema)(text);
    expect(outcome.ok && outcome.value).toEqual({ id: 1, note: "x" });
  });

  it("is read from the declaration, not the piece's identity: a copy under another name does the same", () => {
    const copy: Rule = { ...renameKey, name: "my-rename" };
    const outcome = salvage(schema, { rules: [copy] })(text);
    expect(outcome.ok && outcome.value).toEqual({ id: 1, note: "x" });
    expect(outcome.steps.some((step) => step.stage === "coerce" && step.rule === "my-rename")).toBe(true);
  });

  it("takes a valid value as written when no rule declares it (negative case)", () => {
    const { fixesValid: _dropped, ...plain } = renameKey;
    const outcome = salvage(schema, { rules: [{ ...plain, name: "plain-rename" }] })(text);
    expect(outcome.ok && outcome.value).toEqual({ id: 1, Note: "x" });
  });

  it("contains a declaration that throws: the rule does not apply, the parse does not throw", () => {
    const broken: Rule = { ...renameKey, name: "broken", fixesValid: { possible: () => true, needed: () => { throw new Error("boom"); } } };
    const unbuildable: Rule = { ...renameKey, name: "unbuildable", fixesValid: { possible: () => { throw new Error("boom"); }, needed: () => true } };
    for (const rule of [broken, unbuildable]) {
      const outcome = salvage(schema, { rules: [rule] })(text);
      expect(outcome.ok && outcome.value).toEqual({ id: 1, Note: "x" });
    }
  });

  it("asks `needed` itself when the rule gives no `neededCounting`, or one that throws or answers no count", () => {
    const { possible, needed } = renameKey.fixesValid as NonNullable<Rule["fixesValid"]>;
    const variants: NonNullable<Rule["fixesValid"]>[] = [
      { possible, needed },
      { possible, needed, neededCounting: () => { throw new Error("boom"); } },
      { possible, needed, neededCounting: () => ({ needed: "yes", members: 1.5 }) as never },
    ];
    for (const fixesValid of variants) {
      const outcome = salvage(schema, { rules: [{ ...renameKey, name: "counted", fixesValid }] })(text);
      expect(outcome.ok && outcome.value).toEqual({ id: 1, note: "x" });
      // a key written twice is still found by the count the fast path then makes itself
      const twice = salvage(schema, { rules: [{ ...renameKey, name: "counted", fixesValid }] })('{"id": 1, "id": 2}');
      expect(twice.ok === false && twice.error.code).toBe("ambiguous");
    }
  });
});
