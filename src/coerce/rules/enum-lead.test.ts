import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import type { GuideNode } from "../../schema/guide-types.js";
import { str } from "../../../test/helpers/guide.js";
import { salvage } from "../../salvage/index.js";
import { enumLead } from "./enum-lead.js";

const risk: GuideNode = { ...str, enum: ["HIGH", "LOW"] };
const yesNo: GuideNode = { ...str, enum: ["yes", "no"] };
const status: GuideNode = { ...str, enum: ["in progress", "done", "in"] };

describe("enum-lead", () => {
  it.each([
    ["HIGH - the risk is material", "HIGH"],
    ["HIGH — the risk is material", "HIGH"],
    ["LOW: nothing changes", "LOW"],
    ["LOW (nothing changes)", "LOW"],
    ["HIGH, because the exposure is large", "HIGH"],
    ["HIGH. The exposure is large.", "HIGH"],
    ["  high - the risk is material", "HIGH"],
  ])("reads %j as %j", (text, value) => {
    expect(applyRule(enumLead, text, risk)).toEqual({ value });
  });

  it("reads a value of several words, the one that stands first", () => {
    expect(applyRule(enumLead, "in progress - halfway there", status)).toEqual({ value: "in progress" });
  });

  it.each([
    ["two allowed values", "HIGH - or LOW, depending on the market"],
    ["another allowed value in the description", "HIGH: LOW exposure"],
    ["a lead word that is not the value", "Very HIGH - the risk is material"],
    ["a value glued to more letters", "HIGHER - the risk grew"],
    ["a dash inside a word", "HIGH-risk portfolio"],
    ["a description that takes it back", "HIGH - not really"],
    ["a hedge", "HIGH: maybe, hard to say"],
    ["no description", "HIGH -"],
    ["a decimal, not a sentence end", "HIGH.5"],
  ])("leaves %s alone", (_, text) => {
    expect(applyRule(enumLead, text, risk)).toBeUndefined();
  });

  it("leaves a yes/no answer alone when its description names the other", () => {
    expect(applyRule(enumLead, "yes - there is no doubt", yesNo)).toBeUndefined();
    expect(applyRule(enumLead, "yes - the data shows it", yesNo)).toEqual({ value: "yes" });
  });

  it("stays silent on values that are not strings, and nodes without enum", () => {
    expect(applyRule(enumLead, 3, risk)).toBeUndefined();
    expect(applyRule(enumLead, "HIGH - x", str)).toBeUndefined();
  });

  it("through the pipeline, at the top and in an object, recorded as a step", () => {
    const schema = { type: "object", properties: { risk: { type: "string", enum: ["HIGH", "LOW"] } }, required: ["risk"] } as const;
    const outcome = salvage(schema).parse('{"risk": "HIGH - the risk is material"}');
    expect(outcome).toMatchObject({ ok: true, value: { risk: "HIGH" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "enum-lead", before: "HIGH - the risk is material", after: "HIGH" }));
    expect(salvage({ type: "string", enum: ["HIGH", "LOW"] }).parse('"HIGH - the risk is material"')).toMatchObject({ ok: true, value: "HIGH" });
    expect(salvage(schema).parse('{"risk": "HIGH or LOW - unclear"}')).toMatchObject({ ok: false });
  });
});
