import type { JsonType } from "../schema/guide-types.js";

/** A plain JSON object (not an array, not null): the schema's `isRecord`, one copy. */
export { isRecord as isPlainObject } from "../schema/json-utils.js";

/** The JSON type of a value (`"number"` for every finite number), or `undefined` for non-JSON values. */
export function jsonTypeOf(value: unknown): Exclude<JsonType, "integer"> | undefined {
  switch (typeof value) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
      return Number.isFinite(value) ? "number" : undefined;
    case "object":
      if (value === null) return "null";
      return Array.isArray(value) ? "array" : "object";
    default:
      return undefined;
  }
}

/** Whether `types` accepts `value` (`undefined` accepts everything; `integer` accepts whole numbers). */
export function typeAccepts(types: ReadonlySet<JsonType> | undefined, value: unknown): boolean {
  if (types === undefined) return true;
  const type = jsonTypeOf(value);
  if (type === undefined) return false;
  if (types.has(type)) return true;
  return type === "number" && types.has("integer") && Number.isInteger(value);
}

/** Whether `types` names `type` explicitly (`number` also counts for `integer`). */
export function typeAllows(types: ReadonlySet<JsonType> | undefined, type: JsonType): boolean {
  if (types === undefined) return true;
  if (types.has(type)) return true;
  return type === "integer" && types.has("number");
}

/** Defines an own data property, so a `__proto__` key stays data and never reaches a prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A shallow copy of an object that keeps every key, `__proto__` included, as own data. */
export function copyObject(source: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) setOwn(copy, key, source[key]);
  return copy;
}

/** Own-property test that ignores the prototype chain (one copy, with the schema's JSON helpers). */
export { hasOwn } from "../schema/json-utils.js";

/** Structural equality of JSON values (it lives with the text layer, whose parsers compare repeated keys' values). */
export { jsonEqual } from "../text/json-equal.js";
