import type { CallSpan } from "./call-format.js";
import { ForwardSearch } from "./markers.js";
import { foldTokens } from "./token-fold.js";

/** Reasoning block delimiters of the model families whose calls are read. */
const blocks: readonly (readonly [open: string, close: string, openedInPrompt: boolean])[] = [
  ["<think>", "</think>", true],
  ["<thinking>", "</thinking>", true],
  ["<seed:think>", "</seed:think>", true],
  ["[THINK]", "[/THINK]", true],
  ["<|START_THINKING|>", "<|END_THINKING|>", true],
  // gpt-oss harmony: the analysis channel is the model's reasoning.
  ["<|channel|>analysis<|message|>", "<|end|>", false],
  // Gemma 4: a thought channel.
  ["<|channel>thought", "<channel|>", false],
];

/**
 * The reasoning blocks of a text: each opener to its closer (or the end of the text), and everything
 * before a closer that has no opener (the chat template opened the block in the prompt). Linear: each
 * delimiter is searched once from left to right (`ForwardSearch` remembers one that is not there).
 * @example reasoningRanges("I'm thinking</think>Hi") // [{ start: 0, end: 20 }]
 */
export function reasoningRanges(text: string): CallSpan[] {
  const ranges: CallSpan[] = [];
  // Folded (same offsets): DeepSeek's call tokens end an open block in ASCII or full width alike.
  const search = new ForwardSearch(foldTokens(text));
  for (const [open, close, openedInPrompt] of blocks) {
    let from = 0;
    let first = openedInPrompt;
    while (from < text.length) {
      const start = search.indexOf(open, from);
      const closeAt = search.indexOf(close, from);
      if (first && closeAt !== -1 && (start === -1 || closeAt < start)) {
        ranges.push({ start: 0, end: closeAt + close.length });
        from = closeAt + close.length;
        first = false;
        continue;
      }
      first = false;
      if (start === -1) break;
      const end = search.indexOf(close, start + open.length);
      const stop = end === -1 ? unclosedEnd(search, start + open.length) : end + close.length;
      ranges.push({ start, end: stop });
      from = stop;
    }
  }
  return merge(ranges);
}

/** Special tokens that open tool calls: a reasoning block left open ends where the model starts calling. */
const callTokens: readonly string[] = [
  "<|tool_calls_section_begin|>",
  "<|tool_call_begin|>",
  "<|tool_calls_begin|>",
  "<tool_call>",
  "[TOOL_CALLS]",
  "<|tool_call_start|>",
  "<|python_tag|>",
  "<|START_ACTION|>",
  "<|tool_call>",
  "<|tool_call|>",
  "<minimax:tool_call>",
  "<seed:tool_call>",
];

/** The end of a reasoning block that was never closed: the first call token after it, else the end of the text. */
function unclosedEnd(search: ForwardSearch, from: number): number {
  let end = search.text.length;
  for (const token of callTokens) {
    const at = search.indexOf(token, from);
    if (at !== -1 && at < end) end = at;
  }
  return end;
}

/** Fenced code blocks (```` ``` ```` or `~~~` at a line start, to the matching marker or the end): code samples, never calls. */
export function codeFenceRanges(text: string): CallSpan[] {
  const ranges: CallSpan[] = [];
  const search = new ForwardSearch(text);
  let pos = 0;
  while (pos < text.length) {
    const open = nextFence(search, pos);
    if (open === -1) break;
    const marker = text.slice(open, open + 3);
    const lineEndAt = text.indexOf("\n", open);
    if (lineEndAt === -1) {
      ranges.push({ start: open, end: text.length });
      break;
    }
    const close = text.indexOf(marker, lineEndAt);
    const end = close === -1 ? text.length : close + 3;
    ranges.push({ start: open, end });
    pos = end;
  }
  return ranges;
}

function nextFence(search: ForwardSearch, from: number): number {
  const text = search.text;
  let at = from;
  while (at < text.length) {
    const back = search.indexOf("```", at);
    const tilde = search.indexOf("~~~", at);
    const next = back === -1 ? tilde : tilde === -1 ? back : Math.min(back, tilde);
    if (next === -1) return -1;
    if (next === 0 || text[next - 1] === "\n") return next;
    at = next + 3;
  }
  return -1;
}

/** Sorted, overlapping ranges merged. */
export function merge(ranges: readonly CallSpan[]): CallSpan[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: CallSpan[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && range.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, range.end) };
    else out.push(range);
  }
  return out;
}
