/** An object that is not an array or null: the shape of a JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property check that ignores the prototype (`__proto__`, `constructor`, …). */
export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** Sets an own enumerable property, even one named `__proto__` (one copy, with the text layer's parsers). */
export { setOwn } from "../text/set-own.js";

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

