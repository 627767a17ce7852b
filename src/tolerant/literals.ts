import type { RepairKind } from "./types.js";

// The JSON number grammar exactly; every quantifier is over a distinct character class,
// so the match is linear with no backtracking.
const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** Whether `literal` is a number exactly as JSON writes one (so `Number(literal)` is what `JSON.parse` gives). */
export function isJsonNumber(literal: string): boolean {
  return JSON_NUMBER.test(literal);
}

/** A bare word read as a value, and the repair it needed (none for JSON's own literals). */
export interface LiteralReading {
  readonly value: true | false | null;
  readonly repair: RepairKind | undefined;
}

const LITERALS: ReadonlyMap<string, LiteralReading> = new Map<string, LiteralReading>([
  ["true", { value: true, repair: undefined }],
  ["false", { value: false, repair: undefined }],
  ["null", { value: null, repair: undefined }],
  // repair: Python literals
  ["True", { value: true, repair: "python-literal" }],
  ["False", { value: false, repair: "python-literal" }],
  ["None", { value: null, repair: "python-literal" }],
  // repair: JavaScript's undefined has no JSON form; null is the nearest value that says "nothing"
  ["undefined", { value: null, repair: "undefined-literal" }],
]);

/**
 * Reads a bare word as a literal, or `undefined` when it is none. NaN and Infinity are
 * deliberately not read: JSON has no value for them and any stand-in would be invented.
 */
export function readLiteral(word: string): LiteralReading | undefined {
  return LITERALS.get(word);
}
