import { isJsonWhitespace } from "../../text/chars.js";
import type { GuideNode } from "../../schema/guide-types.js";
import type { Reader, ReaderContext, ReadValue } from "../reader.js";
import { shapeOf, typesOf } from "./guide-shapes.js";
import { guardedJsonrepair } from "./jsonrepair.js";
import { opensString, quotedEnd } from "../../text/string-end.js";
import { tolerant } from "./tolerant.js";

/** The repair step's name for unquoted string values that run over several lines. */
export const unquotedLinesRepair = "unquoted multi-line strings";

/**
 * The reader `unquoted-lines`: an unquoted value that runs over several lines (`{ a: Hi, b: two\n lines }`)
 * as one string, **only where the schema says string** at that key (a declared property whose only type is
 * `string`, `null` beside it allowed, no `enum`) and its extent is unambiguous: the value ends at the first
 * `,`, `}` or `]`, and every line after its first holds no structural character (`{ [ ] : " '`, a comment),
 * does not start with a `key:`, and does not start with a key the object declares. Such a value is rewritten
 * as a JSON string holding the text as written (trimmed at both ends, the line breaks and indentation inside
 * kept), and the rewritten text is read by the tolerant parser, else the guarded jsonrepair reader (which reads
 * the one-line unquoted words the schema guides, and refuses the rest). It cannot invent data: every character
 * of the string is in the text, between the value's colon and its delimiter. With no schema, a schema that
 * says number (or anything but string), a continuation line that looks like a key, or a value the text ends
 * inside, it does not read. Linear: one scan, one rewrite, one read.
 * @example salvage(schema)('{ a: Hi friends!, b: two\n lines }') // { a: "Hi friends!", b: "two\n lines" } where a and b are strings
 */
export const unquotedLines: Reader = {
  name: "unquoted-lines",
  jsonData: true,
  read: (text, context) => {
    if (context.guide === undefined || !text.includes("\n")) return undefined;
    const values = multiLineValues(text, context.guide);
    if (values === undefined || values.length === 0) return undefined;
    let rewritten = "";
    let copied = 0;
    for (const { start, end } of values) {
      rewritten += text.slice(copied, start) + JSON.stringify(text.slice(start, end).trim());
      copied = end;
    }
    rewritten += text.slice(copied);
    const read = readRest(rewritten, context);
    if (read === undefined || read.truncated !== undefined) return undefined;
    return { value: read.value, repairs: [...(read.repairs ?? []), unquotedLinesRepair] };
  },
};

function readRest(text: string, context: ReaderContext): ReadValue | undefined {
  for (const reader of [tolerant, guardedJsonrepair]) {
    const read = reader.read(text, context);
    if (read !== undefined && "value" in read) return read;
  }
  return undefined;
}

interface Frame {
  readonly object: boolean;
  /** The schema's nodes for this container (empty: the schema says nothing here). */
  readonly shape: readonly GuideNode[];
  key: string | undefined;
  /** The key's colon was seen: a later colon is the value's own text (`Note: x`). */
  inValue: boolean;
}

interface Extent {
  readonly start: number;
  readonly end: number;
}

/**
 * The spans of the unquoted multi-line values the schema says are strings, in order; `undefined` when one is
 * ambiguous (its continuation starts with a declared key, or holds structure), so the reader does not read.
 */
function multiLineValues(text: string, guide: GuideNode): Extent[] | undefined {
  const found: Extent[] = [];
  const stack: Frame[] = [];
  let previous = 0x7b; // a value may start at the beginning
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (opensString(c, previous)) {
      const close = quotedEnd(text, i);
      if (top?.object === true && top.key === undefined && nextSignificant(text, close) === 0x3a) top.key = unquote(text.slice(i + 1, close - 1));
      previous = 0x22;
      i = close;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      stack.push({ object: c === 0x7b, shape: top === undefined ? shapeOf([guide]) : childShape(top), key: undefined, inValue: false });
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
    } else if (c === 0x2c && top?.object === true) {
      top.key = undefined;
      top.inValue = false;
    } else if (c === 0x3a && top?.object === true && top.key !== undefined && !top.inValue) {
      top.inValue = true;
      const value = unquotedValue(text, i + 1, top);
      if (value === null) return undefined;
      if (value !== undefined) {
        found.push(value);
        previous = 0x22;
        i = value.end;
        continue;
      }
    } else if (top?.object === true && top.key === undefined && isKeyStart(c) && opensValue(previous)) {
      // an unquoted key: read it whole, so its letters are not taken for a value
      let j = i + 1;
      while (j < text.length && isKeyChar(text.charCodeAt(j))) j++;
      if (nextSignificant(text, j) === 0x3a) top.key = text.slice(i, j);
      previous = 0x61;
      i = j;
      continue;
    }
    if (!isJsonWhitespace(c)) previous = c;
    i++;
  }
  return found;
}

/**
 * The unquoted value after the colon at `from`, when it runs over several lines and the schema says string at
 * its key: its span (from its first character to its delimiter); `undefined` when there is none to rewrite;
 * `null` when its extent is ambiguous.
 */
function unquotedValue(text: string, from: number, frame: Frame): Extent | null | undefined {
  let start = from;
  while (start < text.length && (text.charCodeAt(start) === 0x20 || text.charCodeAt(start) === 0x09)) start++;
  if (!isWordStart(text.charCodeAt(start))) return undefined;
  let end = lineValueEnd(text, start);
  if (text.charCodeAt(end) !== 0x0a || holdsStructure(text, start, end)) return undefined;
  if (!saysString(propertyShape(frame.shape, frame.key as string))) return undefined;
  let lines = 0;
  for (;;) {
    const lineStart = end + 1;
    let first = lineStart;
    while (first < text.length && isJsonWhitespace(text.charCodeAt(first))) first++;
    const lineEnd = lineValueEnd(text, first);
    if (first >= text.length) return lines > 0 ? null : undefined; // the text ends inside the value
    if (lineEnd === first) break; // the delimiter stands on this line: the value ended at the last line break
    if (startsWithKey(text, first, lineEnd)) break; // the next member, its comma missing
    if (holdsStructure(text, first, lineEnd) || startsWithDeclaredKey(text, first, lineEnd, frame.shape)) return null;
    lines++;
    end = lineEnd;
    if (text.charCodeAt(end) !== 0x0a) break;
  }
  if (lines === 0) return undefined;
  if (end >= text.length) return null; // no delimiter: cut off
  return { start, end };
}

/** Where a value on one line ends: its first `,`, `}` or `]`, or the line break, or the end of the text. */
function lineValueEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x7d || c === 0x5d || c === 0x0a) return i;
    i++;
  }
  return i;
}

/** A character that says the line is no plain text: an opener, a colon, a quote, a comment. */
function holdsStructure(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b || c === 0x3a || c === 0x22 || c === 0x27 || c === 0x60) return true;
    if (c === 0x2f && (text.charCodeAt(i + 1) === 0x2f || text.charCodeAt(i + 1) === 0x2a)) return true;
  }
  return false;
}

/** `key:` or `"key":` at the start of a line. */
function startsWithKey(text: string, from: number, to: number): boolean {
  let i = from;
  const c = text.charCodeAt(i);
  if (c === 0x22 || c === 0x27) {
    const close = text.indexOf(String.fromCharCode(c), i + 1);
    if (close < 0 || close > to) return false;
    i = close + 1;
  } else {
    if (!isKeyStart(c)) return false;
    while (i < to && isKeyChar(text.charCodeAt(i))) i++;
  }
  return nextSignificant(text, i) === 0x3a;
}

/** A line whose first word is a key the object declares (`b` alone, its colon missing): a member, or text? */
function startsWithDeclaredKey(text: string, from: number, to: number, shape: readonly GuideNode[]): boolean {
  let i = from;
  while (i < to && isKeyChar(text.charCodeAt(i))) i++;
  if (i === from) return false;
  const word = text.slice(from, i);
  return shape.some((node) => node.properties.has(word) || [...node.properties.values()].some((p) => p.aliases.includes(word)));
}

function childShape(frame: Frame): readonly GuideNode[] {
  if (!frame.object) return shapeOf(frame.shape.flatMap((node) => (node.items === undefined ? [] : [node.items])));
  return frame.key === undefined ? [] : propertyShape(frame.shape, frame.key);
}

function propertyShape(shape: readonly GuideNode[], key: string): readonly GuideNode[] {
  const nodes: GuideNode[] = [];
  for (const node of shape) {
    const property = node.properties.get(key);
    if (property !== undefined) nodes.push(property.node);
  }
  return shapeOf(nodes);
}

/** The schema says string there and nothing else a word could be (`null` beside it allowed, no enum). */
function saysString(shape: readonly GuideNode[]): boolean {
  if (shape.length === 0 || shape.some((node) => node.enum !== undefined)) return false;
  const types = typesOf(shape);
  if (types === undefined || !types.has("string")) return false;
  for (const type of types) if (type !== "string" && type !== "null") return false;
  return true;
}

function unquote(key: string): string {
  try {
    return JSON.parse(`"${key}"`) as string;
  } catch {
    return key;
  }
}

function nextSignificant(text: string, i: number): number {
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return text.charCodeAt(i);
}

function opensValue(previous: number): boolean {
  return previous === 0x7b || previous === 0x5b || previous === 0x2c || previous === 0x3a;
}

function isKeyStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x24;
}

function isKeyChar(c: number): boolean {
  return isKeyStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}

/** An unquoted word can start here: a letter (not a quote, bracket, digit, sign or space). */
function isWordStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c > 0x7f;
}
