import { deepEqual, defineEntries, isPlainObject } from "../json-value.js";
import { clashesWithShape, isSchemaObject, objectShape, resolveRef, typesOf, type JsonSchema } from "../schema.js";
import { validates } from "../validate.js";

/** The schema as a model echoes it back: the JSON Schema itself, without the `aliases` extension. */
export function schemaEcho(node: unknown, depth = 0): unknown {
  if (depth > 32) return {};
  if (Array.isArray(node)) return node.map((n) => schemaEcho(n, depth + 1));
  if (!isPlainObject(node)) return node;
  return defineEntries(Object.entries(node).filter(([k]) => k !== "aliases").map(([k, v]) => [k, schemaEcho(v, depth + 1)]));
}

/** Most schema nodes a format example is written from. */
const MAX_EXAMPLE_NODES = 400;

/** A format example with type names for values (`{"price": "<number>"}`), as models write before the real answer. */
export function typePlaceholder(node: JsonSchema, root: JsonSchema, depth = 0, budget = { left: MAX_EXAMPLE_NODES }): unknown {
  const resolved = resolveRef(node, root);
  // Depth and a node budget bound the example: a wide recursive schema would otherwise grow it exponentially.
  if (resolved === undefined || !isSchemaObject(resolved) || depth > 6 || --budget.left < 0) return "...";
  const union = resolved["anyOf"] ?? resolved["oneOf"];
  if (Array.isArray(union) && union.length > 0) return typePlaceholder(union[0] as JsonSchema, root, depth + 1, budget);
  if (Array.isArray(resolved["enum"])) return resolved["enum"].map(String).join(" | ");
  const shape = objectShape(resolved);
  if (shape) return defineEntries([...shape.properties].map(([k, v]) => [k, typePlaceholder(v, root, depth + 1, budget)]));
  const type = typesOf(resolved)[0];
  if (type === "array") {
    const items = resolved["items"];
    return [typeof items === "boolean" || isSchemaObject(items) ? typePlaceholder(items, root, depth + 1, budget) : "..."];
  }
  if (type === "null") return null;
  return `<${type ?? "value"}>`;
}

/** True if the example, as written or after one obvious fix (wrap, unwrap, parse), could pass for an answer. */
export function couldFit(example: unknown, root: JsonSchema): boolean {
  if (validates(root, example, root)) return true;
  const resolved = resolveRef(root, root);
  const shape = resolved === undefined ? undefined : objectShape(resolved);
  if (shape && shape.required.size === 1) {
    const only = [...shape.required][0] as string;
    if (validates(root, defineEntries([[only, example]]), root)) return true;
  }
  if (shape && isPlainObject(example)) {
    // Dropping unknown keys, the likeliest fix for an object that is not the answer, must not leave a valid value.
    const known = defineEntries(Object.entries(example).filter(([k]) => clashesWithShape(k, shape)));
    if (validates(root, known, root)) return true;
  }
  if (isPlainObject(example)) {
    const values = Object.values(example);
    if (values.length === 1 && validates(root, values[0], root)) return true;
  }
  if (typeof example === "string") {
    try {
      if (validates(root, JSON.parse(example), root)) return true;
    } catch {
      // not JSON: nothing more to try
    }
  }
  return false;
}

/** Examples a model might show before its answer that no reading could take for the answer. */
export function nonFittingExamples(root: JsonSchema): unknown[] {
  return [schemaEcho(root), typePlaceholder(root, root)].filter((e) => !couldFit(e, root));
}

/** True when a fitting example happens to be the answer itself (a repeated answer is not ambiguous). */
export function sameAsAnswer(example: unknown, expected: unknown): boolean {
  return deepEqual(example, expected);
}
