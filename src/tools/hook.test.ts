import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { Failure } from "../outcome/types.js";
import { toolset } from "./toolset.js";
import type { ToolCallContext } from "./types.js";

// No aliases and no rules on purpose: the fix has to come from the hook.
const click = z.object({ selector: z.string() });

describe("onError", () => {
  it("receives the failure, the raw input and the call, and its correction is validated and recorded", () => {
    const seen: [Failure, unknown, ToolCallContext][] = [];
    const tools = toolset(
      { click },
      {
        rules: [],
        onError: (failure, raw, call) => {
          seen.push([failure, raw, call]);
          return typeof raw === "object" && raw !== null && "element" in raw ? { selector: (raw as { element: unknown }).element } : undefined;
        },
      },
    );
    const outcome = tools.parse('{"id": "c1", "name": "click", "arguments": {"element": "#btn"}}');
    expect(outcome).toMatchObject({ ok: true, value: [{ tool: "click", input: { selector: "#btn" }, raw: { element: "#btn" }, id: "c1" }] });
    expect(outcome.value?.[0]?.tool === "click" && outcome.value[0].fixes).toEqual([
      { stage: "coerce", candidate: 0, rule: "error-hook", path: [], before: { element: "#btn" }, after: { selector: "#btn" } },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0].code).toBe("schema-mismatch");
    expect(seen[0]?.[1]).toEqual({ element: "#btn" });
    expect(seen[0]?.[2]).toEqual({ tool: "click", index: 0, id: "c1" });
  });

  it("keeps the failure when the hook returns undefined or a correction that fails too", () => {
    const none = toolset({ click }, { rules: [], onError: () => undefined });
    expect(none.parse('{"name": "click", "arguments": {"element": "#b"}}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    const wrong = toolset({ click }, { rules: [], onError: () => ({ selector: true }) });
    const outcome = wrong.parse('{"name": "click", "arguments": {"element": "#b"}}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch", rawInput: { element: "#b" } } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ rule: "error-hook", after: { selector: true } }));
  });

  it("is not asked about unknown tools: there is no tool to correct the input for", () => {
    let calls = 0;
    const tools = toolset({ click }, { onError: () => (calls++, { selector: "#x" }) });
    expect(tools.parse('{"name": "hover", "arguments": {}}')).toMatchObject({ ok: false, error: { code: "unknown-tool" }, attempted: [{ code: "unknown-tool" }] });
    expect(calls).toBe(0);
  });

  it("lets a tool's own hook replace the toolset's", () => {
    const tools = toolset(
      { click: { schema: click, rules: [], onError: () => ({ selector: "from tool" }) }, hover: { schema: click, rules: [] } },
      { onError: () => ({ selector: "from toolset" }) },
    );
    expect(tools.parseCall({ name: "click", arguments: {} })).toMatchObject({ ok: true, value: { input: { selector: "from tool" } } });
    expect(tools.parseCall({ name: "hover", arguments: {} })).toMatchObject({ ok: true, value: { input: { selector: "from toolset" } } });
  });

  it("is awaited by parseAsync, and a Promise returned to parse is reported, not used", async () => {
    const tools = toolset({ click }, { rules: [], onError: async (_failure, raw) => ({ selector: String(raw) }) });
    expect(await tools.parseAsync("Action: click\nAction Input: #btn")).toMatchObject({ ok: true, value: [{ input: { selector: "#btn" } }] });
    const sync = tools.parse("Action: click\nAction Input: #btn");
    expect(sync.ok).toBe(false);
    expect(sync.error?.message).toContain("onError returned a Promise");
  });

  it("does not surface a rejected Promise from a sync parse as an unhandled rejection", async () => {
    const tools = toolset({ click }, { rules: [], onError: () => Promise.reject(new Error("boom")) });
    let unhandled = 0;
    const listener = () => unhandled++;
    process.on("unhandledRejection", listener);
    expect(tools.parse('{"name": "click", "arguments": {}}').ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", listener);
    expect(unhandled).toBe(0);
  });
});
