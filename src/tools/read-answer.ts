import { findHiddenRanges, nonStringTextMessage, type TextRange } from "../extract/index.js";
import { merge as mergeRanges } from "./formats/reasoning.js";
import { failure, success } from "../outcome/make.js";
import type { Outcome, Step } from "../outcome/types.js";
import { context, counted, noCall, type AnswerRead, type ReadOptions } from "./answer-parts.js";
import { answerTooLargeMessage } from "./messages.js";
import type { Read } from "./raw-call.js";
import { readCandidates } from "./read-candidates.js";
import { readReact } from "./read-react.js";
import { readTagged } from "./read-tagged.js";
import { readCallValue } from "./read-value.js";
import { repeatsKeys } from "../text/repeated-keys.js";

export type { AnswerRead, ReadOptions };

/**
 * Finds the calls in a model's answer, in this order: the whole text as JSON; ReAct `Action:` lines with
 * an `Action Input:`; `<tool_call>` blocks (every one of them); JSON calls in the text when the ReAct
 * actions had no input; a ReAct `Final Answer:`; then every JSON candidate in the text (fences, tags,
 * spans in prose) that holds calls, in text order, nested ones counted once. `samples` are ranges never
 * read (code fences that show call markup).
 * @example readAnswer('<tool_call>{"name": "click", "arguments": {}}</tool_call>', options, ["click"])
 */
export function readAnswer(text: unknown, options: ReadOptions, tools: readonly string[], samples: readonly TextRange[] = []): Outcome<AnswerRead> {
  if (typeof text !== "string") return failure({ code: "no-json-found", stage: "extract", message: nonStringTextMessage(text) });
  if (text.length > options.maxSize) {
    return failure({ code: "too-large", stage: "extract", message: answerTooLargeMessage(text.length, options.maxSize) });
  }
  const whole = wholeJson(text);
  if (whole !== undefined) {
    const step: Step = { stage: "extract", candidate: 0, source: "whole", start: 0, end: text.length };
    const read = readCallValue(whole.value, context(0, false, options));
    if (read === undefined) return noCall("json", tools, text, whole.value);
    return counted(read, [step], options, text);
  }
  // Reasoning, and the samples the caller found (fenced call markup): never read as calls.
  const hidden = samples.length === 0 ? findHiddenRanges(text) : mergeRanges([...findHiddenRanges(text), ...samples]);
  const react = readReact(text, hidden);
  if (react?.hasInput) return counted(react.items, react.steps, options, text);
  const tagged = readTagged(text, hidden, options, tools);
  if (tagged !== undefined) return tagged;
  if (react?.hasAction) {
    // `Action: ```json` followed by a LangChain blob: the "action" is a word, the blob is the call.
    const json = readCandidates(text, hidden, options, tools);
    return json.ok || json.error.code === "too-large" ? json : counted(react.items, react.steps, options, text);
  }
  if (react !== undefined) return success({ items: react.items, steps: react.steps });
  return readCandidates(text, hidden, options, tools);
}

/**
 * The calls in a value already parsed (a chat-completion message from a client SDK, a `tool_calls` list,
 * Anthropic content blocks); a string is read as the model's text.
 */
export function readParsedValue(value: unknown, options: ReadOptions, tools: readonly string[]): Outcome<AnswerRead> {
  if (typeof value === "string") return readAnswer(value, options, tools);
  let read: Read;
  try {
    read = readCallValue(value, context(0, false, options));
  } catch {
    // Only a hostile value (a throwing getter, a revoked proxy) gets here; JSON never does.
    return noCall("json", tools, undefined, undefined);
  }
  if (read === undefined) return noCall("json", tools, undefined, value);
  return counted(read, [], options, undefined);
}

/**
 * The parsed text when the whole of it is one JSON object or array that writes no key twice in one object (JSON.parse
 * would keep the last: such a text is read by the candidates' readers, which say whether the values differ).
 */
function wholeJson(text: string): { value: unknown } | undefined {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
  return repeatsKeys(text, value) ? undefined : { value };
}
