import type { CallFormat, FoundCall } from "./call-format.js";
import { stripOuterNewlines, until, visibleOccurrences } from "./markers.js";
import { typedArguments } from "./typed-text.js";
import { jsonAt } from "./json-at.js";

/** The invoke tags of the families that write `<invoke name="…"><parameter name="…">…</parameter></invoke>`. */
const dialects: readonly { readonly invoke: string; readonly parameter: string; readonly close: string; readonly paramClose: string }[] = [
  { invoke: '<invoke name="', parameter: '<parameter name="', close: "</invoke>", paramClose: "</parameter>" },
  { invoke: '<｜DSML｜invoke name="', parameter: '<｜DSML｜parameter name="', close: "</｜DSML｜invoke>", paramClose: "</｜DSML｜parameter>" },
  { invoke: '<steptml:invoke name="', parameter: '<steptml:parameter name="', close: "</steptml:invoke>", paramClose: "</steptml:parameter>" },
  { invoke: '<function name="', parameter: '<param name="', close: "</function>", paramClose: "</param>" },
];

/**
 * MiniMax-M2, DeepSeek V3.2 (DSML), Step-3 and MiniCPM calls: `<invoke name="get_weather"><parameter
 * name="city">Paris</parameter></invoke>` inside their block markers (`<minimax:tool_call>`,
 * `<｜DSML｜function_calls>`, …). Parameter values are text typed by the tool's schema (DSML's
 * `string="true"` keeps text); a body that is one JSON object is the arguments' JSON.
 */
export const xmlInvoke: CallFormat = {
  name: "xml-invoke",
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const dialect of dialects) {
      for (const at of visibleOccurrences(text, dialect.invoke, context.hidden, context.maxCalls)) {
        const nameEnd = text.indexOf('"', at + dialect.invoke.length);
        const tagEnd = nameEnd === -1 ? -1 : text.indexOf(">", nameEnd);
        if (tagEnd === -1) continue;
        const name = text.slice(at + dialect.invoke.length, nameEnd);
        const body = until(text, dialect.close, tagEnd + 1);
        const inner = body.inner.trim();
        let args: unknown;
        if (inner.startsWith("{")) args = jsonAt(inner, 0).text;
        else {
          const pairs: [string, string][] = [];
          const strings = new Set<string>();
          let pos = body.inner.indexOf(dialect.parameter);
          while (pos !== -1) {
            const keyEnd = body.inner.indexOf('"', pos + dialect.parameter.length);
            const open = keyEnd === -1 ? -1 : body.inner.indexOf(">", keyEnd);
            if (open === -1) break;
            const key = body.inner.slice(pos + dialect.parameter.length, keyEnd);
            if (body.inner.slice(keyEnd, open).includes('string="true"')) strings.add(key);
            const value = until(body.inner, dialect.paramClose, open + 1);
            pairs.push([key, stripOuterNewlines(value.inner)]);
            pos = body.inner.indexOf(dialect.parameter, value.end);
          }
          const typed = typedArguments(pairs, context.guideOf(name));
          for (const key of strings) if (Object.hasOwn(typed, key)) typed[key] = pairs.find(([k]) => k === key)?.[1];
          args = typed;
        }
        calls.push({ name, arguments: args, span: { start: at, end: body.end }, ...(body.closed ? {} : { truncated: true }) });
      }
    }
    return calls.length === 0 ? undefined : calls.sort((a, b) => a.span.start - b.span.start);
  },
};
