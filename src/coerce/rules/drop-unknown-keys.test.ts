import { describe, expect, it } from "vitest";
import { applyRule } from "../../../test/helpers/apply.js";
import { clickGuide, node, str } from "../../../test/helpers/guide.js";
import { dropUnknownKeys } from "./drop-unknown-keys.js";
import { salvage } from "../../salvage/index.js";

describe("drop-unknown-keys", () => {
  it("drops keys a strict object rejects", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#b", note: "x" }, clickGuide(true))).toEqual({ value: { selector: "#b" } });
  });
  it("stays silent on open objects and objects without unknown keys", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#b", note: "x" }, clickGuide(false))).toBeUndefined();
    expect(applyRule(dropUnknownKeys, { selector: "#b" }, clickGuide(true))).toBeUndefined();
  });
});

describe("drop-unknown-keys never drops a competing value", () => {
  it("keeps the object as it is when an unknown key is an alias or casing of a declared property", () => {
    expect(applyRule(dropUnknownKeys, { selector: "#a", element: "#b" }, clickGuide(true))).toBeUndefined();
    expect(applyRule(dropUnknownKeys, { selector: "#a", Selector: "#b" }, clickGuide(true))).toBeUndefined();
  });
});

describe("drop-unknown-keys applies to objects the node describes", () => {
  it("leaves an object alone where the node is a list that carries additionalProperties: false by mistake", () => {
    const list = node({ types: ["array"], additionalProperties: false, items: node({ types: ["object"], properties: { label: { node: str } } }) });
    expect(applyRule(dropUnknownKeys, { hint: "h", label: "Home" }, list)).toBeUndefined();
    const closed = node({ types: ["object"], additionalProperties: false, properties: { label: { node: str } } });
    expect(applyRule(dropUnknownKeys, { hint: "h", label: "Home" }, closed)).toEqual({ value: { label: "Home" } });
  });
});

describe("drop-unknown-keys drops keys the schema forbids by name, through the whole pipeline", () => {
  const run = (schema: object, value: unknown): unknown => {
    const outcome = salvage(schema).parse(JSON.stringify(value));
    return outcome.ok ? outcome.value : outcome.error.code;
  };
  const content = { type: "string" };

  it("drops a key whose property schema is false, in an open object and nested", () => {
    expect(run({ type: "object", properties: { content, secret: false } }, { content: "ok", secret: "x" })).toEqual({ content: "ok" });
    const nested = { type: "object", properties: { payload: { type: "object", properties: { value: content, secret: false } } } };
    expect(run(nested, { payload: { value: "ok", secret: "x" } })).toEqual({ payload: { value: "ok" } });
  });

  it("drops an undeclared key a patternProperties name with schema false matches, and keeps the others", () => {
    const schema = { type: "object", properties: { content }, patternProperties: { "^x-": false } };
    expect(run(schema, { content: "ok", "x-secret": 1, other: 2 })).toEqual({ content: "ok", other: 2 });
    const closed = { ...schema, additionalProperties: false };
    expect(run(closed, { content: "ok", "x-secret": 1 })).toEqual({ content: "ok" });
    // A backtracking-heavy name is matched in bounded time: `aaaa` matches, `aaaa!` does not and stays.
    const heavy = { type: "object", properties: { content }, patternProperties: { "^(a+)+$": false } };
    expect(run(heavy, { content: "ok", aaaa: 1 })).toEqual({ content: "ok" });
    expect(run(heavy, { content: "ok", "aaaaaaaaaaaaaaaaaaaaaaaaa!": 1 })).toEqual({ content: "ok", "aaaaaaaaaaaaaaaaaaaaaaaaa!": 1 });
  });

  // Negative cases: what the schema forbids by name but a reading cannot settle stays a failure.
  it("never drops a declared property a false pattern also matches: the schema contradicts itself there", () => {
    const schema = { type: "object", properties: { content }, patternProperties: { "^[a-z]+$": false } };
    expect(run(schema, { content: "ok", secret: "x" })).toBe("schema-mismatch");
  });

  it("never drops every key the model wrote", () => {
    expect(run({ type: "object", properties: { secret: false } }, { secret: "x" })).toBe("schema-mismatch");
    expect(run({ type: "object", patternProperties: { "^x-": false } }, { "x-a": 1 })).toBe("schema-mismatch");
  });

  it("leaves a valid object as it is", () => {
    expect(run({ type: "object", properties: { content, secret: false } }, { content: "ok" })).toEqual({ content: "ok" });
  });

  it("drops a key the one branch that can fit forbids, under `{type: object, oneOf: [...]}`", () => {
    const branch = (kind: string, key: string, type: string): object => ({ type: "object", properties: { kind: { enum: [kind] }, [key]: { type } }, required: ["kind", key], additionalProperties: false });
    const schema = { type: "object", oneOf: [branch("text", "textOnly", "string"), branch("count", "countOnly", "number")] };
    expect(run(schema, { kind: "count", countOnly: 3, textOnly: "x" })).toEqual({ kind: "count", countOnly: 3 });
    // Negative: each branch fits once a different key goes: which one was meant, the text does not say.
    const open = { type: "object", oneOf: [branch("a", "x", "string"), branch("a", "y", "string")] };
    expect(run(open, { kind: "a", x: "1", y: "2" })).not.toEqual({ kind: "a", x: "1" });
  });
});
