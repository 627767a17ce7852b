import type { Reader } from "./reader.js";

/** Limits and policy of `repair`; every field is optional and defaults to `repairDefaults`. */
export interface RepairOptions {
  /** The readers, in order (default `defaultReaders`). */
  readonly readers?: readonly Reader[] | undefined;
  /** Longest text read at all, in UTF-16 code units (default 16 MiB); longer fails with `too-large`. */
  readonly maxSize?: number | undefined;
  /** Longest text handed to jsonrepair when it is not valid JSON (default 1 MiB); longer fails with `too-large`. */
  readonly maxRepairSize?: number | undefined;
  /** Deepest nesting of `{` and `[` repaired (default 512); deeper fails with `too-deep`. */
  readonly maxDepth?: number | undefined;
  /** Accept a text cut off before its end, closed by the repair (default `false`: it fails with `truncated`). */
  readonly allowTruncated?: boolean | undefined;
  /** Index of the candidate, recorded in the steps (default 0). */
  readonly candidate?: number | undefined;
}

/** The defaults of `RepairOptions`, frozen. */
export const repairDefaults = /* @__PURE__ */ Object.freeze({
  maxSize: 16 * 1024 * 1024,
  maxRepairSize: 1024 * 1024,
  maxDepth: 512,
  allowTruncated: false,
  candidate: 0,
});

/**
 * Most jsonrepair work allowed, as costly repairs times text length. jsonrepair rebuilds its whole output
 * for each missing comma, colon or closer and each trailing comma, so its time grows with that product
 * (1 MB with 500,000 missing commas takes minutes). 2^28 keeps the worst case near a few hundred ms.
 */
export const repairWorkBudget = 2 ** 28;
