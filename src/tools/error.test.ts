import { describe, expect, it } from "vitest";
import * as z from "zod";
import { SalvageError } from "../outcome/error.js";
import { isToolFailureCode, toolFailureCodes } from "./codes.js";
import { ToolCallError, unwrapTools } from "./error.js";
import { toolset } from "./toolset.js";

describe("ToolCallError", () => {
  it("is a SalvageError carrying the failed outcome, the tool and the raw input", () => {
    const tools = toolset({ click: z.object({ selector: z.string() }) });
    const outcome = tools.parse('{"name": "click", "arguments": {"selector": false}}');
    let caught: unknown;
    try {
      unwrapTools(outcome);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolCallError);
    expect(caught).toBeInstanceOf(SalvageError);
    const error = caught as ToolCallError;
    expect(error.code).toBe("schema-mismatch");
    expect(error.tool).toBe("click");
    expect(error.rawInput).toEqual({ selector: false });
    expect(error.failure).toBe(outcome.error);
    expect(error.outcome).toBe(outcome);
    expect(error.message).toBe(outcome.error?.message);
  });

  it("lets an ok outcome through", () => {
    expect(unwrapTools({ ok: true, value: [1], steps: [] })).toEqual([1]);
  });
});

describe("toolFailureCodes", () => {
  it("lists every code a toolset returns, and only those", () => {
    expect(toolFailureCodes).toContain("unknown-tool");
    expect(isToolFailureCode("schema-mismatch")).toBe(true);
    // A key written twice in a call's arguments with two values is no call the text settles.
    expect(isToolFailureCode("ambiguous")).toBe(true);
    expect(isToolFailureCode("call-failed")).toBe(false);
    expect(isToolFailureCode(42)).toBe(false);
  });
});
