import * as fc from "fast-check";
import { isSchemaObject, objectShape, resolveRef, typesOf, type JsonSchema, type SchemaObject } from "./schema.js";
import { draftOf, type Draft } from "../schema/draft.js";
import { withKnownDocuments } from "../schema/known-documents.js";
import { bounded, yields } from "./bounded.js";
import { validates } from "./validate.js";
import { anyScalar, generatorOf, integerOf, numberOf, regExpOf, stringOf } from "./scalar-arbs.js";

/** Options of `valueOf`. */
export interface ValueOfOptions {
  /** `$ref` hops after which only the smallest values are drawn (empty optional lists, no optional keys); default 3. */
  readonly maxDepth?: number;
  /** Items drawn beyond `minItems` at most; default 4. */
  readonly maxItems?: number;
}

// Keywords this generator does not steer by: values are filtered through the validator where they appear.
const FILTERED = ["oneOf", "allOf", "not", "if", "uniqueItems", "minProperties", "maxProperties", "propertyNames", "patternProperties", "dependentRequired", "dependentSchemas", "dependencies", "contains", "multipleOf"];


/**
 * An arbitrary of values valid under a plain JSON Schema: type, properties/required/additionalProperties, items/
 * prefixItems/minItems/maxItems, enum/const, string lengths/pattern/format, number bounds, anyOf/oneOf/allOf, and
 * `$ref`/`$defs` with recursion bounded by `maxDepth`. Throws a RangeError at construction for a schema with no value.
 * @example fc.sample(valueOf({ type: "object", properties: { n: { type: "integer" } }, required: ["n"] }), 3)
 */
export function valueOf(schema: JsonSchema, options: ValueOfOptions = {}): fc.Arbitrary<unknown> {
  // A document the library knows (the draft-04 meta-schema) is embedded where a `$ref` leads into it, as for salvage's validator.
  const root = isSchemaObject(schema) ? withKnownDocuments(schema) : schema;
  return new Builder(root, options.maxDepth ?? 3, options.maxItems ?? 4).build(root, 0, 0);
}

/** Milliseconds one `valueOf` may spend probing union branches; past it, branches are kept unprobed. */
const PROBE_BUDGET_MS = 300;

class Builder {
  private readonly cache = new WeakMap<object, Map<string, fc.Arbitrary<unknown>>>();
  private readonly draft: Draft;
  // Probing branches stops after this time, so a large schema's construction stays within the kit's budget.
  private readonly probeUntil = Date.now() + PROBE_BUDGET_MS;
  constructor(private readonly root: JsonSchema, private readonly maxDepth: number, private readonly maxItems: number) {
    this.draft = isSchemaObject(root) ? draftOf(root) : "2020-12";
  }

  build(node: JsonSchema, refs: number, nest: number): fc.Arbitrary<unknown> {
    if (nest > 96 || refs > this.maxDepth + 24) throw new RangeError("valueOf: the schema has no finite value within the depth bound");
    if (node === true) return anyScalar();
    if (node === false) throw new RangeError("valueOf: the schema `false` has no value");
    const key = refs > this.maxDepth ? "min" : String(refs);
    let byDepth = this.cache.get(node);
    const hit = byDepth?.get(key);
    if (hit) return hit;
    const built = this.filtered(node, this.uncached(node, refs, nest));
    if (byDepth === undefined) this.cache.set(node, (byDepth = new Map()));
    byDepth.set(key, built);
    return built;
  }

  private filtered(node: SchemaObject, arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const steering = FILTERED.filter((k) => k in node);
    return steering.length > 0 ? bounded(arb, (v) => validates(node, v, this.root), `the schema's ${steering.join(", ")}`) : arb;
  }

  /**
   * The branches that yield a valid value in a short probe, where the node is filtered (a `oneOf` whose branches
   * overlap, a `not`): a branch whose every value another branch also accepts would make the filter refuse the
   * whole draw.
   */
  private yielding(node: SchemaObject, arbs: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown>[] {
    if (!FILTERED.some((k) => k in node) || Date.now() > this.probeUntil) return arbs;
    const kept = arbs.filter((arb) => yields(arb, (v) => validates(node, v, this.root)));
    // None in the probe: the union has no value the generator can reach (`type: "object"` beside a oneOf of
    // strings); refused at construction, so an optional property under it is left out instead of failing every draw.
    if (kept.length === 0) throw new RangeError("valueOf: no branch of the union yields a value valid under the whole schema");
    return kept;
  }

  private uncached(node: SchemaObject, refs: number, nest: number): fc.Arbitrary<unknown> {
    if (excludesEverything(node["not"])) throw new RangeError("valueOf: the schema's `not` excludes every value");
    const minimal = refs > this.maxDepth;
    const dynamic = node["$dynamicRef"];
    if (this.draft === "2020-12" && typeof dynamic === "string") {
      // As the validator reads it (prepare-json-schema.ts): the anchor of a `$dynamicRef` is declared once (else the
      // schema is refused), so it leads where a `$ref` to that anchor leads; beside a `$ref`, as a part of an allOf.
      const { $dynamicRef: _dynamic, ...rest } = node;
      const reference = { $ref: dynamic };
      const read = typeof rest["$ref"] === "string" ? { ...rest, allOf: [...(Array.isArray(rest["allOf"]) ? rest["allOf"] : []), reference] } : { ...rest, ...reference };
      return this.build(read, refs, nest);
    }
    if (typeof node["$ref"] === "string") {
      const target = resolveRef(node, this.root);
      if (target === undefined) throw new RangeError(`valueOf: cannot resolve ${node["$ref"]}`);
      const { $ref: _ref, $schema: _s, $id: _i, id: _id, definitions: _d, $defs: _dd, ...siblings } = node;
      // Drafts 4 to 7 ignore every keyword beside `$ref`; later drafts apply them as well (an `allOf`). Many
      // validators apply them in every draft (`maxItems: 1` beside a `$ref` to a list), so a value that satisfies
      // both is drawn where one exists: valid under either reading. In drafts 4 to 7, the target alone otherwise.
      const hasSiblings = isSchemaObject(target) && Object.keys(siblings).some((k) => k !== "description" && k !== "title");
      if (!hasSiblings) return this.build(target, refs + 1, nest + 1);
      const modern = this.draft === "2019-09" || this.draft === "2020-12";
      const both = mergeAll(target as SchemaObject, [siblings]);
      if (modern) return this.build(both, refs + 1, nest + 1);
      try {
        return bounded(this.build(both, refs + 1, nest + 1), (v) => validates(target, v, this.root), `the target of ${String(node["$ref"])}`);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return this.build(target, refs + 1, nest + 1);
      }
    }
    if ("const" in node) return fc.constant(node["const"]);
    if (Array.isArray(node["enum"])) {
      // Only the listed values the rest of the schema accepts (`enum` of strings beside `type: "array"` has none).
      const allowed = (node["enum"] as unknown[]).filter((value) => validates(node, value, this.root));
      if (allowed.length === 0) throw new RangeError("valueOf: no value of the enum is valid under the schema");
      return fc.constantFrom(...allowed);
    }
    const union = Array.isArray(node["anyOf"]) ? node["anyOf"] : Array.isArray(node["oneOf"]) ? node["oneOf"] : undefined;
    if (union !== undefined) {
      const { anyOf: _a, oneOf: _o, ...rest } = node;
      const arbs: fc.Arbitrary<unknown>[] = [];
      const exclusive = union === node["oneOf"];
      for (const branch of union) {
        if (branch === false) continue;
        let merged = isSchemaObject(branch) ? mergeAll(rest, [branch]) : rest;
        if (exclusive) merged = withoutOthersRequired(merged, branch, union);
        try {
          arbs.push(this.build(merged, refs, nest + 1));
        } catch (error) {
          // A branch with no value within the bound is skipped; the union fails only if every branch does.
          if (!(error instanceof RangeError)) throw error;
        }
        if (minimal && arbs.length > 0) break;
      }
      if (arbs.length === 0) throw new RangeError("valueOf: no branch of the union has a value");
      return fc.oneof(...this.yielding(node, arbs));
    }
    if (Array.isArray(node["allOf"])) {
      const { allOf, ...rest } = node;
      // Each part's own `$ref` is followed first, so merging keeps what the referenced schema says.
      const parts = (allOf as unknown[]).map((part) => (isSchemaObject(part) && typeof part["$ref"] === "string" ? (resolveRef(part, this.root) ?? part) : part));
      return this.build(mergeAll(rest, parts), refs + 1, nest + 1);
    }
    const types = typesOf(node);
    if (types.length > 1) return fc.oneof(...types.map((t) => this.build({ ...node, type: t }, refs, nest + 1)));
    switch (types[0] ?? inferType(node)) {
      case "object":
        return this.object(node, refs, nest, minimal);
      case "array":
        return this.array(node, refs, nest, minimal);
      case "string":
        return stringOf(node);
      case "integer":
        return integerOf(node);
      case "number":
        return numberOf(node);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      default:
        return anyScalar();
    }
  }

  private object(node: SchemaObject, refs: number, nest: number, minimal: boolean): fc.Arbitrary<unknown> {
    const shape = objectShape({ ...node, type: "object" });
    // Keys the required ones bring along (`dependencies: {length: ["width"]}`, `dependentRequired`): required too.
    const needed = withDependencies(node, shape?.required ?? new Set<string>());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    const patterned = keyedSchemas(node["patternProperties"]);
    for (const [key, sub] of shape?.properties ?? []) {
      const isRequired = needed.has(key);
      if (minimal && !isRequired) continue;
      try {
        // A declared key a `patternProperties` name matches takes both schemas.
        const also = patterned(key);
        model[key] = this.build(also.length > 0 ? { allOf: [sub, ...also] } : sub, refs, nest + 1);
      } catch (error) {
        // An optional property whose schema has no value is left out; a required one leaves the object none.
        if (isRequired || !(error instanceof RangeError)) throw error;
        continue;
      }
      if (isRequired) required.push(key);
    }
    const extra = node["additionalProperties"];
    // A required key no property declares: the schemas of the `patternProperties` names it matches, else
    // `additionalProperties`' schema, else any scalar.
    for (const key of needed) {
      if (key in model) continue;
      const also = patterned(key);
      const schema: JsonSchema | undefined = also.length > 1 ? { allOf: also } : also.length === 1 ? also[0] : isSchemaObject(extra) ? extra : undefined;
      model[key] = schema === undefined ? anyScalar() : this.build(schema, refs, nest + 1);
      required.push(key);
    }
    const minKeys = typeof node["minProperties"] === "number" ? Math.min(node["minProperties"], this.maxItems) : 0;
    const declared = Object.keys(model);
    const maxKeys = typeof node["maxProperties"] === "number" ? node["maxProperties"] : Infinity;
    // `minProperties`/`maxProperties` the declared keys can meet: the required ones and a drawn number of the others.
    if ((minKeys > required.length || maxKeys < declared.length) && declared.length >= minKeys && required.length <= maxKeys) {
      const optional = declared.filter((key) => !required.includes(key));
      const lo = Math.max(0, minKeys - required.length);
      const hi = Math.min(optional.length, maxKeys - required.length);
      if (lo <= hi) {
        return fc.subarray(optional, { minLength: lo, maxLength: minimal ? lo : hi }).chain((keys) => {
          const chosen = [...required, ...keys];
          return fc.record(Object.fromEntries(chosen.map((key) => [key, model[key] as fc.Arbitrary<unknown>])), { noNullPrototype: true });
        });
      }
    }
    // `minProperties` over the required keys: every declared key, and extra keys where the schema allows them.
    const record = fc.record(model, { requiredKeys: minKeys > required.length ? declared : required, noNullPrototype: true });
    if (declared.length > 0 && declared.length < minKeys && extra !== false) {
      const extras = fc.dictionary(extraKey.filter((k) => !(k in model)), isSchemaObject(extra) ? this.build(extra, refs, nest + 1) : anyScalar(), { minKeys: minKeys - declared.length, maxKeys: minKeys - declared.length, noNullPrototype: true });
      return fc.tuple(record, extras).map(([own, more]) => ({ ...more, ...own }));
    }
    if (declared.length > 0) return record;
    // A map keyed by a pattern: keys drawn from the (first) pattern, values from its schema.
    const keyed = patternKeys(node["patternProperties"]);
    if (keyed !== undefined) {
      return fc.dictionary(keyed.keys, this.build(keyed.schema, refs, nest + 1), { minKeys, maxKeys: minimal ? minKeys : Math.max(minKeys, this.maxItems), noNullPrototype: true });
    }
    if (minimal && minKeys === 0) return record;
    // An open object with `minProperties` and nothing declared: any scalars under identifier keys.
    const values = isSchemaObject(extra) ? this.build(extra, refs, nest + 1) : minKeys > 0 && extra !== false ? anyScalar() : undefined;
    if (values === undefined) return record;
    // A map: keys drawn as identifiers (never `__proto__`), values from additionalProperties.
    return fc.dictionary(extraKey, values, { minKeys, maxKeys: minimal ? minKeys : Math.max(minKeys, this.maxItems), noNullPrototype: true });
  }

  private array(node: SchemaObject, refs: number, nest: number, minimal: boolean): fc.Arbitrary<unknown> {
    // Up to 2019-09 a list of `items` is the tuple (2020-12's `prefixItems`) and `additionalItems` the rest.
    const tuple = Array.isArray(node["items"]);
    const prefix = Array.isArray(node["prefixItems"]) ? (node["prefixItems"] as JsonSchema[]) : tuple ? (node["items"] as JsonSchema[]) : [];
    const items = tuple ? (node["additionalItems"] ?? true) : node["items"];
    const min = typeof node["minItems"] === "number" ? node["minItems"] : 0;
    const declaredMax = typeof node["maxItems"] === "number" ? node["maxItems"] : Infinity;
    const max = minimal ? min : Math.max(min, Math.min(declaredMax, min + this.maxItems));
    const head = prefix.slice(0, Math.max(min, prefix.length)).map((p) => this.build(p, refs, nest + 1));
    const restSchema: JsonSchema = typeof items === "boolean" || isSchemaObject(items) ? items : true;
    const tail = restSchema === false ? fc.constant([]) : fc.array(this.build(restSchema, refs, nest + 1), {
      minLength: Math.max(0, min - head.length),
      maxLength: Math.max(0, max - head.length),
    });
    return head.length === 0 ? tail : fc.tuple(fc.tuple(...head), tail).map(([h, t]) => [...h, ...t]);
  }
}

/**
 * A `oneOf` branch without the optional properties that other branches require (`oneOf: [{required: ["a"]},
 * {required: ["b"]}]`): a value holding both would match two branches.
 */
function withoutOthersRequired(merged: SchemaObject, branch: unknown, union: readonly unknown[]): SchemaObject {
  const properties = merged["properties"];
  if (!isSchemaObject(properties)) return merged;
  const own = new Set(Array.isArray(merged["required"]) ? (merged["required"] as unknown[]) : []);
  const drop = new Set<string>();
  for (const other of union) {
    if (other === branch || !isSchemaObject(other) || !Array.isArray(other["required"])) continue;
    for (const key of other["required"] as unknown[]) if (typeof key === "string" && !own.has(key) && key in properties) drop.add(key);
  }
  if (drop.size === 0) return merged;
  return { ...merged, properties: Object.fromEntries(Object.entries(properties).filter(([key]) => !drop.has(key))) };
}

const ALL_TYPES = ["array", "boolean", "null", "number", "object", "string"];

/** True for a `not` that refuses every value: `not: {}`, `not: true`, or `not` of every JSON type (a "disallowed" marker). */
function excludesEverything(not: unknown): boolean {
  if (not === true) return true;
  if (!isSchemaObject(not)) return false;
  const keys = Object.keys(not).filter((k) => k !== "description" && k !== "title" && k !== "$comment");
  if (keys.length === 0) return true;
  const types = typesOf(not);
  return keys.length === 1 && keys[0] === "type" && ALL_TYPES.every((t) => types.includes(t));
}

/** The required keys and, transitively, the keys their array-valued `dependencies`/`dependentRequired` name. */
function withDependencies(node: SchemaObject, required: ReadonlySet<string>): Set<string> {
  const out = new Set(required);
  const lists = [node["dependencies"], node["dependentRequired"]].filter(isSchemaObject);
  if (lists.length === 0) return out;
  const pending = [...out];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const list of lists) {
      const names = list[key];
      if (!Array.isArray(names)) continue;
      for (const name of names) {
        if (typeof name === "string" && !out.has(name)) {
          out.add(name);
          pending.push(name);
        }
      }
    }
  }
  return out;
}

/** For a key, the schemas of the `patternProperties` names that match it (names no engine reads are skipped). */
function keyedSchemas(patternProperties: unknown): (key: string) => JsonSchema[] {
  if (!isSchemaObject(patternProperties)) return () => [];
  const entries: [RegExp, JsonSchema][] = [];
  for (const [source, schema] of Object.entries(patternProperties)) {
    const pattern = regExpOf(source);
    if (pattern !== undefined && (schema === true || schema === false || isSchemaObject(schema))) entries.push([pattern, schema]);
  }
  // Keys are short (declared names); a name's pattern that backtracks badly has no long key to run on here.
  return (key) => entries.filter(([pattern]) => pattern.test(key)).map(([, schema]) => schema);
}

/**
 * Keys drawn from the first `patternProperties` name fast-check can draw from (lookarounds and back-references it
 * cannot), with that name's schema; undefined when there is none (the object is then drawn without pattern keys).
 */
function patternKeys(patternProperties: unknown): { keys: fc.Arbitrary<string>; schema: JsonSchema } | undefined {
  if (!isSchemaObject(patternProperties)) return undefined;
  for (const [source, schema] of Object.entries(patternProperties)) {
    if (schema !== true && !isSchemaObject(schema)) continue;
    const pattern = generatorOf(source) ?? regExpOf(source);
    if (pattern === undefined) continue;
    try {
      return { keys: fc.stringMatching(pattern).filter((k) => k !== "__proto__" && k.length <= 64), schema };
    } catch {
      // the next name
    }
  }
  return undefined;
}

// Keys of a map or of extra properties: identifiers, never `__proto__`.
const extraKey = /* @__PURE__ */ fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);

function inferType(node: SchemaObject): string | undefined {
  if ("properties" in node || "required" in node || "additionalProperties" in node) return "object";
  if ("items" in node || "prefixItems" in node || "minItems" in node) return "array";
  if ("minLength" in node || "maxLength" in node || "pattern" in node || "format" in node) return "string";
  if ("minimum" in node || "maximum" in node || "exclusiveMinimum" in node || "exclusiveMaximum" in node) return "number";
  return undefined;
}

/** True when both schemas name types and no value has a type of both (`integer` is a `number`). */
function disjointTypes(a: SchemaObject, b: SchemaObject): boolean {
  const left = typesOf(a);
  const right = typesOf(b);
  if (left.length === 0 || right.length === 0) return false;
  const meets = (x: string, y: string): boolean => x === y || (x === "integer" && y === "number") || (x === "number" && y === "integer");
  return !left.some((x) => right.some((y) => meets(x, y)));
}

function mergeAll(base: SchemaObject, parts: readonly unknown[]): SchemaObject {
  let out: Record<string, unknown> = { ...base };
  for (const part of parts) {
    if (!isSchemaObject(part)) continue;
    const merged: Record<string, unknown> = { ...out, ...part };
    // Properties and required names add up; other keywords of a later part win (the filter checks the rest).
    if (isSchemaObject(out["properties"]) || isSchemaObject(part["properties"])) {
      // A property both parts declare takes both schemas (an `allOf`), not the later one alone.
      const before = isSchemaObject(out["properties"]) ? out["properties"] : {};
      const after = isSchemaObject(part["properties"]) ? part["properties"] : {};
      const properties: Record<string, unknown> = { ...before, ...after };
      for (const key of Object.keys(after)) {
        if (key in before && isSchemaObject(before[key]) && isSchemaObject(after[key]) && JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
          // Two types with no value in common (`boolean` here, `string` there): the key has no value, so an optional
          // one is left out at construction instead of failing every draw.
          properties[key] = disjointTypes(before[key], after[key]) ? false : { allOf: [before[key], after[key]] };
        }
      }
      merged["properties"] = properties;
    }
    if (Array.isArray(out["required"]) || Array.isArray(part["required"])) {
      merged["required"] = [...((out["required"] as unknown[] | undefined) ?? []), ...((part["required"] as unknown[] | undefined) ?? [])];
    }
    out = merged;
  }
  return out;
}

