import { describe, expect, it } from "vitest";
import * as z from "zod";
import { defaultRules, dropUnknownKeys } from "../coerce/rules/index.js";
import type { Rule } from "../coerce/rule.js";
import { scopeRule } from "../coerce/scope.js";
import { salvage } from "../salvage/salvage.js";
import { isPlaceholder, notAnAnswer } from "./not-an-answer.js";

// The wrong values real schemas produced (issue 14, W1–W7): each now gives the answer or a clear failure.
function read(schema: Record<string, unknown>, text: string) {
  const outcome = salvage(schema)(text);
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error.code };
}

const closedA = { type: "object", properties: { a: { type: "string" } }, additionalProperties: false };
const named = { type: "object", properties: { name: { type: "string" } }, additionalProperties: false };

describe("a reading that drops all the model wrote is no repair (W1, W2)", () => {
  it("unwraps a Final Answer blob whose input is a JSON string (W1)", () => {
    expect(read(closedA, '{"action": "Final Answer", "action_input": "{\\"a\\": \\"x\\"}"}')).toEqual({ ok: true, value: { a: "x" } });
  });

  it("never empties a closed object by dropping every key", () => {
    expect(read(closedA, '{"b": "x", "c": 1}')).toMatchObject({ ok: false, code: "schema-mismatch" });
    expect(read(closedA, '{"a": "x", "c": 1}')).toEqual({ ok: true, value: { a: "x" } });
  });

  it("keeps Final Answer prose out of an object", () => {
    expect(read(closedA, '{"action": "Final Answer", "action_input": "all done"}')).toMatchObject({ ok: false });
  });

  it("prefers the answer to an echo of the schema before it (W2)", () => {
    const echo = (schema: object, answer: string) => `Schema:\n\`\`\`json\n${JSON.stringify(schema, null, 2)}\n\`\`\`\nAnswer:\n${answer}`;
    expect(read(named, echo(named, '{"name": "Ada"}'))).toEqual({ ok: true, value: { name: "Ada" } });
    const list = { type: "array", items: { type: "object", properties: { name: { type: "string" } } } };
    expect(read(list, echo(list, '[{"name": "Ada"}]'))).toEqual({ ok: true, value: [{ name: "Ada" }] });
    const open = { type: "object", properties: { name: { type: "string" } } };
    expect(read(open, echo(open, '{"name": "Ada"}'))).toEqual({ ok: true, value: { name: "Ada" } });
  });

  it("fails on an echo of the schema alone", () => {
    const open = { type: "object", properties: { name: { type: "string" } } };
    expect(read(open, JSON.stringify(open))).toMatchObject({ ok: false, code: "no-json-found" });
  });

  // A zod object strips the keys it does not declare: the schema written back validates as `{}` when every
  // property is optional, and the echo is gone from the validated value. It is looked for in what the model wrote.
  describe("an echo its validator stripped to {} (zod, every property optional)", () => {
    const optional = z.object({ name: z.string().optional(), age: z.number().optional() });
    const parse = salvage(optional);
    const echo = JSON.stringify(parse.jsonSchema);

    it("fails as the schema written back, valid JSON or not, bare or in prose", () => {
      expect(echo).toContain('"properties":{"name"');
      for (const text of [echo, JSON.stringify(parse.jsonSchema, null, 2), `Here you go:\n\`\`\`json\n${echo}\n\`\`\``, echo.replace(/"/g, "'")]) {
        const outcome = parse(text);
        expect(outcome.ok, text).toBe(false);
        expect(!outcome.ok && outcome.error.code).toBe("no-json-found");
        expect(!outcome.ok && outcome.error.message).toMatch(/schema/);
      }
    });

    it("fails on the echo of a property's schema, nested where the validator strips it", () => {
      const nested = salvage(z.object({ person: optional }));
      const written = JSON.stringify({ person: (nested.jsonSchema?.["properties"] as Record<string, unknown>)["person"] });
      expect(nested(written)).toMatchObject({ ok: false, error: { code: "no-json-found" } });
    });

    it("still reads real answers, the empty one and one with a key named type", () => {
      expect(parse('{"name": "Ada"}')).toMatchObject({ ok: true, value: { name: "Ada" } });
      expect(parse("{}")).toMatchObject({ ok: true, value: {} });
      // `type` and `properties` beside real keys: not one of the schema's shapes, so no echo.
      expect(parse('{"name": "Ada", "type": "object", "properties": {}}')).toMatchObject({ ok: true, value: { name: "Ada" } });
      expect(salvage(z.object({ type: z.string(), name: z.string() }))('{"type": "object", "name": "Ada"}')).toMatchObject({ ok: true });
    });
  });
});

describe("placeholders are never an answer (W3)", () => {
  const example = 'Example:\n```json\n{"name": "<string>"}\n```\n\nAnswer:\n';

  it("takes the answer after a format example", () => {
    expect(read(named, `${example}{"name": "Ada"}`)).toEqual({ ok: true, value: { name: "Ada" } });
  });

  it("reports a cut-off answer as truncated, not the example", () => {
    expect(read(named, `${example}{"name": "Ad`)).toEqual({ ok: false, code: "truncated" });
  });

  it("fails on a placeholder alone, and keeps real values that look like tags", () => {
    expect(read(named, '{"name": "<string>"}')).toEqual({ ok: false, code: "no-json-found" });
    expect(read(named, '{"name": "<br>"}')).toEqual({ ok: true, value: { name: "<br>" } });
    expect(read({ type: "object", properties: { a: { type: "string" }, b: { type: "string" } } }, '{"a": "<string>", "b": "Ada"}')).toMatchObject({ ok: true });
  });

  it("counts placeholders in what the validator returned, not in what the model wrote (the fast path included)", () => {
    // zod's `.trim()` makes the placeholder; its input JSON Schema says only "string": valid JSON, whole text.
    const trimmed = salvage(z.object({ name: z.string().trim(), tags: z.array(z.string().trim()) }));
    const outcome = trimmed('{"name": " <string> ", "tags": [" <string> "]}');
    expect(outcome.ok ? "ok" : outcome.error.code).toBe("no-json-found");
    expect(trimmed('{"name": " Ada ", "tags": [" <string> "]}')).toMatchObject({ ok: true, value: { name: "Ada", tags: ["<string>"] } });
    // and a default the validator fills in is counted too
    const filled = salvage(z.object({ name: z.string().default("<your name>"), note: z.string().default("<string>") }));
    expect(filled("{}").ok).toBe(false);
    expect(filled('{"name": "Ada"}').ok).toBe(true);
  });

  it("tells placeholders from values", () => {
    expect(["<string>", "<your name>", "...", "…", "<value>"].map(isPlaceholder)).toEqual([true, true, true, true, true]);
    expect(["<br>", "<div class='a'>", "a < b", "<>", "Ada"].map(isPlaceholder)).toEqual([false, false, false, false, false]);
    expect(notAnAnswer({ a: ["<string>", { b: "<number>" }], c: 3 }, undefined)).toBe("placeholder");
    expect(notAnAnswer({ a: 1 }, undefined)).toBeUndefined();
  });

  it("reads a large value to its end for placeholders, and stops early only once real strings settle it", () => {
    const schema = { type: "object", properties: { items: { type: "array", items: { type: "string" } } } };
    const placeholders = Array.from({ length: 500 }, () => "<string>");
    const names = Array.from({ length: 500 }, (_, i) => `name ${i}`);
    expect(notAnAnswer({ items: placeholders }, schema)).toBe("placeholder");
    // mostly slots is a template, wherever the one real value stands
    expect(notAnAnswer({ items: [...placeholders, "Ada"] }, schema)).toBe("placeholder");
    expect(notAnAnswer({ items: ["Ada", ...placeholders] }, schema)).toBe("placeholder");
    // counted to the end: half slots is no template, nor are values with a slot or two at the end
    expect(notAnAnswer({ items: [...names, ...placeholders] }, schema)).toBeUndefined();
    expect(notAnAnswer({ items: [...names, "<string>", "<string>"] }, schema)).toBeUndefined();
    expect(notAnAnswer({ echo: schema, items: Array.from({ length: 500 }, (_, i) => `item ${i}`) }, schema)).toBe("schema-echo");
  });
});

describe("rank readings by what they keep (W4, W6)", () => {
  it("fixes a key's case rather than dropping the key (W4)", () => {
    const schema = {
      oneOf: [closedA, { type: "object", properties: { a: { type: "string" }, op: { enum: ["lt", "gt"] } }, required: ["op"], additionalProperties: false }],
    };
    expect(read(schema, '{"a":"x","op":"LT"}')).toEqual({ ok: true, value: { a: "x", op: "lt" } });
    expect(read(schema, '{"a":"x"}')).toEqual({ ok: true, value: { a: "x" } });
  });

  it("knows a lossy rule by its `lossy` declaration, not by its name", () => {
    const schema = {
      oneOf: [closedA, { type: "object", properties: { a: { type: "string" }, op: { enum: ["lt", "gt"] } }, required: ["op"], additionalProperties: false }],
    };
    const withDrop = (drop: Rule) => {
      const outcome = salvage(schema, { rules: defaultRules.map((rule) => (rule === dropUnknownKeys ? drop : rule)) })('{"a":"x","op":"LT"}');
      return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error.code };
    };
    // The same rule under another name ranks as lossy still: the reading that keeps `op` wins.
    expect(withDrop({ ...dropUnknownKeys, name: "trim-keys" })).toEqual({ ok: true, value: { a: "x", op: "lt" } });
    // Under the built-in's name but not declared lossy, dropping `op` costs what fixing its case does: no reading wins.
    expect(withDrop({ ...dropUnknownKeys, lossy: false })).toEqual({ ok: false, code: "ambiguous" });
    // Scoped, it stays lossy.
    expect(withDrop(scopeRule(dropUnknownKeys, ""))).toEqual({ ok: true, value: { a: "x", op: "lt" } });
  });

  it("never loses a map's key by unwrapping inside a wrapper entry (W6)", () => {
    const pages = { type: "object", additionalProperties: { type: "object", properties: { title: { type: "string" } }, additionalProperties: false } };
    expect(read(pages, '{"input": {"home": {"title": "Home"}}}')).toMatchObject({ ok: false });
    expect(read(pages, '{"home": {"title": "Home"}}')).toEqual({ ok: true, value: { home: { title: "Home" } } });
    expect(read(pages, '{"home": {"page": {"title": "Home"}}}')).toEqual({ ok: true, value: { home: { title: "Home" } } });
  });
});

describe("enum labels are not read out of decoration (W5)", () => {
  const kind = { enum: ["floating", "fixed"] };
  const schema = { anyOf: [kind, { type: "array", items: kind }] };

  it("reads a list written as a string as the list", () => {
    expect(read(schema, '"[\\"floating\\"]"')).toEqual({ ok: true, value: ["floating"] });
  });

  it("never takes a placeholder for a label, but still fixes case and spacing", () => {
    expect(read(schema, '"<floating>"')).toMatchObject({ ok: false });
    expect(read(kind, '"Floating"')).toEqual({ ok: true, value: "floating" });
    expect(read(kind, '" FIXED "')).toEqual({ ok: true, value: "fixed" });
  });
});

describe("two readings that fit equally are ambiguous (W7)", () => {
  const branch = (key: string) => ({ type: "object", properties: { [key]: { type: "string" } }, required: [key], additionalProperties: false });

  it("does not put a bare value into the first of two one-key branches", () => {
    expect(read({ anyOf: [branch("a"), branch("b")] }, '"hello"')).toEqual({ ok: false, code: "ambiguous" });
  });

  it("still wraps a bare value when one branch takes it", () => {
    expect(read({ anyOf: [branch("a"), { type: "integer" }] }, '"hello"')).toEqual({ ok: true, value: { a: "hello" } });
  });

  // A pipeline file is either one job (its `steps`) or a list of jobs under `jobs` or `templates`: a bare list of one
  // job is the job itself, or the list under either key. Unwrapping is cheaper than wrapping, but cost is no evidence.
  const step = { type: "object", properties: { name: { type: "string" } }, required: ["name"] };
  const job = { type: "object", properties: { steps: { type: "array", items: step } }, required: ["steps"] };
  const listOf = (key: string) => ({ type: "object", properties: { [key]: { type: "array", items: { $ref: "#/$defs/job" } } }, required: [key] });
  const bareList = '[{"steps": [{"name": "build"}]}]';

  it("does not pick one of three readings of a bare list under a root oneOf (aerleon-policies)", () => {
    const pipeline = { oneOf: [{ $ref: "#/$defs/job" }, listOf("jobs"), listOf("templates")], $defs: { job } };
    expect(read(pipeline, bareList)).toEqual({ ok: false, code: "ambiguous" });
  });

  it("does not pick the item over the one wrapper key that also takes the list", () => {
    const pipeline = { oneOf: [{ $ref: "#/$defs/job" }, listOf("jobs")], $defs: { job } };
    expect(read(pipeline, bareList)).toEqual({ ok: false, code: "ambiguous" });
  });

  it("reads the bare list when exactly one branch takes it", () => {
    const count = { type: "object", properties: { count: { type: "integer" } }, required: ["count"] };
    const jobs = { oneOf: [listOf("jobs"), count], $defs: { job } };
    expect(read(jobs, bareList)).toEqual({ ok: true, value: { jobs: [{ steps: [{ name: "build" }] }] } });
    const single = { oneOf: [{ $ref: "#/$defs/job" }, count], $defs: { job } };
    expect(read(single, bareList)).toEqual({ ok: true, value: { steps: [{ name: "build" }] } });
  });

  it("keeps a value that fits one branch as written, whatever other branches could make of it", () => {
    const pipeline = { oneOf: [{ $ref: "#/$defs/job" }, listOf("jobs"), listOf("templates")], $defs: { job } };
    expect(read(pipeline, '{"steps": [{"name": "build"}]}')).toEqual({ ok: true, value: { steps: [{ name: "build" }] } });
    expect(read(pipeline, '{"jobs": [{"steps": [{"name": "build"}]}]}')).toEqual({ ok: true, value: { jobs: [{ steps: [{ name: "build" }] }] } });
  });
});
