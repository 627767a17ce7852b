import { makeCandidate } from "../extract/candidate.js";
import { createSkipper, isWhitespace, matchTag, visibleRange, type TextRange } from "../extract/scan.js";
import { scanBalanced } from "../extract/span.js";
import type { Candidate } from "../outcome/types.js";

/** A call block's content, and whether the next call's opener closed it (its own closer missing). */
export interface CallBlock extends Candidate {
  readonly closedByOpener?: true;
}

/** One opener still waiting for its closer: where its content starts, and where its JSON ends when it holds JSON. */
interface Open {
  readonly contentStart: number;
  readonly jsonEnd: number;
}

/**
 * The `<tool_call>`-style blocks of a text (tags `names`, case-insensitive, attributes allowed), read as the
 * tag extractor pairs them with one difference: a block whose content is a JSON value ends after that value.
 * The JSON is scanned to its real end (string- and comment-aware, the same scan as extraction's), so a
 * closer or opener written inside one of its strings or comments is data, never the block's end (`"cmd":
 * "echo '</tool_call>'"`). A block whose JSON is followed by the next call's opener, its own closer never
 * written, ends with its JSON (`closedByOpener`). An opener never closed after the last closer of its name
 * runs to the end of the text (`unterminated`); earlier unmatched openers are mentions in prose. Spans are
 * the trimmed content, in text order, outermost only. Linear: each JSON span is scanned once, and once a
 * scan reaches the end of the text unclosed, later openers are paired without it.
 * @example callBlocks('<tool_call>{"a": "</tool_call>"}</tool_call>', [], ["tool_call"])[0]?.text // '{"a": "</tool_call>"}'
 */
export function callBlocks(text: string, hidden: readonly TextRange[], names: readonly string[]): CallBlock[] {
  let i = text.indexOf("<");
  if (i === -1) return [];
  const wanted = new Set(names.map((t) => t.toLowerCase()));
  const skip = createSkipper(hidden);
  const found: CallBlock[] = [];
  const openByName = new Map<string, Open[]>();
  const lastCloseByName = new Map<string, number>();
  let scanJson = true;
  // The opener whose JSON never closed (at most one: later openers are paired without a scan), and where the next opener stands.
  let cut: { readonly name: string; readonly contentStart: number } | undefined;
  let cutEnd = text.length;
  while (i !== -1) {
    const visible = skip(i);
    if (visible !== i) {
      i = text.indexOf("<", visible);
      continue;
    }
    const tag = matchTag(text, i);
    if (tag === undefined || !wanted.has(tag.name) || tag.selfClosing) {
      i = text.indexOf("<", i + 1);
      continue;
    }
    let stack = openByName.get(tag.name);
    if (stack === undefined) {
      stack = [];
      openByName.set(tag.name, stack);
    }
    if (tag.closing) {
      const open = stack.pop();
      // tolerance: a closer with no opener is ignored.
      if (open !== undefined) push(found, text, open.contentStart, tag.start, tag.name, hidden);
      lastCloseByName.set(tag.name, tag.end);
      i = text.indexOf("<", tag.end);
      continue;
    }
    if (cut !== undefined && cutEnd === text.length) cutEnd = tag.start;
    const previous = stack[stack.length - 1];
    if (previous !== undefined && previous.jsonEnd >= 0 && blankBetween(text, previous.jsonEnd, tag.start)) {
      // repair: a JSON call never closed, then the next call's opener: the block ended with its JSON.
      stack.pop();
      push(found, text, previous.contentStart, previous.jsonEnd, tag.name, hidden, true);
      lastCloseByName.set(tag.name, tag.start);
    }
    let jsonEnd = -1;
    const first = firstNonBlank(text, tag.end);
    const c = text.charCodeAt(first);
    if (scanJson && (c === 0x7b || c === 0x5b) && skip(first) === first) {
      const span = scanBalanced(text, first, skip);
      if (span.terminated) jsonEnd = span.end;
      else {
        scanJson = false;
        cut = { name: tag.name, contentStart: tag.end };
      }
    }
    stack.push({ contentStart: tag.end, jsonEnd });
    // Tags inside the JSON (in its strings or comments) are its data: the scan resumes after it.
    i = text.indexOf("<", jsonEnd >= 0 ? jsonEnd : tag.end);
  }
  for (const [name, stack] of openByName) {
    // tolerance: the earliest opener still open after the last closer of its name was cut off at the end of
    // the output; earlier unmatched openers were mentions in prose ("use <tool_call> tags").
    const lastClose = lastCloseByName.get(name) ?? 0;
    const open = stack.find((entry) => entry.contentStart > lastClose);
    if (open !== undefined) push(found, text, open.contentStart, text.length, name, hidden, false, true);
    // A call whose JSON is cut before the next block (no closer, no whole value) is a broken call, never a mention
    // dropped silently: it runs to the next opener, unterminated.
    if (cut !== undefined && cut.name === name && cut.contentStart <= lastClose && stack.some((entry) => entry.contentStart === cut?.contentStart)) {
      push(found, text, cut.contentStart, cutEnd, name, hidden, false, true);
    }
  }
  return outermost(found);
}

function push(found: CallBlock[], text: string, from: number, to: number, label: string, hidden: readonly TextRange[], closedByOpener = false, unterminated = false): void {
  const { start, end } = visibleRange(text, from, to, hidden);
  if (start >= end) return;
  const candidate = makeCandidate(text, start, end, "tag", label, unterminated);
  found.push(closedByOpener ? { ...candidate, closedByOpener: true } : candidate);
}

function firstNonBlank(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i++;
  return i;
}

function blankBetween(text: string, from: number, to: number): boolean {
  return firstNonBlank(text, from) >= to;
}

/**
 * The blocks that lie inside no other block. A `<tool_call>` inside another one's content is data of that
 * call (an argument quoting an email or a web page), never a call of its own: data is never markup.
 */
function outermost(blocks: readonly CallBlock[]): CallBlock[] {
  const sorted = [...blocks].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: CallBlock[] = [];
  let end = -1;
  for (const block of sorted) {
    if (block.start < end) continue;
    kept.push(block);
    end = block.end;
  }
  return kept;
}
