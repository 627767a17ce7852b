import { describe, expect, it } from "vitest";
import { salvage } from "../salvage/index.js";
import { repair } from "../repair/index.js";
import { mayOverflow } from "./finite.js";

const x = { type: "object", properties: { x: { type: "number" } }, required: ["x"] } as const;

describe("numbers beyond the double's range", () => {
  it("are refused, with a schema or without, strict JSON or repaired", () => {
    for (const [schema, text] of [
      [{ type: "number" }, "1e400"],
      [x, '{"x": 1e400}'],
      [{}, '{"x": 1e400}'],
      [{}, "{x: -1E+999,}"],
      [{}, `[${"9".repeat(400)}]`],
    ] as const) {
      const outcome = salvage(schema).parse(text);
      expect(outcome, text).toMatchObject({ ok: false, error: { code: "unrepairable", message: expect.stringMatching(/beyond the range of a double/) } });
    }
    expect(repair('{"x": 1e400}')).toMatchObject({ ok: false });
  });

  it("large numbers within range, and such text inside strings, are read", () => {
    expect(salvage(x).parse('{"x": 1e300}')).toMatchObject({ ok: true, value: { x: 1e300 } });
    expect(salvage({}).parse('{"note": "1e400 is big", "x": 1}')).toMatchObject({ ok: true, value: { note: "1e400 is big", x: 1 } });
    expect(salvage({}).parse("{note: 'e999', x: 1,}")).toMatchObject({ ok: true, value: { note: "e999", x: 1 } });
  });

  it("mayOverflow finds three-digit exponents and long digit runs only", () => {
    expect(mayOverflow("1e400")).toBe(true);
    expect(mayOverflow("2.E-999")).toBe(true);
    expect(mayOverflow("1e40 and 1e-99")).toBe(false);
    expect(mayOverflow("see e400")).toBe(false);
    expect(mayOverflow("9".repeat(301))).toBe(true);
    expect(mayOverflow("9".repeat(300))).toBe(false);
  });
});
