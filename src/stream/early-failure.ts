import { enumLead } from "../coerce/rules/enum-lead.js";
import { foldLabel } from "../coerce/rules/enum-match.js";
import { defaultRules } from "../coerce/rules/index.js";
import type { Rule } from "../coerce/rule.js";
import { fitsDeep, fitsShallow } from "../coerce/fits.js";
import { jsonEqual } from "../coerce/json.js";
import type { GuideNode, JsonType } from "../schema/guide-types.js";
import type { StreamPath } from "../tolerant/types.js";

/** Why a finished part of a streamed value can never validate: where, and what the schema expects. */
export interface EarlyMismatch {
  readonly path: StreamPath;
  readonly value: unknown;
  readonly expected: string;
}

/** Checks one finished scalar; `undefined` when it may still validate once rules run. */
export type EarlyCheck = (path: StreamPath, value: unknown) => EarlyMismatch | undefined;

// The default rules are the ones whose reach the check may know; any other rule may fix anything.
const builtIn = /* @__PURE__ */ new Set(defaultRules);
// The built-in rules whose reach on a finished scalar `mismatch` models. A default rule added later and not listed
// here turns the check off until it is modelled: failing early where the one-shot parse would succeed is a wrong
// answer, stopping late only costs time.
const MODELLED = new Set([
  "parse-json-string", "unwrap-tool-call", "unwrap-singleton", "rename-key", "drop-unknown-keys", "null-to-absent",
  "array-to-single", "single-to-array", "wrap-bare-value", "wrap-in-key", "string-to-number", "string-to-boolean",
  "string-to-null", "number-to-string", "enum-match", "enum-lead", "iso-date",
]);

/**
 * Builds the conservative check behind `failEarly`: a finished scalar fails the stream only when no
 * enabled rule could turn it into what the schema expects at its path. It answers "may still fit"
 * whenever it cannot be sure: a path through a key the schema does not declare (it may be an alias or
 * a wrapper), through a union, or past what the guide describes; and any rule outside the default set
 * (an opt-in rule, a scoped rule, a rule of the user's) disables it.
 */
export function createEarlyCheck(guide: GuideNode, rules: readonly Rule[]): EarlyCheck | undefined {
  if (rules.some((rule) => !builtIn.has(rule) || !MODELLED.has(rule.name))) return undefined;
  const enabled = new Set(rules.map((rule) => rule.name));
  return (path, value) => {
    const found = nodeAt(guide, path);
    if (found === undefined) return undefined;
    const expected = mismatch(found.node, found.required, value, enabled);
    return expected === undefined ? undefined : { path, value, expected };
  };
}

/** The node at `path`, following declared properties and array items only. */
function nodeAt(guide: GuideNode, path: StreamPath): { node: KnownNode; required: boolean } | undefined {
  let node = guide;
  let required = true;
  for (const segment of path) {
    if (!isKnown(node)) return undefined;
    if (typeof segment === "string") {
      if (!node.types.has("object")) return undefined;
      const property = node.properties.get(segment);
      if (property === undefined) return undefined;
      node = property.node;
      required = property.required;
    } else {
      if (!node.types.has("array")) return undefined;
      const item = segment < node.prefixItems.length ? node.prefixItems[segment] : node.items;
      if (item === undefined) return undefined;
      node = item;
      required = true;
    }
  }
  return isKnown(node) ? { node, required } : undefined;
}

/** A node with declared types and no union or intersection: one the check can be sure about. */
type KnownNode = GuideNode & { readonly types: ReadonlySet<JsonType> };

function isKnown(node: GuideNode): node is KnownNode {
  return node.types !== undefined && node.anyOf.length === 0 && node.allOf.length === 0;
}

/** What the node expects, when `value` can never become it; else `undefined`. */
function mismatch(node: KnownNode, required: boolean, value: unknown, enabled: ReadonlySet<string>): string | undefined {
  const types = node.types;
  // A class instance (`z.date()`) is checked by the schema's own code, and `iso-date` reads strings into it.
  if (node.instanceOf !== undefined) return undefined;
  // One value where a list or a one-field object is expected may still be wrapped into it.
  if (types.has("array") && enabled.has("single-to-array")) return undefined;
  if (types.has("object") && (enabled.has("wrap-bare-value") || enabled.has("wrap-in-key"))) return undefined;
  if (value === null) {
    if (node.hasDefault) return undefined;
    // An optional property's `null` may be dropped, whatever its enum.
    if (!required && enabled.has("null-to-absent")) return undefined;
    if (types.has("null")) return allowedValue(node, value, enabled);
    return describe(node);
  }
  switch (typeof value) {
    case "boolean":
      return types.has("boolean") ? allowedValue(node, value, enabled) : describe(node);
    case "number":
      if (types.has("number") || (types.has("integer") && Number.isInteger(value))) return allowedValue(node, value, enabled);
      // `number-to-string` writes any finite number as the text wrote it (`2.0` → `"2.0"`).
      if (types.has("string") && enabled.has("number-to-string") && Number.isFinite(value)) return undefined;
      return describe(node);
    case "string":
      if (types.has("string")) return allowedValue(node, value, enabled);
      if ((types.has("number") || types.has("integer")) && enabled.has("string-to-number")) return undefined;
      if (types.has("boolean") && enabled.has("string-to-boolean")) return undefined;
      // `"null"` written as text where `null` is expected.
      if (types.has("null") && enabled.has("string-to-null")) return undefined;
      if ((types.has("object") || types.has("array")) && enabled.has("parse-json-string")) return undefined;
      return describe(node);
    default:
      return undefined;
  }
}

/** For a node with `enum` / `const`: whether the value is one of them, or may be matched to one. */
function allowedValue(node: GuideNode, value: unknown, enabled: ReadonlySet<string>): string | undefined {
  if (node.enum === undefined || node.enum.some((allowed) => jsonEqual(allowed, value))) return undefined;
  if (typeof value === "string" && enabled.has("enum-match")) {
    const folded = foldLabel(value);
    if (node.enum.some((allowed) => typeof allowed === "string" && foldLabel(allowed) === folded)) return undefined;
  }
  // `enum-lead` reads an allowed string followed by its description: decided by the rule itself.
  if (typeof value === "string" && enabled.has("enum-lead") && enumLead.apply(value, { node, path: [], property: undefined, fitsShallow, fitsDeep }) !== undefined) return undefined;
  return `one of ${node.enum.map((allowed) => JSON.stringify(allowed)).join(", ")}`;
}

function describe(node: KnownNode): string {
  const types = [...node.types];
  return types.length === 1 ? `a value of type ${types[0]}` : `a value of type ${types.join(" or ")}`;
}
