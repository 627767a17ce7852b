import { Validator } from "@cfworker/json-schema";
import type { Schema } from "@cfworker/json-schema";
import { draftOf } from "../schema/draft.js";
import { prepareJsonSchema } from "../schema/prepare-json-schema.js";
import { isSchemaObject, type JsonSchema } from "./schema.js";

const cache = new WeakMap<object, WeakMap<object, Validator>>();

/**
 * True if `value` is valid under `node`, a part of the schema `root` (local `$ref`s resolve against the root's `$defs`).
 * @example validates({ type: "integer" }, 3) // true
 */
export function validates(node: JsonSchema, value: unknown, root: JsonSchema = node): boolean {
  if (node === true) return true;
  if (node === false) return false;
  let byNode = cache.get(isSchemaObject(root) ? root : node);
  if (byNode === undefined) {
    byNode = new WeakMap();
    cache.set(isSchemaObject(root) ? root : node, byNode);
  }
  let validator = byNode.get(node);
  if (validator === undefined) {
    // The same preparation as salvage's own check: the schema's own draft, patterns in linear time.
    const draft = isSchemaObject(root) ? draftOf(root) : "2020-12";
    const schema = withDefinitions(node, root);
    validator = new Validator((isSchemaObject(schema) ? prepareJsonSchema(schema, draft) : schema) as Schema, draft, true);
    byNode.set(node, validator);
  }
  return validator.validate(value).valid;
}

const VALIDATION_KEYWORDS = new Set([
  "$schema", "$id", "id", "$ref", "$anchor", "type", "enum", "const", "properties", "patternProperties", "additionalProperties",
  "required", "items", "prefixItems", "additionalItems", "contains", "minItems", "maxItems", "uniqueItems", "minProperties",
  "maxProperties", "propertyNames", "dependencies", "dependentRequired", "dependentSchemas", "allOf", "anyOf", "oneOf", "not",
  "if", "then", "else", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
  "pattern", "format", "unevaluatedProperties", "unevaluatedItems", "minContains", "maxContains", "nullable",
]);

function withDefinitions(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (node === root || !isSchemaObject(node) || !isSchemaObject(root)) return node;
  // Everything of the root that is not a validation keyword (`$defs`, `definitions`, any container a `$ref`
  // points into: `#/constraints/x`), so local references from the node still resolve.
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(root)) {
    if (!(key in node) && !VALIDATION_KEYWORDS.has(key)) extra[key] = root[key];
  }
  return { ...node, ...extra };
}
