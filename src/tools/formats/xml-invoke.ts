import type { GuideNode } from "../../schema/index.js";
import type { CallFormat, CallOpener, FormatContext, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { ForwardSearch, indexOfVisible, skipSpace, unlessClosedAgain, visibleOccurrences } from "./markers.js";
import { foldTokens } from "./token-fold.js";
import { cdataContent, decodeEntities, framedValue, xmlArguments } from "./xml-values.js";

/** The invoke tags of the families that write `<invoke name="…"><parameter name="…">…</parameter></invoke>`. */
export const invokeDialects: readonly {
  readonly invoke: string;
  readonly parameter: string;
  readonly close: string;
  readonly paramClose: string;
  /** Markup the family writes right before each invoke tag (part of the call's span, never content). */
  readonly lead?: string;
}[] = [
  { invoke: '<invoke name="', parameter: '<parameter name="', close: "</invoke>", paramClose: "</parameter>" },
  { invoke: '<｜DSML｜invoke name="', parameter: '<｜DSML｜parameter name="', close: "</｜DSML｜invoke>", paramClose: "</｜DSML｜parameter>" },
  { invoke: '<steptml:invoke name="', parameter: '<steptml:parameter name="', close: "</steptml:invoke>", paramClose: "</steptml:parameter>", lead: "<｜tool_call_begin｜>function<｜tool_sep｜>" },
  { invoke: '<function name="', parameter: '<param name="', close: "</function>", paramClose: "</param>" },
];

/** One family's invoke tags. */
export type InvokeDialect = (typeof invokeDialects)[number];
type Dialect = InvokeDialect;

/** The dialects as folded (`<|DSML|invoke name="`): their tokens are found in ASCII or full width alike. */
const foldedDialects: readonly Dialect[] = /* @__PURE__ */ invokeDialects.map((dialect) => ({
  invoke: foldTokens(dialect.invoke),
  parameter: foldTokens(dialect.parameter),
  close: foldTokens(dialect.close),
  paramClose: foldTokens(dialect.paramClose),
  ...(dialect.lead === undefined ? {} : { lead: foldTokens(dialect.lead) }),
}));

/**
 * Qwen-XML's markup, which opens elements closed by `</parameter>` and `</function>` too: such a closer after
 * an invoke call is the Qwen call's, not this one's markup closing again.
 */
const othersClosedAlike: readonly string[] = ["<function=", "<parameter="];

/** Prefixes that already have a dialect of their own. */
const knownPrefixes = new Set(["steptml"]);

/**
 * Namespaced invoke tags (`<ns:function_calls><ns:invoke name="…"><ns:parameter name="…">`): the dialect
 * of each prefix written before `:invoke name="`, the same tags under that prefix.
 */
function namespacedDialects(shape: string, hidden: Parameters<typeof visibleOccurrences>[2], limit: number): Dialect[] {
  const prefixes = new Set<string>();
  for (const at of visibleOccurrences(shape, ':invoke name="', hidden, limit)) {
    let start = at;
    while (start > 0 && at - start < 32 && /[\w.-]/.test(shape[start - 1] as string)) start--;
    const prefix = shape.slice(start, at);
    if (shape[start - 1] === "<" && /^[A-Za-z_]/.test(prefix) && !knownPrefixes.has(prefix)) prefixes.add(prefix);
  }
  return [...prefixes].map((prefix) => ({
    invoke: `<${prefix}:invoke name="`,
    parameter: `<${prefix}:parameter name="`,
    close: `</${prefix}:invoke>`,
    paramClose: `</${prefix}:parameter>`,
  }));
}

/**
 * MiniMax-M2, DeepSeek V3.2 (DSML), Step-3, MiniCPM and namespaced (`<ns:invoke>`) calls: `<invoke name="get_weather"><parameter
 * name="city">Paris</parameter></invoke>` inside their block markers (`<minimax:tool_call>`,
 * `<｜DSML｜function_calls>`, …). Parameter values are XML text (character references decoded, CDATA
 * literal) typed by the tool's schema (DSML's `string="true"` keeps text); a body that is one JSON object
 * is the arguments' JSON. A body with anything else in it is not read as a call. The body is read parameter
 * by parameter, so a value holding `</invoke>` is read to its `</parameter>`; a value holding the dialect's
 * own `<invoke` or `<parameter` markup cannot be told from it and fails the answer.
 */
export const xmlInvoke: CallFormat = {
  name: "xml-invoke",
  openers: [
    ...invokeDialects.map((dialect) => invokeOpener(dialect.invoke, dialect.parameter, dialect.paramClose, dialect.close)),
    { ...invokeOpener(':invoke name="', '<{ns}:parameter name="', "</{ns}:parameter>", "</{ns}:invoke>"), namespaced: true },
  ],
  read(text, context) {
    // Markers are found in the folded text (same offsets); names and values are sliced from the text.
    const shape = foldTokens(text);
    const calls: FoundCall[] = [];
    const search = new ForwardSearch(shape);
    for (const dialect of [...foldedDialects, ...namespacedDialects(shape, context.hidden, context.maxCalls)]) {
      let at = indexOfVisible(shape, dialect.invoke, 0, context.hidden);
      let count = 0;
      while (at !== -1 && count <= context.maxCalls) {
        const call = readCall(text, shape, at, dialect, search, context.guideOf);
        if (call !== undefined) {
          calls.push(unlessClosedAgain(call, search, [dialect.close, dialect.paramClose], [dialect.invoke, ...othersClosedAlike]));
          count++;
        }
        // Markup inside a call's values is its data: the search goes on after the call.
        at = indexOfVisible(shape, dialect.invoke, call === undefined ? at + dialect.invoke.length : call.span.end, context.hidden);
      }
    }
    return calls.length === 0 ? undefined : calls.sort((a, b) => a.span.start - b.span.start);
  },
};

/** How an invoke tag opens a call while streaming: the name up to its quote, then each parameter once closed. */
function invokeOpener(token: string, parameter: string, paramClose: string, close: string): CallOpener {
  return { token, head: /^([^"<>]*)"[^<>]*>/, body: { read: "xml", key: [parameter, '"'], value: [">", paramClose], end: close, decode: "xml" } };
}

/** Why a call cannot be read. */
const stray = "text outside its parameters";
const badKey = "a parameter name that is not a word, or that would reach the prototype";
const markupInValue = "a parameter value holds the format's own markup, so where it ends is unclear";

/** One invoke at `at`: `shape` is the text folded (where the tags are found), `text` as written (names and values). */
function readCall(text: string, shape: string, at: number, dialect: Dialect, search: ForwardSearch, guideOf: FormatContext["guideOf"]): FoundCall | undefined {
  const headAt = at + dialect.invoke.length;
  const head = shape.slice(headAt, headAt + 300);
  const nameEnd = head.indexOf('"');
  const tagEnd = nameEnd === -1 ? -1 : head.indexOf(">", nameEnd);
  if (tagEnd === -1 || head.slice(nameEnd + 1, tagEnd).trim() !== "") return undefined;
  const name = text.slice(headAt, headAt + nameEnd);
  const start = leadStart(shape, at, dialect.lead);
  const body = readBody(text, shape, headAt + tagEnd + 1, dialect, search, guideOf(name));
  const pos = skipSpace(text, body.end);
  if (body.problem === true) {
    const end = search.indexOf(dialect.close, pos);
    return { name, span: { start, end: end === -1 ? text.length : end + dialect.close.length }, problem: body.args as string };
  }
  if (shape.startsWith(dialect.close, pos)) return { name, arguments: body.args, span: { start, end: pos + dialect.close.length } };
  if (pos >= text.length) return { name, arguments: body.args, span: { start, end: text.length }, truncated: true };
  const end = search.indexOf(dialect.close, pos);
  return { name, span: { start, end: end === -1 ? text.length : end + dialect.close.length }, problem: stray };
}

/** Where a call starts: at its dialect's lead markup when that stands right before the invoke tag (spaces between). */
function leadStart(text: string, at: number, lead: string | undefined): number {
  if (lead === undefined) return at;
  let pos = at;
  while (pos > 0 && /\s/.test(text[pos - 1] as string)) pos--;
  return pos >= lead.length && text.startsWith(lead, pos - lead.length) ? pos - lead.length : at;
}

/**
 * The invoke's body read parameter by parameter from `from`: its arguments (or the problem) and where the
 * last parameter ends. A value runs to its closer, so one holding `</invoke>` is read whole.
 */
function readBody(text: string, shape: string, from: number, dialect: Dialect, search: ForwardSearch, guide: GuideNode | undefined): { args: unknown; end: number; problem?: true } {
  let pos = skipSpace(text, from);
  if (!shape.startsWith(dialect.parameter, pos)) {
    if (text[pos] !== "{") return { args: undefined, end: pos };
    const json = jsonAt(text, pos);
    return { args: json.text, end: json.end };
  }
  const pairs: [string, string][] = [];
  const strings = new Set<string>();
  while (shape.startsWith(dialect.parameter, pos)) {
    const head = shape.slice(pos + dialect.parameter.length, pos + dialect.parameter.length + 300);
    const keyEnd = head.indexOf('"');
    const open = keyEnd === -1 ? -1 : head.indexOf(">", keyEnd);
    if (open === -1) return { args: stray, end: pos, problem: true };
    const key = text.slice(pos + dialect.parameter.length, pos + dialect.parameter.length + keyEnd);
    if (head.slice(keyEnd, open).includes('string="true"')) strings.add(key);
    const valueAt = pos + dialect.parameter.length + open + 1;
    const first = skipSpace(text, valueAt);
    const cdataClose = shape.startsWith("<![CDATA[", first) ? search.indexOf("]]>", first) : -1;
    const close = search.indexOf(dialect.paramClose, cdataClose === -1 ? valueAt : cdataClose);
    const stop = close === -1 ? text.length : close;
    const raw = text.slice(valueAt, stop);
    const rawShape = shape.slice(valueAt, stop);
    if (cdataClose === -1 && (rawShape.includes(dialect.invoke) || rawShape.includes(dialect.parameter))) return { args: markupInValue, end: stop, problem: true };
    pairs.push([key, cdataContent(raw) ?? decodeEntities(framedValue(raw))]);
    if (close === -1) return { args: xmlArguments(pairs, guide, (k) => strings.has(k)) ?? {}, end: text.length };
    pos = skipSpace(text, close + dialect.paramClose.length);
  }
  const args = xmlArguments(pairs, guide, (key) => strings.has(key));
  return args === undefined ? { args: badKey, end: pos, problem: true } : { args, end: pos };
}
