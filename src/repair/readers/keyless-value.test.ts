import { describe, expect, it } from "vitest";
import { salvage } from "../../salvage/index.js";

const place = {
  type: "object",
  properties: { name: { type: "string" }, city: { type: "string" }, population: { type: "integer" } },
  required: ["name", "city"],
} as const;

describe("keyless-value", () => {
  it("reads a value without its key into the one property the schema leaves it", () => {
    const outcome = salvage(place).parse('{"name": "Ada", "Paris"}');
    expect(outcome).toMatchObject({ ok: true, value: { name: "Ada", city: "Paris" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "repair", reader: "keyless-value" }));
    // the type settles it: a number goes to the one integer property, a string to the one string left
    expect(salvage(place).parse('{"name": "Ada", 2100000, "city": "Paris"}')).toMatchObject({ ok: true, value: { name: "Ada", population: 2100000, city: "Paris" } });
    expect(salvage(place).parse('{"Ada", "city": "Paris"}')).toMatchObject({ ok: true, value: { name: "Ada", city: "Paris" } });
  });

  it("reads it nested, where the schema at that place leaves one key", () => {
    const schema = { type: "object", properties: { places: { type: "array", items: place } }, required: ["places"] } as const;
    expect(salvage(schema).parse('{"places": [{"name": "Ada", "Paris"}, {"name": "Bo", "city": "Rome"}]}')).toMatchObject({
      ok: true,
      value: { places: [{ name: "Ada", city: "Paris" }, { name: "Bo", city: "Rome" }] },
    });
  });

  it.each([
    ["two properties could take it", '{"population": 3, "Paris"}'],
    ["no property takes it", '{"name": "Ada", "city": "Paris", true}'],
    ["two values compete for one property", '{"name": "Ada", "Paris", "Rome"}'],
    ["it is cut off", '{"name": "Ada", "Par'],
  ])("refuses when %s", (_, text) => {
    expect(salvage(place).parse(text).ok).toBe(false);
  });

  it("a property of any type could take it too: no single key", () => {
    const open = { type: "object", properties: { name: { type: "string" }, city: { type: "string" }, extra: {} }, required: ["name"] } as const;
    expect(salvage(open).parse('{"name": "Ada", "Paris"}').ok).toBe(false);
  });

  it("does not read with no schema, or where the schema is a union at that place", () => {
    expect(salvage({}).parse('{"name": "Ada", "Paris"}').ok).toBe(false);
    expect(salvage({ anyOf: [place, { type: "string" }] }).parse('{"name": "Ada", "Paris"}').ok).toBe(false);
  });
});
