import type { CallFormat, FoundCall } from "./call-format.js";
import { jsonAt } from "./json-at.js";
import { finder, skipSpace, visibleOccurrences } from "./markers.js";

const recipient = "to=functions.";
const message = "<|message|>";
const ends: readonly string[] = ["<|call|>", "<|end|>", "<|return|>"];

/**
 * gpt-oss (harmony) calls: `<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":
 * "Paris"}<|call|>`, the recipient also written in the role header (`<|start|>assistant
 * to=functions.get_weather<|channel|>commentary json<|message|>…`). The analysis channel is reasoning.
 */
export const harmony: CallFormat = {
  name: "harmony",
  openers: [{ token: recipient, head: /^([A-Za-z_][\w.-]*)[^{]*?<\|message\|>/, body: { read: "arguments" } }],
  read(text, context) {
    const calls: FoundCall[] = [];
    const findMessage = finder(text, message);
    const findHeader = finder(text, "<|start|>");
    const findEnds = ends.map((end) => finder(text, end));
    for (const at of visibleOccurrences(text, recipient, context.hidden, context.maxCalls)) {
      if (calls.length > 0 && at < (calls[calls.length - 1] as FoundCall).span.end) continue;
      const nameMatch = /^[A-Za-z_][\w.-]*/.exec(text.slice(at + recipient.length, at + recipient.length + 128));
      if (nameMatch === null) continue;
      const name = nameMatch[0];
      const body = findMessage(at);
      const nextHeader = findHeader(at);
      if (body === -1 || body - at > 300 || (nextHeader !== -1 && nextHeader < body)) continue;
      const start = headerStart(text, at);
      const json = skipSpace(text, body + message.length);
      const args = text[json] === "{" ? jsonAt(text, json) : undefined;
      const argsEnd = args?.end ?? endOf(text, json, findEnds);
      const after = skipSpace(text, argsEnd);
      const closer = ends.find((end) => text.startsWith(end, after));
      const end = closer === undefined ? argsEnd : after + closer.length;
      const raw = args?.text ?? text.slice(json, argsEnd).trim();
      const truncated = args !== undefined && !args.closed;
      calls.push({ name, arguments: raw, span: { start, end }, ...(truncated ? { truncated } : {}) });
    }
    return calls.length === 0 ? undefined : calls;
  },
};

/** Where the message holding the recipient starts: its `<|start|>` or `<|channel|>` header when right before. */
function headerStart(text: string, at: number): number {
  const from = Math.max(0, at - 64);
  const window = text.slice(from, at);
  const start = window.lastIndexOf("<|start|>");
  if (start !== -1) return from + start;
  const channel = window.lastIndexOf("<|channel|>");
  return channel === -1 ? at : from + channel;
}

/** The end of a message body that is not JSON: its end marker, or the end of the text. */
function endOf(text: string, from: number, finders: readonly ((from: number) => number)[]): number {
  let end = text.length;
  for (const find of finders) {
    const at = find(from);
    if (at !== -1 && at < end) end = at;
  }
  return end;
}
