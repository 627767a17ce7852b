import { toStandardJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expectTypeOf, it } from "vitest";
import * as z from "zod";
import type { Failure } from "../outcome/types.js";
import { jsonSchema } from "../schema/index.js";
import { fromToolDefinitions } from "./from-definitions.js";
import { toolset } from "./toolset.js";
import type { FinalAnswer, ToolCall, ToolCallContext, ToolCallOf, ToolOutcome } from "./types.js";

const click = z.object({ selector: z.string().meta({ aliases: ["element"] }) });
const type = toStandardJsonSchema(v.object({ text: v.string(), submit: v.optional(v.boolean()) }));
const scroll = { type: "object", properties: { by: { type: "number" } }, required: ["by"] } as const;

describe("toolset types", () => {
  const tools = toolset({
    click,
    type: { schema: type, names: ["write"] },
    scroll,
  });
  const outcome = tools.parse("…");

  it("returns the union of the tools' calls and the final answer", () => {
    expectTypeOf(outcome).toEqualTypeOf<
      ToolOutcome<
        readonly (
          | ToolCall<"click", { selector: string }>
          | ToolCall<"type", { text: string; submit?: boolean | undefined }>
          | ToolCall<"scroll", unknown>
          | FinalAnswer
        )[]
      >
    >();
    expectTypeOf(tools.names).toEqualTypeOf<readonly ("click" | "type" | "scroll")[]>();
  });

  it("narrows the input on the tool name, for zod, valibot and JSON Schema tools", () => {
    if (!outcome.ok) return;
    for (const call of outcome.value) {
      if (call.tool === "click") {
        expectTypeOf(call.input).toEqualTypeOf<{ selector: string }>();
        expectTypeOf(call.raw).toEqualTypeOf<unknown>();
      } else if (call.tool === "type") {
        expectTypeOf(call.input).toEqualTypeOf<{ text: string; submit?: boolean | undefined }>();
      } else if (call.tool === "scroll") {
        expectTypeOf(call.input).toEqualTypeOf<unknown>();
      } else {
        expectTypeOf(call).toEqualTypeOf<FinalAnswer>();
        expectTypeOf(call.final).toEqualTypeOf<string>();
      }
    }
  });

  it("leaks no any", () => {
    if (!outcome.ok) return;
    const call = outcome.value[0];
    if (call?.tool !== "click") return;
    // @ts-expect-error — the input is { selector: string }, not any: unknown properties do not exist.
    void call.input.element;
    // @ts-expect-error — selector is a string, not a number.
    const _n: number = call.input.selector;
    expectTypeOf(call.input).not.toBeAny();
    expectTypeOf(call.fixes[0]).not.toBeAny();
  });

  it("does not compare the tool name with names that are not tools", () => {
    if (!outcome.ok) return;
    const call = outcome.value[0];
    // @ts-expect-error — "press" is not one of the toolset's names.
    void (call?.tool === "press");
  });

  it("types parseCall without the final answer, and the hook's call with the tool names", () => {
    expectTypeOf(tools.parseCall({ name: "click", arguments: "{}" })).toEqualTypeOf<
      ToolOutcome<
        | ToolCall<"click", { selector: string }>
        | ToolCall<"type", { text: string; submit?: boolean | undefined }>
        | ToolCall<"scroll", unknown>
      >
    >();
    toolset(
      { click },
      {
        onError: (failure, raw, call) => {
          expectTypeOf(failure).toEqualTypeOf<Failure>();
          expectTypeOf(raw).toEqualTypeOf<unknown>();
          expectTypeOf(call).toEqualTypeOf<ToolCallContext<"click">>();
          return undefined;
        },
      },
    );
  });

  it("rejects what is not a toolset", () => {
    // @ts-expect-error — a tool definition must be a schema or { schema }, not a string.
    toolset({ click: "selector" });
    // @ts-expect-error — per-tool names are strings.
    toolset({ click: { schema: click, names: [1] } });
  });

  it("types jsonSchema<T>() tools and published definitions", () => {
    const typed = toolset({ scroll: jsonSchema<{ by: number }>(scroll) });
    const parsed = typed.parse("");
    if (parsed.ok && parsed.value[0]?.tool === "scroll") expectTypeOf(parsed.value[0].input).toEqualTypeOf<{ by: number }>();
    const defs = fromToolDefinitions([
      { type: "function", function: { name: "click", parameters: { type: "object" } } },
      { name: "search", input_schema: { type: "object" } },
      { name: "fetch", inputSchema: { type: "object" } },
    ]);
    if (!defs.ok) return;
    const published = toolset(defs.value);
    expectTypeOf(published.names).toEqualTypeOf<readonly ("click" | "search" | "fetch")[]>();
    expectTypeOf<ToolCallOf<typeof defs.value>>().toEqualTypeOf<
      ToolCall<"click", unknown> | ToolCall<"search", unknown> | ToolCall<"fetch", unknown> | FinalAnswer
    >();
  });
});
