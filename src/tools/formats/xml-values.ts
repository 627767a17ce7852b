import type { GuideNode } from "../../schema/index.js";
import { propertyNode, typedText } from "./typed-text.js";

/** Keys that would reach an object's prototype: a call that writes one as a parameter is refused. */
const unsafeKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A parameter value as the XML templates frame it. `<parameter=x>\nvalue\n</parameter>` loses the line
 * breaks the template put around it (the value's own indentation is kept); when the closer is indented
 * (pretty-printed markup), a one-line value also loses its blanks. A value written inline loses the spaces
 * around it, nothing else.
 * @example framedValue("\n  Paris\n  ") // "Paris"
 */
export function framedValue(raw: string): string {
  const firstBreak = raw.indexOf("\n");
  if (firstBreak === -1 || raw.slice(0, firstBreak).trim() !== "") return raw.replace(/^ +| +$/g, "");
  let value = raw.slice(firstBreak + 1);
  const lastBreak = value.lastIndexOf("\n");
  const lastLine = lastBreak === -1 ? value : value.slice(lastBreak + 1);
  if (lastBreak === -1 || lastLine.trim() !== "") return value;
  value = value.slice(0, value[lastBreak - 1] === "\r" ? lastBreak - 1 : lastBreak);
  return lastLine !== "" && !value.includes("\n") ? value.trim() : value;
}

/** The content of a `<![CDATA[…]]>` section when the value is one (its text is literal). */
export function cdataContent(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed.startsWith("<![CDATA[") && trimmed.endsWith("]]>") ? trimmed.slice(9, -3) : undefined;
}

/** A parameter name as the templates write it: a word (`city`, `max-results`, `a.b`). */
export function isParameterName(key: string): boolean {
  return key.length > 0 && key.length <= 256 && /^[\p{L}_][\p{L}\p{N}_.-]*$/u.test(key) && !unsafeKeys.has(key);
}

/**
 * Text parameters into an object, each value typed by the tool's schema: a key written twice becomes a
 * list (the schema then says whether a list fits). `undefined` when a key is not a parameter name or would
 * reach the prototype: such a call is not read.
 */
export function xmlArguments(pairs: readonly (readonly [string, string])[], guide: GuideNode | undefined, text: (key: string) => boolean = () => false): Record<string, unknown> | undefined {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of pairs) {
    if (!isParameterName(key)) return undefined;
    const list = grouped.get(key) ?? [];
    list.push(value);
    grouped.set(key, list);
  }
  const out: Record<string, unknown> = {};
  for (const [key, values] of grouped) {
    const node = propertyNode(guide, key);
    const type = (value: string): unknown => (text(key) ? value : typedText(value, values.length > 1 ? node?.items : node));
    const value = values.length === 1 ? type(values[0] as string) : values.map(type);
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const entities: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** XML character references decoded (`&lt;` → `<`, `&#39;` → `'`), as an XML parser reads them. */
export function decodeEntities(value: string): string {
  return value.replace(/&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (whole, name: string) => {
    if (name.startsWith("#x")) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10)) ?? whole;
    return entities[name] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
