import { format } from "@cfworker/json-schema";
import { safePattern } from "./safe-pattern.js";

/** Prefix of the format names that stand for a schema `pattern` in the validator's copy of a schema. */
export const PATTERN_FORMAT_PREFIX = "\u0000salvage-pattern:";

/**
 * The name of a format that checks `source` as a schema pattern, registered with @cfworker/json-schema, or
 * an error message when the pattern is not a regular expression. The validator compiles `pattern` itself,
 * always with the `u` flag and on JavaScript's backtracking engine (seconds on a 28-character string for
 * some real schemas); its format table is the one hook it offers, so the copy of the schema it validates
 * with carries this format in place of the pattern (see prepare-json-schema.ts), and the pattern runs on
 * `safePattern`. Each distinct pattern is registered once, for the life of the process.
 */
export function patternFormat(source: string): { name: string } | { error: string } {
  const compiled = safePattern(source);
  if (!compiled.ok) return { error: compiled.message };
  const name = PATTERN_FORMAT_PREFIX + source;
  if (!Object.prototype.hasOwnProperty.call(format, name)) {
    // Looked up on each check (a cached map read), so a pattern engine installed later is the one that runs.
    const check = (text: string) => {
      const current = safePattern(source);
      return current.ok && current.test(text);
    };
    Object.defineProperty(format, name, { value: check, enumerable: false, configurable: true });
  }
  return { name };
}

/** The message and keyword of a validator error about a pattern format: the pattern's own wording. */
export function isPatternFormatError(error: string): boolean {
  return error.startsWith(`String does not match format "${PATTERN_FORMAT_PREFIX}`);
}

/** The pattern a validator error about a pattern format names (`String does not match format "…<source>".`). */
export function patternOfFormatError(error: string): string {
  const start = error.indexOf(PATTERN_FORMAT_PREFIX) + PATTERN_FORMAT_PREFIX.length;
  const end = error.lastIndexOf('"');
  return end > start ? error.slice(start, end) : "";
}
