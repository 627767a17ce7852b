import { isPlainObject } from "../json-value.js";

/** What a value contains, for deciding which spelling changes would show. */
export interface Inventory {
  /** Strings and keys, in document order. */
  readonly strings: readonly string[];
  readonly keys: readonly string[];
  readonly literals: number;
  readonly containers: number;
}

/** Lists the strings, keys, `true`/`false`/`null` literals and non-empty containers of a JSON value. */
export function inventory(value: unknown): Inventory {
  const strings: string[] = [];
  const keys: string[] = [];
  let literals = 0;
  let containers = 0;
  const stack: unknown[] = [value];
  // An explicit stack: values can be deep, and this must not overflow.
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === "string") strings.push(node);
    else if (node === null || typeof node === "boolean") literals++;
    else if (Array.isArray(node)) {
      if (node.length > 0) containers++;
      stack.push(...node);
    } else if (isPlainObject(node)) {
      const entries = Object.entries(node);
      if (entries.length > 0) containers++;
      for (const [k, v] of entries) {
        keys.push(k);
        stack.push(v);
      }
    }
  }
  return { strings, keys, literals, containers };
}
