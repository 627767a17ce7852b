import { toStandardJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expectTypeOf, it } from "vitest";
import * as z from "zod";
import type { Outcome } from "../outcome/types.js";
import { jsonSchema } from "../schema/index.js";
import { salvage } from "./salvage.js";

describe("salvage(schema) infers the output type end to end", () => {
  it("from zod", () => {
    const outcome = salvage(z.object({ selector: z.string(), times: z.number().optional() }))("{}");
    expectTypeOf(outcome).toEqualTypeOf<Outcome<{ selector: string; times?: number | undefined }>>();
    if (outcome.ok) {
      expectTypeOf(outcome.value.selector).toEqualTypeOf<string>();
      expectTypeOf(outcome.value).not.toBeAny();
    }
  });

  it("from valibot, through its Standard JSON Schema converter", () => {
    const parse = salvage(toStandardJsonSchema(v.object({ selector: v.string() })));
    const outcome = parse("{}");
    if (outcome.ok) expectTypeOf(outcome.value).toEqualTypeOf<{ selector: string }>();
  });

  it("from a plain JSON Schema: unknown, never any", () => {
    const outcome = salvage({ type: "object" })("{}");
    if (outcome.ok) {
      expectTypeOf(outcome.value).toBeUnknown();
      expectTypeOf(outcome.value).not.toBeAny();
    }
  });

  it("from a JSON Schema typed by the caller", () => {
    const outcome = salvage(jsonSchema<{ url: string }>({ type: "object", properties: { url: { type: "string" } } }))("{}");
    if (outcome.ok) expectTypeOf(outcome.value).toEqualTypeOf<{ url: string }>();
  });

  it("async and value entry points keep the type; orThrow returns it", () => {
    const parse = salvage(z.object({ n: z.number() }));
    expectTypeOf(parse.parseAsync("{}")).resolves.toEqualTypeOf<Outcome<{ n: number }>>();
    expectTypeOf(parse.parseValue({})).toEqualTypeOf<Outcome<{ n: number }>>();
    expectTypeOf(parse.orThrow("{}")).toEqualTypeOf<{ n: number }>();
  });

  it("rejects what is not a schema", () => {
    // @ts-expect-error — a string is neither a Standard Schema nor a JSON Schema object
    salvage("not a schema");
  });
});
