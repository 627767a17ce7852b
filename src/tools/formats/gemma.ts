import type { CallFormat, FoundCall } from "./call-format.js";
import { readLiteral, type LiteralSyntax } from "./literal.js";
import { ForwardSearch, isCallName, skipSpace, unlessClosedAgain, visibleOccurrences } from "./markers.js";

/** Gemma's call notation: bare keys, strings between `<escape>` (FunctionGemma) or `<|"|>` (Gemma 4) delimiters. */
export const gemmaSyntax: LiteralSyntax = { rawQuotes: ["<escape>", '<|"|>'], pythonQuotes: false, bareKeys: true };

const blocks: readonly (readonly [string, string])[] = [
  ["<|tool_call>", "<tool_call|>"],
  ["<start_function_call>", "<end_function_call>"],
];

/**
 * Gemma calls: `<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call>`
 * (FunctionGemma) and `<|tool_call>call:get_weather{city:<|"|>Paris<|"|>}<tool_call|>` (Gemma 4). Numbers,
 * booleans, lists and nested objects are written as literals; the `call:` must follow a block marker.
 */
export const gemma: CallFormat = {
  name: "gemma",
  openers: blocks.map(([token]) => ({ token, head: /^call:([A-Za-z_][\w.:/-]*)\s*(?=\{)/, body: { read: "literal", syntax: gemmaSyntax } })),
  read(text, context) {
    const calls: FoundCall[] = [];
    const search = new ForwardSearch(text);
    for (const [open, close] of blocks) {
      for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
        const head = skipSpace(text, at + open.length);
        if (!text.startsWith("call:", head)) continue;
        const brace = text.indexOf("{", head);
        const name = brace === -1 ? "" : text.slice(head + "call:".length, brace).trim();
        if (!isCallName(name)) continue;
        const args = readLiteral(text, brace, gemmaSyntax);
        if (args === undefined) {
          const closed = text.indexOf(close, brace) !== -1;
          // A call cut off at the end of the text is truncated; a malformed closed one is read as its text.
          calls.push({ name, arguments: text.slice(brace, closed ? text.indexOf(close, brace) : text.length), span: { start: at, end: text.length }, ...(closed ? {} : { truncated: true }) });
          continue;
        }
        const after = skipSpace(text, args.end);
        const end = text.startsWith(close, after) ? after + close.length : args.end;
        // A string delimiter or closer quoted in a value ends it early: the rest of the value shows the closer again.
        calls.push(unlessClosedAgain({ name, arguments: args.value, span: { start: at, end } }, search, [close], open));
      }
    }
    return calls.length === 0 ? undefined : calls.sort((a, b) => a.span.start - b.span.start);
  },
};
