import { boundedRegExp, type BoundedResult } from "./bounded-regexp.js";

/**
 * An engine that runs the patterns it can express in linear time (RE2, from `salvage/re2`): `compile` gets the
 * pattern rewritten in RE2 syntax with JavaScript's meaning (see pattern-to-re2.ts) and returns a test, or
 * `undefined` when it refuses the pattern (which then runs on the bounded matcher).
 */
export interface PatternEngine {
  readonly name: string;
  readonly compile: (re2Source: string) => ((text: string) => boolean) | undefined;
}

// The process's linear engine: none by default, so a bundle that never calls `useRe2()` carries no RE2. A
// setting of the process like the validator's format table (see pattern-format.ts), installed once at start-up.
// The rewrite into the engine's syntax comes with it (pattern-to-re2.ts), so it too stays out of a bundle without RE2.
let linearEngine: { readonly engine: PatternEngine; readonly translate: PatternTranslation } | undefined;

/** A JavaScript pattern (read with the `u` flag or not) in the linear engine's syntax, or `undefined` where it has none. */
export type PatternTranslation = (source: string, unicode: boolean) => string | undefined;

/**
 * Runs schema patterns on `engine` from now on where it can express them, `translate` rewriting each into its
 * syntax (installed by `useRe2()` of `salvage/re2`); patterns compiled before are compiled again on their next use.
 */
export function installPatternEngine(engine: PatternEngine | undefined, translate?: PatternTranslation): void {
  linearEngine = engine === undefined || translate === undefined ? undefined : { engine, translate };
  cache.clear();
}

/**
 * A compiled schema `pattern`: a search in bounded time, or why the pattern cannot be used. `check` says whether a
 * string matches, does not, or could not be checked in bounded time (`unknown`: too long, or a search over its step
 * budget); `test` is `check(text) === "match"` (an unchecked string never passes).
 */
export type SafePattern =
  | {
      readonly ok: true;
      /**
       * `re2`: RE2, linear time (after `useRe2()`); `bounded`: salvage's step-budgeted backtracking matcher;
       * `guarded`: JavaScript's engine on short strings only.
       */
      readonly engine: "re2" | "bounded" | "guarded";
      readonly check: (text: string) => BoundedResult;
      readonly test: (text: string) => boolean;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Longest string JavaScript's own engine is tried on, for the rare pattern neither RE2 nor the bounded matcher runs
 * (ES2025 modifiers `(?i:…)`): longer strings are not checked (`unknown`).
 */
export const MAX_GUARDED_LENGTH = 16;

/**
 * Longest string a schema pattern is checked on: RE2 runs at 25–65 ms per MiB (bench/pattern-time.mjs), so a
 * check stays within 100 ms. A longer string under a `pattern` does not match, and the issue says why
 * (`patternTextTooLong`): never a silent pass, never seconds of work on a model's text.
 */
export const MAX_PATTERN_TEXT = 1024 * 1024;

/** The issue for a string too long to check against a pattern in bounded time. */
export function patternTextTooLong(length: number): string {
  return `String is ${length} characters long: over ${MAX_PATTERN_TEXT} (1 MiB), the longest a schema pattern is checked on in bounded time, so it does not match. If strings this long are expected here, remove this property's pattern and check the value after parsing.`;
}

/** The issue for a string whose check against a pattern did not finish within the bounded matcher's step budget. */
export function patternNotChecked(length: number): string {
  return `String of ${length} characters could not be checked against the pattern in bounded time (the search ran over its step budget), so it does not match. If such strings are expected here, call useRe2() from "salvage/re2" once at start-up (it checks every pattern without lookarounds or back-references in linear time), simplify this property's pattern, or check the value after parsing.`;
}

const cache = new Map<string, SafePattern>();
const MAX_CACHED = 4096;

/**
 * A JSON Schema `pattern` as ECMA-262 means it: with the `u` flag when the pattern allows it, else without
 * (`\-` outside a class is valid JavaScript only without `u`). It runs on the installed linear engine (RE2, after
 * `useRe2()`) when that can express it; otherwise on the bounded matcher (exact within a step budget linear in the
 * text, `unknown` past it); otherwise on JavaScript's engine on short strings only.
 * @example safePattern("^(?:[A-Za-z0-9]+[-]?)+[A-Za-z0-9]$") // the bounded matcher: "aaaa…a!" is `unknown`, never a match
 */
export function safePattern(source: string): SafePattern {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const compiled = compile(source);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

function compile(source: string): SafePattern {
  let native: RegExp;
  let unicode = true;
  try {
    native = new RegExp(source, "u");
  } catch {
    try {
      native = new RegExp(source);
      unicode = false;
    } catch (error) {
      return { ok: false, message: `the pattern ${JSON.stringify(source)} is not a valid regular expression (${error instanceof Error ? error.message : "invalid"})` };
    }
  }
  const re2Source = linearEngine?.translate(source, unicode);
  if (re2Source !== undefined && linearEngine !== undefined) {
    let test: ((text: string) => boolean) | undefined;
    try {
      test = linearEngine.engine.compile(re2Source);
    } catch {
      // RE2 refuses some JavaScript syntax (a repeat count over 1000, say); the bounded matcher takes it.
    }
    if (test !== undefined) {
      const run = test;
      return made("re2", (text) => (text.length > MAX_PATTERN_TEXT ? "unknown" : run(text) ? "match" : "no-match"));
    }
  }
  const bounded = boundedRegExp(source, unicode);
  if (bounded !== undefined) return made("bounded", (text) => (text.length > MAX_PATTERN_TEXT ? "unknown" : bounded.search(text)));
  return made("guarded", (text) => {
    if (text.length > MAX_GUARDED_LENGTH) return "unknown";
    native.lastIndex = 0;
    return native.test(text) ? "match" : "no-match";
  });
}

/** Shortest string whose answer a compiled pattern remembers (one entry: the last string checked). */
const REMEMBERED_LENGTH = 256;

function made(engine: "re2" | "bounded" | "guarded", search: (text: string) => BoundedResult): SafePattern {
  // A failed value is checked up to three times (the short-circuiting validator, the full one, the wording):
  // a long string's answer is kept for the next question, keyed on the string itself, one entry.
  let lastText: string | undefined;
  let lastResult: BoundedResult = "unknown";
  const check = (text: string): BoundedResult => {
    if (text.length < REMEMBERED_LENGTH) return search(text);
    if (text !== lastText) {
      lastResult = search(text);
      lastText = text;
    }
    return lastResult;
  };
  return { ok: true, engine, check, test: (text) => check(text) === "match" };
}
