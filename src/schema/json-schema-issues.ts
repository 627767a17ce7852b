import type { OutputUnit } from "@cfworker/json-schema";
import type { Issue } from "../outcome/types.js";
import { excerptText } from "./messages.js";
import { isPatternFormatError, patternOfFormatError } from "./pattern-format.js";
import { pathFromPointer } from "./pointer.js";
import { MAX_PATTERN_TEXT, patternNotChecked, patternTextTooLong, safePattern } from "./safe-pattern.js";

// Keywords whose error only says "a subschema failed"; the subschema's own errors say where and why.
const SUMMARIES = new Set([
  "properties", "patternProperties", "additionalProperties", "unevaluatedProperties", "items", "prefixItems",
  "additionalItems", "unevaluatedItems", "$ref", "$recursiveRef", "allOf", "if", "dependentSchemas",
]);
// Keywords whose subschemas are alternatives or tests: an error inside one is not a fault of the value.
const CHOICES = new Set(["anyOf", "oneOf", "contains", "propertyNames", "not", "if"]);
// Keywords followed by a name (a property, a definition) before the next subschema.
const NAMED = new Set(["properties", "patternProperties", "dependentSchemas", "dependencies", "$defs", "definitions"]);
// Keywords followed by an index before the next subschema (`items` only in its draft-7 array form).
const INDEXED = new Set(["allOf", "anyOf", "oneOf", "prefixItems", "items"]);
const ITEM_KEYWORDS = new Set(["items", "prefixItems", "additionalItems", "unevaluatedItems"]);
const PROPERTY_KEYWORDS = new Set(["additionalProperties", "unevaluatedProperties"]);

/**
 * Turns @cfworker/json-schema's flat error list into issues: only the most specific errors (no
 * "a subschema had errors" summaries, nothing from inside `anyOf`/`oneOf` branches, whose summary
 * stands for them), with paths read against the value, and each (path, message) once.
 */
export function issuesFromOutputUnits(units: readonly OutputUnit[], value: unknown, validator: string): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const unit of units) {
    const keywords = keywordsOf(unit.keywordLocation);
    if (keywords.slice(0, -1).some((keyword) => CHOICES.has(keyword))) continue;
    if (SUMMARIES.has(unit.keyword)) continue;
    let path = pathFromPointer(unit.instanceLocation, value);
    let message = messageOf(unit, keywords, path, valueAt(value, path));
    const missing = unit.keyword === "required" ? missingProperty(unit.error) : undefined;
    if (missing !== undefined) {
      // Where zod and valibot put it: at the missing property, so every schema kind reports the same path.
      path = [...path, missing];
      message = `Missing required property ${JSON.stringify(missing)}.`;
    }
    const key = `${JSON.stringify(path)}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ message, path, validator });
  }
  return issues;
}

/** The keywords along a keyword location, skipping the property names and indexes between them. */
function keywordsOf(location: string): string[] {
  const segments = location.split("/").slice(1);
  const keywords: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const keyword = segments[i] ?? "";
    keywords.push(keyword);
    const next = segments[i + 1];
    if (NAMED.has(keyword) || (INDEXED.has(keyword) && next !== undefined && /^\d+$/.test(next))) i++;
  }
  return keywords;
}

/** Characters of a property name quoted in an issue (a model may write keys of any length). */
const MAX_KEY_QUOTED = 80;

function messageOf(unit: OutputUnit, keywords: readonly string[], path: readonly (string | number)[], instance: unknown): string {
  // A schema `pattern` reaches the validator as a format (see pattern-format.ts): the validator's own wording.
  if (unit.keyword === "format" && isPatternFormatError(unit.error)) {
    if (typeof instance !== "string") return "String does not match pattern.";
    if (instance.length > MAX_PATTERN_TEXT) return patternTextTooLong(instance.length);
    // Asked again (bounded, and the same answer): was it a mismatch, or a search over its budget?
    const compiled = safePattern(patternOfFormatError(unit.error));
    return compiled.ok && compiled.check(instance) === "unknown" ? patternNotChecked(instance.length) : "String does not match pattern.";
  }
  if (unit.keyword !== "not") return unit.error;
  // `{ not: {} }` is how a `false` schema reaches the validator: under these keywords it means "no more of these".
  const parent = keywords[keywords.length - 2] ?? "";
  const last = path[path.length - 1];
  if (PROPERTY_KEYWORDS.has(parent) && last !== undefined) return `Unexpected property ${excerptText(JSON.stringify(String(last)), MAX_KEY_QUOTED)}.`;
  if (ITEM_KEYWORDS.has(parent) && last !== undefined) return `Unexpected item at index ${String(last)}.`;
  return unit.error;
}

const REQUIRED_PREFIX = 'Instance does not have required property "';

/** The property name in the validator's "required" message, if it has the expected shape. */
function missingProperty(error: string): string | undefined {
  if (!error.startsWith(REQUIRED_PREFIX) || !error.endsWith('".')) return undefined;
  return error.slice(REQUIRED_PREFIX.length, -2);
}

/** The value at a path (own properties only), or `undefined`. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== "object" || current === null || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}
