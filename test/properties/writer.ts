/**
 * A JSON writer for the properties: JSON or near-JSON (single quotes, bare keys, trailing commas, Python
 * literals, comments), keys in any order and any whitespace, so one value can be written many ways.
 * Objects are written from their own enumerable keys, so a `__proto__` key made with `defineProperty` or
 * `JSON.parse` is written like any other.
 */
import * as fc from "fast-check";

export interface WriteStyle {
  readonly quote: "double" | "single";
  readonly unquotedKeys: boolean;
  readonly trailingCommas: boolean;
  readonly python: boolean;
  readonly comments: boolean;
}

export const jsonStyle: WriteStyle = { quote: "double", unquotedKeys: false, trailingCommas: false, python: false, comments: false };

export const writeStyle: fc.Arbitrary<WriteStyle> = fc.record({
  quote: fc.constantFrom("double", "single"),
  unquotedKeys: fc.boolean(),
  trailingCommas: fc.boolean(),
  python: fc.boolean(),
  comments: fc.boolean(),
});

/** Whitespace between tokens: drawn from a fixed list by a seed, so the same seed lays out the same way. */
export function whitespace(seed: number): () => string {
  const spaces = ["", "", " ", "  ", "\n", "\n  ", "\t", "\r\n", " \n\t "];
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return spaces[(state >>> 0) % spaces.length] as string;
  };
}

/** A key order: identity, reversed, or shuffled by a seed. */
export function keyOrder(seed: number): <T>(keys: T[]) => T[] {
  let state = seed >>> 0 || 7;
  return (keys) => {
    const out = [...keys];
    for (let i = out.length - 1; i > 0; i--) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const j = state % (i + 1);
      [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
    }
    return out;
  };
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function quote(text: string, style: WriteStyle): string {
  const json = JSON.stringify(text);
  if (style.quote === "double") return json;
  // JSON's escapes, with `"` bare and `'` escaped instead.
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

export interface WriteOptions {
  readonly style?: WriteStyle;
  readonly space?: () => string;
  readonly order?: <T>(keys: T[]) => T[];
}

/** Writes a JSON value (no cycles) as text in the given style, whitespace and key order. */
export function write(value: unknown, options: WriteOptions = {}): string {
  const style = options.style ?? jsonStyle;
  const space = options.space ?? (() => "");
  const order = options.order ?? ((keys) => keys);
  const list = (open: string, items: string[], close: string): string => {
    const sep = style.comments ? `,${space()}/* c */${space()}` : `,${space()}`;
    const tail = style.trailingCommas && items.length > 0 ? "," : "";
    return `${open}${space()}${items.join(sep)}${tail}${space()}${close}`;
  };
  const go = (v: unknown): string => {
    if (v === null) return style.python ? "None" : "null";
    if (v === true) return style.python ? "True" : "true";
    if (v === false) return style.python ? "False" : "false";
    if (typeof v === "number") return JSON.stringify(v);
    if (typeof v === "string") return quote(v, style);
    if (Array.isArray(v)) return list("[", v.map(go), "]");
    const record = v as Record<string, unknown>;
    const entries = order(Object.keys(record)).map((key) => {
      const name = style.unquotedKeys && IDENTIFIER.test(key) && !["true", "false", "null", "True", "False", "None"].includes(key) ? key : quote(key, style);
      return `${name}${space()}:${space()}${go(record[key])}`;
    });
    return list("{", entries, "}");
  };
  return go(value);
}
