import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { hiddenAt, skipSpace } from "./markers.js";

/** Longest line read as a name. */
const maxLine = 128;

/** Functionary v3's separator before each call after the first (the first one is in the generation prompt). */
const separator = ">>>";

/**
 * A declared tool's name alone on a line, followed by its JSON arguments on the next line(s):
 * `get_weather\n{"city": "Paris"}` (Granite and other small models). Functionary v3 writes the same shape
 * with `>>>` before each name (`get_weather\n{…}>>>get_time\n{…}`, text first as `all\nI'll check.>>>…`):
 * a name right after the last `>>>` of its line counts as alone. Only a declared tool's exact name counts,
 * and only outside reasoning blocks and code fences.
 */
export const nameJson: CallFormat = {
  name: "name-json",
  openers: (tools) => tools.filter((name) => /^[A-Za-z_][\w.-]*$/.test(name)).map((name) => ({ token: `\n${name}\n`, name, body: { read: "arguments" } })),
  read(text, context) {
    const calls: FoundCall[] = [];
    let lineStart = 0;
    while (lineStart < text.length && calls.length <= context.maxCalls) {
      const newline = text.indexOf("\n", lineStart);
      const lineEnd = newline === -1 ? text.length : newline;
      const hidden = hiddenAt(context.hidden, lineStart) !== undefined;
      if (!hidden && lineEnd - lineStart <= maxLine && newline !== -1) {
        const line = text.slice(lineStart, lineEnd);
        const marked = line.lastIndexOf(separator);
        const name = (marked === -1 ? line : line.slice(marked + separator.length)).trim();
        const json = skipSpace(text, newline + 1);
        if (name !== "" && context.tools.includes(name) && text[json] === "{") {
          const args = jsonAt(text, json);
          const start = marked === -1 ? lineStart : lineStart + marked;
          calls.push({ name, arguments: args.text, span: { start, end: args.end }, ...(args.closed ? {} : { truncated: true }) });
          lineStart = args.end;
          continue;
        }
      }
      if (newline === -1) break;
      lineStart = newline + 1;
    }
    return calls.length === 0 ? undefined : calls;
  },
};
