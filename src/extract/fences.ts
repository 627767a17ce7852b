import type { Candidate } from "../outcome/types.js";
import type { Extractor } from "./extractor.js";
import { pushVisible } from "./candidate.js";
import { createSkipper, isWhitespace, isWhitespaceOnly, lineEnd, startOfLine, type TextRange } from "./scan.js";
import { findHiddenRanges } from "./think.js";

const BACKTICK = 0x60;
const TILDE = 0x7e;
/** What a text must hold for a fence to stand in it: a run of three backticks or tildes (see `Extractor.needs`). */
export const fenceRuns: readonly string[] = /* @__PURE__ */ Object.freeze(["```", "~~~"]);

/** An open fence: its character, its length, where its content starts and its language tag. */
interface OpenFence {
  readonly char: number;
  readonly length: number;
  readonly contentStart: number;
  readonly label: string;
}

/**
 * Fenced code blocks (```` ``` ```` or `~~~`, 3+ characters, any language tag or none), CommonMark-
 * style: the fence stands at a line start (up to 3 spaces of indent), the closer is the same
 * character, at least as long, alone on its line. An unclosed last fence runs to the end of the
 * text (`unterminated`). The span is the content, trimmed; empty blocks are skipped.
 * The label is the first word of the info string, lower-cased (`json`).
 *
 * @example findFences("```json\n{\"a\":1}\n```") // [{ text: '{"a":1}', source: "fence", label: "json", … }]
 */
export function findFences(text: string, hidden: readonly TextRange[] = findHiddenRanges(text)): Candidate[] {
  // Most answers hold no fence: a fence is a run of three, found by a native search before any line is read.
  // Each run's next offset, searched for again only once the walk has passed it (-1: there is none).
  let backticks = text.indexOf("```");
  let tildes = text.indexOf("~~~");
  if (backticks < 0 && tildes < 0) return [];
  const found: Candidate[] = [];
  const skip = createSkipper(hidden);
  const n = text.length;
  let open: OpenFence | undefined;
  // One pass over lines: a closer is found by reaching it, never by searching ahead from the
  // opener, so the whole scan is linear whatever the fences look like.
  let pos = 0;
  // With nothing hidden, only a line that holds a run of three can be a fence line: the walk jumps from one such
  // line to the next (linear: each search starts past the last one's find).
  const jumps = hidden.length === 0;
  while (pos < n) {
    // tolerance: the end of a reasoning block counts as a line start (`</think>```json`).
    pos = skip(pos);
    if (pos >= n) break;
    if (jumps) {
      if (backticks !== -1 && backticks < pos) backticks = text.indexOf("```", pos);
      if (tildes !== -1 && tildes < pos) tildes = text.indexOf("~~~", pos);
      const run = backticks < 0 ? tildes : tildes < 0 ? backticks : Math.min(backticks, tildes);
      if (run < 0) break;
      // The start of the run's line: `pos` itself, or a line start after it.
      pos = startOfLine(text, run - 1);
    }
    const end = lineEnd(text, pos);
    const fence = parseFence(text, pos, end);
    if (fence !== undefined) {
      if (open === undefined) {
        const info = text.slice(fence.runEnd, end).trim();
        // A backtick fence's info string cannot hold a backtick (CommonMark): "```a```" is inline code.
        if (!(fence.char === BACKTICK && info.includes("`"))) {
          open = { char: fence.char, length: fence.length, contentStart: Math.min(end + 1, n), label: firstWord(info).toLowerCase() };
        }
      } else if (fence.char === open.char && fence.length >= open.length && isWhitespaceOnly(text, fence.runEnd, end)) {
        pushVisible(found, text, open.contentStart, pos, hidden, "fence", open.label, false);
        open = undefined;
      }
    }
    pos = end + 1;
  }
  if (open !== undefined) pushVisible(found, text, open.contentStart, n, hidden, "fence", open.label, true);
  return found;
}

/** Reads a fence run at a line start: up to 3 spaces, then 3+ backticks or tildes. */
function parseFence(text: string, lineStart: number, end: number): { char: number; length: number; runEnd: number } | undefined {
  let i = lineStart;
  while (i < end && i - lineStart < 3 && text.charCodeAt(i) === 0x20) i++;
  const char = text.charCodeAt(i);
  if (char !== BACKTICK && char !== TILDE) return undefined;
  const runStart = i;
  while (i < end && text.charCodeAt(i) === char) i++;
  return i - runStart >= 3 ? { char, length: i - runStart, runEnd: i } : undefined;
}

/** Options of the {@link fence} extractor. */
export interface FenceOptions {
  /**
   * Only fences whose language (the info string's first word, case-insensitive) is one of these; `""`
   * stands for a fence with no language. Default: every fence.
   */
  readonly languages?: readonly string[];
}

/**
 * The extractor `fence`: fenced code blocks (```` ``` ```` or `~~~`), any language or only the given ones.
 * @example salvage(schema, { extractors: [fence({ languages: ["json", "jsonc"] })] })
 */
export function fence(options: FenceOptions = {}): Extractor {
  const languages = Array.isArray(options.languages)
    ? new Set(options.languages.filter((l) => typeof l === "string").map((l) => l.toLowerCase()))
    : undefined;
  const find: Extractor["find"] =
    languages === undefined
      ? (text, context) => findFences(text, context.hidden)
      : (text, context) => findFences(text, context.hidden).filter((c) => languages.has(c.label ?? ""));
  return { name: "fence", likelihood: "high", kind: "container", needs: fenceRuns, find };
}

/** The first whitespace-separated word of an info string (`json` in "json title=x"), by `trim`'s whitespace; no regex: asked per fence. */
function firstWord(info: string): string {
  let end = 0;
  while (end < info.length && !isWhitespace(info.charCodeAt(end))) end++;
  return end === info.length ? info : info.slice(0, end);
}
