/** JSON value types as JSON Schema names them. */
export type JsonType = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";

/** What the guide knows about one property of an object. */
export interface GuideProperty {
  readonly node: GuideNode;
  readonly required: boolean;
  /** Other names models use for this property (`element` for `selector`), from `aliases` metadata or options. */
  readonly aliases: readonly string[];
}

/**
 * A compiled JSON Schema node: what the coercion engine needs to know about the value at
 * one path. Nodes may form cycles (recursive `$ref`); walk them with a depth bound.
 */
export interface GuideNode {
  /** The accepted JSON types; `undefined` when any type is accepted. `"integer"` implies whole numbers. */
  readonly types: ReadonlySet<JsonType> | undefined;
  /** Declared properties, in declaration order. */
  readonly properties: ReadonlyMap<string, GuideProperty>;
  /** `false` when unknown keys are rejected; a node when they must match it; `true` when anything goes. */
  readonly additionalProperties: boolean | GuideNode;
  /** The node every array item must fit (after `prefixItems`, if any). */
  readonly items: GuideNode | undefined;
  readonly prefixItems: readonly GuideNode[];
  /** Allowed values (`enum`, or a one-value list for `const`), compared as JSON. */
  readonly enum: readonly unknown[] | undefined;
  /** Alternatives (`anyOf` / `oneOf`, and `type` arrays that mix object/array shapes). */
  readonly anyOf: readonly GuideNode[];
  /** `allOf` parts; the engine checks a value against each. */
  readonly allOf: readonly GuideNode[];
  /** Whether the schema has a `default`, and its value. */
  readonly hasDefault: boolean;
  readonly default: unknown;
  /** Declared minimum/maximum item counts, used to avoid coercions that cannot fit. */
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  /**
   * `"Date"` where the validator wants a `Date` that JSON writes as an ISO 8601 string (the `instanceof: "Date"`
   * keyword, which salvage's zod converters put beside `format: "date-time"`): a valid `Date` fits, and the
   * `iso-date` rule reads the string into one.
   */
  readonly instanceOf?: "Date";
  /**
   * Keys the schema forbids by name: declared properties whose schema is `false`, and the `patternProperties`
   * names whose schema is `false` (a key one of them matches fits no value). Unset when there are none.
   */
  readonly forbiddenKeys?: ForbiddenKeys;
}

/** Keys an object schema forbids by name (see `GuideNode.forbiddenKeys`). */
export interface ForbiddenKeys {
  readonly names: ReadonlySet<string>;
  readonly patterns: readonly string[];
  /** Whether one of `patterns` matches the key, checked in bounded time (a key that cannot be checked does not match). */
  readonly matchesPattern: (key: string) => boolean;
}
