import { Validator, dereference } from "@cfworker/json-schema";
import type { Schema } from "@cfworker/json-schema";
import { draftOf, type Draft } from "../schema/draft.js";
import { prepareJsonSchema } from "../schema/prepare-json-schema.js";
import { totalOnSurrogates } from "../schema/total-uri.js";
import { withKnownDocuments } from "../schema/known-documents.js";
import { isSchemaObject, type JsonSchema, type SchemaObject } from "./schema.js";

const cache = new WeakMap<object, WeakMap<object, Validator>>();

/**
 * True if `value` is valid under `node`, a part of the schema `root` (local `$ref`s resolve against the root's `$defs`).
 * @example validates({ type: "integer" }, 3) // true
 */
export function validates(part: JsonSchema, value: unknown, given: JsonSchema = part): boolean {
  if (part === true) return true;
  if (part === false) return false;
  // As salvage's own check: a document the library knows (the draft-04 meta-schema) is embedded where a `$ref` leads into it.
  const root: JsonSchema = isSchemaObject(given) ? withKnownDocuments(given) : given;
  const node: SchemaObject = part === given && isSchemaObject(root) ? root : part;
  let byNode = cache.get(isSchemaObject(root) ? root : node);
  if (byNode === undefined) {
    byNode = new WeakMap();
    cache.set(isSchemaObject(root) ? root : node, byNode);
  }
  let validator = byNode.get(node);
  if (validator === undefined) {
    // The same preparation as salvage's own check: the schema's own draft, patterns in linear time.
    const draft = isSchemaObject(root) ? draftOf(root) : "2020-12";
    validator = isSchemaObject(node) && isSchemaObject(root) && node !== root ? partValidator(node, root, draft) : undefined;
    if (validator === undefined) {
      const schema = withDefinitions(node, root);
      const prepared = (isSchemaObject(schema) ? prepareJsonSchema(schema, draft) : schema) as Schema;
      // As in salvage's own check, a key with a lone surrogate is written into locations by a total `encodeURI`.
      validator = totalOnSurrogates(() => new Validator(prepared, draft, true));
    }
    byNode.set(node, validator);
  }
  const chosen = validator;
  return totalOnSurrogates(() => chosen.validate(value)).valid;
}

/** The base under which a part's validator finds the whole schema: the part's `#…` references point into it. */
const ROOT_URI = "urn:salvage-fuzz:root";
const rootLookups = new WeakMap<object, Record<string, Schema | boolean>>();

/**
 * A validator of one part of the schema whose local references resolve against the whole schema, dereferenced once
 * per schema (a reference into `properties` or into a definition's own `definitions` resolves too, and the whole
 * schema is not walked again for every part). Undefined when the schema cannot be read that way.
 */
function partValidator(node: SchemaObject, root: SchemaObject, draft: Draft): Validator | undefined {
  try {
    let lookup = rootLookups.get(root);
    if (lookup === undefined) {
      const prepared = prepareJsonSchema(root, draft);
      lookup = totalOnSurrogates(() => dereference({ ...prepared, $id: ROOT_URI } as Schema));
      // References by the schema's own identifier, where it has one.
      if (typeof prepared["$id"] === "string" || typeof prepared["id"] === "string") totalOnSurrogates(() => dereference(prepared as Schema, lookup));
      rootLookups.set(root, lookup);
    }
    const part = towardsRoot(prepareJsonSchema(node, draft), 0) as Schema;
    const validator = totalOnSurrogates(() => new Validator(part, draft, true));
    // `lookup` is the validator's table of schemas by URI (public in JavaScript, private in the typings).
    // The whole schema's table behind the part's own (looked up through the prototype, not copied per part).
    Object.setPrototypeOf((validator as unknown as { lookup: object }).lookup, lookup);
    return validator;
  } catch {
    return undefined;
  }
}

const DATA = new Set(["enum", "const", "default", "examples", "example"]);
// Keywords whose members are named by the schema's author: a property called `default` is a schema, not data.
const NAMED = new Set(["properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "dependencies"]);

/** The part with every local reference (`#/definitions/x`, `#`) made a reference into the whole schema. */
function towardsRoot(schema: unknown, depth: number, named = false): unknown {
  if (depth > 512) throw new RangeError("too deep");
  if (Array.isArray(schema)) return schema.map((item) => towardsRoot(item, depth + 1));
  if (!isSchemaObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (named) out[key] = towardsRoot(value, depth + 1);
    else if (key === "$ref" && typeof value === "string" && value.startsWith("#")) out[key] = ROOT_URI + value;
    else out[key] = DATA.has(key) ? value : towardsRoot(value, depth + 1, NAMED.has(key));
  }
  return out;
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
