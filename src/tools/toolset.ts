import { isPlainObject } from "../coerce/json.js";
import type { Parser } from "../salvage/salvage.js";
import { driveAsync, driveSync } from "./drive.js";
import { readOptions, unreadableOptionsMessage } from "../outcome/read-options.js";
import { compileToolset, type CompiledToolset } from "./compile-toolset.js";
import { unwrapTools } from "./error.js";
import { rawCall } from "./raw-call.js";
import { readParsedValue } from "./read-answer.js";
import { readWithFormats, noCallParts, type FormatsRead, type ToolLookup } from "./read-formats.js";
import { defaultFormats } from "./formats/defaults.js";
import { resolveToolName } from "./tool-names.js";
import type { StreamSource } from "../stream/source.js";
import type { TrackerLookup } from "./call-stream/tracker-state.js";
import { createToolCallStream, createToolStreamer } from "./call-stream/tool-stream.js";
import type { ToolCallStream, ToolStreamer } from "./call-stream/types.js";
import { runAnswer } from "./run-answer.js";
import { runCall } from "./run-call.js";
import type { Failure, Outcome } from "../outcome/types.js";
import type { CallRun } from "./call-request.js";
import type {
  FinalAnswer,
  InputOf,
  NamedToolCallOf,
  RawToolCall,
  ToolCall,
  ToolCallOf,
  ToolDefs,
  ToolFailure,
  ToolOutcome,
  ToolsetOptions,
} from "./types.js";

/** A set of tools that reads a model's tool calls, typed by tool name. */
export interface Toolset<Defs> {
  /** The tool names, in definition order. */
  readonly names: readonly (keyof Defs & string)[];
  /** Reads every call (and the final answer) in the model's text; never throws. */
  readonly parse: (text: string) => ToolOutcome<readonly ToolCallOf<Defs>[]>;
  /** The same, awaiting async schema checks and an async `onError`. */
  readonly parseAsync: (text: string) => Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>>;
  /** Reads the calls in a value a client already parsed: a chat-completion message or response, `tool_calls`, content blocks. */
  readonly parseValue: (value: unknown) => ToolOutcome<readonly ToolCallOf<Defs>[]>;
  readonly parseValueAsync: (value: unknown) => Promise<ToolOutcome<readonly ToolCallOf<Defs>[]>>;
  /** One call a client already split out: `{ name, arguments }` with arguments as a (possibly malformed) JSON string or a value. */
  readonly parseCall: (call: RawToolCall) => ToolOutcome<NamedToolCallOf<Defs>>;
  readonly parseCallAsync: (call: RawToolCall) => Promise<ToolOutcome<NamedToolCallOf<Defs>>>;
  /** The calls, or a thrown `ToolCallError` carrying the failed outcome. */
  readonly parseOrThrow: (text: string) => readonly ToolCallOf<Defs>[];
  /**
   * Reads a stream of text chunks (an async or sync iterable, or a Web stream): iterate it for the calls
   * so far (the tool's name as soon as the markup gives it, the input as a deep partial), in time linear in
   * the stream; `result` is exactly `parse` on the whole text.
   */
  readonly stream: (source: StreamSource) => ToolCallStream<Defs>;
  /** The same, push-style, for callers that own the loop. */
  readonly streamer: () => ToolStreamer<Defs>;
  /** One tool's own parser (`undefined` for a name that is not a tool). */
  readonly parser: <K extends keyof Defs & string>(name: K) => Parser<InputOf<Defs[K]>> | undefined;
}

/**
 * Builds a toolset from tools by name: a schema (zod, valibot, JSON Schema) or `{ schema, rules, aliases,
 * validators, names, onError, description }`. Each tool's parser is compiled once, its options merged over
 * the toolset's. A broken definition makes every parse fail with `invalid-schema`; building never throws.
 * @example
 * const tools = toolset({ click: z.object({ selector: z.string() }), type: z.object({ text: z.string() }) });
 * const outcome = tools.parse('{"name": "click", "arguments": {"selector": "#btn"}}');
 * if (outcome.ok) for (const call of outcome.value) if (call.tool === "click") call.input.selector; // string
 */
export function toolset<Defs extends ToolDefs>(givenDefs: Defs, givenOptions: ToolsetOptions<keyof Defs & string> = {}): Toolset<Defs> {
  type Calls = readonly ToolCallOf<Defs>[];
  type Named = NamedToolCallOf<Defs>;
  const { set, options } = compileAtEntry(givenDefs, givenOptions as ToolsetOptions);
  const proseIsAnswer = options.noCall === "content";
  const fromRead = (read: Outcome<FormatsRead>, text?: unknown): CallRun<ToolOutcome<Calls>> => answerRun(read, set, text, proseIsAnswer) as CallRun<ToolOutcome<Calls>>;
  const callRun = (call: RawToolCall): CallRun<ToolOutcome<Named>> => singleRun(call, set) as CallRun<ToolOutcome<Named>>;
  const lookup = toolLookup(set);
  const readText = (text: string): Outcome<FormatsRead> => readWithFormats(text, set.read.formats ?? defaultFormats, set.read, lookup);
  const parse = (text: string): ToolOutcome<Calls> => driveSync(fromRead(readText(text), text));
  return {
    names: set.index.names as readonly (keyof Defs & string)[],
    parse,
    parseAsync: async (text) => driveAsync(fromRead(readText(text), text)),
    parseValue: (value) => driveSync(fromRead(readParsedValue(value, set.read, set.index.names), value)),
    parseValueAsync: async (value) => driveAsync(fromRead(readParsedValue(value, set.read, set.index.names), value)),
    parseCall: (call) => driveSync(callRun(call)),
    parseCallAsync: async (call) => driveAsync(callRun(call)),
    parseOrThrow: (text) => unwrapTools(parse(text)),
    stream: (source) => createToolCallStream<Defs>(source, () => createToolStreamer<Defs>(trackerLookup(set), parse, set.read.maxSize)),
    streamer: () => createToolStreamer<Defs>(trackerLookup(set), parse, set.read.maxSize),
    parser: <K extends keyof Defs & string>(name: K) => set.tools.get(name)?.parser as Parser<InputOf<Defs[K]>> | undefined,
  };
}

/**
 * The definitions and options read once, defensively (`null` options, getters, proxies), then compiled: what cannot be
 * read, or a throw while compiling, makes every parse fail with `invalid-schema`; building never throws.
 */
function compileAtEntry(defs: unknown, given: ToolsetOptions): { readonly set: CompiledToolset; readonly options: ToolsetOptions } {
  const read = readOptions(given);
  const options = read.ok ? read.value : {};
  const broken = (message: string): CompiledToolset => ({ ...compileToolset({}, {}), problem: { code: "invalid-schema", stage: "tool", message, issues: [] } });
  if (!read.ok) return { set: broken(read.message), options };
  try {
    // Anything but a plain object keeps its own message (what was received); a plain one is read once.
    if (!isPlainObject(defs)) return { set: compileToolset(defs, options), options };
    const copied = readOptions(defs, "tool definitions");
    if (!copied.ok) return { set: broken(copied.message), options };
    return { set: compileToolset(copied.value, options), options };
  } catch (error) {
    return { set: broken(unreadableOptionsMessage("tool definitions or options", error)), options };
  }
}

function* answerRun(read: Outcome<FormatsRead>, set: CompiledToolset, text: unknown, proseIsAnswer = false): CallRun<ToolOutcome<readonly (ToolCall | FinalAnswer)[]>> {
  if (set.problem !== undefined) return { ok: false, error: set.problem, steps: [] };
  if (!read.ok && proseIsAnswer && isNoCall(read.error)) {
    // `noCall: "content"`: an answer with no call is the model answering in prose.
    const parts = typeof text === "string" ? noCallParts(text) : {};
    return { ok: true, value: [], steps: read.steps, ...parts };
  }
  if (!read.ok) return read;
  const outcome = yield* runAnswer(read.value.items, read.value.steps, set);
  if (!outcome.ok) {
    if (outcome.attempted === undefined || typeof text !== "string") return outcome;
    // Calls attempted that cannot run: a chat UI still shows the whole answer but its reasoning, broken markup included.
    const { content, reasoning } = noCallParts(text);
    return { ...outcome, content, ...(reasoning === undefined ? {} : { reasoning }) };
  }
  const { content, reasoning } = read.value;
  return { ...outcome, ...(content === undefined ? {} : { content }), ...(reasoning === undefined ? {} : { reasoning }) };
}

/** Whether a read failed only because the answer holds no call-like text (the failure says so), not a broken call. */
function isNoCall(error: Failure): boolean {
  return (error as ToolFailure).noCall === true;
}

/** How the stream tracker sees the toolset: names resolved to declared tools, and their schemas. */
function trackerLookup(set: CompiledToolset): TrackerLookup {
  return {
    resolve: (name) => {
      const resolved = resolveToolName(name, set.index, 0);
      return resolved.ok ? resolved.value : undefined;
    },
    guideOf: (tool) => set.tools.get(tool)?.parser.guide,
    names: set.index.names,
    formats: set.read.formats ?? defaultFormats,
  };
}

/** How the formats see the toolset: its names, whether a name resolves to a tool, and a tool's compiled schema. */
function toolLookup(set: CompiledToolset): ToolLookup {
  const resolve = (name: string): string | undefined => {
    const resolved = resolveToolName(name, set.index, 0);
    return resolved.ok ? resolved.value : undefined;
  };
  return {
    tools: set.index.names,
    isTool: (name) => resolve(name) !== undefined,
    guideOf: (name) => {
      const resolved = resolve(name);
      return resolved === undefined ? undefined : set.tools.get(resolved)?.parser.guide;
    },
  };
}

function* singleRun(call: RawToolCall, set: CompiledToolset): CallRun<ToolOutcome<ToolCall>> {
  if (set.problem !== undefined) return { ok: false, error: set.problem, steps: [] };
  // Untyped callers may pass anything: a call that is not an object has no name to resolve.
  const given: Partial<RawToolCall> = isPlainObject(call) ? call : {};
  const input = given.arguments !== undefined ? given.arguments : given.input;
  return yield* runCall(rawCall(given.name, input, given.id, "direct", 0), 0, set);
}
