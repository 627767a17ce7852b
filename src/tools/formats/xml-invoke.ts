import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { until, visibleOccurrences } from "./markers.js";
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
    const calls: FoundCall[] = [];
    for (const dialect of invokeDialects) {
      for (const at of visibleOccurrences(text, dialect.invoke, context.hidden, context.maxCalls)) {
        const nameEnd = text.indexOf('"', at + dialect.invoke.length);
        const tagEnd = nameEnd === -1 ? -1 : text.indexOf(">", nameEnd);
        if (tagEnd === -1 || text.slice(nameEnd + 1, tagEnd).trim() !== "") continue;
        const name = text.slice(at + dialect.invoke.length, nameEnd);
        const body = until(text, dialect.close, tagEnd + 1);
        const args = readBody(body.inner, dialect, context.guideOf(name));
        const start = leadStart(text, at, dialect.lead);
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

function readBody(body: string, dialect: Dialect, guide: Parameters<typeof xmlArguments>[1]): unknown {
  const inner = body.trim();
  if (inner.startsWith("{")) {
    const json = jsonAt(inner, 0);
    return inner.slice(json.end).trim() === "" ? json.text : stray;
  }
  const first = body.indexOf(dialect.parameter);
  if (first === -1) return inner === "" ? undefined : stray;
  if (body.slice(0, first).trim() !== "") return stray;
  const pairs: [string, string][] = [];
  const strings = new Set<string>();
  let pos = first;
  while (pos !== -1) {
    const keyEnd = body.indexOf('"', pos + dialect.parameter.length);
    const open = keyEnd === -1 ? -1 : body.indexOf(">", keyEnd);
    if (open === -1) return stray;
    const key = body.slice(pos + dialect.parameter.length, keyEnd);
    if (body.slice(keyEnd, open).includes('string="true"')) strings.add(key);
    const close = valueEnd(body, open + 1, dialect.paramClose);
    const stop = close === -1 ? body.length : close;
    const raw = body.slice(open + 1, stop);
    pairs.push([key, cdataContent(raw) ?? decodeEntities(framedValue(raw))]);
    const resume = close === -1 ? body.length : close + dialect.paramClose.length;
    const following = body.indexOf(dialect.parameter, resume);
    if (body.slice(resume, following === -1 ? body.length : following).trim() !== "") return stray;
    pos = following;
  }
  return xmlArguments(pairs, guide, (key) => strings.has(key)) ?? badKey;
}
