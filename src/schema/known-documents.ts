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
    const embedded = { [idKey]: `${DRAFT_04_META}#`, ...structuredClone(draft04Meta) };
    result = { ...schema, [definitionsKey]: { ...definitions, [EMBEDDED_KEY]: embedded } };
  }
  cache.set(schema, result);
  return result;
}

function referencesDraft04Meta(schema: Record<string, unknown>): boolean {
  return someSchemaObject(schema, MAX_WALK, (node) => typeof node["$ref"] === "string" && node["$ref"].startsWith(DRAFT_04_META));
}
