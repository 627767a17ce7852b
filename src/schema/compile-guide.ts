import { failure, success } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import { draftOf } from "./draft.js";
import { applyAliasOptions } from "./guide-aliases.js";
import { anyNode, draftNode, isUnconstrained, neverNode, type DraftNode, type DraftProperty } from "./guide-nodes.js";
import type { GuideNode, JsonType } from "./guide-types.js";
import { jsonEqual } from "../text/json-equal.js";
import { errorText, hasOwn, isRecord } from "./json-utils.js";
import { resolveRef } from "./resolve-ref.js";
import { inferTypes, itemNode, readAliases, readCount, readRequired, readTypes, unique } from "./schema-keywords.js";
import { invalidSchemaMessage } from "./messages.js";
import { withKnownDocuments } from "./known-documents.js";
import { SchemaError, at, pointerOf, type Location } from "./schema-error.js";
import { safePattern } from "./safe-pattern.js";

/** Whether one of the pattern names matches the key in bounded time (compiled on use, so `useRe2()` applies). */
function matchesSome(patterns: readonly string[], key: string): boolean {
  return patterns.some((name) => {
    const pattern = safePattern(name);
    return pattern.ok && pattern.check(key) === "match";
  });
}

/** How many schemas may nest inside one another (through `$ref` too) before compiling fails. */
export const MAX_SCHEMA_DEPTH = 256;

/** Options of `compileGuide`. */
export interface CompileGuideOptions {
  /** Extra aliases by property path (`"selector"`, `"user.name"`, `"items.*.name"`), merged with the schema's `aliases`. */
  readonly aliases?: Readonly<Record<string, readonly string[]>>;
}

// The keywords the guide reads; a `$ref` with none of them beside it is a plain reference.
const GUIDE_KEYWORDS = [
  "type", "nullable", "properties", "required", "additionalProperties", "patternProperties", "items", "prefixItems",
  "additionalItems", "enum", "const", "anyOf", "oneOf", "allOf", "default", "minItems", "maxItems",
];

/**
 * Compiles a JSON Schema once into the guide the coercion engine walks. Recursive `$ref`s become a
 * cyclic node graph; a malformed schema fails with `invalid-schema` naming the JSON pointer of the
 * bad part. Never throws.
 *
 * @example
 * const guide = compileGuide({ type: "object", properties: { selector: { type: "string", aliases: ["element"] } } });
 */
export function compileGuide(jsonSchema: Record<string, unknown> | boolean, options: CompileGuideOptions = {}): Outcome<GuideNode> {
  try {
    if (typeof jsonSchema === "boolean") return success(jsonSchema ? anyNode : neverNode);
    if (!isRecord(jsonSchema)) throw new SchemaError("#", "a schema must be an object or a boolean");
    const schema = withKnownDocuments(jsonSchema);
    const root = new GuideCompiler(schema).compile(schema, undefined, 0);
    if (options.aliases !== undefined) applyAliasOptions(root, options.aliases);
    return success(root);
  } catch (error) {
    const message = error instanceof SchemaError ? invalidSchemaMessage(error.pointer, error.reason) : `Compiling the schema failed: ${errorText(error)}`;
    return failure({ code: "invalid-schema", stage: "validate", message });
  }
}

class GuideCompiler {
  /** The node of each schema object compiled so far (`$ref` targets included). */
  readonly #targets = new Map<object, GuideNode>();
  /** Nodes being filled (a `$ref` cycle meets them half-made): never folded into another node. */
  readonly #filling = new Set<GuideNode>();
  /** The target node each schema holding a `$ref` leads to, so a chain of references is followed once. */
  readonly #references = new Map<object, GuideNode>();
  /** Drafts 4 and 7 ignore every keyword beside `$ref`; later drafts apply them too. */
  readonly #siblingsApply: boolean;

  readonly #root: Record<string, unknown>;

  constructor(root: Record<string, unknown>) {
    this.#root = root;
    const draft = draftOf(root);
    this.#siblingsApply = draft !== "4" && draft !== "7";
  }

  compile(schema: unknown, loc: Location, depth: number): GuideNode {
    if (depth > MAX_SCHEMA_DEPTH) throw new SchemaError(pointerOf(loc), `schemas nest deeper than ${MAX_SCHEMA_DEPTH} levels`);
    if (schema === true) return anyNode;
    if (schema === false) return neverNode;
    if (!isRecord(schema)) throw new SchemaError(pointerOf(loc), "a schema must be an object or a boolean");
    if (this.#isPureRef(schema)) return this.#reference(schema, loc, depth);
    // Every schema object is compiled once: a `$ref` to it, or the same object shared in two places, reuses its node.
    const known = this.#targets.get(schema);
    if (known !== undefined) return known;
    const node = draftNode();
    this.#targets.set(schema, node);
    this.#filling.add(node);
    this.#fill(node, schema, loc, depth);
    this.#filling.delete(node);
    return isUnconstrained(node) ? anyNode : node;
  }

  /** Aliases declared on a property's schema, and on the schema its `$ref` leads to. */
  aliasesOf(schema: unknown, loc: Location): readonly string[] {
    if (!isRecord(schema)) return [];
    const own = readAliases(schema, loc);
    if (!hasOwn(schema, "$ref")) return own;
    const { target, targetLoc } = resolveRef(this.#root, schema, loc, (candidate) => this.#isPureRef(candidate));
    return isRecord(target) ? unique([...own, ...readAliases(target, targetLoc)]) : own;
  }

  #isPureRef(schema: Record<string, unknown>): boolean {
    if (!hasOwn(schema, "$ref")) return false;
    return !this.#siblingsApply || !GUIDE_KEYWORDS.some((keyword) => hasOwn(schema, keyword));
  }

  /** The node a `$ref` leads to, compiled once per target so cycles close on themselves. */
  #reference(schema: Record<string, unknown>, loc: Location, depth: number): GuideNode {
    const known = this.#references.get(schema);
    if (known !== undefined) return known;
    const { target, targetLoc, chain } = resolveRef(this.#root, schema, loc, (candidate) => this.#isPureRef(candidate));
    const existing = typeof target === "boolean" ? (target ? anyNode : neverNode) : this.#targets.get(target);
    const node = existing ?? draftNode();
    for (const link of chain) this.#references.set(link, node);
    if (existing !== undefined || typeof target === "boolean") return node;
    this.#targets.set(target, node);
    this.#filling.add(node);
    this.#fill(node as DraftNode, target, targetLoc, depth + 1);
    this.#filling.delete(node);
    return node;
  }

  #fill(node: DraftNode, schema: Record<string, unknown>, loc: Location, depth: number): void {
    const child = depth + 1;
    const explicitTypes = readTypes(schema, loc);
    const nullable = explicitTypes !== undefined && schema["nullable"] === true;
    if (nullable) explicitTypes.add("null");

    if (hasOwn(schema, "properties")) {
      const properties = schema["properties"];
      const propertiesLoc = at(loc, "properties");
      if (!isRecord(properties)) throw new SchemaError(pointerOf(propertiesLoc), "properties must be an object");
      const required = readRequired(schema, loc);
      for (const [name, propertySchema] of Object.entries(properties)) {
        const propertyLoc = at(propertiesLoc, name);
        const property: DraftProperty = {
          node: this.compile(propertySchema, propertyLoc, child),
          required: required.has(name),
          aliases: this.aliasesOf(propertySchema, propertyLoc),
        };
        node.properties.set(name, property);
      }
    }

    const forbiddenNames = new Set<string>();
    for (const [name, property] of node.properties) if (property.node === neverNode) forbiddenNames.add(name);
    const forbiddenPatterns: string[] = [];
    if (hasOwn(schema, "patternProperties")) {
      // The guide does not type keys by pattern, so it must not call those keys unknown; a pattern whose schema is
      // `false` forbids the keys it matches, which the guide does say.
      node.additionalProperties = true;
      const patterns = schema["patternProperties"];
      if (isRecord(patterns)) for (const [name, patternSchema] of Object.entries(patterns)) if (patternSchema === false) forbiddenPatterns.push(name);
    } else if (hasOwn(schema, "additionalProperties")) {
      const additional = this.compile(schema["additionalProperties"], at(loc, "additionalProperties"), child);
      node.additionalProperties = additional === anyNode ? true : additional === neverNode ? false : additional;
    }
    if (forbiddenNames.size > 0 || forbiddenPatterns.length > 0) node.forbiddenKeys = { names: forbiddenNames, patterns: forbiddenPatterns, matchesPattern: (key) => matchesSome(forbiddenPatterns, key) };

    // A required name with no declaration is still a property the value must have.
    for (const name of readRequired(schema, loc)) {
      if (node.properties.has(name)) continue;
      const additional = node.additionalProperties;
      const valueNode = additional === true ? anyNode : additional === false ? neverNode : additional;
      node.properties.set(name, { node: valueNode, required: true, aliases: [] });
    }

    this.#fillItems(node, schema, loc, child);

    if (hasOwn(schema, "enum")) {
      const values = schema["enum"];
      if (!Array.isArray(values)) throw new SchemaError(pointerOf(at(loc, "enum")), "enum must be an array");
      node.enum = [...values];
    }
    if (hasOwn(schema, "const")) {
      const value = schema["const"];
      node.enum = node.enum === undefined ? [value] : node.enum.filter((allowed) => jsonEqual(allowed, value, 256));
    }
    if (nullable && node.enum !== undefined && !node.enum.includes(null)) node.enum = [...node.enum, null];

    node.types = explicitTypes ?? inferTypes(schema, node);

    const anyOf = this.#compileList(schema, "anyOf", loc, child, false);
    const oneOf = this.#compileList(schema, "oneOf", loc, child, false);
    const allOf = this.#compileList(schema, "allOf", loc, child, true);
    if (anyOf !== undefined && oneOf !== undefined) {
      // Both must hold, so the second choice becomes a part of allOf rather than more alternatives.
      node.anyOf = anyOf;
      const choice = draftNode();
      choice.anyOf = oneOf;
      node.allOf = [...(allOf ?? []), choice];
    } else {
      node.anyOf = anyOf ?? oneOf ?? [];
      node.allOf = allOf ?? [];
    }
    if (allOf !== undefined) this.#foldShape(node, allOf);
    // `properties` beside `oneOf: [{type: object}, {type: null}]` does not make null a mismatch: a type
    // inferred from keywords widens to every type the alternatives accept.
    if (explicitTypes === undefined && node.types !== undefined) node.types = widenToChoices(node.types, [...(anyOf ?? []), ...(oneOf ?? [])]);

    if (hasOwn(schema, "default")) {
      node.hasDefault = true;
      node.default = schema["default"];
    }
    node.minItems = readCount(schema, "minItems", loc);
    node.maxItems = readCount(schema, "maxItems", loc);
    // Only "Date" is read: the one instance a JSON string is written for and a validator may want (z.date()).
    if (schema["instanceof"] === "Date") node.instanceOf = "Date";

    if (hasOwn(schema, "$ref")) node.allOf = [...node.allOf, this.#reference(schema, loc, depth)];
  }

  /**
   * An object or list shape that only one `allOf` part gives (`{allOf: [{properties: …}]}`, as zod and schema
   * generators write a wrapper): the node takes that part's properties (or items) as its own, so rules and the
   * descent see them. The part stays in `allOf`, checked as before; a node with a shape of its own, or a part
   * still being filled (a `$ref` cycle), is left as it is.
   */
  #foldShape(node: DraftNode, parts: readonly GuideNode[]): void {
    const shaped = parts.filter((part) => part.properties.size > 0 || part.additionalProperties !== true || part.forbiddenKeys !== undefined);
    const part = shaped[0];
    if (shaped.length === 1 && part !== undefined && !this.#filling.has(part) && node.properties.size === 0 && node.additionalProperties === true && node.forbiddenKeys === undefined) {
      for (const [name, property] of part.properties) node.properties.set(name, property as DraftProperty);
      node.additionalProperties = part.additionalProperties;
      if (part.forbiddenKeys !== undefined) node.forbiddenKeys = part.forbiddenKeys;
    }
    const listed = parts.filter((candidate) => candidate.items !== undefined || candidate.prefixItems.length > 0);
    const list = listed[0];
    if (listed.length === 1 && list !== undefined && !this.#filling.has(list) && node.items === undefined && node.prefixItems.length === 0) {
      node.items = list.items;
      node.prefixItems = list.prefixItems;
    }
  }

  #fillItems(node: DraftNode, schema: Record<string, unknown>, loc: Location, child: number): void {
    const prefixItems = this.#compileList(schema, "prefixItems", loc, child, true);
    if (prefixItems !== undefined) node.prefixItems = prefixItems;
    if (!hasOwn(schema, "items")) return;
    const items = schema["items"];
    const itemsLoc = at(loc, "items");
    if (Array.isArray(items)) {
      // Draft 7 and earlier: an array of `items` is what 2020-12 calls `prefixItems`.
      if (prefixItems !== undefined) throw new SchemaError(pointerOf(itemsLoc), "items must be a schema when prefixItems is present");
      node.prefixItems = items.map((item, index) => this.compile(item, at(itemsLoc, index), child));
      if (hasOwn(schema, "additionalItems")) node.items = itemNode(this.compile(schema["additionalItems"], at(loc, "additionalItems"), child));
      return;
    }
    node.items = itemNode(this.compile(items, itemsLoc, child));
  }

  #compileList(schema: Record<string, unknown>, keyword: string, loc: Location, child: number, allowEmpty: boolean): GuideNode[] | undefined {
    if (!hasOwn(schema, keyword)) return undefined;
    const list = schema[keyword];
    const listLoc = at(loc, keyword);
    if (!Array.isArray(list) || (!allowEmpty && list.length === 0)) {
      throw new SchemaError(pointerOf(listLoc), `${keyword} must be ${allowEmpty ? "an array" : "a non-empty array"} of schemas`);
    }
    return list.map((item, index) => this.compile(item, at(listLoc, index), child));
  }
}

/** Types inferred from keywords, widened by the types of alternatives; `undefined` (any) when one of them accepts any. */
function widenToChoices(types: ReadonlySet<JsonType>, choices: readonly GuideNode[]): ReadonlySet<JsonType> | undefined {
  if (choices.length === 0) return types;
  const widened = new Set(types);
  for (const choice of choices) {
    if (choice.types === undefined) return undefined;
    for (const type of choice.types) widened.add(type);
  }
  return widened;
}
