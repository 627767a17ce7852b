import { deepEqual, getAt, isPlainObject, type ValuePath } from "./json-value.js";
import { isSchemaObject, objectShape, resolveRef, type JsonSchema, type ObjectShape } from "./schema.js";
import type { Draft } from "./types.js";
import { validates } from "./validate.js";

/** A place in the expected value where a value corruption may act, with the written value at the same path. */
export interface Site {
  readonly path: ValuePath;
  readonly expected: unknown;
  /** The written value at the same path; undefined when `present` is false. */
  readonly written: unknown;
  /** The path still exists in the written value. */
  readonly present: boolean;
  /** The written node equals the expected node: nothing has touched it yet. */
  readonly pristine: boolean;
  /** The schema of this node as declared by its parent: what the corrupted node is checked against. */
  readonly declared: JsonSchema;
  /** The declared schema with `$ref` followed and the one matching `anyOf`/`oneOf` branch chosen. */
  readonly schema: JsonSchema;
  /** The object shape, when the node is an object described by its schema. */
  readonly shape?: ObjectShape;
}

const MAX_DEPTH = 64;

/**
 * Every node of `draft.expected` whose schema is unambiguous, in document order.
 * Nodes under a union where several branches (or none) match are left out: a corruption there could be
 * repaired into another branch, so it would not be honestly recoverable.
 */
export function sitesOf(draft: Pick<Draft, "expected" | "written">, root: JsonSchema): Site[] {
  const out: Site[] = [];
  visit(draft, root, root, draft.expected, [], out, 0);
  return out;
}

function visit(draft: Pick<Draft, "written">, root: JsonSchema, declared: JsonSchema, expected: unknown, path: ValuePath, out: Site[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const schema = branchFor(declared, expected, root);
  if (schema === undefined) return;
  const present = path.length === 0 || hasAt(draft.written, path);
  const written = present ? getAt(draft.written, path) : undefined;
  const shape = isPlainObject(expected) ? objectShape(schema) : undefined;
  out.push({ path, expected, written, present, pristine: present && deepEqual(written, expected), declared, schema, ...(shape ? { shape } : {}) });
  if (isPlainObject(expected) && shape) {
    for (const [key, item] of Object.entries(expected)) {
      const sub = shape.properties.get(key);
      if (sub !== undefined) visit(draft, root, sub, item, [...path, key], out, depth + 1);
    }
  } else if (Array.isArray(expected) && isSchemaObject(schema)) {
    const prefix = Array.isArray(schema["prefixItems"]) ? (schema["prefixItems"] as unknown[]) : [];
    expected.forEach((item, i) => {
      const sub = i < prefix.length ? prefix[i] : schema["items"];
      if (typeof sub === "boolean" || isSchemaObject(sub)) visit(draft, root, sub, item, [...path, i], out, depth + 1);
    });
  }
}

function hasAt(value: unknown, path: ValuePath): boolean {
  const parent = getAt(value, path.slice(0, -1));
  const last = path[path.length - 1];
  if (typeof last === "number") return Array.isArray(parent) && last < parent.length;
  return isPlainObject(parent) && last !== undefined && Object.prototype.hasOwnProperty.call(parent, last);
}

/** The schema that describes `value` at this node, following refs and picking the single matching union branch. */
export function branchFor(declared: JsonSchema, value: unknown, root: JsonSchema): JsonSchema | undefined {
  let node = resolveRef(declared, root);
  for (let hops = 0; hops < 16 && node !== undefined; hops++) {
    if (!isSchemaObject(node)) return node;
    if (Array.isArray(node["allOf"])) return undefined;
    const union = Array.isArray(node["anyOf"]) ? node["anyOf"] : Array.isArray(node["oneOf"]) ? node["oneOf"] : undefined;
    if (union === undefined) return node;
    const matching = union.filter((b): b is JsonSchema => (typeof b === "boolean" || isSchemaObject(b)) && validates(b, value, root));
    if (matching.length !== 1) return undefined;
    const { anyOf: _a, oneOf: _o, ...rest } = node;
    const chosen = resolveRef(matching[0] as JsonSchema, root);
    if (chosen === undefined || chosen === false) return undefined;
    node = chosen === true ? rest : { ...rest, ...chosen };
  }
  return undefined;
}

/** Object sites whose written node is still an object: where key corruptions act. */
export function objectSites(draft: Pick<Draft, "expected" | "written">, root: JsonSchema): (Site & { shape: ObjectShape; written: Record<string, unknown>; expected: Record<string, unknown> })[] {
  return sitesOf(draft, root).filter(
    (s): s is Site & { shape: ObjectShape; written: Record<string, unknown>; expected: Record<string, unknown> } =>
      s.shape !== undefined && isPlainObject(s.written) && isPlainObject(s.expected),
  );
}
