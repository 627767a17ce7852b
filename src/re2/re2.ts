import { RE2JS } from "re2js";
import { patternToRe2 } from "../schema/pattern-to-re2.js";
import { installPatternEngine, type PatternEngine } from "../schema/safe-pattern.js";

/** RE2 (re2js) as salvage's linear pattern engine: the pattern in RE2 syntax, compiled, or refused (`undefined`). */
export const re2: PatternEngine = {
  name: "re2",
  compile(re2Source) {
    try {
      const compiled = RE2JS.compile(re2Source);
      return (text) => compiled.test(text);
    } catch {
      // RE2 refuses some JavaScript syntax (a repeat count over 1000, say): the bounded matcher takes the pattern.
      return undefined;
    }
  },
};

/**
 * Runs every schema `pattern` RE2 can express on RE2 from now on, for the whole process (every parser, toolset and
 * validation): call it once at start-up. Patterns with lookarounds or back-references stay on the bounded matcher.
 * @example
 * import { useRe2 } from "salvage/re2";
 * useRe2();
 * salvage({ type: "string", pattern: "^(?:[a-z0-9]+-?)+[a-z0-9]$" })(`"${"a".repeat(5000)}!"`) // a mismatch, in microseconds
 */
export function useRe2(): void {
  installPatternEngine(re2, patternToRe2);
}
