import { describe, expect, it } from "vitest";
import { salvage } from "../salvage/salvage.js";

// The wrong values a second pass over real schemas found (issue 14): each repro is ours, minimal, and now gives
// the answer or a clear failure.
function read(schema: Record<string, unknown>, text: string) {
  const outcome = salvage(schema)(text);
  return outcome.ok ? { ok: true, value: outcome.value } : { ok: false, code: outcome.error.code };
}

describe("a value the schema accepts is never changed by a repair elsewhere in the text", () => {
  // `properties` beside `oneOf: [object, null]`: the properties apply only to objects, so null is valid.
  const settings = {
    type: "object",
    properties: {
      name: { type: "string" },
      extra: { oneOf: [{ type: "object" }, { type: "null" }], properties: { on: { type: "boolean" } }, additionalProperties: false },
    },
  };

  it("keeps a null where the alternatives accept it, when the text needed a repair", () => {
    expect(read(settings, "{“name”: “x”, “extra”: null}")).toEqual({ ok: true, value: { name: "x", extra: null } });
    expect(read(settings, "{'name': 'x', 'extra': null,}")).toEqual({ ok: true, value: { name: "x", extra: null } });
  });

  it("still checks the properties of an object there", () => {
    expect(read(settings, "{'name': 'x', 'extra': {'on': true}}")).toEqual({ ok: true, value: { name: "x", extra: { on: true } } });
    expect(read(settings, "{'name': 'x', 'extra': {'off': true}}")).toMatchObject({ ok: false });
  });
});

describe("one item written without its brackets stays an item", () => {
  const terms = {
    type: "object",
    properties: { terms: { type: "array", items: { type: "object", properties: { match: { type: "array", items: { type: "string" } } } } } },
  };

  it("wraps the object in a list rather than unwrapping its own key", () => {
    expect(read(terms, "{'terms': {'match': ['a']}}")).toEqual({ ok: true, value: { terms: [{ match: ["a"] }] } });
    expect(read(terms, "{'terms': {'match': []}}")).toEqual({ ok: true, value: { terms: [{ match: [] }] } });
  });

  it("still unwraps a wrapper key the items do not declare", () => {
    expect(read(terms, "{'terms': {'results': [{'match': ['a']}]}}")).toEqual({ ok: true, value: { terms: [{ match: ["a"] }] } });
  });
});

describe("a string that reads as a scalar or as a one-item list is ambiguous", () => {
  const skins = { type: "object", properties: { skins: { type: ["array", "boolean"], items: { type: "string" } } } };

  it("does not pick the list for \"false\" when the schema takes a boolean too", () => {
    expect(read(skins, "{skins: 'false'}")).toEqual({ ok: false, code: "ambiguous" });
    expect(read(skins, "{skins: 'true'}")).toEqual({ ok: false, code: "ambiguous" });
  });

  it("still wraps a string no other rule reads", () => {
    expect(read(skins, "{skins: 'vector'}")).toEqual({ ok: true, value: { skins: ["vector"] } });
    expect(read(skins, "{skins: false}")).toEqual({ ok: true, value: { skins: false } });
  });

  it("still decodes a list written as JSON text", () => {
    const tags = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } };
    expect(read(tags, "{tags: '[]'}")).toEqual({ ok: true, value: { tags: [] } });
  });
});

describe("a format example that is mostly placeholders is no answer", () => {
  const card = {
    type: "object",
    properties: { tone: { enum: ["red", "blue"] }, title: { type: "string" }, body: { type: "string" }, footer: { type: "string" } },
  };
  const template = '```json\n{"tone": " | red", "title": "<string>", "body": "<string>", "footer": "<string>"}\n```';

  it("takes the answer after a template that carries one filled-in value", () => {
    expect(read(card, `The structure:\n${template}\nThe answer:\n{"tone": "blue", "title": "Hi", "body": "x", "footer": ""}`)).toEqual({
      ok: true,
      value: { tone: "blue", title: "Hi", body: "x", footer: "" },
    });
  });

  it("fails on the template alone", () => {
    expect(read(card, template)).toMatchObject({ ok: false });
  });

  it("keeps an answer with one placeholder-like string among real ones", () => {
    expect(read(card, '{"tone": "red", "title": "<title>", "body": "text", "footer": "end"}')).toMatchObject({ ok: true });
  });
});

describe("a string schema takes the answer, not the text around it", () => {
  const text = { type: "string" };

  it("reads a fenced final answer without its fence", () => {
    expect(read(text, 'Thought: done.\nFinal Answer: ```json\n"n:j"\n```')).toEqual({ ok: true, value: "n:j" });
    // Unquoted words in the fence are no JSON string; the whole text with its labels is no answer either.
    expect(read(text, "Thought: done.\nFinal Answer: ```\nplain words\n```")).toMatchObject({ ok: false });
  });

  it("never takes prose plus a JSON object that does not fit as the string", () => {
    expect(read(text, 'Sure, here it is:\n{"action": "Final Answer", "action_input": "ref"}')).toMatchObject({ ok: false, code: "schema-mismatch" });
    expect(read(text, 'My answer:\n["a", "b"]')).toMatchObject({ ok: false });
  });

  it("still reads plain prose as the string", () => {
    expect(read(text, "The answer is up.")).toEqual({ ok: true, value: "The answer is up." });
  });
});

describe("a likelier candidate that fits only after coercion, beside one that fits as written", () => {
  const flag = { type: "object", properties: { value: { type: "boolean" } }, required: ["value"] };
  const literal = { type: "object", properties: { value: { anyOf: [{ enum: [false] }, { enum: ["foo"] }] } }, required: ["value"] };

  it("is ambiguous when their values differ: the fenced example is not the answer by rank alone", () => {
    // The text marks which is the answer: it is read (issue 29); with no such mark, which one is meant is a guess.
    expect(read(flag, 'Example:\n```json\n{"value": "false"}\n```\nAnswer:\n{"value": true}')).toEqual({ ok: true, value: { value: true } });
    expect(read(literal, 'The structure:\n```json\n{"value": "false"}\n```\nFilled in:\n{"value": "foo"}')).toEqual({ ok: false, code: "ambiguous" });
  });

  it("reads the value when both give the same one, or when the fenced one alone fits", () => {
    expect(read(flag, '```json\n{"value": "false"}\n```\nSo: {"value": false}')).toEqual({ ok: true, value: { value: false } });
    expect(read(flag, '```json\n{"value": "false"}\n```')).toEqual({ ok: true, value: { value: false } });
  });
});

describe("an object where a list of such objects is expected", () => {
  // Each module has a name and its parameters: `{"name", "params"}` also looks like a tool-call envelope.
  const plugin = {
    type: "object",
    properties: {
      modules: { type: "array", items: { type: "object", properties: { name: { type: "string" }, params: { type: "array", items: { type: "string" } } } } },
    },
  };
  it("reads it as the one item, never as an envelope whose params are the list (Github_medium o88110)", () => {
    expect(read(plugin, '{"modules": {"name": "auth", "params": []}}')).toEqual({ ok: true, value: { modules: [{ name: "auth", params: [] }] } });
    expect(read(plugin, '{"modules": {"name": "auth", "params": ["a"]}}')).toEqual({ ok: true, value: { modules: [{ name: "auth", params: ["a"] }] } });
  });
});

describe("object keywords beside type array", () => {
  // `additionalProperties: false` and `required` written on the list itself (ignored for arrays by JSON Schema).
  const menu = {
    type: "object",
    properties: { links: { type: "array", additionalProperties: false, required: ["label"], items: { type: "object", properties: { hint: { type: "string" }, label: { type: "string" } } } } },
    required: ["links"],
  };
  it("wraps a lone object as the one item, keeping every key (Github_hard o21366)", () => {
    expect(read(menu, '{"links": {"hint": "h", "label": "Home"}}')).toEqual({ ok: true, value: { links: [{ hint: "h", label: "Home" }] } });
  });
});


describe("a list of one bare value under a string-or-list-of-objects union (issue 33, JsonSchemaStore's cargo-make `extend`)", () => {
  const item = { type: "object", properties: { path: { type: "string" }, optional: { type: "boolean" } }, required: ["path"], additionalProperties: false };
  const oneOf = { type: "object", properties: { extend: { oneOf: [{ type: "string" }, item, { type: "array", items: item }] } } };
  const anyOf = { type: "object", properties: { extend: { anyOf: [{ type: "string" }, { type: "array", items: item }] } } };

  it("is ambiguous: the item itself (`\"a\"`) and the list of it wrapped (`[{\"path\": \"a\"}]`) both fit", () => {
    expect(read(oneOf, '{"extend": ["a"]}')).toEqual({ ok: false, code: "ambiguous" });
    expect(read(anyOf, '{"extend": ["a"]}')).toEqual({ ok: false, code: "ambiguous" });
  });

  it("still reads what only one branch can take", () => {
    expect(read(oneOf, '{"extend": ["a", "b"]}')).toEqual({ ok: true, value: { extend: [{ path: "a" }, { path: "b" }] } });
    expect(read(oneOf, '{"extend": "a"}')).toEqual({ ok: true, value: { extend: "a" } });
    expect(read(oneOf, '{"extend": [{"path": "a"}]}')).toEqual({ ok: true, value: { extend: [{ path: "a" }] } });
    expect(read(anyOf, '{"extend": [{"path": "a", "optional": "true"}]}')).toEqual({ ok: true, value: { extend: [{ path: "a", optional: true }] } });
  });
});
