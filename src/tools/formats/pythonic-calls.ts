import { readLiteral, skipBlank, type LiteralSyntax } from "./literal.js";

/** Python literals: quoted strings with escapes, `True`/`None`, lists, dicts. */
export const pythonSyntax: LiteralSyntax = { rawQuotes: [], pythonQuotes: true, bareKeys: false };

/** One call of a pythonic list, with where it ends. */
export interface PythonicCall {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly start: number;
  readonly end: number;
}

/**
 * A pythonic call list at `pos`: `[get_weather(city="Paris"), get_time(tz="CET")]` (keyword arguments
 * only, Python literals). `undefined` unless the whole list reads; `closed: false` when it runs to the end
 * of the text unclosed.
 */
export function readPythonicList(text: string, pos: number): { calls: PythonicCall[]; end: number } | undefined {
  if (text[pos] !== "[") return undefined;
  const calls: PythonicCall[] = [];
  let i = skipBlank(text, pos + 1);
  while (text[i] !== "]") {
    const call = readPythonicCall(text, i);
    if (call === undefined) return undefined;
    calls.push(call);
    i = skipBlank(text, call.end);
    if (text[i] === ",") i = skipBlank(text, i + 1);
    else if (text[i] !== "]") return undefined;
  }
  return calls.length === 0 ? undefined : { calls, end: i + 1 };
}

/** One `name(key=value, …)` call. */
export function readPythonicCall(text: string, pos: number): PythonicCall | undefined {
  const head = /^[A-Za-z_][\w.-]*/.exec(text.slice(pos, pos + 256));
  if (head === null || text[pos + head[0].length] !== "(") return undefined;
  const args: Record<string, unknown> = {};
  let i = skipBlank(text, pos + head[0].length + 1);
  while (text[i] !== ")") {
    const key = /^[A-Za-z_]\w*/.exec(text.slice(i, i + 256));
    if (key === null) return undefined;
    i = skipBlank(text, i + key[0].length);
    if (text[i] !== "=") return undefined;
    const value = readLiteral(text, i + 1, pythonSyntax);
    if (value === undefined) return undefined;
    Object.defineProperty(args, key[0], { value: value.value, enumerable: true, writable: true, configurable: true });
    i = skipBlank(text, value.end);
    if (text[i] === ",") i = skipBlank(text, i + 1);
    else if (text[i] !== ")") return undefined;
  }
  return { name: head[0], arguments: args, start: pos, end: i + 1 };
}
