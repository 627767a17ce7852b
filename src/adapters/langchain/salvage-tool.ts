import type { CallbackManagerForToolRun } from "@langchain/core/callbacks/manager";
import { ToolMessage, type ToolCall as LangChainToolCall } from "@langchain/core/messages";
import { StructuredTool, ToolInputParsingException, type StructuredToolInterface, type ToolRunnableConfig } from "@langchain/core/tools";
import { toJsonSchema as langchainJsonSchema } from "@langchain/core/utils/json_schema";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { SalvageOptions } from "../../parse/options.js";
import { isStandardSchema, toJsonSchema, type SchemaInput } from "../../schema/index.js";
import { isRecord } from "../../schema/json-utils.js";
import { readOptions, unreadableOptionsMessage } from "../../outcome/read-options.js";
import { reaskMessage, toolset, type ToolCall, type Toolset, type ToolSpec } from "../../tools/index.js";

/** What a salvaged tool records about each call: the model's input and the corrected one, side by side. */
export type ToolCallRecord = ToolCall<string, unknown>;

/** Options of `salvageTool`: the tool's own rules, aliases and validators, and a hook that sees each corrected call. */
export interface SalvageToolOptions extends SalvageOptions {
  /** Other names the model may use for the tool. */
  readonly names?: readonly string[];
  /** Sees each call after repair, before the tool runs: `raw` as the model wrote it, `input` as the tool gets it. */
  readonly onCall?: (call: ToolCallRecord) => void;
}

/**
 * The part of a LangChain tool the wrapper uses: any `StructuredTool`, `DynamicStructuredTool` or `tool()`
 * result fits (written structurally: LangChain's own interface rejects some of its tools under
 * `exactOptionalPropertyTypes`).
 */
export interface WrappableTool {
  readonly name: string;
  readonly description: string;
  readonly schema: unknown;
  readonly returnDirect?: boolean;
  invoke(input: never, config?: never): Promise<unknown>;
}

/** What a salvaged tool's `ToolMessage` records in `metadata.salvage`: the model's input, the corrected one, the fixes. */
export type SalvageRecord = Pick<ToolCallRecord, "raw" | "input" | "fixes">;

/** The `ToolMessage` a salvaged tool returns for a tool call with an id, with the call's record in `metadata.salvage`. */
export type SalvagedToolMessage = ToolMessage & { metadata: Record<string, unknown> & { readonly [SALVAGE_METADATA_KEY]: SalvageRecord } };

/** The key under which a salvaged tool's `ToolMessage` records the call, in `message.metadata`. */
export const SALVAGE_METADATA_KEY = "salvage" as const;

/**
 * A LangChain tool that repairs its input with salvage before the wrapped tool's schema check: the tool's
 * rules (aliases, coercions) fix the model's input, the wrapped tool runs on the corrected input, and
 * the `ToolMessage` it returns records `{ raw, input, fixes }` in `metadata.salvage`. Input that cannot
 * be fixed raises LangChain's `ToolInputParsingException` with salvage's re-ask message, which an agent
 * sends back to the model.
 */
export class SalvagedTool extends StructuredTool {
  name: string;
  description: string;
  schema: StructuredToolInterface["schema"];
  readonly inner: WrappableTool;
  readonly #tools: Toolset<Record<string, ToolSpec>>;
  readonly #onCall: ((call: ToolCallRecord) => void) | undefined;

  readonly #invokeInner: WrappableTool["invoke"];
  /** Why the wrapped tool or the options could not be read: every call then fails with it, the constructor never throws. */
  readonly #unreadable: string | undefined;

  constructor(inner: WrappableTool, options: SalvageToolOptions = {}) {
    const read = readTool(inner);
    const given = readOptions(options, "salvageTool options");
    super({ ...(read.ok && isRecord(read.value.metadata) ? { metadata: read.value.metadata } : {}), responseFormat: "content" });
    const tool = read.ok ? read.value : UNREADABLE_TOOL;
    const { onCall, names, ...parserOptions } = given.ok ? given.value : {};
    this.inner = inner;
    this.name = tool.name;
    this.description = tool.description;
    this.schema = tool.schema as StructuredToolInterface["schema"];
    this.returnDirect = tool.returnDirect === true;
    this.#invokeInner = tool.invoke;
    this.#onCall = typeof onCall === "function" ? onCall : undefined;
    this.#unreadable = !read.ok ? read.message : !given.ok ? given.message : undefined;
    this.#tools = toolset({ [tool.name]: specOf(tool.schema, parserOptions, Array.isArray(names) ? names : undefined) });
  }

  /** Repairs the input (a value, JSON text, or a `ToolCall`'s `args`), then invokes the wrapped tool with the corrected input. */
  // The wrapper takes any input (repairing it is the point), wider than the wrapped tool's typed input.
  // As LangChain types its own tools: a tool call in, a ToolMessage out (made here if the wrapped tool gave its content).
  override invoke(input: LangChainToolCall, config?: ToolRunnableConfig): Promise<SalvagedToolMessage>;
  override invoke(input: unknown, config?: ToolRunnableConfig): Promise<unknown>;
  override async invoke(input: unknown, config?: ToolRunnableConfig): Promise<unknown> {
    if (this.#unreadable !== undefined) throw new ToolInputParsingException(this.#unreadable, safeJson(input));
    const isCall = isToolCall(input);
    const raw = isCall ? input.args : input;
    const id = isCall && typeof input.id === "string" ? input.id : undefined;
    const outcome = await this.#tools.parseCallAsync({ name: this.name, arguments: raw, ...(id === undefined ? {} : { id }) });
    if (!outcome.ok) {
      throw new ToolInputParsingException(reaskMessage(outcome.error, { tool: this.name, raw }), safeJson(raw));
    }
    const record: ToolCallRecord = outcome.value;
    this.#onCall?.(record);
    const corrected = isCall ? { ...input, args: record.input } : record.input;
    const result: unknown = await this.#invokeInner(corrected as never, config as never);
    const message = isCall && !ToolMessage.isInstance(result) ? new ToolMessage({ content: contentOf(result), tool_call_id: id ?? "", name: this.name }) : result;
    if (ToolMessage.isInstance(message)) {
      message.metadata = { ...message.metadata, [SALVAGE_METADATA_KEY]: { raw: record.raw, input: record.input, fixes: record.fixes } };
    }
    return message;
  }

  protected _call(arg: unknown, _runManager?: CallbackManagerForToolRun, parentConfig?: RunnableConfig): Promise<unknown> {
    return this.#invokeInner(arg as never, parentConfig as never);
  }
}

/**
 * Wraps a LangChain tool (from `tool()`, `DynamicStructuredTool` or any `StructuredTool`) so its input is
 * repaired by salvage before the tool's own schema check, and the corrected input is recorded.
 * @example
 * const click = salvageTool(tool(({ selector }) => page.click(selector), { name: "click", schema: Click }), { aliases: { selector: ["element"] } });
 * await click.invoke({ name: "click", args: { element: "#ok" }, id: "1", type: "tool_call" }); // ToolMessage, metadata.salvage.input = { selector: "#ok" }
 */
export function salvageTool(tool: WrappableTool, options: SalvageToolOptions = {}): SalvagedTool {
  return new SalvagedTool(tool, options);
}

/** The parts of a wrapped tool the wrapper uses, each read once (a getter or a proxy is asked one time). */
type ReadTool = Pick<WrappableTool, "name" | "description" | "schema" | "returnDirect" | "invoke"> & { readonly metadata: unknown };

const UNREADABLE_TOOL: ReadTool = {
  name: "unreadable_tool",
  description: "",
  schema: {},
  metadata: undefined,
  invoke: () => Promise.reject(new TypeError("salvageTool: the wrapped tool could not be read")),
};

/** The wrapped tool read once, or why it cannot be: not an object, no name or `invoke`, or a getter that throws. */
function readTool(inner: unknown): { readonly ok: true; readonly value: ReadTool } | { readonly ok: false; readonly message: string } {
  if (typeof inner !== "object" || inner === null) return { ok: false, message: unreadableOptionsMessage("wrapped tool", `expected a LangChain tool, got ${inner === null ? "null" : typeof inner}`) };
  try {
    const tool = inner as Record<string, unknown>;
    const name = tool["name"];
    const invoke = tool["invoke"];
    if (typeof name !== "string" || name === "" || typeof invoke !== "function") {
      return { ok: false, message: unreadableOptionsMessage("wrapped tool", "a LangChain tool has a name and an invoke method") };
    }
    const description = tool["description"];
    return {
      ok: true,
      value: {
        name,
        description: typeof description === "string" ? description : "",
        schema: tool["schema"],
        returnDirect: tool["returnDirect"] === true,
        metadata: tool["metadata"],
        invoke: (invoke as WrappableTool["invoke"]).bind(inner),
      },
    };
  } catch (error) {
    return { ok: false, message: unreadableOptionsMessage("wrapped tool", error) };
  }
}

/** The tool's schema as a salvage tool: zod 4 and JSON Schema as they are; zod 3 guided by LangChain's own JSON Schema. */
function specOf(schema: unknown, options: SalvageOptions, names: readonly string[] | undefined): ToolSpec {
  const named = names === undefined ? {} : { names };
  if (!isStandardSchema(schema)) return { ...options, ...named, schema: isRecord(schema) ? (schema as SchemaInput) : {} };
  const own = toJsonSchema(schema);
  if (options.jsonSchema !== undefined || !own.ok || Object.keys(own.value).length > 0) return { ...options, ...named, schema };
  const guide = langchainGuide(schema);
  return guide === undefined ? { ...options, ...named, schema } : { ...options, ...named, schema, jsonSchema: guide };
}

function langchainGuide(schema: unknown): Record<string, unknown> | undefined {
  try {
    const json: unknown = langchainJsonSchema(schema as Parameters<typeof langchainJsonSchema>[0]);
    return isRecord(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

function isToolCall(value: unknown): value is { readonly type: "tool_call"; readonly args: unknown; readonly id?: unknown; readonly name?: unknown } {
  return isRecord(value) && value["type"] === "tool_call";
}

/** A tool's result as a ToolMessage's content: text as it is, anything else as JSON. */
function contentOf(value: unknown): string {
  return typeof value === "string" ? value : safeJson(value);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
