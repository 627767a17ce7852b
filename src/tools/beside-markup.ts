import { failure, success } from "../outcome/make.js";
import type { Outcome, Step } from "../outcome/types.js";
import { tooMany, type AnswerItem, type AnswerRead, type ReadOptions } from "./answer-parts.js";
import type { CallSpan } from "./formats/call-format.js";
import { widenTo } from "./formats/markers.js";

/** The block tags that may wrap another format's call. */
const wrappers: readonly (readonly [string, string])[] = [
  ["<tool_call>", "</tool_call>"],
  ["<function_call>", "</function_call>"],
];

/**
 * The text with the markup calls' spans blanked (spaces, same offsets): what the client formats read to
 * find calls written beside the markup ones in another format (a Hermes block beside a Mistral call).
 */
export function withoutSpans(text: string, spans: readonly CallSpan[]): string {
  if (spans.length === 0) return text;
  // A `<tool_call>` wrapper right around a markup call is that call's markup, never an empty block of its own.
  const sorted = spans.map((span) => wrappers.reduce((wide, [open, close]) => widenTo(text, wide.start, wide.end, open, close), span)).sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let pos = 0;
  for (const span of sorted) {
    if (span.start < pos) continue;
    parts.push(text.slice(pos, span.start), " ".repeat(span.end - span.start));
    pos = span.end;
  }
  parts.push(text.slice(pos));
  return parts.join("");
}

/**
 * The markup calls and the calls the client formats read beside them, in text order: two call spans in
 * different formats are both read, never one dropped silently. A client span that is call-like but
 * unreadable (a broken `<tool_call>` block) fails the answer; client text with no call changes nothing.
 * Client candidates are renumbered after the markup ones, so each call keeps its own repair steps.
 */
export function besideMarkup<T extends AnswerRead>(markup: Outcome<T>, clients: Outcome<AnswerRead>, options: ReadOptions, text: string): Outcome<T> {
  if (!markup.ok) return markup;
  if (!clients.ok) {
    const quiet = (clients.error as { noCall?: true }).noCall === true;
    return quiet ? markup : failure({ ...clients.error, text }, [...markup.value.steps, ...clients.steps]);
  }
  const found = clients.value.items.filter((item) => item.kind !== "final");
  if (found.length === 0) return markup;
  const shift = markup.value.items.length;
  const starts = new Map<number, number>();
  const steps: Step[] = [];
  for (const step of clients.value.steps) {
    if (!("candidate" in step) || typeof step.candidate !== "number") {
      steps.push(step);
      continue;
    }
    if (step.stage === "extract" && !starts.has(step.candidate)) starts.set(step.candidate, step.start);
    steps.push({ ...step, candidate: step.candidate + shift } as Step);
  }
  const markupStarts = markup.value.steps.flatMap((step) => (step.stage === "extract" ? [step.start] : []));
  const placed: { readonly at: number; readonly item: AnswerItem }[] = [
    ...markup.value.items.map((item, index) => ({ at: markupStarts[index] ?? 0, item })),
    ...found.map((item) => ({
      // A broken client entry has no candidate: it fails the batch whatever its place.
      at: item.kind === "call" ? (starts.get(item.candidate) ?? text.length) : text.length,
      item: item.kind === "call" ? { ...item, candidate: item.candidate + shift } : item,
    })),
  ];
  if (placed.length > options.maxCalls) return tooMany(placed.length, options, text) as Outcome<T>;
  placed.sort((a, b) => a.at - b.at);
  return success({ ...markup.value, items: placed.map((p) => p.item), steps: [...markup.value.steps, ...steps] });
}
