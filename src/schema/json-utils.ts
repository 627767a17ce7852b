/** An object that is not an array or null: the shape of a JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property check that ignores the prototype (`__proto__`, `constructor`, …). */
export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** Sets an own enumerable property, even one named `__proto__` (plain assignment would set the prototype). */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** The text of a thrown value, for messages. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return "unknown error";
  }
}

/** Whether a thrown value is a stack overflow (V8/JSC RangeError, SpiderMonkey InternalError). */
export function isStackOverflow(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "InternalError") return true;
  return error instanceof RangeError && /call stack|recursion/i.test(error.message);
}

/** Deep equality of JSON values (key order ignored); values nested deeper than `depth` compare unequal. */
export function jsonEqual(a: unknown, b: unknown, depth = 256): boolean {
  if (a === b) return true;
  if (depth <= 0 || typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index], depth - 1));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return keys.every((key) => hasOwn(right, key) && jsonEqual(left[key], right[key], depth - 1));
}
