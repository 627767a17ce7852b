import type { CallFormat, CallOpener, FoundCall } from "./call-format.js";
import { finder, ForwardSearch, hiddenAt, visibleOccurrences } from "./markers.js";
import type { GuideNode } from "../../schema/index.js";
import { outermostInOrder, taggedTools } from "./tag-bodies.js";
import { acceptsText, propertyNode } from "./typed-text.js";
import { cdataContent, decodeEntities, framedValue, xmlArguments } from "./xml-values.js";

/**
 * Calls written as an element named after a declared tool, one child element per parameter:
 * `<get_weather>\n<city>Paris</city>\n<days>3</days>\n</get_weather>` (the "morph-xml" protocol of the AI SDK
 * tool-call middleware, and small models prompted with it). Only a declared tool's exact name opens a call,
 * and only when the element is closed and holds nothing but parameter elements; values are text typed by
 * the tool's schema (character references decoded, CDATA literal, a key written twice is a list; child
 * elements of an object or array property are that structure). An element never closed is no call; a closed
 * one holding anything but parameter elements is an unreadable call (it fails the answer, never dropped).
 */
/** A declared tool's `<name>` tag opens its call (`<name/>` a call without parameters), for streaming previews. */
export function tagOpeners(tools: readonly string[]): CallOpener[] {
  return tools
    .filter((name) => /^[A-Za-z_][\w.-]*$/.test(name))
    .flatMap((name) => [
      { token: `<${name}>`, name, body: { read: "elements" } as const },
      { token: `<${name}/>`, name, body: { read: "elements", empty: true } as const },
    ]);
}

export const morphXml: CallFormat = {
  name: "morph-xml",
  openers: (tools) => tagOpeners(tools),
  read(text, context) {
    const tools = taggedTools(context);
    if (tools === undefined) return undefined;
    const calls: FoundCall[] = [];
    const lines = new ForwardSearch(text);
    for (const name of tools) {
      const open = `<${name}>`;
      const close = `</${name}>`;
      const closeAt = finder(text, close);
      let taken = 0;
      for (const at of visibleOccurrences(text, `<${name}/>`, context.hidden, context.maxCalls)) {
        // `<get_time/>`: a call with no parameters.
        calls.push({ name, span: { start: at, end: at + name.length + 3 } });
      }
      for (const at of visibleOccurrences(text, `<${name} `, context.hidden, context.maxCalls)) {
        // `<get_time />`: the same, with spaces before the slash.
        const close = /^ *\/>/.exec(text.slice(at + name.length + 1, at + name.length + 66));
        if (close !== null) calls.push({ name, span: { start: at, end: at + name.length + 1 + close[0].length } });
      }
      const lineStarts = visibleOccurrences(text, `\n${name}`, context.hidden, context.maxCalls).map((at) => at + 1);
      for (const at of text.startsWith(name) && hiddenAt(context.hidden, 0) === undefined ? [0, ...lineStarts] : lineStarts) {
        // The tool's name alone on a line, then its parameter elements.
        const call = nameLineCall(text, at, name, context.guideOf(name), lines);
        if (call !== undefined) calls.push(call);
      }
      for (const at of visibleOccurrences(text, open, context.hidden, context.maxCalls)) {
        // Inside this tool's previous call: part of it (and never sliced twice).
        if (at < taken) continue;
        // A parameter named as the tool (`<s><s>10</s></s>`) nests: the call ends at the closer that matches its opener.
        // A nested opener never closed leaves the first closer as the call's end (read, or failed, as before).
        const first = closeAt(at + open.length);
        const matched = first === -1 ? -1 : closing(text, at + open.length, name, lines);
        const end = matched === -1 ? first : matched;
        if (end === -1) continue;
        taken = end + close.length;
        const pairs = parameters(text.slice(at + open.length, end));
        const span = { start: at, end: end + close.length };
        if (pairs === undefined) {
          // A declared tool's element, closed, holding something else (prose, YAML): plainly a call, unreadable.
          calls.push({ name, span, problem: "its content is not parameter elements" });
          continue;
        }
        const guide = context.guideOf(name);
        const args = xmlArguments(pairs.map(([key, raw]) => [key, nested(raw, propertyNode(guide, key))]), guide);
        if (args === undefined) calls.push({ name, span, problem: "a parameter name that is not a word, or that would reach the prototype" });
        else calls.push({ name, arguments: args, span });
      }
    }
    // A call inside another (a tool's name used as a parameter's tag) is part of that call.
    return outermostInOrder(calls);
  },
};

/** The body's parameter elements as key and text, or `undefined` when anything else is in it. */
function parameters(body: string): [string, string][] | undefined {
  const run = elements(body, 0, false);
  if (run === undefined || run.cut) return undefined;
  return run.pairs.length === 0 && body.trim() !== "" ? undefined : run.pairs;
}

/**
 * Parameter elements from `from`: all of the text's (`partial` false: anything else is `undefined`), or the
 * run of them up to the first other text (`partial`: `end` is where it stops, `cut` when an element is never closed).
 */
function elements(body: string, from: number, partial: boolean, search?: ForwardSearch): { pairs: [string, string][]; end: number; cut: boolean } | undefined {
  const pairs: [string, string][] = [];
  let at = from;
  for (;;) {
    const start = at;
    while (at < body.length && /\s/.test(body[at] as string)) at++;
    if (at >= body.length) return { pairs, end: at, cut: false };
    // Attribute values may hold `>` (`data="a > b"`); they are skipped whole.
    const tag = /^<([A-Za-z_0-9][\w.-]*)(\s(?:[^<>"']|"[^"]*"|'[^']*')*)?(\/?)>/.exec(body.slice(at, at + 512));
    if (tag === null) return partial ? { pairs, end: start, cut: false } : undefined;
    const key = tag[1] as string;
    at += tag[0].length;
    if (tag[3] === "/") {
      pairs.push([key, ""]);
      continue;
    }
    const closer = `</${key}>`;
    const end = closing(body, at, key, search);
    if (end === -1) return partial ? { pairs: [...pairs, [key, body.slice(at)]], end: body.length, cut: true } : undefined;
    const raw = body.slice(at, end);
    pairs.push([key, raw]);
    at = end + closer.length;
  }
}

/**
 * `get_weather\n<city>Paris</city>\n<days>3</days>`: a declared tool's name alone on a line (a `:` after it
 * allowed), then elements each named after one of that tool's declared parameters (small models prompted
 * with morph-xml that leave out the call's own tag). Text after the elements is not part of the call; an
 * element the end of the text cut is a truncated call.
 */
function nameLineCall(text: string, at: number, name: string, guide: GuideNode | undefined, search: ForwardSearch): FoundCall | undefined {
  if (guide === undefined || (at > 0 && text[at - 1] !== "\n")) return undefined;
  const line = /^[ \t]*:?[ \t]*\r?\n/.exec(text.slice(at + name.length, at + name.length + 16));
  if (line === null) return undefined;
  const run = elements(text, at + name.length + line[0].length, true, search);
  if (run === undefined || run.pairs.length === 0 || !run.pairs.every(([key]) => guide.properties.has(key))) return undefined;
  const span = { start: at, end: run.end };
  if (run.cut) return { name, arguments: Object.fromEntries(run.pairs), span, truncated: true };
  const args = xmlArguments(run.pairs.map(([key, raw]) => [key, nested(raw, propertyNode(guide, key))]), guide);
  return args === undefined ? undefined : { name, arguments: args, span };
}

/** A parameter's text: decoded, or CDATA as written; */
function leaf(raw: string): string {
  return cdataContent(raw) ?? decodeEntities(framedValue(raw));
}

/**
 * A parameter's value as text for the schema to type. Child elements for a property that takes no text (an
 * object or an array) are that structure, as JSON: repeated or numbered children (`<item>`, `<0>`) a list,
 * named ones an object. For a string property (or none known) the text stays as written, markup included.
 */
function nested(raw: string, node: GuideNode | undefined): string {
  if (acceptsText(node) || !raw.trim().startsWith("<") || cdataContent(raw) !== undefined) return leaf(raw);
  const value = structure(raw, 0);
  if (value === undefined) return leaf(raw);
  // One item where a scalar is wanted (`<data><item>42</item></data>` for a number): that item, as
  // `array-to-single` reads `[42]`.
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === "string" && !takesStructure(node)) return value[0];
  return JSON.stringify(value);
}

/** Whether a schema node takes an object or a list (its alternatives included). */
function takesStructure(node: GuideNode | undefined): boolean {
  if (node === undefined) return true;
  if (node.types !== undefined) return node.types.has("object") || node.types.has("array");
  return node.anyOf.length === 0 || node.anyOf.some(takesStructure);
}

function structure(raw: string, depth: number): unknown {
  if (depth > 32 || !raw.trim().startsWith("<") || cdataContent(raw) !== undefined) return leaf(raw);
  const pairs = parameters(raw);
  if (pairs === undefined || pairs.length === 0) return depth === 0 ? undefined : leaf(raw);
  const keys = pairs.map(([key]) => key);
  const listed = keys.every((key) => key === keys[0]) && (keys.length > 1 || keys[0] === "item");
  if (listed || keys.every((key, i) => key === String(i))) return pairs.map(([, value]) => structure(value, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    const child = structure(value, depth + 1);
    const before = Object.hasOwn(out, key) ? out[key] : undefined;
    const merged = before === undefined ? child : Array.isArray(before) ? [...(before as unknown[]), child] : [before, child];
    Object.defineProperty(out, key, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Where the element opened just before `from` closes: its own tag name nested inside counts (`<s><s>1</s></s>`). */
function closing(body: string, from: number, key: string, search?: ForwardSearch): number {
  const open = `<${key}`;
  const close = `</${key}>`;
  let depth = 1;
  let at = from;
  for (;;) {
    // A search shared over the text remembers a closer that is not there: many name lines cost linear time.
    const next = search === undefined ? body.indexOf(close, at) : search.indexOf(close, at);
    if (next === -1) return -1;
    // Openers are looked for only up to the closer: a key never opened again costs its value's length, not the text's.
    const segment = body.slice(at, next);
    let inner = segment.indexOf(open);
    while (inner !== -1) {
      const after = body[at + inner + open.length];
      if (after === ">" || after === " " || after === "\n" || after === "\t") depth++;
      inner = segment.indexOf(open, inner + open.length);
    }
    depth--;
    if (depth === 0) return next;
    at = next + close.length;
  }
}
