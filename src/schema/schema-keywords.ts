// How the guide reads single keywords; each failure names the JSON pointer of the bad keyword.
import { anyNode, type DraftNode } from "./guide-nodes.js";
import type { GuideNode, JsonType } from "./guide-types.js";
import { hasOwn } from "./json-utils.js";
import { SchemaError, at, pointerOf, type Location } from "./schema-error.js";

const JSON_TYPES: ReadonlySet<string> = new Set<JsonType>(["object", "array", "string", "number", "integer", "boolean", "null"]);

/** An items node as the guide stores it: `undefined` for "any item". */
export function itemNode(node: GuideNode): GuideNode | undefined {
  return node === anyNode ? undefined : node;
}

/** The explicit `type` keyword as a set, or `undefined` when absent; a name that is not a JSON type fails. */
export function readTypes(schema: Record<string, unknown>, loc: Location): Set<JsonType> | undefined {
  if (!hasOwn(schema, "type")) return undefined;
  const type = schema["type"];
  const typeLoc = at(loc, "type");
  const list: readonly unknown[] = Array.isArray(type) ? type : [type];
  const types = new Set<JsonType>();
  list.forEach((entry, index) => {
    if (typeof entry !== "string" || !JSON_TYPES.has(entry)) {
      const where = Array.isArray(type) ? at(typeLoc, index) : typeLoc;
      throw new SchemaError(pointerOf(where), `${JSON.stringify(entry) ?? String(entry)} is not a JSON type (object, array, string, number, integer, boolean, null)`);
    }
    types.add(entry as JsonType);
  });
  return types;
}

/** Types implied when `type` is absent: `properties` → object, `items` → array, `enum`/`const` → their values' types. */
export function inferTypes(schema: Record<string, unknown>, node: DraftNode): Set<JsonType> | undefined {
  const types = new Set<JsonType>();
  if (hasOwn(schema, "properties")) types.add("object");
  if (hasOwn(schema, "items") || hasOwn(schema, "prefixItems")) types.add("array");
  if (node.enum !== undefined) for (const value of node.enum) types.add(typeOfValue(value));
  return types.size === 0 && node.enum === undefined ? undefined : types;
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  if (typeof value === "string" || typeof value === "boolean") return typeof value as "string" | "boolean";
  return "object";
}

/** The `required` names (empty when absent); anything but a list of strings fails. */
export function readRequired(schema: Record<string, unknown>, loc: Location): ReadonlySet<string> {
  if (!hasOwn(schema, "required")) return new Set();
  const required = schema["required"];
  // Draft 3's `required: true` on a property is not supported; say so rather than guess.
  if (!Array.isArray(required) || !required.every((name) => typeof name === "string")) {
    throw new SchemaError(pointerOf(at(loc, "required")), "required must be an array of property names");
  }
  return new Set(required as string[]);
}

/** A count keyword (`minItems`, `maxItems`); anything but a non-negative integer fails. */
export function readCount(schema: Record<string, unknown>, keyword: string, loc: Location): number | undefined {
  if (!hasOwn(schema, keyword)) return undefined;
  const count = schema[keyword];
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    throw new SchemaError(pointerOf(at(loc, keyword)), `${keyword} must be a non-negative integer`);
  }
  return count;
}

/** The `aliases` a property schema declares (salvage's keyword, written by zod `.meta` and valibot `v.metadata`). */
export function readAliases(schema: Record<string, unknown>, loc: Location): readonly string[] {
  if (!hasOwn(schema, "aliases")) return [];
  const aliases = schema["aliases"];
  if (!Array.isArray(aliases) || !aliases.every((alias) => typeof alias === "string")) {
    throw new SchemaError(pointerOf(at(loc, "aliases")), "aliases must be an array of strings");
  }
  return unique(aliases as string[]);
}

/** The strings once each, first occurrence first. */
export function unique(values: readonly string[]): readonly string[] {
  return [...new Set(values)];
}
