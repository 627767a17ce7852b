import type { GuideNode } from "../../schema/guide-types.js";

/** What a schema that asks for one scalar accepts, as the answer readers need it. */
export interface ScalarWant {
  readonly boolean: boolean;
  readonly number: boolean;
  /** Only whole numbers (`integer` without `number`). */
  readonly integer: boolean;
  readonly null: boolean;
  /** A string of any content (no `enum`). */
  readonly string: boolean;
  /** The allowed strings, when the schema is an enum (or const) of strings. */
  readonly choices: readonly string[] | undefined;
}

const scalarTypes = new Set(["boolean", "number", "integer", "null", "string"]);

/**
 * What the top of the schema accepts when it asks for a scalar and nothing else (no object, no array, no
 * `anyOf`), else `undefined`: the answer readers read only for such schemas. An enum must be all strings
 * (with `null` allowed beside them).
 * @example wantsScalar(compileGuide({ type: "boolean" })) // { boolean: true, number: false, … }
 */
export function wantsScalar(guide: GuideNode | undefined): ScalarWant | undefined {
  if (guide === undefined || guide.anyOf.length > 0 || guide.allOf.length > 0) return undefined;
  if (guide.enum !== undefined) {
    const choices = guide.enum.filter((value): value is string => typeof value === "string");
    if (choices.length === 0 || choices.length + (guide.enum.includes(null) ? 1 : 0) !== guide.enum.length) return undefined;
    return { boolean: false, number: false, integer: false, null: false, string: false, choices };
  }
  if (guide.types === undefined) return undefined;
  for (const type of guide.types) if (!scalarTypes.has(type)) return undefined;
  const number = guide.types.has("number");
  return {
    boolean: guide.types.has("boolean"),
    number,
    integer: !number && guide.types.has("integer"),
    null: guide.types.has("null"),
    string: guide.types.has("string"),
    choices: undefined,
  };
}
