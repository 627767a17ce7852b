import * as fc from "fast-check";
import { plainStyle, serialize, valueOf } from "../../../src/fuzz/index.js";
import { SCHEMAS, type SchemaName } from "./schemas.js";

/** One-line JSON with a space after `:` and `,`, as models write it inline. */
export const j = (value: unknown): string => serialize(value, { ...plainStyle, indent: 0 });

/** JSON indented by two spaces. */
export const jp = (value: unknown): string => JSON.stringify(value, null, 2);

/** A ```json fence around a text. */
export const fenced = (text: string, lang = "json"): string => "```" + lang + "\n" + text + "\n```";

/** Values drawn by the fuzz kit's `valueOf` for a schema (odd strings, extreme numbers), reproducibly. */
export function drawn(name: SchemaName, seed: number, count: number): unknown[] {
  return fc.sample(valueOf(SCHEMAS[name], { maxDepth: 2, maxItems: 3 }), { seed, numRuns: count });
}
