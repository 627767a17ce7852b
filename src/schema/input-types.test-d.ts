import { describe, expectTypeOf, it } from "vitest";
import * as v from "valibot";
import * as z from "zod";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import type { Outcome } from "../outcome/types.js";
import { createValidator } from "./create-validator.js";
import type { JsonSchemaObject, OutputOf, SchemaInput } from "./input-types.js";
import { jsonSchema } from "./json-schema.js";
import { validate, validateAsync } from "./validate.js";
import { createValidatorChain, validator, type ValidatorChain } from "./validator-chain.js";

const zodClick = z.object({ selector: z.string().meta({ aliases: ["element"] }), count: z.number().optional() });
const valibotClick = v.object({ selector: v.pipe(v.string(), v.metadata({ aliases: ["element"] })) });
const jsonClick = { type: "object", properties: { selector: { type: "string" } }, required: ["selector"] } as const;

describe("OutputOf", () => {
  it("is the output type of zod and valibot schemas, converter-wrapped or not", () => {
    expectTypeOf<OutputOf<typeof zodClick>>().toEqualTypeOf<{ selector: string; count?: number | undefined }>();
    expectTypeOf<OutputOf<typeof valibotClick>>().toEqualTypeOf<{ selector: string }>();
    expectTypeOf<OutputOf<ReturnType<typeof toStandardJsonSchema<typeof valibotClick>>>>().toEqualTypeOf<{ selector: string }>();
    expectTypeOf<OutputOf<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>>>().toEqualTypeOf<number>();
  });

  it("is unknown, never any, for a plain JSON Schema, and T for jsonSchema<T>()", () => {
    expectTypeOf<OutputOf<typeof jsonClick>>().toEqualTypeOf<unknown>();
    expectTypeOf<OutputOf<Record<string, unknown>>>().toEqualTypeOf<unknown>();
    expectTypeOf<OutputOf<SchemaInput>>().toEqualTypeOf<unknown>();
    const _typed = jsonSchema<{ selector: string }>(jsonClick);
    expectTypeOf<OutputOf<typeof _typed>>().toEqualTypeOf<{ selector: string }>();
  });
});

describe("SchemaInput", () => {
  it("accepts Standard Schemas and JSON Schema objects, interfaces included", () => {
    interface ToolSchema {
      type: "object";
      properties?: Record<string, ToolSchema | { type: string }>;
    }
    const tool: ToolSchema = { type: "object" };
    expectTypeOf(zodClick).toExtend<SchemaInput>();
    expectTypeOf(valibotClick).toExtend<SchemaInput>();
    expectTypeOf(jsonClick).toExtend<SchemaInput>();
    expectTypeOf(tool).toExtend<JsonSchemaObject>();
    // @ts-expect-error — a string is not a schema
    validate({}, "string");
  });
});

describe("validate and createValidator", () => {
  it("carry the schema's output type, with no any", () => {
    expectTypeOf(validate({}, zodClick)).toEqualTypeOf<Outcome<{ selector: string; count?: number | undefined }>>();
    expectTypeOf(validate({}, valibotClick)).toEqualTypeOf<Outcome<{ selector: string }>>();
    expectTypeOf(validate({}, jsonClick)).toEqualTypeOf<Outcome<unknown>>();
    expectTypeOf(validateAsync({}, valibotClick)).toEqualTypeOf<Promise<Outcome<{ selector: string }>>>();
    const outcome = validate({}, valibotClick);
    if (outcome.ok) {
      expectTypeOf(outcome.value).not.toBeAny();
      expectTypeOf(outcome.value.selector).toEqualTypeOf<string>();
    }
    expectTypeOf(createValidator(jsonSchema<{ n: number }>({ type: "object" })).validate).returns.toEqualTypeOf<Outcome<{ n: number }>>();
  });
});

describe("createValidatorChain", () => {
  it("types named checks by the schema's output and keeps the chain typed", () => {
    const chain = createValidatorChain(zodClick, [
      validator("has-hash", (value) => {
        expectTypeOf(value).toEqualTypeOf<{ selector: string; count?: number | undefined }>();
        return value.selector.startsWith("#") ? [] : [{ message: "Not an id.", path: ["selector"] }];
      }),
      valibotClick,
    ]);
    expectTypeOf(chain).toEqualTypeOf<Outcome<ValidatorChain<{ selector: string; count?: number | undefined }>>>();
    // @ts-expect-error — a check written for numbers cannot check the schema's objects
    createValidatorChain(zodClick, [validator("n", (value: number) => (value > 0 ? [] : [{ message: "no" }]))]);
  });
});
