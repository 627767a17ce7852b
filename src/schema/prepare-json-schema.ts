import { hasOwn, isRecord, setOwn } from "./json-utils.js";
import { MAX_SCHEMA_DEPTH } from "./compile-guide.js";
import type { Draft } from "./draft.js";
import { patternFormat } from "./pattern-format.js";
import { escapeSegment, parsePointer } from "./pointer.js";
import { unicodeCompatible } from "./unicode-compatible.js";
import { encodeUriTotal } from "./total-uri.js";

/** Most values (schemas, and the JSON inside `enum`, `default`, …) a JSON Schema may hold, counted per occurrence. */
export const MAX_SCHEMA_VALUES = 1_000_000;

// Where subschemas sit, as @cfworker/json-schema walks them (its dereference.js).
const SCHEMA_KEYWORDS = new Set([
  "additionalItems", "unevaluatedItems", "items", "contains", "additionalProperties", "unevaluatedProperties",
  "propertyNames", "not", "if", "then", "else",
]);
const SCHEMA_ARRAY_KEYWORDS = new Set(["prefixItems", "items", "allOf", "anyOf", "oneOf"]);
const SCHEMA_MAP_KEYWORDS = new Set(["$defs", "definitions", "properties", "patternProperties", "dependentSchemas"]);
// Keywords whose value is data the validator never reads as a schema (it does read `example`/`examples` as
// schemas, and then an `id` in an example is a duplicate schema URI): left out of the copy.
const DATA_KEYWORDS = new Set(["example", "examples"]);
// Keywords whose value is data the validator compares: copied exactly.
const VALUE_KEYWORDS = new Set(["enum", "const", "default"]);

// References whose fragment the validator looks up as it registered it (see canonicalReference).
const REFERENCE_KEYWORDS = new Set(["$ref", "$recursiveRef", "$dynamicRef"]);

/** Why a schema could not be prepared. */
export class PrepareError extends Error {}

/**
 * A private copy of a JSON Schema for the validator, which writes bookkeeping onto the schema
 * objects it is given (and would fail on frozen ones). The copy is a tree (shared or cyclic objects
 * are expanded, within bounds) and normalised:
 * - OpenAPI `nullable: true` beside an explicit `type` adds `"null"` to the type (and to `enum`/`const`),
 *   as the guide reads it, so guide and validator agree;
 * - a `false` subschema becomes `{ not: {} }` (same meaning, better error locations);
 * - `format: "url"` is dropped: it is not a standard format, and the validator's regex for it
 *   backtracks exponentially on some strings (a model could hang the process);
 * - identifiers follow the schema's own draft, since the validator reads `id` and `$id` in every draft:
 *   draft 4 knows only `id`, drafts 6/7 only `$id` (and ignore it beside `$ref`), 2019-09/2020-12 only `$id`;
 *   `example`/`examples` (data, never schemas) are left out, and identifiers inside unknown keywords dropped;
 * - `pattern` becomes a format that runs the pattern on `safePattern` (linear time, and read without the `u`
 *   flag where only that reading is valid); `patternProperties` names are rewritten to be valid with `u`.
 */
export function prepareJsonSchema(schema: Record<string, unknown>, draft: Draft = "2020-12"): Record<string, unknown> {
  const budget = { left: MAX_SCHEMA_VALUES };
  const context: Context = { budget, draft, dynamicRefs: [], dynamicAnchors: new Map() };
  const prepared = prepareSchema(schema, 0, context) as Record<string, unknown>;
  staticDynamicRefs(context);
  return prepared;
}

interface Context {
  readonly budget: { left: number };
  readonly draft: Draft;
  /** Copies holding a `$dynamicRef`, and how many times each `$dynamicAnchor` name is declared. */
  readonly dynamicRefs: Record<string, unknown>[];
  readonly dynamicAnchors: Map<string, number>;
}

/**
 * `$dynamicRef` (2020-12) as the validator can check it. @cfworker/json-schema ignores the keyword (every value would
 * pass it), and it has no dynamic scope. Where the anchor it names is declared by one `$dynamicAnchor` at most in the
 * whole schema, the dynamic scope can only lead where a plain `$ref` leads, so it becomes one (and a `$dynamicAnchor`
 * is also an `$anchor` for plain references). Where several schemas declare that anchor (a schema extended by dynamic
 * scope), the outcome depends on the path of evaluation, which the validator cannot follow: the schema is refused
 * (`invalid-schema`), never checked loosely.
 */
function staticDynamicRefs(context: Context): void {
  for (const node of context.dynamicRefs) {
    const ref = node["$dynamicRef"] as string;
    const hash = ref.indexOf("#");
    const name = hash < 0 ? "" : ref.slice(hash + 1);
    if ((context.dynamicAnchors.get(name) ?? 0) > 1) {
      throw new PrepareError(`"$dynamicRef": ${JSON.stringify(ref)} resolves through the dynamic scope (${context.dynamicAnchors.get(name)} schemas declare "$dynamicAnchor": ${JSON.stringify(name)}), which salvage's validator does not follow`);
    }
    delete node["$dynamicRef"];
    if (hasOwn(node, "$ref")) node["allOf"] = [...(Array.isArray(node["allOf"]) ? node["allOf"] : []), { $ref: ref }];
    else node["$ref"] = ref;
  }
}

function prepareSchema(schema: unknown, depth: number, context: Context): unknown {
  // The validator reports a `false` schema at a made-up keyword location; `{ not: {} }` means the
  // same and keeps every location a real path through the schema (see json-schema-issues.ts).
  if (schema === false) return { not: {} };
  if (!isRecord(schema)) return copyJson(schema, depth, context.budget, false);
  spend(depth, context.budget);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    let prepared: unknown;
    if (DATA_KEYWORDS.has(key) || !isIdentifierOf(key, value, schema, context.draft)) continue;
    if (Array.isArray(value) && SCHEMA_ARRAY_KEYWORDS.has(key)) {
      prepared = value.map((item) => prepareSchema(item, depth + 1, context));
    } else if (isRecord(value) && SCHEMA_MAP_KEYWORDS.has(key)) {
      const map: Record<string, unknown> = {};
      for (const name of Object.keys(value)) setOwn(map, key === "patternProperties" ? patternName(name) : name, prepareSchema(value[name], depth + 1, context));
      prepared = map;
    } else if (SCHEMA_KEYWORDS.has(key)) {
      prepared = prepareSchema(value, depth + 1, context);
    } else if (REFERENCE_KEYWORDS.has(key) && typeof value === "string") {
      prepared = canonicalReference(value);
    } else {
      prepared = copyJson(value, depth + 1, context.budget, !VALUE_KEYWORDS.has(key));
    }
    setOwn(copy, key, prepared);
  }
  if (context.draft === "2020-12") noteDynamic(copy, context);
  normaliseNullable(copy);
  if (copy["format"] === "url") delete copy["format"];
  replacePattern(copy);
  return copy;
}

function noteDynamic(copy: Record<string, unknown>, context: Context): void {
  const anchor = copy["$dynamicAnchor"];
  if (typeof anchor === "string") {
    context.dynamicAnchors.set(anchor, (context.dynamicAnchors.get(anchor) ?? 0) + 1);
    if (!hasOwn(copy, "$anchor")) copy["$anchor"] = anchor;
  }
  if (typeof copy["$dynamicRef"] === "string") context.dynamicRefs.push(copy);
}

/** False for `id`/`$id`/`$anchor` where the draft does not read them as identifiers (they are left out). */
function isIdentifierOf(key: string, value: unknown, schema: Record<string, unknown>, draft: Draft): boolean {
  if (key !== "id" && key !== "$id" && key !== "$anchor") return true;
  if (typeof value !== "string") return false;
  if (key === "$anchor") return draft === "2019-09" || draft === "2020-12";
  if (draft === "4") return key === "id" && !hasOwn(schema, "$ref");
  if (key === "id") return false;
  // Drafts 6 and 7 ignore everything beside `$ref`, `$id` included.
  return draft !== "7" || !hasOwn(schema, "$ref");
}

/** The pattern moves into a format run by `safePattern`; beside a format of its own it goes into `allOf`. */
function replacePattern(copy: Record<string, unknown>): void {
  const source = copy["pattern"];
  if (typeof source !== "string") return;
  const made = patternFormat(source);
  if ("error" in made) throw new PrepareError(made.error);
  delete copy["pattern"];
  if (!hasOwn(copy, "format")) copy["format"] = made.name;
  else copy["allOf"] = [...(Array.isArray(copy["allOf"]) ? copy["allOf"] : []), { format: made.name }];
}

/**
 * A reference whose JSON-pointer fragment is written the way the validator registers subschemas: each segment
 * unescaped (`%3A` → `:`, `~1` → `/`, `~0` → `~`) and re-encoded as @cfworker/json-schema's `encodePointer` does
 * (`~0`/`~1`, then `encodeURI`, `#` → `%23`; a lone surrogate as its WTF-8 bytes, as the validator writes it under
 * `withTotalEncodeURI`). The specification lets a pointer be percent-encoded in any way
 * (`#/definitions/A%3AB` and `#/definitions/A:B` are the same place); the validator only finds its own spelling.
 * A segment under `patternProperties` names the pattern as it is rewritten in the copy (`patternName`).
 */
export function canonicalReference(ref: string): string {
  const hash = ref.indexOf("#");
  if (hash < 0) return ref;
  const segments = parsePointer(ref.slice(hash));
  if (segments === undefined || segments.length === 0) return ref;
  let fragment = "#";
  segments.forEach((segment, index) => {
    let name = segment;
    if (index > 0 && segments[index - 1] === "patternProperties") {
      try {
        name = patternName(segment);
      } catch {
        // not a pattern salvage can use: the reference stays as written and leads nowhere
      }
    }
    fragment += `/${encodeUriTotal(escapeSegment(name)).replace(/#/g, "%23")}`;
  });
  return ref.slice(0, hash) + fragment;
}

function patternName(source: string): string {
  let usable = source;
  try {
    new RegExp(source, "u");
  } catch {
    const rewritten = unicodeCompatible(source);
    if (rewritten === undefined) throw new PrepareError(`the patternProperties name ${JSON.stringify(source)} is not a regular expression salvage can use`);
    usable = rewritten;
  }
  // The validator never runs the name itself: before each validation it is given in this place a separator of the
  // value's keys, found in bounded time (pattern-names.ts).
  return usable;
}

function normaliseNullable(schema: Record<string, unknown>): void {
  if (schema["nullable"] !== true || !hasOwn(schema, "type")) return;
  const type = schema["type"];
  if (typeof type === "string") schema["type"] = type === "null" ? type : [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) schema["type"] = [...type, "null"];
  const values = schema["enum"];
  if (Array.isArray(values) && !values.includes(null)) schema["enum"] = [...values, null];
  if (hasOwn(schema, "const") && schema["const"] !== null && !Array.isArray(values)) {
    schema["enum"] = [schema["const"], null];
    delete schema["const"];
  }
}

/**
 * A copy of JSON the validator does not validate with. The validator still walks unknown keywords as
 * schemas (a `$ref` may point into them); `withoutIds` drops the identifiers it would register there.
 */
function copyJson(value: unknown, depth: number, budget: { left: number }, withoutIds: boolean): unknown {
  if (typeof value !== "object" || value === null) return value;
  spend(depth, budget);
  if (Array.isArray(value)) return value.map((item) => copyJson(item, depth + 1, budget, withoutIds));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    // Only a string is an identifier: `"id": {"type": "string"}` is a property named `id`, kept.
    if (withoutIds && (key === "id" || key === "$id" || key === "$anchor") && typeof inner === "string") continue;
    // `enum`, `const` and `default` below are data the validator compares: copied exactly.
    setOwn(copy, key, copyJson(inner, depth + 1, budget, withoutIds && !VALUE_KEYWORDS.has(key)));
  }
  return copy;
}

function spend(depth: number, budget: { left: number }): void {
  if (depth > MAX_SCHEMA_DEPTH * 2) throw new PrepareError(`the schema nests deeper than ${MAX_SCHEMA_DEPTH * 2} levels`);
  budget.left -= 1;
  if (budget.left < 0) throw new PrepareError(`the schema holds more than ${MAX_SCHEMA_VALUES} values (shared or cyclic parts are counted each time they occur)`);
}
