import type { GuideNode } from "../../schema/index.js";
import { tagOpeners } from "./morph-xml.js";
import type { CallFormat, FoundCall } from "./call-format.js";
import { finder, visibleOccurrences } from "./markers.js";
import { outermostInOrder, tagBodies, taggedTools } from "./tag-bodies.js";
import { propertyNode, typedText } from "./typed-text.js";

/** Longest body read. */
const maxBody = 1 << 20;

/** A mapping line: a key, a colon, then white space or the line's end. */
const mappingLine = /^[ \t]*[A-Za-z_][\w.-]*:(?:[ \t]|\r?$)/;

/** The repair recorded for `<name\nkey: value\n/>`: an opener without its `>`, closed by `/>`. */
export const selfClosedBody = "opener without > closed by />";

/** What a body beyond `key: value` lines needs. */
export const yamlBodyProblem = "its YAML body holds more than `key: value` lines (a block scalar, a list, nesting, a comment after a value): read it with `yamlXml` from salvage/yaml";

/**
 * Calls written as an element named after a declared tool holding its arguments as YAML `key: value` lines:
 * `<get_weather>\ncity: Paris\ndays: 3\n</get_weather>` (the "yaml-xml" protocol of the AI SDK tool-call
 * middleware, in the subset that has one reading without a YAML parser). The declared tool's exact tag, closed,
 * anchors the call; its body is read when every line is a key and a one-line scalar (plain, or quoted with no
 * escapes), full-line comments and blank lines aside, the lines sharing one indentation. Plain scalars are
 * typed by the property's schema (`zip: 01234` stays `"01234"` for a string), else as YAML 1.2's core schema
 * reads them (`3`, `true`, `null`; an integer past 2^53 stays text); quoted ones are strings. A body of child
 * elements is morph-xml's. A body that opens like YAML but holds more (block scalars, lists, nested maps) is
 * an unreadable call naming `yamlXml` of `salvage/yaml`, which reads all of YAML and, put before the defaults,
 * reads those calls first. A key written twice, or one that reaches the prototype, fails the call; a tag never
 * closed at the end of the text after a mapping line is a cut-off call.
 */
export const yamlLines: CallFormat = {
  name: "yaml-lines",
  openers: (tools) => tagOpeners(tools),
  read(text, context) {
    const tools = taggedTools(context);
    if (tools === undefined) return undefined;
    const calls: FoundCall[] = [];
    for (const name of tools) {
      const selfCloseAt = finder(text, "/>");
      for (const at of visibleOccurrences(text, `<${name}\n`, context.hidden, context.maxCalls)) {
        // repair: the opener's `>` left out, the lines written as its body, the element closed by `/>` on a line of its own.
        const bodyStart = at + name.length + 2;
        const end = selfCloseAt(bodyStart);
        if (end === -1 || !/\n[ \t]*$/.test(text.slice(Math.max(bodyStart - 1, end - 64), end))) continue;
        // No markup in between (each search stops at the next `<`: linear over the openers).
        const markup = text.indexOf("<", bodyStart);
        if (markup !== -1 && markup < end) continue;
        const body = text.slice(bodyStart, end);
        if (!mappingLine.test(firstLine(body))) continue;
        const args = lineArguments(body, context.guideOf(name));
        const span = { start: at, end: end + 2 };
        calls.push(typeof args === "string" ? { name, span, problem: args } : { name, arguments: args, span, repairs: [selfClosedBody] });
      }
      for (const { at, body, end } of tagBodies(text, name, context, (body) => mappingLine.test(firstLine(body)))) {
        if (end === -1) {
          // Cut off by the end of the text after a mapping line: a call, not run.
          calls.push({ name, arguments: body, span: { start: at, end: text.length }, truncated: true });
          break;
        }
        const span = { start: at, end: end + name.length + 3 };
        const args = lineArguments(body, context.guideOf(name));
        if (typeof args === "string") calls.push({ name, span, problem: args });
        else calls.push({ name, arguments: args, span });
      }
    }
    return outermostInOrder(calls);
  },
};

/** The first line of a body that is neither blank nor a comment. */
function firstLine(body: string): string {
  const nonBlank = /\S/g;
  for (;;) {
    const found = nonBlank.exec(body);
    if (found === null) return "";
    const at = found.index;
    const lineEnd = body.indexOf("\n", at);
    if (body[at] !== "#") return body.slice(body.lastIndexOf("\n", at) + 1, lineEnd === -1 ? undefined : lineEnd);
    if (lineEnd === -1) return "";
    nonBlank.lastIndex = lineEnd + 1;
  }
}

/** A `key: value` line: the key, and the value's text with its trailing white space removed. */
const pairLine = /^([A-Za-z_][\w.-]*):[ \t]+(.*?)[ \t]*$/;
/** Characters that cannot start a plain scalar (YAML's indicators); `-`, `?` and `:` can, before a non-space. */
const indicatorStart = /^(?:[,[\]{}#&*!|>'"%@`]|[-?:](?:\s|$))/;

/**
 * A line `key: value` whose value is one scalar on the line: plain (no indicator first, no `: ` or ` #` inside),
 * single-quoted (`''` is a quote) or double-quoted (JSON's escapes only). Anything else is `undefined`.
 */
function pairOf(line: string): { key: string; text: string; quoted: boolean } | undefined {
  const match = pairLine.exec(line);
  if (match === null) return undefined;
  const key = match[1] as string;
  const value = match[2] as string;
  if (value === "") return undefined;
  const single = /^'((?:[^']|'')*)'$/.exec(value);
  if (single !== null) return { key, text: (single[1] as string).replace(/''/g, "'"), quoted: true };
  if (value.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"$/.test(value)) return undefined;
    return { key, text: JSON.parse(value) as string, quoted: true };
  }
  if (indicatorStart.test(value) || value.includes(": ") || value.endsWith(":") || value.includes(" #") || value.includes("\t#")) return undefined;
  return { key, text: value, quoted: false };
}

/** A key whose value is a block scalar: `key: |`, `key: >-` (no explicit indentation indicator). */
const blockHeader = /^([A-Za-z_][\w.-]*):[ \t]+([|>])([+-]?)[ \t]*$/;

/** A body's `key: value` lines as arguments, or why they cannot be read. */
function lineArguments(body: string, guide: GuideNode | undefined): Record<string, unknown> | string {
  if (body.length > maxBody) return "its YAML body is over 1 MiB";
  const out: Record<string, unknown> = {};
  const lines = body.split("\n").map((raw) => (raw.endsWith("\r") ? raw.slice(0, -1) : raw));
  let indent: string | undefined;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    i++;
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const lead = /^[ \t]*/.exec(line)?.[0] ?? "";
    if (indent === undefined) indent = lead;
    // A line indented apart from the others is nesting or a continued value: more than flat lines.
    if (lead !== indent) return yamlBodyProblem;
    const rest = line.slice(lead.length);
    let key: string;
    let value: unknown;
    const block = blockHeader.exec(rest);
    if (block !== null) {
      key = block[1] as string;
      const read = blockScalar(lines, i, lead.length, block[2] === "|", block[3] as "" | "+" | "-");
      if (read === undefined) return yamlBodyProblem;
      value = read.text;
      i = read.next;
    } else {
      const pair = pairOf(rest);
      if (pair === undefined) return yamlBodyProblem;
      key = pair.key;
      const node = propertyNode(guide, key);
      value = pair.quoted ? pair.text : node === undefined ? coreScalar(pair.text) : typedText(pair.text, node);
    }
    if (key === "__proto__" || key === "constructor" || key === "prototype") return `its YAML body has the key "${key}"`;
    if (Object.hasOwn(out, key)) return `its YAML body writes the key "${key}" twice`;
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * A block scalar's text from the line `from` on: the lines indented past the key's `keyIndent` (blank ones
 * included), less the first content line's indentation. `|` keeps the line breaks, `>` folds them into spaces
 * (a blank line is a break); chomping `-` drops the final breaks, none keeps one. Keep chomping (`+`), a `>`
 * block with lines indented further (which YAML keeps apart) or tabs in its indentation are not read here.
 */
function blockScalar(lines: readonly string[], from: number, keyIndent: number, literal: boolean, chomp: "" | "+" | "-"): { text: string; next: number } | undefined {
  let end = from;
  let blockIndent = -1;
  while (end < lines.length) {
    const line = lines[end] as string;
    if (line.trim() === "") {
      end++;
      continue;
    }
    const lead = /^ */.exec(line)?.[0].length ?? 0;
    if (line[lead] === "\t" && lead <= (blockIndent < 0 ? keyIndent : blockIndent)) return undefined;
    if (lead <= keyIndent) break;
    if (blockIndent < 0) blockIndent = lead;
    if (lead < blockIndent) return undefined;
    end++;
  }
  // Blank lines after the block's last content line belong to its trailing breaks, not to the next key.
  let last = end;
  while (last > from && (lines[last - 1] as string).trim() === "") last--;
  const content = lines.slice(from, last).map((line) => (line.trim() === "" ? "" : line.slice(blockIndent)));
  if (blockIndent < 0) return { text: "", next: end };
  let text: string;
  if (literal) text = content.join("\n");
  else {
    if (content.some((line) => /^\s/.test(line))) return undefined;
    text = "";
    let breaks = 0;
    for (const line of content) {
      if (line === "") {
        breaks++;
        continue;
      }
      if (text !== "") text += breaks === 0 ? " " : "\n".repeat(breaks);
      breaks = 0;
      text += line;
    }
  }
  if (chomp === "+") return undefined;
  // Clipped: one final line break, when the last content line has one (the body may end on it).
  return { text: chomp === "-" || last === lines.length ? text : `${text}\n`, next: end };
}

const integer = /^[-+]?[0-9]+$/;
const float = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

/**
 * A plain scalar as YAML 1.2's core schema reads it: null, booleans, integers (decimal, `0o`, `0x`) and floats;
 * anything else is text. A number JavaScript cannot hold exactly (an integer past 2^53, `.inf`) stays text.
 */
function coreScalar(text: string): unknown {
  if (/^(?:null|Null|NULL|~)$/.test(text)) return null;
  if (/^(?:true|True|TRUE)$/.test(text)) return true;
  if (/^(?:false|False|FALSE)$/.test(text)) return false;
  if (integer.test(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : text;
  }
  if (/^0o[0-7]+$/.test(text)) return safe(Number.parseInt(text.slice(2), 8), text);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return safe(Number.parseInt(text.slice(2), 16), text);
  if (float.test(text)) {
    const value = Number(text);
    return Number.isFinite(value) ? value : text;
  }
  return text;
}

function safe(value: number, text: string): unknown {
  return Number.isSafeInteger(value) ? value : text;
}
