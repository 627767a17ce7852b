/**
 * A linear XML tokenizer for what models write: elements with attributes, text, CDATA sections; comments,
 * processing instructions and declarations are skipped. It is shared by the `xml-block` extractor (which
 * looks for elements in prose) and the `xml-elements` reader (which reads them). A `<` that does not
 * start a well-formed tag is text (`a < b`), never an error; so is a `&` that starts no entity.
 */
import { isDigit, isJsonWhitespace } from "./chars.js";

/** One token of {@link XmlScanner}: offsets into the scanned text. */
export type XmlToken =
  | { readonly kind: "open"; readonly name: string; readonly start: number; readonly end: number; readonly selfClosing: boolean }
  | { readonly kind: "close"; readonly name: string; readonly start: number; readonly end: number }
  /** Raw text, entities not yet decoded: `text.slice(start, end)`. */
  | { readonly kind: "text"; readonly start: number; readonly end: number }
  /** The content of `<![CDATA[…]]>`: `text.slice(start, end)`, taken as written. */
  | { readonly kind: "cdata"; readonly start: number; readonly end: number }
  /** A comment or CDATA section left open: nothing after `start` can be read. */
  | { readonly kind: "unterminated"; readonly start: number; readonly end: number };

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;

/**
 * Tokens of `text` in `[from, to)`, in order, in time linear in the length: a tag is scanned to its `>`
 * but never past the next `<` (an attribute value cannot hold one), and a search for a comment's or a
 * processing instruction's end that failed once is not repeated.
 */
export function* xmlTokens(text: string, from = 0, to = text.length): Generator<XmlToken, void, undefined> {
  // Past these offsets the terminator was searched for and not found.
  const missing = new Map<string, number>();
  const find = (needle: string, at: number): number => {
    if (at >= (missing.get(needle) ?? Infinity)) return -1;
    const found = text.indexOf(needle, at);
    if (found === -1 || found + needle.length > to) {
      missing.set(needle, Math.min(at, missing.get(needle) ?? Infinity));
      return -1;
    }
    return found;
  };
  let textStart = from;
  let pos = from;
  while (pos < to) {
    const lt = text.indexOf("<", pos);
    if (lt === -1 || lt >= to) break;
    const markup = readMarkup(text, lt, to, find);
    if (markup === undefined) {
      // Not markup: the `<` is a character of the text.
      pos = lt + 1;
      continue;
    }
    if (lt > textStart) yield { kind: "text", start: textStart, end: lt };
    if (markup.token !== undefined) yield markup.token;
    if (markup.token?.kind === "unterminated") return;
    pos = textStart = markup.end;
  }
  if (to > textStart) yield { kind: "text", start: textStart, end: to };
}

/** The markup at `lt` (a tag, CDATA, a comment, a declaration) and where it ends, or undefined for text. */
function readMarkup(
  text: string,
  lt: number,
  to: number,
  find: (needle: string, at: number) => number,
): { token: XmlToken | undefined; end: number } | undefined {
  const next = text.charCodeAt(lt + 1);
  if (next === 0x21 /* ! */) {
    if (text.startsWith("<!--", lt)) return closed(find("-->", lt + 4), 3, lt, to, undefined);
    if (text.startsWith("<![CDATA[", lt)) {
      const close = find("]]>", lt + 9);
      return closed(close, 3, lt, to, { kind: "cdata", start: lt + 9, end: close });
    }
    // `<!DOCTYPE …>` and other declarations: skipped to their `>`, never past a `<`.
    const end = tagEnd(text, lt + 2, to);
    return end === -1 ? undefined : { token: undefined, end };
  }
  if (next === 0x3f /* ? */) {
    const close = find("?>", lt + 2);
    return close === -1 ? undefined : { token: undefined, end: close + 2 };
  }
  const tag = readTag(text, lt, to);
  return tag === undefined ? undefined : { token: tag, end: tag.end };
}

function closed(close: number, length: number, lt: number, to: number, token: XmlToken | undefined): { token: XmlToken | undefined; end: number } {
  if (close === -1) return { token: { kind: "unterminated", start: lt, end: to }, end: to };
  return { token, end: close + length };
}

/** Offset one past the `>` that ends a declaration begun before `from`, or -1 when a `<` or the end comes first. */
function tagEnd(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === GT) return i + 1;
    if (c === LT) return -1;
  }
  return -1;
}

/** An element tag at `lt`: `<name attr="v">`, `<name/>` or `</name>`, or undefined. Never reads past the next `<`. */
function readTag(text: string, lt: number, to: number): XmlToken | undefined {
  let i = lt + 1;
  const closing = text.charCodeAt(i) === SLASH;
  if (closing) i++;
  const nameStart = i;
  if (i >= to || !isNameStart(text.charCodeAt(i))) return undefined;
  while (i < to && isNameChar(text.charCodeAt(i))) i++;
  const name = text.slice(nameStart, i);
  for (;;) {
    const spaceStart = i;
    while (i < to && isJsonWhitespace(text.charCodeAt(i))) i++;
    if (i >= to) return undefined;
    const c = text.charCodeAt(i);
    if (c === GT) return closing ? { kind: "close", name, start: lt, end: i + 1 } : { kind: "open", name, start: lt, end: i + 1, selfClosing: false };
    if (c === SLASH && !closing) {
      return text.charCodeAt(i + 1) === GT && i + 1 < to ? { kind: "open", name, start: lt, end: i + 2, selfClosing: true } : undefined;
    }
    // An attribute: name, then optionally `=` and a quoted or bare value; a closing tag takes none.
    if (closing || i === spaceStart || !isNameStart(c)) return undefined;
    while (i < to && isNameChar(text.charCodeAt(i))) i++;
    let j = i;
    while (j < to && isJsonWhitespace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 0x3d /* = */) continue;
    j++;
    while (j < to && isJsonWhitespace(text.charCodeAt(j))) j++;
    const quote = text.charCodeAt(j);
    if (quote === 0x22 || quote === 0x27) {
      j++;
      while (j < to && text.charCodeAt(j) !== quote) {
        if (text.charCodeAt(j) === LT) return undefined;
        j++;
      }
      if (j >= to) return undefined;
      i = j + 1;
    } else {
      // tolerance: an unquoted value (`<a id=x>`), up to whitespace or the tag's end.
      const valueStart = j;
      while (j < to && !isJsonWhitespace(text.charCodeAt(j)) && text.charCodeAt(j) !== GT && text.charCodeAt(j) !== LT && text.charCodeAt(j) !== SLASH) j++;
      if (j === valueStart) return undefined;
      i = j;
    }
  }
}

/** XML name start characters, ASCII and beyond (`_`, `:`, letters; no digit, `-` or `.`). */
function isNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && c < 0x2000);
}

function isNameChar(c: number): boolean {
  return isNameStart(c) || isDigit(c) || c === 0x2d || c === 0x2e || c === 0xb7;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/**
 * Text with its XML entities decoded: the five named ones and numeric references (`&#10;`, `&#x2F;`).
 * Anything else that starts with `&` (`&nbsp;`, `a & b`, a reference to no valid character) is kept as
 * written. Linear: an entity is looked for within 10 characters of its `&`.
 * @example decodeXmlText("a &lt; b &amp;&amp; c") // "a < b && c"
 */
export function decodeXmlText(raw: string): string {
  let amp = raw.indexOf("&");
  if (amp === -1) return raw;
  let out = "";
  let last = 0;
  // The next `;` after the current `&`, searched again only once passed: linear however many `&` there are.
  let semi = -2;
  while (amp !== -1) {
    if (semi !== -1 && semi <= amp) semi = raw.indexOf(";", amp + 1);
    const decoded = semi !== -1 && semi - amp <= 10 ? entity(raw.slice(amp + 1, semi)) : undefined;
    if (decoded !== undefined) {
      out += raw.slice(last, amp) + decoded;
      last = semi + 1;
    }
    amp = raw.indexOf("&", decoded === undefined ? amp + 1 : last);
  }
  return out + raw.slice(last);
}

function entity(body: string): string | undefined {
  const named = NAMED_ENTITIES[body];
  if (named !== undefined && Object.hasOwn(NAMED_ENTITIES, body)) return named;
  if (body.charCodeAt(0) !== 0x23 /* # */) return undefined;
  const hex = body.charCodeAt(1) === 0x78 || body.charCodeAt(1) === 0x58;
  const digits = body.slice(hex ? 2 : 1);
  if (digits === "" || !(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return undefined;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  // XML's Char production: no NUL, no lone surrogate, nothing past U+10FFFF.
  if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return undefined;
  return String.fromCodePoint(code);
}
