import { toStandardJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { salvage as coreSalvage } from "../../salvage/index.js";
import { salvage, toolset, withJsonSchema } from "./index.js";

const entries = { selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })), times: v.optional(v.number()) };
const Click = v.object(entries);
const seed = "Sure! Here it is:\n```json\n{'element': '#btn', 'times': '2',}\n```\nLet me know";

describe("salvage/valibot", () => {
  it("guides a bare valibot schema exactly as a wrapped one", () => {
    const bare = salvage(Click);
    const wrapped = coreSalvage(toStandardJsonSchema(Click));
    expect(bare.jsonSchema).toEqual(wrapped.jsonSchema);
    const outcome = bare(seed);
    expect(outcome).toEqual(wrapped(seed));
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn", times: 2 } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "rename-key", path: [] }));
  });

  it("still validates with valibot: a value the schema rejects fails", () => {
    const outcome = salvage(v.object({ selector: v.pipe(v.string(), v.minLength(3)) }))('{"selector": "#b"}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
  });

  it("guides what it can when part of the schema has no JSON Schema form, where the wrapped schema cannot be used", () => {
    const Meeting = v.object({ title: v.pipe(v.string(), v.metadata({ aliases: ["name"] })), at: v.optional(v.date()) });
    expect(salvage(Meeting)('{"name": "standup"}')).toMatchObject({ ok: true, value: { title: "standup" } });
    expect(coreSalvage(toStandardJsonSchema(Meeting))('{"name": "standup"}')).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
  });

  it("leaves other schemas alone", () => {
    const zodClick = z.object({ selector: z.string() });
    expect(withJsonSchema(zodClick)).toBe(zodClick);
    const wrapped = toStandardJsonSchema(Click);
    expect(withJsonSchema(wrapped)).toBe(wrapped);
    expect(salvage({ type: "object", properties: { n: { type: "number" } } })('{"n": "3"}')).toMatchObject({ ok: true, value: { n: 3 } });
  });

  it("guides each tool of a toolset, given as a schema or as a spec", () => {
    const tools = toolset({ click: Click, type: { schema: v.object({ text: v.pipe(v.string(), v.metadata({ aliases: ["value"] })) }), names: ["write"] } });
    const outcome = tools.parse('{"name": "write", "arguments": {"value": "hi"}}\n{"name": "click", "arguments": {"element": "#b"}}');
    expect(outcome.ok && outcome.value.map((call) => ("input" in call ? [call.tool, call.input] : call))).toEqual([
      ["type", { text: "hi" }],
      ["click", { selector: "#b" }],
    ]);
  });
});

describe("a failure from a schema that gave no guidance", () => {
  it("says how to give it, for valibot", () => {
    const outcome = coreSalvage(Click)('{"element": "#btn"}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    expect(outcome.error?.message).toContain('import { salvage, toolset } from "salvage/valibot"');
    expect(outcome.error?.message).toContain("toStandardJsonSchema()");
  });

  it("says how to give it, for another library, and is silent once guidance is given", () => {
    const acme = {
      "~standard": {
        version: 1,
        vendor: "acme",
        validate: (value: unknown) => (typeof value === "number" ? { value } : { issues: [{ message: "Expected a number" }] }),
      },
    } as const;
    const bare = coreSalvage(acme)('"5"');
    expect(bare.error?.message).toMatch(/This acme schema gives salvage no JSON Schema .*jsonSchema/);
    expect(coreSalvage(acme, { jsonSchema: { type: "number" } })('"5"')).toMatchObject({ ok: true, value: 5 });
    const guidedMismatch = coreSalvage(acme, { jsonSchema: { type: "number" } })('"five"');
    expect(guidedMismatch.error?.message).not.toContain("gives salvage no JSON Schema");
  });

  it("adds nothing to a guided schema's failure", () => {
    const outcome = salvage(Click)('{"selector": 5}');
    expect(outcome.error?.message ?? "").not.toContain("gives salvage no JSON Schema");
  });
});
