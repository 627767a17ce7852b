import { decodeXmlText, xmlTokens } from "../../text/xml-scan.js";

/** An element read by {@link readXmlTree}: its name, its child elements, its text with entities decoded. */
export interface XmlElement {
  readonly name: string;
  readonly children: XmlElement[];
  /** The text content, trimmed at both ends (CDATA kept as written); `""` for an empty element. */
  text: string;
  /** Whether non-whitespace text stands beside child elements (mixed content). */
  mixed: boolean;
  /** Offset of the element's `<` in the text read. */
  readonly start: number;
}

/** Why a text is not a run of balanced elements. */
export type XmlTreeProblem =
  | { readonly kind: "not-xml" }
  | { readonly kind: "text-outside"; readonly position: number }
  | { readonly kind: "unbalanced"; readonly position: number; readonly name: string }
  | { readonly kind: "too-deep"; readonly position: number };

interface Building {
  readonly element: XmlElement;
  readonly parts: { raw: string; cdata: boolean }[];
}

/**
 * The top-level elements of a text made only of balanced XML elements (whitespace, comments and
 * declarations between them), or why it is not one. Built with an explicit stack: deep input cannot
 * overflow; deeper than `maxDepth` is a problem. Linear time.
 */
export function readXmlTree(text: string, maxDepth: number): { elements: XmlElement[] } | { problem: XmlTreeProblem } {
  const first = firstNonSpace(text);
  if (first === -1 || text.charCodeAt(first) !== 0x3c /* < */) return { problem: { kind: "not-xml" } };
  const top: XmlElement[] = [];
  const stack: Building[] = [];
  for (const token of xmlTokens(text)) {
    const current = stack[stack.length - 1];
    switch (token.kind) {
      case "open": {
        const element: XmlElement = { name: token.name, children: [], text: "", mixed: false, start: token.start };
        (current === undefined ? top : current.element.children).push(element);
        if (token.selfClosing) break;
        if (stack.length >= maxDepth) return { problem: { kind: "too-deep", position: token.start } };
        stack.push({ element, parts: [] });
        break;
      }
      case "close":
        if (current === undefined || current.element.name !== token.name) {
          return { problem: { kind: "unbalanced", position: token.start, name: current?.element.name ?? token.name } };
        }
        finish(current);
        stack.pop();
        break;
      case "text":
      case "cdata": {
        const raw = text.slice(token.start, token.end);
        if (current !== undefined) current.parts.push({ raw, cdata: token.kind === "cdata" });
        else if (token.kind === "cdata" || raw.trim() !== "") {
          return { problem: top.length === 0 ? { kind: "not-xml" } : { kind: "text-outside", position: token.start } };
        }
        break;
      }
      case "unterminated":
        return { problem: { kind: "unbalanced", position: token.start, name: current?.element.name ?? "<!--" } };
    }
  }
  const open = stack[stack.length - 1];
  if (open !== undefined) return { problem: { kind: "unbalanced", position: open.element.start, name: open.element.name } };
  if (top.length === 0) return { problem: { kind: "not-xml" } };
  return { elements: top };
}

/**
 * Sets an element's text from its parts: plain text trimmed at the element's two ends, entities decoded.
 * Beside child elements, any part that is not whitespace makes the content mixed.
 */
function finish({ element, parts }: Building): void {
  if (element.children.length > 0) {
    element.mixed = parts.some((p) => p.cdata || p.raw.trim() !== "");
    return;
  }
  let first = 0;
  let last = parts.length - 1;
  while (first <= last && !(parts[first] as { cdata: boolean }).cdata && (parts[first] as { raw: string }).raw.trim() === "") first++;
  while (last >= first && !(parts[last] as { cdata: boolean }).cdata && (parts[last] as { raw: string }).raw.trim() === "") last--;
  let result = "";
  for (let i = first; i <= last; i++) {
    const part = parts[i] as { raw: string; cdata: boolean };
    let raw = part.raw;
    if (!part.cdata && i === first) raw = raw.trimStart();
    if (!part.cdata && i === last) raw = raw.trimEnd();
    result += part.cdata ? raw : decodeXmlText(raw);
  }
  element.text = result;
}

function firstNonSpace(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return i;
  }
  return -1;
}
