import { readLiteral, skipBlank, type LiteralSyntax } from "./literal.js";

/** Python literals: quoted strings with escapes (on one line), `True`/`None`, lists, tuples, dicts. */
export const pythonSyntax: LiteralSyntax = { rawQuotes: [], pythonQuotes: true, bareKeys: false, lineStrings: true };

/** One call of a pythonic list, with where it ends. */
export interface PythonicCall {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly start: number;
  readonly end: number;
}

/** A tool's parameter names in declaration order, for positional arguments (`undefined`: keyword arguments only). */
export type ParameterOrder = (name: string) => readonly string[] | undefined;

/**
 * A pythonic call list at `pos`: `[get_weather(city="Paris"), get_time(tz="CET")]` (Python literals).
 * `undefined` unless the whole list reads.
 */
export function readPythonicList(text: string, pos: number, order?: ParameterOrder): { calls: PythonicCall[]; end: number } | undefined {
  const list = readCallList(text, pos, order);
  return list === undefined || !list.closed ? undefined : { calls: list.calls, end: list.end };
}

/**
 * A call list at `pos`, or one that the end of the text cut after a complete call (`closed: false`, ending
 * after its last call): the calls written whole are read, the missing `]` is the caller's to record.
 */
export function readCallList(text: string, pos: number, order?: ParameterOrder): { calls: PythonicCall[]; end: number; closed: boolean } | undefined {
  if (text[pos] !== "[") return undefined;
  const calls: PythonicCall[] = [];
  let i = skipBlank(text, pos + 1);
  while (text[i] !== "]") {
    const call = readPythonicCall(text, i, order);
    if (call === undefined) return undefined;
    calls.push(call);
    i = skipBlank(text, call.end);
    if (text[i] === ",") i = skipBlank(text, i + 1);
    // repair: a list never closed, its last call whole at the very end of the text
    else if (i >= text.length) return { calls, end: call.end, closed: false };
    else if (text[i] !== "]") return undefined;
  }
  return calls.length === 0 ? undefined : { calls, end: i + 1, closed: true };
}

/**
 * One `name(key=value, …)` call; with `order`, positional arguments (`name("Paris", 3)`) take the tool's
 * parameter names in order, before any keyword argument.
 */
export function readPythonicCall(text: string, pos: number, order?: ParameterOrder): PythonicCall | undefined {
  const head = /^[A-Za-z_][\w.-]*/.exec(text.slice(pos, pos + 256));
  if (head === null || text[pos + head[0].length] !== "(") return undefined;
  const params = order?.(head[0]);
  const args: Record<string, unknown> = {};
  let positional = 0;
  let keywords = false;
  let i = skipBlank(text, pos + head[0].length + 1);
  while (text[i] !== ")") {
    const key = /^[A-Za-z_]\w*/.exec(text.slice(i, i + 256));
    const eq = key === null ? -1 : skipBlank(text, i + key[0].length);
    let name: string;
    let from: number;
    if (key !== null && text[eq] === "=" && text[eq + 1] !== "=") {
      name = key[0];
      from = eq + 1;
      keywords = true;
    } else {
      // A positional argument: only when the tool's parameters are known, and before any keyword.
      const param = params?.[positional];
      if (param === undefined || keywords) return undefined;
      name = param;
      from = i;
      positional++;
    }
    const value = readLiteral(text, from, pythonSyntax);
    if (value === undefined) return undefined;
    Object.defineProperty(args, name, { value: value.value, enumerable: true, writable: true, configurable: true });
    i = skipBlank(text, value.end);
    if (text[i] === ",") i = skipBlank(text, i + 1);
    else if (text[i] !== ")") return undefined;
  }
  return { name: head[0], arguments: args, start: pos, end: i + 1 };
}
