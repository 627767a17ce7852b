import * as fc from "fast-check";
import JSON5 from "json5";
import { describe, expect, it } from "vitest";
import { corrupt } from "./corrupt.js";
import { corruptionByName, corruptions, hedgedScalar, hedgedValue } from "./corruptions.js";
import { deepEqual, isPlainObject } from "./json-value.js";
import { normalizeKey, objectShape, type JsonSchema } from "./schema.js";
import { schemas } from "./schemas.fixture.js";
import { validates } from "./validate.js";
import { valueOf } from "./value-of.js";

const s = (name: string): JsonSchema => schemas[name] as JsonSchema;
const one = (value: unknown, name: string, schema?: JsonSchema, seed = 1) =>
  corrupt(value, [name], { seed, style: { indent: 0, spaced: true }, ...(schema ? { schema, toolName: "click" } : {}) });

describe("each corruption writes what it claims", () => {
  const click = { selector: "#submit" };
  const scroll = { direction: "down", amount: 300 };

  it("fence: a code fence around the original JSON", () => {
    const out = one(click, "fence");
    const match = /^(```|~~~)[a-zA-Z]*\n([\s\S]*)\n(```|~~~)$/.exec(out.text);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[2] ?? "")).toEqual(click);
    expect(out.expected).toEqual(click);
  });

  it("prose-around: the JSON intact between sentences", () => {
    for (let seed = 0; seed < 10; seed++) {
      const out = one(click, "prose-around", undefined, seed);
      expect(out.text).toContain('{"selector": "#submit"}');
      expect(out.text.length).toBeGreaterThan('{"selector": "#submit"}'.length + 5);
    }
  });

  it("reasoning-block: a closed <think> block, then the JSON", () => {
    const out = one(click, "reasoning-block");
    const match = /^<(think|thinking)>\n[\s\S]+\n<\/\1>\n\n([\s\S]*)$/.exec(out.text);
    expect(JSON.parse(match?.[2] ?? "")).toEqual(click);
  });

  it("single-quotes, unquoted-keys, trailing-commas, comments: JSON5 that reads back to the value", () => {
    const value = { selector: "a[href='/x']", n: [1, 2], deep: { ok: true } };
    const checks: [string, RegExp][] = [
      ["single-quotes", /'n'/],
      ["unquoted-keys", /\bselector:/],
      ["trailing-commas", /,\s*[}\]]/],
      ["comments", /\/\/|\/\*/],
    ];
    for (const [name, shows] of checks) {
      const out = one(value, name);
      expect(out.text, name).toMatch(shows);
      expect(JSON5.parse(out.text), name).toEqual(value);
      expect(out.recoverable).toBe(true);
    }
  });

  it("python-literals and smart-quotes: the literals and quotes replaced", () => {
    expect(one({ a: true, b: null, c: false }, "python-literals").text).toBe('{"a": True, "b": None, "c": False}');
    expect(one(click, "smart-quotes").text).toBe("{“selector”: “#submit”}");
    expect(corruptionByName("smart-quotes")?.applies({ ...draftOf({ a: "he said “hi”" }) }, {})).toBe(false);
  });

  it("truncate: a strict prefix of the JSON, never recoverable", () => {
    for (let seed = 0; seed < 30; seed++) {
      const out = one(scroll, "truncate", undefined, seed);
      expect('{"direction": "down", "amount": 300}'.startsWith(out.text)).toBe(true);
      expect(out.text.length).toBeLessThan('{"direction": "down", "amount": 300}'.length);
      expect(out.recoverable).toBe(false);
      expect("expected" in out).toBe(false);
    }
  });

  it("several-blocks: an example block that does not fit, then the answer", () => {
    const out = one(scroll, "several-blocks", s("scroll"));
    const blocks = out.text.split("```");
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const example: unknown = JSON.parse((blocks[1] ?? "").replace(/^json\n/, ""));
    expect(validates(s("scroll"), example)).toBe(false);
    expect(out.text.endsWith('{"direction": "down", "amount": 300}')).toBe(true);
    expect(out.recoverable).toBe(true);
  });

  it("react: Thought, Action and Action Input lines", () => {
    const out = one(click, "react", s("click"));
    expect(out.text).toMatch(/^Thought: .+\nAction: click\nAction Input: \{"selector": "#submit"\}$/);
  });

  it("key-alias: a declared alias in place of the key", () => {
    const out = one(click, "key-alias", s("click"));
    const key = Object.keys(JSON.parse(out.text) as object)[0];
    expect(["element", "target", "css_selector"]).toContain(key);
    expect(out.expected).toEqual(click);
  });

  it("key-case: the same words in other case or separators", () => {
    const out = one({ display_name: "Ann", id: 3, email: null, verified: true }, "key-case", s("profile"));
    const keys = Object.keys(JSON.parse(out.text) as object);
    const changed = keys.filter((k) => !["display_name", "id", "email", "verified"].includes(k));
    expect(changed).toHaveLength(1);
    expect(["displayname", "id", "email", "verified"]).toContain(normalizeKey(changed[0] ?? ""));
    expect(out.recoverable).toBe(true);
  });

  it("undeclared-alias: a required key renamed to something the schema does not know, not recoverable", () => {
    const out = one(click, "undeclared-alias", s("click"));
    const parsed = JSON.parse(out.text) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty("selector");
    const shape = objectShape(s("click"));
    for (const key of Object.keys(parsed)) expect(shape?.aliases.get("selector")).not.toContain(key);
    expect(out.recoverable).toBe(false);
    expect("expected" in out).toBe(false);
  });

  it("extra-keys: unknown keys added to a closed object only (on an open one they would be data)", () => {
    const closed = one(click, "extra-keys", s("click"));
    expect(Object.keys(JSON.parse(closed.text) as object).length).toBeGreaterThan(1);
    expect(closed.recoverable).toBe(true);
    expect(closed.expected).toEqual(click);
    const profile = { id: 1, display_name: "Ann", email: null, verified: true };
    expect(corruptionByName("extra-keys")?.applies(draftOf(profile), { schema: s("profile") })).toBe(false);
  });

  it("null-optional: null for an optional non-nullable field the truth omits", () => {
    const out = one({ direction: "up" }, "null-optional", s("scroll"));
    expect(JSON.parse(out.text)).toEqual({ direction: "up", amount: null });
    expect(out.expected).toEqual({ direction: "up" });
    // email and bio are nullable: their null is a value, so only the others may be nulled.
    const profile = one({ id: 1, display_name: "A", email: "a@b.c", verified: false }, "null-optional", s("profile"));
    const nulled = Object.entries(JSON.parse(profile.text) as object).filter(([, v]) => v === null).map(([k]) => k);
    expect(nulled.length).toBeGreaterThan(0);
    for (const k of nulled) expect(["phone", "website", "age", "zip_code", "interests"]).toContain(k);
  });

  it("scalar-as-string and string-as-number: the scalar's type flipped", () => {
    expect(JSON.parse(one(scroll, "scalar-as-string", s("scroll")).text)).toEqual({ direction: "down", amount: "300" });
    expect(JSON.parse(one({ seconds: 2.5 }, "scalar-as-string", s("wait")).text)).toEqual({ seconds: "2.5" });
    const zip = one({ id: 1, display_name: "A", email: null, verified: false, zip_code: "90210" }, "string-as-number", s("profile"));
    expect((JSON.parse(zip.text) as { zip_code: unknown }).zip_code).toBe(90210);
    expect(corruptionByName("string-as-number")?.applies(draftOf({ id: 1, display_name: "A", email: null, verified: false, zip_code: "02134" }), { schema: s("profile") })).toBe(false);
  });

  it("single-for-list, enum-case, bare-value, json-in-string", () => {
    const product = { name: "Mug", price: 9.5, in_stock: true, tags: ["kitchen"] };
    expect((JSON.parse(one(product, "single-for-list", s("product")).text) as { tags: unknown }).tags).toBe("kitchen");
    expect(["Down", "DOWN"]).toContain((JSON.parse(one(scroll, "enum-case", s("scroll")).text) as { direction: string }).direction);
    expect(one(click, "bare-value", s("click")).text).toBe('"#submit"');
    expect(JSON.parse(JSON.parse(one(click, "json-in-string", s("click")).text) as string)).toEqual(click);
  });

  it("wrap-object and action-blob: the value one level down", () => {
    const wrapped = JSON.parse(one(click, "wrap-object", s("click")).text) as Record<string, unknown>;
    expect(Object.keys(wrapped)).toHaveLength(1);
    expect(Object.values(wrapped)[0]).toEqual(click);
    expect(JSON.parse(one(click, "action-blob", s("click")).text)).toEqual({ action: "click", action_input: click });
  });

  it("wrap-object: no wrapper the schema also takes as a one-item list (two readings)", () => {
    const anyList = { type: "array" } as JsonSchema;
    const wrapper = corruptionByName("wrap-object");
    const context = { schema: anyList };
    expect(wrapper?.applies(draftOf([true, null]), context)).toBe(false);
    const objects = { type: "array", items: { type: "object", properties: { id: { type: "integer" } }, additionalProperties: false } } as JsonSchema;
    expect(wrapper?.applies(draftOf([{ id: 1 }]), { schema: objects })).toBe(true);
  });
});

describe("the readings the text determines, written by the kit", () => {
  const note = { type: "object", properties: { title: { type: "string" } }, required: ["title"] } as JsonSchema;
  it("bare-words writes plain words unquoted, never a literal, a yes/no word or a hedge", () => {
    expect(corrupt({ title: "New York" }, ["bare-words"], { schema: note, seed: 1, style: { indent: 0 } }).text).toBe('{"title": New York}');
    for (const title of ["yes or no", "None of them", "one", "New  York", "x1 y2"]) {
      expect(corrupt({ title }, ["bare-words"], { schema: note, seed: 1, style: { indent: 0 } }).corruptions).toEqual([]);
    }
  });
  it("magnitude-in-prose moves the point over the digits written, and a sign becomes minus", () => {
    const number = { type: "number" } as JsonSchema;
    const texts = new Set<string>();
    for (let seed = 0; seed < 40; seed++) texts.add(corrupt(1234500, ["magnitude-in-prose"], { schema: number, seed }).text.replace(/^.*?(\d)/, "$1"));
    expect([...texts].some((text) => text.startsWith("1.2345 million") || text.startsWith("1234.5 thousand"))).toBe(true);
    expect(corrupt(-42.5, ["magnitude-in-prose"], { schema: number, seed: 3 }).text).toContain("minus 42.5");
  });
  it("hedged-scalar names the answer and a different value of its kind: no longer recoverable", () => {
    const number = { type: "number" } as JsonSchema;
    for (let seed = 0; seed < 20; seed++) {
      const out = corrupt(12, [hedgedScalar], { schema: number, seed });
      expect(out.corruptions).toEqual(["hedged-scalar"]);
      expect(out.recoverable).toBe(false);
      expect(out.text).toMatch(/\b12\b/);
      expect(out.text).toMatch(/\b13\b/);
    }
    const yes = corrupt(true, [hedgedScalar], { schema: { type: "boolean" } as JsonSchema, seed: 2 }).text.toLowerCase();
    expect(yes).toContain("true");
    expect(yes).toContain("false");
  });
  it("hedged-value joins two quoted values with or: no longer recoverable", () => {
    const out = corrupt({ title: "Paris" }, [hedgedValue], { schema: note, seed: 1, style: { indent: 0 } });
    expect(out.text).toBe('{"title": "Paris" or "Paris (or not)"}');
    expect(out.recoverable).toBe(false);
  });
});

function draftOf(value: unknown) {
  return { written: value, expected: value, recoverable: true, style: { indent: 0, spaced: true, quote: "double", smartQuotes: false, unquotedKeys: false, pythonLiterals: false, trailingCommas: "none", comments: false, seed: 0 }, text: "", span: { start: 0, end: 0 }, truncated: false, applied: [] } as const;
}

describe("recoverable is honest", () => {
  // Corruptions with little to act on in the corpus schemas' values get values made for them.
  const extra: Record<string, JsonSchema> = {
    "boolean answer": { type: "boolean" },
    "number answer": { type: "number" },
    note: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
  };
  const schemaOf = (name: string): JsonSchema => extra[name] ?? s(name);
  const names = Object.keys(schemas);
  const cases = fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), valueOf(s(name), { maxDepth: 2 }), fc.nat()));
  const special: Record<string, typeof cases> = {
    "scalar-in-prose": fc.constantFrom("boolean answer", "number answer").chain((name) => fc.tuple(fc.constant(name), valueOf(schemaOf(name)), fc.nat())),
    "magnitude-in-prose": fc.tuple(fc.constant("number answer"), fc.constantFrom(1234567, -42.5, 1000, 250_000_000, -3000, 5), fc.nat()),
    "bare-words": fc.tuple(fc.constant("note"), fc.record({ title: fc.constantFrom("New York", "hello there", "plain", "yes or no") }), fc.nat()),
    "unescaped-quotes": fc.tuple(fc.constant("note"), fc.record({ title: fc.constantFrom('he said "stop" twice', 'a"b', "plain") }), fc.nat()),
    // whole numerals in strings are rare in the corpus schemas' draws; fractions and padded numerals are no target
    "string-as-number": fc.tuple(fc.constant("note"), fc.record({ title: fc.constantFrom("90210", "42", "0.5", "007", "plain") }), fc.nat()),
  };

  for (const c of corruptions) {
    it(`${c.name}: predicted recoverability matches, the truth is the original value, a value edit leaves an invalid value`, () => {
      let applied = 0;
      fc.assert(
        fc.property(special[c.name] ?? cases, ([name, value, seed]) => {
          const schema = schemaOf(name);
          const context = { schema, toolName: name };
          const out = corrupt(value, [c], { ...context, seed, style: { indent: 0 } });
          if (out.corruptions.length === 0) return;
          applied++;
          const predicted = typeof c.recoverable === "function" ? c.recoverable(value, context) : c.recoverable;
          expect(out.recoverable).toBe(predicted);
          expect("expected" in out).toBe(out.recoverable);
          if (out.recoverable) expect(out.expected).toEqual(value);
          if (c.phase === "value" && out.recoverable) {
            const written: unknown = JSON.parse(out.text);
            expect(deepEqual(written, value)).toBe(false);
            // Were the written value valid, a correct parser would have to return it: no fix would be called for.
            // (An unrecoverable edit may leave a valid value: extra keys on an open object are data.)
            expect(validates(schema, written)).toBe(false);
          }
        }),
        { numRuns: 150 },
      );
      expect(applied).toBeGreaterThan(0);
    });
  }

  it("never claims recoverable when the written value is valid but different", () => {
    // profile is open: a renamed optional key leaves a valid value, so key corruptions must avoid it.
    const value = { id: 1, display_name: "A", email: null, verified: true, website: "x.org" };
    for (let seed = 0; seed < 50; seed++) {
      for (const name of ["key-alias", "key-case"]) {
        const out = corrupt(value, [name], { schema: s("profile"), seed, style: { indent: 0 } });
        if (out.corruptions.length === 0) continue;
        const written = JSON.parse(out.text) as Record<string, unknown>;
        expect(isPlainObject(written) && "website" in written).toBe(true);
      }
    }
  });
});

describe("determinism", () => {
  it("gives the same text for the same seed and varies with the seed", () => {
    const value = { name: "Mug", price: 9.5, in_stock: true, tags: ["a", "b"], specs: [{ key: "color", value: "red" }] };
    const all = corruptions.map((c) => c.name);
    const a = corrupt(value, all, { schema: s("product"), seed: 42 });
    const b = corrupt(value, all, { schema: s("product"), seed: 42 });
    expect(a).toEqual(b);
    const texts = new Set(Array.from({ length: 20 }, (_, seed) => corrupt(value, ["fence", "prose-around", "comments"], { seed }).text));
    expect(texts.size).toBeGreaterThan(5);
  });
});
