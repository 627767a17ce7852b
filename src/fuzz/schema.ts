import { referenceTarget } from "../schema/resolve-ref.js";

/** A plain JSON Schema: `true`, `false` or an object of keywords (unknown keywords such as `aliases` are kept). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** A JSON Schema object (not a boolean schema). */
export type SchemaObject = { readonly [keyword: string]: unknown };

/** True for a JSON Schema object, false for boolean schemas and anything else. */
export function isSchemaObject(node: unknown): node is SchemaObject {
  return typeof node === "object" && node !== null && !Array.isArray(node);
}

/**
 * Follows `$ref`s as salvage's validator does (`#`, any JSON pointer, percent-encoded or `~0`/`~1` escaped, `#anchor`,
 * a URI relative to an `$id`), from the root; undefined if broken.
 */
export function resolveRef(node: JsonSchema, root: JsonSchema): JsonSchema | undefined {
  let current: JsonSchema = node;
  // A chain of refs longer than this is a cycle of pure aliases, which has no meaning.
  for (let hops = 0; hops < 32; hops++) {
    if (!isSchemaObject(current)) return current;
    // A `$dynamicRef` leads where the validator takes it: to the one schema that declares its anchor (a plain `$ref`).
    const ref = typeof current["$ref"] === "string" ? current["$ref"] : typeof current["$dynamicRef"] === "string" ? current["$dynamicRef"] : undefined;
    if (ref === undefined) return current;
    if (!isSchemaObject(root)) return undefined;
    const target = referenceTarget(root, ref, current);
    if (typeof target !== "boolean" && !isSchemaObject(target)) return undefined;
    current = target;
  }
  return undefined;
}

/** The JSON types a schema node names in `type` (empty when it names none). */
export function typesOf(node: JsonSchema): string[] {
  if (!isSchemaObject(node)) return [];
  const type = node["type"];
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

/** What a schema says about an object: its properties, which are required, whether unknown keys are refused, declared aliases. */
export interface ObjectShape {
  readonly properties: ReadonlyMap<string, JsonSchema>;
  readonly required: ReadonlySet<string>;
  /** `additionalProperties: false` or `unevaluatedProperties: false`: unknown keys make the value invalid. */
  readonly closed: boolean;
  /** Property name → the other names a model is known to use for it (the `aliases` keyword). */
  readonly aliases: ReadonlyMap<string, readonly string[]>;
}

/** The object shape of a schema node, or undefined when the node does not describe objects. */
export function objectShape(node: JsonSchema): ObjectShape | undefined {
  if (!isSchemaObject(node)) return undefined;
  const types = typesOf(node);
  const looksObject = types.includes("object") || (types.length === 0 && ("properties" in node || "required" in node));
  if (!looksObject) return undefined;
  const properties = new Map<string, JsonSchema>();
  const aliases = new Map<string, readonly string[]>();
  const props = node["properties"];
  if (isSchemaObject(props)) {
    for (const [key, sub] of Object.entries(props)) {
      if (typeof sub !== "boolean" && !isSchemaObject(sub)) continue;
      properties.set(key, sub);
      const declared = isSchemaObject(sub) ? sub["aliases"] : undefined;
      if (Array.isArray(declared)) aliases.set(key, declared.filter((a): a is string => typeof a === "string"));
    }
  }
  const required = new Set(Array.isArray(node["required"]) ? node["required"].filter((k): k is string => typeof k === "string") : []);
  const closed = node["additionalProperties"] === false || node["unevaluatedProperties"] === false;
  return { properties, required, closed, aliases };
}

/** Lower-cases and drops `_`, `-` and spaces, so `selector_name`, `selectorName` and `Selector-Name` compare equal. */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[_\-\s]/g, "");
}

/** True if `key` could be read as some property of the shape: a name, a declared alias or a case variant of either. */
export function clashesWithShape(key: string, shape: ObjectShape): boolean {
  const n = normalizeKey(key);
  for (const name of shape.properties.keys()) {
    if (normalizeKey(name) === n) return true;
    for (const alias of shape.aliases.get(name) ?? []) if (normalizeKey(alias) === n) return true;
  }
  return false;
}
