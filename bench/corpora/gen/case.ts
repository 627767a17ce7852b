import { corrupt, createRng, type JsonSchema, type Rng } from "../../../src/fuzz/index.js";
import { realistic } from "./values.js";
import { SCHEMAS, TOOLS, type SchemaName } from "./schemas.js";

/** One corpus line. `expected` is absent when the truth is not in the text. */
export interface CorpusCase {
  id: string;
  input: string;
  expected?: unknown;
  schema: JsonSchema | null;
  category: string;
  options?: { allowTruncated: true };
}

/** Marks a case whose truth is not determined by its text and schema. */
export const ABSENT: unique symbol = Symbol("absent");

/** Gathers cases category by category and numbers them `<category>-<n>`. */
export class Collector {
  readonly cases: CorpusCase[] = [];
  private readonly counts = new Map<string, number>();

  /** Adds a case; `schema` is a corpus schema name, a schema of its own (a scalar, say) or null (schema-less). */
  add(category: string, input: string, expected: unknown, schema: SchemaName | JsonSchema | null, options?: { allowTruncated: true }): void {
    const n = (this.counts.get(category) ?? 0) + 1;
    this.counts.set(category, n);
    this.cases.push({
      id: `${category}-${n}`,
      input,
      ...(expected === ABSENT ? {} : { expected }),
      schema: schema === null ? null : typeof schema === "string" ? SCHEMAS[schema] : schema,
      category,
      ...(options ? { options } : {}),
    });
  }

  /** Cases so far in a category. */
  count(category: string): number {
    return this.counts.get(category) ?? 0;
  }
}

/** A seeded generator for one category, so adding cases to one category leaves the others unchanged. */
export function rngFor(category: string): Rng {
  let h = 2166136261;
  for (const c of category) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return createRng(h >>> 0);
}

/** The tool name of a schema, for wrappers and ReAct lines; undefined for records. */
export function toolOf(name: SchemaName): string | undefined {
  return (TOOLS as readonly string[]).includes(name) ? name : undefined;
}

/**
 * Adds `count` cases made with the fuzz kit: a realistic value for a schema drawn from `schemas`, written with
 * `names`; a draw counts only if every corruption in `require` took effect. Recoverability is the kit's.
 */
export function kitCases(col: Collector, category: string, count: number, schemas: readonly SchemaName[], names: readonly string[], rng: Rng, require: readonly string[] = names, schemaless = false): void {
  let made = 0;
  for (let attempt = 0; made < count && attempt < count * 50; attempt++) {
    const name = rng.pick(schemas);
    const value = realistic(name, rng);
    const tool = toolOf(name);
    const out = corrupt(value, names, { seed: rng.seed(), ...(schemaless ? {} : { schema: SCHEMAS[name] }), ...(tool ? { toolName: tool } : {}) });
    if (!require.every((r) => out.corruptions.includes(r))) continue;
    col.add(category, out.text, out.recoverable ? out.expected : ABSENT, schemaless ? null : name);
    made++;
  }
  if (made < count) throw new Error(`${category}: made only ${made} of ${count} cases`);
}
