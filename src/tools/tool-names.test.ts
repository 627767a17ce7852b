import { describe, expect, it } from "vitest";
import { resolveToolName, toolNameIndex } from "./tool-names.js";

const index = toolNameIndex([
  { name: "click", aliases: ["press", "tap"] },
  { name: "type_text", aliases: [] },
  { name: "send_email", aliases: [] },
  { name: "sendEmail", aliases: [] },
]);

describe("resolveToolName", () => {
  it("takes an exact name with no step", () => {
    expect(resolveToolName("click", index)).toEqual({ ok: true, value: "click", steps: [] });
  });

  it("matches case and separators when the match is unique, and records the fix", () => {
    for (const written of ["Click", "CLICK", " click ", "typeText", "Type-Text"]) {
      const outcome = resolveToolName(written, index, 3);
      expect(outcome.ok).toBe(true);
      expect(outcome.steps).toEqual([
        { stage: "coerce", candidate: 3, rule: "match-tool-name", path: ["tool"], before: written, after: outcome.value },
      ]);
    }
  });

  it("matches declared aliases of the tool name, folded too", () => {
    expect(resolveToolName("press", index)).toMatchObject({ ok: true, value: "click", steps: [{ rule: "match-tool-name", before: "press" }] });
    expect(resolveToolName("TAP", index)).toMatchObject({ ok: true, value: "click" });
  });

  it("refuses a folded name that could be two tools, naming both", () => {
    const outcome = resolveToolName("SEND_EMAIL", index);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool", stage: "tool" } });
    expect(outcome.error?.message).toContain('"send_email", "sendEmail"');
    // The exact names still resolve.
    expect(resolveToolName("sendEmail", index)).toMatchObject({ ok: true, value: "sendEmail", steps: [] });
  });

  it("fails an unknown name with the list of tools", () => {
    const outcome = resolveToolName("clik", index);
    expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool", stage: "tool" } });
    expect(outcome.error?.message).toBe('Unknown tool "clik". Available tools: "click", "type_text", "send_email", "sendEmail".');
  });

  it("never resolves __proto__, constructor, prototype or an empty name, even when a tool folds to it", () => {
    const tricky = toolNameIndex([{ name: "proto", aliases: [] }, { name: "Constructor2", aliases: ["__proto__"] }]);
    for (const name of ["__proto__", "constructor", "prototype", "CONSTRUCTOR", "", "   "]) {
      const outcome = resolveToolName(name, tricky);
      expect(outcome).toMatchObject({ ok: false, error: { code: "unknown-tool", stage: "tool" } });
    }
    // The reserved alias was not registered, so nothing reaches "Constructor2" through it.
    expect(tricky.exact.has("__proto__")).toBe(false);
  });

  it("fails names that are not strings, saying what they were", () => {
    expect(resolveToolName(42, index).error?.message).toMatch(/^The tool name must be a string, received number 42\./);
    expect(resolveToolName(null, index).error?.message).toMatch(/received null/);
    expect(resolveToolName(undefined, index).error?.message).toMatch(/received undefined\./);
  });
});
