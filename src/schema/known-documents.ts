import { draftOf } from "./draft.js";
import { draft04Meta } from "./draft-04-meta.js";
import { isRecord } from "./json-utils.js";
import { someSchemaObject } from "./walk-schema.js";

/** The draft-04 meta-schema's URI, which schemas of that era reference (`swagger-2.0` takes `title` from it). */
export const DRAFT_04_META = "http://json-schema.org/draft-04/schema";

/** Where a known document is embedded in a schema that references it. */
export const EMBEDDED_KEY = "salvage:draft-04-meta-schema";

const MAX_WALK = 200_000;
const cache = new WeakMap<object, Record<string, unknown>>();

/**
 * The schema with the draft-04 meta-schema embedded under its definitions when one of its `$ref`s leads into it
 * (nothing is fetched: a known document is part of the library); the schema itself otherwise.
 * @example withKnownDocuments({ $ref: "http://json-schema.org/draft-04/schema#/properties/title" })
 */
export function withKnownDocuments(schema: Record<string, unknown>): Record<string, unknown> {
  const cached = cache.get(schema);
  if (cached !== undefined) return cached;
  let result = schema;
  if (referencesDraft04Meta(schema)) {
    const draft = draftOf(schema);
    const definitionsKey = draft === "4" || draft === "7" ? "definitions" : "$defs";
    const idKey = draft === "4" ? "id" : "$id";
    const definitions = isRecord(schema[definitionsKey]) ? schema[definitionsKey] : {};
    const embedded = { [idKey]: `${DRAFT_04_META}#`, ...absoluteReferences(structuredClone(draft04Meta)) };
    result = { ...schema, [definitionsKey]: { ...definitions, [EMBEDDED_KEY]: embedded } };
  }
  cache.set(schema, result);
  return result;
}

/**
 * The meta-schema with its own references (`#/definitions/positiveInteger`, `#`) written absolute, so a part of it
 * taken out of the document (the fuzz kit validates parts on their own) still leads into it.
 */
function absoluteReferences(value: unknown): Record<string, unknown> {
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (Array.isArray(next)) pending.push(...(next as unknown[]));
    else if (isRecord(next)) {
      for (const key of Object.keys(next)) {
        const inner = next[key];
        if (key === "$ref" && typeof inner === "string" && inner.startsWith("#")) next[key] = `${DRAFT_04_META}${inner}`;
        else if (key !== "enum" && key !== "default") pending.push(inner);
      }
    }
  }
  return value as Record<string, unknown>;
}

function referencesDraft04Meta(schema: Record<string, unknown>): boolean {
  return someSchemaObject(schema, MAX_WALK, (node) => typeof node["$ref"] === "string" && node["$ref"].startsWith(DRAFT_04_META));
}
