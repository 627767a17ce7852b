import { unwrap } from "../outcome/error.js";
import { failure } from "../outcome/make.js";
import type { Outcome } from "../outcome/types.js";
import type { GuideNode } from "../schema/guide-types.js";
import type { OutputOf, SchemaInput } from "../schema/index.js";
import { compileParser } from "./compile.js";
import type { SalvageOptions } from "./options.js";
import { parseText, parseValue } from "./pipeline.js";
import { runAsync, runSync } from "./run.js";

/** A reusable parser for one schema: call it with the model's text. */
export interface Parser<T> {
  /** Extract, repair, coerce and validate; never throws. */
  (text: string): Outcome<T>;
  readonly parse: (text: string) => Outcome<T>;
  /** The same, for schemas with asynchronous checks. */
  readonly parseAsync: (text: string) => Promise<Outcome<T>>;
  /** Coerce and validate a value that is already parsed (tool-call arguments from a client, say). */
  readonly parseValue: (value: unknown) => Outcome<T>;
  readonly parseValueAsync: (value: unknown) => Promise<Outcome<T>>;
  /** The value, or a thrown `SalvageError` carrying the failed outcome. */
  readonly orThrow: (text: string) => T;
  /** The JSON Schema that guides repairs (`undefined` when the schema could not be compiled). */
  readonly jsonSchema: Record<string, unknown> | undefined;
  readonly guide: GuideNode | undefined;
}

/**
 * Builds a parser from a Standard Schema (zod, valibot, …) or a plain JSON Schema. The schema is compiled
 * once; an unusable schema makes every call fail with `invalid-schema` instead of throwing here.
 * @example
 * const click = salvage(z.object({ selector: z.string().meta({ aliases: ["element"] }) }));
 * click('Sure! ```json\n{"element": "#btn"}\n```') // { ok: true, value: { selector: "#btn" }, steps }
 */
export function salvage<S extends SchemaInput>(schema: S, options: SalvageOptions = {}): Parser<OutputOf<S>> {
  const compiled = compileParser(schema, options);
  type T = OutputOf<S>;
  const broken = (): Outcome<T> => (compiled.ok ? failure({ code: "invalid-schema", stage: "validate", message: "" }) : compiled);
  const parse = (text: string): Outcome<T> =>
    compiled.ok ? (runSync(parseText(text, compiled.value), compiled.value) as Outcome<T>) : broken();
  const parseAsync = async (text: string): Promise<Outcome<T>> =>
    compiled.ok ? ((await runAsync(parseText(text, compiled.value), compiled.value)) as Outcome<T>) : broken();
  const value = (input: unknown): Outcome<T> =>
    compiled.ok ? (runSync(parseValue(input, compiled.value), compiled.value) as Outcome<T>) : broken();
  const valueAsync = async (input: unknown): Promise<Outcome<T>> =>
    compiled.ok ? ((await runAsync(parseValue(input, compiled.value), compiled.value)) as Outcome<T>) : broken();
  return Object.assign((text: string) => parse(text), {
    parse,
    parseAsync,
    parseValue: value,
    parseValueAsync: valueAsync,
    orThrow: (text: string) => unwrap(parse(text)),
    jsonSchema: compiled.ok ? compiled.value.jsonSchema : undefined,
    guide: compiled.ok ? compiled.value.guide : undefined,
  });
}
