import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { until, visibleOccurrences } from "./markers.js";
import { foldTokens } from "./token-fold.js";
import { cdataContent, decodeEntities, framedValue, valueEnd, xmlArguments } from "./xml-values.js";

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
const foldedDialects: readonly Dialect[] = invokeDialects.map((dialect) => ({
  invoke: foldTokens(dialect.invoke),
  parameter: foldTokens(dialect.parameter),
  close: foldTokens(dialect.close),
  paramClose: foldTokens(dialect.paramClose),
  ...(dialect.lead === undefined ? {} : { lead: foldTokens(dialect.lead) }),
}));

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
 * MiniMax-M2, DeepSeek V3.2 (DSML), Step-3 and MiniCPM calls: `<invoke name="get_weather"><parameter
 * name="city">Paris</parameter></invoke>` inside their block markers (`<minimax:tool_call>`,
 * `<｜DSML｜function_calls>`, …). Parameter values are XML text (character references decoded, CDATA
 * literal) typed by the tool's schema (DSML's `string="true"` keeps text); a body that is one JSON object
 * is the arguments' JSON. A body with anything else in it is not read as a call.
 */
export const xmlInvoke: CallFormat = {
  name: "xml-invoke",
  read(text, context) {
    // Markers are found in the folded text (same offsets); names and values are sliced from the text.
    const shape = foldTokens(text);
    const calls: FoundCall[] = [];
    for (const dialect of [...foldedDialects, ...namespacedDialects(shape, context.hidden, context.maxCalls)]) {
      for (const at of visibleOccurrences(shape, dialect.invoke, context.hidden, context.maxCalls)) {
        const nameEnd = shape.indexOf('"', at + dialect.invoke.length);
        const tagEnd = nameEnd === -1 ? -1 : shape.indexOf(">", nameEnd);
        if (tagEnd === -1 || shape.slice(nameEnd + 1, tagEnd).trim() !== "") continue;
        const name = text.slice(at + dialect.invoke.length, nameEnd);
        const body = until(shape, dialect.close, tagEnd + 1);
        const inner = text.slice(tagEnd + 1, tagEnd + 1 + body.inner.length);
        const args = readBody(inner, body.inner, dialect, context.guideOf(name));
        const start = leadStart(shape, at, dialect.lead);
        if (args instanceof Refused) {
          calls.push({ name, span: { start, end: body.end }, problem: args.problem });
          continue;
        }
        calls.push({ name, arguments: args, span: { start, end: body.end }, ...(body.closed ? {} : { truncated: true }) });
      }
    }
    return calls.length === 0 ? undefined : calls.sort((a, b) => a.span.start - b.span.start);
  },
};

/** Where a call starts: at its dialect's lead markup when that stands right before the invoke tag (spaces between). */
function leadStart(text: string, at: number, lead: string | undefined): number {
  if (lead === undefined) return at;
  let pos = at;
  while (pos > 0 && /\s/.test(text[pos - 1] as string)) pos--;
  return pos >= lead.length && text.startsWith(lead, pos - lead.length) ? pos - lead.length : at;
}

/** A body the format cannot read, and why. */
class Refused {
  constructor(readonly problem: string) {}
}
const stray = new Refused("text outside its parameters");
const badKey = new Refused("a parameter name that is not a word, or that would reach the prototype");

/** The parameters of a body: `shape` is the body folded (where the tags are found), `body` as written (the values). */
function readBody(body: string, shape: string, dialect: Dialect, guide: Parameters<typeof xmlArguments>[1]): unknown {
  const inner = body.trim();
  if (inner.startsWith("{")) {
    const json = jsonAt(inner, 0);
    return inner.slice(json.end).trim() === "" ? json.text : stray;
  }
  const first = shape.indexOf(dialect.parameter);
  if (first === -1) return inner === "" ? undefined : stray;
  if (shape.slice(0, first).trim() !== "") return stray;
  const pairs: [string, string][] = [];
  const strings = new Set<string>();
  let pos = first;
  while (pos !== -1) {
    const keyEnd = shape.indexOf('"', pos + dialect.parameter.length);
    const open = keyEnd === -1 ? -1 : shape.indexOf(">", keyEnd);
    if (open === -1) return stray;
    const key = body.slice(pos + dialect.parameter.length, keyEnd);
    if (shape.slice(keyEnd, open).includes('string="true"')) strings.add(key);
    const close = valueEnd(shape, open + 1, dialect.paramClose);
    const stop = close === -1 ? body.length : close;
    const raw = body.slice(open + 1, stop);
    pairs.push([key, cdataContent(raw) ?? decodeEntities(framedValue(raw))]);
    const resume = close === -1 ? body.length : close + dialect.paramClose.length;
    const following = shape.indexOf(dialect.parameter, resume);
    if (shape.slice(resume, following === -1 ? shape.length : following).trim() !== "") return stray;
    pos = following;
  }
  return xmlArguments(pairs, guide, (key) => strings.has(key)) ?? badKey;
}
