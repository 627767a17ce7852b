/**
 * Every zod a team runs, through the README's scenario and `generate()`: zod 3.25 (through salvage/zod3 and
 * zod-to-json-schema), zod 4.0 and 4.1 (through salvage/zod and each version's own `toJSONSchema`), zod 3.25's
 * `zod/v4`, and the latest zod (which converts itself). The older zods are installed under aliases
 * (`zod-v3`, `zod-v40`, `zod-v41` in devDependencies).
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expect, it } from "vitest";
import * as zLatest from "zod";
import { z as z3 } from "zod-v3";
import * as z3v4 from "zod-v3/v4";
import { toJSONSchema as toJSONSchema3v4 } from "zod-v3/v4/core";
import * as z40 from "zod-v40";
import { toJSONSchema as toJSONSchema40 } from "zod-v40/v4/core";
import * as z41 from "zod-v41";
import { toJSONSchema as toJSONSchema41 } from "zod-v41/v4/core";
import { generate, salvage, type ChatMessage, type SalvageOptions } from "../src/index.js";
import * as viaZod from "../src/adapters/zod/index.js";
import { withZodConverter, type ZodToJsonSchema } from "../src/adapters/zod/with-json-schema.js";
import * as viaZod3 from "../src/adapters/zod3/index.js";

const readme = "Sure! Here it is:\n```json\n{'element': '#btn',}\n```\nLet me know";

type Z4 = typeof zLatest;
type Case = {
  readonly name: string;
  /** The README's Click schema and a meeting with a date, as the version writes them, guided. */
  readonly click: StandardSchemaV1;
  readonly meeting: StandardSchemaV1;
  readonly bare: StandardSchemaV1;
  /** Options of the Click parser. */
  readonly options: SalvageOptions;
};

/** The zod 4 API (4.0, 4.1, latest, zod 3.25's `zod/v4`): aliases through `.meta`. */
function zod4Case(name: string, z: Z4, attach: (schema: StandardSchemaV1) => StandardSchemaV1): Case {
  const click = z.object({ selector: z.string().meta({ aliases: ["element"] }) });
  const meeting = z.object({ title: z.string(), at: z.date(), size: z.bigint().optional(), room: z.string().refine((s) => s.length > 1) });
  return { name, click: attach(click), meeting: attach(meeting), bare: click, options: {} };
}

const own = (convert: unknown) => withZodConverter(convert as ZodToJsonSchema);
const cases: readonly Case[] = [
  {
    name: "zod 3.25 (salvage/zod3)",
    click: viaZod3.withJsonSchema(z3.object({ selector: z3.string() })),
    meeting: viaZod3.withJsonSchema(z3.object({ title: z3.string(), at: z3.date(), size: z3.bigint().optional(), room: z3.string().refine((s) => s.length > 1) })),
    bare: z3.object({ selector: z3.string() }),
    // zod 3 has no metadata: the alias is given to the parser.
    options: { aliases: { selector: ["element"] } },
  },
  zod4Case("zod 3.25's zod/v4 (salvage/zod)", z3v4 as unknown as Z4, own(toJSONSchema3v4)),
  zod4Case("zod 4.0 (salvage/zod)", z40 as unknown as Z4, own(toJSONSchema40)),
  zod4Case("zod 4.1 (salvage/zod)", z41 as unknown as Z4, own(toJSONSchema41)),
  zod4Case("zod latest (its own ~standard.jsonSchema)", zLatest, (schema) => schema),
  zod4Case("zod latest through salvage/zod (left as it is)", zLatest, viaZod.withJsonSchema),
];

describe.each(cases)("$name", ({ click, meeting, options }) => {
  it("runs the README's scenario: fence, single quotes, trailing comma, alias", () => {
    const outcome = salvage(click, options)(readme);
    expect(outcome).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(outcome.steps).toContainEqual(expect.objectContaining({ stage: "coerce", rule: "rename-key", path: [] }));
  });

  it("sends the schema to the model through generate() and repairs the answer", async () => {
    const sent: (readonly ChatMessage[])[] = [];
    const result = await generate({ schema: click, options, prompt: "Which selector?", call: async (messages) => (sent.push(messages), readme) });
    expect(result).toMatchObject({ ok: true, value: { selector: "#btn" } });
    expect(sent[0]?.[0]?.content).toMatch(/"properties":\{"selector":\{"type":"string"\}\}/);
  });

  it("reads a date from an ISO string and validates bigint and refinements without guidance", () => {
    const parse = salvage(meeting);
    const outcome = parse('{"title": "standup", "at": "2024-05-01T09:30:00+02:00", "room": "B2"}');
    expect(outcome).toMatchObject({ ok: true, value: { title: "standup", room: "B2" } });
    expect((outcome.value as { at: Date }).at).toEqual(new Date("2024-05-01T07:30:00Z"));
    expect(parse('{"title": "standup", "at": "2024-05-01T09:30:00", "room": "B2"}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    expect(parse('{"title": "standup", "at": "2024-05-01", "room": "B"}')).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    expect(parse.jsonSchema?.["properties"]).toMatchObject({ at: { type: "string", format: "date-time" } });
  });
});

describe("a zod that gives no JSON Schema, used without its entry point", () => {
  it.each([
    ["zod 3.25", z3.object({ selector: z3.string() })],
    ["zod 4.0", z40.object({ selector: z40.string() })],
    ["zod 4.1", z41.object({ selector: z41.string() })],
  ] as const)("%s: the failure and generate() name the entry point and the version that guide it", async (_, schema) => {
    const outcome = salvage(schema)('{"element": "#btn"}');
    expect(outcome).toMatchObject({ ok: false, error: { code: "schema-mismatch" } });
    for (const words of ['"salvage/zod"', '"salvage/zod3"', "zod-to-json-schema", "zod 4.2"]) expect(outcome.error?.message).toContain(words);
    const result = await generate({ schema, prompt: "Which selector?", call: async () => '{"selector": "#b"}' });
    expect(result).toMatchObject({ ok: false, error: { code: "invalid-schema" } });
    expect(result.error?.message).toContain('"salvage/zod"');
  });

  it("each entry leaves the other zod's schemas and other libraries alone", () => {
    const three = z3.object({ selector: z3.string() });
    const four = z40.object({ selector: z40.string() });
    expect(viaZod.withJsonSchema(three)).toBe(three);
    expect(viaZod3.withJsonSchema(four)).toBe(four);
    const plain = { type: "object" } as const;
    expect(viaZod.salvage(plain)('{"a": 1}')).toMatchObject({ ok: true });
  });

  it("salvage() and toolset() of each entry guide bare schemas", () => {
    expect(viaZod3.salvage(z3.object({ selector: z3.string() }), { aliases: { selector: ["element"] } })('{"element": "#b"}')).toMatchObject({ ok: true, value: { selector: "#b" } });
    const tools = viaZod3.toolset({ click: z3.object({ selector: z3.string(), times: z3.number() }) });
    expect(tools.parse('{"name": "click", "arguments": {"selector": "#b", "times": "2"}}')).toMatchObject({ ok: true, value: [{ tool: "click", input: { selector: "#b", times: 2 } }] });
  });
});
