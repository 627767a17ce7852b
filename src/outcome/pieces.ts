import type { PieceKind } from "./types.js";

/** A piece's name when it is a non-empty string, else `undefined` (the piece is unusable). */
export function pieceName(piece: unknown): string | undefined {
  if (typeof piece !== "object" || piece === null) return undefined;
  const name: unknown = (piece as { name?: unknown }).name;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/**
 * The message of a `skip` step for a piece that threw.
 * @example pieceThrewMessage(new Error("boom")) // "It threw Error: boom; skipped."
 */
export function pieceThrewMessage(error: unknown): string {
  let said: string;
  try {
    said = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    said = "a value that cannot be shown";
  }
  return `It threw ${said.length > 200 ? `${said.slice(0, 200)}…` : said}; skipped.`;
}

/** What a schema asks for, in the terms a piece's `wants` uses (see `Extractor.wants`, `Reader.wants`). */
export interface SchemaWants {
  /** One scalar: a boolean, a number, an enum or a string (or a list of such). */
  readonly scalar: boolean;
  /** An array at the top, and not an object or a string. */
  readonly array: boolean;
  /** An object with one required free string (`{answer: string}`). */
  readonly words: boolean;
}

/**
 * Whether a piece that declares `wants` may find or read anything under a schema that asks for what `scalar`, `array`
 * and `words` say (see {@link SchemaWants}): one of its entries is asked for. No usable declaration (absent, not an
 * array, an entry it does not know): it always runs.
 */
export function isWanted(wants: unknown, scalar: boolean, array: boolean, words: boolean): boolean {
  if (!Array.isArray(wants)) return true;
  for (let i = 0; i < wants.length; i++) {
    const want: unknown = wants[i];
    if (want === "scalar" ? scalar : want === "array" ? array : want === "words" ? words : true) return true;
  }
  return false;
}

/**
 * The pieces of `list` without those that declare `wants` none of which is asked for, read once (when a parser is
 * compiled) rather than on every call, frozen. Anything else is kept, to be judged on each call as before: a piece
 * without a name, a declaration that is not an array, a getter that throws.
 */
export function wantedPieces<T>(list: readonly T[], scalar: boolean, array: boolean, words: boolean): readonly T[] {
  const unwanted = (piece: T): boolean => {
    try {
      const wants: unknown = pieceName(piece) === undefined ? undefined : (piece as { wants?: unknown }).wants;
      return Array.isArray(wants) && !isWanted(wants, scalar, array, words);
    } catch {
      return false;
    }
  };
  return Object.freeze(list.filter((piece) => !unwanted(piece)));
}

/**
 * The message of a `skip` step for something given as a piece that is not one.
 * @example notAPieceMessage("extractor") // "Not an extractor: it needs a non-empty string name and a find function; skipped."
 */
export function notAPieceMessage(kind: PieceKind): string {
  const shape = { extractor: "a find function", reader: "a read function", rule: "an apply function", format: "a read function" }[kind];
  return `Not ${kind === "extractor" ? "an" : "a"} ${kind}: it needs a non-empty string name and ${shape}; skipped.`;
}

/**
 * Whether a value a user piece returned is JSON data: null, a boolean, a finite number, a string, or arrays
 * and plain objects of those, no deeper than `maxDepth`, with no cycle or shared node. Iterative: a deep
 * or huge value cannot overflow the stack. Never throws (a throwing getter or proxy answers `false`).
 */
export function isJsonData(value: unknown, maxDepth: number): boolean {
  try {
    const seen = new Set<object>();
    const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
    while (stack.length > 0) {
      const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
      if (current === null || typeof current === "string" || typeof current === "boolean") continue;
      if (typeof current === "number") {
        if (!Number.isFinite(current)) return false;
        continue;
      }
      if (typeof current !== "object" || depth >= maxDepth || seen.has(current)) return false;
      seen.add(current);
      if (Array.isArray(current)) {
        for (const item of current) stack.push({ value: item, depth: depth + 1 });
        continue;
      }
      const proto: unknown = Object.getPrototypeOf(current);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Object.keys(current)) stack.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 });
    }
    return true;
  } catch {
    return false;
  }
}

/** `skip` step message for a piece whose value is not JSON data. */
export function notJsonDataMessage(): string {
  return "It returned a value that is not JSON data (a function, a class instance, a cycle, a non-finite number, or nesting deeper than maxDepth); skipped.";
}

/**
 * A copy of what a user piece returned, made by reading each property once: JSON data as {@link isJsonData} means
 * it, rebuilt from plain objects and arrays, or `undefined` when it is not JSON data (or a getter or proxy throws on
 * the way). salvage validates and returns the copy, so a value that changes between reads (a getter, a proxy) is
 * judged and returned as one and the same value. Iterative and bounded by `maxDepth`.
 * @example copyJsonData({ a: [1, "x"] }, 64) // { value: { a: [1, "x"] } }
 */
export function copyJsonData(value: unknown, maxDepth: number): { readonly value: unknown } | undefined {
  try {
    const seen = new Set<object>();
    const root: { value: unknown } = { value: undefined };
    const stack: { value: unknown; depth: number; into: Record<string, unknown> | unknown[]; key: string | number }[] = [
      { value, depth: 0, into: root as unknown as Record<string, unknown>, key: "value" },
    ];
    while (stack.length > 0) {
      const { value: current, depth, into, key } = stack.pop() as (typeof stack)[number];
      let copy: unknown;
      if (current === null || typeof current === "string" || typeof current === "boolean") copy = current;
      else if (typeof current === "number") {
        if (!Number.isFinite(current)) return undefined;
        copy = current;
      } else {
        if (typeof current !== "object" || depth >= maxDepth || seen.has(current)) return undefined;
        seen.add(current);
        if (Array.isArray(current)) {
          const items: unknown[] = [];
          const length = current.length;
          for (let index = 0; index < length; index++) stack.push({ value: current[index], depth: depth + 1, into: items, key: index });
          copy = items;
        } else {
          const proto: unknown = Object.getPrototypeOf(current);
          if (proto !== Object.prototype && proto !== null) return undefined;
          const object: Record<string, unknown> = {};
          for (const name of Object.keys(current)) {
            // The key is placed now, so the copy keeps the original's key order (values are filled in as they pop).
            put(object, name, undefined);
            stack.push({ value: (current as Record<string, unknown>)[name], depth: depth + 1, into: object, key: name });
          }
          copy = object;
        }
      }
      if (Array.isArray(into)) into[key as number] = copy;
      else put(into, key as string, copy);
    }
    return { value: root.value };
  } catch {
    return undefined;
  }
}

function put(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}
