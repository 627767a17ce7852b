import * as fc from "fast-check";
import { bounded, yields } from "./bounded.js";
import type { SchemaObject } from "./schema.js";
import { generationPattern, withoutLookarounds } from "./generation-pattern.js";

// One code point per unit, so `minLength`/`maxLength` (counted in code points) hold; mostly ASCII, with the
// characters that trouble JSON writers and readers mixed in.
const unit = /* @__PURE__ */ fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom("é", "ß", "ñ", "中", "文", "→", "✓", "😀", "€") },
  { weight: 1, arbitrary: fc.constantFrom("\n", "\t", '"', "\\", "'", "{", "}", "[", "]", ",", ":", "/") },
);

/** Any JSON scalar: what an empty schema (`true`) allows, kept small. */
export function anyScalar(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.string({ unit, maxLength: 12 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean(), fc.constant(null));
}

/** Strings under `format`, `pattern`, `minLength`/`maxLength`. */
export function stringOf(node: SchemaObject): fc.Arbitrary<string> {
  const formatted = formatOf(node["format"]);
  if (formatted === undefined) return patternOrLength(node);
  if (typeof node["pattern"] !== "string") return formatted;
  // A format beside a pattern (`format: uri` with `^https://`): the format's strings that match the pattern where
  // a probe finds some, else the pattern's strings (the format is then the validator's to judge).
  const pattern = regExpOf(node["pattern"]);
  const matches = (v: unknown): boolean => pattern !== undefined && pattern.test(v as string);
  if (!yields(formatted, matches, 50)) return plausibleFor(node["format"], patternOrLength(node));
  return bounded(formatted, matches, `the format ${String(node["format"])} with the pattern ${node["pattern"]}`) as fc.Arbitrary<string>;
}

// What a string under a URI format can hold at all: no spaces, quotes, backslashes or the other characters RFC 3986
// leaves out (a pattern's strings are kept to them where a probe finds such strings).
const URI_CHAR = String.raw`(?:[^\s"<>\\^\x60{|}%#]|%[0-9A-Fa-f]{2})`;
const FRAGMENT = `(?:#${URI_CHAR}*)?`;
const URI_LIKE: Readonly<Record<string, RegExp>> = {
  uri: new RegExp(`^[A-Za-z][A-Za-z0-9+.-]*:${URI_CHAR}*${FRAGMENT}$`, "u"),
  url: new RegExp(`^[A-Za-z][A-Za-z0-9+.-]*://${URI_CHAR}+${FRAGMENT}$`, "u"),
  "uri-reference": new RegExp(`^${URI_CHAR}*${FRAGMENT}$`, "u"),
};

/** The pattern's strings that could be of the format, where a probe finds some; else the pattern's strings. */
function plausibleFor(format: unknown, strings: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const shape = typeof format === "string" ? URI_LIKE[format] : undefined;
  if (shape === undefined || !yields(strings, (v) => shape.test(v as string), 50)) return strings;
  return bounded(strings, (v) => shape.test(v as string), `the format ${String(format)}`) as fc.Arbitrary<string>;
}

function formatOf(format: unknown): fc.Arbitrary<string> | undefined {
  switch (format) {
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return webAddress();
    case "date-time":
      // With and without milliseconds: both are RFC 3339, and schemas' patterns often spell one.
      return fc.tuple(isoDate(), fc.boolean()).map(([d, ms]) => (ms ? d.toISOString() : d.toISOString().replace(/\.\d{3}Z$/, "Z")));
    case "date":
      return isoDate().map((d) => d.toISOString().slice(0, 10));
    case "uuid":
      return fc.uuid();
    case "ipv4":
      return fc.ipV4();
    case "hostname":
    case "idn-hostname":
      return fc.domain();
    case "idn-email":
      return fc.emailAddress();
    case "uri-reference":
    case "iri":
    case "iri-reference":
    case "uri-template":
      return webAddress();
    case "ipv6":
      return fc.ipV6();
    case "time":
      return isoDate().map((d) => d.toISOString().slice(11, 19) + "Z");
    case "duration":
      return fc.integer({ min: 1, max: 90 }).map((n) => `P${n}D`);
    case "json-pointer":
      return fc.constantFrom("", "/a", "/a/0", "/b~1c");
    case "relative-json-pointer":
      return fc.constantFrom("0", "1/a", "2#");
    case "regex":
      return fc.constantFrom("^a$", "[a-z]+", "\\d{2}");
    case "byte":
      // OpenAPI's base64 bytes.
      return fc.base64String({ maxLength: 24 });
  }
  return undefined;
}

function patternOrLength(node: SchemaObject): fc.Arbitrary<string> {
  if (typeof node["pattern"] === "string") {
    const pattern = regExpOf(node["pattern"]);
    if (pattern === undefined) throw new RangeError(`valueOf: cannot generate strings for the pattern ${node["pattern"]}`);
    const matching = drawnMatching(node["pattern"], pattern);
    // The pattern steers the draw; length bounds beside it are kept by a bounded filter.
    const min = typeof node["minLength"] === "number" ? node["minLength"] : 0;
    const max = typeof node["maxLength"] === "number" ? node["maxLength"] : Infinity;
    if (min === 0 && max === Infinity) return matching;
    const repeated = repeatedClass(node["pattern"], min, max);
    if (repeated !== undefined) return repeated;
    return bounded(matching, (s) => typeof s === "string" && [...s].length >= min && [...s].length <= max, `the pattern ${node["pattern"]} with its length bounds`) as fc.Arbitrary<string>;
  }
  const minLength = typeof node["minLength"] === "number" ? node["minLength"] : 0;
  const maxLength = typeof node["maxLength"] === "number" ? node["maxLength"] : minLength + 24;
  if (minLength > maxLength) throw new RangeError("valueOf: minLength is over maxLength, no string fits");
  return fc.string({ unit, minLength, maxLength: Math.min(maxLength, minLength + 24) });
}

/**
 * `^[class]*$` or `^[class]+$` (also `\\d`, `\\w`, `.`) under length bounds: the length drawn first, then each
 * character from the class, instead of filtering the pattern's short strings (a 40-character hex string).
 */
function repeatedClass(source: string, min: number, max: number): fc.Arbitrary<string> | undefined {
  const match = /^\^(\[(?:[^\]\\]|\\.)+\]|\\[dw]|\.)([*+])\$$/.exec(source);
  if (match === null) return undefined;
  const one = regExpOf(`^${match[1] ?? ""}$`);
  if (one === undefined) return undefined;
  const lo = Math.max(min, match[2] === "+" ? 1 : 0);
  const hi = Math.min(max, lo + 24);
  if (lo > hi) throw new RangeError(`valueOf: no string of the pattern ${source} fits the length bounds`);
  let char: fc.Arbitrary<string>;
  try {
    char = fc.stringMatching(one);
  } catch {
    return undefined;
  }
  // One code point per character, so the length counts as JSON Schema counts it.
  return fc.array(char.filter((c) => [...c].length === 1), { minLength: lo, maxLength: hi }).map((chars) => chars.join(""));
}

/**
 * Strings matching a pattern. Lookarounds, which fast-check cannot draw from, are left out of the drawing and kept by
 * a bounded filter on the pattern itself; a pattern fast-check still cannot serve (back-references) is a refusal.
 */
function drawnMatching(source: string, pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(generatorOf(source) ?? pattern);
  } catch (error) {
    const wider = withoutLookarounds(source);
    const looser = wider === undefined ? undefined : generatorOf(wider);
    if (looser !== undefined) {
      try {
        return bounded(fc.stringMatching(looser), (s) => pattern.test(s as string), `the pattern ${source}`) as fc.Arbitrary<string>;
      } catch {
        // the refusal below
      }
    }
    throw new RangeError(`valueOf: cannot generate strings for the pattern ${source} (${error instanceof Error ? error.message : "unsupported"})`);
  }
}

/** The pattern fast-check draws from: the same strings, written so that it builds quickly (`generationPattern`). */
export function generatorOf(source: string): RegExp | undefined {
  return regExpOf(generationPattern(source));
}

/** A schema pattern as ECMA-262 reads it: with `u` where valid, else without (`\\-` outside a class). */
export function regExpOf(source: string): RegExp | undefined {
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(source, flags);
    } catch {
      // the next reading
    }
  }
  return undefined;
}

const letter = /* @__PURE__ */ fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
const word = /* @__PURE__ */ fc.tuple(letter, fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789"), maxLength: 7 })).map(([first, rest]) => first + rest);

/**
 * `https://host.tld/path?query` of plain letters and digits: valid under every reading of `uri` and `url` (ajv-formats'
 * `url` refuses some of fast-check's `webUrl`s, and building `webUrl` took 1.4 s on first use).
 */
function webAddress(): fc.Arbitrary<string> {
  const host = fc.tuple(fc.array(word, { minLength: 1, maxLength: 2 }), fc.constantFrom("com", "org", "io", "dev", "net")).map(([labels, tld]) => [...labels, tld].join("."));
  // Always a path, `/` at least: ajv-formats' `url` wants one before a query.
  const path = fc.array(word, { maxLength: 3 }).map((parts) => `/${parts.join("/")}`);
  const query = fc.option(fc.tuple(word, word).map(([k, v]) => `?${k}=${v}`), { nil: "" });
  return fc.tuple(fc.constantFrom("https", "http"), host, path, query).map(([scheme, h, p, q]) => `${scheme}://${h}${p}${q}`);
}

function isoDate(): fc.Arbitrary<Date> {
  return fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true });
}

function bounds(node: SchemaObject): { min?: number; max?: number; minExcluded: boolean; maxExcluded: boolean } {
  const num = (k: string): number | undefined => (typeof node[k] === "number" ? (node[k] as number) : undefined);
  const min = num("minimum");
  const max = num("maximum");
  // Draft 4 writes exclusivity as a boolean beside `minimum`/`maximum`.
  const exMin = node["exclusiveMinimum"] === true ? min : num("exclusiveMinimum");
  const exMax = node["exclusiveMaximum"] === true ? max : num("exclusiveMaximum");
  const lo = exMin !== undefined && (min === undefined || exMin >= min) ? { min: exMin, minExcluded: true } : { ...(min !== undefined ? { min } : {}), minExcluded: false };
  const hi = exMax !== undefined && (max === undefined || exMax <= max) ? { max: exMax, maxExcluded: true } : { ...(max !== undefined ? { max } : {}), maxExcluded: false };
  return { ...lo, ...hi };
}

/** Integers under `minimum`/`maximum` (exclusive too) and `multipleOf`. */
export function integerOf(node: SchemaObject): fc.Arbitrary<number> {
  const b = bounds(node);
  let lo = b.min === undefined ? undefined : b.minExcluded ? Math.floor(b.min) + 1 : Math.ceil(b.min);
  let hi = b.max === undefined ? undefined : b.maxExcluded ? Math.ceil(b.max) - 1 : Math.floor(b.max);
  lo ??= hi === undefined ? -100000 : hi - 200000;
  hi ??= lo + 200000;
  // Bounds past 2^53 (`maximum: 9223372036854776000`, a 64-bit limit written as a double) are drawn inside the
  // safe integers: fast-check's integers are safe ones, and larger bounds made a draw spin.
  lo = Math.max(lo, Number.MIN_SAFE_INTEGER);
  hi = Math.min(hi, Number.MAX_SAFE_INTEGER);
  if (lo > hi) throw new RangeError("valueOf: the integer range is empty");
  const step = node["multipleOf"];
  if (typeof step === "number" && Number.isInteger(step) && step > 0) {
    const first = Math.ceil(lo / step);
    const last = Math.floor(hi / step);
    if (first > last) throw new RangeError("valueOf: no multiple in the integer range");
    return fc.integer({ min: first, max: last }).map((k) => k * step || 0);
  }
  return fc.integer({ min: lo, max: hi }).map((n) => n || 0);
}

/** Numbers under the bounds: whole, cents and full doubles (never `-0`); multiples of a decimal `multipleOf`. */
export function numberOf(node: SchemaObject): fc.Arbitrary<number> {
  // OpenAPI's integer formats beside `type: "number"`: ajv-formats checks them as whole numbers.
  if (node["format"] === "int32" || node["format"] === "int64") return integerOf(node);
  const b = bounds(node);
  const min = b.min ?? (b.max === undefined ? -1e9 : b.max - 2e9);
  const max = b.max ?? min + 2e9;
  const step = node["multipleOf"];
  if (typeof step === "number" && step > 0 && Number.isFinite(step)) return multiplesOf(step, min, max, b.minExcluded, b.maxExcluded);
  const double = fc.double({ min, max, minExcluded: b.minExcluded, maxExcluded: b.maxExcluded, noNaN: true, noDefaultInfinity: true });
  const lo = b.minExcluded ? Math.floor(min) + 1 : Math.ceil(min);
  const hi = b.maxExcluded ? Math.ceil(max) - 1 : Math.floor(max);
  // Whole numbers and short decimals are what models mostly write; full doubles keep the rest honest.
  const arbs: fc.Arbitrary<number>[] = [double];
  if (Math.max(lo, -1e9) <= Math.min(hi, 1e9)) arbs.push(fc.integer({ min: Math.max(lo, -1e9), max: Math.min(hi, 1e9) }));
  if (Math.abs(min) > 1e12 || Math.abs(max) > 1e12) return fc.oneof(...arbs).map((n) => n || 0);
  const cents = fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((c) => c / 100).filter((n) => (b.minExcluded ? n > min : n >= min) && (b.maxExcluded ? n < max : n <= max));
  if (Math.ceil(min * 100) <= Math.floor(max * 100)) arbs.push(cents);
  return fc.oneof(...arbs).map((n) => n || 0);
}

/** Decimal places of a positive number as written in JSON (`0.01` → 2, `1e-7` → 7, `5` → 0). */
export function decimalPlaces(n: number): number {
  const [digits = "", exponent] = String(n).split("e");
  const fraction = digits.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * Multiples of `step` inside the bounds, in exact decimal arithmetic: `step` scaled by a power of ten to a whole
 * number, `k × scaled` drawn as an integer, then divided back once (the nearest double to the exact decimal).
 * Only multiples whose quotient by `step` is a whole number in floating point too are kept (`0.29 / 0.01` is not),
 * so validators that divide (ajv) agree with those that scale.
 */
export function multiplesOf(step: number, min: number, max: number, minExcluded = false, maxExcluded = false): fc.Arbitrary<number> {
  const places = decimalPlaces(step);
  if (places > 15) throw new RangeError(`valueOf: multipleOf ${step} has more decimals than a double holds`);
  const scale = 10 ** places;
  const scaled = Math.round(step * scale);
  let first = Math.ceil(min / step);
  let last = Math.floor(max / step);
  if (minExcluded && first * step <= min) first++;
  if (maxExcluded && last * step >= max) last--;
  // k × scaled stays a safe integer, so the product is exact.
  const limit = Math.floor(Number.MAX_SAFE_INTEGER / scaled);
  first = Math.max(first, -limit);
  last = Math.min(last, limit);
  if (first > last) throw new RangeError(`valueOf: no multiple of ${step} within the bounds`);
  const inside = (v: number): boolean => (minExcluded ? v > min : v >= min) && (maxExcluded ? v < max : v <= max) && Number.isInteger(v / step);
  const whole = fc.integer({ min: first, max: last }).map((k) => (k * scaled) / scale || 0);
  return bounded(whole, (v) => inside(v as number), `multipleOf ${step} within the bounds`) as fc.Arbitrary<number>;
}
