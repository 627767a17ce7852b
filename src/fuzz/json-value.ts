/** Structural equality of JSON values (key order ignored, `-0` equal to `0`). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && deepEqual((a as Record<string, unknown>)[k], rb[k]));
}

/** True for a non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A location in a value: object keys and array indices from the root. */
export type ValuePath = readonly (string | number)[];

/** The value at a path, or `undefined` when the path does not exist. */
export function getAt(value: unknown, path: ValuePath): unknown {
  let node = value;
  for (const step of path) {
    if (typeof step === "number") {
      if (!Array.isArray(node) || step >= node.length) return undefined;
      node = node[step];
    } else {
      if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, step)) return undefined;
      node = node[step];
    }
  }
  return node;
}

/** A copy of `value` with the node at `path` replaced by `replace(node)`; unchanged parts are shared. */
export function updateAt(value: unknown, path: ValuePath, replace: (node: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (typeof head === "number" && Array.isArray(value)) {
    return value.map((item, i) => (i === head ? updateAt(item, rest, replace) : item));
  }
  if (typeof head === "string" && isPlainObject(value)) {
    return defineEntries(Object.entries(value).map(([k, v]) => [k, k === head ? updateAt(v, rest, replace) : v]));
  }
  return value;
}

/** Builds an object from entries with `defineProperty`, so a key like `__proto__` stays an own property. */
export function defineEntries(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}
