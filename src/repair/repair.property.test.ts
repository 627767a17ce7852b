import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closingQuoteAt } from "../fuzz/corruptions/cut-in-string.js";
import { repair } from "./repair.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Style {
  readonly quotes: "double" | "single" | "smart" | "backtick";
  readonly unquotedKeys: boolean;
  readonly trailingCommas: boolean;
  readonly comments: boolean;
  readonly python: boolean;
  readonly spaces: boolean;
}

// Characters that stress string reading: every quote jsonrepair knows, brackets, comment starts, escapes.
const chars = fc.constantFrom(
  ..."ab 0-.+#()é😀,:{}[]/*\\'\"`´‘’“”\n\t".match(/./gsu) ?? [],
);
const text = fc.string({ unit: chars, maxLength: 8 });

const { object, array } = fc.letrec<{ value: Json; array: Json[]; object: Record<string, Json> }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1000, max: 1000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((x) => (x === 0 ? 0 : x)),
    text,
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(text, fc.constantFrom("a", "b_1", "$x", "key")), tie("value"), { maxKeys: 4 }),
}));

const style: fc.Arbitrary<Style> = fc.record({
  quotes: fc.constantFrom("double", "single", "smart", "backtick"),
  unquotedKeys: fc.boolean(),
  trailingCommas: fc.boolean(),
  comments: fc.boolean(),
  python: fc.boolean(),
  spaces: fc.boolean(),
});

const quoteChars = {
  double: ['"', '"', ['"']],
  single: ["'", "'", ["'"]],
  smart: ["“", "”", ['"', "“", "”"]],
  backtick: ["`", "`", ["'", "‘", "’", "`", "´"]],
} as const;

function quote(value: string, style: Style): string {
  if (style.quotes === "double") return JSON.stringify(value);
  const [open, close, closers] = quoteChars[style.quotes];
  let out = open;
  for (const ch of value) {
    if (ch === "\\") out += "\\\\";
    else if ((closers as readonly string[]).includes(ch)) out += "\\" + ch;
    else if (ch < " ") out += JSON.stringify(ch).slice(1, -1);
    else out += ch;
  }
  return out + close;
}

/** Writes a value the way a sloppy model might: another quote style, bare keys, comments, Python literals. */
function write(value: Json, style: Style): string {
  const comma = style.spaces ? ", " : ",";
  const tail = (items: string[]): string =>
    (style.comments ? "/* c */ " : "") + items.join(style.comments ? ", // c\n" : comma) + (style.trailingCommas && items.length > 0 ? "," : "");
  if (value === null) return style.python ? "None" : "null";
  if (typeof value === "boolean") return style.python ? (value ? "True" : "False") : String(value);
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "string") return quote(value, style);
  if (Array.isArray(value)) return `[${tail(value.map((item) => write(item, style)))}]`;
  const entries = Object.entries(value).map(([key, item]) => {
    const name = style.unquotedKeys && /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key, style);
    return `${name}:${style.spaces ? " " : ""}${write(item, style)}`;
  });
  return `{${tail(entries)}}`;
}

const document = fc.tuple(fc.oneof(object, array), style).map(([value, how]) => ({ value, text: write(value, how) }));

describe("repair: model-style writing of any value", () => {
  it("reads the complete text back to the same value, with at most a syntax step", () => {
    fc.assert(
      fc.property(document, ({ value, text }) => {
        const outcome = repair(text);
        expect(outcome.ok, outcome.ok ? "" : `${text}\n${outcome.error.message}`).toBe(true);
        if (!outcome.ok) return;
        expect(outcome.value).toEqual(value);
        expect(outcome.steps.every((step) => step.stage === "repair" && step.kind === "syntax")).toBe(true);
        expect(outcome.steps.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });

  it("never returns a cut-off text as ok by default, and always marks it truncated when allowed", () => {
    fc.assert(
      fc.property(document, ({ text }) => {
        const end = text.lastIndexOf(text[0] === "{" ? "}" : "]");
        for (let cut = 1; cut < end; cut++) {
          const prefix = text.slice(0, cut);
          const strict = repair(prefix);
          // A cut right after closers inside a plain string that close the text exactly is also a complete
          // text missing one quote (`["a]` of `["a]"]`; the fuzz kit's own check): it reads as that text.
          const closing = closingQuoteAt(text, cut);
          if (closing !== undefined && strict.ok) {
            const at = prefix.length - closing.fromEnd;
            const twin = repair(prefix.slice(0, at) + closing.quote + prefix.slice(at));
            expect(twin.ok && twin.value, `prefix ${JSON.stringify(prefix)} of ${JSON.stringify(text)}`).toEqual(strict.value);
            continue;
          }
          expect(strict.ok, `prefix ${JSON.stringify(prefix)} of ${JSON.stringify(text)}`).toBe(false);
          const lenient = repair(prefix, { allowTruncated: true });
          if (lenient.ok) {
            expect(lenient.steps.some((step) => step.stage === "repair" && step.kind === "truncated"), prefix).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("repair: apostrophes in single-quoted strings", () => {
  // Apostrophes written without escapes, as models do. Not covered: one before a digit ('90s) or before
  // another quoted word ('a' 'b' is two strings), where jsonrepair and this scan end the string.
  const words = fc
    .array(fc.constantFrom("it's", "don't", "users'", "rock'n'roll", "O'Brien", "a", "b", "x y", "l’été"), {
      minLength: 1,
      maxLength: 6,
    })
    .map((list) => list.join(" "));

  it("keeps every apostrophe as written", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("a", "b", "c"), words, { minKeys: 1, maxKeys: 3 }), (object) => {
        const text = `{${Object.entries(object).map(([key, value]) => `'${key}': '${value}'`).join(", ")}}`;
        const outcome = repair(text);
        expect(outcome.ok, text).toBe(true);
        if (outcome.ok) expect(outcome.value).toEqual(object);
      }),
      { numRuns: 500 },
    );
  });
});
