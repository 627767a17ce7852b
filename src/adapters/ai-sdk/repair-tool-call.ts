import type { ToolCallRepairFunction, ToolSet } from "ai";
import { toJsonSchema } from "../../schema/index.js";
import { isRecord } from "../../schema/json-utils.js";
import { readOptions } from "../../outcome/read-options.js";
import { toolset, type ToolOptions, type ToolOutcome, type ToolSpec, type ToolsetOptions } from "../../tools/index.js";
import { fromSdkSchema } from "./sdk-schema.js";
import { toJson } from "./repair-text.js";

type RepairArgs = Parameters<ToolCallRepairFunction<ToolSet>>[0];

/** Per-tool options for `repairToolCall`: aliases, rules, validators, other names the model uses. */
export type ToolRepairOptions = ToolOptions & { readonly names?: readonly string[] };

/** Options of `repairToolCall`. */
export interface RepairToolCallOptions extends ToolsetOptions {
  /** Options of single tools by name, merged over the shared ones. */
  readonly tools?: Readonly<Record<string, ToolRepairOptions>>;
  /** Sees the outcome of each repair (the corrected call and its fixes, or the failure). */
  readonly onRepair?: (outcome: ToolOutcome<unknown>, toolCall: RepairArgs["toolCall"]) => void;
  /** Tried when salvage cannot repair the call (a model-based repair, say); its answer is final. */
  readonly fallback?: ToolCallRepairFunction<ToolSet>;
}

/**
 * An `experimental_repairToolCall` for the AI SDK's `generateText` / `streamText`: the failed call goes
 * through a salvage toolset built from the same tools (their schemas, or the JSON Schema the SDK sends),
 * so a misnamed tool or a malformed, misnamed or mistyped input is fixed by each tool's rules. The
 * corrected call replaces the model's; with no fix, `fallback` or `null` (the SDK's own error stands).
 * @example
 * await generateText({ model, tools, prompt, experimental_repairToolCall: repairToolCall({ tools: { click: { aliases: { selector: ["element"] } } } }) });
 */
export function repairToolCall<TOOLS extends ToolSet = ToolSet>(given: RepairToolCallOptions = {}): ToolCallRepairFunction<TOOLS> {
  // Options read once, defensively: options that cannot be read repair nothing (the SDK then reports its own error).
  const read = readOptions(given);
  if (!read.ok) return async () => null;
  const { tools: perTool = {}, onRepair, fallback, ...shared } = read.value;
  return async (args) => {
    const defs: Record<string, ToolSpec> = {};
    let call: { name: unknown; arguments: unknown; id: unknown };
    let toolCall: Parameters<ToolCallRepairFunction<TOOLS>>[0]["toolCall"];
    try {
      toolCall = args.toolCall;
      for (const name of Object.keys(args.tools)) {
        const spec = await toolSpec(name, args.tools[name], args.inputSchema, isRecord(perTool) ? perTool[name] : undefined);
        if (spec !== undefined) defs[name] = spec;
      }
      call = { name: toolCall.toolName, arguments: toolCall.input, id: toolCall.toolCallId };
    } catch {
      // Tools or a call the SDK handed over that cannot be read: nothing to repair.
      return null;
    }
    const outcome = await toolset(defs, shared).parseCallAsync(call as never);
    onRepair?.(outcome, toolCall);
    const input = outcome.ok ? toJson(outcome.value.input) : null;
    if (outcome.ok && input !== null) return { ...toolCall, toolName: outcome.value.tool, input };
    return fallback === undefined ? null : fallback(args as unknown as RepairArgs);
  };
}

/** A tool of the SDK as a salvage tool: its Standard Schema (guided by the SDK's JSON Schema when it has none of its own), else that JSON Schema. */
async function toolSpec(
  name: string,
  tool: unknown,
  inputSchema: RepairArgs["inputSchema"],
  own: ToolRepairOptions | undefined,
): Promise<ToolSpec | undefined> {
  const declared = isRecord(tool) ? tool["inputSchema"] : undefined;
  const schema = await fromSdkSchema(declared);
  let sdkJson: Record<string, unknown> | undefined;
  try {
    const json: unknown = await inputSchema({ toolName: name });
    sdkJson = isRecord(json) ? json : undefined;
  } catch {
    sdkJson = undefined;
  }
  if (schema === undefined) return sdkJson === undefined ? undefined : { ...own, schema: sdkJson };
  const guided = toJsonSchema(schema);
  // zod 3 and other Standard Schemas without a JSON Schema converter guide nothing: the SDK's JSON Schema does.
  const unguided = guided.ok && Object.keys(guided.value).length === 0;
  if (unguided && sdkJson !== undefined && own?.jsonSchema === undefined) return { ...own, schema, jsonSchema: sdkJson };
  return { ...own, schema };
}
