import { describe, expect, it } from "vitest";
import * as z from "zod";
import { describeReceived, issueLine, reaskMessage } from "./reask.js";
import { toolset } from "./toolset.js";

const tools = toolset({
  click: z.object({ selector: z.string() }),
  type: z.object({ text: z.string(), submit: z.boolean().optional() }),
});

describe("reaskMessage", () => {
  it("names the tool, the path, what was expected and what was sent", () => {
    const outcome = tools.parse('{"name": "click", "arguments": {"selector": true}}');
    expect(outcome.ok).toBe(false);
    const message = reaskMessage(outcome.error!);
    expect(message.split("\n")[0]).toBe('Your call to tool "click" was not accepted: its input does not fit the tool\'s schema.');
    expect(message).toMatch(/- at selector: .*expected string.*; you sent true/);
    expect(message.endsWith("Send the call again with the input corrected.")).toBe(true);
  });

  it("says a required property is missing", () => {
    const outcome = tools.parse('{"name": "type", "arguments": {"submit": true}}');
    expect(reaskMessage(outcome.error!)).toMatch(/- at text: .*; it is missing/);
  });

  it("lists the available tools for an unknown tool", () => {
    const outcome = tools.parse('{"name": "scroll", "arguments": {}}');
    expect(reaskMessage(outcome.error!)).toBe(
      'Unknown tool "scroll". Available tools: "click", "type". Call one of the available tools by its exact name.',
    );
  });

  it("asks for JSON when the input is not JSON, and for the whole call when it was cut off", () => {
    const notJson = tools.parseCall({ name: "type", arguments: "hello there" });
    expect(reaskMessage(notJson.error!)).toBe(
      'Your call to tool "type" was not accepted: its input is not JSON (you sent "hello there"). Send the input as one JSON object.',
    );
    const cut = tools.parse('<tool_call>{"name": "type", "arguments": {"text": "hel');
    expect(cut).toMatchObject({ ok: false, error: { code: "truncated" }, attempted: [{ code: "truncated" }] });
    expect(reaskMessage(cut.error!)).toBe("Your tool call was not accepted: it was cut off before its end. Send the complete call again.");
  });

  it("takes the tool from the call when the failure does not carry it", () => {
    expect(reaskMessage({ code: "too-deep", stage: "coerce", message: "Too deep.", issues: [] }, { tool: "click" })).toBe(
      'Your call to tool "click" was not accepted: Too deep.',
    );
  });
});

describe("the pieces of a re-ask message", () => {
  it("quotes what was sent, cut short", () => {
    expect(describeReceived({ found: false })).toBe("it is missing");
    expect(describeReceived({ found: true, value: "x".repeat(100) })).toBe(`you sent "${"x".repeat(59)}…`);
    expect(issueLine({ path: ["constructor"], message: "Required" }, {})).toBe("- at constructor: Required; it is missing");
    expect(issueLine({ path: ["selector"], message: "Expected string" }, { selector: null })).toBe("- at selector: Expected string; you sent null");
  });
});
