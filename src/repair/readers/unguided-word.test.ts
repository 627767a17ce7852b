import { describe, expect, test } from "vitest";
import { salvage } from "../../salvage/index.js";
import { compileGuide } from "../../schema/compile-guide.js";
import { anyNode } from "../../schema/guide-nodes.js";
import type { GuideNode } from "../../schema/guide-types.js";
import { repair } from "../repair.js";
import { unguidedWord } from "./unguided-word.js";

function guide(schema: Record<string, unknown>): GuideNode {
  const compiled = compileGuide(schema);
  if (!compiled.ok) throw new Error("schema");
  return compiled.value;
}

const stringA = { type: "object", properties: { a: { type: "string" } } };

describe("unguidedWord", () => {
  test("a word where nothing is said about the value is unguided", () => {
    expect(unguidedWord({ name: "invalid_token" }, anyNode, ["invalid_token"])).toBe("invalid_token");
    expect(unguidedWord({ a: "x", b: "oops" }, guide(stringA), ["oops"])).toBe("oops");
  });

  test("a word where the schema names a type or an enum is guided", () => {
    expect(unguidedWord({ a: "hello" }, guide(stringA), ["hello"])).toBeUndefined();
    expect(unguidedWord(["x"], guide({ type: "array", items: { enum: ["x", "y"] } }), ["x"])).toBeUndefined();
    expect(unguidedWord({ a: "Yes" }, guide({ type: "object", properties: { a: { type: "boolean" } } }), ["Yes"])).toBeUndefined();
    expect(unguidedWord({ a: "w" }, guide({ anyOf: [{ type: "number" }, { type: "object", properties: { a: { type: "string" } } }] }), ["w"])).toBeUndefined();
  });

  test("a word the walk does not find is unguided", () => {
    expect(unguidedWord({ a: "other" }, guide(stringA), ["word"])).toBe("word");
  });
});

describe("unquoted words through salvage", () => {
  test.each([
    ['{"name": invalid_token}', { name: "invalid_token" }],
    ['{"a": 1, "b": oops}', { a: 1, b: "oops" }],
    ['{"val": trueish}', { val: "trueish" }],
    ['["this", that]', ["this", "that"]],
    ["{type: String}", { type: "String" }],
  ])("%j is read with no schema: the word is the one reading that keeps what was written", (text, expected) => {
    expect(salvage({}).parse(text)).toMatchObject({ ok: true, value: expected });
  });

  test.each([['{"val": Yes}'], ['{"a": 1, "b": off}'], ["{ a: one\n see: two, b: x }"]])(
    "%j fails with no schema: the text leaves open what the word is or where it ends",
    (text) => {
      const outcome = salvage({}).parse(text);
      expect(outcome).toMatchObject({ ok: false, error: { code: "unrepairable" } });
      if (!outcome.ok) expect(outcome.error.message).toMatch(/leaves open what it is or where it ends/);
    },
  );

  test("a word where the schema says string is read as the string", () => {
    const schema = { type: "object", properties: { name: { type: "string" }, n: { type: "number" } }, required: ["name"] };
    expect(salvage(schema).parse('{"name": John, "n": 1}')).toMatchObject({ ok: true, value: { name: "John", n: 1 } });
    expect(salvage(schema).parse('{"name": Yes, "n": 1}')).toMatchObject({ ok: true, value: { name: "Yes", n: 1 } });
  });

  test("a word where the schema says another type still fails", () => {
    const schema = { type: "object", properties: { n: { type: "number" } } };
    expect(salvage(schema).parse('{"n": 1.2.3}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  test("a word under additionalProperties: true is read as the string", () => {
    const schema = { type: "object", properties: { n: { type: "number" } } };
    expect(salvage(schema).parse('{"n": 1, "x": word}')).toMatchObject({ ok: true, value: { n: 1, x: "word" } });
  });

  test("repair() on its own (no schema given at all) reads a plain word", () => {
    expect(repair('{"name": John}')).toMatchObject({ ok: true, value: { name: "John" } });
  });
});
