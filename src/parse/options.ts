import type { Rule } from "../coerce/rule.js";
import type { Extractor } from "../extract/index.js";
import type { Reader } from "../repair/index.js";
import type { ValidatorInput } from "../schema/index.js";

/** How a parser reads text; every field is optional and has a documented default. */
export interface SalvageOptions {
  /** The extractors, most likely first (default `defaultExtractors`: whole, fence(), tag(), react, balanced, line). */
  readonly extractors?: readonly Extractor[];
  /** The readers, in order (default `defaultReaders`: strict, smart-quoted, tolerant, escaped-document, jsonrepair, react-plain-text). */
  readonly readers?: readonly Reader[];
  /** The coercion rules, in the order they are tried (default `defaultRules`; add `allRules` members or your own). */
  readonly rules?: readonly Rule[];
  /** Extra aliases by property path (`{ "selector": ["element"] }`, `"items.*.name"`), merged with the schema's own. */
  readonly aliases?: Readonly<Record<string, readonly string[]>>;
  /** Further validators run after the schema, in order: Standard Schemas or `validator(name, check)`. */
  readonly validators?: readonly ValidatorInput[];
  /** A JSON Schema that guides repairs, for a schema that cannot describe itself (default: the schema's own). */
  readonly jsonSchema?: Record<string, unknown>;
  /**
   * Accept output cut off at a token limit (default `false`: a cut-off value that happens to validate is
   * still a wrong value, so it fails with code `truncated` and the partial value attached).
   */
  readonly allowTruncated?: boolean;
  /** Longest text read at all, in UTF-16 units (default 16 MiB); longer fails with `too-large`. */
  readonly maxSize?: number;
  /** Longest candidate handed to the syntax repair when it is not valid JSON (default 1 MiB). */
  readonly maxRepairSize?: number;
  /** Deepest nesting repaired and coerced (default 512); deeper fails with `too-deep`. */
  readonly maxDepth?: number;
  /** Most candidates tried in one text (default 32). */
  readonly maxCandidates?: number;
}

/** The defaults of `SalvageOptions`, frozen. */
export const salvageDefaults = /* @__PURE__ */ Object.freeze({
  allowTruncated: false,
  maxSize: 16 * 1024 * 1024,
  maxRepairSize: 1024 * 1024,
  maxDepth: 512,
  maxCandidates: 32,
});
