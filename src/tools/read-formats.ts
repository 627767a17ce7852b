import { findBalanced, nonStringTextMessage } from "../extract/index.js";
import { failure, success } from "../outcome/make.js";
import { notAPieceMessage, pieceName, pieceThrewMessage } from "../outcome/pieces.js";
import type { Outcome, Step } from "../outcome/types.js";
import { atEnd, noCall, tooMany, truncated, truncatedItem, type AnswerItem, type AnswerRead, type ReadOptions } from "./answer-parts.js";
import type { CallFormat, CallSpan, FormatContext, FoundCall } from "./formats/call-format.js";
import { isClientFormat, type ClientFormatName } from "./formats/client-format.js";
import { hiddenAt } from "./formats/markers.js";
import { codeFenceRanges, merge, reasoningRanges } from "./formats/reasoning.js";
import { answerTooLargeMessage, badCallsMessage, unreadableCallMessage } from "./messages.js";
import { rawCall } from "./raw-call.js";
import { readAnswer } from "./read-answer.js";
import { readTagged } from "./read-tagged.js";
import { answerEnd } from "./answer-end.js";
import { besideMarkup, withoutSpans } from "./beside-markup.js";
import { outermostCalls, outsideJsonStrings, type TakenCall } from "./outermost-calls.js";

/** The toolset's side of reading: its tool names, how a name resolves, and each tool's compiled schema. */
export type ToolLookup = Pick<FormatContext, "tools" | "isTool" | "guideOf">;

/** What reading an answer with the formats gives: its entries, and the text around the calls. */
export interface FormatsRead extends AnswerRead {
  /** The text outside the calls and the reasoning, trimmed (what a chat UI shows); set when markup calls were read. */
  readonly content?: string;
  /** The reasoning blocks' text, when there were any. */
  readonly reasoning?: string;
}

/**
 * Reads an answer with call formats. The markup formats run first: their calls that start outside reasoning
 * and code fences are kept when they lie inside no other call (whatever its format) and inside no JSON
 * call's string, since data is never markup (see `outermostCalls`). A piece that throws or
 * returns anything but calls with spans inside the text is a `skip` step. With no markup call, the client
 * formats in the list read the text together (JSON values, `<tool_call>` JSON blocks, ReAct).
 */
export function readWithFormats(whole: unknown, formats: readonly unknown[], options: ReadOptions, lookup: ToolLookup): Outcome<FormatsRead> {
  if (typeof whole !== "string") return failure({ code: "no-json-found", stage: "extract", message: nonStringTextMessage(whole) });
  if (whole.length > options.maxSize) {
    return failure({ code: "too-large", stage: "extract", message: answerTooLargeMessage(whole.length, options.maxSize) });
  }
  // The answer, not its continuation: text after an end-of-turn token or a new turn is never read.
  const end = answerEnd(whole);
  const text = end === whole.length ? whole : whole.slice(0, end);
  const clients = new Set<ClientFormatName>();
  const markup: unknown[] = [];
  for (const piece of formats) {
    if (isClientFormat(piece)) clients.add(piece.client);
    else markup.push(piece);
  }
  const skips: Step[] = [];
  let samples: readonly CallSpan[] = [];
  if (markup.length > 0 && !isWholeJson(text)) {
    const reasoning = reasoningRanges(text);
    const hidden = merge([...reasoning, ...codeFenceRanges(text)]);
    const context: FormatContext = { ...lookup, hidden, maxCalls: options.maxCalls };
    const fences = codeFenceRanges(text).filter((fence) => hiddenAt(reasoning, fence.start) === undefined);
    samples = fencedSamples(text, fences, reasoning);
    const found: TakenCall[] = [];
    for (const piece of markup) {
      const read = runFormat(piece, text, context, skips);
      if (read === undefined) continue;
      if (read.calls.length > options.maxCalls) return tooMany(read.calls.length, options, text);
      const claimed = claimedFences(fences, read.calls);
      for (const call of read.calls) {
        if (hiddenAt(hidden, call.span.start) !== undefined && hiddenAt(claimed, call.span.start) === undefined) continue;
        found.push({ format: read.name, call });
      }
    }
    // Data is never markup: a call inside another call's span, or quoted in a JSON call's string, is text.
    let taken = outermostCalls(found);
    if (taken.length > 0 && clients.size > 0) taken = outsideJsonStrings(text, taken, jsonCallSpans(text, options, lookup.tools));
    if (taken.length > options.maxCalls) return tooMany(taken.length, options, text, true);
    if (taken.length > 0) {
      const read = markupRead(text, taken, reasoning, skips, options);
      if (!clients.has("hermes") || !read.ok) return read;
      // Hermes blocks beside the markup calls (a `<tool_call>` JSON block beside a Mistral call): both, in order.
      const rest = withoutSpans(text, taken.map((t) => t.call.span));
      // Reasoning and code fences stay hidden: a fenced `<tool_call>` is a sample, never a call.
      const tagged = readTagged(rest, hidden, options, lookup.tools);
      if (tagged === undefined) return read;
      const both = besideMarkup(read, tagged, options, text);
      if (!both.ok || !tagged.ok) return both;
      // The Hermes blocks are calls too: their text is no content.
      const blocks = tagged.value.steps.flatMap((step) => (step.stage === "extract" ? [{ start: step.start, end: step.end }] : []));
      return success({ ...both.value, content: outside(text, reasoning, [...taken.map((t) => t.call.span), ...blocks]) });
    }
    // Markup that only a code fence holds is a sample of the format, not a call: no JSON reader may take it.
    if (fencedMarkup(text, markup, { ...context, hidden: reasoning }, fences, clients.size > 0 ? options : undefined, lookup.tools)) return withSkips(noCall("no-json", lookup.tools, text, undefined), skips);
  }
  if (clients.size === 0) return withSkips(noCall("no-json", lookup.tools, text, undefined), skips);
  return withSkips(onlyClients(readAnswer(text, options, lookup.tools, samples), clients, lookup.tools, text), skips);
}

/** Tags whose content is a JSON call (Hermes and friends): inside a code fence they show the format. */
const callTags: readonly string[] = ["<tool_call>", "<function_call>"];

/**
 * The code fences that are samples: those showing a `<tool_call>` block with other text around the fence
 * ("a model would write: ```<tool_call>…```, I will not"). A model's own call markup is never fenced; a
 * fence that is the whole answer (reasoning aside) is the model's call written in a fence, and is read.
 * JSON and Python calls in a fence are prompt-mode answers, read as before.
 */
function fencedSamples(text: string, fences: readonly CallSpan[], reasoning: readonly CallSpan[]): CallSpan[] {
  const marked = fences.filter((fence) => callTags.some((tag) => text.slice(fence.start, fence.end).includes(tag)));
  if (marked.length === 0) return [];
  const first = visibleEdge(text, reasoning, 1);
  const last = visibleEdge(text, reasoning, -1);
  return marked.filter((fence) => !(first === fence.start && last < fence.end));
}

/** The first (`step` 1) or last (`step` -1) offset of a non-blank character outside reasoning; -1 when none. */
function visibleEdge(text: string, reasoning: readonly CallSpan[], step: 1 | -1): number {
  let at = step === 1 ? 0 : text.length - 1;
  while (at >= 0 && at < text.length) {
    const inside = hiddenAt(reasoning, at);
    if (inside !== undefined) at = step === 1 ? inside.end : inside.start - 1;
    else if (/\s/.test(text[at] as string)) at += step;
    else return at;
  }
  return -1;
}

/**
 * The code fences a format claims: those where one of its calls starts at the fence's opening marker (a
 * fence that holds nothing but calls). Calls inside any other fence are samples.
 */
function claimedFences(fences: readonly CallSpan[], calls: readonly FoundCall[]): CallSpan[] {
  const starts = new Set(calls.map((call) => call.span.start));
  return fences.filter((fence) => starts.has(fence.start));
}

/** Whether a markup format finds a call inside a code fence once fences are read too (they were not: the calls there are samples). */
function fencedMarkup(text: string, markup: readonly unknown[], context: FormatContext, fences: readonly CallSpan[], json: ReadOptions | undefined, tools: readonly string[]): boolean {
  if (fences.length === 0) return false;
  const ignored: Step[] = [];
  const fenced: TakenCall[] = [];
  for (const piece of markup) {
    const read = runFormat(piece, text, context, ignored);
    for (const call of read?.calls ?? []) if (hiddenAt(fences, call.span.start) !== undefined) fenced.push({ format: read?.name ?? "", call });
  }
  // Markup quoted in a fenced JSON call's string (a LangChain blob in a ```json fence) is that call's data.
  if (fenced.length === 0 || json === undefined) return fenced.length > 0;
  return outsideJsonStrings(text, fenced, jsonCallSpans(text, json, tools)).length > 0;
}

/**
 * The spans of the JSON calls (blocks, objects in prose) and of the JSON values in the text: markup inside
 * their strings is data. The JSON reader's spans count even when a broken block elsewhere fails its read.
 */
function jsonCallSpans(text: string, options: ReadOptions, tools: readonly string[]): CallSpan[] {
  const spans: CallSpan[] = [];
  const read = readAnswer(text, { ...options, allowTruncated: true }, tools);
  if (read.ok) for (const step of read.value.steps) if (step.stage === "extract") spans.push({ start: step.start, end: step.end });
  for (const candidate of findBalanced(text, [])) if (isJson(candidate.text)) spans.push({ start: candidate.start, end: candidate.end });
  return spans;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** One format run, contained: its calls, or `undefined` (with a skip step when it threw or returned garbage). */
function runFormat(piece: unknown, text: string, context: FormatContext, skips: Step[]): { name: string; calls: readonly FoundCall[] } | undefined {
  let name: string | undefined;
  let read: unknown;
  try {
    name = pieceName(piece);
    read = name === undefined ? undefined : (piece as { read?: unknown }).read;
  } catch {
    // A piece whose `name` or `read` getter throws is no piece.
    name = undefined;
  }
  if (name === undefined || typeof read !== "function") {
    skips.push({ stage: "skip", piece: name ?? "(unnamed)", kind: "format", message: notAPieceMessage("format") });
    return undefined;
  }
  let result: unknown;
  try {
    result = (read as CallFormat["read"]).call(piece, text, context);
  } catch (error) {
    skips.push({ stage: "skip", piece: name, kind: "format", message: pieceThrewMessage(error) });
    return undefined;
  }
  if (result === undefined || (Array.isArray(result) && result.length === 0)) return undefined;
  let calls: FoundCall[] | undefined;
  try {
    calls = Array.isArray(result) && result.length <= context.maxCalls + 1 ? validCalls(result, text.length) : undefined;
  } catch {
    // A returned object with a throwing getter (or a revoked proxy): garbage like any other.
    calls = undefined;
  }
  if (calls === undefined) {
    skips.push({ stage: "skip", piece: name, kind: "format", message: badCallsMessage(text.length) });
    return undefined;
  }
  return { name, calls };
}

/** The calls when every entry is one (a non-empty string name, a span inside the text), sorted by position; else `undefined`. */
function validCalls(list: readonly unknown[], length: number): FoundCall[] | undefined {
  const out: FoundCall[] = [];
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null) return undefined;
    const call = entry as Partial<FoundCall>;
    const span = call.span as Partial<CallSpan> | undefined;
    if (typeof call.name !== "string" || call.name.trim() === "" || call.name.length > 1024) return undefined;
    if (typeof span !== "object" || span === null) return undefined;
    const { start, end } = span;
    if (!Number.isInteger(start) || !Number.isInteger(end) || (start as number) < 0 || (end as number) > length || (start as number) >= (end as number)) return undefined;
    const repairs = Array.isArray(call.repairs) ? call.repairs.filter((r): r is string => typeof r === "string") : [];
    out.push({
      name: call.name,
      arguments: call.arguments,
      span: { start: start as number, end: end as number },
      ...(typeof call.id === "string" && call.id !== "" ? { id: call.id } : {}),
      ...(call.truncated === true ? { truncated: true } : {}),
      ...(repairs.length > 0 ? { repairs } : {}),
      ...(typeof call.problem === "string" && call.problem !== "" ? { problem: call.problem.slice(0, 300) } : {}),
    });
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** The markup calls in text order, their extract (and repair) steps, the content and the reasoning. */
function markupRead(
  text: string,
  taken: readonly TakenCall[],
  reasoning: readonly CallSpan[],
  skips: readonly Step[],
  options: ReadOptions,
): Outcome<FormatsRead> {
  const sorted = [...taken].sort((a, b) => a.call.span.start - b.call.span.start);
  const steps: Step[] = [...skips];
  const items: AnswerItem[] = [];
  for (let index = 0; index < sorted.length; index++) {
    const { format, call } = sorted[index] as { format: string; call: FoundCall };
    steps.push({ stage: "extract", candidate: index, source: format, start: call.span.start, end: call.span.end });
    if (call.repairs !== undefined) {
      steps.push({ stage: "repair", candidate: index, kind: "syntax", reader: format, repairs: call.repairs, message: `Read the ${format} call despite: ${call.repairs.join(", ")}.` });
    }
    if (call.problem !== undefined) {
      return failure({ code: "unrepairable", stage: "tool", message: unreadableCallMessage(format, call.name, call.problem), text }, steps);
    }
    if (call.truncated === true && !options.allowTruncated) {
      // Cut off by the end of the answer: a broken call. A call whose end is missing inside the text fails.
      if (!atEnd(text, call.span.end)) return truncated(call.arguments, steps, text);
      items.push(truncatedItem(call.arguments, text));
    } else items.push(rawCall(call.name, call.arguments, call.id, format, index));
  }
  const content = outside(text, reasoning, sorted.map((t) => t.call.span));
  const thought = reasoning.map((range) => text.slice(range.start, range.end)).join("\n").trim();
  return success({ items, steps, content, ...(thought === "" ? {} : { reasoning: thought }) });
}

/** The text outside its reasoning blocks, trimmed (what a chat UI shows of an answer that makes no call), and the reasoning. */
export function noCallParts(text: string): { readonly content: string; readonly reasoning?: string } {
  const reasoning = reasoningRanges(text);
  const thought = reasoning.map((range) => text.slice(range.start, range.end)).join("\n").trim();
  return { content: outside(text, reasoning, []), ...(thought === "" ? {} : { reasoning: thought }) };
}

/**
 * How far `gap` starts with markup: white space, tags (`<minimax:tool_call>`, 1 to 48 characters on one line)
 * and, with `separators`, `,` `;` and bracket markers (`[/TOOL_CALLS]`). A hand-written scan: a regular
 * expression repeated over a megabyte of tags overflowed the stack (`Maximum call stack size exceeded`).
 */
function markupPrefix(gap: string, separators: boolean): number {
  let at = 0;
  while (at < gap.length) {
    const c = gap[at] as string;
    if (/\s/.test(c) || (separators && (c === "," || c === ";"))) {
      at++;
      continue;
    }
    const close = c === "<" ? ">" : c === "[" && separators ? "]" : "";
    if (close === "") break;
    const end = gap.indexOf(close, at + 1);
    const inner = end === -1 ? "" : gap.slice(at + 1, end);
    const fits = close === ">" ? inner.length >= 1 && inner.length <= 48 && !/[<>\n]/.test(inner) : /^\/?[A-Z_]{2,24}$/.test(inner);
    if (end === -1 || end - at > 50 || !fits) break;
    at = end + 1;
  }
  return at;
}

/** Separators and block markers between or around calls (`, `, `;`, `<minimax:tool_call>`): markup, not content. */
function markupOnly(gap: string): boolean {
  return markupPrefix(gap, true) === gap.length;
}

/** The text outside the ranges, trimmed; the markup between and around calls is left out too. */
function outside(text: string, ranges: readonly CallSpan[], calls: readonly CallSpan[]): string {
  const all = merge([...ranges, ...calls]);
  const parts: string[] = [];
  let pos = 0;
  // Where the last text kept ends: text on both sides of a call stays apart (a line break if one stood between).
  let lastEnd = -1;
  // The calls' edges in a set: asked once per gap, a scan of every call each time was quadratic in the calls.
  const edges = new Set(calls.flatMap((call) => [call.start, call.end]));
  const touchesCall = (at: number): boolean => edges.has(at);
  for (let index = 0; index <= all.length; index++) {
    const range = all[index];
    const gap = text.slice(pos, range?.start ?? text.length);
    if (markupOnly(gap) && (touchesCall(pos) || (range !== undefined && touchesCall(range.start)))) parts.push(" ");
    else {
      const [start, end] = markupEdges(gap, pos > 0 && touchesCall(pos), range !== undefined && touchesCall(range.start));
      const kept = gap.slice(start, end);
      if (kept.trim() !== "") {
        const last = parts[parts.length - 1] ?? "";
        if (lastEnd !== -1 && !/\s$/.test(last) && !/^\s/.test(kept)) parts.push(text.slice(lastEnd, pos + start).includes("\n") ? "\n" : " ");
        lastEnd = pos + end;
      }
      parts.push(kept);
    }
    if (range !== undefined) pos = Math.max(pos, range.end);
  }
  return parts.join("").trim();
}

/** The part of a gap kept as content (`[start, end)`): without the tags right after the call before it and right before the call after it. */
function markupEdges(gap: string, afterCall: boolean, beforeCall: boolean): readonly [number, number] {
  let start = 0;
  let end = gap.length;
  if (afterCall) {
    start = markupPrefix(gap, false);
  }
  if (beforeCall) {
    // Backwards by hand: an end-anchored pattern would retry from every offset.
    for (;;) {
      while (end > start && /\s/.test(gap[end - 1] as string)) end--;
      if (gap[end - 1] !== ">") break;
      const open = gap.lastIndexOf("<", end - 1);
      if (open < start || end - open > 50 || gap.slice(open, end).includes("\n")) break;
      end = open;
    }
  }
  return [start, end];
}

/** The client read, keeping only the calls of the client formats in the list (all of them by default). */
function onlyClients(read: Outcome<AnswerRead>, clients: ReadonlySet<ClientFormatName>, tools: readonly string[], text: string): Outcome<FormatsRead> {
  if (!read.ok) return read;
  // Each call says which client format read it: the calls of formats left out of the list are not taken.
  const items = read.value.items.filter((item) => item.kind !== "call" || clients.has(item.format as ClientFormatName));
  if (items.length === 0 && read.value.items.length > 0) return noCall("json", tools, text, undefined);
  if (items.length === read.value.items.length) return read;
  return success({ items, steps: read.value.steps });
}

function withSkips(outcome: Outcome<FormatsRead>, skips: readonly Step[]): Outcome<FormatsRead> {
  if (skips.length === 0) return outcome;
  return outcome.ok ? { ...outcome, steps: [...skips, ...outcome.steps] } : { ...outcome, steps: [...skips, ...outcome.steps] };
}

/** Whether the whole text is one JSON value: client formats read it (markup inside its strings is data). */
function isWholeJson(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}
