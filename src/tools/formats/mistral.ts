import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { envelopesAt } from "./json-list.js";
import { isCallName, skipSpace, visibleOccurrences } from "./markers.js";

const marker = "[TOOL_CALLS]";
const closer = "[/TOOL_CALLS]";

/**
 * Mistral, Ministral, Magistral, Devstral calls: `[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}` (v11+
 * templates, one marker per call, an optional `[CALL_ID]id`), and `[TOOL_CALLS] [{"name": …, "arguments":
 * …}]` (v3 templates), optionally closed by `[/TOOL_CALLS]`. A list cut off after complete calls gives
 * those calls, said `list not closed`.
 */
export const mistral: CallFormat = {
  name: "mistral",
  openers: [
    { token: marker, body: { read: "calls" } },
    { token: marker, head: /^([A-Za-z_][\w.:/-]*)(?:\[CALL_ID\][^[{]*)?(?:\[ARGS\])?\s*(?=\{)/, body: { read: "arguments" } },
  ],
  read(text, context) {
    const calls: FoundCall[] = [];
    for (const at of visibleOccurrences(text, marker, context.hidden, context.maxCalls)) {
      if (calls.length > 0 && at < (calls[calls.length - 1] as FoundCall).span.end) continue;
      const pos = skipSpace(text, at + marker.length);
      if (text[pos] === "[" || text[pos] === "{") {
        const read = envelopesAt(text, pos, at);
        if (read === undefined) continue;
        const after = skipSpace(text, read.end);
        const end = text.startsWith(closer, after) ? after + closer.length : read.end;
        const last = read.calls.length - 1;
        for (const entry of read.calls.map((call, index) => (index === last ? { ...call, span: { start: call.span.start, end } } : call))) calls.push(entry);
        continue;
      }
      for (const entry of namedCalls(text, pos, at)) calls.push(entry);
    }
    return calls.length === 0 ? undefined : calls;
  },
};

/** `name[ARGS]{…}` (and `name[CALL_ID]id[ARGS]{…}`), repeated while the next one follows directly. */
function namedCalls(text: string, from: number, spanStart: number): FoundCall[] {
  const out: FoundCall[] = [];
  let pos = from;
  let start = spanStart;
  for (;;) {
    const direct = /^([A-Za-z_][\w.:/-]{0,127})\s*\{/.exec(text.slice(pos, pos + 160));
    if (direct !== null) {
      // Some v11 outputs leave `[ARGS]` out: `[TOOL_CALLS]get_weather{"city": "Paris"}`.
      const args = jsonAt(text, pos + direct[0].length - 1);
      out.push({ name: direct[1] as string, arguments: args.text, span: { start, end: args.end }, ...(args.closed ? {} : { truncated: true }) });
      pos = skipSpace(text, args.end);
      if (text.startsWith(marker, pos)) break;
      start = pos;
      continue;
    }
    const argsAt = text.indexOf("[ARGS]", pos);
    if (argsAt === -1 || argsAt - pos > 300) break;
    const head = text.slice(pos, argsAt);
    const idAt = head.indexOf("[CALL_ID]");
    const name = (idAt === -1 ? head : head.slice(0, idAt)).trim();
    if (!isCallName(name)) break;
    const id = idAt === -1 ? "" : head.slice(idAt + "[CALL_ID]".length).trim();
    const json = skipSpace(text, argsAt + "[ARGS]".length);
    const args = text[json] === "{" ? jsonAt(text, json) : undefined;
    const end = args?.end ?? json;
    const truncated = args === undefined ? json >= text.length : !args.closed;
    out.push({ name, arguments: args?.text ?? "", span: { start, end }, ...(id === "" ? {} : { id }), ...(truncated ? { truncated } : {}) });
    pos = skipSpace(text, end);
    if (text.startsWith(marker, pos)) break;
    start = pos;
  }
  return out;
}
