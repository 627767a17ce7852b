import type { CallFormat, CallSpan, FormatContext, FoundCall } from "./call-format.js";
import { skipBlank } from "./literal.js";
import { hiddenAt, visibleOccurrences } from "./markers.js";
import { readCallList, readPythonicCall, type ParameterOrder, type PythonicCall } from "./pythonic-calls.js";
import { codeFenceRanges } from "./reasoning.js";

const wrappers: readonly (readonly [string, string])[] = [
  ["<|python_start|>", "<|python_end|>"],
  ["<function_calls>", "</function_calls>"],
];

/**
 * Python call syntax (Llama 3/4, OLMo 3, gemma, Qwen 2.5 and other templates): `get_weather(city="Paris")`,
 * keyword arguments as Python literals, positional ones by the tool's parameter order. Read inside
 * `<|python_start|>…<|python_end|>` or `<function_calls>…</function_calls>`; elsewhere a call is anchored on
 * a declared tool's name in call position: at the start of a line (after a lead-in sentence, too), alone on
 * it or with other calls (`a(…), b(…)`, `[a(…), b(…)]`), or filling a code fence of its own. A name in a
 * sentence, a fence that holds other code, and anything after a `def`, `class` or `import` line (a code
 * sample) are never calls.
 */
export const pythonic: CallFormat = {
  name: "pythonic",
  // A list first in the text is the tracker's own start; a list at the start of a later line, and the wrappers.
  openers: [...wrappers.map(([token]) => ({ token, body: { read: "python" } as const })), { token: "\n[", body: { read: "python" } }],
  read(text, context) {
    const order = parameterOrder(context);
    const calls: FoundCall[] = [];
    for (const [open, close] of wrappers) {
      for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
        const inner = skipBlank(text, at + open.length);
        const list = readCallList(text, inner, order) ?? oneCall(text, inner, order);
        if (list === undefined) continue;
        const after = skipBlank(text, list.end);
        const end = text.startsWith(close, after) ? after + close.length : list.end;
        for (const entry of toFound(list.calls, at, end)) calls.push(entry);
      }
    }
    if (calls.length > 0) return calls.sort((a, b) => a.span.start - b.span.start);
    return anchoredCalls(text, context, order);
  },
};

/** A tool's parameter names in declaration order, from its compiled schema. */
function parameterOrder(context: FormatContext): ParameterOrder {
  return (name) => {
    if (!context.isTool(name)) return undefined;
    const guide = context.guideOf(name);
    return guide === undefined ? undefined : [...guide.properties.keys()];
  };
}

/** Calls without the list brackets, one a line (OLMo 3): `<function_calls>get_weather(city="Paris")\nget_time(tz="CET")</function_calls>`. */
function oneCall(text: string, pos: number, order: ParameterOrder): { calls: PythonicCall[]; end: number } | undefined {
  const calls: PythonicCall[] = [];
  let at = pos;
  for (;;) {
    const call = readPythonicCall(text, at, order);
    if (call === undefined) break;
    calls.push(call);
    at = skipBlank(text, call.end);
  }
  const last = calls[calls.length - 1];
  return last === undefined ? undefined : { calls, end: last.end };
}

/** Calls read at one place: where they sit (a fence's markers included), and how. */
interface Block {
  readonly calls: readonly PythonicCall[];
  readonly start: number;
  readonly end: number;
  readonly repairs?: readonly string[];
  readonly problem?: string;
}

/** Lines where code starts: calls written after one are part of a code sample. */
const codeLine = /^[ \t]*(?:(?:async[ \t]+)?def[ \t]+\w|class[ \t]+\w|import[ \t]+\w|from[ \t]+[\w.]+[ \t]+import\b)/m;

/**
 * Calls anchored on declared names: each line start (and each place right after a reasoning block) is tried
 * once, so the scan is linear. Two groups of calls with other text between them are two answers: a failure.
 */
function anchoredCalls(text: string, context: FormatContext, order: ParameterOrder): FoundCall[] | undefined {
  const code = codeLine.exec(text);
  const stop = code === null ? text.length : code.index;
  const fences = codeFenceRanges(text);
  let fence = 0;
  const blocks: Block[] = [];
  let count = 0;
  let pos = 0;
  while (pos < stop && count <= context.maxCalls) {
    const first = skipSpaces(text, pos);
    while (fence < fences.length && (fences[fence] as CallSpan).start < pos) fence++;
    const fenceHere = fences[fence]?.start === pos ? (fences[fence] as CallSpan) : undefined;
    const hidden = hiddenAt(context.hidden, first);
    if (fenceHere !== undefined && (hidden === undefined || (hidden.start === fenceHere.start && hidden.end === fenceHere.end))) {
      const own = fencedCalls(text, fenceHere, context, order);
      if (own !== undefined) {
        blocks.push(own);
        count += own.calls.length;
      }
      pos = nextLine(text, fenceHere.end);
      continue;
    }
    if (hidden !== undefined) {
      pos = hidden.end;
      continue;
    }
    const block = lineCalls(text, first, context, order);
    if (block !== undefined) {
      blocks.push(block);
      count += block.calls.length;
      pos = nextLine(text, block.end);
    } else pos = nextLine(text, first);
  }
  if (blocks.length === 0) return undefined;
  const out: FoundCall[] = [];
  const seen = new Set<string>();
  let previous: Block | undefined;
  for (const block of blocks) {
    // The same calls written again (the answer, then "the call is:" and a copy) are one answer.
    const key = JSON.stringify(block.calls.map((call) => [call.name, call.arguments]));
    if (block.problem === undefined && seen.has(key)) continue;
    seen.add(key);
    const apart = previous !== undefined && text.slice(previous.end, block.start).trim() !== "";
    const found = toFound(block.calls, block.start, block.end, block.repairs);
    if (block.problem !== undefined || apart) {
      const problem = block.problem ?? "a second group of calls follows other text: which one is the answer is unclear";
      found[0] = { ...(found[0] as FoundCall), problem };
    }
    for (const entry of found) out.push(entry);
    previous = block;
  }
  return out;
}

/** The calls of a line starting at `at` (a call, calls separated by `,` or `;`, or a list), when nothing else is on it. */
function lineCalls(text: string, at: number, context: FormatContext, order: ParameterOrder): Block | undefined {
  const read = readSequence(text, at, order);
  if (read !== undefined && restIsBlank(text, read.end) && (read.calls.some((call) => context.isTool(call.name)) || isWholeAnswer(text, at, read.end))) {
    return { calls: read.calls, start: at, end: read.end, ...(read.closed ? {} : { repairs: ["list not closed"] }) };
  }
  // A declared name called on a line of its own whose arguments are no literals: a call that cannot be read.
  const head = /^\[?([A-Za-z_][\w.-]*)\(/.exec(text.slice(at, at + 260));
  if (head === null || !context.isTool(head[1] as string)) return undefined;
  const lineEnd = nextLine(text, at);
  const line = text.slice(at, lineEnd).trimEnd();
  if (!/\)\]?[,;]?$/.test(line)) return undefined;
  const end = at + line.length;
  return { calls: [{ name: head[1] as string, arguments: {}, start: at, end }], start: at, end, problem: "its arguments are not Python literals" };
}

/** A fence whose body is nothing but calls (comment lines aside), naming at least one declared tool. */
function fencedCalls(text: string, fence: CallSpan, context: FormatContext, order: ParameterOrder): Block | undefined {
  const infoEnd = text.indexOf("\n", fence.start);
  const line = text.slice(fence.start, infoEnd === -1 ? text.length : infoEnd);
  const inline = line.indexOf(line.slice(0, 3), 3);
  if (inline !== -1) return inlineFence(text, fence.start, fence.start + inline, context, order);
  if (infoEnd === -1 || infoEnd >= fence.end || !/^[\w-]*$/.test(line.slice(3).trim())) return undefined;
  const closed = fence.end - fence.start >= 6 && text.slice(fence.end - 3, fence.end) === text.slice(fence.start, fence.start + 3);
  const bodyEnd = closed ? fence.end - 3 : fence.end;
  const calls: PythonicCall[] = [];
  let at = skipBlank(text, infoEnd + 1);
  while (at < bodyEnd) {
    if (text[at] === "#") {
      at = skipBlank(text, nextLine(text, at));
      continue;
    }
    const read = readSequence(text, at, order);
    if (read === undefined || !read.closed || read.end > bodyEnd) return undefined;
    for (const entry of read.calls) calls.push(entry);
    at = skipBlank(text, text[skipSpaces(text, read.end)] === ";" ? skipSpaces(text, read.end) + 1 : read.end);
  }
  if (calls.length === 0 || !(calls.some((call) => context.isTool(call.name)) || isWholeAnswer(text, fence.start, fence.end))) return undefined;
  return { calls, start: fence.start, end: fence.end };
}

/** A fence opened and closed on one line: ```` ```[get_weather(city="Paris")]``` ````. */
function inlineFence(text: string, start: number, close: number, context: FormatContext, order: ParameterOrder): Block | undefined {
  const read = readSequence(text, skipSpaces(text, start + 3), order);
  if (read === undefined || !read.closed || skipSpaces(text, read.end) !== close || !restIsBlank(text, close + 3)) return undefined;
  if (!read.calls.some((call) => context.isTool(call.name))) return undefined;
  return { calls: read.calls, start, end: close + 3 };
}

/** Calls at `at`: a list, or calls separated by `,` or `;` on one line. */
function readSequence(text: string, at: number, order: ParameterOrder): { calls: PythonicCall[]; end: number; closed: boolean } | undefined {
  if (text[at] === "[") return readCallList(text, at, order);
  const first = readPythonicCall(text, at, order);
  if (first === undefined) return undefined;
  const calls = [first];
  let end = first.end;
  for (;;) {
    const sep = skipSpaces(text, end);
    if (text[sep] !== "," && text[sep] !== ";") break;
    // `a(…),` ending a line and `b(…)` on the next: one sequence.
    const next = readPythonicCall(text, skipBlank(text, sep + 1), order);
    if (next === undefined) break;
    calls.push(next);
    end = next.end;
  }
  return { calls, end, closed: true };
}

/**
 * Whether the calls from `start` to `end` are all the answer holds: then they are calls even when they name
 * no declared tool (and fail the answer as `unknown-tool`), not prose.
 */
function isWholeAnswer(text: string, start: number, end: number): boolean {
  return skipBlank(text, 0) === start && skipBlank(text, end) === text.length;
}

/** Whether only spaces (and a closing `;` or `,`) follow `at` on its line. */
function restIsBlank(text: string, at: number): boolean {
  let i = skipSpaces(text, at);
  if (text[i] === ";" || text[i] === ",") i = skipSpaces(text, i + 1);
  return i >= text.length || text[i] === "\n" || text[i] === "\r";
}

function skipSpaces(text: string, pos: number): number {
  let i = pos;
  while (text[i] === " " || text[i] === "\t") i++;
  return i;
}

/** The start of the line after the one holding `at` (the text's length on the last line). */
function nextLine(text: string, at: number): number {
  const next = text.indexOf("\n", at);
  return next === -1 ? text.length : next + 1;
}

/** The calls of one list, the first span starting at the list's markup and the last ending at its end. */
export function toFound(calls: readonly PythonicCall[], start: number, end: number, repairs?: readonly string[]): FoundCall[] {
  const last = calls.length - 1;
  return calls.map((call, index) => ({
    name: call.name,
    arguments: call.arguments,
    span: { start: index === 0 ? start : call.start, end: index === last ? end : call.end },
    ...(repairs !== undefined && index === last ? { repairs } : {}),
  }));
}
