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

function withDefinitions(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (node === root || !isSchemaObject(node) || !isSchemaObject(root)) return node;
  const extra: Record<string, unknown> = {};
  if (root["$defs"] !== undefined && node["$defs"] === undefined) extra["$defs"] = root["$defs"];
  if (root["definitions"] !== undefined && node["definitions"] === undefined) extra["definitions"] = root["definitions"];
  return { ...node, ...extra };
}
