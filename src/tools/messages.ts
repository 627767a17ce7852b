import { preview as bounded } from "../client/preview.js";

/** How many characters of a name or value a message quotes. */
const PREVIEW_LENGTH = 60;
/** How many tool names a message lists before "and N more". */
const LISTED_TOOLS = 20;

/** A value as a short one-line quote for messages, in time bounded by its length whatever the value's size. */
export function quote(value: unknown): string {
  return bounded(value, PREVIEW_LENGTH);
}

/** The tool names, quoted, at most twenty of them. */
export function listTools(names: readonly string[]): string {
  if (names.length === 0) return "(none)";
  const shown = names.slice(0, LISTED_TOOLS).map((name) => JSON.stringify(name));
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

/**
 * The message of an `unknown-tool` failure for a name no tool matches.
 * @example unknownToolMessage("clik", ["click", "type"]) // 'Unknown tool "clik". Available tools: "click", "type".'
 */
export function unknownToolMessage(name: string, available: readonly string[]): string {
  return `Unknown tool ${quote(name)}. Available tools: ${listTools(available)}.`;
}

/** The message for a name that folds to several tools (`send_email` with `sendEmail` and `send-email` defined). */
export function ambiguousToolNameMessage(name: string, matches: readonly string[], available: readonly string[]): string {
  return `Tool name ${quote(name)} is ambiguous: it could be ${listTools(matches)}. Available tools: ${listTools(available)}.`;
}

/** The message for a tool name that is not a string (a number, null, an object). */
export function toolNameNotStringMessage(name: unknown, available: readonly string[]): string {
  const kind = name === null ? "null" : Array.isArray(name) ? "an array" : typeof name;
  return `The tool name must be a string, received ${kind}${name === undefined ? "" : ` ${quote(name)}`}. Available tools: ${listTools(available)}.`;
}

/** The message for an empty (or blank) tool name. */
export function emptyToolNameMessage(available: readonly string[]): string {
  return `The tool name is empty. Available tools: ${listTools(available)}.`;
}

/** The message for `__proto__`, `constructor` or `prototype` as a tool name: never resolved, whatever is defined. */
export function reservedToolNameMessage(name: string, available: readonly string[]): string {
  return `${quote(name)} is not a tool name. Available tools: ${listTools(available)}.`;
}

/** The message for text or JSON that holds no tool call in any format salvage reads. */
export function noToolCallMessage(found: "no-json" | "json", available: readonly string[]): string {
  const what = found === "json" ? "The answer holds JSON but no tool call" : "The answer holds no tool call";
  return (
    `${what}: expected {"name": …, "arguments": {…}}, an OpenAI tool_calls list, an Anthropic tool_use block, ` +
    `<tool_call>…</tool_call>, {"action": …, "action_input": …}, or ReAct "Action:" / "Action Input:" lines. ` +
    `Available tools: ${listTools(available)}.`
  );
}

/** The message for a `<tool_call>` block whose content is not a call. */
export function notACallBlockMessage(tag: string, available: readonly string[]): string {
  return `The <${tag}> block holds no tool call: expected {"name": …, "arguments": {…}}. Available tools: ${listTools(available)}.`;
}

/** The message when an answer holds more calls than `maxCalls` (`atLeast` when reading stopped at the limit). */
export function tooManyCallsMessage(count: number, max: number, atLeast = false): string {
  return `The answer holds ${atLeast ? "at least " : ""}${count} tool calls, over the limit of ${max}; raise maxCalls if this is expected.`;
}

/** The message for an answer over `maxSize`. */
export function answerTooLargeMessage(length: number, max: number): string {
  return `The answer is ${length} characters long, over the limit of ${max}; raise maxSize if this is expected.`;
}

/** The message for a cut-off tool call. */
export function truncatedCallMessage(): string {
  return "The tool call was cut off before its end (a token limit?); its input may be incomplete, so it is not run.";
}

/** A call block never closed, with text after its call: it may be a sample, so it is not run. */
export function unclosedBlockMessage(label: string): string {
  return `The <${label}> block is never closed: text follows its call, so the call was not run. Send the call again, closed with </${label}>.`;
}

/** Added to a failure's message when `onError` returned a Promise to a synchronous parse. */
export function hookPromiseMessage(message: string): string {
  return `${message} (onError returned a Promise, which a synchronous parse cannot await: call tools.parseAsync(text) or tools.parseValueAsync(value) instead.)`;
}

/** The message for a tool definition under a name no call could ever use. */
export function invalidToolNameMessage(name: string): string {
  return `${quote(name)} cannot be a tool name: names must be non-empty and not __proto__, constructor or prototype.`;
}

/** The message for a toolset built from something that is not an object of tools. */
export function notToolDefsMessage(defs: unknown): string {
  const kind = defs === null ? "null" : Array.isArray(defs) ? "an array" : typeof defs;
  return `A toolset is built from an object of tools by name ({ click: schema, … }), received ${kind}.`;
}

/**
 * The message of a `skip` step for a call format that returned something other than calls.
 * @example badCallsMessage(120) // "It returned something other than calls with a non-empty name and a span inside the text (0 to 120), or too many; skipped."
 */
export function badCallsMessage(length: number): string {
  return `It returned something other than calls with a non-empty name and a span inside the text (0 to ${length}), or too many; skipped.`;
}

/**
 * The failure message for a call plainly written in a format that cannot be read.
 * @example unreadableCallMessage("qwen-xml", "click", "text outside its parameters") // 'The qwen-xml call to "click" cannot be read: text outside its parameters.'
 */
export function unreadableCallMessage(format: string, name: string, problem: string): string {
  return `The ${format} call to ${quote(name)} cannot be read: ${problem}.`;
}
