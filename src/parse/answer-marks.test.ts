import { describe, expect, test } from "vitest";
import { salvage } from "../salvage/index.js";

const schema = { type: "object", properties: { name: { type: "string" } }, required: ["name"] };
const read = (text: string) => salvage(schema).parse(text);

describe("choosing between candidates by what the text says", () => {
  test.each([
    ["Example: ```json\n{\"name\": \"John\"}\n```\nAnswer: ```json\n{'name': 'Alice',}\n```", "Alice"],
    ['Final: {"name": "Alice"}\ne.g. {"name": "John"}', "Alice"],
    ['{"name": "John"}\nOops, I meant:\n{"name": "Alice"}', "Alice"],
    ['Before: {"name": "John"}\n{"name": "Alice"}', "Alice"],
    ['Don\'t write {"name": "John"}\n{"name": "Alice"}', "Alice"],
    ['First try: {"name": "John"}\nCorrection: {"name": "Alice"}', "Alice"],
    ['{"name": "John"}\nActually, {"name": "Alice"}', "Alice"],
  ])("%j reads the one the text marks as the answer", (text, name) => {
    expect(read(text)).toMatchObject({ ok: true, value: { name } });
  });

  test.each([
    ['{"name": "John"}\n{"name": "Alice"}'],
    ["```json\n{\"name\": \"John\"}\n```\n```json\n{'name': 'Alice',}\n```"],
    ['Answer: {"name": "John"}\nAnswer: {"name": "Alice"}'],
    ['// names [0] and [1] are examples\n{"name": "John"} {"name": "Alice"}'],
  ])("%j is ambiguous: the text does not say which, and fewer repairs are no evidence", (text) => {
    expect(read(text)).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });
});
