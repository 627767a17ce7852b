import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueOf } from "../fuzz/value-of.js";
import { schemas } from "../fuzz/schemas.fixture.js";
import { isPlaceholder, notAnAnswer } from "./not-an-answer.js";

/**
 * The walk notAnAnswer had before it numbered nodes as their container opened: a breadth-first queue of every
 * node, counted as the queue reaches it. Kept as the oracle: both must give the same verdict on every value.
 */
function queueVerdict(value: unknown, echoes: ReadonlySet<string>): "placeholder" | "schema-echo" | undefined {
  if (typeof value !== "object" || value === null) return typeof value === "string" && isPlaceholder(value) ? "placeholder" : undefined;
  let strings = 0;
  let placeholders = 0;
  let echo = false;
  const pending: unknown[] = [value];
  for (let read = 0; read < pending.length && read < 10_000; read++) {
    if (read >= 64 && (echo || (placeholders === 0 && strings > 0))) break;
    const node = pending[read];
    if (typeof node === "string") {
      strings++;
      if (isPlaceholder(node)) placeholders++;
    } else if (typeof node === "object" && node !== null) {
      const children = Array.isArray(node) ? (node as unknown[]) : Object.values(node);
      if (!Array.isArray(node) && !echo && read < 64 && looksLikeSchema(node) && echoes.has(sortedJson(node))) echo = true;
      for (let i = 0; i < children.length && pending.length < 10_000; i++) pending.push(children[i]);
    }
  }
  if (echo) return "schema-echo";
  return strings > 0 && (placeholders === strings || (placeholders >= 2 && placeholders * 2 > strings)) ? "placeholder" : undefined;
}

function looksLikeSchema(node: object): boolean {
  return ("type" in node || "properties" in node || "$schema" in node) && Object.keys(node).length >= 2;
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

// An echo is a subschema written back: the root schema and the two below it that say what a value looks like.
const nameSchema = { maxLength: 20, type: "string" };
const schema = { properties: { name: nameSchema, tags: { items: nameSchema, type: "array" } }, type: "object" };
const echoes: ReadonlySet<string> = new Set([schema, nameSchema, { items: nameSchema, type: "array" }].map(sortedJson));

const word = fc.oneof(
  fc.constantFrom("<string>", "<your name>", "...", "…", "<br>", "<div class='a'>", "Ada", "a < b", "", ".5", "<>"),
  fc.string({ maxLength: 6 }),
);
const leaf = fc.oneof(word, word, fc.integer(), fc.boolean(), fc.constant(null));
// Values shaped to cross the 64-node window: wide lists, strings early or late, placeholders in any share, echoes anywhere.
const node = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.constantFrom(nameSchema, { items: nameSchema, type: "array" }, { type: "object" }),
    fc.array(tie("value"), { maxLength: 90 }),
    fc.array(fc.oneof(fc.integer(), fc.constant(null)), { minLength: 40, maxLength: 130 }),
    // mostly numbers, a string here and there: the first string falls anywhere, before or after the window
    fc.array(fc.oneof({ arbitrary: fc.integer(), weight: 12 }, { arbitrary: word, weight: 1 }), { minLength: 30, maxLength: 140 }),
    fc.dictionary(fc.constantFrom("name", "type", "tags", "a", "b", "properties"), tie("value"), { maxKeys: 5 }),
  ),
})).value;

describe("notAnAnswer numbers nodes breadth-first, as the queue read them", () => {
  it("gives the queue's verdict on any value (placeholders, echoes, lists across the window)", () => {
    fc.assert(
      fc.property(node, (value) => {
        expect(notAnAnswer(value, schema)).toBe(queueVerdict(value, echoes));
      }),
      { numRuns: 3000 },
    );
  });

  it("looks for an echo near the top of what the model wrote too, and counts placeholders in the value", () => {
    const isEcho = (node: unknown) => typeof node === "object" && node !== null && !Array.isArray(node) && looksLikeSchema(node) && echoes.has(sortedJson(node));
    fc.assert(
      fc.property(node, node, (value, written) => {
        const top = typeof written === "object" && written !== null ? [written, ...(Array.isArray(written) ? written : Object.values(written)).slice(0, 64)] : [];
        const writtenEcho = written !== value && top.some(isEcho);
        expect(notAnAnswer(value, schema, written)).toBe(writtenEcho ? "schema-echo" : queueVerdict(value, echoes));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives the queue's verdict on the fuzz kit's values of every fixture schema", () => {
    for (const [name, fixture] of Object.entries(schemas)) {
      const own = new Set<string>();
      fc.assert(
        fc.property(valueOf(fixture, { maxItems: 40 }), (value) => {
          expect(notAnAnswer(value, undefined), name).toBe(queueVerdict(value, own));
        }),
        { numRuns: 150 },
      );
    }
  });

  it("settles on the first string past the window, and counts to the end when it is a placeholder", () => {
    const numbers = Array.from({ length: 80 }, (_, i) => i);
    // 1 root + 1 list + 80 numbers: the first string is node 82
    expect(notAnAnswer({ a: [...numbers, "Ada", "<string>", "<string>"] }, undefined)).toBeUndefined();
    expect(notAnAnswer({ a: [...numbers, "<string>", "Ada", "<string>"] }, undefined)).toBe("placeholder");
    // the last node: nothing follows it, so the count runs to the end
    expect(notAnAnswer({ a: [...numbers, "Ada"] }, undefined)).toBeUndefined();
    expect(notAnAnswer({ a: [...numbers, "<string>"] }, undefined)).toBe("placeholder");
    // a real string inside the window and no slot there: the count stops at node 64, whatever follows
    expect(notAnAnswer({ a: ["Ada", ...numbers, "<string>", "<string>", "<string>"] }, undefined)).toBeUndefined();
    expect(notAnAnswer({ a: ["Ada", "<string>", ...numbers, "<string>", "<string>"] }, undefined)).toBe("placeholder");
    // a long list of objects (a 100 KB answer's items): all numbered before the first of them is opened
    const rows = (first: string, rest: string, length: number) => Array.from({ length }, (_, i) => ({ id: i, name: i === 0 ? first : rest }));
    const none: ReadonlySet<string> = new Set();
    for (const [first, rest, length] of [["Ada", "<string>", 500], ["<string>", "Ada", 500], ["<string>", "<string>", 500]] as const) {
      expect(notAnAnswer(rows(first, rest, length), undefined)).toBe(queueVerdict(rows(first, rest, length), none));
    }
    expect(notAnAnswer(rows("Ada", "<string>", 500), undefined)).toBeUndefined();
    expect(notAnAnswer(rows("<string>", "<string>", 500), undefined)).toBe("placeholder");
    // past the node limit before any row is opened: no string counted
    expect(notAnAnswer(rows("<string>", "<string>", 12_000), undefined)).toBeUndefined();
  });

  it("finds an echo only among the first 64 nodes", () => {
    const filler = Array.from({ length: 70 }, (_, i) => `item ${i}`);
    expect(notAnAnswer({ a: { echo: nameSchema }, b: filler }, schema)).toBe("schema-echo");
    expect(notAnAnswer({ b: filler, a: { echo: nameSchema } }, schema)).toBeUndefined();
    // root 0, list 1, items from 2: the schema as item 61 is node 63, the last in the window; as item 62, node 64
    const at = (position: number) => [...Array.from({ length: position }, (_, i) => i), nameSchema, 1, 2];
    expect(notAnAnswer({ a: at(61) }, schema)).toBe("schema-echo");
    expect(notAnAnswer({ a: at(62) }, schema)).toBeUndefined();
  });

  it("finds an echo in the window when the count stops at its node limit before reading it", () => {
    // The root's 12,000 items are numbered before any of them is read: the echo at item 30 is never opened.
    const wide = Array.from({ length: 12_000 }, (_, i) => (i === 30 ? nameSchema : `item ${i}`));
    expect(notAnAnswer(wide, schema)).toBe("schema-echo");
    expect(notAnAnswer(wide.map((item, i) => (i === 30 ? { ...nameSchema, maxLength: 21 } : item)), schema)).toBeUndefined();
    // An object of the window whose keys run past the limit, its echo key last: a schema that is such an object.
    const huge: Record<string, unknown> = Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`k${i}`, { maxLength: i }]));
    huge.type = "object";
    expect(notAnAnswer([{ ...huge }], huge)).toBe("schema-echo");
    expect(notAnAnswer([{ ...huge, type: "array" }], huge)).toBeUndefined();
  });

  it("finds an echo its validator stripped in what the model wrote: the whole value, or a top-level member", () => {
    expect(notAnAnswer({}, schema, schema)).toBe("schema-echo");
    expect(notAnAnswer({}, schema, { person: nameSchema })).toBe("schema-echo");
    expect(notAnAnswer([], schema, [1, nameSchema])).toBe("schema-echo");
    // deeper in what the model wrote, or past the first 64 members: left to the count of the validated value
    expect(notAnAnswer({}, schema, { a: { b: nameSchema } })).toBeUndefined();
    expect(notAnAnswer([], schema, [...Array.from({ length: 64 }, (_, i) => i), nameSchema])).toBeUndefined();
    // no schema, or what was written is the value itself (counted once, by the census)
    expect(notAnAnswer({}, undefined, schema)).toBeUndefined();
    const same = { a: 1 };
    expect(notAnAnswer(same, schema, same)).toBeUndefined();
  });
});
